/**
 * Browser mode refuses what it should, says why as an error value, and changes nothing: every
 * command fed malformed and hostile input (wrong types, unknown fields, huge strings, other
 * matches' ids, moves for a finished hand, oversized bodies, another Host) leaves the database
 * file byte for byte as it was.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_METHODS, MAX_BODY_BYTES, MAX_EVENT_CHARS, MAX_IMPORT_BODY_BYTES, MAX_RECORD_CHARS } from '../../api/contract.ts';
import type { ApiMethod } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { rawRequest } from '../support/http.ts';
import { randomMatchRecord } from '../support/random.ts';

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
let dir = '';
let file = '';
let server: RunningServer;
let bytes: Buffer;
/** Match 1: two hands, both over. Match 2: a hand in play. */
const FINISHED = 1;
const PLAYING = 2;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { ok: boolean; error?: { code: string; message: string; field?: string } };
}

/** A raw HTTP request, so that headers fetch would fix (Host) can be set. */
async function send(path: string, body: string | Buffer, headers: Record<string, string> = {}, method = 'POST'): Promise<Answer> {
  const { status, headers: answered, text } = await rawRequest(server.port, path, body, headers, method);
  let parsed: Answer['body'];
  try {
    parsed = JSON.parse(text) as Answer['body'];
  } catch {
    parsed = { ok: false, error: { code: 'not-json', message: text } };
  }
  return { status, headers: answered, body: parsed };
}

/**
 * Sends an endless body in chunks until the server answers (a server that read it all would
 * never answer): the status and error code of the answer.
 */
function oversized(method: string, limit: number, headers: Record<string, string>): Promise<{ status: number; code: string }> {
  return new Promise((done, failed) => {
    let answered = false;
    const req = request(
      { host: '127.0.0.1', port: server.port, path: `/api/${method}`, method: 'POST', headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          done({ status: res.statusCode ?? 0, code: (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Answer['body']).error!.code });
          req.destroy();
        });
      },
    );
    // The server may close the connection once it has answered; that is not a failure.
    req.on('error', (e) => (answered ? undefined : failed(e)));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (!answered && sent <= limit * 2) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

const call = (method: string, input: unknown) => send(`/api/${method}`, JSON.stringify(input));

async function start(): Promise<void> {
  server = await startServer({ port: 0, dbFile: file, rendererDir: null, logBug: () => {} });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-hostile-'));
  file = join(dir, 'm.sqlite');
  await start();
  const record = randomMatchRecord(21, 2);
  expect((await call('importRecord', { text: JSON.stringify(record) })).body.ok).toBe(true);
  const second = randomMatchRecord(22, 1);
  const cut = { ...second, hands: [{ moves: second.hands[0]!.moves.slice(0, 5) }] };
  expect((await call('importRecord', { text: JSON.stringify(cut) })).body.ok).toBe(true);
  // Closing checkpoints the log into the file: from here on its bytes must not change.
  await server.close();
  bytes = readFileSync(file);
  await start();
});

afterAll(async () => {
  await server.close();
  expect(readFileSync(file).equals(bytes)).toBe(true);
  rmSync(dir, { recursive: true, force: true });
});

const huge = 'x'.repeat(MAX_RECORD_CHARS + 1);
const EVENT = { name: 'Club night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin' };
const move = { seat: 0, bone: [6, 6] };

/** Inputs every method refuses, whatever it is. */
const ANY: readonly unknown[] = [[], 'listMatches', 42, true, { extra: 1 }, { matchId: 1, extra: 1, seats: SEATS }];

