/**
 * Cut-throat tables (issue 17, "Drawing the next round": "the fewest byes with tables of
 * `tableSize` or one less (never under 2), then the most full tables; byes as in `rotating`;
 * table-mates repeated as little as possible").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutThroatPlan } from '../../../domain/events/pairing-cut-throat.ts';
import { drawNextRound } from '../../../domain/events/pairing.ts';
import type { DrawnRound, EntrantId, EventSummary } from '../../../domain/events/types.ts';
import { eventOf, pairsOf, played, pointsFrom, standingsOf } from '../../support/pairing.ts';

function draw(summary: EventSummary): DrawnRound {
  const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
  if (!drawn.ok) throw new Error(drawn.error.message);
  return drawn.value;
}

/** Every way to seat n at tables of s and s−1 (s−1 only when ≥ 2), by brute force: the order. */
function bestPlan(n: number, s: number): { full: number; short: number; byes: number } {
  let best = { full: 0, short: 0, byes: n };
  for (let full = 0; full * s <= n; full++) {
    const most = s - 1 >= 2 ? Math.floor((n - full * s) / (s - 1)) : 0;
    for (let short = 0; short <= most; short++) {
      const byes = n - full * s - short * (s - 1);
      if (byes < best.byes || (byes === best.byes && full > best.full)) best = { full, short, byes };
    }
  }
  return best;
}

describe('cut-throat: table sizes', () => {
  const cases = Array.from({ length: 39 }, (_, i) => i + 2).flatMap((n) => [2, 3, 4].map((s) => [n, s] as const));
  it.each(cases)('%i players at tables of %i: the fewest byes, then the most full tables', (n, s) => {
    const best = bestPlan(n, s);
    const plan = cutThroatPlan(n, s);
    expect(plan.byes).toBe(best.byes);
    expect(plan.sizes).toEqual([...Array<number>(best.full).fill(s), ...Array<number>(best.short).fill(s - 1)]);
    expect(plan.sizes.every((size) => size >= 2)).toBe(true);
    expect(plan.sizes.reduce((a, b) => a + b, 0) + plan.byes).toBe(n);
  });

  it.each([
    [5, 4, [4], 1],
    [6, 4, [3, 3], 0],
    [7, 4, [4, 3], 0],
    [12, 4, [4, 4, 4], 0],
    [2, 3, [2], 0],
    [4, 3, [2, 2], 0],
    [3, 2, [2], 1],
  ] as const)('%i players, tableSize %i: tables %j, %i byes (worked examples)', (n, s, sizes, byes) => {
    expect(cutThroatPlan(n, s)).toEqual({ sizes, byes });
  });
});

/** Times each two players shared a table. */
function mateCounts(summary: EventSummary): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of summary.rounds.flatMap((r) => r.tables)) {
    for (const [a, b] of pairsOf(t.seats)) counts.set([a, b].sort().join(), (counts.get([a, b].sort().join()) ?? 0) + 1);
  }
  return counts;
}

function repeats(tables: readonly (readonly EntrantId[])[], counts: ReadonlyMap<string, number>): number {
  return tables.reduce((sum, t) => sum + pairsOf(t).reduce((s, [a, b]) => s + (counts.get([a, b].sort().join()) ?? 0), 0), 0);
}

describe('cut-throat: the draw', () => {
  it('seats round 1 in file order at the planned tables, the byes to the last', () => {
    const nine = draw(eventOf('cut-throat', 'cut-throat', 9, { tableSize: 4 }));
    expect(nine.tables.map((t) => t.seats.join())).toEqual(['E001,E002,E003', 'E004,E005,E006', 'E007,E008,E009']);
    expect(nine.byes).toEqual([]);
    const five = draw(eventOf('cut-throat', 'cut-throat', 5, { tableSize: 4 }));
    expect(five.tables).toEqual([{ table: 1, seats: ['E001', 'E002', 'E003', 'E004'] }]);
    expect(five.byes).toEqual(['E005']);
  });

  it('splits 16 players of round 1 so that nobody meets a table-mate again in round 2', () => {
    let summary = eventOf('cut-throat', 'cut-throat', 16, { tableSize: 4 });
    summary = played(summary, draw(summary));
    const next = draw(summary);
    expect(repeats(next.tables.map((t) => t.seats), mateCounts(summary))).toBe(0);
  });

  it('ends where no swap of two players between tables seats fewer table-mates again', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 20 }),
        fc.integer({ min: 3, max: 4 }),
        fc.integer({ min: 1, max: 5 }),
        (n, tableSize, rounds) => {
          let summary = eventOf('cut-throat', 'cut-throat', n, { tableSize });
          for (let r = 0; r < rounds; r++) summary = played(summary, draw(summary), (t) => (t + r) % 2);
          const next = draw(summary);
          const counts = mateCounts(summary);
          const tables = next.tables.map((t) => [...t.seats]);
          const least = repeats(tables, counts);
          for (let t = 0; t < tables.length; t++) {
            for (let u = t + 1; u < tables.length; u++) {
              for (let s = 0; s < tables[t]!.length; s++) {
                for (let v = 0; v < tables[u]!.length; v++) {
                  const swapped = tables.map((x) => [...x]);
                  [swapped[t]![s], swapped[u]![v]] = [tables[u]![v]!, tables[t]![s]!];
                  expect(repeats(swapped, counts)).toBeGreaterThanOrEqual(least);
                }
              }
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it.each([5, 9, 10, 11])('%i players at fours: byes only to those with the fewest', (n) => {
    let summary = eventOf('cut-throat', 'cut-throat', n, { tableSize: 4 });
    for (let r = 0; r < 12; r++) {
      summary = played(summary, draw(summary), (t) => (t + r) % 3);
      const byes = summary.entrants.map((e) => summary.rounds.filter((round) => round.byes.includes(e.id)).length);
      expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
    }
  });

  it('gives the same draw for the same event', () => {
    let summary = eventOf('cut-throat', 'cut-throat', 23, { tableSize: 3 });
    for (let r = 0; r < 3; r++) summary = played(summary, draw(summary), (t) => t % 3);
    expect(draw(summary)).toEqual(draw(structuredClone(summary)));
  });
});
