/**
 * The room's methods (issue 24; api/room-contract.ts) over db/room.ts, db/events.ts and the event
 * views, and the room's state in this run of the app (`Room`): which events' rooms are on, the
 * live streams each device holds open, the moves each table's device says are waiting, the
 * slowing down of wrong codes and PINs.
 *
 * Who may call each method is api/access.ts's; this file does what a method asks, for whichever
 * caller got through. The join itself (a code for a credential) is not a method: the room's
 * listener calls `joinRoom` (server/room.ts), and each later request names its caller by
 * `callerOf` its credential.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type Database from 'better-sqlite3';
import { addRecordedGame, readStoredEvent, setPaperScore, startGame, summaryOf } from '../db/events.ts';
import type { StoredEvent } from '../db/events.ts';
import {
  addDevice,
  callReferee,
  clearCall,
  clockOf,
  codeEnded,
  confirmGame,
  confirmationsOf,
  deviceByToken,
  disconnectDevice,
  entrantsWithPins,
  eventExists,
  featuredTable,
  findCode,
  issueCodes,
  lastMoveTimes,
  lastRound,
  listAttempts,
  listDevices,
  logAttempt,
  openCalls,
  pinOf,
  putClock,
  replaceDisplayCode,
  setFeaturedTable,
  setPin,
  tableGames,
} from '../db/room.ts';
import type { ClockRow, DeviceRow } from '../db/room.ts';
import { readMatchState } from '../db/matches.ts';
import { deviceOf } from '../db/origin.ts';
import { read, sql, write } from '../db/sql.ts';
import { checkTableRecord } from '../domain/events/format.ts';
import { computeStandings, rankingFigure } from '../domain/events/standings.ts';
import { roundsInAll, standingsFinal } from '../domain/events/rounds.ts';
import type { EventError } from '../domain/events/types.ts';
import { FAMILIES } from '../domain/families/index.ts';
import { codeFromBytes, readCode, showCode } from '../domain/room/codes.ts';
import { GuessLimiter } from '../domain/room/limiter.ts';
import { parseRecord } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { API_ERROR_CODES, eventApiError } from './contract.ts';
import type { ApiError, ApiHandlers, ApiResult, EventTableView, MatchView, RoomMethod } from './contract.ts';
import type { Caller } from './access.ts';
import { eventView, roundView } from './event-service.ts';
import type { LiveBus } from './live.ts';
import { optionsText } from './options.ts';
import type { ClockView, DisplayState, RoomAddress, RoomStatus, RoomTableLive, TableGameView, TableState } from './room-contract.ts';
import { matchView } from './views.ts';

type Db = Database.Database;
type Failed = { readonly ok: false; readonly error: ApiError };

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

function fail(code: string, message: string, params: ApiError['params'] = {}): Failed {
  return { ok: false, error: { code, message, params } };
}

// ---- the room in this run of the app -----------------------------------------------------------

/**
 * Where the room listens: the transport's (server/room.ts starts the listener; the desktop's main
 * process or browser mode's command line holds it). `fixed`: browser mode's `--room ADDRESS:PORT`,
 * listening from the start; `choose`: the desktop, where the organizer picks one of the machine's
 * addresses when turning the room on.
 */
export interface RoomHost {
  readonly addressing: 'choose' | 'fixed';
  /** The addresses the room may listen on (the machine's own). */
  addresses(): readonly RoomAddress[];
  /** Where it listens now (http://ADDRESS:PORT/), or null. */
  url(): string | null;
  /** Listens at `address` and `port` (0: any), or, fixed, confirms the address it has; its URL, or why not. */
  listen(address: string | undefined, port: number | undefined): Promise<Result<string, ApiError>>;
  /** Stops listening (the last event's room turned off); fixed: stays. */
  stop(): Promise<void>;
}

/** How long a device is still counted as there after its live stream closes (a page reloading, a phone's screen turning off a moment). */
export const STREAM_GRACE_MS = 15_000;

export class Room {
  /** Events whose room is on: their devices are answered. */
  readonly open = new Set<number>();
  /** Live streams open by device id, and when each device's last one closed. */
  private readonly streams = new Map<number, number>();
  private readonly closedAt = new Map<number, number>();
  /** Moves waiting on a table's device to be sent, as it last said (`${event}:${round}:${table}`). */
  readonly waiting = new Map<string, number>();
  readonly codes: GuessLimiter;
  /** Wrong PINs, by pair: four digits would otherwise be tried through in minutes. */
  readonly pins: GuessLimiter;

