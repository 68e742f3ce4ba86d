/**
 * Entrants as the event methods take them (issue 17, "Entrants"): typed in one by one (createEvent,
 * addEntrant, renameEntrant) or imported from CSV, and the CSV written back out. One check for all
 * of them, so a name refused when typed is refused the same way from a file.
 *
 * Names are compared as the record compares seat names (domain/record.ts `lookAlike`: capitals,
 * letter width and Latin accents aside), over every name that sits at a table: the entrants' names
 * in individual and cut-throat events, the players' names in pairs (the team names too, among
 * themselves). Our reading: any two entrants may meet, so two names that would make a table's
 * record refused ("José" and "Jose") are refused when they enter, not when they meet.
 *
 * The CSV is read with csv-parse and written with csv-stringify. A cell that a spreadsheet would
 * run as a formula (starting with = + - @, a tab or a carriage return; OWASP "CSV injection") is
 * written with an apostrophe before it, and the apostrophe is taken off again on import, so a file
 * written here reads back to the same entrants.
 *
 * Refusals name the place: `field` (`entrants[2].name`, or `row 4, name` for a CSV) and, from a
 * CSV, `params.row` (as a spreadsheet counts rows, the header is row 1) and `params.column`. Codes
 * and their other facts, for a screen's own words (their own codes: the event file's for the same
 * faults have other facts): `event/entrant-name` (`reason`: empty, unseen, long with `most`,
 * character with `character`), `event/entrant-id` (`id`), `event/entrant-players` (`entry`),
 * `event/entrant-id-twice` (`id`) and `event/entrant-name-twice` (`name`), each with the earlier
 * place that has it (`earlierField`, or a CSV's `earlierRow` and `earlierColumn`; neither when an
 * entrant of the event has it), `event/too-many-entrants` (`most`, `given`), `event/csv`
 * (`line`), `event/csv-column` (`problem`: empty-file, unknown with `columns` and the header's
 * `position`, twice, missing).
 */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { pairName } from '../domain/events/types.ts';
import type { Entrant, Entry } from '../domain/events/types.ts';
import type { EventRefusalCode } from '../domain/events/refusal-codes.ts';
import { lookAlike, MAX_SEAT_NAME_CHARS, seatNamesProblem } from '../domain/record.ts';
import type { Fact } from '../domain/result.ts';
import type { ApiError } from './contract.ts';
import { ENTRANT_ID_PATTERN, MAX_ENTRANTS } from './event-contract.ts';
import { MAX_TEXT_CHARS } from '../domain/events/format.ts';

/** An entrant as typed or read from a row: the id may be left for us to choose. */
export interface NewEntrant {
  readonly id?: string | undefined;
  readonly name: string;
  readonly players?: readonly [string, string] | undefined;
}

/** Where a new entrant came from, for the refusal to name it. */
export type EntrantPlace =
  /** The input's list (createEvent `entrants[i]`), or one entrant alone (field prefix ''). */
  | { readonly kind: 'input'; readonly field: (i: number, key: string) => string }
  /** A CSV row, counted as a spreadsheet shows it (the header is row 1). */
  | { readonly kind: 'csv'; readonly rows: readonly number[] };

export type Refusal = { readonly ok: false; readonly error: ApiError };

function refusal(code: EventRefusalCode, message: string, field: string, params: Readonly<Record<string, Fact>>): Refusal {
  return { ok: false, error: { code, message, field, params } };
}

/** "Row 4, column name: " or "entrants[2].name: ". */
function where(place: EntrantPlace, i: number, key: string): { readonly text: string; readonly field: string; readonly params: Readonly<Record<string, Fact>> } {
  if (place.kind === 'input') {
    const field = place.field(i, key);
    // The field is a fact where the message names it, so a screen says it in the same place.
    return { text: field ? `${field}: ` : '', field: field || key, params: field ? { field } : {} };
  }
  const row = place.rows[i]!;
  return { text: `Row ${row}, column ${key}: `, field: `row ${row}, ${key}`, params: { row, column: key } };
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * The earlier place a repeated id or name was given, as facts (the message names it, so a screen
 * says it too, in its own language): none when an entrant of the event has it (`first` < 0).
 */
function earlierPlace(place: EntrantPlace, first: number, key: string): Readonly<Record<string, Fact>> {
  if (first < 0) return {};
  if (place.kind === 'csv') return { earlierRow: place.rows[first]!, earlierColumn: key };
  const field = place.field(first, key);
  return field ? { earlierField: field } : {};
}

/** What a name cannot be, by the record's rules for a seat's name (team names may be longer). */
type NameProblem = { readonly reason: 'empty' | 'unseen' } | { readonly reason: 'long'; readonly most: number } | { readonly reason: 'character'; readonly character: string };

function nameProblem(name: string, most: number): NameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return { reason: 'empty' };
  if ([...trimmed].length > most) return { reason: 'long', most };
  const problem = seatNamesProblem([trimmed]);
  if (problem?.kind === 'character') return { reason: 'character', character: problem.code };
  if (problem?.kind === 'missing') return { reason: 'unseen' };
  return null;
}

