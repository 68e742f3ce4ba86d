/**
 * One hand, as a log of moves replayed against the rules.
 *
 * A `Hand` is an immutable value. `applyMove` checks one move and returns the next `Hand` or a
 * typed error naming the move; it never mutates its input. Everything a referee wants to know
 * (the ends, who is to play, who played what, what each seat has shown it does not hold, how the
 * hand ended) is derived from the moves.
 *
 * Rule texts are cited by file name in ../shared/rules/.
 */
import { ARM_NAMES, EMPTY_ARMS, acceptedBits, armIndex, armLines, armWords, armsEnds, armsFacts, armsWords, defaultArmOf, fittingArmBits, fittingArms, placeOnArm, replayArms, voidPipBits } from './arms.ts';
import type { ArmName, Arms } from './arms.ts';
import { boneBits, boneId, boneSet, isDouble, isInSet, showBone } from './bones.ts';
import type { Bone, BoneId, BoneSet, MaxPip, Pip } from './bones.ts';
import { sayReason } from './reasons.ts';
import type { CannotPlayReason, DrawCountReason, InfeasibleReason, KnownReason, NotInBoneyardReason, RenegeReason } from './reasons.ts';
import { err, joinAnd, joinOr, ok } from './result.ts';
import type { DominoError, Result } from './result.ts';
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

export function isPass(move: Move): move is PassMove {
  return 'pass' in move;
}

export function isDraw(move: Move): move is DrawMove {
  return 'draw' in move;
}

export function isPlay(move: Move): move is PlayMove {
  return 'bone' in move;
}

/**
 * Who may pose this hand; the match decides it (see match.ts and domain/families/). `double`
 * (latin-partnership.txt "every deal must be started with a double, unless neither member of the
 * team that is due to start has a double"): the pose must be a double if the posing team holds
 * one; a seat due to pose that holds none leaves it to its partner, who then poses a double.
 */
export type Pose =
  /** The holder of `bone` poses; when `forced` the pose must be that bone (tournament rule). */
  | { readonly by: 'holder'; readonly bone: Bone; readonly forced: boolean }
  /** Any seat of side `team` poses, with any bone (the side that won the last hand). */
  | { readonly by: 'team'; readonly team: number; readonly double?: boolean }
  /** One of these seats poses, with any bone (a rotation, the last hand's winner). */
  | { readonly by: 'seats'; readonly seats: readonly Seat[]; readonly double?: boolean }
  /** Anyone may pose, with any bone (a hand checked on its own, a game where any seat may begin). */
  | { readonly by: 'anyone' }
  /**
   * The holder of the highest double dealt poses it (cuban.txt: "Some play that the holder of the
   * highest double dealt makes the first play of the first round"). Without the deal any seat may
   * pose, but only a double, and that proves every higher double sleeps.
   */
  | { readonly by: 'highest-double' };

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
  /** By seat: the bones showing those pips, as bits (ids 0–31, and 32–63 as bit id - 32). */
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
  /** The bones of the set in play not yet played, as bits: ids 0–31, and 32–63 (bit id - 32). */
  readonly outLo: number;
  readonly outHi: number;
}

export type HandErrorCode =
  | 'hand/over'
  | 'seat/unknown'
  | 'bone/not-in-set'
  | 'bone/already-played'
  | 'bone/not-dealt'
  | 'turn/out-of-turn'
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

const fail = err<HandErrorCode>;

/**
 * By rules: which bones of the set are in play, by id (1) or taken out (0), and as bits; and the
 * arrays of a hand before its first move. Built once per preset.
 */
interface InPlay {
  readonly byId: Uint8Array;
  readonly lo: number;
  readonly hi: number;
  /**
   * Shared by every new hand (a hand's arrays are never changed in place: `applyMove` copies what
   * it changes and `replayMoves` works on its own copies), so starting a hand allocates none.
   */
  readonly bySeat: readonly number[];
  readonly byBone: readonly number[];
  readonly bySeatPip: readonly number[];
  /**
   * The rules' numbers every move reads. Each family's rules object has its own shape, so reading
   * them from the rules makes those reads slow once several families have run in one process (the
   * bench, a server); read here they come from one shape.
   */
  readonly seats: number;
  readonly handSize: number;
  readonly maxPip: MaxPip;
  readonly fourArm: boolean;
  readonly boneyard: boolean;
}
const inPlayCache = new WeakMap<HandRules, InPlay>();

/** The last rules asked about, in front of the WeakMap: a match asks about the same rules per bone. */
let lastRules: HandRules | null = null;
let lastInPlay: InPlay | null = null;

function inPlayOf(rules: HandRules): InPlay {
  if (rules === lastRules) return lastInPlay!;
  const found = inPlayOfRules(rules);
  lastRules = rules;
  lastInPlay = found;
  return found;
}

function inPlayOfRules(rules: HandRules): InPlay {
  const cached = inPlayCache.get(rules);
  if (cached) return cached;
  const byId = new Uint8Array(boneSet(rules.maxPip).bones.length).fill(1);
  for (const bone of rules.removed) byId[boneId(bone[0], bone[1])] = 0;
  const out = {
    byId,
    lo: inPlayBits(byId, 0),
    hi: inPlayBits(byId, 32),
    bySeat: filled(rules.seats, 0),
    byBone: filled(byId.length, -1),
    bySeatPip: filled(rules.seats * (rules.maxPip + 1), -1),
    seats: rules.seats,
    handSize: rules.handSize,
    maxPip: rules.maxPip,
    fourArm: rules.layout === 'four-arm',
    boneyard: rules.rest === 'boneyard',
  };
  inPlayCache.set(rules, out);
  return out;
}

/** How many bones of the set are in play: 28, 27 without the 0-0, 55. */
export function bonesInPlay(rules: HandRules): number {
  return boneSet(rules.maxPip).bones.length - rules.removed.length;
}

/** Every bone in play is in someone's hand: 4 × 7 of a double-six, 3 × 9 without the 0-0, 2 × 14. */
export function allBonesDealt(rules: HandRules): boolean {
  return rules.seats * rules.handSize === bonesInPlay(rules);
}

export function teamOf(rules: HandRules, seat: Seat): number {
  return rules.teamOf[seat]!;
}

/** The bone is in the set in play for these rules. */
export function inSetInPlay(rules: HandRules, bone: Bone): boolean {
  return isInSet(bone, rules.maxPip) && inPlayOf(rules).byId[boneId(bone[0], bone[1])] === 1;
}

function notInSet(rules: HandRules, bone: Bone): string {
  if (isInSet(bone, rules.maxPip)) return `${showBone(bone)} is taken out of the set in this game.`;
  return `${showBone(bone)} is not a bone of the double-${rules.maxPip} set.`;
}

/** Starts a hand: checks the setup (names, and the deal when given). */
export function startHand(setup: HandSetup): Result<Hand, HandError> {
  const { rules } = setup;
  const set = boneSet(rules.maxPip);
  const inPlay = inPlayOf(rules);
  if (setup.seatNames.length !== rules.seats) {
    return fail('setup/seat-names', `This game has ${rules.seats} seats but ${setup.seatNames.length} names were given.`);
  }
  let dealtTo: Int8Array | null = null;
  if (setup.dealt) {
    const dealt = setup.dealt;
    if (dealt.length !== rules.seats) {
      return fail('dealt/wrong-seats', `The deal lists ${dealt.length} seats; this game has ${rules.seats}.`, { listed: dealt.length, seats: rules.seats });
    }
    dealtTo = new Int8Array(set.bones.length).fill(-1);
    for (let seat = 0; seat < rules.seats; seat++) {
      const name = setup.seatNames[seat]!;
      const bones = dealt[seat]!;
      if (bones.length !== rules.handSize) {
        return fail('dealt/wrong-count', `${name} was dealt ${bones.length} bones; each seat gets ${rules.handSize}.`, {
          seat: name,
          listed: bones.length,
          size: rules.handSize,
        });
      }
      for (const bone of bones) {
        if (!inSetInPlay(rules, bone)) {
          return fail('dealt/not-in-set', `${name}'s deal has ${showBone(bone)}: ${notInSet(rules, bone)}`, { seat: name, bone: showBone(bone) });
        }
        const id = boneId(bone[0], bone[1]);
        const holder = dealtTo[id]!;
        if (holder >= 0) {
          const who = holder === seat ? `twice to ${name}` : `to both ${setup.seatNames[holder]!} and ${name}`;
          return fail('dealt/duplicate', `${showBone(bone)} is dealt ${who}.`, { bone: showBone(bone) });
        }
        dealtTo[id] = seat;
      }
    }
  }
  const holderSeat = !dealtTo
    ? -1
    : setup.pose.by === 'holder'
      ? dealtTo[boneId(setup.pose.bone[0], setup.pose.bone[1])]!
      : setup.pose.by === 'highest-double'
        ? highestDoubleDealt(dealtTo, rules).seat
        : -1;
  return ok({
    setup,
    set,
    moves: [],
    ends: null,
    arms: null,
    turn: holderSeat >= 0 ? holderSeat : null,
    status: 'playing',
    bonuses: [],
    played: inPlay.bySeat,
    drawn: inPlay.bySeat,
    stock: bonesInPlay(rules) - rules.seats * rules.handSize,
    passesInRow: 0,
    playedAt: inPlay.byBone,
    voidAt: inPlay.bySeatPip,
    voidPips: inPlay.bySeat,
    voidLo: inPlay.bySeat,
    voidHi: inPlay.bySeat,
    dealtTo,
    known: null,
    inPlay: inPlay.byId,
    outLo: inPlay.lo,
    outHi: inPlay.hi,
  });
}

/**
 * `n` times `value`, as a packed array: `new Array(n).fill(…)` makes a holey one, which every
 * later read (and every copy a move makes) pays for.
 */
