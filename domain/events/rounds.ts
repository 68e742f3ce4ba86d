/**
 * How many rounds an event will have, and when its standings are the final ones (issue 25 item 1:
 * "Swiss, rotating and cut-throat events say how many rounds they will have (a round robin knows
 * its own); the round screen says "round 3 of 4", the last round's standings are the final
 * standings"). One reading for the round screen, the standings screen and print, and the referee.
 */
import { roundRobinRounds, scheduleSize } from './pairing-round-robin.ts';
import type { EventSummary, Standings } from './types.ts';

/**
 * The rounds the event will have: a round robin's own (n−1 for n pairs, n when odd: its schedule,
 * docs/pairings.md), else the number the organizer gave (`roundsPlanned`); null when none was
 * given. A round robin with fewer than two pairs has none to play: null too.
 */
export function roundsInAll(summary: EventSummary): number | null {
  if (summary.pairing === 'round-robin') {
    const pairs = scheduleSize(summary);
    return pairs >= 2 ? roundRobinRounds(pairs) : null;
  }
  return summary.roundsPlanned ?? null;
}

/**
 * Whether these are the final standings: the event's last round (as `roundsInAll` counts them) is
 * drawn and every table of the event is counted. Our reading for an event drawn past its planned
 * rounds (the round screen asks first): the standings after each such round, once complete, are
 * final too, as the event has gone as far as it will have gone by then.
 */
export function standingsFinal(summary: EventSummary, standings: Pick<Standings, 'pending'>): boolean {
  const all = roundsInAll(summary);
  return all !== null && summary.rounds.length > 0 && summary.rounds.length >= all && standings.pending.length === 0;
}