  readonly host: RoomHost | null;
  readonly bus: LiveBus;
  readonly now: () => number;

  constructor(host: RoomHost | null, bus: LiveBus, now: () => number = Date.now) {
    this.host = host;
    this.bus = bus;
    this.now = now;
    this.codes = new GuessLimiter(now);
    this.pins = new GuessLimiter(now, { perAddress: { burst: 5, refillMs: 60_000 }, overall: { burst: 1000, refillMs: 100 }, addresses: 10_000, forgetMs: 60 * 60_000 });
  }

  streamOpened(deviceId: number): void {
    this.streams.set(deviceId, (this.streams.get(deviceId) ?? 0) + 1);
  }

  streamClosed(deviceId: number): void {
    const left = (this.streams.get(deviceId) ?? 1) - 1;
    if (left > 0) this.streams.set(deviceId, left);
    else {
      this.streams.delete(deviceId);
      this.closedAt.set(deviceId, this.now());
    }
  }

  /** A device with its live stream open now, or closed only a moment ago. */
  connected(deviceId: number): boolean {
    if ((this.streams.get(deviceId) ?? 0) > 0) return true;
    const closed = this.closedAt.get(deviceId);
    return closed !== undefined && this.now() - closed < STREAM_GRACE_MS;
  }
}

const tableKey = (eventId: number, round: number, table: number) => `${eventId}:${round}:${table}`;

// ---- joining and credentials ------------------------------------------------------------------

/** The SHA-256 of a credential, as room_devices keeps it (the credential itself only in the device's cookie). */
export function credentialHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function newCode(): string {
  return codeFromBytes(randomBytes(8));
}

export type JoinAnswer =
  | { readonly ok: true; readonly token: string; readonly kind: 'table' | 'display' }
  | { readonly ok: false; readonly status: 401 | 429; readonly error: ApiError; readonly retryAfterMs?: number };

/**
 * A code typed on a device, from `address`: a credential for its table (or its event's display),
 * or why not. Every attempt that is looked at goes in the log the organizer reads; one made while
 * the address is slowed down is answered at once and not looked at (server/room.ts says how long
 * to wait).
 */
export function joinRoom(db: Db, room: Room, typed: unknown, address: string, agent: string): JoinAnswer {
  const wait = room.codes.wait(address);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    return { ok: false, status: 429, retryAfterMs: wait, error: { code: 'room/slowed', message: `Too many wrong codes from this device: try again in ${seconds} seconds.`, params: { seconds } } };
  }
  const code = typeof typed === 'string' ? readCode(typed) : null;
  const found = code === null ? null : findCode(db, code);
  // The organizer's log follows live: every room on hears of an attempt that named no code of its.
  const logged = (eventId: number | null) => {
    for (const open of eventId === null ? room.open : [eventId]) room.bus.publish({ kind: 'room', eventId: open, origin: 'room' });
  };
  const wrong = (outcome: 'wrong' | 'ended' | 'room-off', error: ApiError): JoinAnswer => {
    logAttempt(db, address, found?.id ?? null, outcome);
    logged(found?.eventId ?? null);
    // An ended code or a room turned off is no guess: it was a code of ours.
    if (outcome === 'wrong') room.codes.wrong(address);
    return { ok: false, status: 401, error };
  };
  if (!found) return wrong('wrong', { code: 'room/wrong-code', message: 'That is not a code of any table: check it on the score card and type it again.', params: {} });
  const ended = codeEnded(db, found);
  if (ended !== null) {
    return wrong('ended', { code: API_ERROR_CODES.roomEnded, message: 'That code has ended: its round is over, or its table was seated again. Ask the organizer for the new one.', params: {} });
  }
  if (!room.open.has(found.eventId)) return wrong('room-off', { code: API_ERROR_CODES.roomOff, message: 'The organizer has not opened the tables to the network yet: try again in a moment.', params: {} });
  const token = randomBytes(32).toString('base64url');
  addDevice(db, found.id, credentialHash(token), address, agent);
  logAttempt(db, address, found.id, 'joined');
  logged(found.eventId);
  room.bus.publish(found.table === null ? { kind: 'event', eventId: found.eventId, origin: 'room' } : { kind: 'table', eventId: found.eventId, round: found.round!, table: found.table, origin: 'room' });
  return { ok: true, token, kind: found.table === null ? 'display' : 'table' };
}

