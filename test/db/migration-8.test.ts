/**
 * Migration 8 (Chiva's key bone kept where it was counted): issue 18 item 21 turned Chiva's
 * `keyBone` off by default, so a Chiva match stored before, which leaves `keyBone` out of its
 * options, was played counting the key bone and would now be re-scored without it. Opened by this
 * version, a file is backed up first and every such match (and Chiva event) says `keyBone: true`;
 * a match that named it either way, and every other family's match, stays as it was.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { importRecord, loadRecord } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { checkRecord, writeRecord, type MatchRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

/** The score of the finished hands, each side's points. */
function scoreOf(record: MatchRecord): readonly number[] {
  const report = checkRecord(record);
  if (!report.ok) throw new Error(report.error.message);
  return report.value.match.score;
}

/** A three-seat Chiva match whose score counts a key bone: with keyBone false it would differ. */
function chivaCountingKeyBone(): MatchRecord {
  for (let seed = 1; seed < 500; seed++) {
    const record = randomFamilyRecord(seed, 6, { rules: 'chiva', options: { keyBone: true }, seats: 3 });
    const without = { ...record, options: { keyBone: false } };
    if (JSON.stringify(scoreOf(record)) !== JSON.stringify(scoreOf(without))) return record;
  }
  throw new Error('no seed below 500 gives a Chiva match that counts a key bone');
}

/** Options as stored in the row, or null when the record has none. */
function storedOptions(db: Database.Database, matchId: number): unknown {
  const text = db.prepare('SELECT options FROM matches WHERE id = ?').pluck().get(matchId) as string | null;
  return text === null ? null : JSON.parse(text);
}

describe('migration 8', () => {
  it("writes keyBone true into every stored Chiva match that leaves it out, after the backup, and the score is the one it was played with", () => {
    const file = join(temp.dir, 'v7.sqlite');
    const counted = chivaCountingKeyBone();
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 7));
    const ids = [
      // Stored as the older app stored it, keyBone left out (it then meant true).
      importRecord(old, writeRecord({ ...counted, options: { keyBone: true } })),
      importRecord(old, writeRecord(randomFamilyRecord(7, 3, { rules: 'chiva', options: { pose: 'sporting' }, seats: 2 }))),
      // Named either way: kept.
      importRecord(old, writeRecord({ ...counted, options: { keyBone: false } })),
      importRecord(old, writeRecord(counted)),
      // Another family with a keyBone option of its own: untouched.
      importRecord(old, writeRecord(randomFamilyRecord(3, 2, { rules: 'jamaican-cut-throat' }))),
    ].map((r) => {
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    });
    // What the older app wrote: no options at all for the first, keyBone left out of the second's.
    old.prepare('UPDATE matches SET options = NULL WHERE id = ?').run(ids[0]);
    const otherBefore = old.prepare('SELECT options FROM matches WHERE id = ?').pluck().get(ids[4]);
    old.close();

    const now = new Date('2026-11-27T09:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(8);
    expect(existsSync(backup)).toBe(true);
    expect(storedOptions(db, ids[0]!)).toEqual({ keyBone: true });
    expect(storedOptions(db, ids[1]!)).toEqual({ pose: 'sporting', keyBone: true });
    expect(storedOptions(db, ids[2]!)).toEqual({ keyBone: false });
    expect(storedOptions(db, ids[3]!)).toEqual({ keyBone: true });
    expect(db.prepare('SELECT options FROM matches WHERE id = ?').pluck().get(ids[4])).toBe(otherBefore);
    // The first match scores as it was played: the key bone counted.
    expect(scoreOf(loadRecord(db, ids[0]!))).toEqual(scoreOf(counted));
    db.close();

    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(7);
    expect(kept.prepare('SELECT options FROM matches WHERE id = ?').pluck().get(ids[0])).toBeNull();
    kept.close();
  });

  it('gives a Chiva event that leaves keyBone out keyBone true too, so its games keep the event\'s options', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS.slice(0, 7));
    const insert = db.prepare(
      `INSERT INTO events (name, date, rules, options, entry, table_size, round_games, pairing, points_win, points_draw, points_loss, points_bye,
                           bye_for, bye_against, forfeit_for, forfeit_against, ranking, seed, first_round)
       VALUES ('Club night', '2026-11-20', ?, ?, 'individuals', 3, 1, 'manual', 1, 0.5, 0, 1, 4, 2, 4, 0, '[]', 0, 'order')`,
    );
    insert.run('chiva', '{}');
    insert.run('chiva', '{"keyBone":false}');
    insert.run('jamaican-cut-throat', '{}');
    migrate(db);
    expect(db.prepare('SELECT options FROM events ORDER BY id').pluck().all()).toEqual(['{"keyBone":true}', '{"keyBone":false}', '{}']);
    db.close();
  });
});
