/**
 * Every refusal of the tournament layer said in the organizer's language from its facts (issue 17,
 * "Bad input gets a clear refusal" and "Screens ... EN/ES"): each code of
 * domain/events/refusal-codes.ts is met here through the code that makes it (an event file's
 * check, the store, the draw and a hand-made round's check, the api's entrants and CSV, the
 * service), never from params written by hand, and its English and Spanish templates
 * (renderer/src/locales, event.refusal.*) must say it with the facts it carries (vue-i18n says a
 * fact not given as nothing, so each fact a template names must be one the refusal carries), none
 * of its numbers left out; the Spanish must not be the api's English.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { ApiError } from '../../api/contract.ts';
import { checkNewEntrants, readEntrantsCsv } from '../../api/entrants.ts';
import type { NewEntrant } from '../../api/entrants.ts';
import { eventApiError, MAX_ENTRANTS } from '../../api/event-contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import {
  addEntrant,
  addPenalty,
  addRound,
  createEvent,
  readEventSummary,
  readStoredEvent,
  redoRound,
  removeGame,
  removePenalty,
  setForfeit,
  setGameEnded,
  setPaperScore,
  setWithdrawn,
  startGame,
  updateEntrant,
} from '../../db/events.ts';
import type { EventId } from '../../db/events.ts';
import { startHand } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { checkEventText, eventTooLarge } from '../../domain/events/format.ts';
import { drawRefusal, drawWarnings, MAX_DRAWN } from '../../domain/events/pairing.ts';
import { EVENT_REFUSAL_CODES } from '../../domain/events/refusal-codes.ts';
import { computeStandings } from '../../domain/events/standings.ts';
import type { DrawnRound, DrawWarning, Entrant, EventError } from '../../domain/events/types.ts';
import type { RecordError } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { eventRefusalKeys, eventRefusalWords, warningFacts } from '../../renderer/src/eventWords.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { changedNight, del, FILES_REFUSED_AT_A_PLACE, put } from '../support/event-files.ts';
import type { Json } from '../support/event-files.ts';
import { placeholders } from '../support/templates.ts';
import { randomMatchRecord } from '../support/random.ts';
import { circleRound, individualEntrants, pairEntrants, pairsSettings, playInto } from '../support/stored-events.ts';

/** Each refusal met, by what made it (a code may be met several ways, each with its own facts). */
const met = new Map<string, ApiError>();

