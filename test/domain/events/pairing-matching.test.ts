/**
 * The matching step under every pairing method (pairing-matching.ts): a minimum-cost perfect
 * matching with lexicographic costs, by the blossom library. Checked against every perfect
 * matching on small random graphs: the levels must not leak into each other.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minCostPerfectMatching } from '../../../domain/events/pairing-matching.ts';
import { perfectMatchings } from '../../support/pairing.ts';

function total(pairs: readonly (readonly [number, number])[], cost: (i: number, j: number) => readonly number[], levels: number): number[] {
  const sum = Array<number>(levels).fill(0);
  for (const [i, j] of pairs) cost(Math.min(i, j), Math.max(i, j)).forEach((c, k) => (sum[k]! += c));
  return sum;
}

function lexLess(a: readonly number[], b: readonly number[]): boolean {
  const k = a.findIndex((x, i) => x !== b[i]);
  return k >= 0 && a[k]! < b[k]!;
}

describe('minCostPerfectMatching', () => {
  it('finds the least cost, level by level, of every perfect matching (up to 10 vertices, 3 levels)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5 }).map((h) => 2 * h),
        fc.array(fc.tuple(fc.nat(3), fc.nat(50), fc.nat(1000)), { minLength: 45, maxLength: 45 }),
        (n, table) => {
          const index = (i: number, j: number): number => (i * (19 - i)) / 2 + j - i - 1;
          const cost = (i: number, j: number): readonly number[] => table[index(i, j)]!;
          const mate = minCostPerfectMatching(n, cost);
          const pairs = mate.flatMap((j, i) => (i < j ? [[i, j] as const] : []));
          expect(pairs).toHaveLength(n / 2);
          let best: number[] | null = null;
          for (const m of perfectMatchings(Array.from({ length: n }, (_, i) => i))) {
            const t = total(m, cost, 3);
            if (best === null || lexLess(t, best)) best = t;
          }
          expect(total(pairs, cost, 3)).toEqual(best);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses an odd number of vertices and costs that are not whole numbers (broken invariants)', () => {
    expect(() => minCostPerfectMatching(3, () => [0])).toThrow(/even/);
    expect(() => minCostPerfectMatching(2, () => [0.5])).toThrow(/whole/);
    expect(minCostPerfectMatching(0, () => [0])).toEqual([]);
  });
});
