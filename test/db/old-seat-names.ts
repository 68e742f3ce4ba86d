/**
 * For the migrations that mend stored seat names (5 and 6): a file an older app wrote, with names
 * its check let through, and the proof that a mended match goes on.
 */
import Database from 'better-sqlite3';
import { expect } from 'vitest';
import { importRecord, loadRecord, startHand } from '../../db/matches.ts';
import { MIGRATIONS, migrate } from '../../db/migrations.ts';
import { checkRecordText, writeRecord } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';

/**
 * A file at database version `version` holding a match for each list of `names` (random matches
 * from `seed` on), the names written straight into the rows, as the older app accepted them.
 */
export function fileWithSeatNames(file: string, version: number, names: readonly (readonly string[])[], seed: number): void {
  const db = new Database(file);
  migrate(db, MIGRATIONS.slice(0, version));
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  for (const [i, seats] of names.entries()) {
    const record = randomMatchRecord(seed + i, 2, { explicitEnds: true });
    const imported = importRecord(db, writeRecord({ ...record, seats: ['A', 'B', 'C', 'D'] }));
    if (!imported.ok) throw new Error(imported.error.message);
    seats.forEach((name, idx) => db.prepare('UPDATE match_seats SET name = ? WHERE match_id = ? AND idx = ?').run(name, imported.value, idx));
  }
  db.close();
}

/** A match's seat names, in order of play. */
export function seatNamesOf(db: Database.Database, matchId: number): unknown[] {
  return db.prepare('SELECT name FROM match_seats WHERE match_id = ? ORDER BY idx').pluck().all(matchId);
}

/** The rows a renaming must leave as they were. */
export function handsAndMoves(db: Database.Database): unknown[] {
  // Columns of later versions, NULL in a row of an older file, are left out to compare with it:
  // version 10's `ruling`, version 12's `at` and `origin`.
  const withoutLater = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k, v]) => !(LATER_COLUMNS.has(k) && v === null))));
  return [withoutLater(db.prepare('SELECT * FROM hands ORDER BY id').all() as Record<string, unknown>[]), withoutLater(db.prepare('SELECT * FROM moves ORDER BY id').all() as Record<string, unknown>[])];
}

const LATER_COLUMNS: ReadonlySet<string> = new Set(['ruling', 'at', 'origin']);

/**
 * Each match goes on (before, every write re-checked the record and refused its names: startHand
 * failed), and its export is a file the referee reads.
 */
export function expectMatchesGoOn(db: Database.Database, matchIds: readonly number[]): void {
  for (const id of matchIds) {
    expect(checkRecordText(writeRecord(loadRecord(db, id))).ok).toBe(true);
    const started = startHand(db, id);
    expect(started.ok, JSON.stringify(started)).toBe(true);
  }
}
