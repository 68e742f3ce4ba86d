/**
 * Standings of an event (issue 17, "The model" and "Standings"): every entrant's figures from
 * complete tables, byes and penalties, ranked by the event's keys, with shared places and what
 * decided each place. One definition for the screen, the printout, the event file and the referee
 * command, all of which call computeStandings on the same EventSummary.
 *
 * It reads game outcomes (types.ts, `GameOutcome`), never records, so it never replays a match and
 * never asks which rule family is played. A summary is taken as the format check leaves it
 * (domain/events/format.ts): ids that name no entrant, games on a forfeited table and forfeits on
 * cut-throat tables are refused there, so here they are skipped, ignored and read as best we can.
 */
import type {
  EntrantId,
  Entry,
  EventSummary,
  GameOutcome,
  PendingTable,
  RankingKey,
  RoundFormat,
  StandingFigures,
  StandingRow,
  Standings,
  TableSummary,
} from './types.ts';
import { amountScale, inUnits } from './amounts.ts';
import { tableCompleteOutcomes } from './outcome.ts';

/**
 * The round format's N. Issue 17: "Byes and forfeits credit N games under either format", so a
 * bye in a first-to-3 round is 3 games won, as in a 3-game round.
 */
export function roundGames(format: RoundFormat): number {
  return 'games' in format ? format.games : format.firstTo;
}

/**
 * The side of a seat. Issue 17: pairs `[X, Y]` are two sides; individuals `[A, B, C, D]` sit
 * "seats 0 and 2 against 1 and 3"; cut-throat "each for oneself", seat i is side i.
 */
export function sideOfSeat(entry: Entry, seat: number): number {
  return entry === 'individuals' ? seat % 2 : seat;
}

/** How many sides a table has (the length of its games' scores). */
export function sideCount(entry: Entry, seats: number): number {
  return entry === 'individuals' ? 2 : seats;
}

function forfeited(table: TableSummary): boolean {
  return (table.forfeit?.length ?? 0) > 0;
}

/**
 * Issue 17: "A table is complete when its round format is met (`games: N`: N games finished,
 * drawn ones included; `firstTo: N`: a side reached N wins, drawn games never counting) or it is
 * forfeited." The rule itself is outcome.ts's `tableCompleteOutcomes`, which the file check reads
 * from outcomes before a summary exists: one definition, asked here of a summary's table.
 */
export function tableComplete(summary: Pick<EventSummary, 'round'>, table: TableSummary): boolean {
  return tableCompleteOutcomes(summary.round, table.games, table.forfeit);
}

/** A table won, drawn or lost. */
export type TableResult = 'won' | 'drawn' | 'lost';

/** The figures a table adds to by its games, as many for each of its entrants. */
const TABLE_FIGURES = ['gamesWon', 'gamesLost', 'handsWon', 'handsLost', 'pointsFor', 'pointsAgainst', 'shutoutsGiven', 'shutoutsTaken'] as const;

/** What one side took from one complete table, before match points: its result and those figures. */
export interface SideCredit extends Pick<StandingFigures, (typeof TABLE_FIGURES)[number]> {
  readonly result: TableResult;
}

/** What one entrant took from one complete table: its side's credit, and whom it met there. */
export interface EntrantCredit extends SideCredit {
  readonly entrant: EntrantId;
  readonly side: number;
  readonly matchPoints: number;
  /**
   * The opponents met (for buchholz and head-to-head): pairs the other pair; individuals the
   * other side's two players; cut-throat every other seat. A forfeit is a meeting (issue 17).
   */
  readonly opponents: readonly EntrantId[];
}

/**
 * Issue 17: "a table is won by the side with more games won there; in cut-throat, the most games
 * won, players tied at the top each draw, the others lose". Two sides with as many games won are
 * both "tied at the top": a drawn table, the same rule.
 */
function resultsByGamesWon(gamesWon: readonly number[], inRunning: readonly boolean[]): TableResult[] {
  const top = Math.max(...gamesWon.filter((_, s) => inRunning[s]));
  const leaders = gamesWon.filter((w, s) => inRunning[s] && w === top).length;
  return gamesWon.map((w, s) => (!inRunning[s] || w !== top ? 'lost' : leaders === 1 ? 'won' : 'drawn'));
}

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);

