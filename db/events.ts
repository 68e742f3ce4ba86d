/**
 * Events (issue 17): every query and write the event screens and the api need, over the tables
 * of migration 7. Like db/matches.ts: every function takes the database first, each write is one
 * IMMEDIATE transaction that checks everything before it writes anything, and a refusal comes back
 * as a value with the event layer's error shape (`EventError`, codes `event/...`); only a broken
 * invariant of the store throws.
 *
 * Rounds are counted from 1, a table is its number as organizers name it, games are counted from
 * 1 (as `EventError` counts them). Each game keeps its `GameOutcome`: paper scores here, games
 * recorded bone by bone through db/event-games.ts on every write to their match, so the standings
 * (`readEventSummary`) are read from stored outcomes without loading or replaying any record.
 */
import type Database from 'better-sqlite3';
import { FAMILIES } from '../domain/families/index.ts';
import { eventFacts, sayEventRefusal } from '../domain/events/event-words.ts';
import type { EventCode, EventParams } from '../domain/events/event-words.ts';
import type { EventRefusalCode } from '../domain/events/refusal-codes.ts';
import { checkEvent, checkEventText, checkPenalty, writeEvent } from '../domain/events/format.ts';
import type { CheckedEvent } from '../domain/events/format.ts';
import { paperOutcome, recordOutcome, tableCompleteOutcomes } from '../domain/events/outcome.ts';
import { doubtMessage, paperScoreDoubt } from '../domain/events/paper-doubt.ts';
import { checkDrawnRound } from '../domain/events/pairing.ts';
import { lateEntryRefusal } from '../domain/events/pairing-round-robin.ts';
import { EVENT_FORMAT } from '../domain/events/types.ts';
import type {
  DrawnRound,
  Entrant,
  EntrantId,
  EventError,
  EventFile,
  EventRound,
  EventSummary,
  EventTable,
  Game,
  GameOutcome,
  Penalty,
  RankingKey,
  RoundFormat,
} from '../domain/events/types.ts';
import { checkRecord } from '../domain/record.ts';
import type { MatchRecord } from '../domain/record.ts';
import type { Fact, Result } from '../domain/result.ts';
import { showValue } from '../domain/strict-json.ts';
import { laterGames, roundClosed, storeRecordOutcome, touchEvent } from './event-games.ts';
import { bulkLoad, createMatch, importRecord, loadRecord, parseMadeRecord } from './matches.ts';
import { logChange } from './changes.ts';
import { read, sql, write } from './sql.ts';
import { keepsOrigins, nowText, originOf } from './origin.ts';

type Db = Database.Database;

export type EventId = number;

/** An event's settings: everything of the event file but its entrants and rounds, defaults filled in. */
export type EventSettings = Omit<EventFile, 'format' | 'entrants' | 'rounds'>;

/** A line of the events list. */
export interface EventListItem {
  readonly id: EventId;
  readonly name: string;
  readonly date: string;
  readonly venue: string | null;
  readonly rules: EventFile['rules'];
  readonly entry: EventFile['entry'];
  readonly pairing: EventFile['pairing'];
  readonly entrants: number;
  readonly rounds: number;
  /** Tables of the last round not complete yet (as `StoredTable.complete` says). */
  readonly pending: number;
  /** ISO 8601 UTC. */
  readonly createdAt: string;
  /** The last change to the event or to a match recorded at one of its tables, ISO 8601 UTC. */
  readonly updatedAt: string;
}

/** A game as stored: a linked match (recorded bone by bone) or a paper score, and its outcome. */
export interface StoredGame {
  /** Counted from 1. */
  readonly game: number;
  readonly matchId: number | null;
  readonly score: readonly number[] | null;
  readonly ended: 'time' | null;
  readonly outcome: GameOutcome;
}

export interface StoredTable {
  readonly table: number;
  readonly seats: readonly EntrantId[];
  readonly games: readonly StoredGame[];
  /** Absent when nobody forfeited. */
  readonly forfeit?: readonly EntrantId[];
  /** The round format is met, or the table is forfeited (domain/events/outcome.ts). */
  readonly complete: boolean;
}

export interface StoredPenalty extends Penalty {
  /** The row's id, to remove it by (`removePenalty`). */
  readonly id: number;
}

export interface StoredRound {
  /** Counted from 1. */
  readonly round: number;
  /** The next round is drawn: no result of this one may change. */
  readonly closed: boolean;
  readonly tables: readonly StoredTable[];
  readonly byes: readonly EntrantId[];
  readonly penalties: readonly StoredPenalty[];
}

/** An event as the screens read it: no records, the ids to reach them, outcomes in their place. */
export interface StoredEvent {
  readonly id: EventId;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly settings: EventSettings;
  /** The game's target under the event's options. */
  readonly target: number;
  readonly entrants: readonly Entrant[];
  readonly rounds: readonly StoredRound[];
}

/** A stored outcome that differs from a replay of its record (`verifyOutcomes`). */
export interface OutcomeMismatch {
  readonly round: number;
  readonly table: number;
  readonly game: number;
  /** The linked match; null for a paper game (its outcome is compared with its score's). */
  readonly matchId: number | null;
  readonly stored: GameOutcome;
  readonly replayed: GameOutcome;
}

/** A change to an entrant: the name, and for pairs the players. */
export interface EntrantChange {
  readonly name?: string;
  readonly players?: readonly [string, string];
}

// ---- refusals -----------------------------------------------------------------------------

interface Where {
  readonly round?: number;
  readonly table?: number;
  readonly game?: number;
  readonly field?: string;
}

type Refused = { readonly ok: false; readonly error: EventError };

/** The layer's own refusal: its code is listed (domain/events/refusal-codes.ts), so the screens have its words. */
function refuse(code: EventRefusalCode, message: string, where: Where = {}, params: Readonly<Record<string, Fact>> = {}): Refused {
  return placedRefusal(code, message, where, params);
}

/** A refusal at a place of the event: the layer's own, or a record's passed on with the game it concerns. */
function placedRefusal(code: string, message: string, where: Where, params: Readonly<Record<string, Fact>>): Refused {
  return {
    ok: false,
    error: {
      code,
      message,
      round: where.round ?? null,
      table: where.table ?? null,
      game: where.game ?? null,
      hand: null,
      move: null,
      field: where.field ?? null,
      params,
    },
  };
}

/** A refusal the event file has too (domain/events/event-words.ts): its words and facts, one definition for the file, the store and the screens. */
function fileRefusal<C extends EventCode>(code: C, params: EventParams[C], where: Where = {}): Refused {
  return refuse(code, sayEventRefusal(code, params), where, eventFacts(params));
}

function noEvent(eventId: EventId): Refused {
  return refuse('event/no-such-event', `There is no event ${eventId}.`, {}, { event: eventId });
}

function noRound(round: number, rounds: number): Refused {
  const have = rounds === 0 ? 'no rounds yet' : `rounds 1 to ${rounds}`;
  return refuse('event/no-such-round', `This event has ${have}; there is no round ${round}.`, { round }, { round, rounds });
}

function noTable(round: number, table: number, tables: readonly number[]): Refused {
  return refuse(
    'event/no-such-table',
    `Round ${round} has no table ${table}; its tables are ${tables.join(', ') || 'none'}.`,
    { round, table },
    { round, table, tables: [...tables] },
  );
}

