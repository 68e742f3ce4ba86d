/**
 * The event file `dominoes-event/1` (docs/event-format.md; issue 17, "The event file"): one JSON
 * file with an event's settings, entrants, rounds, tables and games, which the app exports and a
 * referee takes home to recompute every figure.
 *
 * `parseEvent` reads it with the match record's strictness (the text through strict-json.ts: keys
 * given twice, reserved keys, nesting; zod strict objects: an unknown field is refused and named; a
 * size limit) and fills in the defaults; every game's record is read as `parseRecord` reads it, as the
 * referee reads it (`parseRecordValue`: the file's JSON checks covered the records already). `checkEvent` then checks what spans the file (entrants, seats, byes, forfeits,
 * the games' rules and names) and replays every record as `referee check` does, giving each game's
 * outcome (`EventSummary`). `writeEvent` writes it back; parse(write(x)) is x.
 *
 * Every refusal is an `EventError` with `field` the path into the file and, where they apply, the
 * round and game counted from 1, the table by its number, and the hand and move of the record
 * (0-based), as `referee check` names them for that record.
 */
import { z } from 'zod';
import { FAMILIES } from '../families/index.ts';
import type { FamilyOptions } from '../families/index.ts';
import { explainError } from '../pose-why.ts';
import { checkRecord, inputIssue, lookAlike, parseRecordValue, seatsShape, valueAt, writeRecord } from '../record.ts';
import type { MatchRecord, RecordError } from '../record.ts';
import { quoted, sayRecordReason } from '../record-words.ts';
import type { FieldPlace, FieldReason } from '../record-words.ts';
import type { Result } from '../result.ts';
import { RULE_FAMILIES } from '../rules.ts';
import type { RuleFamily } from '../rules.ts';
import { readableJson } from '../json.ts';
import { MAX_JSON_DEPTH, checkJsonValue, parseStrictJson, pathText, showValue } from '../strict-json.ts';
import type { JsonError } from '../strict-json.ts';
import { eventFacts, eventRuleOf, sayEventRefusal, sayEventRule } from './event-words.ts';
import type { EventCode, EventParams, EventRuleReason } from './event-words.ts';
import { paperOutcome, recordOutcome, tableCompleteOutcomes } from './outcome.ts';
import { DEFAULT_POINTS, DEFAULT_RANKING, ENTRIES, EVENT_FORMAT, PAIRINGS, RANKING_KEYS } from './types.ts';
import type {
  Entrant,
  EventError,
  EventFile,
  EventRound,
  EventSummary,
  EventTable,
  Game,
  GameOutcome,
  Penalty,
  RoundSummary,
  TableSummary,
} from './types.ts';

/**
 * The largest event file, in bytes of UTF-8: the most the referee reads and the app imports.
 * Four times a record's limit: an evening of many tables recorded bone by bone, each game a record.
 */
export const MAX_EVENT_BYTES = 64 * 1024 * 1024;

/**
 * An event's own nesting above a game's record: the file, rounds, a round, tables, a table, games,
 * a game. A record inside may nest as deep as a record file may (MAX_JSON_DEPTH), no deeper.
 */
const EVENT_NESTING = 7;
export const MAX_EVENT_DEPTH = MAX_JSON_DEPTH + EVENT_NESTING;

/** Far beyond a real event (the largest in issue 17's benches is 256 pairs × 10 rounds). */
export const MAX_ENTRANTS = 10_000;
export const MAX_ROUNDS = 1_000;
export const MAX_TABLES = 5_000;
/** A table's games: `firstTo` has no upper bound of its own, drawn games can run on. */
export const MAX_GAMES = 1_000;
export const MAX_PENALTIES = 10_000;
export const MAX_TEXT_CHARS = 200;
/**
 * The most a game score, a bye or forfeit credit, match points or a penalty may be: the api's own
 * bound, so a file holds nothing the app's commands could not have entered. It keeps every sum the
 * standings make a whole number a double holds exactly (1e6 × MAX_GAMES × MAX_ROUNDS is far below
 * 2^53): without it, 1e308 match points summed to Infinity, which JSON writes as null.
 */
export const MAX_SCORE = 1_000_000;

/** The event of a checked file, and what its games left (each game's outcome). */
export interface CheckedEvent {
  readonly event: EventFile;
  readonly summary: EventSummary;
}

// ---- errors ------------------------------------------------------------------------------

/** Where in the file: round and game from 1, the table by its number, a record's hand and move. */
interface Where {
  readonly round?: number | null;
  readonly table?: number | null;
  readonly game?: number | null;
  readonly hand?: number | null;
  readonly move?: number | null;
}

/** The places of an error: null where they do not apply. */
function placed(where: Where): Pick<EventError, 'round' | 'table' | 'game' | 'hand' | 'move'> {
  return { round: where.round ?? null, table: where.table ?? null, game: where.game ?? null, hand: where.hand ?? null, move: where.move ?? null };
}

