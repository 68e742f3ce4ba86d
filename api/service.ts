/**
 * The contract (api/contract.ts) implemented over db/ and domain/, free of any transport: the
 * Electron main process and the HTTP server both hand it their requests through `call`.
 *
 * The service owns the database connection. A file that cannot be used (from a newer app, or
 * damaged) is not an exception that stops the app: every call then answers with that error, so
 * the screen can say what is wrong and offer to open another file (chooseDatabase).
 */
import type Database from 'better-sqlite3';
import type { Bone } from '../domain/bones.ts';
import type { BySeat, MatchCorrection, RecordError } from '../domain/record.ts';
import { writeRecord } from '../domain/record.ts';
import { safeFileName } from '../domain/file-name.ts';
import type { DominoError } from '../domain/result.ts';
import { DbError } from '../db/errors.ts';
import {
  appendMove,
  createMatch,
  listCorrections,
  listRenames,
  deleteMatch,
  restoreMatch,
  renameSeat,
  listMatchStates,
  loadRecord,
  readMatchState,
  redealHand,
  ruleHand,
  settleHand,
  startHand,
  undoLastMove,
} from '../db/matches.ts';
import { matchEventLink, matchEventLinks } from '../db/event-links.ts';
import { userVersion } from '../db/migrations.ts';
import { read } from '../db/sql.ts';
import { originOf, withOrigin } from '../db/origin.ts';
import { cannotOpen, inUse, isBusy, openDatabase } from '../db/open.ts';
import { idleCheckpoints } from '../db/checkpoint.ts';
import type { IdleCheckpointer } from '../db/checkpoint.ts';
import { API_ERROR_CODES, EVENT_QUERIES, ROOM_QUERIES, eventInputSchemas, internalError, invoke, roomInputSchemas } from './contract.ts';
import type { RoomMethod } from './contract.ts';
import type { EventMethod } from './contract.ts';
import type { ApiError, ApiHandlers, ApiMethod, ApiResult, DatabaseInfo, MatchSummary, MatchUpdate, MatchView } from './contract.ts';
import { eventHandlersOver, eventImported } from './event-service.ts';
import type { ImportMethod } from './import-check.ts';
import { importChecker, memoryRefusal } from './import-runner.ts';
import type { CheckAnswer, ImportChecker } from './import-runner.ts';
import { writeInSlices } from './staged-import.ts';
import { RULE_FAMILY_VIEWS } from './options.ts';
import { ALREADY_DONE, asShown, blockToSettle, handAt, mayStartHand, moveAt, onLastHand, settleOnce } from './preconditions.ts';
import { ORGANIZER, admit } from './access.ts';
import type { Caller } from './access.ts';
import { LiveBus } from './live.ts';
import type { LiveChange } from './live.ts';
import { Room, callerOf, callerOfDevice, closeFinishedRooms, joinRoom, roomHandlersOver, roomTables, setRoom } from './room-service.ts';
import type { JoinAnswer, RoomHost } from './room-service.ts';
import { deviceById } from '../db/room.ts';
import type { Origin } from '../db/origin.ts';
import { handViewAt, matchSummary, matchUpdate, matchView } from './views.ts';

type Db = Database.Database;

export interface ServiceOptions {
  /** The app's version, shown in the window. */
  readonly appVersion: string;
  /** Desktop only: shows an open-file dialog; the chosen path, or null when cancelled. */
  readonly chooseDatabaseFile?: () => Promise<string | null>;
  /** Where a bug's details go (the screen only ever sees 'internal'). */
  readonly logBug?: (method: ApiMethod, cause: unknown) => void;
  /**
   * Where the room listens (issue 24): browser mode's `--room`, or the desktop's listener started
   * when the organizer turns the room on. Left out, the room cannot be turned on here.
   */
  readonly roomHost?: RoomHost;
  /** The room's clock (the tests advance it: the slowing down of wrong codes, the round's clock). */
  readonly now?: () => number;
  /**
   * Where an import's text is checked (api/import-runner.ts): the worker's module, browser mode's
   * own unless said (the desktop app gives its build's; null checks in this thread); and the most
   * heap its check may use, in MB.
   */
  readonly importWorker?: URL | string | null;
  readonly importHeapMb?: number;
}

