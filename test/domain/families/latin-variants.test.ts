/**
 * The variants of latin-partnership.txt ("Partnership Dominoes", John McLeod, pagat.com) on the
 * partnership presets: every quote is from that text (the line it is on in brackets).
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { matchWinner, passBonuses, roundedDown10 } from '../../../domain/families/latin-variants.ts';
import { chuchazo } from '../../../domain/families/quinientos.ts';
import { legalPlays, replayHand } from '../../../domain/hand.ts';
import type { Move, Pose } from '../../../domain/hand.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import type { RuleFamily } from '../../../domain/rules.ts';
import { blockWinner, pipTotals, settleHand } from '../../../domain/settle.ts';
import { NAMES, after, p, pass, play, replayUnder, result } from '../../support/families.ts';

const LATIN = 'latin-partnership';
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const rulesOf = (options: Record<string, unknown> = {}) => FAMILIES[LATIN].handRules(FAMILIES[LATIN].options.parse(options), 4);
const bySeat = <T>(xs: readonly T[]) => Object.fromEntries(xs.map((x, s) => [String(s), x]));

/**
 * A whole hand found by the random generator and checked by hand. Dan poses the 6-6; Ben's 6-0
 * makes Cat pass (move 16); Cat's 5-1 makes Dan and then Ann pass (moves 21, 22); Ben dominoes
 * with 4-3. Left: Ann 4, Ben 0, Cat 10, Dan 2.
 */
const DEALT: Bone[][] = [
  [[1, 2], [3, 5], [3, 3], [4, 6], [0, 4], [2, 2], [0, 2]],
  [[6, 5], [6, 1], [3, 4], [5, 2], [6, 3], [6, 0], [3, 1]],
  [[4, 4], [5, 5], [1, 5], [0, 0], [5, 0], [5, 4], [6, 2]],
  [[1, 1], [4, 1], [1, 0], [2, 3], [4, 2], [3, 0], [6, 6]],
];
const MOVES: Move[] = [
  p(3, 6, 6), p(0, 6, 4, 'left'), p(1, 6, 5), p(2, 4, 4), p(3, 4, 1), p(0, 2, 1), p(1, 5, 2, 'left'), p(2, 5, 0, 'left'), p(3, 1, 0),
  p(0, 5, 3), p(1, 6, 1), p(2, 6, 2), p(3, 3, 0), p(0, 2, 2), p(1, 6, 0), pass(2), p(3, 3, 2), p(0, 3, 3), p(1, 3, 1), p(2, 5, 1),
  pass(3), pass(0), p(1, 6, 3), p(2, 5, 4), p(3, 4, 2), p(0, 2, 0), p(1, 4, 3),
];

function record(rules: RuleFamily, options: Record<string, unknown>, hands: unknown[]) {
  const parsed = parseRecord({ format: 'dominoes-match/1', rules, options, seats: NAMES, hands });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return checkRecord(parsed.value);
}

