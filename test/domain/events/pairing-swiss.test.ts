/**
 * Swiss for pairs (issue 17, "Drawing the next round": "the bye to the lowest-ranked pair without
 * one (among pairs tied in the ranking, the one listed last in the file); then, among pairings of
 * the rest, the fewest rematches, then the smallest sum over tables of the squared difference in
 * match points (a minimum-weight perfect matching)"; round 1 top half v bottom half, issue 17
 * decisions). The matching is checked against every perfect matching on small random events.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawNextRound } from '../../../domain/events/pairing.ts';
import type { DrawnRound, EntrantId, EventSummary, RoundSummary } from '../../../domain/events/types.ts';
import { eventOf, perfectMatchings, standingsOf, wonGame } from '../../support/pairing.ts';

function draw(summary: EventSummary, points: ReadonlyMap<EntrantId, number> = new Map()): DrawnRound {
  const drawn = drawNextRound(summary, standingsOf(summary, points));
  if (!drawn.ok) throw new Error(drawn.error.message);
  return drawn.value;
}

/** A played round from tables of ids and byes (every table complete, side 0 won). */
function round(tables: readonly (readonly EntrantId[])[], byes: readonly EntrantId[] = [], forfeit?: (t: number) => EntrantId[]): RoundSummary {
  return {
    tables: tables.map((seats, i) => ({ table: i + 1, seats, games: forfeit ? [] : [wonGame(2, 0)], ...(forfeit ? { forfeit: forfeit(i) } : {}) })),
    byes,
    penalties: [],
  };
}

const ids = (...n: number[]): EntrantId[] => n.map((i) => `E${String(i).padStart(3, '0')}`);

describe('swiss: round 1', () => {
  it('sets the top half of the file order against the bottom half, table i seating entrant i', () => {
    const drawn = draw(eventOf('pairs', 'swiss', 8));
    expect(drawn.tables).toEqual([
      { table: 1, seats: ids(1, 5) },
      { table: 2, seats: ids(2, 6) },
      { table: 3, seats: ids(3, 7) },
      { table: 4, seats: ids(4, 8) },
    ]);
    expect(drawn.byes).toEqual([]);
  });

  it('gives an odd number’s bye to the last in the file, then halves the rest', () => {
    const drawn = draw(eventOf('pairs', 'swiss', 7));
    expect(drawn.byes).toEqual(ids(7));
    expect(drawn.tables.map((t) => t.seats)).toEqual([ids(1, 4), ids(2, 5), ids(3, 6)]);
  });
});

describe('swiss: the bye', () => {
  it('goes to the lowest-ranked pair without one', () => {
    const summary: EventSummary = { ...eventOf('pairs', 'swiss', 5), rounds: [round([ids(1, 2), ids(3, 4)], ids(5))] };
    // E005 is last but had the bye: the next one up without one has it.
    const points = new Map([[ids(1)[0]!, 2], [ids(3)[0]!, 2], [ids(5)[0]!, 2]]);
    expect(draw(summary, points).byes).toEqual(ids(4));
  });

  it('among pairs tied in the ranking, goes to the one listed last in the file', () => {
    const summary: EventSummary = { ...eventOf('pairs', 'swiss', 5), rounds: [round([ids(1, 2), ids(3, 4)], ids(5))] };
    // E002 and E004 lost (0 points), tied last: E004 is listed later.
    const points = new Map([[ids(1)[0]!, 2], [ids(3)[0]!, 2], [ids(5)[0]!, 2]]);
    expect(draw(summary, points).byes).toEqual(ids(4));
    const swapped = new Map([[ids(1)[0]!, 2], [ids(4)[0]!, 2], [ids(5)[0]!, 2]]);
    expect(draw(summary, swapped).byes).toEqual(ids(3));
  });

  it('goes, once every pair has had one, to the lowest-ranked of those with the fewest (our reading)', () => {
    const summary: EventSummary = {
      ...eventOf('pairs', 'swiss', 3),
      rounds: [round([ids(1, 2)], ids(3)), round([ids(1, 3)], ids(2)), round([ids(2, 3)], ids(1)), round([ids(1, 2)], ids(3))],
    };
    const points = new Map([[ids(1)[0]!, 1], [ids(2)[0]!, 5], [ids(3)[0]!, 9]]);
    // E003 has two byes; E001 and E002 one each: E001 is the lower-ranked.
    expect(draw(summary, points).byes).toEqual(ids(1));
  });
});

