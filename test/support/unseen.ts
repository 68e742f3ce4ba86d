/**
 * The scripted hand of the unseen-draw check (domain/unseen.ts): a two-player draw game without the
 * deal where Ben draws on 4|3, draws 1 bone unseen and plays 4-2 from it; a later 4-1 is a renege.
 * Used by test/domain/unseen-draw.test.ts and the refusal words' sweep (test/renderer/refusal.test.ts).
 */
import { FAMILIES } from '../../domain/families/index.ts';
import { isPlay } from '../../domain/hand.ts';
import type { HandSetup, Move } from '../../domain/hand.ts';
import { endOfPlay, placeOnEnds } from '../../domain/layout.ts';

const family = FAMILIES['jamaican-cut-throat'];
const options = family.options.parse({ twoPlayers: 'draw' });
const rules = family.handRules(options, 2);
export const UNSEEN_SETUP: HandSetup = { rules, pose: family.start(options, rules).pose, seatNames: ['Ann', 'Ben'] };

/** Ann poses 6-6; Ben draws on 4|3 at move 6, 1 bone unseen, and plays 4-2 from it (legal so far). */
export const UNSEEN_BEFORE: readonly Move[] = [
  { seat: 0, bone: [6, 6] },
  { seat: 1, bone: [6, 4] },
  { seat: 0, bone: [4, 3], end: 'right' },
  { seat: 1, bone: [6, 5] },
  { seat: 0, bone: [5, 4] }, // ends 4 and 3
  { seat: 1, draw: 1 }, // move 6: Ben holds no 4 and no 3
  { seat: 1, bone: [4, 2] }, // the bone drawn: ends 2 and 3
  { seat: 0, bone: [3, 1] }, // ends 2 and 1
];


/** The hand played on: Ann dominoes at move 14 with 6-2; Ben, who drew 1 bone unseen, holds 2. */
export const UNSEEN_DOMINO: readonly Move[] = [
  ...UNSEEN_BEFORE,
  { seat: 1, bone: [2, 0] }, // ends 0 and 1
  { seat: 0, bone: [1, 1] },
  { seat: 1, bone: [5, 0] }, // ends 5 and 1
  { seat: 0, bone: [5, 5] },
  { seat: 1, bone: [6, 1] }, // ends 5 and 6
  { seat: 0, bone: [6, 2] }, // Ann's seventh bone: domino
];

/**
 * HendyDom's start (`noDouble: 'highest-bone'`) without the deal: Ann poses 6-4 as the highest
 * bone dealt, Ben draws on 6|5 at move 4, 1 bone unseen, and plays 5-5 from it; a later 2-2 (move
 * 7), which the pose ruled out of his dealt bones too, is refused (test/domain/families/highest-bone.test.ts).
 */
export const UNSEEN_POSED_OPTIONS = { twoPlayers: 'draw', noDouble: 'highest-bone' } as const;
export const UNSEEN_POSED: readonly Move[] = [
  { seat: 0, bone: [6, 4] }, // 6|4
  { seat: 1, bone: [4, 3] }, // 6|3
  { seat: 0, bone: [3, 5] }, // 6|5
  { seat: 1, draw: 1 }, // move 4: nothing Ben holds shows 6 or 5
  { seat: 1, bone: [5, 5] }, // the bone drawn
  { seat: 0, bone: [5, 2] }, // 6|2
];

/** The ends before each move of a line game (null before the pose). */
export function endsBefore(moves: readonly Move[]): ([number, number] | null)[] {
  const out: ([number, number] | null)[] = [];
  let ends: [number, number] | null = null;
  for (const m of moves) {
    out.push(ends);
    if (isPlay(m)) ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
  }
  return out;
}

