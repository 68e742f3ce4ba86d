/**
 * An independent oracle of the tournament layer (issue 17), written from the issue's words and
 * docs/events.md alone, importing nothing from domain/events: random whole event files (every
 * entry, forfeits, byes, penalties, withdrawals, late entries, tables left pending, any ranking),
 * and the standings those files should give, worked out from scratch. Match points and penalties
 * are generated in tenths and summed here as whole tenths, so the oracle's arithmetic is exact
 * and its ties are the real ones. A game recorded bone by bone is read through the match engine
 * (`referee check`'s verdict: its final score, winner and each hand's winner), a layer below the
 * one under test. The tests compare it with what `referee standings --json` and
 * `referee next-round --json` print (test/domain/events/oracle-*.test.ts).
 */
import fc from 'fast-check';
import { respondEvent, verdict } from '../../cli/main.ts';
import { playedRecord } from './event-files.ts';

export type Json = Record<string, unknown>;
export type Entry = 'pairs' | 'individuals' | 'cut-throat';

/** Every ranking key of issue 17 ("Ranking"). */
export const KEYS = [
  'match-points',
  'won',
  'games-won',
  'games-difference',
  'hands-difference',
  'efectividad',
  'points-for',
  'points-against',
  'shutouts-given',
  'head-to-head',
  'buchholz',
] as const;
export type Key = (typeof KEYS)[number];

/** One generated event: the file, and the tenths the oracle sums exactly. */
export interface GenEvent {
  readonly entry: Entry;
  readonly tableSize: number;
  /** The round format's N ("Byes and forfeits credit N games under either format"). */
  readonly n: number;
  readonly firstTo: boolean;
  /** Match points in tenths: win, draw, loss, bye. */
  readonly points: { readonly win: number; readonly draw: number; readonly loss: number; readonly bye: number };
  readonly byeScore: readonly [number, number];
  readonly forfeitScore: readonly [number, number];
  readonly ranking: readonly Key[];
  readonly entrants: readonly { readonly id: string; readonly withdrawn: boolean }[];
  readonly rounds: readonly GenRound[];
}

export interface GenTable {
  readonly table: number;
  readonly seats: readonly string[];
  readonly games: readonly GenGame[];
  readonly forfeit?: readonly string[];
}

/** A game: a paper score, or a record with what the match engine says of it. */
export type GenGame = readonly number[] | RecordedGame;

export interface RecordedGame {
  readonly record: unknown;
  readonly ended?: 'time';
  /** The match engine's final score by side, winner (null: none yet) and hands won by side. */
  readonly score: readonly number[];
  readonly winner: number | null;
  readonly hands: readonly number[];
}

/** What a game counts as: finished or not, its score, its winner, the hands each side won. */
function outcomeOf(g: GenGame): { finished: boolean; score: readonly number[]; winner: number | null; hands: readonly number[] } {
  if (!('record' in g)) return { finished: true, score: g, winner: gameWinner(g), hands: g.map(() => 0) };
  // "Stopped by the clock …: the leader wins, equal scores a drawn game"; no winner and no
  // ended: "a game not finished", which counts for nobody.
  if (g.winner !== null) return { finished: true, score: g.score, winner: g.winner, hands: g.hands };
  return { finished: g.ended === 'time', score: g.score, winner: g.ended === 'time' ? gameWinner(g.score) : null, hands: g.hands };
}

export interface GenRound {
  readonly tables: readonly GenTable[];
  readonly byes: readonly string[];
  /** Penalty points in tenths. */
  readonly penalties: readonly { readonly entrant: string; readonly points: number }[];
}

/** The game's target: Jamaican Partner and the cut-throat game both play to 6 by default. */
export const TARGET = 6;

/** Seats a table takes: pairs 2, individuals 4, cut-throat tableSize or one fewer (never under 2). */
export function tableSizes(entry: Entry, tableSize: number): number[] {
  return entry === 'pairs' ? [2] : entry === 'individuals' ? [4] : [tableSize, tableSize - 1].filter((s) => s >= 2);
}

