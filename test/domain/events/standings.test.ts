/**
 * Standings, sentence by sentence (issue 17, "The model" and "Standings", and the decisions taken
 * for it in the session brief: byes and forfeits credit N games, a forfeited table counts only as
 * the forfeit). Each case is a hand-built summary whose figures are worked out in its comments.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings, placeNotes, tableComplete } from '../../../domain/events/standings.ts';
import { DEFAULT_POINTS, DEFAULT_RANKING } from '../../../domain/events/types.ts';
import type {
  Entrant,
  EventSummary,
  GameOutcome,
  Penalty,
  RankingKey,
  RoundSummary,
  StandingRow,
  Standings,
  TableSummary,
} from '../../../domain/events/types.ts';
import { inPlay, outcomeOf } from '../../support/events.ts';

const T = 100;

/** A game recorded bone by bone, by side: its final score and the hands each side won. */
const rec = (score: number[], hands: number[] = score.map(() => 0)): GameOutcome => outcomeOf(score, hands, false);
/** A paper result: the highest wins, equal a drawn game, no hands. */
const paper = (...score: number[]): GameOutcome => outcomeOf(score, score.map(() => 0), true);

const table = (n: number, seats: string[], games: GameOutcome[], forfeit?: string[]): TableSummary =>
  forfeit ? { table: n, seats, games, forfeit } : { table: n, seats, games };
const round = (tables: TableSummary[], byes: string[] = [], penalties: Penalty[] = []): RoundSummary => ({ tables, byes, penalties });

/** An event of pairs playing 2 games a round, default points, credits and ranking, unless told. */
function event(entrants: (string | Entrant)[], rounds: RoundSummary[], over: Partial<EventSummary> = {}): EventSummary {
  return {
    name: 'Club night',
    date: '2026-11-26',
    rules: 'jamaican-partner',
    options: {},
    entry: 'pairs',
    tableSize: 4,
    round: { games: 2 },
    pairing: 'manual',
    points: DEFAULT_POINTS,
    byeScore: [T, Math.floor(T / 2)],
    forfeitScore: [T, 0],
    ranking: DEFAULT_RANKING,
    seed: 0,
    firstRound: 'order',
    entrants: entrants.map((e) => (typeof e === 'string' ? { id: e, name: e } : e)),
    rounds,
    target: T,
    ...over,
  };
}

const row = (s: Standings, id: string): StandingRow => {
  const r = s.rows.find((x) => x.entrant === id);
  if (!r) throw new Error(`no row for ${id}`);
  return r;
};
const order = (s: Standings): string[] => s.rows.map((r) => r.entrant);
const places = (s: Standings): number[] => s.rows.map((r) => r.place);

describe('a table is complete (issue 17, "The model")', () => {
  const s = (round: EventSummary['round']): EventSummary => event(['A', 'B'], [], { round });

  it('"games: N": N games finished, drawn ones included', () => {
    expect(tableComplete(s({ games: 2 }), table(1, ['A', 'B'], [rec([100, 40])]))).toBe(false);
    expect(tableComplete(s({ games: 2 }), table(1, ['A', 'B'], [rec([100, 40]), paper(60, 60)]))).toBe(true);
  });

  it('"A record still in play (no winner, no ended) is a game not finished"', () => {
    expect(tableComplete(s({ games: 2 }), table(1, ['A', 'B'], [rec([100, 40]), inPlay(2)]))).toBe(false);
  });

  it('"firstTo: N": a side reached N wins, drawn games never counting', () => {
    const f = s({ firstTo: 2 });
    expect(tableComplete(f, table(1, ['A', 'B'], [rec([100, 40]), paper(50, 50), paper(50, 50), rec([0, 100])]))).toBe(false);
    expect(tableComplete(f, table(1, ['A', 'B'], [rec([100, 40]), paper(50, 50), rec([100, 0])]))).toBe(true);
  });

  it('"or it is forfeited"', () => {
    expect(tableComplete(s({ firstTo: 3 }), table(1, ['A', 'B'], [], ['B']))).toBe(true);
  });
});

