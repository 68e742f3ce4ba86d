/**
 * The tournament layer's part of the contract (issue 17): the inputs and answers of the event
 * methods, which api/contract.ts merges into the app's one contract (the same ApiResult, the same
 * transports, the same `input/invalid` refusal). Kept in its own file so the match methods and the
 * event methods read as two rooms, as domain/ and domain/events/ do.
 *
 * Counting: rounds and games count from 1 and a table is its `table` number, as organizers name
 * them (EventError's decision in domain/events/types.ts); a penalty is named by its id, as
 * getEvent lists it. Entrants are named by their id (1 to 20
 * letters, digits, '-' or '_', unique in the event).
 */
import { z } from 'zod';
import type { ApiError } from './contract.ts';
import type { ChangeLine } from '../domain/events/changes.ts';
import { MAX_ENTRANTS, MAX_EVENT_BYTES, MAX_GAMES, MAX_ROUNDS, MAX_SCORE, MAX_TABLES, MAX_TEXT_CHARS } from '../domain/events/format.ts';
import { seatsShape } from '../domain/record.ts';
import { RULE_FAMILIES } from '../domain/rules.ts';
import type { Fact } from '../domain/result.ts';
import type { RuleFamily } from '../domain/rules.ts';
import type { FamilyOptions } from '../domain/families/index.ts';
import { ENTRIES, PAIRINGS, RANKING_KEYS } from '../domain/events/types.ts';
import type {
  DrawWarning,
  Entry,
  EventError,
  EventFile,
  EntrantId,
  MatchPoints,
  Pairing,
  PendingTable,
  RankingKey,
  RoundFormat,
  StandingFigures,
  StandingRow,
} from '../domain/events/types.ts';

export type { PlaceNote } from '../domain/events/standings.ts';
import type { PlaceNote } from '../domain/events/standings.ts';
export type { DrawWarning, Entry, EntrantId, MatchPoints, Pairing, PendingTable, RankingKey, RoundFormat, StandingFigures, StandingRow };

// ---- limits -----------------------------------------------------------------------------------

/**
 * An imported event file's text: the event format's own limit (64 MB, MAX_EVENT_BYTES), so that Import takes every file `referee standings` reads. The
 * service checks the bytes; the schema bounds the characters (never more than the bytes).
 */
export const MAX_EVENT_CHARS = MAX_EVENT_BYTES;
/**
 * The largest body of an importEvent request over HTTP: the file's text as a JSON string, where
 * each quote, backslash and line break is written as two characters (as MAX_IMPORT_BODY_BYTES
 * for a record).
 */
export const MAX_EVENT_IMPORT_BODY_BYTES = 2 * MAX_EVENT_CHARS + 1024;
/** An entrants CSV: a club's list is a few KB; 1 MB holds tens of thousands of rows. */
export const MAX_ENTRANTS_CSV_CHARS = 1024 * 1024;
/** The most entrants, rounds and tables an event holds: the event file's own bounds, so what one takes the other does. */
export { MAX_ENTRANTS, MAX_ROUNDS, MAX_TABLES };

// ---- input pieces -------------------------------------------------------------------------------

const eventId = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
/** Counted from 1, as organizers name rounds. */
const roundNumber = z.int().min(1).max(MAX_ROUNDS);
/** A table's number as the organizer names it. */
const tableNumber = z.int().min(1).max(MAX_TABLES);
/** Issue 17 decision: 1 to 20 letters, digits, '-' or '_'. */
export const ENTRANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;
export const entrantIdShape = z.string().regex(ENTRANT_ID_PATTERN, 'an entrant id is 1 to 20 letters, digits, "-" or "_"');
/**
 * An entrant's name. Individuals and cut-throat players sit in the records under it, so the
 * service holds it to a seat name's rules there; a pair's name is the team's, its players' names
 * are the seats'. At most what the event file takes for a pair's name, so an imported pair keeps
 * its name when renamed.
 */
const entrantName = z.string().trim().min(1).max(MAX_TEXT_CHARS);
const playerName = seatsShape.element;
const players = z.tuple([playerName, playerName]);
/** A game's score by side, or a bye or forfeit credit `[for, against]`: whole points. */
const points = z.int().min(0).max(MAX_SCORE);
/** Match points and penalties may be halves (a club may give half points), as in the event file. */
const fraction = z.number().min(0).max(MAX_SCORE);
/** Counted from 1, as the table's games are. */
const gameNumber = z.int().min(1).max(MAX_GAMES);
const creditScore = z.tuple([points, points]);

