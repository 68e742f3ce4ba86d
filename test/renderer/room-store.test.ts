/**
 * The organizer's room store (renderer/src/stores/room.ts) following an event's live stream, with
 * the transport and the stream replaced (issue 24, "The organizer's round, live": pushed, never
 * polled): a table's message replaces that table on the round screen without reading the event;
 * a table that starts or completes reads the event and its standings again (the standings follow);
 * a device coming or going reads the room again (its list of devices), a move does not; what is
 * heard is applied after the commands already sent have their answers, never under them; a stream
 * opened again after a drop reads everything, the first opening nothing.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, EventTableView, EventView, RoomTableLive } from '../../api/contract.ts';

const calls: string[] = [];
/** Answers held back until the test lets them go (a command slow to answer). */
const held = new Map<string, () => void>();
let listener: ((message: { event: string; data: unknown }) => void) | null = null;

const table = (n: number, status: EventTableView['status'], current: number[] | null = null, games = 0): EventTableView =>
  ({ table: n, seats: [], recordSeats: [], sides: [[0, 2], [1, 3]], status, current, gamesWon: [0, 0], games: Array.from({ length: games }, (_, i) => ({ game: i + 1 })), forfeit: [] }) as unknown as EventTableView;
let tables = [table(1, 'in-play', [0, 0], 1), table(2, 'not-started')];
const eventOf = (id: number) => ({ id, rounds: [{ round: 1, tables, byes: [], penalties: [], closed: false, started: true }] }) as unknown as EventView;
const live = (view: EventTableView, devices = 1): RoomTableLive => ({ table: view.table, devices, waiting: 0, lastMoveAt: null, hand: 1, moves: 0, awaiting: [], call: null, view });

const answers: Record<string, (input: unknown) => ApiResult<unknown>> = {
  databaseInfo: () => ({ ok: true, value: { path: '/club.sqlite', version: 12 } }),
  getEvent: (input) => ({ ok: true, value: eventOf((input as { eventId: number }).eventId) }),
  getStandings: () => ({ ok: true, value: { rows: [], pending: [], ranking: [], notes: [] } }),
  roomStatus: (input) => ({ ok: true, value: { eventId: (input as { eventId: number }).eventId, open: true, codes: [], devices: [], attempts: [], clock: null } }),
  roomTables: () => ({ ok: true, value: tables.map((t) => live(t)) }),
  enterPaperScore: (input) => ({ ok: true, value: eventOf((input as { eventId: number }).eventId) }),
};

vi.mock('../../renderer/src/api.ts', () => ({
  api: new Proxy(
    {},
    {
      get: (_, method: string) => (input: unknown) => {
        calls.push(method);
        const answer = () => answers[method]?.(input) ?? { ok: false, error: { code: 'test/none', message: `${method} is not answered here` } };
        if (!held.has(method)) return Promise.resolve(answer());
        return new Promise((resolve) => held.set(method, () => resolve(answer())));
      },
    },
  ),
}));
vi.mock('../../renderer/src/live.ts', () => ({
  followEvent: (_eventId: number, heard: (message: { event: string; data: unknown }) => void) => {
    listener = heard;
    return () => (listener = null);
  },
}));

const { useEventStore } = await import('../../renderer/src/stores/event.ts');
const { useRoomStore } = await import('../../renderer/src/stores/room.ts');

/** Lets every answer already given and every step queued after it run. */
const settle = () => new Promise((done) => setTimeout(done, 0));
const say = (event: string, data: unknown = {}) => listener!({ event, data });

describe("the organizer's round, followed live", () => {
  beforeEach(async () => {
    tables = [table(1, 'in-play', [0, 0], 1), table(2, 'not-started')];
    calls.length = 0;
    held.clear();
    setActivePinia(createPinia());
    const events = useEventStore();
    const room = useRoomStore();
    await events.open(7);
    room.follow(7);
    await room.loadTables(7, 1);
    say('hello', { eventId: 7 });
    await settle();
    calls.length = 0;
  });

  it("a move at a table replaces that table on screen, without reading the event or the room", async () => {
    const events = useEventStore();
    const room = useRoomStore();
    say('table', { round: 1, table: 1, live: { ...live(table(1, 'in-play', [25, 0], 1)), hand: 2 } });
    await settle();
    expect(calls).toEqual([]);
    expect(room.tables[1]?.hand).toBe(2);
    expect(events.view?.rounds[0]?.tables[0]?.current).toEqual([25, 0]);
  });

  it('a table that completes reads the event and its standings again: the standings follow', async () => {
    const events = useEventStore();
    tables = [table(1, 'complete', null, 1), table(2, 'not-started')];
    say('table', { round: 1, table: 1, live: live(tables[0]!) });
    await settle();
    expect(calls).toEqual(['getEvent', 'getStandings']);
    expect(events.view?.rounds[0]?.tables[0]?.status).toBe('complete');
  });

  it('a device that joins or leaves reads the room again (its devices), and nothing else', async () => {
    say('table', { round: 1, table: 2, live: live(table(2, 'not-started'), 0) });
    await settle();
    expect(calls).toEqual(['roomStatus']);
  });

  it('a change heard while a command waits for its answer is applied after it, not under it', async () => {
    const events = useEventStore();
    held.set('enterPaperScore', () => undefined);
    const command = events.paperScore(1, 2, [6, 2]);
    await settle();
    say('event');
    await settle();
    // The event is not read again while the command's answer is still to come.
    expect(calls.filter((c) => c === 'getEvent')).toEqual([]);
    held.get('enterPaperScore')!();
    await command;
    await settle();
    expect(calls.slice(calls.indexOf('enterPaperScore'))).toEqual(expect.arrayContaining(['enterPaperScore', 'getStandings', 'getEvent']));
    expect(calls.indexOf('getEvent')).toBeGreaterThan(calls.indexOf('enterPaperScore'));
  });

  it('the stream opened again after a drop reads the event, the room and the round; the clock reads the room', async () => {
    say('hello', { eventId: 7 });
    await settle();
    expect(new Set(calls)).toEqual(new Set(['getEvent', 'getStandings', 'roomStatus', 'roomTables']));
    calls.length = 0;
    say('clock');
    await settle();
    expect(calls).toEqual(['roomStatus']);
  });
});
