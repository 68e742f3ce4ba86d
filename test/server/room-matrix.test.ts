/**
 * Who may call what, every cell (issue 24, "Security, reliability and speed, tested": "A matrix
 * test: every HTTP method of the app × every caller (the organizer on loopback, a device of this
 * table, of another table, of a closed round, a disconnected device, the display, no credential, a
 * foreign Host or Origin): only the allowed cells succeed, and a refused call changes nothing").
 *
 * The inputs are typed by the contract, so a method added to it fails the typecheck here until it
 * has an input, and so a cell in every row. What a cell expects is read from api/access.ts's
 * POLICY: a method listed for a kind of caller reaches the service for that caller's own table or
 * event; everything else is refused before it, and the database is then compared row by row.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiInputs, ApiMethod, EventView, RoomStatus } from '../../api/contract.ts';
import { API_METHODS } from '../../api/methods.ts';
import { scopeOf } from '../../api/access.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { dump } from '../db/support.ts';
import { rawRequest } from '../support/http.ts';
import { RoomDevice, organizer } from '../support/room.ts';

let dir = '';
let server: RunningServer;
let db: Database.Database;
let eventId = 0;
/** Round 2's tables: A's, B's, the disconnected device's; their games' matches. */
let tables: number[] = [];
let mine = 0;
let theirs = 0;
const callers: Record<string, RoomDevice> = {};