function noGame(round: number, table: number, game: number, games: number): Refused {
  return refuse(
    'event/no-such-game',
    `Table ${table} of round ${round} has ${games} game${games === 1 ? '' : 's'}; there is no game ${game}.`,
    { round, table, game },
    { round, table, game, games },
  );
}

function noEntrant(id: string, where: Where = {}): Refused {
  return fileRefusal('event/unknown-entrant', { entrant: showValue(id) }, where);
}

// ---- settings and entrants ---------------------------------------------------------------------

/** The game's target under the event's options (the bye and forfeit credits' default). */
function targetOf(rules: EventFile['rules'], options: EventFile['options']): number {
  return FAMILIES[rules].options.parse(options).target;
}

/** One entrant of each entry, only to check settings given with no entrants yet (the file needs one). */
const STAND_IN: Readonly<Record<EventFile['entry'], Entrant>> = {
  pairs: { id: 'stand-in', name: 'Stand-in', players: ['Stand-in 1', 'Stand-in 2'] },
  individuals: { id: 'stand-in', name: 'Stand-in' },
  'cut-throat': { id: 'stand-in', name: 'Stand-in' },
};

/**
 * Settings and entrants checked as the event file's are (domain/events/format.ts: the shapes, the
 * defaults, the game fitting the entry, names that tell the players apart), so what the store
 * holds is always a file the referee reads. The values as the file reads them (texts trimmed), or
 * the file's refusal, its `field` the path the event file would have.
 */
function asFileReads(settings: EventSettings, entrants: readonly Entrant[]): Result<EventFile, EventError> {
  const given = entrants.length > 0 ? entrants : [STAND_IN[settings.entry] ?? STAND_IN.pairs];
  const checked = checkEventText(writeEvent({ format: EVENT_FORMAT, ...settings, entrants: given, rounds: [] }));
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value.event, entrants: entrants.length > 0 ? checked.value.event.entrants : [] } };
}

/** The event's entrants with one added or changed, checked as the file's entrants are. */
function withEntrants(db: Db, eventId: EventId, change: (entrants: readonly Entrant[]) => readonly Entrant[]): Result<readonly Entrant[], EventError> | null {
  const row = eventRow(db, eventId);
  if (!row) return null;
  const checked = asFileReads(settingsOf(row), change(entrantsOf(db, eventId)));
  return checked.ok ? { ok: true, value: checked.value.entrants } : checked;
}

/** An entrant as the file check read it (texts trimmed). */
function insertEntrant(db: Db, eventId: EventId, e: Entrant, position: number): void {
  sql(db, 'INSERT INTO event_entrants (event_id, id, position, name, player_0, player_1, withdrawn) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    eventId,
    e.id,
    position,
    e.name,
    e.players?.[0] ?? null,
    e.players?.[1] ?? null,
    e.withdrawn ? 1 : 0,
  );
}

// ---- reading ------------------------------------------------------------------------------

interface EventRow {
  id: number;
  created_at: string;
  updated_at: string;
  name: string;
  date: string;
  venue: string | null;
  rules: EventFile['rules'];
  options: string;
  entry: EventFile['entry'];
  table_size: number;
  round_games: number | null;
  round_first_to: number | null;
  pairing: EventFile['pairing'];
  points_win: number;
  points_draw: number;
  points_loss: number;
  points_bye: number;
  bye_for: number;
  bye_against: number;
  forfeit_for: number;
  forfeit_against: number;
  ranking: string;
  seed: number;
  first_round: 'order' | 'random';
  /** Migration 12: absent from a file of an older version (the migration tests write into one). */
  rounds_planned?: number | null;
}

function settingsOf(row: EventRow): EventSettings {
  return {
    name: row.name,
    date: row.date,
    ...(row.venue !== null && { venue: row.venue }),
    rules: row.rules,
    options: JSON.parse(row.options) as EventSettings['options'],
    entry: row.entry,
    tableSize: row.table_size,
    round: row.round_games !== null ? { games: row.round_games } : { firstTo: row.round_first_to! },
    pairing: row.pairing,
    ...(typeof row.rounds_planned === 'number' && { roundsPlanned: row.rounds_planned }),
    points: { win: row.points_win, draw: row.points_draw, loss: row.points_loss, bye: row.points_bye },
    byeScore: [row.bye_for, row.bye_against],
    forfeitScore: [row.forfeit_for, row.forfeit_against],
    ranking: JSON.parse(row.ranking) as RankingKey[],
    seed: row.seed,
    firstRound: row.first_round,
  };
}

interface EntrantRow {
  id: string;
  name: string;
  player_0: string | null;
  player_1: string | null;
  withdrawn: number;
}

function entrantOf(row: EntrantRow): Entrant {
  return {
    id: row.id,
    name: row.name,
    ...(row.player_0 !== null && { players: [row.player_0, row.player_1!] as const }),
    ...(row.withdrawn === 1 && { withdrawn: true }),
  };
}

function eventRow(db: Db, eventId: EventId): EventRow | undefined {
  return sql(db, 'SELECT * FROM events WHERE id = ?').get(eventId) as EventRow | undefined;
}

function entrantsOf(db: Db, eventId: EventId): Entrant[] {
  return (sql(db, 'SELECT id, name, player_0, player_1, withdrawn FROM event_entrants WHERE event_id = ? ORDER BY position').all(eventId) as EntrantRow[]).map(
    entrantOf,
  );
}

interface RoundRow {
  id: number;
  number: number;
  closed: number;
}
interface TableRow {
  id: number;
  round_id: number;
  number: number;
}
interface SeatRow {
  table_id: number;
  entrant: string;
  forfeit: number;
}
interface GameRow {
  id: number;
  table_id: number;
  idx: number;
  match_id: number | null;
  score: string | null;
  ended: 'time' | null;
  outcome: string;
}

/**
 * The event's rounds from its rows: a handful of queries for the whole event, each ordered so the
 * rows fall into place in one pass (a 256-pair event of ten rounds is some 13 000 rows).
 */
