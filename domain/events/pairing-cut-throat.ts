/**
 * Cut-throat tables (issue 17, "Drawing the next round"): "the fewest byes with tables of
 * `tableSize` or one less (never under 2), then the most full tables; byes as in `rotating`;
 * table-mates repeated as little as possible."
 *
 * The sizes are counted exactly (every number of full tables is tried). The seating starts from
 * the ranking cut into tables in order (full tables first), then the improving search
 * (pairing-search.ts) swaps players between tables while that lowers, first, the times two
 * players at one table sat together before, then how far apart in the ranking a table's players
 * are (our reading: the issue asks for neighbouring places in rotating; here it only breaks ties).
 * It ends in a seating no swap of two players improves. Seats in ranking order.
 */
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import { improveTables, pairMatrix, spread } from './pairing-search.ts';
import { activeEntrants, byRank, eventHistory, fewestByesLowestFirst, numberTables } from './pairing-shared.ts';
import type { History } from './pairing-shared.ts';
import type { DrawnRound, EntrantId, EventError, EventSummary } from './types.ts';

export interface TablePlan {
  /** The size of each table, full ones first. */
  readonly sizes: readonly number[];
  readonly byes: number;
}

/** Table sizes for `players` at tables of `tableSize` or one less, never under 2. */
export function cutThroatPlan(players: number, tableSize: number): TablePlan {
  const short = tableSize - 1 >= 2 ? tableSize - 1 : 0;
  let best: { full: number; short: number; byes: number } | null = null;
  for (let full = Math.floor(players / tableSize); full >= 0; full--) {
    const rest = players - full * tableSize;
    const shortTables = short > 0 ? Math.floor(rest / short) : 0;
    const byes = rest - shortTables * short;
    // Fewest byes first; from the most full tables down, so the first of equal byes has the most.
    if (best === null || byes < best.byes) best = { full, short: shortTables, byes };
  }
  const plan = best ?? { full: 0, short: 0, byes: players };
  return {
    sizes: [...Array<number>(plan.full).fill(tableSize), ...Array<number>(plan.short).fill(short)],
    byes: plan.byes,
  };
}

/** Seats ranked players (positions 0..) at tables of the given sizes. */
export function seatCutThroat(players: readonly EntrantId[], sizes: readonly number[], history: History): number[][] {
  const n = players.length;
  const met = pairMatrix(n, (i, j) => history.tableMates.get(players[i]!, players[j]!));
  let next = 0;
  const start = sizes.map((size) => Array.from({ length: size }, () => next++));
  const tableCost = (t: readonly number[]): number[] => {
    let repeats = 0;
    for (let i = 0; i < t.length; i++) for (let j = i + 1; j < t.length; j++) repeats += met[t[i]! * n + t[j]!]!;
    return [repeats, spread(t)];
  };
  return improveTables(start, tableCost).map((t) => [...t].sort((a, b) => a - b));
}

export function drawCutThroat(summary: EventSummary, rank: ReadonlyMap<EntrantId, number>): Result<DrawnRound, EventError> {
  const round = summary.rounds.length + 1;
  const history = eventHistory(summary);
  const active = activeEntrants(summary).map((e) => e.id);
  const order = round === 1 ? active : byRank(active, rank);
  const position = new Map(order.map((id, i) => [id, i] as const));
  const plan = cutThroatPlan(order.length, summary.tableSize);
  const byes = byRank(fewestByesLowestFirst(order, plan.byes, history, position), position);
  const players = order.filter((id) => !byes.includes(id));
  const tables = seatCutThroat(players, plan.sizes, history).map((t) => t.map((i) => players[i]!));
  return ok({ round, tables: numberTables(tables, position), byes });
}
