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
import { boneId, boneSet, isDouble, isInSet, showBone } from './bones.ts';
import type { Bone, BoneId, BoneSet, Pip } from './bones.ts';
import { err, joinAnd, joinOr, ok } from './result.ts';
import type { DominoError, Result } from './result.ts';
import type { HandRules } from './rules.ts';

export type Seat = number;
export type End = 'left' | 'right';

export interface PlayMove {
  readonly seat: Seat;
  readonly bone: Bone;
  /** Required only when the bone fits both ends and they differ. */
  readonly end?: End;
}
export interface PassMove {
  readonly seat: Seat;
  readonly pass: true;
}
export type Move = PlayMove | PassMove;

export function isPass(move: Move): move is PassMove {
  return 'pass' in move;
}

/** Who may pose this hand; the match decides it (see match.ts). */
export type Pose =
  /** The holder of `bone` poses; when `forced` the pose must be that bone (tournament rule). */
  | { readonly by: 'holder'; readonly bone: Bone; readonly forced: boolean }
  /** Either partner of `team` poses, with any bone (the team that won the last hand). */
  | { readonly by: 'team'; readonly team: number }
  /** Nothing is known about the pose (a hand checked on its own). */
  | { readonly by: 'anyone' };

export interface HandSetup {
  readonly rules: HandRules;
  readonly pose: Pose;
  /** Names used in messages, one per seat in order of play. */
  readonly seatNames: readonly string[];
  /** The hands as dealt, by seat. Optional: when given, every move is checked against them. */
  readonly dealt?: readonly (readonly Bone[])[];
}

export type Bonus = 'key-bone';

export type HandStatus = 'playing' | 'domino' | 'blocked';

