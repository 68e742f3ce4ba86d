/**
 * Migration 10 (issue 18 item 8: a hand ended by a referee's ruling): a file at version 9 is backed
 * up first, then every match it holds reads back unchanged, with no rulings; a hand of it can then
 * be ended by a ruling, stored and read back.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { appendMove, createMatch, importRecord, listCorrections, loadRecord, ruleHand, startHand, undoLastMove } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { writeRecord } from '../../domain/record.ts';
import { keyBoneHand } from '../support/hands.ts';
import { randomMatchRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();
const RENEGE = { side: 0, points: 1, reason: 'Ben reneged' } as const;

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('migration 10', () => {
  it('keeps every match of a version 9 file unchanged, after the dated backup, and then stores a ruling', () => {
    const file = join(temp.dir, 'v9.sqlite');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 9));
    const records = [randomMatchRecord(5, 2), randomMatchRecord(6, 1)];
    const ids = records.map((record) => ok(importRecord(old, writeRecord(record))));
    old.close();

    const now = new Date('2026-11-27T01:30:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(10);
    expect(existsSync(backup)).toBe(true);
    ids.forEach((id, i) => expect(loadRecord(db, id)).toEqual(records[i]));

    const id = ok(createMatch(db, { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    ok(startHand(db, id));
    const moves = keyBoneHand().moves.slice(0, 3);
    moves.forEach((move) => ok(appendMove(db, id, 0, move)));
    ok(ruleHand(db, id, 0, RENEGE));
    expect(loadRecord(db, id).hands).toEqual([{ moves, ruling: RENEGE }]);
    ok(undoLastMove(db, id));
    expect(loadRecord(db, id).hands).toEqual([{ moves }]);
    expect(listCorrections(db, id)).toMatchObject([{ hand: 0, move: 3, removed: { ruling: RENEGE } }]);
    db.close();

    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(9);
    kept.close();
  });

  it('a ruling of a hand with no moves is stored, and an undo takes back the ruling, not the hand', () => {
    const db = openDatabase(join(temp.dir, 'new.sqlite'));
    const id = ok(createMatch(db, { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    ok(startHand(db, id));
    ok(ruleHand(db, id, 0, { side: null, points: 0, reason: 'Misdeal' }));
    expect(loadRecord(db, id).hands).toEqual([{ moves: [], ruling: { side: null, points: 0, reason: 'Misdeal' } }]);
    ok(undoLastMove(db, id));
    expect(loadRecord(db, id).hands).toEqual([{ moves: [] }]);
    db.close();
  });
});
