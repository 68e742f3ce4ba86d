/**
 * Why a record file is refused before its rules are replayed (docs/record-format.md: a field of the
 * wrong type or value, a field unknown, the format, the rules, the seats …), as data: a kind and the
 * facts it names, as domain/reasons.ts does for the rules' refusals.
 *
 * The facts are the file's own text (a field's path "hands[1].moves[7].bone", a value found as JSON
 * text `"x"`, a key `"score"`, a rule family's id) or numbers, the same in every language. The
 * engine's English is built from them here and nowhere else (`sayRecordRefusal`), so the message
 * the referee prints cannot drift from the `params` a screen says in its own language with the
 * templates of renderer/src/locales (`refusalDetail.record_field` over `refusalReason.field-type` …;
 * renderer/src/refusal.ts). Issue 5: "the scorekeeper's screens complete in English and Spanish".
 */
import { FAMILIES } from './families/index.ts';
import { joinAnd, joinOr, plural } from './result.ts';
import type { Fact } from './result.ts';
import type { RuleFamily } from './rules.ts';
import { QUOTE_CHARS, cutQuote, showValue } from './strict-json.ts';

/** What a field should hold, in the words a referee reads ("expected int" was zod's word). */
export type TypeReason = { readonly kind: `type-${'int' | 'number' | 'string' | 'boolean' | 'array' | 'tuple' | 'object'}` };

/**
 * A value quoted from the file: JSON text (`"x"`, `[6,3,2]`, `{"seat":1,"bone":[…`), or, where
 * JSON text would not say it, a reason: a text cut short with its length, a number too large to
 * read (JSON.parse reads 1e400 as Infinity), nothing at all.
 */
export type Quoted =
  | string
  | { readonly kind: 'text-cut'; readonly text: string; readonly count: number }
  | { readonly kind: 'too-large-number' }
  | { readonly kind: 'nothing' };

/** How far a number may go: "at least 1", "at most 100", "more than 0", "less than 5". */
export type BoundReason = { readonly kind: 'at-least' | 'at-most' | 'more-than' | 'less-than'; readonly limit: number };

/** A rule of the record's shapes with words of its own (the schemas' messages in domain/record.ts). */
export type RuleReason =
  | { readonly kind: 'rule-bone' }
  | { readonly kind: 'rule-draw' }
  | { readonly kind: 'rule-time' }
  | { readonly kind: 'rule-removed' }
  | { readonly kind: 'rule-seat-count' }
  | { readonly kind: 'rule-most-moves'; readonly most: number }
  | { readonly kind: 'rule-most-hands'; readonly most: number }
  | { readonly kind: 'rule-most-corrections'; readonly most: number }
  | { readonly kind: 'rule-name-missing' }
  | { readonly kind: 'rule-name-long'; readonly most: number }
  | { readonly kind: 'rule-name-unseen' }
  /** A referee's ruling's reason (domain/ruling.ts): one line, as a name is. */
  | { readonly kind: 'rule-reason-line' }
  | { readonly kind: 'rule-name-character'; readonly code: string; readonly at: number }
  /** Two options that cannot both be on (latin-partnership.ts: divideBy10, roundDown10); `either` their keys as JSON text. */
  | { readonly kind: 'option-not-both'; readonly either: readonly string[] }
  /**
   * An option value played by fewer seat counts than its family (Cut Throat's `{ "scoring":
   * "points" }`, four only): `option` as JSON text, the counts it allows and the seats given.
   */
  | { readonly kind: 'option-seats'; readonly option: string; readonly either: readonly number[]; readonly given: number }
  /**
   * An option played only with another's value (jamaican-french.ts: `playOut` needs `laterPose:
   * "winner-double"`); `option` and `needs` as JSON text.
   */
  | { readonly kind: 'option-needs'; readonly option: string; readonly needs: string };

