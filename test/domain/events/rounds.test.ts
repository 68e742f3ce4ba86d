/**
 * How many rounds an event will have and when its standings are final (issue 25 item 1: "Swiss,
 * rotating and cut-throat events say how many rounds they will have (a round robin knows its
 * own) … the last round's standings are the final standings"): domain/events/rounds.ts.
 */
import { describe, expect, it } from 'vitest';
import { checkEventText } from '../../../domain/events/format.ts';
import { roundsInAll, standingsFinal } from '../../../domain/events/rounds.ts';
import { computeStandings } from '../../../domain/events/standings.ts';
import type { EventSummary } from '../../../domain/events/types.ts';
import { clubNight, copy, push, put } from '../../support/event-files.ts';
import type { Json } from '../../support/event-files.ts';

function summaryOf(file: Json): EventSummary {
  const checked = checkEventText(file);
  if (!checked.ok) throw new Error(checked.error.message);
  return checked.value.summary;
}
const final = (file: Json): boolean => {
  const summary = summaryOf(file);
  return standingsFinal(summary, computeStandings(summary));
};
/** The club night (four pairs, round 1 played) and `more` rounds after it. */
function night(change: (e: Json) => void = () => undefined): Json {
  const e = copy(clubNight());
  change(e);
  return e;
}
const round2 = { tables: [{ table: 1, seats: ['p1', 'p3'], games: [{ score: [6, 2] }] }, { table: 2, seats: ['p2', 'p4'], games: [{ score: [6, 0] }] }] };
const round3 = { tables: [{ table: 1, seats: ['p1', 'p4'], games: [{ score: [6, 1] }] }, { table: 2, seats: ['p2', 'p3'], games: [{ score: [3, 6] }] }] };

describe('the rounds an event will have', () => {
  it('a round robin knows its own: n−1 for n pairs, n when odd ("every two pairs meet exactly once")', () => {
    expect(roundsInAll(summaryOf(night()))).toBe(3);
    const five = night((e) => push(e, 'entrants', { id: 'p5', name: 'Ivy & Jon', players: ['Ivy', 'Jon'] }));
    // Round 1 was drawn with four: the schedule is theirs (a late pair cannot join a round robin).
    expect(roundsInAll(summaryOf(five))).toBe(3);
    expect(roundsInAll(summaryOf(night((e) => ((e['rounds'] = []), push(e, 'entrants', { id: 'p5', name: 'Ivy & Jon', players: ['Ivy', 'Jon'] })))))).toBe(5);
    // One pair alone plays no round: nothing to count.
    expect(roundsInAll(summaryOf(night((e) => ((e['rounds'] = []), (e['entrants'] = (e['entrants'] as unknown[]).slice(0, 1))))))).toBeNull();
  });

  it('the other pairings have the rounds the organizer said, or none said', () => {
    expect(roundsInAll(summaryOf(night((e) => ((e['pairing'] = 'swiss'), (e['roundsPlanned'] = 4)))))).toBe(4);
    expect(roundsInAll(summaryOf(night((e) => (e['pairing'] = 'swiss'))))).toBeNull();
    expect(roundsInAll(summaryOf(night((e) => ((e['pairing'] = 'manual'), (e['roundsPlanned'] = 2)))))).toBe(2);
  });
});

describe('the final standings', () => {
  it('once the last round is drawn and every table of it counted', () => {
    expect(final(night())).toBe(false);
    expect(final(night((e) => push(e, 'rounds', round2)))).toBe(false);
    expect(final(night((e) => (push(e, 'rounds', round2), push(e, 'rounds', round3))))).toBe(true);
    // A table of the last round still to play: not yet.
    expect(final(night((e) => (push(e, 'rounds', round2), push(e, 'rounds', round3), put(e, 'rounds[2].tables[1].games', []))))).toBe(false);
  });

  it('Swiss of two rounds planned after two; drawn past the plan, after each round complete; never where none was said', () => {
    const swiss = (planned: number | undefined, rounds: readonly unknown[]) =>
      night((e) => {
        e['pairing'] = 'swiss';
        if (planned !== undefined) e['roundsPlanned'] = planned;
        for (const r of rounds) push(e, 'rounds', r);
      });
    expect(final(swiss(2, []))).toBe(false);
    expect(final(swiss(2, [round2]))).toBe(true);
    expect(final(swiss(1, [round2]))).toBe(true);
    expect(final(swiss(undefined, [round2, round3]))).toBe(false);
  });
});
