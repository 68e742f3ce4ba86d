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
import { ARM_NAMES, EMPTY_ARMS, acceptedBits, armLines, armWords, armsWords, defaultArm, fittingArms, isArmName, placeOnArm, replayArms, voidPipBits } from './arms.ts';
import type { ArmName, Arms } from './arms.ts';
import { boneBits, boneId, boneSet, isDouble, isInSet, showBone } from './bones.ts';
import type { Bone, BoneId, BoneSet, Pip } from './bones.ts';
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

/** Who may pose this hand; the match decides it (see match.ts and domain/families/). */
export type Pose =
  /** The holder of `bone` poses; when `forced` the pose must be that bone (tournament rule). */
  | { readonly by: 'holder'; readonly bone: Bone; readonly forced: boolean }
  /** Any seat of side `team` poses, with any bone (the side that won the last hand). */
  | { readonly by: 'team'; readonly team: number }
  /** One of these seats poses, with any bone (a rotation, the last hand's winner). */
  | { readonly by: 'seats'; readonly seats: readonly Seat[] }
  /** Anyone may pose, with any bone (a hand checked on its own, a game where any seat may begin). */
  | { readonly by: 'anyone' };

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
  /** The seat to play; null before the pose (see `setup.pose`) and once the hand is over. */
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
  | 'dealt/wrong-seats'
  | 'dealt/wrong-count'
  | 'dealt/not-in-set'
  | 'dealt/duplicate'
  | 'setup/seat-names';

export type HandError = DominoError<HandErrorCode>;

const fail = err<HandErrorCode>;

/** By rules: which bones of the set are in play, by id (1) or taken out (0), and as bits; built once per preset. */
interface InPlay {
  readonly byId: Uint8Array;
  readonly lo: number;
  readonly hi: number;
}
const inPlayCache = new WeakMap<HandRules, InPlay>();

function inPlayOf(rules: HandRules): InPlay {
  const cached = inPlayCache.get(rules);
  if (cached) return cached;
  const byId = new Uint8Array(boneSet(rules.maxPip).bones.length).fill(1);
  for (const bone of rules.removed) byId[boneId(bone[0], bone[1])] = 0;
  const out = { byId, lo: inPlayBits(byId, 0), hi: inPlayBits(byId, 32) };
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
      return fail('dealt/wrong-seats', `The deal lists ${dealt.length} seats; this game has ${rules.seats}.`);
    }
    dealtTo = new Int8Array(set.bones.length).fill(-1);
    for (let seat = 0; seat < rules.seats; seat++) {
      const name = setup.seatNames[seat]!;
      const bones = dealt[seat]!;
      if (bones.length !== rules.handSize) {
        return fail('dealt/wrong-count', `${name} was dealt ${bones.length} bones; each seat gets ${rules.handSize}.`);
      }
      for (const bone of bones) {
        if (!inSetInPlay(rules, bone)) {
          return fail('dealt/not-in-set', `${name}'s deal has ${showBone(bone)}: ${notInSet(rules, bone)}`);
        }
        const id = boneId(bone[0], bone[1]);
        const holder = dealtTo[id]!;
        if (holder >= 0) {
          const who = holder === seat ? `twice to ${name}` : `to both ${setup.seatNames[holder]!} and ${name}`;
          return fail('dealt/duplicate', `${showBone(bone)} is dealt ${who}.`);
        }
        dealtTo[id] = seat;
      }
    }
  }
  const holderSeat = setup.pose.by === 'holder' && dealtTo ? dealtTo[boneId(setup.pose.bone[0], setup.pose.bone[1])]! : -1;
  return ok({
    setup,
    set,
    moves: [],
    ends: null,
    arms: null,
    turn: holderSeat >= 0 ? holderSeat : null,
    status: 'playing',
    bonuses: [],
    played: new Array<number>(rules.seats).fill(0),
    drawn: new Array<number>(rules.seats).fill(0),
    stock: bonesInPlay(rules) - rules.seats * rules.handSize,
    passesInRow: 0,
    playedAt: new Array<number>(set.bones.length).fill(-1),
    voidAt: new Array<number>(rules.seats * (rules.maxPip + 1)).fill(-1),
    voidPips: new Array<number>(rules.seats).fill(0),
    voidLo: new Array<number>(rules.seats).fill(0),
    voidHi: new Array<number>(rules.seats).fill(0),
    dealtTo,
    known: null,
    inPlay: inPlay.byId,
    outLo: inPlay.lo,
    outHi: inPlay.hi,
  });
}

