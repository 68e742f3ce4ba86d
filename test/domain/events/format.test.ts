/**
 * The event file dominoes-event/1 (issue 17, "The event file and the referee command";
 * docs/event-format.md): each refusal names its code, the field and the round, table and game
 * it is in; what the model allows is accepted, with its defaults filled in.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkEvent, checkEventText, MAX_EVENT_DEPTH, parseEvent, writeEvent } from '../../../domain/events/format.ts';
import type { EventError } from '../../../domain/events/types.ts';
import { EVENT_CODES } from '../../../domain/events/event-words.ts';
import { clubNight, copy, del, get, pairSeats, playedRecord, push, put } from '../../support/event-files.ts';
import type { Json } from '../../support/event-files.ts';

/** The first refusal of a file, parse or check; throws when the file is accepted. */
function refusal(file: unknown): EventError {
  const r = checkEventText(typeof file === 'string' ? file : JSON.stringify(file));
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

/** A cut-throat night of Jamaican Cut Throat at tables of 3: `names` entered as c1, c2 …, one round of `tables`. */
function cutThroat(names: readonly string[], tables: readonly unknown[]): Json {
  return {
    format: 'dominoes-event/1',
    name: 'Cut throat',
    date: '2026-01-31',
    rules: 'jamaican-cut-throat',
    entry: 'cut-throat',
    tableSize: 3,
    round: { games: 1 },
    pairing: 'cut-throat',
    entrants: names.map((n, i) => ({ id: `c${i + 1}`, name: n })),
    rounds: [{ tables }],
  };
}

/** The club night with `change` made to a copy. */
function changed(change: (e: Json) => void): Json {
  const e = copy(clubNight());
  change(e);
  return e;
}


describe('a valid event', () => {
  it('is accepted, with every default of the issue filled in', () => {
    const parsed = parseEvent(JSON.stringify(clubNight()));
    if (!parsed.ok) throw new Error(parsed.error.message);
    // Issue 17: "options {}, tableSize 4, each key of points on its own, seed a whole number, 0";
    // byeScore [T, floor(T/2)] and forfeitScore [T, 0], T Jamaican Partner's target, 6.
    expect(parsed.value).toMatchObject({
      options: {},
      tableSize: 4,
      points: { win: 2, draw: 1, loss: 0, bye: 2 },
      byeScore: [6, 3],
      forfeitScore: [6, 0],
      ranking: ['match-points', 'efectividad', 'points-for'],
      seed: 0,
      firstRound: 'order',
    });
  });

  it('fills each key of points on its own, and takes T under the event options (Latin partnership to 150)', () => {
    const e = changed((e) => {
      e['points'] = { win: 3 };
      e['rules'] = 'latin-partnership';
      e['options'] = { target: 150 };
      e['rounds'] = [];
    });
    const parsed = parseEvent(e);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.points).toEqual({ win: 3, draw: 1, loss: 0, bye: 2 });
    expect(parsed.value.byeScore).toEqual([150, 75]);
    expect(parsed.value.forfeitScore).toEqual([150, 0]);
  });

  it('gives each game its outcome: the record replayed, the paper score as written', () => {
    const checked = checkEventText(JSON.stringify(clubNight()));
    if (!checked.ok) throw new Error(checked.error.message);
    const [t1, t2] = checked.value.summary.rounds[0]!.tables;
    expect(t1!.games[0]).toMatchObject({ finished: true, paper: false });
    expect(t1!.games[0]!.winner).not.toBeNull();
    expect(t2!.games[0]).toEqual({ finished: true, score: [6, 4], winner: 0, handsWon: [0, 0], paper: true });
    expect(checked.value.summary.target).toBe(6);
  });

  it("seats a pair's two players at 0 and 2 in either order (issue 17), and compares names as the record does", () => {
    const e = changed((e) => {
      const seats = pairSeats(0, 1);
      put(e, 'rounds[0].tables[0].games[0].record.seats', [seats[2], 'ben', seats[0], 'DAN']);
    });
    expect(checkEventText(JSON.stringify(e)).ok).toBe(true);
  });

  it('takes a last game still in play, and a game stopped by the clock after a finished hand', () => {
    const e = changed((e) => {
      e['round'] = { games: 2 };
      put(e, 'rounds[0].tables[0].games', [{ record: playedRecord(3, pairSeats(0, 1), { hands: 2 }), ended: 'time' }, { record: playedRecord(4, pairSeats(0, 1), { hands: 1 }) }]);
    });
    const checked = checkEventText(JSON.stringify(e));
    if (!checked.ok) throw new Error(checked.error.message);
    const games = checked.value.summary.rounds[0]!.tables[0]!.games;
    expect(games.map((g) => g.finished)).toEqual([true, false]);
  });

  it('accepts individuals, a bye and a penalty', () => {
    const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
    const e = {
      format: 'dominoes-event/1',
      name: 'Rotating',
      date: '2026-01-31',
      rules: 'jamaican-partner',
      entry: 'individuals',
      round: { firstTo: 1 },
      pairing: 'rotating',
      entrants: names.map((n, i) => ({ id: `i${i + 1}`, name: n })),
      rounds: [{ tables: [{ table: 1, seats: ['i1', 'i2', 'i3', 'i4'], games: [{ record: playedRecord(11, names.slice(0, 4)) }] }], byes: ['i5'], penalties: [{ entrant: 'i2', points: 10, reason: 'late' }] }],
    };
    expect(checkEventText(e).ok).toBe(true);
  });

  it('accepts cut-throat tables of tableSize and of one fewer; a two-seat table has no forfeit either (issue 17: "Cut-throat tables have no forfeits")', () => {
    const tables = [
      { table: 1, seats: ['c1', 'c2', 'c3'], games: [{ score: [6, 2, 3] }] },
      { table: 2, seats: ['c4', 'c5'], games: [{ score: [6, 0] }] },
    ];
    const checked = checkEventText(cutThroat(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], tables));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(checked.value.summary.rounds[0]!.byes).toEqual([]);
    const forfeited = cutThroat(['Ann', 'Ben', 'Cat', 'Dan', 'Eve'], [tables[0]!, { table: 2, seats: ['c4', 'c5'], games: [], forfeit: ['c5'] }]);
    expect(refusal(forfeited)).toMatchObject({ code: 'event/forfeit-sides', field: 'rounds[0].tables[1].forfeit', round: 1, table: 2 });
  });
});