export const roundFormatShape = z.union([z.strictObject({ games: z.int().min(1).max(99) }), z.strictObject({ firstTo: z.int().min(1).max(99) })]);

/** A new entrant; `id` made from the name when left out (unique in the event). */
const newEntrant = z.strictObject({ id: entrantIdShape.optional(), name: entrantName, players: players.optional() });

/** Every setting of an event; what is left out takes the default (EventView shows them filled in). */
export const eventSettingsShape = z.strictObject({
  name: z.string().trim().min(1).max(200),
  /** The day, YYYY-MM-DD. */
  date: z.iso.date(),
  venue: z.string().trim().max(200).optional(),
  rules: z.enum(RULE_FAMILIES),
  /** Only the options that differ from the family's defaults need be given (listOptions has them). */
  options: z.record(z.string(), z.unknown()).optional(),
  entry: z.enum(ENTRIES),
  /** Cut-throat: seats a table has, 2 to 4 (default 4). */
  tableSize: z.int().min(2).max(4).optional(),
  round: roundFormatShape,
  pairing: z.enum(PAIRINGS),
  /**
   * How many rounds the event will have (Swiss, rotating, cut-throat, manual); left out: not said.
   * A round robin knows its own and refuses one (event/rounds-planned, as the event file does).
   */
  roundsPlanned: z.int().min(1).max(MAX_ROUNDS).optional(),
  /** Each key on its own; defaults win 2, draw 1, loss 0, bye 2. */
  points: z.strictObject({ win: fraction.optional(), draw: fraction.optional(), loss: fraction.optional(), bye: fraction.optional() }).optional(),
  /** Default `[T, floor(T/2)]`, T the game's target under the event's options. */
  byeScore: creditScore.optional(),
  /** Default `[T, 0]`. */
  forfeitScore: creditScore.optional(),
  /** Default match-points, efectividad, points-for; each key at most once. */
  ranking: z.array(z.enum(RANKING_KEYS)).min(1).max(RANKING_KEYS.length).optional(),
  /** Makes every draw reproducible; default 0. */
  seed: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  /** Rotating: round 1 in file order (default) or shuffled from the seed. */
  firstRound: z.enum(['order', 'random']).optional(),
});

const seatsOfTable = z.array(entrantIdShape).min(2).max(4);

/** A round set by hand, as saveRound takes it and checkRound answers it. */
const roundByHand = z.strictObject({
  eventId,
  round: roundNumber,
  tables: z.array(z.strictObject({ table: tableNumber, seats: seatsOfTable })).max(MAX_ENTRANTS),
  byes: z.array(entrantIdShape).max(MAX_ENTRANTS),
});

