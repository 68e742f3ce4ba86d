/**
 * Why an event file (`dominoes-event/1`, docs/event-format.md) is refused, as data: each code's
 * facts (`EventParams`) and the engine's English built from them here and nowhere else
 * (`sayEventRefusal`), so the referee's message cannot drift from the `params` a screen says in
 * Spanish, as domain/record-words.ts does for the record. The shape refusals (`event/field`,
 * `event/option`, `event/format`, `event/rules`) carry the record's own facts (a field's path and
 * a `FieldReason`), so one template says a wrong field in either file.
 */
import { FAMILIES } from '../families/index.ts';
import { joinOr } from '../result.ts';
import type { Fact } from '../result.ts';
import type { RuleFamily } from '../rules.ts';
import { sayRecordReason, sayRecordRefusal } from '../record-words.ts';
import type { FieldPlace, FieldReason, Quoted, RecordParams } from '../record-words.ts';

/** The event's own rules for a field's shape, said as the record's rules are (`FieldReason`). */
export type EventRuleReason = { readonly kind: 'event-id' } | { readonly kind: 'event-date' } | { readonly kind: 'event-text' } | { readonly kind: 'event-text-missing' } | { readonly kind: 'event-round' };

const RULE_WORDS: Readonly<Record<EventRuleReason['kind'], string>> = {
  'event-id': 'an entrant id is 1 to 20 letters, digits, "-" or "_"',
  'event-date': 'a day of the calendar written YYYY-MM-DD, like "2026-11-26"',
  'event-text': 'a text is one line that shows as it reads (no control characters or direction marks)',
  'event-text-missing': 'missing (a text of at least one character that is not a space)',
  'event-round': 'a round is {"games": N} or {"firstTo": N}, N a whole number of at least 1',
};

/** The words of one of the event's own shape rules. */
export function sayEventRule(reason: EventRuleReason): string {
  return RULE_WORDS[reason.kind];
}

/** A schema's message given back as its rule (a union's `error` carries no facts of its own). */
export function eventRuleOf(message: string): EventRuleReason | null {
  const kind = (Object.keys(RULE_WORDS) as EventRuleReason['kind'][]).find((k) => RULE_WORDS[k] === message);
  return kind ? { kind } : null;
}

/** Why a game stopped by the clock (`ended: "time"`) is refused. */
export type EndedReason = 'in-play' | 'won' | 'no-hand';

/**
 * The facts of each event refusal, by code. An entrant is its id as JSON text (`"p1"`), and, where
 * the refusal has it, its name as the file gives it (`name`), which the director knows it by.
 */
export type EventParams = {
  readonly 'event/not-json': { readonly line: number; readonly column: number };
  readonly 'event/too-large': { readonly mb: number };
  readonly 'event/too-deep': { readonly field: FieldPlace; readonly most: number };
  readonly 'event/duplicate-key': { readonly field: FieldPlace };
  readonly 'event/reserved-key': { readonly field: FieldPlace; readonly key: string };
  readonly 'event/format': RecordParams['record/format'];
  readonly 'event/field': { readonly field: FieldPlace; readonly reason: FieldReason | EventRuleReason };
  readonly 'event/rules': RecordParams['record/rules'];
  readonly 'event/option': RecordParams['record/option'];
  readonly 'event/rules-not-offered': { readonly rules: string };
  readonly 'event/entry-rules': { readonly entry: string; readonly rules: string; readonly seats: readonly number[] };
  readonly 'event/pairing-entry': { readonly pairing: string; readonly entry: string };
  readonly 'event/rounds-planned': { readonly pairing: string; readonly planned: number };
  readonly 'event/table-size': { readonly entry: string; readonly tableSize: number };
  readonly 'event/players': { readonly entrant: string; readonly entry: string };
  readonly 'event/ranking-twice': { readonly key: string };
  readonly 'event/entrant-twice': { readonly entrant: string };
  readonly 'event/name-twice': { readonly name: Quoted; readonly other: Quoted };
  readonly 'event/unknown-entrant': { readonly entrant: string };
  readonly 'event/seated-twice': { readonly entrant: string; readonly name?: string };
  readonly 'event/seated-and-bye': { readonly entrant: string; readonly name?: string };
  readonly 'event/bye-twice': { readonly entrant: string; readonly name?: string };
  readonly 'event/seat-count': { readonly entry: string; readonly either: readonly number[]; readonly given: number };
  readonly 'event/table-twice': { readonly table: number };
  readonly 'event/forfeit-sides': { readonly sides: number };
  readonly 'event/forfeit-not-seated': { readonly entrant: string; readonly name?: string };
  readonly 'event/forfeit-twice': { readonly entrant: string; readonly name?: string };
  readonly 'event/forfeit-with-games': { readonly games: number };
  readonly 'event/table-no-result': { readonly table: number; readonly round: number; readonly next: number };
  readonly 'event/game-rules': { readonly found: string; readonly expected: string };
  readonly 'event/game-options': { readonly option: string; readonly found: Quoted; readonly expected: Quoted };
  /** `seat`: the record's seat counted from 1, as the score cards print seats. */
  readonly 'event/game-seats': { readonly seat: number; readonly found: Quoted; readonly expected: readonly Quoted[] };
  readonly 'event/ended-time': { readonly reason: EndedReason };
  readonly 'event/paper-score': { readonly sides: number; readonly given: number };
  readonly 'event/game-unfinished': { readonly next: number };
  readonly 'event/game-after-complete': { readonly games: number };
};
export type EventCode = keyof EventParams;

