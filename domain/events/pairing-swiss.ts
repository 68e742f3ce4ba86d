/**
 * Swiss for pairs (issue 17, "Drawing the next round"), FIDE-like: "the bye to the lowest-ranked
 * pair without one (among pairs tied in the ranking, the one listed last in the file); then,
 * among pairings of the rest, the fewest rematches, then the smallest sum over tables of the
 * squared difference in match points (a minimum-weight perfect matching)".
 *
 * Round 1 (issue 17 decisions): the top half of the file order against the bottom half (1 v
 * n/2+1, 2 v n/2+2, …), the bye, if any, first to the last in the file.
 *
 * Our reading where the text is silent: a rematch is counted once for every earlier meeting of
 * the two (a third meeting is two rematches); a forfeit is a meeting, a bye is not. When every
 * pair has had a bye, the bye goes to the lowest-ranked of those with the fewest. Among pairings
 * equal on both criteria, the one whose tables join the closest places (least sum of squared
 * differences in ranking position: 1 v 2, 3 v 4 in a group on equal points, as the Monrad system
 * pairs), so the draw does not depend on the matching library's order of search.
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { costsFit, minCostPerfectMatching } from './pairing-matching.ts';
import { amountScale, inUnits } from './amounts.ts';
import type { Cost } from './pairing-matching.ts';
import { activeEntrants, byRank, eventHistory, matchPointsOf, numberTables } from './pairing-shared.ts';
import type { History } from './pairing-shared.ts';
import type { DrawnRound, EntrantId, EventError, EventSummary, Standings } from './types.ts';

/**
 * Match points as the smallest whole numbers that keep their differences in proportion: scaled by
 * the least power of ten that makes every one whole (the file may give halves), then divided by
 * the greatest common divisor of their differences. The sum of squared differences keeps its
 * order, and the matching's arithmetic stays exact: a win worth 1,000,000 draws as a win worth 1.
 */
function wholePoints(points: readonly number[]): number[] {
  const scale = amountScale(points);
  const units = points.map((p) => inUnits(p, scale));
  const least = Math.min(...units);
  const divisor = units.reduce((g, u) => gcd(g, u - least), 0) || 1;
  return units.map((u) => (u - least) / divisor);
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The costs of a later round's matching over `ranked` (the pairs still in): the match points as
 * the matching counts them, and whether the ranking distance (our reading's last level) fits
 * beside the two. Null when even the two, rematches then squared differences in
 * match points, pass what the matching compares exactly: match points that far apart (a win worth
 * 1,000,000 with a draw worth 0.5, over many rounds) are refused as `event/points-too-far-apart`,
 * where the matching used to throw. Asked alike by the draw and by drawRefusal, so a screen hears
 * of it before the director presses Draw.
 */
export function swissCosts(ranked: readonly EntrantId[], standings: Standings, history: History): { readonly points: ReadonlyMap<EntrantId, number>; readonly byRanking: boolean } | null {
  const whole = wholePoints(ranked.map(matchPointsOf(standings)));
  const points = new Map(ranked.map((id, i) => [id, whole[i]!] as const));
  let met = 0;
  for (let i = 0; i < ranked.length; i++) for (let j = i + 1; j < ranked.length; j++) met = Math.max(met, history.opponents.get(ranked[i]!, ranked[j]!));
  const spread = (Math.max(0, ...whole) - Math.min(0, ...whole)) ** 2;
  // The matching is of the pairs at tables: one fewer when a bye is due, never more than these.
  const n = ranked.length - (ranked.length % 2);
  if (costsFit(n, [met, spread, (n - 1) ** 2])) return { points, byRanking: true };
  return costsFit(n, [met, spread]) ? { points, byRanking: false } : null;
}

/** The lexicographic cost of seating `a` against `b` (see the file's comment). */
export function swissCost(history: History, a: EntrantId, b: EntrantId, pointsA: number, pointsB: number, rankA: number, rankB: number): Cost {
  return [history.opponents.get(a, b), (pointsA - pointsB) ** 2, (rankA - rankB) ** 2];
}

/** The bye for an odd number: lowest-ranked without a bye, else lowest-ranked of the fewest byes. */
function swissBye(ranked: readonly EntrantId[], history: History): EntrantId {
  const fewest = Math.min(...ranked.map((id) => history.byes.get(id) ?? 0));
  for (let i = ranked.length - 1; i >= 0; i--) {
    if ((history.byes.get(ranked[i]!) ?? 0) === fewest) return ranked[i]!;
  }
  throw new Error('no entrant for the bye');
}

export function drawSwiss(
  summary: EventSummary,
  standings: Standings,
  rank: ReadonlyMap<EntrantId, number>,
): Result<DrawnRound, EventError> {
  const round = summary.rounds.length + 1;
  const history = eventHistory(summary);
  const active = activeEntrants(summary).map((e) => e.id);
  // Round 1 ranks by file order whatever the standings say (there is nothing to rank on yet).
  const ranked = round === 1 ? active : byRank(active, rank);
  const byes = ranked.length % 2 === 1 ? [swissBye(ranked, history)] : [];
  const rest = ranked.filter((id) => !byes.includes(id));
  const order = new Map(ranked.map((id, i) => [id, i] as const));
  let tables: EntrantId[][];
  if (round === 1) {
    const half = rest.length / 2;
    tables = rest.slice(0, half).map((id, i) => [id, rest[half + i]!]);
  } else {
    const costs = swissCosts(ranked, standings, history);
    // drawRefusal has refused the draw when the costs cannot be compared exactly.
    if (costs === null) throw new Error('swiss costs past exact arithmetic (drawRefusal refuses this draw)');
    const point = (id: EntrantId): number => costs.points.get(id)!;
    const mate = minCostPerfectMatching(rest.length, (i, j) => {
      const cost = swissCost(history, rest[i]!, rest[j]!, point(rest[i]!), point(rest[j]!), i, j);
      return costs.byRanking ? cost : cost.slice(0, 2);
    });
    tables = rest.flatMap((id, i) => (i < mate[i]! ? [[id, rest[mate[i]!]!]] : []));
  }
  return ok({ round, tables: numberTables(tables, order), byes });
}
