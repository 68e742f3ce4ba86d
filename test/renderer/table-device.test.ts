/**
 * A table's device through a network that drops (issue 24, "The network drops"): the device's own
 * logic (renderer/src/stores/tableDeviceCore.ts and its outbox) against the real service, called
 * as that table's device (api/access.ts holds it to its table), through a stand-in network that can
 * be cut, can lose answers after the server has acted, and a page that can be reloaded with its
 * storage kept. The server must end with exactly the moves the device accepted, each once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResult, EventView, MatchView, MoveInput, RoomTableLive } from '../../api/contract.ts';
import type { DeviceCaller } from '../../api/access.ts';
import { openService } from '../../api/service.ts';
import type { FileService } from '../../api/service.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import { parseRecord } from '../../domain/record.ts';
import { localMatch, sameMatch } from '../../renderer/src/stores/localMatch.ts';
import { createTableDevice } from '../../renderer/src/stores/tableDeviceCore.ts';
import type { DeviceCall, TableDevice } from '../../renderer/src/stores/tableDeviceCore.ts';
import { applyCommand, reconcile, undoCommand } from '../../renderer/src/stores/tableDeviceOutbox.ts';
import type { OutboxCommand, OutboxStorage } from '../../renderer/src/stores/tableDeviceOutbox.ts';
import { randomFamilyRecord } from '../support/random.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-table-device-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const UNREACHABLE = { ok: false, error: { code: 'http/unreachable', message: 'no answer', params: {} } } as const;
/** The methods that write: their answer can be lost after the server has acted. */
const WRITES = new Set(['recordMove', 'startHand', 'settleBlock', 'undoMove', 'tableStartGame', 'tableWaiting']);

/** localStorage, as a map. */
class MemoryStorage implements OutboxStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/**
 * The club's network between the device and the server: cut (no request arrives), or losing the
 * answers of the next `lose` writes (the server acts, the device hears nothing). A device waiting
 * to try again waits until the network is back.
 */
class Network {
  online = true;
  lose = 0;
  /** The network goes down as an answer is lost (the phone left the Wi-Fi mid-request). */
  cutOnLoss = false;
  private waiting: (() => void)[] = [];
  readonly service: FileService;
  readonly caller: DeviceCaller;
  constructor(service: FileService, caller: DeviceCaller) {
    this.service = service;
    this.caller = caller;
  }

  call: DeviceCall = async (method, input) => {
    if (!this.online) return UNREACHABLE;
    const answer = await this.service.call(method, input, this.caller);
    if (this.lose > 0 && WRITES.has(method)) {
      this.lose--;
      if (this.cutOnLoss) this.set(false);
      return UNREACHABLE;
    }
    return answer as never;
  };

  readonly sleep = (): Promise<void> => (this.online ? new Promise((done) => setTimeout(done, 0)) : new Promise((done) => this.waiting.push(done)));

  set(online: boolean): void {
    this.online = online;
    if (online) for (const done of this.waiting.splice(0)) done();
  }
}