/** Sides at a table of `seats`: individuals seat A and C against B and D; otherwise a side a seat. */
export function sideOf(entry: Entry, seat: number): number {
  return entry === 'individuals' ? seat % 2 : seat;
}

export function sidesOf(entry: Entry, seats: number): number {
  return entry === 'individuals' ? 2 : seats;
}

/** The winning side of a paper game: the single highest score, or none when the top is shared. */
function gameWinner(score: readonly number[]): number | null {
  const top = Math.max(...score);
  const at = score.flatMap((s, i) => (s === top ? [i] : []));
  return at.length === 1 ? at[0]! : null;
}

/** Issue 17: complete when N games are finished (games: N) or a side has won N (firstTo: N), or forfeited. */
export function complete(ev: Pick<GenEvent, 'n' | 'firstTo'>, t: GenTable): boolean {
  if (t.forfeit && t.forfeit.length > 0) return true;
  const finished = t.games.map(outcomeOf).filter((o) => o.finished);
  if (!ev.firstTo) return finished.length >= ev.n;
  const wins = new Map<number, number>();
  for (const o of finished) if (o.winner !== null) wins.set(o.winner, (wins.get(o.winner) ?? 0) + 1);
  return [...wins.values()].some((w) => w >= ev.n);
}

// ---- generating events ------------------------------------------------------------------------

const POINT_TENTHS = [0, 1, 2, 3, 5, 10, 15, 20, 30] as const;

/** A random event of `entry`: manual pairing, so any seating the file allows can be tried. */
export function genEventArb(entryArb: fc.Arbitrary<Entry> = fc.constantFrom<Entry>('pairs', 'individuals', 'cut-throat'), records = false): fc.Arbitrary<GenEvent> {
  return entryArb.chain((entry) =>
    fc
      .record({
        tableSize: entry === 'cut-throat' ? fc.integer({ min: 2, max: 4 }) : fc.constant(4),
        count: fc.integer({ min: entry === 'individuals' ? 4 : 2, max: entry === 'individuals' ? 11 : 8 }),
        n: fc.integer({ min: 1, max: 3 }),
        firstTo: fc.boolean(),
        points: fc.record({
          win: fc.constantFrom(...POINT_TENTHS),
          draw: fc.constantFrom(...POINT_TENTHS),
          loss: fc.constantFrom(0, 0, 1, 2),
          bye: fc.constantFrom(...POINT_TENTHS),
        }),
        byeScore: fc.option(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { nil: undefined }),
        forfeitScore: fc.option(fc.tuple(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 })), { nil: undefined }),
        ranking: fc.shuffledSubarray([...KEYS], { minLength: 1, maxLength: 6 }),
        seed: fc.integer({ min: 0, max: 2 ** 30 }),
        rounds: fc.integer({ min: 0, max: 5 }),
      })
      .map((p) => buildEvent(entry, p, records)),
  );
}

/** A tiny seeded generator (mulberry32), so one fast-check seed builds one whole event. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(xs: readonly T[], r: () => number): T[] {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

interface BuildParams {
  readonly tableSize: number;
  readonly count: number;
  readonly n: number;
  readonly firstTo: boolean;
  readonly points: GenEvent['points'];
  readonly byeScore: readonly [number, number] | undefined;
  readonly forfeitScore: readonly [number, number] | undefined;
  readonly ranking: readonly Key[];
  readonly seed: number;
  readonly rounds: number;
}

/** A paper score whose values are small, so ties, drawn games and zeros (shutouts) are common. */
function paperScore(sides: number, r: () => number): number[] {
  return Array.from({ length: sides }, () => (r() < 0.3 ? 0 : r() < 0.5 ? TARGET : Math.floor(r() * 8)));
}

/** The names a record seats at a table, in seat order (docs/event-format.md, `seats`). */
function seatNames(entry: Entry, seats: readonly string[]): string[] {
  if (entry !== 'pairs') return seats.map((id) => `Player ${id.slice(1)}`);
  const [x, y] = seats.map((id) => id.slice(1)) as [string, string];
  return [`Ann ${x}`, `Ann ${y}`, `Ben ${x}`, `Ben ${y}`];
}

