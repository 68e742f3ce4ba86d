/**
 * The files the open sequence must refuse before writing anything (issue 18, "The database file
 * and the server", items 13 to 15), each left byte for byte as it was, with nothing made beside it:
 * - 15: another program's SQLite file: marked with its own application_id, or holding tables at a
 *   user_version no file of ours has (0, -1, 3 without our tables); the app marks its own files
 *   with APPLICATION_ID, and an older file of ours (id 0, version 1 and up) is adopted;
 * - 13: a file, or a folder, that does not allow writing: its own code, not "internal" on every write;
 * - 14: a file another program holds locked: "in use by another program", never "damaged", and
 *   opened once the lock goes.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DbError } from '../../db/errors.ts';
import { APPLICATION_ID, LATEST_VERSION, MIGRATIONS, applicationId, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { createMatch, loadRecord } from '../../db/matches.ts';
import { holdLocked, makeReadOnly } from '../support/file-locks.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

function refusal(file: string): DbError {
  try {
    openDatabase(file).close();
  } catch (e) {
    if (e instanceof DbError) return e;
    throw e;
  }
  throw new Error(`${file} was opened`);
}

/** The folder's names and the file's bytes: what "nothing changed, nothing made beside it" compares. */
function snapshot(file: string): { names: string[]; bytes: Buffer } {
  return { names: readdirSync(join(file, '..')).sort(), bytes: readFileSync(file) };
}

/** Another program's file: a table of its own, its header's version and id as given. */
function foreignFile(name: string, version: number, id: number, sql = 'CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT); INSERT INTO notes (text) VALUES (\'milk\');'): string {
  const file = join(temp.dir, name);
  const db = new Database(file);
  db.exec(sql);
  db.pragma(`user_version = ${version}`);
  db.pragma(`application_id = ${id}`);
  db.close();
  return file;
}

describe("another program's SQLite file (issue 18 item 15)", () => {
  it.each([
    ['user_version 0, as the issue found it adopted (tables added, WAL on)', 0, 0],
    ['user_version -1 (the last migration was run on it)', -1, 0],
    ['user_version 3 (refused, but after its journal mode was changed)', 3, 0],
    ['its own application_id', 0, 0x53514c69],
  ])('is refused untouched: %s', (_what, version, id) => {
    const file = foreignFile('other.sqlite', version, id);
    const before = snapshot(file);
    const e = refusal(file);
    expect(e.code).toBe('db/not-ours');
    expect(e.message).toContain('has not been changed');
    expect(e.params).toEqual({ file, version, applicationId: id });
    expect(snapshot(file)).toEqual(before);
  });

  it('is refused untouched even with our table names, when its application_id is another', () => {
    const file = foreignFile('lookalike.sqlite', 3, 0x12345678, 'CREATE TABLE matches (id INTEGER PRIMARY KEY); CREATE TABLE hands (id INTEGER); CREATE TABLE moves (id INTEGER); CREATE TABLE corrections (id INTEGER);');
    const before = snapshot(file);
    expect(refusal(file).code).toBe('db/not-ours');
    expect(snapshot(file)).toEqual(before);
  });

  it('any version and id but ours, with tables not ours: refused, and the file unchanged (property)', () => {
    let n = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer().filter((id) => id !== APPLICATION_ID), (version, id) => {
        const file = foreignFile(`any-${(n += 1)}.sqlite`, version, id);
        const before = snapshot(file);
        const e = refusal(file);
        // A file marked ours at a version above ours is a newer app's; every other one is not ours.
        expect(e.code).toBe('db/not-ours');
        expect(snapshot(file)).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('marks a new file as ours, and an empty (0-byte) file becomes one', () => {
    const fresh = join(temp.dir, 'new.sqlite');
    const db = openDatabase(fresh);
    expect(applicationId(db)).toBe(APPLICATION_ID);
    db.close();
    const empty = join(temp.dir, 'empty.sqlite');
    writeFileSync(empty, '');
    const adopted = openDatabase(empty);
    expect(applicationId(adopted)).toBe(APPLICATION_ID);
    expect(userVersion(adopted)).toBe(LATEST_VERSION);
    adopted.close();
  });

  it.each(Array.from({ length: LATEST_VERSION }, (_, i) => i + 1))('adopts a file of ours from before the mark, at version %i', (version) => {
    const file = join(temp.dir, `ours-${version}.sqlite`);
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, version));
    // As the app before this change left it: no application_id.
    old.pragma('application_id = 0');
    old.close();
    const db = openDatabase(file);
    expect(applicationId(db)).toBe(APPLICATION_ID);
    expect(userVersion(db)).toBe(LATEST_VERSION);
    const made = createMatch(db, { rules: 'jamaican-partner', seats: SEATS });
    if (!made.ok) throw new Error(made.error.message);
    expect(loadRecord(db, made.value).seats).toEqual(SEATS);
    db.close();
  });

  it('a file of ours at a newer version is too new, not another program\'s', () => {
    const file = foreignFile('newer.sqlite', LATEST_VERSION + 1, APPLICATION_ID);
    expect(refusal(file).code).toBe('db/too-new');
  });
});

describe('a file that does not allow writing (issue 18 item 13)', () => {
  it('is refused at open with its own code and words, unchanged, nothing made beside it', () => {
    const file = join(temp.dir, 'club.sqlite');
    const db = openDatabase(file);
    createMatch(db, { rules: 'jamaican-partner', seats: SEATS });
    db.close();
    const before = snapshot(file);
    const undo = makeReadOnly(file);
    try {
      const e = refusal(file);
      expect(e.code).toBe('db/read-only');
      expect(e.message).toContain('cannot be written to');
      expect(e.message).toContain('nothing was made beside it');
      expect(e.params).toMatchObject({ file });
      expect(snapshot(file)).toEqual(before);
      expect(existsSync(`${file}-wal`) || existsSync(`${file}-shm`)).toBe(false);
    } finally {
      undo();
    }
    // Writing allowed again: it opens, matches and all.
    const again = openDatabase(file);
    expect(loadRecord(again, 1).seats).toEqual(SEATS);
    again.close();
  });

  it('is refused when its folder does not allow writing (the log goes beside the file)', () => {
    const file = join(temp.dir, 'club.sqlite');
    openDatabase(file).close();
    const before = snapshot(file);
    const undo = makeReadOnly(temp.dir, true);
    try {
      expect(refusal(file).code).toBe('db/read-only');
      expect(snapshot(file)).toEqual(before);
    } finally {
      undo();
    }
  });
});

describe('a file another program holds locked (issue 18 item 14)', () => {
  it('is said to be in use by another program, never damaged, and opens once the lock goes', () => {
    const file = join(temp.dir, 'club.sqlite');
    const db = openDatabase(file);
    createMatch(db, { rules: 'jamaican-partner', seats: SEATS });
    db.close();
    const before = snapshot(file);
    const release = holdLocked(file);
    let e: DbError;
    try {
      e = refusal(file);
    } finally {
      release();
    }
    expect(e.code).toBe('db/in-use');
    expect(e.message).toContain('in use by another program');
    expect(e.message).not.toMatch(/damaged|backup/);
    expect(snapshot(file).bytes).toEqual(before.bytes);
    const again = openDatabase(file);
    expect(loadRecord(again, 1).seats).toEqual(SEATS);
    again.close();
  });
});