describe('figures from a played table (issue 17, "Standings")', () => {
  // Pairs A v B, 3 games: A wins 100-40 (hands 3-2), B wins 100-0 (hands 0-4, a six-love on A),
  // then a drawn paper game 70-70. Games won 1-1: a drawn table.
  const s = computeStandings(
    event(['A', 'B'], [round([table(1, ['A', 'B'], [rec([100, 40], [3, 2]), rec([0, 100], [0, 4]), paper(70, 70)])])], { round: { games: 3 } }),
  );

  it('"a table is won by the side with more games won there": 1-1 is a drawn table; a drawn game is neither won nor lost', () => {
    expect(row(s, 'A')).toMatchObject({ played: 1, won: 0, drawn: 1, lost: 0, matchPoints: 1, gamesWon: 1, gamesLost: 1 });
    expect(row(s, 'B')).toMatchObject({ played: 1, won: 0, drawn: 1, lost: 0, matchPoints: 1, gamesWon: 1, gamesLost: 1 });
  });

  it('hands won and lost are the sides\' hands (a paper game has none)', () => {
    expect(row(s, 'A')).toMatchObject({ handsWon: 3, handsLost: 6 });
    expect(row(s, 'B')).toMatchObject({ handsWon: 6, handsLost: 3 });
  });

  it('points for and against are each game\'s final score; efectividad is for − against − penalties', () => {
    // A: 100 + 0 + 70 = 170 for, 40 + 100 + 70 = 210 against.
    expect(row(s, 'A')).toMatchObject({ pointsFor: 170, pointsAgainst: 210, penalties: 0, efectividad: -40 });
    expect(row(s, 'B')).toMatchObject({ pointsFor: 210, pointsAgainst: 170, efectividad: 40 });
  });

  it('"shutoutsGiven (a game won while every other side stayed at 0)", "shutoutsTaken (a game lost on 0)"', () => {
    expect(row(s, 'A')).toMatchObject({ shutoutsGiven: 0, shutoutsTaken: 1 });
    expect(row(s, 'B')).toMatchObject({ shutoutsGiven: 1, shutoutsTaken: 0 });
  });

  it('a drawn game at 0-0 (stopped by the clock) is no shutout either way', () => {
    const z = computeStandings(event(['A', 'B'], [round([table(1, ['A', 'B'], [rec([0, 0]), rec([100, 20])])])]));
    expect(row(z, 'A')).toMatchObject({ won: 1, shutoutsGiven: 0, shutoutsTaken: 0 });
    expect(row(z, 'B')).toMatchObject({ lost: 1, shutoutsGiven: 0, shutoutsTaken: 0 });
  });

  it('a table won takes the win\'s match points, the other side the loss\'s (points as the event sets them)', () => {
    const w = computeStandings(
      event(['A', 'B'], [round([table(1, ['A', 'B'], [rec([100, 20]), rec([30, 100]), rec([100, 99])])])], {
        round: { games: 3 },
        points: { win: 3, draw: 1, loss: 1, bye: 3 },
      }),
    );
    expect(row(w, 'A')).toMatchObject({ won: 1, matchPoints: 3, gamesWon: 2, gamesLost: 1 });
    expect(row(w, 'B')).toMatchObject({ lost: 1, matchPoints: 1, gamesWon: 1, gamesLost: 2 });
  });

  it('"firstTo": the side that reached N wins the table; the figures count every finished game', () => {
    const f = computeStandings(
      event(['A', 'B'], [round([table(1, ['A', 'B'], [rec([100, 20]), paper(50, 50), rec([10, 100]), rec([100, 0])])])], {
        round: { firstTo: 2 },
      }),
    );
    expect(row(f, 'A')).toMatchObject({ won: 1, gamesWon: 2, gamesLost: 1, pointsFor: 260, pointsAgainst: 170, shutoutsGiven: 1 });
  });
});

