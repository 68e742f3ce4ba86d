/**
 * The match record: a JSON file any tool can write and read (docs/record-format.md).
 *
 * `parseRecord` turns untrusted JSON into a `MatchRecord` (plain data, shapes checked) or an error
 * that says where; `checkRecord` replays it against the rules into a `MatchReport`; `writeRecord`
 * writes a record back. Parsing keeps the record as given (no defaults filled in, bones in the
 * order typed), so parse → write gives the same JSON value back.
 */
import { z } from 'zod';
import type { Bone } from './bones.ts';
import { applyMove, isPass, startHand } from './hand.ts';
import type { Hand, HandSetup, Move } from './hand.ts';
import { scoreHand, startMatch } from './match.ts';
import type { HandScore, MatchState } from './match.ts';
import type { DominoError, Result } from './result.ts';
import { JAMAICAN_PARTNER_HAND, RULE_FAMILIES, jamaicanPartnerOptions } from './rules.ts';
import type { JamaicanPartnerOptions, JamaicanPartnerOptionsInput, RuleFamily } from './rules.ts';
import { settleHand } from './settle.ts';
import { readableJson } from './json.ts';
import type { HandResult } from './settle.ts';

export const RECORD_FORMAT = 'dominoes-match/1';

/** Bones, or pip totals, by seat index written as a string key ("0" … "3"). */
export type BySeat<T> = Readonly<Record<string, T>>;

export interface HandRecord {
  readonly moves: readonly Move[];
  readonly dealt?: BySeat<readonly Bone[]>;
  readonly left?: BySeat<readonly Bone[]>;
  readonly pips?: BySeat<number>;
}

export interface MatchRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly rules: RuleFamily;
  readonly options?: JamaicanPartnerOptionsInput;
  readonly seats: readonly string[];
  readonly hands: readonly HandRecord[];
}

export type RecordErrorCode =
  | 'record/not-json'
  | 'record/format'
  | 'record/rules'
  | 'record/option'
  | 'record/field'
  | 'record/seats';

/** Where a record is wrong: hand and move are 0-based indexes, null where they do not apply. */
export interface RecordError extends DominoError {
  readonly hand: number | null;
  readonly move: number | null;
  /** A path into the file, such as hands[1].moves[7].end. */
  readonly field: string | null;
}

// ---- shapes -------------------------------------------------------------------------------

const seatIndex = z.number().int().min(0).max(3);
const bone = z.tuple([z.number().int(), z.number().int()], { error: 'a bone is two whole numbers, like [6, 3]' });
const playMove = z.strictObject({ seat: seatIndex, bone, end: z.enum(['left', 'right']).optional() });
const passMove = z.strictObject({ seat: seatIndex, pass: z.literal(true) });
const seatKey = z.enum(['0', '1', '2', '3'], { error: 'seat keys are "0" to "3"' });
// Partial: a missing seat is reported by checkRecord, which can say which seat.
const bonesBySeat = z.partialRecord(seatKey, z.array(bone));
const handShape = z.strictObject({
  moves: z.array(z.unknown()),
  dealt: bonesBySeat.optional(),
  left: bonesBySeat.optional(),
  pips: z.partialRecord(seatKey, z.number().int().min(0)).optional(),
});
const recordShape = z.strictObject({
  format: z.string(),
  rules: z.string(),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: z.array(z.string().trim().min(1, 'a seat needs a name')).length(4, 'Jamaican Partner has four seats'),
  hands: z.array(z.unknown()),
});

function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out;
}