function filled(n: number, value: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/** The highest double in a hand, and its holder: { seat: -1 } when nobody was dealt a double. */
function highestDoubleDealt(dealtTo: Int8Array, rules: HandRules): { seat: Seat; pip: Pip } {
  for (let pip = rules.maxPip; pip >= 0; pip--) {
    const seat = dealtTo[boneId(pip, pip)]!;
    if (seat >= 0) return { seat, pip };
  }
  return { seat: -1, pip: 0 };
}

/** The bits of the bones in play among ids base … base+31. */
function inPlayBits(inPlay: Uint8Array, base: number): number {
  let bits = 0;
  for (let id = base; id < inPlay.length && id < base + 32; id++) if (inPlay[id] === 1) bits |= 1 << (id - base);
  return bits;
}

/** The bones a seat holds now: dealt, plus drawn, less played. */
export function held(hand: Hand, seat: Seat): number {
  return inPlayOf(hand.setup.rules).handSize + hand.drawn[seat]! - hand.played[seat]!;
}

/** `held` for every seat. */
export function heldBySeat(hand: Hand): number[] {
  return hand.played.map((_, s) => held(hand, s));
}

/** Bones of the set in play not yet on the layout, by id. */
export function unplayedBones(hand: Hand): BoneId[] {
  const out: BoneId[] = [];
  for (let id = 0; id < hand.playedAt.length; id++) if (hand.playedAt[id]! < 0 && hand.inPlay[id] === 1) out.push(id);
  return out;
}

/** The bones a seat has played, in the order it played them. */
export function bonesPlayedBy(hand: Hand, seat: Seat): Bone[] {
  const out: Bone[] = [];
  for (const move of hand.moves) if (move.seat === seat && isPlay(move)) out.push(move.bone);
  return out;
}

/** Pips the seat has shown, by passing, that it does not hold (among the bones of unknown origin). */
export function shownVoid(hand: Hand, seat: Seat): Pip[] {
  const width = hand.set.maxPip + 1;
  const out: Pip[] = [];
  for (let pip = 0; pip < width; pip++) if (hand.voidAt[seat * width + pip]! >= 0) out.push(pip);
  return out;
}

/**
 * The seat known to hold a bone without the deal (sporting pose, a known draw), or -1; or
 * `rules.seats` (the stock) for a bone known to be in nobody's hand (a double higher than the one
 * posed under the highest-double start).
 */
export function knownHolder(hand: Hand, id: BoneId): Seat {
  return hand.known ? hand.known[id]! : -1;
}

/** The bones a seat still holds, when the deal is known; null otherwise. */
export function holding(hand: Hand, seat: Seat): Bone[] | null {
  if (!hand.dealtTo) return null;
  const out: Bone[] = [];
  for (let id = 0; id < hand.dealtTo.length; id++) {
    if (hand.dealtTo[id] === seat && hand.playedAt[id]! < 0) out.push(hand.set.bones[id]!);
  }
  return out;
}

export interface LegalPlay {
  readonly bone: Bone;
  readonly end: End | ArmName;
}

/**
 * What `seat` may play now: exactly the plays `applyMove` accepts. With the deal known, its
 * playable bones; without it, every unplayed bone that fits and that the moves so far allow it to
 * hold. Before the pose, only the bone(s) the pose allows.
 */
export function legalPlays(hand: Hand, seat: Seat): LegalPlay[] {
  if (hand.status !== 'playing') return [];
  if (hand.turn !== null && seat !== hand.turn) return [];
  const out: LegalPlay[] = [];
  // Highest bone first, as people list them. With the deal known, only the seat's own bones.
  for (let id = hand.playedAt.length - 1; id >= 0; id--) {
    if (hand.playedAt[id]! >= 0 || hand.inPlay[id] === 0) continue;
    if (hand.dealtTo !== null && hand.dealtTo[id] !== seat) continue;
    const bone = hand.set.bones[id]!;
    const move = { seat, bone };
    if (typeof checkPlay(hand, move, id, true) !== 'string') continue;
    for (const end of hand.arms ? fittingArms(hand.arms, bone).map((i) => ARM_NAMES[i]!) : fittingEnds(hand, bone)) {
      // Without the deal, what the moves prove (Hall's condition, bones known elsewhere) is only
      // found by playing the move; with the deal, checkPlay is already exact.
      if (hand.dealtTo === null && !applyMove(hand, { seat, bone, end }).ok) continue;
      out.push({ bone, end });
    }
  }
  return out;
}

function fittingEnds(hand: Hand, bone: Bone): End[] {
  if (!hand.ends) return ['right'];
  const [l, r] = hand.ends;
  const fitsL = bone[0] === l || bone[1] === l;
  const fitsR = bone[0] === r || bone[1] === r;
  if (fitsL && fitsR) return l === r ? ['right', 'left'] : ['left', 'right'];
  if (fitsL) return ['left'];
  if (fitsR) return ['right'];
  return [];
}

/** Applies one move: the next hand, or why the move is wrong. Never mutates `hand`. */
export function applyMove(hand: Hand, move: Move): Result<Hand, HandError> {
  return applyMoveTo(hand, move, false);
}

/**
 * `applyMove`; with `own`, the arrays of `hand` that the move changes are changed in place and
 * shared with the next hand instead of copied. Only `replayMoves` passes `own`, on a state no one
 * else can see and that it drops once the move is applied (see there).
 */
function applyMoveTo(hand: Hand, move: Move, own: boolean): Result<Hand, HandError> {
  if (isPass(move)) return applyPass(hand, move, own);
  if (isDraw(move)) return applyDraw(hand, move, own);
  return applyPlay(hand, move, own);
}

/**
 * An array of a hand to change for the next one: a copy, or with `own` (see `applyMoveTo`) the
 * array itself.
 */
function writable<T>(items: readonly T[], own: boolean): T[] {
  return own ? (items as T[]) : items.slice();
}

function seatName(hand: Hand, seat: Seat): string {
  return hand.setup.seatNames[seat] ?? `seat ${seat}`;
}

function moveNo(index: number): string {
  return `move ${index + 1}`;
}

/** Checks shared by plays, passes and draws: the hand is on, the seat exists and it is its turn. */
function checkTurn(hand: Hand, seat: Seat): HandError | null {
  const { rules } = hand.setup;
  if (hand.status !== 'playing') {
    const last = hand.moves.length;
    if (hand.status === 'domino') {
      const winner = (hand.moves[last - 1] as PlayMove).seat;
      return {
        code: 'hand/over',
        message: `The hand is over: ${seatName(hand, winner)} played the last bone at ${moveNo(last - 1)} (domino).`,
        params: { move: last },
      };
    }
    return { code: 'hand/over', message: `The hand is over: it was blocked after ${moveNo(last - 1)}.`, params: { move: last } };
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= inPlayOf(rules).seats) {
    return { code: 'seat/unknown', message: `There is no seat ${seat}: seats are 0 to ${rules.seats - 1}.` };
  }
  // Before the pose only a seat that has drawn to find its double (`openWithDouble`) holds the turn.
  if (hand.turn !== null && seat !== hand.turn && (hand.ends !== null || hand.arms !== null || hand.moves.length > 0)) {
    return {
      code: 'turn/out-of-turn',
      message: `It is ${seatName(hand, hand.turn)}'s turn, not ${seatName(hand, seat)}'s.`,
      params: { turn: seatName(hand, hand.turn), seat: seatName(hand, seat) },
    };
  }
  return null;
}

function checkPose(hand: Hand, seat: Seat, bone: Bone, id: BoneId): HandError | null {
  const wrong = whoPoses(hand, seat, bone, id);
  if (wrong) return wrong;
  // cuban.txt (Lankford): "The first player must begin with a double"; the highest-double start
  // poses a double too.
  if ((hand.setup.rules.openWithDouble === true || hand.setup.pose.by === 'highest-double') && !isDouble(bone)) {
    return {
      code: 'pose/not-double',
      message: `This hand must be posed with a double; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
      params: { seat: seatName(hand, seat), bone: showBone(bone) },
    };
  }
  return null;
}

/**
 * cuban.txt: "Some play that the holder of the highest double dealt makes the first play of the
 * first round. If nobody holds a double, players turn in their hands and it is redealt." Our
 * reading: he poses that double (as the partner game's 6-6 holder poses it). Only the deal shows
 * who holds it; without the deal the pose must be a double (checked by the caller).
 */
function highestDoubleError(hand: Hand, seat: Seat, bone: Bone | null): HandError | null {
  if (!hand.dealtTo) return null;
  const { seat: holder, pip } = highestDoubleDealt(hand.dealtTo, hand.setup.rules);
  if (holder < 0) {
    return {
      code: 'pose/no-double',
      message: 'Nobody was dealt a double, so nobody can begin: the hands are turned in and dealt again (record the hand as a redeal).',
      params: { seat: seatName(hand, seat) },
    };
  }
  const highest = showBone([pip, pip]);
  if (holder !== seat) {
    return {
      code: 'pose/not-holder',
      message: `The holder of the highest double dealt, the ${highest}, poses this hand: ${seatName(hand, holder)}, not ${seatName(hand, seat)}.`,
      params: { pose: highest, holder: seatName(hand, holder), seat: seatName(hand, seat) },
    };
  }
  if (bone && (bone[0] !== pip || bone[1] !== pip)) {
    return {
      code: 'pose/wrong-bone',
      message: `This hand must be posed with the highest double dealt, the ${highest}; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
      params: { pose: highest, seat: seatName(hand, seat), bone: showBone(bone) },
    };
  }
  return null;
}

/** Whether `seat` may begin this hand and, when `bone` is given, with it: the pose's who and which. */
function whoPoses(hand: Hand, seat: Seat, bone: Bone | null, id: BoneId): HandError | null {
  const pose = hand.setup.pose;
  if (pose.by === 'holder') {
    const poseId = boneId(pose.bone[0], pose.bone[1]);
    // Tournament play: "the first player must begin by posing the 6-6"
    // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
    if (pose.forced && bone && id !== poseId) {
      return {
        code: 'pose/wrong-bone',
        message: `This hand must be posed with the ${showBone(pose.bone)} by its holder; ${seatName(hand, seat)} posed ${showBone(bone)}.`,
        params: { pose: showBone(pose.bone), seat: seatName(hand, seat), bone: showBone(bone) },
      };
    }
    // Sporting: the holder of the 6-6 poses, with any bone. Only checkable with the deal.
    const holder = hand.dealtTo?.[poseId] ?? -1;
    if (holder >= 0 && holder !== seat) {
      return {
        code: 'pose/not-holder',
        message: `The holder of the ${showBone(pose.bone)} poses this hand: ${seatName(hand, holder)}, not ${seatName(hand, seat)}.`,
        params: { pose: showBone(pose.bone), holder: seatName(hand, holder), seat: seatName(hand, seat) },
      };
    }
  } else if (pose.by === 'team') {
    // "the team that won the previous hand plays first … the player who starts may begin with any bone"
    // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
    if (teamOf(hand.setup.rules, seat) !== pose.team) {
      const posers = hand.setup.rules.teamOf
        .map((team, s) => (team === pose.team ? seatName(hand, s) : null))
        .filter((n): n is string => n !== null);
      return {
        code: 'pose/wrong-team',
        message: `${joinAnd(posers)} won the last hand, so ${joinOr(posers)} poses; ${seatName(hand, seat)} cannot.`,
        params: { seat: seatName(hand, seat) },
      };
    }
  } else if (pose.by === 'highest-double') {
    return highestDoubleError(hand, seat, bone);
  } else if (pose.by === 'seats') {
    const partner = pose.double === true && pose.seats.some((s) => teamOf(hand.setup.rules, s) === teamOf(hand.setup.rules, seat));
    if (!pose.seats.includes(seat) && !partner) {
      const posers = pose.seats.map((s) => seatName(hand, s));
      return {
        code: 'pose/wrong-seat',
        message: `${joinOr(posers)} poses this hand; ${seatName(hand, seat)} cannot.`,
        params: { seat: seatName(hand, seat) },
      };
    }
  }
  // A draw before the pose (bone null) shows no bone to check.
  return bone !== null && (pose.by === 'team' || pose.by === 'seats') ? checkDoublePose(hand, pose, seat, bone) : null;
}

/** The seats of the team that must begin with a double (`Pose.double`), or null. */
function doubleTeam(hand: Hand, pose: Pose): Seat[] | null {
  if ((pose.by !== 'team' && pose.by !== 'seats') || pose.double !== true) return null;
  const { teamOf: teams } = hand.setup.rules;
  const team = pose.by === 'team' ? pose.team : teams[pose.seats[0]!]!;
  return teams.flatMap((t, s) => (t === team ? [s] : []));
}

/**
 * latin-partnership.txt: "Some play that every deal must be started with a double, unless neither
 * member of the team that is due to start has a double." Our reading: the seat due to pose poses
 * a double if it has one; if it has none and its partner has, the partner poses a double; if
 * neither has, the seat due poses any bone. Without the deal only the seat is checked here; what
 * the pose proves is kept (`poseVoids`) and checked against later plays.
 */
function checkDoublePose(hand: Hand, pose: Extract<Pose, { by: 'team' | 'seats' }>, seat: Seat, bone: Bone): HandError | null {
  const team = doubleTeam(hand, pose);
  if (!team) return null;
  const due = pose.by === 'seats' ? pose.seats : team;
  const who = seatName(hand, seat);
  const dueNames = joinOr(due.map((s) => seatName(hand, s)));
  if (!isDouble(bone) && !due.includes(seat)) {
    return {
      code: 'pose/double-required',
      message: `${dueNames} poses this hand; ${who} may pose in ${dueNames}'s place only with a double, and ${showBone(bone)} is not one.`,
      params: { seat: who, bone: showBone(bone) },
    };
  }
  if (!hand.dealtTo) return null;
  const doubleOf = (s: Seat): Bone | null => holding(hand, s)?.find(isDouble) ?? null;
  if (!isDouble(bone)) {
    const holder = team.find((s) => doubleOf(s) !== null);
    if (holder === undefined) return null;
    return {
      code: 'pose/double-required',
      message: `This hand must begin with a double, as ${seatName(hand, holder)} holds ${showBone(doubleOf(holder)!)}; ${who} posed ${showBone(bone)}.`,
      params: { seat: who, bone: showBone(bone), holder: seatName(hand, holder) },
    };
  }
  const dueHolder = due.find((s) => s !== seat && doubleOf(s) !== null);
  if (!due.includes(seat) && dueHolder !== undefined) {
    return {
      code: 'pose/wrong-seat',
      message: `${seatName(hand, dueHolder)} holds ${showBone(doubleOf(dueHolder)!)}, so ${seatName(hand, dueHolder)} poses this hand, not ${who}.`,
      params: { seat: who },
    };
  }
  return null;
}

/**
 * What a pose under `Pose.double` proves without the deal: a pose that is not a double, that
 * neither member of the team holds a double; a double posed by the partner of the seat due, that
 * the seat due holds none. Added to the seats' voids (`voidLo`/`voidHi`), so the Hall check and
 * the renege check see it. Null when it proves nothing.
 */
function poseVoids(hand: Hand, seat: Seat, bone: Bone): { voidLo: number[]; voidHi: number[] } | null {
  const pose = hand.setup.pose;
  const team = hand.ends === null && hand.arms === null && hand.dealtTo === null ? doubleTeam(hand, pose) : null;
  if (!team) return null;
  const due = pose.by === 'seats' ? pose.seats : team;
  const lacking = !isDouble(bone) ? team : due.includes(seat) ? [] : due;
  if (lacking.length === 0) return null;
  let lo = 0;
  let hi = 0;
  for (let pip = 0; pip <= hand.set.maxPip; pip++) {
    const [l, h] = boneBits(boneId(pip, pip));
    lo |= l;
    hi |= h;
  }
  const voidLo = hand.voidLo.slice();
  const voidHi = hand.voidHi.slice();
  for (const s of lacking) {
    voidLo[s] = voidLo[s]! | lo;
    voidHi[s] = voidHi[s]! | hi;
  }
  return { voidLo, voidHi };
}

/**
 * Why the pose proved that `seat` holds no double (`poseVoids`), when `id` is a double it did not
 * show by passing; null otherwise.
 */
export function posedWithoutDouble(hand: Hand, seat: Seat, id: BoneId): RenegeReason | null {
  if ((hand.voidPips[seat]! & hand.set.pipBits[id]!) !== 0) return null;
  if (!passedOn(hand, seat, id)) return null;
  const first = hand.moves[0] as PlayMove;
  const poser = seatName(hand, first.seat);
  const name = seatName(hand, seat);
  if (isDouble(first.bone)) return { kind: 'posed-for', poser, bone: showBone(first.bone), seat: name };
  const team = hand.setup.rules.teamOf.flatMap((t, s) => (t === hand.setup.rules.teamOf[first.seat] ? [seatName(hand, s)] : []));
  return { kind: 'posed-not-double', poser, bone: showBone(first.bone), team, seat: name };
}

function playError(code: HandErrorCode, message: string, params: Readonly<Record<string, string | number>>): HandError {
  return { code, message, params };
}

/**
 * Everything about a play except the turn: bone in set, not yet down, held, fits, not a renege.
 * `quiet` skips building the end-choice errors (used by legalPlays, which picks ends itself).
 */
function checkPlay(hand: Hand, move: PlayMove, id: BoneId, quiet: boolean): End | ArmName | HandError {
  const { seat, bone } = move;
  const at = hand.playedAt[id]!;
  if (at >= 0) {
    const by = (hand.moves[at] as PlayMove).seat;
    return playError('bone/already-played', `${showBone(bone)} is already down: ${seatName(hand, by)} played it at ${moveNo(at)}.`, {
      bone: showBone(bone),
      by: seatName(hand, by),
      move: at + 1,
    });
  }
  if (hand.dealtTo) {
    const holder = hand.dealtTo[id]!;
    if (holder !== seat) {
      const whose = holder >= 0 ? `${seatName(hand, holder)} was` : 'nobody was';
      return playError('bone/not-dealt', `${seatName(hand, seat)} was not dealt ${showBone(bone)} (${whose}).`, {
        seat: seatName(hand, seat),
        bone: showBone(bone),
      });
    }
  }
  if (hand.ends === null && hand.arms === null) {
    const poseError = checkPose(hand, seat, bone, id);
    if (poseError) return poseError;
    return 'right';
  }
  if (hand.arms) return checkArmPlay(hand, move, id, quiet);
  if (move.end !== undefined && move.end !== 'left' && move.end !== 'right') {
    return playError('play/wrong-end', `${String(move.end)} is not an end of this layout: a line has a "left" and a "right" end.`, { bone: showBone(bone) });
  }
  const [l, r] = hand.ends!;
  const fitsL = bone[0] === l || bone[1] === l;
  const fitsR = bone[0] === r || bone[1] === r;
  if (!fitsL && !fitsR) {
    const ends = l === r ? `both ends are ${l}` : `the ends are ${l} and ${r}`;
    return playError('play/no-match', `${showBone(bone)} does not match either end: ${ends}.`, { bone: showBone(bone), left: l, right: r });
  }
  // A pass proves the seat held no bone matching either end then
  // (caribbean-jamaican-haitian-puerto-rican.txt: "If a player cannot play then he passes his turn").
  // A bone the seat is known to have drawn since is not covered by that proof.
  if (knownHolder(hand, id) !== seat && hand.dealtTo?.[id] !== seat) {
    const renege = renegeOf(hand, seat, bone, id);
    if (renege) return renege;
    const posed = hand.moves.length > 0 ? posedWithoutDouble(hand, seat, id) : null;
    if (posed) {
      return {
        code: 'play/renege',
        message: `${sayReason(posed)}; playing ${showBone(bone)} now shows that was false (a renege).`,
        params: { seat: seatName(hand, seat), bone: showBone(bone), reason: posed },
      };
    }
  }
  if (quiet) return fitsL ? 'left' : 'right';
  if (move.end === 'left' && !fitsL) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the left end (${l}); it fits the right end (${r}).`, {
      bone: showBone(bone),
      left: l,
      right: r,
    });
  }
  if (move.end === 'right' && !fitsR) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the right end (${r}); it fits the left end (${l}).`, {
      bone: showBone(bone),
      left: l,
      right: r,
    });
  }
  if (move.end) return move.end;
  if (fitsL && fitsR) {
    // Both ends show the same number: the bone goes on the right (docs/record-format.md).
    if (l === r) return 'right';
    return playError('play/end-required', `${showBone(bone)} fits both ends (left ${l}, right ${r}): say which end.`, {
      bone: showBone(bone),
      left: l,
      right: r,
    });
  }
  return fitsL ? 'left' : 'right';
}