describe('byes (issue 17: "A bye credits a round won and every game of the round won with the bye\'s score")', () => {
  it('FVD: a bye is the game\'s points and half the efectividad, N games won, the bye\'s match points', () => {
    // Three pairs: A v B, C has the bye. byeScore [100, 50], 2 games: 200 for, 100 against.
    const s = computeStandings(event(['A', 'B', 'C'], [round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])])], ['C'])], { points: { ...DEFAULT_POINTS, bye: 3 } }));
    expect(row(s, 'C')).toMatchObject({
      played: 1,
      won: 1,
      drawn: 0,
      lost: 0,
      byes: 1,
      matchPoints: 3,
      gamesWon: 2,
      gamesLost: 0,
      handsWon: 0,
      handsLost: 0,
      pointsFor: 200,
      pointsAgainst: 100,
      efectividad: 100,
      shutoutsGiven: 0,
      shutoutsTaken: 0,
      buchholz: 0,
    });
  });

  it('"Byes and forfeits credit N games under either format": first to 3 credits 3 games', () => {
    const s = computeStandings(event(['A', 'B', 'C'], [round([], ['C'])], { round: { firstTo: 3 }, byeScore: [150, 40] }));
    expect(row(s, 'C')).toMatchObject({ gamesWon: 3, pointsFor: 450, pointsAgainst: 120, efectividad: 330 });
  });

  it('a bye is not a meeting: the buchholz of its entrant gains nothing, nobody counts it', () => {
    // Round 1: A beats B, C bye. Round 2: C beats A, B bye.
    const s = computeStandings(
      event(['A', 'B', 'C'], [
        round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])])], ['C']),
        round([table(1, ['C', 'A'], [rec([100, 0]), rec([100, 0])])], ['B']),
      ]),
    );
    // Final match points: A 2, B 2 (bye), C 4. A met B and C: 6. B met A: 2. C met A: 2.
    expect([row(s, 'A').buchholz, row(s, 'B').buchholz, row(s, 'C').buchholz]).toEqual([6, 2, 2]);
  });
});

describe('forfeits (issue 17, and the brief: "a forfeited table counts only as the forfeit")', () => {
  it('one side named: the side present wins N games scored forfeitScore, the side named loses N scored the mirror', () => {
    const s = computeStandings(event(['A', 'B'], [round([table(1, ['A', 'B'], [], ['B'])])], { forfeitScore: [100, 10] }));
    expect(row(s, 'A')).toMatchObject({ played: 1, won: 1, matchPoints: 2, gamesWon: 2, gamesLost: 0, pointsFor: 200, pointsAgainst: 20 });
    expect(row(s, 'B')).toMatchObject({ played: 1, lost: 1, matchPoints: 0, gamesWon: 0, gamesLost: 2, pointsFor: 20, pointsAgainst: 200 });
    // "Byes and forfeits add no hands and no shutouts."
    for (const id of ['A', 'B']) expect(row(s, id)).toMatchObject({ handsWon: 0, handsLost: 0, shutoutsGiven: 0, shutoutsTaken: 0, byes: 0 });
  });

  it('both sides named: both lose N games scored [forfeitScore[1], forfeitScore[0]]', () => {
    const s = computeStandings(event(['A', 'B'], [round([table(1, ['A', 'B'], [], ['A', 'B'])])], { round: { firstTo: 3 } }));
    for (const id of ['A', 'B']) {
      expect(row(s, id)).toMatchObject({ played: 1, won: 0, drawn: 0, lost: 1, matchPoints: 0, gamesWon: 0, gamesLost: 3, pointsFor: 0, pointsAgainst: 300, efectividad: -300 });
    }
  });

  it('"A forfeit is a meeting (here, in buchholz …)"', () => {
    // Round 1: B forfeits to A, C has the bye. Round 2: B beats C, A has the bye.
    // Final match points: A 4, B 2, C 2.
    const s = computeStandings(
      event(['A', 'B', 'C'], [
        round([table(1, ['A', 'B'], [], ['B'])], ['C']),
        round([table(1, ['B', 'C'], [rec([100, 0]), rec([100, 0])])], ['A']),
      ]),
    );
    expect(row(s, 'A').buchholz).toBe(2);
    expect(row(s, 'B').buchholz).toBe(4 + 2);
  });

  it('"In individuals a forfeit naming any player of a side forfeits the side"', () => {
    // Seats [A, B, C, D]: A and C against B and D; only D is named, so B goes down with him.
    const s = computeStandings(event(['A', 'B', 'C', 'D'], [round([table(1, ['A', 'B', 'C', 'D'], [], ['D'])])], { entry: 'individuals' }));
    for (const id of ['A', 'C']) expect(row(s, id)).toMatchObject({ won: 1, gamesWon: 2, pointsFor: 200, pointsAgainst: 0 });
    for (const id of ['B', 'D']) expect(row(s, id)).toMatchObject({ lost: 1, gamesLost: 2, pointsFor: 0, pointsAgainst: 200 });
  });

  it('individuals, both sides named: everyone at the table loses', () => {
    const s = computeStandings(event(['A', 'B', 'C', 'D'], [round([table(1, ['A', 'B', 'C', 'D'], [], ['A', 'B'])])], { entry: 'individuals' }));
    expect(s.rows.map((r) => r.lost)).toEqual([1, 1, 1, 1]);
  });
});

