/**
 * The room's part of the contract (issue 24: a device at every table, the organizer's round live,
 * a display for the room): the inputs and answers of the room methods, which api/contract.ts merges
 * into the app's one contract as it does the event methods.
 *
 * Three kinds of method, by who calls them (api/access.ts says who may call what, as data):
 * - a table's device: its table's state, starting its next game, confirming a result, calling
 *   the referee, a paper score, how many moves wait on it. Their input names the table (event,
 *   round, table); over the room's network the access layer fills these in from the device's
 *   credential and refuses any other table, so a device cannot even ask for one.
 * - the room's display: the event's display state (its event filled in likewise).
 * - the organizer, on this machine only: the room on and off, its codes and devices, the log of
 *   join attempts, the clock, the featured table, a result settled, a table's game imported.
 *
 * Counting as the event methods count: rounds and games from 1, tables by their number.
 */
import { z } from 'zod';
import { MAX_GAMES, MAX_ROUNDS, MAX_SCORE, MAX_TABLES } from '../domain/events/format.ts';
import type { FamilyOptions } from '../domain/families/index.ts';
import type { RuleFamily } from '../domain/rules.ts';
import { MAX_RECORD_BYTES } from '../domain/record.ts';
import type { EntrantId, Entry, EventGameView, EventTableView, RoundFormat, StandingRow } from './event-contract.ts';

const eventId = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const roundNumber = z.int().min(1).max(MAX_ROUNDS);
const tableNumber = z.int().min(1).max(MAX_TABLES);
const gameNumber = z.int().min(1).max(MAX_GAMES);
const points = z.int().min(0).max(MAX_SCORE);
/** A pair's PIN: four digits, as a bank card's. */
const pin = z.string().regex(/^\d{4}$/, 'a PIN is four digits');

/** A table, as a device's credential names it. */
const tableScope = { eventId, round: roundNumber, table: tableNumber };

/** The most minutes a round's clock may run: a whole day. */
export const MAX_CLOCK_MINUTES = 24 * 60;