/** The device a credential names, whatever its state now. */
function deviceOfToken(db: Db, token: string): DeviceRow | null {
  return token.length > 0 && token.length <= 100 ? deviceByToken(db, credentialHash(token)) : null;
}

/**
 * The caller a device's credential names, or why it reaches nothing: none, unknown, cut off by
 * the organizer, its code ended (the round closed, the table seated again), or the room turned off.
 * Asked for each request by its credential (`callerOf`), and for a live stream again when its
 * event changes (api/service.ts `recheck`).
 */
export function callerOfDevice(room: Room, device: DeviceRow | null, db: Db): Result<Caller, ApiError> {
  if (!device) return fail(API_ERROR_CODES.roomNoCredential, 'This device has not joined a table: open the link on the score card, or type its code.');
  if (device.disconnectedAt !== null) return fail(API_ERROR_CODES.roomDisconnected, 'The organizer has disconnected this device. Ask the organizer if it should join again.');
  if (codeEnded(db, device.code) !== null) return fail(API_ERROR_CODES.roomEnded, "This table's round is over (or the table was seated again): nothing more can be recorded here.");
  if (!room.open.has(device.code.eventId)) return fail(API_ERROR_CODES.roomOff, 'The organizer has closed the tables to the network for now.');
  const { code } = device;
  if (code.round === null || code.table === null) return ok({ kind: 'display', deviceId: device.id, eventId: code.eventId });
  return ok({ kind: 'device', deviceId: device.id, eventId: code.eventId, round: code.round, table: code.table });
}

/** The caller a credential names (`callerOfDevice`). */
export function callerOf(db: Db, room: Room, token: string | undefined): Result<Caller, ApiError> {
  return callerOfDevice(room, token === undefined ? null : deviceOfToken(db, token), db);
}

// ---- views ----------------------------------------------------------------------------------------

function noEvent(eventId: number): Failed {
  return fail('event/no-such-event', `There is no event ${eventId}.`, { event: eventId });
}

function notFound(round: number, table: number): Failed {
  return { ok: false, error: { code: 'event/no-such-table', message: `There is no table ${table} in round ${round}.`, round, table, params: { round, table } } };
}

/** The clock as screens draw it, or null when the round has none. */
export function clockView(clock: ClockRow | null, now: number): ClockView | null {
  return clock && { ...clock, serverNow: new Date(now).toISOString() };
}

/** What is left on the clock at `now`, in milliseconds (never below 0). */
export function clockLeft(clock: ClockRow, now: number): number {
  if (clock.startedAt === null) return clock.leftMs;
  return Math.max(0, clock.leftMs - (now - Date.parse(clock.startedAt)));
}

/** Each side's name: a pair's name, two partners' names joined, or a player's. */
function sideNames(stored: StoredEvent, view: EventTableView): string[] {
  const names = view.seats.map((s) => s.name);
  if (stored.settings.entry === 'pairs' || stored.settings.entry === 'cut-throat') return names;
  return view.sides.map((side) => side.map((seat) => names[seat] ?? '').join(' & '));
}

/**
 * The entrant whose PIN confirms for each side: the pair, or the player at a cut-throat table.
 * Individuals with partners have no PIN (a side is two entrants: a tap confirms for it).
 */
function sideEntrants(stored: StoredEvent, view: EventTableView): (string | null)[] {
  if (stored.settings.entry === 'individuals') return view.sides.map(() => null);
  return view.seats.map((s) => s.entrant);
}

interface TableAt {
  readonly stored: StoredEvent;
  readonly round: StoredEvent['rounds'][number];
  readonly view: EventTableView;
}

function tableAt(db: Db, eventId: number, round: number, table: number): Result<TableAt, ApiError> {
  const stored = readStoredEvent(db, eventId);
  if (!stored) return noEvent(eventId);
  const r = stored.rounds[round - 1];
  const view = r && roundView(stored, r).tables.find((t) => t.table === table);
  if (!r || !view) return notFound(round, table);
  return ok({ stored, round: r, view });
}

