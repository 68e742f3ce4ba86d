/**
 * Properties of the event file (issue 17; docs/event-format.md): any valid event written and read
 * again is the same event (parse(write(x)) = x, and writing is stable); a file mutated anywhere, as
 * an outsider's fuzzer mutates one, is refused with an EventError that names where, or accepted and
 * written back unchanged, and never makes the reader throw.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEvent, checkEventText, parseEvent, writeEvent } from '../../../domain/events/format.ts';
import type { EventError } from '../../../domain/events/types.ts';
import { clubNight, copy, playedRecord } from '../../support/event-files.ts';
import type { Json } from '../../support/event-files.ts';
import type { MatchRecord } from '../../../domain/record.ts';
import { paths } from '../../support/fuzz-records.ts';
import type { Path } from '../../support/fuzz-records.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim', 'Lou'];
/** Games to 2, so a record played to its winner stays short. */
const OPTIONS = { target: 2 };

const records = new Map<string, MatchRecord>();
/** A whole game between two pairs, played by the engine once per seating and kept. */
function gameBetween(seats: readonly string[], seed: number): MatchRecord {
  const key = `${seats.join()}|${seed}`;
  if (!records.has(key)) records.set(key, { ...playedRecord(seed, seats, { options: OPTIONS }), options: OPTIONS });
  return records.get(key)!;
}

/** A valid pairs event: 2 to 6 pairs, up to 3 rounds, each table a record, a paper score or a forfeit. */
const eventArb = fc
  .record({
    pairs: fc.integer({ min: 2, max: 6 }),
    rounds: fc.array(fc.record({ order: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }), kinds: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 3, maxLength: 3 }), penalty: fc.option(fc.integer({ min: 1, max: 30 })) }), { maxLength: 3 }),
    venue: fc.option(fc.constantFrom('Club', 'Kingston Hall'), { nil: undefined }),
    points: fc.option(fc.record({ win: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: [] }), { nil: undefined }),
    seed: fc.option(fc.integer(), { nil: undefined }),
    roundsPlanned: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
    withdrawn: fc.boolean(),
  })
  .map(({ pairs, rounds, venue, points, seed, roundsPlanned, withdrawn }): Json => {
    const entrants = Array.from({ length: pairs }, (_, i) => ({ id: `p${i + 1}`, name: `${NAMES[2 * i]} & ${NAMES[2 * i + 1]}`, players: [NAMES[2 * i]!, NAMES[2 * i + 1]!], ...(withdrawn && i === 0 && { withdrawn: true }) }));
    return {
      format: 'dominoes-event/1',
      name: 'Property night',
      date: '2026-11-26',
      ...(venue !== undefined && { venue }),
      rules: 'jamaican-partner',
      options: OPTIONS,
      entry: 'pairs',
      round: { games: 1 },
      pairing: 'manual',
      ...(roundsPlanned !== undefined && { roundsPlanned }),
      ...(points !== undefined && { points }),
      ...(seed !== undefined && { seed }),
      entrants,
      rounds: rounds.map(({ order, kinds, penalty }, r) => {
        // A seating: the entrants sorted by the drawn keys, two to a table, the odd one out a bye.
        const seated = entrants.map((e, i) => ({ e, k: order[i]! })).sort((a, b) => a.k - b.k).map((x) => x.e);
        const tables = Array.from({ length: Math.floor(pairs / 2) }, (_, t) => {
          const [x, y] = [seated[2 * t]!, seated[2 * t + 1]!];
          const seats = [x.players[0]!, y.players[0]!, x.players[1]!, y.players[1]!];
          // Not started (2) only in the last round: a round closed by the next has a result at every table (issue 25 item 6).
          const kind = kinds[t] === 2 && r < rounds.length - 1 ? 1 : (kinds[t] ?? 0);
          const games = kind === 0 ? [{ record: gameBetween(seats, r + t) }] : kind === 1 ? [{ score: [2, t] }] : [];
          return { table: t + 1, seats: [x.id, y.id], games, ...(kind === 3 && { forfeit: [y.id] }) };
        });
        return { tables, byes: pairs % 2 === 1 ? [seated[pairs - 1]!.id] : [], penalties: penalty === null ? [] : [{ entrant: seated[0]!.id, points: penalty, reason: 'slow play' }] };
      }),
    };
  });

describe('writing and reading again', () => {
  it('any valid event is accepted, and parse(write(x)) is x; writing it again gives the same text', () => {
    fc.assert(
      fc.property(eventArb, (file) => {
        const parsed = parseEvent(JSON.stringify(file));
        if (!parsed.ok) throw new Error(`${parsed.error.field}: ${parsed.error.message}`);
        const checked = checkEvent(parsed.value);
        if (!checked.ok) throw new Error(`${checked.error.field}: ${checked.error.message}`);
        const text = writeEvent(parsed.value);
        const again = parseEvent(text);
        expect(again).toEqual(parsed);
        if (again.ok) expect(writeEvent(again.value)).toBe(text);
      }),
      { numRuns: 60 },
    );
  });
});

