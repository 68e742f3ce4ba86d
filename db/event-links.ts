/**
 * Which event game a match records (issue 17): the event, round, table and game of a match linked
 * to a table, so the match's screen can offer "back to round 3". Read by the api beside the match
 * (MatchView.event, MatchSummary.event); a match of its own has none.
 */
import type Database from 'better-sqlite3';
import { sql } from './sql.ts';

type Db = Database.Database;

/** Round and game counted from 1, the table by its number, as organizers name them (the contract's MatchEventLink). */
export interface EventGameLink {
  readonly eventId: number;
  readonly eventName: string;
  readonly round: number;
  readonly table: number;
  readonly game: number;
}

const LINKS = `
  SELECT g.match_id AS matchId, e.id AS eventId, e.name AS eventName, r.number AS round, t.number AS "table", g.idx + 1 AS game
    FROM event_games g
    JOIN event_tables t ON t.id = g.table_id
    JOIN event_rounds r ON r.id = t.round_id
    JOIN events e ON e.id = r.event_id`;

/** The link of one match (one look-up by the unique match_id), or null. */
export function matchEventLink(db: Db, matchId: number): EventGameLink | null {
  const row = sql(db, `${LINKS} WHERE g.match_id = ?`).get(matchId) as (EventGameLink & { matchId: number }) | undefined;
  if (!row) return null;
  const { matchId: _, ...link } = row;
  return link;
}

/** Every match that records an event game, by match id (the matches list). */
export function matchEventLinks(db: Db): Map<number, EventGameLink> {
  const rows = sql(db, `${LINKS} WHERE g.match_id IS NOT NULL`).all() as (EventGameLink & { matchId: number })[];
  return new Map(rows.map(({ matchId, ...link }) => [matchId, link]));
}