describe('penalties and withdrawn entrants (issue 17, "The model")', () => {
  it('"Penalties lower efectividad only, never match points, whatever the state of the entrant\'s tables"', () => {
    // C has no complete table: his only table is in play. A is penalized twice across rounds.
    const s = computeStandings(
      event(['A', 'B', 'C', 'D'], [
        round([table(1, ['A', 'B'], [rec([100, 40]), rec([100, 40])]), table(2, ['C', 'D'], [rec([100, 0])])], [], [
          { entrant: 'C', points: 25, reason: 'late' },
          { entrant: 'A', points: 10, reason: 'talking' },
        ]),
        round([], [], [{ entrant: 'A', points: 5, reason: 'talking' }]),
      ]),
    );
    expect(row(s, 'C')).toMatchObject({ played: 0, matchPoints: 0, pointsFor: 0, pointsAgainst: 0, penalties: 25, efectividad: -25 });
    expect(row(s, 'A')).toMatchObject({ matchPoints: 2, pointsFor: 200, pointsAgainst: 80, penalties: 15, efectividad: 105 });
  });

  it('"Withdrawn entrants stay in the standings with their results"', () => {
    const s = computeStandings(
      event([{ id: 'A', name: 'Ann & Ben' }, { id: 'B', name: 'Cat & Dan', withdrawn: true }, { id: 'C', name: 'Eve & Fay' }], [
        round([table(1, ['B', 'A'], [rec([100, 0]), rec([100, 0])])], ['C']),
      ]),
    );
    expect(row(s, 'B')).toMatchObject({ withdrawn: true, name: 'Cat & Dan', won: 1, matchPoints: 2, place: 1 });
    expect(row(s, 'A').withdrawn).toBe(false);
  });

  it('an entrant who has played nothing yet (a late entry) has a row of zeros', () => {
    const s = computeStandings(event(['A', 'B', 'Z'], [round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])])])]));
    expect(row(s, 'Z')).toMatchObject({ played: 0, matchPoints: 0, efectividad: 0, place: 2 });
  });
});

describe('pending tables (issue 17: "Standings count complete tables only, so they can be read live")', () => {
  it('a table not complete counts for nobody and is listed, in file order, round counted from 1', () => {
    const s = computeStandings(
      event(['A', 'B', 'C', 'D'], [
        round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])]), table(2, ['C', 'D'], [rec([100, 0]), rec([0, 100])])]),
        round([table(7, ['A', 'C'], [rec([100, 0])]), table(3, ['B', 'D'], []), table(5, ['D', 'A'], [inPlay(2), inPlay(2)])]),
      ]),
    );
    expect(s.pending).toEqual([
      { round: 2, table: 7 },
      { round: 2, table: 3 },
      { round: 2, table: 5 },
    ]);
    expect(row(s, 'A')).toMatchObject({ played: 1, gamesWon: 2, pointsFor: 200 });
    expect(row(s, 'C')).toMatchObject({ played: 1, drawn: 1 });
  });
});

describe('individuals (issue 17: "a player\'s figures are his side\'s at each table")', () => {
  // Seats [A, B, C, D]: A and C (side 0) against B and D (side 1). Side 0 wins both games.
  const s = computeStandings(
    event(['A', 'B', 'C', 'D', 'E'], [round([table(1, ['A', 'B', 'C', 'D'], [rec([100, 30], [4, 2]), rec([100, 0], [3, 0])])], ['E'])], {
      entry: 'individuals',
    }),
  );

  it('partners get the same figures', () => {
    const { place: _a, entrant: _ea, name: _na, aheadOn: _ha, ...a } = row(s, 'A');
    const { place: _c, entrant: _ec, name: _nc, aheadOn: _hc, ...c } = row(s, 'C');
    expect(a).toEqual(c);
    expect(a).toMatchObject({ won: 1, gamesWon: 2, handsWon: 7, handsLost: 2, pointsFor: 200, pointsAgainst: 30, shutoutsGiven: 1 });
    expect(row(s, 'D')).toMatchObject({ lost: 1, gamesLost: 2, handsWon: 2, handsLost: 7, shutoutsTaken: 1 });
  });

  it('buchholz counts the other side\'s two players, not the partner', () => {
    // Final match points: A 2, C 2, B 0, D 0, E 2 (bye).
    expect(row(s, 'A').buchholz).toBe(0);
    expect(row(s, 'B').buchholz).toBe(4);
  });
});

