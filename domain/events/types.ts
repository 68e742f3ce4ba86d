/**
 * The vocabulary of the tournament layer (issue 17; every term is defined once in docs/events.md):
 * an event, its entrants, its rounds, each round's tables and their games, byes, forfeits and
 * penalties, as the event file `dominoes-event/1` writes them (docs/event-format.md).
 *
 * This folder is apart from the match rules: it reads a match only through its record
 * (domain/record.ts) and the summary a finished game leaves (`GameOutcome`), so standings and
 * pairings never ask which rule family is played.
 */
import type { MatchRecord } from '../record.ts';
import type { RuleFamily } from '../rules.ts';

export const EVENT_FORMAT = 'dominoes-event/1';

/** How entrants sit: fixed pairs (two a table), individuals with rotating partners, each for oneself. */
export const ENTRIES = ['pairs', 'individuals', 'cut-throat'] as const;
export type Entry = (typeof ENTRIES)[number];

/** How the next round is drawn. */
export const PAIRINGS = ['round-robin', 'swiss', 'rotating', 'cut-throat', 'manual'] as const;
export type Pairing = (typeof PAIRINGS)[number];

/** The keys a ranking applies in order, each to the entrants still tied. */
export const RANKING_KEYS = [
  'match-points',
  'won',
  'games-won',
  'games-difference',
  'hands-difference',
  'efectividad',
  'points-for',
  'points-against',
  'shutouts-given',
  'head-to-head',
  'buchholz',
] as const;
export type RankingKey = (typeof RANKING_KEYS)[number];
export const DEFAULT_RANKING: readonly RankingKey[] = ['match-points', 'efectividad', 'points-for'];

/** What a table plays in a round: N games, or until a side has won N. */
export type RoundFormat = { readonly games: number } | { readonly firstTo: number };

/** Match points for a table won, drawn, lost, and for a bye. */
export interface MatchPoints {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly bye: number;
}
export const DEFAULT_POINTS: MatchPoints = { win: 2, draw: 1, loss: 0, bye: 2 };

export type EntrantId = string;

export interface Entrant {
  readonly id: EntrantId;
  /** Pairs: the team's name, which is its players' names joined (`pairName`) unless one was given. */
  readonly name: string;
  /** Pairs: the two players' names, as the records seat them. */
  readonly players?: readonly [string, string];
  /** Withdrawn between rounds: stays in the standings with its results, is drawn no more. */
  readonly withdrawn?: boolean;
}

/** The players of a pair joined by "&" (issue 17's examples: "Cat & Dan"): a pair's name when no team name was given. */
export const PAIR_JOIN = '&';

/** A pair's name made from its players: "Ann & Cat". */
export function pairName(players: readonly [string, string]): string {
  return `${players[0]} ${PAIR_JOIN} ${players[1]}`;
}

/** One game at a table, as the file gives it. */
export type Game =
  /** Recorded bone by bone; finished when the record has a winner. */
  | { readonly record: MatchRecord; readonly ended?: undefined }
  /** Stopped by the clock after a finished hand: the leader wins, equal scores a drawn game. */
  | { readonly record: MatchRecord; readonly ended: 'time' }
  /** A paper result: one number a side (the record's side order), highest wins, equal drawn. */
  | { readonly score: readonly number[] };

export interface EventTable {
  /** The table's number as the organizer names it, unique in its round. */
  readonly table: number;
  /**
   * Entrant ids in seat order. Pairs `[X, Y]`: X's players are the record's seats 0 and 2.
   * Individuals `[A, B, C, D]`: the record's seats, A and C against B and D. Cut-throat: the
   * players in seat order, each its own side.
   */
  readonly seats: readonly EntrantId[];
  readonly games: readonly Game[];
  /** Entrants that did not play (two-sided tables only): their side loses every game of the round. */
  readonly forfeit?: readonly EntrantId[];
}

export interface Penalty {
  readonly entrant: EntrantId;
  /** Points taken off efectividad (never match points). */
  readonly points: number;
  readonly reason: string;
}

export interface EventRound {
  readonly tables: readonly EventTable[];
  readonly byes: readonly EntrantId[];
  readonly penalties: readonly Penalty[];
}

/** An event after reading, defaults filled in. */
export interface EventFile {
  readonly format: typeof EVENT_FORMAT;
  readonly name: string;
  /** The day, as YYYY-MM-DD. */
  readonly date: string;
  readonly venue?: string;
  readonly rules: RuleFamily;
  readonly options: Readonly<Record<string, unknown>>;
  readonly entry: Entry;
  /** Cut-throat: the seats a table has (2 to 4); tables may have one fewer. */
  readonly tableSize: number;
  readonly round: RoundFormat;
  readonly pairing: Pairing;
  /**
   * How many rounds the event will have (issue 25 item 1), where the organizer said so: Swiss,
   * rotating, cut-throat and manual pairings. Absent: not said (an older file, or a round robin,
   * which knows its own: domain/events/rounds.ts).
   */
  readonly roundsPlanned?: number;
  readonly points: MatchPoints;
  /** A game score `[for, against]` credited for a bye, and for a forfeit (mirrored for the side that forfeits). */
  readonly byeScore: readonly [number, number];
  readonly forfeitScore: readonly [number, number];
  readonly ranking: readonly RankingKey[];
  readonly seed: number;
  /** Rotating: round 1 in file order, or shuffled from the seed. */
  readonly firstRound: 'order' | 'random';
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly EventRound[];
}