/** The credits of a table played out, from its finished games (a game still in play counts for nobody). */
function playedCredits(sides: number, games: readonly GameOutcome[]): SideCredit[] {
  const finished = games.filter((g) => g.finished);
  const others = (s: number): number[] => Array.from({ length: sides }, (_, o) => o).filter((o) => o !== s);
  const gamesWon = Array.from({ length: sides }, (_, s) => finished.filter((g) => g.winner === s).length);
  const results = resultsByGamesWon(gamesWon, gamesWon.map(() => true));
  return gamesWon.map((won, s) => ({
    result: results[s]!,
    gamesWon: won,
    // "A drawn game is neither."
    gamesLost: finished.filter((g) => g.winner !== null && g.winner !== s).length,
    // "Hands whose winner is its side / another side; ties and redeals neither": the outcome
    // already counts hands won by side, and a paper game has none.
    handsWon: sum(finished.map((g) => g.handsWon[s] ?? 0)),
    handsLost: sum(finished.map((g) => sum(others(s).map((o) => g.handsWon[o] ?? 0)))),
    // "The game's final score for its side, and for the other side; in cut-throat, the best
    // score among the other seats."
    pointsFor: sum(finished.map((g) => g.score[s] ?? 0)),
    pointsAgainst: sum(finished.map((g) => Math.max(0, ...others(s).map((o) => g.score[o] ?? 0)))),
    // "A game won while every other side stayed at 0: six-love, zapato."
    shutoutsGiven: finished.filter((g) => g.winner === s && others(s).every((o) => (g.score[o] ?? 0) === 0)).length,
    // "A game lost on 0."
    shutoutsTaken: finished.filter((g) => g.winner !== null && g.winner !== s && (g.score[s] ?? 0) === 0).length,
  }));
}

/**
 * The credits of a forfeited table (issue 17 and the decisions for it): the side present wins N
 * games each scored `forfeitScore`; a side named loses N games each scored the mirror
 * `[against, for]`, so both sides named both lose N games scored `[forfeitScore[1],
 * forfeitScore[0]]`. No hands, no shutouts ("neither for byes and forfeits").
 */
function forfeitCredits(sides: number, named: readonly boolean[], n: number, score: readonly [number, number]): SideCredit[] {
  const present = named.map((x) => !x);
  // Only the sides present are in the running for the table; every side named loses it.
  const results = present.some((p) => p) ? resultsByGamesWon(present.map(() => n), present) : named.map((): TableResult => 'lost');
  return Array.from({ length: sides }, (_, s) => ({
    result: results[s]!,
    gamesWon: named[s] ? 0 : n,
    gamesLost: named[s] ? n : 0,
    handsWon: 0,
    handsLost: 0,
    pointsFor: n * (named[s] ? score[1] : score[0]),
    pointsAgainst: n * (named[s] ? score[0] : score[1]),
    shutoutsGiven: 0,
    shutoutsTaken: 0,
  }));
}

/**
 * What every entrant seated at a table took from it, or null while the table is not complete
 * ("standings count complete tables only, so they can be read live during a round"). In
 * individuals "a player's figures are his side's at each table". Exported so that a store can keep
 * the standings up to date one table at a time.
 */
export function tableCredits(summary: EventSummary, table: TableSummary): EntrantCredit[] | null {
  if (!tableComplete(summary, table)) return null;
  const sides = sideCount(summary.entry, table.seats.length);
  const sideOf = (seat: number): number => sideOfSeat(summary.entry, seat);
  let credits: SideCredit[];
  if (forfeited(table)) {
    // "In individuals a forfeit naming any player of a side forfeits the side; both sides named, both lose."
    const named = Array.from({ length: sides }, (_, s) =>
      table.seats.some((id, seat) => sideOf(seat) === s && table.forfeit!.includes(id)),
    );
    credits = forfeitCredits(sides, named, roundGames(summary.round), summary.forfeitScore);
  } else {
    credits = playedCredits(sides, table.games);
  }
  return table.seats.map((entrant, seat) => {
    const side = sideOf(seat);
    const credit = credits[side]!;
    return {
      ...credit,
      entrant,
      side,
      matchPoints: summary.points[credit.result === 'won' ? 'win' : credit.result === 'drawn' ? 'draw' : 'loss'],
      opponents: table.seats.filter((_, other) => sideOf(other) !== side),
    };
  });
}