describe('cut-throat (issue 17: "the most games won, players tied at the top each draw, the others lose")', () => {
  // Three seats A, B, C; 3 games.
  const cut = (games: GameOutcome[], format: EventSummary['round'] = { games: 3 }): Standings =>
    computeStandings(event(['A', 'B', 'C'], [{ tables: [table(1, ['A', 'B', 'C'], games)], byes: [], penalties: [] }], { entry: 'cut-throat', tableSize: 3, round: format, rules: 'jamaican-cut-throat' }));

  it('one player with the most games won wins, the others lose; against is the best score among the other seats', () => {
    // A wins 100-60-0; B and C share the top at 100 (a drawn game); A wins 100-0-0 (a shutout:
    // every other seat at 0). Games won: A 2, B 0, C 0.
    const s = cut([rec([100, 60, 0], [3, 1, 0]), rec([0, 100, 100], [0, 2, 2]), paper(100, 0, 0)]);
    expect(row(s, 'A')).toMatchObject({ won: 1, gamesWon: 2, gamesLost: 0, pointsFor: 200, pointsAgainst: 60 + 100 + 0, shutoutsGiven: 1, handsWon: 3, handsLost: 5 });
    expect(row(s, 'B')).toMatchObject({ lost: 1, gamesWon: 0, gamesLost: 2, pointsFor: 160, pointsAgainst: 100 + 100 + 100, shutoutsTaken: 1 });
    expect(row(s, 'C')).toMatchObject({ lost: 1, gamesLost: 2, pointsFor: 100, pointsAgainst: 300, shutoutsTaken: 2 });
  });

  it('players tied at the top each draw', () => {
    const s = cut([rec([100, 20, 10]), rec([30, 100, 0]), rec([50, 40, 100])]);
    expect(s.rows.map((r) => [r.entrant, r.won, r.drawn, r.lost, r.matchPoints])).toEqual([
      ['A', 0, 1, 0, 1],
      ['B', 0, 1, 0, 1],
      ['C', 0, 1, 0, 1],
    ]);
    const two = cut([rec([100, 20, 10]), rec([30, 100, 0]), paper(20, 20, 20)]);
    expect([row(two, 'A').drawn, row(two, 'B').drawn, row(two, 'C').lost]).toEqual([1, 1, 1]);
  });

  it('buchholz counts every other seat', () => {
    const s = cut([rec([100, 20, 10]), rec([100, 0, 10]), rec([100, 40, 0])]);
    // A 2, B 0, C 0: B and C each met A.
    expect([row(s, 'A').buchholz, row(s, 'B').buchholz, row(s, 'C').buchholz]).toEqual([0, 2, 2]);
  });
});

/**
 * Each ranking key deciding: A and B tie on match points (both won a table, or as worked out),
 * A is better on the key, and A is listed after B so the file order alone would put B first.
 * Their opponents C and D lose.
 */
