/**
 * The organizer's screens' reading of an event (renderer/src/eventWords.ts; issue 17, "Screens"):
 * entrants typed one a line ("entrants typed in"), each side's names at a table, what decided a
 * place ("ahead of Cat & Dan on efectividad"), a draw's warnings; in English and Spanish.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { EventTableView } from '../../api/contract.ts';
import type { PlaceNote } from '../../domain/events/standings.ts';
import { RANKING_KEYS } from '../../domain/events/types.ts';
import type { RankingKey } from '../../domain/events/types.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { CHANGE_KINDS } from '../../domain/events/changes.ts';
import { changeWords, entrantLine, eventRefusalWords, inBox, originWords, parseEntrants, placeNoteText, sentence, sideNames, STANDING_COLUMNS, tableStatusText, warningFacts } from '../../renderer/src/eventWords.ts';
import { sayIn } from '../support/locale-say.ts';

const i18n = createI18n({ legacy: false, locale: 'en', fallbackLocale: 'en', messages: { en, es } });
const say = (locale: 'en' | 'es') => (key: string, params: Record<string, string | number>, plural?: number) =>
  plural === undefined ? i18n.global.t(key, params, { locale }) : i18n.global.t(key, params, { locale, plural });

describe('entrants typed one a line', () => {
  it('pairs are two players joined by "&"; blank lines are skipped', () => {
    expect(parseEntrants('Ann & Cat\n\n  Ben&Dan  \r\nEve & Fay', 'pairs')).toEqual({
      ok: true,
      entrants: [
        { name: 'Ann & Cat', players: ['Ann', 'Cat'] },
        { name: 'Ben & Dan', players: ['Ben', 'Dan'] },
        { name: 'Eve & Fay', players: ['Eve', 'Fay'] },
      ],
    });
  });

  it('a pair that is not two names is refused, naming its line', () => {
    for (const line of ['Ann', 'Ann & ', ' & Cat', 'Ann & Cat & Eve']) {
      expect(parseEntrants(`Ben & Dan\n${line}`, 'pairs')).toEqual({ ok: false, problem: { kind: 'pair-needs-two', line: 2 } });
    }
  });

  // issue 17, "Storage and speed": "a CSV with ... a duplicate name" is refused; typed, the same.
  it('a name listed twice is refused, naming both lines, whatever its case and spaces', () => {
    expect(parseEntrants('Ann\nBen\n\n  ann ', 'individuals')).toEqual({ ok: false, problem: { kind: 'duplicate', line: 4, first: 1, name: 'ann' } });
    expect(parseEntrants('Ann & Cat\nANN  &  CAT', 'pairs')).toMatchObject({ ok: false, problem: { kind: 'duplicate', line: 2, first: 1 } });
  });

  // Issue 25 item 2: "A pair has a team name and its two players (`Los Primos: Ann & Cat`)".
  it('a team name goes before the players, after a colon; without one the pair is named by its players', () => {
    expect(parseEntrants('Los Primos: Ann & Cat\nBen & Dan\n : Eve & Fay\nLa Tres: Gus&Hal', 'pairs')).toEqual({
      ok: true,
      entrants: [
        { name: 'Los Primos', players: ['Ann', 'Cat'], team: 'Los Primos' },
        { name: 'Ben & Dan', players: ['Ben', 'Dan'] },
        { name: 'Eve & Fay', players: ['Eve', 'Fay'] },
        { name: 'La Tres', players: ['Gus', 'Hal'], team: 'La Tres' },
      ],
    });
    expect(parseEntrants('Los Primos: Ann', 'pairs')).toEqual({ ok: false, problem: { kind: 'pair-needs-two', line: 1 } });
    // A team name twice is refused as a name twice.
    expect(parseEntrants('Los Primos: Ann & Cat\nlos primos: Ben & Dan', 'pairs')).toMatchObject({ ok: false, problem: { kind: 'duplicate', line: 2, first: 1 } });
  });

  it('an entrant is shown to be typed again as it was typed: a team name only where it has its own', () => {
    expect(entrantLine({ name: 'Los Primos', players: ['Ann', 'Cat'] })).toBe('Los Primos: Ann & Cat');
    expect(entrantLine({ name: 'Ann & Cat', players: ['Ann', 'Cat'] })).toBe('Ann & Cat');
    expect(entrantLine({ name: 'Ann', players: null })).toBe('Ann');
    for (const e of [{ name: 'Los Primos', players: ['Ann', 'Cat'] as const }, { name: 'Ann & Cat', players: ['Ann', 'Cat'] as const }]) {
      const [typed] = (parseEntrants(entrantLine(e), 'pairs') as { entrants: { name: string; players?: readonly string[] }[] }).entrants;
      expect(typed).toMatchObject({ name: e.name, players: e.players });
    }
  });

  it('a refusal beside its box leaves out the field (the box is it) and reads as a sentence', () => {
    const refusal = { code: 'event/entrant-name', message: 'name: the name is empty.', params: { field: 'name', reason: 'empty' } };
    const said = (r: typeof refusal | ReturnType<typeof inBox<typeof refusal>>, locale: 'en' | 'es') => sentence(eventRefusalWords(r, locale, (k) => i18n.global.te(k, locale), say(locale))!, locale);
    expect(said(refusal, 'en')).toBe('Name: the name is empty.');
    expect(said(inBox(refusal), 'en')).toBe('The name is empty.');
    expect(said(inBox(refusal), 'es')).toBe('El nombre está vacío.');
  });

  it('property: names written one a line read back as the same entrants, in order', () => {
    const name = fc.stringMatching(/^[A-Za-zÁÉÍÑÓÚáéíñóú][A-Za-zÁÉÍÑÓÚáéíñóú' -]{0,14}[A-Za-záéíñóú]$/).map((s) => s.replace(/\s+/g, ' '));
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 12, selector: (s) => s.toLocaleLowerCase() }), fc.boolean(), (names, pairs) => {
        if (pairs) {
          const pairsOf = names.map((n, i) => [n, `${n}${i}x`] as const);
          const parsed = parseEntrants(pairsOf.map(([a, b]) => `${a} & ${b}`).join('\n'), 'pairs');
          expect(parsed).toEqual({ ok: true, entrants: pairsOf.map(([a, b]) => ({ name: `${a} & ${b}`, players: [a, b] })) });
        } else {
          expect(parseEntrants(names.join('\n\n'), 'individuals')).toEqual({ ok: true, entrants: names.map((n) => ({ name: n })) });
        }
      }),
    );
  });
});

describe("a table's sides", () => {
  const seats = ['Ann', 'Ben', 'Cat', 'Dan'].map((n) => ({ entrant: n.toLowerCase(), name: n }));
  it('pairs by their names; individuals partners joined (seats 1 and 3 against 2 and 4); cut-throat each', () => {
    const pairs: Pick<EventTableView, 'seats' | 'sides'> = { seats: [{ entrant: 'p1', name: 'Ann & Cat' }, { entrant: 'p2', name: 'Ben & Dan' }], sides: [[0, 2], [1, 3]] };
    expect(sideNames(pairs, 'pairs')).toEqual(['Ann & Cat', 'Ben & Dan']);
    expect(sideNames({ seats, sides: [[0, 2], [1, 3]] }, 'individuals')).toEqual(['Ann & Cat', 'Ben & Dan']);
    expect(sideNames({ seats: seats.slice(0, 3), sides: [[0], [1], [2]] }, 'cut-throat')).toEqual(['Ann', 'Ben', 'Cat']);
  });
});

// Issue 25 item 7: "One meaning for a table's status: in play it shows the games (`1–0 in games`) and
// the game in play's score (`game 2: 3–1`), whatever the number of games entered". It said the
// game's score for a table with one game and the games won for one with more, under one word.
describe("a table's status", () => {
  type Game = EventTableView['games'][number];
  const game = (n: number, score: number[], finished = true): Game => ({ game: n, kind: finished ? 'paper' : 'record', matchId: finished ? null : n, score, finished, winner: finished ? (score[0]! > score[1]! ? 0 : 1) : null, ended: null });
  const table = (status: EventTableView['status'], games: Game[], gamesWon: number[], forfeit: string[] = []) => ({ status, games, gamesWon, forfeit });
  const status = (tb: ReturnType<typeof table>, locale: 'en' | 'es') => tableStatusText(tb, (ids) => ids.join(', '), say(locale));

  it('in play: the games won, and the game in play with its score, whatever the games entered', () => {
    expect(status(table('in-play', [game(1, [3, 1], false)], [0, 0]), 'en')).toBe('In play: 0–0 in games · game 1: 3–1');
    expect(status(table('in-play', [game(1, [6, 2]), game(2, [3, 1], false)], [1, 0]), 'en')).toBe('In play: 1–0 in games · game 2: 3–1');
    expect(status(table('in-play', [game(1, [6, 2]), game(2, [3, 1], false)], [1, 0]), 'es')).toBe('En juego: 1–0 en partidas · partida 2: 3–1');
    // Between games (a paper game entered, the next not begun): the games alone.
    expect(status(table('in-play', [game(1, [6, 2])], [1, 0]), 'en')).toBe('In play: 1–0 in games');
  });

  it('complete: the games won, one game or more; not started; a forfeit names who did not play', () => {
    expect(status(table('complete', [game(1, [6, 2])], [1, 0]), 'en')).toBe('Complete: 1–0 in games');
    expect(status(table('complete', [game(1, [6, 2]), game(2, [1, 6]), game(3, [6, 0])], [2, 1]), 'en')).toBe('Complete: 2–1 in games');
    expect(status(table('not-started', [], [0, 0]), 'en')).toBe('Not started');
    expect(status(table('complete', [], [0, 0], ['p4']), 'en')).toBe('Forfeit: p4');
  });
});

describe('what decided a place', () => {
  const note = (over: Partial<PlaceNote>): PlaceNote => ({ entrant: 'a', place: 1, shared: null, ahead: null, ...over });
  it('says the key and both figures, in English and Spanish (issue 17: "ahead of Cat & Dan on efectividad")', () => {
    const n = note({ ahead: { key: 'efectividad', of: { id: 'cd', name: 'Cat & Dan' }, figure: 35, ofFigure: 20 } });
    expect(placeNoteText(n, say('en'))).toBe('ahead of Cat & Dan on efectividad, 35 to 20');
    expect(placeNoteText(n, say('es'))).toBe('por delante de Cat & Dan por efectividad, 35 a 20');
  });
  it('head to head has no one figure: the key alone; a shared place names who shares it; the last says nothing', () => {
    const shared = { count: 2, named: [{ id: 'ab', name: 'Ann & Bob' }, { id: 'ef', name: 'Eve & Fay' }] };
    const h2h = note({ ahead: { key: 'head-to-head', of: { id: 'cd', name: 'Cat & Dan' }, figure: null, ofFigure: null }, shared });
    expect(placeNoteText(h2h, say('en'))).toBe('shared by 2: Ann & Bob, Eve & Fay; ahead of Cat & Dan on head to head');
    expect(placeNoteText(h2h, say('es'))).toBe('compartido por 2: Ann & Bob, Eve & Fay; por delante de Cat & Dan por enfrentamiento directo');
    expect(placeNoteText(note({}), say('en'))).toBe('');
    expect(placeNoteText(undefined, say('en'))).toBe('');
  });
  it('a place shared by many names the first three and counts the rest (issue 25 item 18), in both languages', () => {
    const named = ['Ann', 'Ben', 'Cat'].map((name) => ({ id: name, name }));
    expect(placeNoteText(note({ shared: { count: 10_000, named } }), say('en'))).toBe('shared by 10000: Ann, Ben, Cat and 9997 others');
    expect(placeNoteText(note({ shared: { count: 4, named } }), say('en'))).toBe('shared by 4: Ann, Ben, Cat and 1 other');
    expect(placeNoteText(note({ shared: { count: 10_000, named } }), say('es'))).toBe('compartido por 10000: Ann, Ben, Cat y 9997 más');
    expect(placeNoteText(note({ shared: { count: 3, named } }), say('es'))).toBe('compartido por 3: Ann, Ben, Cat');
  });
});

describe("the ranking keys' words", () => {
  // A first evening in Spanish read "por delante de … por puntos, 4 a 3" and "por tantos a favor"
  // beside a legend of "Pts puntos de clasificación" and "PF puntos a favor", and the printed sheet
  // said a third set of words: one organizer, three names for one figure.
  const COLUMN: Partial<Record<RankingKey, (typeof STANDING_COLUMNS)[number]>> = {
    'match-points': 'matchPoints',
    'games-won': 'gamesWon',
    'points-for': 'pointsFor',
    'points-against': 'pointsAgainst',
    'shutouts-given': 'shutoutsGiven',
    efectividad: 'efectividad',
    buchholz: 'buchholz',
  };
  it('a key that is a column of the standings is said in the words of its legend, in both languages', () => {
    for (const locale of ['en', 'es'] as const) {
      for (const key of RANKING_KEYS) {
        const column = COLUMN[key];
        if (!column) continue;
        const legend = say(locale)(`print.standings.long.${column}`, {});
        // "fewer points against": the legend names the figure; the key says which way is better.
        const word = say(locale)(`event.keys.${key}`, {}).replace(/^(fewer|menos) /, '');
        // Whole, or before the legend's explanation in brackets ("efectividad (a favor − …)").
        expect(legend === word || legend.startsWith(`${word} (`), `${locale} ${key}: "${word}" is not the legend's "${legend}"`).toBe(true);
      }
    }
  });
  it('the Standings tab and the printed sheet say a key with one set of words (event.keys)', () => {
    for (const key of RANKING_KEYS) expect([i18n.global.te(`print.keys.${key}`, 'en'), i18n.global.te(`print.keys.${key}`, 'es')]).toEqual([false, false]);
  });
});

describe('the standings columns', () => {
  // issue 17: `referee standings --json` lists each row's figures; the screen shows every one.
  it('are every figure of the definition, in its order', () => {
    // The issue's `--json` row, as written there.
    const row = 'place, entrant, name, played, won, drawn, lost, byes, matchPoints, gamesWon, gamesLost, handsWon, handsLost, pointsFor, pointsAgainst, penalties, efectividad, shutoutsGiven, shutoutsTaken, buchholz';
    expect([...STANDING_COLUMNS]).toEqual(row.split(', ').slice(3));
  });
  it('each has its heading in both languages', () => {
    for (const c of STANDING_COLUMNS) {
      expect(i18n.global.te(`event.standings.${c}`, 'en')).toBe(true);
      expect(i18n.global.te(`event.standings.${c}`, 'es')).toBe(true);
    }
  });
});

describe("a draw's warnings", () => {
  const names: Record<string, string> = { ac: 'Ann & Cat', bd: 'Ben & Dan' };
  const nameOf = (id: string) => names[id] ?? id;
  it('name the table and the entrants, in English and Spanish', () => {
    const rematch = warningFacts({ kind: 'rematch', entrants: ['ac', 'bd'], table: 2 }, nameOf);
    expect(say('en')('event.edit.rematch', rematch)).toBe('Table 2: Ann & Cat and Ben & Dan have met before (a rematch).');
    expect(say('es')('event.edit.rematch', rematch)).toBe('Mesa 2: Ann & Cat y Ben & Dan ya se enfrentaron (se repite el rival).');
    expect(say('en')('event.edit.second-bye', warningFacts({ kind: 'second-bye', entrant: 'ac' }, nameOf))).toBe('Ann & Cat has a second bye.');
  });

  it("say which round left a round-robin's fixed schedule (docs/pairings.md)", () => {
    const left = warningFacts({ kind: 'schedule-left', round: 2 }, nameOf);
    expect(say('en')('event.edit.schedule-left', left)).toMatch(/^Round 2 was not the fixed schedule's, so the schedule is left/);
    expect(say('es')('event.edit.schedule-left', left)).toMatch(/^La ronda 2 no fue la del calendario fijo/);
  });
});

describe('an event refusal in Spanish', () => {
  const has = (locale: 'en' | 'es') => (key: string) => i18n.global.te(key, locale);
  const closed = { code: 'event/round-closed', message: 'Round 2 is closed: the next round has been drawn from its results, so they can no longer change (table 3).', params: { round: 2, table: 3 } };
  // issue 17 decision: "results for a closed round are refused (event/round-closed)".
  it('a closed round is said from its facts', () => {
    expect(eventRefusalWords(closed, 'es', has('es'), say('es'))).toBe('La ronda 2 está cerrada: ya se sorteó la siguiente a partir de sus resultados, que no pueden cambiar (mesa 3).');
  });
  it("a draw's block names its round and table beside its facts (getEvent's draw.blocked)", () => {
    const blocked = { code: 'event/round-incomplete', message: 'Table 3 of round 1 is not complete.', round: 1, table: 3 };
    expect(eventRefusalWords(blocked, 'es', has('es'), say('es'))).toBe('La mesa 3 de la ronda 1 no ha terminado: la ronda siguiente se sortea cuando terminan todas.');
  });
  it('an entrant is said by name, or by its id when the refusal has no name', () => {
    const twice = { code: 'event/seated-twice', message: '…', params: { entrant: '"p1"', name: 'Ann & Cat' } };
    expect(eventRefusalWords(twice, 'es', has('es'), say('es'))).toBe('Ann & Cat está sentado dos veces en esta ronda.');
    expect(eventRefusalWords({ ...twice, params: { entrant: '"p1"' } }, 'es', has('es'), say('es'))).toBe('"p1" está sentado dos veces en esta ronda.');
  });
  // The review of issue 17: English showed the api's message, Spanish its template; now both the template.
  it('English is said from its template as Spanish is; a code without a template is left to the match screens', () => {
    expect(eventRefusalWords(closed, 'en', has('en'), say('en'))).toBe('Round 2 is closed: the next round has been drawn from its results, so they can no longer change (table 3).');
    // A command on the round as a whole names no table.
    expect(eventRefusalWords({ ...closed, params: { round: 2 } }, 'en', has('en'), say('en'))).toBe('Round 2 is closed: the next round has been drawn from its results, so they can no longer change.');
    expect(eventRefusalWords({ code: 'record/field', message: 'x' }, 'es', has('es'), say('es'))).toBeNull();
  });
  it('every Spanish template has its English twin, and names only facts its code carries in English too', () => {
    const templates = (l: 'en' | 'es') => Object.keys((l === 'en' ? en : es).event.refusal);
    expect(templates('es')).toEqual(templates('en'));
    for (const key of templates('es')) {
      const facts = (l: typeof en | typeof es) => [...(l.event.refusal as Record<string, string>)[key]!.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(facts(es), key).toEqual(facts(en));
    }
  });
});

// Issue 25 item 4: "every correction of a paper score is kept and shown in History (old score,
// new score, when)", with where it came from.
describe('a line of the event’s history', () => {
  const at = { round: 1, table: 3, game: 2 };
  it('a paper score entered, corrected (old and new), a game taken back, in English and Spanish', () => {
    const en_ = (c: Parameters<typeof changeWords>[0]) => changeWords(c, sayIn(en));
    const es_ = (c: Parameters<typeof changeWords>[0]) => changeWords(c, sayIn(es));
    const entered = { ...at, origin: 'organizer', kind: 'paper-score', before: null, after: [60, 0] } as const;
    const corrected = { ...entered, before: [60, 0], after: [6, 0] } as const;
    const removed = { ...at, origin: 'organizer', kind: 'game-removed', before: { matchId: 4, score: [3, 1] }, after: null } as const;
    expect(en_(entered)).toBe('Round 1, table 3, game 2: paper score 60–0 entered');
    expect(en_(corrected)).toBe('Round 1, table 3, game 2: paper score 60–0 corrected to 6–0');
    expect(en_(removed)).toBe('Round 1, table 3, game 2: game taken back (3–1)');
    expect(es_(corrected)).toBe('Ronda 1, mesa 3, partida 2: tanteo en papel 60–0 corregido a 6–0');
    expect(es_(removed)).toBe('Ronda 1, mesa 3, partida 2: partida retirada (3–1)');
  });

  it('every kind the store may write has words in both languages, whatever it keeps', () => {
    for (const kind of CHANGE_KINDS) {
      for (const messages of [en, es]) {
        const words = changeWords({ round: 2, table: 1, game: null, origin: 'organizer', kind, before: { any: 'thing' }, after: ['x'] }, sayIn(messages));
        expect(words).toMatch(/^(Round|Ronda) 2, (table|mesa) 1: \S/);
      }
    }
  });

  it('where it came from: the organizer, an import, a table’s device by its number', () => {
    expect(['organizer', 'import', 'device:7'].map((o) => originWords(o, sayIn(en), 3))).toEqual(['the organizer', 'an imported file', 'table 3’s device']);
    expect(originWords('device:7', sayIn(es), 3)).toBe('el dispositivo de la mesa 3');
    expect(originWords('device:7', sayIn(en))).toBe('a table’s device');
  });
});
