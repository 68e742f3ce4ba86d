/**
 * The draw over random valid events as the rest of the tournament layer makes them (the standings
 * engineer's generator, test/support/events.ts, and the real computeStandings): whatever the
 * entry, format, points, ranking, withdrawals and forfeits, the next round is either refused with
 * a code the issue names or passes the same check a round changed by hand must pass.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDrawnRound, drawNextRound, drawRefusal } from '../../../domain/events/pairing.ts';
import { computeStandings } from '../../../domain/events/standings.ts';
import { eventSummaryArb } from '../../support/events.ts';

describe('drawNextRound over random events', () => {
  it('draws a round its own check accepts, or refuses with a stable code (the same as drawRefusal)', () => {
    fc.assert(
      fc.property(eventSummaryArb({ lastRoundComplete: true, maxEntrants: 14 }), (summary) => {
        const standings = computeStandings(summary);
        const drawn = drawNextRound(summary, standings);
        expect(drawRefusal(summary, standings)).toEqual(drawn.ok ? null : drawn.error);
        if (!drawn.ok) {
          expect(['event/manual', 'event/late-entry', 'event/schedule-over', 'event/too-few-entrants']).toContain(drawn.error.code);
          if (drawn.error.code === 'event/manual') expect(summary.pairing).toBe('manual');
          return;
        }
        expect(drawn.value.round).toBe(summary.rounds.length + 1);
        expect(checkDrawnRound(summary, drawn.value)).toEqual({ ok: true, value: drawn.value });
        expect(drawNextRound(structuredClone(summary), structuredClone(standings))).toEqual(drawn);
      }),
      { numRuns: 120 },
    );
  });

  it('refuses while the standings count a table of the last round as pending, naming the first', () => {
    fc.assert(
      fc.property(eventSummaryArb({ lastRoundComplete: false, rounds: { min: 1, max: 3 } }), (summary) => {
        const standings = computeStandings(summary);
        const pending = standings.pending.filter((p) => p.round === summary.rounds.length);
        fc.pre(pending.length > 0 && summary.pairing !== 'manual');
        expect(drawNextRound(summary, standings)).toMatchObject({
          ok: false,
          error: { code: 'event/round-incomplete', round: pending[0]!.round, table: pending[0]!.table },
        });
      }),
      { numRuns: 60 },
    );
  });
});
