/**
 * The app's one contract: every command and query the screens use, with the zod schema its input
 * is checked against at run time and the TypeScript type of what it answers. No transport here:
 * api/service.ts implements it over db/ + domain/, electron/ carries it over IPC (preload: one
 * named method per entry of API_METHODS), server/ carries it over HTTP (POST /api/<method>, JSON
 * body), and renderer/src/api.ts picks one of the two without the screens knowing which.
 *
 * Every method is `(input) => Promise<ApiResult<Output>>`. Expected failures (an illegal move, a
 * match that does not exist, a file from a newer app) are values with a stable code and a message
 * a scorekeeper can read, plus where (hand, move, field) when it applies. A thrown bug becomes
 * `{ code: 'internal' }` with a plain message, never a stack.
 *
 * Indexes: hands and moves are 0-based everywhere (the screen adds 1 when it shows them); seats
 * are 0 to N-1 in order of play (2 to 4 seats, as the family allows). Scores and winners are by
 * side: in a partner game the teams, 0 (seats 0 and 2) and 1 (seats 1 and 3); in a game each for
 * oneself every seat is its own side (side = seat). `teams` always lists the seats of each side.
 */
import { z } from 'zod';
import { ARM_NAMES } from '../domain/arms.ts';
import type { ArmName } from '../domain/arms.ts';
import type { Bone, Pip } from '../domain/bones.ts';
import type { End, Seat } from '../domain/hand.ts';
import type { FamilyOptions, ScoreNote } from '../domain/families/index.ts';
import type { Bonus } from '../domain/hand.ts';
import type { Fact } from '../domain/result.ts';
import { RULE_FAMILIES } from '../domain/rules.ts';
import type { JamaicanPartnerOptions, RuleFamily } from '../domain/rules.ts';
import { MAX_RECORD_BYTES, checkInputValue, recordTooLarge } from '../domain/record.ts';
import type { CorrectionRecord, MatchCorrection, RecordError } from '../domain/record.ts';
import { boneShape, inputIssue, MOVE_SHAPES_WORDS, rulingShape, seatsShape } from '../domain/record.ts';
import { sayRecordReason } from '../domain/record-words.ts';
import type { FieldPlace } from '../domain/record-words.ts';
import { pathText } from '../domain/strict-json.ts';
export type { CorrectionRecord, MatchCorrection };
import type { ApiMethod } from './methods.ts';
import { eventApiError, eventInputSchemas } from './event-contract.ts';
import { eventTooLarge } from '../domain/events/format.ts';
import type { EventOutputs, MatchEventLink } from './event-contract.ts';
export * from './event-contract.ts';
import { roomInputSchemas } from './room-contract.ts';
import type { RoomOutputs } from './room-contract.ts';
export * from './room-contract.ts';

export { API_METHODS, apiPath, ipcChannel, isApiMethod } from './methods.ts';
export type { ApiMethod } from './methods.ts';
export type { ArmName, Bone, Bonus, End, FamilyOptions, JamaicanPartnerOptions, Pip, RuleFamily, ScoreNote, Seat };

// ---- results --------------------------------------------------------------------------------

/**
 * An expected failure. `code` is stable (screens may branch on it); `message` is in plain words
 * and names what is wrong. `hand` and `move` are 0-based indexes; `field` is a path into the
 * input (`move.bone`, `seats[2]`) or into an imported file (`hands[1].moves[7].end`).
 */
export interface ApiError {
  readonly code: string;
  readonly message: string;
  readonly hand?: number;
  readonly move?: number;
  readonly field?: string;
  /** Event refusals (issue 17): the round and game counted from 1, the table by its number, as organizers name them. */
  readonly round?: number;
  readonly table?: number;
  readonly game?: number;
  /** The facts the message names, for a screen that says it in another language (issue 5). */
  readonly params?: Readonly<Record<string, Fact>>;
}

/**
 * Every call answers with a value, never a throw: Electron keeps only the message of an error
 * thrown in an IPC handler, and a fetch that throws says nothing useful.
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

/**
 * Codes the transports and the service add to the domain's and db's own codes (those pass
 * through unchanged: 'play/no-match', 'pass/could-play', 'db/no-such-match', 'record/field' …).
 */