/** A game played by the engine at this table: to its end, or stopped after a hand or two (by the clock, or still in play). */
function recordedGame(entry: Entry, seats: readonly string[], r: () => number): RecordedGame {
  const names = seatNames(entry, seats);
  const record = playedRecord(Math.floor(r() * 1e9), names, {
    rules: entry === 'cut-throat' ? 'jamaican-cut-throat' : 'jamaican-partner',
    seats: names.length,
    hands: r() < 0.5 ? 10_000 : 1 + Math.floor(r() * 3),
    redealOneIn: 5,
  });
  const report = verdict(JSON.stringify(record));
  if (!report.ok) throw new Error(`the engine's own record is refused: ${report.error.message}`);
  const sides = sidesOf(entry, seats.length);
  const hands = Array.from({ length: sides }, () => 0);
  for (const h of report.value.hands) if (h.result.winner !== null) hands[h.result.winner]!++;
  const winner = report.value.match.winner;
  return { record, score: [...report.value.match.score], winner, hands, ...(winner === null && r() < 0.6 ? { ended: 'time' as const } : {}) };
}

function buildEvent(entry: Entry, p: BuildParams, records = false): GenEvent {
  const r = rng(p.seed);
  const n = p.firstTo ? Math.min(p.n, 2) : p.n;
  // File order is not id order: "entrants sharing a place are listed in file order".
  const ids = shuffle(Array.from({ length: p.count }, (_, i) => `e${i + 1}`), r);
  // Some enter late (absent from the early rounds), some withdraw part way (absent after).
  const enters = new Map(ids.map((id) => [id, r() < 0.2 ? Math.floor(r() * (p.rounds + 1)) : 0]));
  const leaves = new Map(ids.map((id) => [id, r() < 0.2 ? Math.floor(r() * (p.rounds + 1)) : Infinity]));
  const sizes = tableSizes(entry, p.tableSize);
  const rounds: GenRound[] = [];
  for (let k = 0; k < p.rounds; k++) {
    const here = shuffle(
      ids.filter((id) => enters.get(id)! <= k && leaves.get(id)! > k),
      r,
    );
    const tables: GenTable[] = [];
    const numbers = shuffle(Array.from({ length: 12 }, (_, i) => i + 1 + (r() < 0.3 ? 100 : 0)), r);
    let at = 0;
    while (true) {
      const size = sizes[Math.floor(r() * sizes.length)]!;
      if (here.length - at < size || r() < 0.1) break;
      const seats = here.slice(at, at + size);
      at += size;
      const sides = sidesOf(entry, size);
      const forfeitable = entry !== 'cut-throat';
      if (forfeitable && r() < 0.12) {
        const named = seats.filter(() => r() < 0.4);
        tables.push({ table: numbers[tables.length]!, seats, games: [], forfeit: named.length > 0 ? named : [seats[0]!] });
        continue;
      }
      const games: GenGame[] = [];
      const ev = { n, firstTo: p.firstTo };
      // A table may stop short (pending); firstTo stops after a few drawn games at most.
      const stopShort = r() < 0.15;
      while (!complete(ev, { table: 0, seats, games }) && games.length < 6) {
        // A round closed by the next has a result at every table (issue 25 item 6): its tables stop short after a game.
        if (stopShort && r() < 0.5 && (games.length > 0 || k === p.rounds - 1)) break;
        const game = records && r() < 0.3 ? recordedGame(entry, seats, r) : paperScore(sides, r);
        games.push(game);
        // "Only a table's last game may be in play."
        if (!outcomeOf(game).finished) break;
      }
      const inPlay = games.length > 0 && !outcomeOf(games[games.length - 1]!).finished;
      if (!complete(ev, { table: 0, seats, games }) && !stopShort && !inPlay) {
        // firstTo with many drawn games: finish it with a win for side 0.
        while (!complete(ev, { table: 0, seats, games })) games.push([TARGET, ...Array.from({ length: sides - 1 }, () => 0)]);
      }
      tables.push({ table: numbers[tables.length]!, seats, games });
    }
    const rest = here.slice(at);
    const byes = rest.filter(() => r() < 0.6);
    const penalties = ids.filter(() => r() < 0.08).map((entrant) => ({ entrant, points: [1, 2, 5, 10, 15, 3][Math.floor(r() * 6)]! }));
    rounds.push({ tables, byes, penalties });
  }
  const withdrawn = new Set(ids.filter((id) => leaves.get(id)! <= p.rounds));
  return {
    entry,
    tableSize: p.tableSize,
    n,
    firstTo: p.firstTo,
    points: p.points,
    byeScore: p.byeScore ?? [TARGET, Math.floor(TARGET / 2)],
    forfeitScore: p.forfeitScore ?? [TARGET, 0],
    ranking: p.ranking,
    entrants: ids.map((id) => ({ id, withdrawn: withdrawn.has(id) })),
    rounds,
  };
}