export interface Service {
  readonly handlers: ApiHandlers;
  /**
   * One request from a transport: input checked against the contract, a thrown bug turned into
   * 'internal'. `caller`: who asks (api/access.ts); the organizer when left out. A device or the
   * display is held to what the policy lists, its scope filled in, its writes marked as its own.
   */
  call(method: ApiMethod, raw: unknown, caller?: Caller): Promise<ApiResult<unknown>>;
  /** Every change the service's writes make, for the live pages (api/live.ts). */
  readonly bus: LiveBus;
  /** The room's state in this run (which events' rooms are on, the devices' streams …). */
  readonly room: Room;
  /** The room's listener's own steps, over the open file: joining with a code, and a credential's caller. */
  readonly roomAccess: RoomAccess;
  /**
   * An import's HTTP body as it came, read off the thread that answers moves (issue 25 item 23):
   * the answer `call` would give for it, or null for a body to read and `call` as any other.
   */
  importBody?(method: ImportMethod, body: Uint8Array): Promise<ApiResult<unknown> | null>;
  close(): void;
}

/** What the room's listener (server/room.ts) asks of the service besides the methods. */
export interface RoomAccess {
  join(code: unknown, address: string, agent: string): JoinAnswer;
  caller(token: string | undefined): ApiResult<Caller>;
  /** Why `caller` no longer reaches what it did (its live stream then ends, saying so), or null. */
  recheck(caller: Caller): ApiError | null;
  /** The live state of one table (the organizer's round screen's push). */
  tableLive(eventId: number, round: number, table: number): ApiResult<unknown>;
}

/** The service over a file, as the desktop holds it. */
export interface FileService extends Service {
  /**
   * Opens `path` (created empty when it does not exist) in place of the open file. Refused: the
   * reason, and the file open before stays open.
   */
  switchDatabase(path: string): ApiResult<DatabaseInfo>;
}

// ---- results ------------------------------------------------------------------------------------

function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

/** `params`: the facts the message names, so a screen can say it in its own language (renderer/src/refusal.ts). */
function fail(code: string, message: string, where: { hand?: number; field?: string; params?: ApiError['params'] } = {}): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message, ...where } };
}

/** The domain's and db's error shape (null where it does not apply) as the contract's. */
function apiError(e: RecordError | DominoError): { ok: false; error: ApiError } {
  const { code, message } = e;
  const r = e as Partial<RecordError>;
  return {
    ok: false,
    error: {
      code,
      message,
      ...(r.hand != null && { hand: r.hand }),
      ...(r.move != null && { move: r.move }),
      ...(r.field != null && { field: r.field }),
      ...(e.params && { params: e.params }),
    },
  };
}

function fromDbError(e: unknown): { ok: false; error: ApiError } | null {
  return e instanceof DbError ? fail(e.code, e.message, e.params ? { params: e.params } : {}) : null;
}

// ---- helpers ------------------------------------------------------------------------------------

/** By-seat arrays (the contract) as the record's by-seat maps ("0" … "3"). */
function bySeat<T>(values: readonly (T | null)[] | undefined): BySeat<T> | undefined {
  // A seat sent as null is not given (the scoring does not read it): left out of the map.
  return values === undefined ? undefined : Object.fromEntries(values.flatMap((v, s) => (v === null ? [] : [[String(s), v] as const])));
}

function noMatch(matchId: number) {
  return fail('db/no-such-match', `There is no match ${matchId}.`, { params: { match: matchId } });
}

/** A file name for an exported record: its date and the players, in characters every system accepts. */
export function exportFileName(seats: readonly string[], updatedAt: string): string {
  return safeFileName(`${updatedAt.slice(0, 10)} ${seats.join(' ')}`, 'json', 'match');
}

// ---- the service over one open database ---------------------------------------------------------

function viewOf(db: Db, matchId: number): ApiResult<MatchView> {
  const state = readMatchState(db, matchId);
  if (!state) return noMatch(matchId);
  // The event game it records, if any (issue 17): the screen offers "back to round 3".
  const link = matchEventLink(db, matchId);
  const view = matchView(state.live.report, state.facts);
  return ok(link ? { ...view, event: link } : view);
}

function written(db: Db, matchId: number, result: { ok: true } | { ok: false; error: RecordError }): ApiResult<MatchView> {
  return result.ok ? viewOf(db, matchId) : apiError(result.error);
}