describe('blocked ties (line 35: "There are various rules when the scores are equal in a blocked game")', () => {
  it('"Some play that the team that played the last tile loses" (blockTie "last-team-loses")', () => {
    // Team totals 9 + 11 = 20 and 10 + 10 = 20; Cat (team 0) played the last bone: team 1 wins.
    const rules = rulesOf({ blockTie: 'last-team-loses' });
    expect(blockWinner(rules, [9, 10, 11, 10], { poser: 1, holds: [1, 1, 1, 1], last: 2 })).toEqual({ winner: 1, seats: [1, 3], tieBroken: 'last-team-loses' });
    expect(blockWinner(rules, [9, 10, 11, 10], { poser: 1, holds: [1, 1, 1, 1], last: 3 })).toMatchObject({ winner: 0, seats: [0, 2] });
    // Not a tie: the lower total wins as usual.
    expect(blockWinner(rules, [9, 10, 12, 10], { poser: 1, holds: [1, 1, 1, 1], last: 1 })).toEqual({ winner: 1, seats: [1, 3] });
    const won = result({ winner: 1, outcome: 'blocked', seats: [1, 3], pips: [9, 10, 11, 10], tieBroken: 'last-team-loses' });
    expect(after(LATIN, { blockTie: 'last-team-loses' }, [won]).score).toEqual([0, 20]);
  });

  it('"Some do not count the score and repeat the shuffle and deal" (blockTie "deal-again"): unlike "no-score", the same seat poses again', () => {
    const first = result({ winner: 1, pips: [5, 0, 5, 0], poser: 3 });
    const tie = result({ winner: null, outcome: 'tied', seats: [0, 1, 2, 3], pips: [5, 5, 5, 5], poser: 0 });
    const again = play(LATIN, { blockTie: 'deal-again' }, [first, tie]);
    expect(again.states[1]!.pose).toEqual({ by: 'seats', seats: [0] });
    expect(again.states[2]).toMatchObject({ pose: { by: 'seats', seats: [0] }, score: [0, 10] });
    expect(again.hands[1]).toMatchObject({ points: 0, notes: ['deal-again'] });
    // "no-score": the turn to start passes on, tied hands included.
    expect(after(LATIN, {}, [first, tie]).pose).toEqual({ by: 'seats', seats: [1] });
    // Under "winning-team" the team that posed the tied hand poses again (not the 6-6 holder).
    expect(after(LATIN, { blockTie: 'deal-again', starter: 'winning-team' }, [first, tie]).pose).toEqual({ by: 'team', team: 1 });
    // Nor do both teams score their tiles under blockScore "both": the score is not counted.
    expect(after(LATIN, { blockTie: 'deal-again', blockScore: 'both' }, [tie]).score).toEqual([0, 0]);
  });
});

describe('both teams score in a block (line 37)', () => {
  const o = { blockScore: 'both' };
  const block = (winner: number | null, pips: number[]) => result({ winner, outcome: winner === null ? 'tied' : 'blocked', seats: [0, 1, 2, 3], pips });

  it('"Some play that in a blocked game both teams score their unplayed tiles": each team adds its own pips; a domino scores as usual', () => {
    const { hands, states } = play(LATIN, o, [block(1, [10, 5, 20, 3]), result({ winner: 0, pips: [0, 12, 30, 8] })]);
    expect(hands[0]).toMatchObject({ points: 8, added: [30, 8], notes: ['both-score'] });
    // Each team's own pips, not the French "each player's own score" (HandScore.heldScores).
    expect(hands[0]!.heldScores).toBeUndefined();
    expect(states[1]!.score).toEqual([30, 8]);
    // After a domino the winners still score the losing team's pips (20), as in the partnership game.
    expect(hands[1]!.points).toBe(20);
    expect(states[2]!.score).toEqual([50, 8]);
    // Equal totals: both still score their (equal) tiles.
    expect(after(LATIN, o, [block(null, [5, 6, 5, 4])]).score).toEqual([10, 10]);
  });

  it('"both teams can reach 100 or more points as a result of a blocked game; the winner is then the team with fewer points in total"', () => {
    // 85-90, then a block: team 0 holds 20, team 1 holds 12: 105-102, team 1 wins with fewer.
    const start = [result({ winner: 0, pips: [0, 40, 0, 45] }), result({ winner: 1, pips: [40, 0, 50, 0] })];
    const s = after(LATIN, o, [...start, block(1, [10, 6, 10, 6])]);
    expect(s).toMatchObject({ score: [105, 102], winner: 1 });
    // Only one team over: the first to 100 wins, as ever.
    expect(after(LATIN, o, [...start, block(1, [10, 3, 5, 3])])).toMatchObject({ score: [100, 96], winner: 0 });
  });

  it('"If the points are tied, another deal is played": its winner wins the match', () => {
    const start = [result({ winner: 0, pips: [0, 40, 0, 45] }), result({ winner: 1, pips: [40, 0, 50, 0] })];
    // 85-90, then a block: team 0 holds 20, team 1 holds 15: 105-105.
    const { states, hands } = play(LATIN, o, [...start, block(1, [10, 5, 10, 10]), block(null, [1, 1, 1, 1]), result({ winner: 0, pips: [0, 3, 0, 4] })]);
    expect(states[3]).toMatchObject({ score: [105, 105], winner: null });
    // The next deal is tied too (107-107); the one after is won by Ann & Cat, who win the match.
    expect(states.slice(4).map((s) => [s.score, s.winner])).toEqual([[[107, 107], null], [[114, 107], 0]]);
    expect(hands[4]!.notes).toEqual(['decider']);
  });

  it('matchWinner: one side over wins; both over, the higher (or, after a block scored by both, the lower) total; equal, nobody yet', () => {
    const none = { handWinner: 1, lowerWins: false, decider: false };
    expect([matchWinner([99, 50], 100, none), matchWinner([100, 50], 100, none), matchWinner([100, 120], 100, none)]).toEqual([null, 0, 1]);
    expect(matchWinner([100, 120], 100, { ...none, lowerWins: true })).toBe(0);
    expect(matchWinner([110, 110], 100, none)).toBeNull();
    expect(matchWinner([110, 130], 100, { handWinner: 0, lowerWins: false, decider: true })).toBe(0);
  });
});

