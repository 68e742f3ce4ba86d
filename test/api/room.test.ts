/**
 * The room's methods through the service (issue 24; api/room-service.ts), with devices joined as
 * the room's listener joins them (roomAccess.join) and calling as their credential's caller:
 * confirming a result (a tap per side, a PIN chosen at the first game), the organizer's settling,
 * the referee's call, the round's clock, a game recorded elsewhere imported into its table, the
 * round screen's live state, and where each write came from.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, EventView, RoomStatus, RoomTableLive, TableState } from '../../api/contract.ts';
import type { Caller } from '../../api/access.ts';
import { openService } from '../../api/service.ts';
import { writeRecord } from '../../domain/record.ts';
import { fixedRoomHost } from '../../server/room-host.ts';
import { randomMatchRecord } from '../support/random.ts';

const HOST = { address: '127.0.0.2', port: 5181, url: 'http://127.0.0.2:5181/', close: async () => {} };

async function evening() {
  let now = Date.parse('2026-12-06T19:00:00Z');
  const service = openService(':memory:', { appVersion: 'test', roomHost: fixedRoomHost(HOST), now: () => now });
  const call = async <T>(method: string, input: unknown, caller?: Caller): Promise<T> => {
    const answer = (await service.call(method as never, input, caller)) as ApiResult<T>;
    if (!answer.ok) throw new Error(`${method}: ${answer.error.code}: ${answer.error.message}`);
    return answer.value;
  };
  const refusal = async (method: string, input: unknown, caller?: Caller) => {
    const answer = await service.call(method as never, input, caller);
    if (answer.ok) throw new Error(`${method} was not refused`);
    return answer.error;
  };
  const entrants = Array.from({ length: 4 }, (_, i) => ({ id: `p${i + 1}`, name: `Team ${i + 1}`, players: [`P${i + 1}a`, `P${i + 1}b`] }));
  const event = await call<EventView>('createEvent', { name: 'Room night', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants });
  await call('drawRound', { eventId: event.id });
  const status = await call<RoomStatus>('setRoom', { eventId: event.id, open: true });
  const device = (code: string, address: string): Caller => {
    const joined = service.roomAccess.join(code.replace('-', ''), address, 'test');
    if (!joined.ok) throw new Error(joined.error.message);
    const caller = service.roomAccess.caller(joined.token);
    if (!caller.ok) throw new Error(caller.error.message);
    return caller.value;
  };
  return { service, call, refusal, eventId: event.id, status, device, advance: (ms: number) => (now += ms) };
}

describe('confirming a result', () => {
  it('each side confirms by a tap; a PIN chosen at the first game is asked after, a wrong one refused and slowed; a score changed after needs confirming again', async () => {
    const r = await evening();
    const phone = r.device(r.status.codes[0]!.code, '127.0.0.3');
    const none = await r.refusal('confirmResult', { game: 1, side: 0 }, phone);
    // A score the rules cannot leave is asked about, as on the organizer's screen (issue 25 item 4).
    expect((await r.refusal('tablePaperScore', { score: [6, 2] }, phone)).code).toBe('event/score-unreachable');
    expect(none.code).toBe('event/no-such-game');
    let state = await r.call<TableState>('tablePaperScore', { score: [6, 0] }, phone);
    expect(state.games[0]).toMatchObject({ kind: 'paper', finished: true, awaiting: true, confirmed: [] });
    state = await r.call<TableState>('confirmResult', { game: 1, side: 0, newPin: '4321' }, phone);
    expect(state.pins).toEqual([true, false]);
    expect(state.games[0]!.awaiting).toBe(true);
    state = await r.call<TableState>('confirmResult', { game: 1, side: 1 }, phone);
    expect(state.games[0]).toMatchObject({ awaiting: false, confirmed: [{ side: 0, by: 'device' }, { side: 1, by: 'device' }] });
    // The organizer corrects the score: the confirmations were of the old one.
    await r.call('enterPaperScore', { eventId: r.eventId, round: 1, table: r.status.codes[0]!.table, game: 1, score: [0, 6] });
    state = await r.call<TableState>('tableState', {}, phone);
    expect(state.games[0]).toMatchObject({ awaiting: true, confirmed: [] });
    expect((await r.refusal('confirmResult', { game: 1, side: 0 }, phone)).code).toBe('room/pin-needed');
    for (let i = 0; i < 5; i++) expect((await r.refusal('confirmResult', { game: 1, side: 0, pin: '1111' }, phone)).code).toBe('room/wrong-pin');
    expect((await r.refusal('confirmResult', { game: 1, side: 0, pin: '4321' }, phone)).code).toBe('room/pin-slowed');
    r.advance(60_000);
    state = await r.call<TableState>('confirmResult', { game: 1, side: 0, pin: '4321' }, phone);
    expect(state.games[0]!.confirmed.map((c) => c.side)).toEqual([0]);
    r.service.close();
  });

  it('the organizer settles a result in place of the sides, and sees what awaits confirmation live', async () => {
    const r = await evening();
    const table = r.status.codes[0]!.table;
    const phone = r.device(r.status.codes[0]!.code, '127.0.0.3');
    await r.call('tablePaperScore', { score: [6, 0] }, phone);
    let live = await r.call<RoomTableLive[]>('roomTables', { eventId: r.eventId, round: 1 });
    expect(live.find((t) => t.table === table)!.awaiting).toEqual([1]);
    expect((await r.refusal('settleResult', { eventId: r.eventId, round: 1, table: live.find((t) => t.table !== table)!.table, game: 1 })).code).toBe('event/no-such-game');
    await r.call('settleResult', { eventId: r.eventId, round: 1, table, game: 1 });
    live = await r.call<RoomTableLive[]>('roomTables', { eventId: r.eventId, round: 1 });
    expect(live.find((t) => t.table === table)!.awaiting).toEqual([]);
    const state = await r.call<TableState>('tableState', {}, phone);
    expect(state.games[0]!.confirmed.every((c) => c.by === 'organizer')).toBe(true);
    r.service.close();
  });

  it("settling keeps a side's own confirmation its own", async () => {
    const r = await evening();
    const table = r.status.codes[0]!.table;
    const phone = r.device(r.status.codes[0]!.code, '127.0.0.3');
    await r.call('tablePaperScore', { score: [6, 0] }, phone);
    await r.call('confirmResult', { game: 1, side: 1 }, phone);
    await r.call('settleResult', { eventId: r.eventId, round: 1, table, game: 1 });
    const state = await r.call<TableState>('tableState', {}, phone);
    expect(state.games[0]!.confirmed.map((c) => [c.side, c.by])).toEqual([
      [0, 'organizer'],
      [1, 'device'],
    ]);
    r.service.close();
  });
});

describe("the evening's end", () => {
  it("turns the room off once the last round's results are all in and confirmed", async () => {
    const service = openService(':memory:', { appVersion: 'test', roomHost: fixedRoomHost(HOST) });
    const call = async <T>(method: string, input: unknown, caller?: Caller): Promise<T> => {
      const answer = (await service.call(method as never, input, caller)) as ApiResult<T>;
      if (!answer.ok) throw new Error(`${method}: ${answer.error.code}: ${answer.error.message}`);
      return answer.value;
    };
    const entrants = Array.from({ length: 4 }, (_, i) => ({ id: `p${i + 1}`, name: `Team ${i + 1}`, players: [`P${i + 1}a`, `P${i + 1}b`] }));
    const event = await call<EventView>('createEvent', { name: 'One round', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', roundsPlanned: 1, entrants });
    await call('drawRound', { eventId: event.id });
    const status = await call<RoomStatus>('setRoom', { eventId: event.id, open: true });
    const joined = service.roomAccess.join(status.codes[0]!.code.replace('-', ''), '127.0.0.3', 'test');
    if (!joined.ok) throw new Error(joined.error.message);
    const phone = service.roomAccess.caller(joined.token);
    if (!phone.ok) throw new Error(phone.error.message);
    await call('tablePaperScore', { score: [6, 0] }, phone.value);
    await call('enterPaperScore', { eventId: event.id, round: 1, table: status.codes[1]!.table, score: [0, 6] });
    // Every table counted, but the device's table awaits its sides: still on.
    await new Promise((r) => setTimeout(r, 1300));
    expect((await call<RoomStatus>('roomStatus', { eventId: event.id })).open).toBe(true);
    await call('confirmResult', { game: 1, side: 0 }, phone.value);
    await call('confirmResult', { game: 1, side: 1 }, phone.value);
    await expect.poll(async () => (await call<RoomStatus>('roomStatus', { eventId: event.id })).open, { timeout: 5000 }).toBe(false);
    expect(service.roomAccess.caller(joined.token)).toMatchObject({ ok: false, error: { code: 'room/off' } });
    service.close();
  });
});

describe("the referee's call, the clock, the live round", () => {
  it("a call flags the table with its time until the organizer clears it; a second call keeps the first's time", async () => {
    const r = await evening();
    const table = r.status.codes[1]!.table;
    const phone = r.device(r.status.codes[1]!.code, '127.0.0.4');
    const first = await r.call<TableState>('callReferee', {}, phone);
    expect(first.call).not.toBeNull();
    r.advance(5000);
    const again = await r.call<TableState>('callReferee', {}, phone);
    expect(again.call).toEqual(first.call);
    let live = await r.call<RoomTableLive[]>('roomTables', { eventId: r.eventId, round: 1 });
    expect(live.find((t) => t.table === table)!.call).toEqual(first.call);
    await r.call('clearCall', { eventId: r.eventId, round: 1, table });
    live = await r.call<RoomTableLive[]>('roomTables', { eventId: r.eventId, round: 1 });
    expect(live.find((t) => t.table === table)!.call).toBeNull();
    expect((await r.refusal('clearCall', { eventId: r.eventId, round: 1, table })).code).toBe('room/no-call');
    r.service.close();
  });

  it("the round's clock: set, started, paused, time called, each as every device draws it", async () => {
    const r = await evening();
    const phone = r.device(r.status.codes[0]!.code, '127.0.0.3');
    expect((await r.refusal('setClock', { eventId: r.eventId, action: 'start' })).code).toBe('room/no-clock');
    await r.call('setClock', { eventId: r.eventId, action: 'set', minutes: 40 });
    await r.call('setClock', { eventId: r.eventId, action: 'start' });
    r.advance(10 * 60_000);
    await r.call('setClock', { eventId: r.eventId, action: 'pause' });
    let clock = (await r.call<TableState>('tableState', {}, phone)).clock!;
    expect(clock).toMatchObject({ lengthMs: 40 * 60_000, leftMs: 30 * 60_000, startedAt: null, calledAt: null });
    await r.call('setClock', { eventId: r.eventId, action: 'start' });
    r.advance(5 * 60_000);
    clock = (await r.call<TableState>('tableState', {}, phone)).clock!;
    // Running: what is left is leftMs less the time since it started, by the server's clock.
    expect(clock.leftMs - (Date.parse(clock.serverNow) - Date.parse(clock.startedAt!))).toBe(25 * 60_000);
    await r.call('setClock', { eventId: r.eventId, action: 'call' });
    clock = (await r.call<TableState>('tableState', {}, phone)).clock!;
    expect(clock.calledAt).not.toBeNull();
    expect(clock.leftMs).toBe(25 * 60_000);
    r.service.close();
  });

  it("the round screen's live state: devices, moves waiting, the hand in play and its moves, the last move's time; each write marked with its origin", async () => {
    const r = await evening();
    const table = r.status.codes[0]!.table;
    const phone = r.device(r.status.codes[0]!.code, '127.0.0.3');
    const { matchId } = await r.call<{ matchId: number }>('tableStartGame', {}, phone);
    await r.call('startHand', { matchId, hand: 0 }, phone);
    await r.call('recordMove', { matchId, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } }, phone);
    await r.call('tableWaiting', { waiting: 3 }, phone);
    const live = (await r.call<RoomTableLive[]>('roomTables', { eventId: r.eventId, round: 1 })).find((t) => t.table === table)!;
    expect(live).toMatchObject({ waiting: 3, hand: 1, moves: 1, awaiting: [], call: null });
    expect(Date.parse(live.lastMoveAt!)).toBeGreaterThan(0);
    expect(live.view.status).toBe('in-play');
    r.service.close();
  });
});

describe('a game recorded elsewhere, imported into its table', () => {
  it("is taken when its seats, rules and options are the table's, and refused with the reason and place where they are not", async () => {
    const r = await evening();
    const event = await r.call<EventView>('getEvent', { eventId: r.eventId });
    const t = event.rounds[0]!.tables[0]!;
    const record = { ...randomMatchRecord(77, 1000), seats: [...t.recordSeats] };
    const wrongSeats = await r.refusal('importTableGame', { eventId: r.eventId, round: 1, table: t.table, text: writeRecord({ ...record, seats: ['Ann', 'Ben', 'Cat', 'Dan'] }) });
    expect(wrongSeats).toMatchObject({ code: 'event/game-seats', round: 1, table: t.table, game: 1, field: 'seats[0]' });
    const wrongOptions = await r.refusal('importTableGame', { eventId: r.eventId, round: 1, table: t.table, text: writeRecord({ ...record, options: { target: 3 } }) });
    expect(wrongOptions).toMatchObject({ code: 'event/game-options', field: 'options.target' });
    const notJson = await r.refusal('importTableGame', { eventId: r.eventId, round: 1, table: t.table, text: '{' });
    expect(notJson.code).toBe('record/not-json');
    const after = await r.call<EventView>('importTableGame', { eventId: r.eventId, round: 1, table: t.table, text: writeRecord(record) });
    const game = after.rounds[0]!.tables[0]!.games[0]!;
    expect(game).toMatchObject({ kind: 'record', finished: true });
    // The table is complete: a second import is refused as the round format met.
    expect((await r.refusal('importTableGame', { eventId: r.eventId, round: 1, table: t.table, text: writeRecord(record) })).code).toBe('event/table-complete');
    r.service.close();
  });
});

describe('the room on and off', () => {
  it("off, the devices reach nothing and a join is refused; on again, the same credential reaches its table", async () => {
    const r = await evening();
    const joined = r.service.roomAccess.join(r.status.codes[0]!.code.replace('-', ''), '127.0.0.3', 'test');
    if (!joined.ok) throw new Error(joined.error.message);
    await r.call('setRoom', { eventId: r.eventId, open: false });
    expect(r.service.roomAccess.caller(joined.token)).toMatchObject({ ok: false, error: { code: 'room/off' } });
    expect(r.service.roomAccess.join(r.status.codes[1]!.code.replace('-', ''), '127.0.0.4', 'test')).toMatchObject({ ok: false, status: 401, error: { code: 'room/off' } });
    await r.call('setRoom', { eventId: r.eventId, open: true });
    expect(r.service.roomAccess.caller(joined.token)).toMatchObject({ ok: true, value: { kind: 'device', round: 1, table: r.status.codes[0]!.table } });
    r.service.close();
  });
});
