/**
 * Matches, recorded move by move.
 *
 * Every write checks the change with the domain and only then writes, inside one IMMEDIATE
 * transaction: a rejected change writes nothing, and a crash never leaves half a move. A move is
 * checked incrementally against the match's checked state kept in memory (live.ts,
 * domain/advance.ts), which gives exactly the verdict of a full replay; rarer writes (a new hand,
 * a settlement, an import) rebuild the record with the change and check it whole (shapes with
 * `parseRecord`, rules with `checkRecord`).
 * Bad input comes back as a `RecordError` value (the domain's code, message, hand and move, or
 * one of the 'db/…' codes below); only a broken invariant of the store throws.
 *
 * Every function takes the database first; each statement is prepared once per connection.
 */
import type Database from 'better-sqlite3';
import { isArmName } from '../domain/arms.ts';
import type { ArmName } from '../domain/arms.ts';
import type { Bone } from '../domain/bones.ts';
import { isDraw, isPass } from '../domain/hand.ts';
import type { End, Move } from '../domain/hand.ts';
import { advanceReport } from '../domain/advance.ts';
import { RECORD_FORMAT, checkRecord, parseRecord } from '../domain/record.ts';
import type { Seat } from '../domain/hand.ts';
import { isRename } from '../domain/record.ts';
import type { BySeat, CorrectionRecord, HandRecord, MatchRecord, MatchReport, RecordError, RenameRecord } from '../domain/record.ts';
import type { Ruling } from '../domain/ruling.ts';
import type { Result } from '../domain/result.ts';
import { sayReason } from '../domain/reasons.ts';
import type { RedealReason } from '../domain/reasons.ts';
import { throwInBeforeDrawsError } from '../domain/throw-in.ts';
import { DbError } from './errors.ts';
import { sql, transactionOf, write } from './sql.ts';
import { cachedMatch, forgetMatch, rememberMatch, stepBack } from './live.ts';
import type { LiveMatch } from './live.ts';
import { eventGameHook } from './event-games.ts';
import { matchEventLink } from './event-links.ts';
import { progressOf } from './progress.ts';
import { keepsOrigins, nowText, originOf } from './origin.ts';
import type { Progress } from './progress.ts';

type Db = Database.Database;

// ---- plumbing -----------------------------------------------------------------------------

/** Failures of the request rather than of the rules: no such match or hand, nothing to undo … */
export type StoreErrorCode =
  | 'db/no-such-match'
  | 'db/no-such-hand'
  | 'db/already-settled'
  | 'db/already-ruled'
  | 'db/nothing-to-settle'
  | 'db/nothing-to-undo'
  | 'db/match-deleted'
  | 'db/not-deleted'
  | 'db/no-such-seat'
  | 'db/same-name'
  | 'db/event-holds-match'
  | 'db/event-owns-names';

/** `params`: the facts the message names, so a screen can say it in its own language (renderer/src/refusal.ts). */
function refuse(code: StoreErrorCode, message: string, hand: number | null, params: Readonly<Record<string, number | string>>): { ok: false; error: RecordError } {
  return { ok: false, error: { code, message, hand, move: null, field: null, params } };
}

function noMatch(matchId: number) {
  return refuse('db/no-such-match', `There is no match ${matchId}.`, null, { match: matchId });
}

function noHand(record: MatchRecord, handIndex: number) {
  const count = record.hands.length;
  const have = count === 0 ? 'no hands yet' : `hands 1 to ${count}`;
  return refuse('db/no-such-hand', `This match has ${have}; there is no hand ${handIndex + 1}.`, null, { hand: handIndex + 1, hands: count });
}

/**
 * The match's checked state as of this transaction: from the cache, or read and replayed once
 * (and then cached). Null when there is no such match. Call it inside a transaction.
 */
function liveMatch(db: Db, matchId: number): { live: LiveMatch; version: number } | null {
  const cached = cachedMatch(db, matchId);
  if (cached.live) return { live: cached.live, version: cached.version };
  const live = replayStored(db, matchId);
  if (!live) return null;
  rememberMatch(db, matchId, live, cached.version);
  return { live, version: cached.version };
}

/** The match's rows read and checked afresh (not from the cache); null when there is no such match. */
function replayStored(db: Db, matchId: number): LiveMatch | null {
  const stored = readMatch(db, matchId);
  if (!stored) return null;
  const checked = checkRecord(stored.record, { inProgress: true });
  // Every write checked the record before writing it, so a stored record that fails is damage.
  if (!checked.ok) {
    const { code, field } = checked.error;
    throw corrupt(matchId, { kind: 'stored-check', hand: (checked.error.hand ?? 0) + 1, code, field: field ?? 'the record' });
  }
  return { report: checked.value, handIds: stored.handIds };
}

/** The checked state of a match, read in one transaction; null when there is no such match. */
export function readLiveMatch(db: Db, matchId: number): LiveMatch | null {
  return transactionOf(db)(() => liveMatch(db, matchId)?.live ?? null) as LiveMatch | null;
}

/** What a write to a match answers, and the state it leaves the match in (kept after commit). */
/**
 * A write's answer and the match's state after it (null: replay it on next use). `stepBack`: the
 * state is an earlier one (an undo), so the state before the write is not kept for undo.
 */
type Change<T> = Result<{ readonly value: T; readonly live: LiveMatch | null; readonly stepBack?: true }, RecordError>;

/**
 * What the match must be for a command to go ahead, as the screen that sent it saw it (the hand it
 * shows is the last, the match is not over, an undo's `shown`): checked inside the write's own
 * transaction, after the write lock is taken, so another window or process cannot change the
 * match between this check and the write (issue 18 item 12: checked before the transaction, two
 * undos with the same `shown` both went through). Null when it holds; else the refusal.
 */
export type Precondition = (state: { readonly report: MatchReport; readonly corrections: () => number }) => RecordError | null;

/** How many moves the match has had taken back (what a screen's `shown` counts). */
function correctionCount(db: Db, matchId: number): number {
  return sql(db, 'SELECT count(*) FROM corrections WHERE match_id = ?').pluck().get(matchId) as number;
}