function renegeOf(hand: Hand, seat: Seat, bone: Bone, id: BoneId): HandError | null {
  if ((hand.voidPips[seat]! & hand.set.pipBits[id]!) === 0) return null;
  const width = hand.set.maxPip + 1;
  const atA = hand.voidAt[seat * width + bone[0]]!;
  const atB = hand.voidAt[seat * width + bone[1]]!;
  if (atA < 0 && atB < 0) return null;
  const [pip, at] = atA >= 0 ? [bone[0], atA] : [bone[1], atB];
  const how = isDraw(hand.moves[at]!) ? 'drew' : 'passed';
  return {
    code: 'play/renege',
    message: `${seatName(hand, seat)} ${how} at ${moveNo(at)} when ${endsAtMove(hand, at)}, so held no ${pip}; playing ${showBone(bone)} now shows that ${how === 'drew' ? 'the draw' : 'pass'} was false (a renege).`,
    params: { seat: seatName(hand, seat), bone: showBone(bone), reason: { kind: 'showed-no', seat: seatName(hand, seat), move: at + 1, pip } },
  };
}

/** The seat has shown by passing that it does not hold this bone (a number it passed on, or an arm's double). */
export function passedOn(hand: Hand, seat: Seat, id: BoneId): boolean {
  return id < 32 ? (hand.voidLo[seat]! & (1 << id)) !== 0 : (hand.voidHi[seat]! & (1 << (id - 32))) !== 0;
}

