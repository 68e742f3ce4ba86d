/**
 * Round-robin (issue 17, "Drawing the next round": "every two pairs meet exactly once over n−1
 * rounds (n if odd, one bye each); the schedule is fixed from round 1's entrants (a withdrawn
 * pair's opponents get a bye; a late entry is refused); after the last round the draw is refused").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawNextRound, drawWarnings, sayWarning } from '../../../domain/events/pairing.ts';
import { circleRound, roundRobinRounds } from '../../../domain/events/pairing-round-robin.ts';
import type { DrawnRound, EntrantId, EventSummary } from '../../../domain/events/types.ts';
import { entrants, eventOf, nextRound as draw, pairsOf, perfectMatchings, played, pointsFrom, standingsOf } from '../../support/pairing.ts';

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

/** The times two pairs met, over the event's rounds. */
function meetings(summary: EventSummary): (a: EntrantId, b: EntrantId) => number {
  const met = summary.rounds.flatMap((r) => r.tables.map((t) => [...t.seats].sort().join()));
  return (a, b) => met.filter((m) => m === [a, b].sort().join()).length;
}

/** The byes each entrant had. */
function byesOf(summary: EventSummary): (id: EntrantId) => number {
  const byes = summary.rounds.flatMap((r) => r.byes);
  return (id) => byes.filter((b) => b === id).length;
}

/** A round seated by hand: tables of two as given, numbered in order. */
function byHand(round: number, tables: readonly (readonly [EntrantId, EntrantId])[], byes: readonly EntrantId[] = []): DrawnRound {
  return { round, tables: tables.map((seats, i) => ({ table: i + 1, seats })), byes };
}

/** Rematches a round makes in the event before it. */
function rematches(summary: EventSummary, round: DrawnRound): number {
  const met = meetings(summary);
  return round.tables.reduce((sum, t) => sum + met(t.seats[0]!, t.seats[1]!), 0);
}

/** The domain's schedule of round `round` (from 1) over these ids, as unordered meetings and the bye. */
function scheduled(ids: readonly EntrantId[], round: number): { meetings: string[]; byes: EntrantId[] } {
  const players = ids.length % 2 === 0 ? [...ids] : [...ids, null];
  const pairs = circleRound(players, round - 1);
  return {
    meetings: pairs.filter(([a, b]) => a !== null && b !== null).map((p) => [...p].sort().join()).sort(),
    byes: pairs.flatMap(([a, b]) => (a === null ? [b!] : b === null ? [a] : [])),
  };
}

function meetingsOf(round: DrawnRound): string[] {
  return round.tables.map((t) => [...t.seats].sort().join()).sort();
}

