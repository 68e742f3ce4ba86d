/**
 * Sudan. Every quote is from latin-partnership.txt: "In Sudan, according to the Great Lakes Folk
 * Festival site, the winners score the total of all unplayed tiles and the target score to win the
 * game is 51. There is a variation in which the double blank counts 50 points instead of zero, and
 * the target score is then 101."
 */
import { describe, expect, it } from 'vitest';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { NAMES, after, p, play, replayUnder, result } from '../../support/families.ts';

const ID = 'sudan';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;

// The Latin Partnership test's blocked hand (found by the random generator): Cat still holds the 0-0.
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
const record = (options: object) => {
  const r = parseRecord({ format: 'dominoes-match/1', rules: ID, options, seats: NAMES, hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2], 3: dealt[3] } }] });
  if (!r.ok) throw new Error(r.error.message);
  return checkRecord(r.value);
};

describe('Sudan (latin-partnership.txt)', () => {
  it('"the winners score the total of all unplayed tiles": Ben & Dan win the block and score all 94 pips, over 51', () => {
    const r = record({});
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands[0]!.result.pips).toEqual([32, 23, 25, 14]);
    expect(r.value.match).toMatchObject({ score: [0, 94], winner: 1 });
    expect(r.value.options).toEqual({ doubleBlank50: false, target: 51 });
  });

  it('"the target score to win the game is 51": 50 is not enough', () => {
    const won = (pips: number[]) => result({ winner: 0, pips, seats: [0] });
    expect(after(ID, {}, [won([0, 20, 10, 20])]).winner).toBeNull();
    expect(after(ID, {}, [won([0, 20, 10, 20]), won([0, 1, 0, 0])])).toMatchObject({ score: [51, 0], winner: 0 });
  });

  it('"the double blank counts 50 points instead of zero, and the target score is then 101" (doubleBlank50)', () => {
    const hand = replayUnder(ID, { doubleBlank50: true }, HOLDER_66, moves, dealt);
    const s = settleHand(hand);
    expect(s.ok && s.value.pips).toEqual([32, 23, 75, 14]);
    const r = record({ doubleBlank50: true });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.options).toEqual({ doubleBlank50: true, target: 101 });
    expect(r.value.match).toMatchObject({ score: [0, 144], winner: 1 });
    expect(play(ID, { doubleBlank50: true }, []).states[0]!.options.target).toBe(101);
  });

  it('the 0-0 at 50 counts in `pips` as given: 25 for Cat is refused, 75 accepted', () => {
    const check = (cat: number) => {
      const r = parseRecord({ format: 'dominoes-match/1', rules: ID, options: { doubleBlank50: true }, seats: NAMES, hands: [{ moves, pips: { 0: 32, 1: 23, 2: cat, 3: 14 } }] });
      if (!r.ok) throw new Error(r.error.message);
      return checkRecord(r.value);
    };
    expect(check(75).ok).toBe(true);
    const bad = check(25);
    expect(bad.ok || bad.error.code).toBe('pips/wrong-total');
  });
});
