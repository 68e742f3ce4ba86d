/**
 * Settling a hand: domino, block, tie, key bone. "CJHPR" is
 * caribbean-jamaican-haitian-puerto-rican.txt; "JCTPF" is jamaican-cut-throat-partner-french.txt.
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { holding } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { replayHand } from '../../domain/hand.ts';
import { JAMAICAN_PARTNER_HAND, jamaicanPartnerHand } from '../../domain/rules.ts';
import { blockWinner, settleHand } from '../../domain/settle.ts';
import { NAMES, benPassedHand, blockedHand, keyBoneHand, partnersTiedHand, replay, sportingBlockedHand } from '../support/hands.ts';

/** Replays moves under a sporting pose (the 6-6 holder poses, any bone), without the deal. */
function replaySporting(moves: readonly Move[]): Hand {
  const r = replayHand({ rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: false }, seatNames: NAMES }, moves);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

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

  it('two partners tied for fewest win for their team (JCTPF: only "two opponents" tied make a tie)', () => {
    expect(blockWinner(JAMAICAN_PARTNER_HAND, [5, 9, 5, 12])).toEqual({ winner: 0, seats: [0, 2] });
  });

  it('partnersTiedForFewest "tie": any two tied for fewest make a tied hand (SECOND "If two players tie for the least number of spots the round ends in a tie")', () => {
    const rules = jamaicanPartnerHand({ partnersTiedForFewest: 'tie' });
    expect(blockWinner(rules, [5, 9, 5, 12])).toEqual({ winner: null, seats: [0, 2] });
    expect(blockWinner(rules, [13, 8, 8, 13])).toEqual({ winner: null, seats: [1, 2] });
    // One seat alone with the fewest still wins, whatever its partner holds.
    expect(blockWinner(rules, [10, 6, 2, 4])).toEqual({ winner: 0, seats: [2] });
    // A real hand: Ben and Dan both hold 10 pips.
    const { moves, left } = partnersTiedHand();
    const rulesHand = replayHand({ rules, pose: { by: 'holder', bone: [6, 6], forced: true }, seatNames: NAMES }, moves);
    expect(rulesHand.ok && settleHand(rulesHand.value, { left })).toMatchObject({ ok: true, value: { outcome: 'tied', winner: null, seats: [1, 3] } });
    expect(settleHand(replay(moves), { left })).toMatchObject({ ok: true, value: { outcome: 'blocked', winner: 1, seats: [1, 3] } });
  });

  it('pip totals settle a block too, and must add up to the bones not played', () => {
    const { hand } = blockedLeft();
    const r = settleHand(hand, { pips: [11, 16, 8, 7] });
    expect(r.ok && r.value.winner).toBe(1);
    const wrong = settleHand(hand, { pips: [11, 16, 8, 6] });
    expect(!wrong.ok && wrong.error).toEqual({
      code: 'pips/wrong-total',
      message: 'The pip totals add up to 41, but the bones not played total 42.',
      params: { sum: 41, out: 42 },
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
      // The pass named with its move and the ends then, as a renege in play names it (issue 20).
      message: 'Ben is listed holding 4-4, but passed at move 16 when the ends were 4 and 1, so held no 4.',
      params: { seat: 'Ben', bone: '4-4', reason: { kind: 'showed-no', seat: 'Ben', move: 16, pip: 4 } },
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
    expect(!r.ok && r.error).toEqual({
      code: 'pips/mismatch',
      message: 'Cat holds 8 pips by the deal, but 7 is given.',
      params: { seat: 'Cat', counted: 8, given: 7 },
    });
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

describe('pip totals must come from some sharing of the bones not played', () => {
  // Issue 6: "a forged total that moves the win to the other team is accepted". A total is
  // possible only when the unplayed bones can be shared out with each seat's count of bones left,
  // none showing a number the seat passed on (CJHPR "If a player cannot play then he passes his
  // turn"), the sporting poser holding the 6-6.

  it('the true totals are accepted, and so are others some sharing gives', () => {
    const hand = replay(benPassedHand().moves);
    expect(settleHand(hand, { pips: [8, 13, 14, 1] })).toMatchObject({ ok: true, value: { winner: 1 } });
    // Ann 1-1 and 1-0, Ben 0-0 5-0 5-3, Cat 3-1 5-5, Dan 3-3: another deal with the same moves.
    expect(settleHand(hand, { pips: [3, 13, 14, 6] })).toMatchObject({ ok: true, value: { winner: 0 } });
  });

  it('refuses a total below the fewest pips the seat can hold, naming the seat and that total', () => {
    // Ben passed on 4|1, so his three bones come from 0-0, 5-0, 3-3, 5-3, 5-5: at least 0+5+6.
    const r = settleHand(replay(benPassedHand().moves), { pips: [14, 3, 18, 1] });
    expect(!r.ok && r.error).toEqual({
      code: 'pips/impossible',
      message: 'Ben has 3 bones left, whose pips cannot total 3: the fewest pips Ben can hold is 11. Ben passed on 1 and 4.',
      params: {
        seat: 'Ben',
        pips: 3,
        reason: {
          kind: 'pips-hold',
          seat: 'Ben',
          count: 3,
          pips: 3,
          can: { kind: 'fewest', seat: 'Ben', fewest: 11 },
          facts: [{ kind: 'passed-on', seat: 'Ben', pips: [1, 4] }],
        },
      },
    });
  });

  it('refuses totals that each seat could hold alone but not all together', () => {
    // Ann's 2 pips in two bones take the 0-0 (with the 1-1), so Ben's three come to at least 5+6+8.
    const r = settleHand(replay(benPassedHand().moves), { pips: [2, 14, 14, 6] });
    expect(!r.ok && r.error).toEqual({
      code: 'pips/impossible',
      message: "Ben has 3 bones left, whose pips cannot total 14: with Ann's 2 as given, the fewest pips Ben can hold is 19. Ben passed on 1 and 4.",
      params: {
        seat: 'Ben',
        pips: 14,
        reason: {
          kind: 'pips-hold',
          seat: 'Ben',
          count: 3,
          pips: 14,
          can: { kind: 'as-given', given: [{ kind: 'seat-pips', seat: 'Ann', pips: 2 }], then: { kind: 'fewest', seat: 'Ben', fewest: 19 } },
          facts: [{ kind: 'passed-on', seat: 'Ben', pips: [1, 4] }],
        },
      },
    });
  });

  it('refuses totals that give the sporting poser\'s 6-6 to another seat (CJHPR "the holder of the 6-6 is allowed to announce that he is \'sporting\' and begin with a different bone")', () => {
    const hand = replaySporting(sportingBlockedHand().moves);
    expect(settleHand(hand, { pips: [12, 13, 21, 20] })).toMatchObject({ ok: true, value: { winner: 0 } });
    // Ann with the 6-6 and 5-2 (19), Dan with 4-4 and 3-2 (13): Ben and Dan would win.
    const r = settleHand(hand, { pips: [19, 13, 21, 13] });
    expect(!r.ok && r.error).toEqual({
      code: 'pips/impossible',
      message:
        'Ann has 2 bones left, whose pips cannot total 19: Ann can hold 11 to 16 pips. Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6.',
      params: {
        seat: 'Ann',
        pips: 19,
        reason: {
          kind: 'pips-hold',
          seat: 'Ann',
          count: 2,
          pips: 19,
          can: { kind: 'can-hold', seat: 'Ann', totals: { kind: 'range', lo: 11, hi: 16 } },
          facts: [{ kind: 'sporting', seat: 'Dan', bone: '6-6' }],
        },
      },
    });
  });
});

describe('the bones left must obey every fact the moves established', () => {
  it('refuses the sporting poser\'s 6-6 listed for another seat (CJHPR "the holder of the 6-6 is allowed to announce that he is \'sporting\' and begin with a different bone")', () => {
    const { moves, left } = sportingBlockedHand();
    const hand = replaySporting(moves);
    expect(settleHand(hand, { left })).toMatchObject({ ok: true, value: { winner: 0, pips: [12, 13, 21, 20] } });
    // The 6-6 swapped with Ann's 3-2: Ben and Dan would win on 13 pips each.
    const forged: Bone[][] = [[[6, 6], [5, 2]], left[1]!, left[2]!, [[4, 4], [3, 2]]];
    const r = settleHand(hand, { left: forged });
    expect(!r.ok && r.error).toEqual({
      code: 'left/sporting-holder',
      message: 'Ann is listed holding 6-6, but Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6.',
      params: {
        seat: 'Ann',
        bone: '6-6',
        reason: { kind: 'listed', seat: 'Ann', bone: '6-6', why: { kind: 'sporting', seat: 'Dan', bone: '6-6' } },
      },
    });
  });
});
