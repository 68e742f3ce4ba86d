/** Helpers for the db tests: whole-database snapshots and records cut short. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach } from 'vitest';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';

/**
 * Every row of every table, in rowid order, with the schema version: what "the database did not
 * change" means, in a form a failing test can show as a diff.
 */
export function dump(db: Database.Database): Record<string, unknown> {
  const tables = db
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  const out: Record<string, unknown> = { user_version: db.pragma('user_version', { simple: true }) };
  for (const table of tables) out[table] = db.prepare(`SELECT rowid AS _rowid, * FROM "${table}" ORDER BY rowid`).all();
  return out;
}

/**
 * The record as it stood during hand `hand`, after `moves` of its moves: the hands before it
 * whole, and this one without its settlement unless it is complete.
 */
export function cutRecord(record: MatchRecord, hand: number, moves: number): MatchRecord {
  const full = record.hands[hand]!;
  const cut: HandRecord =
    moves >= full.moves.length
      ? full
      : { moves: full.moves.slice(0, moves), ...(full.dealt !== undefined && { dealt: full.dealt }) };
  return { ...record, hands: [...record.hands.slice(0, hand), cut] };
}

export function moveCount(record: MatchRecord): number {
  return record.hands.reduce((n, h) => n + h.moves.length, 0);
}

/** A fresh temporary folder for each test of the calling file, removed afterwards. */
export function useTempDir(): { dir: string } {
  const temp = { dir: '' };
  beforeEach(() => {
    temp.dir = mkdtempSync(join(tmpdir(), 'dominoes-db-'));
  });
  afterEach(() => {
    rmSync(temp.dir, { recursive: true, force: true });
  });
  return temp;
}

/**
 * `after` (a dump of the upgraded file) cut to the tables and columns `before` (a dump of the older
 * file) had, once every column a later version added is seen to hold NULL in every old row: what
 * "every row as it was" means across migrations that add columns and tables.
 */
export function asBefore(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [table, rows] of Object.entries(before)) {
    if (!Array.isArray(rows)) {
      out[table] = after[table];
      continue;
    }
    const columns = new Set(rows.flatMap((row: object) => Object.keys(row)));
    const upgraded = (after[table] ?? []) as Record<string, unknown>[];
    out[table] = upgraded.map((row) => {
      for (const [k, v] of Object.entries(row)) if (!columns.has(k) && v !== null && rows.length > 0) throw new Error(`${table}.${k} is ${JSON.stringify(v)} in an old row, not NULL`);
      return rows.length === 0 ? row : Object.fromEntries(Object.entries(row).filter(([k]) => columns.has(k)));
    });
  }
  return out;
}
