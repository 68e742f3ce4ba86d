/**
 * Jamaican French's four arms (jamaican-cut-throat-partner-french.txt: "The next tile played on
 * each of the arms must be the appropriate double"): a pass that shows a seat lacks bones is named
 * by its move in a refusal, as on the two-ended layout (domain/feasible.ts `shownBy`). A pass
 * while an arm waits for its double shows only that the seat lacks that double, not its number:
 * it was once left unnamed, and with it every other lack the same pass showed ("the others have
 * passed on their numbers"). Passes on numbers the arms take were named all along (a sweep of
 * 600 random hands named 54 such passes before this and 59 after).
 */
import { describe, expect, it } from 'vitest';
import { FRENCH_HAND, HOLDER_00 } from '../../domain/families/jamaican-french.ts';
import { applyMove, layoutArms, replayHand } from '../../domain/hand.ts';
import type { Move } from '../../domain/hand.ts';
import { NAMES } from '../support/hands.ts';

/** A hand played without the deal (a random hand of the sweep, seed 469), to Cat's 5-5 at move 18. */
const MOVES: Move[] = [
  { seat: 1, bone: [0, 0] },
  { seat: 2, bone: [3, 0] },
  { seat: 3, bone: [1, 0], end: 'south' },
  { seat: 0, bone: [2, 0] },
  { seat: 1, bone: [4, 0] },
  { seat: 2, bone: [1, 1] },
  { seat: 3, bone: [5, 1] },
  { seat: 0, bone: [3, 3] },
  { seat: 1, bone: [3, 2] },
  { seat: 2, bone: [5, 2], end: 'north' },
  { seat: 3, bone: [5, 4] },
  { seat: 0, bone: [4, 4], end: 'west' },
  { seat: 1, bone: [5, 3] },
  { seat: 2, bone: [4, 3], end: 'north' },
  { seat: 3, bone: [6, 4] },
  // Ann passes at move 16: the arms take 3 (north, south) and 6 (west), and east waits for the 2-2.
  { seat: 0, pass: true },
  { seat: 1, bone: [6, 5] },
  { seat: 2, bone: [5, 5] },
];
const SETUP = { rules: FRENCH_HAND, pose: HOLDER_00, seatNames: NAMES.slice(0, 4) };

describe('a pass on the four arms is named by its move', () => {
  it('Ann\'s pass at move 16, while east waited for the 2-2, is named: "Ann passed on 6, 3 and 2 at move 16"', () => {
    const before = replayHand(SETUP, MOVES.slice(0, 15));
    if (!before.ok) throw new Error(before.error.message);
    expect(before.value.arms).toEqual([
      { centre: 0, open: 3, needsDouble: false },
      { centre: 0, open: 2, needsDouble: true },
      { centre: 0, open: 3, needsDouble: false },
      { centre: 0, open: 6, needsDouble: false },
    ]);
    expect(layoutArms(before.value)[1]!.map((p) => p.bone)).toEqual([[0, 2]]);
    const hand = replayHand(SETUP, MOVES);
    if (!hand.ok) throw new Error(hand.error.message);
    // Dan plays 5-0 at move 19: then the 2-2 (lacked by Ann's pass alone) and the 6s and 3s she
    // lacks are more than Ben, Cat and Dan have room for.
    const r = applyMove(hand.value, { seat: 3, bone: [5, 0] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const reason = r.error.params?.['reason'] as { kind: string; bones: string[]; by: unknown };
    expect(reason.kind).toBe('no-room');
    expect(reason.bones).toContain('2-2');
    expect(reason.by).toEqual({ kind: 'by-pass-at', seat: 'Ann', move: 16, pips: [6, 3, 2] });
    expect(MOVES[15]).toEqual({ seat: 0, pass: true });
    expect(r.error.message).toBe(
      'Dan cannot have played 5-0: 6-6, 6-3, 6-2, 6-1, 6-0, 3-1 and 1 more bone are still out and only Ben, Cat and Dan can hold them (Ann passed on 6, 3 and 2 at move 16), but there is room for only 6 of them.',
    );
  });
});
