/**
 * The match layer's one hook into events (issue 17, "Storage and speed"): a match that is a game
 * of an event keeps that game's stored outcome up to date with every write to it (a move, a
 * settlement, a redeal, an undo), in the same transaction, so the standings read stored outcomes
 * and never replay a record; and a write to a match whose round is closed (the next round is
 * drawn) is refused, since the draw was made from the results as they were.
 *
 * Apart from db/events.ts so that db/matches.ts can call it without importing the event queries
 * (which themselves start matches through db/matches.ts).
 */
import type Database from 'better-sqlite3';
import { recordOutcome } from '../domain/events/outcome.ts';
import type { EventError } from '../domain/events/types.ts';
import type { MatchReport, RecordError } from '../domain/record.ts';
import { sql } from './sql.ts';

type Db = Database.Database;

/** Where a game is, as organizers name it: round from 1, the table's number, game from 1. */
export interface GamePlace {
  readonly round: number;
  readonly table: number;
  readonly game: number;
}

/** The refusal of any result on a round already closed: `what` says what was refused, in English. */
export function roundClosed(place: { readonly round: number; readonly table?: number; readonly game?: number }): EventError {
  const at = place.table === undefined ? '' : ` (table ${place.table}${place.game === undefined ? '' : `, game ${place.game}`})`;
  return {
    code: 'event/round-closed',
    message: `Round ${place.round} is closed: the next round has been drawn from its results, so they can no longer change${at}.`,
    round: place.round,
    table: place.table ?? null,
    game: place.game ?? null,
    hand: null,
    move: null,
    field: null,
    params: { round: place.round, ...(place.table !== undefined && { table: place.table }), ...(place.game !== undefined && { game: place.game }) },
  };
}

interface LinkedRow {
  readonly id: number;
  readonly event_id: number;
  readonly ended: 'time' | null;
  readonly closed: number;
  readonly round: number;
  readonly table_number: number;
  readonly idx: number;
}

export interface GameHook {
  /** Set when the write must be refused (the game's round is closed); nothing is then written. */
  readonly refusal: RecordError | null;
  /** Stores the game's outcome after the write, from the match's report as the write left it. */
  readonly store: (report: MatchReport) => void;
}

/** Null for a match that is no event's game (the common case: one indexed look-up per write). */
export function eventGameHook(db: Db, matchId: number): GameHook | null {
  const row = sql(
    db,
    `SELECT g.id, r.event_id, g.ended, r.closed, r.number AS round, t.number AS table_number, g.idx
       FROM event_games g JOIN event_tables t ON t.id = g.table_id JOIN event_rounds r ON r.id = t.round_id
      WHERE g.match_id = ?`,
  ).get(matchId) as LinkedRow | undefined;
  if (!row) return null;
  const place = { round: row.round, table: row.table_number, game: row.idx + 1 };
  const closed = row.closed === 1 ? roundClosed(place) : null;
  return {
    // The match layer's error shape: the event's place goes in the facts.
    refusal: closed && { code: closed.code, message: closed.message, hand: null, move: null, field: null, params: closed.params ?? {} },
    store: (report) => storeRecordOutcome(db, row.id, row.event_id, report, row.ended ?? undefined),
  };
}

/** Writes a recorded game's outcome and marks its event changed. Call inside the write's transaction. */
export function storeRecordOutcome(db: Db, gameId: number, eventId: number, report: MatchReport, ended?: 'time'): void {
  sql(db, 'UPDATE event_games SET outcome = ? WHERE id = ?').run(JSON.stringify(recordOutcome(report, ended)), gameId);
  touchEvent(db, eventId);
}

/** The event's last change is now (the events list shows it). */
export function touchEvent(db: Db, eventId: number): void {
  sql(db, "UPDATE events SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(eventId);
}