/** Every code, each once: the type makes a code added to EventParams be listed here (docs/event-format.md lists them all). */
const CODES: Readonly<Record<EventCode, true>> = {
  ...{ 'event/not-json': true, 'event/too-large': true, 'event/too-deep': true, 'event/duplicate-key': true, 'event/reserved-key': true },
  ...{ 'event/format': true, 'event/field': true, 'event/rules': true, 'event/option': true, 'event/rules-not-offered': true },
  ...{ 'event/entry-rules': true, 'event/pairing-entry': true, 'event/table-size': true, 'event/players': true, 'event/ranking-twice': true },
  ...{ 'event/entrant-twice': true, 'event/name-twice': true, 'event/unknown-entrant': true, 'event/seated-twice': true },
  ...{ 'event/seated-and-bye': true, 'event/bye-twice': true, 'event/seat-count': true, 'event/table-twice': true, 'event/forfeit-sides': true },
  ...{ 'event/forfeit-not-seated': true, 'event/forfeit-twice': true, 'event/forfeit-with-games': true, 'event/game-rules': true },
  ...{ 'event/game-options': true, 'event/game-seats': true, 'event/ended-time': true, 'event/paper-score': true, 'event/game-unfinished': true },
  ...{ 'event/game-after-complete': true, 'event/rounds-planned': true, 'event/table-no-result': true },
};
export const EVENT_CODES: readonly EventCode[] = Object.keys(CODES) as EventCode[];

const ENDED_WORDS: Readonly<Record<EndedReason, string>> = {
  'in-play': 'its last hand is not over (a game is stopped by the clock after a finished hand)',
  won: 'the record has a winner already, so the game was not stopped by the clock',
  'no-hand': 'it has no finished hand (a game is stopped by the clock after a finished hand)',
};

const familyName = (rules: string): string => FAMILIES[rules as RuleFamily]?.name ?? rules;