describe('each ranking key decides among those still tied (issue 17, "Ranking")', () => {
  const cases: { key: RankingKey; rounds: RoundSummary[]; games?: number }[] = [
    // A 2 match points, B 1 (a drawn table).
    { key: 'match-points', rounds: [round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 0])]), table(2, ['B', 'D'], [rec([100, 0]), rec([0, 100])])])] },
    // With `won` behind match points: A won one table and lost one, B drew two (2 points each).
    {
      key: 'won',
      rounds: [
        round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 0])]), table(2, ['B', 'D'], [rec([100, 0]), rec([0, 100])])]),
        round([table(1, ['A', 'D'], [rec([0, 100]), rec([0, 100])]), table(2, ['B', 'C'], [rec([100, 0]), rec([0, 100])])]),
      ],
    },
    // 3 games: A wins 3-0, B 2-1.
    { key: 'games-won', games: 3, rounds: [round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 0]), rec([100, 0])]), table(2, ['B', 'D'], [rec([100, 0]), rec([100, 0]), rec([0, 100])])])] },
    // 3 games: A 2-0 and a drawn game (+2), B 2-1 (+1).
    { key: 'games-difference', games: 3, rounds: [round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 0]), rec([50, 50])]), table(2, ['B', 'D'], [rec([100, 0]), rec([100, 0]), rec([0, 100])])])] },
    // The same scores, hands 5-1 against 3-3.
    { key: 'hands-difference', rounds: [round([table(1, ['A', 'C'], [rec([100, 0], [5, 1]), rec([100, 0], [5, 1])]), table(2, ['B', 'D'], [rec([100, 0], [3, 3]), rec([100, 0], [3, 3])])])] },
    { key: 'efectividad', rounds: [round([table(1, ['A', 'C'], [rec([100, 20]), rec([100, 20])]), table(2, ['B', 'D'], [rec([100, 60]), rec([100, 60])])])] },
    // Efectividad equal (120 both), A scored more.
    { key: 'points-for', rounds: [round([table(1, ['A', 'C'], [paper(130, 70), paper(120, 60)]), table(2, ['B', 'D'], [paper(100, 40), paper(100, 40)])])] },
    // "points-against (fewer is better)": A 20+20, B 60+60, A scored less.
    { key: 'points-against', rounds: [round([table(1, ['A', 'C'], [paper(100, 20), paper(100, 20)]), table(2, ['B', 'D'], [paper(150, 60), paper(150, 60)])])] },
    { key: 'shutouts-given', rounds: [round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 10])]), table(2, ['B', 'D'], [rec([100, 10]), rec([100, 10])])])] },
    // Round 1: A beats C, B beats D. Round 2: A and B draw, C beats E, D loses to F.
    // A: 3 points, met C (2) and B (3): 5. B: 3 points, met D (0) and A (3): 3.
    {
      key: 'buchholz',
      rounds: [
        round([table(1, ['A', 'C'], [rec([100, 0]), rec([100, 0])]), table(2, ['B', 'D'], [rec([100, 0]), rec([100, 0])])]),
        round([table(1, ['A', 'B'], [rec([100, 0]), rec([0, 100])]), table(2, ['C', 'E'], [rec([100, 0]), rec([100, 0])]), table(3, ['D', 'F'], [rec([0, 100]), rec([0, 100])])]),
      ],
    },
  ];

  it.each(cases)('$key', ({ key, rounds, games }) => {
    const ranking: RankingKey[] = key === 'match-points' ? [key] : ['match-points', key];
    const s = computeStandings(event(['B', 'A', 'C', 'D', 'E', 'F'], rounds, { ranking, round: { games: games ?? 2 } }));
    const a = row(s, 'A');
    const b = row(s, 'B');
    if (key !== 'match-points') expect(a.matchPoints).toBe(b.matchPoints);
    expect(a.place).toBeLessThan(b.place);
    expect(order(s).indexOf('A') + 1).toBe(order(s).indexOf('B'));
    expect(a.aheadOn).toEqual({ key, of: 'B' });
  });

  it('a later key is not reached by entrants an earlier key already split', () => {
    // A has the better efectividad, B the match points: match points come first.
    const s = computeStandings(
      event(['A', 'B', 'C', 'D'], [round([table(1, ['A', 'C'], [rec([100, 0]), rec([0, 10])]), table(2, ['B', 'D'], [rec([100, 90]), rec([100, 90])])])]),
    );
    expect(order(s).slice(0, 2)).toEqual(['B', 'A']);
    expect(row(s, 'B').aheadOn).toEqual({ key: 'match-points', of: 'A' });
  });
});

