/**
 * A hand thrown in after moves: where every hand opens with a double (Lankford's Cuban game), the
 * first player draws before the pose, and one who has drawn the whole boneyard without finding a
 * double cannot begin. cuban.txt (Lankford) says only "The first player must begin with a double,
 * drawing tiles if necessary until a double is obtained"; what happens when none is obtained is our
 * reading, as the same page's highest-double start: "If nobody holds a double, players turn in
 * their hands and it is redealt" (docs/rules.md, "Lankford's Cuban draw game", has both readings).
 *
 * The record keeps the draws and then says the hand was thrown in (`moves` and `redeal` together,
 * docs/record-format.md); a hand thrown in before any move (`redeal` alone) is checked by the
 * family's own redeal rules in `checkRecord`.
 */
import { boneId, isDouble, sameBone, showBone } from './bones.ts';
import type { Bone } from './bones.ts';
import type { Family, FamilyOptions } from './families/types.ts';
import { knownHolder } from './hand.ts';
import type { Hand, Pose, Seat } from './hand.ts';
import { sayReason } from './reasons.ts';
import type { RedealReason } from './reasons.ts';
import type { DominoError } from './result.ts';

function seatName(hand: Hand, seat: Seat): string {
  return hand.setup.seatNames[seat] ?? `seat ${seat}`;
}

function refused(reason: RedealReason): DominoError {
  return { code: 'hand/redeal', message: sayReason(reason), params: { reason } };
}

/** A double `seat` is known to hold: dealt it (the deal recorded), or drawn it face known. */
function knownDouble(hand: Hand, seat: Seat): string | null {
  for (let pip = hand.set.maxPip; pip >= 0; pip--) {
    const id = boneId(pip, pip);
    if (hand.inPlay[id] === 0) continue;
    if (hand.dealtTo?.[id] === seat || knownHolder(hand, id) === seat) return showBone([pip, pip]);
  }
  return null;
}

/**
 * Why `seat` cannot throw in hand number `handNo` (counted from 1) after its moves, or null when
 * it can: the hand is not posed, its first player (`seat`, whose turn it is) has drawn the whole
 * boneyard, and no double is known to be his. Without the deal an unseen draw hides what he drew:
 * throwing the hand in then states he found no double, as each draw before the pose did.
 */
export function throwInError(hand: Hand, seat: Seat, handNo: number): DominoError | null {
  const posed = hand.ends !== null || hand.arms !== null;
  // Only the double opening puts moves before a pose (draws); anywhere else moves mean a pose.
  if (posed || hand.status !== 'playing' || !drawsForDouble(hand)) {
    return refused({ kind: 'posed', hand: handNo, count: hand.moves.length });
  }
  const turn = hand.turn;
  if (turn !== null && seat !== turn) {
    const who = seatName(hand, turn);
    return {
      code: 'turn/out-of-turn',
      message: `It is ${who}'s turn, not ${seatName(hand, seat)}'s: ${who} drew for a double, and the hand is thrown in at his turn.`,
      params: { turn: who, seat: seatName(hand, seat) },
    };
  }
  const name = seatName(hand, seat);
  // "drawing tiles if necessary until a double is obtained": while the boneyard has bones, he draws on.
  if (hand.stock > 0) return refused({ kind: 'boneyard-left', seat: name, count: hand.stock });
  const double = knownDouble(hand, seat);
  if (double !== null) return refused({ kind: 'holds-double', seat: name, bone: double });
  return null;
}

/** Where every hand opens with a double and the first player draws for one (Lankford's Cuban game). */
function drawsForDouble(hand: Hand): boolean {
  return hand.setup.rules.openWithDouble === true && hand.setup.rules.rest === 'boneyard';
}

/**
 * Why `seat` cannot throw hand number `handNo` in at the table before any move, or null: in
 * Lankford's game the first player's draws come first (`throwInError`: bones are left in the
 * boneyard). A file may still say so (`undrawnThrowInError`); a scorekeeper records the draws.
 */
export function throwInBeforeDrawsError(hand: Hand, seat: Seat, handNo: number): DominoError | null {
  return hand.moves.length === 0 && drawsForDouble(hand) ? throwInError(hand, seat, handNo) : null;
}

