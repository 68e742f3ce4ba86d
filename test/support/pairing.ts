/**
 * Events built by hand for the pairing tests (docs/pairings.md): an `EventSummary` with n
 * entrants, rounds appended from drawn rounds with every table complete, and `Standings` made
 * from match points alone (the pairings read only places, match points and pending tables, so the
 * tests need not depend on the standings engine).
 */
import { DEFAULT_POINTS, DEFAULT_RANKING } from '../../domain/events/types.ts';
import type {
  DrawnRound,
  Entrant,
  EntrantId,
  Entry,
  EventSummary,
  GameOutcome,
  Pairing,
  RoundSummary,
  StandingRow,
  Standings,
} from '../../domain/events/types.ts';

export function entrants(n: number): Entrant[] {
  return Array.from({ length: n }, (_, i) => {
    const id = `E${String(i + 1).padStart(3, '0')}`;
    return { id, name: `Entrant ${i + 1}` };
  });
}

export function eventOf(entry: Entry, pairing: Pairing, n: number, more: Partial<EventSummary> = {}): EventSummary {
  return {
    name: 'Club night',
    date: '2026-11-26',
    rules: entry === 'cut-throat' ? 'jamaican-cut-throat' : 'jamaican-partner',
    options: {},
    entry,
    tableSize: 4,
    round: { games: 1 },
    pairing,
    points: DEFAULT_POINTS,
    byeScore: [6, 3],
    forfeitScore: [6, 0],
    ranking: DEFAULT_RANKING,
    seed: 0,
    firstRound: 'order',
    entrants: entrants(n),
    rounds: [],
    target: 6,
    ...more,
  };
}

/** A finished paper game won by `winner` (a side index of a table with `sides` sides). */
export function wonGame(sides: number, winner: number): GameOutcome {
  const score = Array.from({ length: sides }, (_, i) => (i === winner ? 6 : 2));
  return { finished: true, score, winner, handsWon: score.map(() => 0), paper: true };
}

/** The event with `round` played: one game a table, side 0 winning unless `winners` says otherwise. */
export function played(summary: EventSummary, round: DrawnRound, winners: (table: number) => number = () => 0): EventSummary {
  const sides = (seats: number): number => (summary.entry === 'cut-throat' ? seats : 2);
  const next: RoundSummary = {
    tables: round.tables.map((t) => ({ table: t.table, seats: t.seats, games: [wonGame(sides(t.seats.length), winners(t.table))] })),
    byes: round.byes,
    penalties: [],
  };
  return { ...summary, rounds: [...summary.rounds, next] };
}

/**
 * Standings from match points alone: more points ranks higher, equal points share the place, in
 * file order (issue 17, "Ranking"). Missing entrants have 0.
 */
export function standingsOf(summary: EventSummary, points: ReadonlyMap<EntrantId, number> = new Map()): Standings {
  const mp = (id: EntrantId): number => points.get(id) ?? 0;
  const sorted = summary.entrants
    .map((e, i) => ({ e, i }))
    .sort((a, b) => mp(b.e.id) - mp(a.e.id) || a.i - b.i);
  const rows: StandingRow[] = sorted.map(({ e }) => {
    const place = sorted.findIndex(({ e: other }) => mp(other.id) === mp(e.id)) + 1;
    return {
      place,
      entrant: e.id,
      name: e.name,
      withdrawn: e.withdrawn === true,
      aheadOn: null,
      played: 0,
      won: 0,
      drawn: 0,
      lost: 0,
      byes: 0,
      matchPoints: mp(e.id),
      gamesWon: 0,
      gamesLost: 0,
      handsWon: 0,
      handsLost: 0,
      pointsFor: 0,
      pointsAgainst: 0,
      penalties: 0,
      efectividad: 0,
      shutoutsGiven: 0,
      shutoutsTaken: 0,
      buchholz: 0,
    };
  });
  return { rows, pending: [] };
}

/** Match points as the event's rounds give them (win 2, bye 2; one game a table: its winner's side wins). */
export function pointsFrom(summary: EventSummary): Map<EntrantId, number> {
  const points = new Map<EntrantId, number>();
  const add = (id: EntrantId, p: number): void => {
    points.set(id, (points.get(id) ?? 0) + p);
  };
  for (const round of summary.rounds) {
    for (const id of round.byes) add(id, summary.points.bye);
    for (const t of round.tables) {
      const winner = t.games[0]?.winner ?? null;
      t.seats.forEach((id, seat) => {
        const side = summary.entry === 'cut-throat' ? seat : seat % 2;
        add(id, side === winner ? summary.points.win : summary.points.loss);
      });
    }
  }
  return points;
}

/** Every unordered pair of a list, once. */
export function pairsOf<T>(items: readonly T[]): [T, T][] {
  return items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as [T, T]));
}

/** Every perfect matching of `items` (even length), for brute-force comparisons on small cases. */
export function* perfectMatchings<T>(items: readonly T[]): Generator<[T, T][]> {
  if (items.length === 0) {
    yield [];
    return;
  }
  const [first, ...rest] = items as [T, ...T[]];
  for (let k = 0; k < rest.length; k++) {
    const others = [...rest.slice(0, k), ...rest.slice(k + 1)];
    for (const m of perfectMatchings(others)) yield [[first, rest[k]!], ...m];
  }
}
