/**
 * Three minimal records of issue 20 (a bone drawn face up after a pass-proof is not a renege), each
 * one hand with the deal and the bones left: a seat draws on a number, later draws face up a bone
 * showing that number that does not fit then, and still holds it at the end. Used by the domain
 * test (test/domain/drawn-later.test.ts) and the service test (test/api/drawn-later.test.ts).
 */
import type { Bone } from '../../domain/bones.ts';
import type { MatchRecord } from '../../domain/record.ts';

export type Pair = [number, number];
export const bones = (...pairs: Pair[]): Bone[] => pairs;

/**
 * Chiva for three, the first hand: Ben draws on 2|5 at move 11 (6-1, then 5-5, which he plays),
 * so he then holds no 2 and no 5; at move 15, on 5|5, he draws 6-2 (no fit) and 6-5 (plays it).
 * Ann dominoes at move 18 and Ben still holds 6-2: it came after what move 11 proved.
 */
export const CHIVA: MatchRecord = {
  format: 'dominoes-match/1',
  rules: 'chiva',
  seats: ['Ann', 'Ben', 'Cat'],
  hands: [
    {
      moves: [
        { seat: 0, bone: [6, 6] },
        { seat: 1, bone: [6, 4] },
        { seat: 2, bone: [4, 0] },
        { seat: 0, bone: [5, 0] },
        { seat: 1, bone: [6, 0] },
        { seat: 2, bone: [5, 2] },
        { seat: 0, bone: [3, 0] },
        { seat: 1, bone: [3, 2], end: 'left' },
        { seat: 2, bone: [2, 1] },
        { seat: 0, bone: [5, 1] },
        { seat: 1, draw: bones([6, 1], [5, 5]) }, // move 11, on 2|5: Ben has no 2, no 5
        { seat: 1, bone: [5, 5] },
        { seat: 2, bone: [4, 2] },
        { seat: 0, bone: [5, 4], end: 'left' },
        { seat: 1, draw: bones([6, 2], [6, 5]) }, // move 15, on 5|5: 6-2 does not fit, 6-5 does
        { seat: 1, bone: [6, 5] },
        { seat: 2, bone: [6, 3] },
        { seat: 0, bone: [5, 3], end: 'right' }, // Ann's last bone: domino
      ],
      dealt: {
        '0': bones([3, 5], [3, 0], [5, 1], [0, 0], [0, 5], [5, 4], [6, 6]),
        '1': bones([1, 1], [6, 0], [3, 2], [4, 6], [3, 4], [3, 3], [0, 1]),
        '2': bones([1, 4], [2, 1], [0, 4], [2, 4], [2, 5], [2, 2], [3, 6]),
      },
      left: { '0': bones([0, 0]), '1': bones([1, 0], [1, 1], [3, 3], [4, 3], [6, 1], [6, 2]), '2': bones([2, 2], [4, 1]) },
    },
  ],
};

/**
 * The Haitian game for two with a boneyard (`haitian-individual`, its default `twoPlayers:
 * "draw"`): Ann draws 5-3 on 5|1 at move 6 (no 5, no 1 then); at move 11, on 2|1, she draws 5-4
 * and 4-3 (neither fits) and 2-4, which she plays. Ben dominoes; Ann still holds 5-4.
 */
export const HAITIAN: MatchRecord = {
  format: 'dominoes-match/1',
  rules: 'haitian-individual',
  seats: ['Ann', 'Ben'],
  hands: [
    {
      moves: [
        { seat: 1, bone: [6, 6] },
        { seat: 0, bone: [6, 2] },
        { seat: 1, bone: [2, 1] },
        { seat: 0, bone: [1, 1] },
        { seat: 1, bone: [6, 5] },
        { seat: 0, draw: bones([5, 3]) }, // move 6, on 5|1: Ann has no 5, no 1
        { seat: 0, bone: [5, 3] },
        { seat: 1, bone: [3, 3] },
        { seat: 0, bone: [3, 0] },
        { seat: 1, bone: [2, 0] },
        { seat: 0, draw: bones([5, 4], [4, 3], [2, 4]) }, // move 11, on 2|1: 5-4 comes now
        { seat: 0, bone: [4, 2] },
        { seat: 1, bone: [1, 0] },
        { seat: 0, bone: [4, 3] },
        { seat: 1, bone: [5, 0] }, // Ben's last bone: domino
      ],
      dealt: {
        '0': bones([3, 0], [3, 6], [4, 4], [6, 2], [1, 1], [0, 4], [4, 6]),
        '1': bones([5, 6], [0, 5], [3, 3], [6, 6], [1, 2], [0, 2], [1, 0]),
      },
      left: { '0': bones([4, 0], [4, 4], [5, 4], [6, 3], [6, 4]), '1': [] },
    },
  ],
};

/**
 * Lankford's Cuban draw game for two (`cuban-draw`): Ben poses 0-0; Ann draws 0-5 on 0|0 at move 2
 * (no 0 then) and plays it; at move 13, on 6|1, she draws 3-0, 2-2 and 3-3 (none fits) and 4-1,
 * which she plays. Ben dominoes; Ann still holds 3-0. The game scores pips, so every hand gives
 * what the seats held.
 */
export const LANKFORD: MatchRecord = {
  format: 'dominoes-match/1',
  rules: 'cuban-draw',
  seats: ['Ann', 'Ben'],
  hands: [
    {
      moves: [
        { seat: 1, bone: [0, 0] },
        { seat: 0, draw: bones([0, 5]) }, // move 2, on 0|0: Ann has no 0
        { seat: 0, bone: [5, 0], end: 'left' },
        { seat: 1, bone: [5, 3] },
        { seat: 0, bone: [3, 1] },
        { seat: 1, bone: [1, 1] },
        { seat: 0, bone: [5, 1] },
        { seat: 1, bone: [1, 0] },
        { seat: 0, bone: [5, 4] },
        { seat: 1, bone: [4, 2] },
        { seat: 0, bone: [3, 2] },
        { seat: 1, bone: [6, 3] },
        { seat: 0, draw: bones([3, 0], [2, 2], [3, 3], [4, 1]) }, // move 13, on 6|1: 3-0 comes now
        { seat: 0, bone: [4, 1] },
        { seat: 1, bone: [6, 2] }, // Ben's last bone: domino
      ],
      dealt: {
        '0': bones([5, 4], [4, 4], [5, 5], [3, 4], [2, 3], [5, 1], [3, 1]),
        '1': bones([3, 5], [0, 0], [1, 1], [6, 3], [0, 1], [2, 6], [4, 2]),
      },
      left: { '0': bones([2, 2], [3, 0], [3, 3], [4, 3], [4, 4], [5, 5]), '1': [] },
    },
  ],
};