/** zod's issue in words a scorekeeper reads: what was expected, what was found. */
function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  const found = value === undefined ? 'nothing' : JSON.stringify(value);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? `missing (expected ${issue.expected})` : `expected ${issue.expected}, found ${found}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}, found ${found}`;
    case 'too_small':
    case 'too_big':
      return issue.message.startsWith('Too') ? `${found} is out of range (${issue.message.replace(/^Too (small|big): /, '')})` : issue.message;
    default:
      return issue.message;
  }
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function fieldError(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[], value: unknown): RecordError {
  // An unknown key is reported at the key itself, so the field names what to remove.
  const path = [...prefix, ...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [])];
  const hand = path[0] === 'hands' && typeof path[1] === 'number' ? path[1] : null;
  const move = hand !== null && path[2] === 'moves' && typeof path[3] === 'number' ? path[3] : null;
  const field = pathText(path);
  const message =
    issue.code === 'unrecognized_keys'
      ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}`
      : issueText(issue, valueAt(value, issue.path));
  return { code: 'record/field', message: `${field || 'the file'}: ${message}`, hand, move, field: field || null };
}

function shapeError<T>(schema: z.ZodType<T>, value: unknown, prefix: readonly PropertyKey[]): Result<T, RecordError> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: fieldError(parsed.error.issues[0]!, prefix, value) };
}

function recordError(code: RecordErrorCode, message: string, field: string | null): { ok: false; error: RecordError } {
  return { ok: false, error: { code, message, hand: null, move: null, field } };
}

/** Parses JSON text or an already parsed value into a record whose shapes are right. */
export function parseRecord(input: string | unknown): Result<MatchRecord, RecordError> {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      // A byte-order mark, as some Windows editors write, is not part of the JSON.
      value = JSON.parse(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
    } catch (e) {
      return recordError('record/not-json', `The file is not JSON: ${(e as Error).message}`, null);
    }
  }
  // The format is checked first: a file from a later version should say so, not list its new fields.
  const format = value !== null && typeof value === 'object' ? (value as { format?: unknown }).format : undefined;
  if (format !== RECORD_FORMAT) {
    const given = format === undefined ? 'missing' : `not ${JSON.stringify(format)}`;
    return recordError('record/format', `format must be "${RECORD_FORMAT}" (${given}).`, 'format');
  }
  const top = shapeError(recordShape, value, []);
  if (!top.ok) return top;
  const raw = top.value;
  if (!(RULE_FAMILIES as readonly string[]).includes(raw.rules)) {
    return recordError('record/rules', `Unknown rules ${JSON.stringify(raw.rules)}: this version knows ${RULE_FAMILIES.map((r) => `"${r}"`).join(', ')}.`, 'rules');
  }
  if (raw.options !== undefined) {
    const options = jamaicanPartnerOptions.safeParse(raw.options);
    if (!options.success) {
      const issue = options.error.issues[0]!;
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
      const message =
        issue.code === 'unrecognized_keys'
          ? `options: unknown option "${key}" for ${raw.rules}.`
          : `options.${key}: ${issueText(issue, raw.options[key])}.`;
      return recordError('record/option', message, `options.${key}`);
    }
  }
  const names = raw.seats.map((s) => s.trim());
  const dup = names.findIndex((n, i) => names.indexOf(n) !== i);
  if (dup >= 0) return recordError('record/seats', `Two seats are both named "${names[dup]}": names must differ.`, `seats[${dup}]`);

  const hands: HandRecord[] = [];
  for (let h = 0; h < raw.hands.length; h++) {
    const shape = shapeError(handShape, raw.hands[h], ['hands', h]);
    if (!shape.ok) return shape;
    const moves: Move[] = [];
    for (let m = 0; m < shape.value.moves.length; m++) {
      const rawMove = shape.value.moves[m];
      const isPassMove = typeof rawMove === 'object' && rawMove !== null && 'pass' in rawMove;
      const move = shapeError<Move>(isPassMove ? passMove : playMove, rawMove, ['hands', h, 'moves', m]);
      if (!move.ok) return move;
      moves.push(move.value);
    }
    const { dealt, left, pips } = shape.value;
    hands.push({
      moves,
      ...(dealt !== undefined && { dealt }),
      ...(left !== undefined && { left }),
      ...(pips !== undefined && { pips }),
    });
  }
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      rules: raw.rules as RuleFamily,
      ...(raw.options !== undefined && { options: raw.options as JamaicanPartnerOptionsInput }),
      seats: raw.seats,
      hands,
    },
  };
}

// ---- checking -----------------------------------------------------------------------------

export interface HandReport {
  readonly hand: Hand;
  readonly result: HandResult;
  /** The match before and after this hand. */
  readonly before: MatchState;
  readonly after: MatchState;
  readonly score: HandScore;
}

export interface MatchReport {
  readonly record: MatchRecord;
  readonly options: JamaicanPartnerOptions;
  /** The finished, settled hands. */
  readonly hands: readonly HandReport[];
  /** The match after the finished hands. */
  readonly match: MatchState;
  /**
   * With `inProgress`, the last hand when it is not settled yet: still being played, or blocked
   * and waiting for the bones (or pips) each seat has left. Null otherwise.
   */
  readonly current: { readonly index: number; readonly hand: Hand; readonly state: 'playing' | 'unsettled' } | null;
}

export interface CheckOptions {
  /**
   * A record still being written: its last hand may be unfinished, or blocked without the bones
   * left yet. Every earlier hand must be over and settled all the same.
   */
  readonly inProgress?: boolean;
}

/** The seats of a by-seat map, all four required. */
function bySeat<T>(map: BySeat<T>, seats: number, field: string, hand: number): Result<T[], RecordError> {
  const out: T[] = [];
  for (let s = 0; s < seats; s++) {
    const v = map[String(s)];
    if (v === undefined) {
      return { ok: false, error: { code: 'record/field', message: `${field}: seat "${s}" is missing.`, hand, move: null, field: `${field}.${s}` } };
    }
    out.push(v);
  }
  return { ok: true, value: out };
}

/** The field of a move that an error points at, where it is not the bone (or the pass). */
const MOVE_FIELD: Partial<Record<string, string>> = {
  'seat/unknown': 'seat',
  'turn/out-of-turn': 'seat',
  'pose/not-holder': 'seat',
  'pose/wrong-team': 'seat',
  'play/wrong-end': 'end',
  'play/end-required': 'end',
};

/** Replays every hand of a parsed record against its rules: the first error, or the full report. */
export function checkRecord(record: MatchRecord, check: CheckOptions = {}): Result<MatchReport, RecordError> {
  const options = jamaicanPartnerOptions.parse(record.options ?? {});
  const rules = JAMAICAN_PARTNER_HAND;
  let match = startMatch(options);
  const hands: HandReport[] = [];
  for (let h = 0; h < record.hands.length; h++) {
    const hr = record.hands[h]!;
    const at = (code: string, message: string, move: number | null, field: string | null) =>
      ({ ok: false, error: { code, message, hand: h, move, field } }) as const;
    if (match.winner !== null) {
      return at('match/over', `The match was already won ${match.score[0]}-${match.score[1]} before this hand.`, null, `hands[${h}]`);
    }
    let dealt: Bone[][] | undefined;
    if (hr.dealt) {
      const d = bySeat(hr.dealt, rules.seats, `hands[${h}].dealt`, h);
      if (!d.ok) return d;
      dealt = d.value.map((bones) => [...bones]);
    }
    const setup: HandSetup = { rules, pose: match.pose, seatNames: record.seats, ...(dealt && { dealt }) };
    const started = startHand(setup);
    if (!started.ok) return at(started.error.code, started.error.message, null, `hands[${h}].dealt`);
    let hand = started.value;
    for (let m = 0; m < hr.moves.length; m++) {
      const move = hr.moves[m]!;
      const next = applyMove(hand, move);
      if (!next.ok) {
        const field = MOVE_FIELD[next.error.code] ?? (isPass(move) ? 'pass' : 'bone');
        return at(next.error.code, next.error.message, m, `hands[${h}].moves[${m}].${field}`);
      }
      hand = next.value;
    }
    let left: Bone[][] | undefined;
    let pips: number[] | undefined;
    if (hr.left) {
      const l = bySeat(hr.left, rules.seats, `hands[${h}].left`, h);
      if (!l.ok) return l;
      left = l.value.map((bones) => [...bones]);
    }
    if (hr.pips) {
      const p = bySeat(hr.pips, rules.seats, `hands[${h}].pips`, h);
      if (!p.ok) return p;
      pips = p.value;
    }
    const isCurrent = check.inProgress === true && h === record.hands.length - 1;
    if (isCurrent && hand.status === 'playing') {
      if (left || pips) {
        const field = left ? 'left' : 'pips';
        return at('hand/unfinished', `The bones left are given, but the hand is still being played (${hand.moves.length} moves, no domino or block).`, null, `hands[${h}].${field}`);
      }
      return { ok: true, value: { record, options, hands, match, current: { index: h, hand, state: 'playing' } } };
    }
    const settled = settleHand(hand, { ...(left && { left }), ...(pips && { pips }) });
    if (isCurrent && !settled.ok && settled.error.code === 'block/unsettled') {
      return { ok: true, value: { record, options, hands, match, current: { index: h, hand, state: 'unsettled' } } };
    }
    if (!settled.ok) {
      const code = settled.error.code;
      const field = code.startsWith('left/') ? `hands[${h}].left` : code.startsWith('pips/') ? `hands[${h}].pips` : `hands[${h}].moves`;
      return at(code, settled.error.message, null, field);
    }
    const scored = scoreHand(match, settled.value);
    if (!scored.ok) return at(scored.error.code, scored.error.message, null, `hands[${h}]`);
    hands.push({ hand, result: settled.value, before: match, after: scored.value.state, score: scored.value.hand });
    match = scored.value.state;
  }
  return { ok: true, value: { record, options, hands, match, current: null } };
}

/** Parse and check in one step, as the referee command does. */
export function checkRecordText(text: string): Result<MatchReport, RecordError> {
  const parsed = parseRecord(text);
  return parsed.ok ? checkRecord(parsed.value) : parsed;
}

// ---- writing ------------------------------------------------------------------------------

/** Writes a record as readable JSON: one move a line, one seat's bones a line. */
export function writeRecord(record: MatchRecord): string {
  return readableJson(record);
}

// ---- one move at a time -------------------------------------------------------------------
// For a writer that appends one move to a record already checked (db/live.ts): the same shape
// check and the same error field as parseRecord and checkRecord give for that move.

/** One move of hand `hand`, at position `move`, shapes checked as `parseRecord` checks them. */
export function parseMove(raw: unknown, hand: number, move: number): Result<Move, RecordError> {
  const isPassMove = typeof raw === 'object' && raw !== null && 'pass' in raw;
  return shapeError<Move>(isPassMove ? passMove : playMove, raw, ['hands', hand, 'moves', move]);
}

/** The field `checkRecord` names for a move the rules refuse with `code`. */
export function moveErrorField(hand: number, index: number, move: Move, code: string): string {
  return `hands[${hand}].moves[${index}].${MOVE_FIELD[code] ?? (isPass(move) ? 'pass' : 'bone')}`;
}
