/**
 * A scorekeeper's move does not wait behind an organizer's import (issue 25 item 23: a 56 MB
 * event file held the server 16 s; files imported once a second made a move wait up to 3.4 s).
 * The file is read and checked in a worker thread (api/import-runner.ts), its rows written in
 * slices with the requests that came meanwhile answered between two (api/staged-import.ts):
 * - a move sent while a file is checked is answered first;
 * - moves are answered between the slices, and nothing of the import shows before it is whole;
 * - the rows are those the one-transaction import wrote;
 * - an import that stops halfway leaves nothing behind;
 * - a check that needs more memory than an import may use is refused, and the app goes on.
 * How long a move waits is the bench's (`npm run bench -- --only import`: move-p99-during-import).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, EventListItem, EventView, ExportedFile, MatchSummary, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service, ServiceOptions } from '../../api/service.ts';
import { SLICE_ROWS, slicesOf } from '../../api/import-check.ts';
import { IN_THREAD_CHARS } from '../../api/import-runner.ts';
import { startServer } from '../../server/start.ts';
import { writeInSlices } from '../../api/staged-import.ts';
import { importRecord, loadRecord } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { writeEvent } from '../../domain/events/format.ts';
import { EVENT_FORMAT } from '../../domain/events/types.ts';
import type { EventFile, EventRound } from '../../domain/events/types.ts';
import { writeRecord } from '../../domain/record.ts';
import { atPairsTable, circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { randomFamilyRecord, randomMatchRecord } from '../support/random.ts';
import { value } from '../support/service.ts';

/** Makes the next `recordParts.hands` throw after `after` calls, once, when set. */
let failHandsAfter: number | null = null;
vi.mock('../../db/matches.ts', async (original) => {
  const real = await original<typeof import('../../db/matches.ts')>();
  return {
    ...real,
    recordParts: {
      ...real.recordParts,
      hands: (...args: Parameters<typeof real.recordParts.hands>) => {
        if (failHandsAfter !== null && failHandsAfter-- <= 0) {
          failHandsAfter = null;
          throw new Error('the disk is full');
        }
        real.recordParts.hands(...args);
      },
    },
  };
});

const opened: { dir: string; service: Service }[] = [];
function serviceWith(options: Partial<ServiceOptions> = {}): Service {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-import-off-thread-'));
  const service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3', ...options });
  opened.push({ dir, service });
  return service;
}
afterEach(() => {
  for (const { dir, service } of opened.splice(0)) {
    service.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }
  failHandsAfter = null;
});

/** A pairs event of 8 pairs over 3 rounds, every game recorded bone by bone: some 40 slices of rows. */
function eventFile(): string {
  const entrants = pairEntrants(8);
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const rounds: EventRound[] = [1, 2, 3].map((r) => {
    const drawn = circleRound(entrants.map((e) => e.id), r);
    return {
      tables: drawn.tables.map((t, i) => ({
        table: t.table,
        seats: t.seats,
        games: [{ record: atPairsTable(randomFamilyRecord(100 * r + i, 500, { rules: 'latin-partnership' }), byId.get(t.seats[0]!)!, byId.get(t.seats[1]!)!) }],
      })),
      byes: drawn.byes,
      penalties: [],
    };
  });
  const event: EventFile = { format: EVENT_FORMAT, ...pairsSettings({ rules: 'latin-partnership', options: {}, byeScore: [100, 50], forfeitScore: [100, 0] }), entrants, rounds };
  return writeEvent(event);
}

/** A match whose first hand is started, and that hand's moves to record one by one. */
async function matchToPlay(service: Service): Promise<{ matchId: number; moves: readonly unknown[] }> {
  const record = randomMatchRecord(41, 1, { options: { target: 100 } });
  const made = value<MatchView>(await service.call('importRecord', { text: JSON.stringify({ ...record, hands: [] }) }));
  value(await service.call('startHand', { matchId: made.id }));
  return { matchId: made.id, moves: record.hands[0]!.moves };
}