function eventError<C extends EventCode>(code: C, params: EventParams[C], field: string | null, where: Where = {}): EventError {
  return { code, message: sayEventRefusal(code, params), ...placed(where), field, params: eventFacts(params) };
}

/** A refusal with zod's words and no facts, for an issue the record's words do not say (as the record does). */
function wordsOnly(code: EventCode, message: string, field: string | null, where: Where): EventError {
  return { code, message, ...placed(where), field };
}

function refuse<C extends EventCode>(code: C, params: EventParams[C], field: string | null, where: Where = {}): { ok: false; error: EventError } {
  return { ok: false, error: eventError(code, params, field, where) };
}

/**
 * The round, table and game a path into the file points into: rounds[r] is round r + 1, tables[t]
 * the table whose `table` field the raw file gives (null until it is a whole number), games[g]
 * game g + 1. `raw` is the file's value, to read the table's number from.
 */
function whereOf(path: readonly PropertyKey[], raw: unknown): Where {
  if (path[0] !== 'rounds' || typeof path[1] !== 'number') return {};
  const r = path[1];
  const where: { round: number; table?: number | null; game?: number | null } = { round: r + 1 };
  if (path[2] === 'tables' && typeof path[3] === 'number') {
    const number = valueAt(raw, ['rounds', r, 'tables', path[3], 'table']);
    where.table = typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
    if (path[4] === 'games' && typeof path[5] === 'number') where.game = path[5] + 1;
  }
  return where;
}

/**
 * The event's own shape rules (an id, a day, a text on one line): a custom issue carries its
 * reason, which inputIssue gives back as it gives the record's.
 */
function ruled<T extends z.ZodType<string>>(schema: T, test: (s: string) => boolean, reason: EventRuleReason): T {
  return schema.superRefine((s, ctx) => {
    if (!test(s)) ctx.addIssue({ code: 'custom', message: sayEventRule(reason), params: { reason } });
  }) as unknown as T;
}

/** zod's first issue on `value` (at `prefix` in the file) as an `event/field` refusal. */
function shapeError<T>(schema: z.ZodType<T>, value: unknown, prefix: readonly PropertyKey[], raw: unknown): Result<T, EventError> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const { path, reason: recordReason } = inputIssue(issue, value);
  const reason = recordReason ?? eventRuleOf(issue.message);
  const full = [...prefix, ...path];
  const field = pathText(full);
  const place: FieldPlace = field || { kind: 'the-file' };
  const where = whereOf(full, raw);
  // An issue the record's words do not say (none of the event's shapes gives one): zod's words alone.
  if (reason === null) return { ok: false, error: wordsOnly('event/field', `${sayRecordReason(place)}: ${issue.message}`, field || null, where) };
  return { ok: false, error: eventError('event/field', { field: place, reason }, field || null, where) };
}

/** Objects along `path` holding only the numbers the strict reader saw in each, enough for whereOf. */
function skeleton(path: readonly PropertyKey[], numbers: readonly (Readonly<Record<string, number>> | null)[]): unknown {
  const root: Record<PropertyKey, unknown> = { ...numbers[0] };
  let at = root;
  path.forEach((key, k) => {
    const child: Record<PropertyKey, unknown> = { ...numbers[k + 1] };
    at[key] = child;
    at = child;
  });
  return root;
}

/** A problem the strict JSON reader found, as an event refusal at its path. */
function jsonError(error: JsonError, raw: unknown): { ok: false; error: EventError } {
  if (error.code === 'json/syntax') {
    const at = error.at ?? { line: 1, column: 1 };
    return { ok: false, error: { ...eventError('event/not-json', { line: at.line, column: at.column }, null), message: `The file is not JSON: ${error.message}` } };
  }
  const path = error.path ?? [];
  const field: FieldPlace = pathText(path) || { kind: 'the-file' };
  const text = typeof field === 'string' ? field : null;
  // Refused before any value was kept: the numbers read on the way name the table (its `table`).
  const where = whereOf(path, raw ?? skeleton(path, error.numbers ?? []));
  if (error.code === 'json/too-deep') return refuse('event/too-deep', { field, most: MAX_EVENT_DEPTH }, text, where);
  if (error.code === 'json/reserved-key') return refuse('event/reserved-key', { field, key: showValue(path.at(-1) ?? '') }, text, where);
  return refuse('event/duplicate-key', { field }, text, where);
}

/**
 * A penalty checked as the file checks one, for the api's addPenalty: a reason the file refuses
 * (a line break, a direction mark) used to be stored and then exported into a file that neither
 * the referee nor Import would read. `round` counted from 1, `index` the penalty's place in the
 * round's list, so the refusal names the field the file would have.
 */
export function checkPenalty(penalty: Penalty, round: number, index: number): Result<Penalty, EventError> {
  return shapeError(penaltyShape, penalty, ['rounds', round - 1, 'penalties', index], null);
}