type Figures = { -readonly [K in keyof StandingFigures]: StandingFigures[K] };

const zero = (): Figures => ({
  played: 0,
  won: 0,
  drawn: 0,
  lost: 0,
  byes: 0,
  matchPoints: 0,
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
});

/** A table's or a bye's counts; its match points are added in whole units by computeStandings. */
function addCredit(f: Figures, c: SideCredit): void {
  f.played += 1;
  f[c.result] += 1;
  for (const k of TABLE_FIGURES) f[k] += c[k];
}

/**
 * Issue 17: "A bye credits a round won and every game of the round won with the bye's score";
 * its match points are the event's `bye`. No hands, no shutouts, and not a meeting.
 */
export function byeCredit(summary: EventSummary): SideCredit {
  const n = roundGames(summary.round);
  return {
    result: 'won',
    gamesWon: n,
    gamesLost: 0,
    handsWon: 0,
    handsLost: 0,
    pointsFor: n * summary.byeScore[0],
    pointsAgainst: n * summary.byeScore[1],
    shutoutsGiven: 0,
    shutoutsTaken: 0,
  };
}

/** One meeting at a complete table, for head-to-head: who, whom, and the match points earned there (in amounts.ts units). */
interface Meeting {
  readonly entrant: EntrantId;
  readonly opponents: readonly EntrantId[];
  readonly matchPoints: number;
}

/** The figure a ranking key reads, higher is better; head-to-head is not one entrant's figure (null). */
function keyValue(f: StandingFigures, key: RankingKey): number | null {
  switch (key) {
    case 'match-points':
      return f.matchPoints;
    case 'won':
      return f.won;
    case 'games-won':
      return f.gamesWon;
    case 'games-difference':
      return f.gamesWon - f.gamesLost;
    case 'hands-difference':
      return f.handsWon - f.handsLost;
    case 'efectividad':
      return f.efectividad;
    case 'points-for':
      return f.pointsFor;
    case 'points-against':
      // "fewer is better"
      return -f.pointsAgainst;
    case 'shutouts-given':
      return f.shutoutsGiven;
    case 'buchholz':
      return f.buchholz;
    case 'head-to-head':
      return null;
  }
}

/**
 * The figure a ranking key compares, as the entrant's own figure (points against as it is, fewer
 * being better there); null for head-to-head, which is not a figure of one entrant but of a group.
 * For the screens and the printout, to say "ahead on efectividad, 35 to 20".
 */
export function rankingFigure(f: StandingFigures, key: RankingKey): number | null {
  return key === 'points-against' ? f.pointsAgainst : keyValue(f, key);
}

/**
 * Head-to-head (issue 17): "pairs only: match points earned in meetings between the tied
 * entrants, used only when every two of them met; in the other entries it leaves them tied".
 * Null when it leaves the group tied. `meetingsOf`: each entrant's meetings, so a group reads only
 * its own (every block reading every meeting grew with the square of a large event).
 */
function headToHead(entry: Entry, group: readonly EntrantId[], meetingsOf: ReadonlyMap<EntrantId, readonly Meeting[]>): Map<EntrantId, number> | null {
  if (entry !== 'pairs') return null;
  const inGroup = new Set(group);
  const met = new Set<string>();
  const points = new Map<EntrantId, number>(group.map((id) => [id, 0]));
  for (const id of group) {
    for (const m of meetingsOf.get(id) ?? []) {
      for (const o of m.opponents) {
        if (!inGroup.has(o) || o === m.entrant) continue;
        met.add(`${m.entrant}\u0000${o}`);
        points.set(m.entrant, points.get(m.entrant)! + m.matchPoints);
      }
    }
  }
  // Every two met: each of the n(n-1) ordered pairs is in `met`, which holds only pairs of the group.
  return met.size === group.length * (group.length - 1) ? points : null;
}

