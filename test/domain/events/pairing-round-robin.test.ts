/**
 * Round-robin (issue 17, "Drawing the next round": "every two pairs meet exactly once over n−1
 * rounds (n if odd, one bye each); the schedule is fixed from round 1's entrants (a withdrawn
 * pair's opponents get a bye; a late entry is refused); after the last round the draw is refused").
 */
import { describe, expect, it } from 'vitest';
import { drawNextRound } from '../../../domain/events/pairing.ts';
import type { DrawnRound, EventSummary } from '../../../domain/events/types.ts';
import { entrants, eventOf, pairsOf, played, pointsFrom, standingsOf } from '../../support/pairing.ts';

function draw(summary: EventSummary): DrawnRound {
  const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
  if (!drawn.ok) throw new Error(drawn.error.message);
  return drawn.value;
}

/** Draws and plays every round until the draw is refused; returns the event and the refusal's code. */
function playOut(start: EventSummary, winners: (round: number, table: number) => number = () => 0) {
  let summary = start;
  for (;;) {
    const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
    if (!drawn.ok) return { summary, code: drawn.error.code };
    summary = played(summary, drawn.value, (table) => winners(drawn.value.round, table));
  }
}

describe('round-robin: the complete schedule', () => {
  it.each(Array.from({ length: 15 }, (_, i) => i + 2))('%i pairs: every two meet exactly once, one bye each when odd', (n) => {
    // Some results, so the ranking (and the tables' numbers) change from round to round.
    const { summary, code } = playOut(eventOf('pairs', 'round-robin', n), (r, t) => (r + t) % 2);
    expect(code).toBe('event/schedule-over');
    expect(summary.rounds).toHaveLength(n % 2 === 0 ? n - 1 : n);
    const byes = new Map<string, number>();
    for (const round of summary.rounds) {
      const seen = [...round.tables.flatMap((t) => t.seats), ...round.byes];
      expect(new Set(seen).size, 'each pair once a round').toBe(n);
      expect(round.tables.map((t) => t.table)).toEqual(round.tables.map((_, i) => i + 1));
      for (const id of round.byes) byes.set(id, (byes.get(id) ?? 0) + 1);
    }
    const met = summary.rounds.flatMap((r) => r.tables.map((t) => [...t.seats].sort().join()));
    for (const [a, b] of pairsOf(summary.entrants.map((e) => e.id))) {
      expect(met.filter((m) => m === [a, b].sort().join()), `${a} v ${b}`).toHaveLength(1);
    }
    if (n % 2 === 1) {
      expect([...byes.values()]).toEqual(Array<number>(n).fill(1));
    } else {
      expect(byes.size).toBe(0);
    }
  });

  it('seats table 1 with the best-ranked pair', () => {
    const summary = played(eventOf('pairs', 'round-robin', 6), draw(eventOf('pairs', 'round-robin', 6)), () => 1);
    const next = draw(summary);
    const standings = standingsOf(summary, pointsFrom(summary));
    const place = new Map(standings.rows.map((r, i) => [r.entrant, i]));
    const best = next.tables.map((t) => Math.min(...t.seats.map((id) => place.get(id)!)));
    expect(best).toEqual([...best].sort((a, b) => a - b));
  });
});

describe('round-robin: withdrawals and late entries', () => {
  it("gives a withdrawn pair's opponents a bye and never draws it again", () => {
    let summary = eventOf('pairs', 'round-robin', 6);
    summary = played(summary, draw(summary));
    summary = { ...summary, entrants: summary.entrants.map((e) => (e.id === 'E002' ? { ...e, withdrawn: true } : e)) };
    const { summary: done, code } = playOut(summary);
    expect(code).toBe('event/schedule-over');
    const later = done.rounds.slice(1);
    expect(later).toHaveLength(4);
    for (const round of later) {
      expect(round.tables.flatMap((t) => t.seats)).not.toContain('E002');
      expect(round.byes).toHaveLength(1);
    }
    // The four pairs E002 had still to meet (all but its round-1 opponent) each had the bye instead.
    const firstOpponent = done.rounds[0]!.tables.find((t) => t.seats.includes('E002'))!.seats.find((id) => id !== 'E002');
    const stillToMeet = ['E001', 'E003', 'E004', 'E005', 'E006'].filter((id) => id !== firstOpponent);
    expect(later.map((r) => r.byes[0]).sort()).toEqual(stillToMeet);
  });

  it('refuses a late entry: an entrant not drawn in round 1 (event/late-entry)', () => {
    let summary = eventOf('pairs', 'round-robin', 4);
    summary = played(summary, draw(summary));
    summary = { ...summary, entrants: [...summary.entrants, { id: 'LATE', name: 'Late & Later' }] };
    const drawn = drawNextRound(summary, standingsOf(summary));
    expect(drawn.ok).toBe(false);
    if (drawn.ok) return;
    expect(drawn.error).toMatchObject({ code: 'event/late-entry', round: 2, params: { entrant: 'LATE' } });
    expect(drawn.error.message).toContain('Late & Later');
  });

  it('draws round 1 from every entrant not withdrawn, in file order (1 v n, 2 v n−1 …)', () => {
    const summary = eventOf('pairs', 'round-robin', 5, {
      entrants: entrants(5).map((e) => (e.id === 'E003' ? { ...e, withdrawn: true } : e)),
    });
    const round = draw(summary);
    expect(round.round).toBe(1);
    const seated = [...round.tables.flatMap((t) => t.seats), ...round.byes];
    expect(seated.sort()).toEqual(['E001', 'E002', 'E004', 'E005']);
  });
});