/** An event file over MAX_EVENT_BYTES, refused as the referee refuses it. */
export function eventTooLarge(): EventError {
  return eventError('event/too-large', { mb: MAX_EVENT_BYTES / 1024 / 1024 }, null);
}

// ---- shapes ------------------------------------------------------------------------------

const whole = z.number().int();
const count = whole.min(1);
/** A game score or a credit: whole points, up to MAX_SCORE. */
const score = whole.min(0).max(MAX_SCORE);
/** Match points and penalty points may be halves (a club may give half points), up to MAX_SCORE. */
const amount = z.number().min(0).max(MAX_SCORE);
/** Names and reasons are printed as they are: one line, no control or direction characters. */
const text = z
  .string()
  .trim()
  .max(MAX_TEXT_CHARS)
  .superRefine((s, ctx) => {
    const reason: EventRuleReason | null = s === '' ? { kind: 'event-text-missing' } : /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u.test(s) ? { kind: 'event-text' } : null;
    if (reason) ctx.addIssue({ code: 'custom', message: sayEventRule(reason), params: { reason } });
  });
/** A name that sits at a record's seat: the record's rules for a seat's name. */
const seatName = seatsShape.element;
const entrantId = ruled(z.string(), (s) => /^[A-Za-z0-9_-]{1,20}$/.test(s), { kind: 'event-id' });
const gameScore = z.tuple([score, score]);

// N up to the games a table may hold: a larger N could never be met by play, and a bye credits N
// games (2^53 − 1 of them times a credit left the whole numbers).
const roundGames = count.max(MAX_GAMES);
const roundFormat = z.union([z.strictObject({ games: roundGames }), z.strictObject({ firstTo: roundGames })], { error: sayEventRule({ kind: 'event-round' }) });

const pointsShape = z.strictObject({
  win: amount.default(DEFAULT_POINTS.win),
  draw: amount.default(DEFAULT_POINTS.draw),
  loss: amount.default(DEFAULT_POINTS.loss),
  bye: amount.default(DEFAULT_POINTS.bye),
});

const eventShape = z.strictObject({
  format: z.string(),
  name: text,
  date: ruled(z.string(), isDay, { kind: 'event-date' }),
  venue: text.optional(),
  rules: z.string(),
  options: z.record(z.string(), z.unknown()).optional(),
  entry: z.enum(ENTRIES),
  tableSize: whole.min(2).max(4).optional(),
  round: roundFormat,
  pairing: z.enum(PAIRINGS),
  // Issue 25 item 1: optional, so a file written before it reads as it did (no number said).
  roundsPlanned: count.max(MAX_ROUNDS).optional(),
  points: pointsShape.optional(),
  byeScore: gameScore.optional(),
  forfeitScore: gameScore.optional(),
  ranking: z.array(z.enum(RANKING_KEYS)).min(1).optional(),
  // Whole numbers a draw can count on exactly (a double holds no larger whole number exactly).
  seed: whole.min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER).optional(),
  firstRound: z.enum(['order', 'random']).optional(),
  entrants: z.array(z.unknown()).min(1).max(MAX_ENTRANTS),
  rounds: z.array(z.unknown()).max(MAX_ROUNDS),
});

/** A real day of the calendar written YYYY-MM-DD ("2026-02-30" is not one). */
function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const day = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(s);
}

/**
 * An entrant. Pairs: the pair's name is free text, its players sit at the records' seats; the
 * other entries seat the entrant by name, so the name follows the record's rules for a seat.
 */
function entrantShape(entry: EventFile['entry']) {
  return z.strictObject({
    id: entrantId,
    name: entry === 'pairs' ? text : seatName,
    players: z.tuple([seatName, seatName]).optional(),
    withdrawn: z.boolean().optional(),
  });
}

/** A penalty as the file holds it; the api's addPenalty checks one the same way (checkPenalty). */
const penaltyShape = z.strictObject({ entrant: entrantId, points: amount.positive(), reason: text });

const roundShape = z.strictObject({
  tables: z.array(z.unknown()).max(MAX_TABLES),
  byes: z.array(entrantId).max(MAX_ENTRANTS).optional(),
  penalties: z.array(penaltyShape).max(MAX_PENALTIES).optional(),
});

const tableShape = z.strictObject({
  // Up to MAX_TABLES: the api's commands name a table by a number no larger.
  table: count.max(MAX_TABLES),
  seats: z.array(entrantId).min(2).max(4),
  games: z.array(z.unknown()).max(MAX_GAMES),
  forfeit: z.array(entrantId).min(1).max(4).optional(),
});

const paperShape = z.strictObject({ score: z.array(score).min(2).max(4) });
// The record an object here (a missing one said as missing); its own reader checks the rest.
const recordGameShape = z.strictObject({ record: z.record(z.string(), z.unknown()), ended: z.literal('time').optional() });

// ---- parsing -----------------------------------------------------------------------------

/** The family's options with defaults filled in, as a record under them would be played. */
function familyOptions(rules: RuleFamily, options: Readonly<Record<string, unknown>>): FamilyOptions {
  return FAMILIES[rules].options.parse(options);
}