function roundsOf(db: Db, eventId: EventId, round: RoundFormat): StoredRound[] {
  const rounds = sql(db, 'SELECT id, number, closed FROM event_rounds WHERE event_id = ? ORDER BY number').all(eventId) as RoundRow[];
  const tables = sql(
    db,
    `SELECT t.id, t.round_id, t.number FROM event_tables t JOIN event_rounds r ON r.id = t.round_id
      WHERE r.event_id = ? ORDER BY r.number, t.position`,
  ).all(eventId) as TableRow[];
  const seats = sql(
    db,
    `SELECT s.table_id, s.entrant, s.forfeit FROM event_seats s JOIN event_tables t ON t.id = s.table_id JOIN event_rounds r ON r.id = t.round_id
      WHERE r.event_id = ? ORDER BY s.table_id, s.idx`,
  ).all(eventId) as SeatRow[];
  const games = sql(
    db,
    `SELECT g.id, g.table_id, g.idx, g.match_id, g.score, g.ended, g.outcome
       FROM event_games g JOIN event_tables t ON t.id = g.table_id JOIN event_rounds r ON r.id = t.round_id
      WHERE r.event_id = ? ORDER BY g.table_id, g.idx`,
  ).all(eventId) as GameRow[];
  const byes = sql(
    db,
    'SELECT b.round_id, b.entrant FROM event_byes b JOIN event_rounds r ON r.id = b.round_id WHERE r.event_id = ? ORDER BY b.round_id, b.idx',
  ).all(eventId) as { round_id: number; entrant: string }[];
  const penalties = sql(
    db,
    'SELECT p.id, p.round_id, p.entrant, p.points, p.reason FROM event_penalties p JOIN event_rounds r ON r.id = p.round_id WHERE r.event_id = ? ORDER BY p.id',
  ).all(eventId) as { id: number; round_id: number; entrant: string; points: number; reason: string }[];

  const seatsBy = Map.groupBy(seats, (s) => s.table_id);
  const gamesBy = Map.groupBy(games, (g) => g.table_id);
  const tablesBy = Map.groupBy(tables, (t) => t.round_id);
  const byesBy = Map.groupBy(byes, (b) => b.round_id);
  const penaltiesBy = Map.groupBy(penalties, (p) => p.round_id);
  return rounds.map((r): StoredRound => ({
    round: r.number,
    closed: r.closed === 1,
    tables: (tablesBy.get(r.id) ?? []).map((t) => tableOf(t.number, seatsBy.get(t.id) ?? [], gamesBy.get(t.id) ?? [], round)),
    byes: (byesBy.get(r.id) ?? []).map((b) => b.entrant),
    penalties: (penaltiesBy.get(r.id) ?? []).map((p) => ({ id: p.id, entrant: p.entrant, points: p.points, reason: p.reason })),
  }));
}

/** A table from its seat and game rows, in order. */
function tableOf(number: number, seats: readonly SeatRow[], games: readonly GameRow[], round: RoundFormat): StoredTable {
  const forfeit = seats.filter((s) => s.forfeit === 1).map((s) => s.entrant);
  const played = games.map(
    (g): StoredGame => ({
      game: g.idx + 1,
      matchId: g.match_id,
      score: g.score === null ? null : (JSON.parse(g.score) as number[]),
      ended: g.ended,
      outcome: JSON.parse(g.outcome) as GameOutcome,
    }),
  );
  return {
    table: number,
    seats: seats.map((s) => s.entrant),
    games: played,
    ...(forfeit.length > 0 && { forfeit }),
    complete: tableCompleteOutcomes(round, played.map((g) => g.outcome), forfeit),
  };
}

function storedEvent(db: Db, eventId: EventId): StoredEvent | null {
  const row = eventRow(db, eventId);
  if (!row) return null;
  const settings = settingsOf(row);
  return {
    id: row.id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    settings,
    target: targetOf(settings.rules, settings.options),
    entrants: entrantsOf(db, eventId),
    rounds: roundsOf(db, eventId, settings.round),
  };
}

/**
 * Every event, the most recently changed first, with its counts, in one query: the list is read on
 * every visit to the events screen, and reading each event whole to count its pending tables took
 * seconds with fifty large events (bench: events-list). A table is complete as
 * `tableCompleteOutcomes` (domain/events/outcome.ts) says from the stored outcomes: a forfeit;
 * else "N games": N finished; else "first to N": a side with N finished games won. The two are
 * kept alike by a property test (test/db/events-list.test.ts) against `StoredTable.complete`.
 */
export function listEvents(db: Db): EventListItem[] {
  return sql(
    db,
    `SELECT e.id, e.name, e.date, e.venue, e.rules, e.entry, e.pairing, e.created_at AS createdAt, e.updated_at AS updatedAt,
            (SELECT count(*) FROM event_entrants x WHERE x.event_id = e.id) AS entrants,
            (SELECT count(*) FROM event_rounds r WHERE r.event_id = e.id) AS rounds,
            (SELECT count(*) FROM event_tables t
              WHERE t.round_id = (SELECT r.id FROM event_rounds r WHERE r.event_id = e.id ORDER BY r.number DESC LIMIT 1)
                AND NOT EXISTS (SELECT 1 FROM event_seats s WHERE s.table_id = t.id AND s.forfeit = 1)
                AND CASE WHEN e.round_games IS NOT NULL
                    THEN (SELECT count(*) FROM event_games g WHERE g.table_id = t.id AND json_extract(g.outcome, '$.finished')) < e.round_games
                    ELSE coalesce((SELECT count(*) FROM event_games g
                                    WHERE g.table_id = t.id AND json_extract(g.outcome, '$.finished') AND json_extract(g.outcome, '$.winner') IS NOT NULL
                                    GROUP BY json_extract(g.outcome, '$.winner') ORDER BY count(*) DESC LIMIT 1), 0) < e.round_first_to
                    END) AS pending
       FROM events e ORDER BY e.updated_at DESC, e.id DESC`,
  ).all() as EventListItem[];
}

/** The event as the screens read it (ids, outcomes, no records), in one read; null when there is none. */
export function readStoredEvent(db: Db, eventId: EventId): StoredEvent | null {
  return read(db, () => storedEvent(db, eventId));
}

/**
 * The event as standings and pairings read it, from the stored outcomes: no record is loaded or
 * replayed, which is what keeps the standings of a large event fast. Null when there is none.
 */
export function readEventSummary(db: Db, eventId: EventId): EventSummary | null {
  const stored = readStoredEvent(db, eventId);
  return stored && summaryOf(stored);
}

/** A stored event as an `EventSummary`. */
export function summaryOf(stored: StoredEvent): EventSummary {
  return {
    ...stored.settings,
    target: stored.target,
    entrants: stored.entrants,
    rounds: stored.rounds.map((r) => ({
      tables: r.tables.map((t) => ({ table: t.table, seats: t.seats, games: t.games.map((g) => g.outcome), ...(t.forfeit && { forfeit: t.forfeit }) })),
      byes: r.byes,
      penalties: r.penalties.map((p) => ({ entrant: p.entrant, points: p.points, reason: p.reason })),
    })),
  };
}

/** The event whole, as the event file gives it (each recorded game's record loaded); null when there is none. */
export function readEvent(db: Db, eventId: EventId): EventFile | null {
  return read(db, () => {
    const stored = storedEvent(db, eventId);
    if (!stored) return null;
    const rounds = stored.rounds.map(
      (r): EventRound => ({
        tables: r.tables.map(
          (t): EventTable => ({
            table: t.table,
            seats: t.seats,
            games: t.games.map((g): Game => {
              if (g.matchId === null) return { score: g.score! };
              const record = loadRecord(db, g.matchId);
              return g.ended === 'time' ? { record, ended: 'time' } : { record };
            }),
            ...(t.forfeit && { forfeit: t.forfeit }),
          }),
        ),
        byes: r.byes,
        penalties: r.penalties.map((p) => ({ entrant: p.entrant, points: p.points, reason: p.reason })),
      }),
    );
    return { format: EVENT_FORMAT, ...stored.settings, entrants: stored.entrants, rounds };
  });
}

/**
 * Replays every recorded game's match and compares its outcome with the stored one (the app's
 * Verify, and the bench's replay-and-verify). Empty when every stored outcome is what a replay
 * gives; a match whose record no longer checks throws (db/matches.ts's `db/corrupt`).
 */
