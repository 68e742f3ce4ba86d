/**
 * The match record: a JSON file any tool can write and read (docs/record-format.md).
 *
 * `parseRecord` turns untrusted JSON into a `MatchRecord` (plain data, shapes checked) or an error
 * that says where; `checkRecord` replays it against the rules into a `MatchReport`; `writeRecord`
 * writes a record back. Parsing keeps the record as given (no defaults filled in, bones in the
 * order typed), so parse → write gives the same JSON value back.
 */
import { z } from 'zod';
import { ARM_NAMES, isArmName } from './arms.ts';
import { showBone } from './bones.ts';
import type { Bone } from './bones.ts';
import { isDraw, isPass, replayMoves, startHand } from './hand.ts';
import type { Hand, HandError, HandSetup, Move, Seat } from './hand.ts';
import { FAMILIES, nextHandRules } from './families/index.ts';
import type { Family, FamilyOptions, HandScore, MatchState } from './families/index.ts';
import { plural } from './result.ts';
import type { DominoError, Result } from './result.ts';
import { RULE_FAMILIES } from './rules.ts';
import type { HandRules, RuleFamily } from './rules.ts';
import { settleHand } from './settle.ts';
import { redealRefusal, throwInError, undrawnThrowInError } from './throw-in.ts';
import { readableJson } from './json.ts';
import { MAX_RULING_POINTS, MAX_RULING_REASON_CHARS, ruledMatch, rulingRefusal } from './ruling.ts';
import type { Ruling } from './ruling.ts';
import { checkJsonValue, MAX_JSON_DEPTH, parseStrictJson, pathText, showValue } from './strict-json.ts';
import type { JsonError } from './strict-json.ts';
import type { HandResult } from './settle.ts';
import { asFacts, quoted, sayRecordReason, sayRecordRefusal } from './record-words.ts';
import type { BoundReason, FieldPlace, FieldReason, RecordParams, RuleReason, TypeReason } from './record-words.ts';
import { sayReason } from './reasons.ts';

export const RECORD_FORMAT = 'dominoes-match/1';

/** Bones, or pip totals, by seat index written as a string key ("0" … "3"). */
export type BySeat<T> = Readonly<Record<string, T>>;

export interface HandRecord {
  /**
   * The moves; empty for a hand thrown in before any move (`redeal`), which the file writes
   * without `moves`. A hand thrown in after its first player drew the whole boneyard without a
   * double (Lankford's Cuban game) keeps those draws.
   */
  readonly moves: readonly Move[];
  /** The hand was thrown in and dealt again, at this seat's demand (five doubles). */
  readonly redeal?: { readonly seat: Seat };
  /**
   * The hand was ended by a referee's ruling after its moves (issue 18 item 8): no move follows
   * it, and it is never thrown in nor settled by the bones left (domain/ruling.ts).
   */
  readonly ruling?: Ruling;
  readonly dealt?: BySeat<readonly Bone[]>;
  readonly left?: BySeat<readonly Bone[]>;
  readonly pips?: BySeat<number>;
}

export interface MatchRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly rules: RuleFamily;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly seats: readonly string[];
  readonly hands: readonly HandRecord[];
  /**
   * The moves the scorekeeper took back (undo), oldest first: history for a referee. They change
   * nothing in the match; the hands hold what stands. A seat's player renamed after the match was
   * started is a correction too (`RenameRecord`): `seats` hold the names as they stand.
   */
  readonly corrections?: readonly MatchCorrection[];
}

/**
 * A seat's player renamed as a correction (issue 18 item 9: a name mistyped at the start): `seats`
 * hold the new name, and this says what it was, so a referee sees that the record was changed.
 */
export interface RenameRecord {
  /** When, as an ISO 8601 UTC time. */
  readonly at: string;
  readonly seat: Seat;
  readonly renamed: { readonly from: string; readonly to: string };
}

/** Either kind of correction, as the record's `corrections` lists them, oldest first. */
export type MatchCorrection = CorrectionRecord | RenameRecord;

export function isRename(c: MatchCorrection): c is RenameRecord {
  return 'renamed' in c;
}

/** A move taken back, and what went with it (docs/record-format.md, "Corrections"). */
export interface CorrectionRecord {
  /** When, as an ISO 8601 UTC time. */
  readonly at: string;
  /** Where the move was: its hand and its index in that hand, 0-based. */
  readonly hand: number;
  readonly move: number;
  /** The move taken back, the redeal (the seat that asked for it), or the referee's ruling. */
  readonly removed: Move | { readonly seat: Seat; readonly redeal: true } | { readonly ruling: Ruling };
  /** The hand's "left" and "pips", cleared because the hand they settled was reopened. */
  readonly clearedLeft?: BySeat<readonly Bone[]>;
  readonly clearedPips?: BySeat<number>;
  /** The next hand, dropped because it had no moves yet (with its deal, if one was recorded). */
  readonly droppedHand?: { readonly dealt?: BySeat<readonly Bone[]> };
}

export type RecordErrorCode =
  | 'record/not-json'
  | 'record/too-deep'
  | 'record/duplicate-key'
  | 'record/reserved-key'
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

/** Names appear in nearly every message; a longer one is refused rather than echoed. */
export const MAX_SEAT_NAME_CHARS = 40;
/**
 * Far beyond any real match (a partner hand has at most 28 bones and 3 passes between two of them;
 * the app numbers hands below 10,000), and low enough that a hostile file of millions of empty
 * hands or moves is refused at once instead of being shaped item by item.
 */
export const MAX_HANDS = 10_000;
/**
 * The largest record, in bytes of UTF-8 (docs/record-format.md, "Reading a file"): the most the
 * referee reads from a file and the most the app's Import takes, so that both take the same files.
 */
export const MAX_RECORD_BYTES = 16 * 1024 * 1024;

/** A record over MAX_RECORD_BYTES, refused as the referee refuses it (Import, the api, the page's file picker). */
export function recordTooLarge(): DominoError & { readonly params: { readonly mb: number } } {
  const mb = MAX_RECORD_BYTES / 1024 / 1024;
  return { code: 'record/too-large', message: `The file is larger than ${mb} MB, the most a record may be: nothing was imported.`, params: { mb } };
}

export const MAX_MOVES = 1_000;
/** As many as the moves of a long evening, taken back one by one several times over. */
export const MAX_CORRECTIONS = 100_000;

/**
 * What a name cannot hold: a control character (a line break, a tab, an escape sequence), a
 * bidirectional control (an override shows "nA" as "An"), or half a surrogate pair (no UTF-8 file
 * can hold it). A name is written into messages as it is, not quoted, and "a message stays one
 * line whatever the file holds" (docs/record-format.md, "Reading a file"): a line break in a name
 * put a second line under the referee's "Invalid: …", and an escape sequence drove its terminal.
 */