export const roomInputSchemas = {
  // ---- a table's device ----
  /** The table as its device shows it: the seats, the games, what waits for confirmation, the clock. */
  tableState: z.strictObject(tableScope),
  /** The table's next game (or the one in play), recorded bone by bone from the device. */
  tableStartGame: z.strictObject(tableScope),
  /**
   * One side confirms a finished game's result as it stands. `pin`: the side's PIN when its pair
   * has chosen one; `newPin`: a PIN chosen now (only while the pair has none).
   */
  confirmResult: z.strictObject({ ...tableScope, game: gameNumber, side: z.int().min(0).max(3), pin: pin.optional(), newPin: pin.optional() }),
  /** Flags the table on the organizer's round screen until the organizer clears it. */
  callReferee: z.strictObject(tableScope),
  /** A paper game's final score from the device (`game` replaces that game; left out, the next). */
  tablePaperScore: z.strictObject({ ...tableScope, game: gameNumber.optional(), score: z.array(points).min(2).max(4), confirmed: z.boolean().optional() }),
  /** How many moves wait on the device to be sent (it says so whenever the count changes). */
  tableWaiting: z.strictObject({ ...tableScope, waiting: z.int().min(0).max(100_000) }),

  // ---- the room's display ----
  displayState: z.strictObject({ eventId }),

  // ---- the organizer ----
  roomStatus: z.strictObject({ eventId }),
  /**
   * The room on or off for the event. On: at `address` (one of roomStatus's `addresses`) and
   * `port` (0 or left out: the one shown, or one the system picks); where the room's address is
   * fixed (browser mode's --room), they are left out.
   */
  setRoom: z.strictObject({ eventId, open: z.boolean(), address: z.string().max(100).optional(), port: z.int().min(0).max(65535).optional() }),
  /** Cuts a device off at once; it then says so. */
  disconnectDevice: z.strictObject({ eventId, device: z.int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  /** Clears a table's call for the referee. */
  clearCall: z.strictObject({ eventId, round: roundNumber, table: tableNumber }),
  /**
   * The current round's clock: `set` its length in minutes (stopped, full), `start`, `pause`,
   * `call` time (shown on every device), `reset` (no clock).
   */
  setClock: z.strictObject({ eventId, action: z.enum(['set', 'start', 'pause', 'call', 'reset']), minutes: z.int().min(1).max(MAX_CLOCK_MINUTES).optional() }),
  /** The table the display shows bone by bone; null for none. */
  featureTable: z.strictObject({ eventId, table: tableNumber.nullable() }),
  /** The organizer settles a game's result in place of the sides' confirmations. */
  settleResult: z.strictObject({ eventId, round: roundNumber, table: tableNumber, game: gameNumber }),
  /** The display's code made anew: displays that joined with the old one reach nothing. */
  newDisplayCode: z.strictObject({ eventId }),
  /**
   * A game recorded in another copy of the app (its exported record file), as the table's next
   * game: checked against the table's seats and the event's rules and options.
   */
  importTableGame: z.strictObject({ eventId, round: roundNumber, table: tableNumber, text: z.string().max(MAX_RECORD_BYTES) }),
  /** The live state of each table of a round, as the round screen shows it (then kept up by the live stream). */
  roomTables: z.strictObject({ eventId, round: roundNumber }),
} as const;

export type RoomMethod = keyof typeof roomInputSchemas;

/** The room methods that only read; the others write (or change the room's state). */
export const ROOM_QUERIES: ReadonlySet<RoomMethod> = new Set(['tableState', 'displayState', 'roomStatus', 'roomTables']);

// ---- answers --------------------------------------------------------------------------------------

/** The round's clock as every screen draws it: what is left is `leftMs` less the time since `startedAt` (running). */
export interface ClockView {
  readonly round: number;
  readonly lengthMs: number;
  readonly leftMs: number;
  /** Running since; null while stopped. */
  readonly startedAt: string | null;
  /** Time called (shown on every table's device). */
  readonly calledAt: string | null;
  /** The server's time when it answered, to draw the clock right on a device whose own clock is off. */
  readonly serverNow: string;
}

/** A side's confirmation of a game. */
export interface SideConfirmation {
  readonly side: number;
  readonly at: string;
  /** 'organizer' when the organizer settled it, else the device's. */
  readonly by: 'device' | 'organizer';
}

/** A game of the table as its device shows it: the event's view and its confirmations. */
export interface TableGameView extends EventGameView {
  /** The sides that confirmed this game at its present score. */
  readonly confirmed: readonly SideConfirmation[];
  /** Finished, and some side has not confirmed it yet. */
  readonly awaiting: boolean;
}

export interface TableState {
  readonly eventId: number;
  readonly eventName: string;
  readonly rules: RuleFamily;
  readonly family: string;
  readonly options: FamilyOptions;
  readonly optionsText: readonly string[];
  readonly entry: Entry;
  readonly roundFormat: RoundFormat;
  readonly round: number;
  readonly table: number;
  /** The round is closed (the next drawn): the device reaches nothing more. */
  readonly closed: boolean;
  readonly seats: EventTableView['seats'];
  readonly recordSeats: readonly string[];
  readonly sides: readonly (readonly number[])[];
  /** Each side's name as the table says it: a pair's name, or the player's. */
  readonly sideNames: readonly string[];
  /** Each side's entrant (a pair, or a player): whose PIN confirms for it. */
  readonly sideEntrants: readonly EntrantId[];
  /** Whether each side's pair has chosen a PIN. */
  readonly pins: readonly boolean[];
  readonly status: EventTableView['status'];
  readonly games: readonly TableGameView[];
  /** The match of the game in play (recorded bone by bone), or null. */
  readonly matchId: number | null;
  /** A new game may be started (bone by bone, or its paper score entered). */
  readonly canStartGame: boolean;
  readonly forfeit: readonly EntrantId[];
  readonly call: { readonly since: string } | null;
  readonly clock: ClockView | null;
}

export interface DisplayTable {
  readonly table: number;
  readonly sideNames: readonly string[];
  readonly status: EventTableView['status'];
  readonly gamesWon: readonly number[];
  /** The game in play's score, or null. */
  readonly current: readonly number[] | null;
  readonly featured: boolean;
}

/** The table the display features, bone by bone. */
export interface FeaturedView {
  readonly table: number;
  readonly sideNames: readonly string[];
  readonly recordSeats: readonly string[];
  /** The match of the game shown (the game in play, or the last), or null before the first. */
  readonly matchId: number | null;
  readonly game: number | null;
  /** The match's view (the layout, the score), or null. */
  readonly match: import('./contract.ts').MatchView | null;
}

export interface DisplayState {
  readonly eventId: number;
  readonly eventName: string;
  readonly round: number | null;
  readonly rounds: number;
  /** The rounds the event will have (its planned rounds, or a round robin's own), or null when not said. */
  readonly roundsInAll: number | null;
  readonly tables: readonly DisplayTable[];
  /** The standings, every row (the display pages them by itself). */
  readonly standings: readonly Pick<StandingRow, 'place' | 'entrant' | 'name'>[];
  /** What each standings row shows after the name: match points and the first tie-break figure. */
  readonly figures: readonly (readonly number[])[];
  readonly figureKeys: readonly string[];
  readonly clock: ClockView | null;
  /** Once a round is drawn and none of its tables has a result yet: who sits where. */
  readonly findYourTable: readonly { readonly name: string; readonly table: number }[] | null;
  readonly featured: FeaturedView | null;
}

export interface RoomAddress {
  /** The interface's name (eth0, wlan0, en0 …). */
  readonly name: string;
  readonly address: string;
  readonly family: 'IPv4' | 'IPv6';
  /** A loopback address: only this machine reaches it. */
  readonly internal: boolean;
}

export interface RoomDeviceView {
  readonly id: number;
  /** 'table' (its round and table) or 'display'. */
  readonly kind: 'table' | 'display';
  readonly round: number | null;
  readonly table: number | null;
  readonly joinedAt: string;
  readonly address: string;
  readonly agent: string;
  /** Has its live stream open now. */
  readonly connected: boolean;
  readonly disconnectedAt: string | null;
}

export interface RoomAttemptView {
  readonly at: string;
  readonly address: string;
  readonly outcome: 'joined' | 'wrong' | 'ended' | 'room-off';
  readonly round: number | null;
  readonly table: number | null;
}

export interface RoomCodeView {
  readonly table: number;
  /** As printed: ABCD-EFGH. */
  readonly code: string;
  /** The address that opens the table's screen with its code (the QR code's), or null while the room is off. */
  readonly joinUrl: string | null;
}

export interface RoomStatus {
  readonly eventId: number;
  /** The room answers this event's devices now. */
  readonly open: boolean;
  /** The room's address (http://ADDRESS:PORT/), or null while it listens nowhere. */
  readonly url: string | null;
  /** Whether the organizer picks the address (desktop) or it was fixed at start (browser mode's --room); null: no room possible here. */
  readonly addressing: 'choose' | 'fixed' | null;
  /** The addresses the room may listen on. */
  readonly addresses: readonly RoomAddress[];
  readonly round: number | null;
  readonly displayCode: string;
  readonly displayUrl: string | null;
  readonly codes: readonly RoomCodeView[];
  readonly devices: readonly RoomDeviceView[];
  readonly attempts: readonly RoomAttemptView[];
  readonly clock: ClockView | null;
  readonly featured: number | null;
}

/** A table of a round as the organizer's round screen follows it live. */
export interface RoomTableLive {
  readonly table: number;
  /** Devices of this table with their live stream open now. */
  readonly devices: number;
  /** Moves waiting on a device to be sent, as it last said. */
  readonly waiting: number;
  readonly lastMoveAt: string | null;
  /** The hand in play of the game in play (from 1), or null. */
  readonly hand: number | null;
  /** Moves recorded in that hand so far (0 when none is in play). */
  readonly moves: number;
  /** The finished games some side has not confirmed yet (from 1). */
  readonly awaiting: readonly number[];
  readonly call: { readonly since: string } | null;
  readonly view: EventTableView;
}

export interface RoomOutputs {
  readonly tableState: TableState;
  readonly tableStartGame: { readonly matchId: number; readonly game: number; readonly created: boolean };
  readonly confirmResult: TableState;
  readonly callReferee: TableState;
  readonly tablePaperScore: TableState;
  readonly tableWaiting: null;
  readonly displayState: DisplayState;
  readonly roomStatus: RoomStatus;
  readonly setRoom: RoomStatus;
  readonly disconnectDevice: RoomStatus;
  readonly clearCall: RoomStatus;
  readonly setClock: RoomStatus;
  readonly featureTable: RoomStatus;
  readonly settleResult: RoomStatus;
  readonly newDisplayCode: RoomStatus;
  readonly importTableGame: import('./event-contract.ts').EventView;
  readonly roomTables: readonly RoomTableLive[];
}