export function verifyOutcomes(db: Db, eventId: EventId): OutcomeMismatch[] {
  return read(db, () => {
    const stored = storedEvent(db, eventId);
    if (!stored) return [];
    const out: OutcomeMismatch[] = [];
    for (const r of stored.rounds) {
      for (const t of r.tables) {
        for (const g of t.games) {
          const replayed = g.matchId === null ? paperOutcome(g.score!) : replayedOutcome(db, g.matchId, g.ended, `round ${r.round}, table ${t.table}, game ${g.game}`);
          if (!sameOutcome(g.outcome, replayed)) out.push({ round: r.round, table: t.table, game: g.game, matchId: g.matchId, stored: g.outcome, replayed });
        }
      }
    }
    return out;
  });
}

/** A linked match replayed from its rows; a record that no longer checks is damage (`where` says whose). */
function replayedOutcome(db: Db, matchId: number, ended: 'time' | null, where: string): GameOutcome {
  const checked = checkRecord(loadRecord(db, matchId), { inProgress: true });
  if (!checked.ok) throw new Error(`Match ${matchId} (${where}) no longer checks: ${checked.error.message}`);
  return recordOutcome(checked.value, ended ?? undefined);
}

function sameOutcome(a: GameOutcome, b: GameOutcome): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

// ---- writing: events and entrants -----------------------------------------------------------