/**
 * The answer to a move recorded or taken back in hand `handsFrom`: the summaries of earlier hands
 * left out (MatchUpdate). `undid` says whether the command added a correction.
 */
function updated(db: Db, matchId: number, handsFrom: number, undid: boolean): ApiResult<MatchUpdate> {
  const state = readMatchState(db, matchId);
  if (!state) return noMatch(matchId);
  const { facts } = state;
  return ok(matchUpdate(state.live.report, facts, handsFrom, facts.corrections - (undid ? 1 : 0)));
}

/** The list's matches (or the deleted ones), each with the event game it records, if any. */
function summaries(db: Db, which: { readonly deleted?: boolean }): MatchSummary[] {
  const links = matchEventLinks(db);
  return listMatchStates(db, which).map(({ live, facts }) => {
    const summary = matchSummary(live.report, facts);
    const link = links.get(summary.id);
    return link ? { ...summary, event: link } : summary;
  });
}

/**
 * A match's moves taken back and players renamed, oldest first (a stable sort keeps each kind's
 * own order where two share a time): what the export carries and the replay lists.
 */
function allCorrections(db: Db, matchId: number): MatchCorrection[] {
  return [...listCorrections(db, matchId), ...listRenames(db, matchId)].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}

/**
 * A record file's check answered (api/import-check.ts: in a worker; a file that is not JSON gets
 * its own clear message, a refused pose says why as the referee does, and a file over the
 * referee's 16 MB is refused unread, as the referee says it): the refusal, or the match written in
 * slices between other requests (api/staged-import.ts) and its view: issue 25 item 23.
 */
async function recordImported(db: Db, checked: CheckAnswer<'record'>): Promise<ApiResult<MatchView>> {
  if (checked.kind === 'memory') return memoryRefusal(checked.heapMb);
  if (!checked.ok) return apiError(checked.error);
  return viewOf(db, await writeInSlices(db, checked.slices, (ids) => ids[0]!));
}

type DbHandlers = Omit<ApiHandlers, 'appVersion' | 'databaseInfo' | 'chooseDatabase' | 'newDatabase' | 'listOptions' | 'setRoom'>;

