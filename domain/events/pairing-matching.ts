/**
 * The one matching step the pairing methods share: a minimum-cost perfect matching of an even
 * number of things (Swiss pairs, rotating partners, rotating partnerships into tables), by the
 * maintained blossom library (issue 17: "use a maintained library, such as an Edmonds blossom
 * implementation, rather than a hand-written greedy search").
 *
 * Costs are lexicographic: a tuple per edge, the first entry most important (rematches before
 * score differences before ranking distance). The library maximises a single weight, so each
 * level is scaled by a multiplier larger than any sum the levels below it can reach over a
 * perfect matching (n/2 edges), which makes "least total weight" the same as "least first
 * level, then least second level, …". The weights are whole numbers, so the library's arithmetic
 * is exact as long as they stay well below 2^53: checked.
 */
import blossom from 'edmonds-blossom-fixed';

/** A lexicographic cost: whole numbers, 0 or more, the first entry the most important. */
export type Cost = readonly number[];

/** The largest weight the library's arithmetic keeps exact (its duals and slacks stay within a few times it). */
const EXACT = 2 ** 50;

/**
 * Whether costs no level of which passes `maxima` (its largest value) can be matched exactly: the
 * bound minCostPerfectMatching checks, taken at each level's largest, so a plan that fits here
 * never fails there. A method asks it before it draws, so a cost too large is a refusal, not a
 * throw.
 */
export function costsFit(n: number, maxima: readonly number[]): boolean {
  let largest = 0;
  let multiplier = 1;
  for (let level = maxima.length - 1; level >= 0; level--) {
    largest += maxima[level]! * multiplier;
    multiplier = (n / 2) * largest + 1;
  }
  return largest + 1 <= EXACT;
}

/**
 * Pairs 0..n-1 (n even) so that the summed cost is least, level by level. `cost(i, j)` is asked
 * for every i < j. Returns `mate` (mate[i] = j and mate[j] = i). Deterministic: the same costs
 * give the same matching.
 */
export function minCostPerfectMatching(n: number, cost: (i: number, j: number) => Cost): number[] {
  if (n % 2 !== 0) throw new Error(`a perfect matching needs an even number of vertices, not ${n}`);
  if (n === 0) return [];
  const costs: { i: number; j: number; c: Cost }[] = [];
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) costs.push({ i, j, c: cost(i, j) });
  const levels = costs[0]!.c.length;
  // Combine levels from the least important up: each level's multiplier exceeds the largest
  // total the levels below can make over n/2 edges.
  const combined = costs.map(() => 0);
  let multiplier = 1;
  for (let level = levels - 1; level >= 0; level--) {
    let largest = 0;
    costs.forEach((edge, k) => {
      const value = edge.c[level]!;
      if (!Number.isInteger(value) || value < 0) throw new Error(`a matching cost must be a whole number ≥ 0, not ${value}`);
      combined[k] = combined[k]! + value * multiplier;
      largest = Math.max(largest, combined[k]);
    });
    multiplier = (n / 2) * largest + 1;
  }
  const big = combined.reduce((a, b) => Math.max(a, b), 0) + 1;
  // The library's dual variables and slacks stay within a few times the largest weight, in
  // halves of whole numbers: exact in doubles below 2^52.
  if (big > EXACT) throw new Error('matching costs too large to compare exactly');
  const mate = blossom(
    costs.map((edge, k) => [edge.i, edge.j, big - combined[k]!] as const),
    true,
  );
  // The graph is complete and n even, so a maximum-cardinality matching is perfect.
  for (let v = 0; v < n; v++) {
    if (mate[v] === undefined || mate[v]! < 0) throw new Error(`the matching left vertex ${v} unmatched`);
  }
  return mate.slice(0, n);
}