describe('must start with a double (line 31: "Some play that every deal must be started with a double, unless neither member of the team that is due to start has a double")', () => {
  const rules = rulesOf({ mustStartDouble: true });
  const start = (pose: Pose, moves: Move[], dealt?: Bone[][]) => replayHand({ rules, pose, seatNames: NAMES, ...(dealt && { dealt }) }, moves);
  // Ben holds no double; his partner Dan holds 1-1 and 6-6; Ann holds 3-3 and 2-2.
  const ben = { by: 'seats', seats: [1], double: true } as const;
  const ann = { by: 'seats', seats: [0], double: true } as const;

  it('the match asks for a double after the first hand, with every starter that lets a player choose', () => {
    const won = result({ winner: 1, pips: [5, 0, 5, 0], poser: 3 });
    expect(after(LATIN, { mustStartDouble: true }, [won]).pose).toEqual({ by: 'seats', seats: [0], double: true });
    expect(after(LATIN, { mustStartDouble: true, starter: 'winning-team' }, [won]).pose).toEqual({ by: 'team', team: 1, double: true });
    expect(after(LATIN, {}, [won]).pose).toEqual({ by: 'seats', seats: [0] });
  });

  it('issue 18 item 22: where the rotation goes on after a partner posed the double in the seat due\'s place: from the seat that posed (rotateFrom "poser", the default), or from the seat that was due (rotateFrom "seat-due")', () => {
    // Ben was due (after Ann's hand); he held no double and Dan posed one. "the turn to start passes
    // to the right": to Ann, after Dan who posed; or to Cat, after Ben whose turn it was.
    const first = result({ winner: 0, pips: [0, 5, 0, 5], poser: 0 });
    const danPosed = result({ winner: 1, pips: [5, 0, 5, 0], poser: 3 });
    expect(after(LATIN, { mustStartDouble: true }, [first, danPosed]).pose).toEqual({ by: 'seats', seats: [0], double: true });
    expect(after(LATIN, { mustStartDouble: true, rotateFrom: 'seat-due' }, [first, danPosed]).pose).toEqual({ by: 'seats', seats: [2], double: true });
    // When the seat due posed, the two readings agree.
    const benPosed = result({ winner: 1, pips: [5, 0, 5, 0], poser: 1 });
    expect(after(LATIN, { mustStartDouble: true, rotateFrom: 'seat-due' }, [first, benPosed]).pose).toEqual({ by: 'seats', seats: [2], double: true });
  });

  it('with the deal: the pose must be a double when the team holds one; the partner poses it when the seat due has none', () => {
    const refused = start(ben, [p(1, 6, 5)], DEALT);
    expect(refused.ok || refused.error).toMatchObject({ code: 'pose/double-required', move: 0, message: 'This hand must begin with a double, as Dan holds 1-1; Ben posed 6-5.' });
    expect(start(ben, [p(3, 1, 1)], DEALT).ok).toBe(true);
    const annHasOne = start(ann, [p(2, 4, 4)], DEALT);
    expect(annHasOne.ok || annHasOne.error).toMatchObject({ code: 'pose/wrong-seat', message: 'Ann holds 2-2, so Ann poses this hand, not Cat.' });
    const notADouble = start(ann, [p(0, 1, 2)], DEALT);
    expect(notADouble.ok || notADouble.error).toMatchObject({ code: 'pose/double-required' });
    // Only a partner of the seat due: Ben cannot pose in Ann's place.
    const other = start(ann, [p(1, 6, 5)], DEALT);
    expect(other.ok || other.error).toMatchObject({ code: 'pose/wrong-seat' });
    // The legal poses are exactly Ann's two doubles.
    const hand = start(ann, [], DEALT);
    if (!hand.ok) throw new Error(hand.error.message);
    expect(legalPlays(hand.value, 0).map((l) => l.bone)).toEqual([[3, 3], [2, 2]]);
  });

  /** DEALT with Dan's 1-1 and 6-6 given to Cat for her 1-5 and 6-2: Ben and Dan hold no double. */
  const NO_DOUBLES: Bone[][] = [
    DEALT[0]!,
    DEALT[1]!,
    [[4, 4], [5, 5], [1, 1], [0, 0], [5, 0], [5, 4], [6, 6]],
    [[1, 5], [4, 1], [1, 0], [2, 3], [4, 2], [3, 0], [6, 2]],
  ];

  it('"unless neither member of the team that is due to start has a double": then any bone', () => {
    expect(start(ben, [p(1, 6, 5)], NO_DOUBLES).ok).toBe(true);
    // Dan may not pose in Ben's place without a double.
    const dan = start(ben, [p(3, 1, 5)], NO_DOUBLES);
    expect(dan.ok || dan.error).toMatchObject({ code: 'pose/double-required', message: "Ben poses this hand; Dan may pose in Ben's place only with a double, and 1-5 is not one." });
  });

  it('without the deal a pose that is not a double proves neither partner holds one: a later double by either is refused, naming the pose', () => {
    const later = start(ben, [p(1, 6, 5), p(2, 5, 5), p(3, 6, 6)]);
    expect(later.ok || later.error).toMatchObject({
      code: 'play/renege',
      move: 2,
      message: 'Ben posed 6-5, not a double, which the hand must begin with unless neither of Ben and Dan holds one, so Dan held no double; playing 6-6 now shows that was false (a renege).',
    });
    // The other team may play doubles.
    expect(start(ben, [p(1, 6, 5), p(2, 5, 5)]).ok).toBe(true);
  });

  it('without the deal a double posed by the partner proves the seat due holds none', () => {
    const posed = start(ben, [p(3, 1, 1), p(0, 1, 2), p(1, 2, 2)]);
    expect(posed.ok || posed.error).toMatchObject({ code: 'play/renege', message: expect.stringContaining("Dan posed 1-1 in Ben's place, which a partner may do only when Ben holds no double") });
    // Without the option the same moves are fine.
    const plain = replayHand({ rules: rulesOf(), pose: { by: 'seats', seats: [3] }, seatNames: NAMES }, [p(3, 1, 1), p(0, 1, 2), p(1, 2, 2)]);
    expect(plain.ok).toBe(true);
  });

  it('what the pose proved joins what the passes proved: a pass that leaves a double nowhere to be is refused', () => {
    // Ben poses 6-5 (so Ben and Dan hold no double); Cat passes on 6 and 5 (no 6-6, no 5-5); Dan
    // plays 6-4; Ann passes on 4 and 5: then nobody can hold the 5-5.
    const moves = [p(1, 6, 5), pass(2), p(3, 6, 4), pass(0)];
    const r = start(ben, moves);
    expect(r.ok || r.error).toMatchObject({
      code: 'pass/contradicts',
      move: 3,
      message:
        'Ann cannot pass on 4 and 5: 5-5 is still out and Ben, Cat and Dan cannot hold it (Cat passed on 5 at move 2, and the pose showed that Ben and Dan hold no double), so Ann must hold it.',
      params: { reason: { kind: 'must-hold-pose', by: { kind: 'by-pass-at', seat: 'Cat', move: 2, pips: [5] }, pose: { kind: 'by-pose', seats: ['Ben', 'Dan'], count: 2 } } },
    });
    // Without the option Ben or Dan may hold it.
    expect(replayHand({ rules: rulesOf(), pose: { by: 'seats', seats: [1] }, seatNames: NAMES }, moves).ok).toBe(true);
  });

  it('a pose that showed nothing is not told as evidence: the seat due posed a double', () => {
    // Ann, due, poses 6-6: she held a double, so the pose shows nothing about anyone ("unless
    // neither member of the team that is due to start has a double" is not met). Ben, Cat and Dan
    // pass on 6: the six 6s left are Ann's, and her pass is refused on the passes alone.
    const r = start(ann, [p(0, 6, 6), pass(1), pass(2), pass(3), pass(0)]);
    expect(r.ok || r.error).toMatchObject({
      code: 'pass/contradicts',
      message:
        'Ann cannot pass on 6: 6-5, 6-4, 6-3, 6-2, 6-1 and 6-0 are still out and Ben, Cat and Dan cannot hold them (the others have passed on their numbers), so Ann must hold them.',
      params: { reason: { kind: 'must-hold', by: { kind: 'by-passing' } } },
    });
  });

  it('the pose is told only for the seats whose lack it alone showed', () => {
    // Ben poses 6-5, not a double, so Ben and Dan hold none; Cat plays the 5-5 (ends 6 and 5);
    // Dan, Ann and then Ben pass on 6 and 5: the 6-6 and the ten other 6s and 5s would all be
    // Cat's, who holds six bones. Every seat but Cat showed its lack by passing (Ben and Dan
    // lack the 6-6 by their passes too), so the pose is no part of the reason.
    const r = start(ben, [p(1, 6, 5), p(2, 5, 5), pass(3), pass(0), pass(1)]);
    expect(r.ok || r.error).toMatchObject({
      code: 'pass/contradicts',
      message:
        'Ben cannot pass on 6 and 5: 6-6, 6-4, 6-3, 6-2, 6-1, 6-0 and 5 more bones are still out and only Cat can hold them (the others have passed on their numbers), but there is room for only 6 of them.',
      params: { reason: { kind: 'no-room', places: ['Cat'], by: { kind: 'by-passing' } } },
    });
  });

  it('the bones left obey what the pose proved', () => {
    const hand = start(ben, [p(1, 6, 5)]);
    if (!hand.ok) throw new Error(hand.error.message);
    const left = (dealt: Bone[][]) => [dealt[0]!, dealt[1]!.slice(1), dealt[2]!, dealt[3]!];
    const r = pipTotals(hand.value, { left: left(DEALT) });
    expect(r.ok || r.error).toMatchObject({ code: 'left/renege', message: expect.stringContaining('Dan is listed holding 1-1, but Ben posed 6-5, not a double') });
    // With the doubles on the other team the same pose is fine.
    expect(pipTotals(hand.value, { left: left(NO_DOUBLES) }).ok).toBe(true);
  });
});