const NOT_IN_NAME = /[\p{Cc}\p{Cs}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
const NOT_IN_NAME_ALL = new RegExp(NOT_IN_NAME.source, 'gu');

function seatNameProblem(name: string): Extract<RuleReason, { kind: 'rule-name-character' }> | null {
  const found = NOT_IN_NAME.exec(name);
  if (!found) return null;
  const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return { kind: 'rule-name-character', code: `U+${code}`, at: [...name.slice(0, found.index)].length + 1 };
}

/**
 * A name as people read it, for "names must differ": the same letters in either Unicode form
 * ("é" as one character or as "e" and an accent) and without the characters that never show (a
 * zero-width space, a soft hyphen). Two seats named alike in that sense would make every message
 * that names them ambiguous.
 */
function nameAsRead(name: string): string {
  return name.normalize('NFC').replace(/\p{Default_Ignorable_Code_Point}/gu, '').trim();
}

/**
 * A name as it is heard at the table, for "names must differ" (docs/record-format.md, "seats"):
 * as it reads, and then one name whatever its capitals ("Ann", "ann", "ANN"; lower, upper, then
 * lower case makes "ß", "ẞ" and "SS" one: upper then lower alone left the capital sharp s "ẞ" as
 * "ß" and "ß" as "ss"), the width or compatibility form of its letters (NFKC: full-width "Ａnn",
 * the ligature "ﬁ"), the accents on a Latin letter ("José" and "Jose": said alike, and an accent is
 * often left off when typing), and how many spaces are between its words. Not the tilde of "ñ",
 * which is a letter of its own in Spanish ("Peña" is not "pena"), nor the marks of other scripts,
 * where a mark can be a vowel ("राम" and "रम").
 */
function nameAsHeard(name: string): string {
  const folded = nameAsRead(name).normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFD');
  const unaccented = folded.replace(/(\p{Script=Latin})([\u0300-\u036f]+)/gu, (_, letter: string, marks: string) =>
    letter === 'n' ? letter + marks.replace(/[^\u0303]/gu, '') : letter,
  );
  return unaccented.normalize('NFC').replace(/\s+/gu, ' ').trim();
}

/** What is wrong with a list of seat names, by the record's rules, for a form to say in its own words. */
export type SeatNamesProblem =
  | { readonly seat: number; readonly kind: 'missing' }
  | { readonly seat: number; readonly kind: 'long' }
  | { readonly seat: number; readonly kind: 'character'; readonly code: string }
  | { readonly seat: number; readonly kind: 'twice'; readonly first: number };

/**
 * The first seat whose name the record would refuse, and why (the same rules as `parseRecord`'s,
 * held to it by test/domain/record-seat-names.test.ts): the New match form says it before asking.
 */
export function seatNamesProblem(names: readonly string[]): SeatNamesProblem | null {
  // The record trims a name first (a tab before or after it is whitespace, not part of it).
  for (const [seat, name] of names.map((n) => n.trim()).entries()) {
    if (name === '') return { seat, kind: 'missing' };
    if ([...name].length > MAX_SEAT_NAME_CHARS) return { seat, kind: 'long' };
    const character = seatNameProblem(name);
    if (character) return { seat, kind: 'character', code: character.code };
    if (nameAsRead(name) === '') return { seat, kind: 'missing' };
  }
  const alike = lookAlike(names);
  return alike ? { seat: alike.seat, kind: 'twice', first: alike.first } : null;
}

/**
 * The first seat whose name reads as an earlier seat's (`nameAsHeard`), and that earlier seat; or
 * null. The event file compares its entrants' names with a record's seats by it (domain/events/format.ts).
 */
export function lookAlike(names: readonly string[]): { readonly seat: number; readonly first: number } | null {
  const heard = names.map(nameAsHeard);
  const seat = heard.findIndex((n, i) => heard.indexOf(n) !== i);
  return seat >= 0 ? { seat, first: heard.indexOf(heard[seat]!) } : null;
}

/**
 * Seat names stored before today's rules (a database made by an earlier version of the app, whose
 * check let a tab, a direction mark or two look-alike names through) made to follow them, changing
 * no more than it must, so the match can go on and its file be read again: each character a name
 * cannot hold becomes a space; a name left blank becomes "Seat N"; one too long is cut; a name that
 * reads like an earlier seat's gets that seat's number after it ("Ann 2"). Names that follow the
 * rules already are returned as they are (db/migrations.ts, version 5).
 */
export function seatNamesAsRead(names: readonly string[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  names.forEach((name, i) => {
    const follows = name === name.trim() && seatNamesProblem([name]) === null;
    let base = follows ? name : cutTo(name.replace(NOT_IN_NAME_ALL, ' ').replace(/\s{2,}/gu, ' ').trim(), MAX_SEAT_NAME_CHARS);
    if (nameAsRead(base) === '') base = `Seat ${i + 1}`;
    let fixed = base;
    // A look-alike is told apart by a number after the name as it reads (without what does not show).
    for (let n = i + 1; seen.has(nameAsHeard(fixed)); n++) {
      const suffix = ` ${n}`;
      fixed = `${cutTo(nameAsRead(base), MAX_SEAT_NAME_CHARS - suffix.length)}${suffix}`;
    }
    seen.add(nameAsHeard(fixed));
    out.push(fixed);
  });
  return out;
}

/** At most `max` characters (code points, as the record's check counts them). */
function cutTo(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/**
 * The shapes' rules that have words of their own: the schemas say them in the engine's English, and
 * a refusal gives the rule back as a reason (`issueReason`), for a screen to say in its language.
 */
const RULE = {
  bone: { kind: 'rule-bone' },
  draw: { kind: 'rule-draw' },
  time: { kind: 'rule-time' },
  removed: { kind: 'rule-removed' },
  seatCount: { kind: 'rule-seat-count' },
  moves: { kind: 'rule-most-moves', most: MAX_MOVES },
  hands: { kind: 'rule-most-hands', most: MAX_HANDS },
  corrections: { kind: 'rule-most-corrections', most: MAX_CORRECTIONS },
  nameMissing: { kind: 'rule-name-missing' },
  nameLong: { kind: 'rule-name-long', most: MAX_SEAT_NAME_CHARS },
  reasonLine: { kind: 'rule-reason-line' },
} as const satisfies Record<string, RuleReason>;
const RULE_BY_WORDS: ReadonlyMap<string, RuleReason> = new Map(Object.values(RULE).map((r) => [sayRecordReason(r), r]));
const rule = (r: RuleReason): string => sayRecordReason(r);

const seatIndex = z.number().int().min(0).max(3);
/**
 * A bone of `pip`s: a list of any other length (or what the pips refuse as a whole) is said as the
 * record's rule, "a bone is two whole numbers, like [6, 3]"; the api's bones are the same shape
 * with pips 0 to 9 (api/contract.ts), so a move sent to it is refused in the same words.
 */
export function boneShape<P extends z.ZodType<number>>(pip: P) {
  return z.tuple([pip, pip], { error: rule(RULE.bone) });
}
const bone = boneShape(z.number().int());
/** `end`: a line's "left" or "right"; in the four-arm layout (French) the arm (domain/arms.ts). */
const playMove = z.strictObject({ seat: seatIndex, bone, end: z.enum(['left', 'right', ...ARM_NAMES]).optional() });
const passMove = z.strictObject({ seat: seatIndex, pass: z.literal(true) });
const drawMove = z.strictObject({
  seat: seatIndex,
  draw: z.union([z.number().int().min(1), z.array(bone).min(1)], { error: rule(RULE.draw) }),
});
/** The move shapes, for the test that holds `plainMove` to them. */
export const MOVE_SHAPES = { playMove, passMove } as const;
// A key the enum does not list is an unknown field, named with its key and where
// (test/domain/record-seat-keys.test.ts): the enum has no words of its own to say.
const seatKey = z.enum(['0', '1', '2', '3']);
// Partial: a missing seat is reported by checkRecord, which can say which seat.
const bonesBySeat = z.partialRecord(seatKey, z.array(bone));
/**
 * A referee's ruling (domain/ruling.ts): its reason is printed as it is, on one line of the
 * report, so it holds what a name cannot (a line break, a direction override) no more than a name.
 * The api's `ruleHand` takes the same shape.
 */
export const rulingShape = z.strictObject({
  side: z.number().int().min(0).max(3).nullable(),
  points: z.number().int().min(0).max(MAX_RULING_POINTS),
  reason: z
    .string()
    .trim()
    .min(1)
    .max(MAX_RULING_REASON_CHARS)
    .refine((r) => !NOT_IN_NAME.test(r), { message: rule(RULE.reasonLine) }),
});
const handShape = z.strictObject({
  moves: z.array(z.unknown()).max(MAX_MOVES, rule(RULE.moves)).optional(),
  redeal: z.strictObject({ seat: seatIndex }).optional(),
  ruling: rulingShape.optional(),
  dealt: bonesBySeat.optional(),
  left: bonesBySeat.optional(),
  pips: z.partialRecord(seatKey, z.number().int().min(0)).optional(),
});
const correctionShape = z.strictObject({
  at: z.iso.datetime({ error: rule(RULE.time) }),
  hand: z.number().int().min(0).max(MAX_HANDS),
  move: z.number().int().min(0).max(MAX_MOVES),
  removed: z.union([playMove, passMove, drawMove, z.strictObject({ seat: seatIndex, redeal: z.literal(true) }), z.strictObject({ ruling: rulingShape })], {
    error: rule(RULE.removed),
  }),
  clearedLeft: bonesBySeat.optional(),
  clearedPips: z.partialRecord(seatKey, z.number().int().min(0)).optional(),
  droppedHand: z.strictObject({ dealt: bonesBySeat.optional() }).optional(),
});
/** A rename's two names: a name as a seat holds it (the history of a match's seats, not checked against them). */
const renamedName = z.string().trim().min(1, rule(RULE.nameMissing)).max(MAX_SEAT_NAME_CHARS, rule(RULE.nameLong));
const renameShape = z.strictObject({
  at: z.iso.datetime({ error: rule(RULE.time) }),
  seat: seatIndex,
  renamed: z.strictObject({ from: renamedName, to: renamedName }),
});
/** The seats' names in order of play: a record's, and a new match's (api/contract.ts createMatch). */
export const seatsShape = z
  .array(
    z
      .string()
      .trim()
      .min(1, rule(RULE.nameMissing))
      .max(MAX_SEAT_NAME_CHARS, rule(RULE.nameLong))
      .superRefine((name, ctx) => {
        const problem: RuleReason | null = seatNameProblem(name) ?? (nameAsRead(name) === '' ? { kind: 'rule-name-unseen' } : null);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: rule(problem), params: { reason: problem } });
      }),
  )
  .min(2, rule(RULE.seatCount))
  .max(4, rule(RULE.seatCount));
/** A move as an api method takes it: the union's words when no one shape is meant (`inputIssue`). */
export const MOVE_SHAPES_WORDS = rule(RULE.removed);
const recordShape = z.strictObject({
  format: z.string(),
  rules: z.string(),
  options: z.record(z.string(), z.unknown()).optional(),
  seats: seatsShape,
  hands: z.array(z.unknown()).max(MAX_HANDS, rule(RULE.hands)),
  corrections: z.array(z.unknown()).max(MAX_CORRECTIONS, rule(RULE.corrections)).optional(),
});

/**
 * zod's names for JSON types, as a referee says them (record-words.ts): "expected tuple", "expected
 * record" and "expected int" were zod's words in a referee's message (found by an outside audit).
 */
const TYPE_OF: Readonly<Record<string, TypeReason>> = {
  int: { kind: 'type-int' },
  number: { kind: 'type-number' },
  string: { kind: 'type-string' },
  boolean: { kind: 'type-boolean' },
  array: { kind: 'type-array' },
  tuple: { kind: 'type-tuple' },
  object: { kind: 'type-object' },
  record: { kind: 'type-object' },
};

/** A number's bounds: "at least 1", "at most 100", "more than 0". */
function boundOf(issue: z.core.$ZodIssue): BoundReason | null {
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) return { kind: issue.inclusive === false ? 'more-than' : 'at-least', limit: Number(issue.minimum) };
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) return { kind: issue.inclusive === false ? 'less-than' : 'at-most', limit: Number(issue.maximum) };
  return null;
}

