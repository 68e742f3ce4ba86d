/**
 * Random valid event summaries (domain/events/types.ts, `EventSummary`) for the property tests of
 * standings and pairings (issue 17): any entry, round format, points, credits and ranking; rounds
 * seated from a shuffle of the entrants still in (the rest get byes), tables complete, forfeited
 * (two-sided tables only, with no games, as the format check demands) or, in the last round only,
 * still in play; penalties on anyone. Game outcomes are consistent as outcome.ts would leave them:
 * a finished game's winner is the one side with the highest score, or none when the top is shared.
 *
 * Shrinks towards few entrants, few rounds, short tables and zero scores.
 */
import fc from 'fast-check';
import { DEFAULT_POINTS, DEFAULT_RANKING, ENTRIES, RANKING_KEYS } from '../../domain/events/types.ts';
import type {
  Entrant,
  EntrantId,
  Entry,
  EventSummary,
  GameOutcome,
  MatchPoints,
  Pairing,
  Penalty,
  RankingKey,
  RoundFormat,
  RoundSummary,
  TableSummary,
} from '../../domain/events/types.ts';

export interface SummaryOptions {
  /** Only this entry (default: any). */
  readonly entry?: Entry;
  /** Fewest and most rounds in the file (default 0 to 4). */
  readonly rounds?: { readonly min: number; readonly max: number };
  /** Every table of the last round complete too, as a file ready for the next draw (default: random). */
  readonly lastRoundComplete?: boolean;
  /** Most entrants (default 10); the fewest is what one table seats. */
  readonly maxEntrants?: number;
}

/** The pairing methods that fit each entry (issue 17, "Drawing the next round"). */
const PAIRINGS_FOR: Readonly<Record<Entry, readonly Pairing[]>> = {
  pairs: ['round-robin', 'swiss', 'manual'],
  individuals: ['rotating', 'manual'],
  'cut-throat': ['cut-throat', 'manual'],
};

/** A rule family for each entry: cut-throat needs one where every seat is its own side. */
const RULES_FOR = { pairs: 'jamaican-partner', individuals: 'jamaican-partner', 'cut-throat': 'jamaican-cut-throat' } as const;

/** Entrant ids as the file writes them: 1 to 20 letters, digits, '-' or '_'. */
export const entrantId = (i: number): EntrantId => `e${i + 1}`;

/** Seats a table has, as an entry seats them. */
export function seatsPerTable(entry: Entry, tableSize: number): number {
  return entry === 'pairs' ? 2 : entry === 'individuals' ? 4 : tableSize;
}

/** The sides of a table: pairs and cut-throat one per seat, individuals seats 0/2 against 1/3. */
export function sideCount(entry: Entry, seats: number): number {
  return entry === 'individuals' ? 2 : seats;
}

/** A finished game's outcome from its scores: the one side with the top score wins, a shared top draws. */
export function outcomeOf(score: readonly number[], handsWon: readonly number[], paper: boolean): GameOutcome {
  const top = Math.max(...score);
  const leaders = score.flatMap((s, i) => (s === top ? [i] : []));
  return {
    finished: true,
    score: [...score],
    winner: leaders.length === 1 ? leaders[0]! : null,
    handsWon: paper ? score.map(() => 0) : [...handsWon],
    paper,
  };
}

/** A game still in play: a record with no winner yet. */
export function inPlay(sides: number): GameOutcome {
  return { finished: false, score: Array.from({ length: sides }, () => 0), winner: null, handsWon: Array.from({ length: sides }, () => 0), paper: false };
}

/** A game won by `side`, `points` to nothing, for topping up a table the format has not met yet. */
function wonBy(side: number, sides: number, points: number): GameOutcome {
  return outcomeOf(
    Array.from({ length: sides }, (_, i) => (i === side ? points : 0)),
    Array.from({ length: sides }, (_, i) => (i === side ? 1 : 0)),
    false,
  );
}

/** Scores lean to 0 so that shutouts and drawn games turn up often enough to be tested. */
const scoreArb = (target: number): fc.Arbitrary<number> => fc.oneof(fc.constant(0), fc.constant(target), fc.nat({ max: target }));

const gameArb = (sides: number, target: number): fc.Arbitrary<GameOutcome> =>
  fc
    .tuple(
      fc.array(scoreArb(target), { minLength: sides, maxLength: sides }),
      fc.array(fc.nat({ max: 6 }), { minLength: sides, maxLength: sides }),
      fc.boolean(),
    )
    .map(([score, hands, paper]) => outcomeOf(score, hands, paper));