describe('redeals (line 33; line 50 for the Puerto Rican games)', () => {
  // Ann is dealt five doubles: 0-0, 1-1, 2-2, 3-3, 4-4 and two more.
  const fives: Bone[][] = [
    [[0, 0], [1, 1], [2, 2], [3, 3], [4, 4], [0, 1], [0, 2]],
    [[5, 5], [6, 6], [0, 3], [0, 4], [0, 5], [0, 6], [1, 2]],
    [[1, 3], [1, 4], [1, 5], [1, 6], [2, 3], [2, 4], [2, 5]],
    [[2, 6], [3, 4], [3, 5], [3, 6], [4, 5], [4, 6], [5, 6]],
  ];
  const redeal = (seat: number, dealt?: Bone[][]) => ({ redeal: { seat }, ...(dealt && { dealt: bySeat(dealt) }) });

  it('"a player who has five or more doubles can show them before play begins and ask for a new deal" (redeal "five")', () => {
    const r = record(LATIN, { redeal: 'five' }, [redeal(0, fives), redeal(2)]);
    expect(r.ok && r.value.hands.map((h) => h.result.outcome)).toEqual(['redeal', 'redeal']);
    const four = record(LATIN, { redeal: 'five' }, [redeal(1, fives)]);
    expect(four.ok || four.error).toMatchObject({ code: 'hand/redeal', hand: 0, field: 'hands[0].redeal.seat', message: 'Ben was dealt 2 doubles; a redeal needs 5 or more.' });
  });

  it('"Some players allow a redeal to be demanded with only four doubles" (redeal "four"); "most do not allow any redeals" (the default)', () => {
    // Four doubles for Ben: swap Ann's 4-4 with Ben's 1-2.
    const dealt: Bone[][] = [
      [[0, 0], [1, 1], [2, 2], [3, 3], [1, 2], [0, 1], [0, 2]],
      [[5, 5], [6, 6], [0, 3], [0, 4], [0, 5], [0, 6], [4, 4]],
      fives[2]!,
      fives[3]!,
    ];
    expect(record(LATIN, { redeal: 'four' }, [redeal(0, dealt)]).ok).toBe(true);
    expect(record(LATIN, { redeal: 'five' }, [redeal(0, dealt)]).ok).toBe(false);
    expect(record(LATIN, {}, [redeal(0, fives)]).ok).toBe(false);
  });

  it('"Some play that a player holding 5 or more doubles can show them and cancel the game" (Doscientos, Quinientos: redeal "five")', () => {
    for (const id of ['doscientos', 'quinientos'] as const) {
      expect(record(id, { redeal: 'five' }, [redeal(0, fives)]).ok).toBe(true);
      expect(record(id, {}, [redeal(0, fives)]).ok).toBe(false);
      expect(FAMILIES[id].options.safeParse({ redeal: 'four' }).success).toBe(false);
    }
  });
});

