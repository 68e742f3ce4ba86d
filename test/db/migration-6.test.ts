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
import { LATEST_VERSION, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { expectMatchesGoOn, fileWithSeatNames, handsAndMoves, seatNamesOf } from './old-seat-names.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

describe('migration 6', () => {
  it('numbers only the later of two names heard alike, backs the file up first, and the match goes on', () => {
    const file = join(temp.dir, 'v5.sqlite');
    fileWithSeatNames(
      file,
      5,
      [
        ['Ann', 'Ben', 'ann', 'Dan'],
        ['Ann', 'Ben', 'Cat', '\uff21nn'],
        ['Jos\u00e9', 'JOSE', 'Pe\u00f1a', 'Pena'],
        ['Ann', 'Ben', 'Cat', 'Dan'],
      ],
      30,
    );
    const before = new Database(file, { readonly: true });
    const rows = handsAndMoves(before);
    before.close();

    const now = new Date('2026-11-24T08:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(6);
    expect(existsSync(backup)).toBe(true);
    expect(seatNamesOf(db, 1)).toEqual(['Ann', 'Ben', 'ann 3', 'Dan']);
    expect(seatNamesOf(db, 2)).toEqual(['Ann', 'Ben', 'Cat', '\uff21nn 4']);
    // ñ is a letter of its own: Peña and Pena stay as they were.
    expect(seatNamesOf(db, 3)).toEqual(['Jos\u00e9', 'JOSE 2', 'Pe\u00f1a', 'Pena']);
    expect(seatNamesOf(db, 4)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(handsAndMoves(db)).toEqual(rows);
    expectMatchesGoOn(db, [1, 2, 3]);
    db.close();
    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(5);
    expect(kept.prepare('SELECT name FROM match_seats WHERE match_id = 1 ORDER BY idx').pluck().all()).toEqual(['Ann', 'Ben', 'ann', 'Dan']);
    kept.close();
  });

  it('a new name that is another seat\'s old one is written in one go (the UNIQUE holds)', () => {
    const file = join(temp.dir, 'swap.sqlite');
    // Seat 1's "ann" becomes "ann 2", which seat 2 held (and, heard like it, becomes "ann 2 3").
    fileWithSeatNames(file, 5, [['Ann', 'ann', 'ann 2', 'Dan']], 30);
    const db = openDatabase(file);
    expect(seatNamesOf(db, 1)).toEqual(['Ann', 'ann 2', 'ann 2 3', 'Dan']);
    db.close();
  });
});