export interface Hand {
  readonly setup: HandSetup;
  readonly set: BoneSet;
  readonly moves: readonly Move[];
  /** Open ends [left, right]; null until the pose. */
  readonly ends: readonly [Pip, Pip] | null;
  /** The seat to play; null before the pose (see `setup.pose`) and once the hand is over. */
  readonly turn: Seat | null;
  readonly status: HandStatus;
  /** Bonuses earned by the domino (empty otherwise). */
  readonly bonuses: readonly Bonus[];
  /** Bones played by each seat. */
  readonly played: readonly number[];
  /** Passes since the last play. */
  readonly passesInRow: number;
  /** By bone id: index of the move that played it, or -1. */
  readonly playedAt: readonly number[];
  /** By seat*(maxPip+1)+pip: index of the pass that showed the seat holds no such pip, or -1. */
  readonly voidAt: readonly number[];
  /** By seat: the bones showing a pip it has shown it lacks, as bits (1 << bone id). */
  readonly voidBones: readonly number[];
  /** The bones not yet played, as bits (1 << bone id); kept only when `inferable`. */
  readonly unplayedBits: number;
  /** By bone id: the seat it was dealt to, or -1 (unknown when `setup.dealt` is absent). */
  readonly dealtTo: Int8Array | null;
  /** Every bone is in some hand and the deal is not given: what the passes imply can be checked. */
  readonly inferable: boolean;
  /**
   * A bone known to be in one seat's hand without the deal: under a sporting pose, the seat that
   * posed another bone holds the 6-6. -1 when none.
   */
  readonly pinnedBone: BoneId;
  readonly pinnedSeat: Seat;
  /** Every bone is in some hand, or the deal is given: a block is known without waiting for passes. */
  readonly blockKnown: boolean;
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
  | 'play/no-match'
  | 'play/wrong-end'
  | 'play/end-required'
  | 'play/renege'
  | 'play/impossible'
  | 'pass/could-play'
  | 'pass/contradicts'
  | 'dealt/wrong-seats'
  | 'dealt/wrong-count'
  | 'dealt/not-in-set'
  | 'dealt/duplicate'
  | 'setup/seat-names';

export type HandError = DominoError<HandErrorCode>;

const fail = err<HandErrorCode>;

/** Every bone of the set is in someone's hand: true for 4 × 7 of a double-six. */
export function allBonesDealt(rules: HandRules): boolean {
  return rules.seats * rules.handSize === boneSet(rules.maxPip).bones.length;
}

export function teamOf(rules: HandRules, seat: Seat): number {
  return rules.teamOf[seat]!;
}

/** Starts a hand: checks the setup (names, and the deal when given). */
export function startHand(setup: HandSetup): Result<Hand, HandError> {
  const { rules } = setup;
  const set = boneSet(rules.maxPip);
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
        if (!isInSet(bone, rules.maxPip)) {
          return fail('dealt/not-in-set', `${name}'s deal has ${showBone(bone)}, which is not a double-${rules.maxPip} bone.`);
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
  return ok({
    setup,
    set,
    moves: [],
    ends: null,
    turn: setup.pose.by === 'holder' && dealtTo ? dealtTo[boneId(setup.pose.bone[0], setup.pose.bone[1])]! : null,
    status: 'playing',
    bonuses: [],
    played: new Array<number>(rules.seats).fill(0),
    passesInRow: 0,
    playedAt: new Array<number>(set.bones.length).fill(-1),
    voidAt: new Array<number>(rules.seats * (rules.maxPip + 1)).fill(-1),
    voidBones: new Array<number>(rules.seats).fill(0),
    unplayedBits: set.bones.length <= 31 ? 2 ** set.bones.length - 1 : 0,
    dealtTo,
    // Sets where every bone is dealt have at most 28 bones, so the bits fit in one 32-bit number.
    inferable: dealtTo === null && allBonesDealt(rules) && set.bones.length <= 31 && rules.seats <= 8,
    blockKnown: dealtTo !== null || allBonesDealt(rules),
    pinnedBone: -1,
    pinnedSeat: -1,
  });
}

/** Bones not yet on the layout, by id. */
export function unplayedBones(hand: Hand): BoneId[] {
  const out: BoneId[] = [];
  for (let id = 0; id < hand.playedAt.length; id++) if (hand.playedAt[id]! < 0) out.push(id);
  return out;
}

/** The bones a seat has played, in the order it played them. */
export function bonesPlayedBy(hand: Hand, seat: Seat): Bone[] {
  const out: Bone[] = [];
  for (const move of hand.moves) if (move.seat === seat && !isPass(move)) out.push(move.bone);
  return out;
}

/** Pips the seat has shown, by passing, that it does not hold. */
export function shownVoid(hand: Hand, seat: Seat): Pip[] {
  const width = hand.set.maxPip + 1;
  const out: Pip[] = [];
  for (let pip = 0; pip < width; pip++) if (hand.voidAt[seat * width + pip]! >= 0) out.push(pip);
  return out;
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
  readonly end: End;
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
    if (hand.playedAt[id]! >= 0) continue;
    if (hand.dealtTo !== null && hand.dealtTo[id] !== seat) continue;
    const bone = hand.set.bones[id]!;
    const move = { seat, bone };
    if (typeof checkPlay(hand, move, id, true) !== 'string') continue;
    for (const end of fittingEnds(hand, bone)) {
      // Without the deal, what the passes prove (infeasible, the sporting 6-6) is only found by
      // playing the move; with the deal, checkPlay is already exact.
      if (hand.dealtTo === null && (hand.inferable || hand.pinnedBone >= 0) && !applyMove(hand, { seat, bone, end }).ok) continue;
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
  return applyPlay(hand, move);
}

function seatName(hand: Hand, seat: Seat): string {
  return hand.setup.seatNames[seat] ?? `seat ${seat}`;
}

function moveNo(index: number): string {
  return `move ${index + 1}`;
}

/** Checks shared by plays and passes: the hand is on, the seat exists and it is its turn. */
function checkTurn(hand: Hand, seat: Seat): HandError | null {
  const { rules } = hand.setup;
  if (hand.status !== 'playing') {
    const last = hand.moves.length;
    if (hand.status === 'domino') {
      const winner = (hand.moves[last - 1] as PlayMove).seat;
      return {
        code: 'hand/over',
        message: `The hand is over: ${seatName(hand, winner)} played the last bone at ${moveNo(last - 1)} (domino).`,
      };
    }
    return { code: 'hand/over', message: `The hand is over: it was blocked after ${moveNo(last - 1)}.` };
  }
  if (!Number.isInteger(seat) || seat < 0 || seat >= rules.seats) {
    return { code: 'seat/unknown', message: `There is no seat ${seat}: seats are 0 to ${rules.seats - 1}.` };
  }
  if (hand.turn !== null && seat !== hand.turn && hand.ends !== null) {
    return {
      code: 'turn/out-of-turn',
      message: `It is ${seatName(hand, hand.turn)}'s turn, not ${seatName(hand, seat)}'s.`,
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
      };
    }
    // Sporting: the holder of the 6-6 poses, with any bone. Only checkable with the deal.
    const holder = hand.dealtTo?.[poseId] ?? -1;
    if (holder >= 0 && holder !== seat) {
      return {
        code: 'pose/not-holder',
        message: `The holder of the ${showBone(pose.bone)} poses this hand: ${seatName(hand, holder)}, not ${seatName(hand, seat)}.`,
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
      };
    }
  }
  return null;
}

/**
 * Everything about a play except the turn: bone in set, not yet down, held, fits, not a renege.
 * `quiet` skips building the end-choice errors (used by legalPlays, which picks ends itself).
 */
function playError(code: HandErrorCode, message: string): HandError {
  return { code, message };
}

function checkPlay(hand: Hand, move: PlayMove, id: BoneId, quiet: boolean): End | HandError {
  const { seat, bone } = move;
  const at = hand.playedAt[id]!;
  if (at >= 0) {
    const by = (hand.moves[at] as PlayMove).seat;
    return playError('bone/already-played', `${showBone(bone)} is already down: ${seatName(hand, by)} played it at ${moveNo(at)}.`);
  }
  if (hand.dealtTo) {
    const holder = hand.dealtTo[id]!;
    if (holder !== seat) {
      const whose = holder >= 0 ? `${seatName(hand, holder)} was` : 'nobody was';
      return playError('bone/not-dealt', `${seatName(hand, seat)} was not dealt ${showBone(bone)} (${whose}).`);
    }
  }
  if (hand.ends === null) {
    const poseError = checkPose(hand, seat, bone, id);
    if (poseError) return poseError;
    return 'right';
  }
  const [l, r] = hand.ends;
  const fitsL = bone[0] === l || bone[1] === l;
  const fitsR = bone[0] === r || bone[1] === r;
  if (!fitsL && !fitsR) {
    const ends = l === r ? `both ends are ${l}` : `the ends are ${l} and ${r}`;
    return playError('play/no-match', `${showBone(bone)} does not match either end: ${ends}.`);
  }
  // A pass proves the seat held no bone matching either end then
  // (caribbean-jamaican-haitian-puerto-rican.txt: "If a player cannot play then he passes his turn").
  const renege = renegeOf(hand, seat, bone, id);
  if (renege) return renege;
  if (quiet) return fitsL ? 'left' : 'right';
  if (move.end === 'left' && !fitsL) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the left end (${l}); it fits the right end (${r}).`);
  }
  if (move.end === 'right' && !fitsR) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the right end (${r}); it fits the left end (${l}).`);
  }
  if (move.end) return move.end;
  if (fitsL && fitsR) {
    // Both ends show the same number: the bone goes on the right (docs/record-format.md).
    if (l === r) return 'right';
    return playError('play/end-required', `${showBone(bone)} fits both ends (left ${l}, right ${r}): say which end.`);
  }
  return fitsL ? 'left' : 'right';
}