export const API_ERROR_CODES = {
  /** The input does not match the method's schema; `field` says where. */
  input: 'input/invalid',
  /** recordMove/settleBlock named a hand that is not the one in play: the screen is stale. */
  staleHand: 'match/stale-hand',
  /** undoMove's `shown` is not the match as it is: it changed elsewhere since the screen drew it. */
  changed: 'match/changed',
  /** The match is won: no more hands. */
  matchOver: 'match/over',
  /** recordMove for a screen's hand when the match has none (taken back elsewhere): the screen is stale. */
  noHand: 'match/no-hand',
  /** The last hand is still being played: no new hand yet. */
  handInPlay: 'match/hand-in-play',
  /** startHand lost a race: the hand was started meanwhile (another window or process), no move yet. */
  handStarted: 'match/hand-started',
  /** The last hand is over and waits for the bones each seat has left: no new hand yet. */
  handUnsettled: 'match/hand-unsettled',
  /** settleBlock on a hand that does not need it. */
  notBlocked: 'hand/not-blocked',
  /** recordMove with its place (a device's): another move is stored there; nothing was saved. */
  moveTaken: 'match/move-taken',
  /** recordMove with its place: moves before it are missing (not saved); nothing was saved. */
  moveGap: 'match/move-gap',
  /** The room (issue 24): this caller may not call that method at all. */
  roomForbidden: 'room/forbidden',
  /** The room: a device named another table, or a match that is not its table's game. */
  roomOtherTable: 'room/other-table',
  /** The room: no credential, or one that reaches nothing now (the round closed, the seating changed). */
  roomNoCredential: 'room/no-credential',
  roomEnded: 'room/ended',
  /** The room: the organizer cut this device off. */
  roomDisconnected: 'room/disconnected',
  /** The room: the organizer has not turned the event's room on (or turned it off). */
  roomOff: 'room/off',
  /** The room: this copy of the app cannot open a room (browser mode started without --room). */
  roomUnavailable: 'room/unavailable',
  /** The database file was written by a newer app; it is left untouched. */
  dbTooNew: 'db/too-new',
  /** The database file is damaged or not a database; it is left untouched. */
  dbDamaged: 'db/damaged',
  /** No database file can be opened or made at the path (a folder, no permission); nothing is changed. */
  dbCannotOpen: 'db/cannot-open',
  /** Another program's SQLite file (its own application_id, or tables at a version not ours); left untouched. */
  dbNotOurs: 'db/not-ours',
  /** The file or its folder does not allow writing; left untouched, nothing made beside it. */
  dbReadOnly: 'db/read-only',
  /** Another program holds the file locked; nothing changed; the next call tries it again. */
  dbInUse: 'db/in-use',
  /** An old database file could not be copied aside before its migration; it is left untouched. */
  dbCannotBackUp: 'db/cannot-back-up',
  /** A new database was asked for at a path that already holds a file; that file is left untouched. */
  dbExists: 'db/exists',
  /**
   * An imported file would need more memory to check than an import may use (its worker's heap,
   * api/import-runner.ts): nothing was imported, and the app goes on.
   */
  importMemory: 'api/import-memory',
  /** This transport cannot do that (choosing another file in browser mode). */
  unsupported: 'api/unsupported',
  /** No such method (HTTP only: IPC has one channel per method). */
  unknownMethod: 'api/unknown-method',
  /** HTTP only: request from another host, too large, not JSON, server unreachable. */
  forbiddenHost: 'http/forbidden-host',
  /** HTTP only: a request from another page (its Origin, or the browser's Sec-Fetch-Site). */
  forbiddenOrigin: 'http/forbidden-origin',
  tooLarge: 'http/too-large',
  /** The page's own: the server answered without a result (renderer/src/api.ts). */
  notJson: 'http/not-json',
  /** HTTP only: a request whose body is not declared JSON (Content-Type). */
  contentType: 'http/content-type',
  /** HTTP only: a body declared JSON that is not. */
  bodyNotJson: 'http/body-not-json',
  /** HTTP only: nothing at that address. */
  notFound: 'http/not-found',
  unreachable: 'http/unreachable',
  /**
   * HTTP only: the page shows another database file than the server now keeps (the server was
   * started again on another file while the page was open); nothing is done.
   */
  dbChanged: 'http/database-changed',
  /** A bug: the message is plain, the details stay in the log. */
  internal: 'internal',
} as const;

// ---- input pieces -------------------------------------------------------------------------------

/**
 * The largest request body the HTTP transport accepts, but for an import (below): far above any
 * command's (a move is under 200 bytes, a new match under 2 KB), and small enough that a flood of
 * large bodies is refused by their declared length, never read and parsed (issue 18 item 16: at
 * 2 MB, such bodies were read whole before the schema refused them).
 */
export const MAX_BODY_BYTES = 1024 * 1024;
/**
 * An imported record's text: as long as the referee reads (docs/record-format.md, "at most 16 MB"
 * of UTF-8, which is at most as many characters), so that Import takes every file the referee
 * takes. The service checks the bytes (`Buffer.byteLength`); a 100-hand match is about 120 KB.
 */
export const MAX_RECORD_CHARS = MAX_RECORD_BYTES;
/**
 * The largest body of an importRecord request over HTTP: the record's text as a JSON string, where
 * each quote, backslash and line break of the file is written as two characters.
 */
export const MAX_IMPORT_BODY_BYTES = 2 * MAX_RECORD_BYTES + 1024;


const matchId = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const handIndex = z.int().min(0).max(10_000);
const seat = z.int().min(0).max(3);
/** 0 to 9, the pips of the largest set the domain knows; the engine says when a bone is not in this match's set. */
const pip = z.int().min(0).max(9);
/** Of another length: "a bone is two whole numbers, like [6, 3]", as the record import says it. */
const bone = boneShape(pip);
/** Bones by seat, seat 0 first; never more than a double-nine set holds. */
const bonesBySeat = z.array(z.array(bone).max(55)).max(4);

export const moveSchema = z.union(
  [
    /** `end`: "left" or "right" on a line; the arm ("north", "east", "south", "west") in the four-arm layout. */
    z.strictObject({ seat, bone, end: z.enum(['left', 'right', ...ARM_NAMES]).optional() }),
    z.strictObject({ seat, pass: z.literal(true) }),
    /** A draw from the boneyard: how many bones (unseen), or which (seen, in the order drawn). */
    z.strictObject({ seat, draw: z.union([z.int().min(1).max(55), z.array(bone).min(1).max(55)]) }),
    /** The hand thrown in before its pose (five doubles, or the 6-6 in the boneyard), at this seat's demand. */
    z.strictObject({ seat, redeal: z.literal(true) }),
  ],
  // The record's words for the move shapes, said when the keys do not say which was meant.
  { error: MOVE_SHAPES_WORDS },
);
export type MoveInput = z.output<typeof moveSchema>;