async function organizer<T>(service: FileService, method: string, input: unknown): Promise<T> {
  const r = (await service.call(method as never, input)) as ApiResult<T>;
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

let files = 0;

/** A pairs event (Jamaican Partner), round 1 drawn; its table 1 as a device reaches it. */
async function evening(): Promise<{ service: FileService; caller: DeviceCaller }> {
  const service = openService(join(dir, `d${++files}.sqlite`), { appVersion: 'test' });
  const entrants = ['Ann & Ben', 'Cat & Dan', 'Eve & Fay', 'Gus & Hal'].map((name, i) => ({ id: `p${i + 1}`, name, players: name.split(' & ') }));
  const event = await organizer<EventView>(service, 'createEvent', { name: 'Club night', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants });
  await organizer(service, 'drawRound', { eventId: event.id });
  return { service, caller: { kind: 'device', deviceId: 1, eventId: event.id, round: 1, table: 1 } };
}

/** A device (a page opened) on `network`, with the browser's storage `storage`, its table read. */
async function openDevice(network: Network, storage: OutboxStorage): Promise<TableDevice> {
  const device = createTableDevice({ call: network.call, storage, sleep: network.sleep });
  await device.load();
  await device.settled();
  return device;
}

async function stored(service: FileService, matchId: number): Promise<{ view: MatchView; record: MatchRecord }> {
  const view = await organizer<MatchView>(service, 'getMatch', { matchId });
  const { text } = await organizer<{ text: string }>(service, 'exportRecord', { matchId });
  const parsed = parseRecord(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { view, record: parsed.value };
}

const bySeatList = <T>(map: Readonly<Record<string, T>> | undefined, seats: number): (T | null)[] => Array.from({ length: seats }, (_, s) => map?.[String(s)] ?? null);

/** Lets the device's worker take its turn (a request that fails at once, offline). */
const tick = () => new Promise((done) => setTimeout(done, 0));

/** Waits for the device to send what it can (the network is up). */
async function drain(device: TableDevice): Promise<void> {
  device.retryNow();
  await device.settled();
}

describe("a table's device, the network dropping", () => {
  it('keeps moves taken offline, says how many wait, and sends them in order once the network is back', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    expect((await device.startGame()).ok).toBe(true);
    await device.settled();
    const matchId = device.view.value!.id;
    await device.startHand();
    await drain(device);
    network.set(false);
    await device.record({ seat: 0, bone: [6, 6] });
    await device.record({ seat: 1, pass: true });
    await device.record({ seat: 2, bone: [6, 5] });
    expect(device.waiting.value).toBe(3);
    expect(device.view.value?.current?.moves).toHaveLength(3);
    await tick();
    expect(device.reachable.value).toBe(false);
    expect((await stored(service, matchId)).record.hands[0]!.moves).toHaveLength(0);
    network.set(true);
    await drain(device);
    expect(device.waiting.value).toBe(0);
    expect(device.reachable.value).toBe(true);
    const moves = (await stored(service, matchId)).record.hands[0]!.moves;
    expect(moves).toEqual([{ seat: 0, bone: [6, 6] }, { seat: 1, pass: true }, { seat: 2, bone: [6, 5] }]);
    expect(sameMatch(device.view.value!, (await stored(service, matchId)).view)).toBe(true);
    service.close();
  });

  it('sends a move again whose answer was lost: the server keeps it once', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    await device.startHand();
    network.lose = 2;
    await device.record({ seat: 0, bone: [6, 6] });
    await device.record({ seat: 1, bone: [6, 5] });
    await drain(device);
    const { record } = await stored(service, device.view.value!.id);
    expect(record.hands).toHaveLength(1);
    expect(record.hands[0]!.moves).toEqual([{ seat: 0, bone: [6, 6] }, { seat: 1, bone: [6, 5] }]);
    service.close();
  });

  it('refuses a move stored elsewhere in its place, drops the outbox and shows the table as stored', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    await device.startHand();
    await drain(device);
    const matchId = device.view.value!.id;
    network.set(false);
    await device.record({ seat: 0, bone: [6, 6] });
    await device.record({ seat: 1, bone: [6, 5] });
    // Meanwhile the organizer records the pose as another seat.
    await organizer(service, 'recordMove', { matchId, hand: 0, move: { seat: 2, bone: [6, 6] } });
    network.set(true);
    await drain(device);
    expect(device.refusal.value).toMatchObject({ code: 'match/move-taken', params: { hand: 1, move: 1 } });
    expect(device.waiting.value).toBe(0);
    const now = await stored(service, matchId);
    expect(now.record.hands[0]!.moves).toEqual([{ seat: 2, bone: [6, 6] }]);
    expect(sameMatch(device.view.value!, now.view)).toBe(true);
    service.close();
  });

  it('drops a move not sent yet at an undo, and takes a stored one back on the server, offline too', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    await device.startHand();
    await device.record({ seat: 0, bone: [6, 6] });
    await drain(device);
    const matchId = device.view.value!.id;
    network.set(false);
    // Tried at once (no answer: it may have arrived), then one the page alone has.
    await device.record({ seat: 1, bone: [6, 5] });
    await tick();
    await device.record({ seat: 2, bone: [5, 5] });
    await device.undo();
    expect(device.waiting.value).toBe(1);
    // The one tried is taken back by an undo sent after it; the pose, stored, likewise.
    await device.undo();
    expect(device.waiting.value).toBe(2);
    await device.undo();
    expect(device.waiting.value).toBe(3);
    expect(device.view.value?.current?.moves).toHaveLength(0);
    await device.record({ seat: 2, bone: [6, 6] });
    expect(device.waiting.value).toBe(4);
    network.set(true);
    await drain(device);
    const now = await stored(service, matchId);
    expect(now.record.hands[0]!.moves).toEqual([{ seat: 2, bone: [6, 6] }]);
    expect(now.view.corrections).toBe(2);
    expect(sameMatch(device.view.value!, now.view)).toBe(true);
    service.close();
  });

  it('takes back on the server a move whose answer was lost, rather than only on the page', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    await device.startHand();
    await drain(device);
    const matchId = device.view.value!.id;
    await device.record({ seat: 0, bone: [6, 6] });
    await drain(device);
    network.lose = 1;
    network.cutOnLoss = true;
    await device.record({ seat: 1, bone: [6, 5] });
    await tick();
    // Stored, but the device heard nothing: whether it arrived is not known here.
    expect((await stored(service, matchId)).record.hands[0]!.moves).toHaveLength(2);
    await device.undo();
    await device.record({ seat: 1, pass: true });
    network.set(true);
    await drain(device);
    const now = await stored(service, matchId);
    expect(now.record.hands[0]!.moves).toEqual([{ seat: 0, bone: [6, 6] }, { seat: 1, pass: true }]);
    expect(device.refusal.value).toBeNull();
    expect(sameMatch(device.view.value!, now.view)).toBe(true);
    service.close();
  });

  it('keeps what waits across a reload of the page (the browser storage) and sends it from there', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const storage = new MemoryStorage();
    const first = await openDevice(network, storage);
    await first.startGame();
    await first.settled();
    const matchId = first.view.value!.id;
    network.set(false);
    await first.startHand();
    await first.record({ seat: 0, bone: [6, 6] });
    await first.record({ seat: 1, pass: true });
    first.end('room/ended');
    network.set(true);
    // Opened again (the code typed again after the browser was closed): the same table, its outbox.
    const again = await openDevice(network, storage);
    expect(again.waiting.value).toBe(0);
    const now = await stored(service, matchId);
    expect(now.record.hands).toEqual([{ moves: [{ seat: 0, bone: [6, 6] }, { seat: 1, pass: true }] }]);
    expect(storage.items.size).toBe(0);
    service.close();
  });

  it("never sends another evening's outbox to a match with the same numbers", async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const storage = new MemoryStorage();
    const device = await openDevice(network, storage);
    await device.startGame();
    await device.settled();
    const key = [...storage.items.keys()][0] ?? `dominoes-outbox:${caller.eventId}:1:1:${device.view.value!.id}`;
    storage.setItem(key, JSON.stringify({ format: 1, seats: ['Zoe', 'Yan', 'Xia', 'Wes'], commands: [{ kind: 'start', hand: 0 }] }));
    const again = await openDevice(network, storage);
    expect(again.waiting.value).toBe(0);
    expect((await stored(service, again.view.value!.id)).record.hands).toHaveLength(0);
    service.close();
  });

  it('tells the organizer how many moves wait once the network is back, and that none do once they are sent', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const said: number[] = [];
    const plain = network.call;
    network.call = (async (method: string, input: unknown) => {
      const answer = await plain(method as never, input);
      if (method === 'tableWaiting' && answer.ok) said.push((input as { waiting: number }).waiting);
      return answer;
    }) as DeviceCall;
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    await device.startHand();
    await device.record({ seat: 0, bone: [6, 6] });
    await drain(device);
    // Online, a move on its way at once is not "waiting": nothing said.
    expect(said).toEqual([]);
    network.set(false);
    await device.record({ seat: 1, pass: true });
    await device.record({ seat: 2, pass: true });
    network.set(true);
    await drain(device);
    await new Promise((done) => setTimeout(done, 10));
    expect(said.at(-1)).toBe(0);
    expect(said.some((n) => n > 0)).toBe(true);
    const live = await organizer<RoomTableLive[]>(service, 'roomTables', { eventId: caller.eventId, round: 1 });
    expect(live.find((t) => t.table === 1)?.waiting).toBe(0);
    service.close();
  });
});