/** The event with the last round's tables not complete left out, so that a draw is due. */
export function drawable(ev: GenEvent): GenEvent {
  const last = ev.rounds.length - 1;
  return { ...ev, rounds: ev.rounds.map((r, k) => (k === last ? { ...r, tables: r.tables.filter((t) => complete(ev, t)) } : r)) };
}

/** The event as a file, with `pairing` (manual unless said). Defaults left out are the oracle's too. */
export function eventFile(ev: GenEvent, pairing = 'manual', extra: Json = {}): Json {
  const name = (id: string) => `Player ${id.slice(1)}`;
  return {
    format: 'dominoes-event/1',
    name: 'Oracle check',
    date: '2026-11-27',
    rules: ev.entry === 'cut-throat' ? 'jamaican-cut-throat' : 'jamaican-partner',
    entry: ev.entry,
    ...(ev.entry === 'cut-throat' ? { tableSize: ev.tableSize } : {}),
    round: ev.firstTo ? { firstTo: ev.n } : { games: ev.n },
    pairing,
    points: { win: ev.points.win / 10, draw: ev.points.draw / 10, loss: ev.points.loss / 10, bye: ev.points.bye / 10 },
    byeScore: ev.byeScore,
    forfeitScore: ev.forfeitScore,
    ranking: ev.ranking,
    entrants: ev.entrants.map((e) => ({
      id: e.id,
      name: ev.entry === 'pairs' ? `Pair ${e.id.slice(1)}` : name(e.id),
      ...(ev.entry === 'pairs' ? { players: [`Ann ${e.id.slice(1)}`, `Ben ${e.id.slice(1)}`] } : {}),
      ...(e.withdrawn ? { withdrawn: true } : {}),
    })),
    rounds: ev.rounds.map((round) => ({
      tables: round.tables.map((t) => ({ table: t.table, seats: t.seats, games: t.games.map((g) => ('record' in g ? { record: g.record, ...(g.ended ? { ended: g.ended } : {}) } : { score: g })), ...(t.forfeit ? { forfeit: t.forfeit } : {}) })),
      byes: round.byes,
      penalties: round.penalties.map((p) => ({ entrant: p.entrant, points: p.points / 10, reason: 'Late' })),
    })),
    ...extra,
  };
}

// ---- the standings, from the words --------------------------------------------------------

/** Figures in the order; matchPoints, penalties, efectividad and buchholz in tenths here. */
export interface OracleRow {
  place: number;
  entrant: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  byes: number;
  matchPoints: number;
  gamesWon: number;
  gamesLost: number;
  handsWon: number;
  handsLost: number;
  pointsFor: number;
  pointsAgainst: number;
  penalties: number;
  efectividad: number;
  shutoutsGiven: number;
  shutoutsTaken: number;
  buchholz: number;
}

/** Figures the oracle keeps in tenths (match points and penalties may be decimals). */
export const TENTHS: readonly (keyof OracleRow)[] = ['matchPoints', 'penalties', 'efectividad', 'buchholz'];

export interface OracleStandings {
  readonly rows: OracleRow[];
  readonly pending: { round: number; table: number }[];
  /** Every meeting at a complete table: who, the opponents, the match points (tenths) earned there. */
  readonly meetings: { entrant: string; opponents: string[]; mp: number }[];
  /** Row by row, what put it ahead of the next row down: on the last row of a place only. */
  readonly aheadOn: ({ key: Key; of: string } | null)[];
}

