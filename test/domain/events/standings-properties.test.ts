/**
 * Property tests of the standings (issue 17, "Standings"), over random valid event summaries
 * (test/support/events.ts): the identities the issue states between figures, the mirror of a
 * two-sided table, places as the ranking gives them, and the two things standings must not
 * depend on: the order entrants are listed in (beyond the order inside a shared place) and
 * tables not complete.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings, tableComplete, tableCredits } from '../../../domain/events/standings.ts';
import type { EventSummary, StandingRow, Standings } from '../../../domain/events/types.ts';
import { eventSummaryArb, inPlay, sideCount } from '../../support/events.ts';

/** A row without what depends on the file order (its neighbours), for comparing two orders. */
const figuresOf = ({ aheadOn: _a, ...rest }: StandingRow): Omit<StandingRow, 'aheadOn'> => rest;
const byEntrant = (s: Standings): Map<string, Omit<StandingRow, 'aheadOn'>> => new Map(s.rows.map((r) => [r.entrant, figuresOf(r)]));

describe('standings properties', () => {
  it('"played (= won + drawn + lost, byes included)" and "efectividad (= pointsFor − pointsAgainst − penalties)"', () => {
    fc.assert(
      fc.property(eventSummaryArb(), (summary) => {
        for (const r of computeStandings(summary).rows) {
          expect(r.played).toBe(r.won + r.drawn + r.lost);
          expect(r.byes).toBeLessThanOrEqual(r.won);
          expect(r.efectividad).toBe(r.pointsFor - r.pointsAgainst - r.penalties);
        }
      }),
    );
  });

  it('a complete two-sided table mirrors: games, hands and points one side won are the other\'s lost; won faces lost, drawn faces drawn', () => {
    const mirror = { won: 'lost', lost: 'won', drawn: 'drawn' } as const;
    fc.assert(
      fc.property(eventSummaryArb(), (summary) => {
        for (const round of summary.rounds) {
          for (const table of round.tables) {
            const credits = tableCredits(summary, table);
            if (credits === null || sideCount(summary.entry, table.seats.length) !== 2) continue;
            const [x, y] = [credits.find((c) => c.side === 0)!, credits.find((c) => c.side === 1)!];
            // Both sides named by a forfeit both lose: the one case without a mirror of results.
            const bothForfeit = credits.every((c) => c.result === 'lost');
            if (!bothForfeit) {
              expect(y.result).toBe(mirror[x.result]);
              expect([x.gamesWon, x.gamesLost]).toEqual([y.gamesLost, y.gamesWon]);
              expect([x.pointsFor, x.pointsAgainst]).toEqual([y.pointsAgainst, y.pointsFor]);
            } else {
              // Both lose N games scored [forfeitScore[1], forfeitScore[0]].
              expect(table.forfeit?.length).toBeGreaterThan(0);
              expect([x.gamesLost, x.pointsFor, x.pointsAgainst]).toEqual([y.gamesLost, y.pointsFor, y.pointsAgainst]);
            }
            expect([x.handsWon, x.handsLost, x.shutoutsGiven]).toEqual([y.handsLost, y.handsWon, y.shutoutsTaken]);
          }
        }
      }),
    );
  });

  it('places start at 1, never go down, and each is 1 + the number of entrants ranked above', () => {
    fc.assert(
      fc.property(eventSummaryArb(), (summary) => {
        const { rows } = computeStandings(summary);
        expect(rows.length).toBe(summary.entrants.length);
        if (rows.length > 0) expect(rows[0]!.place).toBe(1);
        rows.forEach((r, i) => {
          const first = rows.findIndex((x) => x.place === r.place);
          expect(r.place).toBe(first + 1);
          if (i > 0) expect(r.place).toBeGreaterThanOrEqual(rows[i - 1]!.place);
          // aheadOn exactly where the next row has a lower place.
          const next = rows[i + 1];
          expect(r.aheadOn !== null).toBe(next !== undefined && next.place > r.place);
        });
      }),
    );
  });

  it('listing the entrants in another order changes only the order inside a shared place (which follows the file)', () => {
    fc.assert(
      fc.property(
        eventSummaryArb().chain((summary) =>
          fc.tuple(fc.constant(summary), fc.shuffledSubarray([...summary.entrants], { minLength: summary.entrants.length, maxLength: summary.entrants.length })),
        ),
        ([summary, reordered]) => {
          const before = computeStandings(summary);
          const after = computeStandings({ ...summary, entrants: reordered });
          expect(byEntrant(after)).toEqual(byEntrant(before));
          const fileIndex = new Map(reordered.map((e, i) => [e.id, i]));
          after.rows.forEach((r, i) => {
            const next = after.rows[i + 1];
            if (next && next.place === r.place) expect(fileIndex.get(next.entrant)!).toBeGreaterThan(fileIndex.get(r.entrant)!);
          });
          // What separates two places is the same key whatever the order.
          const keys = (s: Standings): (string | null)[] => s.rows.map((r) => r.aheadOn?.key ?? null).filter((k) => k !== null);
          expect(keys(after)).toEqual(keys(before));
        },
      ),
    );
  });

  it('tables not complete count for nothing: changing their games changes no row', () => {
    fc.assert(
      fc.property(eventSummaryArb({ rounds: { min: 1, max: 4 } }), fc.nat({ max: 2 }), (summary, how) => {
        const changed: EventSummary = {
          ...summary,
          rounds: summary.rounds.map((round) => ({
            ...round,
            tables: round.tables.map((table) => {
              if (tableComplete(summary, table)) return table;
              const sides = sideCount(summary.entry, table.seats.length);
              // No games at all, only games in play, or the finished ones cut to none.
              const games = how === 0 ? [] : how === 1 ? [inPlay(sides), inPlay(sides)] : table.games.filter((g) => !g.finished);
              return { ...table, games };
            }),
          })),
        };
        const before = computeStandings(summary);
        const after = computeStandings(changed);
        expect(after).toEqual(before);
      }),
    );
  });

  it('the figures are the sum of every complete table\'s credits, byes and penalties (what a store may keep table by table)', () => {
    fc.assert(
      fc.property(eventSummaryArb(), (summary) => {
        const { rows } = computeStandings(summary);
        for (const r of rows) {
          let matchPoints = 0;
          let gamesWon = 0;
          let pointsFor = 0;
          let penalties = 0;
          for (const round of summary.rounds) {
            for (const table of round.tables) {
              for (const c of tableCredits(summary, table) ?? []) {
                if (c.entrant !== r.entrant) continue;
                matchPoints += c.matchPoints;
                gamesWon += c.gamesWon;
                pointsFor += c.pointsFor;
              }
            }
            const byes = round.byes.filter((id) => id === r.entrant).length;
            const n = 'games' in summary.round ? summary.round.games : summary.round.firstTo;
            matchPoints += byes * summary.points.bye;
            gamesWon += byes * n;
            pointsFor += byes * n * summary.byeScore[0];
            penalties += round.penalties.filter((p) => p.entrant === r.entrant).reduce((a, p) => a + p.points, 0);
          }
          expect([r.matchPoints, r.gamesWon, r.pointsFor, r.penalties]).toEqual([matchPoints, gamesWon, pointsFor, penalties]);
        }
      }),
    );
  });
});