/** The values a union of literals allows (haitian.ts `dekabesAfterTie`: 4 or 3), or null. */
function literalValues(issue: z.core.$ZodIssue): unknown[] | null {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return null;
  const values: unknown[] = [];
  for (const branch of issue.errors) {
    const only = branch.length === 1 ? branch[0]! : null;
    if (only?.code !== 'invalid_value' || only.path.length > 0) return null;
    values.push(...only.values);
  }
  return values;
}

/**
 * zod's issue as a reason a scorekeeper reads (what was expected, what was found), or null for an
 * issue the record's shapes do not give (then zod's words, and no facts: the engine's English).
 */
function issueReason(issue: z.core.$ZodIssue, value: unknown): FieldReason | null {
  const found = quoted(value);
  if (issue.code === 'custom') return ((issue.params as { reason?: FieldReason } | undefined)?.reason ?? RULE_BY_WORDS.get(issue.message)) ?? null;
  const either = issue.code === 'invalid_value' ? issue.values : literalValues(issue);
  if (either) return { kind: 'field-value', either: either.map((v) => showValue(v)), found };
  switch (issue.code) {
    case 'invalid_type': {
      const expected = TYPE_OF[issue.expected];
      if (!expected) return null;
      return value === undefined ? { kind: 'field-missing', expected } : { kind: 'field-type', expected, found };
    }
    case 'too_small':
    case 'too_big': {
      // A schema's own words where it has them; zod's ("Too small: expected array to have >=1
      // items") only as a number's range or a list too short.
      if (!issue.message.startsWith('Too')) return RULE_BY_WORDS.get(issue.message) ?? null;
      const bound = boundOf(issue);
      if (bound !== null) return { kind: 'field-range', found, bound };
      return issue.code === 'too_small' && issue.origin === 'array' ? { kind: 'too-few-items', found, limit: Number(issue.minimum) } : null;
    }
    default:
      return RULE_BY_WORDS.get(issue.message) ?? null;
  }
}