/** A name's problem in words; the screens say it from `reason` (and `most`, `character`). */
function nameWords(problem: NameProblem): string {
  switch (problem.reason) {
    case 'empty':
      return 'the name is empty';
    case 'unseen':
      return 'the name shows nothing';
    case 'long':
      return `the name is longer than ${problem.most} characters`;
    case 'character':
      return `the name holds a character a name cannot hold (${problem.character})`;
  }
}

/**
 * The longest team name: the event file's (a pair's name is free text there, up to 200), so a pair
 * imported from a file can be renamed, and typed, under the name it has. It was two players'
 * names and " & " (83), shorter than what Import takes.
 */
const MAX_TEAM_NAME_CHARS = MAX_TEXT_CHARS;

/** Ids "E1", "E2" … not yet taken, for entrants typed without one. */
function freshIds(taken: ReadonlySet<string>, count: number): string[] {
  const out: string[] = [];
  for (let n = 1; out.length < count; n++) {
    const id = `E${n}`;
    if (!taken.has(id)) out.push(id);
  }
  return out;
}

/**
 * The new entrants checked against each other and the event's own: names as the records need
 * them, ids well formed and unique (made for those without one), players for pairs and only for
 * pairs. The entrants to add, or the first problem, naming its place.
 */
export function checkNewEntrants(entry: Entry, existing: readonly Entrant[], adds: readonly NewEntrant[], place: EntrantPlace): { ok: true; value: Entrant[] } | Refusal {
  if (existing.length + adds.length > MAX_ENTRANTS) {
    return refusal('event/too-many-entrants', `An event takes at most ${MAX_ENTRANTS} entrants; this would make ${existing.length + adds.length}.`, 'entrants', { most: MAX_ENTRANTS, given: existing.length + adds.length });
  }
  const teamNames = entry === 'pairs';
  for (const [i, add] of adds.entries()) {
    const at = where(place, i, 'name');
    const problem = nameProblem(add.name, teamNames ? MAX_TEAM_NAME_CHARS : MAX_SEAT_NAME_CHARS);
    if (problem) return refusal('event/entrant-name', `${at.text}${nameWords(problem)}.`, at.field, { ...at.params, ...problem });
    if (add.id !== undefined && !ENTRANT_ID_PATTERN.test(add.id)) {
      const id = where(place, i, 'id');
      return refusal('event/entrant-id', `${id.text}an entrant id is 1 to 20 letters, digits, "-" or "_", not ${JSON.stringify(add.id)}.`, id.field, { ...id.params, id: add.id });
    }
    if (teamNames && !add.players) {
      const p = where(place, i, 'player1');
      return refusal('event/entrant-players', `${p.text}a pair needs its two players' names.`, p.field, { ...p.params, entry });
    }
    if (!teamNames && add.players) {
      const p = where(place, i, 'player1');
      return refusal('event/entrant-players', `${p.text}only pairs have players; in ${entry} each entrant is one player.`, p.field, { ...p.params, entry });
    }
    for (const [k, player] of (add.players ?? []).entries()) {
      const column = `player${k + 1}`;
      const bad = nameProblem(player, MAX_SEAT_NAME_CHARS);
      const p = where(place, i, column);
      if (bad) return refusal('event/entrant-name', `${p.text}${nameWords(bad)}.`, p.field, { ...p.params, ...bad });
    }
  }

  // Ids: given ones unique among all; the rest made.
  const ids = new Map(existing.map((e) => [e.id, -1]));
  for (const [i, add] of adds.entries()) {
    if (add.id === undefined) continue;
    if (ids.has(add.id)) {
      const at = where(place, i, 'id');
      const other = ids.get(add.id)!;
      const before = other < 0 ? 'an entrant of the event has it already' : `${lowerFirst(where(place, other, 'id').text.replace(/: $/, ''))} has it too`;
      return refusal('event/entrant-id-twice', `${at.text}the id ${add.id} is given twice (${before}).`, at.field, { ...at.params, id: add.id, ...earlierPlace(place, other, 'id') });
    }
    ids.set(add.id, i);
  }
  const made = freshIds(new Set(ids.keys()), adds.filter((a) => a.id === undefined).length);
  const entrants: Entrant[] = adds.map((add) => ({
    id: add.id ?? made.shift()!,
    name: add.name.trim(),
    ...(add.players && { players: [add.players[0].trim(), add.players[1].trim()] as const }),
  }));

  // Names: the team names among themselves, and every name that sits at a table.
  const twice = sameNames(
    [...existing.map((e) => e.name), ...entrants.map((e) => e.name)],
    existing.length,
  ) ?? (teamNames ? sameNames([...existing, ...entrants].flatMap((e) => e.players ?? []), 2 * existing.length, 2) : null);
  if (twice) {
    const { index, player, first, firstPlayer } = twice;
    const key = (p: number | null) => (p === null ? 'name' : `player${p + 1}`);
    const at = where(place, index, key(player));
    const earlier = first < 0 ? 'an entrant of the event' : lowerFirst(where(place, first, key(firstPlayer)).text.replace(/: $/, ''));
    return refusal('event/entrant-name-twice', `${at.text}this name reads the same as one already given (${earlier}): names must differ as heard at the table.`, at.field, { ...at.params, name: twice.name, ...earlierPlace(place, first, key(firstPlayer)) });
  }
  return { ok: true, value: entrants };
}