describe('swiss: rematches', () => {
  it('avoids a rematch before it evens match points, and counts a forfeit as a meeting', () => {
    const summary: EventSummary = {
      ...eventOf('pairs', 'swiss', 4),
      rounds: [round([ids(1, 2), ids(3, 4)], [], () => ids(2))],
    };
    // E001 and E003 (2 points each) never met: they meet now.
    const points = new Map([[ids(1)[0]!, 2], [ids(3)[0]!, 2]]);
    expect(draw(summary, points).tables.map((t) => t.seats)).toEqual([ids(1, 3), ids(2, 4)]);
    // Had they met at a forfeited table (no game played), the draw takes the uneven tables instead.
    const met: EventSummary = { ...summary, rounds: [round([ids(1, 3), ids(2, 4)], [], () => ids(3))] };
    expect(draw(met, points).tables.map((t) => t.seats)).toEqual([ids(1, 2), ids(3, 4)]);
  });

  it('does not count a bye as a meeting', () => {
    const summary: EventSummary = { ...eventOf('pairs', 'swiss', 3), rounds: [round([ids(1, 2)], ids(3))] };
    const drawn = draw(summary, new Map([[ids(1)[0]!, 2], [ids(3)[0]!, 2]]));
    expect(drawn.byes).toEqual(ids(2));
    expect(drawn.tables.map((t) => t.seats)).toEqual([ids(1, 3)]);
  });
});

/** Rematches and the sum of squared differences of a set of tables. */
function costOf(tables: readonly (readonly EntrantId[])[], summary: EventSummary, points: ReadonlyMap<EntrantId, number>): [number, number] {
  const met = (a: EntrantId, b: EntrantId): number =>
    summary.rounds.flatMap((r) => r.tables).filter((t) => t.seats.includes(a) && t.seats.includes(b)).length;
  let rematches = 0;
  let squares = 0;
  for (const [a, b] of tables as [EntrantId, EntrantId][]) {
    rematches += met(a, b);
    squares += ((points.get(a) ?? 0) - (points.get(b) ?? 0)) ** 2;
  }
  return [rematches, squares];
}

/** Small random Swiss events: n pairs, a few earlier rounds from shuffles, any match points. */
const swissCase = fc.integer({ min: 2, max: 10 }).chain((n) =>
  fc.record({
    n: fc.constant(n),
    rounds: fc.array(fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }), { maxLength: 4 }),
    points: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: n, maxLength: n }),
  }),
);

describe('swiss: a minimum over every pairing', () => {
  it('draws the fewest rematches, then the least sum of squared differences, with the bye by its rule', () => {
    fc.assert(
      fc.property(swissCase, ({ n, rounds, points: pts }) => {
        const base = eventOf('pairs', 'swiss', n);
        const all = base.entrants.map((e) => e.id);
        const summary: EventSummary = {
          ...base,
          rounds: rounds.map((order) => {
            const seats = order.map((i) => all[i]!);
            const tables = Array.from({ length: Math.floor(n / 2) }, (_, k) => seats.slice(2 * k, 2 * k + 2));
            return round(tables, n % 2 === 1 ? [seats[n - 1]!] : []);
          }),
        };
        // No results before round 1: everyone on 0.
        const points = new Map(all.map((id, i) => [id, rounds.length === 0 ? 0 : pts[i]!]));
        const drawn = draw(summary, points);
        expect(drawn.round).toBe(rounds.length + 1);
        const placed = [...drawn.tables.flatMap((t) => t.seats), ...drawn.byes];
        expect([...placed].sort()).toEqual(all);
        expect(drawn.tables.map((t) => t.table)).toEqual(drawn.tables.map((_, i) => i + 1));
        if (n % 2 === 1) {
          // The bye: fewest byes, then lowest ranked (fewer points), then last in the file.
          const byes = (id: EntrantId): number => summary.rounds.filter((r) => r.byes.includes(id)).length;
          const fewest = Math.min(...all.map(byes));
          const candidates = all.filter((id) => byes(id) === fewest);
          const lowest = Math.min(...candidates.map((id) => points.get(id)!));
          expect(drawn.byes).toEqual([candidates.filter((id) => points.get(id) === lowest).at(-1)]);
        }
        if (rounds.length === 0) return;
        const rest = all.filter((id) => !drawn.byes.includes(id));
        let best: [number, number] = [Infinity, Infinity];
        for (const m of perfectMatchings(rest)) {
          const c = costOf(m, summary, points);
          if (c[0] < best[0] || (c[0] === best[0] && c[1] < best[1])) best = c;
        }
        expect(costOf(drawn.tables.map((t) => t.seats), summary, points)).toEqual(best);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same draw for the same event', () => {
    fc.assert(
      fc.property(swissCase, ({ n, rounds }) => {
        const base = eventOf('pairs', 'swiss', n);
        const all = base.entrants.map((e) => e.id);
        const summary: EventSummary = {
          ...base,
          rounds: rounds.map((order) => round(Array.from({ length: Math.floor(n / 2) }, (_, k) => [all[order[2 * k]!]!, all[order[2 * k + 1]!]!]))),
        };
        expect(draw(summary)).toEqual(draw(structuredClone(summary)));
      }),
      { numRuns: 30 },
    );
  });
});