describe('head-to-head (issue 17: "pairs only … used only when every two of them met")', () => {
  const ranking: RankingKey[] = ['match-points', 'head-to-head'];

  it('used: the two tied pairs met, and the one that earned the match points there is ahead', () => {
    // Round 1: A beats B, C beats D. Round 2: C beats A, B beats D. C 4, A and B 2 each, D 0;
    // A earned 2 against B.
    const s = computeStandings(
      event(['B', 'A', 'C', 'D'], [
        round([table(1, ['A', 'B'], [rec([100, 90]), rec([100, 90])]), table(2, ['C', 'D'], [rec([100, 0]), rec([100, 0])])]),
        round([table(1, ['C', 'A'], [rec([100, 0]), rec([100, 0])]), table(2, ['B', 'D'], [rec([100, 0]), rec([100, 0])])]),
      ], { ranking }),
    );
    expect(order(s).indexOf('A')).toBeLessThan(order(s).indexOf('B'));
    expect(row(s, 'A').aheadOn).toEqual({ key: 'head-to-head', of: 'B' });
  });

  it('not used when some two of the tied entrants never met: they stay tied, sharing the place', () => {
    // Round 1: A beats B, C beats D, E beats F. Round 2: E beats A, B beats F, D beats C.
    // E 4; A, B, C, D 2 each (A–B and C–D met, A–C never); F 0.
    const s = computeStandings(
      event(['A', 'B', 'C', 'D', 'E', 'F'], [
        round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])]), table(2, ['C', 'D'], [rec([100, 0]), rec([100, 0])]), table(3, ['E', 'F'], [rec([100, 0]), rec([100, 0])])]),
        round([table(1, ['E', 'A'], [rec([100, 0]), rec([100, 0])]), table(2, ['B', 'F'], [rec([100, 0]), rec([100, 0])]), table(3, ['D', 'C'], [rec([100, 0]), rec([100, 0])])]),
      ], { ranking }),
    );
    expect(order(s)).toEqual(['E', 'A', 'B', 'C', 'D', 'F']);
    expect(places(s)).toEqual([1, 2, 2, 2, 2, 6]);
  });

  it('a cycle (A beat B, B beat C, C beat A) leaves the three tied', () => {
    const win = (x: string, y: string, n: number): TableSummary => table(n, [x, y], [rec([100, 0]), rec([100, 0])]);
    const s = computeStandings(event(['A', 'B', 'C'], [round([win('A', 'B', 1)], ['C']), round([win('B', 'C', 1)], ['A']), round([win('C', 'A', 1)], ['B'])], { ranking }));
    expect(places(s)).toEqual([1, 1, 1]);
  });

  it('"in the other entries it leaves them tied": the same table splits pairs, not cut-throat', () => {
    // B and A, one table, A wins. With head-to-head as the only key, pairs put A first.
    const rounds = [round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])])])];
    const pairs = computeStandings(event(['B', 'A'], rounds, { ranking: ['head-to-head'] }));
    expect(order(pairs)).toEqual(['A', 'B']);
    const cut = computeStandings(event(['B', 'A'], rounds, { ranking: ['head-to-head'], entry: 'cut-throat', tableSize: 2, rules: 'jamaican-cut-throat' }));
    expect(order(cut)).toEqual(['B', 'A']);
    expect(places(cut)).toEqual([1, 1]);
  });

  it('a forfeit is a meeting for head-to-head too', () => {
    // Round 1: B forfeits to A. Round 2: B beats C, D beats A. A and B 2 points each; A earned 2 v B.
    const s = computeStandings(
      event(['B', 'A', 'C', 'D'], [
        round([table(1, ['A', 'B'], [], ['B']), table(2, ['C', 'D'], [rec([100, 0]), rec([0, 100])])]),
        round([table(1, ['B', 'C'], [rec([100, 0]), rec([100, 0])]), table(2, ['D', 'A'], [rec([100, 0]), rec([100, 0])])]),
      ], { ranking }),
    );
    expect(row(s, 'A').aheadOn).toEqual({ key: 'head-to-head', of: 'B' });
  });
});

describe('places (issue 17: "Entrants tied on every key share the place (1, 2, 2, 4), listed in file order")', () => {
  // A beats B 200-0; C and D draw 1-1 on games and 150-150 on points, so they tie on every key.
  const s = computeStandings(
    event(['A', 'D', 'C', 'B'], [round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])]), table(2, ['C', 'D'], [rec([100, 50]), rec([50, 100])])])]),
  );

  it('1, 2, 2, 4 with the tied ones in file order', () => {
    expect(order(s)).toEqual(['A', 'D', 'C', 'B']);
    expect(places(s)).toEqual([1, 2, 2, 4]);
  });

  it('aheadOn: the key that put a row ahead of the next one down; null when tied with it, and on the last row', () => {
    expect(s.rows.map((r) => r.aheadOn)).toEqual([{ key: 'match-points', of: 'D' }, null, { key: 'match-points', of: 'B' }, null]);
  });

  it('placeNotes: who shares the place, and what put the place ahead of the next, with both figures', () => {
    const notes = placeNotes(s);
    expect(notes[0]).toEqual({ entrant: 'A', place: 1, shared: null, ahead: { key: 'match-points', of: { id: 'D', name: 'D' }, figure: 2, ofFigure: 1 } });
    // The place's count and its entrants in the standings' order, the same on each of its rows.
    const shared = { count: 2, named: [{ id: 'D', name: 'D' }, { id: 'C', name: 'C' }] };
    expect(notes[1]).toEqual({ entrant: 'D', place: 2, shared, ahead: { key: 'match-points', of: { id: 'B', name: 'B' }, figure: 1, ofFigure: 0 } });
    expect(notes[2]).toEqual({ entrant: 'C', place: 2, shared, ahead: { key: 'match-points', of: { id: 'B', name: 'B' }, figure: 1, ofFigure: 0 } });
    expect(notes[3]).toEqual({ entrant: 'B', place: 4, shared: null, ahead: null });
  });

  it('placeNotes counts a large shared place and names its first few (issue 25 item 18: every sharer on every row grew with the square)', () => {
    const ids = Array.from({ length: 7 }, (_, i) => `E${i}`);
    const notes = placeNotes(computeStandings(event(ids, [])));
    expect(notes).toHaveLength(7);
    for (const note of notes) expect(note.shared).toEqual({ count: 7, named: ['E0', 'E1', 'E2'].map((id) => ({ id, name: id })) });
    // One more than the names said is named too: "and 1 other" would say less than its name.
    expect(placeNotes(computeStandings(event(ids.slice(0, 4), [])))[3]!.shared).toEqual({ count: 4, named: ids.slice(0, 4).map((id) => ({ id, name: id })) });
  });

  it('placeNotes gives points against as it is (fewer is better), and no figure for head-to-head', () => {
    const p = computeStandings(
      event(['A', 'B', 'C', 'D'], [round([table(1, ['A', 'C'], [paper(100, 20), paper(100, 20)]), table(2, ['B', 'D'], [paper(150, 60), paper(150, 60)])])], {
        ranking: ['match-points', 'points-against'],
      }),
    );
    expect(placeNotes(p)[0]!.ahead).toEqual({ key: 'points-against', of: { id: 'B', name: 'B' }, figure: 40, ofFigure: 120 });
  });

  it('no ranking keys at all: everyone shares first place', () => {
    const n = computeStandings(event(['A', 'B'], [round([table(1, ['A', 'B'], [rec([100, 0]), rec([100, 0])])])], { ranking: [] }));
    expect(places(n)).toEqual([1, 1]);
  });
});

