/**
 * What every pairing method reads from the event before it draws (docs/pairings.md): who may be
 * drawn, the ranking order, who met whom and how (opponents, partners, table-mates), who had
 * byes; and the shapes every method hands back (an `EventError`, tables numbered best-ranked
 * first). One place, so the methods (one file each, as chess pairing engines are organised) and
 * the checks of a hand-made round count a meeting the same way.
 */
import type { Fact } from '../result.ts';
import { sideOfSeat } from './standings.ts';
import type { EventRefusalCode } from './refusal-codes.ts';
import type { DrawnTable, Entrant, EntrantId, EventError, EventSummary, Standings } from './types.ts';

/** An expected refusal of a draw or of a hand-made round, in the event's error shape. */
export function drawError(
  code: EventRefusalCode,
  message: string,
  where: { readonly round?: number; readonly table?: number; readonly field?: string } = {},
  params?: Readonly<Record<string, Fact>>,
): { readonly ok: false; readonly error: EventError } {
  const error: EventError = {
    code,
    message,
    round: where.round ?? null,
    table: where.table ?? null,
    game: null,
    hand: null,
    move: null,
    field: where.field ?? null,
    ...(params ? { params } : {}),
  };
  return { ok: false, error };
}

/** Entrants that may be drawn: every one not withdrawn, in file order. */
export function activeEntrants(summary: EventSummary): Entrant[] {
  return summary.entrants.filter((e) => e.withdrawn !== true);
}

/** An entrant's name for a message, or its id when the id is not in the event. */
export function nameOf(summary: EventSummary, id: EntrantId): string {
  return summary.entrants.find((e) => e.id === id)?.name ?? id;
}

/**
 * The ranking as pairings read it: position 0 is the best. Places come from the standings
 * (ties share a place); entrants tied on a place are in file order, as the standings list them
 * (issue 17: "Entrants tied on every key share the place, listed in file order"), so "the one
 * listed last in the file" is the lowest of a tie. An entrant the standings do not list (none
 * should be missing) ranks after every listed one, in file order.
 */
export function rankPositions(summary: EventSummary, standings: Standings): Map<EntrantId, number> {
  const place = new Map(standings.rows.map((r) => [r.entrant, r.place] as const));
  const fileIndex = new Map(summary.entrants.map((e, i) => [e.id, i] as const));
  const ids = summary.entrants.map((e) => e.id);
  ids.sort(
    (a, b) =>
      (place.get(a) ?? Infinity) - (place.get(b) ?? Infinity) || fileIndex.get(a)! - fileIndex.get(b)!,
  );
  return new Map(ids.map((id, i) => [id, i] as const));
}

/** Match points by entrant (0 for one the standings do not list). */
export function matchPointsOf(standings: Standings): (id: EntrantId) => number {
  const points = new Map(standings.rows.map((r) => [r.entrant, r.matchPoints] as const));
  return (id) => points.get(id) ?? 0;
}

/** How many times each unordered pair of entrants did something together; 0 for never. */
export class PairCounts {
  private readonly counts = new Map<string, number>();

  private static key(a: EntrantId, b: EntrantId): string {
    // Ids are letters, digits, '-' and '_' (issue 17 decisions), so a space cannot be part of one.
    return a < b ? `${a} ${b}` : `${b} ${a}`;
  }

  add(a: EntrantId, b: EntrantId): void {
    const k = PairCounts.key(a, b);
    this.counts.set(k, (this.counts.get(k) ?? 0) + 1);
  }

  get(a: EntrantId, b: EntrantId): number {
    return this.counts.get(PairCounts.key(a, b)) ?? 0;
  }
}

/** Who met whom in the rounds played so far, as every method and warning counts it. */
export interface History {
  /** Opponents: pairs across a two-sided table; individuals across the table (A and C v B and D). A forfeit is a meeting. */
  readonly opponents: PairCounts;
  /** Individuals: partners (seats 0 and 2, 1 and 3). */
  readonly partners: PairCounts;
  /** Anyone who sat at one table (cut-throat's "table-mates"). */
  readonly tableMates: PairCounts;
  /** Byes had by each entrant. A bye is not a meeting. */
  readonly byes: ReadonlyMap<EntrantId, number>;
}

export function eventHistory(summary: EventSummary): History {
  const opponents = new PairCounts();
  const partners = new PairCounts();
  const tableMates = new PairCounts();
  const byes = new Map<EntrantId, number>();
  for (const round of summary.rounds) {
    for (const id of round.byes) byes.set(id, (byes.get(id) ?? 0) + 1);
    for (const table of round.tables) {
      const seats = table.seats;
      for (let i = 0; i < seats.length; i++) {
        for (let j = i + 1; j < seats.length; j++) {
          const a = seats[i]!;
          const b = seats[j]!;
          tableMates.add(a, b);
          if (sideOfSeat(summary.entry, i) === sideOfSeat(summary.entry, j)) partners.add(a, b);
          else opponents.add(a, b);
        }
      }
    }
  }
  return { opponents, partners, tableMates, byes };
}

/**
 * Numbers the tables 1..k, table 1 the best-ranked (issue 17 decisions): tables in order of the
 * best-ranked entrant each seats.
 */
export function numberTables(
  tables: readonly (readonly EntrantId[])[],
  rank: ReadonlyMap<EntrantId, number>,
): DrawnTable[] {
  const best = (seats: readonly EntrantId[]): number => Math.min(...seats.map((id) => rank.get(id) ?? Infinity));
  return [...tables]
    .sort((a, b) => best(a) - best(b))
    .map((seats, i) => ({ table: i + 1, seats: [...seats] }));
}

/** Orders ids best-ranked first. */
export function byRank(ids: readonly EntrantId[], rank: ReadonlyMap<EntrantId, number>): EntrantId[] {
  return [...ids].sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity));
}

/**
 * The byes of a round for individuals and cut-throat (issue 17, "rotating": "byes (n mod 4) to
 * those with the fewest byes, lowest ranked first"): `count` entrants, fewest byes so far first,
 * among those the lowest-ranked first.
 */
export function fewestByesLowestFirst(
  ids: readonly EntrantId[],
  count: number,
  history: History,
  rank: ReadonlyMap<EntrantId, number>,
): EntrantId[] {
  const byes = (id: EntrantId): number => history.byes.get(id) ?? 0;
  return [...ids]
    .sort((a, b) => byes(a) - byes(b) || rank.get(b)! - rank.get(a)!)
    .slice(0, count);
}