function gameViews(db: Db, at: TableAt, eventId: number, round: number, table: number): TableGameView[] {
  const refs = tableGames(db, eventId, round, table);
  const confirmations = confirmationsOf(db, refs.map((g) => g.id));
  return at.view.games.map((g, i) => {
    const ref = refs[i];
    const mine = ref ? confirmations.filter((c) => c.gameId === ref.id && JSON.stringify(c.score) === JSON.stringify(g.score)) : [];
    const confirmed = mine.map((c) => ({ side: c.side, at: c.at, by: deviceOf(c.origin) === null ? ('organizer' as const) : ('device' as const) }));
    const sides = at.view.sides.length;
    return { ...g, confirmed, awaiting: g.finished && new Set(confirmed.map((c) => c.side)).size < sides };
  });
}

export function tableState(db: Db, room: Room, eventId: number, round: number, table: number): ApiResult<TableState> {
  return read(db, () => {
    const found = tableAt(db, eventId, round, table);
    if (!found.ok) return found;
    const at = found.value;
    const { stored, view } = at;
    const family = FAMILIES[stored.settings.rules];
    const options = family.options.parse(stored.settings.options);
    const last = view.games.at(-1);
    const inPlay = last && last.matchId !== null && !last.finished ? last.matchId : null;
    const entrants = sideEntrants(stored, view);
    const pins = entrantsWithPins(db, eventId);
    const call = openCalls(db, eventId, round).find((c) => c.table === table);
    return ok({
      eventId,
      eventName: stored.settings.name,
      rules: stored.settings.rules,
      family: family.name,
      options,
      optionsText: optionsText(stored.settings.rules, options),
      entry: stored.settings.entry,
      roundFormat: stored.settings.round,
      round,
      table,
      closed: at.round.closed,
      seats: view.seats,
      recordSeats: view.recordSeats,
      sides: view.sides,
      sideNames: sideNames(stored, view),
      sideEntrants: entrants.map((e) => e ?? ''),
      pins: entrants.map((e) => e !== null && pins.has(e)),
      status: view.status,
      games: gameViews(db, at, eventId, round, table),
      matchId: inPlay,
      canStartGame: !at.round.closed && view.status !== 'complete' && view.forfeit.length === 0 && inPlay === null,
      forfeit: view.forfeit,
      call: call ? { since: call.calledAt } : null,
      clock: clockView(clockOf(db, eventId, round), room.now()),
    });
  });
}

/** Each table of a round as the organizer's round screen follows it live. */
export function roomTables(db: Db, room: Room, eventId: number, round: number, only?: number): ApiResult<RoomTableLive[]> {
  return read(db, () => {
    const stored = readStoredEvent(db, eventId);
    if (!stored) return noEvent(eventId);
    const r = stored.rounds[round - 1];
    if (!r) return { ok: false, error: { code: 'event/no-such-round', message: `There is no round ${round}.`, round, params: { round, rounds: stored.rounds.length } } };
    const views = roundView(stored, r).tables.filter((t) => only === undefined || t.table === only);
    const devices = listDevices(db, eventId).filter((d) => d.code.round === round && d.disconnectedAt === null);
    const calls = openCalls(db, eventId, round);
    const matchIds = views.flatMap((t) => t.games.flatMap((g) => (g.matchId === null ? [] : [g.matchId])));
    const moved = lastMoveTimes(db, matchIds);
    return ok(
      views.map((view): RoomTableLive => {
        const at = { stored, round: r, view };
        const games = gameViews(db, at, eventId, round, view.table);
        const last = view.games.at(-1);
        const inPlay = last && last.matchId !== null && !last.finished ? last.matchId : null;
        const state = inPlay === null ? null : readMatchState(db, inPlay);
        const times = view.games.flatMap((g) => (g.matchId === null ? [] : [moved.get(g.matchId) ?? ''])).filter((t) => t !== '');
        const call = calls.find((c) => c.table === view.table);
        return {
          table: view.table,
          devices: devices.filter((d) => d.code.table === view.table && room.connected(d.id)).length,
          waiting: room.waiting.get(tableKey(eventId, round, view.table)) ?? 0,
          lastMoveAt: times.length === 0 ? null : times.sort().at(-1)!,
          hand: state?.live.report.current ? state.live.report.current.index + 1 : null,
          moves: state?.live.report.current ? (state.live.report.record.hands[state.live.report.current.index]?.moves.length ?? 0) : 0,
          awaiting: games.filter((g) => g.awaiting).map((g) => g.game),
          call: call ? { since: call.calledAt } : null,
          view,
        };
      }),
    );
  });
}