/**
 * Whether the family can be played by this entry: pairs and individuals play a four-seat game of
 * two teams of two (seats 0 and 2 against 1 and 3); cut-throat plays each for oneself at
 * `tableSize` seats, and at one fewer where a table is short (never under 2).
 */
function seatCountsFor(entry: EventFile['entry'], tableSize: number): number[] {
  return entry === 'cut-throat' ? [tableSize, tableSize - 1].filter((n) => n >= 2) : [4];
}

function familyFits(rules: RuleFamily, options: FamilyOptions, entry: EventFile['entry'], tableSize: number): boolean {
  const family = FAMILIES[rules];
  // An option some counts do not play (Cut Throat's game to 100, four only) must fit every table too.
  const allowed = family.optionSeats?.(options)?.seats ?? family.seatCounts;
  return seatCountsFor(entry, tableSize).every((seats) => {
    if (!family.seatCounts.includes(seats) || !allowed.includes(seats)) return false;
    const teamOf = family.handRules(options, seats).teamOf;
    return entry === 'cut-throat' ? teamOf.every((side, s) => side === s) : teamOf.join() === '0,1,0,1';
  });
}

/** Which pairing draws which entry (issue 17, "Drawing the next round"); manual draws any. */
const PAIRING_ENTRY: Readonly<Record<EventFile['pairing'], EventFile['entry'] | null>> = {
  'round-robin': 'pairs',
  swiss: 'pairs',
  rotating: 'individuals',
  'cut-throat': 'cut-throat',
  manual: null,
};

/** A record's error at a game, its field under the game's `record`; its code, words and facts as `referee check` gives them. */
function recordError(error: RecordError, prefix: string, where: Where): EventError {
  const field = error.field === null ? prefix : `${prefix}.${error.field}`;
  return { code: error.code, message: error.message, ...placed({ ...where, hand: error.hand, move: error.move }), field, ...(error.params && { params: error.params }) };
}

/** Reads one game: a record (checked for its shapes as the referee reads one) or a paper score. */
function parseGame(value: unknown, path: readonly PropertyKey[], raw: unknown): Result<Game, EventError> {
  const isPaper = typeof value === 'object' && value !== null && !Array.isArray(value) && 'score' in value;
  if (isPaper) {
    const paper = shapeError(paperShape, value, path, raw);
    return paper.ok ? { ok: true, value: { score: paper.value.score } } : paper;
  }
  const game = shapeError(recordGameShape, value, path, raw);
  if (!game.ok) return game;
  const prefix = `${pathText(path)}.record`;
  // The file was read with the JSON checks, records included (parseEvent): only the shapes are left.
  const record = parseRecordValue(game.value.record);
  if (!record.ok) return { ok: false, error: recordError(record.error, prefix, whereOf(path, raw)) };
  return { ok: true, value: game.value.ended === 'time' ? { record: record.value, ended: 'time' } : { record: record.value } };
}

/**
 * Reads an event file (JSON text, or a value already parsed) into an `EventFile` whose shapes are
 * right, defaults filled in: `options` {}, `tableSize` 4, each key of `points` on its own (2, 1,
 * 0, 2), `byeScore` [T, floor(T/2)] and `forfeitScore` [T, 0] with T the game's target under the
 * event's options, the default ranking, `seed` 0, `firstRound` "order"; a round's `byes` and
 * `penalties` none. The first problem, or the event.
 */
