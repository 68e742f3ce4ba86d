/**
 * Cuban partnership dominoes. Every quote is from cuban.txt.
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { bonesInPlay, replayHand, startHand } from '../../../domain/hand.ts';
import type { Move } from '../../../domain/hand.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { NAMES, after, p, pass, play, replayUnder, result } from '../../support/families.ts';

const ID = 'cuban';
const rulesOf = (options: Record<string, unknown> = {}) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(options), 4);

/** A won hand: `seats` won it for their team, holding `pips` by seat; posed by `poser`. */
const won = (team: number, pips: number[], seats: number[] = [team], poser = 0, outcome: 'domino' | 'blocked' = 'domino') =>
  result({ winner: team, outcome, seats, pips, poser });

describe('the deal (cuban.txt)', () => {
  it('"a double nine domino set of 55 tiles … Each player in turn then draws ten tiles … The remaining 15 tiles remain face down and are not used"', () => {
    const rules = rulesOf();
    expect([bonesInPlay(rules), rules.seats, rules.handSize, rules.rest]).toEqual([55, 4, 10, 'sleeping']);
    const hand = startHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES });
    expect(hand.ok && hand.value.stock).toBe(15);
  });

  it('"sometimes played with a double-six set of 28 tiles in which case each player draws 7 tiles and all tiles are in play" (set "double-six")', () => {
    const rules = rulesOf({ set: 'double-six' });
    expect([bonesInPlay(rules), rules.handSize]).toEqual([28, 7]);
  });
});

describe('scoring (cuban.txt)', () => {
  it('"The winner\'s team scores the total number of spots on the remaining tiles held by their opponents" (not the partner\'s)', () => {
    // Dan (team 1) dominoes; Ann holds 20, Ben 7, Cat 13: Ben & Dan score 20 + 13.
    const { hands, states } = play(ID, {}, [won(1, [20, 7, 13, 0], [3])]);
    expect(hands[0]!.points).toBe(33);
    expect(states[1]!.score).toEqual([0, 33]);
  });

  it('a block: "the winner is the player with fewest pips on their remaining tiles", and his team scores the opponents\' pips', () => {
    expect(after(ID, {}, [won(0, [5, 30, 12, 40], [0], 1, 'blocked')]).score).toEqual([70, 0]);
  });

  it('"The first team to achieve a cumulative score of 100 points or more wins the game"', () => {
    const s = after(ID, {}, [won(0, [0, 60, 9, 39]), won(1, [10, 0, 5, 0], [1]), won(0, [0, 1, 0, 0])]);
    expect(s.score).toEqual([100, 15]);
    expect(s.winner).toBe(0);
    expect(after(ID, { target: 150 }, [won(0, [0, 60, 9, 39]), won(0, [0, 1, 0, 0])]).winner).toBeNull();
  });

  it('"If the winning team reaches 100 before the other team has scored any points at all, this is known as a \'pollona\'. Achieving this by scoring 100 or more in a single round is known as a \'viajera\'": named, nothing extra', () => {
    const pollona = play(ID, {}, [won(0, [0, 60, 9, 39]), won(0, [0, 1, 0, 1])]);
    expect(pollona.hands[1]).toEqual({ points: 2, bruk: false, playoffNext: false, notes: ['pollona'] });
    expect(pollona.states[2]!.score).toEqual([101, 0]);
    const viajera = play(ID, {}, [won(1, [70, 0, 40, 9], [1])]);
    expect(viajera.hands[0]).toEqual({ points: 110, bruk: false, playoffNext: false, notes: ['pollona', 'viajera'] });
    // Reaching 100 when the other team has points is neither.
    expect(play(ID, {}, [won(1, [10, 0, 5, 0], [1]), won(0, [0, 60, 9, 39])]).hands[1]!.notes).toBeUndefined();
  });

  it('"In the event of a tied blocked round … no points are scored, and the starting player for the next round is a member of the team that did not start the tied round"', () => {
    const tied = result({ winner: null, outcome: 'tied', seats: [0, 3], pips: [4, 9, 20, 4], poser: 2 });
    const { states, hands } = play(ID, {}, [tied]);
    expect(hands[0]!.points).toBe(0);
    expect(states[1]!.pose).toEqual({ by: 'team', team: 1, why: 'tie-other-team' });
  });

  it('"The starting player for the next round is a member of the winning team"; "some play that the winner of each round starts the next" (starter "winner")', () => {
    expect(after(ID, {}, [won(1, [20, 7, 13, 0], [3])]).pose).toEqual({ by: 'team', team: 1 });
    expect(after(ID, { starter: 'winner' }, [won(1, [20, 7, 13, 0], [3])]).pose).toEqual({ by: 'seats', seats: [3] });
    // Partners tied for fewest in a block: either starts.
    expect(after(ID, { starter: 'winner' }, [won(0, [4, 9, 4, 12], [0, 2], 1, 'blocked')]).pose).toEqual({ by: 'seats', seats: [0, 2] });
  });

  it('"In case of a tied blocked game the next round is started by the tied player on the team that did not start the tied round" (starter "winner")', () => {
    const tied = result({ winner: null, outcome: 'tied', seats: [0, 3], pips: [4, 9, 20, 4], poser: 2 });
    expect(after(ID, { starter: 'winner' }, [tied]).pose).toEqual({ by: 'seats', seats: [3] });
    // Both players of that team tied with an opponent: either of them.
    const three = result({ winner: null, outcome: 'tied', seats: [0, 1, 3], pips: [4, 4, 20, 4], poser: 0 });
    expect(after(ID, { starter: 'winner' }, [three]).pose).toEqual({ by: 'seats', seats: [1, 3] });
  });

  it('"The first player may begin by playing any tile from their hand": any seat poses the first hand, any bone', () => {
    expect(play(ID, {}, []).states[0]!.pose).toEqual({ by: 'anyone' });
  });
});

