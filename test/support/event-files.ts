/**
 * Event files for the tests (docs/event-format.md): a small valid club night of four pairs
 * playing Jamaican Partner, built as plain JSON values so a test can change one field and see the
 * refusal, and records of whole games played by the engine (test/support/random.ts) with the
 * table's names at its seats.
 */
import type { ApiInputs } from '../../api/contract.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from './random.ts';
import type { FamilyRecordOptions } from './random.ts';

/** A JSON value as a test edits it. */
export type Json = Record<string, unknown>;

/** The four pairs: ids, pair names and the players the records seat. */
export const PAIRS = [
  { id: 'p1', name: 'Ann & Cat', players: ['Ann', 'Cat'] },
  { id: 'p2', name: 'Ben & Dan', players: ['Ben', 'Dan'] },
  { id: 'p3', name: 'Eve & Gus', players: ['Eve', 'Gus'] },
  { id: 'p4', name: 'Fay & Hal', players: ['Fay', 'Hal'] },
] as const;

/**
 * The club night as the api's createEvent takes it (the screens' New event): its four pairs with
 * their ids, Jamaican Partner, one game a round, a round robin.
 */
export const CLUB_NIGHT_INPUT: ApiInputs['createEvent'] = {
  name: 'Club night',
  date: '2026-11-26',
  rules: 'jamaican-partner',
  entry: 'pairs',
  round: { games: 1 },
  pairing: 'round-robin',
  entrants: PAIRS.map((p) => ({ id: p.id, name: p.name, players: [...p.players] as [string, string] })),
};

/**
 * A whole game played by the engine (a random legal match to its winner, or `hands` hands), its
 * seats renamed: a random record seats Ann, Ben, Cat, Dan.
 */
export function playedRecord(seed: number, seats: readonly string[], opts: Partial<FamilyRecordOptions> & { hands?: number } = {}): MatchRecord {
  const record = randomFamilyRecord(seed, opts.hands ?? 10_000, { rules: 'jamaican-partner', ...opts });
  return { ...record, seats: [...seats] };
}

/** The seats of a pairs table `[x, y]` in a record: x's players at 0 and 2, y's at 1 and 3. */
export function pairSeats(x: number, y: number): string[] {
  const [a, b] = [PAIRS[x]!.players, PAIRS[y]!.players];
  return [a[0], b[0], a[1], b[1]];
}

/**
 * A valid event: four pairs, one game a table, round 1 with table 1 recorded bone by bone (p1
 * against p2, played to the end) and table 2 on paper (p3 100, p4 80).
 */
export function clubNight(): Json {
  return {
    format: 'dominoes-event/1',
    // A copy: the tests change the file they are given.
    ...(structuredClone(CLUB_NIGHT_INPUT) as Json),
    rounds: [
      {
        tables: [
          { table: 1, seats: ['p1', 'p2'], games: [{ record: playedRecord(7, pairSeats(0, 1)) }] },
          { table: 2, seats: ['p3', 'p4'], games: [{ score: [6, 4] }] },
        ],
        byes: [],
        penalties: [],
      },
    ],
  };
}

/** A deep copy of a JSON value, to change without touching the original. */
export function copy<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

// ---- editing a file at a path ----------------------------------------------------------------

