/**
 * Doscientos. Every quote is from latin-partnership.txt: "In these games the winners of each game
 * score the total of all unplayed tiles, and it is the winner of each game who starts the next.
 * Sometimes the game is played to 100 points but it is more popular to play to 200 points - this
 * game is called Doscientos (200). There are several variations in the case of blocked games …"
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../domain/families/index.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { blockWinner } from '../../../domain/settle.ts';
import { NAMES, after, p, play, result } from '../../support/families.ts';

const ID = 'doscientos';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const rulesOf = (options: Record<string, unknown>) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(options), 4);

// The Latin Partnership test's blocked hand (found by the random generator): Ben blocks with 4-3;
// pips Ann 32, Ben 23, Cat 25, Dan 14.
const dealt = [
  [[3, 3], [4, 6], [4, 1], [3, 1], [0, 4], [4, 4], [5, 5]],
  [[2, 1], [5, 2], [6, 0], [2, 6], [3, 4], [1, 0], [6, 1]],
  [[0, 0], [0, 5], [1, 5], [6, 6], [3, 2], [6, 5], [5, 4]],
  [[0, 3], [3, 6], [3, 5], [1, 1], [2, 4], [0, 2], [2, 2]],
] as [number, number][][];
const moves = [
  p(2, 6, 6), p(3, 6, 3), p(0, 3, 3), p(1, 6, 2), p(2, 3, 2, 'left'), p(3, 5, 3, 'left'), p(0, 3, 1), p(1, 1, 0), p(2, 5, 1),
  p(3, 3, 0), p(0, 4, 1), p(1, 4, 3, 'left'),
];
const checked = (options: object) => {
  const r = parseRecord({ format: 'dominoes-match/1', rules: ID, options, seats: NAMES, hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2], 3: dealt[3] } }] });
  if (!r.ok) throw new Error(r.error.message);
  const c = checkRecord(r.value);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
};

describe('Doscientos (latin-partnership.txt)', () => {
  it('"Normally a blocked game is won by the team with fewer points, and the member of that team with fewer points starts next … the winning team scores the total points of all four players"', () => {
    const r = checked({});
    expect(r.match.score).toEqual([0, 94]);
    expect(r.match.pose).toEqual({ by: 'seats', seats: [3] });
  });

  it('"Some play that in any blocked game … the winner is either the person who played last or the player to his right, whoever has fewer points" (block "last-or-right")', () => {
    // Ben played last (23), Cat is to his right (25): Ben wins for Ben & Dan, and starts.
    const r = checked({ block: 'last-or-right' });
    expect(r.hands[0]!.result).toMatchObject({ outcome: 'blocked', winner: 1, seats: [1] });
    expect(r.match.pose).toEqual({ by: 'seats', seats: [1] });
  });

  it('a draw: "either there is no score and in the next game the holder of the [6-6] starts, or the team that played first wins …, or the team that played last wins and the player who blocked the game starts next"', () => {
    const pips = [10, 12, 12, 10];
    expect(blockWinner(rulesOf({}), pips, { poser: 1, holds: [1, 1, 1, 1], last: 2 })).toMatchObject({ winner: null });
    expect(blockWinner(rulesOf({ blockTie: 'first-team' }), pips, { poser: 1, holds: [1, 1, 1, 1], last: 2 })).toMatchObject({ winner: 1, tieBroken: 'poser-team' });
    expect(blockWinner(rulesOf({ blockTie: 'last-team' }), pips, { poser: 1, holds: [1, 1, 1, 1], last: 2 })).toMatchObject({ winner: 0, seats: [2], tieBroken: 'last-team' });
    const tied = result({ winner: null, outcome: 'tied', pips, seats: [0, 1, 2, 3] });
    expect(after(ID, {}, [tied]).pose).toEqual(HOLDER_66);
    const lastWins = result({ winner: 0, outcome: 'blocked', pips, seats: [2], tieBroken: 'last-team' });
    expect(after(ID, { blockTie: 'last-team' }, [lastWins])).toMatchObject({ score: [44, 0], pose: { by: 'seats', seats: [2] } });
    const firstWins = result({ winner: 1, outcome: 'blocked', pips, seats: [0, 1, 2, 3], tieBroken: 'poser-team', poser: 1 });
    expect(after(ID, { blockTie: 'first-team' }, [firstWins]).pose).toEqual({ by: 'seats', seats: [3] });
  });

  it('issue 18 item 20: block "last-or-right" with blockTie "first-team": a draw between the last player and the next is won by the team that played first, and its member with fewer points starts, not a seat of the losers', () => {
    // Ann posed (Ann & Cat played first); Ben played last, 12 pips, and Cat, to his right, also 12:
    // a draw. Ann & Cat win, and Ann (10) has fewer points than Cat (12): she starts.
    const options = { block: 'last-or-right', blockTie: 'first-team' };
    const pips = [10, 12, 12, 9];
    const settled = blockWinner(rulesOf(options), pips, { poser: 0, holds: [1, 1, 1, 1], last: 1 });
    expect(settled).toMatchObject({ winner: 0, tieBroken: 'poser-team' });
    const drawn = result({ winner: 0, outcome: 'blocked', pips, seats: settled.seats, tieBroken: 'poser-team', poser: 0 });
    expect(after(ID, options, [drawn])).toMatchObject({ score: [43, 0], pose: { by: 'seats', seats: [0] } });
    // Quinientos scores it the same way (its game bonus aside).
    expect(after('quinientos', options, [drawn]).pose).toEqual({ by: 'seats', seats: [0] });
  });

  it('issue 18 item 20, the class: after any block a team wins, the next hand is started by a player of that team ("it is the winner of each game who starts the next"), under every block and blockTie option', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('doscientos', 'quinientos'),
        fc.constantFrom('team', 'last-or-right'),
        fc.constantFrom('no-score', 'first-team', 'last-team'),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 4, maxLength: 4 }),
        fc.nat({ max: 3 }),
        fc.nat({ max: 3 }),
        (id, block, blockTie, pips, poser, last) => {
          const options = { block, blockTie };
          const settled = blockWinner(rulesOf(options), pips, { poser, holds: [1, 1, 1, 1], last });
          if (settled.winner === null) return;
          const blocked = result({ winner: settled.winner, outcome: 'blocked', pips, seats: settled.seats, tieBroken: settled.tieBroken ?? null, poser });
          const pose = after(id, options, [blocked]).pose;
          expect(pose.by).toBe('seats');
          if (pose.by === 'seats') for (const s of pose.seats) expect(s % 2).toBe(settled.winner);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('"it is more popular to play to 200 points"; "Sometimes the game is played to 100 points"; "it is the winner of each game who starts the next"', () => {
    const dom = (seat: number, pips: number[]) => result({ winner: seat % 2, seats: [seat], pips });
    const { states } = play(ID, {}, [dom(2, [50, 40, 0, 60])]);
    expect(states[1]).toMatchObject({ score: [150, 0], winner: null, pose: { by: 'seats', seats: [2] } });
    expect(after(ID, {}, [dom(2, [50, 40, 0, 60]), dom(0, [0, 30, 10, 10])]).winner).toBe(0);
    expect(after(ID, { target: 100 }, [dom(2, [50, 40, 0, 60])]).winner).toBe(0);
  });
});