/** Entrants still tied after the keys applied so far; `after` is the key that put this block ahead of the next. */
interface Block {
  readonly ids: readonly EntrantId[];
  readonly after: RankingKey | null;
}

/** Splits a tied block by one key, best first, each part in the block's (file) order; in one pass over the block. */
function splitBlock(block: Block, key: RankingKey, value: (id: EntrantId) => number | null): Block[] {
  const parts = new Map<number, EntrantId[]>();
  for (const id of block.ids) {
    const v = value(id);
    if (v === null) return [block];
    const part = parts.get(v);
    if (part) part.push(id);
    else parts.set(v, [id]);
  }
  const distinct = [...parts.keys()].sort((a, b) => b - a);
  return distinct.map((v, i) => ({
    ids: parts.get(v)!,
    after: i < distinct.length - 1 ? key : block.after,
  }));
}

/**
 * The standings of an event (issue 17, "Standings"): a row per entrant in place order, and the
 * tables not complete yet in file order. Late entries with nothing played and withdrawn entrants
 * ("stay in the standings with their results") have rows like everyone.
 */
export function computeStandings(summary: EventSummary): Standings {
  const figures = new Map<EntrantId, Figures>(summary.entrants.map((e) => [e.id, zero()]));
  // Match points and penalties added in whole units (amounts.ts), so equal sums are equal.
  const { win, draw, loss, bye: byePoints } = summary.points;
  const scale = amountScale([win, draw, loss, byePoints, ...summary.rounds.flatMap((r) => r.penalties.map((p) => p.points))]);
  const units = new Map<EntrantId, { matchPoints: number; penalties: number; buchholz: number }>(
    summary.entrants.map((e) => [e.id, { matchPoints: 0, penalties: 0, buchholz: 0 }]),
  );
  const meetings: Meeting[] = [];
  const pending: PendingTable[] = [];
  const bye = byeCredit(summary);

  summary.rounds.forEach((round, r) => {
    for (const table of round.tables) {
      const credits = tableCredits(summary, table);
      if (credits === null) {
        pending.push({ round: r + 1, table: table.table });
        continue;
      }
      for (const c of credits) {
        const f = figures.get(c.entrant);
        if (!f) continue;
        addCredit(f, c);
        units.get(c.entrant)!.matchPoints += inUnits(c.matchPoints, scale);
        meetings.push({ entrant: c.entrant, opponents: c.opponents, matchPoints: inUnits(c.matchPoints, scale) });
      }
    }
    for (const id of round.byes) {
      const f = figures.get(id);
      if (!f) continue;
      addCredit(f, bye);
      units.get(id)!.matchPoints += inUnits(byePoints, scale);
      f.byes += 1;
    }
    // "Penalties lower efectividad only, never match points, whatever the state of the entrant's tables."
    for (const p of round.penalties) {
      const u = units.get(p.entrant);
      if (u) u.penalties += inUnits(p.points, scale);
    }
  });

  // "The sum of the final match points of every opponent met at a complete table, once per meeting."
  for (const m of meetings) {
    const u = units.get(m.entrant)!;
    for (const o of m.opponents) u.buchholz += units.get(o)?.matchPoints ?? 0;
  }
  for (const [id, f] of figures) {
    const u = units.get(id)!;
    f.matchPoints = u.matchPoints / scale;
    f.penalties = u.penalties / scale;
    f.buchholz = u.buchholz / scale;
    f.efectividad = ((f.pointsFor - f.pointsAgainst) * scale - u.penalties) / scale;
  }

  const meetingsOf = Map.groupBy(meetings, (m) => m.entrant);
  // "A list of keys applied in order, each to the entrants still tied."
  let blocks: Block[] = [{ ids: summary.entrants.map((e) => e.id), after: null }];
  for (const key of summary.ranking) {
    blocks = blocks.flatMap((block) => {
      if (block.ids.length < 2) return [block];
      if (key === 'head-to-head') {
        const h2h = headToHead(summary.entry, block.ids, meetingsOf);
        return splitBlock(block, key, (id) => h2h?.get(id) ?? null);
      }
      return splitBlock(block, key, (id) => keyValue(figures.get(id)!, key));
    });
  }

  const names = new Map(summary.entrants.map((e) => [e.id, e] as const));
  const rows: StandingRow[] = [];
  blocks.forEach((block, b) => {
    // "Entrants tied on every key share the place (1, 2, 2, 4), listed in file order."
    const place = rows.length + 1;
    const next = blocks[b + 1];
    block.ids.forEach((id, i) => {
      const entrant = names.get(id)!;
      const last = i === block.ids.length - 1;
      rows.push({
        place,
        entrant: id,
        name: entrant.name,
        withdrawn: entrant.withdrawn === true,
        ...figures.get(id)!,
        aheadOn: last && next && block.after ? { key: block.after, of: next.ids[0]! } : null,
      });
    });
  });
  return { rows, pending };
}

