/**
 * The api's part of issue 17's screen gaps: createEvent taking the entrants CSV's text (the New
 * event form makes the event and its entrants in one step, or nothing, with the refusal naming row
 * and column), and checkRound, the seating editor's live check (saveRound's answer without the
 * save: the same refusal or the same warnings, and nothing written).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiError, ApiInputs, EventView, RoundAnswer, RoundCheck } from '../../api/contract.ts';
import { clubNight } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-screens');

const NIGHT: ApiInputs['createEvent'] = { name: 'Night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss' };

function refusal(answer: { ok: boolean; error?: ApiError }): ApiError {
  expect(answer.ok, JSON.stringify(answer)).toBe(false);
  return answer.error!;
}

describe('createEvent with the entrants CSV (issue 17 Screens: "entrants typed or imported")', () => {
  it('makes the event with the typed entrants first, then the file’s rows', async () => {
    const made = value<EventView>(
      await t.service.call('createEvent', {
        ...NIGHT,
        entrants: [{ name: 'Ann & Cat', players: ['Ann', 'Cat'] }],
        entrantsCsv: '\uFEFFname,player1,player2\r\nBen & Dan,Ben,Dan\r\nEve & Gus,Eve,Gus\r\n',
      }),
    );
    expect(made.entrants.map((e) => [e.name, e.players])).toEqual([
      ['Ann & Cat', ['Ann', 'Cat']],
      ['Ben & Dan', ['Ben', 'Dan']],
      ['Eve & Gus', ['Eve', 'Gus']],
    ]);
    expect(new Set(made.entrants.map((e) => e.id)).size).toBe(3);
  });

  it('a CSV alone is enough', async () => {
    const made = value<EventView>(await t.service.call('createEvent', { ...NIGHT, entry: 'individuals', pairing: 'rotating', entrantsCsv: 'id,name\na1,Ann\na2,Ben\n' }));
    expect(made.entrants.map((e) => e.id)).toEqual(['a1', 'a2']);
  });

  // issue 17 "Storage and speed": "a CSV with a missing column or a duplicate name" refused, nothing changed.
  it.each([
    ['a missing column', 'name,player1\nBen & Dan,Ben\n', 'event/csv-column', { row: 1, column: 'player2' }],
    ['a name typed and in the file', 'name,player1,player2\nAnn & Cat,Zed,Yan\n', 'event/entrant-name-twice', { row: 2, column: 'name' }],
    ['a player typed and in the file', 'name,player1,player2\nThe Cats,Cat,Yan\n', 'event/entrant-name-twice', { row: 2, column: 'player1' }],
    ['an empty name on row 3', 'name,player1,player2\nBen & Dan,Ben,Dan\n,Eve,Gus\n', 'event/entrant-name', { row: 3, column: 'name' }],
    ['a broken quote', 'name,player1,player2\n"Ben & Dan,Ben,Dan\n', 'event/csv', { line: 2 }],
  ])('refuses %s naming where, and creates no event', async (_, csv, code, params) => {
    const before = await t.service.call('listEvents', {});
    const error = refusal(await t.service.call('createEvent', { ...NIGHT, entrants: [{ name: 'Ann & Cat', players: ['Ann', 'Cat'] }], entrantsCsv: csv }));
    expect(error).toMatchObject({ code, params });
    expect(await t.service.call('listEvents', {})).toEqual(before);
  });

  it('refuses a file too large for the contract before reading it', async () => {
    const error = refusal(await t.service.call('createEvent', { ...NIGHT, entrantsCsv: 'x'.repeat(1024 * 1024 + 1) }));
    expect(error.code).toBe('input/invalid');
  });
});

describe('checkRound (issue 17: "a warning names the rule a change breaks", said while the director edits)', () => {
  async function drawnNight(): Promise<number> {
    const event = value<EventView>(await t.service.call('importEvent', { text: JSON.stringify(clubNight()) }));
    value<RoundAnswer>(await t.service.call('drawRound', { eventId: event.id }));
    return event.id;
  }

  it('names a rematch without saving it', async () => {
    const eventId = await drawnNight();
    const before = await t.service.call('getEvent', { eventId });
    const checked = value<RoundCheck>(await t.service.call('checkRound', { eventId, round: 2, tables: [{ table: 1, seats: ['p1', 'p2'] }, { table: 2, seats: ['p3', 'p4'] }], byes: [] }));
    expect(checked.warnings).toEqual(expect.arrayContaining([{ kind: 'rematch', entrants: ['p1', 'p2'], table: 1 }]));
    expect(await t.service.call('getEvent', { eventId })).toEqual(before);
  });

  it('says a second bye', async () => {
    const { id: eventId } = value<EventView>(await t.service.call('createEvent', { ...NIGHT, pairing: 'manual', entrants: ['A', 'B', 'C', 'D'].map((n) => ({ id: n, name: `${n}1 & ${n}2`, players: [`${n}1`, `${n}2`] as [string, string] })) }));
    value<RoundAnswer>(await t.service.call('saveRound', { eventId, round: 1, tables: [{ table: 1, seats: ['A', 'B'] }], byes: ['C', 'D'] }));
    await t.service.call('enterPaperScore', { eventId, round: 1, table: 1, score: [3, 1] });
    const checked = value<RoundCheck>(await t.service.call('checkRound', { eventId, round: 2, tables: [{ table: 1, seats: ['A', 'B'] }], byes: ['C', 'D'] }));
    expect(checked.warnings).toEqual(expect.arrayContaining([{ kind: 'second-bye', entrant: 'C' }, { kind: 'rematch', entrants: ['A', 'B'], table: 1 }]));
  });

  it('refuses what saveRound refuses, with the same error', async () => {
    const eventId = await drawnNight();
    for (const input of [
      { eventId, round: 2, tables: [{ table: 1, seats: ['p1', 'p2'] }, { table: 2, seats: ['p1', 'p4'] }], byes: ['p3'] },
      { eventId, round: 2, tables: [{ table: 1, seats: ['p1', 'p2'] }], byes: [] },
      { eventId, round: 1, tables: [{ table: 1, seats: ['p1', 'p3'] }], byes: [] },
      { eventId: 999, round: 1, tables: [], byes: [] },
    ]) {
      expect(await t.service.call('checkRound', input)).toEqual(await t.service.call('saveRound', input));
    }
  });

  it('property: checkRound answers as saveRound would (refusal, or the same warnings) and writes nothing', async () => {
    const eventId = await drawnNight();
    const entrant = fc.constantFrom('p1', 'p2', 'p3', 'p4', 'zz');
    const seating = fc.record({
      tables: fc.array(fc.record({ table: fc.integer({ min: 1, max: 3 }), seats: fc.array(entrant, { minLength: 2, maxLength: 2 }) }), { maxLength: 3 }),
      byes: fc.array(entrant, { maxLength: 2 }),
    });
    await fc.assert(
      fc.asyncProperty(seating, async ({ tables, byes }) => {
        const input = { eventId, round: 2, tables, byes };
        const before = await t.service.call('getEvent', { eventId });
        const checked = await t.service.call('checkRound', input);
        expect(await t.service.call('getEvent', { eventId })).toEqual(before);
        const saved = await t.service.call('saveRound', input);
        expect(checked.ok).toBe(saved.ok);
        if (checked.ok && saved.ok) expect((checked.value as RoundCheck).warnings).toEqual((saved.value as RoundAnswer).warnings);
        if (!checked.ok && !saved.ok) expect(checked.error).toEqual(saved.error);
      }),
      { numRuns: 60 },
    );
  });
});