const noInput = z.strictObject({});

// ---- the methods' inputs ------------------------------------------------------------------------

export const inputSchemas = {
  appVersion: noInput,
  databaseInfo: noInput,
  /** Desktop only: shows the open-file dialog and switches to the chosen database. */
  chooseDatabase: noInput,
  /** Desktop only: shows the save dialog and switches to a new, empty database at that path. */
  newDatabase: noInput,
  listOptions: noInput,
  listMatches: noInput,
  /**
   * The options and the seat count the family takes, and the names, are the record's to check
   * (db/matches.ts createMatch checks the new match's record): a new match is refused with the
   * words and facts an import of the same record gets (record/option, record/seats, record/field).
   */
  createMatch: z.strictObject({
    rules: z.enum(RULE_FAMILIES),
    /** Only the options that differ from the defaults need be given (listOptions has them). */
    options: z.record(z.string(), z.unknown()).optional(),
    /** Names in order of play; partners sit opposite (seats 0 and 2, 1 and 3). */
    seats: seatsShape,
  }),
  getMatch: z.strictObject({ matchId }),
  startHand: z.strictObject({
    matchId,
    /** The deal, by seat, when a referee enters it: every move is then checked exactly. */
    dealt: bonesBySeat.optional(),
    /**
     * The hand this starts (0-based), from a device that may send it twice (issue 24, "The network
     * drops"): a hand already started is acknowledged (`MatchView` as it is), not started again.
     */
    hand: handIndex.optional(),
  }),
  recordMove: z.strictObject({
    matchId,
    /** The hand the screen shows as in play; any other is refused as stale. */
    hand: handIndex,
    move: moveSchema,
    /**
     * The move's place in its hand (0-based), from a device that may send it twice (issue 24):
     * the same move already there is acknowledged and not stored again; another move there, or a
     * gap before it, is refused with what is stored.
     */
    at: z.int().min(0).max(1000).optional(),
  }),
  undoMove: z.strictObject({
    matchId,
    /**
     * What the screen shows at the match's end (api/update.ts, undoShown). Given, an undo on a
     * match changed elsewhere since is refused (match/changed) and nothing is taken back; without
     * it the last move is taken back, whatever it is.
     */
    shown: z
      .strictObject({
        hands: z.int().min(0).max(10_000),
        moves: z.int().min(0).max(10_000),
        thrownIn: z.boolean(),
        corrections: z.int().min(0).max(Number.MAX_SAFE_INTEGER),
        // The last hand was ended by a referee's ruling (issue 18 item 8); left out, not compared.
        ruled: z.boolean().optional(),
      })
      .optional(),
  }),
  settleBlock: z.strictObject({
    matchId,
    hand: handIndex,
    /**
     * The bones each seat still holds, by seat; null for a seat the scoring does not read
     * (`candidates[seat].needed` false: issue 18 item 7), checked when given.
     */
    left: z.array(z.array(bone).max(55).nullable()).max(4).optional(),
    /** Or each seat's pip total (null, likewise, for a seat not needed). */
    pips: z.array(z.int().min(0).max(1000).nullable()).max(4).optional(),
  }),
  /**
   * Ends the screen's hand by a referee's ruling (issue 18 item 8): the side that wins it and the
   * points, or no score (side null, 0 points), with the reason. The record's `ruling`, checked as
   * the record is (a side the game has, a hand not already over).
   */
  ruleHand: z.strictObject({ matchId, hand: handIndex, ruling: rulingShape }),
  importRecord: z.strictObject({ text: z.string().max(MAX_RECORD_CHARS) }),
  exportRecord: z.strictObject({ matchId }),
  /** An earlier hand (or the current one) after its first `moves` moves, to replay it bone by bone; all of them when left out. */
  viewHand: z.strictObject({ matchId, hand: handIndex, moves: z.int().min(0).max(1000).optional() }),
  /**
   * Every correction of a match, oldest first, for a referee: the moves the scorekeeper took back
   * and the seats' players renamed, as the exported record lists them.
   */
  listCorrections: z.strictObject({ matchId }),
  /**
   * Issue 18 item 9: a match deleted is only marked, listed by listDeletedMatches and put back by
   * restoreMatch; a match an event holds is refused (db/event-holds-match, naming the event, round and table; renameSeat: db/event-owns-names).
   */
  deleteMatch: z.strictObject({ matchId }),
  restoreMatch: z.strictObject({ matchId }),
  listDeletedMatches: noInput,
  /**
   * A seat's player renamed, kept as a correction (the record's rename, docs/record-format.md). The
   * name is checked as a new match's are (seatsShape, then the record's look-alike check).
   */
  renameSeat: z.strictObject({ matchId, seat: z.int().min(0).max(3), name: z.string().max(1000) }),
  ...eventInputSchemas,
  ...roomInputSchemas,
} as const satisfies Record<ApiMethod, z.ZodType>; // exactly the methods of API_METHODS, no more

export type ApiInputs = { readonly [M in ApiMethod]: z.input<(typeof inputSchemas)[M]> };

/** What a screen shows at the match's end, sent with an undo (undoMove's `shown`). */
export type UndoShown = NonNullable<ApiInputs['undoMove']['shown']>;

// ---- the methods' outputs -----------------------------------------------------------------------