export function parseEvent(input: string | unknown): Result<EventFile, EventError> {
  let value: unknown = input;
  if (typeof input === 'string') {
    // A text longer in UTF-16 units than the limit is longer still in UTF-8 bytes; the exact byte
    // count is the reader's (cli/read-file.ts), which never hands over more.
    if (input.length > MAX_EVENT_BYTES) return { ok: false, error: eventTooLarge() };
    const read = parseStrictJson(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input, MAX_EVENT_DEPTH);
    if (!read.ok) return jsonError(read.error, undefined);
    value = read.value;
  } else {
    // A value built in code: the same depth and key checks as for text.
    const problem = checkJsonValue(input, MAX_EVENT_DEPTH);
    if (problem) return jsonError(problem, input);
  }
  // The format first: a file from a later version should say so, not list its new fields.
  const format = value !== null && typeof value === 'object' ? (value as { format?: unknown }).format : undefined;
  if (format !== EVENT_FORMAT) {
    const found = format === undefined ? ({ kind: 'format-missing' } as const) : ({ kind: 'format-other', found: quoted(format) } as const);
    return refuse('event/format', { field: 'format', expected: showValue(EVENT_FORMAT), found }, 'format');
  }
  const top = shapeError(eventShape, value, [], value);
  if (!top.ok) return top;
  const raw = top.value;
  if (!(RULE_FAMILIES as readonly string[]).includes(raw.rules)) {
    return refuse('event/rules', { field: 'rules', found: quoted(raw.rules), known: RULE_FAMILIES.map((r) => showValue(r)) }, 'rules');
  }
  const rules = raw.rules as RuleFamily;
  // Issue 17: "Jamaican French is not offered here, it ranks the other way" (the lowest score wins).
  if (rules === 'jamaican-french') return refuse('event/rules-not-offered', { rules }, 'rules');
  const options = raw.options ?? {};
  const parsedOptions = FAMILIES[rules].options.safeParse(options);
  if (!parsedOptions.success) {
    const issue = parsedOptions.error.issues[0]!;
    const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
    const field = pathText(['options', key]);
    if (issue.code === 'unrecognized_keys') return refuse('event/option', { field: 'options', reason: { kind: 'option-unknown', key: quoted(key), rules } }, field);
    const reason: FieldReason | null = inputIssue(issue, options).reason;
    if (reason === null) return { ok: false, error: wordsOnly('event/option', `${field}: ${issue.message}.`, field, {}) };
    return refuse('event/option', { field, reason }, field);
  }
  const familyOpts = parsedOptions.data;
  // The credits default to the target (issue 17: `[T, floor(T/2)]`, `[T, 0]`), and they are held to
  // MAX_SCORE: a larger target would make defaults that writeEvent writes and the check refuses.
  if (familyOpts.target > MAX_SCORE) {
    const reason: FieldReason = { kind: 'field-range', found: quoted(familyOpts.target), bound: { kind: 'at-most', limit: MAX_SCORE } };
    return refuse('event/option', { field: 'options.target', reason }, 'options.target');
  }
  const entry = raw.entry;
  const tableSize = raw.tableSize ?? 4;
  if (entry !== 'cut-throat' && tableSize !== 4) return refuse('event/table-size', { entry, tableSize }, 'tableSize');
  if (!familyFits(rules, familyOpts, entry, tableSize)) return refuse('event/entry-rules', { entry, rules, seats: seatCountsFor(entry, tableSize) }, 'entry');
  const drawn = PAIRING_ENTRY[raw.pairing];
  if (drawn !== null && drawn !== entry) return refuse('event/pairing-entry', { pairing: raw.pairing, entry }, 'pairing');
  // Issue 25 item 1: "a round robin knows its own" number of rounds; another given would contradict it.
  if (raw.roundsPlanned !== undefined && raw.pairing === 'round-robin') return refuse('event/rounds-planned', { pairing: raw.pairing, planned: raw.roundsPlanned }, 'roundsPlanned');
  const ranking = raw.ranking ?? DEFAULT_RANKING;
  const twice = ranking.findIndex((k, i) => ranking.indexOf(k) !== i);
  if (twice >= 0) return refuse('event/ranking-twice', { key: ranking[twice]! }, `ranking[${twice}]`);

  const entrants: Entrant[] = [];
  for (let e = 0; e < raw.entrants.length; e++) {
    const shape = shapeError(entrantShape(entry), raw.entrants[e], ['entrants', e], value);
    if (!shape.ok) return shape;
    const { id, name, players, withdrawn } = shape.value;
    // Pairs: the two names the records seat (issue 17: "pairs: the two players' names too").
    if ((entry === 'pairs') !== (players !== undefined)) return refuse('event/players', { entrant: showValue(id), entry }, `entrants[${e}].players`);
    entrants.push({ id, name, ...(players && { players }), ...(withdrawn !== undefined && { withdrawn }) });
  }

  const rounds: EventRound[] = [];
  for (let r = 0; r < raw.rounds.length; r++) {
    const round = shapeError(roundShape, raw.rounds[r], ['rounds', r], value);
    if (!round.ok) return round;
    const tables: EventTable[] = [];
    for (let t = 0; t < round.value.tables.length; t++) {
      const table = shapeError(tableShape, round.value.tables[t], ['rounds', r, 'tables', t], value);
      if (!table.ok) return table;
      const games: Game[] = [];
      for (let g = 0; g < table.value.games.length; g++) {
        const game = parseGame(table.value.games[g], ['rounds', r, 'tables', t, 'games', g], value);
        if (!game.ok) return game;
        games.push(game.value);
      }
      const { forfeit } = table.value;
      tables.push({ table: table.value.table, seats: table.value.seats, games, ...(forfeit && { forfeit }) });
    }
    const penalties: Penalty[] = (round.value.penalties ?? []).map((p) => ({ entrant: p.entrant, points: p.points, reason: p.reason }));
    rounds.push({ tables, byes: round.value.byes ?? [], penalties });
  }

  const target = familyOpts.target;
  return {
    ok: true,
    value: {
      format: EVENT_FORMAT,
      name: raw.name,
      date: raw.date,
      ...(raw.venue !== undefined && { venue: raw.venue }),
      rules,
      options,
      entry,
      tableSize,
      round: raw.round,
      pairing: raw.pairing,
      ...(raw.roundsPlanned !== undefined && { roundsPlanned: raw.roundsPlanned }),
      points: raw.points ?? { ...DEFAULT_POINTS },
      // Issue 17: defaults `[T, floor(T/2)]` and `[T, 0]`, T the game's target under the event's options.
      byeScore: raw.byeScore ?? [target, Math.floor(target / 2)],
      forfeitScore: raw.forfeitScore ?? [target, 0],
      ranking,
      seed: raw.seed ?? 0,
      firstRound: raw.firstRound ?? 'order',
      entrants,
      rounds,
    },
  };
}