describe('pass bonuses (line 52)', () => {
  const rules = rulesOf();

  it('a hand\'s plays that made the next player pass, from the moves: Ben\'s 6-0 (one pass), Cat\'s 5-1 (two)', () => {
    const hand = replayUnder(LATIN, {}, HOLDER_66, MOVES, DEALT);
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'domino', winner: 1, pips: [4, 0, 10, 2], ends: [0, 4], passRuns: [{ seat: 1, passes: 1 }, { seat: 2, passes: 2 }] });
  });

  it('"a bonus of 20 points to the team of the first player in a match who plays a tile that causes the next player to pass … subsequent occasion … 10 points … if there are two passes in succession, it is only the first of them that scores"', () => {
    const hand = { 0: DEALT[0], 1: DEALT[1], 2: DEALT[2], 3: DEALT[3] };
    const r = record(LATIN, { passBonus: true }, [{ moves: MOVES, dealt: hand }]);
    if (!r.ok) throw new Error(r.error.message);
    const h = r.value.hands[0]!;
    // Ben & Dan: 14 pips (Ann 4 + Cat 10) and 20 for the first pass of the match; Ann & Cat: 10
    // for Cat's 5-1 (Dan and Ann passed: only the first counts), though they lost the hand.
    expect(h.score).toMatchObject({ points: 14, passBonus: [10, 20], added: [10, 34] });
    expect(r.value.match.score).toEqual([10, 34]);
    expect(r.value.match.passBonusPaid).toBe(true);
    // Without the option, only the hand.
    const plain = record(LATIN, {}, [{ moves: MOVES, dealt: hand }]);
    expect(plain.ok && plain.value.match.score).toEqual([0, 14]);
  });

  it('"if there are three passes, as in a blocked game, the player of the last tile scores 20 points, 10 for each opponent who passed"', () => {
    const three = result({ winner: 0, pips: [0, 5, 0, 5], passRuns: [{ seat: 3, passes: 3 }] });
    expect(passBonuses(three, rules, true).bySide).toEqual([0, 20]);
    // The first occasion of the match: 20, and 10 more for the second opponent.
    expect(passBonuses(three, rules, false)).toEqual({ bySide: [0, 30], paid: true });
    // One pass or two: 10 (the first in the match: 20).
    const runs = result({ winner: 0, pips: [0, 5, 0, 5], passRuns: [{ seat: 0, passes: 1 }, { seat: 1, passes: 2 }, { seat: 0, passes: 2 }] });
    expect(passBonuses(runs, rules, false)).toEqual({ bySide: [30, 10], paid: true });
  });

  it('a block with every bone dealt ends at once, with no passes recorded: it counts as the three passes after the last tile (20 to its player\'s team)', () => {
    // latin-partnership.test.ts's blocked hand: Ben's 4-3 blocks, Ben & Dan (37) beat Ann & Cat (57).
    const dealt = [
      [[3, 3], [4, 6], [4, 1], [3, 1], [0, 4], [4, 4], [5, 5]],
      [[2, 1], [5, 2], [6, 0], [2, 6], [3, 4], [1, 0], [6, 1]],
      [[0, 0], [0, 5], [1, 5], [6, 6], [3, 2], [6, 5], [5, 4]],
      [[0, 3], [3, 6], [3, 5], [1, 1], [2, 4], [0, 2], [2, 2]],
    ] as Bone[][];
    const moves = [p(2, 6, 6), p(3, 6, 3), p(0, 3, 3), p(1, 6, 2), p(2, 3, 2, 'left'), p(3, 5, 3, 'left'), p(0, 3, 1), p(1, 1, 0), p(2, 5, 1), p(3, 3, 0), p(0, 4, 1), p(1, 4, 3, 'left')];
    const r = record(LATIN, { passBonus: true }, [{ moves, dealt: bySeat(dealt) }]);
    if (!r.ok) throw new Error(r.error.message);
    // 57 for the block, 20 for the three passes and 10 more as the first of the match.
    expect(r.value.hands[0]!.score).toMatchObject({ points: 57, passBonus: [0, 30] });
    expect(r.value.match.score).toEqual([0, 87]);
  });

  it('"to round all scores down to a multiple of 10 points" (roundDown10)', () => {
    expect([0, 9, 10, 37, 99].map(roundedDown10)).toEqual([0, 0, 10, 30, 90]);
    const { hands, states } = play(LATIN, { roundDown10: true }, [result({ winner: 0, pips: [0, 19, 0, 18] })]);
    expect(hands[0]).toMatchObject({ points: 30, pips: 37, notes: ['rounded'] });
    expect(states[1]!.score).toEqual([30, 0]);
    expect(after('doscientos', { roundDown10: true }, [result({ winner: 0, seats: [0], pips: [0, 19, 4, 18] })]).score).toEqual([40, 0]);
    // One way of making scores round at a time.
    const both = parseRecord({ format: 'dominoes-match/1', rules: LATIN, options: { divideBy10: true, roundDown10: true }, seats: NAMES, hands: [] });
    expect(both.ok || both.error).toMatchObject({ code: 'record/option', field: 'options.roundDown10' });
  });

  it('issue 18 item 19: "Some players divide all scores by 10" (divideBy10): the pass bonuses are divided too, 20 scoring 2 and 10 scoring 1', () => {
    const hand = { 0: DEALT[0], 1: DEALT[1], 2: DEALT[2], 3: DEALT[3] };
    const r = record(LATIN, { passBonus: true, divideBy10: true, target: 10 }, [{ moves: MOVES, dealt: hand }]);
    if (!r.ok) throw new Error(r.error.message);
    // As undivided above: 14 pips (scored 1) and 20 to Ben & Dan, 10 to Ann & Cat; divided, 2 and 1,
    // so a bonus weighs what 20 and 10 pips weigh, not what 200 and 100 would.
    expect(r.value.hands[0]!.score).toMatchObject({ points: 1, pips: 14, notes: ['divided'], passBonus: [1, 2], added: [1, 3] });
    expect(r.value.match.score).toEqual([1, 3]);
  });

  it('Doscientos and Quinientos: the bonuses are scored by the team that caused the passes, with the hand\'s result, and count toward the target', () => {
    const hand = result({ winner: 0, seats: [0], pips: [0, 5, 5, 5], passRuns: [{ seat: 1, passes: 1 }, { seat: 2, passes: 3 }] });
    expect(play('doscientos', { passBonus: true }, [hand]).hands[0]).toMatchObject({ points: 15, passBonus: [20, 20], added: [35, 20] });
    // Quinientos: 15 + 100 for the first game, and the pass bonuses beside it.
    expect(after('quinientos', { passBonus: true }, [hand]).score).toEqual([135, 20]);
    // The losers reach the target by their bonuses alone: they win.
    const near = result({ winner: 1, seats: [1], pips: [100, 0, 95, 0] });
    const s = after('doscientos', { passBonus: true }, [near, hand]);
    expect(s).toMatchObject({ score: [35, 215], winner: 1 });
  });
});