/**
 * One write to one existing match: the precondition, then `fn`, in one IMMEDIATE transaction. The
 * new state goes into the cache only once the transaction has committed; a write that throws drops
 * the match from the cache, to be read afresh.
 */
function writeMatch<T>(db: Db, matchId: number, fn: (live: LiveMatch) => Change<T>, precondition?: Precondition): Result<T, RecordError> {
  type Keep = { live: LiveMatch | null; version: number; previous: LiveMatch | undefined };
  let keep: Keep | null = null;
  try {
    const result = write(db, (): Result<T, RecordError> => {
      const found = liveMatch(db, matchId);
      if (!found) return noMatch(matchId);
      // A deleted match is kept as it was, to be restored as it was (issue 18 item 9).
      if (isDeleted(db, matchId)) return matchDeleted(matchId);
      // A match that is a game of an event (db/event-games.ts): refused on a closed round, and the
      // game's stored outcome follows the write (an undo leaves no state: the rows are replayed).
      const game = eventGameHook(db, matchId);
      if (game?.refusal) return { ok: false, error: game.refusal };
      const refused = precondition?.({ report: found.live.report, corrections: () => correctionCount(db, matchId) });
      if (refused) return { ok: false, error: refused };
      const out = fn(found.live);
      if (!out.ok) return out;
      game?.store(out.value.live?.report ?? replayStored(db, matchId)!.report);
      keep = { live: out.value.live, version: found.version, previous: out.value.stepBack ? undefined : found.live };
      return { ok: true, value: out.value.value };
    });
    const kept = keep as Keep | null;
    if (kept?.live) rememberMatch(db, matchId, kept.live, kept.version, kept.previous);
    else if (kept) forgetMatch(db, matchId);
    return result;
  } catch (e) {
    forgetMatch(db, matchId);
    throw e;
  }
}

/** One write to one hand of a match: the match and the hand must exist. */
function writeHand<T>(
  db: Db,
  matchId: number,
  handIndex: number,
  fn: (live: LiveMatch, hand: HandRecord) => Change<T>,
  precondition?: Precondition,
): Result<T, RecordError> {
  return writeMatch(
    db,
    matchId,
    (live) => {
      const hand = live.report.record.hands[handIndex];
      if (!hand) return noHand(live.report.record, handIndex);
      return fn(live, hand);
    },
    precondition,
  );
}

/** A record as the file writes it: a hand thrown in before any move has `redeal` and no `moves`. */
function asWritten(record: MatchRecord): unknown {
  return { ...record, hands: record.hands.map((h) => (h.redeal && h.moves.length === 0 ? (({ moves: _moves, ...rest }) => rest)(h) : h)) };
}

