/**
 * The event's history of changes (migration 12, `event_changes`): what a write to an event replaced,
 * with where it came from and when, for History (issue 24: "History shows each paper-score
 * correction and each game taken back, with its origin and time"; issue 25 item 4: "every
 * correction of a paper score is kept and shown in History (old score, new score, when)").
 *
 * Written inside the same transaction as the change it describes, by the db function that makes
 * the change, so a change and its line in the history commit together or not at all. Nothing
 * computes a figure from it: it is what happened, not what counts.
 */
import type Database from 'better-sqlite3';
import { read, sql } from './sql.ts';
import { keepsOrigins, originOf } from './origin.ts';
import type { Origin } from './origin.ts';
import type { ChangeKind, ChangeLine } from '../domain/events/changes.ts';

type Db = Database.Database;

export { CHANGE_KINDS } from '../domain/events/changes.ts';
export type { ChangeKind } from '../domain/events/changes.ts';

export interface ChangeWhere {
  readonly round?: number | null;
  readonly table?: number | null;
  readonly game?: number | null;
}

/** A line of the history as read back, its origin one the store writes. */
export interface EventChange extends ChangeLine {
  readonly origin: Origin;
}

/** Adds a line to the event's history, as coming from the write now running (db/origin.ts). */
export function logChange(db: Db, eventId: number, kind: ChangeKind, where: ChangeWhere, before: unknown, after: unknown): void {
  // A file before migration 12 has no history to write to (the migration tests write today's rows into such files).
  if (!keepsOrigins(db)) return;
  sql(
    db,
    'INSERT INTO event_changes (event_id, origin, round, table_number, game, kind, before, after) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  ).run(
    eventId,
    originOf(db),
    where.round ?? null,
    where.table ?? null,
    where.game ?? null,
    kind,
    before === null || before === undefined ? null : JSON.stringify(before),
    after === null || after === undefined ? null : JSON.stringify(after),
  );
}

interface ChangeRow {
  readonly id: number;
  readonly at: string;
  readonly origin: string;
  readonly round: number | null;
  readonly table_number: number | null;
  readonly game: number | null;
  readonly kind: string;
  readonly before: string | null;
  readonly after: string | null;
}

/** The event's history, oldest first. */
export function listChanges(db: Db, eventId: number): EventChange[] {
  const rows = sql(db, 'SELECT id, at, origin, round, table_number, game, kind, before, after FROM event_changes WHERE event_id = ? ORDER BY id').all(eventId) as ChangeRow[];
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    origin: r.origin as Origin,
    round: r.round,
    table: r.table_number,
    game: r.game,
    kind: r.kind as ChangeKind,
    before: r.before === null ? null : (JSON.parse(r.before) as unknown),
    after: r.after === null ? null : (JSON.parse(r.after) as unknown),
  }));
}

/** The event's history, oldest first, read with the event in one read; null when there is no such event. */
export function eventChanges(db: Db, eventId: number): EventChange[] | null {
  return read(db, () => (sql(db, 'SELECT 1 FROM events WHERE id = ?').get(eventId) === undefined ? null : listChanges(db, eventId)));
}