describe('reconcile: what the server holds of an outbox, read from the match itself', () => {
  it('counts a move taken back by an undo the server made as stored, though the match no longer shows it', async () => {
    const { service, caller } = await evening();
    const network = new Network(service, caller);
    const device = await openDevice(network, new MemoryStorage());
    await device.startGame();
    await device.settled();
    const matchId = device.view.value!.id;
    await organizer(service, 'startHand', { matchId });
    await organizer(service, 'recordMove', { matchId, hand: 0, move: { seat: 0, bone: [6, 6] } });
    const before = await organizer<MatchView>(service, 'getMatch', { matchId });
    const { text: beforeText } = await organizer<{ text: string }>(service, 'exportRecord', { matchId });
    // The device's outbox from there: a move, its undo, another move in its place; the first two
    // reached the server, their answers were lost.
    const move: OutboxCommand = { kind: 'move', hand: 0, at: 1, move: { seat: 1, bone: [6, 5] } };
    const other: OutboxCommand = { kind: 'move', hand: 0, at: 1, move: { seat: 1, pass: true } };
    const afterMove = applyCommand(localMatch(beforeText, before)!, move);
    if (!afterMove.ok) throw new Error(afterMove.error.message);
    const outbox = [move, undoCommand(afterMove.value.view), other];
    await organizer(service, 'recordMove', { matchId, hand: 0, move: { seat: 1, bone: [6, 5] } });
    await organizer(service, 'undoMove', { matchId });
    const now = await stored(service, matchId);
    const { text } = await organizer<{ text: string }>(service, 'exportRecord', { matchId });
    const fits = reconcile(localMatch(text, now.view)!, outbox);
    expect(fits).toMatchObject({ ok: true, stored: 2 });
    if (fits.ok) expect(fits.drawn.map((d) => d.command)).toEqual([other]);
    // Not yet made, the undo and the move before it are still to be sent.
    const early = reconcile(localMatch(beforeText, before)!, outbox);
    expect(early).toMatchObject({ ok: true, stored: 0 });
    service.close();
  });
});