function handlersOver(db: Db, room: Room, checker: ImportChecker): DbHandlers {
  return {
    ...eventHandlersOver(db, checker),
    ...roomHandlersOver(db, room),
    listMatches: () => ok(summaries(db, {})),
    listDeletedMatches: () => ok(summaries(db, { deleted: true })),
    deleteMatch: ({ matchId }) => {
      const deleted = deleteMatch(db, matchId);
      return deleted.ok ? ok(null) : apiError(deleted.error);
    },
    restoreMatch: ({ matchId }) => {
      const restored = restoreMatch(db, matchId);
      return restored.ok ? viewOf(db, matchId) : apiError(restored.error);
    },
    renameSeat: ({ matchId, seat, name }) => {
      const renamed = renameSeat(db, matchId, seat, name);
      return renamed.ok ? viewOf(db, matchId) : apiError(renamed.error);
    },
    createMatch: (input) => {
      const made = createMatch(db, { rules: input.rules, seats: input.seats, ...(input.options && { options: input.options }) });
      return made.ok ? viewOf(db, made.value) : apiError(made.error);
    },
    getMatch: ({ matchId }) => viewOf(db, matchId),
    // Each command's checks run inside its write transaction (api/preconditions.ts), so that
    // another window or process cannot change the match between the check and the write.
    startHand: ({ matchId, dealt, hand }) => {
      const dealtMap = bySeat<readonly Bone[]>(dealt);
      const started = startHand(db, matchId, dealtMap ? { dealt: dealtMap } : {}, hand === undefined ? mayStartHand : handAt(hand));
      // Started already (a device sending it again after a drop): the match as it is.
      if (!started.ok && started.error.code === ALREADY_DONE) return viewOf(db, matchId);
      return written(db, matchId, started);
    },
    recordMove: ({ matchId, hand, move, at }) => {
      // With its place (a device's), a move sent again is found where it was stored (moveAt).
      const precondition = at === undefined ? onLastHand(hand) : moveAt(hand, at, move);
      const saved = 'redeal' in move ? redealHand(db, matchId, hand, move.seat, precondition) : appendMove(db, matchId, hand, move, precondition);
      if (saved.ok || saved.error.code === ALREADY_DONE) return updated(db, matchId, hand, false);
      return apiError(saved.error);
    },
    undoMove: ({ matchId, shown }) => {
      const undone = undoLastMove(db, matchId, shown && asShown(shown));
      // The hand the move was taken back from; a hand just started after it is dropped with it.
      return undone.ok ? updated(db, matchId, undone.value.hand, true) : apiError(undone.error);
    },
    settleBlock: ({ matchId, hand, left, pips }) => {
      const holdings = { ...(left && { left: bySeat(left)! }), ...(pips && { pips: bySeat(pips)! }) };
      // A device's settlement may come twice (it resends what it never heard answered): the same
      // holdings on a hand settled already are done already. The organizer's screens are told.
      const settled = settleHand(db, matchId, hand, holdings, originOf(db) === 'organizer' ? blockToSettle(hand) : settleOnce(hand, holdings));
      // Settled already with these holdings (a device sending it again): the match as it is.
      if (!settled.ok && settled.error.code === ALREADY_DONE) return viewOf(db, matchId);
      return written(db, matchId, settled);
    },
    ruleHand: ({ matchId, hand, ruling }) => written(db, matchId, ruleHand(db, matchId, hand, ruling, onLastHand(hand))),
    importRecord: async ({ text }) => recordImported(db, await checker.check('record', text)),
    // One read transaction each: the record, its corrections and its facts of one moment, even
    // with another process writing to the file meanwhile (issue 18 item 12's sweep).
    exportRecord: ({ matchId }) =>
      read(db, () => {
        const state = readMatchState(db, matchId);
        if (!state) return noMatch(matchId);
        const record = loadRecord(db, matchId);
        // The file carries the match's corrections too, so a referee reading it sees every undo and
        // every rename, in the order they were made.
        const corrections = allCorrections(db, matchId);
        const text = writeRecord(corrections.length === 0 ? record : { ...record, corrections });
        return ok({ fileName: exportFileName(record.seats, state.facts.updatedAt), text });
      }),
    listCorrections: ({ matchId }) => read(db, () => (readMatchState(db, matchId) ? ok(allCorrections(db, matchId)) : noMatch(matchId))),
    viewHand: ({ matchId, hand, moves }) => {
      const state = readMatchState(db, matchId);
      if (!state) return noMatch(matchId);
      const view = handViewAt(state.live.report, hand, moves);
      return view.ok ? view : fail(view.error.code, view.error.message, { hand, field: 'hand', params: view.error.params });
    },
  };
}

// ---- opening files ------------------------------------------------------------------------------

/** Why browser mode offers no other database file: it has no facts to carry. */
const BROWSER_DATABASE = 'In browser mode the database is the file given with --db when the server was started.';

type Opened =
  | { readonly db: Db; readonly path: string; readonly checkpoints: IdleCheckpointer }
  | { readonly error: ApiError; readonly path: string };

/** How long a credential's caller is trusted without reading it again (see `callers` in openService). */
const CALLER_TTL_MS = 5_000;
/** How soon after a write to an event whose room is on the service looks whether its evening is over. */
const CLOSE_CHECK_MS = 1_000;
const MAX_CALLERS = 10_000;

/** The methods that write: after each, the log is folded into the file once things are quiet. */
const WRITES: ReadonlySet<keyof DbHandlers> = new Set<keyof DbHandlers>([
  'createMatch',
  'startHand',
  'recordMove',
  'undoMove',
  'settleBlock',
  'ruleHand',
  'importRecord',
  ...(Object.keys(eventInputSchemas) as EventMethod[]).filter((m) => !EVENT_QUERIES.has(m)),
  ...(Object.keys(roomInputSchemas) as RoomMethod[]).filter((m): m is Exclude<RoomMethod, 'setRoom'> => !ROOM_QUERIES.has(m) && m !== 'setRoom'),
]);

function open(path: string): Opened {
  try {
    const db = openDatabase(path);
    return { db, path, checkpoints: idleCheckpoints(db) };
  } catch (e) {
    // Anything else the opening threw: no database could be had at that path.
    return { error: fromDbError(e instanceof DbError ? e : cannotOpen(path, (e as Error).message))!.error, path };
  }
}