/** The engine's English for an event refusal, from its facts alone. */
export function sayEventRefusal<C extends EventCode>(code: C, params: EventParams[C]): string {
  const p = params as EventParams[EventCode] & Readonly<Record<string, unknown>>;
  const place = (): string => sayRecordReason(p['field'] as FieldPlace);
  // The name where the refusal knows it (a hand-made round's check may name an id alone).
  const who = (): string => (typeof p['name'] === 'string' ? `${p['name']} (entrant ${String(p['entrant'])})` : `Entrant ${String(p['entrant'])}`);
  switch (code) {
    case 'event/not-json':
      return `The file is not JSON (line ${String(p['line'])}, column ${String(p['column'])}).`;
    case 'event/too-large':
      return `The file is larger than ${String(p['mb'])} MB, the most an event file may be.`;
    case 'event/too-deep':
      return `${place()}: lists and objects are nested more than ${String(p['most'])} deep here; an event file needs far fewer.`;
    case 'event/duplicate-key':
      return `${place()}: this key is given twice in one object; a file that two readers would read differently is refused.`;
    case 'event/reserved-key':
      return `${place()}: ${String(p['key'])} is not a field of an event file, and JavaScript gives this name a meaning of its own, so the file is refused.`;
    case 'event/format':
      return sayRecordRefusal('record/format', params as RecordParams['record/format']);
    case 'event/field': {
      const reason = p['reason'] as FieldReason | EventRuleReason;
      if (Object.hasOwn(RULE_WORDS, reason.kind)) return `${place()}: ${sayEventRule(reason as EventRuleReason)}`;
      return sayRecordRefusal('record/field', params as RecordParams['record/field']);
    }
    case 'event/rules':
      return sayRecordRefusal('record/rules', params as RecordParams['record/rules']);
    case 'event/option':
      return sayRecordRefusal('record/option', params as RecordParams['record/option']);
    case 'event/rules-not-offered':
      return `${familyName(p['rules'] as string)} is not offered for events: its lowest score wins, so it ranks the other way.`;
    case 'event/entry-rules': {
      const seats = p['seats'] as readonly number[];
      const entry = p['entry'] as string;
      const need = entry === 'cut-throat' ? `each player on his own at ${joinOr(seats.map(String))} seats` : 'two teams of two at four seats';
      return `${familyName(p['rules'] as string)} cannot be played by ${entry}: the entry needs a game of ${need}.`;
    }
    case 'event/pairing-entry':
      return `Pairing "${String(p['pairing'])}" does not draw ${String(p['entry'])}: ${PAIRING_FOR[p['pairing'] as string] ?? 'it draws another entry'}.`;
    case 'event/rounds-planned':
      return `A round robin knows its own number of rounds (every two pairs meet once), so it takes no "roundsPlanned" (${String(p['planned'])} given); the other pairings do.`;
    case 'event/table-size':
      return `tableSize ${String(p['tableSize'])} is for cut-throat; ${String(p['entry'])} always sit four to a table.`;
    case 'event/players':
      return p['entry'] === 'pairs'
        ? `Entrant ${String(p['entrant'])} needs "players", the pair's two names as the records seat them.`
        : `Entrant ${String(p['entrant'])} has "players", which only a pair has (the entry is ${String(p['entry'])}).`;
    case 'event/ranking-twice':
      return `The ranking lists "${String(p['key'])}" twice; each key decides once.`;
    case 'event/entrant-twice':
      return `Two entrants have the id ${String(p['entrant'])}: ids must differ.`;
    case 'event/name-twice':
      return `Two players are both named ${sayRecordReason(p['name'] as Quoted)} (the other is written ${sayRecordReason(p['other'] as Quoted)}): the records could not tell them apart.`;
    case 'event/unknown-entrant':
      return `There is no entrant ${String(p['entrant'])}.`;
    case 'event/seated-twice':
      return `${who()} is seated twice in this round.`;
    case 'event/seated-and-bye':
      return `${who()} is both seated and given a bye in this round.`;
    case 'event/bye-twice':
      return `${who()} is given a bye twice in this round.`;
    case 'event/seat-count':
      return `A table of ${String(p['entry'])} has ${joinOr((p['either'] as readonly number[]).map(String))} seats; ${String(p['given'])} are given.`;
    case 'event/table-twice':
      return `Table ${String(p['table'])} is listed twice in this round: table numbers must differ.`;
    case 'event/forfeit-sides':
      return `A cut-throat table has no forfeit, whatever its size (this one seats ${String(p['sides'])}): the director reseats it instead.`;
    case 'event/forfeit-not-seated':
      return `${who()} forfeits a table where he is not seated.`;
    case 'event/forfeit-twice':
      return `${who()} is named twice in the forfeit.`;
    case 'event/forfeit-with-games':
      return `A forfeited table counts only as the forfeit, but it has ${String(p['games'])} ${p['games'] === 1 ? 'game' : 'games'}.`;
    case 'event/table-no-result':
      return `Table ${String(p['table'])} of round ${String(p['round'])} has no result (no game and no forfeit), but round ${String(p['next'])} follows it: a round is closed with a result at every table.`;
    case 'event/game-rules':
      return `The game is played under ${String(p['found'])}, but the event plays ${String(p['expected'])}.`;
    case 'event/game-options':
      return `The game's option ${String(p['option'])} is ${sayRecordReason(p['found'] as Quoted)}, but the event's is ${sayRecordReason(p['expected'] as Quoted)} (defaults filled in).`;
    case 'event/game-seats':
      return `Seat ${String(p['seat'])} of the game is ${sayRecordReason(p['found'] as Quoted)}, but the table seats ${joinOr((p['expected'] as readonly Quoted[]).map((q) => sayRecordReason(q)))} there.`;
    case 'event/ended-time':
      return `The game cannot be stopped by the clock: ${ENDED_WORDS[p['reason'] as EndedReason]}.`;
    case 'event/paper-score':
      return `A paper score has one number a side: ${String(p['sides'])} here, ${String(p['given'])} given.`;
    case 'event/game-unfinished':
      return `The game is not finished, but game ${String(p['next'])} follows it at the table: only a table's last game may be in play.`;
    default:
      return `The table was complete after ${String(p['games'])} ${p['games'] === 1 ? 'game' : 'games'}: no game follows.`;
  }
}

/** Which entry each pairing draws, for `event/pairing-entry`. */
const PAIRING_FOR: Readonly<Record<string, string>> = {
  'round-robin': 'round robin draws pairs',
  swiss: 'Swiss draws pairs',
  rotating: 'rotating partners draws individuals',
  'cut-throat': 'cut-throat tables draw a cut-throat entry',
};

/** The params as the error value carries them (domain/result.ts `Fact`). */
export function eventFacts<C extends EventCode>(params: EventParams[C]): Readonly<Record<string, Fact>> {
  return params as unknown as Readonly<Record<string, Fact>>;
}