// ---- what standings read: game outcomes, not records ------------------------------------

/**
 * What a game left, by side (the record's side order: pairs and individuals side 0 is seats 0
 * and 2; cut-throat side i is seat i). Computed from a record once (domain/events/outcome.ts)
 * and stored beside it, so the standings never replay a record.
 */
export interface GameOutcome {
  /** A finished game: a record with a winner, a record ended by the clock, or a paper result. */
  readonly finished: boolean;
  /** The final score of each side. */
  readonly score: readonly number[];
  /** The side that won the game; null for a drawn game (or one not finished). */
  readonly winner: number | null;
  /** Hands won by each side (ties and redeals count for nobody); zeros for a paper result. */
  readonly handsWon: readonly number[];
  /** The game was entered on paper: it has no hands. */
  readonly paper: boolean;
}

/** A table as standings read it. */
export interface TableSummary {
  readonly table: number;
  readonly seats: readonly EntrantId[];
  readonly games: readonly GameOutcome[];
  readonly forfeit?: readonly EntrantId[];
}

export interface RoundSummary {
  readonly tables: readonly TableSummary[];
  readonly byes: readonly EntrantId[];
  readonly penalties: readonly Penalty[];
}

/** The event as standings and pairings read it: the settings, entrants, and outcomes in place of records. */
export interface EventSummary extends Omit<EventFile, 'format' | 'rounds'> {
  readonly rounds: readonly RoundSummary[];
  /** The game's target under the event's options (for the bye and forfeit defaults). */
  readonly target: number;
}

// ---- standings -------------------------------------------------------------------------

/** One entrant's figures (issue 17, "Standings"): the same for the screen, the printout, the file and the referee. */
export interface StandingFigures {
  readonly played: number;
  readonly won: number;
  readonly drawn: number;
  readonly lost: number;
  readonly byes: number;
  readonly matchPoints: number;
  readonly gamesWon: number;
  readonly gamesLost: number;
  readonly handsWon: number;
  readonly handsLost: number;
  readonly pointsFor: number;
  readonly pointsAgainst: number;
  readonly penalties: number;
  readonly efectividad: number;
  readonly shutoutsGiven: number;
  readonly shutoutsTaken: number;
  readonly buchholz: number;
}

/** The figures in the order ("Standings"), for whatever lists or compares them all. */
export const STANDING_FIGURES = [
  'played',
  'won',
  'drawn',
  'lost',
  'byes',
  'matchPoints',
  'gamesWon',
  'gamesLost',
  'handsWon',
  'handsLost',
  'pointsFor',
  'pointsAgainst',
  'penalties',
  'efectividad',
  'shutoutsGiven',
  'shutoutsTaken',
  'buchholz',
] as const satisfies readonly (keyof StandingFigures)[];

export interface StandingRow extends StandingFigures {
  /** 1-based; entrants tied on every key share it (1, 2, 2, 4). */
  readonly place: number;
  readonly entrant: EntrantId;
  readonly name: string;
  readonly withdrawn: boolean;
  /**
   * What put this entrant ahead of the next one down: the ranking key that decided, or null when
   * they are tied on every key (they share a place) or this is the last row.
   */
  readonly aheadOn: { readonly key: RankingKey; readonly of: EntrantId } | null;
}

/** A table that standings did not count yet (round and table as organizers name them: round from 1). */
export interface PendingTable {
  readonly round: number;
  readonly table: number;
}

export interface Standings {
  readonly rows: readonly StandingRow[];
  readonly pending: readonly PendingTable[];
}

// ---- the next round ------------------------------------------------------------------------

export interface DrawnTable {
  readonly table: number;
  readonly seats: readonly EntrantId[];
}

export interface DrawnRound {
  /** Counted from 1. */
  readonly round: number;
  readonly tables: readonly DrawnTable[];
  readonly byes: readonly EntrantId[];
}

/** A rule that a hand-made change to a drawn round breaks (a warning, not a refusal). */
export type DrawWarning =
  | { readonly kind: 'rematch'; readonly entrants: readonly [EntrantId, EntrantId]; readonly table: number }
  | { readonly kind: 'repeated-partner'; readonly entrants: readonly [EntrantId, EntrantId]; readonly table: number }
  | { readonly kind: 'second-bye'; readonly entrant: EntrantId }
  | { readonly kind: 'repeated-table-mate'; readonly entrants: readonly [EntrantId, EntrantId]; readonly table: number }
  /** Round-robin: round `round` was not the fixed schedule's, so the draws since follow what was played (docs/pairings.md). */
  | { readonly kind: 'schedule-left'; readonly round: number };

// ---- errors ----------------------------------------------------------------------------------

/**
 * Where an event file or command is wrong. `round` and `game` count from 1 and `table` is the
 * table's number, as organizers name them; `hand` and `move` are 0-based as `referee check` gives
 * them for the game's record; `field` is the path into the event file (rounds[0].tables[2].games[1]
 * .record.hands[3].moves[7].end). Null where it does not apply. Codes: `event/...`, or the record's
 * own (`record/...`, a rule's code) for a record that fails its check.
 */
export interface EventError {
  readonly code: string;
  readonly message: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly game: number | null;
  readonly hand: number | null;
  readonly move: number | null;
  readonly field: string | null;
  readonly params?: Readonly<Record<string, import('../result.ts').Fact>>;
}