/** The bits of the bones in play among ids base … base+31. */
function inPlayBits(inPlay: Uint8Array, base: number): number {
  let bits = 0;
  for (let id = base; id < inPlay.length && id < base + 32; id++) if (inPlay[id] === 1) bits |= 1 << (id - base);
  return bits;
}

/** The bones a seat holds now: dealt, plus drawn, less played. */
export function held(hand: Hand, seat: Seat): number {
  return hand.setup.rules.handSize + hand.drawn[seat]! - hand.played[seat]!;
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

/** The seat known to hold a bone without the deal (sporting pose, a known draw), or -1. */
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
  if (isPass(move)) return applyPass(hand, move);
  if (isDraw(move)) return applyDraw(hand, move);
  return applyPlay(hand, move);
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
  if (!Number.isInteger(seat) || seat < 0 || seat >= rules.seats) {
    return { code: 'seat/unknown', message: `There is no seat ${seat}: seats are 0 to ${rules.seats - 1}.` };
  }
  if (hand.turn !== null && seat !== hand.turn && (hand.ends !== null || hand.arms !== null)) {
    return {
      code: 'turn/out-of-turn',
      message: `It is ${seatName(hand, hand.turn)}'s turn, not ${seatName(hand, seat)}'s.`,
      params: { turn: seatName(hand, hand.turn), seat: seatName(hand, seat) },
    };
  }
  return null;
}

function checkPose(hand: Hand, seat: Seat, bone: Bone, id: BoneId): HandError | null {
  const pose = hand.setup.pose;
  if (pose.by === 'holder') {
    const poseId = boneId(pose.bone[0], pose.bone[1]);
    // Tournament play: "the first player must begin by posing the 6-6"
    // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
    if (pose.forced && id !== poseId) {
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
  } else if (pose.by === 'seats') {
    if (!pose.seats.includes(seat)) {
      const posers = pose.seats.map((s) => seatName(hand, s));
      return {
        code: 'pose/wrong-seat',
        message: `${joinOr(posers)} poses this hand; ${seatName(hand, seat)} cannot.`,
        params: { seat: seatName(hand, seat) },
      };
    }
  }
  return null;
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
    params: { seat: seatName(hand, seat), move: at + 1, pip, bone: showBone(bone) },
  };
}

/** The seat has shown by passing that it does not hold this bone (a number it passed on, or an arm's double). */
export function passedOn(hand: Hand, seat: Seat, id: BoneId): boolean {
  return id < 32 ? (hand.voidLo[seat]! & (1 << id)) !== 0 : (hand.voidHi[seat]! & (1 << (id - 32))) !== 0;
}

/**
 * A play on the four-arm layout (JCTPF, domain/arms.ts): the arm it goes on, or why not. The
 * arm may be left out when every arm the bone fits is alike (docs/record-format.md).
 */