function renegeOf(hand: Hand, seat: Seat, bone: Bone, id: BoneId): HandError | null {
  // Fast path for sets small enough to keep as bits: is the bone among those the seat lacks?
  if (hand.set.pipBoneBits.length > 0 && (hand.voidBones[seat]! & (1 << id)) === 0) return null;
  const width = hand.set.maxPip + 1;
  const atA = hand.voidAt[seat * width + bone[0]]!;
  const atB = hand.voidAt[seat * width + bone[1]]!;
  if (atA < 0 && atB < 0) return null;
  const [pip, at] = atA >= 0 ? [bone[0], atA] : [bone[1], atB];
  return {
    code: 'play/renege',
    message: `${seatName(hand, seat)} passed at ${moveNo(at)} when ${endsAtMove(hand, at)}, so held no ${pip}; playing ${showBone(bone)} now shows that pass was false (a renege).`,
  };
}

/** "the ends were 3 and 5" at the time of move `index`, replayed from the log (errors only). */
function endsAtMove(hand: Hand, index: number): string {
  let ends: [Pip, Pip] | null = null;
  for (let i = 0; i < index; i++) {
    const m = hand.moves[i]!;
    if (!isPass(m)) ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
  }
  if (!ends) return 'nothing was down';
  return ends[0] === ends[1] ? `both ends were ${ends[0]}` : `the ends were ${ends[0]} and ${ends[1]}`;
}