/** What a step of the chaos does before the device's next command. */
type Trouble = 'none' | 'cut' | 'restore' | 'lose' | 'reload' | 'wrong-then-undo' | 'lost-then-undo' | 'undo-stored';

describe('the server ends with exactly the moves the device accepted, each once', () => {
  it('for random hands, network cuts, lost answers, reloads and undos', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.array(fc.constantFrom<Trouble>('none', 'none', 'cut', 'restore', 'lose', 'reload', 'wrong-then-undo', 'lost-then-undo', 'undo-stored'), { minLength: 10, maxLength: 120 }),
        async (seed, troubles) => {
          const { service, caller } = await evening();
          try {
            const network = new Network(service, caller);
            const storage = new MemoryStorage();
            let device = await openDevice(network, storage);
            await device.startGame();
            await device.settled();
            const matchId = device.view.value!.id;
            const seats = device.view.value!.seats.length;
            const record = randomFamilyRecord(seed, 2, { rules: 'jamaican-partner', seats });
            let step = 0;
            /** Undos asked: each takes back one move, on the page or on the server, never more. */
            let undos = 0;
            const trouble = async (): Promise<void> => {
              const what = troubles[step++ % troubles.length]!;
              if (what === 'cut') network.set(false);
              else if (what === 'restore') network.set(true);
              else if (what === 'lose') network.lose += 1;
              else if (what === 'reload') {
                device.end('room/ended');
                const online = network.online;
                network.set(true);
                device = await openDevice(network, storage);
                network.set(online);
              } else if (what === 'wrong-then-undo' || what === 'lost-then-undo') {
                // Another play the engine accepts, then taken back: drawn and dropped, or sent (its
                // answer perhaps lost) and undone.
                if (what === 'lost-then-undo') {
                  // Everything before sent first, so that the answer lost is this move's.
                  if (network.online) await drain(device);
                  network.lose = 1;
                  network.cutOnLoss = true;
                }
                const h = device.hand.value;
                const other = h?.legal.find((p) => p.seat === h.turn && p.bone.join() !== '');
                if (h && h.status === 'playing' && other) {
                  const before = device.view.value!.current!.moves.length;
                  const r = await device.record({ seat: other.seat, bone: [other.bone[0], other.bone[1]], end: other.end } as MoveInput);
                  if (r.ok) {
                    expect(device.view.value!.current!.moves.length).toBe(before + 1);
                    if (what === 'lost-then-undo') await tick();
                    undos++;
                    await device.undo();
                    expect(device.view.value!.current!.moves.length).toBe(before);
                  }
                }
                network.cutOnLoss = false;
              } else if (what === 'undo-stored') {
                // The last move taken back (sent perhaps, or stored already), then made again.
                const h = device.hand.value;
                const again = h && h.status === 'playing' && h.moves.length > 0 ? recordMoveOf(record, h.index, h.moves.length - 1) : null;
                if (again) {
                  undos++;
                  await device.undo();
                  const r = await device.record(again);
                  expect(r.ok, `the move taken back is made again: ${JSON.stringify(again)}`).toBe(true);
                }
              }
            };
            for (const [h, hand] of record.hands.entries() as Iterable<[number, HandRecord]>) {
              await trouble();
              expect((await device.startHand()).ok, `hand ${h + 1} started`).toBe(true);
              for (const move of hand.moves) {
                await trouble();
                const r = await device.record(move as MoveInput);
                expect(r.ok, `hand ${h + 1}: ${JSON.stringify(move)} refused: ${r.ok ? '' : r.error.message}`).toBe(true);
              }
              if (hand.left || hand.pips) {
                await trouble();
                const r = await device.settle(hand.left ? { left: bySeatList(hand.left, seats) } : { pips: bySeatList(hand.pips, seats) });
                expect(r.ok, `hand ${h + 1} settled`).toBe(true);
              }
            }
            network.lose = 0;
            network.set(true);
            await drain(device);
            expect(device.refusal.value).toBeNull();
            expect(device.waiting.value).toBe(0);
            const now = await stored(service, matchId);
            expect(now.record.hands.map((h) => h.moves)).toEqual(record.hands.map((h) => h.moves));
            expect(now.record.hands.map((h) => h.left ?? h.pips ?? null)).toEqual(record.hands.map((h) => h.left ?? h.pips ?? null));
            expect(sameMatch(device.view.value!, now.view)).toBe(true);
            expect(now.view.corrections).toBeLessThanOrEqual(undos);
            expect(storage.items.size).toBe(0);
          } finally {
            service.close();
          }
        },
      ),
      { numRuns: 30 },
    );
  });
});

/** The move at `index` of hand `hand` in the record, as the device sends it. */
function recordMoveOf(record: MatchRecord, hand: number, index: number): MoveInput | null {
  return (record.hands[hand]?.moves[index] as MoveInput | undefined) ?? null;
}