/** What is wrong with one field. */
export type FieldReason =
  | RuleReason
  | { readonly kind: 'field-missing'; readonly expected: TypeReason }
  | { readonly kind: 'field-type'; readonly expected: TypeReason; readonly found: Quoted }
  | { readonly kind: 'field-value'; readonly either: readonly string[]; readonly found: Quoted }
  | { readonly kind: 'field-range'; readonly found: Quoted; readonly bound: BoundReason }
  | { readonly kind: 'too-few-items'; readonly found: Quoted; readonly limit: number }
  /** An api method's input (api/contract.ts): a text or a list longer than it takes. */
  | { readonly kind: 'too-long'; readonly most: number }
  | { readonly kind: 'too-many-items'; readonly limit: number }
  /** Unknown keys of one object (`keys` as JSON text); past three, the first three of `count`. */
  | { readonly kind: 'field-unknown'; readonly keys: readonly Quoted[]; readonly count: number }
  | { readonly kind: 'field-unknown-more'; readonly keys: readonly Quoted[]; readonly count: number }
  /** A key the referee works out and a record never states (score, winner …). */
  | { readonly kind: 'field-derived'; readonly unknown: FieldReason }
  | { readonly kind: 'option-unknown'; readonly key: Quoted; readonly rules: string }
  | { readonly kind: 'moves-missing' }
  | { readonly kind: 'redeal-no-moves' }
  | { readonly kind: 'redeal-settled' }
  | { readonly kind: 'no-seat'; readonly seat: number; readonly seats: number }
  | { readonly kind: 'seat-missing'; readonly key: string }
  | { readonly kind: 'seat-extra'; readonly key: string; readonly seats: number }
  | { readonly kind: 'not-a-bone'; readonly found: Quoted }
  /** A correction in a hand past the next: `count` is how many hands the record has. */
  | { readonly kind: 'correction-hand'; readonly count: number };

/** Why the seats are refused (record/seats). */
export type SeatsReason =
  | { readonly kind: 'seats-for-rules'; readonly rules: string; readonly either: readonly number[]; readonly given: number }
  | { readonly kind: 'seats-same-name'; readonly name: Quoted }
  | { readonly kind: 'seats-look-alike'; readonly name: Quoted; readonly first: number; readonly seat: number };

/** Where a field is: its path, or the whole file (a value that is not an object at all). */
export type FieldPlace = string | { readonly kind: 'the-file' } | { readonly kind: 'the-input' };

export type RecordReason = TypeReason | Quoted | BoundReason | FieldReason | SeatsReason | { readonly kind: 'format-missing' } | { readonly kind: 'format-other'; readonly found: Quoted };

/** The facts of each record refusal (its `params`), by code. */
export type RecordParams = {
  readonly 'record/field': { readonly field: FieldPlace; readonly reason: FieldReason };
  readonly 'record/option': { readonly field: string; readonly reason: FieldReason };
  readonly 'record/format': { readonly field: string; readonly expected: string; readonly found: RecordReason };
  readonly 'record/rules': { readonly field: string; readonly found: Quoted; readonly known: readonly string[] };
  readonly 'record/seats': { readonly reason: SeatsReason };
  readonly 'record/too-deep': { readonly field: FieldPlace; readonly most: number };
  readonly 'record/duplicate-key': { readonly field: FieldPlace };
  readonly 'record/reserved-key': { readonly field: FieldPlace; readonly key: string };
};
export type RecordCode = keyof RecordParams;
type SaidCode = Exclude<RecordCode, 'record/too-deep' | 'record/duplicate-key' | 'record/reserved-key'>;

type RecordKind = Exclude<RecordReason | FieldPlace, string>['kind'];

/** Every kind this module says, each once: the type makes a kind added to the reasons above be listed here. */
const RECORD_KINDS: Readonly<Record<RecordKind, true>> = {
  ...{ 'type-int': true, 'type-number': true, 'type-string': true, 'type-boolean': true, 'type-array': true, 'type-tuple': true, 'type-object': true },
  ...{ 'text-cut': true, 'too-large-number': true, nothing: true, 'at-least': true, 'at-most': true, 'more-than': true, 'less-than': true },
  ...{ 'rule-bone': true, 'rule-draw': true, 'rule-time': true, 'rule-removed': true, 'rule-seat-count': true, 'rule-most-moves': true },
  ...{ 'rule-most-hands': true, 'rule-most-corrections': true, 'rule-name-missing': true, 'rule-name-long': true, 'rule-name-unseen': true, 'rule-reason-line': true },
  ...{ 'rule-name-character': true, 'option-not-both': true, 'option-seats': true, 'option-needs': true, 'field-missing': true, 'field-type': true, 'field-value': true, 'field-range': true },
  ...{ 'too-few-items': true, 'field-unknown': true, 'field-unknown-more': true, 'field-derived': true, 'option-unknown': true, 'moves-missing': true },
  ...{ 'redeal-no-moves': true, 'redeal-settled': true, 'no-seat': true, 'seat-missing': true, 'seat-extra': true, 'not-a-bone': true },
  ...{ 'correction-hand': true, 'seats-for-rules': true, 'seats-same-name': true, 'seats-look-alike': true, 'the-file': true },
  ...{ 'format-missing': true, 'format-other': true, 'too-long': true, 'too-many-items': true, 'the-input': true },
};

