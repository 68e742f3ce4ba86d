/**
 * Entrants from and to CSV (issue 17, "Entrants ... imported from CSV (csv-parse), exported as CSV
 * safe against formula injection"): the header and its columns, every refusal naming the row and
 * column and adding nothing, a byte-order mark tolerated, formula cells escaped on export and read
 * back as they were.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiError, EntrantsImported, EventView, ExportedFile } from '../../api/contract.ts';
import { cellRead, readEntrantsCsv, safeCell, writeEntrantsCsv } from '../../api/entrants.ts';
import type { Entrant } from '../../domain/events/types.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-csv');

async function pairsEvent(): Promise<EventView> {
  return value<EventView>(
    await t.service.call('createEvent', { name: 'Night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrants: [{ id: 'p1', name: 'Ann & Cat', players: ['Ann', 'Cat'] }] }),
  );
}

function refusal(answer: { ok: boolean; error?: ApiError }): ApiError {
  expect(answer.ok).toBe(false);
  return answer.error!;
}

describe('importEntrantsCsv', () => {
  it('adds every row, ids made for rows without one, a byte-order mark and blank lines tolerated', async () => {
    const { id: eventId } = await pairsEvent();
    const text = '\uFEFFName,Player1,Player2,id\r\nBen & Dan,Ben,Dan,\r\n\r\n"Eve, Gus",Eve,Gus,eg\r\n';
    const imported = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId, text }));
    expect(imported.added).toEqual([
      { id: 'E1', name: 'Ben & Dan', players: ['Ben', 'Dan'], withdrawn: false },
      { id: 'eg', name: 'Eve, Gus', players: ['Eve', 'Gus'], withdrawn: false },
    ]);
    expect(imported.event.entrants).toHaveLength(3);
  });

  it('refuses a missing or unknown column, an empty name, a duplicate name or id, naming row and column, and adds nothing', async () => {
    const { id: eventId } = await pairsEvent();
    const cases: [string, string, Record<string, unknown>][] = [
      ['name,player1\nBen & Dan,Ben\n', 'event/csv-column', { row: 1, column: 'player2' }],
      ['name,player1,player2,club\nBen & Dan,Ben,Dan,X\n', 'event/csv-column', { row: 1, column: 'club' }],
      ['', 'event/csv-column', { row: 1, column: 'name' }],
      ['name,player1,player2\nBen & Dan,Ben,Dan\n ,Eve,Gus\n', 'event/entrant-name', { row: 3, column: 'name' }],
      ['name,player1,player2\nBen & Dan,Ben,Dan\nEve & Gus,Eve,\n', 'event/entrant-name', { row: 3, column: 'player2' }],
      // "as names are compared in records": capitals and accents aside.
      ['name,player1,player2\nBen & Dan,Ben,Dan\nBEN & DAN,Eve,Gus\n', 'event/entrant-name-twice', { row: 3, column: 'name' }],
      ['name,player1,player2\nBen & Dan,Ben,Bén\n', 'event/entrant-name-twice', { row: 2, column: 'player2' }],
      ['name,player1,player2\nAnn and Co,ann,Zed\n', 'event/entrant-name-twice', { row: 2, column: 'player1' }],
      ['id,name,player1,player2\np1,Ben & Dan,Ben,Dan\n', 'event/entrant-id-twice', { row: 2, column: 'id' }],
      ['id,name,player1,player2\nx,Ben & Dan,Ben,Dan\nx,Eve & Gus,Eve,Gus\n', 'event/entrant-id-twice', { row: 3, column: 'id' }],
      ['id,name,player1,player2\nbad id,Ben & Dan,Ben,Dan\n', 'event/entrant-id', { row: 2, column: 'id' }],
      ['name,player1,player2\n"Ben & Dan,Ben,Dan\n', 'event/csv', { line: 2 }],
      ['name,player1,player2\nBen & Dan,Ben,Dan,extra\n', 'event/csv', { line: 2 }],
    ];
    const before = await t.service.call('getEvent', { eventId });
    for (const [text, code, params] of cases) {
      const error = refusal(await t.service.call('importEntrantsCsv', { eventId, text }));
      expect(error, text).toMatchObject({ code, params });
      expect(error.message, text).toMatch(params['row'] ? new RegExp(`^Row ${String(params['row'])}`) : /line 2/);
    }
    expect(await t.service.call('getEvent', { eventId })).toEqual(before);
  });

  // Issue 25 item 3: "Entrants CSV with `;` as the separator (Excel in Spanish, French, German), with
  // `,` or `;` detected from the header row, and rows that are empty or only separators skipped
  // (their row numbers kept in later refusals)".
  it('reads a spreadsheet saved with ";" (Excel in Spanish), skipping its blank rows and rows of separators alone', async () => {
    const { id: eventId } = await pairsEvent();
    const text = 'name;player1;player2\r\nLos Primos;Ben;Dan\r\n;;\r\n\r\n ; ;\r\n;;;;;\r\n"Eve; Gus";Eve;Gus\r\n;;\r\n';
    const imported = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId, text }));
    expect(imported.added.map((e) => [e.name, e.players])).toEqual([
      ['Los Primos', ['Ben', 'Dan']],
      ['Eve; Gus', ['Eve', 'Gus']],
    ]);
    // A comma in a ";" file is a character of its cell, and a ";" in a "," file too: the header decides.
    const commas = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId, text: 'name,player1,player2\nFay; Hal,Fay,Hal\n,,\n' }));
    expect(commas.added.map((e) => e.name)).toEqual(['Fay; Hal']);
  });

  it('a refusal after skipped rows names the row the spreadsheet shows', async () => {
    const { id: eventId } = await pairsEvent();
    for (const [text, row, column] of [
      ['name;player1;player2\n;;\n\n;;;;\nEve & Gus;Eve;\n', 5, 'player2'],
      ['name,player1,player2\n,,\nBen & Dan,Ben,Dan\n,,,\nBEN & DAN,Eve,Gus\n', 5, 'name'],
    ] as const) {
      expect(refusal(await t.service.call('importEntrantsCsv', { eventId, text })), text).toMatchObject({ params: { row, column } });
    }
    // A row of cells that are not all empty still has the header's length, or is refused.
    expect(refusal(await t.service.call('importEntrantsCsv', { eventId, text: 'name;player1;player2\n;;\nBen;Dan\n' }))).toMatchObject({ code: 'event/csv', params: { line: 3 } });
  });

  it('refuses a file larger than the bound before reading it', async () => {
    const { id: eventId } = await pairsEvent();
    const error = refusal(await t.service.call('importEntrantsCsv', { eventId, text: 'name\n' + 'x'.repeat(1024 * 1024) }));
    expect(error).toMatchObject({ code: 'input/invalid', field: 'text' });
  });
});

describe('exportEntrantsCsv', () => {
  it('writes a header and one row an entrant; a cell starting with = + - @ tab or CR gets an apostrophe', async () => {
    const event = value<EventView>(
      await t.service.call('createEvent', {
        name: 'Night',
        date: '2026-11-26',
        rules: 'jamaican-partner',
        entry: 'pairs',
        round: { games: 1 },
        pairing: 'swiss',
        entrants: [
          { id: '-x', name: '=HYPERLINK("http://evil")', players: ['+Ann', '@Cat'] },
          { id: 'p2', name: "'=quoted", players: ['Ben', 'Dan'] },
        ],
      }),
    );
    const file = value<ExportedFile>(await t.service.call('exportEntrantsCsv', { eventId: event.id }));
    expect(file.fileName).toBe('2026-11-26 Night.csv');
    expect(file.text.split('\r\n')).toEqual(['id,name,player1,player2', `'-x,"'=HYPERLINK(""http://evil"")",'+Ann,'@Cat`, "p2,''=quoted,Ben,Dan", '']);
    // Read back into another event: the same entrants.
    const other = value<EventView>(await t.service.call('createEvent', { name: 'Again', date: '2026-11-27', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss' }));
    const back = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId: other.id, text: file.text }));
    expect(back.added).toEqual(event.entrants);
  });
});

describe('the CSV cells (property)', () => {
  it('a file with either separator, blank rows and rows of separators anywhere, reads the same entrants; a refusal names its own row', () => {
    const name = fc.stringMatching(/^[A-Z][a-z]{1,6}$/);
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 6, selector: (n) => n.toLowerCase() }),
        fc.constantFrom(',', ';'),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom('', ' ', ';;', ',', ';', ' ; ', ',,,,')), { maxLength: 5 }),
        fc.boolean(),
        (names, separator, blanks, bad) => {
          const rows = [['id', 'name'].join(separator), ...names.map((n, i) => [`x${i}`, n].join(separator))];
          // A row naming nobody, last: refused at its own row, whatever was skipped before it.
          if (bad) rows.push([`x${names.length}`, ' '].join(separator));
          // Blank rows go anywhere after the header; a row of the other separator alone is blank too.
          const lines = [...rows];
          for (const [at, blank] of blanks) lines.splice(1 + (at % lines.length), 0, blank.replaceAll(separator === ',' ? ';' : ',', separator));
          const read = readEntrantsCsv(lines.join('\r\n'), 'individuals', []);
          if (bad) {
            expect(read).toMatchObject({ ok: false, error: { code: 'event/entrant-name', params: { row: lines.indexOf(rows.at(-1)!) + 1, column: 'name' } } });
          } else expect(read).toEqual({ ok: true, value: names.map((n, i) => ({ id: `x${i}`, name: n })) });
        },
      ),
    );
  });

  const FORMULA = /^[=+\-@\t\r]/;
  it('an escaped cell never starts a formula, and reads back as it was', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('=', '+', '-', '@', '\t', '\r', "'", 'a', ' ', '"', ',') }), (text) => {
        const cell = safeCell(text);
        expect(FORMULA.test(cell)).toBe(false);
        expect(cellRead(cell)).toBe(text);
      }),
    );
  });

  it('writeEntrantsCsv then readEntrantsCsv gives back the entrants, whatever the names', () => {
    const name = fc
      .tuple(fc.constantFrom('', '=', '+', '-', '@', "'", "'=", '"'), fc.stringMatching(/^[A-Za-z][A-Za-z ,"'=]{0,12}[A-Za-z]$/))
      .map(([start, rest]) => start + rest);
    fc.assert(
      fc.property(fc.uniqueArray(name, { minLength: 1, maxLength: 8, selector: (n) => n.toLowerCase().replace(/\s+/g, ' ') }), (names) => {
        const entrants: Entrant[] = names.map((n, i) => ({ id: `-${i}`, name: n }));
        const read = readEntrantsCsv(writeEntrantsCsv('individuals', entrants), 'individuals', []);
        expect(read).toEqual({ ok: true, value: entrants });
      }),
    );
  });
});
