/**
 * Milo. Every quote is from latin-partnership.txt: "In Africa and parts of Indonesia, the game
 * goes by the name Milo and points are scored differently. The winning partnership gets one point
 * for domino. If the game is blocked, the partnership with the smallest total of pips on their
 * tiles gets one point for the round. If the tile that made domino causes both ends of the train
 * to end in the same suit, then the partnership scores two points. This is called a Milo … A game
 * is five points."
 */
import { describe, expect, it } from 'vitest';
import { blockWinner } from '../../../domain/settle.ts';
import { MILO_HAND } from '../../../domain/families/milo.ts';
import { after, p, play, replayUnder, result } from '../../support/families.ts';

const ID = 'milo';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const win = (team: number, milo = false, outcome: 'domino' | 'blocked' = 'domino') =>
  result({ winner: team, outcome, seats: [team], bonuses: milo ? ['milo'] : [], poser: 0 });

// Found by the random generator, checked by hand: Dan's last bone, 2-1, goes on the 1 at the
// right and leaves 2 at both ends.
const dealt = [
  [[0, 6], [2, 0], [0, 4], [5, 5], [3, 0], [2, 5], [5, 3]],
  [[6, 2], [4, 2], [3, 6], [1, 4], [4, 4], [5, 0], [4, 5]],
  [[1, 1], [6, 5], [3, 3], [0, 0], [4, 3], [2, 2], [6, 4]],
  [[2, 1], [1, 5], [2, 3], [6, 1], [3, 1], [6, 6], [1, 0]],
] as [number, number][][];
const moves = [
  p(3, 6, 6), p(0, 6, 0), p(1, 6, 2), p(2, 2, 2), p(3, 1, 0), p(0, 5, 2), p(1, 5, 4), p(2, 6, 4), p(3, 3, 1), p(0, 3, 0),
  p(1, 5, 0), p(2, 6, 5, 'left'), p(3, 5, 1), p(0, 5, 3), p(1, 4, 1), p(2, 4, 3, 'right'), p(3, 3, 2, 'left'), p(0, 2, 0),
  p(1, 6, 3), p(2, 0, 0), p(3, 6, 1), p(0, 4, 0), p(1, 4, 2), p(2, 1, 1), p(3, 2, 1, 'right'),
];

describe('Milo (latin-partnership.txt)', () => {
  it('"If the tile that made domino causes both ends of the train to end in the same suit … This is called a Milo"', () => {
    const hand = replayUnder(ID, {}, HOLDER_66, moves, dealt);
    expect(hand.ends).toEqual([2, 2]);
    expect(hand.bonuses).toEqual(['milo']);
    // The same domino is no Milo when the ends differ: the bonus is the ends', not the bone's.
    expect(replayUnder(ID, {}, HOLDER_66, moves.slice(0, -1), dealt).ends).toEqual([2, 1]);
  });

  it('"The winning partnership gets one point for domino … then the partnership scores two points" (a Milo)', () => {
    expect(play(ID, {}, [win(0)]).hands[0]!.points).toBe(1);
    expect(play(ID, {}, [win(1, true)]).hands[0]!.points).toBe(2);
  });

  it('"If the game is blocked, the partnership with the smallest total of pips on their tiles gets one point"', () => {
    expect(blockWinner(MILO_HAND, [1, 5, 20, 5])).toMatchObject({ winner: 1 });
    expect(play(ID, {}, [win(1, false, 'blocked')]).hands[0]!.points).toBe(1);
  });

  it('"A game is five points": winners add, the losers keep theirs, 5 wins', () => {
    const s = after(ID, {}, [win(0, true), win(1), win(0), win(0, true)]);
    expect(s).toMatchObject({ score: [5, 1], winner: 0 });
    expect(after(ID, {}, [win(0, true), win(0, true)]).winner).toBeNull();
  });

  it('the partnership game\'s starts: the 6-6 holder leads it, then the turn to start passes to the right', () => {
    const { states } = play(ID, {}, [win(0)]);
    expect(states[0]!.pose).toEqual(HOLDER_66);
    expect(states[1]!.pose).toEqual({ by: 'seats', seats: [1] });
  });
});