// ---- checking ----------------------------------------------------------------------------

/** Values equal as JSON data (options after their defaults: plain values, lists and objects). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** Two names the records would take for one (domain/record.ts: capitals, accents, spaces …). */
function sameName(a: string, b: string): boolean {
  return lookAlike([a, b]) !== null;
}

/**
 * The names a table seats at each seat of its records, as lists of names either of which may sit
 * there: pairs `[X, Y]` seat X's players at 0 and 2 in either order and Y's at 1 and 3;
 * individuals and cut-throat seat each entrant by name, in seat order.
 */
function expectedSeatNames(event: Pick<EventFile, 'entry'>, seats: readonly Entrant[]): (readonly string[])[] {
  if (event.entry !== 'pairs') return seats.map((e) => [e.name]);
  const [x, y] = seats as [Entrant, Entrant];
  return [x.players!, y.players!, x.players!, y.players!];
}

/** The first seat whose name is not the table's, or null. Pairs: the two players in either order. */
function seatNamesError(event: Pick<EventFile, 'entry'>, record: MatchRecord, seats: readonly Entrant[]): { seat: number; expected: readonly string[] } | null {
  const expected = expectedSeatNames(event, seats);
  if (event.entry === 'pairs') {
    for (const side of [0, 1]) {
      const players = expected[side]!;
      const [a, b] = [record.seats[side]!, record.seats[side + 2]!];
      const straight = sameName(a, players[0]!) && sameName(b, players[1]!);
      const crossed = sameName(a, players[1]!) && sameName(b, players[0]!);
      if (straight || crossed) continue;
      // The seat named: the first that is neither player, or the second when both name one player.
      const seat = players.some((p) => sameName(a, p)) ? side + 2 : side;
      return { seat, expected: players };
    }
    return null;
  }
  const seat = expected.findIndex((names, s) => !sameName(record.seats[s]!, names[0]!));
  return seat >= 0 ? { seat, expected: expected[seat]! } : null;
}

/** Checks one game against the event and its table, and replays its record: its outcome, or the first error. */
function checkGame(event: Pick<EventFile, 'entry' | 'rules'>, eventOptions: FamilyOptions, game: Game, seats: readonly Entrant[], field: string, where: Where): Result<GameOutcome, EventError> {
  const sides = event.entry === 'cut-throat' ? seats.length : 2;
  if ('score' in game) {
    // Issue 17: "a paper result {"score": [...]} (one number a side; the highest wins, equal a drawn game)".
    if (game.score.length !== sides) return refuse('event/paper-score', { sides, given: game.score.length }, `${field}.score`, where);
    return { ok: true, value: paperOutcome(game.score) };
  }
  const { record } = game;
  const at = `${field}.record`;
  if (record.rules !== event.rules) return refuse('event/game-rules', { found: record.rules, expected: event.rules }, `${at}.rules`, where);
  const expected = expectedSeatNames(event, seats);
  if (record.seats.length !== expected.length) {
    // The first seat the table does not have, or the first it has that the record lacks.
    const seat = Math.min(record.seats.length, expected.length);
    // The seat named counted from 1, as the score cards print seats ("Seat 1: Ann"); the field keeps the file's index.
    return refuse('event/game-seats', { seat: seat + 1, found: quoted(record.seats[seat]), expected: (expected[seat] ?? []).map((n) => quoted(n)) }, `${at}.seats`, where);
  }
  // Issue 17: "Record games must have the event's rules and options (compared with defaults filled in)".
  const mine = familyOptions(event.rules, record.options ?? {});
  const theirs = eventOptions;
  const differs = [...new Set([...Object.keys(mine), ...Object.keys(theirs)])].find((k) => !sameValue(mine[k], theirs[k]));
  if (differs !== undefined) {
    const given = record.options !== undefined && Object.hasOwn(record.options, differs);
    return refuse('event/game-options', { option: differs, found: quoted(mine[differs]), expected: quoted(theirs[differs]) }, given ? `${at}.options.${differs}` : `${at}.options`, where);
  }
  const names = seatNamesError(event, record, seats);
  if (names) return refuse('event/game-seats', { seat: names.seat + 1, found: quoted(record.seats[names.seat]), expected: names.expected.map((n) => quoted(n)) }, `${at}.seats[${names.seat}]`, where);
  // Checked as the referee checks a record: its last hand may still be in play.
  const checked = checkRecord(record, { inProgress: true });
  if (!checked.ok) return { ok: false, error: recordError(explainError(record, checked.error), at, where) };
  const report = checked.value;
  if (game.ended === 'time') {
    // Issue 17: "stopped by the clock: R stops after a finished hand and has no winner yet".
    const reason = report.match.winner !== null ? 'won' : report.current !== null ? 'in-play' : report.hands.length === 0 ? 'no-hand' : null;
    if (reason !== null) return refuse('event/ended-time', { reason }, `${field}.ended`, where);
  }
  return { ok: true, value: recordOutcome(report, game.ended) };
}

