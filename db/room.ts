/**
 * The room's rows (issue 24; migration 12): join codes, the devices that joined with them, every
 * join attempt, each side's confirmation of a game's result, the pairs' PINs, the calls for the
 * referee, the round's clock and the table the display features.
 *
 * Whether a code still reaches its table is decided here, from the rows: the code is not ended,
 * its round exists and is not closed (the next round was drawn), and the table seats the same
 * entrants as when the code was made (a round drawn again seats others at table 3, and the old
 * code then reaches nothing). A device reaches what its code reaches, until the organizer
 * disconnects it.
 *
 * Every function takes the database first; writes are one IMMEDIATE transaction each (db/sql.ts).
 */
import type Database from 'better-sqlite3';
import { logChange } from './changes.ts';
import { originOf } from './origin.ts';
import { read, sql, write } from './sql.ts';

type Db = Database.Database;

// ---- codes --------------------------------------------------------------------------------------

/** A join code as stored: a table's (round and table given) or the event's display's (both null). */
export interface CodeRow {
  readonly id: number;
  readonly eventId: number;
  readonly round: number | null;
  readonly table: number | null;
  readonly code: string;
  readonly seats: readonly string[] | null;
  readonly createdAt: string;
  readonly endedAt: string | null;
}

interface CodeSqlRow {
  readonly id: number;
  readonly event_id: number;
  readonly round: number | null;
  readonly table_number: number | null;
  readonly code: string;
  readonly seats: string | null;
  readonly created_at: string;
  readonly ended_at: string | null;
}

const CODE_COLUMNS = 'id, event_id, round, table_number, code, seats, created_at, ended_at';

function codeOf(row: CodeSqlRow): CodeRow {
  return {
    id: row.id,
    eventId: row.event_id,
    round: row.round,
    table: row.table_number,
    code: row.code,
    seats: row.seats === null ? null : (JSON.parse(row.seats) as string[]),
    createdAt: row.created_at,
    endedAt: row.ended_at,
  };
}

/** Each table of the event's round `round` with its seats (entrant ids in seat order), in the round's order. */
export function roundSeating(db: Db, eventId: number, round: number): { table: number; seats: string[] }[] {
  const rows = sql(
    db,
    `SELECT t.number AS table_number, s.entrant
       FROM event_rounds r JOIN event_tables t ON t.round_id = r.id JOIN event_seats s ON s.table_id = t.id
      WHERE r.event_id = ? AND r.number = ?
      ORDER BY t.position, s.idx`,
  ).all(eventId, round) as { table_number: number; entrant: string }[];
  const tables: { table: number; seats: string[] }[] = [];
  for (const row of rows) {
    const last = tables.at(-1);
    if (last?.table === row.table_number) last.seats.push(row.entrant);
    else tables.push({ table: row.table_number, seats: [row.entrant] });
  }
  return tables;
}

/** Whether event `eventId` is stored. */
export function eventExists(db: Db, eventId: number): boolean {
  return sql(db, 'SELECT 1 FROM events WHERE id = ?').get(eventId) !== undefined;
}

/** The number of the event's last round, or null before the first is drawn. */
export function lastRound(db: Db, eventId: number): number | null {
  return (sql(db, 'SELECT max(number) FROM event_rounds WHERE event_id = ?').pluck().get(eventId) as number | null) ?? null;
}

function sameSeats(a: readonly string[] | null, b: readonly string[] | undefined): boolean {
  return a !== null && b !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * The live codes of the event: its display's and one for each table of round `round` (the
 * current round), made where missing, and made anew where the table's seating changed since its
 * code was made (the old one ended). `newCode` gives a fresh random code; one already taken (by
 * any event, ended or not) is asked again. Returns the display's code and the tables' in the
 * round's order.
 */