function insertEvent(db: Db, s: EventSettings): EventId {
  const id = sql(
    db,
    `INSERT INTO events (name, date, venue, rules, options, entry, table_size, round_games, round_first_to, pairing,
                         points_win, points_draw, points_loss, points_bye, bye_for, bye_against, forfeit_for, forfeit_against,
                         ranking, seed, first_round)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
  )
    .pluck()
    .get(
      s.name.trim(),
      s.date,
      s.venue ?? null,
      s.rules,
      JSON.stringify(s.options),
      s.entry,
      s.tableSize,
      'games' in s.round ? s.round.games : null,
      'firstTo' in s.round ? s.round.firstTo : null,
      s.pairing,
      s.points.win,
      s.points.draw,
      s.points.loss,
      s.points.bye,
      s.byeScore[0],
      s.byeScore[1],
      s.forfeitScore[0],
      s.forfeitScore[1],
      JSON.stringify(s.ranking),
      s.seed,
      s.firstRound,
    ) as EventId;
  // Migration 12's column (as the origins, a file of an older version has none: db/origin.ts).
  if (s.roundsPlanned !== undefined && keepsOrigins(db)) sql(db, 'UPDATE events SET rounds_planned = ? WHERE id = ?').run(s.roundsPlanned, id);
  return id;
}

/** Starts an event with these settings and entrants (in file order), and no rounds. */
export function createEvent(db: Db, settings: EventSettings, entrants: readonly Entrant[] = []): Result<EventId, EventError> {
  const checked = asFileReads(settings, entrants);
  if (!checked.ok) return checked;
  const { format: _format, entrants: read, rounds: _rounds, ...stored } = checked.value;
  return {
    ok: true,
    value: write(db, () => {
      const id = insertEvent(db, stored);
      read.forEach((e, i) => insertEntrant(db, id, e, i));
      return id;
    }),
  };
}

/**
 * Stores a whole event file (imported, or moved from another machine) as a new event, or nothing.
 * It is checked first as the referee checks one (domain/events/format.ts), every record replayed;
 * the outcomes stored are the ones that check found. Every round but the last is closed, as the
 * next was drawn from it.
 */
export function importEvent(db: Db, event: EventFile): Result<EventId, EventError> {
  // The settings and entrants as the file reads them, then everything that spans the file, every
  // record replayed (not through the whole file's text: writing 8 MB out to read it again is slow).
  const read = asFileReads(event, event.entrants);
  if (!read.ok) return read;
  const checked = checkEvent({ ...read.value, rounds: event.rounds });
  if (!checked.ok) return checked;
  // Records made in code are read as a file's are (a file's were, by parseEvent), as importRecord
  // read each; the check passed them, so a shape refused is a broken invariant.
  const rounds = checked.value.event.rounds.map((r, i) => ({
    ...r,
    tables: r.tables.map((t) => ({
      ...t,
      games: t.games.map((g, gi) => {
        if ('score' in g) return g;
        const parsed = parseMadeRecord(g.record);
        if (!parsed.ok) throw new Error(`Round ${i + 1}, table ${t.table}, game ${gi + 1}: the record checked but does not read: ${parsed.error.message}`);
        return { ...g, record: parsed.value };
      }),
    })),
  }));
  return { ok: true, value: importCheckedEvent(db, { ...checked.value, event: { ...checked.value.event, rounds } }) };
}

/**
 * Stores an event as `checkEventText` answered it for a file's text: the event file read (each
 * record by parseRecord), every record replayed once, each game's outcome found. Nothing is read,
 * checked or replayed again (the service's import replayed every record three times before;
 * bench: event-import): the records' rows are written as they were read, the outcomes are the
 * check's. `importEvent` gives it an event made in code, its records read the same way.
 */
export function importCheckedEvent(db: Db, checked: CheckedEvent): EventId {
  // One transaction for the event and every record in it (a bulk load: each match touched once).
  return write(db, (): EventId => bulkLoad(db, (storeRecord) => insertEventRows<Extract<Game, { record: MatchRecord }>>(db, checked, (game) => storeRecord(game.record))));
}

/** A recorded game of an event to store: its record, or where its match already is. */
type RecordedGame = { readonly ended?: 'time' };

/**
 * The rows of a checked event inside the caller's write, its recorded games' matches given by
 * `matchOf` (stored here, or already: a large import writes its records first, in parts,
 * api/staged-import.ts). Every round but the last closed; each game's outcome the check's.
 */
export function insertEventRows<G extends RecordedGame>(
  db: Db,
  checked: { readonly event: Omit<EventFile, 'rounds'> & { readonly rounds: readonly (Omit<EventRound, 'tables'> & { readonly tables: readonly (Omit<EventTable, 'games'> & { readonly games: readonly ({ readonly score: readonly number[] } | G)[] })[] })[] }; readonly summary: EventSummary },
  matchOf: (game: G) => number,
): EventId {
  const { format: _format, entrants, rounds, ...settings } = checked.event;
  const { summary } = checked;
  const eventId = insertEvent(db, settings);
  entrants.forEach((e, i) => insertEntrant(db, eventId, e, i));
  for (const [i, r] of rounds.entries()) {
    const roundId = insertRound(db, eventId, i + 1, r);
    if (i < rounds.length - 1) sql(db, 'UPDATE event_rounds SET closed = 1 WHERE id = ?').run(roundId);
    const tableIds = sql(db, 'SELECT id FROM event_tables WHERE round_id = ? ORDER BY position').pluck().all(roundId) as number[];
    for (const [ti, t] of r.tables.entries()) {
      const tableId = tableIds[ti]!;
      if (t.forfeit?.length) setForfeitRows(db, tableId, t.forfeit);
      for (const [gi, g] of t.games.entries()) {
        if ('score' in g) {
          insertGame(db, tableId, gi, { score: g.score });
          continue;
        }
        const matchId = matchOf(g);
        const outcome = summary.rounds[i]!.tables[ti]!.games[gi]!;
        insertGame(db, tableId, gi, { matchId, outcome, ended: g.ended ?? null });
      }
    }
    for (const p of r.penalties) insertPenalty(db, eventId, roundId, p);
  }
  return eventId;
}

/** Whether the entrants as `change` leaves them hold a late entry the event's draw would refuse (a round robin past round 1). */
function lateEntryIn(db: Db, eventId: EventId, change: (entrants: readonly Entrant[]) => readonly Entrant[]): EventError | null {
  const summary = readEventSummary(db, eventId);
  return summary ? lateEntryRefusal({ ...summary, entrants: change(summary.entrants) }) : null;
}

/** Adds an entrant at the end of the file order: a late entry (refused by a round robin past round 1). Results already in are untouched. */
export function addEntrant(db: Db, eventId: EventId, entrant: Entrant): Result<void, EventError> {
  return addEntrants(db, eventId, [entrant]);
}

/**
 * Adds entrants at the end of the file order, all or none: late entries, or a CSV's rows. The
 * event's entrants with them are checked once, as the file's are (issue 25 item 19: a CSV added
 * row by row checked the whole event for every row, 70 s for 1,000 rows).
 */
export function addEntrants(db: Db, eventId: EventId, entrants: readonly Entrant[]): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    const checked = withEntrants(db, eventId, (all) => [...all, ...entrants]);
    if (!checked) return noEvent(eventId);
    if (!checked.ok) return checked;
    const added = checked.value.slice(checked.value.length - entrants.length);
    const late = lateEntryIn(db, eventId, (all) => [...all, ...added]);
    if (late) return { ok: false, error: late };
    const position = sql(db, 'SELECT coalesce(max(position) + 1, 0) FROM event_entrants WHERE event_id = ?').pluck().get(eventId) as number;
    added.forEach((e, i) => insertEntrant(db, eventId, e, position + i));
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

/**
 * Renames an entrant (or a pair's players): a name mistyped, before its games are recorded. The
 * names the records seat are refused once a game of the entrant is recorded bone by bone
 * (`event/names-recorded`); a pair's own name can always change.
 */
export function updateEntrant(db: Db, eventId: EventId, entrantId: EntrantId, change: EntrantChange): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    let index = -1;
    const checked = withEntrants(db, eventId, (all) => {
      index = all.findIndex((e) => e.id === entrantId);
      return all.map((e) => (e.id === entrantId ? { ...e, ...(change.name !== undefined && { name: change.name }), ...(change.players !== undefined && { players: change.players }) } : e));
    });
    if (!checked) return noEvent(eventId);
    if (index < 0) return noEntrant(entrantId);
    if (!checked.ok) return checked;
    const after = checked.value[index]!;
    // A record keeps the names it was played with, and the event file holds each record's seats to
    // its table's names: so the names that sit at seats (a pair's players, anyone else's name) stay
    // once a game of the entrant is recorded bone by bone. A pair's own name is free text.
    const row = eventRow(db, eventId)!;
    const before = entrantsOf(db, eventId)[index]!;
    const seated = (e: Entrant) => JSON.stringify(row.entry === 'pairs' ? e.players : e.name);
    if (seated(before) !== seated(after) && hasRecordedGame(db, eventId, entrantId)) {
      const names = row.entry === 'pairs' ? 'its players\' names' : 'its name';
      return refuse('event/names-recorded', `"${before.name}" has games recorded bone by bone under ${names}, so they stay as the records have them.`, { field: `entrants[${index}]` }, { entrant: showValue(entrantId), name: before.name, entry: row.entry });
    }
    sql(db, 'UPDATE event_entrants SET name = ?, player_0 = ?, player_1 = ? WHERE event_id = ? AND id = ?').run(
      after.name,
      after.players?.[0] ?? null,
      after.players?.[1] ?? null,
      eventId,
      entrantId,
    );
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

/** Whether a game recorded bone by bone seats the entrant. */
function hasRecordedGame(db: Db, eventId: EventId, entrantId: EntrantId): boolean {
  return (
    sql(
      db,
      `SELECT 1 FROM event_seats s JOIN event_games g ON g.table_id = s.table_id
        WHERE s.event_id = ? AND s.entrant = ? AND g.match_id IS NOT NULL LIMIT 1`,
    ).get(eventId, entrantId) !== undefined
  );
}

/** Withdraws an entrant (or takes it back): it stays in the standings with its results, and is drawn no more. */
export function setWithdrawn(db: Db, eventId: EventId, entrantId: EntrantId, withdrawn: boolean): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    if (!eventRow(db, eventId)) return noEvent(eventId);
    const late = withdrawn ? null : lateEntryIn(db, eventId, (entrants) => entrants.map((e) => (e.id === entrantId ? { ...e, withdrawn: false } : e)));
    if (late) return { ok: false, error: late };
    const changed = sql(db, 'UPDATE event_entrants SET withdrawn = ? WHERE event_id = ? AND id = ?').run(withdrawn ? 1 : 0, eventId, entrantId);
    if (changed.changes === 0) return noEntrant(entrantId);
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

// ---- writing: rounds --------------------------------------------------------------------------

/** Pairs sit two a table but four in the record (seats 0 and 2, 1 and 3): stored as the two entrants. */
function insertRound(db: Db, eventId: EventId, number: number, drawn: Pick<DrawnRound, 'tables' | 'byes'>): number {
  const roundId = sql(db, 'INSERT INTO event_rounds (event_id, number) VALUES (?, ?) RETURNING id').pluck().get(eventId, number) as number;
  insertDraw(db, eventId, roundId, drawn);
  return roundId;
}

function insertDraw(db: Db, eventId: EventId, roundId: number, drawn: Pick<DrawnRound, 'tables' | 'byes'>): void {
  drawn.tables.forEach((t, position) => {
    const tableId = sql(db, 'INSERT INTO event_tables (round_id, number, position) VALUES (?, ?, ?) RETURNING id').pluck().get(roundId, t.table, position) as number;
    t.seats.forEach((entrant, idx) => sql(db, 'INSERT INTO event_seats (table_id, idx, event_id, entrant) VALUES (?, ?, ?, ?)').run(tableId, idx, eventId, entrant));
  });
  drawn.byes.forEach((entrant, idx) => sql(db, 'INSERT INTO event_byes (round_id, idx, event_id, entrant) VALUES (?, ?, ?, ?)').run(roundId, idx, eventId, entrant));
}

/**
 * Stores the next round, drawn (domain/events/pairing.ts) or made by hand, and closes the round
 * before it: its results can no longer change, since this draw was made from them. Refused while
 * a table of the last round is not complete, or for a round that seats an entrant twice.
 */
export function addRound(db: Db, eventId: EventId, drawn: DrawnRound): Result<number, EventError> {
  return write(db, (): Result<number, EventError> => {
    const stored = storedEvent(db, eventId);
    if (!stored) return noEvent(eventId);
    // The round's own rules (its number, tables, seats, every entrant once): the pairing's check.
    const checked = checkDrawnRound(summaryOf(stored), drawn);
    if (!checked.ok) return checked;
    const next = stored.rounds.length + 1;
    const last = stored.rounds.at(-1);
    const open = last?.tables.find((t) => !t.complete);
    if (last && open) {
      return refuse('event/round-incomplete', `Table ${open.table} of round ${last.round} is not complete: the next round is drawn once every table is.`, { round: last.round, table: open.table }, { round: last.round, table: open.table });
    }
    insertRound(db, eventId, next, drawn);
    if (last) sql(db, 'UPDATE event_rounds SET closed = 1 WHERE event_id = ? AND number = ?').run(eventId, last.round);
    touchEvent(db, eventId);
    return { ok: true, value: next };
  });
}

/**
 * Replaces the last round's tables and byes (a redo, or a table changed by hand) while it has no
 * result: no game started or entered, no forfeit. Its penalties stay.
 */
export function redoRound(db: Db, eventId: EventId, drawn: DrawnRound): Result<number, EventError> {
  return write(db, (): Result<number, EventError> => {
    const stored = storedEvent(db, eventId);
    if (!stored) return noEvent(eventId);
    const last = stored.rounds.at(-1);
    if (!last || drawn.round !== last.round) {
      return refuse('event/round-number', `Only the last round can be drawn again${last ? `: round ${last.round}` : ', and this event has none'}; not round ${drawn.round}.`, { round: drawn.round }, { round: drawn.round, last: last?.round ?? 0 });
    }
    const withResult = last.tables.find((t) => t.games.length > 0 || t.forfeit);
    if (withResult) {
      return refuse('event/round-has-results', `Round ${last.round} has results (table ${withResult.table}): it can no longer be drawn again.`, { round: last.round, table: withResult.table }, { round: last.round, table: withResult.table });
    }
    const summary = summaryOf(stored);
    const checked = checkDrawnRound({ ...summary, rounds: summary.rounds.slice(0, -1) }, drawn);
    if (!checked.ok) return checked;
    const roundId = roundIdOf(db, eventId, last.round)!;
    sql(db, 'DELETE FROM event_seats WHERE table_id IN (SELECT id FROM event_tables WHERE round_id = ?)').run(roundId);
    sql(db, 'DELETE FROM event_tables WHERE round_id = ?').run(roundId);
    sql(db, 'DELETE FROM event_byes WHERE round_id = ?').run(roundId);
    insertDraw(db, eventId, roundId, drawn);
    touchEvent(db, eventId);
    return { ok: true, value: last.round };
  });
}

function roundIdOf(db: Db, eventId: EventId, round: number): number | undefined {
  return sql(db, 'SELECT id FROM event_rounds WHERE event_id = ? AND number = ?').pluck().get(eventId, round) as number | undefined;
}

// ---- writing: a table's results -------------------------------------------------------------

/** A table of an open round, found for a write: everything the checks need, and nothing of the rest of the event. */
interface OpenTable {
  readonly settings: EventSettings;
  readonly round: number;
  readonly table: StoredTable;
  readonly tableId: number;
}

/**
 * The table to write a result to: the event, round and table must exist, and the round be open.
 * Reads only that table's rows: a result entered costs the same in a 256-pair event as in a small one.
 */
function openTable(db: Db, eventId: EventId, round: number, table: number): Result<OpenTable, EventError> {
  const row = eventRow(db, eventId);
  if (!row) return noEvent(eventId);
  const settings = settingsOf(row);
  const r = sql(db, 'SELECT id, number, closed FROM event_rounds WHERE event_id = ? AND number = ?').get(eventId, round) as RoundRow | undefined;
  if (!r) return noRound(round, sql(db, 'SELECT count(*) FROM event_rounds WHERE event_id = ?').pluck().get(eventId) as number);
  const t = sql(db, 'SELECT id, round_id, number FROM event_tables WHERE round_id = ? AND number = ?').get(r.id, table) as TableRow | undefined;
  if (!t) return noTable(round, table, sql(db, 'SELECT number FROM event_tables WHERE round_id = ? ORDER BY position').pluck().all(r.id) as number[]);
  if (r.closed === 1) return { ok: false, error: roundClosed({ round, table }) };
  const seats = sql(db, 'SELECT table_id, entrant, forfeit FROM event_seats WHERE table_id = ? ORDER BY idx').all(t.id) as SeatRow[];
  const games = sql(db, 'SELECT id, table_id, idx, match_id, score, ended, outcome FROM event_games WHERE table_id = ? ORDER BY idx').all(t.id) as GameRow[];
  return { ok: true, value: { settings, round, table: tableOf(table, seats, games, settings.round), tableId: t.id } };
}

/** A game cannot be added to a forfeited table, nor to one whose round format is met. */
function newGameProblem(at: OpenTable): Refused | null {
  const where = { round: at.round, table: at.table.table };
  if (at.table.forfeit) {
    return refuse('event/table-forfeited', `Table ${at.table.table} of round ${at.round} is forfeited: a forfeited table counts only as the forfeit, and has no games.`, where, where);
  }
  if (at.table.complete) {
    return refuse('event/table-complete', `Table ${at.table.table} of round ${at.round} has played its round already.`, where, where);
  }
  const unfinished = at.table.games.find((g) => !g.outcome.finished);
  if (unfinished) {
    return refuse('event/game-in-play', `Game ${unfinished.game} of table ${at.table.table} is not finished yet.`, { ...where, game: unfinished.game }, { ...where, game: unfinished.game });
  }
  return null;
}

/** The sides of a table: two (pairs, individuals), or each seat (cut-throat). */
function sidesAt(settings: Pick<EventSettings, 'entry'>, seats: number): number {
  return settings.entry === 'cut-throat' ? seats : 2;
}

function scoreProblem(settings: Pick<EventSettings, 'entry'>, seats: number, score: readonly number[], where: Where): Refused | null {
  const sides = sidesAt(settings, seats);
  if (!Array.isArray(score) || score.length !== sides) return fileRefusal('event/paper-score', { sides, given: Array.isArray(score) ? score.length : 0 }, where);
  if (!score.every((p) => Number.isSafeInteger(p) && p >= 0)) {
    return refuse('event/score', `A paper score is a whole number of points, 0 or more, for each side; not ${showValue(score)}.`, where, { score: showValue(score) });
  }
  return null;
}

/**
 * A paper score the game's rules cannot leave (domain/events/paper-doubt.ts), refused with why
 * for the organizer to confirm; the sides named as the table seats them.
 */
function scoreDoubt(db: Db, eventId: EventId, at: OpenTable, score: readonly number[], where: Where): Refused | null {
  const doubt = paperScoreDoubt(at.settings.rules, at.settings.options, at.table.seats.length, score);
  if (doubt === null) return null;
  const names = sideNames(at.settings.entry, entrantsOf(db, eventId), at.table.seats);
  // The sides by name, as the message says them (a side's number means nothing at the table).
  const facts: Record<string, Fact> = {};
  for (const [fact, value] of Object.entries(doubt)) {
    if (fact === 'side') facts['name'] = names[value as number] ?? '';
    else if (fact === 'other') facts['otherName'] = names[value as number] ?? '';
    else facts[fact] = value as Fact;
  }
  return refuse('event/score-unreachable', doubtMessage(doubt, names), where, facts);
}

function insertGame(db: Db, tableId: number, idx: number, game: { score: readonly number[] } | { matchId: number; outcome: GameOutcome; ended: 'time' | null }): number {
  const id =
    'score' in game
      ? (sql(db, 'INSERT INTO event_games (table_id, idx, score, outcome) VALUES (?, ?, ?, ?) RETURNING id')
          .pluck()
          .get(tableId, idx, JSON.stringify(game.score), JSON.stringify(paperOutcome(game.score))) as number)
      : (sql(db, 'INSERT INTO event_games (table_id, idx, match_id, ended, outcome) VALUES (?, ?, ?, ?, ?) RETURNING id')
          .pluck()
          .get(tableId, idx, game.matchId, game.ended, JSON.stringify(game.outcome)) as number);
  // Where it came from and when (migration 12; db/origin.ts): an imported game has no time of its own.
  if (keepsOrigins(db)) sql(db, 'UPDATE event_games SET at = ?, origin = ? WHERE id = ?').run(originOf(db) === 'import' ? null : nowText(), originOf(db), id);
  return id;
}

/**
 * The record's seats for a table, in the seat order the issue gives: pairs [X, Y] sit X's players
 * at seats 0 and 2 and Y's at 1 and 3; individuals and cut-throat players sit in the table's order.
 */
function recordSeats(entry: EventFile['entry'], entrants: readonly Entrant[], seats: readonly EntrantId[]): string[] {
  const byId = new Map(entrants.map((e) => [e.id, e]));
  const at = seats.map((id) => byId.get(id)!);
  if (entry !== 'pairs') return at.map((e) => e.name);
  const [x, y] = at as [Entrant, Entrant];
  return [x.players![0], y.players![0], x.players![1], y.players![1]];
}

/** The names of a table's sides in the record's side order: a pair, individuals' partners joined ("Ann & Cat"), each cut-throat player. */
function sideNames(entry: EventFile['entry'], entrants: readonly Entrant[], seats: readonly EntrantId[]): string[] {
  const names = seats.map((id) => entrants.find((e) => e.id === id)?.name ?? id);
  return entry === 'individuals' ? [0, 1].map((side) => names.filter((_, seat) => seat % 2 === side).join(' & ')) : names;
}

/**
 * Starts the table's next game as a new match, recorded bone by bone on the table screen: the
 * event's rules and options, the names filled in from the entrants. Returns the game (from 1) and
 * the match's id.
 */
export function startGame(db: Db, eventId: EventId, round: number, table: number): Result<{ readonly game: number; readonly matchId: number }, EventError> {
  return write(db, (): Result<{ game: number; matchId: number }, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const at = found.value;
    const problem = newGameProblem(at);
    if (problem) return problem;
    const { settings } = at;
    const game = at.table.games.length + 1;
    const made = createMatch(db, {
      rules: settings.rules,
      ...(Object.keys(settings.options).length > 0 && { options: settings.options as MatchRecord['options'] }),
      seats: recordSeats(settings.entry, entrantsOf(db, eventId), at.table.seats),
    });
    if (!made.ok) return placedRefusal(made.error.code, made.error.message, { round, table, game }, made.error.params ?? {});
    const outcome = replayedOutcome(db, made.value, null, `round ${round}, table ${table}, game ${game}, just made`);
    insertGame(db, at.tableId, game - 1, { matchId: made.value, outcome, ended: null });
    touchEvent(db, eventId);
    return { ok: true, value: { game, matchId: made.value } };
  });
}

/**
 * Enters a paper score (one number a side, the record's side order) as the table's next game
 * (`game` null), or replaces the paper score of game `game`, any game of the table. A game
 * recorded bone by bone is not replaced by paper: remove it first (`removeGame`). With `ask`, a
 * score the game's rules cannot leave is refused (`event/score-unreachable`, saying why) for the
 * organizer to confirm (issue 25 item 4). Each score entered or corrected is a line of the event's
 * history, its score before beside it.
 */
export function setPaperScore(
  db: Db,
  eventId: EventId,
  round: number,
  table: number,
  game: number | null,
  score: readonly number[],
  ask = false,
): Result<{ readonly game: number }, EventError> {
  return write(db, (): Result<{ game: number }, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const at = found.value;
    const n = game ?? at.table.games.length + 1;
    const where = { round, table, game: n };
    const bad = scoreProblem(at.settings, at.table.seats.length, score, where) ?? (ask ? scoreDoubt(db, eventId, at, score, where) : null);
    if (bad) return bad;
    if (game === null) {
      const problem = newGameProblem(at);
      if (problem) return problem;
      insertGame(db, at.tableId, n - 1, { score });
      logChange(db, eventId, 'paper-score', where, null, score);
    } else {
      const existing = at.table.games[game - 1];
      if (!existing) return noGame(round, table, game, at.table.games.length);
      if (existing.matchId !== null) {
        return refuse('event/game-recorded', `Game ${game} of table ${table} is recorded bone by bone; remove it before entering a paper score.`, { round, table, game }, { round, table, game });
      }
      // First to N: the new score must not complete the table before its last game (nothing follows a complete table).
      const outcomes = at.table.games.map((g, i) => (i === game - 1 ? paperOutcome(score) : g.outcome));
      const early = outcomes.findIndex((_, g) => g > 0 && tableCompleteOutcomes(at.settings.round, outcomes.slice(0, g)));
      if (early > 0) return fileRefusal('event/game-after-complete', { games: early }, { round, table, game: early + 1 });
      sql(db, 'UPDATE event_games SET score = ?, outcome = ? WHERE table_id = ? AND idx = ?').run(JSON.stringify(score), JSON.stringify(paperOutcome(score)), at.tableId, game - 1);
      // Issue 25 item 4: "every correction of a paper score is kept and shown in History (old score, new score, when)".
      logChange(db, eventId, 'paper-score', where, existing.score, score);
    }
    touchEvent(db, eventId);
    return { ok: true, value: { game: n } };
  });
}

/**
 * Removes the table's last game (a paper score entered by mistake, a match started at the wrong
 * table). A removed match stays among the matches, no longer a game of the event.
 */
export function removeGame(db: Db, eventId: EventId, round: number, table: number, game: number): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const { games } = found.value.table;
    if (game !== games.length || games.length === 0) {
      if (!games[game - 1]) return noGame(round, table, game, games.length);
      return refuse('event/not-last-game', `Only the last game of a table can be removed (game ${games.length}), not game ${game}.`, { round, table, game }, { round, table, game, last: games.length });
    }
    sql(db, 'DELETE FROM event_games WHERE table_id = ? AND idx = ?').run(found.value.tableId, game - 1);
    // The history keeps what was taken back: a paper game its score, a recorded one its match too.
    const gone = games[game - 1]!;
    logChange(db, eventId, 'game-removed', { round, table, game }, gone.matchId === null ? gone.score : { matchId: gone.matchId, score: gone.outcome.score }, null);
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

/**
 * Marks a recorded game as stopped by the clock (`'time'`: its hands count and the leader wins),
 * or takes the mark off (null). Only after a finished hand, with no winner yet.
 */
export function setGameEnded(db: Db, eventId: EventId, round: number, table: number, game: number, ended: 'time' | null): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const g = found.value.table.games[game - 1];
    if (!g) return noGame(round, table, game, found.value.table.games.length);
    const where = { round, table, game };
    if (g.matchId === null) return refuse('event/paper-game', `Game ${game} of table ${table} is a paper score: it was not stopped by the clock.`, where, where);
    // Only a table's last game may be unfinished: an earlier one keeps its stop (or its winner).
    const games = found.value.table.games.length;
    if (game < games) return { ok: false, error: laterGames(where, games) };
    const checked = checkRecord(loadRecord(db, g.matchId), { inProgress: true });
    if (!checked.ok) throw new Error(`Match ${g.matchId} no longer checks: ${checked.error.message}`);
    // Issue 17: "stopped by the clock: R stops after a finished hand and has no winner yet".
    const report = checked.value;
    const reason = report.match.winner !== null ? 'won' : report.current !== null ? 'in-play' : report.hands.length === 0 ? 'no-hand' : null;
    if (ended === 'time' && reason !== null) return fileRefusal('event/ended-time', { reason }, where);
    sql(db, 'UPDATE event_games SET ended = ? WHERE table_id = ? AND idx = ?').run(ended, found.value.tableId, game - 1);
    const gameId = sql(db, 'SELECT id FROM event_games WHERE table_id = ? AND idx = ?').pluck().get(found.value.tableId, game - 1) as number;
    storeRecordOutcome(db, gameId, eventId, checked.value, ended ?? undefined);
    return { ok: true, value: undefined };
  });
}

function setForfeitRows(db: Db, tableId: number, forfeit: readonly EntrantId[]): void {
  sql(db, 'UPDATE event_seats SET forfeit = 0 WHERE table_id = ?').run(tableId);
  for (const id of forfeit) sql(db, 'UPDATE event_seats SET forfeit = 1 WHERE table_id = ? AND entrant = ?').run(tableId, id);
}

/**
 * Sets who forfeited at a table (entrants seated there; an empty list clears it). Two-sided tables
 * only, and only a table with no games: a forfeited table counts only as the forfeit.
 */
export function setForfeit(db: Db, eventId: EventId, round: number, table: number, forfeit: readonly EntrantId[]): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const at = found.value;
    const where = { round, table };
    if (at.settings.entry === 'cut-throat' && forfeit.length > 0) {
      return fileRefusal('event/forfeit-sides', { sides: at.table.seats.length }, where);
    }
    if (forfeit.length > 0 && at.table.games.length > 0) {
      return fileRefusal('event/forfeit-with-games', { games: at.table.games.length }, where);
    }
    const stranger = forfeit.find((id) => !at.table.seats.includes(id));
    if (stranger !== undefined) {
      // The entrant's name too, which the director knows it by (the event file's words name both).
      const named = { entrant: showValue(stranger), name: entrantsOf(db, eventId).find((e) => e.id === stranger)?.name ?? stranger };
      return fileRefusal('event/forfeit-not-seated', named, where);
    }
    setForfeitRows(db, at.tableId, forfeit);
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

function insertPenalty(db: Db, eventId: EventId, roundId: number, p: Penalty): number {
  return sql(db, 'INSERT INTO event_penalties (round_id, event_id, entrant, points, reason) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .pluck()
    .get(roundId, eventId, p.entrant, p.points, p.reason) as number;
}

/** Adds a penalty in a round (points off the entrant's efectividad, never match points); returns its id. */
export function addPenalty(db: Db, eventId: EventId, round: number, penalty: Penalty): Result<number, EventError> {
  return write(db, (): Result<number, EventError> => {
    const stored = storedEvent(db, eventId);
    if (!stored) return noEvent(eventId);
    const r = stored.rounds[round - 1];
    if (!r) return noRound(round, stored.rounds.length);
    if (r.closed) return { ok: false, error: roundClosed({ round }) };
    if (!stored.entrants.some((e) => e.id === penalty.entrant)) return noEntrant(penalty.entrant, { round });
    if (!Number.isFinite(penalty.points) || penalty.points <= 0) {
      return refuse('event/penalty-points', `A penalty takes a number of points above 0 off efectividad, not ${String(penalty.points)}.`, { round }, { points: String(penalty.points) });
    }
    if (typeof penalty.reason !== 'string' || penalty.reason.trim() === '') return refuse('event/penalty-reason', 'A penalty needs its reason.', { round });
    // As the event file reads it, so the stored event always exports to a file the referee reads.
    const asFile = checkPenalty({ ...penalty, reason: penalty.reason.trim() }, round, r.penalties.length);
    if (!asFile.ok) return asFile;
    const id = insertPenalty(db, eventId, roundIdOf(db, eventId, round)!, asFile.value);
    touchEvent(db, eventId);
    return { ok: true, value: id };
  });
}

/** Removes a penalty by its id (`StoredPenalty.id`), in an open round. */
export function removePenalty(db: Db, eventId: EventId, penaltyId: number): Result<void, EventError> {
  return write(db, (): Result<void, EventError> => {
    if (!eventRow(db, eventId)) return noEvent(eventId);
    const row = sql(db, 'SELECT r.number, r.closed FROM event_penalties p JOIN event_rounds r ON r.id = p.round_id WHERE p.id = ? AND p.event_id = ?').get(penaltyId, eventId) as
      | { number: number; closed: number }
      | undefined;
    if (!row) return refuse('event/no-such-penalty', `This event has no penalty ${penaltyId}.`, {}, { penalty: penaltyId });
    if (row.closed === 1) return { ok: false, error: roundClosed({ round: row.number }) };
    sql(db, 'DELETE FROM event_penalties WHERE id = ?').run(penaltyId);
    touchEvent(db, eventId);
    return { ok: true, value: undefined };
  });
}

// ---- a game recorded elsewhere (issue 24) ---------------------------------------------------------

/**
 * A record played in another copy of the app stored as the table's next game (issue 24, "A table
 * recorded elsewhere"), in one write: the table must take a new game (the round open, the table
 * neither forfeited nor complete, no game in play), then `check` holds the record to the table
 * (its seats, the event's rules and options: domain/events/format.ts `checkTableRecord`), then
 * its rows are stored as a new match linked as the game, with a line in the event's history.
 */
export function addRecordedGame(
  db: Db,
  eventId: EventId,
  round: number,
  table: number,
  record: MatchRecord,
  check: (at: { readonly settings: EventSettings; readonly seats: readonly Entrant[]; readonly game: number }) => Result<GameOutcome, EventError>,
): Result<{ readonly game: number; readonly matchId: number }, EventError> {
  return write(db, (): Result<{ game: number; matchId: number }, EventError> => {
    const found = openTable(db, eventId, round, table);
    if (!found.ok) return found;
    const at = found.value;
    const problem = newGameProblem(at);
    if (problem) return problem;
    const game = at.table.games.length + 1;
    const byId = new Map(entrantsOf(db, eventId).map((e) => [e.id, e]));
    const checked = check({ settings: at.settings, seats: at.table.seats.map((id) => byId.get(id)!), game });
    if (!checked.ok) return checked;
    const stored = importRecord(db, record);
    if (!stored.ok) return placedRefusal(stored.error.code, stored.error.message, { round, table, game }, stored.error.params ?? {});
    insertGame(db, at.tableId, game - 1, { matchId: stored.value, outcome: checked.value, ended: null });
    logChange(db, eventId, 'game-imported', { round, table, game }, null, { matchId: stored.value, score: checked.value.score });
    touchEvent(db, eventId);
    return { ok: true, value: { game, matchId: stored.value } };
  });
}