/** Whether a reason's kind is this module's (test/renderer/refusal.test.ts holds their templates to its words). */
export function isRecordReason(kind: string): boolean {
  return Object.hasOwn(RECORD_KINDS, kind);
}

/** A value from the file as a fact (`showValue`'s JSON text, or a reason where that would be English). */
export function quoted(value: unknown): Quoted {
  if (value === undefined) return { kind: 'nothing' };
  if (typeof value === 'number' && !Number.isFinite(value)) return { kind: 'too-large-number' };
  if (typeof value === 'string' && value.length > QUOTE_CHARS) {
    // Cut as showValue cuts it; its count said in words of the screen's language.
    return { kind: 'text-cut', text: cutQuote(value, QUOTE_CHARS), count: value.length };
  }
  return showValue(value);
}

const TYPE_WORDS: Readonly<Record<TypeReason['kind'], string>> = {
  'type-int': 'a whole number',
  'type-number': 'a number',
  'type-string': 'text in quotes',
  'type-boolean': 'true or false',
  'type-array': 'a list [ … ]',
  // The record's only tuple is a bone.
  'type-tuple': 'a bone, two whole numbers like [6, 3]',
  'type-object': 'an object { … }',
};

const BOUND_WORDS: Readonly<Record<BoundReason['kind'], string>> = { 'at-least': 'at least', 'at-most': 'at most', 'more-than': 'more than', 'less-than': 'less than' };

type Any = RecordReason | FieldPlace;