export interface DatabaseInfo {
  /** The database file's full path, to show the scorekeeper where the matches are kept. */
  readonly path: string;
  /** Its schema version (PRAGMA user_version). */
  readonly version: number;
}

/** The table a family makes with its options and seat count: the set, the deal, what is not dealt. */
export interface TableRulesView {
  readonly seats: number;
  /** Seats by side: [[0, 2], [1, 3]] for partners; [[0], [1], [2]] for three each for oneself. */
  readonly teams: readonly (readonly Seat[])[];
  /** Partners ('teams') or each for oneself ('each'): what a side is. */
  readonly sides: 'teams' | 'each';
  /** 6 (double-six) or 9 (double-nine). */
  readonly maxPip: number;
  readonly handSize: number;
  /** Bones taken out of the set (the 0-0 for three players). */
  readonly removed: readonly Bone[];
  /** Bones not dealt: 0, or how many sleep or lie in the boneyard. */
  readonly stock: number;
  /** 'none': every bone dealt; 'sleeping': the rest are out of play; 'boneyard': drawn from. */
  readonly rest: 'none' | 'sleeping' | 'boneyard';
  /** A hand may be thrown in before its pose (recordMove with `{ seat, redeal: true }`). */
  readonly redeal: boolean;
  /**
   * What settling needs: 'block' (the bones left, only after a block) or 'always' (scored by pips:
   * after a domino too, unless the deal was entered), or 'bones' (after every hand, the bones
   * each seat holds, `left`: pip totals alone are refused; Jamaican French).
   */
  readonly holdings: 'block' | 'always' | 'bones';
  /**
   * Every hand opens with a double, the poser drawing before it until he has one (Lankford's
   * Cuban game): a draw may come before the pose.
   */
  readonly openWithDouble: boolean;
  /** The layout: a line with two ends, or the four arms round the 0-0 (Jamaican French: `HandView.arms`). */
  readonly layout: 'line' | 'four-arm';
}

/** One option of a rule family, in the words of docs/rules.md, for the new-match form. */
export interface OptionView {
  readonly id: string;
  readonly label: string;
  readonly help: string;
  readonly default: string | number | boolean;
  /** Present for a choice or a yes/no; a number has `min` and `max` instead. */
  readonly kind: 'choice' | 'boolean' | 'number';
  readonly choices?: readonly { readonly value: string | boolean; readonly label: string; readonly help: string }[];
  readonly min?: number;
  readonly max?: number;
  /** The seat counts the option is about (the two-player deal: [2]); every count when absent. */
  readonly seats?: readonly number[];
  /**
   * Its default under another option's choices, where that choice changes it (Cut Throat's target:
   * 6 by hands won, 100 by pips): a form sets it to `default` when `option` is set to `value`.
   */
  readonly defaultWhen?: readonly DefaultWhen[];
}

/** One default that follows another option's value. */
export interface DefaultWhen {
  readonly option: string;
  readonly value: string | boolean;
  readonly default: string | number | boolean;
}

/** A setting clubs play, a few options set in one choice (domain/families/types.ts FamilyPreset), in words. */
export interface PresetView {
  readonly id: string;
  readonly label: string;
  readonly help: string;
  /** The option values it sets; the family's other options stay as chosen. */
  readonly options: Readonly<Record<string, string | number | boolean>>;
}

export interface RuleFamilyView {
  readonly id: RuleFamily;
  readonly label: string;
  readonly help: string;
  /** Seats at the table by default (the most the family allows), in order of play. */
  readonly seats: number;
  /** Seats by side at that count: [[0, 2], [1, 3]]. */
  readonly teams: readonly (readonly Seat[])[];
  readonly handSize: number;
  readonly maxPip: number;
  readonly options: readonly OptionView[];
  /** Settings clubs play, each offered as one choice; none for most families. */
  readonly presets: readonly PresetView[];
  /** Every seat count the family allows (2, 3 or 4). */
  readonly seatCounts: readonly number[];
  /** The table at each allowed seat count, with the default options. */
  readonly tables: readonly TableRulesView[];
}

export interface MatchSummary {
  readonly id: number;
  readonly rules: RuleFamily;
  readonly seats: readonly string[];
  /** Seats by side (teams, or one seat each). */
  readonly teams: readonly (readonly Seat[])[];
  /** Points by side. */
  readonly score: readonly number[];
  readonly status: 'in-progress' | 'won';
  readonly winner: number | null;
  /** Hands started so far (the one in play included). */
  readonly hands: number;
  /**
   * The hand in play, or over and waiting for the bones left (its index, 0-based: the table says
   * "Hand index + 1"); null between hands and once the match is won.
   */
  readonly handInPlay: number | null;
  /** Hands played to their end (hands thrown in are not counted). */
  readonly handsPlayed: number;
  /** When the match last changed (created, a move, an undo), ISO 8601 UTC. */
  readonly updatedAt: string;
  /** The event game it records (round, table, game), so a screen can offer "back to round 3"; absent for a match of its own. */
  readonly event?: MatchEventLink;
  /** When it was deleted (listDeletedMatches only), ISO 8601 UTC: a deleted match is kept, to be restored. */
  readonly deletedAt?: string;
}

/**
 * Who poses a hand. `seats`: the seats that may pose (one when the deal names the 6-6 holder).
 * 'holder': the holder of `bone`; 'team': either seat of side `team` (any bone); 'seats': one of
 * `seats` (any bone: Latin rotation, Cuban `starter: "winner"`, Shutout's lower player);
 * 'anyone': any seat (Cuban's first hand).
 */