describe('a worked club night: four pairs, a round robin of three rounds, two games a table, on paper', () => {
  // R1: A beats B 100-60, 100-80; C and D split 100-90, 70-100 (a drawn table).
  // R2: A and C split 40-100, 100-30; B beats D 100-0 (a six-love), 100-50.
  // R3: A beats D 100-20, 100-20; C beats B 100-90 and draws 100-100 (C 1 game to 0).
  const rounds = [
    round([table(1, ['A', 'B'], [paper(100, 60), paper(100, 80)]), table(2, ['C', 'D'], [paper(100, 90), paper(70, 100)])]),
    round([table(1, ['A', 'C'], [paper(40, 100), paper(100, 30)]), table(2, ['B', 'D'], [paper(100, 0), paper(100, 50)])]),
    round([table(1, ['A', 'D'], [paper(100, 20), paper(100, 20)]), table(2, ['B', 'C'], [paper(90, 100), paper(100, 100)])]),
  ];

  it('every figure, under the default ranking (match points, efectividad, points for)', () => {
    const s = computeStandings(event(['A', 'B', 'C', 'D'], rounds));
    const pick = (r: StandingRow): unknown[] => [
      r.place, r.entrant, r.played, r.won, r.drawn, r.lost, r.matchPoints, r.gamesWon, r.gamesLost,
      r.pointsFor, r.pointsAgainst, r.efectividad, r.shutoutsGiven, r.shutoutsTaken, r.buchholz,
    ];
    // Buchholz in a full round robin is everyone else's match points: 12 in all, less one's own.
    expect(s.rows.map(pick)).toEqual([
      [1, 'A', 3, 2, 1, 0, 5, 5, 1, 540, 310, 230, 0, 0, 7],
      [2, 'C', 3, 1, 2, 0, 4, 3, 2, 500, 520, -20, 0, 0, 8],
      [3, 'B', 3, 1, 0, 2, 2, 2, 3, 530, 450, 80, 1, 0, 10],
      [4, 'D', 3, 0, 1, 2, 1, 1, 5, 280, 570, -290, 0, 1, 11],
    ]);
    expect(s.pending).toEqual([]);
  });

  it('FEMUNDO/FID, games won then efectividad, ranks it the same; efectividad alone puts B above C', () => {
    expect(order(computeStandings(event(['A', 'B', 'C', 'D'], rounds, { ranking: ['games-won', 'efectividad'] })))).toEqual(['A', 'C', 'B', 'D']);
    expect(order(computeStandings(event(['A', 'B', 'C', 'D'], rounds, { ranking: ['efectividad'] })))).toEqual(['A', 'B', 'C', 'D']);
  });
});