/** An entrant as a screen names it. */
export interface NamedEntrant {
  readonly id: EntrantId;
  readonly name: string;
}

/**
 * How many of the entrants sharing a place a note names: the rest are counted, not listed (a
 * place of one more is named whole: its last name says more than "and 1 other").
 */
export const SHARED_NAMED = 3;

/**
 * What to say beside a row (issue 17: "the standings screen says what decided each place"), as
 * data the renderer words in English or Spanish: who shares the place, and what put the place
 * ahead of the next one down ("ahead of Cat & Dan on efectividad, 35 to 20"): the key, the first
 * entrant of the next place, and both figures on that key (null for head-to-head, which is a
 * group's figure, not one entrant's). `shared` and `ahead` are the same for every row of a place;
 * `ahead` is null on the last place.
 *
 * A shared place is counted and its first few entrants named (issue 25 item 18): listing every
 * entrant sharing it on each of its rows made the answer grow with the square of the entrants
 * (before round 1 all 10,000 share the first place: 100 million names, and the server ran out of
 * memory).
 */
export interface PlaceNote {
  readonly entrant: EntrantId;
  readonly place: number;
  /**
   * Null when the entrant is alone in its place. Else how many share it (this entrant included)
   * and the first of them in the standings' order: SHARED_NAMED, or all of a place of one more.
   */
  readonly shared: { readonly count: number; readonly named: readonly NamedEntrant[] } | null;
  readonly ahead: {
    readonly key: RankingKey;
    readonly of: NamedEntrant;
    readonly figure: number | null;
    readonly ofFigure: number | null;
  } | null;
}

/** Each row's note, in time and size that grow in step with the rows (one pass over each place). */
export function placeNotes(standings: Standings): PlaceNote[] {
  const { rows } = standings;
  const byId = new Map(rows.map((r) => [r.entrant, r] as const));
  const notes: PlaceNote[] = [];
  for (let first = 0; first < rows.length; ) {
    const place = rows[first]!.place;
    let end = first + 1;
    while (end < rows.length && rows[end]!.place === place) end += 1;
    // The place's rows are rows[first .. end); the last of them says what put the place ahead.
    const decided = rows[end - 1]!.aheadOn;
    const of = decided ? byId.get(decided.of) : undefined;
    const named = rows.slice(first, end - first <= SHARED_NAMED + 1 ? end : first + SHARED_NAMED).map((r) => ({ id: r.entrant, name: r.name }));
    const shared = end - first > 1 ? { count: end - first, named } : null;
    for (let i = first; i < end; i++) {
      const row = rows[i]!;
      notes.push({
        entrant: row.entrant,
        place,
        shared,
        ahead:
          decided && of
            ? {
                key: decided.key,
                of: { id: of.entrant, name: of.name },
                figure: rankingFigure(row, decided.key),
                ofFigure: rankingFigure(of, decided.key),
              }
            : null,
      });
    }
    first = end;
  }
  return notes;
}
