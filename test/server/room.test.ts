/**
 * The room's listener through real HTTP (issue 24, "The room server: off until the organizer
 * turns it on" and "A table's device"): on a loopback address of its own (127.0.0.2 stands for the
 * club's network), devices joining from others (127.0.0.3 …), as docs/room.md describes it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, MatchUpdate, MatchView, RoomStatus, TableState } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { RoomDevice, followLive, hostHeader, openEvening, organizer } from '../support/room.ts';

let dir = '';
const servers: RunningServer[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-room-'));
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let files = 0;
async function serve(room = true): Promise<RunningServer> {
  const server = await startServer({ port: 0, dbFile: join(dir, `r${++files}.sqlite`), rendererDir: null, logBug: () => {}, ...(room && { room: { address: '127.0.0.2', port: 0 } }) });
  servers.push(server);
  return server;
}

const plain = (code: string) => code.replace('-', '');

describe('the room: off until the organizer turns it on', () => {
  it('without --room nothing listens beyond 127.0.0.1, and turning the room on says how to start it', async () => {
    const server = await serve(false);
    expect(server.room).toBeNull();
    const event = await organizer<{ id: number }>(server, 'createEvent', { name: 'N', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin' });
    const answer = await server.service.call('setRoom', { eventId: event.id, open: true });
    expect(answer).toMatchObject({ ok: false, error: { code: 'room/unavailable' } });
    const status = await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id });
    expect(status).toMatchObject({ open: false, url: null, addressing: null });
  });

  it("answers a code only once the event's room is on, and only for an open round", async () => {
    const server = await serve();
    const { event, status } = await openEvening(server, 4);
    expect(status.url).toBe(`http://${hostHeader(server.room!)}/`);
    expect(status.codes).toHaveLength(2);
    const code = plain(status.codes[0]!.code);
    await organizer(server, 'setRoom', { eventId: event.id, open: false });
    const phone = new RoomDevice(server.room!);
    const off = await phone.join(code);
    expect(off.status).toBe(401);
    expect(off.json).toMatchObject({ ok: false, error: { code: 'room/off' } });
    expect(phone.cookie).toBeNull();
    await organizer(server, 'setRoom', { eventId: event.id, open: true });
    const joined = await phone.join(code.toLowerCase().replace(/(....)/, '$1 '));
    expect(joined.status).toBe(204);
    const cookie = ([] as string[]).concat(joined.headers['set-cookie'] ?? []).find((c) => c.startsWith('dominoes_room='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/room/);
    const state = await phone.ok<TableState>('tableState');
    expect(state).toMatchObject({ eventId: event.id, round: 1, table: status.codes[0]!.table, closed: false });
    // The log the organizer reads: the attempt while off, then the join.
    const log = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).attempts.map((a) => a.outcome);
    expect(log).toEqual(['joined', 'room-off']);
  });

  it("serves no organizer's method at all: /api is not there, and through /room/api every method not listed is refused", async () => {
    const server = await serve();
    const { status } = await openEvening(server, 4);
    const phone = new RoomDevice(server.room!);
    await phone.join(plain(status.codes[0]!.code));
    const api = await phone.send('POST', '/api/listEvents', '{}');
    expect(api.status).toBe(404);
    // Nor the organizer's live stream, nor its page; the room's stream wants a credential.
    expect((await phone.send('GET', '/live?event=1', null)).status).toBe(404);
    expect((await phone.send('GET', '/index.html', null)).status).toBe(404);
    expect((await new RoomDevice(server.room!, '127.0.0.9').send('GET', '/room/live', null)).status).toBe(401);
    for (const method of ['listEvents', 'getEvent', 'listMatches', 'exportEvent', 'drawRound', 'setRoom', 'roomStatus', 'ruleHand', 'importRecord', 'databaseInfo']) {
      const answer = await phone.call(method, { eventId: 1 });
      expect(answer, method).toMatchObject({ ok: false, error: { code: 'room/forbidden' } });
    }
  });

  it('refuses a foreign Host, a foreign Origin, a page from another site and a body that is not JSON', async () => {
    const server = await serve();
    const { status } = await openEvening(server, 4);
    const phone = new RoomDevice(server.room!);
    await phone.join(plain(status.codes[0]!.code));
    expect((await phone.send('POST', '/room/api/tableState', '{}', { host: 'dominoes.example:80' })).status).toBe(403);
    expect((await phone.send('POST', '/room/api/tableState', '{}', { origin: 'http://evil.example' })).status).toBe(403);
    expect((await phone.send('POST', '/room/api/tableState', '{}', { origin: '', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await phone.send('POST', '/room/api/tableState', '{}', { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await phone.send('POST', '/room/join', JSON.stringify({ code: plain(status.codes[0]!.code) }), { origin: 'http://evil.example' })).status).toBe(403);
  });

  it("a device reaches its own table's games and nothing else", async () => {
    const server = await serve();
    const { status } = await openEvening(server, 4);
    const [mine, theirs] = status.codes;
    const phone = new RoomDevice(server.room!);
    const other = new RoomDevice(server.room!, '127.0.0.4');
    await phone.join(plain(mine!.code));
    await other.join(plain(theirs!.code));
    const { matchId } = await phone.ok<{ matchId: number }>('tableStartGame');
    const { matchId: otherMatch } = await other.ok<{ matchId: number }>('tableStartGame');
    expect((await phone.call('getMatch', { matchId })).ok).toBe(true);
    expect(await phone.call('getMatch', { matchId: otherMatch })).toMatchObject({ ok: false, error: { code: 'room/other-table' } });
    expect(await phone.call('tableState', { table: theirs!.table })).toMatchObject({ ok: false, error: { code: 'room/other-table' } });
    expect(await phone.call('tableState', { eventId: 99 })).toMatchObject({ ok: false, error: { code: 'room/other-table' } });
    expect(await phone.call('recordMove', { matchId: otherMatch, hand: 0, move: { seat: 0, bone: [6, 6] } })).toMatchObject({ ok: false, error: { code: 'room/other-table' } });
  });

  it('stores a move sent twice once, acknowledges the repeat, and refuses another move at its place with the reason', async () => {
    const server = await serve();
    const { status } = await openEvening(server, 4);
    const phone = new RoomDevice(server.room!);
    await phone.join(plain(status.codes[0]!.code));
    const { matchId } = await phone.ok<{ matchId: number }>('tableStartGame');
    await phone.ok<MatchView>('startHand', { matchId, hand: 0 });
    // Sent again after a drop: the hand is there already.
    await phone.ok<MatchView>('startHand', { matchId, hand: 0 });
    const pose = { matchId, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } };
    await phone.ok<MatchUpdate>('recordMove', pose);
    const again = await phone.ok<MatchUpdate>('recordMove', pose);
    expect(again.current?.moves).toHaveLength(1);
    const taken = await phone.call('recordMove', { ...pose, move: { seat: 0, bone: [5, 5] } });
    expect(taken).toMatchObject({ ok: false, error: { code: 'match/move-taken', params: { hand: 1, move: 1 } } });
    const gap = await phone.call('recordMove', { matchId, hand: 0, at: 3, move: { seat: 1, pass: true } });
    expect(gap).toMatchObject({ ok: false, error: { code: 'match/move-gap' } });
    const stored = await organizer<MatchView>(server, 'getMatch', { matchId });
    expect(stored.current?.moves).toHaveLength(1);
    const device = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: status.eventId })).devices[0]!;
    expect(device).toMatchObject({ kind: 'table', round: 1, table: status.codes[0]!.table });
  });

  it('the organizer disconnects a device at once: its calls are refused and its live stream says so', async () => {
    const server = await serve();
    const { status } = await openEvening(server, 4);
    const phone = new RoomDevice(server.room!);
    await phone.join(plain(status.codes[0]!.code));
    const live = phone.live();
    await live.ready;
    const device = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: status.eventId })).devices[0]!;
    expect(device.connected).toBe(true);
    await organizer(server, 'disconnectDevice', { eventId: status.eventId, device: device.id });
    await expect.poll(() => live.events.map((e) => e.event)).toContain('ended');
    expect(live.events.find((e) => e.event === 'ended')!.data).toEqual({ reason: 'room/disconnected' });
    const after = await phone.call('tableState');
    expect(after).toMatchObject({ ok: false, error: { code: 'room/disconnected' } });
    expect(after.status).toBe(401);
    live.stop();
  });

  it("the organizer's round screen hears a device's move, a device joining and a wrong code as they happen", async () => {
    const server = await serve();
    const { event, status } = await openEvening(server, 4);
    const live = followLive(server, event.id);
    await live.ready;
    const phone = new RoomDevice(server.room!);
    expect((await phone.join('ZZZZZZZZ')).status).toBe(401);
    await expect.poll(() => live.events.map((e) => e.event)).toContain('room');
    await phone.join(plain(status.codes[0]!.code));
    const { matchId } = await phone.ok<{ matchId: number }>('tableStartGame');
    await phone.ok('startHand', { matchId, hand: 0 });
    await phone.ok('recordMove', { matchId, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } });
    await expect
      .poll(() => live.events.filter((e) => e.event === 'table').map((e) => (e.data as { live: { moves: number; hand: number | null } | null }).live).some((l) => l?.moves === 1 && l.hand === 1))
      .toBe(true);
    live.stop();
  });

  it("a table's code ends when its round closes: the next round's codes are new", async () => {
    const server = await serve();
    const { event, status } = await openEvening(server, 4);
    const phone = new RoomDevice(server.room!);
    await phone.join(plain(status.codes[0]!.code));
    for (const t of event.rounds[0]!.tables) await organizer(server, 'enterPaperScore', { eventId: event.id, round: 1, table: t.table, score: [6, 0] });
    await organizer(server, 'drawRound', { eventId: event.id });
    const next = await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id });
    expect(next.round).toBe(2);
    const before = new Set(status.codes.map((c) => c.code));
    expect(next.codes.every((c) => !before.has(c.code))).toBe(true);
    expect(await phone.call('tableState')).toMatchObject({ ok: false, error: { code: 'room/ended' } });
    const late = new RoomDevice(server.room!, '127.0.0.5');
    const refused = await late.join(plain(status.codes[1]!.code));
    expect(refused.status).toBe(401);
    expect((refused.json as ApiResult<never>).ok).toBe(false);
    expect((await late.join(plain(next.codes[0]!.code))).status).toBe(204);
  });
});