/**
 * The four-arm layout: the first pass of `seat` at which the arms took bone `id`, the pass that
 * proved the seat lacked it (see `passedOn`).
 */
export function armPassAt(hand: Hand, seat: Seat, id: BoneId): number {
  const { before } = replayArms(hand.moves.map((m) => (isPlay(m) ? m : null)));
  const [lo, hi] = boneBits(id);
  let at = 0;
  while (at < hand.moves.length) {
    const m = hand.moves[at]!;
    const then = before[at];
    if (m.seat === seat && isPass(m) && then) {
      const [aLo, aHi] = acceptedBits(then, hand.set);
      if ((aLo & lo) !== 0 || (aHi & hi) !== 0) break;
    }
    at++;
  }
  return at;
}

/**
 * A play on the four-arm layout (JCTPF, domain/arms.ts): the arm it goes on, or why not. The
 * arm may be left out when every arm the bone fits is alike (docs/record-format.md).
 */
function checkArmPlay(hand: Hand, move: PlayMove, id: BoneId, quiet: boolean): ArmName | HandError {
  const arms = hand.arms!;
  const { seat, bone } = move;
  // The arms as bits and the bone's name only when refused: this runs for every play.
  const fits = fittingArmBits(arms, bone);
  const names = () => fittingArms(arms, bone).map((i) => ARM_NAMES[i]!);
  if (fits === 0) return { code: 'play/no-arm', message: `${showBone(bone)} fits no arm: ${armsWords(arms)}.`, params: { bone: showBone(bone), arms: armsFacts(arms) } };
  if (knownHolder(hand, id) !== seat && hand.dealtTo?.[id] !== seat && passedOn(hand, seat, id)) {
    const at = armPassAt(hand, seat, id);
    const shown = showBone(bone);
    return {
      code: 'play/renege',
      message: `${seatName(hand, seat)} passed at ${moveNo(at)} when ${shown} would have fitted an arm, so did not hold it; playing it now shows that pass was false (a renege).`,
      params: { seat: seatName(hand, seat), bone: shown, reason: { kind: 'passed-arm-at', seat: seatName(hand, seat), move: at + 1 } },
    };
  }
  if (quiet) return ARM_NAMES[31 - Math.clz32(fits & -fits)]!;
  if (move.end !== undefined) {
    const i = armIndex(move.end);
    if (i < 0) {
      return {
        code: 'play/wrong-arm',
        message: `${String(move.end)} is not an arm: the layout round the 0-0 has a north, east, south and west arm.`,
        params: { bone: showBone(bone), arms: armsFacts(arms) },
      };
    }
    if ((fits & (1 << i)) === 0) {
      const shown = showBone(bone);
      return {
        code: 'play/wrong-arm',
        message: `${shown} does not fit the ${String(move.end)} arm (${armWords(arms, i)}); it fits the ${joinOr(names())} arm.`,
        params: { bone: shown, arms: armsFacts(arms) },
      };
    }
    return ARM_NAMES[i]!;
  }
  const i = defaultArmOf(arms, fits);
  if (i < 0) {
    const shown = showBone(bone);
    return { code: 'play/arm-required', message: `${shown} fits the ${joinAnd(names())} arms, which differ: say which arm.`, params: { bone: shown, arms: armsFacts(arms) } };
  }
  return ARM_NAMES[i]!;
}

/** "the ends were 3 and 5" at the time of move `index`, replayed from the log (errors only). */
function endsAtMove(hand: Hand, index: number): string {
  let ends: [Pip, Pip] | null = null;
  for (let i = 0; i < index; i++) {
    const m = hand.moves[i]!;
    if (isPlay(m)) ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
  }
  if (!ends) return 'nothing was down';
  return ends[0] === ends[1] ? `both ends were ${ends[0]}` : `the ends were ${ends[0]} and ${ends[1]}`;
}

/** The end a recorded, already validated play went on. */
function endOfPlay(ends: readonly [Pip, Pip] | null, move: PlayMove): End {
  // Only line games come here; their plays name a line end or none.
  if (move.end) return move.end as End;
  if (!ends) return 'right';
  const fitsL = move.bone[0] === ends[0] || move.bone[1] === ends[0];
  const fitsR = move.bone[0] === ends[1] || move.bone[1] === ends[1];
  return fitsR || !fitsL ? 'right' : 'left';
}

/** The new ends after laying `bone` on `end`. The pose [a, b] is laid with a on the left. */
function placeOnEnds(ends: readonly [Pip, Pip] | null, bone: Bone, end: End): [Pip, Pip] {
  if (!ends) return [bone[0], bone[1]];
  if (end === 'left') {
    const outer = bone[0] === ends[0] ? bone[1] : bone[0];
    return [outer, ends[1]];
  }
  const outer = bone[0] === ends[1] ? bone[1] : bone[0];
  return [ends[0], outer];
}

/** The log with one more move (a copy: hands are values; with `own`, see `applyMoveTo`, the log itself). */
function appended(moves: readonly Move[], move: Move, own: boolean): Move[] {
  if (own) {
    (moves as Move[]).push(move);
    return moves as Move[];
  }
  // A preallocated copy: measured faster than a spread, slice + push or concat (bench/run.ts).
  const n = moves.length;
  const out = new Array<Move>(n + 1);
  for (let i = 0; i < n; i++) out[i] = moves[i]!;
  out[n] = move;
  return out;
}

/** What a move changes; the rest of a hand stays as it was. */
type MoveChanges = Pick<
  Hand,
  'moves' | 'ends' | 'arms' | 'turn' | 'played' | 'drawn' | 'stock' | 'passesInRow' | 'playedAt' | 'voidAt' | 'voidPips' | 'voidLo' | 'voidHi' | 'dealtTo' | 'known' | 'outLo' | 'outHi'
>;

/**
 * The hand after a move that does not end it, written out field by field: one fixed shape for
 * every hand value, which keeps replay fast (a spread of the whole hand costs more than the rules).
 */
function successor(hand: Hand, c: MoveChanges): Hand {
  return {
    setup: hand.setup,
    set: hand.set,
    moves: c.moves,
    ends: c.ends,
    arms: c.arms,
    turn: c.turn,
    status: 'playing',
    bonuses: hand.bonuses,
    played: c.played,
    drawn: c.drawn,
    stock: c.stock,
    passesInRow: c.passesInRow,
    playedAt: c.playedAt,
    voidAt: c.voidAt,
    voidPips: c.voidPips,
    voidLo: c.voidLo,
    voidHi: c.voidHi,
    dealtTo: c.dealtTo,
    known: c.known,
    inPlay: hand.inPlay,
    outLo: c.outLo,
    outHi: c.outHi,
  };
}

/** `hand` once over, nobody to play: field by field as `successor`, for the same reason. */
function ended(hand: Hand, status: 'domino' | 'blocked', bonuses: readonly Bonus[]): Hand {
  return {
    setup: hand.setup,
    set: hand.set,
    moves: hand.moves,
    ends: hand.ends,
    arms: hand.arms,
    turn: null,
    status,
    bonuses,
    played: hand.played,
    drawn: hand.drawn,
    stock: hand.stock,
    passesInRow: hand.passesInRow,
    playedAt: hand.playedAt,
    voidAt: hand.voidAt,
    voidPips: hand.voidPips,
    voidLo: hand.voidLo,
    voidHi: hand.voidHi,
    dealtTo: hand.dealtTo,
    known: hand.known,
    inPlay: hand.inPlay,
    outLo: hand.outLo,
    outHi: hand.outHi,
  };
}

/** Why a bone is known to be in a seat's hand without the deal: it drew it, or posed as its holder. */
export function whyKnown(hand: Hand, id: BoneId): KnownReason {
  const seat = knownHolder(hand, id);
  const bone = showBone(hand.set.bones[id]!);
  if (seat === hand.setup.rules.seats) {
    // cuban.txt: "the holder of the highest double dealt makes the first play".
    const pose = hand.moves.find(isPlay)!;
    return { kind: 'highest-double', seat: seatName(hand, pose.seat), posed: showBone(pose.bone), bone };
  }
  for (let i = 0; i < hand.moves.length; i++) {
    const m = hand.moves[i]!;
    if (m.seat === seat && isDraw(m) && typeof m.draw !== 'number' && m.draw.some((b) => boneId(b[0], b[1]) === id)) {
      return { kind: 'drew', seat: seatName(hand, seat), bone, move: i + 1 };
    }
  }
  // Sporting (caribbean-jamaican-haitian-puerto-rican.txt: "the holder of the 6-6 is allowed to
  // announce that he is 'sporting' and begin with a different bone").
  return { kind: 'sporting', seat: seatName(hand, seat), bone };
}

