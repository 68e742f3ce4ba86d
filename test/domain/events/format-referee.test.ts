/**
 * A game's record is checked "exactly as the referee checks it" (issue 17, "A game"): every
 * family's records, mutated as test/support/fuzz-records.ts mutates them for the referee's own
 * fuzz, put at a table of an event, are refused with the referee's own code, message, hand and
 * move, the field under the game's `record`; accepted when the referee accepts them, unless the
 * event itself says why not (`event/...`: the table's names, the event's options).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verdict } from '../../../cli/main.ts';
import { checkEventText } from '../../../domain/events/format.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { caseArb, textOf } from '../../support/fuzz-records.ts';
import type { Case } from '../../support/fuzz-records.ts';
import type { Json } from '../../support/event-files.ts';

const PREFIX = 'rounds[0].tables[0].games[0].record';

/**
 * An event of one table that seats the record's players by name: individuals for a four-seat
 * team game, cut-throat at the record's seats otherwise; the event's options the record's.
 */
function eventAround(original: Json, record: unknown): Json {
  const seats = original['seats'] as string[];
  const family = FAMILIES[original['rules'] as keyof typeof FAMILIES];
  const options = (original['options'] ?? {}) as Record<string, unknown>;
  const teams = family.handRules(family.options.parse(options), seats.length).teamOf.join() === '0,1,0,1';
  return {
    format: 'dominoes-event/1',
    name: 'Fuzz',
    date: '2026-11-26',
    rules: original['rules'],
    options,
    entry: teams ? 'individuals' : 'cut-throat',
    ...(!teams && { tableSize: seats.length }),
    round: { firstTo: 1 },
    pairing: 'manual',
    entrants: seats.map((name, i) => ({ id: `e${i}`, name })),
    rounds: [{ tables: [{ table: 1, seats: seats.map((_, i) => `e${i}`), games: [{ record }] }] }],
  };
}

/** Families an event can play: every one but Jamaican French, which ranks the other way. */
const eventCase = caseArb.filter((c) => c.rules !== 'jamaican-french');

describe('a game record inside an event file', () => {
  it("is refused with the referee's own verdict, or accepted when the referee accepts it", () => {
    fc.assert(
      fc.property(eventCase, (c: Case) => {
        const original = JSON.parse(textOf({ ...c, mutations: [] })) as Json;
        // Before any change the record is valid, and so is the event around it.
        expect(checkEventText(eventAround(original, original)).ok).toBe(true);
        const text = textOf(c);
        const referee = verdict(text);
        const event = checkEventText(eventAround(original, JSON.parse(text)));
        if (!event.ok && event.error.code.startsWith('event/')) return;
        if (referee.ok) {
          expect(event.ok).toBe(true);
          return;
        }
        expect(event.ok).toBe(false);
        if (event.ok) return;
        const { code, message, hand, move, field } = referee.error;
        expect(event.error).toMatchObject({ code, message, hand, move, round: 1, table: 1, game: 1, field: field === null ? PREFIX : `${PREFIX}.${field}` });
      }),
      { numRuns: 150 },
    );
  });
});
