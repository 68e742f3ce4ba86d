/**
 * The event methods over HTTP (browser mode, issue 17): the transport carries them without
 * knowing them, an evening's round trip gives the same standings after export and import, and an
 * event file larger than the usual body limit is taken by importEvent (its own limit, for a 64 MB
 * file written as a JSON string) while a body over that limit is refused before it is read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES, MAX_EVENT_IMPORT_BODY_BYTES } from '../../api/contract.ts';
import type { ApiResult, EventView, ExportedFile, RoundAnswer, StandingsView } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { rawRequest } from '../support/http.ts';

let dir = '';
let server: RunningServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-events-http-'));
  server = await startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: null, logBug: () => {} });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A POST as the page makes it (a null body: spaces until the server answers); the status and the answer. */
async function post(method: string, body: string | null, headers: Record<string, string> = {}): Promise<{ status: number; answer: ApiResult<unknown> }> {
  const { status, text } = await rawRequest(server.port, `/api/${method}`, body, headers);
  return { status, answer: JSON.parse(text) as ApiResult<unknown> };
}

async function call<T>(method: string, input: unknown): Promise<T> {
  const { status, answer } = await post(method, JSON.stringify(input));
  expect(status).toBe(200);
  if (!answer.ok) throw new Error(`${answer.error.code}: ${answer.error.message}`);
  return answer.value as T;
}

describe('events over HTTP', () => {
  it('runs a round, exports the event and imports it again (a file over the usual body limit) to the same standings', async () => {
    const event = await call<EventView>('createEvent', {
      name: 'Club night',
      date: '2026-11-26',
      rules: 'jamaican-partner',
      entry: 'pairs',
      round: { games: 1 },
      pairing: 'round-robin',
      entrants: ['Ann', 'Ben', 'Cat', 'Dan'].map((x) => ({ name: `${x} pair`, players: [`${x} 1`, `${x} 2`] })),
    });
    const round = (await call<RoundAnswer>('drawRound', { eventId: event.id })).event.rounds[0]!;
    for (const [i, table] of round.tables.entries()) await call('enterPaperScore', { eventId: event.id, round: 1, table: table.table, score: [6, i], confirmed: true });
    const shown = await call<StandingsView>('getStandings', { eventId: event.id });
    expect(shown.pending).toEqual([]);
    const file = await call<ExportedFile>('exportEvent', { eventId: event.id });
    // JSON allows whitespace anywhere between values: the same event, in a body over 2 MB.
    const padded = file.text.replace('{', `{${' '.repeat(MAX_BODY_BYTES)}`);
    const body = JSON.stringify({ text: padded });
    expect(Buffer.byteLength(body)).toBeGreaterThan(MAX_BODY_BYTES);
    const imported = await post('importEvent', body);
    expect(imported.status).toBe(200);
    expect(imported.answer.ok).toBe(true);
    const again = await call<StandingsView>('getStandings', { eventId: (imported.answer as { value: EventView }).value.id });
    expect(again.rows).toEqual(shown.rows);
  });

  it('keeps the usual limit for every other method, and refuses an import body over its own limit unread', async () => {
    const big = await post('createEvent', null, { 'content-length': String(MAX_BODY_BYTES + 1) });
    expect(big.status).toBe(413);
    // Declared too long: refused from the header, before a byte of the body is read.
    const declared = await post('importEvent', null, { 'content-length': String(MAX_EVENT_IMPORT_BODY_BYTES + 1) });
    expect(declared.status).toBe(413);
    expect(declared.answer).toMatchObject({ ok: false, error: { code: 'http/too-large' } });
    expect(await call<unknown[]>('listEvents', {})).toHaveLength(2);
  });
});