export const eventInputSchemas = {
  listEvents: z.strictObject({}),
  /**
   * The event and its entrants in one step: those typed (`entrants`) and, after them, the rows of
   * an entrants CSV (`entrantsCsv`, the text of the chosen file, read as importEntrantsCsv reads it:
   * the renderer cannot run csv-parse). A refusal names the row and column; nothing is created.
   */
  createEvent: eventSettingsShape.extend({ entrants: z.array(newEntrant).max(MAX_ENTRANTS).optional(), entrantsCsv: z.string().max(MAX_ENTRANTS_CSV_CHARS).optional() }),
  getEvent: z.strictObject({ eventId }),
  /** A late entry; refused once a round-robin schedule is fixed. */
  addEntrant: z.strictObject({ eventId, ...newEntrant.shape }),
  /**
   * A new name (and a pair's players' names); records already in keep the names they were played
   * under. A pair's players given without a name keep its team name (issue 25 item 2: "correcting a
   * player's spelling keeps the team name"), or, where its name is its players' ("Ann & Cat"),
   * make it of the new ones.
   */
  renameEntrant: z.strictObject({ eventId, entrant: entrantIdShape, name: entrantName.optional(), players: players.optional() }),
  /** Withdrawn between rounds (or back in, `withdrawn: false`): results already in stay. */
  withdrawEntrant: z.strictObject({ eventId, entrant: entrantIdShape, withdrawn: z.boolean().optional() }),
  /** Columns `name`, optional `id`, and for pairs `player1`, `player2`; a header row first. All rows or none are added. */
  importEntrantsCsv: z.strictObject({ eventId, text: z.string().max(MAX_ENTRANTS_CSV_CHARS) }),
  exportEntrantsCsv: z.strictObject({ eventId }),
  /** The next round as the event's pairing method draws it (every table of the last round complete). */
  drawRound: z.strictObject({ eventId }),
  /**
   * A round set by hand: the last round edited (no result in it yet), or with `round` one past the
   * last, a new round (manual pairing; the last round complete). Warnings name the rules it breaks.
   */
  saveRound: roundByHand,
  /**
   * What saveRound would answer, nothing saved: the refusal, or the warnings (a rematch, a
   * repeated partner, a second bye, a repeated table-mate). The seating editor asks it at every
   * change, so the director reads them before keeping the round.
   */
  checkRound: roundByHand,
  /**
   * The last round taken back (it has no result yet) and drawn again by the event's pairing
   * method (the same draw unless entrants changed since); with manual pairing, only taken back.
   */
  redoRound: z.strictObject({ eventId, round: roundNumber }),
  /**
   * The match for the table's next game: the entrants' names in the record's seat order, the
   * event's rules and options. A game of the table still in play is answered instead of a new one.
   */
  startGame: z.strictObject({ eventId, round: roundNumber, table: tableNumber }),
  /**
   * A paper result, one number a side; `game` (from 1) replaces that game (any game of the table),
   * left out adds the next one. A score the game's rules cannot leave (far past the target, a
   * loser's points a reset takes away) is refused with `event/score-unreachable` and why, unless
   * `confirmed` (issue 25 item 4).
   */
  enterPaperScore: z.strictObject({
    eventId,
    round: roundNumber,
    table: tableNumber,
    game: gameNumber.optional(),
    score: z.array(points).min(2).max(4),
    confirmed: z.boolean().optional(),
  }),
  /** The entrants of the table that did not play (empty: the forfeit taken back). */
  setForfeit: z.strictObject({ eventId, round: roundNumber, table: tableNumber, forfeit: z.array(entrantIdShape).max(4) }),
  addPenalty: z.strictObject({ eventId, round: roundNumber, entrant: entrantIdShape, points: fraction.positive(), reason: z.string().trim().min(1).max(200) }),
  /** `penalty`: its id, as getEvent gives it (PenaltyView.id); in a round still open. */
  removePenalty: z.strictObject({ eventId, penalty: z.int().min(1).max(Number.MAX_SAFE_INTEGER) }),
  /** The table's last game taken back (a paper score entered by mistake, a match started at the wrong table: it stays among the matches). */
  removeGame: z.strictObject({ eventId, round: roundNumber, table: tableNumber, game: gameNumber }),
  /** A recorded game stopped by the clock after a finished hand (its leader wins), or the mark taken off (null). */
  setGameEnded: z.strictObject({ eventId, round: roundNumber, table: tableNumber, game: gameNumber, ended: z.literal('time').nullable() }),
  getStandings: z.strictObject({ eventId }),
  exportEvent: z.strictObject({ eventId }),
  /** A `dominoes-event/1` file: checked as `referee standings` checks it, every record replayed. */
  importEvent: z.strictObject({ text: z.string().max(MAX_EVENT_CHARS) }),
  /** Replays every stored record and compares the figures with the stored ones the screens show. */
  verifyEvent: z.strictObject({ eventId }),
  /** The event's history of changes, oldest first: paper scores entered and corrected, games taken back … (db/changes.ts). */
  listEventChanges: z.strictObject({ eventId }),
} as const;

export type EventMethod = keyof typeof eventInputSchemas;

/** The event methods that only read; every other one writes (the service folds the log in after a write). */
export const EVENT_QUERIES: ReadonlySet<EventMethod> = new Set([
  'listEvents',
  'getEvent',
  'exportEntrantsCsv',
  'checkRound',
  'getStandings',
  'exportEvent',
  'verifyEvent',
  'listEventChanges',
]);

/** The event layer's error as the contract's: the place as organizers count it, null parts left out. */
export function eventApiError(e: EventError): { readonly ok: false; readonly error: ApiError } {
  return {
    ok: false,
    error: {
      code: e.code,
      message: e.message,
      ...(e.round !== null && { round: e.round }),
      ...(e.table !== null && { table: e.table }),
      ...(e.game !== null && { game: e.game }),
      ...(e.hand !== null && { hand: e.hand }),
      ...(e.move !== null && { move: e.move }),
      ...(e.field !== null && { field: e.field }),
      params: e.params ?? {},
    },
  };
}