export interface PoseView {
  /**
   * 'highest-double': the holder of the highest double dealt poses it (Cuban `firstPose`), before
   * the deal is known; with it, 'holder' of that double. 'highest-bone': the same, and with no
   * double dealt the holder of the highest bone (the draw games' `noDouble: 'highest-bone'`).
   * 'any-double': `seats[0]` poses any double he holds, or the next seat in order that holds one
   * (Jamaican French `laterPose`); `seats` are the seats in that order, or only the one due when
   * the deal shows it.
   */
  readonly who: 'holder' | 'team' | 'seats' | 'anyone' | 'highest-double' | 'highest-bone' | 'any-double';
  readonly seats: readonly Seat[];
  /** The bone whose holder poses (the 6-6), for 'holder'. */
  readonly bone?: Bone;
  /** Tournament pose: the hand must be posed with `bone`. */
  readonly forced: boolean;
  /** The team that poses, for 'team'. */
  readonly team?: number;
  /**
   * Latin `mustStartDouble`: the pose must be a double if the posing team holds one; for 'seats',
   * `seats` then lists the seat due and its partner (who poses the double when the seat due has none).
   */
  readonly double?: boolean;
}

/** A seat that has gone out (Jamaican French `playOut`): it lost, in hand `hand` (counted from 1). */
export interface SeatOutView {
  readonly seat: Seat;
  readonly hand: number;
}

export interface NextHandView {
  /** Its index (0-based). */
  readonly index: number;
  /**
   * Where seats have gone out (Jamaican French `playOut`): those that sit it out, and the bones each
   * seat still in is dealt (9 for three, 14 for two). Absent: every seat plays, `table.handSize` each.
   */
  readonly out?: readonly SeatOutView[];
  readonly handSize?: number;
  /** What it is worth before bonuses: 1, or more after tied hands replayed. */
  readonly value: number;
  /** Tied hands in a row just before it: what made it worth more ("after the tied hand", "after 2 tied hands"). */
  readonly ties: number;
  /** It is the 1-1 play-off: its winner has 2-0. */
  readonly playoff: boolean;
  readonly pose: PoseView;
}

export interface MoveView {
  readonly index: number;
  readonly seat: Seat;
  /** The bone as typed; null for a pass or a draw. */
  readonly bone: Bone | null;
  /** The end it went on (worked out when the record left it out; null for the pose and for a pass or a draw); the arm in the four-arm layout. */
  readonly end: End | ArmName | null;
  readonly pass: boolean;
  readonly kind: 'play' | 'pass' | 'draw';
  /** A draw: how many bones (unseen) or which; null otherwise. */
  readonly draw: number | readonly Bone[] | null;
  /** "Ann plays 6-3 on the left", "Ben passes". */
  readonly text: string;
}

/** One bone on the layout, left to right, pips oriented so touching halves match. */
export interface PlacedBoneView {
  readonly bone: Bone;
  readonly seat: Seat;
  readonly move: number;
  readonly double: boolean;
}

export interface LegalPlayView {
  readonly seat: Seat;
  readonly bone: Bone;
  /** A line's end, or the arm in the four-arm layout. */
  readonly end: End | ArmName;
}

/** One arm of the four-arm layout (Jamaican French), as the table draws it. */
export interface ArmView {
  readonly name: ArmName;
  /**
   * The number of the double in the centre: 0 for the 0-0; any double's under `laterPose:
   * "winner-double"`. An empty arm takes a bone showing it first.
   */
  readonly centre: Pip;
  /** The number it shows at its open end; null while empty (it takes a bone showing `centre` first). */
  readonly open: Pip | null;
  /** It waits for its double (`open`-`open`) before anything else. */
  readonly needsDouble: boolean;
  /** Its bones from the centre outwards, pips oriented so touching halves match. */
  readonly bones: readonly PlacedBoneView[];
}

/** Why a hand went the way it did, for the screen to put in words (English in `text`). */
export type HandReason =
  | 'domino'
  | 'key-bone'
  | 'fewest-pips'
  /** Partners tied for the fewest pips: their team wins (or, where the options say so, a tied hand). */
  | 'partners-tied'
  /** Opponents tied for the fewest pips: a tied hand. */
  | 'opponents-tied';

/**
 * The exact reason, in every family (`reason` keeps the partner game's nearest one): 'dekabes'
 * (Haitian), 'team-fewest-pips' / 'teams-tied' (a block by team totals), 'tie-to-posers' /
 * 'tie-to-more-bones' / 'tie-to-last-team' / 'tie-to-last-team-loses' / 'tie-to-lower-seat' (a tie settled by a `blockTie` option), 'redeal' (thrown in), 'ruling' (a referee's ruling ended it: `ruling`).
 */
export type HandWhy =
  | HandReason
  | 'dekabes'
  | 'milo'
  | 'team-fewest-pips'
  | 'teams-tied'
  | 'tie-to-posers'
  | 'tie-to-more-bones'
  | 'tie-to-last-team'
  | 'tie-to-last-team-loses'
  | 'tie-to-lower-seat'
  | 'redeal'
  | 'ruling';