/**
 * Refusals that can pass without the file changing: another program lets go of it, or writing to
 * it is allowed again. The file is tried again on the next call, which is what the screen's "Try
 * again" sends (issue 18 item 14: a locked file stayed refused until the app was restarted).
 */
const PASSING: ReadonlySet<string> = new Set(['db/in-use', 'db/read-only']);

function closeOpened(opened: Opened): void {
  if (!('db' in opened)) return;
  opened.checkpoints.stop();
  opened.db.close();
}

/**
 * The service over the database at `path`, opened (and migrated, after a dated backup) here.
 * A file that cannot be used leaves the service answering every call with the reason.
 */
export function openService(path: string, options: ServiceOptions): FileService {
  let opened = open(path);
  const bus = new LiveBus();
  const room = new Room(options.roomHost ?? null, bus, options.now);
  /**
   * Where the write now running comes from (db/origin.ts), set by `call` around the handler's
   * synchronous part (every handler over the database runs synchronously from its start to its
   * answer: better-sqlite3), read by `overDb`.
   */
  let origin: Origin | null = null;
  const checker = importChecker({ ...(options.importWorker !== undefined && { worker: options.importWorker }), ...(options.importHeapMb !== undefined && { heapMb: options.importHeapMb }) });

  function info(db: Db, at: string): DatabaseInfo {
    return { path: at, version: userVersion(db) };
  }

  // Every method that needs the database goes through here: the open file's handlers (made once
  // per file, not on every request), or the reason there is none. DbErrors thrown by a query (a
  // damaged row) are answers too.
  let handlersOf: { db: Db; handlers: DbHandlers } | null = null;
  const retried = (): Opened => {
    if ('error' in opened && PASSING.has(opened.error.code)) opened = open(opened.path);
    return opened;
  };
  /** `run` over the open file (`db`, its handlers), or the reason there is none; its failures made answers. */
  const overOpen = (method: keyof DbHandlers, run: (db: Db, handlers: DbHandlers) => ApiResult<unknown> | Promise<ApiResult<unknown>>): ApiResult<unknown> | Promise<ApiResult<unknown>> => {
    const now = retried();
    if ('error' in now) return { ok: false, error: now.error };
    if (handlersOf?.db !== now.db) handlersOf = { db: now.db, handlers: handlersOver(now.db, room, checker) };
    // Only a write made counts towards folding the log in: a refusal wrote nothing.
    const answered = (answer: ApiResult<unknown>): ApiResult<unknown> => {
      if (WRITES.has(method) && answer.ok) now.checkpoints.wrote();
      return answer;
    };
    const failed = (e: unknown): ApiResult<unknown> => {
      const known = fromDbError(e);
      if (known) return known;
      // Another program held the lock past the busy timeout (db/open.ts): nothing was written,
      // and it may let go, so "Try again" (issue 25 item 21: this answered `internal`, a bug).
      if (isBusy(e)) return fromDbError(inUse(now.path, (e as Error).message))!;
      throw e;
    };
    try {
      // An import answers later (api/staged-import.ts): its failures are answers too.
      const answer = run(now.db, handlersOf.handlers);
      return answer instanceof Promise ? answer.then(answered, failed) : answered(answer);
    } catch (e) {
      return failed(e);
    }
  };
  const overDb = <M extends keyof DbHandlers>(method: M): DbHandlers[M] =>
    ((input: never) => {
      // The origin of this call (set by `call` around its synchronous part), for the write's rows.
      const from = origin;
      return overOpen(method, (db, handlers) => {
        const run = () => (handlers[method] as (input: never) => ApiResult<unknown> | Promise<ApiResult<unknown>>)(input);
        const answer = from === null ? run() : withOrigin(db, from, run);
        // And the live pages hear of a write made (api/live.ts), whichever transport carried it.
        const heard = (done: ApiResult<unknown>): ApiResult<unknown> => {
          if ((WRITES.has(method) || method === 'tableWaiting') && done.ok) afterWrite(db, method, input as Record<string, unknown>, from ?? 'organizer');
          return done;
        };
        return answer instanceof Promise ? answer.then(heard) : heard(answer);
      });
    }) as DbHandlers[M];

  /**
   * An import's HTTP body, read and checked in the worker rather than decoded and parsed here
   * (api/import-check.ts `checkImportBody`), then written as `importRecord` or `importEvent` writes
   * it. Null for a body to read as any other (a small one, or not plain `{ "text": … }`).
   */
  async function importBody(method: ImportMethod, body: Uint8Array): Promise<ApiResult<unknown> | null> {
    try {
      const checked = await checker.checkBody(method, body);
      if (checked === null || checked.kind === 'unread') return null;
      if (checked.kind === 'input') return { ok: false, error: checked.error };
      return await overOpen(method, (db) =>
        method === 'importRecord' ? recordImported(db, checked as CheckAnswer<'record'>) : eventImported(db, checked as CheckAnswer<'event'>),
      );
    } catch (cause) {
      options.logBug?.(method, cause);
      return { ok: false, error: internalError() };
    }
  }

  function switchDatabase(path: string): ApiResult<DatabaseInfo> {
    const next = open(path);
    // A file that cannot be used is refused and the current one stays open.
    if ('error' in next) return { ok: false, error: next.error };
    closeOpened(opened);
    // Another file's credentials and rooms are not this one's.
    callers.clear();
    room.open.clear();
    opened = next;
    return ok(info(next.db, next.path));
  }

  const handlers: ApiHandlers = {
    appVersion: () => ok(options.appVersion),
    databaseInfo: () => {
      const now = retried();
      return 'error' in now ? { ok: false, error: now.error } : ok(info(now.db, now.path));
    },
    chooseDatabase: async () => {
      if (!options.chooseDatabaseFile) {
        return fail(API_ERROR_CODES.unsupported, BROWSER_DATABASE, { params: {} });
      }
      const chosen = await options.chooseDatabaseFile();
      if (chosen === null) return ok(null);
      return switchDatabase(chosen);
    },
    // The desktop session answers this itself (electron/desktop-api.ts: a save dialog, and a file
    // that is already there refused); the service alone is browser mode's, on its --db file.
    newDatabase: () => fail(API_ERROR_CODES.unsupported, BROWSER_DATABASE, { params: {} }),
    listOptions: () => ok(RULE_FAMILY_VIEWS),
    listMatches: overDb('listMatches'),
    createMatch: overDb('createMatch'),
    getMatch: overDb('getMatch'),
    startHand: overDb('startHand'),
    recordMove: overDb('recordMove'),
    undoMove: overDb('undoMove'),
    settleBlock: overDb('settleBlock'),
    ruleHand: overDb('ruleHand'),
    importRecord: overDb('importRecord'),
    exportRecord: overDb('exportRecord'),
    viewHand: overDb('viewHand'),
    listCorrections: overDb('listCorrections'),
    deleteMatch: overDb('deleteMatch'),
    restoreMatch: overDb('restoreMatch'),
    listDeletedMatches: overDb('listDeletedMatches'),
    renameSeat: overDb('renameSeat'),
    // The event methods (issue 17, api/event-service.ts), each over the open file like the above.
    ...(Object.fromEntries((Object.keys(eventInputSchemas) as EventMethod[]).map((m) => [m, overDb(m)])) as Pick<ApiHandlers, EventMethod>),
    // The room's (issue 24, api/room-service.ts); turning it on may start a listener: not one write.
    ...(Object.fromEntries((Object.keys(roomInputSchemas) as RoomMethod[]).filter((m) => m !== 'setRoom').map((m) => [m, overDb(m as Exclude<RoomMethod, 'setRoom'>)])) as Pick<
      ApiHandlers,
      Exclude<RoomMethod, 'setRoom'>
    >),
    setRoom: (input) => {
      const now = retried();
      return 'error' in now ? { ok: false, error: now.error } : setRoom(now.db, room, input);
    },
  };

  /** The open database, or why there is none. */
  const database = (): { db: Db } | { error: ApiError } => {
    const now = retried();
    return 'error' in now ? { error: now.error } : { db: now.db };
  };

  /**
   * The change a write made, for the live pages (api/live.ts): a table's when the input names a
   * match that is an event's game, or a round and table; the event's when it names only the event.
   */
  function published(db: Db, method: ApiMethod, input: Record<string, unknown>, from: string): LiveChange | null {
    if (method === 'setClock') return { kind: 'clock', eventId: input['eventId'] as number, origin: from };
    if (method === 'setRoom' || method === 'disconnectDevice') return null; // said by the room itself
    if (typeof input['matchId'] === 'number') {
      const link = matchEventLink(db, input['matchId']);
      return link ? { kind: 'table', eventId: link.eventId, round: link.round, table: link.table, origin: from } : null;
    }
    if (typeof input['eventId'] !== 'number') return null;
    if (typeof input['round'] === 'number' && typeof input['table'] === 'number') {
      return { kind: 'table', eventId: input['eventId'], round: input['round'], table: input['table'], origin: from };
    }
    return { kind: 'event', eventId: input['eventId'], origin: from };
  }

  /** After a write: its change to the live pages, and the room of an evening now over turned off. */
  function afterWrite(db: Db, method: ApiMethod, input: Record<string, unknown>, from: string): void {
    const change = published(db, method, input, from);
    if (!change) return;
    bus.publish(change);
    // The evening over (its last round's results all in and confirmed): its room goes off (issue
    // 24). Looked at once a second at most, after the writes that could end it.
    if (room.open.has(change.eventId) && change.kind !== 'clock') closeSoon(db);
  }

  let closing: NodeJS.Timeout | null = null;
  function closeSoon(db: Db): void {
    if (closing) return;
    closing = setTimeout(() => {
      closing = null;
      const at = database();
      if ('db' in at && at.db === db && db.open) void closeFinishedRooms(db, room);
    }, CLOSE_CHECK_MS);
    closing.unref();
  }

  async function call(method: ApiMethod, raw: unknown, caller: Caller = ORGANIZER): Promise<ApiResult<unknown>> {
    let input = raw;
    if (caller.kind !== 'organizer') {
      const at = database();
      if ('error' in at) return { ok: false, error: at.error };
      const admitted = admit(at.db, caller, method, raw);
      if (!admitted.ok) return admitted;
      input = admitted.value;
    }
    origin = caller.kind === 'organizer' ? null : `device:${caller.deviceId}`;
    try {
      return invoke(handlers, method, input, (cause) => options.logBug?.(method, cause));
    } finally {
      origin = null;
    }
  }

  const withOpen = <T>(fn: (db: Db) => ApiResult<T>): ApiResult<T> => {
    const at = database();
    return 'error' in at ? { ok: false, error: at.error } : fn(at.db);
  };

  /**
   * The callers of credentials seen lately: a device's every request would otherwise read its
   * credential, code, round and seating again (five queries before its move). What a credential
   * reaches changes only with its event (a round drawn, the room off: an 'event' change) or its
   * device cut off (a 'device' change), which drop the event's entries; and at most every
   * CALLER_TTL_MS, for a change made by another process on the same file.
   */
  const callers = new Map<string, { readonly caller: Caller; readonly until: number }>();
  bus.subscribe((change) => {
    if (change.kind !== 'event' && change.kind !== 'device') return;
    for (const [token, seen] of callers) if (seen.caller.kind !== 'organizer' && seen.caller.eventId === change.eventId) callers.delete(token);
  });
  const clock = options.now ?? Date.now;

  const roomAccess: RoomAccess = {
    join: (code, address, agent) => {
      const at = database();
      return 'error' in at ? { ok: false, status: 401, error: at.error } : joinRoom(at.db, room, code, address, agent);
    },
    caller: (token) => {
      const seen = token === undefined ? undefined : callers.get(token);
      if (seen && seen.until > clock()) return { ok: true, value: seen.caller };
      const found = withOpen((db) => callerOf(db, room, token));
      if (found.ok && token !== undefined) {
        if (callers.size >= MAX_CALLERS) callers.clear();
        callers.set(token, { caller: found.value, until: clock() + CALLER_TTL_MS });
      }
      return found;
    },
    recheck: (caller) => {
      if (caller.kind === 'organizer') return null;
      const again = withOpen((db) => callerOfDevice(room, deviceById(db, caller.deviceId), db));
      return again.ok ? null : again.error;
    },
    tableLive: (eventId, round, table) => withOpen((db) => {
      const tables = roomTables(db, room, eventId, round, table);
      return tables.ok ? { ok: true, value: tables.value[0] ?? null } : tables;
    }),
  };

  return {
    handlers,
    call,
    bus,
    room,
    roomAccess,
    importBody,
    switchDatabase,
    close: () => {
      if (closing) clearTimeout(closing);
      closing = null;
      closeOpened(opened);
    },
  };
}