function checkArmPlay(hand: Hand, move: PlayMove, id: BoneId, quiet: boolean): ArmName | HandError {
  const arms = hand.arms!;
  const { seat, bone } = move;
  const shown = showBone(bone);
  const fits = fittingArms(arms, bone);
  if (fits.length === 0) return { code: 'play/no-arm', message: `${shown} fits no arm: ${armsWords(arms)}.` };
  if (knownHolder(hand, id) !== seat && hand.dealtTo?.[id] !== seat && passedOn(hand, seat, id)) {
    // The first pass of the seat at which the arms took this bone proved it.
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
    return {
      code: 'play/renege',
      message: `${seatName(hand, seat)} passed at ${moveNo(at)} when ${shown} would have fitted an arm, so did not hold it; playing it now shows that pass was false (a renege).`,
    };
  }
  if (quiet) return ARM_NAMES[fits[0]!]!;
  const names = fits.map((i) => ARM_NAMES[i]!);
  if (move.end !== undefined) {
    if (!isArmName(move.end)) {
      return { code: 'play/wrong-arm', message: `${String(move.end)} is not an arm: the layout round the 0-0 has a north, east, south and west arm.` };
    }
    const i = ARM_NAMES.indexOf(move.end);
    if (!fits.includes(i)) {
      return { code: 'play/wrong-arm', message: `${shown} does not fit the ${move.end} arm (${armWords(arms, i)}); it fits the ${joinOr(names)} arm.` };
    }
    return move.end;
  }
  const i = defaultArm(arms, fits);
  if (i === null) return { code: 'play/arm-required', message: `${shown} fits the ${joinAnd(names)} arms, which differ: say which arm.` };
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

/** The log with one more move (a copy: hands are values). */
function appended(moves: readonly Move[], move: Move): Move[] {
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
  'moves' | 'ends' | 'turn' | 'played' | 'drawn' | 'stock' | 'passesInRow' | 'playedAt' | 'voidAt' | 'voidPips' | 'voidLo' | 'voidHi' | 'dealtTo' | 'known' | 'outLo' | 'outHi'
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
    arms: hand.arms,
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

/** Why a bone is known to be in a seat's hand without the deal: it drew it, or posed as its holder. */
export function whyKnown(hand: Hand, id: BoneId): string {
  const seat = knownHolder(hand, id);
  const bone = showBone(hand.set.bones[id]!);
  for (let i = 0; i < hand.moves.length; i++) {
    const m = hand.moves[i]!;
    if (m.seat === seat && isDraw(m) && typeof m.draw !== 'number' && m.draw.some((b) => boneId(b[0], b[1]) === id)) {
      return `${seatName(hand, seat)} drew the ${bone} at ${moveNo(i)}, so ${seatName(hand, seat)} holds it`;
    }
  }
  // Sporting (caribbean-jamaican-haitian-puerto-rican.txt: "the holder of the 6-6 is allowed to
  // announce that he is 'sporting' and begin with a different bone").
  return `${seatName(hand, seat)} posed another bone as the holder of the ${bone} (sporting), so ${seatName(hand, seat)} holds the ${bone}`;
}

/** The bones known held after `seat` plays `id` (and, on a sporting pose, what the pose proves). */
function knownAfterPlay(hand: Hand, seat: Seat, id: BoneId): Int8Array | null {
  let known = hand.known;
  if (known && known[id]! >= 0) {
    known = known.slice();
    known[id] = -1;
  }
  const pose = hand.setup.pose;
  // Sporting: whoever poses another bone holds the 6-6; without the deal that is the one thing
  // the pose proves about a hand.
  if (hand.ends === null && pose.by === 'holder' && !pose.forced && hand.dealtTo === null) {
    const holderBone = boneId(pose.bone[0], pose.bone[1]);
    if (holderBone !== id) {
      known = known ? known.slice() : new Int8Array(hand.set.bones.length).fill(-1);
      known[holderBone] = seat;
    }
  }
  return known;
}

function applyPlay(hand: Hand, move: PlayMove): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat, bone } = move;
  if (!isInSet(bone, rules.maxPip) || hand.inPlay[boneId(bone[0], bone[1])] === 0) {
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
  if (holder >= 0 && holder !== seat) {
    return fail('play/impossible', `${seatName(hand, seat)} cannot have played ${showBone(bone)}: ${whyKnown(hand, id)}.`);
  }

  const index = hand.moves.length;
  const playedAt = hand.playedAt.slice();
  playedAt[id] = index;
  const played = hand.played.slice();
  played[seat] = played[seat]! + 1;
  // The four-arm layout keeps no line ends: its arms change instead (domain/arms.ts).
  const fourArm = rules.layout === 'four-arm';
  const ends = fourArm ? null : placeOnEnds(hand.ends, bone, end as End);
  const laid = successor(hand, {
    moves: appended(hand.moves, move),
    ends,
    turn: (seat + 1) % rules.seats,
    played,
    drawn: hand.drawn,
    stock: hand.stock,
    passesInRow: 0,
    playedAt,
    voidAt: hand.voidAt,
    voidPips: hand.voidPips,
    voidLo: hand.voidLo,
    voidHi: hand.voidHi,
    dealtTo: hand.dealtTo,
    known: knownAfterPlay(hand, seat, id),
    outLo: id < 32 ? hand.outLo & ~(1 << id) : hand.outLo,
    outHi: id < 32 ? hand.outHi : hand.outHi & ~(1 << (id - 32)),
  });
  const next = fourArm ? { ...laid, arms: hand.arms ? placeOnArm(hand.arms, bone, ARM_NAMES.indexOf(end as ArmName)) : EMPTY_ARMS } : laid;

  // Checked before the domino too: a seat's last bone may be one it cannot have held.
  // What a play can break: only groups of places that hold the seat (its room is one less), unless
  // the pose just proved where the 6-6 is (then all).
  const impossible = infeasible(next, seat, next.known === hand.known ? 'with' : 'all');
  if (impossible) {
    return fail('play/impossible', `${seatName(hand, seat)} cannot have played ${showBone(bone)}: ${impossible}.`);
  }
  // "The play ends when an individual manages to play all his bones"
  // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
  if (held(next, seat) === 0) {
    return ok({ ...next, status: 'domino', turn: null, bonuses: ends ? dominoBonuses(hand, bone, id, ends) : [] });
  }
  if (next.arms ? noBoneFitsArms(next, next.arms) : noBoneFits(next)) return ok({ ...next, status: 'blocked', turn: null });
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
        return { code: `${code}/contradicts`, message: `${name} cannot ${verb} on ${endsWords(ends)}: ${whyKnown(hand, id)}, which fits.` };
      }
    }
  }
  return null;
}