// ---- mutations ---------------------------------------------------------------------------------

/** Values an outsider's fuzzer puts anywhere (as test/support/fuzz-records.ts puts in records). */
const ODD: readonly unknown[] = [-1, 0, 1, 2, 4, 1.5, 1e308, 2 ** 53, '1', 'p1', 'p9', '', ' ', 'time', true, false, null, [], {}, [6, 3], [1, 2, 3], { games: 1 }, { firstTo: 0 }, { score: [1, 1] }, { record: {} }, 'x'.repeat(300), 'A\u202eB', 'Ann'];


type Node = Record<string | number, unknown>;
const parentOf = (root: unknown, path: Path): Node => path.slice(0, -1).reduce<Node>((v, k) => v[k] as Node, root as Node);

/** One mutation of a JSON value at one path: replace, delete, repeat an item, add a field. */
function mutate(file: Json, choice: { at: number; kind: number; odd: number }): Json {
  const out = copy(file);
  const all = paths(out).filter((p) => p.length > 0);
  const path = all[choice.at % all.length]!;
  const parent = parentOf(out, path);
  const key = path.at(-1)!;
  switch (choice.kind % 4) {
    case 0:
      parent[key] = copy(ODD[choice.odd % ODD.length]);
      break;
    case 1:
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 2:
      if (Array.isArray(parent)) parent.push(copy(parent[key as number]));
      else parent[`${String(key)}2`] = copy(parent[key]);
      break;
    default: {
      const value = parent[key];
      if (value !== null && typeof value === 'object' && !Array.isArray(value)) (value as Node)['extra'] = 1;
      else parent[key] = [value];
    }
  }
  return out;
}

const WHERE_KEYS = ['round', 'table', 'game', 'hand', 'move'] as const;

/** An EventError as the referee prints it: a code, words, and each place a whole number or null. */
function wellFormed(error: EventError): void {
  expect(error.code).toMatch(/^[a-z-]+\/[a-z-]+$/);
  expect(typeof error.message).toBe('string');
  // The event's own messages stay one line whatever the file holds. (A record's keep the record's
  // words: a key with a line break in it is quoted as it is there, reported to the lead.)
  if (error.code.startsWith('event/')) expect(error.message).not.toMatch(/[\n\r]/);
  for (const key of WHERE_KEYS) expect(error[key] === null || Number.isSafeInteger(error[key])).toBe(true);
  expect(error.field === null || typeof error.field === 'string').toBe(true);
  // Counted as organizers count: rounds and games from 1.
  if (error.round !== null) expect(error.round).toBeGreaterThanOrEqual(1);
  if (error.game !== null) expect(error.game).toBeGreaterThanOrEqual(1);
  // The event's own refusals carry their facts, so a screen can say them in Spanish (issue 5).
  if (error.code.startsWith('event/')) expect(error.params, `${error.code}: ${error.message}`).toBeDefined();
  // A refusal inside a round names it, and its field is under that round.
  if (error.field?.startsWith('rounds[')) expect(error.field.startsWith(`rounds[${(error.round ?? 0) - 1}]`)).toBe(true);
}

describe('mutated event files (the fuzz)', () => {
  const mutation = fc.record({ at: fc.nat(), kind: fc.nat(), odd: fc.nat() });

  it('are refused with a well-formed EventError, or accepted and written back the same; never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(clubNight()), eventArb), fc.array(mutation, { minLength: 1, maxLength: 3 }), (file, changes) => {
        const mutated = changes.reduce(mutate, file);
        const checked = checkEventText(JSON.stringify(mutated));
        if (!checked.ok) return wellFormed(checked.error);
        const again = parseEvent(writeEvent(checked.value.event));
        expect(again.ok && again.value).toEqual(checked.value.event);
      }),
      { numRuns: 300 },
    );
  });

  it('a mutated text (a character cut, doubled or changed) is refused as a value, never thrown', () => {
    const text = JSON.stringify(clubNight());
    fc.assert(
      fc.property(fc.nat(), fc.constantFrom('', '"', '{', '}', ',', '[', '0', '\\'), (at, put) => {
        const i = at % text.length;
        const checked = checkEventText(text.slice(0, i) + put + text.slice(i + 1));
        if (!checked.ok) wellFormed(checked.error);
      }),
      { numRuns: 300 },
    );
  });
});
