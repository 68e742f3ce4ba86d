/**
 * Jamaican French. Every quote is from jamaican-cut-throat-partner-french.txt, "The French Domino
 * Game" (JCTPF): "Four players play this game, each playing for himself (cut throat). The players
 * draw from the boneyard 7 tiles each and the holder of the double zero plays it first. … Four
 * tiles with a blank must be played against the four sides of the [0-0] before any other tiles
 * can be played. This creates a layout with four arms. The next tile played on each of the arms
 * must be the appropriate double, and as soon as the double is in place the arm can be continued
 * using normal matching rules (it is not necessary to wait for all four doubles to be played. The
 * hand is won when an individual finishes the tiles in his hand. Scoring: At the end of each hand
 * the numbers on the tiles in each person's hand are added to his running score. If a double tile
 * is in an individual's hand then his score for that hand is doubled. The game ends when an
 * individual reaches one hundred and declared the loser. The player with the lowest score at that
 * point is the winner."
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { HOLDER_00 } from '../../../domain/families/jamaican-french.ts';
import { applyMove, layoutArms, legalPlays, line, replayHand } from '../../../domain/hand.ts';
import type { Hand, Move } from '../../../domain/hand.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import type { MatchRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { possibleHoldings } from '../../../domain/view.ts';
import { NAMES, after, p, pass, play, replayUnder, result } from '../../support/families.ts';

const ID = 'jamaican-french';
const RULES = FAMILIES[ID].handRules(FAMILIES[ID].options.parse({}), 4);

/** A deal of all 28 bones: Ann holds the 0-0; Dan four blanks. */
const DEAL: Bone[][] = [
  [[0, 0], [1, 1], [2, 2], [6, 5], [6, 4], [3, 1], [5, 2]],
  [[0, 1], [3, 3], [6, 6], [4, 1], [5, 5], [6, 2], [4, 3]],
  [[0, 2], [4, 4], [5, 1], [6, 3], [3, 2], [5, 4], [6, 1]],
  [[0, 3], [0, 4], [0, 5], [0, 6], [2, 1], [4, 2], [5, 3]],
];

/** A play naming its arm. */
const on = (seat: number, a: number, b: number, end: 'north' | 'east' | 'south' | 'west'): Move => ({ seat, bone: [a, b], end });