export interface HandResultView {
  readonly outcome: 'domino' | 'blocked' | 'tied' | 'redeal' | 'ruling';
  /** The referee's ruling that ended the hand (issue 18 item 8): the side it went to (null: no score), its points, why. */
  readonly ruling?: { readonly side: number | null; readonly points: number; readonly reason: string };
  /** The winning side (team, or seat each for oneself), null for a tie or a redeal. */
  readonly winner: number | null;
  /** The seat that dominoed, or the seat(s) with the fewest pips. */
  readonly seats: readonly Seat[];
  /** Points the winners scored with this hand (0 for a tie or a bruk). */
  readonly points: number;
  readonly keyBone: boolean;
  /** The winners had no points and the score went back to 0-0. */
  readonly bruk: boolean;
  /** The hand made it 1-1: the next hand is the play-off. */
  readonly playoffNext: boolean;
  /** The hand was the 1-1 play-off, won: its winners have 2 (the referee's "win the play-off and have 2 points"). */
  readonly playoff?: true;
  /** Pip totals by seat, when known. */
  readonly pips: readonly number[] | null;
  /** Seats whose holdings were not given, as the scoring does not read them: their `pips` mean nothing (issue 18 item 7). */
  readonly notGiven?: readonly Seat[];
  /** The domino, or the bone that blocked the game. */
  readonly lastBone: Bone | null;
  readonly reason: HandReason;
  readonly why: HandWhy;
  /** Bonuses the domino earned ('key-bone', 'dekabes', 'milo'). */
  readonly bonuses: readonly Bonus[];
  /** Named events: 'reset-all' (Cut Throat: all back to 0), 'losers-to-zero', 'pollona', 'viajera', 'divided'. */
  readonly notes: readonly ScoreNote[];
  /** Latin `divideBy10`: the pips before dividing. */
  readonly pipsBeforeDividing?: number;
  /** Quinientos: the bonus for winning one of the first four games, included in `points`. */
  readonly gameBonus?: number;
  /** Quinientos `chuchazo`: the bonus for going out with the 0-0, included in `points`. */
  readonly chuchazo?: number;
  /**
   * What each side added to its score, where it is not only `points` to the winners: Latin pass
   * bonuses, a block both teams score (`both-score`), or Jamaican French, where every seat adds
   * the pips it holds (doubled when it holds a double).
   */
  readonly added?: readonly number[];
  /**
   * Jamaican French: by seat, whether it held a double at the end, so that its pips were doubled
   * ("If a double tile is in an individual's hand then his score for that hand is doubled"). Empty
   * for a hand thrown in (nobody held anything).
   */
  readonly heldDouble?: readonly boolean[];
  /** Jamaican French `playOut`: the seats that reached the target in this hand and are out, worst first. */
  readonly wentOut?: readonly Seat[];
  /** With `wentOut`, when the hand left one player in: he wins the match. */
  readonly lastIn?: Seat;
  /** Latin `passBonus`: the pass bonuses each side scored in the hand (included in `added`). */
  readonly passBonus?: readonly number[];
  readonly text: string;
  /** The match score after this hand. */
  readonly scoreAfter: readonly number[];
}

export type HandStatusView =
  /** Started, nobody has posed yet. */
  | 'waiting-pose'
  | 'playing'
  /** Blocked, and the bones (or pips) each seat has left are needed: settleBlock. */
  | 'blocked-needs-holdings'
  /** A game scored by pips: the domino is down, and the bones (or pips) each seat has left are needed. */
  | 'domino-needs-holdings'
  | 'domino'
  | 'blocked'
  | 'tie'
  /** Thrown in and dealt again: scores nothing. */
  | 'redeal';

export interface HandView {
  readonly index: number;
  readonly status: HandStatusView;
  /** The seats sitting this hand out, having gone out before it (Jamaican French `playOut`); absent: none. */
  readonly out?: readonly SeatOutView[];
  /** Worth before bonuses, play-off, and who poses, as the hand started. */
  readonly value: number;
  readonly playoff: boolean;
  readonly pose: PoseView;
  readonly moves: readonly MoveView[];
  /** Open ends [left, right]; null before the pose. */
  readonly ends: readonly [Pip, Pip] | null;
  /** The seat to play; null before the pose (see `pose.seats`) and when the hand is over. */
  readonly turn: Seat | null;
  /** The line left to right; in the four-arm layout, the west arm, the 0-0 and the east arm (`arms` has all four). */
  readonly line: readonly PlacedBoneView[];
  /** The four arms round the 0-0 (Jamaican French), north, east, south, west; null for a line and before the pose. */
  readonly arms: readonly ArmView[] | null;
  /** By pip (0 … maxPip): how many bones showing it are not on the layout yet. */
  readonly outstanding: readonly number[];
  /**
   * Open ends that are hard: every other bone showing that pip is down (only the one that could
   * join them both is left, or none), so that end can hardly be played on.
   */
  readonly hardEnds: readonly Pip[];
  /** Every play the engine accepts now, from the seat(s) that may play: highest bone first. */
  readonly legal: readonly LegalPlayView[];
  /** The seat to play may pass (it is its turn after the pose, and the engine would accept it). */
  readonly canPass: boolean;
  /**
   * The seat to play may draw from the boneyard (a draw game, nothing it can play shown yet); before
   * the pose of Lankford's Cuban game, a seat that may pose has no double (`table.openWithDouble`).
   */
  readonly canDraw: boolean;
  /** Bones not on the layout. */
  readonly unplayed: readonly Bone[];
  /** Bones played by each seat so far, by seat. */
  readonly playedBy: readonly number[];
  /** Bones drawn from the boneyard by each seat, by seat. */
  readonly drawnBy: readonly number[];
  /** Bones each seat holds now, by seat. */
  readonly held: readonly number[];
  /** Bones in nobody's hand: sleeping, or left in the boneyard. */
  readonly stock: number;
  /** The hand was thrown in, at this seat's demand. */
  readonly redeal: { readonly seat: Seat } | null;
  /**
   * The hand may be thrown in now (recordMove with `{ seat, redeal: true }`): before its pose where
   * the family allows a redeal; in Lankford's Cuban game only once the first player (`turn`) has
   * drawn the whole boneyard without a double (domain/throw-in.ts).
   */
  readonly canRedeal: boolean;
  /**
   * For a block to settle: by seat, the unplayed bones it may still hold (those showing a pip it
   * passed on are left out), how many it holds, and whether the scoring needs them (`needed`
   * false: optional, checked when given; domain/settle.ts `seatsNeeded`). Null otherwise.
   */
  readonly candidates: readonly { readonly bones: readonly Bone[]; readonly count: number; readonly needed: boolean }[] | null;
  /** The deal, when one was entered. */
  readonly dealt: readonly (readonly Bone[])[] | null;
  /** What was given to settle it (null for a seat not given: the scoring does not read it). */
  readonly left: readonly (readonly Bone[] | null)[] | null;
  readonly pipsGiven: readonly (number | null)[] | null;
  readonly result: HandResultView | null;
}

