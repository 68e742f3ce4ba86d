/**
 * Migration 7 (issue 17, "Storage and speed": "SQLite tables for events, entrants, rounds, tables
 * and games, linked to the match rows (a migration; older files upgraded with the dated backup)").
 * A version-6 file is copied beside itself, gains the event tables (STRICT, foreign keys on), keeps
 * every match row as it was, and can then hold an event whose games are new matches.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { addRound, createEvent, readEventSummary, startGame } from '../../db/events.ts';
import { LATEST_VERSION, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { expectMatchesGoOn, fileWithSeatNames } from './old-seat-names.ts';
import { dump, useTempDir } from './support.ts';

const temp = useTempDir();

const EVENT_TABLES = ['event_byes', 'event_changes', 'event_entrants', 'event_games', 'event_penalties', 'event_rounds', 'event_seats', 'event_tables', 'events'];

describe('migration 7', () => {
  it('backs a version-6 file up, adds the event tables, and leaves every match row as it was', () => {
    const file = join(temp.dir, 'v6.sqlite');
    fileWithSeatNames(file, 6, [['Ann', 'Ben', 'Cat', 'Dan'], ['Eve', 'Fay', 'Gus', 'Hal']], 40);
    const old = new Database(file, { readonly: true });
    const rows = dump(old);
    old.close();

    const now = new Date('2026-11-27T08:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(7);
    expect(existsSync(backup)).toBe(true);
    const after = dump(db);
    // Every row as it was; a match row gains version 9's deleted_at, NULL (still listed), a hand
    // and a correction version 10's ruling, NULL (none); a hand, a move and a correction version
    // 12's origin (and time), NULL (written before origins were kept).
    const added: Readonly<Record<string, object>> = {
      matches: { deleted_at: null },
      hands: { ruling: null, at: null, origin: null },
      moves: { at: null, origin: null },
      corrections: { ruling: null, origin: null },
    };
    const later = (table: string, content: unknown) => (added[table] ? (content as object[]).map((row) => ({ ...row, ...added[table] })) : content);
    for (const [table, content] of Object.entries(rows)) if (table !== 'user_version') expect(after[table], table).toEqual(later(table, content));
    const tables = db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name LIKE 'event%' ORDER BY name").all() as { name: string; sql: string }[];
    expect(tables.map((t) => t.name)).toEqual(EVENT_TABLES);
    for (const t of tables) expect(t.sql, t.name).toMatch(/\)\s*STRICT$/);
    for (const table of EVENT_TABLES) expect(after[table], table).toEqual([]);
    expectMatchesGoOn(db, [1, 2]);

    // The upgraded file holds an event whose game is a new match beside the old ones.
    const eventId = createEvent(db, pairsSettings(), pairEntrants(2));
    if (!eventId.ok) throw new Error(eventId.error.message);
    expect(addRound(db, eventId.value, circleRound(['P1', 'P2'], 1)).ok).toBe(true);
    const started = startGame(db, eventId.value, 1, 1);
    expect(started).toMatchObject({ ok: true, value: { game: 1, matchId: 3 } });
    expect(readEventSummary(db, eventId.value)!.rounds[0]!.tables[0]!.games).toHaveLength(1);
    db.close();

    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(6);
    expect(kept.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'events'").pluck().get()).toBe(0);
    kept.close();
  });

  it('the foreign keys hold: a seat for an entrant not in the event, or a game of a match not there, is refused by SQLite', () => {
    const db = openDatabase(':memory:');
    const eventId = createEvent(db, pairsSettings(), pairEntrants(2));
    if (!eventId.ok) throw new Error(eventId.error.message);
    expect(addRound(db, eventId.value, circleRound(['P1', 'P2'], 1)).ok).toBe(true);
    expect(() => db.prepare("INSERT INTO event_seats (table_id, idx, event_id, entrant) VALUES (1, 2, ?, 'P9')").run(eventId.value)).toThrow(/FOREIGN KEY/);
    expect(() => db.prepare("INSERT INTO event_games (table_id, idx, match_id, outcome) VALUES (1, 0, 99, '{}')").run()).toThrow(/FOREIGN KEY/);
    expect(() => db.prepare("INSERT INTO event_games (table_id, idx, outcome) VALUES (1, 0, '{}')").run()).toThrow(/CHECK/);
    db.close();
  });
});