/** "Ann cannot have played 3-2: <reason>.", with the reason in `params` for the screens. */
function impossiblePlay(hand: Hand, seat: Seat, bone: Bone, reason: InfeasibleReason | KnownReason): HandError {
  const name = seatName(hand, seat);
  return {
    code: 'play/impossible',
    message: `${name} cannot have played ${showBone(bone)}: ${sayReason(reason)}.`,
    params: { seat: name, bone: showBone(bone), reason },
  };
}

/** "Ann cannot pass on 6 and 5: <reason>." (or draw), with the reason in `params` for the screens. */
function contradicted(hand: Hand, seat: Seat, code: 'pass' | 'draw', reason: CannotPlayReason): HandError {
  const name = seatName(hand, seat);
  if (hand.arms) {
    // The four-arm layout (Jamaican French): the arms and what each takes, in place of two ends.
    const arms = armsWords(hand.arms);
    // `arms` names each arm and what it takes, so a screen says the arms, not bare numbers; `ends`
    // (the numbers they take) stays for a screen that knows only a line's words.
    return {
      code: `${code}/contradicts`,
      message: `${name} cannot ${code} on the arms (${arms}): ${sayReason(reason)}.`,
      params: { seat: name, ends: armsEnds(hand.arms), arms: armsFacts(hand.arms), reason },
    };
  }
  const ends = hand.ends!;
  return {
    code: `${code}/contradicts`,
    message: `${name} cannot ${code} on ${endsWords(ends)}: ${sayReason(reason)}.`,
    params: { seat: name, ends: ends[0] === ends[1] ? [ends[0]] : [ends[0], ends[1]], reason },
  };
}

/** The bones known held after `seat` plays `id` (and, on a sporting pose, what the pose proves). */
function knownAfterPlay(hand: Hand, seat: Seat, id: BoneId): Int8Array | null {
  let known = hand.known;
  if (known && known[id]! >= 0) {
    known = known.slice();
    known[id] = -1;
  }
  const pose = hand.setup.pose;
  // The highest-double start: every double above the one posed was not dealt, so it sleeps.
  const posing = hand.ends === null && hand.arms === null;
  if (posing && pose.by === 'highest-double' && hand.dealtTo === null) {
    const pip = hand.set.bones[id]![0];
    for (let higher = pip + 1; higher <= hand.setup.rules.maxPip; higher++) {
      known = known ? (known === hand.known ? known.slice() : known) : new Int8Array(hand.set.bones.length).fill(-1);
      known[boneId(higher, higher)] = hand.setup.rules.seats;
    }
  }
  // Sporting: whoever poses another bone holds the 6-6; without the deal that is the one thing
  // the pose proves about a hand.
  if (posing && pose.by === 'holder' && !pose.forced && hand.dealtTo === null) {
    const holderBone = boneId(pose.bone[0], pose.bone[1]);
    if (holderBone !== id) {
      known = known ? known.slice() : new Int8Array(hand.set.bones.length).fill(-1);
      known[holderBone] = seat;
    }
  }
  return known;
}

function applyPlay(hand: Hand, move: PlayMove, own: boolean): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const facts = inPlayOf(rules);
  const { seat, bone } = move;
  if (!isInSet(bone, facts.maxPip) || hand.inPlay[boneId(bone[0], bone[1])] === 0) {
    // A bone that does not exist is the first thing to fix, before whose turn it is; only
    // "the hand is over" comes first.
    const turnError = hand.status !== 'playing' ? checkTurn(hand, seat) : null;
    if (turnError) return { ok: false, error: turnError };
    return fail('bone/not-in-set', notInSet(rules, bone), { bone: showBone(bone) });
  }
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  if (hand.ends === null && hand.turn !== null && seat !== hand.turn) {
    // The deal is known and names the 6-6 holder: report it as a pose error, with the holder named.
    const poseError = checkPose(hand, seat, bone, boneId(bone[0], bone[1]));
    if (poseError) return { ok: false, error: poseError };
  }
  const id = boneId(bone[0], bone[1]);
  const end = checkPlay(hand, move, id, false);
  if (typeof end !== 'string') return { ok: false, error: end };
  const holder = knownHolder(hand, id);
  if (holder >= 0 && holder !== seat) return { ok: false, error: impossiblePlay(hand, seat, bone, whyKnown(hand, id)) };

  const index = hand.moves.length;
  const playedAt = writable(hand.playedAt, own);
  playedAt[id] = index;
  const played = writable(hand.played, own);
  played[seat] = played[seat]! + 1;
  // The four-arm layout keeps no line ends: its arms change instead (domain/arms.ts).
  const fourArm = facts.fourArm;
  const ends = fourArm ? null : placeOnEnds(hand.ends, bone, end as End);
  const posed = poseVoids(hand, seat, bone);
  const next = successor(hand, {
    moves: appended(hand.moves, move, own),
    ends,
    arms: fourArm ? (hand.arms ? placeOnArm(hand.arms, bone, armIndex(end)) : EMPTY_ARMS) : hand.arms,
    turn: (seat + 1) % facts.seats,
    played,
    drawn: hand.drawn,
    stock: hand.stock,
    passesInRow: 0,
    playedAt,
    voidAt: hand.voidAt,
    voidPips: hand.voidPips,
    voidLo: posed ? posed.voidLo : hand.voidLo,
    voidHi: posed ? posed.voidHi : hand.voidHi,
    dealtTo: hand.dealtTo,
    known: knownAfterPlay(hand, seat, id),
    outLo: id < 32 ? hand.outLo & ~(1 << id) : hand.outLo,
    outHi: id < 32 ? hand.outHi : hand.outHi & ~(1 << (id - 32)),
  });

  // Checked before the domino too: a seat's last bone may be one it cannot have held.
  // What a play can break: only groups of places that hold the seat (its room is one less), unless
  // the pose just proved where the 6-6 is (then all).
  const impossible = infeasible(next, seat, next.known === hand.known && !posed ? 'with' : 'all');
  if (impossible) return { ok: false, error: impossiblePlay(hand, seat, bone, impossible) };
  // "The play ends when an individual manages to play all his bones"
  // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
  if (held(next, seat) === 0) {
    return ok(ended(next, 'domino', ends ? dominoBonuses(hand, bone, id, ends) : []));
  }
  if (next.arms ? noBoneFitsArms(next, next.arms) : noBoneFits(next)) return ok(ended(next, 'blocked', next.bonuses));
  return ok(next);
}

function endsWords(ends: readonly [Pip, Pip]): string {
  return ends[0] === ends[1] ? `${ends[0]}` : `${ends[0]} and ${ends[1]}`;
}

/**
 * What a pass and a draw both state: the seat holds nothing that fits. With the deal that is
 * checked; without it, a bone known to be in the seat's hand that fits contradicts it.
 */
function checkCannotPlay(hand: Hand, seat: Seat, code: 'pass' | 'draw'): HandError | null {
  const name = seatName(hand, seat);
  const verb = code === 'pass' ? 'pass' : 'draw';
  if (hand.dealtTo) {
    const playable = legalPlays(hand, seat)[0];
    if (playable) {
      const on = hand.arms ? `the arms (${armsWords(hand.arms)})` : endsWords(hand.ends!);
      return playError(
        `${code}/could-play`,
        `${name} cannot ${verb} on ${on}: ${name} holds ${showBone(playable.bone)}, which fits the ${playable.end} ${hand.arms ? 'arm' : 'end'}.`,
        { seat: name, bone: showBone(playable.bone) },
      );
    }
  }
  // No bone is known held without the deal in the four-arm game (no sporting pose, no boneyard).
  const ends = hand.ends!;
  if (hand.known) {
    for (let id = 0; id < hand.known.length; id++) {
      if (hand.known[id] !== seat) continue;
      const [a, b] = hand.set.bones[id]!;
      if (a === ends[0] || a === ends[1] || b === ends[0] || b === ends[1]) {
        return contradicted(hand, seat, code, { kind: 'fits', why: whyKnown(hand, id) });
      }
    }
  }
  return null;
}

/**
 * What a draw before the pose states: the seat holds no double (cuban.txt, Lankford: "drawing
 * tiles if necessary until a double is obtained"). Checked with the deal, or against a double the
 * seat is known to have drawn.
 */
function checkNoDouble(hand: Hand, seat: Seat): HandError | null {
  const name = seatName(hand, seat);
  for (let pip = hand.set.maxPip; pip >= 0; pip--) {
    const id = boneId(pip, pip);
    if (hand.inPlay[id] === 0) continue;
    if (hand.dealtTo?.[id] === seat) {
      const bone = showBone([pip, pip]);
      return playError('draw/holds-double', `${name} cannot draw before posing: ${name} holds ${bone}, a double, and poses it.`, { seat: name, bone });
    }
    if (knownHolder(hand, id) === seat) {
      const bone = showBone([pip, pip]);
      // cuban.txt (Lankford): a seat known to hold a double (drawn face known) poses it. The code is
      // the one for a double held by the deal: the same fact, known another way.
      return playError('draw/holds-double', `${name} cannot draw before posing: ${sayReason(whyKnown(hand, id))}, a double.`, { seat: name, bone });
    }
  }
  return null;
}

/** The voids after `seat` shows, at move `index`, that it holds nothing on the ends. */
function voidsAfter(hand: Hand, seat: Seat, index: number, own: boolean): { voidAt: number[]; voidPips: number[]; voidLo: number[]; voidHi: number[] } {
  if (hand.arms) return armVoidsAfter(hand, hand.arms, seat, index, own);
  const [l, r] = hand.ends!;
  const { pipBoneLo, pipBoneHi } = hand.set;
  const width = hand.set.maxPip + 1;
  const voidAt = writable(hand.voidAt, own);
  if (voidAt[seat * width + l]! < 0) voidAt[seat * width + l] = index;
  if (voidAt[seat * width + r]! < 0) voidAt[seat * width + r] = index;
  const voidPips = writable(hand.voidPips, own);
  voidPips[seat] = voidPips[seat]! | (1 << l) | (1 << r);
  const voidLo = writable(hand.voidLo, own);
  voidLo[seat] = voidLo[seat]! | pipBoneLo[l]! | pipBoneLo[r]!;
  const voidHi = writable(hand.voidHi, own);
  voidHi[seat] = voidHi[seat]! | pipBoneHi[l]! | pipBoneHi[r]!;
  return { voidAt, voidPips, voidLo, voidHi };
}

