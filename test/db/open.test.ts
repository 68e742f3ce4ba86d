import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DbError } from '../../db/errors.ts';
import { APPLICATION_ID, LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import type { Migration } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { createMatch, loadRecord } from '../../db/matches.ts';
import { dump, useTempDir } from './support.ts';

const temp = useTempDir();
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

function tables(db: Database.Database): string[] {
  return db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all() as string[];
}

describe('openDatabase', () => {
  it('brings a new database to the latest version with every table STRICT', () => {
    const db = openDatabase(':memory:');
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(tables(db)).toEqual([
      'bulk_load',
      'corrections',
      'event_byes',
      'event_changes',
      'event_entrants',
      'event_games',
      'event_penalties',
      'event_rounds',
      'event_seats',
      'event_tables',
      'events',
      'hands',
      'match_renames',
      'match_seats',
      'matches',
      'moves',
      'room_attempts',
      'room_calls',
      'room_clocks',
      'room_codes',
      'room_confirmations',
      'room_devices',
      'room_displays',
      'room_pins',
    ]);
    const strict = db.prepare("SELECT name, strict FROM pragma_table_list WHERE schema = 'main' AND name NOT LIKE 'sqlite_%'").all();
    expect(strict).toEqual(expect.arrayContaining(tables(db).map((name) => ({ name, strict: 1 }))));
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('opens a file in WAL mode with synchronous = FULL, foreign keys and a busy timeout', () => {
    const db = openDatabase(join(temp.dir, 'm.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    // 2 = FULL. better-sqlite3's SQLite would otherwise run WAL at NORMAL (1), which may lose the
    // last saved moves on a power cut.
    expect(db.pragma('synchronous', { simple: true })).toBe(2);
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBeGreaterThan(0);
    db.close();
  });

  it('re-opens a current file without changing it', () => {
    const file = join(temp.dir, 'm.sqlite');
    const first = openDatabase(file);
    const made = createMatch(first, { rules: 'jamaican-partner', seats: SEATS });
    if (!made.ok) throw new Error(made.error.message);
    const before = dump(first);
    const schema = first.prepare('SELECT sql FROM sqlite_schema ORDER BY name').pluck().all();
    first.close();

    const again = openDatabase(file);
    expect(dump(again)).toEqual(before);
    expect(again.prepare('SELECT sql FROM sqlite_schema ORDER BY name').pluck().all()).toEqual(schema);
    expect(loadRecord(again, made.value).seats).toEqual(SEATS);
    // Nothing is pending, so no migration body runs (these would throw if called).
    const tripwires = MIGRATIONS.map((m): Migration => ({ ...m, up: () => { throw new Error(`ran ${m.name} again`); } }));
    expect(migrate(again, tripwires)).toEqual({ from: LATEST_VERSION, to: LATEST_VERSION });
    again.close();
  });

  it('refuses a file from a newer version, naming both versions, and leaves it byte for byte as it was', () => {
    const file = join(temp.dir, 'newer.sqlite');
    const future = new Database(file);
    future.exec("CREATE TABLE matches (id INTEGER PRIMARY KEY, shiny TEXT); INSERT INTO matches (shiny) VALUES ('from the future');");
    future.pragma(`user_version = ${LATEST_VERSION + 5}`);
    future.pragma(`application_id = ${APPLICATION_ID}`);
    future.close();
    const bytes = readFileSync(file);

    let thrown: unknown;
    try {
      openDatabase(file);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DbError);
    expect((thrown as DbError).code).toBe('db/too-new');
    expect((thrown as DbError).message).toContain(`version ${LATEST_VERSION + 5}`);
    expect((thrown as DbError).message).toContain(`version ${LATEST_VERSION}`);
    // Not switched to WAL, not migrated, not touched.
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });
});

describe('migrate', () => {
  const createTable = (name: string) => (db: Database.Database) => {
    db.exec(`CREATE TABLE ${name} (x INTEGER) STRICT; INSERT INTO ${name} VALUES (1);`);
  };

  it('runs every pending migration and sets the version in one go', () => {
    const db = new Database(':memory:');
    const list: Migration[] = [
      { version: 1, name: 'a', up: createTable('a') },
      { version: 2, name: 'b', up: createTable('b') },
    ];
    expect(migrate(db, list)).toEqual({ from: 0, to: 2 });
    expect(tables(db)).toEqual(['a', 'b']);
    expect(userVersion(db)).toBe(2);
    // Later, a third one arrives: only it runs.
    expect(migrate(db, [...list, { version: 3, name: 'c', up: createTable('c') }])).toEqual({ from: 2, to: 3 });
    expect(tables(db)).toEqual(['a', 'b', 'c']);
  });

  it('rolls back every pending migration when one fails midway, version included', () => {
    const db = new Database(':memory:');
    migrate(db, [{ version: 1, name: 'a', up: createTable('a') }]);
    const before = dump(db);
    const list: Migration[] = [
      { version: 1, name: 'a', up: createTable('a') },
      { version: 2, name: 'b', up: createTable('b') },
      {
        version: 3,
        name: 'c fails after doing some of its work',
        up: (d) => {
          d.exec("CREATE TABLE c (x INTEGER); INSERT INTO a VALUES (2);");
          d.exec('INSERT INTO no_such_table VALUES (1);');
        },
      },
    ];
    expect(() => migrate(db, list)).toThrow(/no such table: no_such_table/);
    expect(userVersion(db)).toBe(1);
    expect(tables(db)).toEqual(['a']);
    expect(dump(db)).toEqual(before);
    expect(db.inTransaction).toBe(false);
  });

  it('refuses a database newer than its list without running anything', () => {
    const db = new Database(':memory:');
    db.pragma('user_version = 7');
    expect(() => migrate(db, [{ version: 1, name: 'a', up: createTable('a') }])).toThrow(
      expect.objectContaining({ code: 'db/too-new', message: expect.stringContaining('version 7') }),
    );
    expect(tables(db)).toEqual([]);
  });

  it('refuses a list that is not numbered 1, 2, 3 …', () => {
    const db = new Database(':memory:');
    expect(() => migrate(db, [{ version: 2, name: 'skips one', up: createTable('a') }])).toThrow(
      expect.objectContaining({ code: 'db/migrations' }),
    );
    expect(userVersion(db)).toBe(0);
  });
});
