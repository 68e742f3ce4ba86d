/**
 * Rotating partners (issue 17, "Drawing the next round": "round 1 in the entrants' file order …,
 * or shuffled from the seed with "firstRound": "random"; then, in this order of priority, nobody
 * partners the same player twice while it can be avoided, opponents repeated as little as
 * possible, tables formed from neighbouring places in the standings; byes (n mod 4) to those
 * with the fewest byes, lowest ranked first").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawNextRound } from '../../../domain/events/pairing.ts';
import type { DrawnRound, EntrantId, EventSummary } from '../../../domain/events/types.ts';
import { eventOf, perfectMatchings, played, pointsFrom, standingsOf } from '../../support/pairing.ts';

function draw(summary: EventSummary): DrawnRound {
  const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
  if (!drawn.ok) throw new Error(drawn.error.message);
  return drawn.value;
}

/** Plays `rounds` rounds, each table's winning side chosen by `winners`. */
function playRounds(start: EventSummary, rounds: number, winners: readonly number[] = []): EventSummary {
  let summary = start;
  for (let r = 0; r < rounds; r++) {
    summary = played(summary, draw(summary), (t) => winners[(r * 31 + t) % Math.max(winners.length, 1)] ?? 0);
  }
  return summary;
}

/** Times each two players were partners (A and C, B and D) in the event's rounds. */
function partnerCounts(summary: EventSummary): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of summary.rounds.flatMap((r) => r.tables)) {
    for (const [a, b] of [[t.seats[0]!, t.seats[2]!], [t.seats[1]!, t.seats[3]!]]) {
      const key = [a, b].sort().join();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

function opponentCounts(summary: EventSummary): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of summary.rounds.flatMap((r) => r.tables)) {
    for (const [a, b] of [[0, 1], [0, 3], [2, 1], [2, 3]] as const) {
      const key = [t.seats[a]!, t.seats[b]!].sort().join();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

const ids = (...n: number[]): EntrantId[] => n.map((i) => `E${String(i).padStart(3, '0')}`);

describe('rotating: round 1', () => {
  it('seats consecutive entrants A, B, C, D in file order, the byes to the last', () => {
    const drawn = draw(eventOf('individuals', 'rotating', 10));
    expect(drawn).toEqual({
      round: 1,
      tables: [
        { table: 1, seats: ids(1, 2, 3, 4) },
        { table: 2, seats: ids(5, 6, 7, 8) },
      ],
      byes: ids(9, 10),
    });
  });

  it('shuffles from the seed with firstRound "random": the same seed, the same draw', () => {
    const summary = eventOf('individuals', 'rotating', 13, { firstRound: 'random', seed: 20261126 });
    const drawn = draw(summary);
    expect(draw(structuredClone(summary))).toEqual(drawn);
    expect([...drawn.tables.flatMap((t) => t.seats), ...drawn.byes].sort()).toEqual(summary.entrants.map((e) => e.id));
    expect(drawn.byes).toHaveLength(1);
    expect(drawn.tables.flatMap((t) => t.seats)).not.toEqual(summary.entrants.slice(0, 12).map((e) => e.id));
    const seeds = [1, 2, 3, 4, 5].map((seed) => JSON.stringify(draw({ ...summary, seed })));
    expect(new Set(seeds).size, 'different seeds give different draws').toBeGreaterThan(1);
  });
});

describe('rotating: partners, opponents, neighbours', () => {
  it('repeats no partner and no opponent in round 2 of 8 players, when both can be avoided', () => {
    const summary = playRounds(eventOf('individuals', 'rotating', 8), 2);
    expect(Math.max(...partnerCounts(summary).values())).toBe(1);
    expect(Math.max(...opponentCounts(summary).values())).toBe(1);
  });

  it('repeats no partner over n/2 rounds of n players (n a multiple of 4), whatever the results', () => {
    // After r rounds without a repeat, each player has had r partners; the pairs not yet partnered
    // form an (n−1−r)-regular graph, which has a perfect matching while n−1−r ≥ n/2 (Dirac), so
    // a draw without a repeat exists for the first n/2 rounds: the draw must find it.
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }).map((k) => 4 * k),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 40 }),
        (n, winners) => {
          const summary = playRounds(eventOf('individuals', 'rotating', n), n / 2, winners);
          expect(Math.max(...partnerCounts(summary).values())).toBe(1);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('draws the fewest repeated partners any seating of the round has (brute force, small events)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 12 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 1, maxLength: 20 }),
        (n, rounds, winners) => {
          const before = playRounds(eventOf('individuals', 'rotating', n), rounds - 1, winners);
          const next = draw(before);
          const counts = partnerCounts(before);
          // A partnership repeated counts once for every earlier one (docs/pairings.md).
          const repeats = (pairs: readonly (readonly [EntrantId, EntrantId])[]): number =>
            pairs.reduce((sum, [a, b]) => sum + (counts.get([a, b].sort().join()) ?? 0), 0);
          const drawnPairs = next.tables.flatMap((t) => [[t.seats[0]!, t.seats[2]!], [t.seats[1]!, t.seats[3]!]] as [EntrantId, EntrantId][]);
          const seated = next.tables.flatMap((t) => t.seats);
          let least = Infinity;
          for (const m of perfectMatchings(seated)) least = Math.min(least, repeats(m));
          expect(repeats(drawnPairs)).toBe(least);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('forms tables from neighbouring places when nothing else decides', () => {
    // Round 2 of 16: the round-1 tables' winners (4 points) and losers (0); the draw keeps the
    // top eight (the winners) among themselves, so each table holds equal match points.
    const summary = playRounds(eventOf('individuals', 'rotating', 16), 1);
    const points = pointsFrom(summary);
    const next = draw(summary);
    for (const t of next.tables) expect(new Set(t.seats.map((id) => points.get(id))).size).toBe(1);
    expect(next.tables.map((t) => t.table)).toEqual([1, 2, 3, 4]);
    expect(points.get(next.tables[0]!.seats[0]!)).toBe(2);
  });
});

describe('rotating: byes', () => {
  it.each([5, 6, 7, 9, 10, 11, 14])('%i players: n mod 4 byes a round, never a second before everyone has had one', (n) => {
    let summary = eventOf('individuals', 'rotating', n);
    for (let r = 0; r < 2 * n; r++) {
      const next = draw(summary);
      expect(next.byes).toHaveLength(n % 4);
      summary = played(summary, next, (t) => (t + r) % 2);
      const byes = summary.entrants.map((e) => summary.rounds.filter((round) => round.byes.includes(e.id)).length);
      expect(Math.max(...byes) - Math.min(...byes)).toBeLessThanOrEqual(1);
    }
  });

  it('gives the bye to the lowest ranked among those with the fewest', () => {
    // Round 1 of 5: E005 had the bye. Round 2: the lowest-ranked of E001..E004.
    const summary = playRounds(eventOf('individuals', 'rotating', 5), 1);
    const standings = standingsOf(summary, pointsFrom(summary));
    const drawn = drawNextRound(summary, standings);
    const lowestWithout = standings.rows.filter((r) => r.entrant !== 'E005').at(-1)!.entrant;
    expect(drawn.ok && drawn.value.byes).toEqual([lowestWithout]);
  });
});

describe('rotating: the same input, the same draw', () => {
  it('draws identically from equal events', () => {
    const summary = playRounds(eventOf('individuals', 'rotating', 22), 3, [0, 1, 1]);
    expect(draw(summary)).toEqual(draw(structuredClone(summary)));
  });
});