/** The end a recorded, already validated play went on. */
function endOfPlay(ends: readonly [Pip, Pip] | null, move: PlayMove): End {
  if (move.end) return move.end;
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
  | 'moves'
  | 'ends'
  | 'turn'
  | 'played'
  | 'passesInRow'
  | 'playedAt'
  | 'voidAt'
  | 'voidBones'
  | 'unplayedBits'
  | 'pinnedBone'
  | 'pinnedSeat'
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
    turn: c.turn,
    status: 'playing',
    bonuses: hand.bonuses,
    played: c.played,
    passesInRow: c.passesInRow,
    playedAt: c.playedAt,
    voidAt: c.voidAt,
    voidBones: c.voidBones,
    unplayedBits: c.unplayedBits,
    dealtTo: hand.dealtTo,
    inferable: hand.inferable,
    blockKnown: hand.blockKnown,
    pinnedBone: c.pinnedBone,
    pinnedSeat: c.pinnedSeat,
  };
}

/**
 * Sporting (caribbean-jamaican-haitian-puerto-rican.txt: "the holder of the 6-6 is allowed to
 * announce that he is 'sporting' and begin with a different bone"): whoever poses another bone
 * holds the 6-6. Without the deal that is the one thing the pose proves about a hand.
 */
function pinnedAfter(hand: Hand, id: BoneId): BoneId {
  const pose = hand.setup.pose;
  if (hand.ends === null && pose.by === 'holder' && !pose.forced && hand.dealtTo === null) {
    const holderBone = boneId(pose.bone[0], pose.bone[1]);
    return holderBone === id ? -1 : holderBone;
  }
  return hand.pinnedBone === id ? -1 : hand.pinnedBone;
}

/** The fact a sporting pose proves (`pinnedBone`), in words, for messages. */
export function posedAsHolder(hand: Hand): string {
  const bone = showBone(hand.set.bones[hand.pinnedBone]!);
  return `${seatName(hand, hand.pinnedSeat)} posed another bone as the holder of the ${bone} (sporting), so ${seatName(hand, hand.pinnedSeat)} holds the ${bone}`;
}

function applyPlay(hand: Hand, move: PlayMove): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat, bone } = move;
  if (!isInSet(bone, rules.maxPip)) {
    // A bone that does not exist is the first thing to fix, before whose turn it is; only
    // "the hand is over" comes first.
    const turnError = hand.status !== 'playing' ? checkTurn(hand, seat) : null;
    if (turnError) return { ok: false, error: turnError };
    return fail('bone/not-in-set', `${showBone(bone)} is not a bone of the double-${rules.maxPip} set.`);
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
  if (id === hand.pinnedBone && seat !== hand.pinnedSeat) {
    return fail('play/impossible', `${seatName(hand, seat)} cannot have played ${showBone(bone)}: ${posedAsHolder(hand)}.`);
  }

  const index = hand.moves.length;
  const playedAt = hand.playedAt.slice();
  playedAt[id] = index;
  const played = hand.played.slice();
  played[seat] = played[seat]! + 1;
  const ends = placeOnEnds(hand.ends, bone, end);
  const pinned = pinnedAfter(hand, id);
  const next = successor(hand, {
    moves: appended(hand.moves, move),
    ends,
    turn: (seat + 1) % rules.seats,
    played,
    passesInRow: 0,
    playedAt,
    voidAt: hand.voidAt,
    voidBones: hand.voidBones,
    unplayedBits: hand.inferable ? hand.unplayedBits & ~(1 << id) : 0,
    pinnedBone: pinned,
    pinnedSeat: pinned < 0 ? -1 : hand.ends === null ? seat : hand.pinnedSeat,
  });

  // Checked before the domino too: a seat's last bone may be one it cannot have held.
  const impossible = infeasible(next, seat);
  if (impossible) {
    return fail('play/impossible', `${seatName(hand, seat)} cannot have played ${showBone(bone)}: ${impossible}.`);
  }
  // "The play ends when an individual manages to play all his bones"
  // (caribbean-jamaican-haitian-puerto-rican.txt, The Play).
  if (played[seat] === rules.handSize) {
    return ok({ ...next, status: 'domino', turn: null, bonuses: dominoBonuses(hand, bone, id) });
  }
  if (isBlocked(next)) return ok({ ...next, status: 'blocked', turn: null });
  return ok(next);
}