describe('whole hands', () => {
  // Found by the random generator, checked by hand: with 15 bones sleeping a block is known only
  // when "all four players still have at least one tile each but none of these tiles match either
  // end" — here all four pass in turn on 6|6 while 6-0, 6-2, 6-4 … sleep.
  const dealt = [
    [[5, 0], [9, 1], [5, 7], [9, 5], [9, 7], [6, 1], [0, 7], [8, 9], [7, 4], [2, 1]],
    [[6, 3], [0, 4], [8, 7], [1, 4], [7, 7], [3, 9], [5, 3], [8, 8], [5, 6], [2, 7]],
    [[5, 5], [2, 2], [8, 4], [3, 7], [4, 4], [6, 6], [2, 5], [7, 1], [4, 9], [0, 8]],
    [[4, 5], [9, 2], [6, 7], [1, 0], [3, 4], [5, 1], [9, 0], [8, 3], [9, 9], [3, 0]],
  ] as [number, number][][];
  const moves = [
    p(1, 6, 5), p(2, 6, 6), p(3, 5, 1), p(0, 6, 1, 'right'), p(1, 6, 3, 'left'), p(2, 7, 3), p(3, 7, 6, 'left'),
    pass(0), pass(1), pass(2), pass(3), // 6|6: nobody holds a 6; the other 6s sleep
  ];

  it('a block by four passes; Dan has the fewest (69), Ben & Dan score Ann\'s 95 and Cat\'s 70: a viajera', () => {
    const hand = replayUnder(ID, {}, { by: 'anyone' }, moves, dealt);
    expect(hand.status).toBe('blocked');
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'blocked', winner: 1, seats: [3], pips: [95, 83, 70, 69] });
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2], 3: dealt[3] } }] });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.match).toMatchObject({ score: [0, 165], winner: 1 });
    expect(r.value.hands[0]!.score.notes).toEqual(['pollona', 'viajera']);
  });

  it('with sleeping bones the same block is not known before the fourth pass', () => {
    const hand = replayUnder(ID, {}, { by: 'anyone' }, moves.slice(0, -1), dealt);
    expect(hand.status).toBe('playing');
    // Without the deal too: the 6s not played may be sleeping.
    expect(replayUnder(ID, {}, { by: 'anyone' }, moves.slice(0, -1)).status).toBe('playing');
    expect(replayUnder(ID, {}, { by: 'anyone' }, moves).status).toBe('blocked');
  });

  it('a domino needs what the losers hold ("left" or "pips"), unless the deal is given (domino/unsettled); then the winners score the opponents\' pips', () => {
    // A double-six hand (set "double-six"; the Haitian test's hand, Dan dominoing with 5-1).
    const six = [
      p(3, 6, 6), pass(0), p(1, 6, 0), p(2, 6, 5), p(3, 1, 0), p(0, 4, 1), p(1, 5, 4, 'left'), p(2, 6, 4), p(3, 4, 4), p(0, 4, 0),
      p(1, 0, 0), p(2, 6, 2), p(3, 5, 0), p(0, 5, 3), p(1, 2, 2), p(2, 2, 0), p(3, 3, 3), p(0, 3, 1), p(1, 3, 0), p(2, 1, 1),
      p(3, 6, 3), p(0, 2, 1), p(1, 5, 2), p(2, 6, 1), p(3, 5, 1, 'left'),
    ];
    const check = (hand: object) => {
      const record = parseRecord({ format: 'dominoes-match/1', rules: ID, options: { set: 'double-six' }, seats: NAMES, hands: [hand] });
      if (!record.ok) throw new Error(record.error.message);
      return checkRecord(record.value);
    };
    const bare = check({ moves: six });
    expect(bare.ok || bare.error).toMatchObject({ code: 'domino/unsettled', hand: 0, move: null });
    const withPips = check({ moves: six, pips: { 0: 15, 1: 7, 2: 6, 3: 0 } });
    // Ben & Dan score Ann's 15 and Cat's 6, not Ben's 7.
    expect(withPips.ok && withPips.value.match.score).toEqual([0, 21]);
    const wrongTotal = check({ moves: six, pips: { 0: 15, 1: 7, 2: 7, 3: 0 } });
    expect(wrongTotal.ok || wrongTotal.error).toMatchObject({ code: 'pips/wrong-total' });
  });

  it('with sleeping bones `pips` need not add up to the bones not played, but each must be possible', () => {
    const record = (pips: Record<string, number>) =>
      parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ moves, pips }] });
    const good = record({ 0: 95, 1: 83, 2: 70, 3: 69 });
    if (!good.ok) throw new Error(good.error.message);
    expect(checkRecord(good.value).ok).toBe(true);
    const bad = record({ 0: 95, 1: 83, 2: 200, 3: 69 });
    if (!bad.ok) throw new Error(bad.error.message);
    const r = checkRecord(bad.value);
    expect(r.ok || r.error).toMatchObject({ code: 'pips/impossible', hand: 0, field: 'hands[0].pips.2' });
  });

  it('pips are checked seat by seat where bones sleep: Ann, who posed 5-5 and passed on 5, cannot hold 1 pip in 9 bones', () => {
    // Blocked after the pose and four passes (every seat passed on 5): 54 bones out, 15 asleep.
    const moves = [p(0, 5, 5), pass(1), pass(2), pass(3), pass(0)];
    const record = (pips: number[]) => parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES, hands: [{ moves, pips: { 0: pips[0], 1: pips[1], 2: pips[2], 3: pips[3] } }] });
    const bad = record([1, 1, 1, 1]);
    if (!bad.ok) throw new Error(bad.error.message);
    const r = checkRecord(bad.value);
    expect(r.ok || r.error).toMatchObject({ code: 'pips/impossible', hand: 0, field: 'hands[0].pips.0' });
    expect(r.ok || r.error.message).toMatch(/^Ann has 9 bones left, whose pips cannot total 1: the fewest pips Ann can hold is \d+\. Ann passed on 5\.$/);
    const good = record([100, 100, 100, 100]);
    if (!good.ok) throw new Error(good.error.message);
    expect(checkRecord(good.value).ok).toBe(true);
  });
});

