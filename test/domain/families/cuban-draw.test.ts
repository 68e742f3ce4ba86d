/**
 * Lankford's Cuban draw game (`cuban-draw`). Every quote is from cuban.txt, the paragraph on Mary
 * D. Lankford's rules ("Lankford's Cuban Dominoes is a draw game with a double six set …").
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { bonesInPlay, replayHand, startHand } from '../../../domain/hand.ts';
import type { Move, Pose } from '../../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import { canThrowIn, throwInError } from '../../../domain/throw-in.ts';
import { settleHand } from '../../../domain/settle.ts';
import { NAMES, after, draw, p, pass, play, replayUnder, result } from '../../support/families.ts';

const ID = 'cuban-draw';
const rulesFor = (seats: number) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse({}), seats);

/** The first refusal replaying `moves` under the game's rules, or null. */
function refusal(seats: number, pose: Pose, moves: readonly Move[], dealt?: Bone[][]) {
  const r = replayHand({ rules: rulesFor(seats), pose, seatNames: NAMES.slice(0, seats), ...(dealt && { dealt }) }, moves);
  return r.ok ? null : r.error;
}

function checkHands(seats: number, hands: readonly object[], options?: Record<string, unknown>) {
  const record = parseRecord({ format: 'dominoes-match/1', rules: ID, ...(options && { options }), seats: NAMES.slice(0, seats), hands });
  if (!record.ok) throw new Error(record.error.message);
  return checkRecord(record.value);
}

describe('the deal (cuban.txt, Lankford)', () => {
  it('"a draw game with a double six set played by 2, 3 or 4 players as individuals. 2 players begin with 7 tiles each, 3 with 5 tiles each and 4 with 4 tiles each, the remainder forming a boneyard"', () => {
    for (const [seats, each, boneyard] of [[2, 7, 14], [3, 5, 13], [4, 4, 12]] as const) {
      const rules = rulesFor(seats);
      expect([bonesInPlay(rules), rules.handSize, rules.rest, rules.teamOf]).toEqual([28, each, 'boneyard', Array.from({ length: seats }, (_, s) => s)]);
      const hand = startHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES.slice(0, seats) });
      expect(hand.ok && hand.value.stock).toBe(boneyard);
    }
    expect(FAMILIES[ID].seatCounts).toEqual([2, 3, 4]);
  });
});

