/**
 * Checking a record that is still being written: the domain's checkRecord in its in-progress
 * mode, as the states the database layer reports.
 */
import { checkRecord } from '../domain/record.ts';
import type { MatchRecord, MatchReport, RecordError } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';

export type Progress =
  /** Every hand so far is over and settled (or there are none yet). */
  | { readonly state: 'settled'; readonly report: MatchReport }
  /** The last hand is being played. */
  | { readonly state: 'playing'; readonly hand: number }
  /** The last hand is blocked and waits for the bones (or pips) each seat has left. */
  | { readonly state: 'unsettled'; readonly hand: number };

/** Where a checked match stands. */
export function progressOf(report: MatchReport): Progress['state'] {
  return report.current === null ? 'settled' : report.current.state;
}

export function checkSoFar(record: MatchRecord): Result<Progress, RecordError> {
  const checked = checkRecord(record, { inProgress: true });
  if (!checked.ok) return checked;
  const { current } = checked.value;
  if (current === null) return { ok: true, value: { state: 'settled', report: checked.value } };
  return { ok: true, value: { state: current.state, hand: current.index } };
}