/**
 * The first new name (past `known` existing ones) that reads as an earlier one, as `lookAlike`
 * hears names. `per` names per entrant (2 for players): the answer says which entrant and player.
 */
function sameNames(names: readonly string[], known: number, per = 1): { index: number; player: number | null; first: number; firstPlayer: number | null; name: string } | null {
  const alike = lookAlike(names);
  if (!alike || alike.seat < known) return null;
  const entrant = (n: number) => Math.floor(n / per) - known / per;
  const player = (n: number) => (per === 1 ? null : n % per);
  return { index: entrant(alike.seat), player: player(alike.seat), first: alike.first < known ? -1 : entrant(alike.first), firstPlayer: player(alike.first), name: names[alike.seat]! };
}

/**
 * The name a renamed entrant keeps when none is given: a pair's team name as it is (issue 25 item
 * 2: "correcting a player's spelling keeps the team name"), unless it was only its players' names
 * joined ("Ann & Cat", never given apart), which then follow the players.
 */
function nameKept(current: Entrant, players: readonly [string, string] | undefined): string {
  return current.players && players && current.name === pairName(current.players) ? pairName(players) : current.name;
}

/** The new entrants of a renamed one: the others as they are, this one with its new name (kept when none is given: `nameKept`). */
export function renamed(entry: Entry, entrants: readonly Entrant[], current: Entrant, name: string | undefined, players: readonly [string, string] | undefined): { ok: true; value: Entrant } | Refusal {
  const id = current.id;
  const others = entrants.filter((e) => e.id !== id);
  const checked = checkNewEntrants(
    entry,
    others,
    [{ id, name: name ?? nameKept(current, players), players: players ?? current.players }],
    { kind: 'input', field: (_, key) => (key === 'name' ? 'name' : key === 'id' ? 'entrant' : 'players') },
  );
  return checked.ok ? { ok: true, value: { ...checked.value[0]!, ...(current.withdrawn && { withdrawn: true }) } } : checked;
}

// ---- CSV --------------------------------------------------------------------------------------

const FORMULA_START = /^[=+\-@\t\r]/;
/** What export put an apostrophe before: a formula start, or an apostrophe before one. */
const ESCAPED = /^'[=+\-@\t\r']/;

/** A cell a spreadsheet would not run: an apostrophe before a formula start (and before an apostrophe that was there, so import can tell them apart). */
export function safeCell(text: string): string {
  return FORMULA_START.test(text) || ESCAPED.test(text) ? `'${text}` : text;
}

/** A cell as written by safeCell, read back. */
export function cellRead(text: string): string {
  return ESCAPED.test(text) ? text.slice(1) : text;
}

const COLUMNS = ['id', 'name', 'player1', 'player2'] as const;

/** The entrants as CSV: `id,name` (and `player1,player2` for pairs), a header first, in file order. */
export function writeEntrantsCsv(entry: Entry, entrants: readonly Entrant[]): string {
  const pairs = entry === 'pairs';
  const header = pairs ? [...COLUMNS] : ['id', 'name'];
  const rows = entrants.map((e) => (pairs ? [e.id, e.name, e.players?.[0] ?? '', e.players?.[1] ?? ''] : [e.id, e.name]).map(safeCell));
  return stringify([header, ...rows], { record_delimiter: '\r\n' });
}