/** Keeps the refusal as the screens receive it: the api's shape, the places it does not name left out. */
function meet(what: string, error: Refusal | null | undefined): void {
  if (!error) throw new Error(`${what}: no refusal`);
  met.set(what, eventApiError({ round: null, table: null, game: null, hand: null, move: null, field: null, ...error } as EventError).error);
}
/** A refusal in any of the layers' shapes (a match's write refused by its event is a RecordError's). */
type Refusal = EventError | ApiError | RecordError;
function refused(what: string, result: { readonly ok: true } | { readonly ok: false; readonly error: Refusal }): void {
  if (result.ok) throw new Error(`${what}: accepted`);
  meet(what, result.error);
}
function ok<T>(result: Result<T, EventError>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

// ---- the event file ----------------------------------------------------------------------

const changed = changedNight;
const individuals = (entrants: unknown[]): Json => ({
  ...{ format: 'dominoes-event/1', name: 'x', date: '2026-01-31', rules: 'jamaican-partner', entry: 'individuals', pairing: 'rotating' },
  ...{ round: { games: 1 }, entrants, rounds: [] },
});

const FILES: readonly [string, unknown][] = [
  ['a file that is not JSON', '{"format": '],
  ['a file nested too deep', changed((e) => (e['venue'] = JSON.parse('['.repeat(300) + ']'.repeat(300)) as unknown))],
  ['a key twice', '{"format": "dominoes-event/1", "format": "dominoes-event/1"}'],
  ['a reserved key', '{"__proto__": 1}'],
  ['another format', changed((e) => (e['format'] = 'dominoes-event/9'))],
  ['a day not on the calendar', changed((e) => (e['date'] = '2026-02-30'))],
  ['an entrant id with a space (the event\'s own rule)', changed((e) => put(e, 'entrants[0].id', 'p 1'))],
  ['a round format of neither kind', changed((e) => (e['round'] = -1))],
  ['an unknown field', changed((e) => (e['colour'] = 'red'))],
  ['unknown rules', changed((e) => (e['rules'] = 'texas-42'))],
  ['an option the family does not have', changed((e) => (e['options'] = { colour: 1 }))],
  ['an option value the family refuses', changed((e) => (e['options'] = { target: 0 }))],
  ['Jamaican French', changed((e) => (e['rules'] = 'jamaican-french'))],
  ['pairs at a game each for oneself', changed((e) => (e['rules'] = 'jamaican-cut-throat'))],
  ['a pairing of another entry', changed((e) => (e['pairing'] = 'rotating'))],
  ['rounds planned for a round robin', changed((e) => (e['roundsPlanned'] = 4))],
  ['a table size for pairs', changed((e) => (e['tableSize'] = 3))],
  ['a pair without its players', changed((e) => del(e, 'entrants[1].players'))],
  ['an individual with players', individuals(['Ann', 'Ben', 'Cat', 'Dan'].map((n, i) => ({ id: `e${i + 1}`, name: n, ...(i === 0 && { players: ['A', 'B'] }) })))],
  ['a ranking key twice', changed((e) => (e['ranking'] = ['won', 'buchholz', 'won']))],
  ['an entrant id twice', changed((e) => put(e, 'entrants[2].id', 'p1'))],
  ['two players named alike', changed((e) => put(e, 'entrants[3].players[1]', 'éve'))],
  ...FILES_REFUSED_AT_A_PLACE,
];

// ---- the store, the draw and the api ------------------------------------------------------

/** The seats of `table` in `round` of a stored event. */
function seatsOf(db: ReturnType<typeof openDatabase>, eventId: EventId, round: number, table: number): readonly string[] {
  return readStoredEvent(db, eventId)!.rounds[round - 1]!.tables.find((t) => t.table === table)!.seats;
}
function draw(db: ReturnType<typeof openDatabase>, eventId: EventId): EventError | null {
  const summary = readEventSummary(db, eventId)!;
  return drawRefusal(summary, computeStandings(summary));
}

function meetStore(): void {
  const db = openDatabase(':memory:');
  const ids = ['P1', 'P2', 'P3', 'P4'];
  // Two games a table, bone by bone at table 1.
  const a = ok(createEvent(db, pairsSettings({ options: { target: 6 }, round: { games: 2 } }), pairEntrants(4)));
  refused('an event not there', startGame(db, 99, 1, 1));
  refused('a round not drawn', startGame(db, a, 1, 1));
  ok(addRound(db, a, circleRound(ids, 1)));
  refused('a table not in the round', startGame(db, a, 1, 9));
  refused('a game not there', removeGame(db, a, 1, 1, 3));
  refused('a penalty not there', removePenalty(db, a, 999));
  refused('a penalty of no points', addPenalty(db, a, 1, { entrant: 'P1', points: 0, reason: 'late' }));
  refused('a penalty with no reason', addPenalty(db, a, 1, { entrant: 'P1', points: 3, reason: ' ' }));
  refused('a paper score of three numbers', setPaperScore(db, a, 1, 2, null, [2, 0, 1]));
  refused('a negative paper score', setPaperScore(db, a, 1, 2, null, [-1, 2]));
  const first = ok(startGame(db, a, 1, 1));
  playInto(db, first.matchId, randomMatchRecord(21, 3, { options: { target: 6 } }));
  refused('a game started while one is in play', startGame(db, a, 1, 1));
  refused('paper over a recorded game', setPaperScore(db, a, 1, 1, 1, [2, 0]));
  ok(setGameEnded(db, a, 1, 1, 1, 'time'));
  refused('a hand on a game the clock stopped', startHand(db, first.matchId));
  ok(startGame(db, a, 1, 1));
  refused('a stop taken off a game another follows', setGameEnded(db, a, 1, 1, 1, null));
  refused('a game removed that is not the last', removeGame(db, a, 1, 1, 1));
  refused('a clock stop on a game with no hand', setGameEnded(db, a, 1, 1, 2, 'time'));
  const [x] = seatsOf(db, a, 1, 1);
  refused("a pair's players renamed once recorded", updateEntrant(db, a, x!, { players: ['Zed', 'Zoe'] }));
  refused('a forfeit at a table with games', setForfeit(db, a, 1, 1, [x!]));
  refused('a forfeit by a pair of another table', setForfeit(db, a, 1, 2, [x!]));
  ok(setPaperScore(db, a, 1, 2, null, [6, 0]));
  refused('a clock stop on a paper score', setGameEnded(db, a, 1, 2, 1, 'time'));
  // Issue 25 item 4: a paper score the rules cannot leave, each reason, asked before it is kept.
  refused('a paper score past what a game can reach', setPaperScore(db, a, 1, 2, 1, [60, 0], true));
  refused("a loser's points a reset takes away", setPaperScore(db, a, 1, 2, 1, [6, 2], true));
  const race = ok(createEvent(db, pairsSettings({ name: 'Race', options: { target: 6, onOpponentWin: 'race', ties: 'replay' } }), pairEntrants(4)));
  ok(addRound(db, race, circleRound(ids, 1)));
  refused('a paper score past the target after tied hands', setPaperScore(db, race, 1, 1, null, [60, 0], true));
  refused('two sides at the target of a race', setPaperScore(db, race, 1, 1, null, [7, 6], true));
  const latin = ok(createEvent(db, pairsSettings({ name: 'Latin', rules: 'latin-partnership', options: { blockScore: 'both' } }), pairEntrants(4)));
  ok(addRound(db, latin, circleRound(ids, 1)));
  refused('a paper score past a deciding deal', setPaperScore(db, latin, 1, 1, null, [1000, 0], true));
  const cut = ok(createEvent(db, pairsSettings({ name: 'Cut', rules: 'jamaican-cut-throat', options: {}, entry: 'cut-throat', pairing: 'cut-throat', tableSize: 3 }), individualEntrants(3)));
  ok(addRound(db, cut, { round: 1, tables: [{ table: 1, seats: ['I1', 'I2', 'I3'] }], byes: [] }));
  refused('a cut-throat score with nobody at 0', setPaperScore(db, cut, 1, 1, null, [6, 2, 1], true));
  meet('a draw while a table plays (the draw)', draw(db, a));
  refused('a round added while a table plays (the store)', addRound(db, a, circleRound(ids, 2)));

  // One game a table, on paper.
  const b = ok(createEvent(db, pairsSettings({ name: 'Paper' }), pairEntrants(4)));
  ok(addRound(db, b, circleRound(ids, 1)));
  ok(setPaperScore(db, b, 1, 1, null, [2, 0]));
  ok(setPaperScore(db, b, 1, 2, null, [2, 1]));
  refused('a game on a complete table', startGame(db, b, 1, 1));
  ok(addRound(db, b, circleRound(ids, 2)));
  refused('a score on a closed round', setPaperScore(db, b, 1, 1, 1, [0, 2]));
  ok(setPaperScore(db, b, 2, 1, null, [2, 0]));
  refused('a round drawn again with results', redoRound(db, b, circleRound(ids, 2)));
  refused('a round drawn again that is not the last', redoRound(db, b, circleRound(ids, 1)));
  ok(setForfeit(db, b, 2, 2, [seatsOf(db, b, 2, 2)[0]!]));
  refused('a game on a forfeited table', startGame(db, b, 2, 2));
  refused('a round set out of order', addRound(db, b, circleRound(ids, 4)));
  refused('a table number of 0', addRound(db, b, { round: 3, tables: [{ table: 0, seats: ['P1', 'P2'] }, { table: 2, seats: ['P3', 'P4'] }], byes: [] }));
  refused('a pair left out of a round', addRound(db, b, { round: 3, tables: [{ table: 1, seats: ['P1', 'P2'] }], byes: ['P3'] }));
  ok(setWithdrawn(db, b, 'P4', true));
  refused('a withdrawn pair seated', addRound(db, b, { round: 3, tables: [{ table: 1, seats: ['P1', 'P4'] }], byes: ['P2', 'P3'] }));
  // The store refuses a late entry to a round-robin when it would come in, with the draw's words.
  refused('a late entry to a round-robin', addEntrant(db, b, { id: 'P5', name: 'Pair 5', players: ['A5', 'B5'] }));

  const solo = ok(createEvent(db, pairsSettings({ name: 'Solo', entry: 'individuals', pairing: 'rotating' }), individualEntrants(4)));
  ok(addRound(db, solo, { round: 1, tables: [{ table: 1, seats: ['I1', 'I2', 'I3', 'I4'] }], byes: [] }));
  ok(startGame(db, solo, 1, 1));
  refused("a player's name changed once recorded", updateEntrant(db, solo, 'I1', { name: 'Zed' }));
  meet('a draw in an event paired by hand', draw(db, ok(createEvent(db, pairsSettings({ name: 'Hand', pairing: 'manual' }), pairEntrants(4)))));
  meet('a draw with one pair', draw(db, ok(createEvent(db, pairsSettings({ name: 'One' }), pairEntrants(1)))));
  // Swiss on match points too far apart for the matching: 32 pairs, a win worth 1,000,000 and a
  // draw 0.5, eight rounds of the circle, every table won by its first pair and each third drawn.
  const far = ok(createEvent(db, pairsSettings({ name: 'Far', pairing: 'swiss', points: { win: 1_000_000, draw: 0.5, loss: 0, bye: 1_000_000 } }), pairEntrants(32)));
  const farIds = pairEntrants(32).map((e) => e.id);
  for (let r = 1; r <= 8; r++) {
    ok(addRound(db, far, circleRound(farIds, r)));
    for (let table = 1; table <= 16; table++) ok(setPaperScore(db, far, r, table, null, r % 2 === 0 && table % 3 === 1 ? [1, 1] : [2, table % 2]));
  }
  meet('a Swiss draw on match points too far apart', draw(db, far));
  meet('a Swiss draw of more than the app draws', draw(db, ok(createEvent(db, pairsSettings({ name: 'Many', pairing: 'swiss' }), pairEntrants(MAX_DRAWN + 1)))));
  const over = ok(createEvent(db, pairsSettings({ name: 'Two' }), pairEntrants(2)));
  ok(addRound(db, over, circleRound(['P1', 'P2'], 1)));
  ok(setPaperScore(db, over, 1, 1, null, [2, 0]));
  meet('a round-robin played out', draw(db, over));
  db.close();
}

function meetEntrants(): void {
  const input = { kind: 'input', field: (i: number, key: string) => `entrants[${i}].${key}` } as const;
  const pair = (name: string, players: [string, string], id?: string): NewEntrant => ({ name, players, ...(id !== undefined && { id }) });
  const ann = pair('Ann & Cat', ['Ann', 'Cat']);
  refused('a pair with one player', checkNewEntrants('pairs', [], [ann, { name: 'Solo' }], input));
  refused('an individual with players', checkNewEntrants('individuals', [], [ann], input));
  refused('an id twice', checkNewEntrants('pairs', [], [{ ...ann, id: 'x' }, pair('Ben & Dan', ['Ben', 'Dan'], 'x')], input));
  refused('a name twice', checkNewEntrants('pairs', [], [ann, pair('Ann and Co', ['ANN', 'Bo'])], input));
  refused('an id with a space', checkNewEntrants('pairs', [], [pair('Ann & Cat', ['Ann', 'Cat'], 'a b')], input));
  refused('a name of spaces', checkNewEntrants('individuals', [], [{ name: '   ' }], input));
  refused('a name too long', checkNewEntrants('individuals', [], [{ name: 'x'.repeat(200) }], input));
  refused('a name with a control character', checkNewEntrants('individuals', [], [{ name: 'Ann\u0007' }], input));
  refused('a name that shows nothing', checkNewEntrants('individuals', [], [{ name: '\u200b' }], input));
  refused('too many entrants', checkNewEntrants('individuals', individualEntrants(MAX_ENTRANTS), [{ name: 'One more' }], input));
  // A row of one empty cell is a blank row (issue 25 item 3), skipped: the name is missing beside an id.
  refused('a CSV row with an empty name', readEntrantsCsv('id,name\nI1,Ann\nI2,""\n', 'individuals', []));
  refused('a CSV that is not CSV', readEntrantsCsv('name\n"Ann\n', 'individuals', []));
  refused('an empty CSV', readEntrantsCsv('', 'individuals', []));
  refused('a CSV column not ours', readEntrantsCsv('name,colour\nAnn,red\n', 'individuals', []));
  refused('a CSV column twice', readEntrantsCsv('name,name\nAnn,Ann\n', 'individuals', []));
  refused('a CSV without its players', readEntrantsCsv('name\nAnn & Cat\n', 'pairs', []));
  // A repeat names the earlier place that has it: an entrant of the event, a CSV's row and column, the input's field.
  refused('an id an entrant of the event has', checkNewEntrants('individuals', individualEntrants(2), [{ id: 'I1', name: 'Zed' }], input));
  refused('a name an entrant of the event has', checkNewEntrants('individuals', individualEntrants(2), [{ name: 'player 1' }], input));
  refused('an id twice in a CSV', readEntrantsCsv('id,name\nx,Ann\nx,Ben\n', 'individuals', []));
  refused('a name twice in a CSV', readEntrantsCsv('name,player1,player2\nA & C,Ann,Cat\nB & D,Bo,ANN\n', 'pairs', []));
}

/** Whether `text` names the number `n` (not as a part of another). */
const saysNumber = (text: string, n: unknown): boolean => new RegExp(`(^|[^\\w.])${String(n)}(?!\\d)`).test(text);

const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: false, missingWarn: false, fallbackWarn: false, messages: { en, es } });
const has = (locale: 'en' | 'es') => (key: string) => i18n.global.te(key, locale);
const say = (locale: 'en' | 'es') => (key: string, params: Record<string, string | number>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, params, { locale }) : i18n.global.t(key, params, { locale, plural });