describe('the chuchazo (lines 57, 59)', () => {
  const out = (ends: [number, number], outcome: 'domino' | 'blocked' = 'domino') =>
    result({ winner: 0, outcome, seats: [0], pips: [0, 5, 5, 5], lastBone: [0, 0], ends });

  it('going out with the 0-0 (the chucha) earns 100 (chuchazo "any"); off by default', () => {
    expect(chuchazo('any', out([0, 5]))).toBe(100);
    expect(chuchazo('any', out([0, 0]))).toBe(100);
    expect(chuchazo('none', out([0, 5]))).toBe(0);
    expect(chuchazo('any', result({ winner: 0, lastBone: [0, 5], ends: [0, 5] }))).toBe(0);
    // Game 1: 15 pips, 100 for the first game, 100 for the chuchazo.
    const { hands } = play('quinientos', { chuchazo: 'any' }, [out([0, 5])]);
    expect(hands[0]).toMatchObject({ points: 215, gameBonus: 100, chuchazo: 100 });
    expect(play('quinientos', {}, [out([0, 5])]).hands[0]!.points).toBe(115);
  });

  it('"winning a trancado (blocked game) never earns a bonus, even if the final tile played (the tranque) is the chucha"', () => {
    expect(chuchazo('any', out([0, 5], 'blocked'))).toBe(0);
    expect(play('quinientos', { chuchazo: 'any' }, [out([0, 5], 'blocked')]).hands[0]!.points).toBe(15);
  });

  it('"some play that 100 points for chuchazo are scored only when there is a blank at just one end of the line … If both ends are blank winning with the chucha is just a dominao"', () => {
    expect(chuchazo('one-blank-end', out([0, 5]))).toBe(100);
    expect(chuchazo('one-blank-end', out([3, 0]))).toBe(100);
    expect(chuchazo('one-blank-end', out([0, 0]))).toBe(0);
  });
});
