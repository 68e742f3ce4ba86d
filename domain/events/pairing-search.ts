/**
 * The improving search the table methods share (rotating and cut-throat): start from a good
 * seating and move players while the round's cost goes down, until no single move lowers it.
 *
 * Players are numbers (their place in the ranking of those seated, 0 the best), tables lists of
 * them in seat order, and a table's cost a lexicographic tuple (the first entry most important).
 * A move is a swap of two players at different tables (each takes the other's seat), or one of a
 * table's own re-seatings (rotating: who partners whom). A move is kept only when the summed cost
 * of the tables it touches falls lexicographically, so the search ends, never makes the first
 * criterion worse than the seating it started from, and ends in a seating no single move improves
 * (a local optimum), unless it runs out of passes first (MAX_PASSES, far above what 256 players
 * need: each pass that keeps a move lowers a finite cost).
 */
import type { Cost } from './pairing-matching.ts';

const MAX_PASSES = 64;

function add(a: Cost, b: Cost): number[] {
  return a.map((x, i) => x + b[i]!);
}

/** a < b, lexicographically. */
export function lexLess(a: Cost, b: Cost): boolean {
  for (let i = 0; i < a.length; i++) {
    if (a[i]! !== b[i]!) return a[i]! < b[i]!;
  }
  return false;
}

export function improveTables(
  start: readonly (readonly number[])[],
  tableCost: (seats: readonly number[]) => Cost,
  reseatings: (seats: readonly number[]) => number[][] = () => [],
): number[][] {
  const tables = start.map((t) => [...t]);
  const costs = tables.map(tableCost);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    for (let t = 0; t < tables.length; t++) {
      const here = tables[t]!;
      for (const other of reseatings(here)) {
        const c = tableCost(other);
        if (lexLess(c, costs[t]!)) {
          tables[t] = other;
          costs[t] = c;
          moved = true;
        }
      }
      for (let u = t + 1; u < tables.length; u++) {
        const a = tables[t]!;
        const b = tables[u]!;
        for (let s = 0; s < a.length; s++) {
          for (let v = 0; v < b.length; v++) {
            [a[s], b[v]] = [b[v]!, a[s]!];
            const ca = tableCost(a);
            const cb = tableCost(b);
            if (lexLess(add(ca, cb), add(costs[t]!, costs[u]!))) {
              costs[t] = ca;
              costs[u] = cb;
              moved = true;
            } else {
              [a[s], b[v]] = [b[v]!, a[s]!];
            }
          }
        }
      }
    }
    if (!moved) break;
  }
  return tables;
}

/**
 * Counts by pair of players as a flat n×n table, for the search's inner loop (a lookup per seat
 * pair per move).
 */
export function pairMatrix(n: number, count: (i: number, j: number) => number): Int32Array {
  const m = new Int32Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = count(i, j);
      m[i * n + j] = c;
      m[j * n + i] = c;
    }
  }
  return m;
}

/** How far apart in the ranking a table's players are: (last − first)², to seat neighbours together. */
export function spread(seats: readonly number[]): number {
  return (Math.max(...seats) - Math.min(...seats)) ** 2;
}