/** The voids after `seat` shows, at move `index`, that it holds nothing on the ends. */
function voidsAfter(hand: Hand, seat: Seat, index: number): { voidAt: number[]; voidPips: number[]; voidLo: number[]; voidHi: number[] } {
  if (hand.arms) return armVoidsAfter(hand, hand.arms, seat, index);
  const [l, r] = hand.ends!;
  const { pipBoneLo, pipBoneHi } = hand.set;
  const width = hand.set.maxPip + 1;
  const voidAt = hand.voidAt.slice();
  if (voidAt[seat * width + l]! < 0) voidAt[seat * width + l] = index;
  if (voidAt[seat * width + r]! < 0) voidAt[seat * width + r] = index;
  const voidPips = hand.voidPips.slice();
  voidPips[seat] = voidPips[seat]! | (1 << l) | (1 << r);
  const voidLo = hand.voidLo.slice();
  voidLo[seat] = voidLo[seat]! | pipBoneLo[l]! | pipBoneLo[r]!;
  const voidHi = hand.voidHi.slice();
  voidHi[seat] = voidHi[seat]! | pipBoneHi[l]! | pipBoneHi[r]!;
  return { voidAt, voidPips, voidLo, voidHi };
}

/**
 * `voidsAfter` on the four-arm layout: a pass proves the seat holds none of the bones the arms
 * take, which is whole numbers only where an arm takes any bone showing its number; an arm waiting
 * for its double proves only that the seat lacks that double.
 */
function armVoidsAfter(hand: Hand, arms: Arms, seat: Seat, index: number): { voidAt: number[]; voidPips: number[]; voidLo: number[]; voidHi: number[] } {
  const [lo, hi] = acceptedBits(arms, hand.set);
  const pips = voidPipBits(arms);
  const width = hand.set.maxPip + 1;
  const voidAt = hand.voidAt.slice();
  for (let pip = 0; pip < width; pip++) if ((pips & (1 << pip)) !== 0 && voidAt[seat * width + pip]! < 0) voidAt[seat * width + pip] = index;
  const voidPips = hand.voidPips.slice();
  voidPips[seat] = voidPips[seat]! | pips;
  const voidLo = hand.voidLo.slice();
  voidLo[seat] = voidLo[seat]! | lo;
  const voidHi = hand.voidHi.slice();
  voidHi[seat] = voidHi[seat]! | hi;
  return { voidAt, voidPips, voidLo, voidHi };
}