describe('the highest-double start (cuban.txt, option firstPose "highest-double")', () => {
  const HIGHEST = { firstPose: 'highest-double' };
  const rules = rulesOf(HIGHEST);
  const refusal = (moves: readonly Move[], dealt?: Bone[][]) => {
    const r = replayHand({ rules, pose: { by: 'highest-double' }, seatNames: NAMES, ...(dealt && { dealt }) }, moves);
    return r.ok ? null : r.error;
  };
  // Cat holds 8-8, the highest double dealt (9-9 sleeps); Ann holds 7-7 and 2-2.
  const dealt: Bone[][] = [
    [[7, 7], [2, 2], [9, 1], [5, 0], [6, 1], [0, 7], [7, 4], [2, 1], [5, 7], [3, 0]],
    [[6, 3], [0, 4], [8, 7], [1, 4], [3, 9], [5, 3], [5, 6], [2, 7], [9, 5], [9, 7]],
    [[8, 8], [5, 5], [8, 4], [3, 7], [4, 4], [6, 6], [2, 5], [7, 1], [4, 9], [0, 8]],
    [[4, 5], [9, 2], [6, 7], [1, 0], [3, 4], [5, 1], [9, 0], [8, 3], [8, 9], [3, 1]],
  ];

  it('"Some play that the holder of the highest double dealt makes the first play of the first round": off by default (any seat, any bone)', () => {
    expect(play(ID, {}, []).states[0]!.pose).toEqual({ by: 'anyone' });
    expect(play(ID, HIGHEST, []).states[0]!.pose).toEqual({ by: 'highest-double' });
    // "all tiles are in play" with the double-six set: the highest double dealt is the 6-6.
    expect(play(ID, { ...HIGHEST, set: 'double-six' }, []).states[0]!.pose).toEqual({ by: 'holder', bone: [6, 6], forced: true });
  });

  it('with the deal: the holder of the highest double dealt poses, and (our reading) with that double', () => {
    expect(refusal([p(2, 8, 8)], dealt)).toBeNull();
    const other = refusal([p(0, 7, 7)], dealt);
    expect(other).toMatchObject({ code: 'pose/not-holder', move: 0 });
    expect(other?.message).toBe('The holder of the highest double dealt, the 8-8, poses this hand: Cat, not Ann.');
    const bone = refusal([p(2, 6, 6)], dealt);
    expect(bone).toMatchObject({ code: 'pose/wrong-bone', move: 0 });
    expect(bone?.message).toBe('This hand must be posed with the highest double dealt, the 8-8; Cat posed 6-6.');
    expect(refusal([p(2, 8, 4)], dealt)).toMatchObject({ code: 'pose/wrong-bone' });
  });

  it('"If nobody holds a double, players turn in their hands and it is redealt": no pose is accepted (pose/no-double), the hand is a redeal', () => {
    // Every double sleeps: the ten doubles are among the fifteen bones out of play.
    const noDoubles = [
      [[1, 0], [2, 0], [3, 0], [4, 0], [5, 0], [6, 0], [7, 0], [8, 0], [9, 0], [2, 1]],
      [[3, 1], [4, 1], [5, 1], [6, 1], [7, 1], [8, 1], [9, 1], [3, 2], [4, 2], [5, 2]],
      [[6, 2], [7, 2], [8, 2], [9, 2], [4, 3], [5, 3], [6, 3], [7, 3], [8, 3], [9, 3]],
      [[5, 4], [6, 4], [7, 4], [8, 4], [9, 4], [6, 5], [7, 5], [8, 5], [9, 5], [7, 6]],
    ] as Bone[][];
    const r = refusal([p(0, 1, 0)], noDoubles);
    expect(r).toMatchObject({ code: 'pose/no-double', move: 0 });
    expect(r?.message).toBe('Nobody was dealt a double, so nobody can begin: the hands are turned in and dealt again (record the hand as a redeal).');
    // The redeal changes nothing: the next hand still begins with the highest double dealt.
    const record = parseRecord({ format: 'dominoes-match/1', rules: ID, options: HIGHEST, seats: NAMES, hands: [{ redeal: { seat: 0 } }] });
    if (!record.ok) throw new Error(record.error.message);
    const checked = checkRecord(record.value, { inProgress: true });
    expect(checked.ok && checked.value.match.pose).toEqual({ by: 'highest-double' });
  });

  it('without the deal: the pose must be a double (pose/not-double)', () => {
    expect(refusal([p(1, 8, 7)])).toMatchObject({ code: 'pose/not-double', move: 0 });
    expect(refusal([p(1, 4, 4)])).toBeNull();
  });

  it('without the deal: posing the 7-7 proves the 8-8 and 9-9 were not dealt, so a later play of either is refused, naming the pose', () => {
    const r = refusal([p(0, 7, 7), p(1, 7, 8), p(2, 8, 8)]);
    expect(r).toMatchObject({ code: 'play/impossible', move: 2 });
    expect(r?.message).toBe('Cat cannot have played 8-8: Ann posed the 7-7 as the highest double dealt, so the 8-8 was not dealt: it sleeps.');
    // Lower doubles are still anyone's.
    expect(refusal([p(0, 7, 7), p(1, 7, 8), p(2, 8, 4), p(3, 4, 4)])).toBeNull();
  });

  it('without the deal: "left" may not give anyone a double above the one posed; a 9-9 held by nobody is rightly not listed', () => {
    // Ann poses 7-7; all four pass on 7 (the other 7s may sleep): blocked.
    const moves = [p(0, 7, 7), pass(1), pass(2), pass(3), pass(0)];
    const hand = replayUnder(ID, HIGHEST, { by: 'highest-double' }, moves);
    expect(hand.status).toBe('blocked');
    const nine: Bone[] = [[9, 8], [9, 6], [9, 5], [9, 4], [9, 3], [9, 2], [9, 1], [9, 0], [8, 6]];
    const others: Bone[][] = [
      [[8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0], [6, 6], [6, 5], [6, 4], [6, 3]],
      [[6, 2], [6, 1], [6, 0], [5, 5], [5, 4], [5, 3], [5, 2], [5, 1], [5, 0], [4, 4]],
      [[4, 3], [4, 2], [4, 1], [4, 0], [3, 3], [3, 2], [3, 1], [3, 0], [2, 2], [2, 1]],
    ];
    expect(settleHand(hand, { left: [nine, ...others] }).ok).toBe(true);
    const bad = settleHand(hand, { left: [[[9, 9], ...nine.slice(1)], ...others] });
    expect(bad.ok || bad.error.message).toBe('Ann is listed holding 9-9, but Ann posed the 7-7 as the highest double dealt, so the 9-9 was not dealt: it sleeps.');
  });

  it('only the first hand: "a member of the team that won the previous round plays first in the next round", with any bone', () => {
    expect(after(ID, HIGHEST, [won(1, [20, 7, 13, 0], [3])]).pose).toEqual({ by: 'team', team: 1 });
  });
});
