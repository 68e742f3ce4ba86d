/**
 * Migration 5 (seat names as today's record rules read them): a database made before the eighth
 * session's audit could hold a match whose seat names the record now refuses (a tab, an escape
 * sequence, two names that read alike). Every write re-checks the whole record, so such a match
 * could not start its next hand, and its export could not be imported again. Opened by this
 * version, the names are changed as little as they must be, a backup is made first, and the match
 * goes on; every other row stays as it was.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { importRecord, loadRecord, startHand } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { checkRecordText, writeRecord } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

/** A version 4 file holding `record` with its seats named `names`, as an older app could write it. */
function oldFile(file: string, names: readonly string[][]): void {
  const db = new Database(file);
  migrate(db, MIGRATIONS.slice(0, 4));
  db.close();
  const current = openDatabaseAt4(file);
  for (const [i, seats] of names.entries()) {
    const record = randomMatchRecord(20 + i, 2, { explicitEnds: true });
    const imported = importRecord(current, writeRecord({ ...record, seats: ['A', 'B', 'C', 'D'] }));
    if (!imported.ok) throw new Error(imported.error.message);
    // The names the older app let through, written straight into the rows.
    seats.forEach((name, idx) => current.prepare('UPDATE match_seats SET name = ? WHERE match_id = ? AND idx = ?').run(name, imported.value, idx));
  }
  current.close();
}

/** The file at version 4 with the app's pragmas, without migrating it further. */
function openDatabaseAt4(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  return db;
}

describe('migration 5', () => {
  it('renames only the seats the record refuses, backs the file up first, and the match goes on', () => {
    const file = join(temp.dir, 'v4.sqlite');
    oldFile(file, [
      ['Ann\tB', 'Ben', 'Cat', 'Dan'],
      ['Ann', 'Ben', 'Ann\u200b', 'Dan\u001b[31m'],
      ['Ann', 'Ben', 'Cat', 'Dan'],
    ]);
    const before = new Database(file, { readonly: true });
    const hands = before.prepare('SELECT * FROM hands ORDER BY id').all();
    const moves = before.prepare('SELECT * FROM moves ORDER BY id').all();
    before.close();

    const now = new Date('2026-11-24T05:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(existsSync(backup)).toBe(true);
    const names = (id: number) => db.prepare('SELECT name FROM match_seats WHERE match_id = ? ORDER BY idx').pluck().all(id);
    expect(names(1)).toEqual(['Ann B', 'Ben', 'Cat', 'Dan']);
    expect(names(2)).toEqual(['Ann', 'Ben', 'Ann 3', 'Dan [31m']);
    expect(names(3)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(db.prepare('SELECT * FROM hands ORDER BY id').all()).toEqual(hands);
    expect(db.prepare('SELECT * FROM moves ORDER BY id').all()).toEqual(moves);

    // The match goes on (before, startHand re-checked the record and refused its names), and its
    // export is a file the referee reads.
    for (const id of [1, 2]) {
      expect(checkRecordText(writeRecord(loadRecord(db, id))).ok).toBe(true);
      const started = startHand(db, id);
      expect(started.ok, JSON.stringify(started)).toBe(true);
    }
    db.close();
    const kept = new Database(backup, { readonly: true });
    expect(kept.prepare('SELECT name FROM match_seats WHERE match_id = 1 ORDER BY idx').pluck().all()).toEqual(['Ann\tB', 'Ben', 'Cat', 'Dan']);
    kept.close();
  });

  it('a name that becomes another seat\'s old name is still renamed in one go (the UNIQUE holds)', () => {
    const file = join(temp.dir, 'swap.sqlite');
    // Seat 2's look-alike of "Ann" is numbered by its place, "Ann 2": seat 3's own "Ann 2" then
    // reads alike and becomes "Ann 2 3". Written one by one, the first rename would meet the second's
    // old name.
    oldFile(file, [['Ann', 'Ann\u200b', 'Ann 2', 'Dan']]);
    const db = openDatabase(file);
    expect(db.prepare('SELECT name FROM match_seats WHERE match_id = 1 ORDER BY idx').pluck().all()).toEqual(['Ann', 'Ann 2', 'Ann 2 3', 'Dan']);
    db.close();
  });
});
