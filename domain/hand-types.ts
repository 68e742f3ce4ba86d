/**
 * The vocabulary of one hand: seats, moves, the pose, the `Hand` value and its error codes.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import type { ArmName, Arms } from './arms.ts';
import type { Bone, BoneSet, Pip } from './bones.ts';
import { err } from './result.ts';
import type { DominoError } from './result.ts';
import type { HandRules } from './rules.ts';

export type Seat = number;
export type End = 'left' | 'right';

export interface PlayMove {
  readonly seat: Seat;
  readonly bone: Bone;
  /**
   * Required only when the bone fits both ends and they differ. In the four-arm layout (French)
   * the arm, required only when the bone fits arms that differ (domain/arms.ts).
   */
  readonly end?: End | ArmName;
}
export interface PassMove {
  readonly seat: Seat;
  readonly pass: true;
}
/**
 * A draw from the boneyard by a seat that cannot play: how many bones (unseen) or which bones
 * (known), in the order drawn.
 */
export interface DrawMove {
  readonly seat: Seat;
  readonly draw: number | readonly Bone[];
}
export type Move = PlayMove | PassMove | DrawMove;

// The three tests below read a field rather than ask `in`: moves come in several shapes (with or
// without an end, from JSON or built in code), and on so many shapes V8's `in` was measured slower
// than a read (bench/run.ts, a pass test on every move of every replay). A move's fields are
// never undefined (record-format.md; strict-json.ts and api/contract.ts check them).
export function isPass(move: Move): move is PassMove {
  return (move as Partial<PassMove>).pass !== undefined;
}

export function isDraw(move: Move): move is DrawMove {
  return (move as Partial<DrawMove>).draw !== undefined;
}

export function isPlay(move: Move): move is PlayMove {
  return (move as Partial<PlayMove>).bone !== undefined;
}

/**
 * Who may pose this hand; the match decides it (see match.ts and domain/families/). `double`
 * (latin-partnership.txt "every deal must be started with a double, unless neither member of the
 * team that is due to start has a double"): the pose must be a double if the posing team holds
 * one; a seat due to pose that holds none leaves it to its partner, who then poses a double.
 */
/**
 * Why a side poses, where it is not the side that won the last hand: the side with points begins a
 * replay (Jamaican Partner); after a tied round the team that posed it (Haitian) or the team that
 * did not (Cuban).
 */
export type TeamPoseWhy = 'won' | 'replay-leader' | 'tie-same-team' | 'tie-other-team';

export type Pose =
  /** The holder of `bone` poses; when `forced` the pose must be that bone (tournament rule). */
  | { readonly by: 'holder'; readonly bone: Bone; readonly forced: boolean }
  /**
   * Any seat of side `team` poses, with any bone: the side that won the last hand, unless `why`
   * says otherwise (a refusal names the rule that chose the side).
   */
  | { readonly by: 'team'; readonly team: number; readonly double?: boolean; readonly why?: TeamPoseWhy }
  /** One of these seats poses, with any bone (a rotation, the last hand's winner). */
  | { readonly by: 'seats'; readonly seats: readonly Seat[]; readonly double?: boolean }
  /** Anyone may pose, with any bone (a hand checked on its own, a game where any seat may begin). */
  | { readonly by: 'anyone' }
  /**
   * The holder of the highest double dealt poses it (cuban.txt: "Some play that the holder of the
   * highest double dealt makes the first play of the first round"). Without the deal any seat may
   * pose, but only a double, and that proves every higher double sleeps.
   *
   * `highestBone` (the draw games' `noDouble: 'highest-bone'`, HendyDom): when nobody was dealt a
   * double, the holder of the highest bone dealt poses it, 6-5 first, then 6-4 … 6-0, 5-4 … (by
   * the higher end, then the lower). Without the deal any seat may pose any bone; the pose proves
   * that no seat was dealt a higher double (or, a bone that is not a double, any double or a
   * higher bone): those bones lay in the boneyard at the deal, and a later draw may bring them in.
   */
  | { readonly by: 'highest-double'; readonly highestBone?: boolean }
  /**
   * `seat` poses with any double he holds; a seat holding none leaves the pose to the next seat in
   * order of play that holds one (Jamaican French `laterPose: "winner-double"`, YaadDominoes'
   * French game; issue 19 item 7). Always a double. Without the deal any seat may pose a double,
   * and that proves the seats from `seat` up to it hold none.
   */
  | { readonly by: 'any-double'; readonly seat: Seat };

export interface HandSetup {
  readonly rules: HandRules;
  readonly pose: Pose;
  /** Names used in messages, one per seat in order of play. */
  readonly seatNames: readonly string[];
  /** The hands as dealt, by seat. Optional: when given, every move is checked against them. */
  readonly dealt?: readonly (readonly Bone[])[];
}

/**
 * 'key-bone': Jamaican (caribbean-jamaican-haitian-puerto-rican.txt); 'dekabes': Haitian
 * (same text, "Dekabès"); 'milo': Milo (latin-partnership.txt, the last bone leaves both ends
 * the same number).
 */
export type Bonus = 'key-bone' | 'dekabes' | 'milo';

