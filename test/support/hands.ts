/**
 * Whole hands scripted move by move, shared by the tests. Each was found by the random generator
 * and then checked by hand; the comments say why each pass is a true pass.
 */
import { boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { replayHand } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';

export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];

const p = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
const pass = (seat: number): Move => ({ seat, pass: true });

/** Replays under the tournament pose; throws on an illegal move (fixtures must be legal). */
export function replay(moves: readonly Move[], dealt?: Bone[][]): Hand {
  const pose = { by: 'holder', bone: [6, 6], forced: true } as const;
  const r = replayHand({ rules: JAMAICAN_PARTNER_HAND, pose, seatNames: NAMES, ...(dealt && { dealt }) }, moves);
  if (!r.ok) throw new Error(`move ${r.error.move}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Bones dealt in set order, seven a seat: Ann holds 6-6 … 6-0, Ben 5-5 … 4-4, and so on. */
export function fixedDeal(): Bone[][] {
  const bones = [...boneSet(6).bones].reverse();
  return [0, 1, 2, 3].map((s) => bones.slice(s * 7, s * 7 + 7).map((b): Bone => [b[0], b[1]]));
}

/**
 * A whole hand ending on the key bone (found by the random generator, checked by hand):
 * Cat dominoes with 5-0 when the ends are 0 and 5, every other 0 and every other 5 being down.
 */
export function keyBoneHand(): { dealt: Bone[][]; moves: Move[]; hand: Hand } {
  const dealt: Bone[][] = [
    [[4, 1], [2, 2], [2, 1], [1, 1], [6, 0], [1, 6], [5, 5]],
    [[3, 0], [6, 2], [1, 0], [4, 3], [6, 5], [4, 0], [3, 3]],
    [[5, 2], [0, 0], [6, 6], [5, 0], [5, 1], [3, 5], [3, 1]],
    [[3, 2], [2, 4], [3, 6], [4, 4], [4, 6], [2, 0], [5, 4]],
  ];
  const moves: Move[] = [
    p(2, 6, 6), // Cat holds the 6-6 and poses it (tournament)
    p(3, 6, 4, 'left'), p(0, 6, 0), p(1, 4, 0, 'left'), p(2, 0, 0, 'left'), p(3, 2, 0, 'left'), p(0, 2, 1),
    p(1, 1, 0, 'right'), p(2, 5, 1, 'left'), p(3, 5, 4), p(0, 1, 1), p(1, 4, 3), p(2, 3, 1, 'left'),
    pass(3), // ends 1|1: Dan holds 3-2, 4-2, 4-4, 6-3, no 1
    p(0, 4, 1, 'left'),
    pass(1), // ends 4|1: Ben holds 3-0, 3-3, 6-2, 6-5
    pass(2), // ends 4|1: Cat holds 5-0, 5-2, 5-3
    p(3, 4, 2), p(0, 6, 1), p(1, 6, 2, 'right'), p(2, 5, 2, 'left'), p(3, 3, 2), p(0, 5, 5), p(1, 6, 5), p(2, 5, 3), p(3, 6, 3),
    pass(0), // ends 3|5: Ann holds only 2-2
    p(1, 3, 0), // ends 0|5: all other 0s and 5s are down, both ends are hard
    p(2, 5, 0, 'left'), // the key bone, Cat's last
  ];
  return { dealt, moves, hand: replay(moves, dealt) };
}

/** A blocked hand: Dan's 4-0 leaves 0 at both ends with every 0 down. */
export function blockedHand(): { dealt: Bone[][]; moves: Move[] } {
  const dealt: Bone[][] = [
    [[2, 0], [3, 3], [6, 3], [6, 1], [0, 0], [2, 3], [0, 5]],
    [[1, 1], [4, 2], [4, 3], [6, 6], [2, 2], [0, 3], [4, 5]],
    [[3, 5], [2, 1], [1, 4], [4, 4], [5, 6], [6, 4], [2, 6]],
    [[6, 0], [0, 4], [0, 1], [5, 2], [5, 5], [3, 1], [1, 5]],
  ];
  const moves: Move[] = [
    p(1, 6, 6), p(2, 6, 5, 'left'), p(3, 5, 5), p(0, 5, 0), p(1, 3, 0), p(2, 5, 3), p(3, 6, 0), p(0, 2, 0), p(1, 2, 2),
    p(2, 6, 2), p(3, 5, 1), p(0, 6, 1, 'right'), p(1, 1, 1), p(2, 4, 1, 'left'), p(3, 1, 0), p(0, 0, 0), p(1, 4, 2),
    p(2, 2, 1), p(3, 3, 1), p(0, 6, 3),
    pass(1), // Ben holds 4-3 and 5-4: the ends are 0 and 6 (after 6-3 on the 3), so he cannot play
    p(2, 6, 4), p(3, 4, 0, 'left'),
  ];
  return { dealt, moves };
}

/** Bones left by seat, with the moves of a hand (found by the random generator, checked by hand). */
export interface RecordedHand {
  readonly moves: Move[];
  readonly left: Bone[][];
}

/**
 * A tied block: Cat poses the 6-6; Ben's 6-4 leaves 6 at both ends with every 6 down. Ann holds
 * 0-0 and 1-1 (2 pips), Ben 2-0 (2), Cat 2-1 (3), Dan 1-0 and 5-5 (11): opponents Ann and Ben tie.
 */
export function tiedHand(): RecordedHand {
  const moves: Move[] = [
    p(2, 6, 6), p(3, 6, 0, 'left'), p(0, 6, 2), p(1, 3, 0), p(2, 2, 2), p(3, 4, 3), p(0, 4, 2, 'right'), p(1, 5, 4, 'left'),
    p(2, 6, 5), p(3, 4, 4), p(0, 4, 1), p(1, 6, 1, 'right'), p(2, 6, 3, 'left'), p(3, 3, 3), p(0, 3, 1), p(1, 5, 1),
    p(2, 5, 2), p(3, 3, 2), p(0, 5, 3), p(1, 5, 0), p(2, 4, 0), pass(3), pass(0), p(1, 6, 4, 'left'),
  ];
  return { moves, left: [[[0, 0], [1, 1]], [[2, 0]], [[2, 1]], [[1, 0], [5, 5]]] };
}

/** A sporting pose: Ann holds the 6-6 and poses 6-4; Ben dominoes with 4-0, Ann still holding the 6-6. */
export function sportingHand(): Move[] {
  return [
    p(0, 6, 4), p(1, 4, 1), p(2, 6, 2), p(3, 5, 1), p(0, 6, 5), p(1, 2, 1), pass(2), p(3, 1, 1),
    p(0, 6, 0), p(1, 1, 0, 'right'), pass(2), p(3, 6, 1, 'left'), p(0, 3, 1), p(1, 3, 3), p(2, 3, 0), p(3, 5, 0),
    p(0, 5, 2), p(1, 2, 2), p(2, 2, 0), p(3, 6, 3), pass(0), p(1, 3, 2), p(2, 0, 0), pass(3),
    p(0, 4, 2), p(1, 4, 0, 'right'),
  ];
}

/**
 * A sporting pose and a block: Dan holds the 6-6 and poses 2-1; Ben's 0-0 leaves 0 at both ends
 * with every 0 down. Ann 3-2 5-2 (12 pips), Ben 4-2 4-3 (13), Cat 5-1 6-1 6-2 (21), Dan 4-4 6-6 (20).
 */
export function sportingBlockedHand(): RecordedHand {
  const moves: Move[] = [
    p(3, 2, 1), p(0, 1, 1), p(1, 3, 1), p(2, 2, 2), p(3, 6, 3), p(0, 2, 0), p(1, 4, 0), p(2, 5, 4),
    p(3, 5, 0), p(0, 1, 0), p(1, 6, 5), p(2, 5, 5), p(3, 5, 3), p(0, 3, 3), p(1, 4, 1), p(2, 6, 4),
    p(3, 3, 0), p(0, 6, 0, 'left'), p(1, 0, 0, 'left'),
  ];
  return { moves, left: [[[3, 2], [5, 2]], [[4, 2], [4, 3]], [[5, 1], [6, 1], [6, 2]], [[4, 4], [6, 6]]] };
}

/**
 * A block after a pass: Ben passes on 4|1, showing no 4 and no 1. Dan's 4-4 leaves 4 at both
 * ends with every 4 down. Ann 1-1 3-3 (8 pips), Ben 0-0 5-0 5-3 (13), Cat 3-1 5-5 (14), Dan 1-0 (1).
 */
export function benPassedHand(): RecordedHand {
  const moves: Move[] = [
    p(3, 6, 6), p(0, 6, 1), p(1, 6, 3), p(2, 2, 1), p(3, 2, 0), p(0, 4, 0), p(1, 3, 2), p(2, 4, 3),
    p(3, 3, 0), p(0, 2, 2), p(1, 6, 0), p(2, 6, 2, 'left'), p(3, 6, 4), p(0, 4, 2), p(1, 6, 5), p(2, 5, 4),
    p(3, 5, 2), p(0, 5, 1), pass(1), p(2, 4, 1, 'right'), p(3, 4, 4, 'left'),
  ];
  return { moves, left: [[[1, 1], [3, 3]], [[0, 0], [5, 0], [5, 3]], [[3, 1], [5, 5]], [[1, 0]]] };
}

/**
 * Partners tied for fewest: Ben's 6-6 pose, Cat's 2-2 blocks with 2 at both ends. Ann 0-0 5-0 5-1
 * 5-5 (21 pips), Ben 1-1 4-4 (10), Cat 4-0 4-3 (11), Dan 1-0 3-0 3-3 (10): Ben and Dan tie.
 */
export function partnersTiedHand(): RecordedHand {
  const moves: Move[] = [
    p(1, 6, 6), p(2, 6, 3, 'left'), p(3, 6, 2), p(0, 2, 0), p(1, 3, 1), p(2, 4, 1), p(3, 6, 0), p(0, 6, 5),
    p(1, 6, 4), p(2, 5, 4), p(3, 4, 2), pass(0), p(1, 6, 1), p(2, 2, 1, 'left'), p(3, 5, 2), p(0, 5, 3),
    p(1, 3, 2, 'right'), p(2, 2, 2, 'left'),
  ];
  return { moves, left: [[[0, 0], [5, 0], [5, 1], [5, 5]], [[1, 1], [4, 4]], [[4, 0], [4, 3]], [[1, 0], [3, 0], [3, 3]]] };
}
