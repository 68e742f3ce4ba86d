/**
 * The organizer's screens' reading of an event (issue 17, "Screens"), kept pure so it is tested
 * without a browser: entrants typed one a line, each side's names at a table, what decided a
 * place in the standings (domain/events/standings.ts placeNotes) and a draw's warnings, each as
 * facts a screen puts into its language.
 */
import type { DrawWarning, Entry, EventChangeView, EventTableView } from '../../api/contract.ts';
import { isEventRefusalCode } from '../../domain/events/refusal-codes.ts';
import type { EventRefusalCode } from '../../domain/events/refusal-codes.ts';
import type { PlaceNote } from '../../domain/events/standings.ts';
import { PAIR_JOIN, pairName, STANDING_FIGURES } from '../../domain/events/types.ts';
import type { StandingRow } from '../../domain/events/types.ts';
import { refusalDetail, sayFact } from './refusal.ts';
import type { Fact } from './refusal.ts';

/** An entrant as typed in the New event form (the api makes its id from the name). */
export interface TypedEntrant {
  readonly name: string;
  readonly players?: readonly [string, string];
  /** Pairs: the team name typed before the players ("Los Primos: Ann & Cat"); absent when none was. */
  readonly team?: string;
}

/** What is wrong with a line of typed entrants; `line` counts from 1, as an editor shows it. */
export type EntrantsProblem =
  | { readonly kind: 'pair-needs-two'; readonly line: number }
  | { readonly kind: 'duplicate'; readonly line: number; readonly first: number; readonly name: string };

/** A pair's team name comes before its players, after this: "Los Primos: Ann & Cat" (issue 25 item 2). */
const TEAM_MARK = ':';

/**
 * Entrants typed one a line; blank lines are skipped. Pairs: "Ann & Cat" (the pair's name is the
 * two names joined, its players the two), or with a team name before them, "Los Primos: Ann &
 * Cat" (issue 25 item 2: "A pair has a team name and its two players", as the CSV has `name`,
 * `player1` and `player2`). A name listed twice is refused here, naming both lines, compared
 * without case or surrounding space (the api's own check compares names the record's way and
 * would refuse it anyway, without the line).
 */
