/**
 * Opening a file: a damaged one is refused untouched; before a migration the file is copied to a
 * dated backup beside it; migration 2 keeps "last change" per match.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DbError } from '../../db/errors.ts';
import { appendMove, createMatch, startHand, undoLastMove } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase, partialName } from '../../db/open.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
const NOW = new Date('2026-11-23T05:30:00.123Z');

function refusal(file: string): DbError {
  try {
    openDatabase(file).close();
  } catch (e) {
    if (e instanceof DbError) return e;
    throw e;
  }
  throw new Error('the file was opened');
}

/** A database as version 1 of the app left it, with one match. */
function versionOneFile(file: string): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS.slice(0, 1));
  db.prepare("INSERT INTO matches (rules, seat_0, seat_1, seat_2, seat_3, created_at) VALUES ('jamaican-partner', 'Ann', 'Ben', 'Cat', 'Dan', '2026-01-02T03:04:05.000Z')").run();
  db.close();
}

describe('before a migration', () => {
  it('copies the file to a dated backup beside it, holding the matches as they were', () => {
    const file = join(temp.dir, 'matches.sqlite');
    versionOneFile(file);
    const db = openDatabase(file, { now: () => NOW });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    db.close();

    const backup = join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00.bak');
    expect(existsSync(backup)).toBe(true);
    const old = new Database(backup, { readonly: true });
    expect(userVersion(old)).toBe(1);
    expect(old.prepare('SELECT seat_0, created_at FROM matches').all()).toEqual([{ seat_0: 'Ann', created_at: '2026-01-02T03:04:05.000Z' }]);
    old.close();
  });

  it('never overwrites an earlier backup made the same second', () => {
    const file = join(temp.dir, 'matches.sqlite');
    versionOneFile(file);
    writeFileSync(join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00.bak'), 'an earlier backup');
    openDatabase(file, { now: () => NOW }).close();
    expect(readFileSync(join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00.bak'), 'utf8')).toBe('an earlier backup');
    expect(existsSync(join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00-2.bak'))).toBe(true);
  });

  it('appears under its .bak name only once whole: a copy a killed process left half written is neither named .bak, overwritten, nor left by a backup that ends (issue 25 item 22)', () => {
    const file = join(temp.dir, 'matches.sqlite');
    versionOneFile(file);
    const killed = partialName(join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00.bak'));
    writeFileSync(killed, 'half a copy');
    openDatabase(file, { now: () => NOW }).close();
    expect(readFileSync(killed, 'utf8')).toBe('half a copy');
    expect(readdirSync(temp.dir).filter((f) => f.endsWith('.bak') || f.endsWith('.partial')).sort()).toEqual([
      'matches.sqlite.2026-11-23T05-30-00-2.bak',
      'matches.sqlite.2026-11-23T05-30-00.bak.partial',
    ]);
  });

  it('that cannot be written stops the opening, naming the file, the backup and SQLite\'s reason, and migrates nothing', () => {
    const file = join(temp.dir, 'matches.sqlite');
    versionOneFile(file);
    const bytes = readFileSync(file);
    // The name the backup is written under is a link into a folder that is not there: SQLite cannot write it.
    const backup = join(temp.dir, 'matches.sqlite.2026-11-23T05-30-00.bak');
    symlinkSync(join(temp.dir, 'gone', 'copy.bak'), partialName(backup));
    let thrown: unknown;
    try {
      openDatabase(file, { now: () => NOW }).close();
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(DbError);
    const e = thrown as DbError;
    expect(e.code).toBe('db/cannot-back-up');
    expect(e.params).toEqual({ file, backup, sqlite: expect.any(String) });
    expect(e.message).toContain(file);
    expect(e.message).toContain(backup);
    expect(existsSync(backup)).toBe(false);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    const db = new Database(file, { readonly: true });
    expect(userVersion(db)).toBe(1);
    db.close();
  });

  it('makes no backup of a new file, nor of one already up to date', () => {
    const file = join(temp.dir, 'new.sqlite');
    openDatabase(file).close();
    openDatabase(file).close();
    expect(readdirSync(temp.dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
  });
});

describe('a damaged file', () => {
  it('that is not a database at all is refused, naming the file, and left as it was', () => {
    const file = join(temp.dir, 'notes.sqlite');
    writeFileSync(file, 'Ann 3, Ben 2 … the scores from last night\n'.repeat(300));
    const bytes = readFileSync(file);
    const e = refusal(file);
    expect(e.code).toBe('db/damaged');
    expect(e.message).toContain(file);
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(existsSync(`${file}-wal`)).toBe(false);
  });

  it('with a page overwritten is refused by the check and left as it was', () => {
    const file = join(temp.dir, 'hurt.sqlite');
    const db = openDatabase(file);
    for (let i = 0; i < 60; i++) expect(createMatch(db, { rules: 'jamaican-partner', seats: SEATS.map((s) => `${s} ${'x'.repeat(30)} ${i}`) }).ok).toBe(true);
    db.pragma('journal_mode = DELETE');
    db.close();
    const bytes = readFileSync(file);
    const pageSize = bytes.readUInt16BE(16);
    expect(bytes.length).toBeGreaterThan(3 * pageSize);
    // Scribble over the middle of the last page (a page of the matches table).
    bytes.fill(0xa5, bytes.length - pageSize + 8, bytes.length - 16);
    writeFileSync(file, bytes);
    const e = refusal(file);
    expect(e.code).toBe('db/damaged');
    expect(readFileSync(file).equals(bytes)).toBe(true);
    expect(readdirSync(temp.dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
  });
});

describe('where the file goes', () => {
  it('a new file in folders that do not exist yet makes them (the README\'s `--db ~/dominoes/club.sqlite`)', () => {
    const file = join(temp.dir, 'dominoes', 'season 2026', 'club.sqlite');
    const db = openDatabase(file);
    expect(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }).ok).toBe(true);
    db.close();
    expect(existsSync(file)).toBe(true);
  });

  it('a path that cannot be a file is refused as such, not as a damaged database, and nothing is made', () => {
    // A folder where the file should be, and a file where a folder should be.
    const folder = join(temp.dir, 'a folder.sqlite');
    mkdirSync(folder);
    const notes = join(temp.dir, 'notes.txt');
    writeFileSync(notes, 'not a folder\n');
    for (const file of [folder, join(notes, 'club.sqlite')]) {
      const e = refusal(file);
      expect(e.code).toBe('db/cannot-open');
      expect(e.message).toContain(file);
      expect(e.message).not.toContain('damaged');
    }
    expect(readdirSync(folder)).toEqual([]);
    expect(readFileSync(notes, 'utf8')).toBe('not a folder\n');
  });
});

describe('last change of a match (migration 2)', () => {
  it('moves forward with every write to the match, undo included', () => {
    const db = openDatabase(':memory:');
    const id = createMatch(db, { rules: 'jamaican-partner', seats: SEATS });
    if (!id.ok) throw new Error(id.error.message);
    const at = () => db.prepare('SELECT updated_at FROM matches WHERE id = ?').pluck().get(id.value) as string;
    const stamps = [at()];
    const step = (write: () => { ok: boolean }) => {
      // The stamps have millisecond resolution: wait for the clock to move on.
      const before = at();
      while (new Date().toISOString() <= before) { /* spin for at most a millisecond */ }
      expect(write().ok).toBe(true);
      stamps.push(at());
    };
    step(() => startHand(db, id.value));
    step(() => appendMove(db, id.value, 0, { seat: 0, bone: [6, 6] }));
    step(() => undoLastMove(db, id.value));
    expect(stamps.every((s, i) => i === 0 || s > stamps[i - 1]!)).toBe(true);
    db.close();
  });

  it('starts from the creation time for matches made before it', () => {
    const file = join(temp.dir, 'v1.sqlite');
    versionOneFile(file);
    const db = openDatabase(file, { now: () => NOW });
    expect(db.prepare('SELECT updated_at FROM matches').pluck().get()).toBe('2026-01-02T03:04:05.000Z');
    db.close();
  });
});
