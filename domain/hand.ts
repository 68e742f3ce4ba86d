/**
 * One hand, as a log of moves replayed against the rules.
 *
 * A `Hand` is an immutable value. `applyMove` checks one move and returns the next `Hand` or a
 * typed error naming the move; it never mutates its input. Everything a referee wants to know
 * (the ends, who is to play, who played what, what each seat has shown it does not hold, how the
 * hand ended) is derived from the moves.
 *
 * This file holds the moves themselves (start, play, pass, draw, replay). The rest is split by
 * concern: hand-types.ts (the vocabulary and error codes), in-play.ts (the bones a family's rules
 * put in play), layout.ts (the line, its ends and what fits them), pose.ts (whose turn, who poses
 * and with what), knowledge.ts (what the moves show about who holds what) and feasible.ts (whether
 * the bones still out can be shared to fit every fact: Hall's condition).
 *
 * Rule texts are cited by file name in ../shared/rules/.
 */
import { acceptedBits, ARM_NAMES, armIndex, armsEnds, armsFacts, armsWords, armWords, defaultArmOf, emptyArms, fittingArmBits, fittingArms, placeOnArm, voidPipBits } from './arms.ts';
import type { ArmName, Arms } from './arms.ts';
import { boneId, boneSet, isDouble, isInSet, LO_BITS, showBone } from './bones.ts';
import type { Bone, BoneId, Pip } from './bones.ts';
import { infeasible, measuredSlack } from './feasible.ts';
import { unseenInfeasible } from './unseen.ts';
import { fail, isDraw, isPass, moveNo, playError, seatName } from './hand-types.ts';
import type { Bonus, DrawMove, End, Hand, HandError, HandSetup, Move, PassMove, PlayMove, Seat } from './hand-types.ts';
import { allBonesDealt, bonesDealt, bonesInPlay, inPlayOf, inSetInPlay, notInSet } from './in-play.ts';
import { armPassAt, knownHolder, passedOn, whyKnown } from './knowledge.ts';
import { endsAtMove, endsWords, fittingEnds, noBoneFits, noBoneFitsArms, placeOnEnds } from './layout.ts';
import { checkPose, checkTurn, doubleHolderFrom, highestPoser, posedWithoutDouble, poseVoids, whoPoses } from './pose.ts';
import { sayReason } from './reasons.ts';
import type { CannotPlayReason, DrawCountReason, InfeasibleReason, KnownReason, NotInBoneyardReason, UnseenReason } from './reasons.ts';
import { joinAnd, joinOr, ok, plural } from './result.ts';
import type { Result } from './result.ts';

// The vocabulary and queries of a hand, read from here by the rest of the app.
export { isDraw, isPass, isPlay } from './hand-types.ts';
export type { Bonus, DrawMove, End, Hand, HandError, HandErrorCode, HandSetup, HandStatus, Move, PassMove, PlayMove, Pose, Seat } from './hand-types.ts';
export { allBonesDealt, bonesInPlay, inSetInPlay, teamOf } from './in-play.ts';
export { armPassAt, bonesPlayedBy, drawnFaceUpAt, held, heldBySeat, holding, knownHolder, passedOn, shownVoid, unplayedBones, whyKnown } from './knowledge.ts';
export { layoutArms, line } from './layout.ts';
export type { PlacedBone } from './layout.ts';
export { doubleHolderFrom, highestPoser, posedWithoutDouble } from './pose.ts';

/**
 * The log of a hand before its first move, shared by every new hand (never changed in place: see
 * `appended`). Made to hold objects from the start: a copy of it (`detached`) then takes moves
 * without changing its kind of elements, so that the push of a replay stays inline in optimised
 * code (an empty `[]` holds small integers, and its first push became a call on every hand).
 */
const NO_MOVES: Move[] = [{ seat: 0, pass: true }];
NO_MOVES.pop();

