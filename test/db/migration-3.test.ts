/**
 * Migration 3 (every rule family): files written by versions 1 and 2 of the app, holding whole
 * Jamaican Partner matches, open with every match, hand, move and correction as it was; the four
 * seat_N columns become rows of match_seats; a backup of the old file is made first. Afterwards
 * the file holds the other families too: 2 and 3 seats, draws, redeals.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { importRecord, listCorrections, loadRecord } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { writeRecord } from '../../domain/record.ts';
import { randomFamilyRecord, randomMatchRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

/** Writes `records` into a file at schema `version` (1 or 2) as that version of the app did. */
function oldFile(file: string, version: 1 | 2, records: readonly MatchRecord[]): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  migrate(db, MIGRATIONS.slice(0, version));
  const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));
  for (const record of records) {
    const [s0, s1, s2, s3] = record.seats;
    const matchId = db
      .prepare('INSERT INTO matches (rules, options, seat_0, seat_1, seat_2, seat_3) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
      .pluck()
      .get(record.rules, json(record.options), s0, s1, s2, s3) as number;
    record.hands.forEach((hand, h) => {
      const handId = db
        .prepare('INSERT INTO hands (match_id, idx, dealt, bones_left, pips) VALUES (?, ?, ?, ?, ?) RETURNING id')
        .pluck()
        .get(matchId, h, json(hand.dealt), json(hand.left), json(hand.pips)) as number;
      hand.moves.forEach((move, m) => {
        const bone = 'bone' in move ? move.bone : null;
        db.prepare('INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side) VALUES (?, ?, ?, ?, ?, ?)').run(
          handId,
          m,
          move.seat,
          bone?.[0] ?? null,
          bone?.[1] ?? null,
          'end' in move ? (move.end ?? null) : null,
        );
      });
    });
    // An undo, as version 1 recorded it.
    db.prepare("INSERT INTO corrections (match_id, hand_idx, move_idx, seat, pip_a, pip_b, end_side) VALUES (?, 0, 3, 1, 6, 5, 'left')").run(matchId);
  }
  db.close();
}

const RECORDS = [randomMatchRecord(7, 4), randomMatchRecord(8, 3, { withDeal: true, explicitEnds: true }), randomMatchRecord(9, 2, { options: { pose: 'sporting', ties: 'replay' } })];

describe('migration 3', () => {
  for (const version of [1, 2] as const) {
    it(`opens a version ${version} file with every match as it was, after a backup`, () => {
      const file = join(temp.dir, `v${version}.sqlite`);
      oldFile(file, version, RECORDS);
      const db = openDatabase(file, { now: () => new Date('2026-11-23T06:00:00.000Z') });
      expect(userVersion(db)).toBe(LATEST_VERSION);
      RECORDS.forEach((record, i) => {
        expect(loadRecord(db, i + 1)).toEqual(record);
        expect(writeRecord(loadRecord(db, i + 1))).toBe(writeRecord(record));
        expect(listCorrections(db, i + 1)).toEqual([
          expect.objectContaining({ hand: 0, move: 3, removed: { seat: 1, bone: [6, 5], end: 'left' } }),
        ]);
      });
      // The seats are rows now; the columns are gone (deleted_at is version 9's, NULL: still listed).
      expect(db.prepare('SELECT count(*) FROM match_seats').pluck().get()).toBe(4 * RECORDS.length);
      const columns = (db.prepare("SELECT name FROM pragma_table_info('matches')").pluck().all() as string[]).sort();
      expect(columns).toEqual(['created_at', 'deleted_at', 'id', 'options', 'rules', 'updated_at']);
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();

      const backups = readdirSync(temp.dir).filter((f) => f.startsWith(`v${version}.sqlite.`) && f.endsWith('.bak'));
      expect(backups).toHaveLength(1);
      const old = new Database(join(temp.dir, backups[0]!), { readonly: true });
      expect(userVersion(old)).toBe(version);
      expect(old.prepare('SELECT seat_0 FROM matches ORDER BY id').pluck().all()).toEqual(RECORDS.map((r) => r.seats[0]));
      old.close();
    });
  }

  it('then holds games of 2 and 3 seats, draws and redeals, and reads them back as written', () => {
    const file = join(temp.dir, 'v1.sqlite');
    oldFile(file, 1, RECORDS.slice(0, 1));
    const db = openDatabase(file);
    const others = [
      randomFamilyRecord(3, 4, { rules: 'chiva', seats: 2, vary: true, redealOneIn: 3 }),
      randomFamilyRecord(4, 3, { rules: 'jamaican-cut-throat', seats: 3 }),
      randomFamilyRecord(5, 3, { rules: 'cuban', vary: true, redealOneIn: 3 }),
    ];
    expect(others.some((r) => r.hands.some((h) => h.redeal))).toBe(true);
    expect(others.some((r) => r.hands.some((h) => h.moves.some((m) => 'draw' in m)))).toBe(true);
    for (const record of others) {
      const imported = importRecord(db, writeRecord(record));
      if (!imported.ok) throw new Error(imported.error.message);
      expect(writeRecord(loadRecord(db, imported.value))).toBe(writeRecord(record));
    }
    expect(existsSync(file)).toBe(true);
    db.close();
  });
});
