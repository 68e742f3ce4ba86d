/**
 * The match layer's one hook into events (issue 17, "Storage and speed"): a match that is a game
 * of an event keeps that game's stored outcome up to date with every write to it (a move, a
 * settlement, a redeal, an undo), in the same transaction, so the standings read stored outcomes
 * and never replay a record; and a write that would leave the event a file the referee refuses is
 * refused: on a closed round (the next round was drawn from the results as they were), on a game
 * stopped by the clock, on a game a later one follows.
 *
 * Apart from db/events.ts so that db/matches.ts can call it without importing the event queries
 * (which themselves start matches through db/matches.ts).
 */
import type Database from 'better-sqlite3';
import { recordOutcome } from '../domain/events/outcome.ts';
import type { EventError } from '../domain/events/types.ts';
import type { EventRefusalCode } from '../domain/events/refusal-codes.ts';
import type { MatchReport, RecordError } from '../domain/record.ts';
import { sql } from './sql.ts';

type Db = Database.Database;

/** A place in an event, as organizers name it: round from 1, the table's number, game from 1. */
interface Place {
  readonly round: number;
  readonly table?: number;
  readonly game?: number;
}

/** An event refusal at a place, its facts the place and `more`. */
export function refusedAt(code: EventRefusalCode, message: string, place: Place, more: Readonly<Record<string, number>> = {}): EventError {
  return {
    code,
    message,
    round: place.round,
    table: place.table ?? null,
    game: place.game ?? null,
    hand: null,
    move: null,
    field: null,
    params: { round: place.round, ...(place.table !== undefined && { table: place.table }), ...(place.game !== undefined && { game: place.game }), ...more },
  };
}

/** The refusal of any result on a round already closed. */
export function roundClosed(place: Place): EventError {
  const at = place.table === undefined ? '' : ` (table ${place.table}${place.game === undefined ? '' : `, game ${place.game}`})`;
  return refusedAt('event/round-closed', `Round ${place.round} is closed: the next round has been drawn from its results, so they can no longer change${at}.`, place);
}

interface LinkedRow {
  readonly id: number;
  readonly event_id: number;
  readonly ended: 'time' | null;
  readonly closed: number;
  readonly round: number;
  readonly table_number: number;
  readonly idx: number;
  readonly last_idx: number;
}

export interface GameHook {
  /** Set when the write must be refused; nothing is then written. */
  readonly refusal: RecordError | null;
  /** Stores the game's outcome after the write, from the match's report as the write left it. */
  readonly store: (report: MatchReport) => void;
}

/** An event refusal in the match layer's error shape: the event's place goes in the facts. */
function asRecordError(error: EventError): RecordError {
  return { code: error.code, message: error.message, hand: null, move: null, field: null, params: error.params ?? {} };
}

/**
 * Why a write to this game's match would leave the event a file the referee refuses, or null:
 * its round is closed; it was stopped by the clock (its record must stop after a finished hand:
 * take the stop off first); a later game follows it at the table (only a table's last game may
 * be unfinished, so an earlier one is not undone).
 */
function refusalOf(row: LinkedRow): EventError | null {
  const place = { round: row.round, table: row.table_number, game: row.idx + 1 };
  if (row.closed === 1) return roundClosed(place);
  const at = `game ${place.game} of table ${place.table}, round ${place.round}`;
  if (row.ended === 'time') return refusedAt('event/game-ended', `The clock stopped ${at}: take that stop off before recording more of it.`, place);
  if (row.idx < row.last_idx) return laterGames(place, row.last_idx + 1);
  return null;
}

/** A game a later one follows at its table (the table has `games`): it is not changed, only the last may be unfinished. */
export function laterGames(place: Required<Place>, games: number): EventError {
  const at = `game ${place.game} of table ${place.table}, round ${place.round}`;
  return refusedAt('event/later-games', `A later game follows ${at}: remove the table's later games before changing this one.`, place, { games });
}

/** Null for a match that is no event's game (the common case: one indexed look-up per write). */
export function eventGameHook(db: Db, matchId: number): GameHook | null {
  const row = sql(
    db,
    `SELECT g.id, r.event_id, g.ended, r.closed, r.number AS round, t.number AS table_number, g.idx,
            (SELECT max(l.idx) FROM event_games l WHERE l.table_id = g.table_id) AS last_idx
       FROM event_games g JOIN event_tables t ON t.id = g.table_id JOIN event_rounds r ON r.id = t.round_id
      WHERE g.match_id = ?`,
  ).get(matchId) as LinkedRow | undefined;
  if (!row) return null;
  const refused = refusalOf(row);
  return {
    refusal: refused && asRecordError(refused),
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