/** Parses and checks a whole candidate record: the shapes first, then the rules so far. */
function validate(candidate: MatchRecord | unknown): Result<{ record: MatchRecord; report: MatchReport; progress: Progress['state'] }, RecordError> {
  const isRecord = typeof candidate === 'object' && candidate !== null && 'hands' in candidate && Array.isArray((candidate as MatchRecord).hands);
  const parsed = parseRecord(isRecord ? asWritten(candidate as MatchRecord) : candidate);
  if (!parsed.ok) return parsed;
  const checked = checkRecord(parsed.value, { inProgress: true });
  if (!checked.ok) return checked;
  return { ok: true, value: { record: parsed.value, report: checked.value, progress: progressOf(checked.value) } };
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

// ---- reading ------------------------------------------------------------------------------

interface MatchRow {
  rules: MatchRecord['rules'];
  options: string | null;
}
interface HandRow {
  id: number;
  idx: number;
  dealt: string | null;
  bones_left: string | null;
  pips: string | null;
  redeal_seat: number | null;
  ruling: string | null;
}
interface MoveColumns {
  seat: number;
  pip_a: number | null;
  pip_b: number | null;
  end_side: 'left' | 'right' | null;
  draw_count: number | null;
  drawn: string | null;
  /** The record's `end` in the four-arm layout (Jamaican French): the arm, only where it was given. */
  arm: ArmName | null;
}
interface MoveRow extends MoveColumns {
  hand_idx: number;
  idx: number;
}

function moveOf(row: MoveColumns): Move {
  if (row.draw_count !== null) return { seat: row.seat, draw: row.draw_count };
  if (row.drawn !== null) return { seat: row.seat, draw: JSON.parse(row.drawn) as Bone[] };
  if (row.pip_a === null || row.pip_b === null) return { seat: row.seat, pass: true };
  const bone: Bone = [row.pip_a, row.pip_b];
  const end = row.end_side ?? row.arm;
  return end === null ? { seat: row.seat, bone } : { seat: row.seat, bone, end };
}

/** The columns of a move that is not a draw, and names no arm. */
const NO_DRAW = { draw_count: null, drawn: null, arm: null } as const;

function columnsOf(move: Move): MoveColumns {
  if (isPass(move)) return { seat: move.seat, pip_a: null, pip_b: null, end_side: null, ...NO_DRAW };
  if (isDraw(move)) {
    const counted = typeof move.draw === 'number';
    return {
      seat: move.seat,
      pip_a: null,
      pip_b: null,
      end_side: null,
      draw_count: counted ? (move.draw as number) : null,
      drawn: counted ? null : JSON.stringify(move.draw),
      arm: null,
    };
  }
  const end = move.end ?? null;
  const arm = isArmName(end) ? end : null;
  return { seat: move.seat, pip_a: move.bone[0], pip_b: move.bone[1], end_side: arm ? null : (end as End | null), ...NO_DRAW, arm };
}

interface Stored {
  readonly record: MatchRecord;
  /** Row ids of the hands, by hand index. */
  readonly handIds: readonly number[];
}

/** What is wrong with a match's stored rows (1-based numbers, as the screens count). */
type CorruptReason =
  | { readonly kind: 'stored-seat-missing'; readonly seat: number }
  | { readonly kind: 'stored-hand-missing'; readonly hand: number }
  | { readonly kind: 'stored-move-missing'; readonly move: number; readonly hand: number }
  | { readonly kind: 'stored-hand-empty'; readonly hand: number }
  /** The record read back fails the rules check: the refusal's code and the place in the record. */
  | { readonly kind: 'stored-check'; readonly hand: number; readonly code: string; readonly field: string };

/** The English of a reason, as the templates say it (refusalReason.stored-*). */
function sayCorrupt(reason: CorruptReason): string {
  switch (reason.kind) {
    case 'stored-seat-missing':
      return `seat ${reason.seat} is missing`;
    case 'stored-hand-missing':
      return `hand ${reason.hand} is missing`;
    case 'stored-move-missing':
      return `move ${reason.move} of hand ${reason.hand} is missing`;
    case 'stored-hand-empty':
      return `hand ${reason.hand} has no moves but another hand follows it`;
    case 'stored-check':
      return `hand ${reason.hand} fails the rules check (${reason.code} at ${reason.field})`;
  }
}

/** Rows that break what the writers keep: the match and the reason as facts (renderer/src/locales, db_corrupt). */
function corrupt(matchId: number, reason: CorruptReason): DbError {
  return new DbError('db/corrupt', `Match ${matchId} cannot be read back: ${sayCorrupt(reason)}.`, { match: matchId, reason });
}

/** The record exactly as it was written (the same shape `parseRecord` gives), or null. */
function readMatch(db: Db, matchId: number): Stored | null {
  const match = sql(db, 'SELECT rules, options FROM matches WHERE id = ?').get(matchId) as MatchRow | undefined;
  if (!match) return null;
  const seatRows = sql(db, 'SELECT idx, name FROM match_seats WHERE match_id = ? ORDER BY idx').all(matchId) as { idx: number; name: string }[];
  seatRows.forEach((row, i) => {
    if (row.idx !== i) throw corrupt(matchId, { kind: 'stored-seat-missing', seat: i + 1 });
  });
  const handRows = sql(db, 'SELECT id, idx, dealt, bones_left, pips, redeal_seat, ruling FROM hands WHERE match_id = ? ORDER BY idx').all(
    matchId,
  ) as HandRow[];
  const moveRows = sql(
    db,
    `SELECT h.idx AS hand_idx, m.idx, m.seat, m.pip_a, m.pip_b, m.end_side, m.draw_count, m.drawn, m.arm
       FROM moves m JOIN hands h ON h.id = m.hand_id
      WHERE h.match_id = ?
      ORDER BY h.idx, m.idx`,
  ).all(matchId) as MoveRow[];

  // Writers only ever append at the end or take off the end, so positions have no gaps; a gap
  // would silently renumber moves if it were not caught here.
  const moves: Move[][] = handRows.map((row, i) => {
    if (row.idx !== i) throw corrupt(matchId, { kind: 'stored-hand-missing', hand: i + 1 });
    return [];
  });
  for (const row of moveRows) {
    const list = moves[row.hand_idx]!;
    if (row.idx !== list.length) throw corrupt(matchId, { kind: 'stored-move-missing', move: list.length + 1, hand: row.hand_idx + 1 });
    list.push(moveOf(row));
  }
  const hands = handRows.map((row, i): HandRecord => ({
    moves: moves[i]!,
    ...(row.redeal_seat !== null && { redeal: { seat: row.redeal_seat } }),
    ...(row.ruling !== null && { ruling: JSON.parse(row.ruling) as Ruling }),
    ...(row.dealt !== null && { dealt: JSON.parse(row.dealt) as BySeat<readonly Bone[]> }),
    ...(row.bones_left !== null && { left: JSON.parse(row.bones_left) as BySeat<readonly Bone[]> }),
    ...(row.pips !== null && { pips: JSON.parse(row.pips) as BySeat<number> }),
  }));
  const record: MatchRecord = {
    format: RECORD_FORMAT,
    rules: match.rules,
    ...(match.options !== null && { options: JSON.parse(match.options) as MatchRecord['options'] }),
    seats: seatRows.map((row) => row.name),
    hands,
  };
  return { record, handIds: handRows.map((row) => row.id) };
}

/** A match as a record, rebuilt from its rows. Throws a `DbError` for an id that is not stored. */
export function loadRecord(db: Db, matchId: number): MatchRecord {
  // One read transaction: the three queries see the same moment, even with a writer running.
  const stored = db.transaction(() => readMatch(db, matchId))();
  if (!stored) throw new DbError('db/no-such-match', `There is no match ${matchId}.`);
  return stored.record;
}

// ---- writing rows (after validation only) -------------------------------------------------

function insertMatch(db: Db, record: MatchRecord): number {
  const id = sql(db, 'INSERT INTO matches (rules, options) VALUES (?, ?) RETURNING id')
    .pluck()
    .get(record.rules, json(record.options)) as number;
  record.seats.forEach((name, idx) => sql(db, 'INSERT INTO match_seats (match_id, idx, name) VALUES (?, ?, ?)').run(id, idx, name));
  return id;
}

function insertHand(db: Db, matchId: number, index: number, hand: HandRecord): number {
  const id = sql(db, 'INSERT INTO hands (match_id, idx, dealt, bones_left, pips, redeal_seat) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .pluck()
    .get(matchId, index, json(hand.dealt), json(hand.left), json(hand.pips), hand.redeal?.seat ?? null) as number;
  // Apart, and only for a ruled hand: the migration tests write today's rows into older schemas.
  if (hand.ruling) sql(db, 'UPDATE hands SET ruling = ? WHERE id = ?').run(json(hand.ruling), id);
  // Where it came from (migration 12; db/origin.ts): a hand of an import has no time of its own.
  if (keepsOrigins(db)) sql(db, 'UPDATE hands SET at = ?, origin = ? WHERE id = ?').run(originOf(db) === 'import' ? null : nowText(), originOf(db), id);
  return id;
}

/** The INSERT of `rows` moves at once, by row count (a hand has a few dozen at most), with or without their origin. */
const MOVES_INSERT: [string[], string[]] = [[], []];

function movesInsert(rows: number, withOrigin: boolean): string {
  const made = MOVES_INSERT[withOrigin ? 1 : 0];
  made[rows] ??= withOrigin
    ? 'INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side, draw_count, drawn, arm, at, origin) VALUES ' + Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')
    : 'INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side, draw_count, drawn, arm) VALUES ' + Array(rows).fill('(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ');
  return made[rows];
}

/**
 * Moves `from`, `from + 1` … of a hand, in one statement: positional values, no object per row.
 * Each carries where it came from and when (migration 12; db/origin.ts): a move recorded now has
 * this moment, an imported one no time of its own.
 */
function insertMoves(db: Db, handId: number, from: number, moves: readonly Move[]): void {
  if (moves.length === 0) return;
  const withOrigin = keepsOrigins(db);
  const origin = originOf(db);
  const at = origin === 'import' ? null : nowText();
  const values: (number | string | null)[] = [];
  moves.forEach((move, i) => {
    const c = columnsOf(move);
    values.push(handId, from + i, c.seat, c.pip_a, c.pip_b, c.end_side, c.draw_count, c.drawn, c.arm);
    if (withOrigin) values.push(at, origin);
  });
  sql(db, movesInsert(moves.length, withOrigin)).run(values);
}

// ---- commands -----------------------------------------------------------------------------

export interface NewMatch {
  readonly rules: MatchRecord['rules'];
  readonly options?: MatchRecord['options'];
  readonly seats: readonly string[];
}

/** Starts a match with no hands. The rules, options and names are checked as a record's are. */
export function createMatch(db: Db, input: NewMatch): Result<number, RecordError> {
  const checked = validate({
    format: RECORD_FORMAT,
    rules: input.rules,
    ...(input.options !== undefined && { options: input.options }),
    seats: input.seats,
    hands: [],
  });
  if (!checked.ok) return checked;
  const { record } = checked.value;
  return { ok: true, value: write(db, () => insertMatch(db, record)) };
}

/**
 * Stores a whole record (a file opened, a match moved from another machine) as a new match, or
 * nothing. Its last hand may still be in play, as a record saved mid-game is.
 */
export function importRecord(db: Db, input: unknown): Result<number, RecordError> {
  const checked = validate(input);
  if (!checked.ok) return checked;
  return { ok: true, value: write(db, () => insertRecordRows(db, checked.value.record, false)) };
}

/**
 * A record made in code read as a file's record is (parseRecord): the shape `importRecord` holds
 * a record to before replaying it. For a caller that replays it by other means (an event's check).
 */
export function parseMadeRecord(record: MatchRecord): Result<MatchRecord, RecordError> {
  return parseRecord(asWritten(record));
}

/**
 * A checked record's rows as a new match, inside the caller's transaction. In a bulk load the
 * triggers stand aside for its hands and moves (migration 11), so the match is touched here, once,
 * after them; its corrections and renames then set "last change" to the times they carry, as they
 * did when the triggers fired for every row.
 */
function insertRecordRows(db: Db, record: MatchRecord, bulk: boolean): number {
  const matchId = insertMatch(db, record);
  record.hands.forEach((hand, h) => insertMoves(db, insertHand(db, matchId, h, hand), 0, hand.moves));
  if (bulk) sql(db, "UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(matchId);
  // The file's history of corrections is kept, so exporting the match again gives it back.
  for (const correction of record.corrections ?? []) {
    if (isRename(correction)) insertRename(db, matchId, correction);
    else insertCorrection(db, matchId, correction);
  }
  return matchId;
}

/**
 * Runs `fn`, which stores many checked records (an event's import: some 100,000 move rows) through
 * the function it is given, inside the caller's write: the match triggers' touch stands aside for
 * their hand and move rows (`bulk_load`, migration 11) and each match is touched once instead.
 *
 * Not a savepoint of its own, nor one per record: inside an open savepoint every statement that
 * may fire a trigger keeps a statement journal that cannot be dropped until the savepoint ends,
 * and for a whole event it spilled to a temporary file, half a second of writes (bench:
 * event-import). The caller's transaction makes it all or nothing: a throw rolls the mark back
 * with the rows, and a commit that would keep the mark is refused by SQLite (migration 11).
 */
export function bulkLoad<T>(db: Db, fn: (store: (record: MatchRecord) => number) => T): T {
  // A broken invariant: without a transaction around it, the mark and the rows would commit apart.
  if (!db.inTransaction) throw new Error('bulkLoad runs inside a write: its mark must commit or roll back with the rows.');
  sql(db, 'INSERT INTO bulk_load (one) VALUES (1)').run();
  const out = fn((record) => insertRecordRows(db, record, true));
  sql(db, 'DELETE FROM bulk_load').run();
  return out;
}

/**
 * A checked record's rows written in parts, across several writes (a large import: the thread
 * that writes them answers moves between its writes, api/staged-import.ts; issue 25 item 23).
 * `start` makes the match, marked deleted meanwhile so that no list shows a match whose hands are
 * still coming (`reveal` lists it, in the write that makes the import whole); `hands` adds some of
 * its hands, from `from`; `end` touches it once (its triggers stood aside, as in `bulkLoad`, which
 * each part runs inside) and keeps its corrections. Together the same rows as `insertRecordRows`.
 * Should the import stop halfway, `drop` takes its matches out again.
 */
export const recordParts = {
  start(db: Db, head: Pick<MatchRecord, 'rules' | 'options' | 'seats'>): number {
    const matchId = insertMatch(db, head as MatchRecord);
    sql(db, "UPDATE matches SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(matchId);
    return matchId;
  },
  hands(db: Db, matchId: number, from: number, hands: readonly HandRecord[]): void {
    hands.forEach((hand, i) => insertMoves(db, insertHand(db, matchId, from + i, hand), 0, hand.moves));
    // A screen that read the match meanwhile (the deleted matches' list) left its checked state
    // in memory (db/live.ts), which these rows make stale.
    forgetMatch(db, matchId);
  },
  end(db: Db, matchId: number, corrections: readonly (CorrectionRecord | RenameRecord)[]): void {
    sql(db, "UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(matchId);
    for (const correction of corrections) {
      if (isRename(correction)) insertRename(db, matchId, correction);
      else insertCorrection(db, matchId, correction);
    }
    forgetMatch(db, matchId);
  },
  reveal(db: Db, matchIds: readonly number[]): void {
    sql(db, 'UPDATE matches SET deleted_at = NULL WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(matchIds));
  },
  drop(db: Db, matchIds: readonly number[]): void {
    for (const id of matchIds) {
      sql(db, 'DELETE FROM moves WHERE hand_id IN (SELECT id FROM hands WHERE match_id = ?)').run(id);
      for (const table of ['hands', 'corrections', 'match_renames', 'match_seats']) sql(db, `DELETE FROM ${table} WHERE match_id = ?`).run(id);
      sql(db, 'DELETE FROM matches WHERE id = ?').run(id);
    }
  },
};

export interface Saved {
  readonly hand: number;
  /** The move's index in its hand (for appendMove). */
  readonly move?: number;
  /** Where the match stands after the write: a hand in play, a block to settle, or all settled. */
  readonly progress: Progress['state'];
}

export interface HandStart {
  /** The deal, when the scorekeeper records it: every move is then checked against it. */
  readonly dealt?: BySeat<readonly Bone[]>;
}

/** Starts the next hand. Refused while the last hand is in play or blocked and unsettled. */
export function startHand(db: Db, matchId: number, start: HandStart = {}, precondition?: Precondition): Result<Saved, RecordError> {
  return writeMatch(db, matchId, (live) => {
    const { record } = live.report;
    const hand: HandRecord = { moves: [], ...(start.dealt !== undefined && { dealt: start.dealt }) };
    const checked = validate({ ...record, hands: [...record.hands, hand] });
    if (!checked.ok) return checked;
    const index = record.hands.length;
    const handId = insertHand(db, matchId, index, checked.value.record.hands[index]!);
    return {
      ok: true,
      value: {
        value: { hand: index, progress: checked.value.progress },
        live: { report: checked.value.report, handIds: [...live.handIds, handId] },
      },
    };
  }, precondition);
}

/**
 * Records one move of a hand. The move is checked against the whole match so far (incrementally:
 * the same verdict as a full replay, see domain/advance.ts); an illegal one comes back as the
 * domain's error (code, message, hand, move, field) and nothing is written.
 */
export function appendMove(db: Db, matchId: number, handIndex: number, move: unknown, precondition?: Precondition): Result<Saved, RecordError> {
  return writeHand(db, matchId, handIndex, (live) => {
    const advanced = advanceReport(live.report, handIndex, move);
    if (!advanced.ok) return advanced;
    const { report, index } = advanced.value;
    // The parsed move, not the caller's object: only the record's fields are kept.
    insertMoves(db, live.handIds[handIndex]!, index, [advanced.value.move]);
    return {
      ok: true,
      value: { value: { hand: handIndex, move: index, progress: progressOf(report) }, live: { report, handIds: live.handIds } },
    };
  }, precondition);
}

/**
 * Throws hand `handIndex` in, at `seat`'s demand: before its pose (five doubles, or the 6-6 in the
 * boneyard, where the family allows it), or in Lankford's Cuban game once its first player has
 * drawn the whole boneyard without a double (the draws stay). The record's `{ "redeal": { "seat":
 * n } }`; whether it is allowed is the domain's answer (checkRecord). It scores nothing and changes
 * nothing else; the next hand is started as usual.
 */
export function redealHand(db: Db, matchId: number, handIndex: number, seat: Seat, precondition?: Precondition): Result<Saved, RecordError> {
  return writeHand(db, matchId, handIndex, (live, hand) => {
    const { record } = live.report;
    if (hand.redeal) {
      const reason: RedealReason = { kind: 'already-redealt', hand: handIndex + 1 };
      return {
        ok: false,
        error: { code: 'hand/redeal', message: sayReason(reason), hand: handIndex, move: null, field: 'redeal', params: { reason } },
      };
    }
    // Lankford's Cuban game at the table: the first player draws the whole boneyard before the hand
    // is thrown in, and the draws are recorded first. A file with no draws before its redeal is
    // still read (checkRecord); a scorekeeper recording one now is refused (boneyard-left).
    const current = live.report.current;
    const refused = current?.index === handIndex ? throwInBeforeDrawsError(current.hand, seat, handIndex + 1) : null;
    if (refused) return { ok: false, error: { ...refused, hand: handIndex, move: null, field: 'redeal', params: refused.params ?? {} } };
    const hands = record.hands.slice();
    hands[handIndex] = { ...hand, redeal: { seat } };
    const checked = validate({ ...record, hands });
    if (!checked.ok) return checked;
    sql(db, 'UPDATE hands SET redeal_seat = ? WHERE id = ?').run(seat, live.handIds[handIndex]!);
    return {
      ok: true,
      value: { value: { hand: handIndex, progress: checked.value.progress }, live: { report: checked.value.report, handIds: live.handIds } },
    };
  }, precondition);
}

/**
 * Ends hand `handIndex` by a referee's ruling (issue 18 item 8): its moves stay, and none may
 * follow; the next hand is started as usual. Whether the ruling may stand is the domain's answer
 * (checkRecord: a side the game has, a hand not already over). One ruling a hand: to change it,
 * undo it first (the undo keeps it among the corrections).
 */
export function ruleHand(db: Db, matchId: number, handIndex: number, ruling: Ruling, precondition?: Precondition): Result<Saved, RecordError> {
  return writeHand(db, matchId, handIndex, (live, hand) => {
    const { record } = live.report;
    if (hand.ruling) {
      return refuse('db/already-ruled', `Hand ${handIndex + 1} was already ended by a ruling; undo it to change it.`, handIndex, { hand: handIndex + 1 });
    }
    const hands = record.hands.slice();
    hands[handIndex] = { ...hand, ruling };
    const checked = validate({ ...record, hands });
    if (!checked.ok) return checked;
    sql(db, 'UPDATE hands SET ruling = ? WHERE id = ?').run(json(checked.value.record.hands[handIndex]!.ruling), live.handIds[handIndex]!);
    return {
      ok: true,
      value: { value: { hand: handIndex, progress: checked.value.progress }, live: { report: checked.value.report, handIds: live.handIds } },
    };
  }, precondition);
}

export interface Holdings {
  /** The bones each seat still held, by seat "0" to "3". */
  readonly left?: BySeat<readonly Bone[]>;
  /** Or just their pip totals. */
  readonly pips?: BySeat<number>;
}

/**
 * Records what each seat held when a hand ended: needed to settle a block when the deal was not
 * recorded, allowed otherwise as a check. A hand is settled once; to change it, undo.
 */
export function settleHand(db: Db, matchId: number, handIndex: number, holdings: Holdings, precondition?: Precondition): Result<Saved, RecordError> {
  return writeHand(db, matchId, handIndex, (live, hand) => {
    const { record } = live.report;
    if (hand.left !== undefined || hand.pips !== undefined) {
      return refuse('db/already-settled', `Hand ${handIndex + 1} is already settled; undo its last move to change it.`, handIndex, { hand: handIndex + 1 });
    }
    if (holdings.left === undefined && holdings.pips === undefined) {
      const message = `Give the bones each seat still holds, or their pip totals, to settle hand ${handIndex + 1}.`;
      return refuse('db/nothing-to-settle', message, handIndex, { hand: handIndex + 1 });
    }
    const hands = record.hands.slice();
    hands[handIndex] = {
      ...hand,
      ...(holdings.left !== undefined && { left: holdings.left }),
      ...(holdings.pips !== undefined && { pips: holdings.pips }),
    };
    const checked = validate({ ...record, hands });
    if (!checked.ok) return checked;
    const settled = checked.value.record.hands[handIndex]!;
    sql(db, 'UPDATE hands SET bones_left = ?, pips = ? WHERE id = ?').run(
      json(settled.left),
      json(settled.pips),
      live.handIds[handIndex]!,
    );
    return {
      ok: true,
      value: { value: { hand: handIndex, progress: checked.value.progress }, live: { report: checked.value.report, handIds: live.handIds } },
    };
  }, precondition);
}

// ---- corrections --------------------------------------------------------------------------

/** A move taken back, as the corrections table keeps it: the record format's own shape. */
export type Correction = CorrectionRecord;

interface CorrectionRow extends MoveColumns {
  redeal: number;
  corrected_at: string;
  hand_idx: number;
  move_idx: number;
  cleared_left: string | null;
  cleared_pips: string | null;
  dropped_hand: string | null;
  /** Absent where the row was read without it (a schema before version 10). */
  ruling?: string | null;
}

function correctionOf(row: CorrectionRow): Correction {
  return {
    at: row.corrected_at,
    hand: row.hand_idx,
    move: row.move_idx,
    removed: typeof row.ruling === 'string' ? { ruling: JSON.parse(row.ruling) as Ruling } : row.redeal === 1 ? { seat: row.seat, redeal: true } : moveOf(row),
    ...(row.cleared_left !== null && { clearedLeft: JSON.parse(row.cleared_left) as BySeat<readonly Bone[]> }),
    ...(row.cleared_pips !== null && { clearedPips: JSON.parse(row.cleared_pips) as BySeat<number> }),
    ...(row.dropped_hand !== null && { droppedHand: JSON.parse(row.dropped_hand) as { dealt?: BySeat<readonly Bone[]> } }),
  };
}

/**
 * Takes back the last move of the match, for a scorekeeper's mistake, and records it in the
 * corrections so a referee sees it. What only made sense with that move goes with it, also
 * recorded: the settlement of its hand, and the next hand if it had no moves yet.
 *
 * What is left is a prefix of a record that was valid, so it is valid so far too.
 */
export function undoLastMove(db: Db, matchId: number, precondition?: Precondition): Result<Correction, RecordError> {
  // The match's state steps back by a replay of what is left, done lazily on its next use.
  return writeMatch(db, matchId, (live) => {
    const { record } = live.report;
    const { handIds } = live;
    let h = record.hands.length - 1;
    let dropped: HandRecord | null = null;
    if (h >= 0 && record.hands[h]!.moves.length === 0 && !record.hands[h]!.redeal && !record.hands[h]!.ruling) {
      dropped = record.hands[h]!;
      h -= 1;
    }
    if (h < 0) return refuse('db/nothing-to-undo', 'No move has been recorded in this match yet: there is nothing to undo.', null, {});
    const hand = record.hands[h]!;
    const m = hand.moves.length - 1;
    // A hand before the last is over, so it has moves, or was thrown in.
    if (m < 0 && !hand.redeal && !hand.ruling) throw corrupt(matchId, { kind: 'stored-hand-empty', hand: h + 1 });
    // The last thing done to a hand thrown in is the redeal, after its moves (none, or the draws
    // before a Lankford pose): undoing it leaves the hand as it was before.
    // A ruling, likewise, is the last thing done to its hand: undoing it reopens the hand.
    const correction = insertCorrection(db, matchId, {
      hand: h,
      move: hand.redeal || hand.ruling ? hand.moves.length : m,
      removed: hand.ruling ? { ruling: hand.ruling } : hand.redeal ? { seat: hand.redeal.seat, redeal: true } : hand.moves[m]!,
      ...(hand.left !== undefined && { clearedLeft: hand.left }),
      ...(hand.pips !== undefined && { clearedPips: hand.pips }),
      ...(dropped && { droppedHand: dropped.dealt === undefined ? {} : { dealt: dropped.dealt } }),
    });

    if (dropped) sql(db, 'DELETE FROM hands WHERE id = ?').run(handIds[h + 1]!);
    if (hand.ruling) sql(db, 'UPDATE hands SET ruling = NULL WHERE id = ?').run(handIds[h]!);
    else if (hand.redeal) sql(db, 'UPDATE hands SET redeal_seat = NULL WHERE id = ?').run(handIds[h]!);
    else sql(db, 'DELETE FROM moves WHERE hand_id = ? AND idx = ?').run(handIds[h]!, m);
    if (hand.left !== undefined || hand.pips !== undefined) {
      sql(db, 'UPDATE hands SET bones_left = NULL, pips = NULL WHERE id = ?').run(handIds[h]!);
    }
    // The match as it was before the move taken back, if it is still kept: no replay needed.
    const moves = hand.redeal || hand.ruling ? hand.moves.length : m;
    const back = stepBack(db, matchId, ({ report }) => {
      const after = report.record.hands;
      const last = after[h];
      return (
        after.length === h + 1 &&
        last !== undefined &&
        last.moves.length === moves &&
        last.redeal === undefined &&
        last.ruling === undefined &&
        last.left === undefined &&
        last.pips === undefined &&
        (last.dealt === undefined) === (hand.dealt === undefined)
      );
    });
    return { ok: true, value: { value: correction, live: back ?? null, stepBack: true } };
  }, precondition);
}

/**
 * Writes one correction: now (an undo), or at the time it carries (an imported record's history).
 * Its JSON columns keep the record format's own shapes.
 */
function insertCorrection(db: Db, matchId: number, c: Omit<Correction, 'at'> & { readonly at?: string }): Correction {
  // A ruling is nobody's move: its row's seat is 0 and says nothing (db/migrations.ts, version 10).
  const removed: MoveColumns & { redeal: number } =
    'ruling' in c.removed
      ? { seat: 0, pip_a: null, pip_b: null, end_side: null, ...NO_DRAW, redeal: 0 }
      : 'redeal' in c.removed
        ? { seat: c.removed.seat, pip_a: null, pip_b: null, end_side: null, ...NO_DRAW, redeal: 1 }
        : { ...columnsOf(c.removed), redeal: 0 };
  const row = sql(
    db,
    `INSERT INTO corrections (match_id, corrected_at, hand_idx, move_idx, seat, pip_a, pip_b, end_side, draw_count, drawn, redeal,
                              cleared_left, cleared_pips, dropped_hand, arm)
     VALUES (@match_id, coalesce(@at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), @hand_idx, @move_idx, @seat, @pip_a, @pip_b,
             @end_side, @draw_count, @drawn, @redeal, @cleared_left, @cleared_pips, @dropped_hand, @arm)
     RETURNING id, corrected_at, hand_idx, move_idx, seat, pip_a, pip_b, end_side, draw_count, drawn, redeal, cleared_left, cleared_pips, dropped_hand, arm`,
  ).get({
    match_id: matchId,
    at: c.at ?? null,
    hand_idx: c.hand,
    move_idx: c.move,
    ...removed,
    cleared_left: json(c.clearedLeft),
    cleared_pips: json(c.clearedPips),
    dropped_hand: json(c.droppedHand),
  }) as CorrectionRow & { id: number };
  // Who took it back (migration 12; db/origin.ts).
  if (keepsOrigins(db)) sql(db, 'UPDATE corrections SET origin = ? WHERE id = ?').run(originOf(db), row.id);
  if (!('ruling' in c.removed)) return correctionOf(row);
  // As for a hand: the column is written only where there is a ruling (insertHand).
  const ruling = json(c.removed.ruling);
  sql(db, 'UPDATE corrections SET ruling = ? WHERE id = ?').run(ruling, row.id);
  return correctionOf({ ...row, ruling });
}

/** Every correction of a match, oldest first. */
export function listCorrections(db: Db, matchId: number): Correction[] {
  const rows = sql(
    db,
    `SELECT corrected_at, hand_idx, move_idx, seat, pip_a, pip_b, end_side, draw_count, drawn, redeal, cleared_left, cleared_pips, dropped_hand, arm, ruling
       FROM corrections WHERE match_id = ? ORDER BY id`,
  ).all(matchId) as CorrectionRow[];
  return rows.map(correctionOf);
}

// ---- for the screens ----------------------------------------------------------------------

/** What the rows know about a match beyond its record. */
export interface MatchFacts {
  /** When it was deleted (ISO 8601 UTC), or null while it is listed. */
  readonly deletedAt: string | null;
  readonly id: number;
  /** When it last changed (created, a hand, a move, a settlement, an undo), ISO 8601 UTC. */
  readonly updatedAt: string;
  /** Moves taken back by undo. */
  readonly corrections: number;
}

const FACTS = `SELECT m.id, coalesce(m.updated_at, m.created_at) AS updatedAt, m.deleted_at AS deletedAt,
                      (SELECT count(*) FROM corrections c WHERE c.match_id = m.id) AS corrections
                 FROM matches m`;

/** A match's checked state and facts, read in one transaction; null when there is no such match. */
export function readMatchState(db: Db, matchId: number): { live: LiveMatch; facts: MatchFacts } | null {
  return transactionOf(db)(() => {
    const found = liveMatch(db, matchId);
    if (!found) return null;
    const facts = sql(db, `${FACTS} WHERE m.id = ?`).get(matchId) as MatchFacts;
    return { live: found.live, facts };
  }) as { live: LiveMatch; facts: MatchFacts } | null;
}

/**
 * Every match listed, the most recently changed first, with its checked state; or, with `deleted`,
 * every match deleted, the most recently deleted first.
 */
export function listMatchStates(db: Db, which: { readonly deleted?: boolean } = {}): { live: LiveMatch; facts: MatchFacts }[] {
  return db.transaction(() => {
    const query = which.deleted
      ? `${FACTS} WHERE m.deleted_at IS NOT NULL ORDER BY m.deleted_at DESC, m.id DESC`
      : `${FACTS} WHERE m.deleted_at IS NULL ORDER BY updatedAt DESC, m.id DESC`;
    const rows = sql(db, query).all() as MatchFacts[];
    return rows.map((facts) => ({ live: liveMatch(db, facts.id)!.live, facts }));
  })();
}

// ---- the list of matches: delete, restore, rename (issue 18 item 9) -----------------------

function isDeleted(db: Db, matchId: number): boolean {
  return sql(db, 'SELECT deleted_at IS NOT NULL FROM matches WHERE id = ?').pluck().get(matchId) === 1;
}

function matchDeleted(matchId: number) {
  return refuse('db/match-deleted', `Match ${matchId} is deleted: restore it from the deleted matches first.`, null, { match: matchId });
}

/**
 * Why a match that records an event game may not be deleted or have its names changed, or null:
 * the event holds it (its standings count it, and its seats' names are the entrants').
 */
function eventHolds(db: Db, matchId: number, doing: 'delete' | 'rename'): { ok: false; error: RecordError } | null {
  const link = matchEventLink(db, matchId);
  if (!link) return null;
  const { eventName, round, table, game } = link;
  const at = `game ${game} of table ${table}, round ${round} of the event "${eventName}"`;
  const params = { match: matchId, event: eventName, round, table, game };
  return doing === 'delete'
    ? refuse('db/event-holds-match', `Match ${matchId} is ${at}: the event holds it, so it cannot be deleted. Remove the game from its table first.`, null, params)
    : refuse('db/event-owns-names', `Match ${matchId} is ${at}: its players' names are the event's entrants'. Rename the entrant in the event instead.`, null, params);
}

/**
 * Deletes a match recoverably: it is marked, leaves the list and shows among the deleted matches,
 * every row kept, until `restoreMatch` (nothing recorded is destroyed by one click). Refused for
 * a match an event holds, naming the event, round and table.
 */
export function deleteMatch(db: Db, matchId: number): Result<{ readonly deletedAt: string }, RecordError> {
  return write(db, (): Result<{ readonly deletedAt: string }, RecordError> => {
    const exists = sql(db, 'SELECT deleted_at FROM matches WHERE id = ?').get(matchId) as { deleted_at: string | null } | undefined;
    if (!exists) return noMatch(matchId);
    if (exists.deleted_at !== null) return matchDeleted(matchId);
    const held = eventHolds(db, matchId, 'delete');
    if (held) return held;
    const deletedAt = sql(db, `UPDATE matches SET deleted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ? RETURNING deleted_at`)
      .pluck()
      .get(matchId) as string;
    return { ok: true, value: { deletedAt } };
  });
}

/** Puts a deleted match back in the list, exactly as it was. */
export function restoreMatch(db: Db, matchId: number): Result<null, RecordError> {
  return write(db, (): Result<null, RecordError> => {
    const exists = sql(db, 'SELECT deleted_at FROM matches WHERE id = ?').get(matchId) as { deleted_at: string | null } | undefined;
    if (!exists) return noMatch(matchId);
    if (exists.deleted_at === null) return refuse('db/not-deleted', `Match ${matchId} is not deleted: there is nothing to restore.`, null, { match: matchId });
    sql(db, 'UPDATE matches SET deleted_at = NULL WHERE id = ?').run(matchId);
    return { ok: true, value: null };
  });
}

/**
 * Renames the player at `seat` (a name mistyped at the start), kept as a correction: the seat
 * holds the new name and the old one is written beside it, for the export and the referee. The
 * names must stay ones the record takes and tells apart (`seatNamesProblem`, the New match form's
 * check); a match an event holds is refused (its names are the entrants').
 */
export function renameSeat(db: Db, matchId: number, seat: number, name: string): Result<RenameRecord, RecordError> {
  return writeMatch(db, matchId, (live) => {
    const held = eventHolds(db, matchId, 'rename');
    if (held) return held;
    const { record } = live.report;
    const from = record.seats[seat];
    if (from === undefined) {
      return refuse('db/no-such-seat', `This match has seats 0 to ${record.seats.length - 1}; there is no seat ${seat}.`, null, { seat, last: record.seats.length - 1 });
    }
    const to = name.trim();
    if (to === from) return refuse('db/same-name', `Seat ${seat} is already "${from}": nothing to rename.`, null, { seat, name: from });
    const seats = record.seats.map((n, i) => (i === seat ? to : n));
    // The record's own refusal (record/seats, record/field: the rules of seatNamesProblem), in its words and facts.
    const checked = validate({ ...record, seats });
    if (!checked.ok) return checked;
    sql(db, 'UPDATE match_seats SET name = ? WHERE match_id = ? AND idx = ?').run(to, matchId, seat);
    const rename = insertRename(db, matchId, { seat, renamed: { from, to } });
    return { ok: true, value: { value: rename, live: { report: checked.value.report, handIds: live.handIds } } };
  });
}

/** Writes one rename: now, or at the time it carries (an imported record's history). */
function insertRename(db: Db, matchId: number, r: Omit<RenameRecord, 'at'> & { readonly at?: string }): RenameRecord {
  const row = sql(
    db,
    `INSERT INTO match_renames (match_id, renamed_at, seat, from_name, to_name)
     VALUES (?, coalesce(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), ?, ?, ?)
     RETURNING renamed_at, seat, from_name, to_name`,
  ).get(matchId, r.at ?? null, r.seat, r.renamed.from, r.renamed.to) as RenameRow;
  return renameOf(row);
}

interface RenameRow {
  renamed_at: string;
  seat: number;
  from_name: string;
  to_name: string;
}

function renameOf(row: RenameRow): RenameRecord {
  return { at: row.renamed_at, seat: row.seat, renamed: { from: row.from_name, to: row.to_name } };
}

/** Every rename of a match, oldest first. */
export function listRenames(db: Db, matchId: number): RenameRecord[] {
  const rows = sql(db, 'SELECT renamed_at, seat, from_name, to_name FROM match_renames WHERE match_id = ? ORDER BY id').all(matchId) as RenameRow[];
  return rows.map(renameOf);
}
