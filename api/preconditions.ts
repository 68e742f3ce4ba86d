/**
 * What the match must be for a screen's command to go ahead: the hand it acts on is the last,
 * the match is not over, a block waits to be settled, an undo's `shown` is the match as it is.
 * Each is a `Precondition` (db/matches.ts) run inside the command's own write transaction, so no
 * other window or process can change the match between the check and the write (issue 18 item
 * 12: checked before it, two processes let two undos with the same `shown` both through, and an
 * undo take back a move the other had just confirmed).
 */
import type { Precondition } from '../db/matches.ts';
import type { Fact } from '../domain/result.ts';
import type { MatchReport, RecordError } from '../domain/record.ts';
import { API_ERROR_CODES } from './contract.ts';
import type { MoveInput, UndoShown } from './contract.ts';
import { sameMove } from './update.ts';

function refusal(code: string, message: string, where: { hand?: number; field?: string; params: Readonly<Record<string, Fact>> }): RecordError {
  return { code, message, hand: where.hand ?? null, move: null, field: where.field ?? null, params: where.params };
}

/**
 * The hand a screen acted on must be the match's last hand: a screen left open on an old state
 * (another window recorded a move, a hand was undone) would otherwise write to the wrong place.
 */
export function staleHand(report: MatchReport, hand: number): RecordError | null {
  const last = report.record.hands.length - 1;
  if (last < 0) return refusal(API_ERROR_CODES.noHand, 'No hand has been started in this match yet: start a hand first.', { hand, field: 'hand', params: {} });
  if (hand === last) return null;
  return refusal(
    API_ERROR_CODES.staleHand,
    `This screen shows hand ${hand + 1}, but the match is at hand ${last + 1}: it has changed elsewhere. Reload the match.`,
    { hand, field: 'hand', params: { shown: hand + 1, last: last + 1 } },
  );
}

/** recordMove: the screen's hand is the last one. */
export function onLastHand(hand: number): Precondition {
  return ({ report }) => staleHand(report, hand);
}

/**
 * startHand: the match is not over and its last hand is over and settled. A hand in play with no
 * move yet was started since the screen asked (another window or process won the race): that is
 * said as it is, not as "finish it first" nor as the record check's "hand 1 has no moves".
 */
export const mayStartHand: Precondition = ({ report }) => {
  if (report.match.winner !== null) {
    const score = report.match.score.join('-');
    return refusal(API_ERROR_CODES.matchOver, `The match is over (${score}): no more hands.`, { params: { score } });
  }
  const current = report.current;
  if (!current) return null;
  const n = current.index + 1;
  const where = { hand: current.index, params: { hand: n } };
  const started = report.record.hands[current.index];
  if (current.state === 'playing' && started !== undefined && started.moves.length === 0 && started.redeal === undefined) {
    return refusal(API_ERROR_CODES.handStarted, `Hand ${n} has already been started, and has no move yet: it was started meanwhile (perhaps in another window). Record its moves.`, where);
  }
  if (current.state === 'playing') return refusal(API_ERROR_CODES.handInPlay, `Hand ${n} is still being played: finish it before starting the next.`, where);
  return refusal(API_ERROR_CODES.handUnsettled, `Hand ${n} is over and waits for the bones each seat has left: settle it before starting the next.`, where);
};

/** settleBlock: the screen's hand is the last one, and it is blocked waiting for its holdings. */
export function blockToSettle(hand: number): Precondition {
  return ({ report }) => {
    const stale = staleHand(report, hand);
    if (stale) return stale;
    const current = report.current;
    if (current && current.state === 'unsettled') return null;
    return refusal(API_ERROR_CODES.notBlocked, `Hand ${hand + 1} is not a hand waiting for the bones each seat has left.`, { hand, params: { hand: hand + 1 } });
  };
}

/**
 * undoMove: an undo takes back the match's last move, so the screen that asks must show the match
 * as it is (undoShown), or it would take back a move it never showed (another window recorded,
 * undid or started a hand since).
 */
export function asShown(shown: UndoShown): Precondition {
  return ({ report, corrections }) => {
    const { hands } = report.record;
    const last = hands.at(-1);
    const same =
      hands.length === shown.hands &&
      (last?.moves.length ?? 0) === shown.moves &&
      (last?.redeal !== undefined) === shown.thrownIn &&
      (shown.ruled === undefined || (last?.ruling !== undefined) === shown.ruled) &&
      corrections() === shown.corrections;
    if (same) return null;
    return refusal(
      API_ERROR_CODES.changed,
      'The match has changed elsewhere since this screen showed it: nothing was undone. Look at it again, then undo if it is still needed.',
      { field: 'shown', params: {} },
    );
  };
}

// ---- a device's commands, which it may send twice (issue 24, "The network drops") ---------------

/**
 * Not a refusal: the command was carried out already (a device sent it again after a drop, not
 * knowing whether it arrived). A precondition answers it to stop the write; the service then
 * answers as if it had been written now (api/service.ts), so the device stores nothing twice and
 * still hears "saved".
 */
export const ALREADY_DONE = 'match/already-done';

function alreadyDone(hand: number): RecordError {
  return refusal(ALREADY_DONE, 'Already recorded.', { hand, params: {} });
}

/**
 * recordMove with its place (`at`): the same move already there is done already; another move
 * there, or a gap before it, is refused with the place and what is stored there (the device then
 * shows the match as it is); at the hand's end, the hand must be the last (onLastHand).
 */
export function moveAt(hand: number, at: number, move: MoveInput): Precondition {
  return ({ report }) => {
    const h = report.record.hands[hand];
    if (h === undefined) return staleHand(report, hand);
    if ('redeal' in move) return h.redeal?.seat === move.seat ? alreadyDone(hand) : staleHand(report, hand);
    const stored = h.moves[at];
    const where = { hand: hand + 1, move: at + 1 };
    if (stored !== undefined) {
      if (sameMove(stored, move)) return alreadyDone(hand);
      return refusal(
        API_ERROR_CODES.moveTaken,
        `Move ${at + 1} of hand ${hand + 1} is already recorded, as another move: this one was not saved. The table is shown as it is stored.`,
        { hand, field: 'at', params: where },
      );
    }
    if (at > h.moves.length) {
      return refusal(
        API_ERROR_CODES.moveGap,
        `Move ${at + 1} of hand ${hand + 1} cannot come yet: the moves before it were not saved. The table is shown as it is stored.`,
        { hand, field: 'at', params: { ...where, moves: h.moves.length } },
      );
    }
    return staleHand(report, hand);
  };
}

/** startHand with the hand it starts: a hand already started is done already; one past the next is refused as stale. */
export function handAt(hand: number): Precondition {
  return (state) => {
    const started = state.report.record.hands.length;
    if (hand < started) return alreadyDone(hand);
    if (hand > started) return staleHand(state.report, hand);
    return mayStartHand(state);
  };
}

/** settleBlock sent again: the hand already settled with the same holdings is done already. */
export function settleOnce(hand: number, holdings: { readonly left?: unknown; readonly pips?: unknown }): Precondition {
  return (state) => {
    const h = state.report.record.hands[hand];
    const settled = h && (h.left !== undefined || h.pips !== undefined);
    if (settled && JSON.stringify(h.left ?? null) === JSON.stringify(holdings.left ?? null) && JSON.stringify(h.pips ?? null) === JSON.stringify(holdings.pips ?? null)) {
      return alreadyDone(hand);
    }
    return blockToSettle(hand)(state);
  };
}
