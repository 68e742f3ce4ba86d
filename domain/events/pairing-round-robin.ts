/**
 * Round-robin for pairs (issue 17, "Drawing the next round"): "every two pairs meet exactly once
 * over n−1 rounds (n if odd, one bye each); the schedule is fixed from round 1's entrants (a
 * withdrawn pair's opponents get a bye; a late entry is refused); after the last round the draw
 * is refused."
 *
 * The schedule is the circle method (Berger tables): the entrants of round 1 in file order, a
 * stand-in "nobody" added last when they are odd (who meets it has the bye); the first stays in
 * place and the others turn one place a round; round k pairs the i-th of the circle with the
 * (m−1−i)-th.
 *
 * Our reading for a round changed by hand (docs/pairings.md): the schedule holds only while every
 * round so far is the schedule's own (the same meetings and byes, in any table order). Once one is
 * not, following the schedule would seat again pairs that already met (a hand-made round 1 of
 * P1 v P2 and P3 v P4 is the schedule's round 2), so from there each round is drawn from what was
 * played: the bye to a pair with the fewest byes, then the fewest rematches (none while a round of
 * pairs not yet met exists), by the minimum-cost perfect matching Swiss uses; among equal rounds,
 * the schedule's own meetings. The draw's warnings say the schedule was left, and at which round.
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { minCostPerfectMatching } from './pairing-matching.ts';
import { activeEntrants, byRank, drawError, eventHistory, numberTables } from './pairing-shared.ts';
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

/** How many entrants the schedule is built from: round 1's, or those still in before it is drawn. */
export function scheduleSize(summary: EventSummary): number {
  return scheduleEntrants(summary).length;
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
      { rounds: total, entrants: entrants.length },
    ).error;
  }
  return null;
}

/** `ids` with a stand-in for nobody (null) added when they are odd: the circle method's bye. */
function withNobody(ids: readonly EntrantId[]): (EntrantId | null)[] {
  return ids.length % 2 === 0 ? [...ids] : [...ids, null];
}

/**
 * Each scheduled entrant's opponent in round `round` (from 1) of the schedule; null for the bye
 * against nobody.
 */
function scheduledOpponents(entrants: readonly EntrantId[], round: number): Map<EntrantId, EntrantId | null> {
  const players = withNobody(entrants);
  const opponent = new Map<EntrantId, EntrantId | null>();
  for (const [a, b] of circleRound(players, round - 1)) {
    if (a !== null) opponent.set(a, b);
    if (b !== null) opponent.set(b, a);
  }
  return opponent;
}

/**
 * The first round (from 1) that is not the schedule's, or null when every round so far (and
 * `next`, a round about to be stored, when given) is. A round is the schedule's when each table
 * seats two that the schedule meets in it, and each bye went to one whom the schedule gives
 * nobody or an opponent not in that round (withdrawn): two scheduled opponents both given byes
 * never met, and the schedule would never seat them again.
 */
export function scheduleLeftAt(summary: EventSummary, next?: DrawnRound): number | null {
  const entrants = scheduleEntrants(summary);
  const rounds: readonly Pick<DrawnRound, 'tables' | 'byes'>[] = next === undefined ? summary.rounds : [...summary.rounds, next];
  for (const [i, played] of rounds.entries()) {
    const opponent = scheduledOpponents(entrants, i + 1);
    const inRound = new Set([...played.tables.flatMap((t) => t.seats), ...played.byes]);
    const tablesKept = played.tables.every((t) => t.seats.length === 2 && opponent.get(t.seats[0]!) === t.seats[1]);
    const byesKept = played.byes.every((id) => {
      const other = opponent.get(id);
      return other === null || (other !== undefined && !inRound.has(other));
    });
    if (!tablesKept || !byesKept) return i + 1;
  }
  return null;
}

/**
 * A round drawn from what was played once the schedule is left (see the file's comment): a
 * minimum-cost perfect matching of the pairs still in, a stand-in "nobody" added when they are
 * odd (matched with it is the bye). Costs, in this order: for the bye, the byes its pair had
 * beyond the fewest any pair still in has had (0 at a table); the times the two met before; 1
 * unless the schedule meets them (or gives the bye) in this round, so what of the schedule's round
 * still fits is kept.
 */
function drawUnmet(summary: EventSummary, rank: ReadonlyMap<EntrantId, number>, round: number): DrawnRound {
  const history = eventHistory(summary);
  const active = activeEntrants(summary).map((e) => e.id);
  const present = new Set(active);
  const scheduled = scheduledOpponents(scheduleEntrants(summary), round);
  /** The schedule's opponent this round, null when that is nobody or a withdrawn pair (a bye). */
  const scheduledOpponent = (id: EntrantId): EntrantId | null => {
    const other = scheduled.get(id) ?? null;
    return other !== null && present.has(other) ? other : null;
  };
  const byes = (id: EntrantId): number => history.byes.get(id) ?? 0;
  const fewest = Math.min(...active.map(byes));
  const players = withNobody(active);
  const mate = minCostPerfectMatching(players.length, (i, j) => {
    const a = players[i]!;
    const b = players[j];
    if (b === null || b === undefined) return [byes(a) - fewest, 0, scheduledOpponent(a) === null ? 0 : 1];
    return [0, history.opponents.get(a, b), scheduledOpponent(a) === b ? 0 : 1];
  });
  const tables: EntrantId[][] = [];
  const bye: EntrantId[] = [];
  players.forEach((a, i) => {
    const b = players[mate[i]!];
    if (a === null || i > mate[i]!) return;
    if (b === null || b === undefined) bye.push(a);
    else tables.push(byRank([a, b], rank));
  });
  return { round, tables: numberTables(tables, rank), byes: bye };
}

export function drawRoundRobin(summary: EventSummary, rank: ReadonlyMap<EntrantId, number>): Result<DrawnRound, EventError> {
  const refusal = roundRobinRefusal(summary);
  if (refusal !== null) return { ok: false, error: refusal };
  const round = summary.rounds.length + 1;
  if (scheduleLeftAt(summary) !== null) return ok(drawUnmet(summary, rank, round));
  const entrants = scheduleEntrants(summary);
  const withdrawn = new Set(summary.entrants.filter((e) => e.withdrawn === true).map((e) => e.id));
  const players = withNobody(entrants);
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