/**
 * `voidsAfter` on the four-arm layout: a pass proves the seat holds none of the bones the arms
 * take, which is whole numbers only where an arm takes any bone showing its number; an arm waiting
 * for its double proves only that the seat lacks that double.
 */
function armVoidsAfter(
  hand: Hand,
  arms: Arms,
  seat: Seat,
  index: number,
  own: boolean,
): { voidAt: number[]; voidPips: number[]; voidLo: number[]; voidHi: number[] } {
  const [lo, hi] = acceptedBits(arms, hand.set);
  const pips = voidPipBits(arms);
  const width = hand.set.maxPip + 1;
  const voidAt = writable(hand.voidAt, own);
  for (let pip = 0; pip < width; pip++) if ((pips & (1 << pip)) !== 0 && voidAt[seat * width + pip]! < 0) voidAt[seat * width + pip] = index;
  const voidPips = writable(hand.voidPips, own);
  voidPips[seat] = voidPips[seat]! | pips;
  const voidLo = writable(hand.voidLo, own);
  voidLo[seat] = voidLo[seat]! | lo;
  const voidHi = writable(hand.voidHi, own);
  voidHi[seat] = voidHi[seat]! | hi;
  return { voidAt, voidPips, voidLo, voidHi };
}

function applyPass(hand: Hand, move: PassMove, own: boolean): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat } = move;
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  const name = () => seatName(hand, seat);
  if (hand.ends === null && hand.arms === null) {
    // Our reading of cuban.txt (Lankford), where the text is silent: a first player who has drawn
    // the whole boneyard without a double cannot begin; the hand is thrown in, as the same page's
    // "If nobody holds a double, players turn in their hands and it is redealt".
    const why =
      rules.openWithDouble === true && rules.rest === 'boneyard' && hand.stock === 0
        ? `${name()} cannot pass before the pose: with the boneyard empty and no double to pose, the hand is thrown in (a redeal after his draws).`
        : `A hand begins with a pose, so ${name()} cannot pass before a bone is down.`;
    return fail('pose/pass', why, { seat: name() });
  }
  const cannot = checkCannotPlay(hand, seat, 'pass');
  if (cannot) return { ok: false, error: cannot };
  const facts = inPlayOf(rules);
  if (facts.boneyard && hand.stock > 0) {
    // "A player who has no domino to play at their turn must draw dominoes one at a time from the
    // boneyard … If the boneyard becomes empty a player who cannot play must pass."
    // (caribbean-jamaican-haitian-puerto-rican.txt, Two-Player Game)
    const n = hand.stock;
    return fail('pass/must-draw', `${name()} cannot pass while the boneyard has ${n} ${n === 1 ? 'bone' : 'bones'}: a player who cannot play draws.`, {
      seat: name(),
      stock: n,
    });
  }
  const index = hand.moves.length;
  const { voidAt, voidPips, voidLo, voidHi } = voidsAfter(hand, seat, index, own);
  const next = successor(hand, {
    moves: appended(hand.moves, move, own),
    ends: hand.ends,
    arms: hand.arms,
    turn: (seat + 1) % facts.seats,
    played: hand.played,
    drawn: hand.drawn,
    stock: hand.stock,
    passesInRow: hand.passesInRow + 1,
    playedAt: hand.playedAt,
    voidAt,
    voidPips,
    voidLo,
    voidHi,
    dealtTo: hand.dealtTo,
    known: hand.known,
    outLo: hand.outLo,
    outHi: hand.outHi,
  });
  // What a pass can break: only groups without the seat (it can hold less than before).
  const impossible = infeasible(next, seat, 'without');
  if (impossible) return { ok: false, error: contradicted(hand, seat, 'pass', impossible) };
  // With bones out of play a bone that fits may be sleeping, so a block is known only when every
  // seat has passed in turn ("when all four players pass in succession", latin-partnership.txt).
  if (next.passesInRow >= facts.seats) return ok(ended(next, 'blocked', next.bonuses));
  return ok(next);
}

/**
 * A draw from the boneyard: "A player who has no domino to play at their turn must draw dominoes
 * one at a time from the boneyard until they obtain a playable domino and then play it"
 * (caribbean-jamaican-haitian-puerto-rican.txt, Two-Player Game). The seat keeps the turn.
 */
function applyDraw(hand: Hand, move: DrawMove, own: boolean): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat } = move;
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  const name = seatName(hand, seat);
  if (rules.rest !== 'boneyard' || allBonesDealt(rules)) {
    return fail('draw/no-boneyard', `There is no boneyard in this game, so ${name} cannot draw.`, { seat: name });
  }
  if (hand.ends === null) {
    // cuban.txt (Lankford): "The first player must begin with a double, drawing tiles if
    // necessary until a double is obtained": only there may the poser draw before the pose.
    if (rules.openWithDouble !== true) return fail('draw/before-pose', `A hand begins with a pose, so ${name} cannot draw before a bone is down.`, { seat: name });
    const notPoser = whoPoses(hand, seat, null, 0);
    if (notPoser) return { ok: false, error: notPoser };
  }
  const bones = typeof move.draw === 'number' ? null : move.draw;
  const count = bones ? bones.length : (move.draw as number);
  if (!Number.isInteger(count) || count < 1 || count > hand.stock) {
    const none = !Number.isInteger(count) || count < 1;
    const reason: DrawCountReason = none ? { kind: 'draw-none', seat: name } : { kind: 'draw-more', seat: name, drawn: count, stock: hand.stock };
    return fail('draw/too-many', sayReason(reason), { seat: name, reason });
  }
  const cannot = hand.ends === null ? checkNoDouble(hand, seat) : checkCannotPlay(hand, seat, 'draw');
  if (cannot) return { ok: false, error: cannot };
  if (!bones && hand.dealtTo) {
    return fail('draw/unseen', `With the deal recorded, say which bones ${name} drew (a list of bones, not a count).`, { seat: name });
  }
  const index = hand.moves.length;
  // Before the pose a draw shows no number: the seat had no double, which no pip void can say.
  // (A copy of `drawn` even when owned: `shown` below still needs the counts before the draw.)
  const { voidAt, voidPips, voidLo, voidHi } = hand.ends === null ? hand : voidsAfter(hand, seat, index, own);
  const drawn = hand.drawn.slice();
  drawn[seat] = drawn[seat]! + count;
  // First what the draw states about the hand the seat held: nothing on the ends.
  const shown = successor(hand, {
    moves: appended(hand.moves, move, own),
    ends: hand.ends,
    arms: hand.arms,
    turn: seat,
    played: hand.played,
    drawn: hand.drawn,
    stock: hand.stock,
    passesInRow: hand.passesInRow,
    playedAt: hand.playedAt,
    voidAt,
    voidPips,
    voidLo,
    voidHi,
    dealtTo: hand.dealtTo,
    known: hand.known,
    outLo: hand.outLo,
    outHi: hand.outHi,
  });
  const impossible = hand.ends === null ? null : infeasible(shown, seat, 'all');
  if (impossible) return { ok: false, error: contradicted(hand, seat, 'draw', impossible) };

  if (!bones) {
    // Unseen bones: the seat may now hold any number, so what its passes proved no longer holds.
    const width = rules.maxPip + 1;
    const cleared = voidAt.slice();
    for (let pip = 0; pip < width; pip++) cleared[seat * width + pip] = -1;
    const clearedPips = voidPips.slice();
    clearedPips[seat] = 0;
    const clearedLo = voidLo.slice();
    clearedLo[seat] = 0;
    const clearedHi = voidHi.slice();
    clearedHi[seat] = 0;
    return ok(
      successor(shown, { ...shown, drawn, stock: hand.stock - count, voidAt: cleared, voidPips: clearedPips, voidLo: clearedLo, voidHi: clearedHi }),
    );
  }
  const ends = hand.ends;
  // What stops the drawing: a bone that fits, or before the pose a double.
  const fits = (b: Bone) => (ends === null ? isDouble(b) : b[0] === ends[0] || b[1] === ends[0] || b[0] === ends[1] || b[1] === ends[1]);
  const seen = new Set<number>();
  let dealtTo = hand.dealtTo;
  let known = hand.known;
  for (let i = 0; i < bones.length; i++) {
    const bone = bones[i]!;
    if (!inSetInPlay(rules, bone)) return fail('bone/not-in-set', notInSet(rules, bone), { bone: showBone(bone) });
    const id = boneId(bone[0], bone[1]);
    const at = hand.playedAt[id]!;
    if (at >= 0) {
      const by = (hand.moves[at] as PlayMove).seat;
      return fail('bone/already-played', `${showBone(bone)} is already down: ${seatName(hand, by)} played it at ${moveNo(at)}.`, {
        bone: showBone(bone),
        by: seatName(hand, by),
        move: at + 1,
      });
    }
    const holder = dealtTo ? dealtTo[id]! : known ? known[id]! : -1;
    if (holder >= 0 || seen.has(id)) {
      const reason: NotInBoneyardReason = seen.has(id) ? { kind: 'drew-before', seat: name } : { kind: 'held', seat: seatName(hand, holder) };
      return fail('draw/not-in-boneyard', `${showBone(bone)} is not in the boneyard: ${sayReason(reason)}.`, { bone: showBone(bone), reason });
    }
    seen.add(id);
    // "one at a time … until they obtain a playable domino": only the last bone drawn may fit.
    if (i < bones.length - 1 && fits(bone) && ends === null) {
      return fail('draw/past-double', `${name} drew ${showBone(bone)}, a double, and then kept drawing: the first player stops at the first double.`, {
        seat: name,
        bone: showBone(bone),
      });
    }
    if (i < bones.length - 1 && fits(bone)) {
      return fail('draw/kept-drawing', `${name} drew ${showBone(bone)}, which fits, and then kept drawing: a player stops at the first bone that fits.`, {
        seat: name,
        bone: showBone(bone),
      });
    }
    if (dealtTo) {
      if (dealtTo === hand.dealtTo) dealtTo = dealtTo.slice();
      dealtTo[id] = seat;
    } else {
      if (known === hand.known) known = known ? known.slice() : new Int8Array(hand.set.bones.length).fill(-1);
      known![id] = seat;
    }
  }
  return ok(successor(shown, { ...shown, drawn, stock: hand.stock - count, dealtTo, known }));
}