/** The text of a template at a dotted key of a locale's messages. */
function templateAt(locale: 'en' | 'es', key: string): string {
  const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], locale === 'en' ? en : es);
  return typeof text === 'string' ? text : '';
}
/** The facts a refusal gives its template: its params, where it was, who (the id when no name came), and where a typed entrant is (`at`). */
const carried = (error: ApiError): Set<string> =>
  new Set([...Object.keys(error.params ?? {}), ...(['round', 'table', 'game'] as const).filter((p) => error[p] !== undefined), 'at', ...(error.params?.['entrant'] !== undefined ? ['name'] : [])]);

/** What is wrong with how a refusal is said: no template, a fact unfilled or left out, English in Spanish. */
function wordGaps(what: string, error: ApiError): string[] {
  const gaps: string[] = [];
  const key = eventRefusalKeys(error).find((k) => i18n.global.te(k, 'en'));
  if (key === undefined) gaps.push(`${what}: no template ${eventRefusalKeys(error).join(' or ')}`);
  const english = eventRefusalWords(error, 'en', has('en'), say('en'));
  const spanish = eventRefusalWords(error, 'es', has('es'), say('es'));
  for (const [locale, words] of [['en', english], ['es', spanish]] as const) {
    // vue-i18n says a fact it was not given as nothing: each the template names must be one the refusal carries.
    const unfilled = key === undefined ? [] : placeholders(templateAt(locale, key)).filter((name) => !carried(error).has(name));
    if (words === null) gaps.push(`${what}: no ${locale} words`);
    else if (unfilled.length > 0) gaps.push(`${what}: ${locale} names {${unfilled.join('}, {')}}, not facts it carries: ${words}`);
    else {
      // Every number among its facts is said, and where it was (round, table, game) when the
      // api's English names it (a file's refusal says "in this round"; the screen shows where).
      // A 0 is said as "no round yet" where it counts rounds.
      const places = [error.round, error.table, error.game].filter((n) => typeof n === 'number' && saysNumber(error.message, n));
      const numbers = [...Object.values(error.params ?? {}).filter((f) => typeof f === 'number' && f !== 0), ...places];
      const left = numbers.filter((n) => !saysNumber(words, n));
      if (left.length > 0) gaps.push(`${what}: ${locale} leaves out ${left.join(', ')}: ${words}`);
    }
  }
  if (spanish !== null && spanish === error.message) gaps.push(`${what}: the Spanish is the English message`);
  // A name the refusal carries is said by that name.
  const name = error.params?.['name'];
  if (typeof name === 'string' && spanish !== null && !spanish.includes(name)) gaps.push(`${what}: es leaves out ${name}`);
  return gaps;
}