export type HandStatus = 'playing' | 'domino' | 'blocked';

export interface Hand {
  readonly setup: HandSetup;
  readonly set: BoneSet;
  readonly moves: readonly Move[];
  /** Open ends [left, right]; null until the pose, and always in the four-arm layout (`arms`). */
  readonly ends: readonly [Pip, Pip] | null;
  /** The four arms round the 0-0 (French, domain/arms.ts); null until the pose, and in a line game. */
  readonly arms: Arms | null;
  /**
   * The seat to play; null once the hand is over, and before the pose (see `setup.pose`) unless the
   * deal names the poser or the poser has begun drawing for a double (`openWithDouble`).
   */
  readonly turn: Seat | null;
  readonly status: HandStatus;
  /** Bonuses earned by the domino (empty otherwise). */
  readonly bonuses: readonly Bonus[];
  /** Bones played by each seat. */
  readonly played: readonly number[];
  /** Bones drawn from the boneyard by each seat (what a seat holds: `held`). */
  readonly drawn: readonly number[];
  /** Bones of the set in play in nobody's hand and not played: sleeping, or in the boneyard. */
  readonly stock: number;
  /** Passes since the last play. */
  readonly passesInRow: number;
  /** By bone id: index of the move that played it, or -1. */
  readonly playedAt: readonly number[];
  /** By seat*(maxPip+1)+pip: index of the pass that showed the seat holds no such pip, or -1. */
  readonly voidAt: readonly number[];
  /** By seat: the pips it has shown it lacks (bits 1 << pip), for the bones whose origin is unknown. */
  readonly voidPips: readonly number[];
  /** By seat: the bones showing those pips, as bits (ids 0–29, and 30–59 as bit id - LO_BITS: bones.ts). */
  readonly voidLo: readonly number[];
  readonly voidHi: readonly number[];
  /** By bone id: the seat it was dealt (or drew it, known), or -1; null when the deal is not given. */
  readonly dealtTo: Int8Array | null;
  /**
   * Without the deal, bones known to be in a seat's hand, by id (-1 for none): the 6-6 under a
   * sporting pose, bones drawn face known. Null when none is known.
   */
  readonly known: Int8Array | null;
  /** By bone id: 1 when the bone is in the set in play (the 0-0 is taken out for three players). */
  readonly inPlay: Uint8Array;
  /** The bones of the set in play not yet played, as bits: ids 0–29, and 30–59 (bit id - LO_BITS: bones.ts). */
  readonly outLo: number;
  readonly outHi: number;
  /**
   * How far Hall's test of this hand was from failing, as its one-pass form measured it
   * (feasible.ts `plainlyFits`: the fewest bones out a constrained seat can hold, less the room of
   * all of them; with bones known, over the bones not known: `knownFits`), or a lower bound of
   * that; 0 when not measured. A play changes it by at most one, so while it is 1 or more the next
   * play is known to pass without running the test (hand.ts `applyPlay`). Not a fact of the hand:
   * a cache of the check.
   */
  readonly fitSlack: number;
  /**
   * How many bones the seats have drawn unseen (`"draw": 3`) so far. Where none, no seat holds a
   * bone that came after what it showed, so the exact check by batches (domain/unseen.ts) has
   * nothing to add to Hall's test and is not run.
   */
  readonly unseenDrawn: number;
}

export type HandErrorCode =
  | 'hand/over'
  | 'seat/unknown'
  | 'bone/not-in-set'
  | 'bone/already-played'
  | 'bone/not-dealt'
  | 'turn/out-of-turn'
  | 'turn/seat-out'
  | 'pose/pass'
  | 'pose/wrong-bone'
  | 'pose/not-holder'
  | 'pose/wrong-team'
  | 'pose/wrong-seat'
  | 'pose/double-required'
  | 'pose/not-double'
  | 'pose/no-double'
  | 'play/no-match'
  | 'play/wrong-end'
  | 'play/end-required'
  | 'play/renege'
  | 'play/no-arm'
  | 'play/wrong-arm'
  | 'play/arm-required'
  | 'play/impossible'
  | 'pass/could-play'
  | 'pass/contradicts'
  | 'pass/must-draw'
  | 'draw/no-boneyard'
  | 'draw/before-pose'
  | 'draw/too-many'
  | 'draw/could-play'
  | 'draw/contradicts'
  | 'draw/unseen'
  | 'draw/not-in-boneyard'
  | 'draw/kept-drawing'
  | 'draw/holds-double'
  | 'draw/past-double'
  | 'dealt/wrong-seats'
  | 'dealt/wrong-count'
  | 'dealt/not-in-set'
  | 'dealt/duplicate'
  | 'setup/seat-names';

export type HandError = DominoError<HandErrorCode>;

export const fail = err<HandErrorCode>;

export function seatName(hand: Hand, seat: Seat): string {
  return hand.setup.seatNames[seat] ?? `seat ${seat}`;
}

export function moveNo(index: number): string {
  return `move ${index + 1}`;
}

export function playError(code: HandErrorCode, message: string, params: Readonly<Record<string, string | number>>): HandError {
  return { code, message, params };
}