export function issueCodes(db: Db, eventId: number, round: number | null, newCode: () => string): { display: CodeRow; tables: CodeRow[] } {
  return write(db, () => {
    const fresh = (): string => {
      for (;;) {
        const code = newCode();
        if (sql(db, 'SELECT 1 FROM room_codes WHERE code = ?').get(code) === undefined) return code;
      }
    };
    const live = sql(db, `SELECT ${CODE_COLUMNS} FROM room_codes WHERE event_id = ? AND ended_at IS NULL`).all(eventId) as CodeSqlRow[];
    let display = live.find((r) => r.round === null);
    if (!display) {
      display = sql(db, `INSERT INTO room_codes (event_id, code) VALUES (?, ?) RETURNING ${CODE_COLUMNS}`).get(eventId, fresh()) as CodeSqlRow;
    }
    const tables: CodeRow[] = [];
    if (round !== null) {
      for (const { table, seats } of roundSeating(db, eventId, round)) {
        const found = live.find((r) => r.round === round && r.table_number === table);
        if (found && sameSeats(found.seats === null ? null : (JSON.parse(found.seats) as string[]), seats)) {
          tables.push(codeOf(found));
          continue;
        }
        if (found) sql(db, "UPDATE room_codes SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(found.id);
        const made = sql(db, `INSERT INTO room_codes (event_id, round, table_number, code, seats) VALUES (?, ?, ?, ?, ?) RETURNING ${CODE_COLUMNS}`).get(
          eventId,
          round,
          table,
          fresh(),
          JSON.stringify(seats),
        ) as CodeSqlRow;
        tables.push(codeOf(made));
      }
    }
    return { display: codeOf(display), tables };
  });
}

/** The display's code made anew (the old one, and every display that joined with it, reach nothing). */
export function replaceDisplayCode(db: Db, eventId: number, newCode: () => string): void {
  write(db, () => {
    sql(db, "UPDATE room_codes SET ended_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE event_id = ? AND round IS NULL AND ended_at IS NULL").run(eventId);
    issueCodes(db, eventId, null, newCode);
  });
}

export function findCode(db: Db, code: string): CodeRow | null {
  const row = sql(db, `SELECT ${CODE_COLUMNS} FROM room_codes WHERE code = ?`).get(code) as CodeSqlRow | undefined;
  return row ? codeOf(row) : null;
}

/**
 * Why a code reaches nothing now, or null when it reaches its table (or its event's display): it
 * was ended; its round is closed or gone; the table seats others now.
 */
export function codeEnded(db: Db, code: CodeRow): 'ended' | 'round-closed' | 'seating-changed' | 'no-event' | null {
  if (code.endedAt !== null) return 'ended';
  if (!eventExists(db, code.eventId)) return 'no-event';
  if (code.round === null) return null;
  const closed = sql(db, 'SELECT closed FROM event_rounds WHERE event_id = ? AND number = ?').pluck().get(code.eventId, code.round) as number | undefined;
  if (closed === undefined) return 'seating-changed';
  if (closed === 1) return 'round-closed';
  const now = roundSeating(db, code.eventId, code.round).find((t) => t.table === code.table);
  return sameSeats(code.seats, now?.seats) ? null : 'seating-changed';
}

// ---- devices ------------------------------------------------------------------------------------

export interface DeviceRow {
  readonly id: number;
  readonly code: CodeRow;
  readonly joinedAt: string;
  readonly address: string;
  readonly agent: string;
  readonly disconnectedAt: string | null;
}

interface DeviceSqlRow {
  readonly device_id: number;
  readonly joined_at: string;
  readonly address: string;
  readonly agent: string;
  readonly disconnected_at: string | null;
}

const DEVICE_SELECT = `SELECT d.id AS device_id, d.joined_at, d.address, d.agent, d.disconnected_at,
       c.id, c.event_id, c.round, c.table_number, c.code, c.seats, c.created_at, c.ended_at
  FROM room_devices d JOIN room_codes c ON c.id = d.code_id`;

function deviceOf(row: DeviceSqlRow & CodeSqlRow): DeviceRow {
  return { id: row.device_id, code: codeOf(row), joinedAt: row.joined_at, address: row.address, agent: row.agent, disconnectedAt: row.disconnected_at };
}

/** A device joined with `code`; `tokenHash` is the SHA-256 of its credential (the cookie keeps the credential). */
export function addDevice(db: Db, codeId: number, tokenHash: string, address: string, agent: string): number {
  return write(db, () => sql(db, 'INSERT INTO room_devices (code_id, token_hash, address, agent) VALUES (?, ?, ?, ?) RETURNING id').pluck().get(codeId, tokenHash, address, agent.slice(0, 200)) as number);
}

export function deviceByToken(db: Db, tokenHash: string): DeviceRow | null {
  const row = sql(db, `${DEVICE_SELECT} WHERE d.token_hash = ?`).get(tokenHash) as (DeviceSqlRow & CodeSqlRow) | undefined;
  return row ? deviceOf(row) : null;
}

export function deviceById(db: Db, deviceId: number): DeviceRow | null {
  const row = sql(db, `${DEVICE_SELECT} WHERE d.id = ?`).get(deviceId) as (DeviceSqlRow & CodeSqlRow) | undefined;
  return row ? deviceOf(row) : null;
}

/** The event's devices (tables' and displays'), the most recent first. */
export function listDevices(db: Db, eventId: number): DeviceRow[] {
  return (sql(db, `${DEVICE_SELECT} WHERE c.event_id = ? ORDER BY d.id DESC`).all(eventId) as (DeviceSqlRow & CodeSqlRow)[]).map(deviceOf);
}

/** The organizer cuts a device off: its credential reaches nothing from now on. False when it is not the event's, or already cut off. */
export function disconnectDevice(db: Db, eventId: number, deviceId: number): boolean {
  return write(db, () => {
    const found = deviceById(db, deviceId);
    if (!found || found.code.eventId !== eventId || found.disconnectedAt !== null) return false;
    sql(db, "UPDATE room_devices SET disconnected_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?").run(deviceId);
    return true;
  });
}

// ---- the log of join attempts ------------------------------------------------------------------

export type AttemptOutcome = 'joined' | 'wrong' | 'ended' | 'room-off';

export interface AttemptRow {
  readonly id: number;
  readonly at: string;
  readonly address: string;
  readonly outcome: AttemptOutcome;
  /** The code's event, round and table, when the attempt named a code of ours. */
  readonly eventId: number | null;
  readonly round: number | null;
  readonly table: number | null;
}

export function logAttempt(db: Db, address: string, codeId: number | null, outcome: AttemptOutcome): void {
  write(db, () => sql(db, 'INSERT INTO room_attempts (address, code_id, outcome) VALUES (?, ?, ?)').run(address.slice(0, 100), codeId, outcome));
}

/**
 * The last `limit` attempts, the newest first: those that named a code of the event, and those
 * that named no code of any event (a wrong code could have been a guess at any room).
 */
export function listAttempts(db: Db, eventId: number, limit: number): AttemptRow[] {
  const rows = sql(
    db,
    `SELECT a.id, a.at, a.address, a.outcome, c.event_id, c.round, c.table_number
       FROM room_attempts a LEFT JOIN room_codes c ON c.id = a.code_id
      WHERE a.code_id IS NULL OR c.event_id = ?
      ORDER BY a.id DESC LIMIT ?`,
  ).all(eventId, limit) as { id: number; at: string; address: string; outcome: AttemptOutcome; event_id: number | null; round: number | null; table_number: number | null }[];
  return rows.map((r) => ({ id: r.id, at: r.at, address: r.address, outcome: r.outcome, eventId: r.event_id, round: r.round, table: r.table_number }));
}

// ---- confirmations and PINs -------------------------------------------------------------------

export interface GameRef {
  readonly id: number;
  readonly score: readonly number[];
  readonly finished: boolean;
}

/** A table's games (id, score, finished), game 1 first. */
export function tableGames(db: Db, eventId: number, round: number, table: number): GameRef[] {
  const rows = sql(
    db,
    `SELECT g.id, g.outcome FROM event_games g JOIN event_tables t ON t.id = g.table_id JOIN event_rounds r ON r.id = t.round_id
      WHERE r.event_id = ? AND r.number = ? AND t.number = ? ORDER BY g.idx`,
  ).all(eventId, round, table) as { id: number; outcome: string }[];
  return rows.map((r) => {
    const outcome = JSON.parse(r.outcome) as { score: number[]; finished: boolean };
    return { id: r.id, score: outcome.score, finished: outcome.finished };
  });
}

export interface ConfirmationRow {
  readonly gameId: number;
  readonly side: number;
  readonly score: readonly number[];
  readonly at: string;
  readonly origin: string;
}

export function confirmationsOf(db: Db, gameIds: readonly number[]): ConfirmationRow[] {
  if (gameIds.length === 0) return [];
  const rows = sql(db, `SELECT game_id, side, score, at, origin FROM room_confirmations WHERE game_id IN (SELECT value FROM json_each(?)) ORDER BY game_id, side`).all(
    JSON.stringify(gameIds),
  ) as { game_id: number; side: number; score: string; at: string; origin: string }[];
  return rows.map((r) => ({ gameId: r.game_id, side: r.side, score: JSON.parse(r.score) as number[], at: r.at, origin: r.origin }));
}

/**
 * Side `side` confirms game `game.id` at the score it has now (a later change to the game's score
 * leaves this confirmation standing for the old score, which is then no confirmation of the new).
 * The line goes in the event's history with the write's origin.
 */
export function confirmGame(db: Db, eventId: number, where: { round: number; table: number; game: number }, gameId: number, side: number, score: readonly number[]): void {
  write(db, () => {
    sql(db, 'INSERT OR REPLACE INTO room_confirmations (game_id, side, score, origin) VALUES (?, ?, ?, ?)').run(gameId, side, JSON.stringify(score), originOf(db));
    logChange(db, eventId, 'result-confirmed', where, null, { side, score });
  });
}

export interface PinRow {
  readonly salt: string;
  readonly hash: string;
}

export function pinOf(db: Db, eventId: number, entrant: string): PinRow | null {
  return (sql(db, 'SELECT salt, hash FROM room_pins WHERE event_id = ? AND entrant = ?').get(eventId, entrant) as PinRow | undefined) ?? null;
}

/** The entrants of the event that have chosen a PIN. */
export function entrantsWithPins(db: Db, eventId: number): Set<string> {
  return new Set(sql(db, 'SELECT entrant FROM room_pins WHERE event_id = ?').pluck().all(eventId) as string[]);
}

/** A pair's PIN, chosen once (at its first game): false when it has one already. */
export function setPin(db: Db, eventId: number, entrant: string, pin: PinRow): boolean {
  return write(db, () => {
    if (pinOf(db, eventId, entrant)) return false;
    sql(db, 'INSERT INTO room_pins (event_id, entrant, salt, hash) VALUES (?, ?, ?, ?)').run(eventId, entrant, pin.salt, pin.hash);
    return true;
  });
}

// ---- calls for the referee --------------------------------------------------------------------

export interface CallRow {
  readonly id: number;
  readonly round: number;
  readonly table: number;
  readonly calledAt: string;
  readonly origin: string;
}

/** A table calls the referee; a call already open at the table is kept (its time is when it was first made). */
export function callReferee(db: Db, eventId: number, round: number, table: number): CallRow {
  return write(db, () => {
    const open = sql(db, 'SELECT id, round, table_number, called_at, origin FROM room_calls WHERE event_id = ? AND round = ? AND table_number = ? AND cleared_at IS NULL').get(
      eventId,
      round,
      table,
    ) as { id: number; round: number; table_number: number; called_at: string; origin: string } | undefined;
    const row =
      open ??
      (sql(db, 'INSERT INTO room_calls (event_id, round, table_number, origin) VALUES (?, ?, ?, ?) RETURNING id, round, table_number, called_at, origin').get(
        eventId,
        round,
        table,
        originOf(db),
      ) as { id: number; round: number; table_number: number; called_at: string; origin: string });
    return { id: row.id, round: row.round, table: row.table_number, calledAt: row.called_at, origin: row.origin };
  });
}

/** The organizer clears a table's call: false when there is none open. */
export function clearCall(db: Db, eventId: number, round: number, table: number): boolean {
  return write(db, () => {
    const changed = sql(db, "UPDATE room_calls SET cleared_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE event_id = ? AND round = ? AND table_number = ? AND cleared_at IS NULL").run(
      eventId,
      round,
      table,
    );
    return changed.changes > 0;
  });
}

/** The calls still open in the round. */
export function openCalls(db: Db, eventId: number, round: number): CallRow[] {
  const rows = sql(db, 'SELECT id, round, table_number, called_at, origin FROM room_calls WHERE event_id = ? AND round = ? AND cleared_at IS NULL ORDER BY id').all(eventId, round) as {
    id: number;
    round: number;
    table_number: number;
    called_at: string;
    origin: string;
  }[];
  return rows.map((r) => ({ id: r.id, round: r.round, table: r.table_number, calledAt: r.called_at, origin: r.origin }));
}

// ---- the round's clock and the featured table -------------------------------------------------

export interface ClockRow {
  readonly round: number;
  readonly lengthMs: number;
  /** What was left when it was last started or paused. */
  readonly leftMs: number;
  /** Running since then; null while paused (or never started). */
  readonly startedAt: string | null;
  /** Time called. */
  readonly calledAt: string | null;
}

export function clockOf(db: Db, eventId: number, round: number): ClockRow | null {
  const row = sql(db, 'SELECT round, length_ms, left_ms, started_at, called_at FROM room_clocks WHERE event_id = ? AND round = ?').get(eventId, round) as
    | { round: number; length_ms: number; left_ms: number; started_at: string | null; called_at: string | null }
    | undefined;
  return row ? { round: row.round, lengthMs: row.length_ms, leftMs: row.left_ms, startedAt: row.started_at, calledAt: row.called_at } : null;
}

/** Writes the round's clock as given (api/room-service.ts works out each change). */
export function putClock(db: Db, eventId: number, clock: ClockRow): void {
  write(db, () =>
    sql(db, 'INSERT OR REPLACE INTO room_clocks (event_id, round, length_ms, left_ms, started_at, called_at) VALUES (?, ?, ?, ?, ?, ?)').run(
      eventId,
      clock.round,
      clock.lengthMs,
      clock.leftMs,
      clock.startedAt,
      clock.calledAt,
    ),
  );
}

export function featuredTable(db: Db, eventId: number): number | null {
  return (sql(db, 'SELECT featured_table FROM room_displays WHERE event_id = ?').pluck().get(eventId) as number | null | undefined) ?? null;
}

export function setFeaturedTable(db: Db, eventId: number, table: number | null): void {
  write(db, () => sql(db, 'INSERT OR REPLACE INTO room_displays (event_id, featured_table) VALUES (?, ?)').run(eventId, table));
}

// ---- the table's last move ----------------------------------------------------------------------

/** When the last move of each match was recorded (matches with no timed move are absent). */
export function lastMoveTimes(db: Db, matchIds: readonly number[]): Map<number, string> {
  if (matchIds.length === 0) return new Map();
  return read(db, () => {
    const rows = sql(
      db,
      `SELECT h.match_id, max(m.at) AS at FROM moves m JOIN hands h ON h.id = m.hand_id
        WHERE h.match_id IN (SELECT value FROM json_each(?)) AND m.at IS NOT NULL GROUP BY h.match_id`,
    ).all(JSON.stringify(matchIds)) as { match_id: number; at: string }[];
    return new Map(rows.map((r) => [r.match_id, r.at]));
  });
}
