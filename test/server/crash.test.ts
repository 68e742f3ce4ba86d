/**
 * Pulling the plug loses nothing that was saved: the real server process (`node server/main.ts`)
 * records a match through HTTP and is killed with SIGKILL at random moments, many times over.
 * After each kill the file is opened again: every move the server answered as saved is there,
 * at most the one request in flight went in as well (whole, never half), the stored record is a
 * prefix of the match being played, and SQLite's integrity check is ok.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { loadRecord } from '../../db/matches.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import { bySeatArray } from '../support/arbitraries.ts';
import { randomMatchRecord, rng } from '../support/random.ts';
import { startServerProcess } from '../support/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * Kills over the whole run, shared by the lanes (each its own file and process). Most of the time
 * is the server process starting (about half a second of CPU each); two lanes use both cores.
 */
const KILLS = 50;
const LANES = 2;

type Op = { method: string; input: unknown };

/** The requests that record `record` from nothing: create, then per hand start, moves, settle. */
function opsOf(record: MatchRecord): Op[] {
  const ops: Op[] = [{ method: 'createMatch', input: { rules: 'jamaican-partner', seats: record.seats } }];
  record.hands.forEach((hand, h) => {
    ops.push({ method: 'startHand', input: { matchId: 1 } });
    for (const move of hand.moves) ops.push({ method: 'recordMove', input: { matchId: 1, hand: h, move } });
    if (hand.left) ops.push({ method: 'settleBlock', input: { matchId: 1, hand: h, left: bySeatArray(hand.left) } });
  });
  return ops;
}

/** How many of the ops a stored record reflects. */
function opsIn(stored: MatchRecord | null): number {
  if (!stored) return 0;
  return 1 + stored.hands.reduce((n, hand: HandRecord) => n + 1 + hand.moves.length + (hand.left ? 1 : 0), 0);
}

/** The record as it stands after the first `count` ops. */
function prefixOf(record: MatchRecord, count: number): MatchRecord {
  let left = count - 1;
  const hands: HandRecord[] = [];
  for (const hand of record.hands) {
    if (left <= 0) break;
    left -= 1;
    const moves = hand.moves.slice(0, left);
    left -= moves.length;
    const settled = hand.left !== undefined && left > 0;
    if (settled) left -= 1;
    hands.push({ moves, ...(settled && { left: hand.left }) });
  }
  return { ...record, hands };
}

/** Opens the file as the next start would, checks it, and reads the match back. */
function inspect(file: string): { integrity: string; stored: MatchRecord | null } {
  const db = new Database(file);
  try {
    const integrity = (db.pragma('integrity_check') as { integrity_check: string }[]).map((r) => r.integrity_check).join('; ');
    const hasMatch = db.prepare("SELECT count(*) FROM sqlite_schema WHERE name = 'matches'").pluck().get() !== 0
      && db.prepare('SELECT count(*) FROM matches').pluck().get() !== 0;
    return { integrity, stored: hasMatch ? loadRecord(db, 1) : null };
  } finally {
    db.close();
  }
}

async function post(url: string, op: Op): Promise<boolean> {
  const response = await fetch(`${url}api/${op.method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(op.input),
  });
  const result = (await response.json()) as { ok: boolean; error?: { message: string } };
  if (!result.ok) throw new Error(`${op.method} refused: ${result.error!.message}`);
  return true;
}

/** One lane: its own file, started and killed `kills` times. */
async function lane(seed: number, kills: number): Promise<{ kills: number; confirmedTotal: number }> {
  const file = join(dir, `lane-${seed}.sqlite`);
  const record = randomMatchRecord(seed, 40, { options: { target: 100 } });
  const ops = opsOf(record);
  const random = rng(seed);
  let confirmed = 0;
  let confirmedTotal = 0;
  for (let k = 0; k < kills; k++) {
    const { child, url } = await startServerProcess(file);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    let answered = 0;
    // Kill at a random moment while requests are under way (mid-request, mid-commit, between):
    // after a few answered requests, a random fraction of a request's time later.
    const after = Math.floor(random() * 4);
    let killAt: NodeJS.Timeout | undefined;
    const arm = () => (killAt = setTimeout(() => child.kill('SIGKILL'), random() * 12));
    if (after === 0) arm();
    let next = confirmed;
    try {
      while (next < ops.length) {
        await post(url, ops[next]!);
        next += 1;
        confirmed = next;
        confirmedTotal += 1;
        if (killAt === undefined && ++answered >= after) arm();
      }
    } catch (e) {
      // Only the kill may interrupt a request; a refusal is a real failure.
      if (e instanceof Error && e.message.includes('refused')) throw e;
    }
    clearTimeout(killAt);
    child.kill('SIGKILL');
    await exited;

    const { integrity, stored } = inspect(file);
    expect(integrity).toBe('ok');
    const count = opsIn(stored);
    // Everything answered as saved is there; beyond it, at most the request in flight.
    expect(count).toBeGreaterThanOrEqual(confirmed);
    expect(count).toBeLessThanOrEqual(confirmed + 1);
    if (stored) expect(stored.hands).toEqual(prefixOf(record, count).hands);
    confirmed = count;
  }
  return { kills, confirmedTotal };
}

describe('the server process killed at random moments', () => {
  it(`loses no saved move over ${KILLS} kills, and the file stays whole`, async () => {
    const results = await Promise.all(Array.from({ length: LANES }, (_, i) => lane(101 + i, KILLS / LANES)));
    expect(results.reduce((n, r) => n + r.kills, 0)).toBeGreaterThanOrEqual(KILLS);
    // The kills did land among saved moves, not only before the first request.
    expect(results.reduce((n, r) => n + r.confirmedTotal, 0)).toBeGreaterThan(KILLS);
  }, 180_000);
});