/**
 * Each refusal, from the list and the decisions for issue 17: the code, the field (the
 * path into the file), and the round, table and game (counted as organizers count them).
 */
describe('refusals', () => {
  const where = (round: number | null, tbl: number | null = null, game: number | null = null) => ({ round, table: tbl, game });
  const cases: [string, unknown, Partial<EventError>][] = [
    ['text that is not JSON', '{"format": ', { code: 'event/not-json', field: null }],
    ['a key given twice', '{"format": "dominoes-event/1", "name": "a", "name": "b"}', { code: 'event/duplicate-key', field: 'name' }],
    ['a reserved key', '{"format": "dominoes-event/1", "options": {"__proto__": {}}}', { code: 'event/reserved-key', field: 'options.__proto__' }],
    ['nesting deeper than a record inside an event needs', `{"format": "dominoes-event/1", "x": ${'['.repeat(MAX_EVENT_DEPTH)}${']'.repeat(MAX_EVENT_DEPTH)}}`, { code: 'event/too-deep' }],
    ['another format', changed((e) => (e['format'] = 'dominoes-match/1')), { code: 'event/format', field: 'format' }],
    ['no format', changed((e) => delete e['format']), { code: 'event/format', field: 'format' }],
    ['an unknown field, named', changed((e) => (e['colour'] = 'red')), { code: 'event/field', field: 'colour' }],
    ['a required field missing', changed((e) => delete e['entrants']), { code: 'event/field', field: 'entrants' }],
    ['a name of spaces only', changed((e) => (e['name'] = '  ')), { code: 'event/field', field: 'name', params: { field: 'name', reason: { kind: 'event-text-missing' } } }],
    ['a round format that is not an object', changed((e) => (e['round'] = -1)), { code: 'event/field', field: 'round', message: 'round: a round is {"games": N} or {"firstTo": N}, N a whole number of at least 1', params: { reason: { kind: 'event-round' } } }],
    ['a day that is not on the calendar', changed((e) => (e['date'] = '2026-02-30')), { code: 'event/field', field: 'date' }],
    ['unknown rules', changed((e) => (e['rules'] = 'texas-42')), { code: 'event/rules', field: 'rules' }],
    ['Jamaican French ("it ranks the other way")', changed((e) => (e['rules'] = 'jamaican-french')), { code: 'event/rules-not-offered', field: 'rules' }],
    ['an option the family does not have', changed((e) => (e['options'] = { colour: 1 })), { code: 'event/option', field: 'options.colour' }],
    ['an option value the family refuses', changed((e) => (e['options'] = { target: 0 })), { code: 'event/option', field: 'options.target' }],
    ['a cut-throat entry playing a team game', changed((e) => ((e['entry'] = 'cut-throat'), (e['pairing'] = 'cut-throat'))), { code: 'event/entry-rules', field: 'entry' }],
    ['pairs playing a game each for oneself', changed((e) => (e['rules'] = 'jamaican-cut-throat')), { code: 'event/entry-rules', field: 'entry' }],
    ['a pairing that draws another entry', changed((e) => (e['pairing'] = 'rotating')), { code: 'event/pairing-entry', field: 'pairing' }],
    ['a table size for pairs', changed((e) => (e['tableSize'] = 3)), { code: 'event/table-size', field: 'tableSize' }],
    ['a table size outside 2 to 4', changed((e) => (e['tableSize'] = 5)), { code: 'event/field', field: 'tableSize' }],
    ['a round format of neither kind', changed((e) => (e['round'] = { games: 2, firstTo: 2 })), { code: 'event/field' }],
    ['no game in a round', changed((e) => (e['round'] = { games: 0 })), { code: 'event/field', field: 'round.games' }],
    ['an unknown ranking key', changed((e) => (e['ranking'] = ['luck'])), { code: 'event/field', field: 'ranking[0]' }],
    ['a ranking key twice', changed((e) => (e['ranking'] = ['won', 'buchholz', 'won'])), { code: 'event/ranking-twice', field: 'ranking[2]' }],
    ['a seed that is not whole', changed((e) => (e['seed'] = 1.5)), { code: 'event/field', field: 'seed' }],
    ['a seed past the whole numbers a draw counts exactly', changed((e) => (e['seed'] = 2 ** 60)), { code: 'event/field', field: 'seed', params: { field: 'seed', reason: { kind: 'field-range' } } }],
    ['a bye score of one number', changed((e) => (e['byeScore'] = [6])), { code: 'event/field' }],
    ['an entrant id with a space', changed((e) => put(e, 'entrants[0].id', 'p 1')), { code: 'event/field', field: 'entrants[0].id' }],
    ['an entrant id of 21 characters', changed((e) => put(e, 'entrants[0].id', 'x'.repeat(21))), { code: 'event/field', field: 'entrants[0].id' }],
    ['a pair without its players', changed((e) => del(e, 'entrants[1].players')), { code: 'event/players', field: 'entrants[1].players' }],
    ['a name with a line break', changed((e) => put(e, 'entrants[1].name', 'Ben\nDan')), { code: 'event/field', field: 'entrants[1].name' }],
    ['an entrant id twice', changed((e) => put(e, 'entrants[2].id', 'p1')), { code: 'event/entrant-twice', field: 'entrants[2].id' }],
    ['two players named alike', changed((e) => put(e, 'entrants[3].players[1]', 'éve')), { code: 'event/name-twice', field: 'entrants[3].players[1]' }],
    ['a seat naming nobody', changed((e) => put(e, 'rounds[0].tables[1].seats[0]', 'p9')), { code: 'event/unknown-entrant', field: 'rounds[0].tables[1].seats[0]', ...where(1, 2) }],
    ['an entrant seated twice in a round', changed((e) => put(e, 'rounds[0].tables[1].seats[0]', 'p1')), { code: 'event/seated-twice', field: 'rounds[0].tables[1].seats[0]', ...where(1, 2) }],
    ['seated and given a bye', changed((e) => put(e, 'rounds[0].byes', ['p3'])), { code: 'event/seated-and-bye', field: 'rounds[0].byes[0]', ...where(1) }],
    ['a bye given twice', changed((e) => (put(e, 'rounds[0].tables', [get(e, 'rounds[0].tables[0]')]), put(e, 'rounds[0].byes', ['p3', 'p4', 'p3']))), { code: 'event/bye-twice', field: 'rounds[0].byes[2]', ...where(1) }],
    ['a bye naming nobody', changed((e) => put(e, 'rounds[0].byes', ['p9'])), { code: 'event/unknown-entrant', field: 'rounds[0].byes[0]', ...where(1) }],
    ['three pairs at a table', changed((e) => put(e, 'rounds[0].tables[1].seats', ['p3', 'p4', 'p1'])), { code: 'event/seat-count', field: 'rounds[0].tables[1].seats', ...where(1, 2) }],
    ['a table number twice in a round', changed((e) => put(e, 'rounds[0].tables[1].table', 1)), { code: 'event/table-twice', field: 'rounds[0].tables[1].table', ...where(1, 1) }],
    ['a table without its number', changed((e) => del(e, 'rounds[0].tables[1].table')), { code: 'event/field', field: 'rounds[0].tables[1].table', ...where(1, null) }],
    ['a forfeit naming an entrant of another table', changed((e) => (put(e, 'rounds[0].tables[1].forfeit', ['p1']), put(e, 'rounds[0].tables[1].games', []))), { code: 'event/forfeit-not-seated', field: 'rounds[0].tables[1].forfeit[0]', ...where(1, 2) }],
    ['a forfeit naming an entrant twice', changed((e) => (put(e, 'rounds[0].tables[1].forfeit', ['p3', 'p3']), put(e, 'rounds[0].tables[1].games', []))), { code: 'event/forfeit-twice', field: 'rounds[0].tables[1].forfeit[1]', ...where(1, 2) }],
    ['games on a forfeited table (decided for issue 17)', changed((e) => put(e, 'rounds[0].tables[1].forfeit', ['p4'])), { code: 'event/forfeit-with-games', field: 'rounds[0].tables[1].games', ...where(1, 2) }],
    ['a penalty naming nobody', changed((e) => put(e, 'rounds[0].penalties', [{ entrant: 'p9', points: 5, reason: 'late' }])), { code: 'event/unknown-entrant', field: 'rounds[0].penalties[0].entrant', ...where(1) }],
    ['a penalty of no points', changed((e) => put(e, 'rounds[0].penalties', [{ entrant: 'p1', points: 0, reason: 'late' }])), { code: 'event/field', field: 'rounds[0].penalties[0].points', ...where(1) }],
    ['a paper score of three sides at a pairs table', changed((e) => put(e, 'rounds[0].tables[1].games', [{ score: [6, 4, 1] }])), { code: 'event/paper-score', field: 'rounds[0].tables[1].games[0].score', ...where(1, 2, 1) }],
    ['a paper score below 0', changed((e) => put(e, 'rounds[0].tables[1].games', [{ score: [6, -1] }])), { code: 'event/field', field: 'rounds[0].tables[1].games[0].score[1]', ...where(1, 2, 1) }],
    ['a paper score that is not whole', changed((e) => put(e, 'rounds[0].tables[1].games', [{ score: [6, 1.5] }])), { code: 'event/field', field: 'rounds[0].tables[1].games[0].score[1]', ...where(1, 2, 1) }],
    ['a game that is neither a record nor a score', changed((e) => put(e, 'rounds[0].tables[1].games', [{ winner: 0 }])), { code: 'event/field', field: 'rounds[0].tables[1].games[0].record', message: 'rounds[0].tables[1].games[0].record: missing (expected an object { … })', ...where(1, 2, 1) }],
    ['a game with both a record and a score', changed((e) => put(e, 'rounds[0].tables[0].games[0].score', [1, 0])), { code: 'event/field', field: 'rounds[0].tables[0].games[0].record', ...where(1, 1, 1) }],
    ['ended by anything but the clock', changed((e) => put(e, 'rounds[0].tables[0].games[0].ended', 'rain')), { code: 'event/field', field: 'rounds[0].tables[0].games[0].ended', ...where(1, 1, 1) }],
    ['a game under other rules', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.rules', 'haitian')), { code: 'event/game-rules', field: 'rounds[0].tables[0].games[0].record.rules', ...where(1, 1, 1) }],
    ['a game under other options (defaults filled in)', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.options', { target: 7 })), { code: 'event/game-options', field: 'rounds[0].tables[0].games[0].record.options.target', ...where(1, 1, 1) }],
    ['an event option its games do not have', changed((e) => (e['options'] = { ties: 'replay' })), { code: 'event/game-options', field: 'rounds[0].tables[0].games[0].record.options', ...where(1, 1, 1) }],
    ["a seat that is not the table's", changed((e) => put(e, 'rounds[0].tables[0].games[0].record.seats[1]', 'Zoe')), { code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[1]', ...where(1, 1, 1) }],
    ["a pair's players across the table from each other", changed((e) => put(e, 'rounds[0].tables[0].games[0].record.seats', ['Ann', 'Cat', 'Ben', 'Dan'])), { code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[2]', params: { seat: 3, found: '"Ben"', expected: ['"Ann"', '"Cat"'] }, ...where(1, 1, 1) }],
    ["the same player twice in a pair's seats", changed((e) => put(e, 'rounds[0].tables[0].games[0].record.seats[2]', 'ann')), { code: 'record/seats', ...where(1, 1, 1) }],
    ['a record of a match of three seats', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.seats', ['Ann', 'Ben', 'Cat'])), { code: 'record/seats', field: 'rounds[0].tables[0].games[0].record.seats', ...where(1, 1, 1) }],
    ['a record whose move has no bone', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.hands[0].moves[0]', { seat: 0 })), { code: 'record/field', field: 'rounds[0].tables[0].games[0].record.hands[0].moves[0].bone', hand: 0, move: 0, ...where(1, 1, 1) }],
    ['a record whose move the rules refuse', changed((e) => put(e, 'rounds[0].tables[0].games[0].record.hands[0].moves[1].seat', 3)), { field: 'rounds[0].tables[0].games[0].record.hands[0].moves[1].seat', hand: 0, move: 1, ...where(1, 1, 1) }],
    ['a game stopped by the clock that has a winner', changed((e) => put(e, 'rounds[0].tables[0].games[0].ended', 'time')), { code: 'event/ended-time', field: 'rounds[0].tables[0].games[0].ended', params: { reason: 'won' }, ...where(1, 1, 1) }],
    [
      'a game stopped by the clock in the middle of a hand',
      changed((e) => {
        const r = playedRecord(5, pairSeats(0, 1), { hands: 1 });
        put(e, 'rounds[0].tables[0].games', [{ record: { ...r, hands: [{ moves: r.hands[0]!.moves.slice(0, 3) }] }, ended: 'time' }]);
      }),
      { code: 'event/ended-time', params: { reason: 'in-play' }, ...where(1, 1, 1) },
    ],
    ['a game stopped by the clock before any hand', changed((e) => (put(e, 'rounds[0].tables[0].games[0].record.hands', []), put(e, 'rounds[0].tables[0].games[0].ended', 'time'))), { code: 'event/ended-time', params: { reason: 'no-hand' }, ...where(1, 1, 1) }],
    ['a game after the table is complete', changed((e) => push(e, 'rounds[0].tables[1].games', { score: [6, 0] })), { code: 'event/game-after-complete', field: 'rounds[0].tables[1].games[1]', ...where(1, 2, 2) }],
    [
      'a game in play with another after it',
      changed((e) => {
        e['round'] = { games: 2 };
        put(e, 'rounds[0].tables[0].games', [{ record: playedRecord(4, pairSeats(0, 1), { hands: 1 }) }, { score: [6, 0] }]);
      }),
      { code: 'event/game-unfinished', field: 'rounds[0].tables[0].games[0]', ...where(1, 1, 1) },
    ],
    ['a round without tables', changed((e) => del(e, 'rounds[0].tables')), { code: 'event/field', field: 'rounds[0].tables', ...where(1) }],
    // Issue 25 item 1: "a round robin knows its own" number of rounds.
    ['rounds planned for a round robin', changed((e) => (e['roundsPlanned'] = 4)), { code: 'event/rounds-planned', field: 'roundsPlanned', params: { pairing: 'round-robin', planned: 4 } }],
    ['no round planned', changed((e) => ((e['pairing'] = 'swiss'), (e['roundsPlanned'] = 0))), { code: 'event/field', field: 'roundsPlanned' }],
    // Issue 25 item 6: "a closed round with a table that has no result (no games and no forfeit, followed by a later round)".
    [
      'a table of a closed round with no result',
      changed((e) => (put(e, 'rounds[0].tables[1].games', []), push(e, 'rounds', { tables: [{ table: 1, seats: ['p1', 'p3'], games: [] }] }))),
      { code: 'event/table-no-result', field: 'rounds[0].tables[1].games', params: { table: 2, round: 1, next: 2 }, ...where(1, 2) },
    ],
    ['an unknown field of a table', changed((e) => put(e, 'rounds[0].tables[1].status', 'done')), { code: 'event/field', field: 'rounds[0].tables[1].status', ...where(1, 2) }],
  ];

  it.each(cases)('%s', (_name, file, expected) => {
    expect(refusal(file)).toMatchObject(expected);
  });

  it('every code the event check gives is met by a case here or below', () => {
    const met = new Set([...cases.map(([, , e]) => e.code), 'event/too-large', 'event/forfeit-sides']);
    expect(EVENT_CODES.filter((c) => !met.has(c))).toEqual([]);
  });

  it('a refusal says what and where in words, with its facts for a screen (issue 5)', () => {
    expect(refusal(changed((e) => put(e, 'rounds[0].tables[1].seats[0]', 'p1')))).toEqual({
      code: 'event/seated-twice',
      message: 'Ann & Cat (entrant "p1") is seated twice in this round.',
      round: 1,
      table: 2,
      game: null,
      hand: null,
      move: null,
      field: 'rounds[0].tables[1].seats[0]',
      params: { entrant: '"p1"', name: 'Ann & Cat' },
    });
    // The record's shape refusals keep the record's words and facts.
    expect(refusal(changed((e) => (e['colour'] = 'red')))).toMatchObject({ message: 'colour: unknown field "colour"', params: { field: 'colour', reason: { kind: 'field-unknown' } } });
  });

  it('a cut-throat table has no forfeit: the director reseats it (issue 17)', () => {
    const e = cutThroat(['Ann', 'Ben', 'Cat'], [{ table: 1, seats: ['c1', 'c2', 'c3'], games: [], forfeit: ['c1'] }]);
    expect(refusal(e)).toMatchObject({ code: 'event/forfeit-sides', field: 'rounds[0].tables[0].forfeit', round: 1, table: 1 });
  });

  it('an individuals event needs four at a table; a cut-throat one tableSize or one fewer', () => {
    const base = { format: 'dominoes-event/1', name: 'x', date: '2026-01-31', round: { games: 1 }, entrants: ['Ann', 'Ben', 'Cat', 'Dan'].map((n, i) => ({ id: `e${i + 1}`, name: n })) };
    const individuals = { ...base, rules: 'jamaican-partner', entry: 'individuals', pairing: 'rotating', rounds: [{ tables: [{ table: 1, seats: ['e1', 'e2'], games: [] }] }] };
    expect(refusal(individuals)).toMatchObject({ code: 'event/seat-count', params: { either: [4], given: 2 } });
    const cutThroat = { ...base, rules: 'jamaican-cut-throat', entry: 'cut-throat', pairing: 'manual', rounds: [{ tables: [{ table: 1, seats: ['e1', 'e2'], games: [] }] }] };
    expect(refusal(cutThroat)).toMatchObject({ code: 'event/seat-count', params: { either: [4, 3], given: 2 } });
    // Chiva is played by 2 or 3: a table of 4 cannot be.
    expect(refusal({ ...cutThroat, rules: 'chiva', rounds: [] })).toMatchObject({ code: 'event/entry-rules', params: { seats: [4, 3] } });
    expect(checkEventText({ ...cutThroat, rules: 'chiva', tableSize: 3, rounds: [] }).ok).toBe(true);
  });

  it('an individuals game seats the entrants by name, in seat order', () => {
    const names = ['Ann', 'Ben', 'Cat', 'Dan'];
    const e = {
      format: 'dominoes-event/1',
      name: 'x',
      date: '2026-01-31',
      rules: 'jamaican-partner',
      entry: 'individuals',
      round: { games: 1 },
      pairing: 'rotating',
      entrants: names.map((n, i) => ({ id: `e${i + 1}`, name: n })),
      rounds: [{ tables: [{ table: 1, seats: ['e1', 'e2', 'e3', 'e4'], games: [{ record: playedRecord(11, ['Cat', 'Ben', 'Ann', 'Dan']) }] }] }],
    };
    expect(refusal(e)).toMatchObject({ code: 'event/game-seats', field: 'rounds[0].tables[0].games[0].record.seats[0]', params: { seat: 1, found: '"Cat"', expected: ['"Ann"'] } });
  });

  it('a file larger than the limit is refused before it is read', () => {
    const huge = ' '.repeat(64 * 1024 * 1024 + 1);
    expect(refusal(huge)).toMatchObject({ code: 'event/too-large', params: { mb: 64 } });
  });

  it('an event made in code is checked as one read from a file: a pair without players is refused, not thrown', () => {
    const parsed = parseEvent(clubNight());
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [first, ...rest] = parsed.value.entrants;
    const event = { ...parsed.value, entrants: [{ id: first!.id, name: first!.name }, ...rest] };
    expect(checkEvent(event)).toMatchObject({ ok: false, error: { code: 'event/players', field: 'entrants[0].players' } });
  });

  it('a value given in code is checked for reserved keys as text is', () => {
    const e = changed(() => undefined);
    Object.defineProperty(e, '__proto__', { value: {}, enumerable: true });
    expect(parseEvent(e)).toMatchObject({ ok: false, error: { code: 'event/reserved-key' } });
  });
});

describe('writing', () => {
  it('writes every setting, and parse → write → parse gives the same event', () => {
    const parsed = parseEvent(JSON.stringify(clubNight()));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const text = writeEvent(parsed.value);
    const again = parseEvent(text);
    expect(again).toEqual(parsed);
    expect(writeEvent((again as { value: typeof parsed.value }).value)).toBe(text);
    expect(Object.keys(JSON.parse(text) as object)).toEqual(['format', 'name', 'date', 'rules', 'options', 'entry', 'tableSize', 'round', 'pairing', 'points', 'byeScore', 'forfeitScore', 'ranking', 'seed', 'firstRound', 'entrants', 'rounds']);
    expect(checkEvent(parsed.value).ok).toBe(true);
  });

  // Issue 25 item 1: "The event file gains the field (optional, documented; older files read as today)".
  it('writes the rounds planned after the pairing when said, and reads a file without them as before', () => {
    const swiss = { ...clubNight(), pairing: 'swiss', roundsPlanned: 4 };
    const parsed = parseEvent(JSON.stringify(swiss));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.roundsPlanned).toBe(4);
    const text = writeEvent(parsed.value);
    expect(Object.keys(JSON.parse(text) as object).slice(7, 10)).toEqual(['round', 'pairing', 'roundsPlanned']);
    expect(parseEvent(text)).toEqual(parsed);
    // The examples were written before the field: they read and write back as they are, none said.
    for (const name of ['event-club-night', 'event-rotating']) {
      const file = readFileSync(new URL(`../../../docs/examples/${name}.json`, import.meta.url), 'utf8');
      const read = parseEvent(file);
      if (!read.ok) throw new Error(read.error.message);
      expect(read.value).not.toHaveProperty('roundsPlanned');
      expect(writeEvent(read.value)).toBe(file);
    }
  });

  it('a table of the last round may have no result yet; of a closed round, a forfeit is its result', () => {
    const next = { tables: [{ table: 1, seats: ['p1', 'p3'], games: [] }, { table: 2, seats: ['p2', 'p4'], games: [] }] };
    expect(checkEventText(changed((e) => push(e, 'rounds', next))).ok).toBe(true);
    expect(checkEventText(changed((e) => (put(e, 'rounds[0].tables[1].games', []), put(e, 'rounds[0].tables[1].forfeit', ['p4']), push(e, 'rounds', next)))).ok).toBe(true);
  });
});