/**
 * Checks everything that spans the file, in file order, and replays every record: the first error,
 * or the event with each game's outcome.
 */
export function checkEvent(event: EventFile): Result<CheckedEvent, EventError> {
  const byId = new Map<string, Entrant>();
  for (const [e, entrant] of event.entrants.entries()) {
    if (byId.has(entrant.id)) return refuse('event/entrant-twice', { entrant: showValue(entrant.id) }, `entrants[${e}].id`);
    // As parseEvent refuses it, for an event made in code (the app's store) rather than read.
    if ((event.entry === 'pairs') !== (entrant.players !== undefined)) return refuse('event/players', { entrant: showValue(entrant.id), entry: event.entry }, `entrants[${e}].players`);
    byId.set(entrant.id, entrant);
  }
  // The names the records seat must tell the players apart, as the record's seats must.
  const seatNames = event.entry === 'pairs' ? event.entrants.flatMap((e, i) => e.players!.map((name, p) => ({ name, field: `entrants[${i}].players[${p}]` }))) : event.entrants.map((e, i) => ({ name: e.name, field: `entrants[${i}].name` }));
  const alike = lookAlike(seatNames.map((s) => s.name));
  if (alike) return refuse('event/name-twice', { name: quoted(seatNames[alike.seat]!.name), other: quoted(seatNames[alike.first]!.name) }, seatNames[alike.seat]!.field);

  const entrant = (id: string, field: string, where: Where): Result<Entrant, EventError> => {
    const found = byId.get(id);
    return found ? { ok: true, value: found } : refuse('event/unknown-entrant', { entrant: showValue(id) }, field, where);
  };
  // Entrants a table seats: two pairs, four individuals, or the record's seats each for oneself.
  const seatCounts = event.entry === 'pairs' ? [2] : seatCountsFor(event.entry, event.tableSize);
  const eventOptions = familyOptions(event.rules, event.options);
  const rounds: RoundSummary[] = [];
  for (const [r, round] of event.rounds.entries()) {
    const inRound = { round: r + 1 };
    const seated = new Set<string>();
    const numbers = new Set<number>();
    const tables: TableSummary[] = [];
    for (const [t, table] of round.tables.entries()) {
      const where = { ...inRound, table: table.table };
      const field = `rounds[${r}].tables[${t}]`;
      if (numbers.has(table.table)) return refuse('event/table-twice', { table: table.table }, `${field}.table`, where);
      numbers.add(table.table);
      if (!seatCounts.includes(table.seats.length)) return refuse('event/seat-count', { entry: event.entry, either: seatCounts, given: table.seats.length }, `${field}.seats`, where);
      const seats: Entrant[] = [];
      for (const [s, id] of table.seats.entries()) {
        const found = entrant(id, `${field}.seats[${s}]`, where);
        if (!found.ok) return found;
        if (seated.has(id)) return refuse('event/seated-twice', { entrant: showValue(id), name: found.value.name }, `${field}.seats[${s}]`, where);
        seated.add(id);
        seats.push(found.value);
      }
      if (table.forfeit) {
        // Issue 17: "Cut-throat tables have no forfeits (the director reseats)", whatever their size;
        // pairs and individuals tables always have two sides.
        if (event.entry === 'cut-throat') return refuse('event/forfeit-sides', { sides: table.seats.length }, `${field}.forfeit`, where);
        for (const [f, id] of table.forfeit.entries()) {
          const found = entrant(id, `${field}.forfeit[${f}]`, where);
          if (!found.ok) return found;
          if (!table.seats.includes(id)) return refuse('event/forfeit-not-seated', { entrant: showValue(id), name: found.value.name }, `${field}.forfeit[${f}]`, where);
          if (table.forfeit.indexOf(id) !== f) return refuse('event/forfeit-twice', { entrant: showValue(id), name: found.value.name }, `${field}.forfeit[${f}]`, where);
        }
        // Decided for issue 17: "A forfeited table counts only as the forfeit".
        if (table.games.length > 0) return refuse('event/forfeit-with-games', { games: table.games.length }, `${field}.games`, where);
      }
      // Issue 25 item 6: a round is closed once the next is drawn (docs/events.md), and the next is
      // drawn from its results; a table of it with none (no game, no forfeit) was never played,
      // which the app cannot make (the draw waits for every table) and the standings would skip.
      if (r < event.rounds.length - 1 && table.games.length === 0 && !table.forfeit) {
        return refuse('event/table-no-result', { table: table.table, round: r + 1, next: r + 2 }, `${field}.games`, where);
      }
      const outcomes: GameOutcome[] = [];
      for (const [g, game] of table.games.entries()) {
        const gameWhere = { ...where, game: g + 1 };
        const previous = outcomes.at(-1);
        // Only a table's last game may be in play; nothing follows a table that has played its round.
        if (previous && !previous.finished) return refuse('event/game-unfinished', { next: g + 1 }, `${field}.games[${g - 1}]`, { ...where, game: g });
        if (tableCompleteOutcomes(event.round, outcomes)) return refuse('event/game-after-complete', { games: g }, `${field}.games[${g}]`, gameWhere);
        const outcome = checkGame(event, eventOptions, game, seats, `${field}.games[${g}]`, gameWhere);
        if (!outcome.ok) return outcome;
        outcomes.push(outcome.value);
      }
      tables.push({ table: table.table, seats: table.seats, games: outcomes, ...(table.forfeit && { forfeit: table.forfeit }) });
    }
    const byes = new Set<string>();
    for (const [b, id] of round.byes.entries()) {
      const field = `rounds[${r}].byes[${b}]`;
      const found = entrant(id, field, inRound);
      if (!found.ok) return found;
      if (seated.has(id)) return refuse('event/seated-and-bye', { entrant: showValue(id), name: found.value.name }, field, inRound);
      if (byes.has(id)) return refuse('event/bye-twice', { entrant: showValue(id), name: found.value.name }, field, inRound);
      byes.add(id);
    }
    for (const [p, penalty] of round.penalties.entries()) {
      const found = entrant(penalty.entrant, `rounds[${r}].penalties[${p}].entrant`, inRound);
      if (!found.ok) return found;
    }
    rounds.push({ tables, byes: round.byes, penalties: round.penalties });
  }
  const { format: _format, rounds: _rounds, ...settings } = event;
  return { ok: true, value: { event, summary: { ...settings, rounds, target: eventOptions.target } } };
}