/** Whether the room could answer here at all: a host to listen with. */
function unavailable(): Failed {
  return fail(
    API_ERROR_CODES.roomUnavailable,
    'Tables on the network are not available here: in browser mode, start the server with --room ADDRESS:PORT (the address of this computer on the club network).',
  );
}

export function roomStatus(db: Db, room: Room, eventId: number): ApiResult<RoomStatus> {
  if (!eventExists(db, eventId)) return noEvent(eventId);
  const round = lastRound(db, eventId);
  const closed = round !== null && (sql(db, 'SELECT closed FROM event_rounds WHERE event_id = ? AND number = ?').pluck().get(eventId, round) as number) === 1;
  const codes = issueCodes(db, eventId, closed ? null : round, newCode);
  const url = room.open.has(eventId) ? (room.host?.url() ?? null) : null;
  const link = (code: string) => (url === null ? null : `${url}#/join/${code}`);
  return ok({
    eventId,
    open: room.open.has(eventId),
    url,
    addressing: room.host?.addressing ?? null,
    addresses: room.host?.addresses() ?? [],
    round,
    displayCode: showCode(codes.display.code),
    displayUrl: link(codes.display.code),
    codes: codes.tables.map((c) => ({ table: c.table!, code: showCode(c.code), joinUrl: link(c.code) })),
    devices: listDevices(db, eventId).map((d) => ({
      id: d.id,
      kind: d.code.table === null ? 'display' : 'table',
      round: d.code.round,
      table: d.code.table,
      joinedAt: d.joinedAt,
      address: d.address,
      agent: d.agent,
      connected: d.disconnectedAt === null && room.connected(d.id),
      disconnectedAt: d.disconnectedAt,
    })),
    attempts: listAttempts(db, eventId, 100).map((a) => ({ at: a.at, address: a.address, outcome: a.outcome, round: a.round, table: a.table })),
    clock: round === null ? null : clockView(clockOf(db, eventId, round), room.now()),
    featured: featuredTable(db, eventId),
  });
}

/**
 * The room on for the event (listening first where it is not yet: the host's address, or the
 * one the organizer picked), or off (the listener stops once no event's room is on). The room
 * of an event whose last round is closed does not open: its evening is over.
 */
export async function setRoom(db: Db, room: Room, input: { eventId: number; open: boolean; address?: string | undefined; port?: number | undefined }): Promise<ApiResult<RoomStatus>> {
  const { eventId } = input;
  if (!eventExists(db, eventId)) return noEvent(eventId);
  if (!input.open) {
    room.open.delete(eventId);
    if (room.open.size === 0) await room.host?.stop();
    room.bus.publish({ kind: 'event', eventId, origin: 'organizer' });
    return roomStatus(db, room, eventId);
  }
  if (!room.host) return unavailable();
  if (room.host.addressing === 'choose' && room.open.size > 0 && input.address !== undefined && room.host.url() !== null && !room.host.url()!.includes(input.address)) {
    return fail('room/address-in-use', `The room already listens at ${room.host.url()!} for another event: turn that one off first, or pick the same address.`, { url: room.host.url()! });
  }
  const listening = room.host.url() !== null && (room.host.addressing === 'fixed' || input.address === undefined) ? ok(room.host.url()!) : await room.host.listen(input.address, input.port);
  if (!listening.ok) return listening;
  room.open.add(eventId);
  room.bus.publish({ kind: 'event', eventId, origin: 'organizer' });
  return roomStatus(db, room, eventId);
}

/**
 * Whether the event's evening is over (issue 24: the room "turns off when [...] the event's last
 * round is closed"): its last round (domain/events/rounds.ts, the planned rounds or a round
 * robin's own) is drawn and every table counted (the final standings), and no game of that round
 * at a table a device recorded awaits a side's confirmation. Our reading: a round is "closed"
 * when the next is drawn, which the last never is; its results all in and confirmed is when the
 * tables have nothing more to send.
 */