function say(r: Any | readonly Quoted[]): string {
  if (typeof r === 'string') return r;
  if (Array.isArray(r)) return joinAnd((r as readonly Quoted[]).map(say));
  const reason = r as Exclude<Any, string>;
  switch (reason.kind) {
    case 'the-file':
      return 'the file';
    case 'the-input':
      return 'the input';
    case 'text-cut':
      return `${reason.text} of ${reason.count} characters`;
    case 'too-large-number':
      return 'a number too large to read';
    case 'nothing':
      return 'nothing';
    case 'at-least':
    case 'at-most':
    case 'more-than':
    case 'less-than':
      return `${BOUND_WORDS[reason.kind]} ${reason.limit}`;
    case 'rule-bone':
      return 'a bone is two whole numbers, like [6, 3]';
    case 'rule-draw':
      return 'a draw is a number of bones (1 or more) or a list of bones';
    case 'rule-time':
      return 'a time like "2026-11-23T20:14:03.120Z" (ISO 8601, UTC)';
    case 'rule-removed':
      return 'a move ({ "seat", "bone" }, { "seat", "pass": true }, { "seat", "draw" }), { "seat", "redeal": true } or { "ruling" }';
    case 'rule-seat-count':
      return 'a game has 2 to 4 seats';
    case 'rule-most-moves':
      return `a hand has at most ${reason.most} moves`;
    case 'rule-most-hands':
      return `a record has at most ${reason.most} hands`;
    case 'rule-most-corrections':
      return `a record has at most ${reason.most} corrections`;
    case 'rule-name-missing':
      return 'a seat needs a name';
    case 'rule-name-long':
      return `a seat name has at most ${reason.most} characters`;
    case 'rule-name-unseen':
      return 'a seat needs a name (this one has only characters that do not show)';
    case 'rule-reason-line':
      return "a ruling's reason is one line of text, with no control character or direction mark";
    case 'rule-name-character':
      return `a seat name is one line of text that shows as it reads, so it cannot hold ${reason.code} (a control character, a direction mark or half a character), found at character ${reason.at}`;
    case 'option-not-both':
      return `choose either ${joinOr(reason.either)}, not both`;
    case 'option-seats':
      return `${reason.option} is played by ${joinOr(reason.either.map(String))} players only; ${reason.given} seats are given`;
    case 'option-needs':
      return `${reason.option} is played only with ${reason.needs}`;
    case 'field-missing':
      return `missing (expected ${say(reason.expected)})`;
    case 'field-type':
      return `expected ${say(reason.expected)}, found ${say(reason.found)}`;
    case 'field-value':
      return `expected ${joinOr(reason.either)}, found ${say(reason.found)}`;
    case 'field-range':
      return `${say(reason.found)} is out of range (${say(reason.bound)})`;
    case 'too-few-items':
      return `${say(reason.found)} has too few items (at least ${reason.limit})`;
    case 'too-long':
      return `too long (at most ${reason.most} characters)`;
    case 'too-many-items':
      return `too many items (at most ${reason.limit})`;
    case 'field-unknown':
      return `unknown ${reason.count === 1 ? 'field' : 'fields'} ${say(reason.keys)}`;
    case 'field-unknown-more':
      return `${reason.count} unknown fields, among them ${say(reason.keys)}`;
    case 'field-derived':
      return `${say(reason.unknown)}: a record holds the moves, and how each hand ended and the score are worked out from them, never written`;
    case 'option-unknown':
      return `unknown option ${say(reason.key)} for ${reason.rules}`;
    case 'moves-missing':
      return 'missing (expected "moves", or "redeal" for a hand thrown in)';
    case 'redeal-no-moves':
      return 'a hand thrown in before any move is written without "moves"';
    case 'redeal-settled':
      return 'a hand thrown in has no bones left or pips to settle.';
    case 'no-seat':
      return `there is no seat ${reason.seat} in a game of ${reason.seats}.`;
    case 'seat-missing':
      return `seat "${reason.key}" is missing.`;
    case 'seat-extra':
      return `there is no seat "${reason.key}" in a game of ${reason.seats}.`;
    case 'not-a-bone':
      return `${say(reason.found)} is not a bone (numbers 0 to 9).`;
    case 'correction-hand':
      return `the record has ${plural(reason.count, 'hand', 'hands')}; a correction can be in one of them or the next.`;
    case 'seats-for-rules':
      // The family's name is in the English only: the screens say the rules' id (params).
      return `${FAMILIES[reason.rules as RuleFamily].name} is played by ${joinOr(reason.either.map(String))} players; ${reason.given} seats are given.`;
    case 'seats-same-name':
      return `Two seats are both named ${say(reason.name)}: names must differ.`;
    case 'seats-look-alike':
      return `Two seats are both named ${say(reason.name)} (seats ${reason.first} and ${reason.seat} differ only in capitals, accents, how the same letters are written, spaces between words, or characters that do not show): names must differ.`;
    case 'format-missing':
      return 'missing';
    case 'format-other':
      return `not ${say(reason.found)}`;
    default:
      return TYPE_WORDS[reason.kind];
  }
}

/** The engine's English for a reason of this module (the words of its refusal message). */
export function sayRecordReason(r: RecordReason | FieldPlace): string {
  return say(r);
}

/**
 * The engine's English for a record refusal, from its facts alone. The strict JSON reader's three
 * (too deep, a key twice, a reserved key) keep domain/strict-json.ts's words after the field.
 */
export function sayRecordRefusal<C extends SaidCode>(code: C, params: RecordParams[C]): string {
  const p = params as RecordParams[RecordCode] & Partial<Record<string, unknown>>;
  switch (code) {
    case 'record/field':
      return `${say(p.field as FieldPlace)}: ${say(p.reason as FieldReason)}`;
    case 'record/option':
      return `${say(p.field as string)}: ${say(p.reason as FieldReason)}.`;
    case 'record/format':
      return `${say(p.field as string)} must be ${p.expected as string} (${say(p.found as RecordReason)}).`;
    case 'record/rules':
      return `Unknown rules ${say(p.found as Quoted)}: this version knows ${joinAnd(p.known as readonly string[])}.`;
    default:
      return say(p.reason as SeatsReason);
  }
}

/** The params as the error value carries them (domain/result.ts `Fact`). */
export function asFacts(params: RecordParams[RecordCode]): Readonly<Record<string, Fact>> {
  return params as unknown as Readonly<Record<string, Fact>>;
}