const plain = (code: string) => code.replace('-', '');

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-room-matrix-'));
  server = await startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: null, logBug: () => {}, room: { address: '127.0.0.2', port: 0 } });
  const entrants = Array.from({ length: 8 }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}a & P${i + 1}b`, players: [`P${i + 1}a`, `P${i + 1}b`] }));
  const event = await organizer<EventView>(server, 'createEvent', { name: 'Matrix', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants });
  eventId = event.id;
  await organizer(server, 'drawRound', { eventId });
  let status = await organizer<RoomStatus>(server, 'setRoom', { eventId, open: true });
  // A device of round 1, which then closes.
  callers['closed round'] = new RoomDevice(server.room!, '127.0.0.6');
  expect((await callers['closed round'].join(plain(status.codes[0]!.code))).status).toBe(204);
  for (const t of (await organizer<EventView>(server, 'getEvent', { eventId })).rounds[0]!.tables) await organizer(server, 'enterPaperScore', { eventId, round: 1, table: t.table, score: [6, 0] });
  await organizer(server, 'drawRound', { eventId });
  status = await organizer<RoomStatus>(server, 'roomStatus', { eventId });
  tables = status.codes.map((c) => c.table);
  callers['this table'] = new RoomDevice(server.room!, '127.0.0.3');
  callers['another table'] = new RoomDevice(server.room!, '127.0.0.4');
  callers['disconnected'] = new RoomDevice(server.room!, '127.0.0.5');
  callers['display'] = new RoomDevice(server.room!, '127.0.0.7');
  callers['no credential'] = new RoomDevice(server.room!, '127.0.0.8');
  for (const [who, code] of [['this table', status.codes[0]!.code], ['another table', status.codes[1]!.code], ['disconnected', status.codes[2]!.code], ['display', status.displayCode]] as const) {
    expect((await callers[who]!.join(plain(code))).status, who).toBe(204);
  }
  mine = (await callers['this table'].ok<{ matchId: number }>('tableStartGame')).matchId;
  theirs = (await callers['another table'].ok<{ matchId: number }>('tableStartGame')).matchId;
  await callers['this table'].ok('startHand', { matchId: mine, hand: 0 });
  const device = (await organizer<RoomStatus>(server, 'roomStatus', { eventId })).devices.find((d) => d.table === tables[2] && d.round === 2)!;
  await organizer(server, 'disconnectDevice', { eventId, device: device.id });
  db = new Database(join(dir, 'm.sqlite'), { readonly: true });
});

afterAll(async () => {
  db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One input per method, aimed at the first table of round 2 ("this table") and its game. */
function inputs(): { readonly [M in ApiMethod]: ApiInputs[M] } {
  const table = { eventId, round: 2, table: tables[0]! };
  const record = JSON.stringify({ format: 'dominoes-record/1', rules: 'jamaican-partner', seats: ['P1a', 'P2a', 'P1b', 'P2b'], hands: [] });
  return {
    appVersion: {},
    databaseInfo: {},
    chooseDatabase: {},
    newDatabase: {},
    listOptions: {},
    listMatches: {},
    createMatch: { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] },
    getMatch: { matchId: mine },
    startHand: { matchId: mine, hand: 1 },
    recordMove: { matchId: mine, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } },
    undoMove: { matchId: mine },
    settleBlock: { matchId: mine, hand: 0, pips: [3, 10, 12, 14] },
    ruleHand: { matchId: mine, hand: 0, ruling: { side: 0, points: 1, reason: 'Renege' } },
    importRecord: { text: record },
    exportRecord: { matchId: mine },
    viewHand: { matchId: mine, hand: 0 },
    listCorrections: { matchId: mine },
    deleteMatch: { matchId: mine },
    restoreMatch: { matchId: mine },
    listDeletedMatches: {},
    renameSeat: { matchId: mine, seat: 1, name: 'Bob' },
    listEvents: {},
    createEvent: { name: 'Other', date: '2026-12-06', rules: 'latin-partnership', entry: 'pairs', round: { games: 2 }, pairing: 'round-robin' },
    getEvent: { eventId },
    addEntrant: { eventId, name: 'Zed & Zoe', players: ['Zed', 'Zoe'] },
    renameEntrant: { eventId, entrant: 'p1', name: 'Renamed' },
    withdrawEntrant: { eventId, entrant: 'p1' },
    importEntrantsCsv: { eventId, text: 'name,player1,player2\nYan & Yul,Yan,Yul\n' },
    exportEntrantsCsv: { eventId },
    drawRound: { eventId },
    saveRound: { eventId, round: 2, tables: [{ table: 1, seats: ['p1', 'p2'] }], byes: [] },
    checkRound: { eventId, round: 2, tables: [{ table: 1, seats: ['p1', 'p2'] }], byes: [] },
    redoRound: { eventId, round: 2 },
    startGame: table,
    enterPaperScore: { ...table, score: [6, 2] },
    setForfeit: { ...table, forfeit: ['p1'] },
    addPenalty: { eventId, round: 2, entrant: 'p1', points: 5, reason: 'late' },
    removePenalty: { eventId, penalty: 1 },
    removeGame: { ...table, game: 1 },
    setGameEnded: { ...table, game: 1, ended: 'time' },
    getStandings: { eventId },
    exportEvent: { eventId },
    importEvent: { text: '{}' },
    verifyEvent: { eventId },
    listEventChanges: { eventId },
    tableState: table,
    tableStartGame: table,
    confirmResult: { ...table, game: 1, side: 0 },
    callReferee: table,
    tablePaperScore: { ...table, score: [6, 2] },
    tableWaiting: { ...table, waiting: 2 },
    displayState: { eventId },
    roomStatus: { eventId },
    setRoom: { eventId, open: false },
    disconnectDevice: { eventId, device: 1 },
    clearCall: table,
    setClock: { eventId, action: 'set', minutes: 30 },
    featureTable: { eventId, table: tables[0]! },
    settleResult: { ...table, game: 1 },
    newDisplayCode: { eventId },
    importTableGame: { ...table, text: record },
    roomTables: { eventId, round: 2 },
  };
}

/** The refusals that say who asked, not what was asked: the access layer's and the transports'. */
const ACCESS = new Set(['room/forbidden', 'room/other-table', 'room/no-credential', 'room/ended', 'room/disconnected', 'room/off', 'http/forbidden-host', 'http/forbidden-origin']);

interface Cell {
  readonly status: number;
  readonly code: string | null;
}

async function ask(who: string, method: ApiMethod, input: unknown): Promise<Cell> {
  const body = JSON.stringify(input);
  let answer;
  if (who === 'organizer') answer = await rawRequest(server.port, `/api/${method}`, body);
  else if (who === 'foreign Host') answer = await callers['this table']!.send('POST', `/room/api/${method}`, body, { host: 'evil.example:80' });
  else if (who === 'foreign Origin') answer = await callers['this table']!.send('POST', `/room/api/${method}`, body, { origin: 'http://evil.example' });
  else answer = await callers[who]!.send('POST', `/room/api/${method}`, body);
  const json = JSON.parse(answer.text) as { ok: boolean; error?: { code: string } };
  return { status: answer.status, code: json.ok ? null : json.error!.code };
}

/** Whether `who` may reach the service with `method` aimed at this table (api/access.ts POLICY). */
function allowed(who: string, method: ApiMethod): boolean {
  if (who === 'organizer') return true;
  if (who === 'this table') return scopeOf('device', method) !== null;
  if (who === 'another table') return scopeOf('device', method) === 'open';
  if (who === 'display') return scopeOf('display', method) !== null;
  return false;
}

const ROOM_CALLERS = ['this table', 'another table', 'closed round', 'disconnected', 'display', 'no credential', 'foreign Host', 'foreign Origin'];

describe("the room's matrix: every method × every caller", () => {
  it('the policy opens to devices and the display exactly these methods (a change to it is made here on purpose)', () => {
    expect(API_METHODS.filter((m) => scopeOf('device', m) !== null)).toEqual([
      'appVersion', 'listOptions', 'getMatch', 'startHand', 'recordMove', 'undoMove', 'settleBlock', 'exportRecord', 'viewHand', 'listCorrections',
      'tableState', 'tableStartGame', 'confirmResult', 'callReferee', 'tablePaperScore', 'tableWaiting',
    ]);
    expect(API_METHODS.filter((m) => scopeOf('display', m) !== null)).toEqual(['appVersion', 'listOptions', 'displayState']);
  });

  it("a device aiming at another table's game or seat is refused there every method it may call at its own", async () => {
    const all = inputs();
    for (const method of API_METHODS) {
      const scope = scopeOf('device', method);
      if (scope === 'own-table' || scope === 'table-match') {
        const input = scope === 'table-match' ? { ...(all[method] as object), matchId: theirs } : { ...(all[method] as object), table: tables[1] };
        const cell = await ask('this table', method, input);
        expect(cell.code, `this table × ${method} at the other table`).toBe('room/other-table');
      }
    }
  });
  it('only the allowed cells reach the service, and every refused cell leaves the database as it was', async () => {
    const all = inputs();
    const reached: string[] = [];
    const refused: string[] = [];
    for (const method of API_METHODS) {
      for (const who of ROOM_CALLERS) {
        const before = dump(db);
        const cell = await ask(who, method, all[method]);
        const through = cell.code === null || !ACCESS.has(cell.code);
        expect(through, `${who} × ${method}: ${cell.status} ${cell.code}`).toBe(allowed(who, method));
        if (!through) {
          expect(dump(db), `${who} × ${method} changed the database`).toEqual(before);
          refused.push(`${who} × ${method}`);
        } else reached.push(`${who} × ${method}`);
      }
    }
    // The organizer, last: its writes change what the cells above aim at.
    for (const method of API_METHODS) {
      if (method === 'chooseDatabase' || method === 'newDatabase') continue;
      const cell = await ask('organizer', method, all[method]);
      expect(cell.code === null || !ACCESS.has(cell.code), `organizer × ${method}: ${cell.code}`).toBe(true);
    }
    // The cells that reach the service are exactly the policy's, and the rest are many.
    expect(reached.length).toBe(API_METHODS.filter((m) => scopeOf('device', m) !== null).length + API_METHODS.filter((m) => scopeOf('device', m) === 'open').length + API_METHODS.filter((m) => scopeOf('display', m) !== null).length);
    expect(refused.length).toBeGreaterThan(API_METHODS.length * 5);
  }, 240_000);

});
