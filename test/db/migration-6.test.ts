/**
 * Migration 6 (seat names told apart as they are heard): the record came to refuse two seats whose
 * names differ only in capitals, letter width (NFKC) or accents on a Latin letter ("Ann" and "ann",
 * "Ann" and "Ａnn", "José" and "Jose"; found by an outside red-team, docs/record-format.md "seats").
 * A database at version 5 could hold such a match: every write re-checks the whole record, so it
 * could not start its next hand, and its export could not be imported again. Opened by this
 * version, the later look-alike is numbered as migration 5 numbers one ("ann 2"), a backup is made
 * first, and the match goes on; every other row stays as it was.
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

/** A version 5 file holding a match for each list of `names`, as the app at version 5 accepted them. */
function version5File(file: string, names: readonly string[][]): void {
  const db = new Database(file);
  migrate(db, MIGRATIONS.slice(0, 5));
  db.pragma('foreign_keys = ON');
  for (const [i, seats] of names.entries()) {
    const record = randomMatchRecord(30 + i, 2, { explicitEnds: true });
    const imported = importRecord(db, writeRecord({ ...record, seats: ['A', 'B', 'C', 'D'] }));
    if (!imported.ok) throw new Error(imported.error.message);
    // The names version 5's check let through, written straight into the rows.
    seats.forEach((name, idx) => db.prepare('UPDATE match_seats SET name = ? WHERE match_id = ? AND idx = ?').run(name, imported.value, idx));
  }
  db.close();
}

const namesOf = (db: Database.Database, id: number) => db.prepare('SELECT name FROM match_seats WHERE match_id = ? ORDER BY idx').pluck().all(id);

describe('migration 6', () => {
  it('numbers only the later of two names heard alike, backs the file up first, and the match goes on', () => {
    const file = join(temp.dir, 'v5.sqlite');
    version5File(file, [
      ['Ann', 'Ben', 'ann', 'Dan'],
      ['Ann', 'Ben', 'Cat', '\uff21nn'],
      ['Jos\u00e9', 'JOSE', 'Pe\u00f1a', 'Pena'],
      ['Ann', 'Ben', 'Cat', 'Dan'],
    ]);
    const before = new Database(file, { readonly: true });
    const hands = before.prepare('SELECT * FROM hands ORDER BY id').all();
    const moves = before.prepare('SELECT * FROM moves ORDER BY id').all();
    before.close();

    const now = new Date('2026-11-24T08:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBe(6);
    expect(existsSync(backup)).toBe(true);
    expect(namesOf(db, 1)).toEqual(['Ann', 'Ben', 'ann 3', 'Dan']);
    expect(namesOf(db, 2)).toEqual(['Ann', 'Ben', 'Cat', '\uff21nn 4']);
    // ñ is a letter of its own: Peña and Pena stay as they were.
    expect(namesOf(db, 3)).toEqual(['Jos\u00e9', 'JOSE 2', 'Pe\u00f1a', 'Pena']);
    expect(namesOf(db, 4)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(db.prepare('SELECT * FROM hands ORDER BY id').all()).toEqual(hands);
    expect(db.prepare('SELECT * FROM moves ORDER BY id').all()).toEqual(moves);

    for (const id of [1, 2, 3]) {
      expect(checkRecordText(writeRecord(loadRecord(db, id))).ok).toBe(true);
      const started = startHand(db, id);
      expect(started.ok, JSON.stringify(started)).toBe(true);
    }
    db.close();
    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(5);
    expect(kept.prepare('SELECT name FROM match_seats WHERE match_id = 1 ORDER BY idx').pluck().all()).toEqual(['Ann', 'Ben', 'ann', 'Dan']);
    kept.close();
  });

  it('a new name that is another seat\'s old one is written in one go (the UNIQUE holds)', () => {
    const file = join(temp.dir, 'swap.sqlite');
    // Seat 1's "ann" becomes "ann 2", which seat 2 held (and, heard like it, becomes "ann 2 3").
    version5File(file, [['Ann', 'ann', 'ann 2', 'Dan']]);
    const db = openDatabase(file);
    expect(namesOf(db, 1)).toEqual(['Ann', 'ann 2', 'ann 2 3', 'Dan']);
    db.close();
  });
});