/**
 * zod's issue on any value checked against a schema (an api method's input: api/contract.ts
 * `parseInput`) as the path it points at and a reason a scorekeeper reads, the record's own words
 * (record-words.ts), or a null reason for an issue they do not say. `root` is the value checked.
 * An unknown key is pointed at itself; of a union of shapes (a move), the one shape the value
 * meant, when its keys say which.
 */
export function inputIssue(issue: z.core.$ZodIssue, root: unknown): { path: PropertyKey[]; reason: FieldReason | null } {
  if (issue.code === 'unrecognized_keys') return { path: [...issue.path, issue.keys[0]!], reason: unknownKeys(issue.keys) };
  if (issue.code === 'invalid_union' && literalValues(issue) === null) {
    const meant = issue.errors.filter((branch) => branch.length > 0 && !branch.some((i) => i.code === 'unrecognized_keys'));
    if (meant.length === 1) {
      const inner = meant[0]![0]!;
      return inputIssue({ ...inner, path: [...issue.path, ...inner.path] } as z.core.$ZodIssue, root);
    }
  }
  const value = valueAt(root, issue.path);
  if (issue.code === 'too_big' && issue.origin === 'string' && issue.message.startsWith('Too')) return { path: issue.path, reason: { kind: 'too-long', most: Number(issue.maximum) } };
  if (issue.code === 'too_big' && issue.origin === 'array' && issue.message.startsWith('Too')) return { path: issue.path, reason: { kind: 'too-many-items', limit: Number(issue.maximum) } };
  return { path: issue.path, reason: issueReason(issue, value) };
}

/** The value at a path into a JSON value, or undefined where the path leads nowhere. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let v = root;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/** The hand and move a path points into, and the path as text. */
function located(path: readonly PropertyKey[]): { hand: number | null; move: number | null; field: string | null } {
  const hand = path[0] === 'hands' && typeof path[1] === 'number' ? path[1] : null;
  const move = hand !== null && path[2] === 'moves' && typeof path[3] === 'number' ? path[3] : null;
  return { hand, move, field: pathText(path) || null };
}

/**
 * What the referee works out and a record therefore never states (docs/record-format.md: "The
 * moves are the record: the layout, who played what, how each hand ended and the match score are
 * all worked out by replaying them, never stored"). A hand-built record that gives them is told
 * why, not only that the field is unknown.
 */
const DERIVED_FIELDS: ReadonlySet<string> = new Set(['score', 'scores', 'winner', 'result', 'outcome', 'points', 'bonuses', 'bonus', 'valid']);

/** Unknown keys of one object: the first three named, then how many more. */
function unknownKeys(keys: readonly string[]): FieldReason {
  const named = keys.slice(0, 3).map(quoted);
  return keys.length > 3 ? { kind: 'field-unknown-more', keys: named, count: keys.length } : { kind: 'field-unknown', keys: named, count: named.length };
}

function fieldError(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[], value: unknown): RecordError {
  // An unknown key is reported at the key itself, so the field names what to remove.
  const path = [...prefix, ...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]!] : [])];
  const at = located(path);
  const place: FieldPlace = at.field ?? { kind: 'the-file' };
  if (issue.code === 'unrecognized_keys') {
    const unknown = unknownKeys(issue.keys);
    const derived = DERIVED_FIELDS.has(issue.keys[0]!) && at.move === null;
    return { ...fieldRefusal(place, derived ? { kind: 'field-derived', unknown } : unknown), ...at };
  }
  const reason = issueReason(issue, valueAt(value, issue.path));
  if (reason === null) return { code: 'record/field', message: `${at.field ?? 'the file'}: ${issue.message}`, ...at };
  return { ...fieldRefusal(place, reason), ...at };
}

/** A field refused for `reason`: its code, message and facts. */
function fieldRefusal(field: FieldPlace, reason: FieldReason): { code: 'record/field'; message: string; params: DominoError['params'] } {
  const params: RecordParams['record/field'] = { field, reason };
  return { code: 'record/field', message: sayRecordRefusal('record/field', params), params: asFacts(params) };
}

/** What the strict JSON reader's findings are called in a record error. */
const JSON_CODES: Readonly<Record<JsonError['code'], RecordErrorCode>> = {
  'json/syntax': 'record/not-json',
  'json/too-deep': 'record/too-deep',
  'json/duplicate-key': 'record/duplicate-key',
  'json/reserved-key': 'record/reserved-key',
};

/** A problem the strict JSON reader found, at its path (docs/record-format.md, "Reading a file"). */
function jsonError(error: JsonError): { ok: false; error: RecordError } {
  if (error.code === 'json/syntax') {
    // The line and column as facts, so a screen says where in its own language (renderer/src/refusal.ts).
    const failed = recordError('record/not-json', `The file is not JSON: ${error.message}`, null);
    return error.at ? { ok: false, error: { ...failed.error, params: { line: error.at.line, column: error.at.column } } } : failed;
  }
  const at = located(error.path ?? []);
  const field: FieldPlace = at.field ?? { kind: 'the-file' };
  // The field and the key as facts; the words after the field are the strict reader's own.
  const params: RecordParams['record/too-deep' | 'record/duplicate-key' | 'record/reserved-key'] =
    error.code === 'json/too-deep' ? { field, most: MAX_JSON_DEPTH } : error.code === 'json/reserved-key' ? { field, key: showValue(error.path?.at(-1) ?? '') } : { field };
  return { ok: false, error: { code: JSON_CODES[error.code], message: `${at.field ?? 'the file'}: ${error.message}`, ...at, params: asFacts(params) } };
}

function shapeError<T>(schema: z.ZodType<T>, value: unknown, prefix: readonly PropertyKey[]): Result<T, RecordError> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: fieldError(parsed.error.issues[0]!, prefix, value) };
}

function recordError(code: RecordErrorCode, message: string, field: string | null): { ok: false; error: RecordError } {
  return { ok: false, error: { code, message, hand: null, move: null, field } };
}

/** A refusal of the file's top (format, rules, options, seats), its English from its facts. */
function topError<C extends 'record/format' | 'record/rules' | 'record/option' | 'record/seats'>(code: C, params: RecordParams[C], field: string): { ok: false; error: RecordError } {
  return { ok: false, error: { code, message: sayRecordRefusal(code, params), hand: null, move: null, field, params: asFacts(params) } };
}

/** A field of the file refused for `reason`, in a hand or not. */
function refusedField(field: string, reason: FieldReason, at: string, hand: number | null = null): { ok: false; error: RecordError } {
  return { ok: false, error: { ...fieldRefusal(field, reason), hand, move: null, field: at } };
}

/**
 * Fast paths for the two shapes a record holds by the hundred thousand in a hostile file (a
 * well-formed one has a few thousand). They accept exactly the common well-formed case, giving
 * what zod would give, and return null for anything else, which zod then checks and words.
 */