describe('the pose (cuban.txt, Lankford)', () => {
  it('"The first player must begin with a double": any other bone is refused (pose/not-double), with the deal or without', () => {
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 5)])).toMatchObject({ code: 'pose/not-double', move: 0 });
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 6)])).toBeNull();
    const dealt: Bone[][] = [
      [[6, 5], [4, 4], [3, 1], [2, 0], [5, 5], [1, 0], [6, 2]],
      [[6, 6], [4, 3], [2, 2], [5, 1], [3, 0], [6, 4], [5, 2]],
    ];
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 5)], dealt)).toMatchObject({ code: 'pose/not-double', move: 0 });
    expect(refusal(2, { by: 'anyone' }, [p(0, 4, 4)], dealt)).toBeNull();
  });

  it('"drawing tiles if necessary until a double is obtained": the first player draws before the pose, and keeps the turn', () => {
    const hand = replayUnder(ID, {}, { by: 'anyone' }, [draw(1, 3)], undefined, 3);
    expect([hand.turn, hand.ends, hand.drawn, hand.stock]).toEqual([1, null, [0, 3, 0], 10]);
    // Another seat cannot pose or draw once Ben has begun drawing.
    expect(refusal(3, { by: 'anyone' }, [draw(1, 3), p(2, 6, 6)])).toMatchObject({ code: 'turn/out-of-turn', move: 1 });
    expect(refusal(3, { by: 'anyone' }, [draw(1, 3), draw(2, 1)])).toMatchObject({ code: 'turn/out-of-turn', move: 1 });
    // Ben poses a double; then Cat, the next seat, plays.
    const posed = replayUnder(ID, {}, { by: 'anyone' }, [draw(1, 3), p(1, 2, 2), p(2, 2, 6)], undefined, 3);
    expect([posed.ends, posed.turn]).toEqual([[2, 6], 0]);
  });

  it('"until a double is obtained": a first player who drew a double stops there (draw/past-double), and one holding a double cannot draw (draw/holds-double)', () => {
    expect(refusal(2, { by: 'anyone' }, [draw(0, [[6, 5], [3, 3], [4, 1]])])).toMatchObject({ code: 'draw/past-double', move: 0 });
    expect(refusal(2, { by: 'anyone' }, [draw(0, [[6, 5], [3, 3]]), p(0, 3, 3)])).toBeNull();
    const dealt: Bone[][] = [
      [[6, 5], [4, 4], [3, 1], [2, 0], [5, 3], [1, 0], [6, 2]],
      [[6, 6], [4, 3], [2, 2], [5, 1], [3, 0], [6, 4], [5, 2]],
    ];
    const r = refusal(2, { by: 'anyone' }, [draw(0, [[1, 1]])], dealt);
    expect(r).toMatchObject({ code: 'draw/holds-double', move: 0 });
    expect(r?.message).toBe('Ann cannot draw before posing: Ann holds 4-4, a double, and poses it.');
    // A double she drew face up, then a second draw, contradicts itself.
    const drewDouble = refusal(2, { by: 'anyone' }, [draw(0, [[5, 5]]), draw(0, 1)]);
    expect(drewDouble).toMatchObject({ code: 'draw/holds-double', move: 1, params: { seat: 'Ann', bone: '5-5' } });
    expect(drewDouble?.message).toBe('Ann cannot draw before posing: Ann drew the 5-5 at move 1, so Ann holds it, a double.');
  });

  it('a later hand: only the seat the match names poses, so only he may draw before it (pose/wrong-seat)', () => {
    expect(refusal(3, { by: 'seats', seats: [2] }, [draw(0, 2)])).toMatchObject({ code: 'pose/wrong-seat', move: 0 });
    expect(refusal(3, { by: 'seats', seats: [2] }, [draw(2, 2), p(2, 1, 1)])).toBeNull();
  });

  it('in the other draw games a hand still begins with a pose (draw/before-pose)', () => {
    const rules = FAMILIES.chiva.handRules(FAMILIES.chiva.options.parse({}), 2);
    const r = replayHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES.slice(0, 2) }, [draw(0, 1)]);
    expect(r.ok || r.error).toMatchObject({ code: 'draw/before-pose' });
  });

  it('our reading: a first player who has drawn the whole boneyard without a double cannot begin; his pass is refused and the hand is thrown in (a redeal)', () => {
    // Two players: Ann draws all 14 bones and holds no double, so Ben was dealt all seven.
    const r = refusal(2, { by: 'anyone' }, [draw(0, 14), pass(0)]);
    expect(r).toMatchObject({ code: 'pose/pass', move: 1 });
    expect(r?.message).toMatch(/with the boneyard empty and no double to pose, the hand is thrown in \(a redeal after his draws\)/);
    expect(FAMILIES[ID].redeal(FAMILIES[ID].options.parse({}))).toBe(true);
  });
});

