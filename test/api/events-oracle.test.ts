/**
 * The app's own path against the independent oracle (test/support/event-oracle.ts): random whole
 * event files imported as an organizer imports them (importEvent), their standings as the screen
 * asks for them (getStandings, read from what the database stored, not from the file), the file
 * the app exports read again by `referee standings`, and the next round the app draws
 * (drawRound) against `referee next-round` on the same file; games on paper and recorded bone by
 * bone (stopped by the clock, or in play). Every figure, place and pending table must be the
 * oracle's, whichever way it is read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventView, ExportedFile, RoundAnswer, StandingsView } from '../../api/contract.ts';
import { drawable, eventFile, genEventArb, oracleStandings, referee, TENTHS } from '../support/event-oracle.ts';
import type { Json, OracleRow } from '../support/event-oracle.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-oracle');

const METHOD = { pairs: 'swiss', individuals: 'rotating', 'cut-throat': 'cut-throat' } as const;

/** The app's rows reduced to what the oracle knows, in tenths where the oracle keeps tenths (a sum of 0.1s is not exact in doubles). */
function inTenths(rows: readonly Json[]): Json[] {
  return rows.map((row) => {
    const out: Json = {};
    for (const k of Object.keys(ORACLE_KEYS)) out[k] = TENTHS.includes(k as keyof OracleRow) ? Math.round((row[k] as number) * 10) : row[k];
    return out;
  });
}
const ORACLE_KEYS: Record<keyof OracleRow, true> = {
  place: true,
  entrant: true,
  played: true,
  won: true,
  drawn: true,
  lost: true,
  byes: true,
  matchPoints: true,
  gamesWon: true,
  gamesLost: true,
  handsWon: true,
  handsLost: true,
  pointsFor: true,
  pointsAgainst: true,
  penalties: true,
  efectividad: true,
  shutoutsGiven: true,
  shutoutsTaken: true,
  buchholz: true,
};

describe('import, the standings screen, export and draw against the oracle (issue 17: "one definition for the screen, the printout, the file and the referee command")', () => {
  it('every figure and place the screen shows is the oracle\'s, the export reads back the same, and the app draws what the referee draws', async () => {
    await fc.assert(
      fc.asyncProperty(genEventArb(undefined, true), async (raw) => {
        const ev = drawable(raw);
        const text = JSON.stringify(eventFile(ev, METHOD[ev.entry]));
        const imported = value<EventView>(await t.service.call('importEvent', { text }));
        const shown = value<StandingsView>(await t.service.call('getStandings', { eventId: imported.id }));
        const oracle = oracleStandings(ev);
        expect(inTenths(shown.rows as unknown as Json[])).toEqual(oracle.rows);
        expect(shown.pending).toEqual(oracle.pending);
        expect(shown.rows.map((r) => r.aheadOn)).toEqual(oracle.aheadOn);

        const exported = value<ExportedFile>(await t.service.call('exportEvent', { eventId: imported.id }));
        expect(referee('standings', exported.text).json).toEqual(referee('standings', text).json);

        const byReferee = referee('next-round', text);
        const drawn = await t.service.call('drawRound', { eventId: imported.id });
        if (byReferee.status === 0) {
          expect(drawn.ok).toBe(true);
          const round = (value(drawn) as RoundAnswer).event.rounds.at(-1)!;
          const id = (x: string | { entrant: string }) => (typeof x === 'string' ? x : x.entrant);
          expect({ tables: round.tables.map((tb) => ({ table: tb.table, seats: tb.seats.map(id) })), byes: round.byes.map(id) }).toEqual({
            tables: byReferee.json['tables'],
            byes: byReferee.json['byes'],
          });
        } else {
          expect(drawn.ok ? null : drawn.error.code).toBe((byReferee.json['error'] as Json)['code']);
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