export function plainMove(raw: unknown): Move | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const m = raw as Record<string, unknown>;
  const seat = m.seat;
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat > 3) return null;
  const keys = Object.keys(m).length;
  if (m.pass === true) return keys === 2 ? { seat, pass: true } : null;
  const bone = m.bone;
  if (!Array.isArray(bone) || bone.length !== 2 || !Number.isSafeInteger(bone[0]) || !Number.isSafeInteger(bone[1])) return null;
  const end = m.end;
  if (end === undefined) return keys === 2 && 'bone' in m ? { seat, bone: [bone[0] as number, bone[1] as number] } : null;
  if ((end !== 'left' && end !== 'right' && !isArmName(end)) || keys !== 3) return null;
  return { seat, bone: [bone[0] as number, bone[1] as number], end };
}

function plainHand(
  raw: unknown,
): { ok: true; value: { moves: unknown[]; redeal?: undefined; ruling?: undefined; dealt?: undefined; left?: undefined; pips?: undefined } } | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const keys = Object.keys(raw);
  const moves = (raw as { moves?: unknown }).moves;
  return keys.length === 1 && keys[0] === 'moves' && Array.isArray(moves) && moves.length <= MAX_MOVES ? { ok: true, value: { moves } } : null;
}

/** Every bone a correction names: the move taken back, and the settlement or deal that went with it. */
function correctionBones(c: CorrectionRecord): readonly { readonly bone: Bone; readonly at: string }[] {
  const bones: { bone: Bone; at: string }[] = [];
  const { removed } = c;
  if ('bone' in removed) bones.push({ bone: removed.bone, at: 'removed.bone' });
  if ('draw' in removed && Array.isArray(removed.draw)) removed.draw.forEach((bone, i) => bones.push({ bone, at: `removed.draw[${i}]` }));
  for (const [name, map] of [['clearedLeft', c.clearedLeft], ['droppedHand.dealt', c.droppedHand?.dealt]] as const) {
    for (const [seat, held] of Object.entries(map ?? {})) held.forEach((bone, i) => bones.push({ bone, at: `${name}.${seat}[${i}]` }));
  }
  return bones;
}

/**
 * The strict reading of a record file (duplicate keys, keys JavaScript gives a meaning of its own,
 * depth: domain/strict-json.ts) for every other input that becomes part of a record: a command's
 * input, as text (a request's body) or as a value a transport already parsed. Issue 18 item 17:
 * createMatch took options `{ "__proto__": {…} }` and stored them as `{}` where the import refuses
 * them; one reading, so both refuse with the same code and place.
 */
export function readInputText(text: string): Result<unknown, RecordError> {
  const read = parseStrictJson(text);
  return read.ok ? read : jsonError(read.error);
}

/** `readInputText` for a value already parsed (IPC's structured clone, a caller's object): null when it passes. */
export function checkInputValue(value: unknown): RecordError | null {
  const problem = checkJsonValue(value);
  return problem ? jsonError(problem).error : null;
}