/** The round format's N: the games a table plays, or the wins that end it (byes and forfeits credit N games). */
export const formatN = (format: RoundFormat): number => ('games' in format ? format.games : format.firstTo);

/** Does this list of games meet the round format (the same rule as standings.ts's tableComplete, written again here as the model)? */
function metFormat(format: RoundFormat, games: readonly GameOutcome[], sides: number): boolean {
  const finished = games.filter((g) => g.finished);
  if ('games' in format) return finished.length >= format.games;
  return Array.from({ length: sides }, (_, s) => finished.filter((g) => g.winner === s).length).some((w) => w >= format.firstTo);
}

/**
 * The games of a table, cut where the format is met. `complete`: topped up with games won by
 * `topUp`'s side when the drawn games ran out first; otherwise cut one game short, and maybe
 * followed by a game still in play.
 */
function tableGames(
  format: RoundFormat,
  drawn: readonly GameOutcome[],
  sides: number,
  complete: boolean,
  topUp: number,
  target: number,
  trailing: boolean,
): GameOutcome[] {
  const games: GameOutcome[] = [];
  for (const g of drawn) {
    if (metFormat(format, [...games, g], sides)) {
      if (complete) games.push(g);
      break;
    }
    games.push(g);
  }
  if (complete) {
    while (!metFormat(format, games, sides)) games.push(wonBy(topUp % sides, sides, target));
    return games;
  }
  return trailing ? [...games, inPlay(sides)] : games;
}

/** How one table ends, drawn before its seats are known. */
interface TablePlan {
  readonly forfeit: 'none' | 'side0' | 'side1' | 'both';
  /** Individuals: which player of the named side is named (0 or 1; 2 names both). */
  readonly who: number;
  readonly games: readonly GameOutcome[];
  readonly complete: boolean;
  readonly topUp: number;
  readonly trailing: boolean;
}

const planArb = (sides: number, target: number, maxGames: number): fc.Arbitrary<TablePlan> =>
  fc.record({
    forfeit: sides === 2 ? fc.constantFrom('none', 'none', 'none', 'none', 'none', 'none', 'side0', 'side1', 'both') : fc.constant('none' as const),
    who: fc.nat({ max: 2 }),
    games: fc.array(gameArb(sides, target), { maxLength: maxGames }),
    complete: fc.boolean(),
    topUp: fc.nat({ max: 3 }),
    trailing: fc.boolean(),
  });

function seatTable(
  entry: Entry,
  format: RoundFormat,
  seats: readonly EntrantId[],
  table: number,
  plan: TablePlan,
  mustComplete: boolean,
  target: number,
): TableSummary {
  const sides = sideCount(entry, seats.length);
  if (plan.forfeit !== 'none') {
    const named = plan.forfeit === 'both' ? [0, 1] : [plan.forfeit === 'side0' ? 0 : 1];
    const forfeit = named.flatMap((side) => {
      if (entry !== 'individuals') return [seats[side]!];
      // Naming either player of a side forfeits the side (issue 17); sometimes both are named.
      const players = [seats[side]!, seats[side + 2]!];
      return plan.who === 2 ? players : [players[plan.who]!];
    });
    return { table, seats, games: [], forfeit };
  }
  const complete = mustComplete || plan.complete;
  // A cut-throat table one seat short drops the last seat's column (and the winner is found again).
  const drawn = plan.games.map((g) => (g.score.length === sides ? g : outcomeOf(g.score.slice(0, sides), g.handsWon.slice(0, sides), g.paper)));
  return { table, seats, games: tableGames(format, drawn, sides, complete, plan.topUp, target, plan.trailing) };
}

interface Shape {
  readonly entry: Entry;
  readonly tableSize: number;
  readonly n: number;
  readonly rounds: number;
  /** The game's target, which scores and the default credits follow. */
  readonly target: number;
}

const shapeArb = (options: SummaryOptions): fc.Arbitrary<Shape> =>
  fc
    .record({
      entry: options.entry ? fc.constant(options.entry) : fc.constantFrom(...ENTRIES),
      tableSize: fc.integer({ min: 2, max: 4 }),
      rounds: fc.integer({ min: options.rounds?.min ?? 0, max: options.rounds?.max ?? 4 }),
      target: fc.constantFrom(100, 150, 200),
    })
    .chain((s) => {
      const tableSize = s.entry === 'cut-throat' ? s.tableSize : 4;
      const least = seatsPerTable(s.entry, tableSize);
      const most = Math.max(least, options.maxEntrants ?? 10);
      return fc.integer({ min: least, max: most }).map((n) => ({ ...s, tableSize, n }));
    });