// cuban.txt (Lankford) says only "The first player must begin with a double, drawing tiles if
// necessary until a double is obtained". Our reading when none is obtained (docs/rules.md): the
// hand is thrown in, as the same page's "If nobody holds a double, players turn in their hands and
// it is redealt"; the record keeps the draws, then the redeal.
describe('a first player who drew the whole boneyard without a double: the hand is thrown in (our reading)', () => {
  const PLAIN: Bone[] = [];
  for (let a = 6; a >= 0; a--) for (let b = a - 1; b >= 0; b--) PLAIN.push([a, b]);
  const DOUBLES: Bone[] = [6, 5, 4, 3, 2, 1, 0].map((n): Bone => [n, n]);
  /** Two players: Ann was dealt no double, Ben all seven; the boneyard holds the other 14 plain bones. */
  const ALL_DOUBLES_WITH_BEN: Bone[][] = [PLAIN.slice(0, 7), DOUBLES];
  const dealtOf = (d: Bone[][]) => Object.fromEntries(d.map((bones, s) => [String(s), bones]));

  it('with the draws recorded: valid, scores nothing, changes nothing; the file keeps the draws', () => {
    const hands = [{ moves: [draw(0, 14)], redeal: { seat: 0 } }];
    const r = checkHands(2, hands);
    expect(r.ok && r.value.hands.map((h) => [h.result.outcome, h.score.points, h.redeal, h.hand.drawn])).toEqual([['redeal', 0, { seat: 0 }, [14, 0]]]);
    expect(r.ok && r.value.match.score).toEqual([0, 0]);
    expect(r.ok && r.value.match.pose).toEqual({ by: 'anyone' });
    const parsed = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES.slice(0, 2), hands });
    expect(parsed.ok && JSON.parse(writeRecord(parsed.value)).hands).toEqual([{ moves: [{ seat: 0, draw: 14 }], redeal: { seat: 0 } }]);
    // In several draws; three players (13 in the boneyard).
    expect(checkHands(2, [{ moves: [draw(0, 3), draw(0, 11)], redeal: { seat: 0 } }]).ok).toBe(true);
    expect(checkHands(3, [{ moves: [draw(2, 13)], redeal: { seat: 2 } }]).ok).toBe(true);
  });

  it('with the deal: Ann, dealt no double, draws the 14 plain bones left; Ben holds every double', () => {
    const hands = [{ moves: [draw(0, PLAIN.slice(7))], redeal: { seat: 0 }, dealt: dealtOf(ALL_DOUBLES_WITH_BEN) }];
    expect(checkHands(2, hands).ok).toBe(true);
  });

  it('refused while the boneyard has bones: "drawing tiles if necessary until a double is obtained"', () => {
    const r = checkHands(2, [{ moves: [draw(0, 10)], redeal: { seat: 0 } }]);
    expect(r.ok || r.error).toMatchObject({ code: 'hand/redeal', hand: 0, move: null, field: 'hands[0].redeal', params: { reason: { kind: 'boneyard-left', seat: 'Ann', count: 4 } } });
    expect(!r.ok && r.error.message).toBe('Ann has not drawn the whole boneyard: 4 bones are left, and he draws on until he finds a double.');
  });

  it('refused when a double is known to be his: the last bone drawn face up, or the deal', () => {
    // The 0-0 is the last bone of the boneyard: Ann drew it, so she poses it.
    const dealt: Bone[][] = [PLAIN.slice(0, 7), [...DOUBLES.slice(0, 6), PLAIN[7]!]];
    const drawn: Bone[] = [...PLAIN.slice(8), [0, 0]];
    const r = checkHands(2, [{ moves: [draw(0, drawn)], redeal: { seat: 0 }, dealt: dealtOf(dealt) }]);
    expect(r.ok || r.error).toMatchObject({ code: 'hand/redeal', params: { reason: { kind: 'holds-double', seat: 'Ann', bone: '0-0' } } });
    // Without the deal, a double drawn face up is his all the same.
    const faceUp = checkHands(2, [{ moves: [draw(0, 13), draw(0, [[0, 0]])], redeal: { seat: 0 } }]);
    expect(faceUp.ok || faceUp.error).toMatchObject({ code: 'hand/redeal', params: { reason: { kind: 'holds-double', bone: '0-0' } } });
  });

  it('refused at another seat than the one who drew, and once the hand is posed', () => {
    const other = checkHands(2, [{ moves: [draw(0, 14)], redeal: { seat: 1 } }]);
    expect(other.ok || other.error).toMatchObject({ code: 'turn/out-of-turn', field: 'hands[0].redeal.seat', params: { turn: 'Ann', seat: 'Ben' } });
    const posed = checkHands(2, [{ moves: [draw(0, 3), p(0, 3, 3)], redeal: { seat: 0 } }]);
    expect(posed.ok || posed.error).toMatchObject({ code: 'hand/redeal', params: { reason: { kind: 'posed', hand: 1, count: 2 } } });
    // A move the rules refuse is refused first, where it is.
    const bad = checkHands(2, [{ moves: [draw(0, 15)], redeal: { seat: 0 } }]);
    expect(bad.ok || bad.error).toMatchObject({ code: 'draw/too-many', move: 0, field: 'hands[0].moves[0].draw' });
  });

  it('existing files keep their meaning: a hand thrown in before any move is still read; "moves": [] with it is not', () => {
    expect(checkHands(2, [{ redeal: { seat: 1 } }]).ok).toBe(true);
    // With the deal recorded, it must be one the first player could not begin: Ann, dealt no
    // double, with every double dealt to Ben, drew the boneyard bare (as the draws above).
    expect(checkHands(2, [{ redeal: { seat: 0 }, dealt: dealtOf(ALL_DOUBLES_WITH_BEN) }]).ok).toBe(true);
    // Not Ben, dealt them: "The first player must begin with a double".
    const ben = checkHands(2, [{ redeal: { seat: 1 }, dealt: dealtOf(ALL_DOUBLES_WITH_BEN) }]);
    expect(ben.ok || ben.error).toMatchObject({ code: 'hand/redeal', field: 'hands[0].redeal.seat', params: { reason: { kind: 'holds-double', seat: 'Ben', bone: '6-6' } } });
    // Nor Ann when a double lies in the boneyard: "drawing tiles if necessary until a double is obtained".
    const inBoneyard: Bone[][] = [PLAIN.slice(0, 7), [...DOUBLES.slice(0, 6), PLAIN[7]!]];
    const ann = checkHands(2, [{ redeal: { seat: 0 }, dealt: dealtOf(inBoneyard) }]);
    expect(ann.ok || ann.error).toMatchObject({ code: 'hand/redeal', field: 'hands[0].redeal.seat', params: { reason: { kind: 'boneyard-double', seat: 'Ann', bone: '0-0' } } });
    expect(!ann.ok && ann.error.message).toBe('The deal leaves 0-0, a double, in the boneyard: Ann draws until he finds it and poses it, so the hand is not thrown in.');
    const empty = parseRecord({ format: 'dominoes-match/1', rules: ID, seats: NAMES.slice(0, 2), hands: [{ moves: [], redeal: { seat: 0 } }] });
    expect(empty.ok || empty.error).toMatchObject({ code: 'record/field', field: 'hands[0].moves' });
  });

  it('in the other games moves mean the hand was posed: a redeal after them is refused', () => {
    const record = parseRecord({ format: 'dominoes-match/1', rules: 'chiva', seats: NAMES.slice(0, 2), hands: [{ moves: [p(0, 6, 6)], redeal: { seat: 0 } }] });
    const r = record.ok ? checkRecord(record.value) : record;
    expect(r.ok || r.error).toMatchObject({ code: 'hand/redeal', params: { reason: { kind: 'posed', hand: 1, count: 1 } } });
  });

  it('the screens offer it only then (canThrowIn): not before the draws, not with bones left, not after the pose', () => {
    const at = (moves: Move[]) => replayUnder(ID, {}, { by: 'anyone' }, moves, undefined, 2);
    expect(canThrowIn(at([]), true)).toBe(false);
    expect(canThrowIn(at([draw(0, 13)]), true)).toBe(false);
    expect(canThrowIn(at([draw(0, 14)]), true)).toBe(true);
    expect(canThrowIn(at([draw(0, 14)]), false)).toBe(false);
    expect(canThrowIn(at([draw(0, 3), p(0, 3, 3)]), true)).toBe(false);
    expect(throwInError(at([draw(0, 14)]), 0, 1)).toBeNull();
    // Elsewhere: before the pose only.
    const chiva = replayUnder('chiva', {}, { by: 'anyone' }, [], undefined, 2);
    expect(canThrowIn(chiva, true)).toBe(true);
    expect(canThrowIn(replayUnder('chiva', {}, { by: 'anyone' }, [p(0, 6, 6)], undefined, 2), true)).toBe(false);
  });
});