describe('round-robin: an earlier round seated by hand (our reading, docs/pairings.md)', () => {
  // The case of the last stop's notes: round 1 changed by hand to the schedule's round 2, so the
  // schedule's round 2 would be the same two tables again.
  it('round 1 by hand, round 2 drawn: no rematch, and the warnings say the schedule was left', () => {
    const start = eventOf('pairs', 'round-robin', 4);
    const hand = byHand(1, [['E001', 'E002'], ['E003', 'E004']]);
    expect(meetingsOf(hand), "the schedule's round 2").toEqual(scheduled(['E001', 'E002', 'E003', 'E004'], 2).meetings);
    const after1 = played(start, hand);
    const second = draw(after1);
    expect(rematches(after1, second)).toBe(0);
    const warnings = drawWarnings(after1, second);
    expect(warnings).toEqual([{ kind: 'schedule-left', round: 1 }]);
    expect(sayWarning(after1, warnings[0]!)).toMatch(/^Round 1 was not the fixed schedule's/);
    // Round 3 and the end: every two met exactly once, as the schedule would have had them.
    const after2 = played(after1, second);
    const third = draw(after2);
    expect(rematches(after2, third)).toBe(0);
    const after3 = played(after2, third);
    for (const [a, b] of pairsOf(['E001', 'E002', 'E003', 'E004'])) expect(meetings(after3)(a, b), `${a} v ${b}`).toBe(1);
    const over = drawNextRound(after3, standingsOf(after3));
    expect(over.ok ? null : over.error.code).toBe('event/schedule-over');
  });

  it('the round being kept by hand is warned about too, and a round of the schedule is not', () => {
    const start = eventOf('pairs', 'round-robin', 4);
    expect(drawWarnings(start, byHand(1, [['E001', 'E002'], ['E003', 'E004']]))).toEqual([{ kind: 'schedule-left', round: 1 }]);
    // The schedule's round 1 with its tables and seats in another order is still the schedule.
    expect(drawWarnings(start, byHand(1, [['E003', 'E002'], ['E004', 'E001']]))).toEqual([]);
  });

  it('odd: the bye to a pair with the fewest byes, not the one given it by hand', () => {
    const start = eventOf('pairs', 'round-robin', 5);
    // The schedule gives E001 the first bye; by hand it went to E005.
    const after1 = played(start, byHand(1, [['E001', 'E002'], ['E003', 'E004']], ['E005']));
    const second = draw(after1);
    expect(second.byes).toHaveLength(1);
    expect(second.byes[0]).not.toBe('E005');
    expect(rematches(after1, second)).toBe(0);
    expect(drawWarnings(after1, second)).toEqual([{ kind: 'schedule-left', round: 1 }]);
  });

  it('two pairs scheduled against each other both given byes have left the schedule', () => {
    const start = eventOf('pairs', 'round-robin', 4, { entrants: entrants(4) });
    // Round 1's schedule: E001 v E004, E002 v E003; by hand E002 and E003 sat out.
    const hand = byHand(1, [['E001', 'E004']], ['E002', 'E003']);
    expect(drawWarnings(start, hand)).toEqual([{ kind: 'schedule-left', round: 1 }]);
  });

  it('when every round must repeat a meeting, the fewest repeats', () => {
    // Six pairs, rounds 1-3 by hand: each of E001-E003 against each of E004-E006. The pairs not yet
    // met are two threes (E001-E003, E004-E006), which no round can seat without a rematch; one is
    // enough (E001 v E002, E003 v E004, E005 v E006).
    const start = eventOf('pairs', 'round-robin', 6);
    const rounds = [
      byHand(1, [['E001', 'E004'], ['E002', 'E005'], ['E003', 'E006']]),
      byHand(2, [['E001', 'E005'], ['E002', 'E006'], ['E003', 'E004']]),
      byHand(3, [['E001', 'E006'], ['E002', 'E004'], ['E003', 'E005']]),
    ];
    const after = rounds.reduce((summary, round) => played(summary, round), start);
    const fourth = draw(after);
    expect(rematches(after, fourth)).toBe(1);
    expect(drawWarnings(after, fourth).filter((w) => w.kind === 'rematch')).toHaveLength(1);
  });
});

describe('round-robin: the draw after hand-made rounds (property)', () => {
  it('gives the bye to one with the fewest byes and the fewest rematches any round has (brute force, up to 8 pairs); a schedule kept is the schedule', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((n) => {
          const ids = entrants(n).map((e) => e.id);
          const total = roundRobinRounds(n);
          return fc.record({
            n: fc.constant(n),
            // Each earlier round: an order of the pairs, seated two by two (the last sits out when odd),
            // or the schedule's own round; the draw's own round is drawn by the app.
            rounds: fc.array(fc.oneof(fc.shuffledSubarray(ids, { minLength: n, maxLength: n }), fc.constant(null)), { minLength: 1, maxLength: Math.max(total - 1, 1) }),
            withdrawn: fc.option(fc.constantFrom(...ids), { nil: undefined }),
          });
        }),
        ({ n, rounds, withdrawn: maybe }) => {
          // Two pairs with one withdrawn would leave nobody to draw.
          const withdrawn = n > 2 ? maybe : undefined;
          let summary = eventOf('pairs', 'round-robin', n);
          const total = roundRobinRounds(n);
          for (const order of rounds.slice(0, total - 1)) {
            const round = summary.rounds.length + 1;
            const next =
              order === null
                ? draw(summary)
                : byHand(
                    round,
                    Array.from({ length: Math.floor(n / 2) }, (_, i) => [order[2 * i]!, order[2 * i + 1]!] as const),
                    n % 2 === 1 ? [order[n - 1]!] : [],
                  );
            summary = played(summary, next);
          }
          if (withdrawn !== undefined) summary = { ...summary, entrants: summary.entrants.map((e) => (e.id === withdrawn ? { ...e, withdrawn: true } : e)) };
          const drawn = drawNextRound(summary, standingsOf(summary, pointsFrom(summary)));
          if (!drawn.ok) {
            expect(drawn.error.code).toBe('event/schedule-over');
            return;
          }
          const left = drawWarnings(summary, drawn.value).some((w) => w.kind === 'schedule-left');
          const ids = summary.entrants.map((e) => e.id);
          const active = summary.entrants.filter((e) => e.withdrawn !== true).map((e) => e.id);
          if (!left) {
            // Every round the schedule's: the draw is the schedule's round, a withdrawn pair's
            // opponent sitting out.
            const want = scheduled(ids, drawn.value.round);
            const kept = want.meetings.filter((m) => !m.split(',').includes(withdrawn ?? ''));
            expect(meetingsOf(drawn.value)).toEqual(kept);
            return;
          }
          const met = meetings(summary);
          const byes = byesOf(summary);
          const fewest = Math.min(...active.map(byes));
          const players: (EntrantId | null)[] = active.length % 2 === 0 ? active : [...active, null];
          let least = Infinity;
          for (const m of perfectMatchings(players)) {
            const bye = m.flatMap(([a, b]) => (a === null ? [b] : b === null ? [a] : []))[0];
            if (bye != null && byes(bye) !== fewest) continue;
            least = Math.min(least, m.reduce((sum, [a, b]) => sum + (a === null || b === null ? 0 : met(a, b)), 0));
          }
          expect(rematches(summary, drawn.value)).toBe(least);
          for (const id of drawn.value.byes) expect(byes(id)).toBe(fewest);
          expect(new Set([...drawn.value.tables.flatMap((t) => t.seats), ...drawn.value.byes])).toEqual(new Set(active));
        },
      ),
      { numRuns: 300 },
    );
  });
});