/**
 * The separator a CSV uses, from its header row (issue 25 item 3: "Entrants CSV with `;` as the
 * separator (Excel in Spanish, French, German), with `,` or `;` detected from the header row"):
 * the one the first line that is not blank holds more of; a comma when it holds neither (one
 * column) or as many of each.
 */
export function csvSeparator(text: string): ',' | ';' {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/).find((line) => line.trim() !== '') ?? '';
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * The new entrants a CSV lists, checked against the event's: every row, or a refusal naming the
 * row and column of the first problem (nothing is added then). A header row is required: `name`,
 * optional `id`, and for pairs `player1` and `player2`; a byte-order mark is tolerated, other
 * columns refused (a misspelt header would otherwise drop its column). The separator is `,` or
 * `;`, as the header row shows (`csvSeparator`). Rows that are empty or hold only separators and
 * spaces (a spreadsheet's blank rows, saved as ";;;") are skipped, each row keeping its own
 * number, as the spreadsheet shows it, in a later refusal; a row with more or fewer cells than the
 * header is refused, as it was before such rows were skipped.
 */
export function readEntrantsCsv(text: string, entry: Entry, existing: readonly Entrant[]): { ok: true; value: Entrant[] } | Refusal {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    // Lengths are checked below, once the rows of separators alone (of any length) are left out.
    const options = { bom: true, delimiter: csvSeparator(text), skip_empty_lines: true, skip_records_with_empty_values: true, relax_column_count: true, info: true } as const;
    parsed = parse(text, options) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const line = (e as { lines?: number }).lines ?? 0;
    return refusal('event/csv', `The file is not CSV as expected${line ? ` (near line ${line})` : ''}: ${(e as Error).message.replace(/^Invalid [^:]*: /, '')}.`, 'text', { line });
  }
  const uneven = parsed.find((p) => p.record.length !== parsed[0]!.record.length);
  if (uneven) {
    const line = uneven.info.lines;
    return refusal('event/csv', `The file is not CSV as expected (near line ${line}): expect ${parsed[0]!.record.length}, got ${uneven.record.length} on line ${line}.`, 'text', { line });
  }
  const records = parsed.map((p) => p.record);
  const header = records[0];
  if (!header) return refusal('event/csv-column', 'Row 1: the file is empty; its first row must name the columns (name, and id, player1, player2 where they apply).', 'text', { row: 1, column: 'name', problem: 'empty-file' });
  const columns: Record<string, number> = {};
  const wanted = entry === 'pairs' ? COLUMNS : (['id', 'name'] as const);
  for (const [i, raw] of header.entries()) {
    const name = raw.replace(/^\uFEFF/, '').trim().toLowerCase();
    if (!(wanted as readonly string[]).includes(name)) {
      return refusal('event/csv-column', `Row 1, column ${i + 1}: ${JSON.stringify(raw.slice(0, 40))} is not a column of an entrants file (${wanted.join(', ')}).`, `row 1, ${i + 1}`, { row: 1, column: raw.slice(0, 40), position: i + 1, problem: 'unknown', columns: [...wanted] });
    }
    if (name in columns) return refusal('event/csv-column', `Row 1: the column ${name} is given twice.`, `row 1, ${name}`, { row: 1, column: name, problem: 'twice' });
    columns[name] = i;
  }
  const required = entry === 'pairs' ? ['name', 'player1', 'player2'] : ['name'];
  const missing = required.find((c) => !(c in columns));
  if (missing) return refusal('event/csv-column', `Row 1: the file has no column ${missing}.`, `row 1, ${missing}`, { row: 1, column: missing, problem: 'missing' });

  const rows: number[] = [];
  const adds: NewEntrant[] = [];
  const cell = (record: readonly string[], column: string): string | undefined => {
    const i = columns[column];
    return i === undefined ? undefined : cellRead(record[i] ?? '').trim();
  };
  for (const { record, info } of parsed.slice(1)) {
    const line = info.lines;
    const id = cell(record, 'id');
    const p1 = cell(record, 'player1');
    const p2 = cell(record, 'player2');
    rows.push(line);
    adds.push({ ...(id && { id }), name: cell(record, 'name') ?? '', ...(p1 !== undefined && p2 !== undefined && { players: [p1, p2] as const }) });
  }
  return checkNewEntrants(entry, existing, adds, { kind: 'csv', rows });
}