/** Parses JSON text or an already parsed value into a record whose shapes are right. */
export function parseRecord(input: string | unknown): Result<MatchRecord, RecordError> {
  let value: unknown = input;
  if (typeof input === 'string') {
    // A byte-order mark, as some Windows editors write, is not part of the JSON.
    const read = parseStrictJson(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
    if (!read.ok) return jsonError(read.error);
    value = read.value;
  } else {
    const problem = checkJsonValue(input);
    if (problem) return jsonError(problem);
  }
  return parseRecordValue(value);
}

/**
 * `parseRecord` for a value already read under its JSON checks (depth, reserved keys): a game's
 * record inside an event file, which `parseEvent` reads whole with them (its depth limit is a
 * record's plus the event's own nesting), so walking each record again did that work twice
 * (bench: event-import).
 */
export function parseRecordValue(value: unknown): Result<MatchRecord, RecordError> {
  // The format is checked first: a file from a later version should say so, not list its new fields.
  const format = value !== null && typeof value === 'object' ? (value as { format?: unknown }).format : undefined;
  if (format !== RECORD_FORMAT) {
    const found = format === undefined ? ({ kind: 'format-missing' } as const) : ({ kind: 'format-other', found: quoted(format) } as const);
    return topError('record/format', { field: 'format', expected: showValue(RECORD_FORMAT), found }, 'format');
  }
  const top = shapeError(recordShape, value, []);
  if (!top.ok) return top;
  const raw = top.value;
  if (!(RULE_FAMILIES as readonly string[]).includes(raw.rules)) {
    return topError('record/rules', { field: 'rules', found: quoted(raw.rules), known: RULE_FAMILIES.map((r) => showValue(r)) }, 'rules');
  }
  const family = FAMILIES[raw.rules as RuleFamily];
  let parsedOptions: FamilyOptions | null = null;
  if (raw.options !== undefined) {
    const options = family.options.safeParse(raw.options);
    if (!options.success) {
      const issue = options.error.issues[0]!;
      const key = issue.code === 'unrecognized_keys' ? issue.keys[0]! : String(issue.path[0] ?? '');
      const field = pathText(['options', key]);
      if (issue.code === 'unrecognized_keys') return topError('record/option', { field: 'options', reason: { kind: 'option-unknown', key: quoted(key), rules: raw.rules } }, field);
      const reason = issueReason(issue, raw.options[key]);
      if (reason === null) return recordError('record/option', `${field}: ${issue.message}.`, field);
      return topError('record/option', { field, reason }, field);
    }
    parsedOptions = options.data;
  }
  if (!family.seatCounts.includes(raw.seats.length)) {
    return topError('record/seats', { reason: { kind: 'seats-for-rules', rules: raw.rules, either: family.seatCounts, given: raw.seats.length } }, 'seats');
  }
  // An option value some seat counts do not play (Cut Throat's game to 100: four only), named with the seats given.
  const fewer = parsedOptions && family.optionSeats?.(parsedOptions);
  if (fewer && !fewer.seats.includes(raw.seats.length)) {
    const field = pathText(['options', fewer.option]);
    const option = `{ ${showValue(fewer.option)}: ${showValue(fewer.value)} }`;
    return topError('record/option', { field, reason: { kind: 'option-seats', option, either: fewer.seats, given: raw.seats.length } }, field);
  }
  const alike = lookAlike(raw.seats);
  if (alike) {
    const { seat: dup, first } = alike;
    const name = quoted(nameAsRead(raw.seats[dup]!));
    const reason = raw.seats[first]!.trim() === raw.seats[dup]!.trim() ? ({ kind: 'seats-same-name', name } as const) : ({ kind: 'seats-look-alike', name, first, seat: dup } as const);
    return topError('record/seats', { reason }, `seats[${dup}]`);
  }

  const hands: HandRecord[] = [];
  for (let h = 0; h < raw.hands.length; h++) {
    const shape = plainHand(raw.hands[h]) ?? shapeError(handShape, raw.hands[h], ['hands', h]);
    if (!shape.ok) return shape;
    const { redeal, ruling } = shape.value;
    // A hand thrown in before any move has no "moves"; one thrown in after the first player drew
    // the whole boneyard (Lankford's Cuban game) keeps its draws: "moves" then "redeal".
    if ((shape.value.moves === undefined && redeal === undefined) || (redeal !== undefined && shape.value.moves?.length === 0)) {
      const field = `hands[${h}].moves`;
      return refusedField(field, { kind: redeal ? 'redeal-no-moves' : 'moves-missing' }, field, h);
    }
    const rawMoves = shape.value.moves ?? [];
    const moves: Move[] = [];
    for (let m = 0; m < rawMoves.length; m++) {
      const rawMove = rawMoves[m];
      const plain = plainMove(rawMove);
      if (plain) {
        moves.push(plain);
        continue;
      }
      const has = (key: string) => typeof rawMove === 'object' && rawMove !== null && key in rawMove;
      const schema = has('pass') ? passMove : has('draw') ? drawMove : playMove;
      const move = shapeError<Move>(schema, rawMove, ['hands', h, 'moves', m]);
      if (!move.ok) return move;
      moves.push(move.value);
    }
    const { dealt, left, pips } = shape.value;
    hands.push({
      moves,
      ...(redeal !== undefined && { redeal }),
      ...(ruling !== undefined && { ruling }),
      ...(dealt !== undefined && { dealt }),
      ...(left !== undefined && { left }),
      ...(pips !== undefined && { pips }),
    });
  }
  const corrections: MatchCorrection[] = [];
  for (let c = 0; c < (raw.corrections ?? []).length; c++) {
    const item = raw.corrections![c];
    if (typeof item === 'object' && item !== null && 'renamed' in item) {
      const rename = shapeError(renameShape, item, ['corrections', c]);
      if (!rename.ok) return rename;
      if (rename.value.seat >= raw.seats.length) {
        return refusedField(`corrections[${c}].seat`, { kind: 'no-seat', seat: rename.value.seat, seats: raw.seats.length }, `corrections[${c}].seat`);
      }
      corrections.push(rename.value as RenameRecord);
      continue;
    }
    const correction = shapeError(correctionShape, raw.corrections![c], ['corrections', c]);
    if (!correction.ok) return correction;
    const { hand, removed } = correction.value;
    // History of this match: a seat it has, a hand it had (the one after the last, when a hand
    // was dropped with its first move).
    if ('seat' in removed && removed.seat >= raw.seats.length) {
      return refusedField(`corrections[${c}].removed.seat`, { kind: 'no-seat', seat: removed.seat, seats: raw.seats.length }, `corrections[${c}].removed.seat`);
    }
    // Named at the bone's own place (corrections[0].removed.bone), as every field is.
    const wild = correctionBones(correction.value as CorrectionRecord).find(({ bone: [a, b] }) => a < 0 || a > 9 || b < 0 || b > 9);
    if (wild) {
      const field = `corrections[${c}].${wild.at}`;
      return refusedField(field, { kind: 'not-a-bone', found: quoted(wild.bone) }, field);
    }
    if (hand > hands.length) {
      return refusedField(`corrections[${c}].hand`, { kind: 'correction-hand', count: hands.length }, `corrections[${c}].hand`);
    }
    corrections.push(correction.value as CorrectionRecord);
  }
  return {
    ok: true,
    value: {
      format: RECORD_FORMAT,
      rules: raw.rules as RuleFamily,
      ...(raw.options !== undefined && { options: raw.options }),
      seats: raw.seats,
      hands,
      ...(raw.corrections !== undefined && { corrections }),
    },
  };
}

// ---- checking -----------------------------------------------------------------------------

export interface HandReport {
  readonly hand: Hand;
  readonly result: HandResult;
  /** The match before and after this hand (the same for a hand thrown in). */
  readonly before: MatchState;
  readonly after: MatchState;
  readonly score: HandScore;
  /**
   * The hand was thrown in at this seat's demand; `hand` is then the hand as far as it went (its
   * draws before the pose, or empty), `result` says 'redeal'.
   */
  readonly redeal: { readonly seat: Seat } | null;
  /** The hand was ended by this ruling; `hand` is then the hand as far as it went, `result` says 'ruling'. */
  readonly ruling?: Ruling;
}

export interface MatchReport {
  readonly record: MatchRecord;
  readonly family: Family;
  /**
   * The rules of the match's hands (seats, set, hand size …); a hand that seats sit out (Jamaican
   * French `playOut`) has its own, `hand.setup.rules` (`nextHandRules` for the next hand).
   */
  readonly rules: HandRules;
  readonly options: FamilyOptions;
  /** The finished, settled hands. */
  readonly hands: readonly HandReport[];
  /** The match after the finished hands. */
  readonly match: MatchState;
  /**
   * With `inProgress`, the last hand when it is not settled yet: still being played, or finished
   * and waiting for the bones (or pips) each seat has left. Null otherwise.
   */
  readonly current: { readonly index: number; readonly hand: Hand; readonly state: 'playing' | 'unsettled' } | null;
}

export interface CheckOptions {
  /**
   * A record still being written: its last hand may be unfinished, or finished without the bones
   * left yet. Every earlier hand must be over and settled all the same.
   */
  readonly inProgress?: boolean;
}

/** The seats of a by-seat map, every seat of the game required, no other key. */
function bySeat<T>(map: BySeat<T>, seats: number, field: string, hand: number): Result<T[], RecordError> {
  const out = seatsOf(map, seats, field, hand);
  if (!out.ok) return out;
  const given = out.value;
  if (given.every((v): v is T => v !== null)) return { ok: true, value: given };
  const missing = given.indexOf(null);
  return refusedField(field, { kind: 'seat-missing', key: String(missing) }, `${field}.${missing}`, hand);
}

/** A by-seat deal with an empty list for each seat sitting the hand out where none is given. */
function withOutSeats(map: BySeat<readonly Bone[]>, rules: HandRules): BySeat<readonly Bone[]> {
  const out = rules.out ?? [];
  if (out.every((o) => map[String(o.seat)] !== undefined)) return map;
  return { ...Object.fromEntries(out.map((o) => [String(o.seat), []])), ...map };
}

/**
 * The seats of a by-seat map, null where a seat is not given, no other key: the bones left and the
 * pip totals, where a seat the scoring does not read may be left out (settle.ts `seatsNeeded`
 * says which, issue 18 item 7).
 */
function seatsOf<T>(map: BySeat<T>, seats: number, field: string, hand: number): Result<(T | null)[], RecordError> {
  const out: (T | null)[] = [];
  for (let s = 0; s < seats; s++) out.push(map[String(s)] ?? null);
  const extra = Object.keys(map).find((k) => Number(k) >= seats);
  if (extra !== undefined) return refusedField(field, { kind: 'seat-extra', key: extra, seats }, `${field}.${extra}`, hand);
  return { ok: true, value: out };
}

/** Whether `bone`, as a file gives it, is the bone an error names ("6-5", either way round). */
function isNamed(bone: Bone, named: string): boolean {
  return showBone(bone) === named || showBone([bone[1], bone[0]]) === named;
}

/**
 * Where in a by-seat map (`hands[h].dealt`, `.left`, `.pips`, at `field`) an error of the hand's
 * points: the bone it names, in the seat it names when it names one (`hands[0].dealt.2[3]`); that
 * seat (`hands[0].dealt.2`); or the map. A bone listed twice is named where it is met the second
 * time, seat by seat in order, as the deal and the bones left are read (domain/hand.ts, settle.ts).
 */
function placeInMap(field: string, map: BySeat<readonly Bone[] | number>, seats: readonly string[], params: DominoError['params']): string {
  const seat = typeof params?.['seat'] === 'string' ? seats.indexOf(params['seat']) : -1;
  const bone = params?.['bone'];
  if (typeof bone === 'string') {
    const found: string[] = [];
    for (let s = 0; s < seats.length; s++) {
      const list = map[String(s)];
      if ((seat < 0 || s === seat) && Array.isArray(list)) list.forEach((b, i) => isNamed(b, bone) && found.push(`${field}.${s}[${i}]`));
    }
    if (found.length > 0) return found[Math.min(1, found.length - 1)]!;
  }
  return seat >= 0 && map[String(seat)] !== undefined ? `${field}.${seat}` : field;
}

/** The field of a move that an error points at, where it is not the bone (or the pass, the draw). */
const MOVE_FIELD: Partial<Record<string, string>> = {
  'seat/unknown': 'seat',
  'turn/out-of-turn': 'seat',
  'turn/seat-out': 'seat',
  'pose/not-holder': 'seat',
  'pose/wrong-team': 'seat',
  'pose/wrong-seat': 'seat',
  'play/wrong-end': 'end',
  'play/end-required': 'end',
  'play/wrong-arm': 'end',
  'play/arm-required': 'end',
};

/** A move of hand `h` refused on replay, at its field. */
function moveError(h: number, moves: readonly Move[], error: HandError & { readonly move: number }): { ok: false; error: RecordError } {
  const m = error.move;
  const move = moves[m]!;
  return { ok: false, error: { code: error.code, message: error.message, hand: h, move: m, field: moveErrorField(h, m, move, error.code, error.params), ...(error.params && { params: error.params }) } };
}

/** The verdict on a hand thrown in: nobody wins, nothing changes. */
function redealResult(seat: Seat): HandResult {
  return { outcome: 'redeal', winner: null, poser: seat, tieBroken: null, seats: [seat], bonuses: [], pips: null, lastBone: null };
}

/**
 * A hand ended by a referee's ruling (domain/ruling.ts): its moves replayed, none of them ending
 * the hand (a ruling on a hand already over is refused: the hand's result stands, and a referee
 * who overturns it takes the moves back first), and nothing that settles or throws it in.
 */
function checkRuling(family: Family, rules: HandRules, match: MatchState, started: Hand, hr: HandRecord, h: number): Result<HandReport, RecordError> {
  const ruling = hr.ruling!;
  const at = (error: DominoError, field: string, move: number | null = null) =>
    ({ ok: false, error: { code: error.code, message: error.message, hand: h, move, field, ...(error.params && { params: error.params }) } }) as const;
  const refusal = rulingRefusal(family, rules, ruling);
  if (refusal) return at(refusal, `hands[${h}].ruling.${refusal.field}`);
  // Facts with each refusal, for a screen to say it in its language (renderer/src/refusal.ts).
  if (hr.redeal) return at({ code: 'ruling/redeal', message: `Hand ${h + 1} is either thrown in or ended by a ruling, not both.`, params: { hand: h + 1 } }, `hands[${h}].redeal`);
  const settledBy = hr.left ? 'left' : hr.pips ? 'pips' : null;
  if (settledBy) {
    const message = `Hand ${h + 1} was ended by a ruling: it has no bones left to count, so "${settledBy}" cannot be given.`;
    return at({ code: 'ruling/settled', message, params: { hand: h + 1, field: settledBy } }, `hands[${h}].${settledBy}`);
  }
  const replayed = replayMoves(started, hr.moves);
  if (!replayed.ok) return moveError(h, hr.moves, replayed.error);
  const hand = replayed.value;
  if (hand.status !== 'playing') {
    // The move that ended the hand is the last one: a ruling can only come after it.
    const last = hr.moves.length - 1;
    const message = `The hand was already over (${hand.status === 'domino' ? 'a domino' : 'a block'} at move ${last + 1}): a ruling comes before the hand ends.`;
    return at({ code: 'ruling/hand-over', message, params: { move: last + 1 } }, `hands[${h}].ruling`);
  }
  const { state, hand: score } = ruledMatch(match, ruling);
  const poser = hand.moves.length > 0 ? hand.moves.find((m) => !isDraw(m))?.seat ?? 0 : 0;
  const result: HandResult = { outcome: 'ruling', winner: ruling.side, poser, tieBroken: null, seats: [], bonuses: [], pips: null, lastBone: null };
  return { ok: true, value: { hand, result, before: match, after: state, score, redeal: null, ruling } };
}

/** Replays every hand of a parsed record against its rules: the first error, or the full report. */
export function checkRecord(record: MatchRecord, check: CheckOptions = {}): Result<MatchReport, RecordError> {
  const family = FAMILIES[record.rules];
  const options = family.options.parse(record.options ?? {});
  const matchRules = family.handRules(options, record.seats.length);
  let match = family.start(options, matchRules);
  const hands: HandReport[] = [];
  const report = (current: MatchReport['current']) => ({ ok: true, value: { record, family, rules: matchRules, options, hands, match, current } }) as const;
  for (let h = 0; h < record.hands.length; h++) {
    const hr = record.hands[h]!;
    // Seats that have gone out sit this hand out (Jamaican French `playOut`): its own rules.
    const rules = nextHandRules(family, options, matchRules, match);
    const at = (code: string, message: string, move: number | null, field: string | null, params?: DominoError['params']) =>
      ({ ok: false, error: { code, message, hand: h, move, field, ...(params && { params }) } }) as const;
    if (match.winner !== null) {
      // The words and facts of the service's own refusal of a hand after the match (api/service.ts).
      const score = match.score.join('-');
      return at('match/over', `The match is over (${score}): no more hands.`, null, `hands[${h}]`, { score });
    }
    let dealt: Bone[][] | undefined;
    if (hr.dealt) {
      // A seat sitting the hand out is dealt nothing: its list may be left out.
      const d = bySeat(withOutSeats(hr.dealt, rules), rules.seats, `hands[${h}].dealt`, h);
      if (!d.ok) return d;
      dealt = d.value.map((bones) => [...bones]);
    }
    const setup: HandSetup = { rules, pose: match.pose, seatNames: record.seats, ...(dealt && { dealt }) };
    const started = startHand(setup);
    if (!started.ok) return at(started.error.code, started.error.message, null, placeInMap(`hands[${h}].dealt`, hr.dealt!, record.seats, started.error.params), started.error.params);
    let hand = started.value;
    if (hr.ruling) {
      const ruled = checkRuling(family, rules, match, hand, hr, h);
      if (!ruled.ok) return ruled;
      hands.push(ruled.value);
      match = ruled.value.after;
      continue;
    }
    if (hr.redeal) {
      const seat = hr.redeal.seat;
      if (!family.redeal(options)) {
        // The family's name is in the English only: the screens say "this game" (params).
        return at('hand/redeal', `${family.name} has no redeal: a hand cannot be thrown in.`, null, `hands[${h}].redeal`, { reason: { kind: 'no-redeal' } });
      }
      if (seat >= rules.seats) {
        return at('seat/unknown', `There is no seat ${seat}: seats are 0 to ${rules.seats - 1}.`, null, `hands[${h}].redeal.seat`, { seat, last: rules.seats - 1 });
      }
      if (hr.left || hr.pips) {
        const field = `hands[${h}].${hr.left ? 'left' : 'pips'}`;
        return refusedField(field, { kind: 'redeal-settled' }, field, h);
      }
      if (hr.moves.length > 0) {
        // Thrown in after its moves: the first player drew the whole boneyard without a double
        // (cuban.txt, Lankford; our reading, domain/throw-in.ts).
        const replayed = replayMoves(hand, hr.moves);
        if (!replayed.ok) return moveError(h, hr.moves, replayed.error);
        hand = replayed.value;
        const refused = throwInError(hand, seat, h + 1);
        if (refused) return at(refused.code, refused.message, null, `hands[${h}].redeal${refused.code === 'turn/out-of-turn' ? '.seat' : ''}`, refused.params);
      } else {
        // Lankford's, thrown in with no draws recorded: the deal, where given, must allow it.
        const refused = undrawnThrowInError(hand, seat);
        if (refused) return at(refused.code, refused.message, null, `hands[${h}].redeal.seat`, refused.params);
      }
      // What the family's text asks of a redeal: the doubles the deal shows, or a hand that
      // cannot begin (domain/throw-in.ts).
      const refusal = redealRefusal(family, options, match.pose, dealt, seat, record.seats);
      if (refusal) return at('hand/redeal', sayReason(refusal.reason), null, `hands[${h}].${refusal.field}`, { reason: refusal.reason });
      // A redeal scores nothing and changes nothing else: who poses, what the next hand is worth.
      hands.push({ hand, result: redealResult(seat), before: match, after: match, score: { points: 0, bruk: false, playoffNext: false }, redeal: hr.redeal });
      continue;
    }
    // applyMove move by move, in time linear in the moves (hand.ts, replayMoves).
    const replayed = replayMoves(hand, hr.moves);
    if (!replayed.ok) return moveError(h, hr.moves, replayed.error);
    hand = replayed.value;
    let left: (Bone[] | null)[] | undefined;
    let pips: (number | null)[] | undefined;
    if (hr.left) {
      const l = seatsOf(hr.left, rules.seats, `hands[${h}].left`, h);
      if (!l.ok) return l;
      left = l.value.map((bones) => bones && [...bones]);
    }
    if (hr.pips) {
      const p = seatsOf(hr.pips, rules.seats, `hands[${h}].pips`, h);
      if (!p.ok) return p;
      pips = p.value;
    }
    const isCurrent = check.inProgress === true && h === record.hands.length - 1;
    if (isCurrent && hand.status === 'playing') {
      if (left || pips) {
        const field = left ? 'left' : 'pips';
        return at('hand/unfinished', `The bones left are given, but the hand is still being played (${plural(hand.moves.length, 'move', 'moves')}, no domino or block).`, null, `hands[${h}].${field}`);
      }
      return report({ index: h, hand, state: 'playing' });
    }
    const settled = settleHand(hand, { ...(left && { left }), ...(pips && { pips }) });
    const unsettled = !settled.ok && (settled.error.code === 'block/unsettled' || settled.error.code === 'domino/unsettled');
    // Still waiting only when nothing was given: pip totals where the bones are needed (Jamaican
    // French) are an error at `pips`, not a hand that waits with them stored.
    if (isCurrent && unsettled && !left && !pips) {
      return report({ index: h, hand, state: 'unsettled' });
    }
    if (!settled.ok) {
      const code = settled.error.code;
      // Nothing given to settle the hand: the field missing is named, as a missing field is
      // everywhere ("hands[0].moves: missing"), not the moves, which are all legal.
      // A pip total checked against the bones left or the deal is named where it was given: at the
      // pips, or at the bones left when they alone were.
      const map = code.startsWith('left/') || (code.startsWith('pips/') && !pips) ? 'left' : code.startsWith('pips/') ? 'pips' : null;
      // A seat the scoring reads, left out: named at its place in the map (`hands[0].left.1`).
      const needed = unsettled && typeof settled.error.params?.['seat'] === 'string' ? record.seats.indexOf(settled.error.params['seat']) : -1;
      const field = map
        ? placeInMap(`hands[${h}].${map}`, hr[map] ?? {}, record.seats, settled.error.params)
        : unsettled
          ? `hands[${h}].${pips ? 'pips' : 'left'}${needed >= 0 ? `.${needed}` : ''}`
          : `hands[${h}].moves`;
      return at(code, settled.error.message, null, field, settled.error.params);
    }
    const scored = family.score(match, settled.value, rules, h);
    if (!scored.ok) return at(scored.error.code, scored.error.message, null, `hands[${h}]`, scored.error.params);
    hands.push({ hand, result: settled.value, before: match, after: scored.value.state, score: scored.value.hand, redeal: null });
    match = scored.value.state;
  }
  return report(null);
}

/** Parse and check in one step, as the referee command does. */
export function checkRecordText(text: string): Result<MatchReport, RecordError> {
  const parsed = parseRecord(text);
  return parsed.ok ? checkRecord(parsed.value) : parsed;
}

// ---- writing ------------------------------------------------------------------------------

/** Writes a record as readable JSON: one move a line, one seat's bones a line. */
export function writeRecord(record: MatchRecord): string {
  // A hand thrown in is written as it is read: `redeal`, and `moves` only when it has some.
  const hands = record.hands.map((h) => (h.redeal && h.moves.length === 0 ? (({ moves: _moves, ...rest }) => rest)(h) : h));
  return readableJson({ ...record, hands });
}

// ---- one move at a time -------------------------------------------------------------------
// For a writer that appends one move to a record already checked (db/live.ts): the same shape
// check and the same error field as parseRecord and checkRecord give for that move.

/** One move of hand `hand`, at position `move`, shapes checked as `parseRecord` checks them. */
export function parseMove(raw: unknown, hand: number, move: number): Result<Move, RecordError> {
  const plain = plainMove(raw);
  if (plain) return { ok: true, value: plain };
  const has = (key: string) => typeof raw === 'object' && raw !== null && key in raw;
  return shapeError<Move>(has('pass') ? passMove : has('draw') ? drawMove : playMove, raw, ['hands', hand, 'moves', move]);
}

/**
 * The field `checkRecord` names for a move the rules refuse with `code`: a bone of a draw's list
 * when the refusal names one (`hands[0].moves[3].draw[1]`).
 */
export function moveErrorField(hand: number, index: number, move: Move, code: string, params?: DominoError['params']): string {
  const at = `hands[${hand}].moves[${index}]`;
  const bone = params?.['bone'];
  if (MOVE_FIELD[code] === undefined && isDraw(move) && Array.isArray(move.draw) && typeof bone === 'string') {
    const i = (move.draw as readonly Bone[]).findIndex((b) => isNamed(b, bone));
    if (i >= 0) return `${at}.draw[${i}]`;
  }
  return `${at}.${MOVE_FIELD[code] ?? (isPass(move) ? 'pass' : isDraw(move) ? 'draw' : 'bone')}`;
}