/** A hand in the match history: enough for the scoreboard; viewHand gives it whole. */
export interface HandSummaryView {
  readonly index: number;
  readonly status: HandStatusView;
  readonly value: number;
  readonly playoff: boolean;
  /** Moves recorded (plays and passes). */
  readonly moves: number;
  readonly result: HandResultView | null;
}

export interface MatchView {
  readonly id: number;
  readonly rules: RuleFamily;
  /** The family's name: "Jamaican Partner". */
  readonly family: string;
  /** Every option, defaults filled in. */
  readonly options: FamilyOptions;
  /** The options in plain words, one line each. */
  readonly optionsText: readonly string[];
  /**
   * The options make the target a plain race where the family's own game is not one (the partner
   * game's `onOpponentWin: "race"`, Cut Throat's game to 100 by pips): the first side to reach it
   * wins, whatever the others have. The screens word the target by it (domain `Family.race`).
   */
  readonly race: boolean;
  readonly seats: readonly string[];
  /** Seats by side: [[0, 2], [1, 3]] for partners, [[0], [1], [2]] each for oneself. */
  readonly teams: readonly (readonly Seat[])[];
  /** What a side is: a team, or each player for oneself. */
  readonly sides: 'teams' | 'each';
  /** The set, the deal, the boneyard, redeals, what settling needs. */
  readonly table: TableRulesView;
  /** Points by side. */
  readonly score: readonly number[];
  readonly winner: number | null;
  /** Seats out so far, in the order they went (Jamaican French `playOut`); absent: none. */
  readonly out?: readonly SeatOutView[];
  /** A match played out (`playOut`) and won: the seats from best to worst, the last out best. */
  readonly ranking?: readonly Seat[];
  /**
   * Where the match stands: 'needs-hand' (every hand settled, start the next), 'playing',
   * 'needs-holdings' (the last hand is blocked and waits for settleBlock), 'won'.
   */
  readonly status: 'needs-hand' | 'playing' | 'needs-holdings' | 'won';
  /** The hand to start next; null while one is in play or once the match is won. */
  readonly nextHand: NextHandView | null;
  /** Every hand so far, in short; the last one may be in play or waiting to be settled. */
  readonly hands: readonly HandSummaryView[];
  /**
   * The last hand in full (in play, waiting to be settled, or just finished, to show its
   * result); null before the first hand. Earlier hands: viewHand.
   */
  readonly current: HandView | null;
  /** Moves taken back by undo in this match (a referee sees them in the export). */
  readonly corrections: number;
  readonly updatedAt: string;
  /** The event game it records (round, table, game); absent for a match of its own. */
  readonly event?: MatchEventLink;
  /**
   * When it was deleted, ISO 8601 UTC; absent for a match in the list. A deleted match still opens
   * by its address (to be seen and restored), and every command on it is refused (db/match-deleted).
   */
  readonly deletedAt?: string;
}

/**
 * What recordMove and undoMove answer: the match view whole but for `hands`, which holds only the
 * summaries from index `handsFrom` on. A move (or its undo) in hand `handsFrom` cannot change an
 * earlier hand's summary, and those are most of the answer in a long match: sending them after
 * every move made its time grow with the match (issue 5, "Speed"; docs/architecture.md).
 *
 * A screen that holds the match as it was before the command keeps its summaries before
 * `handsFrom` and appends these (`mergeMatchUpdate`, api/update.ts, which also says when a held
 * view cannot be merged and getMatch must be asked instead). getMatch and every other command
 * answer the whole MatchView.
 */
export interface MatchUpdate extends Omit<MatchView, 'hands'> {
  /** The index of the first summary in `hands`: the hand the move was recorded in or taken back from. */
  readonly handsFrom: number;
  /** The summaries of hands `handsFrom` to the last (none when an undo took back a hand just started). */
  readonly hands: readonly HandSummaryView[];
  /**
   * How many corrections (undos) the match had before this command. A held view with another
   * count missed an undo made elsewhere (another window), which may have changed an earlier hand.
   */
  readonly correctionsBefore: number;
}

