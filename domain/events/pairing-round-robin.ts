/**
 * Round-robin for pairs (issue 17, "Drawing the next round"): "every two pairs meet exactly once
 * over n−1 rounds (n if odd, one bye each); the schedule is fixed from round 1's entrants (a
 * withdrawn pair's opponents get a bye; a late entry is refused); after the last round the draw
 * is refused."
 *
 * The schedule is the circle method (Berger tables): the entrants of round 1 in file order, a
 * stand-in "nobody" added last when they are odd (who meets it has the bye); the first stays in
 * place and the others turn one place a round; round k pairs the i-th of the circle with the
 * (m−1−i)-th. Round k is read from the schedule whatever was played before, so a round changed by
 * hand does not move the rest of the schedule (its rematches are warned about where it is drawn).
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { activeEntrants, byRank, drawError, numberTables } from './pairing-shared.ts';
import type { DrawnRound, EntrantId, EventError, EventSummary } from './types.ts';

/** The entrants the schedule is built from, in file order. */
function scheduleEntrants(summary: EventSummary): EntrantId[] {
  const first = summary.rounds[0];
  if (first === undefined) return activeEntrants(summary).map((e) => e.id);
  const inRoundOne = new Set([...first.tables.flatMap((t) => t.seats), ...first.byes]);
  return summary.entrants.filter((e) => inRoundOne.has(e.id)).map((e) => e.id);
}

/** The number of rounds a round-robin of these entrants takes: n−1, or n when n is odd. */
export function roundRobinRounds(entrants: number): number {
  return entrants % 2 === 0 ? Math.max(entrants - 1, 0) : entrants;
}

/**
 * Round `k` (0-based) of the circle method over `players` (even length; null is nobody): the
 * meetings, each as two places in `players`.
 */
export function circleRound<T>(players: readonly T[], k: number): [T, T][] {
  const m = players.length;
  const circle = [players[0]!, ...players.slice(1).map((_, i) => players[1 + ((i + k) % (m - 1))]!)];
  return Array.from({ length: m / 2 }, (_, i) => [circle[i]!, circle[m - 1 - i]!]);
}

/**
 * Issue 17: "the schedule is fixed from round 1's entrants (… a late entry is refused)": an
 * entrant still in who did not play round 1, as a refusal, or null (and null for any other
 * pairing). The draw asks it, and so does the store before it takes an entrant in (added, read
 * from a CSV, or back from a withdrawal), so that an event never reaches a state where every next
 * draw is refused for an entrant the director cannot remove.
 */
export function lateEntryRefusal(summary: EventSummary): EventError | null {
  if (summary.pairing !== 'round-robin') return null;
  const scheduled = new Set(scheduleEntrants(summary));
  const late = activeEntrants(summary).find((e) => !scheduled.has(e.id));
  if (late === undefined) return null;
  return drawError(
    'event/late-entry',
    `${late.name} did not play round 1: a round-robin's schedule is fixed from round 1's entrants, so a late entry cannot join it.`,
    { round: summary.rounds.length + 1 },
    { entrant: late.id, name: late.name },
  ).error;
}

/**
 * Why the round-robin cannot draw its next round (a late entry, or the schedule is over), or null.
 * Cheap: no draw is made.
 */
export function roundRobinRefusal(summary: EventSummary): EventError | null {
  const late = lateEntryRefusal(summary);
  if (late !== null) return late;
  const round = summary.rounds.length + 1;
  const entrants = scheduleEntrants(summary);
  const total = roundRobinRounds(entrants.length);
  if (round > total) {
    return drawError(
      'event/schedule-over',
      `The round-robin of ${entrants.length} pairs is over: every two pairs met in its ${total} rounds.`,
      { round },
      { rounds: total },
    ).error;
  }
  return null;
}

export function drawRoundRobin(summary: EventSummary, rank: ReadonlyMap<EntrantId, number>): Result<DrawnRound, EventError> {
  const refusal = roundRobinRefusal(summary);
  if (refusal !== null) return { ok: false, error: refusal };
  const round = summary.rounds.length + 1;
  const entrants = scheduleEntrants(summary);
  const withdrawn = new Set(summary.entrants.filter((e) => e.withdrawn === true).map((e) => e.id));
  const players: (EntrantId | null)[] = entrants.length % 2 === 0 ? [...entrants] : [...entrants, null];
  const tables: EntrantId[][] = [];
  const byes: EntrantId[] = [];
  for (const [a, b] of circleRound(players, round - 1)) {
    const present = [a, b].filter((id): id is EntrantId => id !== null && !withdrawn.has(id));
    if (present.length === 2) tables.push(byRank(present, rank));
    // Nobody, or a withdrawn pair, on the other side: the one present has the bye.
    else byes.push(...present);
  }
  return ok({ round, tables: numberTables(tables, rank), byes: byRank(byes, rank) });
}