// ---- answers --------------------------------------------------------------------------------------

export interface EventListItem {
  readonly id: number;
  readonly name: string;
  readonly date: string;
  readonly venue: string | null;
  readonly rules: RuleFamily;
  readonly entry: Entry;
  readonly pairing: Pairing;
  readonly entrants: number;
  /** Rounds drawn so far. */
  readonly rounds: number;
  /** Tables of the last round not complete yet. */
  readonly pending: number;
  readonly updatedAt: string;
}

export interface EntrantView {
  readonly id: EntrantId;
  readonly name: string;
  /** Pairs: the two players, as the records seat them (seats 0 and 2, or 1 and 3). */
  readonly players: readonly [string, string] | null;
  readonly withdrawn: boolean;
}

/** One game at a table: recorded (its match) or on paper. */
export interface EventGameView {
  /** From 1. */
  readonly game: number;
  readonly kind: 'record' | 'paper';
  /** The match recording it (MatchView.event links back); null for a paper score. */
  readonly matchId: number | null;
  /** By side (the record's side order: pairs and individuals, side 0 is seats 0 and 2). */
  readonly score: readonly number[];
  readonly finished: boolean;
  /** The side that won; null for a drawn game or one not finished. */
  readonly winner: number | null;
  /** Stopped by the clock after a finished hand. */
  readonly ended: 'time' | null;
}

export interface EventTableView {
  readonly table: number;
  /** Entrant ids in seat order (EventTable.seats), with their names. */
  readonly seats: readonly { readonly entrant: EntrantId; readonly name: string }[];
  /** The names as a match record of this table seats them, seat 0 first (pairs: X1, Y1, X2, Y2). */
  readonly recordSeats: readonly string[];
  /** Seats of the record by side: [[0, 2], [1, 3]], or one seat each in cut-throat. */
  readonly sides: readonly (readonly number[])[];
  /**
   * 'not-started': no game and no forfeit; 'complete': the round format met or forfeited (it counts
   * in the standings); 'in-play' otherwise.
   */
  readonly status: 'not-started' | 'in-play' | 'complete';
  /** The score of the game in play (a record not finished), by side; null when none is. */
  readonly current: readonly number[] | null;
  /** Games won by each side so far (drawn games count for nobody). */
  readonly gamesWon: readonly number[];
  readonly games: readonly EventGameView[];
  readonly forfeit: readonly EntrantId[];
}

export interface PenaltyView {
  /** To remove it by (removePenalty). */
  readonly id: number;
  readonly entrant: EntrantId;
  readonly name: string;
  readonly points: number;
  readonly reason: string;
}

export interface EventRoundView {
  /** From 1. */
  readonly round: number;
  readonly tables: readonly EventTableView[];
  readonly byes: readonly { readonly entrant: EntrantId; readonly name: string }[];
  readonly penalties: readonly PenaltyView[];
  /** The next round is drawn: results here are refused (event/round-closed). */
  readonly closed: boolean;
  /** Some table has a game or a forfeit: the round can no longer be redone or edited. */
  readonly started: boolean;
}

/** Why the next round cannot be drawn now; null when it can. */
export interface DrawBlock {
  /** `event/round-incomplete` (naming a table), `event/manual`, `event/schedule-over`, `event/too-few-entrants`… */
  readonly code: string;
  readonly message: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly params?: Readonly<Record<string, Fact>>;
}

/** The event with every setting as the event file has them, defaults filled in (domain/events/types.ts EventFile). */
export interface EventView extends Omit<EventFile, 'format' | 'venue' | 'options' | 'entrants' | 'rounds' | 'roundsPlanned'> {
  readonly id: number;
  readonly venue: string | null;
  /** The rounds the organizer said the event will have; null when not said (and for a round robin). */
  readonly roundsPlanned: number | null;
  /**
   * The rounds the event will have (domain/events/rounds.ts): a round robin's own, else
   * `roundsPlanned`; null when not known. The round screen says "round 3 of 4" by it, and asks
   * before a round past it is drawn.
   */
  readonly roundsInAll: number | null;
  /** The family's name: "Latin Partnership". */
  readonly family: string;
  /** Every option, defaults filled in. */
  readonly options: FamilyOptions;
  /** The options in plain words, one line each. */
  readonly optionsText: readonly string[];
  /** The game's target under the event's options (the bye and forfeit defaults are made from it). */
  readonly target: number;
  readonly entrants: readonly EntrantView[];
  readonly rounds: readonly EventRoundView[];
  /** Whether drawRound would draw now, and why not. */
  readonly draw: { readonly possible: boolean; readonly blocked: DrawBlock | null };
  readonly updatedAt: string;
}