function eveningOver(db: Db, eventId: number): boolean {
  const stored = readStoredEvent(db, eventId);
  if (!stored) return true;
  const summary = summaryOf(stored);
  if (!standingsFinal(summary, computeStandings(summary))) return false;
  const round = stored.rounds.at(-1);
  if (!round) return false;
  const recorded = new Set(listDevices(db, eventId).filter((d) => d.code.round === round.round).map((d) => d.code.table));
  return roundView(stored, round).tables.every((view) => !recorded.has(view.table) || gameViews(db, { stored, round, view }, eventId, round.round, view.table).every((g) => !g.awaiting));
}

/** Turns off the room of every event whose evening is over (`eveningOver`), or that is gone. */
export async function closeFinishedRooms(db: Db, room: Room): Promise<void> {
  for (const eventId of [...room.open]) {
    if (read(db, () => eveningOver(db, eventId))) {
      room.open.delete(eventId);
      room.bus.publish({ kind: 'event', eventId, origin: 'organizer' });
    }
  }
  if (room.open.size === 0) await room.host?.stop();
}

function displayState(db: Db, room: Room, eventId: number): ApiResult<DisplayState> {
  return read(db, () => {
    const stored = readStoredEvent(db, eventId);
    if (!stored) return noEvent(eventId);
    const view = eventView(stored);
    const current = view.rounds.at(-1) ?? null;
    const round = current?.round ?? null;
    const featured = featuredTable(db, eventId);
    const standings = computeStandings(summaryOf(stored));
    // The figures the ranking reads first, as the standings screen words them (rankingFigure: the
    // keys are not the figures' names, 'match-points' is matchPoints); head to head compares a
    // group and is no entrant's figure, so the next key's is shown in its place.
    const keys = stored.settings.ranking.filter((k) => k !== 'head-to-head').slice(0, 2);
    const tables = current ? current.tables.map((t) => ({ table: t.table, sideNames: sideNames(stored, t), status: t.status, gamesWon: t.gamesWon, current: t.current, featured: t.table === featured })) : [];
    const started = current?.started ?? true;
    const find = current && !started ? current.tables.flatMap((t) => t.seats.map((s) => ({ name: s.name, table: t.table }))).sort((a, b) => a.name.localeCompare(b.name)) : null;
    let featuredView: DisplayState['featured'] = null;
    const ft = current?.tables.find((t) => t.table === featured);
    if (ft) {
      const game = ft.games.filter((g) => g.matchId !== null).at(-1) ?? null;
      const state = game?.matchId ? readMatchState(db, game.matchId) : null;
      const match: MatchView | null = state ? matchView(state.live.report, state.facts) : null;
      featuredView = { table: ft.table, sideNames: sideNames(stored, ft), recordSeats: ft.recordSeats, matchId: game?.matchId ?? null, game: game?.game ?? null, match };
    }
    return ok({
      eventId,
      eventName: stored.settings.name,
      round,
      rounds: view.rounds.length,
      roundsInAll: roundsInAll(summaryOf(stored)),
      tables,
      standings: standings.rows.map((r) => ({ place: r.place, entrant: r.entrant, name: r.name })),
      figures: standings.rows.map((r) => keys.map((k) => rankingFigure(r, k) ?? 0)),
      figureKeys: keys,
      clock: round === null ? null : clockView(clockOf(db, eventId, round), room.now()),
      findYourTable: find,
      featured: featuredView,
    });
  });
}

// ---- writes ---------------------------------------------------------------------------------------

/** A PIN's salted hash. */
function pinHash(salt: string, pin: string): string {
  return createHash('sha256').update(`${salt}:${pin}`).digest('hex');
}

function samePin(stored: { salt: string; hash: string }, pin: string): boolean {
  return timingSafeEqual(Buffer.from(pinHash(stored.salt, pin), 'hex'), Buffer.from(stored.hash, 'hex'));
}

type ConfirmInput = Parameters<ApiHandlers['confirmResult']>[0];

