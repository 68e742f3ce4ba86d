/**
 * Migration 9 (issue 18 item 9: matches deleted recoverably, seat players renamed as corrections):
 * a file at version 8 is backed up first, then every match it holds stays listed (deleted_at NULL)
 * with no renames, its record read back unchanged; the new trigger keeps "last change" for a rename.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { importRecord, listMatchStates, listRenames, loadRecord, renameSeat } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { backupName, openDatabase } from '../../db/open.ts';
import { writeRecord } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

describe('migration 9', () => {
  it('keeps every match of a version 8 file listed and unchanged, after the dated backup, and a rename then moves "last change"', () => {
    const file = join(temp.dir, 'v8.sqlite');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 8));
    const records = [randomMatchRecord(1, 2), randomMatchRecord(2, 1)];
    const ids = records.map((record) => {
      const imported = importRecord(old, writeRecord(record));
      if (!imported.ok) throw new Error(imported.error.message);
      return imported.value;
    });
    old.close();

    const now = new Date('2026-11-27T01:00:00.000Z');
    const backup = backupName(file, now);
    const db = openDatabase(file, { now: () => now });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(LATEST_VERSION).toBeGreaterThanOrEqual(9);
    expect(existsSync(backup)).toBe(true);
    expect(listMatchStates(db).map(({ facts }) => facts.id).sort()).toEqual([...ids].sort());
    expect(listMatchStates(db, { deleted: true })).toEqual([]);
    ids.forEach((id, i) => {
      expect(loadRecord(db, id)).toEqual(records[i]);
      expect(listRenames(db, id)).toEqual([]);
    });

    const id = ids[0]!;
    const before = listMatchStates(db).find(({ facts }) => facts.id === id)!.facts.updatedAt;
    const renamed = renameSeat(db, id, 0, 'Zoe');
    expect(renamed.ok).toBe(true);
    const after = listMatchStates(db).find(({ facts }) => facts.id === id)!.facts.updatedAt;
    expect(after > before).toBe(true);
    if (renamed.ok) expect(after).toBe(renamed.value.at);
    db.close();

    const kept = new Database(backup, { readonly: true });
    expect(userVersion(kept)).toBe(8);
    kept.close();
  });
});
