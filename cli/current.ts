/**
 * The last hand of a record still being written, as the referee reports it: the app's Export
 * writes a match still being played with its last hand as far as it has gone
 * (docs/record-format.md), and a referee handed such a file wants the check of everything so far.
 * Shared by the partner game's report (cli/report.ts) and every other family's
 * (cli/family-report.ts).
 */
import type { MatchReport } from '../domain/record.ts';
import type { Words } from './words.ts';

/** "Hand 4 in play after 7 moves: every move so far is legal; Dan to play.", or null without one. */
export function currentHandLine(report: MatchReport, w: Words): string | null {
  if (!report.current) return null;
  const { index, hand, state } = report.current;
  const n = index + 1;
  const moves = hand.moves.length;
  const turn = hand.turn === null ? null : (report.record.seats[hand.turn] ?? null);
  if (state === 'unsettled') {
    return w.waitingForLeft(n, moves);
  }
  if (moves === 0) return w.noMoveYet(n, turn);
  return w.inPlay(n, moves, turn);
}

/** "ends 3 and 5", or "both ends show 4": the open ends as the block's words name them. */
export function endsText(ends: readonly [number, number], w: Words): string {
  return ends[0] === ends[1] ? w.bothEndsShow(ends[0]) : w.endsAre(ends[0], ends[1]);
}