/** Per method: inputs with the right shape in places and the wrong one elsewhere. */
const BY_METHOD: Partial<Record<ApiMethod, readonly unknown[]>> = {
  createMatch: [
    { rules: 'jamaican-partner' },
    { rules: 'dominican', seats: SEATS },
    { rules: 'cuban', seats: ['Ann', 'Ben'] },
    { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat'] },
    { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', ''] },
    { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Ann'] },
    { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', huge] },
    { rules: 'jamaican-partner', seats: [1, 2, 3, 4] },
    { rules: 'jamaican-partner', seats: SEATS, options: { target: 0 } },
    { rules: 'jamaican-partner', seats: SEATS, options: { target: '6' } },
    { rules: 'jamaican-partner', seats: SEATS, options: { cheat: true } },
  ],
  getMatch: [{ matchId: 999 }, { matchId: 0 }, { matchId: -1 }, { matchId: 1.5 }, { matchId: '1' }, { matchId: 2 ** 60 }],
  startHand: [
    { matchId: 999 },
    { matchId: PLAYING },
    { matchId: FINISHED, dealt: [[[6, 6]]] },
    { matchId: FINISHED, dealt: [[[6, 6], [6, 6], [5, 5], [4, 4], [3, 3], [2, 2], [1, 1]], [], [], []] },
    { matchId: FINISHED, dealt: [[[6, 7]]] },
    { matchId: FINISHED, dealt: 'all of them' },
  ],
  recordMove: [
    { matchId: 999, hand: 0, move },
    { matchId: FINISHED, hand: 1, move },
    { matchId: FINISHED, hand: 0, move },
    { matchId: PLAYING, hand: 1, move },
    { matchId: PLAYING, hand: 0, move: { seat: 0, bone: [6, 6] } },
    { matchId: PLAYING, hand: 0, move: { seat: 4, pass: true } },
    { matchId: PLAYING, hand: 0, move: { seat: 0, bone: [6, 6], end: 'middle' } },
    { matchId: PLAYING, hand: 0, move: { seat: 0, bone: [6, 6], note: 'x' } },
    { matchId: PLAYING, hand: 0, move: { seat: 0, pass: false } },
    { matchId: PLAYING, hand: 0, move: { seat: 0, bone: ['6', 6] } },
    { matchId: PLAYING, hand: 0, move: { seat: 0, bone: [9, 9] } },
    { matchId: PLAYING, hand: 0, move: null },
    { matchId: PLAYING, hand: -1, move },
    { matchId: PLAYING, hand: 0 },
  ],
  undoMove: [{ matchId: 999 }, { matchId: 'all' }],
  settleBlock: [
    { matchId: 999, hand: 0, pips: [1, 2, 3, 4] },
    { matchId: PLAYING, hand: 0, pips: [1, 2, 3, 4] },
    { matchId: FINISHED, hand: 1, pips: [1, 2, 3, 4] },
    { matchId: FINISHED, hand: 1, pips: [1, 2, 3, 4, 5] },
    { matchId: FINISHED, hand: 1, left: [[[6, 6, 6]]] },
  ],
  importRecord: [
    { text: huge },
    { text: 'not json' },
    { text: '{}' },
    { text: JSON.stringify({ format: 'dominoes-match/1', rules: 'jamaican-partner', seats: SEATS, hands: [{ moves: [{ seat: 1, bone: [5, 5] }] }] }) },
    { text: 42 },
  ],
  exportRecord: [{ matchId: 999 }, { matchId: null }],
  viewHand: [{ matchId: 999, hand: 0 }, { matchId: FINISHED, hand: 7 }, { matchId: FINISHED, hand: 0, moves: -2 }],
  // The event methods (issue 17): an event that is not there, settings the model refuses, files that are not events.
  createEvent: [
    { ...EVENT, date: '2026-02-30' },
    { ...EVENT, rules: 'jamaican-french' },
    { ...EVENT, options: { target: 0 } },
    { ...EVENT, entrants: [{ name: 'Ann', players: ['Ann', 'ann'] }] },
    { ...EVENT, name: huge },
  ],
  getEvent: [{ eventId: 999 }, { eventId: 0 }],
  importEvent: [{ text: 'x'.repeat(MAX_EVENT_CHARS + 1) }, { text: 'not json' }, { text: '{}' }, { text: JSON.stringify({ ...EVENT, format: 'dominoes-event/1', rounds: [{ tables: [{ table: 1, seats: ['a', 'b'], games: [] }] }] }) }],
  importEntrantsCsv: [{ eventId: 999, text: 'name\nAnn\n' }, { eventId: 1, text: 'x'.repeat(1024 * 1024 + 1) }],
  enterPaperScore: [{ eventId: 999, round: 1, table: 1, score: [1, 0] }, { eventId: 1, round: 1, table: 1, score: [-1, 0] }],
  saveRound: [{ eventId: 999, round: 1, tables: [{ table: 1, seats: ['a', 'b'] }], byes: [] }, { eventId: 1, round: 1, tables: [{ table: 1, seats: ['a b', 'c'] }], byes: [] }],
  checkRound: [{ eventId: 999, round: 1, tables: [{ table: 1, seats: ['a', 'b'] }], byes: [] }, { eventId: 1, round: 1, tables: [{ table: 1, seats: ['a b', 'c'] }], byes: [] }],
  verifyEvent: [{ eventId: 999 }],
  listEventChanges: [{ eventId: 999 }],
};

describe('every command fed bad input', () => {
  const cases = API_METHODS.flatMap((method) => [...ANY, ...(BY_METHOD[method] ?? [])].map((input) => [method, input] as const));

  it.each(cases)('%s(%j) answers with an error value that says what is wrong', async (method, input) => {
    const answer = await call(method, input);
    expect(answer.body.ok).toBe(false);
    expect(answer.body.error!.code).toMatch(/^[a-z-]+\/[a-z-]+$|^internal$/);
    expect(answer.body.error!.code).not.toBe('internal');
    expect(answer.body.error!.message.length).toBeGreaterThan(10);
    // Long input is never echoed back whole.
    expect(answer.body.error!.message.length).toBeLessThan(400);
  });

  it('names the field of an input that does not fit the contract', async () => {
    const answer = await call('recordMove', { matchId: PLAYING, hand: 0, move: { seat: 0, bone: [6, 6], note: 'x' } });
    expect(answer.body.error).toMatchObject({ code: 'input/invalid', field: 'move.note' });
  });
});

describe('the transport', () => {
  it('refuses another Host (DNS rebinding), another Origin, and a body that is not declared JSON', async () => {
    const evil = await send('/api/listMatches', '{}', { host: 'evil.example:80' });
    expect(evil.status).toBe(403);
    expect(evil.body.error!.code).toBe('http/forbidden-host');
    const page = await send('/', '', { host: `attacker.test:${server.port}` }, 'GET');
    expect(page.status).toBe(403);
    const foreign = await send('/api/listMatches', '{}', { origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    const crossSite = await send('/api/listMatches', '{}', { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const form = await send('/api/listMatches', '{}', { 'content-type': 'text/plain' });
    expect(form.status).toBe(415);
    expect(form.body.error).toMatchObject({ code: 'http/content-type', params: { found: '"text/plain"' } });
    expect(foreign.body.error!.code).toBe('http/forbidden-origin');
    expect(evil.body.error).toMatchObject({ params: { host: '"evil.example:80"' } });
    expect((await send('/api/listMatches', '{not json')).body.error!.code).toBe('http/body-not-json');
    expect((await send('/api/dropTables', '{}')).status).toBe(404);
    // The page itself may call.
    const own = await send('/api/listMatches', '{}', { origin: `http://127.0.0.1:${server.port}`, 'sec-fetch-site': 'same-origin' });
    expect(own.body.ok).toBe(true);
  });

  it('sends no CORS headers, even when asked', async () => {
    const answer = await send('/api/listMatches', '{}', { origin: `http://127.0.0.1:${server.port}` });
    const preflight = await send('/api/listMatches', '', { origin: 'http://evil.example', 'access-control-request-method': 'POST' }, 'OPTIONS');
    for (const a of [answer, preflight]) {
      expect(Object.keys(a.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });

  it('refuses a body over the limit, declared or streamed, without reading it all', async () => {
    // An import carries a record file of up to 16 MB (docs/record-format.md), so its limit is larger.
    for (const [method, limit] of [['createMatch', MAX_BODY_BYTES], ['importRecord', MAX_IMPORT_BODY_BYTES]] as const) {
      const declared = await oversized(method, limit, { 'content-length': String(limit + 1) });
      expect(declared).toMatchObject({ status: 413, code: 'http/too-large' });
      const streamed = await oversized(method, limit, { 'transfer-encoding': 'chunked' });
      expect(streamed).toMatchObject({ status: 413, code: 'http/too-large' });
    }
  });

  it('reads a body within the limit whether its length is declared or it is streamed in chunks', async () => {
    // The two paths of server/app.ts sizeLimit: the declared length judged from the header, the
    // chunked body counted by hono's bodyLimit as it arrives; both reach the method the same.
    const body = JSON.stringify({ matchId: PLAYING });
    const declared = await send('/api/getMatch', body, { 'content-length': String(Buffer.byteLength(body)) });
    const streamed = await send('/api/getMatch', body, { 'transfer-encoding': 'chunked' });
    expect(declared.status).toBe(200);
    expect(declared.body.ok).toBe(true);
    expect(streamed.status).toBe(200);
    expect(streamed.body).toEqual(declared.body);
  });
});