export function oracleStandings(ev: GenEvent): OracleStandings {
  const f = new Map<string, OracleRow>(
    ev.entrants.map((e) => [
      e.id,
      { place: 0, entrant: e.id, played: 0, won: 0, drawn: 0, lost: 0, byes: 0, matchPoints: 0, gamesWon: 0, gamesLost: 0, handsWon: 0, handsLost: 0, pointsFor: 0, pointsAgainst: 0, penalties: 0, efectividad: 0, shutoutsGiven: 0, shutoutsTaken: 0, buchholz: 0 },
    ]),
  );
  const pending: { round: number; table: number }[] = [];
  const meetings: { entrant: string; opponents: string[]; mp: number }[] = [];
  const credit = (id: string, result: 'won' | 'drawn' | 'lost', mp: number) => {
    const row = f.get(id)!;
    row.played++;
    row[result]++;
    row.matchPoints += mp;
  };
  const mpOf = (result: 'won' | 'drawn' | 'lost') => (result === 'won' ? ev.points.win : result === 'drawn' ? ev.points.draw : ev.points.loss);
  ev.rounds.forEach((round, k) => {
    for (const t of round.tables) {
      if (!complete(ev, t)) {
        pending.push({ round: k + 1, table: t.table });
        continue;
      }
      const sides = sidesOf(ev.entry, t.seats.length);
      const seatsOfSide = (s: number) => t.seats.filter((_, i) => sideOf(ev.entry, i) === s);
      const result: ('won' | 'drawn' | 'lost')[] = [];
      if (t.forfeit && t.forfeit.length > 0) {
        // "The side present wins the table and N games, each scored forfeitScore; the side named
        // loses the table and N games, each scored the mirror. Both sides named: both lose."
        for (let s = 0; s < sides; s++) {
          const named = seatsOfSide(s).some((id) => t.forfeit!.includes(id));
          result.push(named ? 'lost' : 'won');
          for (const id of seatsOfSide(s)) {
            const row = f.get(id)!;
            if (named) {
              row.gamesLost += ev.n;
              row.pointsFor += ev.n * ev.forfeitScore[1];
              row.pointsAgainst += ev.n * ev.forfeitScore[0];
            } else {
              row.gamesWon += ev.n;
              row.pointsFor += ev.n * ev.forfeitScore[0];
              row.pointsAgainst += ev.n * ev.forfeitScore[1];
            }
          }
        }
      } else {
        const wins = Array.from({ length: sides }, () => 0);
        for (const o of t.games.map(outcomeOf).filter((x) => x.finished)) {
          const [g, w] = [o.score, o.winner];
          if (w !== null) wins[w]!++;
          for (let s = 0; s < sides; s++) {
            const against = Math.max(...g.filter((_, x) => x !== s));
            for (const id of seatsOfSide(s)) {
              const row = f.get(id)!;
              // "Hands whose winner is its side / another side; ties and redeals neither."
              row.handsWon += o.hands[s]!;
              row.handsLost += o.hands.reduce((sum, h, x) => (x === s ? sum : sum + h), 0);
              row.pointsFor += g[s]!;
              row.pointsAgainst += against;
              if (w === s) row.gamesWon++;
              if (w !== null && w !== s) row.gamesLost++;
              if (w === s && against === 0) row.shutoutsGiven++;
              if (w !== null && w !== s && g[s] === 0) row.shutoutsTaken++;
            }
          }
        }
        // "The most games won; tied at the top each draw, the others lose" (two sides alike).
        const top = Math.max(...wins);
        const atTop = wins.filter((w) => w === top).length;
        for (let s = 0; s < sides; s++) result.push(wins[s] !== top ? 'lost' : atTop === 1 ? 'won' : 'drawn');
      }
      for (let s = 0; s < sides; s++) {
        for (const id of seatsOfSide(s)) {
          credit(id, result[s]!, mpOf(result[s]!));
          meetings.push({ entrant: id, opponents: t.seats.filter((_, i) => sideOf(ev.entry, i) !== s), mp: mpOf(result[s]!) });
        }
      }
    }
    for (const id of round.byes) {
      // "A bye credits a round won and every game of the round won with the bye's score."
      credit(id, 'won', ev.points.bye);
      const row = f.get(id)!;
      row.byes++;
      row.gamesWon += ev.n;
      row.pointsFor += ev.n * ev.byeScore[0];
      row.pointsAgainst += ev.n * ev.byeScore[1];
    }
    for (const p of round.penalties) f.get(p.entrant)!.penalties += p.points;
  });
  for (const row of f.values()) row.efectividad = (row.pointsFor - row.pointsAgainst) * 10 - row.penalties;
  for (const m of meetings) for (const o of m.opponents) f.get(m.entrant)!.buchholz += f.get(o)!.matchPoints;

  // "A list of keys applied in order, each to the entrants still tied."
  const value = (row: OracleRow, key: Exclude<Key, 'head-to-head'>): number => {
    switch (key) {
      case 'match-points':
        return row.matchPoints;
      case 'won':
        return row.won;
      case 'games-won':
        return row.gamesWon;
      case 'games-difference':
        return row.gamesWon - row.gamesLost;
      case 'hands-difference':
        return row.handsWon - row.handsLost;
      case 'efectividad':
        return row.efectividad;
      case 'points-for':
        return row.pointsFor;
      case 'points-against':
        return -row.pointsAgainst;
      case 'shutouts-given':
        return row.shutoutsGiven;
      case 'buchholz':
        return row.buchholz;
    }
  };
  const h2h = (group: string[]): Map<string, number> | null => {
    if (ev.entry !== 'pairs') return null;
    for (const a of group) for (const b of group) if (a !== b && !meetings.some((m) => m.entrant === a && m.opponents.includes(b))) return null;
    return new Map(group.map((a) => [a, meetings.filter((m) => m.entrant === a && m.opponents.some((o) => group.includes(o))).reduce((s, m) => s + m.mp, 0)]));
  };
  // Each place's group, and the key that split it from the next group down (the deepest split
  // the two share: "what decided each place").
  const rank = (group: string[], keys: readonly Key[]): { ids: string[]; after: Key | null }[] => {
    if (group.length < 2 || keys.length === 0) return [{ ids: group, after: null }];
    const [key, ...rest] = keys as [Key, ...Key[]];
    let score: Map<string, number> | null;
    if (key === 'head-to-head') score = h2h(group);
    else score = new Map(group.map((id) => [id, value(f.get(id)!, key)]));
    if (score === null) return rank(group, rest);
    const levels = [...new Set(score.values())].sort((a, b) => b - a);
    return levels.flatMap((v, i) => {
      const parts = rank(group.filter((id) => score.get(id) === v), rest);
      if (i < levels.length - 1) parts[parts.length - 1] = { ...parts[parts.length - 1]!, after: key };
      return parts;
    });
  };
  const groups = rank(
    ev.entrants.map((e) => e.id),
    ev.ranking,
  );
  const rows: OracleRow[] = [];
  const aheadOn: ({ key: Key; of: string } | null)[] = [];
  groups.forEach((g, k) => {
    const place = rows.length + 1;
    g.ids.forEach((id, i) => {
      rows.push({ ...f.get(id)!, place });
      aheadOn.push(i === g.ids.length - 1 && g.after !== null ? { key: g.after, of: groups[k + 1]!.ids[0]! } : null);
    });
  });
  return { rows, pending, meetings, aheadOn };
}

// ---- the referee, as a director runs it -----------------------------------------------------

export interface RefereeAnswer {
  readonly status: number;
  readonly json: Json;
  readonly stderr: string;
}

/** `referee <command> FILE --json` on the file's text, in this process. */
export function referee(command: 'standings' | 'next-round', text: string): RefereeAnswer {
  let stdout = '';
  let stderr = '';
  const status = respondEvent(command, text, 'event.json', true, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, json: stdout ? (JSON.parse(stdout) as Json) : {}, stderr };
}