/**
 * The game is blocked when nobody can play. It is known at once when no bone of the set in play
 * still unplayed fits either end, sleeping ones included (caribbean-jamaican-haitian-puerto-rican.txt:
 * "the game becomes blocked so that no one is able to play a bone"); with every bone dealt that
 * is exactly when nobody can play, so no passes are recorded after it.
 */
function noBoneFits(hand: Hand): boolean {
  const [l, r] = hand.ends!;
  const { pipBoneLo, pipBoneHi } = hand.set;
  return (hand.outLo & (pipBoneLo[l]! | pipBoneLo[r]!)) === 0 && (hand.outHi & (pipBoneHi[l]! | pipBoneHi[r]!)) === 0;
}

/** The same for the four-arm layout: no unplayed bone is one the arms take now. */
function noBoneFitsArms(hand: Hand, arms: Arms): boolean {
  const [lo, hi] = acceptedBits(arms, hand.set);
  return (hand.outLo & lo) === 0 && (hand.outHi & hi) === 0;
}

/**
 * Bonuses of a domino, as the preset lists them (Milo: see the comment inside).
 *
 * Key bone (caribbean-jamaican-haitian-puerto-rican.txt): "if both ends of the layout are hard
 * ends with different numbers so that there is only one remaining bone that can legally be
 * played on the layout, that last playable bone is known as the key bone … the double does not
 * count as a key bone". In general: not a double, the ends differ, and the bone is the only bone
 * of the set in play, not yet played, that fits either end (for the 28 bones exactly "both ends
 * hard"; for three players, without the 0-0, a 0 end is hard once the other five 0s are down).
 *
 * Dekabès (same text, Haiti): "If a player wins by playing their last domino which is not a
 * double, and the two ends of that final domino match the two open ends of the line … these do
 * not have to be 'hard ends'."
 */
function dominoBonuses(before: Hand, bone: Bone, id: BoneId, after: readonly [Pip, Pip]): Bonus[] {
  const wanted = before.setup.rules.bonuses;
  if (wanted.length === 0 || !before.ends) return [];
  // Milo (latin-partnership.txt): "If the tile that made domino causes both ends of the train to
  // end in the same suit, then the partnership scores two points."
  if (wanted.includes('milo') && after[0] === after[1]) return ['milo'];
  if (isDouble(bone)) return [];
  const [l, r] = before.ends;
  if (l === r || id !== boneId(l, r)) return [];
  const out: Bonus[] = [];
  if (wanted.includes('key-bone')) {
    const fitsOnlyThis = (pip: Pip) =>
      before.set.withPip[pip]!.every((other) => other === id || before.playedAt[other]! >= 0 || before.inPlay[other] === 0);
    if (fitsOnlyThis(l) && fitsOnlyThis(r)) out.push('key-bone');
  }
  if (wanted.includes('dekabes')) out.push('dekabes');
  return out;
}

/**
 * Whether the bones still out can be where the moves say, without the deal: each seat holds as
 * many as it was dealt and drew less what it played, none showing a number it passed on (among
 * bones whose origin is unknown), bones known to be in a hand are there, and the rest sleep or
 * lie in the boneyard. With the deal known the stricter checks already apply.
 *
 * By Hall's theorem, the bones out can be placed iff for every group of places (seats, and the
 * stock of bones out of play or in the boneyard), the bones that only that group can take are no
 * more than the group has room for. With four seats and the stock that is 32 groups, over bitsets
 * of bones (two 32-bit words, so double-nine's 55 bones cost what 28 do), so it runs after every move.
 *
 * Returns why not, or null.
 */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Reused by `infeasible`, which runs after every move and so allocates nothing. */
const holdLo = new Int32Array(8);
const holdHi = new Int32Array(8);
/** By place: how many bones it has room for (a seat: what it holds; the stock: its size). */
const roomAt = new Int32Array(8);
/** By place: the bones still out known to be there (see `knownHolder`). */
const knownLo = new Int32Array(8);
const knownHi = new Int32Array(8);
const reachLo = new Int32Array(1 << 8);
const reachHi = new Int32Array(1 << 8);
const roomOf = new Int32Array(1 << 8);

/**
 * By groups g among the places of `among` (bits; each seat, then the stock as place `seats`): what
 * g can hold between them (reach, from `holdLo`/`holdHi`) and how much room g has (from `roomAt`).
 */
function fillGroups(among: number): void {
  reachLo[0] = 0;
  reachHi[0] = 0;
  roomOf[0] = 0;
  // Every non-empty g within `among`, in increasing order, so `rest` is always filled before g.
  for (let g = -among & among; g !== 0; g = (g - among) & among) {
    const low = 31 - Math.clz32(g & -g);
    const rest = g & (g - 1);
    reachLo[g] = reachLo[rest]! | holdLo[low]!;
    reachHi[g] = reachHi[rest]! | holdHi[low]!;
    roomOf[g] = roomOf[rest]! + roomAt[low]!;
  }
}

/**
 * `which`: the groups to test. The hand before the move passed the test, so after a play only the
 * groups holding the mover can fail (their room shrank), and after a pass only those without it
 * (what the mover can hold shrank); 'all' when bones became known.
 */
function infeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): InfeasibleReason | null {
  if (hand.dealtTo) return null;
  const seats = inPlayOf(hand.setup.rules).seats;
  let anyVoid = hand.known !== null ? 1 : 0;
  // voidLo/voidHi: a pose under `Pose.double` shows bones a seat lacks without a void number.
  for (let s = 0; s < seats; s++) anyVoid |= hand.voidPips[s]! | hand.voidLo[s]! | hand.voidHi[s]!;
  if (anyVoid === 0) return null;
  const { outLo, outHi } = hand;
  // The places bones out can be: each seat, and the stock (sleeping or in the boneyard) when any.
  const places = hand.stock > 0 ? seats + 1 : seats;
  fillHolds(hand);
  if (places > seats && hand.known === null) return stockInfeasible(hand, mover, which);
  if (places > seats) {
    holdLo[seats] = outLo;
    holdHi[seats] = outHi;
  }
  if (hand.known) {
    // A bone known to be in a seat's hand is there and nowhere else, whatever that seat passed on.
    // Only bones still out matter (the others are played): walk their bits.
    const known = hand.known;
    for (let q = 0; q < places; q++) {
      knownLo[q] = 0;
      knownHi[q] = 0;
    }
    let anyLo = 0;
    let anyHi = 0;
    for (let bits = outLo; bits !== 0; bits &= bits - 1) {
      const id = 31 - Math.clz32(bits & -bits);
      const k = known[id]!;
      if (k < 0) continue;
      anyLo |= 1 << id;
      knownLo[k] = knownLo[k]! | (1 << id);
    }
    for (let bits = outHi; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      const k = known[bit + 32]!;
      if (k < 0) continue;
      anyHi |= 1 << bit;
      knownHi[k] = knownHi[k]! | (1 << bit);
    }
    if (knownFits(places, mover, outLo & ~anyLo, outHi & ~anyHi, anyLo, anyHi)) return null;
    // Some group fails: the same test over every bone out names it, as when nothing is known.
    fillHolds(hand);
    if (places > seats) {
      holdLo[seats] = outLo;
      holdHi[seats] = outHi;
    }
    for (let q = 0; q < places; q++) {
      holdLo[q] = (holdLo[q]! & ~anyLo) | knownLo[q]!;
      holdHi[q] = (holdHi[q]! & ~anyHi) | knownHi[q]!;
    }
  }
  return hallFails(hand, places, mover, which, false);
}

/**
 * Each seat's room (what it holds) and the bones out it can hold (none it showed it lacks), into
 * `roomAt`, `holdLo` and `holdHi`; the stock's room after the seats'.
 */
function fillHolds(hand: Hand): void {
  const { seats, handSize } = inPlayOf(hand.setup.rules);
  const { outLo, outHi } = hand;
  for (let s = 0; s < seats; s++) {
    const room = handSize + hand.drawn[s]! - hand.played[s]!;
    roomAt[s] = room;
    if (room === 0) {
      holdLo[s] = 0;
      holdHi[s] = 0;
      continue;
    }
    holdLo[s] = outLo & ~hand.voidLo[s]!;
    holdHi[s] = outHi & ~hand.voidHi[s]!;
  }
  roomAt[seats] = hand.stock;
}

/**
 * Whether the bones out fit, when some are known to be in one place (`knownLo`/`knownHi` by
 * place, `anyLo`/`anyHi` all of them; `holdLo`/`holdHi`/`roomAt` as `fillHolds` left them): a known
 * bone can only be in its place, so it takes one of that place's room, and the bones left
 * (`restLo`/`restHi`) must fit the room left. The same question as Hall's condition over every
 * bone out, asked over fewer bones and with the stock (which then can take any of them) out of
 * the groups tested. Every group is tested, not only those the move can break (`which`): a yes
 * then means no group fails at all, so the caller's answer is the one its own test would give
 * even on a hand an earlier move left unexplained. Overwrites the tables; false when some group
 * fails.
 */
function knownFits(places: number, mover: Seat, restLo: number, restHi: number, anyLo: number, anyHi: number): boolean {
  for (let q = 0; q < places; q++) {
    const room = roomAt[q]! - popcount(knownLo[q]!) - popcount(knownHi[q]!);
    if (room < 0) return false;
    roomAt[q] = room;
    holdLo[q] = holdLo[q]! & ~anyLo;
    holdHi[q] = holdHi[q]! & ~anyHi;
  }
  return hallGroup(restLo, restHi, places, mover, 'all', 0) < 0;
}

/** The bones only the group `hallGroup` found can hold. */
let onlyFoundLo = 0;
let onlyFoundHi = 0;

/**
 * Tests Hall's condition on the groups `which` asks for, `holdLo`/`holdHi` and `roomAt` filled
 * for the first `places` places; `withStock`: every group also holds the stock (place `places`),
 * which can take any bone (see `stockInfeasible`). The first group that fails, in increasing
 * order of its bits, is the one explained.
 *
 * Only groups that can fail are visited: a group whose complement has a place that can hold every
 * bone still out (a seat that has shown no void, usually) leaves no bone to it alone, so the
 * groups tested are those holding every such place, plus any of the others (`among`); and only
 * the mover or only the others, as `which` says.
 */
