/**
 * Quinientos. Every quote is from latin-partnership.txt: "In the variation Quinientos (500),
 * played to 500 points, there is a bonus of 100 points for the winners of the first game of a
 * match, 75 for the second, 50 for the third, 25 for the fourth, and no bonus for subsequent
 * games. If any of the first four games is blocked, the corresponding bonus is not scored. Note:
 * winning a trancado (blocked game) never earns a bonus".
 */
import { describe, expect, it } from 'vitest';
import { after, play, result } from '../../support/families.ts';

const ID = 'quinientos';
/** A domino by `seat`; the seats hold `pips` (all four counted, as in Doscientos). */
const dom = (seat: number, pips = [5, 5, 5, 5]) => result({ winner: seat % 2, seats: [seat], pips });
const blocked = (team: number) => result({ winner: team, outcome: 'blocked', seats: [team, team + 2], pips: [5, 5, 5, 5] });
const tied = result({ winner: null, outcome: 'tied', seats: [0, 1], pips: [5, 5, 5, 5] });

describe('Quinientos (latin-partnership.txt)', () => {
  it('"a bonus of 100 points for the winners of the first game of a match, 75 for the second, 50 for the third, 25 for the fourth, and no bonus for subsequent games"', () => {
    const { hands, states } = play(ID, {}, [dom(0), dom(1), dom(2), dom(3), dom(0)]);
    expect(hands.map((h) => h.points)).toEqual([120, 95, 70, 45, 20]);
    expect(hands.map((h) => h.gameBonus)).toEqual([100, 75, 50, 25, undefined]);
    expect(states[5]!.score).toEqual([120 + 70 + 20, 95 + 45]);
  });

  it('"If any of the first four games is blocked, the corresponding bonus is not scored … winning a trancado (blocked game) never earns a bonus"', () => {
    const { hands } = play(ID, {}, [blocked(1), dom(0)]);
    expect(hands.map((h) => h.points)).toEqual([20, 95]);
    // A tied game is still a game: the next is the second, worth 75 more.
    expect(play(ID, {}, [tied, dom(1)]).hands[1]!.points).toBe(95);
  });

  it('"played to 500 points": 300 pips + 100 is not enough; 30 more + 75 is', () => {
    const big = [0, 100, 100, 100];
    expect(after(ID, {}, [dom(0, big)])).toMatchObject({ score: [400, 0], winner: null });
    expect(after(ID, {}, [dom(0, big), dom(2, [0, 10, 0, 20])])).toMatchObject({ score: [505, 0], winner: 0 });
  });
});