export function parseEntrants(text: string, entry: Entry): { ok: true; entrants: TypedEntrant[] } | { ok: false; problem: EntrantsProblem } {
  const entrants: TypedEntrant[] = [];
  const seen = new Map<string, number>();
  for (const [i, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (line === '') continue;
    let entrant: TypedEntrant;
    if (entry === 'pairs') {
      const mark = line.indexOf(TEAM_MARK);
      const team = mark < 0 ? '' : line.slice(0, mark).trim();
      const parts = line.slice(mark + 1).split(PAIR_JOIN).map((p) => p.trim());
      if (parts.length !== 2 || parts[0] === '' || parts[1] === '') return { ok: false, problem: { kind: 'pair-needs-two', line: i + 1 } };
      const players = [parts[0]!, parts[1]!] as const;
      entrant = team === '' ? { name: pairName(players), players } : { name: team, players, team };
    } else entrant = { name: line.replace(/\s+/g, ' ') };
    const key = entrant.name.toLocaleLowerCase();
    const first = seen.get(key);
    if (first !== undefined) return { ok: false, problem: { kind: 'duplicate', line: i + 1, first, name: entrant.name } };
    seen.set(key, i + 1);
    entrants.push(entrant);
  }
  return { ok: true, entrants };
}

/**
 * An entrant as the late-entry box and Rename show it, to be typed again: a pair as its players
 * ("Ann & Cat"), led by its team name when it has one of its own ("Los Primos: Ann & Cat").
 */
export function entrantLine(entrant: { readonly name: string; readonly players: readonly [string, string] | null }): string {
  if (!entrant.players) return entrant.name;
  const players = pairName(entrant.players);
  return entrant.name === players ? players : `${entrant.name}${TEAM_MARK} ${players}`;
}

/**
 * The names of each side at a table, in the record's side order: a pair by its name; partners
 * in `individuals` joined ("Ann & Cat"); each player in cut-throat.
 */
export function sideNames(table: Pick<EventTableView, 'seats' | 'sides'>, entry: Entry): string[] {
  if (entry === 'pairs') return table.seats.map((s) => s.name);
  return table.sides.map((side) => side.map((seat) => table.seats[seat]?.name ?? '?').join(' & '));
}

/** A score by side, as the matches list writes one: "100–73". */
export function scoreText(score: readonly number[]): string {
  return score.join('–');
}

/**
 * Where a table stands, one meaning whatever the number of games entered (issue 25 item 7: "in
 * play it shows the games (`1–0 in games`) and the game in play's score (`game 2: 3–1`)"): not
 * started; in play with the games won by each side, and the game in play's score when one is;
 * complete with the games won; or the forfeit, naming who did not play (`names`).
 */
export function tableStatusText(table: Pick<EventTableView, 'status' | 'forfeit' | 'games' | 'gamesWon'>, names: (ids: readonly string[]) => string, say: Say): string {
  if (table.forfeit.length > 0) return say('event.screen.forfeited', { names: names(table.forfeit) });
  if (table.status === 'not-started') return say('event.screen.notStarted', {});
  const games = say('event.screen.gamesWon', { score: scoreText(table.gamesWon) });
  if (table.status === 'complete') return say('event.screen.complete', { score: games });
  const playing = table.games.at(-1);
  const inPlay = playing && !playing.finished ? [say('event.screen.gameScore', { n: playing.game, score: scoreText(playing.score) })] : [];
  return say('event.screen.inPlay', { score: [games, ...inPlay].join(' · ') });
}

/** A draw warning's facts for its sentence (event.edit.<kind>): the table and the names it concerns. */
export function warningFacts(warning: DrawWarning, nameOf: (id: string) => string): Record<string, string | number> {
  if (warning.kind === 'second-bye') return { a: nameOf(warning.entrant) };
  if (warning.kind === 'schedule-left') return { round: warning.round };
  return { table: warning.table, a: nameOf(warning.entrants[0]), b: nameOf(warning.entrants[1]) };
}

/** The figures of a standings row in the order the screen's columns show them (issue 17, "Standings"). */
export const STANDING_COLUMNS = STANDING_FIGURES;

/** vue-i18n's `t` (with `plural`, the form for that count), as the words below need it. */
type Say = (key: string, params: Record<string, string | number>, plural?: number) => string;

/**
 * Who shares a place: "shared by 5: Ann, Bob, Cat and 2 others" (issue 25 item 18: a place is
 * counted and its first few named, so the words of a row stay short however many share it).
 * Empty for a place of one.
 */
export function sharedPlaceText(shared: PlaceNote['shared'], say: Say): string {
  if (shared === null) return '';
  const names = shared.named.map((e) => e.name).join(', ');
  const others = shared.count - shared.named.length;
  return others > 0 ? say('event.standings.sharedMore', { total: shared.count, names, others }, others) : say('event.standings.shared', { total: shared.count, names });
}

/**
 * The printed sheet's "ahead on" cell for a row: how many share its place ("shared by 7": each
 * entrant is named on the sheet once, issue 17, "Printing", and those sharing the place are the
 * rows around it), and on the last row of a place the ranking key that put it ahead (the row below
 * is the one it is ahead of, so its name is not said again either).
 */
export function sheetDecidedText(aheadOn: StandingRow['aheadOn'], note: PlaceNote | undefined, say: Say): string {
  // The key and the two figures it compared, as the screen says them ("efectividad, 18 to 12";
  // issue 25 item 9), without the name of the row below (each name is on the sheet once); head
  // to head has no figure of one entrant's, so the key alone.
  const ahead = note?.ahead;
  const key = aheadOn === null ? '' : say(`event.keys.${aheadOn.key}`, {});
  const decided = aheadOn === null ? '' : ahead && ahead.figure !== null && ahead.ofFigure !== null ? say('print.standings.aheadFigures', { key, figure: ahead.figure, of: ahead.ofFigure }) : key;
  const parts = [note?.shared ? say('print.standings.shared', { total: note.shared.count }) : '', decided];
  return parts.filter((part) => part !== '').join('; ');
}

/**
 * What a standings row says beside its place: who shares it ("shared by 2: Cat & Dan, Eve &
 * Fay"), and what put the place ahead of the next one down ("ahead of Cat & Dan on efectividad,
 * 35 to 20"; head to head has no figure of one entrant's, so none is said). Nothing on the last
 * place when nobody shares it.
 */
export function placeNoteText(note: PlaceNote | undefined, say: Say): string {
  if (!note) return '';
  const parts: string[] = [];
  if (note.shared) parts.push(sharedPlaceText(note.shared, say));
  const ahead = note.ahead;
  if (ahead) {
    const facts = { name: ahead.of.name, key: say(`event.keys.${ahead.key}`, {}) };
    parts.push(
      ahead.figure === null || ahead.ofFigure === null
        ? say('event.standings.aheadOn', facts)
        : say('event.standings.aheadOnFigures', { ...facts, figure: ahead.figure, of: ahead.ofFigure }),
    );
  }
  return parts.join('; ');
}

/** A line of the event's history as History words it (api/event-contract.ts EventChangeView). */
type ChangeLine = Pick<EventChangeView, 'origin' | 'round' | 'table' | 'game' | 'kind' | 'before' | 'after'>;

/** A score kept in the history (a paper game's, or a recorded game's `{ matchId, score }`) as "6–0"; null where it holds none. */
function keptScore(kept: unknown): string | null {
  const score = Array.isArray(kept) ? kept : typeof kept === 'object' && kept !== null && Array.isArray((kept as { score?: unknown }).score) ? (kept as { score: unknown[] }).score : null;
  return score !== null && score.every((p) => typeof p === 'number') ? scoreText(score as number[]) : null;
}

/**
 * Where a write came from (db/origin.ts): the organizer's screens, an import, or a table's device
 * (`device:N`, the room's device N), said by the table it changed: a device reaches only its own
 * table (api/access.ts), so the change's table is the device's.
 */
export function originWords(origin: string, say: Say, table: number | null = null): string {
  if (/^device:\d+$/.test(origin)) return table === null ? say('event.changes.origin.aDevice', {}) : say('event.changes.origin.device', { table });
  return say(origin === 'import' ? 'event.changes.origin.import' : 'event.changes.origin.organizer', {});
}

/**
 * What a line of the history says happened (issue 25 item 4: "every correction of a paper score
 * is kept and shown in History (old score, new score, when)"): its place, then the change, from
 * the facts the line keeps; where it came from and when are said beside it.
 */
export function changeWords(change: ChangeLine, say: Say): string {
  const place = change.round === null ? '' : say(change.table === null ? 'event.changes.round' : change.game === null ? 'event.changes.table' : 'event.changes.game', {
    round: change.round,
    table: change.table ?? 0,
    game: change.game ?? 0,
  });
  const before = keptScore(change.before);
  const after = keptScore(change.after);
  let what: string;
  if (change.kind === 'paper-score') what = before === null ? say('event.changes.paperEntered', { after: after ?? '' }) : say('event.changes.paperCorrected', { before, after: after ?? '' });
  else if (change.kind === 'game-removed') what = before === null ? say('event.changes.removed', {}) : say('event.changes.removedScore', { before });
  else what = say(`event.changes.kinds.${change.kind}`, {});
  return `${place}${what}`;
}

/** A refusal as the screens receive it (api/contract.ts ApiError's shape). */
interface Said {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, Fact>>;
  /** Where, as an event error names it (a draw's block carries them beside its facts). */
  readonly round?: number | null;
  readonly table?: number | null;
  readonly game?: number | null;
  /** In a game's record, 0-based as `referee check` gives them. */
  readonly hand?: number | null;
  readonly move?: number | null;
}

/** vue-i18n's `te` and `t` (with `plural`, the form for that count), as a refusal's words need them. */
type Has = (key: string) => boolean;
type SayCounted = (key: string, params: Record<string, string | number>, plural?: number) => string;

/** A fact's text, to name a template after. */
const text = (fact: Fact | undefined): string | undefined => (typeof fact === 'string' ? fact : undefined);

/** Which earlier place a repeated id or name names (api/entrants.ts): 'row', 'field', or none (the event's). */
const earlierPlace = (f: Readonly<Record<string, Fact>>): string | undefined => (f['earlierRow'] !== undefined ? 'row' : f['earlierField'] !== undefined ? 'field' : undefined);

/**
 * Refusals whose facts pick a template of their own, `event.refusal.<code>-<which>`, tried before
 * the code's: why a clock stop is refused, what is wrong with a name or a CSV's columns, a pair's
 * players (needed) against another entry's (not had), a pair's players kept by its records
 * against a player's own name, a hand-made round's number checked against the next
 * (`expected`), and an event with no round yet (nothing to change, no round to name).
 */
const PARTICULAR: Partial<Record<EventRefusalCode, (facts: Readonly<Record<string, Fact>>) => string | undefined>> = {
  'event/ended-time': (f) => text(f['reason']),
  'event/entrant-name': (f) => text(f['reason']),
  'event/csv-column': (f) => text(f['problem']),
  // Where an id or name was given before, as the api's message says: a CSV's row, the input's field, or (neither) an entrant of the event.
  'event/entrant-id-twice': (f) => earlierPlace(f),
  'event/entrant-name-twice': (f) => earlierPlace(f),
  'event/players': (f) => text(f['entry']),
  'event/entrant-players': (f) => text(f['entry']),
  'event/names-recorded': (f) => (f['entry'] === 'pairs' ? 'pairs' : undefined),
  'event/round-number': (f) => (f['expected'] !== undefined ? 'expected' : f['last'] === 0 ? 'none' : undefined),
  'event/no-such-round': (f) => (f['rounds'] === 0 ? 'none' : undefined),
  // A result refused on a closed round names its table, as the api's message does; a command on the round as a whole has none.
  'event/round-closed': (f) => (f['table'] !== undefined ? 'table' : undefined),
  // Why a paper score cannot be a game's (domain/events/paper-doubt.ts): past the reach, two at the target …
  'event/score-unreachable': (f) => text(f['reason']),
};

/**
 * The facts a refusal's template cannot do without, where the refusal may come without them: a
 * shape the schema words alone (domain/events/format.ts `wordsOnly`), said then as the api says it.
 */
const NEEDS: Partial<Record<EventRefusalCode, readonly string[]>> = { 'event/field': ['field', 'reason'], 'event/option': ['field', 'reason'] };

/** Facts that are one of the app's own words (an entry, a pairing, a family, a ranking key): said as the screens name them. */
const WORD_FACTS: Readonly<Record<string, string>> = { entry: 'event.entries', pairing: 'event.pairings', rules: 'families' };
const CODE_WORD_FACTS: Partial<Record<EventRefusalCode, Readonly<Record<string, string>>>> = {
  'event/game-rules': { found: 'families', expected: 'families' },
  'event/ranking-twice': { key: 'event.keys' },
};

/** Lists of facts that are alternatives, joined with "or" as the engine's English joins them (the seat counts an entry fits, the names a seat may hold). */
const EITHER: Partial<Record<EventRefusalCode, readonly string[]>> = { 'event/entry-rules': ['seats'], 'event/game-seats': ['expected'] };

/** The message key of an event refusal's template: 'event/round-closed' → 'event.refusal.event_round-closed'. */
export function eventRefusalKey(code: string): string {
  return `event.refusal.${code.replace('/', '_')}`;
}

/** The keys that may hold a refusal's template, most particular first. */
export function eventRefusalKeys(refusal: Pick<Said, 'code' | 'params'>): string[] {
  const key = eventRefusalKey(refusal.code);
  const which = isEventRefusalCode(refusal.code) ? PARTICULAR[refusal.code]?.(refusal.params ?? {}) : undefined;
  return which === undefined ? [key] : [`${key}-${which}`, key];
}

/**
 * An event refusal's words in `locale` from its template over the facts it carries, in every
 * language, so English and Spanish say the same thing the same way (the review of issue 17: the
 * English screens showed the api's message while the Spanish ones used templates); null where the
 * match screens' way should say it: a code with no template here (a record's, the database's), or
 * facts the template cannot do without, or a fact (a record's reason) with no words in `locale`.
 * That way ends in the api's message, the fallback for a code the screens do not know.
 */
export function eventRefusalWords(refusal: Said, locale: string, has: Has, say: SayCounted): string | null {
  const key = eventRefusalKeys(refusal).find((k) => has(k));
  if (key === undefined || !isEventRefusalCode(refusal.code)) return null;
  if (NEEDS[refusal.code]?.some((fact) => refusal.params?.[fact] === undefined)) return null;
  const facts: Record<string, string | number> = {};
  for (const place of ['round', 'table', 'game'] as const) {
    const at = refusal[place];
    if (typeof at === 'number') facts[place] = at;
  }
  const words = { ...WORD_FACTS, ...CODE_WORD_FACTS[refusal.code] };
  for (const [name, fact] of Object.entries(refusal.params ?? {})) {
    const wordKey = typeof fact === 'string' && words[name] !== undefined ? `${words[name]}.${fact}` : null;
    const joined = EITHER[refusal.code]?.includes(name) ? 'either' : name;
    const said = wordKey !== null && has(wordKey) ? say(wordKey, {}) : sayFact(joined, fact, locale, (k) => has(k), say);
    if (said === null) return null;
    facts[name] = said;
  }
  // An entrant is said by name; a refusal made before names came with them has only the id.
  if (facts['name'] === undefined && facts['entrant'] !== undefined) facts['name'] = facts['entrant'];
  // Where an entrant typed or read is wrong, as the api's message opens: a CSV's row and column,
  // or the input's field.
  const row = refusal.params?.['row'];
  const field = refusal.params?.['field'];
  facts['at'] = typeof row === 'number' ? say('event.refusalAt.row', { row, column: String(refusal.params?.['column'] ?? '') }) : typeof field === 'string' ? `${field}: ` : '';
  return say(key, facts);
}

/** The places an event refusal may name, in the order organizers say them. */
const PLACES = ['round', 'table', 'game', 'hand', 'move'] as const;

/**
 * Where an event refusal is, as `referee standings` says it (issue 25 item 5): "Round 2, table 3,
 * game 1, hand 4, move 7: ", the round and game from 1, the table by its number, a record's hand
 * and move (0-based in the refusal) from 1 as `referee check` says them; '' where it names none.
 * One definition for the referee's text and the app's Import.
 */
export function eventPlaceText(refusal: Pick<Said, (typeof PLACES)[number]>, say: Say): string {
  const parts = PLACES.flatMap((place) => {
    const at = refusal[place];
    if (typeof at !== 'number') return [];
    return [say(`event.place.${place}`, { n: place === 'hand' || place === 'move' ? at + 1 : at })];
  });
  return parts.length === 0 ? '' : `${sentence(parts.join(', '))}: `;
}

/**
 * An event refusal in `locale`: its template (eventRefusalWords), else the match screens' words
 * for it (a record's refusal met in an event file, the database's), which end in the api's
 * message. `placed`: led by where it is (eventPlaceText), as an event file's refusal is said on
 * Import and by the referee, whose place the words themselves do not always name ("seated twice
 * in this round").
 */
export function eventRefusalText(refusal: Said, locale: string, has: Has, say: SayCounted, placed = false): string {
  const words = eventRefusalWords(refusal, locale, has, say) ?? refusalDetail(refusal, locale, (key) => has(key), say);
  return placed ? `${eventPlaceText(refusal, say)}${words}` : words;
}

/**
 * A refusal said beside the box it came from (issue 25 item 2: "A refusal in a box is shown beside
 * that box, in a sentence that starts with a capital"): without the field the api names (the box
 * is that field: "name: the name is empty" read as a form's line), so that its words begin the
 * sentence.
 */
export function inBox<R extends Said>(refusal: R): R {
  if (refusal.params?.['field'] === undefined) return refusal;
  const { field: _field, ...params } = refusal.params;
  return { ...refusal, params };
}

/** Text as a sentence: its first letter a capital, in the locale's way. */
export function sentence(text: string, locale?: string): string {
  return `${text.charAt(0).toLocaleUpperCase(locale)}${text.slice(1)}`;
}
