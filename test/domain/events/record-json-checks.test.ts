/**
 * A game's record inside an event file is read without its own JSON walk (`parseRecordValue`,
 * bench: event-import: `parseEvent` has checked the whole file's depth and keys, records
 * included). That is sound only if the file's checks refuse exactly what a record file's would:
 * nesting one level deeper than a record may, and a reserved key, anywhere in a record, given as
 * text or as a value made in code. These cases hold the two limits together (MAX_EVENT_DEPTH is
 * MAX_JSON_DEPTH plus the event's own nesting above a record).
 */
import { describe, expect, it } from 'vitest';
import { checkEventText } from '../../../domain/events/format.ts';
import { parseRecord } from '../../../domain/record.ts';
import { MAX_JSON_DEPTH } from '../../../domain/strict-json.ts';
import { clubNight, copy } from '../../support/event-files.ts';

type Json = ReturnType<typeof clubNight>;

function nested(levels: number): unknown {
  let v: unknown = 0;
  for (let i = 0; i < levels; i++) v = [v];
  return v;
}

/** The club night with its recorded game's first hand changed by `edit`; and that record alone. */
function withRecord(edit: (hand: Record<string, unknown>) => void): { file: Json; record: unknown } {
  const file = copy(clubNight()) as Json & { rounds: { tables: { games: { record?: { hands: Record<string, unknown>[] } }[] }[] }[] };
  const record = file.rounds[0]!.tables[0]!.games[0]!.record!;
  edit(record.hands[0]!);
  return { file, record };
}

/** The JSON refusal as a code the event and the record share ('too-deep', 'reserved-key'), or null. */
function jsonRefusal(code: string | null): string | null {
  const m = code && /^(?:event|record)\/(too-deep|reserved-key)$/.exec(code);
  return m ? m[1]! : null;
}

describe('the JSON checks of a record inside an event file are the record file\'s', () => {
  // A hand's pips sit 3 levels into a record (record, hands, a hand): arrays below that reach the record's limit.
  const depths = [MAX_JSON_DEPTH - 5, MAX_JSON_DEPTH - 4, MAX_JSON_DEPTH - 3, MAX_JSON_DEPTH - 2, MAX_JSON_DEPTH - 1];
  it.each(depths)('nesting %i arrays in a hand: too deep in the event exactly when too deep in the record alone', (levels) => {
    const { file, record } = withRecord((hand) => (hand.pips = nested(levels)));
    const alone = parseRecord(record);
    const expected = jsonRefusal(alone.ok ? null : alone.error.code);
    for (const input of [file, JSON.stringify(file)]) {
      const read = checkEventText(input);
      expect(jsonRefusal(read.ok ? null : read.error.code)).toBe(expected);
    }
    // Both sides of the limit are among the cases.
    if (levels === MAX_JSON_DEPTH - 2) expect(expected).toBe('too-deep');
    if (levels === MAX_JSON_DEPTH - 3) expect(expected).toBeNull();
  });

  it('a reserved key in a move is refused by the event file, as text and as a value, at its place', () => {
    const { file } = withRecord((hand) => {
      const move = (hand.moves as Record<string, unknown>[])[0]!;
      Object.defineProperty(move, '__proto__', { value: {}, enumerable: true });
    });
    for (const input of [file, JSON.stringify(file)]) {
      const read = checkEventText(input);
      expect(read.ok ? null : read.error).toMatchObject({ code: 'event/reserved-key', field: 'rounds[0].tables[0].games[0].record.hands[0].moves[0].__proto__' });
    }
  });
});
