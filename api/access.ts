/**
 * Who may call what (issue 24: "The question 'who may call this' is new: give it its own small
 * room (the credential kinds and what each may call, as data), in front of the api, so that a
 * method added later is refused to devices until it is listed").
 *
 * Three kinds of caller:
 * - the organizer: the app's own screens on this machine (the desktop window over IPC, browser
 *   mode on 127.0.0.1). It may call every method; the room's listener never answers as it.
 * - a table's device: a phone, tablet or laptop that joined with its table's code. Its credential
 *   names one event, one round and one table; it reaches that table's games and nothing else.
 * - the room's display: a projector's browser that joined with the event's display code. It
 *   reads the event's display state and nothing else.
 *
 * `POLICY` lists, for each kind but the organizer, the methods it may call and how each is held to
 * the caller's own table or event (its scope). A method not listed is refused to that kind, so a
 * method added to the contract later is closed to devices until someone opens it here on purpose.
 * The check runs before the input's schema, on the raw input: the scope's fields are filled in
 * from the credential (a device need not know its event's id) and any other value is refused, so
 * a device cannot even name another table. What a method then does is the service's, unchanged.
 *
 * Home Assistant's auth/permissions (a policy as data, checked in one function) is the model.
 */
import type Database from 'better-sqlite3';
import { matchEventLink } from '../db/event-links.ts';
import { API_ERROR_CODES } from './contract.ts';
import type { ApiError, ApiMethod } from './contract.ts';

type Db = Database.Database;

export interface OrganizerCaller {
  readonly kind: 'organizer';
}

export interface DeviceCaller {
  readonly kind: 'device';
  /** room_devices row: its writes are marked `device:N` (db/origin.ts). */
  readonly deviceId: number;
  readonly eventId: number;
  readonly round: number;
  readonly table: number;
}

export interface DisplayCaller {
  readonly kind: 'display';
  readonly deviceId: number;
  readonly eventId: number;
}

export type Caller = OrganizerCaller | DeviceCaller | DisplayCaller;

export const ORGANIZER: OrganizerCaller = { kind: 'organizer' };

/**
 * How a listed method is held to the caller:
 * - `open`: nothing to hold (the app's version, the options' words);
 * - `own-table`: the input's `eventId`, `round` and `table` are the device's (filled in when left out);
 * - `table-match`: the input's `matchId` is a game of the device's table in its round;
 * - `own-event`: the input's `eventId` is the display's (filled in when left out).
 */
export type Scope = 'open' | 'own-table' | 'table-match' | 'own-event';

export const POLICY = {
  device: {
    appVersion: 'open',
    listOptions: 'open',
    tableState: 'own-table',
    tableStartGame: 'own-table',
    confirmResult: 'own-table',
    callReferee: 'own-table',
    tablePaperScore: 'own-table',
    tableWaiting: 'own-table',
    getMatch: 'table-match',
    exportRecord: 'table-match',
    viewHand: 'table-match',
    listCorrections: 'table-match',
    startHand: 'table-match',
    recordMove: 'table-match',
    undoMove: 'table-match',
    settleBlock: 'table-match',
  },
  display: {
    appVersion: 'open',
    listOptions: 'open',
    displayState: 'own-event',
  },
} as const satisfies Record<Exclude<Caller['kind'], 'organizer'>, Partial<Record<ApiMethod, Scope>>>;

/** The scope of `method` for a device or display, or null when that kind may not call it. */
export function scopeOf(kind: Exclude<Caller['kind'], 'organizer'>, method: ApiMethod): Scope | null {
  const listed = POLICY[kind] as Partial<Record<ApiMethod, Scope>>;
  return Object.hasOwn(listed, method) ? listed[method]! : null;
}

function refused(code: string, message: string, params: Readonly<Record<string, string | number>> = {}): { ok: false; error: ApiError } {
  return { ok: false, error: { code, message, params } };
}

const forbidden = (method: string) =>
  refused(API_ERROR_CODES.roomForbidden, `A table's device or the room's display cannot do that (${method}): only the organizer can.`, { method });

const otherTable = () => refused(API_ERROR_CODES.roomOtherTable, "This device reaches only its own table's games: nothing was done.");

/**
 * The raw input with the caller's scope filled in, or the refusal: a method the caller's kind may
 * not call, or an input naming another table, event or match. `db` answers which table a match is
 * a game of. The organizer's input is returned as it is.
 */
export function admit(db: Db, caller: Caller, method: ApiMethod, raw: unknown): { ok: true; value: unknown } | { ok: false; error: ApiError } {
  if (caller.kind === 'organizer') return { ok: true, value: raw };
  const scope = scopeOf(caller.kind, method);
  if (scope === null) return forbidden(method);
  if (scope === 'open') return { ok: true, value: raw };
  // Anything but an object (or nothing) is left to the schema to refuse, as for the organizer.
  if (raw !== undefined && raw !== null && (typeof raw !== 'object' || Array.isArray(raw))) return { ok: true, value: raw };
  const input: Record<string, unknown> = raw === undefined || raw === null ? {} : { ...(raw as Record<string, unknown>) };
  const fill = (key: string, value: number): boolean => {
    if (input[key] === undefined) input[key] = value;
    return input[key] === value;
  };
  switch (scope) {
    case 'own-table':
      if (caller.kind !== 'device') return forbidden(method);
      return fill('eventId', caller.eventId) && fill('round', caller.round) && fill('table', caller.table) ? { ok: true, value: input } : otherTable();
    case 'own-event':
      return fill('eventId', caller.eventId) ? { ok: true, value: input } : otherTable();
    case 'table-match': {
      if (caller.kind !== 'device') return forbidden(method);
      const matchId = input['matchId'];
      // A match id that is not one is the schema's to refuse, with its usual words.
      if (typeof matchId !== 'number' || !Number.isSafeInteger(matchId)) return { ok: true, value: input };
      const link = matchEventLink(db, matchId);
      const own = link !== null && link.eventId === caller.eventId && link.round === caller.round && link.table === caller.table;
      return own ? { ok: true, value: input } : otherTable();
    }
  }
}