function applyPass(hand: Hand, move: PassMove): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat } = move;
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  const name = () => seatName(hand, seat);
  if (hand.ends === null && hand.arms === null) {
    return fail('pose/pass', `A hand begins with a pose, so ${name()} cannot pass before a bone is down.`, { seat: name() });
  }
  const cannot = checkCannotPlay(hand, seat, 'pass');
  if (cannot) return { ok: false, error: cannot };
  if (rules.rest === 'boneyard' && hand.stock > 0) {
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
  const { voidAt, voidPips, voidLo, voidHi } = voidsAfter(hand, seat, index);
  const next = successor(hand, {
    moves: appended(hand.moves, move),
    ends: hand.ends,
    turn: (seat + 1) % rules.seats,
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
  if (impossible) {
    const on = hand.arms ? `the arms (${armsWords(hand.arms)})` : endsWords(hand.ends!);
    return fail('pass/contradicts', `${name()} cannot pass on ${on}: ${impossible}.`);
  }
  // With bones out of play a bone that fits may be sleeping, so a block is known only when every
  // seat has passed in turn ("when all four players pass in succession", latin-partnership.txt).
  if (next.passesInRow >= rules.seats) return ok({ ...next, status: 'blocked', turn: null });
  return ok(next);
}

/**
 * A draw from the boneyard: "A player who has no domino to play at their turn must draw dominoes
 * one at a time from the boneyard until they obtain a playable domino and then play it"
 * (caribbean-jamaican-haitian-puerto-rican.txt, Two-Player Game). The seat keeps the turn.
 */
function applyDraw(hand: Hand, move: DrawMove): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat } = move;
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  const name = seatName(hand, seat);
  if (rules.rest !== 'boneyard' || allBonesDealt(rules)) {
    return fail('draw/no-boneyard', `There is no boneyard in this game, so ${name} cannot draw.`, { seat: name });
  }
  if (hand.ends === null) return fail('draw/before-pose', `A hand begins with a pose, so ${name} cannot draw before a bone is down.`, { seat: name });
  const bones = typeof move.draw === 'number' ? null : move.draw;
  const count = bones ? bones.length : (move.draw as number);
  if (!Number.isInteger(count) || count < 1) return fail('draw/too-many', `${name} must draw at least one bone.`);
  if (count > hand.stock) {
    const n = hand.stock;
    return fail('draw/too-many', `${name} cannot draw ${count}: the boneyard has ${n} ${n === 1 ? 'bone' : 'bones'} left.`);
  }
  const cannot = checkCannotPlay(hand, seat, 'draw');
  if (cannot) return { ok: false, error: cannot };
  if (!bones && hand.dealtTo) {
    return fail('draw/unseen', `With the deal recorded, say which bones ${name} drew (a list of bones, not a count).`, { seat: name });
  }
  const index = hand.moves.length;
  const { voidAt, voidPips, voidLo, voidHi } = voidsAfter(hand, seat, index);
  const drawn = hand.drawn.slice();
  drawn[seat] = drawn[seat]! + count;
  // First what the draw states about the hand the seat held: nothing on the ends.
  const shown = successor(hand, {
    moves: appended(hand.moves, move),
    ends: hand.ends,
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
  const impossible = infeasible(shown, seat, 'all');
  if (impossible) return fail('draw/contradicts', `${name} cannot draw on ${endsWords(hand.ends)}: ${impossible}.`);

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
  const [l, r] = hand.ends;
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
      const who = seen.has(id) ? `${name} drew it just before` : `${seatName(hand, holder)} holds it`;
      return fail('draw/not-in-boneyard', `${showBone(bone)} is not in the boneyard: ${who}.`);
    }
    seen.add(id);
    // "one at a time … until they obtain a playable domino": only the last bone drawn may fit.
    if (i < bones.length - 1 && (bone[0] === l || bone[1] === l || bone[0] === r || bone[1] === r)) {
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
const reachLo = new Int32Array(1 << 8);
const reachHi = new Int32Array(1 << 8);
const roomOf = new Int32Array(1 << 8);

/**
 * By groups g of the first `places` places (each seat, then the stock as place `seats`): what g
 * can hold between them (reach, from `holdLo`/`holdHi`) and how much room g has.
 */
function fillGroups(hand: Hand, places: number): void {
  const seats = hand.setup.rules.seats;
  const handSize = hand.setup.rules.handSize;
  const full = (1 << places) - 1;
  reachLo[0] = 0;
  reachHi[0] = 0;
  roomOf[0] = 0;
  for (let g = 1; g <= full; g++) {
    const low = 31 - Math.clz32(g & -g);
    const rest = g & (g - 1);
    reachLo[g] = reachLo[rest]! | holdLo[low]!;
    reachHi[g] = reachHi[rest]! | holdHi[low]!;
    roomOf[g] = roomOf[rest]! + (low === seats ? hand.stock : handSize + hand.drawn[low]! - hand.played[low]!);
  }
}

/**
 * `which`: the groups to test. The hand before the move passed the test, so after a play only the
 * groups holding the mover can fail (their room shrank), and after a pass only those without it
 * (what the mover can hold shrank); 'all' when bones became known.
 */
function infeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): string | null {
  if (hand.dealtTo) return null;
  const seats = hand.setup.rules.seats;
  let anyVoid = hand.known !== null ? 1 : 0;
  for (let s = 0; s < seats; s++) anyVoid |= hand.voidPips[s]!;
  if (anyVoid === 0) return null;
  const { outLo, outHi } = hand;
  // The places bones out can be: each seat, and the stock (sleeping or in the boneyard) when any.
  const places = hand.stock > 0 ? seats + 1 : seats;
  const handSize = hand.setup.rules.handSize;
  for (let s = 0; s < seats; s++) {
    if (handSize + hand.drawn[s]! === hand.played[s]) {
      holdLo[s] = 0;
      holdHi[s] = 0;
      continue;
    }
    holdLo[s] = outLo & ~hand.voidLo[s]!;
    holdHi[s] = outHi & ~hand.voidHi[s]!;
  }
  if (places > seats && hand.known === null) return stockInfeasible(hand, mover, which);
  if (places > seats) {
    holdLo[seats] = outLo;
    holdHi[seats] = outHi;
  }
  if (hand.known) {
    // A bone known to be in a seat's hand is there and nowhere else, whatever that seat passed on.
    for (let id = 0; id < hand.known.length; id++) {
      const k = hand.known[id]!;
      if (k < 0 || hand.playedAt[id]! >= 0) continue;
      const [lo, hi] = boneBits(id);
      for (let q = 0; q < places; q++) {
        if (q === k) {
          holdLo[q] = holdLo[q]! | lo;
          holdHi[q] = holdHi[q]! | hi;
        } else {
          holdLo[q] = holdLo[q]! & ~lo;
          holdHi[q] = holdHi[q]! & ~hi;
        }
      }
    }
  }
  const full = (1 << places) - 1;
  fillGroups(hand, places);
  const moverBit = 1 << mover;
  const want = which === 'with' ? moverBit : 0;
  for (let g = 0; g < full; g++) {
    if (which !== 'all' && (g & moverBit) !== want) continue;
    // Bones that no place outside the group can take must all be inside it.
    const onlyLo = outLo & ~reachLo[full & ~g]!;
    const onlyHi = outHi & ~reachHi[full & ~g]!;
    if ((onlyLo | onlyHi) !== 0 && popcount(onlyLo) + popcount(onlyHi) > roomOf[g]!) {
      return explainInfeasible(hand, g, onlyLo, onlyHi, mover, places > seats);
    }
  }
  return null;
}

/**
 * `infeasible` with bones out of every hand and none known to be in a hand: every unplayed bone
 * can then be in the stock, so only groups holding the stock can fail, and those are the seat
 * groups h plus the stock (16 with four seats, half the work). `holdLo`/`holdHi` are filled.
 */
function stockInfeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): string | null {
  const seats = hand.setup.rules.seats;
  const { outLo, outHi } = hand;
  const fullSeats = (1 << seats) - 1;
  fillGroups(hand, seats);
  const moverBit = 1 << mover;
  const want = which === 'with' ? moverBit : 0;
  for (let h = 0; h < fullSeats; h++) {
    if (which !== 'all' && (h & moverBit) !== want) continue;
    const onlyLo = outLo & ~reachLo[fullSeats & ~h]!;
    const onlyHi = outHi & ~reachHi[fullSeats & ~h]!;
    if ((onlyLo | onlyHi) !== 0 && popcount(onlyLo) + popcount(onlyHi) > roomOf[h]! + hand.stock) {
      return explainInfeasible(hand, h | (1 << seats), onlyLo, onlyHi, mover, true);
    }
  }
  return null;
}

function explainInfeasible(hand: Hand, group: number, onlyLo: number, onlyHi: number, mover: Seat, withStock: boolean): string {
  const { rules } = hand.setup;
  const bones: string[] = [];
  for (let id = hand.playedAt.length - 1; id >= 0; id--) {
    const inOnly = id < 32 ? (onlyLo & (1 << id)) !== 0 : (onlyHi & (1 << (id - 32))) !== 0;
    if (inOnly) bones.push(showBone(hand.set.bones[id]!));
  }
  const one = bones.length === 1;
  const them = one ? 'it' : 'them';
  const still = `${joinAnd(bones)} ${one ? 'is' : 'are'} still out`;
  if (group === 0) {
    const others: string[] = [];
    for (let s = 0; s < rules.seats; s++) if (s !== mover) others.push(seatName(hand, s));
    return `${still} and ${joinAnd(others)} have shown by passing that they cannot hold ${them}, so ${seatName(hand, mover)} must hold ${them}`;
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
  const where = rules.rest === 'boneyard' ? 'the boneyard' : 'the bones out of play';
  const who = stockIn ? joinAnd([...members, where]) : joinAnd(members);
  const has = members.length === 1 && !stockIn ? 'has' : 'have';
  return `${still} and only ${who} can hold ${them} (the others have passed on their numbers), but ${who} ${has} only ${room} ${room === 1 ? 'bone' : 'bones'} left`;
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
  let hand = started.value;
  for (let i = 0; i < moves.length; i++) {
    const next = applyMove(hand, moves[i]!);
    if (!next.ok) return { ok: false, error: { ...next.error, move: i } };
    hand = next.value;
  }
  return ok(hand);
}
