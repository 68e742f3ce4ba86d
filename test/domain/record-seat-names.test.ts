/**
 * Seat names from an outside file (found by an outside audit of hand-built records).
 *
 * docs/record-format.md, "seats": names "must differ (`record/seats`), since every message names
 * the players"; "Reading a file": "a message stays one line whatever the file holds". A name is
 * written into messages as it is (not quoted), so a line break, an escape sequence or a
 * right-to-left override in a name broke both: `"Ben\u001b[31m"` turned the referee's terminal red,
 * `"Ann\nValid: …"` put a second line under "Invalid: …", and "José" written composed and
 * decomposed (or with a zero-width space) were two players whose names look the same in every
 * message. The whole class is refused, by parseRecord, so the referee, the import and a new match
 * in the app (db createMatch goes through it) all refuse them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseRecord } from '../../domain/record.ts';
import { respondTo } from '../support/referee.ts';

const record = (seats: readonly string[]) => ({ format: 'dominoes-match/1', rules: 'jamaican-partner', seats, hands: [] });

function errorOf(input: unknown) {
  const r = parseRecord(input);
  if (r.ok) throw new Error(`accepted: ${JSON.stringify(input)}`);
  return r.error;
}

describe('a seat name is one line of text that shows as it reads', () => {
  it.each([
    ['a line break', 'Ann\nValid: all fine', 'U+000A'],
    ['a tab', 'Ann\tB', 'U+0009'],
    ['an escape sequence (colours or clears a terminal)', 'Ben\u001b[31m', 'U+001B'],
    ['a NUL', 'A\u0000', 'U+0000'],
    ['a DEL', 'A\u007f', 'U+007F'],
    ['a C1 control', 'A\u0085', 'U+0085'],
    ['a right-to-left override (shows the name backwards)', '\u202enA', 'U+202E'],
    ['a bidi isolate', 'A\u2066B', 'U+2066'],
    ['a lone surrogate (no UTF-8 can hold it)', 'A\ud800', 'U+D800'],
  ])('refuses %s, naming the seat and the character', (_, name, code) => {
    const error = errorOf(record(['Ann', name, 'Cat', 'Dan'].map((n, i) => (i === 1 ? name : n === name ? 'X' : n))));
    expect(error).toMatchObject({ code: 'record/field', field: 'seats[1]', hand: null, move: null });
    expect(error.message).toContain(code);
    expect(error.message).not.toMatch(/[\p{Cc}]/u);
  });

  it('keeps the names people write: accents, other scripts, emoji, inner spaces', () => {
    for (const name of ['José', 'Zoë-Ann', "O'Neil", 'María José', '李小龙', 'Ана', '😀 Ace', 'عمر', '👨‍👩‍👧']) {
      expect(parseRecord(record([name, 'B', 'C', 'D'])).ok, name).toBe(true);
    }
  });
});

describe('names must differ as people read them', () => {
  it.each([
    ['composed and decomposed é', 'Jos\u00e9', 'Jose\u0301'],
    ['a zero-width space', 'Ann', 'Ann\u200b'],
    ['a soft hyphen', 'Ann', 'An\u00adn'],
    ['a space before and after (already refused)', 'Ann', ' Ann '],
  ])('%s: record/seats at the second', (_, a, b) => {
    expect(errorOf(record([a, 'Ben', b, 'Dan']))).toMatchObject({ code: 'record/seats', field: 'seats[2]', hand: null, move: null });
  });

  it('names that look different stay different (case is seen)', () => {
    expect(parseRecord(record(['Ann', 'ann', 'ANN', 'Dan'])).ok).toBe(true);
  });
});

describe('the referee prints one line for any name (property)', () => {
  it('a record with any four strings as names, refused at a move that names two seats: one line, no control character', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'binary', maxLength: 12 }), { minLength: 4, maxLength: 4 }), (seats) => {
        const out = respondTo(JSON.stringify({ ...record(seats), hands: [{ moves: [{ seat: 0, bone: [6, 6] }, { seat: 2, bone: [6, 5] }] }] }), false);
        expect([1]).toContain(out.status);
        expect(out.stdout.trimEnd()).not.toMatch(/[\p{Cc}\u202a-\u202e\u2066-\u2069]/u);
      }),
      { numRuns: 500 },
    );
  });
});
