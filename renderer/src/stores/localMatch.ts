import type { MatchView, MoveInput } from '../../../api/contract.ts';
import { matchView } from '../../../api/views.ts';
import { advanceReport } from '../../../domain/advance.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import type { MatchReport } from '../../../domain/record.ts';

/**
 * The open match checked in the page too, by the same engine (domain/) and the same view
 * building (api/views.ts) the server uses, so a move the engine accepts can be drawn at once
 * (issue 5, "Speed": entry to painted frame) while the server checks it again and commits it.
 * The server stays the judge: its answer replaces what was drawn, and a move it does not save
 * is taken off the screen with the reason (stores/match.ts).
 *
 * Nothing here decides a rule: `advanceReport` is the server's incremental check, and
 * `matchView` the server's view of the match it leaves.
 */
export interface LocalMatch {
  /** The view the report gives (the one on screen when it was made). */
  readonly view: MatchView;
  /** `checkRecord(record, { inProgress: true })` of the match as stored. */
  readonly report: MatchReport;
}

/**
 * The same JSON-like value (objects compared key by key, in any order: a view merged from a
 * MatchUpdate has its keys in another order than one built whole).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameValue(ra[k], rb[k]));
}

/** The same match, whenever each was last changed: the server's view and the page's own. */
export function sameMatch(a: MatchView, b: MatchView): boolean {
  return sameValue({ ...a, updatedAt: '' }, { ...b, updatedAt: '' });
}

/** The facts a view carries that are the database's, not the record's. */
export const factsOf = (view: MatchView) => ({ id: view.id, updatedAt: view.updatedAt, corrections: view.corrections, deletedAt: view.deletedAt ?? null });

/**
 * The view the record gives, with the database's link to the event game it records (issue 17)
 * taken from `from`: the record does not know it, and it does not change as the match is played.
 */
export function viewLike(report: MatchReport, from: MatchView): MatchView {
  const view = matchView(report, factsOf(from));
  return from.event ? { ...view, event: from.event } : view;
}

/**
 * The match from its exported record (exportRecord's text), checked here; null unless the view
 * it gives is exactly `view` (the server's): then every move advanced from it gives what the
 * server's would. A record the page cannot check the same way just leaves moves to the server.
 */
export function localMatch(text: string, view: MatchView): LocalMatch | null {
  const parsed = parseRecord(text);
  if (!parsed.ok) return null;
  const checked = checkRecord(parsed.value, { inProgress: true });
  if (!checked.ok) return null;
  const mine = viewLike(checked.value, view);
  return sameMatch(mine, view) ? { view, report: checked.value } : null;
}

/**
 * The match after `move` in hand `hand`, as the server will answer it once the move is saved;
 * null when the engine refuses the move (the server then says why) or the move is one the page
 * leaves to the server (a hand thrown in: the server re-checks the whole record for it).
 */
export function advanceLocal(local: LocalMatch, hand: number, move: MoveInput): LocalMatch | null {
  if ('redeal' in move) return null;
  const advanced = advanceReport(local.report, hand, move);
  if (!advanced.ok) return null;
  const report = advanced.value.report;
  return { report, view: viewLike(report, local.view) };
}

/**
 * After an undo: the kept state (newest last in `kept`) whose view is exactly `view`, the
 * server's answer, or null. The states newer than the one found go, and so does each one tried:
 * the match's record only grows or shrinks at its end, so an older state cannot be the match
 * again until moves are drawn from it, which keep their own. Only the newest few are tried (a
 * view each); past them the page reads and checks the record again.
 */
export function stepBack(kept: MatchReport[], view: MatchView): LocalMatch | null {
  for (let tries = 0; tries < 2 && kept.length > 0; tries++) {
    const report = kept.pop()!;
    if (sameMatch(viewLike(report, view), view)) return { view, report };
  }
  return null;
}
