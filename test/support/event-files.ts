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