function hallFails(hand: Hand, places: number, mover: Seat, which: 'with' | 'without' | 'all', withStock: boolean): InfeasibleReason | null {
  const group = hallGroup(hand.outLo, hand.outHi, places, mover, which, withStock ? hand.stock : 0);
  if (group < 0) return null;
  const stockBit = withStock ? 1 << places : 0;
  return explainInfeasible(hand, group | stockBit, onlyFoundLo, onlyFoundHi, mover, withStock || places > hand.setup.rules.seats);
}

/**
 * `hallFails` over the bones `outLo`/`outHi`, `stockRoom` the room of a stock in every group (0
 * when none): the first group that fails (without the stock's bit), its bones in `onlyFoundLo`/
 * `onlyFoundHi`; or -1 when none does.
 */
function hallGroup(outLo: number, outHi: number, places: number, mover: Seat, which: 'with' | 'without' | 'all', stockRoom: number): number {
  const full = (1 << places) - 1;
  const moverBit = 1 << mover;
  let always = 0;
  let alwaysRoom = 0;
  for (let q = 0; q < places; q++) {
    if (holdLo[q] === outLo && holdHi[q] === outHi) {
      always |= 1 << q;
      alwaysRoom += roomAt[q]!;
    }
  }
  let among = full & ~always;
  // The mover, when not always in: in every group ('with'), in every complement ('without').
  const moverFree = which !== 'all' && (among & moverBit) !== 0;
  if (which === 'without' && !moverFree) return -1;
  if (moverFree) among &= ~moverBit;
  const withMover = moverFree && which === 'with';
  const withoutMover = moverFree && which === 'without';
  const base = always | (withMover ? moverBit : 0);
  const baseRoom = alwaysRoom + (withMover ? roomAt[mover]! : 0) + stockRoom;
  const outsideLo = withoutMover ? holdLo[mover]! : 0;
  const outsideHi = withoutMover ? holdHi[mover]! : 0;
  // The rooms of all places add up to the bones out, so a group fails exactly when its
  // complement has more room than bones it can hold between them. Every complement tested lies
  // within `among` (and the mover, 'without'): when each of those places alone can hold as many
  // bones as all of them have room for, none fails, and the tables are not needed.
  let least = withoutMover ? popcount(outsideLo) + popcount(outsideHi) : 0x7fffffff;
  let roomAll = withoutMover ? roomAt[mover]! : 0;
  for (let bits = among; bits !== 0; bits &= bits - 1) {
    const q = 31 - Math.clz32(bits & -bits);
    least = Math.min(least, popcount(holdLo[q]!) + popcount(holdHi[q]!));
    roomAll += roomAt[q]!;
  }
  if (least >= roomAll) return -1;
  fillGroups(among);
  // Every part `sub` of `among`, in increasing order (g = base | sub increases with it).
  for (let sub = 0; ; sub = (sub - among) & among) {
    const rest = among & ~sub;
    // The whole table (an empty complement) is no test.
    if (rest !== 0 || withoutMover) {
      const onlyLo = outLo & ~(reachLo[rest]! | outsideLo);
      const onlyHi = outHi & ~(reachHi[rest]! | outsideHi);
      if ((onlyLo | onlyHi) !== 0 && popcount(onlyLo) + popcount(onlyHi) > baseRoom + roomOf[sub]!) {
        onlyFoundLo = onlyLo;
        onlyFoundHi = onlyHi;
        return base | sub;
      }
    }
    if (sub === among) return -1;
  }
}

/**
 * `infeasible` with bones out of every hand and none known to be in a hand: every unplayed bone
 * can then be in the stock, so only groups holding the stock can fail, and those are the seat
 * groups h plus the stock (16 with four seats, half the work). `holdLo`/`holdHi` are filled.
 */
function stockInfeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): InfeasibleReason | null {
  return hallFails(hand, inPlayOf(hand.setup.rules).seats, mover, which, true);
}

function explainInfeasible(hand: Hand, group: number, onlyLo: number, onlyHi: number, mover: Seat, withStock: boolean): InfeasibleReason {
  const { rules } = hand.setup;
  const bones: string[] = [];
  for (let id = hand.playedAt.length - 1; id >= 0; id--) {
    const inOnly = id < 32 ? (onlyLo & (1 << id)) !== 0 : (onlyHi & (1 << (id - 32))) !== 0;
    if (inOnly) bones.push(showBone(hand.set.bones[id]!));
  }
  // A pose that had to be a double may have shown seats without one (`poseVoids`).
  const posed = hand.dealtTo === null && hand.moves.length > 0 && doubleTeam(hand, hand.setup.pose) !== null;
  if (group === 0) {
    const others: string[] = [];
    for (let s = 0; s < rules.seats; s++) if (s !== mover) others.push(seatName(hand, s));
    return { kind: posed ? 'must-hold-pose' : 'must-hold', bones, count: bones.length, others, seat: seatName(hand, mover) };
  }
  const members: string[] = [];
  let room = 0;
  for (let s = 0; s < rules.seats; s++) {
    if ((group & (1 << s)) === 0) continue;
    members.push(seatName(hand, s));
    room += held(hand, s);
  }
  const stockIn = withStock && (group & (1 << rules.seats)) !== 0;
  if (stockIn) room += hand.stock;
  const where = rules.rest === 'boneyard' ? ({ kind: 'boneyard' } as const) : ({ kind: 'out-of-play' } as const);
  return { kind: posed ? 'no-room-pose' : 'no-room', bones, count: bones.length, places: stockIn ? [...members, where] : members, room };
}

/** One bone on the layout, oriented left to right as it lies. */
export interface PlacedBone {
  readonly bone: Bone;
  readonly seat: Seat;
  readonly move: number;
}

/**
 * The line from left to right, each bone oriented so touching ends match. In the four-arm layout,
 * the line through the 0-0 from the west arm's end to the east arm's (`layoutArms` has all four).
 */
export function line(hand: Hand): PlacedBone[] {
  if (hand.setup.rules.layout === 'four-arm') return crossLine(hand);
  const out: PlacedBone[] = [];
  let ends: [Pip, Pip] | null = null;
  hand.moves.forEach((m, move) => {
    if (!isPlay(m)) return;
    const end = endOfPlay(ends, m);
    const [a, b] = m.bone;
    if (!ends) out.push({ bone: [a, b], seat: m.seat, move });
    else if (end === 'left') out.unshift({ bone: b === ends[0] ? [a, b] : [b, a], seat: m.seat, move });
    else out.push({ bone: a === ends[1] ? [a, b] : [b, a], seat: m.seat, move });
    ends = placeOnEnds(ends, m.bone, end);
  });
  return out;
}

/** Each arm's bones from the 0-0 outwards, oriented (four-arm layout); [] for a line game. */
export function layoutArms(hand: Hand): PlacedBone[][] {
  if (hand.setup.rules.layout !== 'four-arm') return [];
  const { arm } = replayArms(hand.moves.map((m) => (isPlay(m) ? m : null)));
  const plays = hand.moves.flatMap((m, move) => (isPlay(m) && arm[move]! >= 0 ? [{ bone: m.bone, seat: m.seat, move, arm: arm[move]! }] : []));
  return armLines(plays);
}

function crossLine(hand: Hand): PlacedBone[] {
  const pose = hand.moves.findIndex(isPlay);
  if (pose < 0) return [];
  const arms = layoutArms(hand);
  const west = arms[3]!.map((p) => ({ ...p, bone: [p.bone[1], p.bone[0]] as Bone })).reverse();
  const first = hand.moves[pose] as PlayMove;
  return [...west, { bone: first.bone, seat: first.seat, move: pose }, ...arms[1]!];
}

/** Replays a list of moves from the start; the error says which move (0-based) is wrong. */
export function replayHand(
  setup: HandSetup,
  moves: readonly Move[],
): Result<Hand, HandError & { readonly move: number | null }> {
  const started = startHand(setup);
  if (!started.ok) return { ok: false, error: { ...started.error, move: null } };
  return replayMoves(started.value, moves);
}

/**
 * `applyMove` for each move in turn, from `hand`: the same hand or the same error (with the
 * index of the move, 0-based), in time linear in the moves. `hand` is left as it was.
 *
 * `applyMove` copies the log and the per-bone and per-seat arrays it changes, so every hand
 * stays a value whoever keeps it (db/live.ts and advance.ts keep hands and branch from them;
 * `legalPlays` tries moves on a hand), which makes a whole hand O(moves²). Here the hands between
 * the first and the last are seen by no one, so after one copy of `hand`'s arrays each move
 * changes them in place. test/domain/replay-moves.test.ts checks the two paths agree.
 */
export function replayMoves(hand: Hand, moves: readonly Move[]): Result<Hand, HandError & { readonly move: number }> {
  if (moves.length === 0) return ok(hand);
  let state = detached(hand);
  for (let i = 0; i < moves.length; i++) {
    const next = applyMoveTo(state, moves[i]!, true);
    if (!next.ok) return { ok: false, error: { ...next.error, move: i } };
    state = next.value;
  }
  return ok(state);
}

/** `hand` with its own copy of every array a move may change in place (see `replayMoves`). */
function detached(hand: Hand): Hand {
  // Field by field in `successor`'s order (one shape for every hand), keeping status and bonuses.
  return {
    setup: hand.setup,
    set: hand.set,
    moves: hand.moves.slice(),
    ends: hand.ends,
    arms: hand.arms,
    turn: hand.turn,
    status: hand.status,
    bonuses: hand.bonuses,
    played: hand.played.slice(),
    drawn: hand.drawn.slice(),
    stock: hand.stock,
    passesInRow: hand.passesInRow,
    playedAt: hand.playedAt.slice(),
    voidAt: hand.voidAt.slice(),
    voidPips: hand.voidPips.slice(),
    voidLo: hand.voidLo.slice(),
    voidHi: hand.voidHi.slice(),
    // Never changed in place: a move that changes them copies them (`applyDraw`, `knownAfterPlay`).
    dealtTo: hand.dealtTo,
    known: hand.known,
    inPlay: hand.inPlay,
    outLo: hand.outLo,
    outHi: hand.outHi,
  };
}