/** `rounds[0].tables[1].seats[0]` (a field as an EventError names it) as keys. */
function keys(path: string): (string | number)[] {
  return path.split(/\.|\[|\]/).filter((k) => k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
}

type Node = Record<string | number, unknown>;

/** The object or list holding the value at `path`, and that value's key. */
function holder(root: Json, path: string): { parent: Node; key: string | number } {
  const all = keys(path);
  const parent = all.slice(0, -1).reduce<Node>((v, k) => v[k] as Node, root);
  return { parent, key: all.at(-1)! };
}

/** The value at `path` in a file. */
export function get(root: Json, path: string): unknown {
  const { parent, key } = holder(root, path);
  return parent[key];
}

/** Sets the value at `path`. */
export function put(root: Json, path: string, value: unknown): void {
  const { parent, key } = holder(root, path);
  parent[key] = value;
}

/** Removes the field at `path`. */
export function del(root: Json, path: string): void {
  const { parent, key } = holder(root, path);
  delete parent[key];
}

/** Adds an item to the list at `path`. */
export function push(root: Json, path: string, value: unknown): void {
  (get(root, path) as unknown[]).push(value);
}

// ---- files refused at a place ----------------------------------------------------------------

/** The club night with one change made to a copy. */
export function changedNight(change: (e: Json) => void): Json {
  const e = copy(clubNight());
  change(e);
  return e;
}

/** A cut-throat event of three players, its one round `tables`. */
export function cutThroatNight(tables: readonly unknown[]): Json {
  return {
    ...{ format: 'dominoes-event/1', name: 'Cut throat', date: '2026-01-31', rules: 'jamaican-cut-throat', entry: 'cut-throat', tableSize: 3 },
    ...{ round: { games: 1 }, pairing: 'cut-throat', entrants: ['Ann', 'Ben', 'Cat'].map((n, i) => ({ id: `c${i + 1}`, name: n })), rounds: [{ tables }] },
  };
}

/**
 * Event files refused at a place in a round (a table, a game), one for each code the event check
 * gives there: for the tests that hold each refusal's words (test/renderer/event-refusal-words.test.ts)
 * and its place on Import (test/renderer/event-import-places.test.ts) to every one.
 */
export const FILES_REFUSED_AT_A_PLACE: readonly [string, Json][] = [
  ['a seat naming nobody', changedNight((e) => put(e, 'rounds[0].tables[1].seats[0]', 'p9'))],
  ['seated twice', changedNight((e) => put(e, 'rounds[0].tables[1].seats[0]', 'p1'))],
  ['seated and given a bye', changedNight((e) => put(e, 'rounds[0].byes', ['p3']))],
  ['a bye twice', changedNight((e) => (put(e, 'rounds[0].tables', [get(e, 'rounds[0].tables[0]')]), put(e, 'rounds[0].byes', ['p3', 'p4', 'p3'])))],
  ['three pairs at a table', changedNight((e) => put(e, 'rounds[0].tables[1].seats', ['p3', 'p4', 'p1']))],
  ['a table number twice', changedNight((e) => put(e, 'rounds[0].tables[1].table', 1))],
  ['a cut-throat forfeit', cutThroatNight([{ table: 1, seats: ['c1', 'c2', 'c3'], games: [], forfeit: ['c1'] }])],
  ["a forfeit by another table's pair", changedNight((e) => (put(e, 'rounds[0].tables[1].forfeit', ['p1']), put(e, 'rounds[0].tables[1].games', [])))],
  ['a forfeit naming a pair twice', changedNight((e) => (put(e, 'rounds[0].tables[1].forfeit', ['p3', 'p3']), put(e, 'rounds[0].tables[1].games', [])))],
  ['games on a forfeited table', changedNight((e) => put(e, 'rounds[0].tables[1].forfeit', ['p4']))],
  ['a table of a closed round with no result', changedNight((e) => (put(e, 'rounds[0].tables[1].games', []), push(e, 'rounds', { tables: [{ table: 1, seats: ['p1', 'p3'], games: [] }] })))],
  ['a game under other rules', changedNight((e) => put(e, 'rounds[0].tables[0].games[0].record.rules', 'haitian'))],
  ['a game under other options', changedNight((e) => put(e, 'rounds[0].tables[0].games[0].record.options', { target: 7 }))],
  ["a seat not the table's", changedNight((e) => put(e, 'rounds[0].tables[0].games[0].record.seats[1]', 'Zoe'))],
  ['a game with a winner stopped by the clock', changedNight((e) => put(e, 'rounds[0].tables[0].games[0].ended', 'time'))],
  [
    'a game stopped by the clock mid-hand',
    changedNight((e) => {
      const r = playedRecord(5, pairSeats(0, 1), { hands: 1 });
      put(e, 'rounds[0].tables[0].games', [{ record: { ...r, hands: [{ moves: r.hands[0]!.moves.slice(0, 3) }] }, ended: 'time' }]);
    }),
  ],
  ['a paper score of three sides', changedNight((e) => put(e, 'rounds[0].tables[1].games', [{ score: [6, 4, 1] }]))],
  ['a game after the table is complete', changedNight((e) => push(e, 'rounds[0].tables[1].games', { score: [6, 0] }))],
  [
    'a game in play before another',
    changedNight((e) => {
      e['round'] = { games: 2 };
      put(e, 'rounds[0].tables[0].games', [{ record: playedRecord(4, pairSeats(0, 1), { hands: 1 }) }, { score: [6, 0] }]);
    }),
  ],
];
