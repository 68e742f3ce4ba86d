/**
 * Settling a hand: domino, block, tie, key bone. "CJHPR" is
 * caribbean-jamaican-haitian-puerto-rican.txt; "JCTPF" is jamaican-cut-throat-partner-french.txt.
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { holding } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import { blockWinner, settleHand } from '../../domain/settle.ts';
import { blockedHand, keyBoneHand, replay } from '../support/hands.ts';

function blockedLeft(): { hand: Hand; left: Bone[][] } {
  const { dealt, moves } = blockedHand();
  const withDeal = replay(moves, dealt);
  return { hand: replay(moves), left: [0, 1, 2, 3].map((s) => holding(withDeal, s)!) };
}

describe('domino', () => {
  it('the seat that plays its last bone wins for its team (CJHPR "If a player manages to play all his tiles, that player\'s team wins the hand")', () => {
    const r = settleHand(keyBoneHand().hand);
    expect(r.ok && r.value.outcome).toBe('domino');
    expect(r.ok && r.value.winner).toBe(0); // Cat is seat 2: team 0 with Ann
    expect(r.ok && r.value.seats).toEqual([2]);
  });

  it('winning with the key bone as the last bone earns the key-bone bonus (CJHPR "that last playable bone is known as the key bone … scores an extra point")', () => {
    const r = settleHand(keyBoneHand().hand);
    expect(r.ok && r.value.bonuses).toEqual(['key-bone']);
    expect(r.ok && r.value.lastBone).toEqual([5, 0]);
  });

  it('the key bone counts only as the last bone: one move earlier the hand was still on', () => {
    const { moves, dealt } = keyBoneHand();
    expect(replay(moves.slice(0, -1), dealt).status).toBe('playing');
  });

  it('a double that is the only playable bone is never a key bone (CJHPR "the double does not count as a key bone in that case")', () => {
    // Found by the generator: Cat's last bone is 4-4 with both ends 4 and every other 4 down.
    const dealt: Bone[][] = [
      [[6, 6], [4, 6], [2, 3], [4, 1], [2, 2], [3, 3], [1, 5]],
      [[2, 5], [0, 6], [1, 2], [3, 5], [5, 5], [1, 3], [2, 6]],
      [[0, 0], [5, 4], [6, 3], [4, 4], [6, 5], [0, 4], [4, 3]],
      [[1, 0], [6, 1], [1, 1], [5, 0], [2, 4], [0, 2], [3, 0]],
    ];
    const m = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
    const x = (seat: number): Move => ({ seat, pass: true });
    const moves: Move[] = [
      m(0, 6, 6), m(1, 6, 0), m(2, 4, 0), m(3, 6, 1), m(0, 5, 1), m(1, 5, 5), m(2, 4, 3), m(3, 3, 0),
      x(0), // ends 5|0: Ann holds 4-6, 2-3, 4-1, 2-2, 3-3
      m(1, 5, 2), m(2, 0, 0), m(3, 4, 2), m(0, 6, 4), m(1, 6, 2),
      x(2), // the engine refuses a false pass when the deal is given, so each pass here is true
      m(3, 5, 0), m(0, 3, 2), m(1, 5, 3, 'left'), m(2, 6, 5, 'left'),
      x(3), x(0), x(1),
      m(2, 6, 3), x(3), m(0, 3, 3), m(1, 3, 1), m(2, 5, 4), m(3, 1, 1), m(0, 4, 1, 'left'), x(1),
      m(2, 4, 4), // Cat's last bone: the double 4-4
    ];
    const before = replay(moves.slice(0, -1), dealt);
    expect(before.ends).toEqual([4, 4]);
    const hand = replay(moves, dealt);
    expect(hand.status).toBe('domino');
    const r = settleHand(hand);
    expect(r.ok && r.value.bonuses).toEqual([]);
  });
});

describe('block', () => {
  it('the worked example: North 5-5, South 1-1, East 2-2, West 5-1: North-South win by South\'s 1-1 though they hold more in total (JCTPF "It does not matter what tiles the winner\'s partner has")', () => {
    // Seats in order of play: North, West, South, East; North-South are team 0.
    // (No real 28-bone hand can end with exactly these four bones, since 1 and 5 would then be
    // the open ends and 5-1 would fit, so the example is checked on the pip totals.)
    const pips = [10, 6, 2, 4];
    expect(blockWinner(JAMAICAN_PARTNER_HAND, pips)).toEqual({ winner: 0, seats: [2] });
  });

  it('a real blocked hand: Dan has the fewest pips and wins for Ben and Dan, whose total is higher', () => {
    const { hand, left } = blockedLeft();
    const r = settleHand(hand, { left });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.pips).toEqual([11, 16, 8, 7]);
    expect(r.value.outcome).toBe('blocked');
    expect(r.value.winner).toBe(1);
    expect(r.value.seats).toEqual([3]);
  });

  it('two opponents tied for fewest is a tied hand (JCTPF "If the game is blocked and two opponents tie for least spots, then the hand is a tie")', () => {
    expect(blockWinner(JAMAICAN_PARTNER_HAND, [13, 8, 8, 13])).toEqual({ winner: null, seats: [1, 2] });
  });

  it('two partners tied for fewest win for their team', () => {
    expect(blockWinner(JAMAICAN_PARTNER_HAND, [5, 9, 5, 12])).toEqual({ winner: 0, seats: [0, 2] });
  });

  it('pip totals settle a block too, and must add up to the bones not played', () => {
    const { hand } = blockedLeft();
    const r = settleHand(hand, { pips: [11, 16, 8, 7] });
    expect(r.ok && r.value.winner).toBe(1);
    const wrong = settleHand(hand, { pips: [11, 16, 8, 6] });
    expect(!wrong.ok && wrong.error).toEqual({
      code: 'pips/wrong-total',
      message: 'The pip totals add up to 41, but the bones not played total 42.',
    });
  });

  it('a block without the bones left, the pips or the deal cannot be settled', () => {
    const r = settleHand(blockedLeft().hand);
    expect(!r.ok && r.error.code).toBe('block/unsettled');
  });
});

describe('the bones left must agree with the moves', () => {
  const cases: [string, (left: Bone[][]) => Bone[][], string][] = [
    ['a bone already played', (l) => [[[6, 6], ...l[0]!.slice(1)], l[1]!, l[2]!, l[3]!], 'left/already-played'],
    ['too many bones for a seat', (l) => [l[0]!, [...l[1]!, ...l[3]!], l[2]!, []], 'left/wrong-count'],
    ['the same bone twice', (l) => [l[0]!, l[1]!, l[2]!, l[0]!.slice(0, 1)], 'left/duplicate'],
    ['a bone outside the set', (l) => [l[0]!, l[1]!, l[2]!, [[7, 0]]], 'left/not-in-set'],
  ];
  for (const [what, change, code] of cases) {
    it(`refuses ${what}`, () => {
      const { hand, left } = blockedLeft();
      const r = settleHand(hand, { left: change(left) });
      expect(!r.ok && r.error.code).toBe(code);
    });
  }

  it('refuses a bone with a number the seat passed on (CJHPR "If a player cannot play then he passes his turn")', () => {
    // In the key-bone hand Ben passed on 4|1 (move 16) and Dan ends holding 4-4. Listing the 4-4 as
    // Ben's (and Ben's 3-3 as Dan's) would make Ben's pass false.
    const hand = replay(keyBoneHand().moves); // without the deal: only the moves speak
    const r = settleHand(hand, { left: [[[2, 2]], [[4, 4]], [], [[3, 3]]] });
    expect(!r.ok && r.error).toEqual({
      code: 'left/renege',
      message: 'Ben is listed holding 4-4, but passed earlier on 4, showing no 4.',
    });
    expect(settleHand(hand, { left: [[[2, 2]], [[3, 3]], [], [[4, 4]]] }).ok).toBe(true);
  });

  it('refuses bones left when a bone not played is listed for nobody', () => {
    const { hand, left } = blockedLeft();
    // Dan's 5-2 moved to Cat and Cat's 4-4 dropped: counts right for Cat, wrong for Dan.
    const r = settleHand(hand, { left: [left[0]!, left[1]!, [[5, 2]], []] });
    expect(!r.ok && r.error.code).toBe('left/wrong-count');
  });

  it('with the deal known, the bones left must be what the deal says', () => {
    const { dealt, moves } = blockedHand();
    const hand = replay(moves, dealt);
    const r = settleHand(hand, { pips: [11, 16, 7, 8] });
    expect(!r.ok && r.error).toEqual({ code: 'pips/mismatch', message: 'Cat holds 8 pips by the deal, but 7 is given.' });
    expect(settleHand(hand).ok).toBe(true);
  });

  it('an unfinished hand cannot be settled', () => {
    const { moves } = blockedHand();
    const r = settleHand(replay(moves.slice(0, 5)));
    expect(!r.ok && r.error).toEqual({
      code: 'hand/unfinished',
      message: 'The hand stops after 5 moves with no domino and no block (Cat to play on 3|6).',
    });
  });
});
