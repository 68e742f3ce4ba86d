/**
 * The standings against an independent oracle (test/support/event-oracle.ts, written from issue
 * 17's words alone): random whole event files of every entry, with forfeits (one side named or
 * both), byes, penalties, withdrawals, late entries, tables left pending, match points in tenths
 * and any ranking the format allows, read exactly as `referee standings --json` reads them. Every
 * figure, place and pending table must agree.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventFile, genEventArb, oracleStandings, referee, TENTHS } from '../../support/event-oracle.ts';
import type { Entry, GenEvent, Json, OracleRow } from '../../support/event-oracle.ts';

/** The oracle's rows as the referee prints them (tenths back to points). */
function expected(ev: GenEvent): Json[] {
  return oracleStandings(ev).rows.map((row) => {
    const out: Json = {};
    for (const [k, v] of Object.entries(row)) out[k] = TENTHS.includes(k as keyof OracleRow) ? (v as number) / 10 : v;
    return out;
  });
}

/** The referee's rows, figures rounded to tenths where the oracle keeps tenths (the sum of 0.1s is not exact). */
function actual(json: Json): Json[] {
  return (json['standings'] as Json[]).map((row) => {
    const { name: _name, ...rest } = row;
    for (const k of TENTHS) rest[k] = Math.round((rest[k] as number) * 10) / 10;
    return rest;
  });
}

function check(ev: GenEvent): void {
  const answer = referee('standings', JSON.stringify(eventFile(ev)));
  expect(answer.json['error'] ?? null).toBeNull();
  expect(answer.status).toBe(0);
  expect(actual(answer.json)).toEqual(expected(ev));
  expect(answer.json['pending']).toEqual(oracleStandings(ev).pending);
  expect(answer.json['rounds']).toBe(ev.rounds.length);
}

describe('standings against the oracle (issue 17, "Standings" and "Ranking")', () => {
  for (const entry of ['pairs', 'individuals', 'cut-throat'] as const satisfies readonly Entry[]) {
    it(`${entry}: every figure, place and pending table of random events`, () => {
      fc.assert(fc.property(genEventArb(fc.constant(entry)), check), { numRuns: 150 });
    });
  }
});

describe('match points and penalties in decimals add up as the organizer adds them (found by the oracle)', () => {
  // The file takes decimal match points ("a club may give half points", docs/event-format.md) and
  // the standings summed them as binary fractions: three draws at 0.1 came to 0.30000000000000004,
  // above a win at 0.3, so two entrants on equal match points were split (issue 17: "Entrants
  // tied on every key share the place") and the referee printed 0.30000000000000004. Both sides
  // are read from the issue: a figure is the sum the organizer makes, 0.3 in both cases.
  const pairs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Pair ${i + 1}`, players: [`Ann ${i + 1}`, `Ben ${i + 1}`] }));
  const file = {
    format: 'dominoes-event/1',
    name: 'Tenths',
    date: '2026-11-27',
    rules: 'jamaican-partner',
    entry: 'pairs',
    round: { games: 1 },
    pairing: 'manual',
    points: { win: 0.3, draw: 0.1, loss: 0, bye: 0 },
    ranking: ['match-points'],
    entrants: pairs(5),
    rounds: [
      // p1 wins once (0.3); p2 draws three times (0.1 + 0.1 + 0.1), with p3, p4 and p5.
      { tables: [{ table: 1, seats: ['p1', 'p3'], games: [{ score: [6, 2] }] }, { table: 2, seats: ['p2', 'p4'], games: [{ score: [3, 3] }] }] },
      { tables: [{ table: 1, seats: ['p2', 'p5'], games: [{ score: [1, 1] }] }] },
      { tables: [{ table: 1, seats: ['p2', 'p3'], games: [{ score: [0, 0] }] }], penalties: [{ entrant: 'p1', points: 0.1, reason: 'Late' }, { entrant: 'p1', points: 0.2, reason: 'Late' }] },
    ],
  };

  it('a win at 0.3 and three draws at 0.1 share the place, each on 0.3', () => {
    const rows = referee('standings', JSON.stringify(file)).json['standings'] as Json[];
    expect(rows.slice(0, 2).map((r) => [r['place'], r['entrant'], r['matchPoints']])).toEqual([
      [1, 'p1', 0.3],
      [1, 'p2', 0.3],
    ]);
  });

  it('penalties of 0.1 and 0.2 come to 0.3, and efectividad is 4 − 0.3', () => {
    const rows = referee('standings', JSON.stringify(file)).json['standings'] as Json[];
    const p1 = rows.find((r) => r['entrant'] === 'p1')!;
    expect([p1['penalties'], p1['efectividad']]).toEqual([0.3, 3.7]);
  });
});