const rankingArb: fc.Arbitrary<readonly RankingKey[]> = fc.oneof(
  fc.constant(DEFAULT_RANKING),
  fc.shuffledSubarray([...RANKING_KEYS], { minLength: 1 }),
);

const pointsArb: fc.Arbitrary<MatchPoints> = fc.oneof(
  fc.constant(DEFAULT_POINTS),
  fc.record({ win: fc.nat({ max: 3 }), draw: fc.nat({ max: 2 }), loss: fc.nat({ max: 1 }), bye: fc.nat({ max: 3 }) }),
);

const formatArb: fc.Arbitrary<RoundFormat> = fc.oneof(
  fc.integer({ min: 1, max: 3 }).map((games) => ({ games })),
  fc.integer({ min: 1, max: 3 }).map((firstTo) => ({ firstTo })),
);

/** A random valid event summary (see the file's comment). */
export function eventSummaryArb(options: SummaryOptions = {}): fc.Arbitrary<EventSummary> {
  return shapeArb(options).chain((shape) => {
    const { entry, tableSize, n, rounds, target } = shape;
    const perTable = seatsPerTable(entry, tableSize);
    return fc
      .record({
        format: formatArb,
        points: pointsArb,
        ranking: rankingArb,
        pairing: fc.constantFrom(...PAIRINGS_FOR[entry]),
        credits: fc.boolean(),
        seed: fc.nat(),
        // The round from which each entrant has withdrawn (≥ rounds: never).
        withdrawnFrom: fc.array(fc.oneof({ arbitrary: fc.constant(99), weight: 5 }, { arbitrary: fc.nat({ max: Math.max(0, rounds) }), weight: 1 }), {
          minLength: n,
          maxLength: n,
        }),
        orders: fc.array(fc.shuffledSubarray(Array.from({ length: n }, (_, i) => i), { minLength: n, maxLength: n }), {
          minLength: rounds,
          maxLength: rounds,
        }),
        // Cut-throat: some tables seat one fewer (never under 2).
        short: fc.array(fc.boolean(), { minLength: rounds, maxLength: rounds }),
        plans: fc.array(fc.array(planArb(sideCount(entry, perTable), target, 4), { minLength: n, maxLength: n }), {
          minLength: rounds,
          maxLength: rounds,
        }),
        penalties: fc.array(
          fc.array(fc.record({ entrant: fc.nat({ max: n - 1 }), points: fc.integer({ min: 1, max: 50 }) }), { maxLength: 2 }),
          { minLength: rounds, maxLength: rounds },
        ),
        mustComplete: fc.constant(options.lastRoundComplete ?? false),
      })
      .map((r): EventSummary => {
        const entrants: Entrant[] = Array.from({ length: n }, (_, i) => ({
          id: entrantId(i),
          name: `Entrant ${i + 1}`,
          ...(entry === 'pairs' ? { players: [`P${i + 1}a`, `P${i + 1}b`] as const } : {}),
          ...(r.withdrawnFrom[i]! < rounds ? { withdrawn: true } : {}),
        }));
        const roundSummaries: RoundSummary[] = r.orders.map((order, ri) => {
          const present = order.filter((i) => r.withdrawnFrom[i]! > ri).map(entrantId);
          const size = entry === 'cut-throat' && r.short[ri] && perTable > 2 ? perTable - 1 : perTable;
          const tableCount = Math.floor(present.length / size);
          const last = ri === rounds - 1;
          const tables = Array.from({ length: tableCount }, (_, t) =>
            seatTable(entry, r.format, present.slice(t * size, (t + 1) * size), t + 1, r.plans[ri]![t]!, !last || r.mustComplete, target),
          );
          const penalties: Penalty[] = r.penalties[ri]!.map((p) => ({ entrant: entrantId(p.entrant), points: p.points, reason: 'late' }));
          return { tables, byes: present.slice(tableCount * size), penalties };
        });
        return {
          name: 'Random night',
          date: '2026-11-26',
          rules: RULES_FOR[entry],
          options: {},
          entry,
          tableSize,
          round: r.format,
          pairing: r.pairing,
          points: r.points,
          byeScore: r.credits ? [target, Math.floor(target / 2)] : [target - 10, 20],
          forfeitScore: r.credits ? [target, 0] : [target - 20, 10],
          ranking: r.ranking,
          seed: r.seed,
          firstRound: 'order',
          entrants,
          rounds: roundSummaries,
          target,
        };
      });
  });
}
