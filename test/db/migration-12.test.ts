/**
 * Migration 12 (issue 24: the room, and "every write records where it came from (the organizer's
 * screen, table N's device, an import) and when"; issue 25 items 1 and 4: the planned rounds, the
 * history of paper-score corrections).
 *
 * What must hold: a version-11 file upgrades with every row kept and every new column NULL (written
 * before origins were kept) and the new tables empty and STRICT; after it, each write marks its
 * rows with where it came from: the organizer's screens by default, an import, a device, as set
 * around the call (db/origin.ts), and a line of the event's history commits with its change.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { addRound, createEvent, setPaperScore, startGame } from '../../db/events.ts';
import { appendMove, importRecord, startHand, undoLastMove } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { listChanges, logChange } from '../../db/changes.ts';
import { deviceOf, originOf, withOrigin } from '../../db/origin.ts';
import { write } from '../../db/sql.ts';
import { writeRecord } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';
import { circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { asBefore, dump, useTempDir } from './support.ts';

const temp = useTempDir();

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

const ROOM_TABLES = ['room_attempts', 'room_calls', 'room_clocks', 'room_codes', 'room_confirmations', 'room_devices', 'room_displays', 'room_pins'];

function origins(db: Database.Database, table: 'moves' | 'hands' | 'event_games'): { at: string | null; origin: string | null }[] {
  return db.prepare(`SELECT at, origin FROM ${table} ORDER BY id`).all() as { at: string | null; origin: string | null }[];
}

describe('migration 12: origins, the event history, the room', () => {
  it('upgrades a version 11 file keeping every row, the new columns NULL and the new tables empty and STRICT', () => {
    const file = join(temp.dir, 'v11.sqlite');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 11));
    for (const seed of [4, 5]) ok(importRecord(old, writeRecord(randomMatchRecord(seed, 2))));
    const entrants = pairEntrants(4);
    const eventId = ok(createEvent(old, pairsSettings({ name: 'Old night' }), entrants));
    const round = circleRound(entrants.map((e) => e.id), 1);
    ok(addRound(old, eventId, round));
    const live = ok(startGame(old, eventId, 1, round.tables[0]!.table)).matchId;
    ok(startHand(old, live));
    ok(appendMove(old, live, 0, { seat: 0, bone: [6, 6] }));
    ok(setPaperScore(old, eventId, 1, round.tables[1]!.table, null, [6, 2]));
    const before = dump(old);
    old.close();

    const db = openDatabase(file);
    expect(userVersion(db)).toBe(LATEST_VERSION);
    const after = dump(db);
    expect({ ...asBefore(before, after), user_version: 11 }).toEqual(before);
    for (const table of ['event_changes', ...ROOM_TABLES]) expect(after[table], table).toEqual([]);
    for (const table of ['moves', 'hands', 'event_games'] as const) {
      expect(origins(db, table).every((r) => r.at === null && r.origin === null), table).toBe(true);
    }
    const strict = db.prepare("SELECT name FROM pragma_table_list WHERE schema = 'main' AND strict = 1 AND (name LIKE 'room_%' OR name = 'event_changes') ORDER BY name").pluck().all();
    expect(strict).toEqual(['event_changes', ...ROOM_TABLES]);
    expect(db.prepare('SELECT rounds_planned FROM events').pluck().all()).toEqual([null]);

    // A move after the upgrade carries its time and the organizer's screens as its origin.
    ok(appendMove(db, live, 0, { seat: 1, bone: [6, 5], end: 'right' }));
    const last = origins(db, 'moves').at(-1)!;
    expect(last.origin).toBe('organizer');
    expect(Date.parse(last.at!)).toBeGreaterThan(Date.now() - 60_000);
    db.close();
  });

  it("marks each write with where it came from: the organizer's screens, a device, an import; undo and event games too", () => {
    const db = openDatabase(':memory:');
    const entrants = pairEntrants(4);
    const eventId = ok(createEvent(db, pairsSettings(), entrants));
    const round = circleRound(entrants.map((e) => e.id), 1);
    ok(addRound(db, eventId, round));
    const [t1, t2] = round.tables.map((t) => t.table);
    const matchId = withOrigin(db, 'device:7', () => ok(startGame(db, eventId, 1, t1!)).matchId);
    withOrigin(db, 'device:7', () => ok(startHand(db, matchId)));
    withOrigin(db, 'device:7', () => ok(appendMove(db, matchId, 0, { seat: 0, bone: [6, 6] })));
    ok(appendMove(db, matchId, 0, { seat: 1, bone: [6, 5], end: 'right' }));
    withOrigin(db, 'device:9', () => ok(undoLastMove(db, matchId)));
    ok(setPaperScore(db, eventId, 1, t2!, null, [6, 0]));
    withOrigin(db, 'import', () => ok(importRecord(db, writeRecord(randomMatchRecord(3, 1)))));

    expect(origins(db, 'hands').map((r) => r.origin)).toEqual(['device:7', ...Array(db.prepare('SELECT count(*) FROM hands').pluck().get() as number - 1).fill('import')]);
    const moves = db.prepare('SELECT m.origin, m.at FROM moves m JOIN hands h ON h.id = m.hand_id WHERE h.match_id = ? ORDER BY m.idx').all(matchId) as { origin: string; at: string }[];
    expect(moves.map((m) => m.origin)).toEqual(['device:7']);
    const imported = db.prepare('SELECT DISTINCT m.origin, m.at FROM moves m JOIN hands h ON h.id = m.hand_id WHERE h.match_id <> ?').all(matchId);
    expect(imported).toEqual([{ origin: 'import', at: null }]);
    expect(db.prepare('SELECT origin FROM corrections').pluck().all()).toEqual(['device:9']);
    expect(origins(db, 'event_games').map((r) => r.origin)).toEqual(['device:7', 'organizer']);
    db.close();
  });

  it('a line of the event history commits or rolls back with its change, with the origin around it', () => {
    const db = openDatabase(':memory:');
    const eventId = ok(createEvent(db, pairsSettings(), pairEntrants(2)));
    withOrigin(db, 'device:3', () => write(db, () => logChange(db, eventId, 'paper-score', { round: 1, table: 2, game: 1 }, [6, 1], [6, 2])));
    expect(() =>
      write(db, () => {
        logChange(db, eventId, 'game-removed', { round: 1, table: 2, game: 1 }, [6, 2], null);
        throw new Error('the change failed');
      }),
    ).toThrow('the change failed');
    const changes = listChanges(db, eventId);
    expect(changes).toMatchObject([{ origin: 'device:3', round: 1, table: 2, game: 1, kind: 'paper-score', before: [6, 1], after: [6, 2] }]);
    expect(originOf(db)).toBe('organizer');
    expect(deviceOf('device:3')).toBe(3);
    expect(deviceOf('organizer')).toBeNull();
    db.close();
  });

  it('withOrigin nests and restores the origin before it, even when the call throws', () => {
    const db = openDatabase(':memory:');
    withOrigin(db, 'device:1', () => {
      expect(() => withOrigin(db, 'import', () => {
        expect(originOf(db)).toBe('import');
        throw new Error('x');
      })).toThrow('x');
      expect(originOf(db)).toBe('device:1');
    });
    expect(originOf(db)).toBe('organizer');
    db.close();
  });
});