/** Starts a hand: checks the setup (names, and the deal when given). */
export function startHand(setup: HandSetup): Result<Hand, HandError> {
  const { rules } = setup;
  const set = boneSet(rules.maxPip);
  const inPlay = inPlayOf(rules);
  if (setup.seatNames.length !== rules.seats) {
    return fail('setup/seat-names', `This game has ${rules.seats} seats but ${plural(setup.seatNames.length, 'name was', 'names were')} given.`);
  }
  let dealtTo: Int8Array | null = null;
  if (setup.dealt) {
    const dealt = setup.dealt;
    if (dealt.length !== rules.seats) {
      return fail('dealt/wrong-seats', `The deal lists ${plural(dealt.length, 'seat', 'seats')}; this game has ${rules.seats}.`, { listed: dealt.length, seats: rules.seats });
    }
    dealtTo = new Int8Array(set.bones.length).fill(-1);
    for (let seat = 0; seat < rules.seats; seat++) {
      const name = setup.seatNames[seat]!;
      const bones = dealt[seat]!;
      const size = inPlay.sizes[seat]!;
      if (bones.length !== size) {
        // A seat sitting out (HandRules.out) is dealt nothing.
        const gets = size === 0 && rules.handSize > 0 ? `${name} sits this hand out and gets none` : `each seat gets ${size}`;
        return fail('dealt/wrong-count', `${name} was dealt ${plural(bones.length, 'bone', 'bones')}; ${gets}.`, {
          seat: name,
          listed: bones.length,
          size,
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
        ? (highestPoser(dealtTo, rules, setup.pose)?.seat ?? -1)
        : setup.pose.by === 'any-double'
          ? doubleHolderFrom(dealtTo, rules, setup.pose.seat)
          : -1;
  return ok({
    setup,
    set,
    moves: NO_MOVES,
    ends: null,
    arms: null,
    turn: holderSeat >= 0 ? holderSeat : null,
    status: 'playing',
    bonuses: [],
    played: inPlay.bySeat,
    drawn: inPlay.bySeat,
    stock: bonesInPlay(rules) - bonesDealt(rules),
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
    fitSlack: 0,
    unseenDrawn: 0,
  });
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
  // The end named, read once and tested against undefined before any name: most plays name none,
  // and a comparison that has met both undefined and strings is a generic call in optimised code.
  const named = move.end;
  if (named !== undefined && named !== 'left' && named !== 'right') {
    return playError('play/wrong-end', `${String(named)} is not an end of this layout: a line has a "left" and a "right" end.`, { bone: showBone(bone) });
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
  if (knownHolder(hand, id) !== seat && notDealtTo(hand, id, seat)) {
    const renege = renegeOf(hand, seat, bone, id);
    if (renege) return renege;
    const posed = hand.moves.length > 0 ? posedWithoutDouble(hand, seat, id) : null;
    // HendyDom's start: the pose, not this seat, said the bone lay in the boneyard; the play cannot be.
    if (posed && (posed.kind === 'posed-highest-double' || posed.kind === 'posed-highest-bone')) {
      return { code: 'play/impossible', message: `${seatName(hand, seat)} cannot have played ${showBone(bone)}: ${sayReason(posed)}.`, params: { seat: seatName(hand, seat), bone: showBone(bone), reason: posed } };
    }
    if (posed) {
      return {
        code: 'play/renege',
        message: `${sayReason(posed)}; playing ${showBone(bone)} now shows that was false (a renege).`,
        params: { seat: seatName(hand, seat), bone: showBone(bone), reason: posed },
      };
    }
  }
  if (quiet) return fitsL ? 'left' : 'right';
  if (named !== undefined) return namedEnd(named as End, fitsL, fitsR, bone, l, r);
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

/** The end a play names, when it fits there (`checkPlay`). */
function namedEnd(named: End, fitsL: boolean, fitsR: boolean, bone: Bone, l: Pip, r: Pip): End | HandError {
  if (named === 'left' && !fitsL) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the left end (${l}); it fits the right end (${r}).`, {
      bone: showBone(bone),
      left: l,
      right: r,
    });
  }
  if (named === 'right' && !fitsR) {
    return playError('play/wrong-end', `${showBone(bone)} does not fit the right end (${r}); it fits the left end (${l}).`, {
      bone: showBone(bone),
      left: l,
      right: r,
    });
  }
  return named;
}

/** The deal is not given, or gives bone `id` to another seat than `seat`. */
function notDealtTo(hand: Hand, id: BoneId, seat: Seat): boolean {
  // Not `hand.dealtTo?.[id] !== seat`: undefined against a number is a generic call in optimised code.
  return hand.dealtTo === null || hand.dealtTo[id] !== seat;
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
  if (knownHolder(hand, id) !== seat && notDealtTo(hand, id, seat) && passedOn(hand, seat, id)) {
    const at = armPassAt(hand, seat, id);
    const shown = showBone(bone);
    // No pass took it: the pose showed the seat held no double (`laterPose: "winner-double"`).
    const posed = at >= hand.moves.length ? posedWithoutDouble(hand, seat, id) : null;
    if (posed) {
      return {
        code: 'play/renege',
        message: `${sayReason(posed)}; playing ${shown} now shows that was false (a renege).`,
        params: { seat: seatName(hand, seat), bone: shown, reason: posed },
      };
    }
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

/** A hand being changed in place: only a hand no one else can see yet (see `successor`, `applyDraw`). */
type MutableHand = { -readonly [K in keyof Hand]: Hand[K] };

/** What a move changes; the rest of a hand stays as it was. */
type MoveChanges = Pick<
  Hand,
  'moves' | 'ends' | 'arms' | 'turn' | 'played' | 'drawn' | 'stock' | 'passesInRow' | 'playedAt' | 'voidAt' | 'voidPips' | 'voidLo' | 'voidHi' | 'dealtTo' | 'known' | 'outLo' | 'outHi'
>;

/**
 * The hand a move that does not end the hand writes what it changes into: with `own` (see
 * `applyMoveTo`) `hand` itself, so that a replay allocates no hand a move (the garbage collector
 * was a tenth of the time of the bench's presets); otherwise a copy of it, written out field by
 * field in one fixed shape for every hand value, which keeps replay fast (a spread of the whole
 * hand costs more than the rules). The caller reads what it needs of `hand` before writing.
 * Plays and passes write their few changes into it directly, the commonest moves allocating
 * nothing else (a `MoveChanges` object a move was most of what a replay allocated).
 */
function changing(hand: Hand, own: boolean): MutableHand {
  if (own) return hand as MutableHand;
  return {
    setup: hand.setup,
    set: hand.set,
    moves: hand.moves,
    ends: hand.ends,
    arms: hand.arms,
    turn: hand.turn,
    status: 'playing',
    bonuses: hand.bonuses,
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
    fitSlack: hand.fitSlack,
    unseenDrawn: hand.unseenDrawn,
  };
}

/** The hand after a move that does not end it, with every field a move may change given (`changing`). */
function successor(hand: Hand, c: MoveChanges, own = false): Hand {
  const h = changing(hand, own);
  h.moves = c.moves;
  h.ends = c.ends;
  h.arms = c.arms;
  h.turn = c.turn;
  h.played = c.played;
  h.drawn = c.drawn;
  h.stock = c.stock;
  h.passesInRow = c.passesInRow;
  h.playedAt = c.playedAt;
  h.voidAt = c.voidAt;
  h.voidPips = c.voidPips;
  h.voidLo = c.voidLo;
  h.voidHi = c.voidHi;
  h.dealtTo = c.dealtTo;
  h.known = c.known;
  h.outLo = c.outLo;
  h.outHi = c.outHi;
  // A draw (the one move that comes here) changes a seat's room and what is known: not measured.
  h.fitSlack = 0;
  return h;
}

/** `hand` once over, nobody to play: a copy in the same shape as every other (`changing`). */
function ended(hand: Hand, status: 'domino' | 'blocked', bonuses: readonly Bonus[]): Hand {
  const h = changing(hand, false);
  h.turn = null;
  h.status = status;
  h.bonuses = bonuses;
  // Over: it takes no more moves, so nothing to carry.
  h.fitSlack = 0;
  return h;
}

/** "Ann cannot have played 3-2: <reason>.", with the reason in `params` for the screens. */
function impossiblePlay(hand: Hand, seat: Seat, bone: Bone, reason: InfeasibleReason | UnseenReason | KnownReason): HandError {
  const name = seatName(hand, seat);
  return {
    code: 'play/impossible',
    message: `${name} cannot have played ${showBone(bone)}: ${sayReason(reason)}.`,
    params: { seat: name, bone: showBone(bone), reason },
  };
}

/**
 * "Ben plays 4-1, but Ben drew on 4 at move 6, and Ben has drawn only 1 bone unseen since …: a renege.":
 * the play shows that a pass or draw before an unseen draw was false (domain/unseen.ts).
 */
function unseenRenege(hand: Hand, seat: Seat, bone: Bone, reason: Extract<UnseenReason, { kind: 'unseen-since' }>): HandError {
  const name = seatName(hand, seat);
  return {
    code: 'play/renege',
    message: `${name} plays ${showBone(bone)}, but ${sayReason(reason)}: a renege.`,
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
  // Only the pose proves more (the pose is read only then: its shapes vary by family and hand).
  if (hand.ends !== null || hand.arms !== null) return known;
  const pose = hand.setup.pose;
  // The highest-double start: every double above the one posed was not dealt, so it sleeps.
  // HendyDom's start (`highestBone`, a draw game) proves the same by voids instead (pose.ts
  // `poseVoids`): a bone in the boneyard may be drawn later, a sleeping one never.
  if (pose.by === 'highest-double' && pose.highestBone !== true && hand.dealtTo === null) {
    const pip = hand.set.bones[id]![0];
    for (let higher = pip + 1; higher <= hand.setup.rules.maxPip; higher++) {
      known = known ? (known === hand.known ? known.slice() : known) : new Int8Array(hand.set.bones.length).fill(-1);
      known[boneId(higher, higher)] = hand.setup.rules.seats;
    }
  }
  // Sporting: whoever poses another bone holds the 6-6; without the deal that is the one thing
  // the pose proves about a hand.
  if (pose.by === 'holder' && !pose.forced && hand.dealtTo === null) {
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
  const id = isInSet(bone, facts.maxPip) ? boneId(bone[0], bone[1]) : -1;
  if (id < 0 || hand.inPlay[id] === 0) {
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
    const poseError = checkPose(hand, seat, bone, id);
    if (poseError) return { ok: false, error: poseError };
  }
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
  const endsBefore = hand.ends;
  const ends = fourArm ? null : placeOnEnds(endsBefore, bone, end as End);
  const posed = poseVoids(hand, seat, bone);
  const known = knownAfterPlay(hand, seat, id);
  // All read before `changing`, which with `own` makes `hand` the next hand.
  const knownSame = known === hand.known;
  const slackBefore = hand.fitSlack;
  const knownPlay = holder === seat && !posed && (hand.ends !== null || hand.arms !== null);
  const moves = appended(hand.moves, move, own);
  // The pose is the centre of the cross (the 0-0, or any double under `laterPose`).
  const arms = fourArm ? (hand.arms ? placeOnArm(hand.arms, bone, armIndex(end)) : emptyArms(bone[0])) : hand.arms;
  const voidLo = posed ? posed.voidLo : hand.voidLo;
  const voidHi = posed ? posed.voidHi : hand.voidHi;
  const outLo = id < LO_BITS ? hand.outLo & ~(1 << id) : hand.outLo;
  const outHi = id < LO_BITS ? hand.outHi : hand.outHi & ~(1 << (id - LO_BITS));
  // What a play changes (`successor`'s fields; the rest stay).
  const next = changing(hand, own);
  next.moves = moves;
  next.ends = ends;
  next.arms = arms;
  next.turn = facts.nextSeat[seat]!;
  next.played = played;
  next.passesInRow = 0;
  next.playedAt = playedAt;
  next.voidLo = voidLo;
  next.voidHi = voidHi;
  next.known = known;
  next.outLo = outLo;
  next.outHi = outHi;

  // Checked before the domino too: a seat's last bone may be one it cannot have held.
  // What a play can break: only groups of places that hold the seat (its room is one less), unless
  // the pose just proved where the 6-6 is (then all). A bone the seat was known to hold (it drew it
  // face up, say) breaks nothing after the pose: the seat's room and the bones known to be in its
  // hand both drop by one and nothing else changes, so the question is the one the hand before
  // answered (feasible.ts, `knownFits`: a known bone only takes its place's room).
  //
  // Nor does a play tested over the groups holding the seat, when the hand before was measured
  // at least 1 from failing (`fitSlack`): a play takes one bone out of what
  // each other seat can hold and one from the seat's room, so the one-pass test (feasible.ts
  // `plainlyFits`) is at most one nearer failing, and still passes; the bound carries over, one less.
  const which = knownSame && !posed ? 'with' : 'all';
  // With bones known the measure is over the bones not known (feasible.ts `knownFits`), which a
  // play of a bone the seat is known to hold leaves as it was: its bound carries over whole.
  const slackHeld = which === 'with' && slackBefore >= 1;
  // The slack is Hall's alone: where a seat drew unseen, the exact check by batches runs all the same.
  const impossible = knownPlay ? null : slackHeld ? (next.unseenDrawn === 0 ? null : unseenInfeasible(next)) : infeasible(next, seat, which);
  if (impossible) return { ok: false, error: impossible.kind === 'unseen-since' ? unseenRenege(hand, seat, bone, impossible) : impossiblePlay(hand, seat, bone, impossible) };
  next.fitSlack = knownPlay ? slackBefore : slackHeld ? slackBefore - 1 : measuredSlack();
  // "The play ends when an individual manages to play all his bones"
  // (caribbean-jamaican-haitian-puerto-rican.txt, The Play). The seat's `held`, from the numbers at hand.
  if (facts.sizes[seat]! + next.drawn[seat]! - played[seat]! === 0) {
    return ok(ended(next, 'domino', ends ? dominoBonuses(next, endsBefore, bone, id, ends) : []));
  }
  if (next.arms ? noBoneFitsArms(next, next.arms) : noBoneFits(next)) return ok(ended(next, 'blocked', next.bonuses));
  return ok(next);
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
  // Read before `voidsAfter`, which may change the arrays in place (`own`).
  const lackedLo = hand.voidLo[seat]!;
  const lackedHi = hand.voidHi[seat]!;
  const { voidAt, voidPips, voidLo, voidHi } = voidsAfter(hand, seat, index, own);
  const moves = appended(hand.moves, move, own);
  const passesInRow = hand.passesInRow + 1;
  // What a pass changes (`successor`'s fields; the rest stay), all read before `changing`.
  const next = changing(hand, own);
  next.moves = moves;
  next.turn = facts.nextSeat[seat]!;
  next.passesInRow = passesInRow;
  next.voidAt = voidAt;
  next.voidPips = voidPips;
  next.voidLo = voidLo;
  next.voidHi = voidHi;
  // What a pass can break: only groups without the seat (it can hold less than before); nothing,
  // when the seat had already shown it lacks every bone the ends take (it passed on them before):
  // then no fact the test reads has changed, and the hand before passed it.
  const nothingNew = voidLo[seat] === lackedLo && voidHi[seat] === lackedHi;
  const impossible = nothingNew ? null : infeasible(next, seat, 'without');
  if (impossible) return { ok: false, error: contradicted(hand, seat, 'pass', impossible) };
  // Nothing new: the facts the test reads, and so `fitSlack`, are as they were.
  if (!nothingNew) next.fitSlack = measuredSlack();
  // With bones out of play a bone that fits may be sleeping, so a block is known only when every
  // seat has passed in turn ("when all four players pass in succession", latin-partnership.txt);
  // every seat that plays, where some sit the hand out (HandRules.out).
  if (next.passesInRow >= facts.playing) return ok(ended(next, 'blocked', next.bonuses));
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
  }, own);
  // Bones seen (no deal): the check of the hand after the draw below answers this one too (a
  // sharing that explains the hand after it, the drawn bones put back, explains the hand before),
  // so it runs only when that one fails, to say which fact the draw breaks.
  const seenOnly = bones !== null && !hand.dealtTo;
  const impossible = hand.ends === null || seenOnly ? null : infeasible(shown, seat, 'all');
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
    // `shown` is this move's own hand (see `successor`): it becomes the hand after the draw.
    const unseen = shown as MutableHand;
    unseen.unseenDrawn = shown.unseenDrawn + count;
    unseen.drawn = drawn;
    unseen.stock = hand.stock - count;
    // The proofs dropped above still hold for the bones held before this draw: the exact check.
    const exact = unseenInfeasible(unseen);
    if (exact) return { ok: false, error: contradicted(hand, seat, 'draw', exact) };
    unseen.voidAt = cleared;
    unseen.voidPips = clearedPips;
    unseen.voidLo = clearedLo;
    unseen.voidHi = clearedHi;
    return ok(unseen);
  }
  const ends = hand.ends;
  // What stops the drawing: a bone that fits, or before the pose a double.
  const fits = (b: Bone) => (ends === null ? isDouble(b) : b[0] === ends[0] || b[1] === ends[0] || b[0] === ends[1] || b[1] === ends[1]);
  // The bones of this draw so far, as bits by id (no Set to allocate: a draw is a common move).
  let seenLo = 0;
  let seenHi = 0;
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
    const bit = id < LO_BITS ? 1 << id : 1 << (id - LO_BITS);
    const drewBefore = ((id < LO_BITS ? seenLo : seenHi) & bit) !== 0;
    if (holder >= 0 || drewBefore) {
      const reason: NotInBoneyardReason = drewBefore ? { kind: 'drew-before', seat: name } : { kind: 'held', seat: seatName(hand, holder) };
      return fail('draw/not-in-boneyard', `${showBone(bone)} is not in the boneyard: ${sayReason(reason)}.`, { bone: showBone(bone), reason });
    }
    if (id < LO_BITS) seenLo |= bit;
    else seenHi |= bit;
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
  // `shown` is this move's own hand (see `successor`; with `own`, `hand` itself, whose fields read
  // below this point the draw does not change): it becomes the hand after the draw, and back again
  // on a refusal, which explains itself from it (no hand allocated for a common move).
  const after = shown as MutableHand;
  const stockBefore = shown.stock;
  const drawnBefore = shown.drawn;
  const dealtBefore = shown.dealtTo;
  const knownBefore = shown.known;
  after.drawn = drawn;
  after.stock = stockBefore - count;
  after.dealtTo = dealtTo;
  after.known = known;
  // The bones drawn came from the boneyard, so the hand after the draw must still be explainable:
  // a bone some seat must hold (its passes and draws leave it nothing else, or the boneyard has
  // room only for bones no seat can take) cannot be drawn. Before the pose too, where the facts
  // allow (bones drawn face up are known).
  const why = dealtTo ? null : infeasible(after, seat, 'all');
  if (why) {
    after.drawn = drawnBefore;
    after.stock = stockBefore;
    after.dealtTo = dealtBefore;
    after.known = knownBefore;
    const before = hand.ends === null ? null : infeasible(shown, seat, 'all');
    return before ? { ok: false, error: contradicted(hand, seat, 'draw', before) } : notInBoneyard(shown, seat, bones, why);
  }
  return ok(after);
}

/**
 * The refusal of a face-up draw after which no sharing of the bones out explains the hand (`why`,
 * Hall's condition on the hand after it): it names the first bone drawn that cannot have been in
 * the boneyard, and why, from the hand with the bones drawn up to that one. `shown`: the hand
 * before the draw with what the draw showed. Runs only on a refusal.
 */
function notInBoneyard(shown: Hand, seat: Seat, bones: readonly Bone[], why: InfeasibleReason | UnseenReason): Result<Hand, HandError> {
  let reason = why;
  let at = bones.length - 1;
  const known = shown.known ? shown.known.slice() : new Int8Array(shown.set.bones.length).fill(-1);
  const drawn = shown.drawn.slice();
  for (let i = 0; i < bones.length - 1; i++) {
    known[boneId(bones[i]![0], bones[i]![1])] = seat;
    drawn[seat] = drawn[seat]! + 1;
    const first = infeasible(successor(shown, { ...shown, drawn, stock: shown.stock - (i + 1), known }), seat, 'all');
    if (first) {
      reason = first;
      at = i;
      break;
    }
  }
  const bone = showBone(bones[at]!);
  return fail('draw/not-in-boneyard', `${bone} is not in the boneyard: ${sayReason(reason)}.`, { seat: seatName(shown, seat), bone, reason });
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
function dominoBonuses(hand: Hand, before: readonly [Pip, Pip] | null, bone: Bone, id: BoneId, after: readonly [Pip, Pip]): Bonus[] {
  const wanted = hand.setup.rules.bonuses;
  if (wanted.length === 0 || !before) return [];
  // Milo (latin-partnership.txt): "If the tile that made domino causes both ends of the train to
  // end in the same suit, then the partnership scores two points."
  if (wanted.includes('milo') && after[0] === after[1]) return ['milo'];
  if (isDouble(bone)) return [];
  const [l, r] = before;
  if (l === r || id !== boneId(l, r)) return [];
  const out: Bonus[] = [];
  if (wanted.includes('key-bone')) {
    // `hand` is the hand after the play: `id` is down, the other bones as they were before it.
    const fitsOnlyThis = (pip: Pip) =>
      hand.set.withPip[pip]!.every((other) => other === id || hand.playedAt[other]! >= 0 || hand.inPlay[other] === 0);
    if (fitsOnlyThis(l) && fitsOnlyThis(r)) out.push('key-bone');
  }
  if (wanted.includes('dekabes')) out.push('dekabes');
  return out;
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
    fitSlack: hand.fitSlack,
    unseenDrawn: hand.unseenDrawn,
  };
}
