/**
 * Migration 4 (the French game's four-arm layout): a play's arm has its own column, since
 * `end_side`'s CHECK allows only "left" and "right". A version 3 file opens with every match as it
 * was; a French match then round-trips with its arms, undo included; the CHECKs keep out an arm
 * that is not one, an arm on a pass, and an arm beside a line end.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { appendMove, importRecord, listCorrections, loadRecord, undoLastMove } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { writeRecord } from '../../domain/record.ts';
import { randomFamilyRecord, randomMatchRecord } from '../support/random.ts';
import { useTempDir } from './support.ts';

const temp = useTempDir();

describe('migration 4', () => {
  it('opens a version 3 file with its matches as they were, and adds the arm columns', () => {
    const file = join(temp.dir, 'v3.sqlite');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 3));
    // Written as version 3 of the app did: no arm column yet.
    const partner = randomMatchRecord(11, 3, { explicitEnds: true });
    const matchId = old.prepare("INSERT INTO matches (rules) VALUES ('jamaican-partner') RETURNING id").pluck().get() as number;
    partner.seats.forEach((name, i) => old.prepare('INSERT INTO match_seats (match_id, idx, name) VALUES (?, ?, ?)').run(matchId, i, name));
    partner.hands.forEach((hand, h) => {
      const left = hand.left === undefined ? null : JSON.stringify(hand.left);
      const pips = hand.pips === undefined ? null : JSON.stringify(hand.pips);
      const handId = old.prepare('INSERT INTO hands (match_id, idx, bones_left, pips) VALUES (?, ?, ?, ?) RETURNING id').pluck().get(matchId, h, left, pips) as number;
      hand.moves.forEach((move, m) => {
        const bone = 'bone' in move ? move.bone : null;
        const end = 'bone' in move ? (move.end ?? null) : null;
        old.prepare('INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side) VALUES (?, ?, ?, ?, ?, ?)').run(handId, m, move.seat, bone?.[0] ?? null, bone?.[1] ?? null, end);
      });
    });
    old.close();
    const db = openDatabase(file, { now: () => new Date('2026-11-23T08:00:00.000Z') });
    expect(userVersion(db)).toBe(LATEST_VERSION);
    expect(loadRecord(db, 1)).toEqual(partner);
    for (const table of ['moves', 'corrections']) {
      expect(db.prepare(`SELECT name FROM pragma_table_info('${table}')`).pluck().all()).toContain('arm');
    }
    db.close();
  });

  it('a Jamaican French match keeps each play\'s arm, and an undo records it', () => {
    const db = openDatabase(join(temp.dir, 'french.sqlite'));
    const record = randomFamilyRecord(3, 3, { rules: 'jamaican-french', explicitEnds: true });
    const imported = importRecord(db, writeRecord(record));
    if (!imported.ok) throw new Error(imported.error.message);
    const id = imported.value;
    expect(loadRecord(db, id)).toEqual(record);
    const arms = db.prepare('SELECT count(*) FROM moves WHERE arm IS NOT NULL').pluck().get() as number;
    expect(arms).toBeGreaterThan(0);
    expect(db.prepare('SELECT count(*) FROM moves WHERE arm IS NOT NULL AND end_side IS NOT NULL').pluck().get()).toBe(0);
    // Take back the last hand's last move (its left goes with it), then the one before, an arm play.
    // Take back the last move (a hand ends on a play, here naming its arm); its "left" goes with it.
    const last = record.hands.length - 1;
    const moves = record.hands[last]!.moves;
    const lastMove = moves[moves.length - 1]!;
    expect(['north', 'east', 'south', 'west']).toContain((lastMove as { end?: string }).end);
    expect(undoLastMove(db, id).ok).toBe(true);
    expect(listCorrections(db, id).map((c) => c.removed)).toEqual([lastMove]);
    // Recorded again, it is the same move, arm and all.
    expect(appendMove(db, id, last, lastMove).ok).toBe(true);
    expect(loadRecord(db, id).hands[last]!.moves).toEqual(moves);
    db.close();
  });

  it('the CHECKs refuse an arm that is not one, an arm on a pass, an arm beside a line end', () => {
    const db = openDatabase(':memory:');
    const imported = importRecord(db, writeRecord(randomFamilyRecord(4, 1, { rules: 'jamaican-french' })));
    if (!imported.ok) throw new Error(imported.error.message);
    const handId = db.prepare('SELECT id FROM hands LIMIT 1').pluck().get() as number;
    const insert = (arm: string, pip: number | null, end: string | null) =>
      db.prepare('INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side, arm) VALUES (?, 900, 0, ?, ?, ?, ?)').run(handId, pip, pip, end, arm);
    expect(() => insert('up', 1, null)).toThrow(/CHECK/);
    expect(() => insert('north', null, null)).toThrow(/CHECK/);
    expect(() => insert('north', 1, 'left')).toThrow(/CHECK/);
    db.close();
  });
});
