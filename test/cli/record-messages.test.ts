/**
 * Messages from domain/record.ts that the referee prints as they come: each once read wrong
 * ("1 moves", zod's own wording, an unknown field with no path) and is pinned here as a referee
 * should read it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecordText } from '../../domain/record.ts';

const root = resolve(import.meta.dirname, '../..');
const shortMatch = () => JSON.parse(readFileSync(resolve(root, 'test/fixtures/short-match.json'), 'utf8'));

function errorOf(value: unknown) {
  const r = checkRecordText(JSON.stringify(value));
  if (r.ok) throw new Error('expected the record to be refused');
  return r.error;
}

describe('domain/record.ts messages the referee passes on', () => {
  it('a hand cut off after its pose says "1 move", not "1 moves"', () => {
    const record = { format: 'dominoes-match/1', rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ moves: [{ seat: 0, bone: [6, 6] }] }] };
    const error = errorOf(record);
    expect(error.code).toBe('hand/unfinished');
    // Today: "The hand stops after 1 moves with no domino and no block (Ben to play on 6|6)."
    expect(error.message).toBe('The hand stops after 1 move with no domino and no block (Ben to play on 6|6).');
  });

  it('a seat missing from "left" gets the friendly message checkRecord has for it', () => {
    // The zod shape (a record keyed by an enum is exhaustive in zod 4) would refuse the file
    // first, in zod's words: "hands[1].left.3: Invalid input: expected array, received
    // undefined". A block reads every seat (issue 18 item 7), so the missing one is named.
    const record = shortMatch();
    delete record.hands[1].left['3'];
    expect(errorOf(record)).toMatchObject({
      field: 'hands[1].left.3',
      message: 'The hand is blocked: the fewest pips is found from every seat, so give Dan\'s bones ("left") or pip total ("pips") too.',
    });
  });

  it('an unknown field at the top of the file is named in `field` (inside a hand it is at least `hands[0]`)', () => {
    const record = { ...shortMatch(), venue: 'Kingston' };
    const error = errorOf(record);
    expect(error.code).toBe('record/field');
    // Today: field null and message 'the file: unknown field "venue"'.
    expect(error.field).toBe('venue');
  });
});
