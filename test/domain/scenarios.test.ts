/**
 * Precise scenarios the property tests found or might not hit, as plain unit tests.
 * "CJHPR" is caribbean-jamaican-haitian-puerto-rican.txt ("Partner Dominoes").
 */
import { describe, expect, it } from 'vitest';
import { replayHand } from '../../domain/hand.ts';
import type { Move, Pose } from '../../domain/hand.ts';
import { checkRecord, RECORD_FORMAT } from '../../domain/record.ts';
import { HOLDER_FORCED, HOLDER_SPORTING, NAMES, setupOf, someDealExplains } from '../support/arbitraries.ts';

const p = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
const pass = (seat: number): Move => ({ seat, pass: true });

/**
 * Found by the property "a move is refused as impossible exactly when no deal explains the moves"
 * (properties.test.ts), shrunk, with the tournament pose. Ann dominoes with the 2-2 at move 24,
 * but Cat must hold it: Cat passed at move 2 on 6|1 (no 6, no 1) and has 2 bones left; of the 5
 * bones still out before move 24 (2-2, 2-1, 1-1, 1-0, 0-0) only 2-2 and 0-0 show no 1, so Cat holds
 * exactly those two and Ann's last bone cannot be the 2-2.
 */
const IMPOSSIBLE_DOMINO: Move[] = [
  p(0, 6, 6), p(1, 6, 1), pass(2), p(3, 6, 0), p(0, 5, 1), p(1, 6, 5), p(2, 5, 0), p(3, 6, 4), p(0, 5, 5), p(1, 5, 4, 'left'),
  p(2, 4, 4), p(3, 4, 3), p(0, 6, 3), p(1, 6, 2), p(2, 5, 2), p(3, 5, 3), p(0, 4, 2), p(1, 3, 3), p(2, 3, 2, 'left'), p(3, 3, 1),
  p(0, 4, 1), p(1, 4, 0), p(2, 3, 0, 'left'), p(3, 2, 0),
  p(0, 2, 2), // Ann's seventh bone: impossible, Cat holds the 2-2
];

/**
 * The counterexample as fast-check printed it for that property: pose by anyone,
 * choices [0, 33115, 12]. Ann dominoes with the 1-1 at move 24; Ben passed at move 1 on 3|2 and has
 * 2 bones left, and of the bones still out (2-2, 2-1, 2-0, 1-1, 0-0) only 1-1 and 0-0 show no 2 or 3,
 * so Ben holds the 1-1.
 */
const IMPOSSIBLE_DOMINO_FC: Move[] = [
  p(0, 3, 2, 'right'), pass(1), p(2, 6, 3, 'left'), p(3, 6, 6, 'left'), p(0, 6, 5, 'left'), p(1, 5, 5, 'left'), p(2, 6, 2, 'right'),
  p(3, 6, 4, 'right'), p(0, 5, 4, 'left'), p(1, 4, 4, 'right'), p(2, 4, 3, 'right'), p(3, 5, 3, 'right'), p(0, 5, 2, 'right'),
  p(1, 4, 1, 'left'), p(2, 6, 1, 'left'), p(3, 6, 0, 'left'), p(0, 5, 0, 'left'), p(1, 5, 1, 'left'), p(2, 4, 2, 'right'),
  p(3, 4, 0, 'right'), p(0, 3, 1, 'left'), p(1, 1, 0, 'right'), p(2, 3, 3, 'left'), p(3, 3, 0, 'left'),
  p(0, 1, 1, 'right'), // Ann's seventh bone: impossible, Ben holds the 1-1
];

describe('a domino that the passes make impossible (issue 2: "a pass or play that contradicts an earlier pass")', () => {
  // Regression: domain/hand.ts applyPlay used to return the domino before its `infeasible` (Hall)
  // check, so a seat's last bone was never checked against what the passes prove, and the referee
  // accepted these records.
  it.each([
    ['tournament pose', HOLDER_FORCED, IMPOSSIBLE_DOMINO],
    ['pose by anyone (fast-check counterexample)', { by: 'anyone' } as Pose, IMPOSSIBLE_DOMINO_FC],
  ])('the last bone of a seat is refused when another seat must hold it (%s)', (_, pose, moves) => {
    // The independent model agrees: the moves before the domino are possible, the domino is not.
    expect(someDealExplains(moves.slice(0, -1), pose)).toBe(true);
    expect(someDealExplains(moves, pose)).toBe(false);
    expect(replayHand(setupOf(pose), moves.slice(0, -1)).ok).toBe(true);
    const r = replayHand(setupOf(pose), moves);
    expect(r.ok ? 'accepted' : { code: r.error.code, move: r.error.move }).toEqual({ code: 'play/impossible', move: moves.length - 1 });
  });

  it('the referee refuses such a record at that hand and move', () => {
    const r = checkRecord({ format: RECORD_FORMAT, rules: 'jamaican-partner', seats: NAMES, hands: [{ moves: IMPOSSIBLE_DOMINO }] });
    expect(r.ok ? 'valid' : { hand: r.error.hand, move: r.error.move, code: r.error.code }).toEqual({ hand: 0, move: 24, code: 'play/impossible' });
  });
});

describe('sporting pose without the deal', () => {
  // CJHPR "In informal games the holder of the 6-6 is allowed to announce that he is 'sporting'
  // and begin with a different bone": the seat that poses holds the 6-6. Found by the reference
  // model (test/support/arbitraries.ts someDealExplains); regression tests for the engine's
  // inference of it without the deal: a pass by the poser on a 6 while the 6-6 is out, or the
  // 6-6 from another seat, is impossible.
  const passOnSix: Move[] = [p(0, 6, 4), p(1, 6, 3, 'left'), p(2, 5, 4), p(3, 6, 5), pass(0)]; // Ann passes on 3|6
  const sixSixElsewhere: Move[] = [p(0, 5, 5), p(1, 5, 6), p(2, 6, 6)]; // Cat plays the 6-6 Ann holds

  it('no deal explains either record (the reference model)', () => {
    expect(someDealExplains(passOnSix.slice(0, -1), HOLDER_SPORTING)).toBe(true);
    expect(someDealExplains(passOnSix, HOLDER_SPORTING)).toBe(false);
    expect(someDealExplains(sixSixElsewhere.slice(0, -1), HOLDER_SPORTING)).toBe(true);
    expect(someDealExplains(sixSixElsewhere, HOLDER_SPORTING)).toBe(false);
  });

  it('the poser cannot pass on a 6 while the 6-6 is out: it holds it', () => {
    const r = replayHand(setupOf(HOLDER_SPORTING), passOnSix);
    expect(r.ok ? 'accepted' : { code: r.error.code, move: r.error.move }).toEqual({ code: 'pass/contradicts', move: 4 });
  });

  it('another seat cannot play the 6-6 the poser holds', () => {
    const r = replayHand(setupOf(HOLDER_SPORTING), sixSixElsewhere);
    expect(r.ok ? 'accepted' : { code: r.error.code, move: r.error.move }).toEqual({ code: 'play/impossible', move: 2 });
  });

  it('the poser may still pose the 6-6 itself, and then nothing is pinned', () => {
    const moves: Move[] = [p(0, 6, 6), p(1, 6, 5), pass(2), p(3, 6, 4, 'left')];
    expect(someDealExplains(moves, HOLDER_SPORTING)).toBe(true);
    expect(replayHand(setupOf(HOLDER_SPORTING), moves).ok).toBe(true);
  });
});