function applyPass(hand: Hand, move: PassMove): Result<Hand, HandError> {
  const { rules } = hand.setup;
  const { seat } = move;
  const turnError = checkTurn(hand, seat);
  if (turnError) return { ok: false, error: turnError };
  const name = () => seatName(hand, seat);
  if (hand.ends === null) {
    return fail('pose/pass', `A hand begins with a pose, so ${name()} cannot pass before a bone is down.`);
  }
  const [l, r] = hand.ends;
  const endsText = () => (l === r ? `${l}` : `${l} and ${r}`);
  if (hand.dealtTo) {
    const playable = legalPlays(hand, seat)[0];
    if (playable) {
      return fail(
        'pass/could-play',
        `${name()} cannot pass on ${endsText()}: ${name()} holds ${showBone(playable.bone)}, which fits the ${playable.end} end.`,
      );
    }
  }
  if (seat === hand.pinnedSeat) {
    const [a, b] = hand.set.bones[hand.pinnedBone]!;
    if (a === l || a === r || b === l || b === r) {
      return fail('pass/contradicts', `${name()} cannot pass on ${endsText()}: ${posedAsHolder(hand)}, which fits.`);
    }
  }
  const index = hand.moves.length;
  const width = rules.maxPip + 1;
  const voidAt = hand.voidAt.slice();
  if (voidAt[seat * width + l]! < 0) voidAt[seat * width + l] = index;
  if (voidAt[seat * width + r]! < 0) voidAt[seat * width + r] = index;
  const voidBones = hand.voidBones.slice();
  voidBones[seat] = voidBones[seat]! | hand.set.pipBoneBits[l]! | hand.set.pipBoneBits[r]!;
  const next = successor(hand, {
    moves: appended(hand.moves, move),
    ends: hand.ends,
    turn: (seat + 1) % rules.seats,
    played: hand.played,
    passesInRow: hand.passesInRow + 1,
    playedAt: hand.playedAt,
    voidAt,
    voidBones,
    unplayedBits: hand.unplayedBits,
    pinnedBone: hand.pinnedBone,
    pinnedSeat: hand.pinnedSeat,
  });
  const impossible = infeasible(next, seat);
  if (impossible) return fail('pass/contradicts', `${name()} cannot pass on ${endsText()}: ${impossible}.`);
  // Without the deal and with bones left out of play, a block is only known when every seat has
  // passed in turn ("when all four players pass in succession", latin-partnership.txt).
  if (next.passesInRow >= rules.seats) return ok({ ...next, status: 'blocked', turn: null });
  return ok(next);
}

/**
 * The game is blocked when nobody can play. With the deal known that is exact; with every bone
 * in some hand it is known as soon as no unplayed bone matches either end, without waiting for
 * the passes (caribbean-jamaican-haitian-puerto-rican.txt: "the game becomes blocked so that no
 * one is able to play a bone").
 */
function isBlocked(hand: Hand): boolean {
  if (!hand.ends || !hand.blockKnown) return false;
  const [l, r] = hand.ends;
  if (hand.inferable) return (hand.unplayedBits & (hand.set.pipBoneBits[l]! | hand.set.pipBoneBits[r]!)) === 0;
  for (const pip of l === r ? [l] : [l, r]) {
    for (const id of hand.set.withPip[pip]!) {
      if (hand.playedAt[id]! >= 0) continue;
      if (!hand.dealtTo || hand.dealtTo[id]! >= 0) return false;
    }
  }
  return true;
}

/**
 * Key bone (caribbean-jamaican-haitian-puerto-rican.txt): "if both ends of the layout are hard
 * ends with different numbers so that there is only one remaining bone that can legally be
 * played on the layout, that last playable bone is known as the key bone. A player who wins by
 * playing the key bone as his last bone scores an extra point … the double does not count as a
 * key bone". Both ends hard and different means the bone [left, right] is the last bone showing
 * either number.
 */
function dominoBonuses(before: Hand, bone: Bone, id: BoneId): Bonus[] {
  if (!before.setup.rules.bonuses.includes('key-bone') || !before.ends || isDouble(bone)) return [];
  const [l, r] = before.ends;
  if (l === r || id !== boneId(l, r)) return [];
  const lastOut = (pip: Pip) => before.set.withPip[pip]!.every((other) => other === id || before.playedAt[other]! >= 0);
  return lastOut(l) && lastOut(r) ? ['key-bone'] : [];
}