function confirmResult(db: Db, room: Room, input: ConfirmInput): ApiResult<TableState> {
  const { eventId, round, table, game, side } = input;
  const found = read(db, () => tableAt(db, eventId, round, table));
  if (!found.ok) return found;
  const at = found.value;
  if (at.round.closed) return eventApiError(roundClosedError(round, table));
  const g = at.view.games[game - 1];
  if (!g) return { ok: false, error: { code: 'event/no-such-game', message: `Table ${table} of round ${round} has ${at.view.games.length} games; there is no game ${game}.`, round, table, game, params: { round, table, game, games: at.view.games.length } } };
  if (!g.finished) return fail('room/not-finished', `Game ${game} is not finished yet: its result is confirmed once it is over.`, { game });
  if (side >= at.view.sides.length) return fail('input/invalid', `This table has ${at.view.sides.length} sides: there is no side ${side + 1}.`, { field: 'side' });
  const entrant = sideEntrants(at.stored, at.view)[side] ?? null;
  const stored = entrant === null ? null : pinOf(db, eventId, entrant);
  if (stored) {
    const who = `pin:${eventId}:${entrant}`;
    const wait = room.pins.wait(who);
    if (wait > 0) return fail('room/pin-slowed', `Too many wrong PINs for this side: try again in ${Math.ceil(wait / 1000)} seconds.`, { seconds: Math.ceil(wait / 1000) });
    if (input.pin === undefined) return fail('room/pin-needed', "This side chose a PIN at its first game: type it to confirm the result.", { side: side + 1 });
    if (!samePin(stored, input.pin)) {
      room.pins.wrong(who);
      return fail('room/wrong-pin', 'That is not the PIN this side chose: nothing was confirmed.', { side: side + 1 });
    }
  } else if (input.newPin !== undefined && entrant !== null) {
    const salt = randomBytes(16).toString('hex');
    setPin(db, eventId, entrant, { salt, hash: pinHash(salt, input.newPin) });
  }
  const ref = tableGames(db, eventId, round, table)[game - 1]!;
  confirmGame(db, eventId, { round, table, game }, ref.id, side, ref.score);
  return tableState(db, room, eventId, round, table);
}

function roundClosedError(round: number, table: number): EventError {
  return { code: 'event/round-closed', message: `Round ${round} is closed: the next round has been drawn from its results, so they can no longer change (table ${table}).`, round, table, game: null, hand: null, move: null, field: null, params: { round, table } };
}

/** The clock of the event's current round after `action`, or why not. */
function changeClock(db: Db, room: Room, input: Parameters<ApiHandlers['setClock']>[0]): ApiResult<RoomStatus> {
  const { eventId, action } = input;
  const round = lastRound(db, eventId);
  if (round === null) return fail('room/no-round', 'Draw a round first: the clock runs for the round being played.');
  const now = room.now();
  const at = new Date(now).toISOString();
  const clock = clockOf(db, eventId, round);
  if (action === 'set') {
    if (input.minutes === undefined) return fail('input/invalid', 'setClock: minutes: say how many minutes the round lasts.', { field: 'minutes' });
    const length = input.minutes * 60_000;
    putClock(db, eventId, { round, lengthMs: length, leftMs: length, startedAt: null, calledAt: null });
  } else if (action === 'reset') {
    write(db, () => sql(db, 'DELETE FROM room_clocks WHERE event_id = ? AND round = ?').run(eventId, round));
  } else {
    if (!clock) return fail('room/no-clock', "Set the round's length first.");
    const left = clockLeft(clock, now);
    if (action === 'start') putClock(db, eventId, { ...clock, leftMs: left, startedAt: clock.startedAt ?? at, calledAt: null });
    if (action === 'pause') putClock(db, eventId, { ...clock, leftMs: left, startedAt: null });
    if (action === 'call') putClock(db, eventId, { ...clock, leftMs: left, startedAt: null, calledAt: at });
  }
  return roomStatus(db, room, eventId);
}

function importTableGame(db: Db, input: Parameters<ApiHandlers['importTableGame']>[0]): ApiResult<import('./contract.ts').EventView> {
  const { eventId, round, table, text } = input;
  const parsed = parseRecord(text);
  if (!parsed.ok) return { ok: false, error: { code: parsed.error.code, message: parsed.error.message, ...(parsed.error.field !== null && { field: parsed.error.field }), round, table, params: parsed.error.params ?? {} } };
  const stored = addRecordedGame(db, eventId, round, table, parsed.value, ({ settings, seats, game }) =>
    checkTableRecord({ entry: settings.entry, rules: settings.rules, options: settings.options }, seats, parsed.value, { round, table, game }),
  );
  if (!stored.ok) return eventApiError(stored.error);
  const event = readStoredEvent(db, eventId);
  return event ? ok(eventView(event)) : noEvent(eventId);
}

