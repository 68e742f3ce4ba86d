/**
 * The brute-force side of the Hall-condition tests: whether every bone still out can be given a
 * place of its own, by augmenting paths (Kuhn's algorithm). Independent of the engine's check
 * (domain/feasible.ts), which these tests compare it with.
 */

/** Whether each bone of `out` gets a slot of its own, `may(id, slot)` saying which slots it may take. */
export function everyBonePlaced(out: readonly number[], slotCount: number, may: (id: number, slot: number) => boolean): boolean {
  const owner = new Array<number>(slotCount).fill(-1);
  const tryBone = (id: number, seen: boolean[]): boolean => {
    for (let j = 0; j < slotCount; j++) {
      if (seen[j] || !may(id, j)) continue;
      seen[j] = true;
      if (owner[j] === -1 || tryBone(owner[j]!, seen)) {
        owner[j] = id;
        return true;
      }
    }
    return false;
  };
  return out.every((id) => tryBone(id, new Array<boolean>(slotCount).fill(false)));
}
