/**
 * parseRecord reading untrusted input (docs/record-format.md, "Reading a file"): text through the
 * strict JSON reader (domain/strict-json.ts), values through the same depth and key checks, so the
 * app's import and the referee refuse the same things. Issue 6, "Hostile files".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_HANDS, MAX_MOVES, MAX_SEAT_NAME_CHARS, MOVE_SHAPES, parseRecord, plainMove } from '../../domain/record.ts';

const record = (extra: Record<string, unknown> = {}) => ({
  format: 'dominoes-match/1',
  rules: 'jamaican-partner',
  seats: ['Ann', 'Ben', 'Cat', 'Dan'],
  hands: [],
  ...extra,
});

function errorOf(input: unknown) {
  const r = parseRecord(input);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('text', () => {
  it('not JSON: where, by line and column', () => {
    expect(errorOf('{\n  "format": "dominoes-match/1",\n  "rules": jamaican\n}')).toEqual({
      code: 'record/not-json',
      message: 'The file is not JSON: line 3, column 12: expected a value, found "j".',
      hand: null,
      move: null,
      field: null,
      params: { line: 3, column: 12 },
    });
  });

  it('a key twice: the field, and the hand and move it is in', () => {
    const text = JSON.stringify(record({ hands: [{ moves: [{ seat: 0, bone: [6, 6] }] }] })).replace('"seat":0', '"seat":0,"seat":1');
    expect(errorOf(text)).toMatchObject({ code: 'record/duplicate-key', hand: 0, move: 0, field: 'hands[0].moves[0].seat' });
  });

  it('__proto__ in the options: refused, not read as the defaults', () => {
    const text = JSON.stringify(record()).replace('"hands"', '"options":{"__proto__":{"ties":"replay"}},"hands"');
    expect(errorOf(text)).toMatchObject({ code: 'record/reserved-key', field: 'options.__proto__', hand: null });
  });
});

describe('an already parsed value (as the app passes one)', () => {
  it('a __proto__ own key, as JSON.parse makes one, is refused too', () => {
    const value = JSON.parse('{"format": "dominoes-match/1", "rules": "jamaican-partner", "options": {"__proto__": {"ties": "replay"}}, "seats": ["A", "B", "C", "D"], "hands": []}');
    expect(errorOf(value)).toMatchObject({ code: 'record/reserved-key', field: 'options.__proto__' });
  });

  it('a value nested too deep is refused without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(errorOf(record({ hands: deep }))).toMatchObject({ code: 'record/too-deep', hand: 0 });
  });
});

describe('seat names', () => {
  it(`have at most ${MAX_SEAT_NAME_CHARS} characters: every message names the players`, () => {
    expect(parseRecord(record({ seats: ['A'.repeat(MAX_SEAT_NAME_CHARS), 'B', 'C', 'D'] })).ok).toBe(true);
    expect(errorOf(record({ seats: ['A'.repeat(MAX_SEAT_NAME_CHARS + 1), 'B', 'C', 'D'] }))).toMatchObject({
      code: 'record/field',
      field: 'seats[0]',
      message: `seats[0]: a seat name has at most ${MAX_SEAT_NAME_CHARS} characters`,
    });
  });
});

describe('the fast path for moves', () => {
  const moveLike = fc.record(
    {
      seat: fc.oneof(fc.integer({ min: -1, max: 4 }), fc.constantFrom(0.5, '1', null, 2 ** 53)),
      bone: fc.oneof(fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: -1, max: 9 })), fc.constantFrom([6], [6, 6, 6], [1e300, 1], ['6', 6], [6.5, 1], {})),
      end: fc.constantFrom('left', 'right', 'middle', null, undefined),
      pass: fc.constantFrom(true, false, 1),
      extra: fc.constant(1),
    },
    { requiredKeys: [] },
  );

  it('accepts only what the zod shapes accept, and gives what they give (property)', () => {
    fc.assert(
      fc.property(fc.oneof(moveLike, fc.jsonValue({ maxDepth: 2 })), (raw) => {
        const fast = plainMove(raw);
        if (fast === null) return;
        const schema = typeof raw === 'object' && raw !== null && 'pass' in raw ? MOVE_SHAPES.passMove : MOVE_SHAPES.playMove;
        const slow = schema.safeParse(raw);
        expect(slow.success, JSON.stringify(raw)).toBe(true);
        expect(fast).toEqual(slow.data);
      }),
      { numRuns: 3000 },
    );
  });

  it('takes the common moves', () => {
    expect(plainMove({ seat: 2, bone: [6, 3] })).toEqual({ seat: 2, bone: [6, 3] });
    expect(plainMove({ seat: 2, bone: [6, 3], end: 'left' })).toEqual({ seat: 2, bone: [6, 3], end: 'left' });
    expect(plainMove({ seat: 1, pass: true })).toEqual({ seat: 1, pass: true });
  });
});

describe('counts', () => {
  it(`at most ${MAX_HANDS} hands and ${MAX_MOVES} moves a hand: a file of millions of empty ones is refused at once`, () => {
    expect(errorOf(record({ hands: Array.from({ length: MAX_HANDS + 1 }, () => ({ moves: [] })) }))).toMatchObject({
      code: 'record/field',
      field: 'hands',
      message: `hands: a record has at most ${MAX_HANDS} hands`,
    });
    const moves = Array.from({ length: MAX_MOVES + 1 }, () => ({ seat: 0, pass: true }));
    expect(errorOf(record({ hands: [{ moves }] }))).toMatchObject({ code: 'record/field', hand: 0, field: 'hands[0].moves' });
    expect(parseRecord(record({ hands: [{ moves: moves.slice(1) }] })).ok).toBe(true);
  });
});