/**
 * Whether the bones still out can be in the seats' hands at all, given what each seat has shown
 * it lacks and how many bones it has left. Only decidable when every bone is in some hand and the
 * deal is not known (with the deal known, the stricter checks already apply).
 *
 * By Hall's theorem, the unplayed bones can be shared out iff for every group of seats, the bones
 * that only that group can hold are no more than the group's bones left. With four seats that is
 * sixteen groups, so it is cheap enough to run after every move.
 *
 * Returns why not, or null.
 */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Reused by `infeasible`, which runs after every move and so allocates nothing. */
const canHoldScratch = new Int32Array(8);
const reachScratch = new Int32Array(1 << 8);
const roomScratch = new Int32Array(1 << 8);

function infeasible(hand: Hand, mover: Seat): string | null {
  const { rules } = hand.setup;
  if (!hand.inferable) return null;
  const seats = rules.seats;
  let anyVoid = 0;
  for (let s = 0; s < seats; s++) anyVoid |= hand.voidBones[s]!;
  if (anyVoid === 0 && hand.pinnedBone < 0) return null;
  // Bones (as bits of their ids) that each seat could still hold.
  const canHold = canHoldScratch;
  const pinned = hand.pinnedBone >= 0 ? 1 << hand.pinnedBone : 0;
  for (let s = 0; s < seats; s++) {
    const notHere = s === hand.pinnedSeat ? 0 : pinned;
    canHold[s] = hand.played[s]! < rules.handSize ? hand.unplayedBits & ~hand.voidBones[s]! & ~notHere : 0;
  }
  const full = (1 << seats) - 1;
  // By subsets c of seats: what c can hold between them (reach) and how many bones c has left.
  const reach = reachScratch;
  const room = roomScratch;
  reach[0] = 0;
  room[0] = 0;
  for (let c = 1; c <= full; c++) {
    const low = 31 - Math.clz32(c & -c);
    reach[c] = reach[c & (c - 1)]! | canHold[low]!;
    room[c] = room[c & (c - 1)]! + rules.handSize - hand.played[low]!;
  }
  for (let group = 0; group < full; group++) {
    // Bones that no seat outside the group can hold must all be inside it.
    const only = hand.unplayedBits & ~reach[full & ~group]!;
    if (only !== 0 && popcount(only) > room[group]!) return explainInfeasible(hand, group, canHold, mover);
  }
  return null;
}

function explainInfeasible(hand: Hand, group: number, canHold: Int32Array, mover: Seat): string {
  const { rules } = hand.setup;
  const inGroup = (s: number) => (group & (1 << s)) !== 0;
  let reach = 0;
  for (let s = 0; s < rules.seats; s++) if (!inGroup(s)) reach |= canHold[s]!;
  const bones: string[] = [];
  for (let id = hand.playedAt.length - 1; id >= 0; id--) {
    if (hand.playedAt[id]! < 0 && (reach & (1 << id)) === 0) bones.push(showBone(hand.set.bones[id]!));
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
    if (!inGroup(s)) continue;
    members.push(seatName(hand, s));
    room += rules.handSize - hand.played[s]!;
  }
  const has = members.length === 1 ? 'has' : 'have';
  return `${still} and only ${joinAnd(members)} can hold ${them} (the others have passed on their numbers), but ${joinAnd(members)} ${has} only ${room} ${room === 1 ? 'bone' : 'bones'} left`;
}

/** One bone on the layout, oriented left to right as it lies. */
export interface PlacedBone {
  readonly bone: Bone;
  readonly seat: Seat;
  readonly move: number;
}

/** The line from left to right, each bone oriented so touching ends match. */
export function line(hand: Hand): PlacedBone[] {
  const out: PlacedBone[] = [];
  let ends: [Pip, Pip] | null = null;
  hand.moves.forEach((m, move) => {
    if (isPass(m)) return;
    const end = endOfPlay(ends, m);
    const [a, b] = m.bone;
    if (!ends) out.push({ bone: [a, b], seat: m.seat, move });
    else if (end === 'left') out.unshift({ bone: b === ends[0] ? [a, b] : [b, a], seat: m.seat, move });
    else out.push({ bone: a === ends[1] ? [a, b] : [b, a], seat: m.seat, move });
    ends = placeOnEnds(ends, m.bone, end);
  });
  return out;
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