describe("an import does not hold the scorekeepers' moves (issue 25 item 23)", () => {
  it('a move sent while an event file is checked is answered first: the check runs in a worker', async () => {
    const service = serviceWith();
    const { matchId, moves } = await matchToPlay(service);
    let imported = false;
    const importing = service.call('importEvent', { text: eventFile() }).then((answer) => {
      imported = true;
      return answer;
    });
    value(await service.call('recordMove', { matchId, hand: 0, move: moves[0] }));
    expect(imported).toBe(false);
    expect((await importing).ok).toBe(true);
  });

  it("moves are answered between the slices of the import's writing, and neither its event nor its matches show before it is whole", async () => {
    // Checked in this thread: what is measured here is the writing.
    const service = serviceWith({ importWorker: null });
    const { matchId, moves } = await matchToPlay(service);
    const matchesBefore = value<MatchSummary[]>(await service.call('listMatches', {})).length;
    let imported: ApiResult<unknown> | null = null;
    const exported = eventFile();
    const importing = service.call('importEvent', { text: exported }).then((answer) => (imported = answer));
    let during = 0;
    let staged = 0;
    for (const move of moves) {
      // As a request arrives (through I/O, not in the same task as the one before).
      await new Promise((resolve) => setImmediate(resolve));
      if (imported !== null) break;
      value(await service.call('recordMove', { matchId, hand: 0, move }));
      during += 1;
      // Never half an import: no event and none of its matches, or the event and all its 12 games.
      const events = value<EventListItem[]>(await service.call('listEvents', {}));
      expect(value<MatchSummary[]>(await service.call('listMatches', {}))).toHaveLength(matchesBefore + (events.length === 0 ? 0 : 12));
      // The matches written so far are among the deleted ones, read here while their hands are
      // still coming: what is read must not stay in memory as the match (db/live.ts).
      if (value<MatchSummary[]>(await service.call('listDeletedMatches', {})).length > 0) staged += 1;
    }
    await importing;
    expect(during).toBeGreaterThan(3);
    expect(staged).toBeGreaterThan(3);
    const event = value<EventView>(imported!);
    const file = JSON.parse(exported) as { rounds: { tables: { games: { record: { hands: unknown[] } }[] }[] }[] };
    for (const [r, round] of event.rounds.entries()) {
      for (const [t, table] of round.tables.entries()) {
        const match = value<MatchView>(await service.call('getMatch', { matchId: table.games[0]!.matchId! }));
        expect(match.hands).toHaveLength(file.rounds[r]!.tables[t]!.games[0]!.record.hands.length);
      }
    }
    expect(value<EventListItem[]>(await service.call('listEvents', {})).map((e) => e.id)).toEqual([event.id]);
    expect(value<MatchSummary[]>(await service.call('listMatches', {}))).toHaveLength(matchesBefore + 12);
    expect(value<MatchSummary[]>(await service.call('listDeletedMatches', {}))).toEqual([]);
  });

  it('the rows are those the one-transaction import wrote: a record over many slices, and an event, exported back as they were', async () => {
    const service = serviceWith();
    const long = randomMatchRecord(7, 200, { options: { target: 100 } });
    expect(long.hands.reduce((n, h) => n + 1 + h.moves.length, 0)).toBeGreaterThan(5 * SLICE_ROWS);
    const text = writeRecord(long);
    const view = value<MatchView>(await service.call('importRecord', { text }));
    const exported = value<ExportedFile>(await service.call('exportRecord', { matchId: view.id }));
    const db = openDatabase(':memory:');
    const before = importRecord(db, text);
    if (!before.ok) throw new Error(before.error.message);
    expect(exported.text).toBe(writeRecord(loadRecord(db, before.value)));
    db.close();
    const file = eventFile();
    const event = value<EventView>(await service.call('importEvent', { text: file }));
    expect(value<ExportedFile>(await service.call('exportEvent', { eventId: event.id })).text).toBe(file);
    // The answer's draw came from the worker: it is the one the event's view works out.
    expect(value<EventView>(await service.call('getEvent', { eventId: event.id }))).toEqual(event);
  });

  it('an import that stops halfway (a write fails) leaves neither matches, deleted or not, nor an event', async () => {
    const service = serviceWith({ importWorker: null, logBug: () => {} });
    failHandsAfter = 10;
    const answer = await service.call('importEvent', { text: eventFile() });
    expect(answer).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(failHandsAfter).toBeNull();
    expect(value<EventListItem[]>(await service.call('listEvents', {}))).toEqual([]);
    expect(value<MatchSummary[]>(await service.call('listMatches', {}))).toEqual([]);
    expect(value<MatchSummary[]>(await service.call('listDeletedMatches', {}))).toEqual([]);
    // And the next import goes through whole.
    expect((await service.call('importEvent', { text: eventFile() })).ok).toBe(true);
  });

  it("the slices' commits do not wait for the disk, and every other write's still does: the connection is synced again after each slice, the import's last write and a failed import included", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dominoes-import-sync-'));
    const db = openDatabase(join(dir, 'm.sqlite'));
    try {
      const FULL = 2;
      expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
      const slices = slicesOf([randomMatchRecord(3, 40, { options: { target: 100 } })]);
      expect(slices.length).toBeGreaterThan(1);
      const during: unknown[] = [];
      const ids = await writeInSlices(db, slices, (matchIds) => {
        during.push(db.pragma('synchronous', { simple: true }));
        return matchIds;
      });
      expect(ids).toHaveLength(1);
      expect(during).toEqual([FULL]);
      expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
      failHandsAfter = 1;
      await expect(writeInSlices(db, slices, () => null)).rejects.toThrow('the disk is full');
      expect(db.pragma('synchronous', { simple: true })).toBe(FULL);
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("an import's HTTP body, read in the worker, answers as the service's call answers the same input, refusals included", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'dominoes-import-body-'));
    const server = await startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: null, logBug: () => {} });
    opened.push({ dir, service: { ...server.service, close: () => void server.close() } });
    const read: boolean[] = [];
    const importBody = server.service.importBody!;
    server.service.importBody = async (method, body) => {
      const answer = await importBody(method, body);
      read.push(answer !== null);
      return answer;
    };
    const reference = serviceWith();
    const file = eventFile();
    const broken = file.replace('"seats": [', '"seats": ["P1", ');
    const reserved = file.replace('"rounds": [', '"__proto__": {}, "rounds": [');
    const bodies: [string, string][] = [
      ['importEvent', JSON.stringify({ text: file })],
      ['importEvent', JSON.stringify({ text: broken })],
      ['importEvent', JSON.stringify({ text: reserved })],
      ['importEvent', JSON.stringify({ text: 'not an event'.padEnd(70_000) })],
      ['importRecord', JSON.stringify({ text: writeRecord(randomMatchRecord(8, 100, { options: { target: 100 } })) })],
      ['importRecord', JSON.stringify({ text: '{"format": "dominoes-match/1"}'.padEnd(70_000) })],
      // Not `{ "text": … }` alone: read and refused as before, in the thread that answers requests.
      ['importEvent', JSON.stringify({ text: file, more: 1 })],
      ['importEvent', JSON.stringify({ text: 5, pad: 'x'.repeat(70_000) })],
    ];
    for (const [method, body] of bodies) {
      expect(body.length).toBeGreaterThan(IN_THREAD_CHARS);
      const response = await fetch(new URL(`/api/${method}`, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const answer = (await response.json()) as ApiResult<{ id?: number }>;
      const called = await reference.call(method as never, JSON.parse(body));
      if (called.ok) expect(answer.ok, `${method}: ${JSON.stringify(answer).slice(0, 200)}`).toBe(true);
      else expect(answer).toEqual(called);
    }
    const notJson = await fetch(new URL('/api/importEvent', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"text": ${'['.repeat(70_000)}` });
    expect(notJson.status).toBe(400);
    // Read in the worker but for the bodies that are not `{ "text": … }` alone.
    expect(read).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(value<EventListItem[]>(await server.service.call('listEvents', {}))).toHaveLength(1);
  });

  it('a file whose check needs more memory than an import may use is refused, and the app goes on', async () => {
    const service = serviceWith({ importHeapMb: 8 });
    const { matchId, moves } = await matchToPlay(service);
    expect(await service.call('importEvent', { text: eventFile() })).toMatchObject({ ok: false, error: { code: 'api/import-memory', params: { mb: 8 } } });
    value(await service.call('recordMove', { matchId, hand: 0, move: moves[0] }));
    expect(value<EventListItem[]>(await service.call('listEvents', {}))).toEqual([]);
  });
});
