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
import { boneId, showBone } from './bones.ts';
import { knownHolder } from './hand.ts';
import type { Hand, Seat } from './hand.ts';
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
  const { rules } = hand.setup;
  const posed = hand.ends !== null || hand.arms !== null;
  // Only the double opening puts moves before a pose (draws); anywhere else moves mean a pose.
  if (posed || hand.status !== 'playing' || rules.openWithDouble !== true || rules.rest !== 'boneyard') {
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

/**
 * Whether the hand may be thrown in now, for a screen that offers it only then. `allowed` is the
 * family's word (`Family.redeal`). Where every hand opens with a double, only once the first
 * player has drawn the whole boneyard without one (`throwInError`); elsewhere before the pose.
 */
export function canThrowIn(hand: Hand, allowed: boolean): boolean {
  if (!allowed || hand.status !== 'playing') return false;
  const { rules } = hand.setup;
  if (rules.openWithDouble === true && rules.rest === 'boneyard') return hand.turn !== null && hand.moves.length > 0 && throwInError(hand, hand.turn, 1) === null;
  return hand.moves.length === 0;
}