function refused(moves: readonly Move[], dealt?: Bone[][]) {
  const r = replayHand({ rules: RULES, pose: HOLDER_00, seatNames: NAMES, ...(dealt && { dealt }) }, moves);
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

const replay = (moves: readonly Move[], dealt?: Bone[][]): Hand => replayUnder(ID, {}, HOLDER_00, moves, dealt);

/** The first moves of the scripted hand: the 0-0, three blanks, the passes of those with none, the fourth. */
const OPENING: Move[] = [p(0, 0, 0), p(1, 0, 1), p(2, 0, 2), p(3, 0, 3), pass(0), pass(1), pass(2), p(3, 0, 4)];

describe('Jamaican French (JCTPF, "The French Domino Game")', () => {
  it('"Four players play this game, each playing for himself (cut throat) … 7 tiles each": 4 seats, each its own side, all 28 dealt', () => {
    expect([RULES.seats, RULES.handSize, RULES.teamOf, RULES.rest, RULES.layout]).toEqual([4, 7, [0, 1, 2, 3], 'sleeping', 'four-arm']);
    expect(FAMILIES[ID].seatCounts).toEqual([4]);
    expect(FAMILIES[ID].start(FAMILIES[ID].options.parse({}), RULES).score).toEqual([0, 0, 0, 0]);
  });

  it('"the holder of the double zero plays it first": the 0-0 and nothing else, by its holder, every hand', () => {
    expect(refused([p(1, 0, 1)])).toMatchObject({ code: 'pose/wrong-bone', move: 0 });
    expect(refused([p(1, 0, 0)], DEAL)).toMatchObject({ code: 'pose/not-holder', move: 0 });
    const state = after(ID, {}, [result({ winner: 2, held: [[[6, 6]], [[1, 2]], [], [[3, 4]]] })]);
    expect(state.pose).toEqual({ by: 'holder', bone: [0, 0], forced: true });
  });

  it('"Four tiles with a blank must be played against the four sides of the [0-0] before any other tiles can be played"', () => {
    // Three arms hold a blank: Ann's 1-1 may not go down yet, though the north arm will want it.
    const early = refused([p(0, 0, 0), p(1, 0, 1), p(2, 0, 2), p(3, 0, 3), p(0, 1, 1)]);
    expect(early).toMatchObject({ code: 'play/no-arm', move: 4 });
    expect(early.message).toContain('west wants a blank bone');
    // A pass then proves only that the seat has no blank: Ann passes, Dan lays the fourth blank.
    const hand = replay(OPENING, DEAL);
    expect(hand.arms!.map((a) => [a.open, a.needsDouble])).toEqual([[1, true], [2, true], [3, true], [4, true]]);
    // "This creates a layout with four arms": each arm's bones from the 0-0 out.
    expect(layoutArms(hand).map((arm) => arm.map((b) => b.bone))).toEqual([[[0, 1]], [[0, 2]], [[0, 3]], [[0, 4]]]);
  });

  it('a seat holding a blank cannot pass while an arm is empty (with the deal)', () => {
    expect(refused([p(0, 0, 0), pass(1)], DEAL)).toMatchObject({ code: 'pass/could-play', move: 1 });
  });

  it('"The next tile played on each of the arms must be the appropriate double"', () => {
    // Ann's 3-1 matches the north arm's 1, but the arm wants the 1-1 first.
    expect(refused([...OPENING, p(0, 3, 1)], DEAL)).toMatchObject({ code: 'play/no-arm', move: 8 });
    expect(refused([...OPENING, on(0, 2, 2, 'north')], DEAL)).toMatchObject({ code: 'play/wrong-arm', move: 8 });
    const hand = replay([...OPENING, p(0, 1, 1)], DEAL);
    expect(hand.arms![0]).toEqual({ centre: 0, open: 1, needsDouble: false });
  });

  it('"as soon as the double is in place the arm can be continued using normal matching rules (it is not necessary to wait for all four doubles"', () => {
    // North has its 1-1; east, south and west still wait for theirs when Ben plays on north.
    const hand = replay([...OPENING, p(0, 1, 1), p(1, 4, 1)], DEAL);
    expect(hand.arms!.map((a) => [a.open, a.needsDouble])).toEqual([[4, false], [2, true], [3, true], [4, true]]);
    expect(layoutArms(hand)[0]!.map((b) => b.bone)).toEqual([[0, 1], [1, 1], [1, 4]]);
  });

  it('an open arm takes its number\'s double too ("normal matching rules"): the arm that waited for it stays closed (our reading)', () => {
    const moves = [p(0, 0, 0), p(1, 0, 1), p(2, 0, 2), p(3, 0, 3), p(0, 0, 4), p(1, 1, 1), p(2, 1, 3), on(3, 3, 3, 'north')];
    const hand = replay(moves);
    expect(hand.arms![2]).toEqual({ centre: 0, open: 3, needsDouble: true });
    // Without the deal, Ann (to play) may hold any bone still out: none goes on the south arm.
    const ann = legalPlays(hand, hand.turn!);
    expect(ann.length).toBeGreaterThan(0);
    expect(ann.some((l) => l.end === 'south')).toBe(false);
  });

  it('the arm is named where the bone fits arms that differ, and may be left out where they are alike', () => {
    const moves = [...OPENING, p(0, 1, 1), p(1, 4, 1)];
    // Cat's 4-4 fits north (showing 4) and west (waiting for the 4-4): say which.
    expect(refused([...moves, p(2, 4, 4)], DEAL)).toMatchObject({ code: 'play/arm-required', move: 10 });
    expect(refused([...moves, p(2, 4, 4, 'left')], DEAL)).toMatchObject({ code: 'play/wrong-arm', move: 10 });
    const hand = replay([...moves, on(2, 4, 4, 'west'), p(3, 4, 2)], DEAL);
    // Then north and west both show 4: Dan's 4-2 goes on the first, north, without a name.
    expect(hand.arms!.map((a) => a.open)).toEqual([2, 2, 3, 4]);
    expect(legalPlays(hand, 0).map((l) => `${l.bone.join('-')} ${l.end}`)).toContain('2-2 east');
    // The line through the 0-0: the west arm, the 0-0, the east arm, touching halves matching.
    expect(line(hand).map((b) => b.bone)).toEqual([[4, 4], [4, 0], [0, 0], [0, 2]]);
  });

  it('"left" and "right" mean nothing on the four arms; an arm means nothing on a line', () => {
    expect(refused([p(0, 0, 0), p(1, 0, 1, 'right')])).toMatchObject({ code: 'play/wrong-arm' });
    const partner = FAMILIES['jamaican-partner'];
    const rules = partner.handRules(partner.options.parse({}), 4);
    const r = replayHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES }, [p(0, 6, 6), { seat: 1, bone: [6, 1], end: 'north' }]);
    expect(!r.ok && r.error).toMatchObject({ code: 'play/wrong-end', move: 1 });
  });

  describe('a pass proves the seat holds none of the bones the arms take (the partner game\'s pass)', () => {
    // Without the deal. Cat passes when every arm waits for its double: no 1-1, 2-2, 3-3 or 4-4.
    const moves: Move[] = [p(0, 0, 0), p(1, 0, 1), p(2, 0, 2), p(3, 0, 3), pass(0), p(1, 0, 4), pass(2), p(3, 1, 1), p(0, 2, 2), p(1, 1, 5)];

    it('an arm waiting for its double proves only that double lacking: Cat may play 5-2', () => {
      const hand = replay([...moves, on(2, 5, 2, 'north')]);
      const cat = possibleHoldings(hand, 2).map((b) => b.join('-'));
      expect(cat).not.toContain('3-3');
      expect(cat).not.toContain('4-4');
      expect(cat).toContain('4-3');
      // Ann passed while the arms were filled: no blank bone.
      expect(possibleHoldings(hand, 0).some((b) => b[0] === 0 || b[1] === 0)).toBe(false);
    });

    it('playing the double the seat passed on is a renege, and so is holding it in "left"', () => {
      const hand = replay([...moves, on(2, 5, 2, 'north'), p(3, 2, 6), pass(0), p(1, 6, 6)]);
      // South still wants the 3-3, which Cat showed it lacked.
      const r = applyMove(hand, p(2, 3, 3));
      expect(!r.ok && r.error).toMatchObject({ code: 'play/renege' });
      expect(!r.ok && r.error.message).toContain('Cat passed at move 7');
    });

    it('"left" cannot give Cat the 3-3 it showed it lacked', () => {
      const hand = replay([...moves, on(2, 5, 2, 'north')]);
      // The 19 bones still out, 5, 4, 5 and 5 a seat; settled as if the hand had ended here.
      const left: Bone[][] = [
        [[1, 2], [1, 3], [1, 4], [1, 6], [2, 3]],
        [[0, 5], [0, 6], [2, 4], [2, 6]],
        [[3, 3], [3, 4], [3, 5], [3, 6], [4, 5]],
        [[4, 4], [4, 6], [5, 5], [5, 6], [6, 6]],
      ];
      const r = settleHand({ ...hand, status: 'blocked' }, { left });
      expect(!r.ok && r.error).toMatchObject({ code: 'left/renege' });
      expect(!r.ok && r.error.message).toContain('Cat is listed holding 3-3');
    });
  });

  it('"The hand is won when an individual finishes the tiles in his hand": a domino; every hand needs the bones held ("left"), pips alone cannot say who holds a double', () => {
    const record = exampleRecord();
    const last = record.hands[0]!;
    const noLeft = checkRecord({ ...record, hands: [{ moves: last.moves }] });
    expect(!noLeft.ok && noLeft.error).toMatchObject({ code: 'domino/unsettled', hand: 0 });
    const pipsOnly = checkRecord({ ...record, hands: [{ moves: last.moves, pips: { '0': 8, '1': 0, '2': 8, '3': 3 } }] });
    expect(!pipsOnly.ok && pipsOnly.error).toMatchObject({ code: 'domino/unsettled', hand: 0 });
  });

  it('"the numbers on the tiles in each person\'s hand are added to his running score" (the player who went out adds 0)', () => {
    const { states, hands } = play(ID, {}, [result({ winner: 1, held: [[[6, 5], [3, 1]], [], [[4, 2]], [[2, 1], [5, 3]]] })]);
    expect(states[1]!.score).toEqual([15, 0, 6, 11]);
    expect(hands[0]).toMatchObject({ points: 0, heldScores: [15, 0, 6, 11] });
    expect(hands[0]!.added).toBeUndefined();
  });

  it('"If a double tile is in an individual\'s hand then his score for that hand is doubled" (two doubles: doubled once)', () => {
    const state = after(ID, {}, [result({ winner: 2, held: [[[6, 6], [1, 2]], [[5, 5], [4, 4]], [], [[3, 4]]] })]);
    expect(state.score).toEqual([30, 36, 0, 7]);
  });

  it('"The game ends when an individual reaches one hundred and declared the loser. The player with the lowest score at that point is the winner"', () => {
    // 99 does not end it; reaching 100 or more does, and the lowest score wins.
    const a = result({ winner: 1, held: [[[6, 5], [6, 4], [5, 4], [6, 3], [5, 3], [6, 2]], [], [[1, 0]], [[2, 0]]] });
    // Ann adds 11+10+9+9+8+8 = 55 a hand (no double).
    const b = result({ winner: 3, held: [[[4, 0], [4, 1]], [[3, 1]], [[3, 0]], []] });
    const { states } = play(ID, {}, [a, b]);
    expect(states[1]!.score).toEqual([55, 0, 1, 2]);
    expect(states[2]!.score).toEqual([64, 4, 4, 2]);
    expect(states[2]!.winner).toBeNull();
    const { states: more } = play(ID, {}, [a, b, a]);
    expect(more[3]!.score).toEqual([119, 4, 5, 4]);
    // Ben and Dan tie for the lowest: our reading, the match goes on.
    expect(more[3]!.winner).toBeNull();
    const { states: end, hands } = play(ID, {}, [a, b, a, b]);
    expect(hands[2]!.notes).toEqual(['lowest-tied']);
    expect(end[4]!.score).toEqual([128, 8, 8, 4]);
    expect(end[4]!.winner).toBe(3);
    expect(FAMILIES[ID].score(end[4]!, a, RULES, 4).ok).toBe(false);
    // Exactly 100 reaches it; `target` moves the line.
    const hundred = result({ winner: 1, held: [[[6, 5], [6, 4], [5, 4], [6, 3], [5, 3], [6, 2]], [], [[1, 0]], [[2, 0]]] });
    const at100 = play(ID, { target: 55 }, [hundred]).states[1]!;
    expect([at100.score[0], at100.winner]).toEqual([55, 1]);
  });

  it('the worked example in docs/examples/jamaican-french.json: Dan reaches 50 and loses, Cat wins with 18', () => {
    const r = checkRecord(exampleRecord());
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands.map((h) => h.score.heldScores)).toEqual([[16, 0, 8, 3], [19, 19, 10, 52]]);
    expect(r.value.hands.map((h) => h.result.outcome)).toEqual(['domino', 'blocked']);
    expect(r.value.match).toMatchObject({ score: [35, 19, 18, 55], winner: 2 });
  });
});

function exampleRecord(): MatchRecord {
  const parsed = parseRecord(readFileSync(resolve(import.meta.dirname, '../../../docs/examples/jamaican-french.json'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