// ---- the handlers ---------------------------------------------------------------------------------

export type RoomHandlers = Pick<ApiHandlers, Exclude<RoomMethod, 'setRoom'>>;

export function roomHandlersOver(db: Db, room: Room): RoomHandlers {
  const status = (eventId: number) => roomStatus(db, room, eventId);
  return {
    tableState: ({ eventId, round, table }) => tableState(db, room, eventId, round, table),
    tableStartGame: ({ eventId, round, table }) => {
      const found = read(db, () => tableAt(db, eventId, round, table));
      if (!found.ok) return found;
      const last = found.value.view.games.at(-1);
      if (last && last.matchId !== null && !last.finished && !found.value.round.closed) return ok({ matchId: last.matchId, game: last.game, created: false });
      const started = startGame(db, eventId, round, table);
      return started.ok ? ok({ ...started.value, created: true }) : eventApiError(started.error);
    },
    confirmResult: (input) => confirmResult(db, room, input),
    callReferee: ({ eventId, round, table }) => {
      const found = read(db, () => tableAt(db, eventId, round, table));
      if (!found.ok) return found;
      if (found.value.round.closed) return eventApiError(roundClosedError(round, table));
      callReferee(db, eventId, round, table);
      return tableState(db, room, eventId, round, table);
    },
    tablePaperScore: ({ eventId, round, table, game, score, confirmed }) => {
      // As the organizer's: a score the rules cannot leave is asked about first (issue 25 item 4).
      const done = setPaperScore(db, eventId, round, table, game ?? null, score, confirmed !== true);
      return done.ok ? tableState(db, room, eventId, round, table) : eventApiError(done.error);
    },
    tableWaiting: ({ eventId, round, table, waiting }) => {
      const key = tableKey(eventId, round, table);
      if (waiting === 0) room.waiting.delete(key);
      else room.waiting.set(key, waiting);
      return ok(null);
    },
    displayState: ({ eventId }) => displayState(db, room, eventId),
    roomStatus: ({ eventId }) => status(eventId),
    disconnectDevice: ({ eventId, device }) => {
      if (!disconnectDevice(db, eventId, device)) return fail('room/no-such-device', `Device ${device} is not connected to this event.`, { device });
      room.bus.publish({ kind: 'device', eventId, deviceId: device, origin: 'organizer' });
      return status(eventId);
    },
    clearCall: ({ eventId, round, table }) => {
      if (!clearCall(db, eventId, round, table)) return fail('room/no-call', `Table ${table} has no call for the referee open.`, { table });
      return status(eventId);
    },
    setClock: (input) => changeClock(db, room, input),
    featureTable: ({ eventId, table }) => {
      if (!eventExists(db, eventId)) return noEvent(eventId);
      setFeaturedTable(db, eventId, table);
      return status(eventId);
    },
    settleResult: ({ eventId, round, table, game }) => {
      const found = read(db, () => tableAt(db, eventId, round, table));
      if (!found.ok) return found;
      const g = found.value.view.games[game - 1];
      if (!g) return { ok: false, error: { code: 'event/no-such-game', message: `Table ${table} of round ${round} has no game ${game}.`, round, table, game, params: { round, table, game, games: found.value.view.games.length } } };
      if (!g.finished) return fail('room/not-finished', `Game ${game} is not finished yet: its result is confirmed once it is over.`, { game });
      const ref = tableGames(db, eventId, round, table)[game - 1]!;
      // For the sides that have not confirmed this score: a side's own confirmation stays its own.
      const confirmed = new Set(confirmationsOf(db, [ref.id]).filter((c) => JSON.stringify(c.score) === JSON.stringify(ref.score)).map((c) => c.side));
      write(db, () => {
        for (let side = 0; side < found.value.view.sides.length; side++) if (!confirmed.has(side)) confirmGame(db, eventId, { round, table, game }, ref.id, side, ref.score);
      });
      return status(eventId);
    },
    newDisplayCode: ({ eventId }) => {
      if (!eventExists(db, eventId)) return noEvent(eventId);
      replaceDisplayCode(db, eventId, newCode);
      return status(eventId);
    },
    importTableGame: (input) => importTableGame(db, input),
    roomTables: ({ eventId, round }) => roomTables(db, room, eventId, round),
  };
}
