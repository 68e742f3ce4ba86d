/**
 * Merging the answer to recordMove or undoMove (a MatchUpdate: the hand summaries before
 * `handsFrom` left out) into the MatchView a screen holds, and what makes a device's command sent
 * twice recognisable. Types only from contract.ts, so the renderer can import this without the
 * contract's zod schemas.
 */
import type { HandStatusView, MatchUpdate, MatchView, MoveInput, UndoShown } from './contract.ts';
import { isDraw, isPass } from '../domain/hand.ts';
import type { Move } from '../domain/hand.ts';

/** A hand over and settled: only an undo can change its summary now. */
const SETTLED: ReadonlySet<HandStatusView> = new Set<HandStatusView>(['domino', 'blocked', 'tie', 'redeal']);

/**
 * The whole view after `update`, from the view `held` before it: `held`'s summaries before
 * `handsFrom` (the same objects) and the update's from there on. Null when `held` cannot be the
 * match just before this command, so that merging could mix two states (or two matches): the
 * screen then asks getMatch for the whole view. That is when `held`
 * - is of another match (id, rules or seats differ), or there is none;
 * - missed an undo made elsewhere (its corrections are not those the match had before the
 *   command): an undo may have reopened and replayed an earlier hand;
 * - does not hold a settled summary for every hand before `handsFrom` (it has fewer hands, or
 *   one of them was still in play or waiting for its bones when `held` was taken, and may have
 *   ended since in another window).
 * Without an undo elsewhere, a settled hand's summary never changes, so what is kept is exact.
 */
export function mergeMatchUpdate(held: MatchView | null, update: MatchUpdate): MatchView | null {
  const { handsFrom, correctionsBefore, hands, ...rest } = update;
  if (!held || held.id !== update.id || held.rules !== update.rules || !sameSeats(held.seats, update.seats)) return null;
  if (held.corrections !== correctionsBefore || held.hands.length < handsFrom) return null;
  for (let i = 0; i < handsFrom; i++) if (!SETTLED.has(held.hands[i]!.status)) return null;
  const merged = held.hands.slice(0, handsFrom);
  for (const summary of hands) merged.push(summary);
  // The event game a match records (issue 17) is not sent with a move: it does not change while
  // the match is played, so the held view's link stays.
  return { ...(held.event && { event: held.event }), ...rest, hands: merged };
}

function sameSeats(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, i) => name === b[i]);
}

/**
 * What a screen shows at the end of the match, sent with an undo (undoMove's `shown`): the hands
 * started, the moves of the last one, whether it was thrown in, and the corrections made. The
 * service refuses the undo (match/changed) when the match is not so any more: another window
 * recorded, undid or started something since, and the undo would take back what this screen
 * never showed.
 */
export function undoShown(view: Pick<MatchView, 'hands' | 'corrections'>): UndoShown {
  const last = view.hands.at(-1);
  return { hands: view.hands.length, moves: last?.moves ?? 0, thrownIn: last?.status === 'redeal', corrections: view.corrections, ruled: last?.result?.outcome === 'ruling' };
}

/** Whether a stored move is the one a device sent (as it sends it again: the same fields, the bone the same way round). */
export function sameMove(stored: Move, sent: MoveInput): boolean {
  if (stored.seat !== sent.seat) return false;
  if ('redeal' in sent) return false;
  if ('pass' in sent) return isPass(stored);
  if ('draw' in sent) return isDraw(stored) && JSON.stringify(stored.draw) === JSON.stringify(sent.draw);
  if (isPass(stored) || isDraw(stored)) return false;
  return stored.bone[0] === sent.bone[0] && stored.bone[1] === sent.bone[1] && (stored.end ?? null) === (sent.end ?? null);
}