/** A round drawn, saved by hand or redone, with the rules it breaks (a hand-made change may). */
export interface RoundAnswer {
  readonly event: EventView;
  /** The round (from 1) it made; null when redoRound only took it back (manual pairing). */
  readonly round: number | null;
  readonly warnings: readonly DrawWarning[];
}

/** A hand-made round checked without saving it: the rules it breaks, as saveRound would say them. */
export interface RoundCheck {
  readonly warnings: readonly DrawWarning[];
}

export interface EntrantsImported {
  readonly event: EventView;
  readonly added: readonly EntrantView[];
}

export interface StartedGame {
  readonly matchId: number;
  /** From 1: the table's game the match records. */
  readonly game: number;
  /** False when the table's game in play was answered instead of a new match. */
  readonly created: boolean;
}

/** Standings as the screen shows them: computeStandings' rows (names included) and the tables not counted yet. */
export interface StandingsView {
  readonly eventId: number;
  readonly rows: readonly StandingRow[];
  readonly pending: readonly PendingTable[];
  readonly ranking: readonly RankingKey[];
  /** By row: the entrants sharing the place, and what put it ahead of the next place down (domain/events/standings.ts). */
  readonly notes: readonly PlaceNote[];
  /** The final standings: the event's last round is drawn and every table counted (domain/events/rounds.ts). */
  readonly final: boolean;
}

export interface ExportedFile {
  /** A suggested file name: "2026-11-23 Club night.json" / ".csv". */
  readonly fileName: string;
  readonly text: string;
}

/** A stored figure that differs from what replaying the records gives. */
export interface FigureDifference {
  readonly entrant: EntrantId;
  readonly name: string;
  readonly figure: keyof StandingFigures | 'place';
  readonly shown: number;
  readonly replayed: number;
}

/** A stored record that fails its check as the referee replays it. */
export interface RecordFailure {
  readonly round: number;
  readonly table: number;
  readonly game: number;
  readonly matchId: number | null;
  readonly code: string;
  readonly message: string;
  readonly hand: number | null;
  readonly move: number | null;
  readonly field: string | null;
}

export interface VerifyView {
  /** Every record passes its check and every figure is as replayed. */
  readonly ok: boolean;
  readonly differences: readonly FigureDifference[];
  readonly failures: readonly RecordFailure[];
}

/** A line of the event's history (domain/events/changes.ts): paper scores entered and corrected, games taken back … */
export type EventChangeView = ChangeLine;

export interface EventOutputs {
  readonly listEvents: readonly EventListItem[];
  readonly createEvent: EventView;
  readonly getEvent: EventView;
  readonly addEntrant: EventView;
  readonly renameEntrant: EventView;
  readonly withdrawEntrant: EventView;
  readonly importEntrantsCsv: EntrantsImported;
  readonly exportEntrantsCsv: ExportedFile;
  readonly drawRound: RoundAnswer;
  readonly saveRound: RoundAnswer;
  readonly checkRound: RoundCheck;
  readonly redoRound: RoundAnswer;
  readonly startGame: StartedGame;
  readonly enterPaperScore: EventView;
  readonly setForfeit: EventView;
  readonly addPenalty: EventView;
  readonly removePenalty: EventView;
  readonly removeGame: EventView;
  readonly setGameEnded: EventView;
  readonly getStandings: StandingsView;
  readonly exportEvent: ExportedFile;
  /** The event made from the file. */
  readonly importEvent: EventView;
  readonly verifyEvent: VerifyView;
  readonly listEventChanges: readonly EventChangeView[];
}

/** Where a match belongs when it records a game of an event (MatchView.event, MatchSummary.event). */
export interface MatchEventLink {
  readonly eventId: number;
  readonly eventName: string;
  /** From 1. */
  readonly round: number;
  readonly table: number;
  readonly game: number;
}
