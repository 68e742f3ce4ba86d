/**
 * The event's seeded shuffle (issue 17: "a seed that makes every draw reproducible"): the same
 * seed gives the same order on every machine and in every version, because the generator is
 * written here (mulberry32, 32-bit integer arithmetic only) rather than taken from Math.random.
 */

/** A generator of floats in [0, 1) from a whole-number seed (any size: the high bits are folded in). */
export function seededRandom(seed: number): () => number {
  const high = Math.floor(seed / 2 ** 32);
  let state = (seed ^ high ^ 0x9e3779b9) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A Fisher–Yates shuffle of a copy, driven by the seed. */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const random = seededRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
