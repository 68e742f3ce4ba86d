/**
 * The engine's English for a refusal's reason (domain/reasons.ts): the referee command and the api
 * say these words, so they are pinned here, each case a message the engine gave before its
 * reasons became data (the sweep of test/renderer/refusal.test.ts over random hands of every family).
 */
import { describe, expect, it } from 'vitest';
import { sayReason } from '../../domain/reasons.ts';
import type { Reason } from '../../domain/reasons.ts';
import { FACE_UP_NO_ROOM } from '../support/reasons.ts';

const sporting = { kind: 'sporting', seat: 'Dan', bone: '6-6' } as const;
const drew = { kind: 'drew', seat: 'Ann', bone: '5-0', move: 8 } as const;
const PASSING = { kind: 'by-passing' } as const;
const DRAWING = { kind: 'by-drawing' } as const;
/** One bone more than LISTED_BONES. */
const SEVEN = ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'];

const CASES: [Reason, string][] = [
  [drew, 'Ann drew the 5-0 at move 8, so Ann holds it'],
  [sporting, 'Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6'],
  [{ kind: 'fits', why: drew }, 'Ann drew the 5-0 at move 8, so Ann holds it, which fits'],
  [
    { kind: 'must-hold', bones: ['6-5', '6-4', '6-3', '6-2', '6-1', '6-0'], count: 6, others: ['Ben', 'Cat', 'Dan'], seat: 'Ann', by: PASSING },
    '6-5, 6-4, 6-3, 6-2, 6-1 and 6-0 are still out and Ben, Cat and Dan cannot hold them (the others have passed on their numbers), so Ann must hold them',
  ],
  [
    { kind: 'must-hold', bones: ['6-1'], count: 1, others: ['Ben', 'Cat', 'Dan'], seat: 'Ann', by: PASSING },
    '6-1 is still out and Ben, Cat and Dan cannot hold it (the others have passed on their numbers), so Ann must hold it',
  ],
  [
    { kind: 'no-room', bones: ['4-3', '3-1'], count: 2, places: ['Ann', 'Dan'], room: 1, by: PASSING },
    '4-3 and 3-1 are still out and only Ann and Dan can hold them (the others have passed on their numbers), but there is room for only 1 of them',
  ],
  [
    { kind: 'no-room', bones: ['6-4'], count: 1, places: ['Ann'], room: 0, by: PASSING },
    '6-4 is still out and only Ann can hold it (the others have passed on their numbers), but there is no room for it',
  ],
  [
    { kind: 'no-room', bones: ['6-6', '6-4'], count: 2, places: ['Ann', { kind: 'boneyard' }], room: 1, by: DRAWING },
    '6-6 and 6-4 are still out and only Ann and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 1 of them',
  ],
  [
    { kind: 'no-room', bones: ['5-2', '2-0'], count: 2, places: [{ kind: 'boneyard' }], room: 1, by: { kind: 'by-passing-drawing' } },
    '5-2 and 2-0 are still out and only the boneyard can hold them (the others have passed or drawn on their numbers), but there is room for only 1 of them',
  ],
  [
    { kind: 'no-room', bones: ['9-9'], count: 1, places: [{ kind: 'out-of-play' }], room: 0, by: PASSING },
    '9-9 is still out and only the bones out of play can hold it (the others have passed on their numbers), but there is no room for it',
  ],
  // latin-partnership.txt "every deal must be started with a double": a pose that had to be a
  // double also showed who holds none.
  [
    { kind: 'no-room-pose', bones: ['6-6', '5-5'], count: 2, places: ['Cat'], room: 1, by: PASSING, pose: { kind: 'by-pose', seats: ['Ben', 'Dan'], count: 2 } },
    '6-6 and 5-5 are still out and only Cat can hold them (the others have passed on their numbers, and the pose showed that Ben and Dan hold no double), but there is room for only 1 of them',
  ],
  // A list longer than LISTED_BONES is cut short in words (the reason keeps every bone): the
  // scorekeeper reads it on the table screen mid-hand.
  [
    { kind: 'no-room', bones: SEVEN.slice(0, 6), count: 6, places: ['Ben', { kind: 'boneyard' }], room: 5, by: DRAWING },
    '6-6, 6-5, 6-4, 6-3, 6-2 and 6-1 are still out and only Ben and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 5 of them',
  ],
  [
    { kind: 'no-room', bones: SEVEN, count: 7, places: ['Ben', { kind: 'boneyard' }], room: 6, by: DRAWING },
    '6-6, 6-5, 6-4, 6-3, 6-2, 6-1 and 1 more bone are still out and only Ben and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 6 of them',
  ],
  [
    { kind: 'no-room', bones: [...SEVEN, '5-5'], count: 8, places: ['Ben', { kind: 'boneyard' }], room: 7, by: DRAWING },
    '6-6, 6-5, 6-4, 6-3, 6-2, 6-1 and 2 more bones are still out and only Ben and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 7 of them',
  ],
  [
    { kind: 'must-hold', bones: [...SEVEN, '5-5'], count: 8, others: ['Ben', 'Cat', 'Dan'], seat: 'Ann', by: PASSING },
    '6-6, 6-5, 6-4, 6-3, 6-2, 6-1 and 2 more bones are still out and Ben, Cat and Dan cannot hold them (the others have passed on their numbers), so Ann must hold them',
  ],
  // Two players in a draw game, the boneyard empty: Ben drew on the number.
  [
    { kind: 'must-hold', bones: ['5-2'], count: 1, others: ['Ben'], seat: 'Ann', by: DRAWING },
    '5-2 is still out and Ben cannot hold it (the others have drawn on their numbers), so Ann must hold it',
  ],
  // latin-variants.test.ts: Ben posed 6-5 (Ben and Dan hold no double), Cat passed on 6 and 5.
  [
    { kind: 'must-hold-pose', bones: ['5-5'], count: 1, others: ['Ben', 'Cat', 'Dan'], seat: 'Ann', by: { kind: 'by-pass-at', seat: 'Cat', move: 2, pips: [5] }, pose: { kind: 'by-pose', seats: ['Ben', 'Dan'], count: 2 } },
    '5-5 is still out and Ben, Cat and Dan cannot hold it (Cat passed on 5 at move 2, and the pose showed that Ben and Dan hold no double), so Ann must hold it',
  ],
  // Only the pose showed it, for one seat.
  [
    { kind: 'no-room', bones: ['6-6'], count: 1, places: ['Ann'], room: 0, by: { kind: 'by-pose', seats: ['Dan'], count: 1 } },
    '6-6 is still out and only Ann can hold it (the pose showed that Dan holds no double), but there is no room for it',
  ],
  // The evidence named, as the renege names the pass it contradicts: one pass, one draw.
  [
    { kind: 'no-room', bones: ['6-4', '4-4'], count: 2, places: ['Ann', 'Cat', 'Dan'], room: 1, by: { kind: 'by-pass-at', seat: 'Ben', move: 7, pips: [6, 4] } },
    '6-4 and 4-4 are still out and only Ann, Cat and Dan can hold them (Ben passed on 6 and 4 at move 7), but there is room for only 1 of them',
  ],
  [
    { kind: 'must-hold', bones: ['5-2'], count: 1, others: ['Ben'], seat: 'Ann', by: { kind: 'by-draw-at', seat: 'Ben', move: 9, pips: [5] } },
    '5-2 is still out and Ben cannot hold it (Ben drew on 5 at move 9), so Ann must hold it',
  ],
  // Bones drawn face up: who drew which, at which move (draw-hall.test.ts).
  [
    { kind: 'no-room', bones: ['5-5'], count: 1, places: ['Ann'], room: 0, by: { kind: 'by-known', known: [{ kind: 'drew-face-up', seat: 'Ann', bones: ['5-5'], count: 1, move: 14 }] } },
    '5-5 is still out and only Ann can hold it (Ann drew the 5-5 face up at move 14), but there is no room for it',
  ],
  [
    FACE_UP_NO_ROOM,
    '6-6, 5-5 and 2-2 are still out and only Ann and Ben can hold them (Ann drew the 5-5 and 2-2 face up at move 14 and Ben drew the 6-6, 6-5, 6-4, 6-3, 6-2, 6-1 and 1 more bone face up at move 15), but there is room for only 2 of them',
  ],
  [
    { kind: 'must-hold', bones: ['6-6'], count: 1, others: ['Ann', 'Ben', 'Cat'], seat: 'Dan', by: { kind: 'by-known', known: [sporting] } },
    '6-6 is still out and Ann, Ben and Cat cannot hold it (Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6), so Dan must hold it',
  ],
  [
    {
      kind: 'no-room',
      bones: ['6-4', '4-1'],
      count: 2,
      places: ['Ann', 'Ben'],
      room: 1,
      by: { kind: 'by-moves-known', shown: [PASSING, { kind: 'drew-face-up', seat: 'Ben', bones: ['4-1'], count: 1, move: 1 }] },
    },
    '6-4 and 4-1 are still out and only Ann and Ben can hold them (the others have passed on their numbers and Ben drew the 4-1 face up at move 1), but there is room for only 1 of them',
  ],
  // One pass named beside two draws face up: one list.
  [
    {
      kind: 'must-hold',
      bones: ['3-2', '1-1'],
      count: 2,
      others: ['Ann'],
      seat: 'Ben',
      by: {
        kind: 'by-moves-known',
        shown: [
          { kind: 'by-draw-at', seat: 'Ann', move: 9, pips: [3, 2] },
          { kind: 'drew-face-up', seat: 'Ben', bones: ['1-1'], count: 1, move: 26 },
        ],
      },
    },
    '3-2 and 1-1 are still out and Ann cannot hold them (Ann drew on 3 and 2 at move 9 and Ben drew the 1-1 face up at move 26), so Ben must hold them',
  ],
  [{ kind: 'draw-none', seat: 'Cat' }, 'Cat must draw at least one bone.'],
  [{ kind: 'draw-more', seat: 'Cat', drawn: 99, stock: 3 }, 'Cat cannot draw 99: the boneyard has 3 left.'],
  [{ kind: 'draw-more', seat: 'Ann', drawn: 2, stock: 1 }, 'Ann cannot draw 2: the boneyard has 1 left.'],
  [{ kind: 'drew-before', seat: 'Ben' }, 'Ben drew it just before'],
  [{ kind: 'held', seat: 'Ann' }, 'Ann holds it'],
  [{ kind: 'listed', seat: 'Ann', bone: '6-6', why: sporting }, 'Ann is listed holding 6-6, but Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6.'],
  [{ kind: 'unlisted', bone: '4-3', why: { ...drew, bone: '4-3', move: 23 } }, '4-3 is not listed, but Ann drew the 4-3 at move 23, so Ann holds it.'],
  [{ kind: 'pips-range', seat: 'Cat', count: 2, pips: 28, most: 24 }, 'Cat has 2 bones left, whose pips cannot total 28 (0 to 24).'],
  [
    {
      kind: 'pips-hold',
      seat: 'Ben',
      count: 3,
      pips: 14,
      can: { kind: 'as-given', given: [{ kind: 'seat-pips', seat: 'Ann', pips: 2 }], then: { kind: 'fewest', seat: 'Ben', fewest: 19 } },
      facts: [{ kind: 'passed-on', seat: 'Ben', pips: [1, 4] }],
    },
    "Ben has 3 bones left, whose pips cannot total 14: with Ann's 2 as given, the fewest pips Ben can hold is 19. Ben passed on 1 and 4.",
  ],
  [
    { kind: 'pips-hold', seat: 'Ann', count: 1, pips: 7, can: { kind: 'can-hold', seat: 'Ann', totals: { kind: 'only', pips: 6, count: 6 } }, facts: [sporting] },
    'Ann has 1 bone left, whose pips cannot total 7: Ann can hold only 6 pips. Dan announced sporting and posed another bone as the holder of the 6-6, so Dan holds the 6-6.',
  ],
  [{ kind: 'can-hold', seat: 'Ben', totals: { kind: 'one-of', either: [4, 6, 10, 11] } }, 'Ben can hold 4, 6, 10 or 11 pips'],
  [{ kind: 'can-hold', seat: 'Ben', totals: { kind: 'range-gaps', lo: 0, hi: 10 } }, 'Ben can hold 0 to 10 pips, but not every total between'],
  [{ kind: 'can-hold', seat: 'Ben', totals: { kind: 'range', lo: 4, hi: 7 } }, 'Ben can hold 4 to 7 pips'],
  [{ kind: 'can-hold', seat: 'Ben', totals: { kind: 'no-total' } }, 'Ben can hold no total at all'],
  [{ kind: 'no-sharing' }, 'No sharing of the bones not played gives these totals.'],
  [{ kind: 'no-redeal' }, 'This game has no redeal: a hand cannot be thrown in.'],
  [{ kind: 'posed', hand: 1, count: 1 }, 'Hand 1 has 1 move: only a hand not yet posed can be thrown in.'],
  [{ kind: 'already-redealt', hand: 2 }, 'Hand 2 was already thrown in: only a hand not yet posed can be thrown in.'],
];

describe('the engine says each reason in English, in the words of its messages', () => {
  for (const [reason, words] of CASES) {
    it(`${reason.kind}: "${words}"`, () => expect(sayReason(reason)).toBe(words));
  }
});