let dir = '';
let service: Service;

beforeAll(async () => {
  for (const [what, file] of FILES) refused(what, checkEventText(file));
  meet('a file over the limit (the referee, and the import before it reads)', eventTooLarge());
  meetStore();
  meetEntrants();
  dir = mkdtempSync(join(tmpdir(), 'dominoes-event-words-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3' });
  const made = await service.call('createEvent', { name: 'Club night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants: pairEntrants(4) });
  if (!made.ok) throw new Error(made.error.message);
  const eventId = (made.value as { id: number }).id;
  refused('a rename of an entrant not there', await service.call('renameEntrant', { eventId, entrant: 'zz', name: 'Zed' }));
  refused('a rename to a name with a control character', await service.call('renameEntrant', { eventId, entrant: 'P1', name: 'Ann\u0007' }));
  refused('a round set by hand past the next', await service.call('saveRound', { eventId, round: 5, tables: [{ table: 1, seats: ['P1', 'P2'] }], byes: [] }));
  refused('an event not there (the service)', await service.call('getEvent', { eventId: 999 }));
});
afterAll(() => {
  service?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('every refusal of the tournament layer, met', () => {
  it('each code is met here, through the code that makes it', () => {
    const codes = new Set([...met.values()].map((e) => e.code));
    expect(EVENT_REFUSAL_CODES.filter((c) => !codes.has(c))).toEqual([]);
    // Only the layer's own codes: a record's (record/...) has the match screens' words.
    expect([...codes].filter((c) => !(EVENT_REFUSAL_CODES as readonly string[]).includes(c))).toEqual([]);
  });

  it('every event code written anywhere in the app is listed (a code made outside the typed helpers too)', () => {
    const listed = new Set<string>(EVENT_REFUSAL_CODES);
    const written = new Set<string>();
    for (const folder of ['domain', 'db', 'api', 'server', 'cli', 'electron', 'renderer/src']) {
      for (const file of readdirSync(new URL(`../../${folder}/`, import.meta.url), { recursive: true, encoding: 'utf8' })) {
        if (!/\.(ts|vue)$/.test(file)) continue;
        const source = readFileSync(new URL(`../../${folder}/${file}`, import.meta.url), 'utf8');
        for (const m of source.matchAll(/'(event\/[a-z-]+)'/g)) written.add(m[1]!);
      }
    }
    expect([...written].filter((c) => !listed.has(c))).toEqual([]);
    // And the scan reads what it should: each listed code is written where it is made.
    expect(EVENT_REFUSAL_CODES.filter((c) => !written.has(c))).toEqual([]);
  });

  it('each is said in English and Spanish from its template, every fact filled in', () => {
    expect([...met].flatMap(([what, error]) => wordGaps(what, error))).toEqual([]);
  });

  it('every template is one a refusal met here picks (a particular one by its fact), or a code\'s own kept for a fact not met', () => {
    const picked = new Set([...met.values()].map((e) => eventRefusalKeys(e).find((k) => i18n.global.te(k, 'en'))));
    const fallbacks = [...met.values()].flatMap((e) => eventRefusalKeys(e).slice(1));
    const unused = Object.keys(en.event.refusal).map((k) => `event.refusal.${k}`).filter((k) => !picked.has(k) && !fallbacks.includes(k));
    expect(unused).toEqual([]);
  });

  it('examples read as a club says them', () => {
    const es = (what: string) => eventRefusalWords(met.get(what)!, 'es', has('es'), say('es'));
    expect(es('a table not in the round')).toBe('La ronda 1 no tiene mesa 9; sus mesas son 1 y 2.');
    expect(es('a pair left out of a round')).toBe('Pair 4 no tiene ni asiento ni descanso en la ronda 3.');
    expect(es('a CSV row with an empty name')).toBe('Fila 3, columna name: el nombre está vacío.');
    // The names a seat may hold are alternatives, as the engine's English says them.
    expect(es("a seat not the table's")).toBe('En el asiento 2 de la partida está "Zoe", pero la mesa sienta ahí a "Ben" o "Dan".');
    // Seats counted from 1, as the score cards print them ("Seat 1: Ann"), whatever index the file gives.
    expect(eventRefusalWords(met.get("a seat not the table's")!, 'en', has('en'), say('en'))).toBe('Seat 2 of the game is "Zoe", but the table seats "Ben" or "Dan" there.');
    // A rename names the input's field, as the api's English does.
    expect(es('a rename to a name with a control character')).toBe('name: el nombre lleva un carácter que un nombre no puede llevar (U+0007).');
    expect(es('a pairing of another entry')).toBe('El emparejamiento Parejas rotativas no sirve para la modalidad Parejas.');
    expect(es('an entrant id with a space (the event\'s own rule)')).toBe('entrants[0].id: un identificador de inscrito tiene de 1 a 20 letras, cifras, "-" o "_"');
  });

  // The review of issue 17: the English screens showed the api's message while the Spanish ones
  // used templates. Both now say the template's words, the same facts in the same order.
  it('in English too, from the template, not the api message (a family and an entry as the screens name them)', () => {
    const said = (what: string, locale: 'en' | 'es') => eventRefusalWords(met.get(what)!, locale, has(locale), say(locale));
    expect(met.get('a pairing of another entry')!.message).toBe('Pairing "rotating" does not draw pairs: rotating partners draws individuals.');
    expect(said('a pairing of another entry', 'en')).toBe('The pairing Rotating partners does not draw the entry Pairs.');
    expect(said('a game under other rules', 'en')).toBe('The game is played under Haitian, but the event plays Jamaican Partner.');
    expect(said('a table not in the round', 'en')).toBe('Round 1 has no table 9; its tables are 1 and 2.');
    expect(said('a table not in the round', 'es')).toBe('La ronda 1 no tiene mesa 9; sus mesas son 1 y 2.');
    // Where a result was refused, as the api's English said it: the table, the round.
    expect(said('a score on a closed round', 'en')).toBe('Round 1 is closed: the next round has been drawn from its results, so they can no longer change (table 1).');
    expect(said('a hand on a game the clock stopped', 'en')).toBe('The clock stopped game 1 of table 1, round 1: take that stop off before recording more of it.');
    // The round shows a refusal above its tables: a clock stop refused names the game and table
    // (it said only "The game cannot be stopped", found by the first evening run from outside).
    expect(said('a clock stop on a game with no hand', 'en')).toBe('Game 2 of table 1 cannot be stopped by the clock: it has no finished hand (a game is stopped by the clock after a finished hand).');
    expect(said('a clock stop on a game with no hand', 'es')).toMatch(/^La partida 2 de la mesa 1 no puede darse por terminada por tiempo: /);
    expect(said('a stop taken off a game another follows', 'es')).toBe('A la partida 1 de la mesa 1, ronda 1, le siguen 2 más: quite las partidas siguientes de la mesa antes de cambiar esta.');
    // Issue 25 item 4: the paper score's doubt says why, with the side's name, in both languages.
    expect(said('a paper score past what a game can reach', 'en')).toBe('In a game to 6 one hand adds at most 2 to a side’s score, so a game ends at 7 at most: Pair 2 has 60.');
    expect(said('a paper score past what a game can reach', 'es')).toBe('En una partida a 6 una mano suma como mucho 2 a un bando, así que una partida termina en 7 como mucho: Pair 2 tiene 60.');
    expect(said("a loser's points a reset takes away", 'en')).toBe('A won hand puts the losers back to 0, so one side at most has points: Pair 2 has 6 and Pair 3 has 2.');
  });

  // Polish of issue 17: some templates said less than the api's English, the earlier place of a
  // repeated id or name (entrants[0].id; row 2, column id) and a CSV header's column number, as
  // those facts were not in the refusal's params.
  it('says every place the api message names: a field, a row, a column', () => {
    const gaps = [...met].flatMap(([what, error]) =>
      (['en', 'es'] as const).flatMap((locale) => {
        const words = eventRefusalWords(error, locale, has(locale), say(locale)) ?? '';
        const fields = error.message.match(/entrants\[\d+\][\w.[\]]*\w/g) ?? [];
        const rowsAndColumns = locale === 'en' ? (error.message.match(/\b(row|column) \d+/gi) ?? []) : [];
        return [...fields, ...rowsAndColumns].filter((place) => !words.toLowerCase().includes(place.toLowerCase())).map((place) => `${what}: ${locale} leaves out ${place}: ${words}`);
      }),
    );
    expect(gaps).toEqual([]);
    const said = (what: string, locale: 'en' | 'es') => eventRefusalWords(met.get(what)!, locale, has(locale), say(locale));
    expect(said('an id twice', 'en')).toBe('entrants[1].id: the id "x" is given twice (entrants[0].id has it too).');
    expect(said('a name twice in a CSV', 'en')).toBe('Row 3, column player2: ANN reads the same as the name in row 2, column player1: names must differ as heard at the table.');
    expect(said('a name twice in a CSV', 'es')).toBe('Fila 3, columna player2: ANN se lee igual que el nombre de la fila 2, columna player1: los nombres tienen que distinguirse al oírlos en la mesa.');
    expect(said('an id an entrant of the event has', 'en')).toBe('entrants[0].id: the id "I1" is given twice: an entrant of the event has it already.');
    expect(said('a round-robin played out', 'en')).toMatch(/^The round-robin of 2 pairs is over/);
  });

  it('a code with no template is left to the api message in both languages (the fallback)', () => {
    const unknown = { code: 'event/not-a-code', message: 'Something new went wrong.', params: { table: 3 } };
    expect(eventRefusalWords(unknown, 'en', has('en'), say('en'))).toBeNull();
    expect(eventRefusalWords(unknown, 'es', has('es'), say('es'))).toBeNull();
  });
});
describe("a draw's warnings, met", () => {
  /** Every kind, each once: the type makes a new kind be listed here. */
  const KINDS: Readonly<Record<DrawWarning['kind'], true>> = { rematch: true, 'repeated-partner': true, 'second-bye': true, 'repeated-table-mate': true, 'schedule-left': true };

  /** The warnings of `next` after a stored first round, and the names of the event's entrants. */
  function warned(settings: Parameters<typeof pairsSettings>[0], entrants: Entrant[], first: DrawnRound, next: DrawnRound): { warnings: DrawWarning[]; nameOf: (id: string) => string } {
    const db = openDatabase(':memory:');
    const eventId = ok(createEvent(db, pairsSettings(settings), entrants));
    ok(addRound(db, eventId, first));
    const warnings = drawWarnings(readEventSummary(db, eventId)!, next);
    db.close();
    return { warnings, nameOf: (id) => entrants.find((e) => e.id === id)?.name ?? id };
  }

  it('each kind is said in English and Spanish with its table and names (issue 17: "warnings ... while editing a round")', () => {
    const pairs = pairEntrants(5).map((e) => e.id);
    const met = [
      warned({}, pairEntrants(5), circleRound(pairs, 1), circleRound(pairs, 1)),
      warned({ entry: 'individuals', pairing: 'rotating' }, individualEntrants(4), { round: 1, tables: [{ table: 1, seats: ['I1', 'I2', 'I3', 'I4'] }], byes: [] }, { round: 2, tables: [{ table: 1, seats: ['I1', 'I4', 'I3', 'I2'] }], byes: [] }),
      warned(
        { rules: 'jamaican-cut-throat', options: {}, entry: 'cut-throat', pairing: 'cut-throat', tableSize: 3 },
        individualEntrants(3),
        { round: 1, tables: [{ table: 1, seats: ['I1', 'I2', 'I3'] }], byes: [] },
        { round: 2, tables: [{ table: 1, seats: ['I3', 'I2', 'I1'] }], byes: [] },
      ),
    ];
    const seen = new Set(met.flatMap((m) => m.warnings.map((w) => w.kind)));
    expect(Object.keys(KINDS).filter((k) => !seen.has(k as DrawWarning['kind']))).toEqual([]);
    for (const { warnings, nameOf } of met) {
      for (const w of warnings) {
        const facts = warningFacts(w, nameOf);
        const [english, spanish] = (['en', 'es'] as const).map((l) => say(l)(`event.edit.${w.kind}`, facts));
        for (const words of [english!, spanish!]) {
          expect(words, w.kind).not.toMatch(/[{}]/);
          for (const fact of Object.values(facts)) expect(words, w.kind).toContain(String(fact));
        }
        expect(spanish, w.kind).not.toBe(english);
      }
    }
  });
});

describe('a refusal that came without its facts', () => {
  // A shape the schema words alone (format.ts wordsOnly) has no field or reason to fill its template.
  it('is left to the api message, never said with holes', () => {
    const bare = { code: 'event/field', message: 'round: expected an object', field: 'round', params: {} };
    expect(eventRefusalWords(bare, 'es', has('es'), say('es'))).toBeNull();
  });
});

describe('any refusal of the store or the entrants check is said whole (property)', () => {
  /** The first refusal of `run`, as the screens receive it, or null when it was accepted. */
  const refusalOf = (result: { readonly ok: true } | { readonly ok: false; readonly error: Refusal }): ApiError | null =>
    result.ok ? null : eventApiError({ round: null, table: null, game: null, hand: null, move: null, field: null, ...result.error } as EventError).error;

  it('a result entered anywhere in a one-round event: paper scores, games started or removed, forfeits, penalties', () => {
    const place = { round: fc.integer({ min: 0, max: 3 }), table: fc.integer({ min: 0, max: 3 }), game: fc.integer({ min: 0, max: 3 }) };
    const command = fc.oneof(
      fc.record({ kind: fc.constant('paper' as const), ...place, score: fc.array(fc.integer({ min: -2, max: 9 }), { minLength: 1, maxLength: 4 }) }),
      fc.record({ kind: fc.constant('start' as const), ...place }),
      fc.record({ kind: fc.constant('remove' as const), ...place }),
      fc.record({ kind: fc.constant('forfeit' as const), ...place, who: fc.subarray(['P1', 'P2', 'P3', 'P4', 'P9']) }),
      fc.record({ kind: fc.constant('penalty' as const), ...place, who: fc.constantFrom('P1', 'P9'), points: fc.integer({ min: -1, max: 3 }), reason: fc.constantFrom('late', ' ') }),
    );
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 8 }), (commands) => {
        const db = openDatabase(':memory:');
        const eventId = ok(createEvent(db, pairsSettings({ round: { games: 2 } }), pairEntrants(4)));
        ok(addRound(db, eventId, circleRound(['P1', 'P2', 'P3', 'P4'], 1)));
        const gaps: string[] = [];
        for (const c of commands) {
          const answer =
            c.kind === 'paper' ? setPaperScore(db, eventId, c.round, c.table, c.game || null, c.score)
            : c.kind === 'start' ? startGame(db, eventId, c.round, c.table)
            : c.kind === 'remove' ? removeGame(db, eventId, c.round, c.table, c.game)
            : c.kind === 'forfeit' ? setForfeit(db, eventId, c.round, c.table, c.who)
            : addPenalty(db, eventId, c.round, { entrant: c.who, points: c.points, reason: c.reason });
          const error = refusalOf(answer);
          if (error) gaps.push(...wordGaps(JSON.stringify(c), error));
        }
        db.close();
        expect(gaps).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('an entrants CSV of any rows', () => {
    const cell = fc.oneof(fc.constantFrom('', 'Ann', 'ann', 'Ben & Dan', 'x'.repeat(90), 'a b', 'name', 'id', 'player1', 'player2', 'colour', '"', '\u0007', '\u200b'), fc.string({ maxLength: 6 }));
    const row = fc.array(cell, { minLength: 1, maxLength: 4 }).map((cells) => cells.join(','));
    fc.assert(
      fc.property(fc.array(row, { maxLength: 6 }), fc.constantFrom('pairs' as const, 'individuals' as const), (rows, entry) => {
        const error = refusalOf(readEntrantsCsv(rows.join('\n'), entry, pairEntrants(1)));
        if (error) expect(wordGaps(JSON.stringify(rows), error)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
