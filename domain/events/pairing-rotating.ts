/**
 * Rotating partners for individuals (issue 17, "Drawing the next round"): "round 1 in the
 * entrants' file order (the director lists them by seed), or shuffled from the seed with
 * "firstRound": "random"; then, in this order of priority, nobody partners the same player twice
 * while it can be avoided, opponents repeated as little as possible, tables formed from
 * neighbouring places in the standings; byes (n mod 4) to those with the fewest byes, lowest
 * ranked first."
 *
 * A table is `[A, B, C, D]`, A and C partners against B and D (the record's seats 0 and 2
 * against 1 and 3). Round 1 seats consecutive entrants A, B, C, D; its byes are the last of that
 * order (everyone is tied with no results, and a tie goes to the one listed last).
 *
 * Later rounds, in three steps (docs/pairings.md says what each guarantees):
 * 1. Partners: a minimum-cost perfect matching of the players, cost (times the two partnered
 *    before, squared distance in the ranking). Repeated partnerships depend on nothing else, so
 *    this is the least number of them any draw can have: exact, over all draws.
 * 2. Tables: a minimum-cost perfect matching of those partnerships, cost (earlier meetings as
 *    opponents across the table, squared difference of the partnerships' ranking sums): the
 *    fewest repeated opponents for the partnerships of step 1.
 * 3. An improving search (pairing-search.ts) over swaps of two players and re-partnering within a
 *    table, each table costing (repeated partners, repeated opponents, (last − first place)²):
 *    it keeps a move only when the total falls, so step 1's minimum stays, and step 2's count can
 *    only fall further.
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { minCostPerfectMatching } from './pairing-matching.ts';
import { seededShuffle } from './pairing-random.ts';
import { improveTables, pairMatrix, spread } from './pairing-search.ts';
import { activeEntrants, byRank, eventHistory, fewestByesLowestFirst, numberTables } from './pairing-shared.ts';
import type { History } from './pairing-shared.ts';
import type { DrawnRound, EntrantId, EventError, EventSummary } from './types.ts';

/** The three ways four players split into two partnerships, as seat orders (A and C partner). */
function partnerships(t: readonly number[]): number[][] {
  const [a, b, c, d] = t as [number, number, number, number];
  return [
    [a, b, c, d],
    [a, c, b, d],
    [a, b, d, c],
  ];
}

/** Seats the best-ranked player at A and the better of the other partnership at B. */
function seatOrder(t: readonly number[]): number[] {
  const [a, b, c, d] = t as [number, number, number, number];
  const [p1, p2] = [Math.min(a, c), Math.max(a, c)];
  const [q1, q2] = [Math.min(b, d), Math.max(b, d)];
  return p1 < q1 ? [p1, q1, p2, q2] : [q1, p1, q2, p2];
}

/** Later rounds: players are rank positions 0..n-1 (n a multiple of 4); returns tables of positions. */
export function seatRotating(players: readonly EntrantId[], history: History): number[][] {
  const n = players.length;
  const partnered = pairMatrix(n, (i, j) => history.partners.get(players[i]!, players[j]!));
  const opposed = pairMatrix(n, (i, j) => history.opponents.get(players[i]!, players[j]!));
  const across = (p: readonly number[], q: readonly number[]): number =>
    p.reduce((sum, x) => sum + q.reduce((s, y) => s + opposed[x * n + y]!, 0), 0);

  const mate = minCostPerfectMatching(n, (i, j) => [partnered[i * n + j]!, (i - j) ** 2]);
  const teams = Array.from({ length: n }, (_, i) => i)
    .filter((i) => i < mate[i]!)
    .map((i) => [i, mate[i]!] as const);
  const teamMate = minCostPerfectMatching(teams.length, (i, j) => {
    const [p, q] = [teams[i]!, teams[j]!];
    return [across(p, q), (p[0] + p[1] - q[0] - q[1]) ** 2];
  });
  const start = teams.flatMap((p, i) => {
    if (i > teamMate[i]!) return [];
    const q = teams[teamMate[i]!]!;
    return [[p[0], q[0], p[1], q[1]]];
  });
  const tableCost = (t: readonly number[]): number[] => {
    const [a, b, c, d] = t as [number, number, number, number];
    return [partnered[a * n + c]! + partnered[b * n + d]!, across([a, c], [b, d]), spread(t)];
  };
  return improveTables(start, tableCost, partnerships).map(seatOrder);
}

export function drawRotating(summary: EventSummary, rank: ReadonlyMap<EntrantId, number>): Result<DrawnRound, EventError> {
  const round = summary.rounds.length + 1;
  const history = eventHistory(summary);
  const active = activeEntrants(summary).map((e) => e.id);
  // Round 1: the file order (or the seed's shuffle of it) is the ranking, everyone being tied.
  const order =
    round === 1 ? (summary.firstRound === 'random' ? seededShuffle(active, summary.seed) : active) : byRank(active, rank);
  const position = new Map(order.map((id, i) => [id, i] as const));
  const byes = byRank(fewestByesLowestFirst(order, order.length % 4, history, position), position);
  const players = order.filter((id) => !byes.includes(id));
  const tables =
    round === 1
      ? Array.from({ length: players.length / 4 }, (_, k) => players.slice(4 * k, 4 * k + 4))
      : seatRotating(players, history).map((t) => t.map((i) => players[i]!));
  return ok({ round, tables: numberTables(tables, position), byes });
}