/** Parse and check in one step, as the referee's `standings` and `next-round` do. */
export function checkEventText(input: string | unknown): Result<CheckedEvent, EventError> {
  const parsed = parseEvent(input);
  return parsed.ok ? checkEvent(parsed.value) : parsed;
}

// ---- writing -----------------------------------------------------------------------------

/** A game as the file writes it: its record as writeRecord writes one. */
function gameValue(game: Game): unknown {
  if ('score' in game) return { score: game.score };
  const record: unknown = JSON.parse(writeRecord(game.record));
  return game.ended === 'time' ? { record, ended: 'time' } : { record };
}

/**
 * Writes an event as readable JSON, every setting stated (defaults included) in a stable order:
 * the order of docs/event-format.md, whatever order the value's keys were made in.
 */
export function writeEvent(event: EventFile): string {
  return readableJson({
    format: event.format,
    name: event.name,
    date: event.date,
    venue: event.venue,
    rules: event.rules,
    options: event.options,
    entry: event.entry,
    tableSize: event.tableSize,
    round: 'games' in event.round ? { games: event.round.games } : { firstTo: event.round.firstTo },
    pairing: event.pairing,
    roundsPlanned: event.roundsPlanned,
    points: { win: event.points.win, draw: event.points.draw, loss: event.points.loss, bye: event.points.bye },
    byeScore: event.byeScore,
    forfeitScore: event.forfeitScore,
    ranking: event.ranking,
    seed: event.seed,
    firstRound: event.firstRound,
    entrants: event.entrants.map((e) => ({ id: e.id, name: e.name, players: e.players, withdrawn: e.withdrawn })),
    rounds: event.rounds.map((round) => ({
      tables: round.tables.map((t) => ({ table: t.table, seats: t.seats, games: t.games.map(gameValue), forfeit: t.forfeit })),
      byes: round.byes,
      penalties: round.penalties.map((p) => ({ entrant: p.entrant, points: p.points, reason: p.reason })),
    })),
  });
}

/**
 * A record played elsewhere, as the next game of a table (issue 24, "A table recorded elsewhere":
 * "checked against the table's seats, the event's rules and options, and refused with the reason
 * where it does not fit"): the same check an event file's game gets (the rules, the options with
 * defaults filled in, the seats' names, the record replayed), its fields named from `record`.
 */
export function checkTableRecord(
  event: Pick<EventFile, 'entry' | 'rules' | 'options'>,
  seats: readonly Entrant[],
  record: MatchRecord,
  where: { readonly round: number; readonly table: number; readonly game: number },
): Result<GameOutcome, EventError> {
  const checked = checkGame(event, familyOptions(event.rules, event.options), { record }, seats, 'game', where);
  // Named in the record itself (`seats[0]`, `hands[2].moves[5]`), not in an event file's game.
  if (!checked.ok) return { ok: false, error: { ...checked.error, field: checked.error.field?.replace(/^game\.record\.?/, '') || null } };
  return checked;
}
