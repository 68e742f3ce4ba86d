/**
 * The printed sheets' content (renderer/src/print/model.ts, paper.ts), from issue 17, "Printing":
 * the round's seating by table and by name ("find your table": alphabetical, each name with its
 * table and seat/partner), score cards blank and filled with the round's names, A4 and Letter.
 * The seat order read here is the vocabulary's (domain/events/types.ts, EventTable.seats).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findYourTable, gamesOnCard, HAND_ROWS, scoreCards, seatingByTable, STANDING_COLUMNS, tableSides } from '../../renderer/src/print/model.ts';
import type { PrintEvent } from '../../renderer/src/print/model.ts';
import { cssString, defaultPaper, marginProperties } from '../../renderer/src/print/paper.ts';

const seats = (...ids: string[]) => ids.map((entrant) => ({ entrant }));
const english = new Intl.Collator('en');

const pairsEvent: PrintEvent = {
  name: 'Club night',
  date: '2026-11-26',
  entry: 'pairs',
  tableSize: 4,
  round: { games: 2 },
  entrants: [
    { id: 'p1', name: 'Ann & Cat', players: ['Ann', 'Cat'] },
    { id: 'p2', name: 'Ben & Dan', players: ['Ben', 'Dan'] },
    { id: 'p3', name: 'Eve & Fay', players: ['Eve', 'Fay'] },
    { id: 'p4', name: 'The Lions', players: null },
    { id: 'p5', name: 'Gus & Hal', players: ['Gus', 'Hal'] },
  ],
  rounds: [
    {
      // Table 2 listed first: the sheets go by the table's number, not the order stored.
      tables: [
        { table: 2, seats: seats('p3', 'p4') },
        { table: 1, seats: seats('p2', 'p1') },
      ],
      byes: seats('p5'),
    },
  ],
};

const individualsEvent: PrintEvent = {
  name: 'FVD open',
  date: '2026-11-26',
  entry: 'individuals',
  tableSize: 4,
  round: { firstTo: 2 },
  entrants: ['Ana', 'Beto', 'Carla', 'Dario', 'Elsa'].map((name, i) => ({ id: `i${i}`, name })),
  rounds: [{ tables: [{ table: 1, seats: seats('i0', 'i1', 'i2', 'i3') }], byes: seats('i4') }],
};

describe('seating by table', () => {
  it('pairs [X, Y]: X’s players at seats 0 and 2, Y’s at 1 and 3 (EventTable.seats)', () => {
    expect(seatingByTable(pairsEvent, 1)).toEqual([
      {
        table: 1,
        sides: [
          { label: 'Ben & Dan', players: [{ seat: 0, name: 'Ben' }, { seat: 2, name: 'Dan' }] },
          { label: 'Ann & Cat', players: [{ seat: 1, name: 'Ann' }, { seat: 3, name: 'Cat' }] },
        ],
      },
      {
        table: 2,
        sides: [
          { label: 'Eve & Fay', players: [{ seat: 0, name: 'Eve' }, { seat: 2, name: 'Fay' }] },
          // A pair entered without its players' names: no seats to give.
          { label: 'The Lions', players: [{ seat: null, name: 'The Lions' }] },
        ],
      },
    ]);
  });

  it('individuals [A, B, C, D]: A and C against B and D', () => {
    expect(tableSides(individualsEvent, individualsEvent.rounds[0]!.tables[0]!)).toEqual([
      { label: 'Ana & Carla', players: [{ seat: 0, name: 'Ana' }, { seat: 2, name: 'Carla' }] },
      { label: 'Beto & Dario', players: [{ seat: 1, name: 'Beto' }, { seat: 3, name: 'Dario' }] },
    ]);
  });

  it('cut-throat: each player a side of its own, in seat order', () => {
    const event: PrintEvent = { ...individualsEvent, entry: 'cut-throat', tableSize: 3, rounds: [{ tables: [{ table: 1, seats: seats('i2', 'i0', 'i1') }], byes: [] }] };
    expect(tableSides(event, event.rounds[0]!.tables[0]!).map((s) => [s.label, s.players])).toEqual([
      ['Carla', [{ seat: 0, name: 'Carla' }]],
      ['Ana', [{ seat: 1, name: 'Ana' }]],
      ['Beto', [{ seat: 2, name: 'Beto' }]],
    ]);
  });

  it('throws for a seat naming nobody or a round not drawn: the api hands over checked events only', () => {
    const broken: PrintEvent = { ...pairsEvent, rounds: [{ tables: [{ table: 1, seats: seats('p1', 'zz') }], byes: [] }] };
    expect(() => seatingByTable(broken, 1)).toThrow(/zz/);
    expect(() => seatingByTable(pairsEvent, 2)).toThrow(/round 2/);
  });
});

describe('find your table', () => {
  it('every player in alphabetical order with table, seat, partner and opponents; the bye listed too', () => {
    expect(findYourTable(pairsEvent, 1, english)).toEqual([
      { name: 'Ann', table: 1, seat: 1, partner: 'Cat', against: ['Ben & Dan'] },
      { name: 'Ben', table: 1, seat: 0, partner: 'Dan', against: ['Ann & Cat'] },
      { name: 'Cat', table: 1, seat: 3, partner: 'Ann', against: ['Ben & Dan'] },
      { name: 'Dan', table: 1, seat: 2, partner: 'Ben', against: ['Ann & Cat'] },
      { name: 'Eve', table: 2, seat: 0, partner: 'Fay', against: ['The Lions'] },
      { name: 'Fay', table: 2, seat: 2, partner: 'Eve', against: ['The Lions'] },
      { name: 'Gus', table: null, seat: null, partner: 'Hal', against: [] },
      { name: 'Hal', table: null, seat: null, partner: 'Gus', against: [] },
      { name: 'The Lions', table: 2, seat: null, partner: null, against: ['Eve & Fay'] },
    ]);
  });

  it('sorts as the screens’ language does: Spanish puts Ñ after N, accents beside their letter', () => {
    const event: PrintEvent = {
      ...individualsEvent,
      entrants: ['Ñico', 'Olga', 'Nora', 'Ángel'].map((name, i) => ({ id: `i${i}`, name })),
      rounds: [{ tables: [{ table: 1, seats: seats('i0', 'i1', 'i2', 'i3') }], byes: [] }],
    };
    expect(findYourTable(event, 1, new Intl.Collator('es')).map((l) => l.name)).toEqual(['Ángel', 'Nora', 'Ñico', 'Olga']);
  });

  it('lists every seated and bye player exactly once, each table with its own number (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.boolean(), (n, withPlayers) => {
        const entrants = Array.from({ length: n }, (_, i) => ({
          id: `e${i}`,
          name: `Pair ${i}`,
          players: withPlayers ? ([`A${i}`, `B${i}`] as [string, string]) : null,
        }));
        const tables = Array.from({ length: Math.floor(n / 2) }, (_, t) => ({ table: t + 1, seats: seats(`e${2 * t}`, `e${2 * t + 1}`) }));
        const event: PrintEvent = { ...pairsEvent, entrants, rounds: [{ tables, byes: n % 2 ? seats(`e${n - 1}`) : [] }] };
        const lines = findYourTable(event, 1, english);
        const names = entrants.flatMap((e) => e.players ?? [e.name]);
        expect(lines.map((l) => l.name).sort()).toEqual([...names].sort());
        for (const [i, line] of lines.entries()) if (i > 0) expect(english.compare(lines[i - 1]!.name, line.name)).toBeLessThanOrEqual(0);
        for (const line of lines) if (line.table !== null) expect(tables.some((t) => t.table === line.table)).toBe(true);
      }),
    );
  });
});

describe('score cards', () => {
  it('one card a table of the round, filled with its sides, in table order', () => {
    const cards = scoreCards(pairsEvent, 1);
    expect(cards.map((c) => [c.table, c.sides.map((s) => s.label), c.games])).toEqual([
      [1, ['Ben & Dan', 'Ann & Cat'], 2],
      [2, ['Eve & Fay', 'The Lions'], 2],
    ]);
  });

  it('blank: one card with as many unnamed sides as a table has (two; cut-throat its tableSize)', () => {
    expect(scoreCards(pairsEvent, null)).toEqual([{ table: null, sides: [{ label: '', players: [] }, { label: '', players: [] }], games: 2, rows: HAND_ROWS }]);
    expect(scoreCards({ ...pairsEvent, entry: 'cut-throat', tableSize: 3 }, null)[0]!.sides).toHaveLength(3);
  });

  it('a game for each game the round format can take: N, or k(N − 1) + 1 for first to N with k sides (issue 17, "round format")', () => {
    expect(gamesOnCard({ games: 3 }, 2)).toBe(3);
    expect(gamesOnCard({ games: 3 }, 4)).toBe(3);
    expect(gamesOnCard({ firstTo: 2 }, 2)).toBe(3);
    expect(gamesOnCard({ firstTo: 2 }, 4)).toBe(5);
    expect(gamesOnCard({ firstTo: 1 }, 3)).toBe(1);
    expect(scoreCards({ ...pairsEvent, entry: 'cut-throat', tableSize: 4, round: { firstTo: 3 } }, null)[0]!.games).toBe(9);
  });

  // Issue 25 item 9: "enough hand rows for a long game (or a second sheet)": the evening's game of
  // 14 hands, a tied hand and its replay among them, had room for 7 on a card of four games.
  it('every game has room for a long game, whatever the games and sides (the card goes on to a second sheet)', () => {
    for (const round of [{ games: 1 }, { games: 4 }, { firstTo: 3 }] as const) {
      for (const [entry, tableSize] of [['pairs', 4], ['cut-throat', 4]] as const) {
        expect(scoreCards({ ...pairsEvent, entry, tableSize, round }, null)[0]!.rows).toBeGreaterThanOrEqual(20);
      }
    }
  });
});

describe('the standings sheet', () => {
  it('prints every figure of the standings, in the order `referee standings --json` gives them (issue 17)', () => {
    // The issue's list: {"place", "entrant", "name", "played", … "buchholz"}; place and name are
    // the sheet's first two columns, the entrant's id is not printed.
    const issue = 'place entrant name played won drawn lost byes matchPoints gamesWon gamesLost handsWon handsLost pointsFor pointsAgainst penalties efectividad shutoutsGiven shutoutsTaken buchholz';
    expect(['place', 'entrant', 'name', ...STANDING_COLUMNS].join(' ')).toBe(issue);
  });
});

describe('paper and the margin boxes', () => {
  it('starts on Letter where it is the usual paper, A4 elsewhere and when no region is named', () => {
    expect(defaultPaper('en', ['en-US'])).toBe('letter');
    expect(defaultPaper('es', ['es-DO', 'en-GB'])).toBe('letter');
    expect(defaultPaper('es', ['es-ES'])).toBe('a4');
    expect(defaultPaper('en', ['en-GB'])).toBe('a4');
    expect(defaultPaper('es', ['es', 'en'])).toBe('a4');
    expect(defaultPaper('es', ['es', 'es-MX'])).toBe('letter');
  });

  // Issue 25 item 9: "the paper size defaults from the locale (A4 for Spanish and most of the
  // world, Letter for en-US)": the sheet's language's region, not another language's.
  it('from the sheet’s own language: a Spanish sheet from a browser set to en-US starts on A4, an English one on Letter', () => {
    expect(defaultPaper('es', ['en-US'])).toBe('a4');
    expect(defaultPaper('en', ['en-US'])).toBe('letter');
    expect(defaultPaper('en', ['es-MX', 'en-GB'])).toBe('a4');
    expect(defaultPaper('es', ['en-US', 'es-MX'])).toBe('letter');
  });

  it('writes any text as one CSS string: quotes and backslashes escaped, a line break as \\A, control characters dropped', () => {
    expect(cssString('Club "La 20" \\ night')).toBe('"Club \\"La 20\\" \\\\ night"');
    expect(cssString('a\nb\u0007c')).toBe('"a\\A bc"');
    expect(marginProperties({ header: 'Club night · 2026-11-26', page: 'Página', of: 'de' })).toEqual({
      '--print-header': '"Club night · 2026-11-26"',
      '--print-page': '"Página"',
      '--print-of': '"de"',
    });
  });

  it('never lets a text end the string early (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const css = cssString(text);
        // Inside the quotes, every quote is escaped by an odd run of backslashes.
        const inner = css.slice(1, -1);
        for (const m of inner.matchAll(/(\\*)"/g)) expect(m[1]!.length % 2).toBe(1);
        // …and no run of backslashes at the end escapes the closing one.
        expect(/\\*$/.exec(inner)![0].length % 2).toBe(0);
        expect(css.endsWith('"') && !/[\u0000-\u001f]/.test(css)).toBe(true);
      }),
    );
  });
});
