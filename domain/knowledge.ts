/**
 * What the moves so far show about who holds what: bones held, drawn, played, passed on, and why a
 * bone is known to be in a seat's hand.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { acceptedBits, replayArms } from './arms.ts';
import { boneBits, boneId, LO_BITS, showBone } from './bones.ts';
import type { Bone, BoneId, Pip } from './bones.ts';
import { isDraw, isPass, isPlay, seatName } from './hand-types.ts';
import type { Hand, Seat } from './hand-types.ts';
import { inPlayOf } from './in-play.ts';
import type { KnownReason } from './reasons.ts';

/** The bones a seat holds now: dealt (none to a seat sitting out), plus drawn, less played. */
export function held(hand: Hand, seat: Seat): number {
  return inPlayOf(hand.setup.rules).sizes[seat]! + hand.drawn[seat]! - hand.played[seat]!;
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

/** The seat has shown by passing that it does not hold this bone (a number it passed on, or an arm's double). */
export function passedOn(hand: Hand, seat: Seat, id: BoneId): boolean {
  return id < LO_BITS ? (hand.voidLo[seat]! & (1 << id)) !== 0 : (hand.voidHi[seat]! & (1 << (id - LO_BITS))) !== 0;
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
 * The move at which `seat` last drew bone `id` face up (a draw listing its bones), or -1: it was
 * dealt the bone, drew it unseen, or never held it. What a pass or a draw proves about a seat holds
 * for the bones it held at that moment (issue 20): a bone that reached it later is outside that
 * proof, with the deal (which then counts the bone as the seat's, `dealtTo`) as without it.
 * Walks the moves: asked only where a proof would otherwise cover the bone.
 */
export function drawnFaceUpAt(hand: Hand, seat: Seat, id: BoneId): number {
  for (let i = hand.moves.length - 1; i >= 0; i--) {
    const m = hand.moves[i]!;
    if (m.seat !== seat || !isDraw(m) || typeof m.draw === 'number') continue;
    for (const b of m.draw) if (boneId(b[0], b[1]) === id) return i;
  }
  return -1;
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
