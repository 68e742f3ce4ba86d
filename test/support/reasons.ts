import type { Reason } from '../../domain/reasons.ts';

/**
 * Lankford's Cuban draw game (cuban.txt "drawing extra tiles if necessary"): three bones only Ann
 * and Ben can hold, shown by the bones each drew face up; Ben's seven cut short after six. The
 * engine's English (test/domain/reasons.test.ts) and the screen's Spanish (test/renderer/
 * refusal.test.ts) of the same reason.
 */
export const FACE_UP_NO_ROOM: Reason = {
  kind: 'no-room',
  bones: ['6-6', '5-5', '2-2'],
  count: 3,
  places: ['Ann', 'Ben'],
  room: 2,
  by: {
    kind: 'by-known',
    known: [
      { kind: 'drew-face-up', seat: 'Ann', bones: ['5-5', '2-2'], count: 2, move: 14 },
      { kind: 'drew-face-up', seat: 'Ben', bones: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0'], count: 7, move: 15 },
    ],
  },
};