describe('play (cuban.txt, Lankford)', () => {
  it('"Subsequent players must match one end of the layout, drawing extra tiles if necessary … When the boneyard is empty … players who cannot play must then pass"', () => {
    // Ann poses 6-6; Ben cannot play: he may not pass while the boneyard has bones.
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 6), pass(1)])).toMatchObject({ code: 'pass/must-draw', move: 1 });
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 6), draw(1, 2), p(1, 6, 1)])).toBeNull();
    // The boneyard emptied by Ben's draw: now he passes.
    expect(refusal(2, { by: 'anyone' }, [p(0, 6, 6), draw(1, 14), pass(1)])).toBeNull();
  });
});

// Found by the random generator (3 players, seed 2128), checked move by move by hand.
describe('a whole hand, three players, with the deal', () => {
  const dealt: Bone[][] = [
    [[2, 4], [4, 1], [3, 0], [6, 2], [3, 5]], // Ann: no double
    [[1, 0], [0, 5], [2, 2], [6, 0], [6, 1]],
    [[6, 5], [5, 2], [3, 1], [0, 2], [3, 6]],
  ];
  const moves: Move[] = [
    draw(0, [[2, 3], [3, 3]]), // Ann has no double: she draws until she has one
    p(0, 3, 3), //               3|3
    draw(1, [[4, 4], [5, 4], [5, 5], [1, 5], [4, 3]]), // Ben has no 3: he draws until one fits
    p(1, 4, 3), //               3|4
    p(2, 6, 3), //               6|4
    p(0, 4, 1), //               6|1
    p(1, 1, 0), //               6|0
    p(2, 6, 5), //               5|0
    p(0, 3, 0), //               5|3
    p(1, 5, 5), //               5|3
    p(2, 3, 1), //               5|1
    p(0, 5, 3), //               3|1
    p(1, 5, 1), //               3|5
    p(2, 5, 2), //               3|2
    p(0, 3, 2, 'right'), //      3|3: all seven 3s are down, so nobody can play: blocked at once
  ];

  it('"A blocked round is won by the player with the lowest pip total remaining": Cat with 2 (0-2) against Ann\'s 14 and Ben\'s 39', () => {
    const hand = replayUnder(ID, {}, { by: 'anyone' }, moves, dealt, 3);
    expect([hand.status, hand.stock]).toEqual(['blocked', 6]);
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'blocked', winner: 2, seats: [2], pips: [14, 39, 2], poser: 0 });
  });

  it('"The winner scores the total pip count of their opponents\' unplayed tiles less the pip count of their own tiles": 14 + 39 − 2 = 51, and Cat poses next', () => {
    const r = checkHands(3, [{ moves, dealt: { 0: dealt[0], 1: dealt[1], 2: dealt[2] } }]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands[0]!.score).toEqual({ points: 51, bruk: false, playoffNext: false, notes: ['less-own-pips'] });
    expect(r.value.match).toMatchObject({ score: [0, 0, 51], winner: null, pose: { by: 'seats', seats: [2] } });
  });

  it('without the deal every hand needs what each player held (domino/unsettled for a domino, block/unsettled here), and the pips must be possible', () => {
    const bare = checkHands(3, [{ moves }]);
    expect(bare.ok || bare.error).toMatchObject({ code: 'block/unsettled', hand: 0 });
    const withPips = checkHands(3, [{ moves, pips: { 0: 14, 1: 39, 2: 2 } }]);
    expect(withPips.ok && withPips.value.match.score).toEqual([0, 0, 51]);
    // Cat has one bone left and passed on nothing: 13 pips is more than any bone holds.
    const impossible = checkHands(3, [{ moves, pips: { 0: 14, 1: 39, 2: 13 } }]);
    expect(impossible.ok || impossible.error).toMatchObject({ code: 'pips/impossible', field: 'hands[0].pips.2' });
  });
});