export interface ExportedRecord {
  /** A suggested file name: "2026-11-23 Ann Ben Cat Dan.json". */
  readonly fileName: string;
  /** The record file (docs/record-format.md), readable JSON. */
  readonly text: string;
}

export interface ApiOutputs extends EventOutputs, RoomOutputs {
  readonly appVersion: string;
  readonly databaseInfo: DatabaseInfo;
  /** Null when the dialog was cancelled. */
  readonly chooseDatabase: DatabaseInfo | null;
  /** Null when the dialog was cancelled; 'db/exists' for a path that already holds a file. */
  readonly newDatabase: DatabaseInfo | null;
  readonly listOptions: readonly RuleFamilyView[];
  readonly listMatches: readonly MatchSummary[];
  readonly createMatch: MatchView;
  readonly getMatch: MatchView;
  readonly startHand: MatchView;
  /** Only the hand summaries the move can change: see MatchUpdate. */
  readonly recordMove: MatchUpdate;
  /** Only the hand summaries the undo can change: see MatchUpdate. */
  readonly undoMove: MatchUpdate;
  readonly settleBlock: MatchView;
  readonly ruleHand: MatchView;
  readonly importRecord: MatchView;
  readonly exportRecord: ExportedRecord;
  readonly viewHand: HandView;
  readonly listCorrections: readonly MatchCorrection[];
  readonly deleteMatch: null;
  readonly restoreMatch: MatchView;
  /** The deleted matches, the most recently deleted first, each with its `deletedAt`. */
  readonly listDeletedMatches: readonly MatchSummary[];
  readonly renameSeat: MatchView;
}

/** What every transport offers the screens: one named method per command or query. */
export type DominoesApi = {
  // A method whose input has no required field may be called with nothing.
  readonly [M in ApiMethod]: Record<never, never> extends ApiInputs[M]
    ? (input?: ApiInputs[M]) => Promise<ApiResult<ApiOutputs[M]>>
    : (input: ApiInputs[M]) => Promise<ApiResult<ApiOutputs[M]>>;
};

/** The same, as the service implements it: inputs already checked by the schema. */
export type ApiHandlers = {
  readonly [M in ApiMethod]: (input: z.output<(typeof inputSchemas)[M]>) => ApiResult<ApiOutputs[M]> | Promise<ApiResult<ApiOutputs[M]>>;
};

// ---- checking an input --------------------------------------------------------------------------


/**
 * Checks a method's raw input (anything a transport received) against its schema: the parsed
 * input, or an 'input/invalid' error naming the field.
 */
export function parseInput<M extends ApiMethod>(
  method: M,
  raw: unknown,
): { ok: true; value: z.output<(typeof inputSchemas)[M]> } | { ok: false; error: ApiError } {
  // A method with no input may be called with nothing at all.
  const value = raw === undefined || raw === null ? {} : raw;
  // Before the schema: its copy of an object would turn an own "__proto__" key into the copy's
  // prototype, and the key would be gone without a word (issue 18 item 17).
  const strict = checkInputValue(value);
  if (strict) return { ok: false, error: strictRefusal(strict) };
  const parsed = inputSchemas[method].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as z.output<(typeof inputSchemas)[M]> };
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'too_big' && issue.path.length === 1 && issue.path[0] === 'text') {
    // The referee's own refusal of a file too large to read, not the schema's words.
    if (method === 'importRecord') return { ok: false, error: recordTooLarge() };
    if (method === 'importEvent') return eventApiError(eventTooLarge());
  }
  // The record's words and facts for what is wrong (domain/record.ts `inputIssue`), so a screen
  // says it in its own language: `{field}: {reason}.` (renderer/src/locales, refusalDetail.input_invalid).
  const { path, reason } = inputIssue(issue, value);
  const field = pathText(path);
  const place: FieldPlace = field || { kind: 'the-input' };
  const words = reason ? sayRecordReason(reason) : issue.message;
  return {
    ok: false,
    error: {
      code: API_ERROR_CODES.input,
      message: `${method}: ${sayRecordReason(place)}: ${words}.`,
      ...(field && { field }),
      ...(reason && { params: { field: place, reason } as unknown as Readonly<Record<string, Fact>> }),
    },
  };
}

/** A refusal of the strict reading (domain/record.ts readInputText, checkInputValue) as the contract's error. */
export function strictRefusal(e: RecordError): ApiError {
  return { code: e.code, message: e.message, ...(e.field !== null && { field: e.field }), ...(e.params && { params: e.params }) };
}

/** A thrown bug, as the screen sees it: no stack, no internals. */
export function internalError(): ApiError {
  return {
    code: API_ERROR_CODES.internal,
    message: 'Something went wrong inside the app; nothing was saved by this request. Try again, and report it if it happens again.',
    // No facts, but a template of its own (renderer/src/locales), so the screens say it in their language.
    params: {},
  };
}

/**
 * Runs one method for a transport: checks the input, calls the handler, and turns a throw into
 * the 'internal' error (the transport logs `onBug`'s argument; the screen never sees it).
 */
export async function invoke(
  handlers: ApiHandlers,
  method: ApiMethod,
  raw: unknown,
  onBug: (cause: unknown) => void = () => {},
): Promise<ApiResult<unknown>> {
  const input = parseInput(method, raw);
  if (!input.ok) return input;
  try {
    const run = handlers[method] as (input: unknown) => ApiResult<unknown> | Promise<ApiResult<unknown>>;
    return await run(input.value);
  } catch (cause) {
    onBug(cause);
    return { ok: false, error: internalError() };
  }
}
