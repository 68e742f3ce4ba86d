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
import { LATEST_VERSION, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { expectMatchesGoOn, fileWithSeatNames, handsAndMoves, seatNamesOf } from './old-seat-names.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

describe('migration 5', () => {
  it('renames only the seats the record refuses, backs the file up first, and the match goes on', () => {
    const file = join(temp.dir, 'v4.sqlite');
    fileWithSeatNames(
      file,
      4,
      [
        ['Ann\tB', 'Ben', 'Cat', 'Dan'],
        ['Ann', 'Ben', 'Ann\u200b', 'Dan\u001b[31m'],
        ['Ann', 'Ben', 'Cat', 'Dan'],
      ],
      20,
    );
    const before = new Database(file, { readonly: true });
    const rows = handsAndMoves(before);
    before.close();

    const now = new Date('2026-11-24T05:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(existsSync(backup)).toBe(true);
    expect(seatNamesOf(db, 1)).toEqual(['Ann B', 'Ben', 'Cat', 'Dan']);
    expect(seatNamesOf(db, 2)).toEqual(['Ann', 'Ben', 'Ann 3', 'Dan [31m']);
    expect(seatNamesOf(db, 3)).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(handsAndMoves(db)).toEqual(rows);
    expectMatchesGoOn(db, [1, 2]);
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
    fileWithSeatNames(file, 4, [['Ann', 'Ann\u200b', 'Ann 2', 'Dan']], 20);
    const db = openDatabase(file);
    expect(seatNamesOf(db, 1)).toEqual(['Ann', 'Ann 2', 'Ann 2 3', 'Dan']);
    db.close();
  });

  it('a stored name that looks like the renaming\'s own stand-in is no hindrance (the UNIQUE holds)', () => {
    // The older check let a NUL through: names "\u00001" and "\u00000", each mended to "1" and "0". A
    // stand-in name for the first rename ("\u0000" and its place) was the second seat's old name.
    const file = join(temp.dir, 'stand-in.sqlite');
    fileWithSeatNames(file, 4, [['\u00001', '\u00000', 'Cat', 'Dan']], 21);
    const db = openDatabase(file);
    expect(seatNamesOf(db, 1)).toEqual(['1', '0', 'Cat', 'Dan']);
    db.close();
  });
});
