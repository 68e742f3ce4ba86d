/**
 * Drawing the next round, whatever the method (issue 17, "Drawing the next round": "Only when
 * every table of the last round is complete"; `manual` has nothing to draw), and a round changed
 * by hand: what is refused (checkDrawnRound: an entrant seated twice or seated and given a bye,
 * an unknown or withdrawn entrant, a table of the wrong size, an active entrant left out) and
 * what is only warned about (drawWarnings: "a rematch, a repeated partner, a second bye", and a
 * repeated table-mate in cut-throat).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDrawnRound, drawNextRound, drawRefusal, drawWarnings, sayWarning } from '../../../domain/events/pairing.ts';
import type { DrawnRound, Entry, Pairing } from '../../../domain/events/types.ts';
import { eventOf, nextRound as draw, playRounds, played, pointsFrom, standingsOf } from '../../support/pairing.ts';

const METHODS: readonly (readonly [Entry, Pairing])[] = [
  ['pairs', 'round-robin'],
  ['pairs', 'swiss'],
  ['individuals', 'rotating'],
  ['cut-throat', 'cut-throat'],
];

describe('drawNextRound: refusals', () => {
  it('refuses while a table of the last round is not complete, naming the round and table (event/round-incomplete)', () => {
    const summary = played(eventOf('pairs', 'swiss', 8), draw(eventOf('pairs', 'swiss', 8)));
    const standings = { ...standingsOf(summary), pending: [{ round: 1, table: 3 }] };
    const drawn = drawNextRound(summary, standings);
    expect(drawn).toMatchObject({ ok: false, error: { code: 'event/round-incomplete', round: 1, table: 3 } });
    expect(!drawn.ok && drawn.error.message).toContain('Table 3 of round 1');
  });

  it('reads only the last round’s pending tables (an earlier round is closed)', () => {
    let summary = eventOf('pairs', 'swiss', 4);
    summary = played(summary, draw(summary));
    summary = played(summary, draw(summary));
    const standings = { ...standingsOf(summary, pointsFrom(summary)), pending: [{ round: 1, table: 2 }] };
    expect(drawNextRound(summary, standings).ok).toBe(true);
  });

  it('has nothing to draw for manual pairing (event/manual), whatever the tables', () => {
    const summary = eventOf('pairs', 'manual', 4);
    expect(drawNextRound(summary, { ...standingsOf(summary), pending: [{ round: 1, table: 1 }] })).toMatchObject({
      ok: false,
      error: { code: 'event/manual', round: 1 },
    });
  });

  it.each([
    ['pairs', 'swiss', 1, 2],
    ['individuals', 'rotating', 3, 4],
    // tableSize 4: tables of 4 or 3.
    ['cut-throat', 'cut-throat', 2, 3],
  ] as const)('%s / %s: refuses with %i entrant(s) still in, fewer than a table seats (event/too-few-entrants)', (entry, pairing, n, least) => {
    const summary = eventOf(entry, pairing, n + 2, {
      entrants: eventOf(entry, pairing, n + 2).entrants.map((e, i) => (i < 2 ? { ...e, withdrawn: true } : e)),
    });
    expect(drawNextRound(summary, standingsOf(summary))).toMatchObject({
      ok: false,
      error: { code: 'event/too-few-entrants', round: 1, params: { entrants: n, least } },
    });
  });

  it('refuses a method drawn for another entry (event/pairing-entry)', () => {
    const summary = eventOf('individuals', 'swiss', 8);
    expect(drawNextRound(summary, standingsOf(summary))).toMatchObject({ ok: false, error: { code: 'event/pairing-entry', field: 'pairing' } });
  });
});

describe('drawRefusal: the refusals without the draw', () => {
  it.each(METHODS)('%s / %s: refuses exactly what drawNextRound refuses, with the same error', (entry, pairing) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 9 }),
        fc.integer({ min: 0, max: 9 }),
        fc.boolean(),
        fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
        (n, rounds, late, pendingTable) => {
          let summary = eventOf(entry, pairing, n);
          for (let r = 0; r < rounds; r++) {
            const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
            if (!drawn.ok) break;
            summary = played(summary, drawn.value);
          }
          if (late) summary = { ...summary, entrants: [...summary.entrants, { id: 'LATE', name: 'Late' }] };
          const last = summary.rounds.length;
          const standings = { ...standingsOf(summary, pointsFrom(summary)), pending: pendingTable && last > 0 ? [{ round: last, table: pendingTable }] : [] };
          const drawn = drawNextRound(summary, standings);
          expect(drawRefusal(summary, standings)).toEqual(drawn.ok ? null : drawn.error);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('drawNextRound: every method', () => {
  it.each(METHODS)('%s / %s: never draws a withdrawn entrant, seats every other once, numbers tables 1..k, passes its own check', (entry, pairing) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 18 }),
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.boolean(), { minLength: 18, maxLength: 18 }),
        (n, rounds, leaving) => {
          let summary = playRounds(eventOf(entry, pairing, n), rounds, (r, t) => (t + r) % 2);
          // Withdrawals after round 1 (a round-robin refuses late entries, not withdrawals).
          summary = { ...summary, entrants: summary.entrants.map((e, i) => (leaving[i] && rounds > 0 ? { ...e, withdrawn: true } : e)) };
          const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
          if (!drawn.ok) {
            const active = summary.entrants.filter((e) => e.withdrawn !== true).length;
            expect(drawn.error.code).toBe(active < (entry === 'individuals' ? 4 : entry === 'pairs' ? 2 : 3) ? 'event/too-few-entrants' : 'event/schedule-over');
            return;
          }
          expect(checkDrawnRound(summary, drawn.value)).toEqual({ ok: true, value: drawn.value });
          expect(drawn.value.round).toBe(rounds + 1);
          expect(drawn.value.tables.map((t) => t.table)).toEqual(drawn.value.tables.map((_, i) => i + 1));
          const active = summary.entrants.filter((e) => e.withdrawn !== true).map((e) => e.id);
          expect([...drawn.value.tables.flatMap((t) => t.seats), ...drawn.value.byes].sort()).toEqual(active);
        },
      ),
      { numRuns: 15 },
    );
  });

  it.each(METHODS)('%s / %s: the same event and standings give the same draw', (entry, pairing) => {
    const summary = playRounds(eventOf(entry, pairing, 13, { firstRound: 'random', seed: 7 }), 2, (r, t) => t % 2);
    expect(draw(summary)).toEqual(draw(structuredClone(summary)));
  });
});

describe('checkDrawnRound: refusals of a round changed by hand', () => {
  const summary = eventOf('pairs', 'swiss', 5, {
    entrants: eventOf('pairs', 'swiss', 5).entrants.map((e) => (e.id === 'E005' ? { ...e, withdrawn: true } : e)),
  });
  const good: DrawnRound = { round: 1, tables: [{ table: 1, seats: ['E001', 'E003'] }, { table: 2, seats: ['E002', 'E004'] }], byes: [] };
  const cases: [string, DrawnRound, Record<string, unknown>][] = [
    ['seated twice', { ...good, tables: [{ table: 1, seats: ['E001', 'E003'] }, { table: 2, seats: ['E002', 'E001'] }] }, { code: 'event/seated-twice', table: 2, field: 'rounds[0].tables[1].seats[1]' }],
    ['seated and given a bye', { ...good, byes: ['E003'] }, { code: 'event/seated-and-bye', table: null, field: 'rounds[0].byes[0]' }],
    ['given two byes', { ...good, tables: [good.tables[0]!], byes: ['E002', 'E002'] }, { code: 'event/bye-twice', field: 'rounds[0].byes[1]' }],
    ['an unknown entrant', { ...good, tables: [good.tables[0]!, { table: 2, seats: ['E002', 'NOPE'] }] }, { code: 'event/unknown-entrant', table: 2, params: { entrant: '"NOPE"' } }],
    ['a withdrawn entrant', { ...good, byes: ['E005'] }, { code: 'event/withdrawn-entrant', field: 'rounds[0].byes[0]' }],
    ['a table of the wrong size', { ...good, tables: [{ table: 1, seats: ['E001', 'E003', 'E002'] }] }, { code: 'event/seat-count', table: 1, field: 'rounds[0].tables[0].seats', params: { entry: 'pairs', either: [2], given: 3 } }],
    ['an active entrant left out', { ...good, tables: [good.tables[0]!] }, { code: 'event/left-out', params: { entrant: '"E002"' } }],
    ['a table number given twice', { ...good, tables: [good.tables[0]!, { ...good.tables[1]!, table: 1 }] }, { code: 'event/table-twice', field: 'rounds[0].tables[1].table' }],
    ['a table number that is no whole number from 1', { ...good, tables: [{ ...good.tables[0]!, table: 0 }] }, { code: 'event/table-number', field: 'rounds[0].tables[0].table' }],
    ['the wrong round', { ...good, round: 2 }, { code: 'event/round-number' }],
  ];

  it('accepts a round that breaks nothing', () => {
    expect(checkDrawnRound(summary, good)).toEqual({ ok: true, value: good });
  });

  it.each(cases)('refuses %s, naming where', (_, round, error) => {
    const checked = checkDrawnRound(summary, round);
    expect(checked).toMatchObject({ ok: false, error: { round: round.round, ...error } });
    expect(!checked.ok && checked.error.message.length).toBeGreaterThan(10);
  });

  it('takes cut-throat tables of tableSize or one less, never under 2', () => {
    const ct = eventOf('cut-throat', 'cut-throat', 7, { tableSize: 4 });
    const ids = ct.entrants.map((e) => e.id);
    const ok: DrawnRound = { round: 1, tables: [{ table: 1, seats: ids.slice(0, 4) }, { table: 2, seats: ids.slice(4) }], byes: [] };
    expect(checkDrawnRound(ct, ok).ok).toBe(true);
    const twos: DrawnRound = { round: 1, tables: [{ table: 1, seats: ids.slice(0, 5) }, { table: 2, seats: ids.slice(5) }], byes: [] };
    expect(checkDrawnRound(ct, twos)).toMatchObject({ ok: false, error: { code: 'event/seat-count', table: 1, params: { either: [4, 3], given: 5 } } });
  });
});

describe('drawWarnings: what a hand-made round breaks', () => {
  it('names a rematch in pairs (a forfeit is a meeting) and a second bye', () => {
    let summary = eventOf('pairs', 'swiss', 5);
    const first: DrawnRound = { round: 1, tables: [{ table: 1, seats: ['E001', 'E002'] }, { table: 2, seats: ['E003', 'E004'] }], byes: ['E005'] };
    summary = played(summary, first);
    summary = { ...summary, rounds: [{ ...summary.rounds[0]!, tables: [summary.rounds[0]!.tables[0]!, { ...summary.rounds[0]!.tables[1]!, games: [], forfeit: ['E004'] }] }] };
    const hand: DrawnRound = { round: 2, tables: [{ table: 1, seats: ['E002', 'E001'] }, { table: 2, seats: ['E004', 'E003'] }], byes: ['E005'] };
    const warnings = drawWarnings(summary, hand);
    expect(warnings).toEqual([
      { kind: 'rematch', entrants: ['E002', 'E001'], table: 1 },
      { kind: 'rematch', entrants: ['E004', 'E003'], table: 2 },
      { kind: 'second-bye', entrant: 'E005' },
    ]);
    expect(sayWarning(summary, warnings[0]!)).toBe('Table 1: Entrant 2 and Entrant 1 have met before.');
    expect(sayWarning(summary, warnings[2]!)).toBe('Entrant 5 has had a bye before.');
  });

  it('names a repeated partner in individuals, not a repeated opponent', () => {
    let summary = eventOf('individuals', 'rotating', 4);
    summary = played(summary, draw(summary));
    // Round 1 was E001 and E003 against E002 and E004.
    const samePartners: DrawnRound = { round: 2, tables: [{ table: 1, seats: ['E003', 'E002', 'E001', 'E004'] }], byes: [] };
    expect(drawWarnings(summary, samePartners)).toEqual([
      { kind: 'repeated-partner', entrants: ['E003', 'E001'], table: 1 },
      { kind: 'repeated-partner', entrants: ['E002', 'E004'], table: 1 },
    ]);
    const newPartners: DrawnRound = { round: 2, tables: [{ table: 1, seats: ['E001', 'E003', 'E002', 'E004'] }], byes: [] };
    expect(drawWarnings(summary, newPartners)).toEqual([]);
  });

  it('names a repeated table-mate in cut-throat', () => {
    let summary = eventOf('cut-throat', 'cut-throat', 6, { tableSize: 3 });
    summary = played(summary, draw(summary));
    const hand: DrawnRound = { round: 2, tables: [{ table: 1, seats: ['E001', 'E004', 'E002'] }, { table: 2, seats: ['E003', 'E005', 'E006'] }], byes: [] };
    expect(drawWarnings(summary, hand)).toEqual([
      { kind: 'repeated-table-mate', entrants: ['E001', 'E002'], table: 1 },
      { kind: 'repeated-table-mate', entrants: ['E005', 'E006'], table: 2 },
    ]);
  });

  it('finds nothing in a draw that could avoid everything', () => {
    let summary = eventOf('pairs', 'swiss', 8);
    summary = played(summary, draw(summary));
    expect(drawWarnings(summary, draw(summary))).toEqual([]);
  });
});