describe('scoring (cuban.txt, Lankford)', () => {
  const won = (seat: number, pips: number[], outcome: 'domino' | 'blocked' = 'blocked', poser = 0) => result({ winner: seat, outcome, seats: [seat], pips, poser });

  it('"less the pip count of their own tiles if any": a winner holding 3 pips against 20 and 11 scores 28', () => {
    const { hands, states } = play(ID, {}, [won(0, [3, 20, 11])], 3);
    expect(hands[0]).toEqual({ points: 28, bruk: false, playoffNext: false, notes: ['less-own-pips'] });
    expect(states[1]!.score).toEqual([28, 0, 0]);
  });

  it('"The winner scores the total pip count of their opponents\' unplayed tiles": a domino (own pips 0) scores them all, four players', () => {
    const { hands, states } = play(ID, {}, [won(3, [9, 0, 17, 0], 'domino')], 4);
    expect(hands[0]).toEqual({ points: 26, bruk: false, playoffNext: false });
    expect(states[1]!.score).toEqual([0, 0, 0, 26]);
  });

  it('"The first player to achieve a cumulative score of 100 or more wins the game" (target)', () => {
    const s = after(ID, {}, [won(1, [40, 0], 'domino'), won(0, [0, 12], 'domino'), won(1, [60, 0], 'domino')], 2);
    expect(s).toMatchObject({ score: [12, 100], winner: 1 });
    expect(after(ID, {}, [won(1, [40, 0], 'domino'), won(1, [59, 0], 'domino')], 2).winner).toBeNull();
    expect(after(ID, { target: 50 }, [won(1, [40, 0], 'domino'), won(1, [10, 0], 'domino')], 2).winner).toBe(1);
    expect(FAMILIES[ID].options.safeParse({ target: 0 }).success).toBe(false);
  });

  it('our reading: the winner of a hand poses the next (with a double); the first hand any seat', () => {
    const { states } = play(ID, {}, [won(2, [10, 8, 1])], 3);
    expect(states[0]!.pose).toEqual({ by: 'anyone' });
    expect(states[1]!.pose).toEqual({ by: 'seats', seats: [2] });
  });

  it('our reading: a block tied for the lowest scores nothing, and a tied player who did not pose the tied hand poses the next', () => {
    const tied = (seats: number[], poser: number) => result({ winner: null, outcome: 'tied', seats, pips: [5, 5, 5, 20], poser });
    const posedByTied = play(ID, {}, [tied([0, 1], 0)], 4);
    expect(posedByTied.hands[0]!.points).toBe(0);
    expect(posedByTied.states[1]!).toMatchObject({ score: [0, 0, 0, 0], pose: { by: 'seats', seats: [1] } });
    // The poser was not tied: either tied player.
    expect(after(ID, {}, [tied([0, 1, 2], 3)], 4).pose).toEqual({ by: 'seats', seats: [0, 1, 2] });
  });
});