/**
 * Why `seat` cannot throw in hand number `handNo` of Lankford's Cuban game before any move, with
 * the deal recorded, or null. A file may say a hand was thrown in with no moves (written before the
 * draws could be kept with the redeal: docs/record-format.md); the deal then shows whether its
 * first player could have drawn the whole boneyard without a double: none dealt him, none in the
 * boneyard for him to draw. Without the deal, nothing says otherwise. Recorded now, at the table,
 * the draws come first (`throwInError`).
 */
export function undrawnThrowInError(hand: Hand, seat: Seat): DominoError | null {
  if (!drawsForDouble(hand) || hand.dealtTo === null) return null;
  const name = seatName(hand, seat);
  const double = knownDouble(hand, seat);
  if (double !== null) return refused({ kind: 'holds-double', seat: name, bone: double });
  for (let pip = hand.set.maxPip; pip >= 0; pip--) {
    const id = boneId(pip, pip);
    if (hand.inPlay[id] !== 0 && hand.dealtTo[id] === -1) return refused({ kind: 'boneyard-double', seat: name, bone: showBone([pip, pip]) });
  }
  return null;
}

/**
 * Whether some seat may throw the hand in now, for a screen that offers it only then: the moves
 * allow it (`canThrowIn`), then the family's text and the deal (`redealRefusal`), asked only when
 * the moves do (on every move recorded, they seldom do).
 */
export function mayThrowIn(hand: Hand, family: Family, options: FamilyOptions): boolean {
  const { pose, dealt, seatNames } = hand.setup;
  return (
    canThrowIn(hand, family.redeal(options)) &&
    seatNames.some((_, seat) => redealRefusal(family, options, pose, dealt, seat, seatNames) === null)
  );
}

/**
 * Whether the hand may be thrown in now, for a screen that offers it only then. `allowed` is the
 * family's word (`Family.redeal`). Where every hand opens with a double, only once the first
 * player has drawn the whole boneyard without one (`throwInError`); elsewhere before the pose.
 */
export function canThrowIn(hand: Hand, allowed: boolean): boolean {
  if (!allowed || hand.status !== 'playing') return false;
  if (drawsForDouble(hand)) return hand.turn !== null && hand.moves.length > 0 && throwInError(hand, hand.turn, 1) === null;
  return hand.moves.length === 0;
}

/**
 * Why the family's text does not let `seat` throw in a hand not yet posed, whose pose is `pose`,
 * or null when it does (`Family.redeal` allows a redeal at all; checkRecord asks first). With the
 * deal given (`dealt`): the seat must hold the doubles the family asks (`redealDoubles`: Haiti and
 * cuban.txt "five or more doubles"; the Latin option's five or four), unless the hand could not
 * begin (the bone its holder must pose dealt to nobody; under the highest-double start, no double
 * dealt: cuban.txt "If nobody holds a double … it is redealt"). In the draw games
 * (`redealOnlyIfUndealt`) only a hand that cannot begin is thrown in: one begun by the holder of a
 * bone that lies in the boneyard. `field` says where a refusal points: the seat, or the redeal.
 */
export function redealRefusal(
  family: Family,
  options: FamilyOptions,
  pose: Pose,
  dealt: readonly (readonly Bone[])[] | undefined,
  seat: Seat,
  names: readonly string[],
): { readonly reason: RedealReason; readonly field: 'redeal' | 'redeal.seat' } | null {
  const dealtTo = (bone: Bone) => dealt?.findIndex((bones) => bones.some((b) => sameBone(b, bone))) ?? -1;
  const holderMissing = pose.by === 'holder' && dealt !== undefined && dealtTo(pose.bone) < 0;
  if (family.redealOnlyIfUndealt === true) {
    if (pose.by !== 'holder') return { reason: { kind: 'winner-poses', bone: '6-6' }, field: 'redeal' };
    const holder = dealtTo(pose.bone);
    if (holder >= 0) return { reason: { kind: 'can-begin', bone: showBone(pose.bone), seat: names[holder] ?? `seat ${holder}` }, field: 'redeal' };
    return null;
  }
  const needed = family.redealDoubles?.(options);
  if (dealt === undefined || needed === undefined) return null;
  const count = dealt[seat]!.filter(isDouble).length;
  // HendyDom's start (`highestBone`): with no double dealt the highest bone begins, so the hand can.
  const noDouble = pose.by === 'highest-double' && pose.highestBone !== true && !dealt.some((bones) => bones.some(isDouble));
  if (count >= needed || holderMissing || noDouble) return null;
  return { reason: { kind: 'too-few-doubles', seat: names[seat] ?? `seat ${seat}`, count, needed }, field: 'redeal.seat' };
}
