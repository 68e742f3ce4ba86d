/**
 * Smaller findings of an outside audit of hand-built records (docs/record-format.md), each with the
 * doc line it comes from.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecordText } from '../../domain/record.ts';
import { root } from '../support/referee.ts';

const example = (name: string) => JSON.parse(readFileSync(`${root}/docs/examples/${name}.json`, 'utf8')) as { hands: unknown[] };

function errorOf(record: unknown) {
  const r = checkRecordText(JSON.stringify(record));
  if (r.ok) throw new Error('accepted');
  return r.error;
}

describe('a hand that was never begun', () => {
  // docs/record-format.md: "Every hand must be complete: it ends with a domino … or a block. A hand
  // that stops before either is `hand/unfinished`." It said "The hand stops after 0 moves with no
  // domino and no block (the pose)."
  it('an empty hand says it has no moves', () => {
    const record = example('cuban');
    record.hands.splice(1, 0, { moves: [] });
    expect(errorOf(record)).toEqual({
      code: 'hand/unfinished',
      message: 'The hand has no moves: every hand of a record is played to a domino or a block.',
      hand: 1,
      move: null,
      field: 'hands[1].moves',
    });
  });

  it("Lankford's game: a hand that stops in the first player's draws says so", () => {
    const record = { format: 'dominoes-match/1', rules: 'cuban-draw', seats: ['Ann', 'Ben'], hands: [{ moves: [{ seat: 0, draw: 1 }] }] };
    expect(errorOf(record)).toMatchObject({
      code: 'hand/unfinished',
      message: 'The hand stops after 1 move, before anyone posed: every hand of a record is played to a domino or a block.',
      hand: 0,
    });
  });
});

describe('a field of the wrong kind is named in a referee\'s words, not zod\'s', () => {
  // docs/record-format.md: each error has "`message` for people"; the issues ask for "a clear
  // sentence a referee understands, not a zod dump". It said "expected tuple, found "6-4"",
  // "missing (expected tuple)", "expected record, found null", "expected int, found 3.5" and
  // "4 is out of range (expected number to be <=3)".
  const partner = () => example('jamaican-partner') as { hands: { moves: unknown[] }[]; options?: unknown };
  it.each([
    ['a bone written as text', (r: ReturnType<typeof partner>) => (r.hands[0]!.moves[3] = { seat: 3, bone: '6-4' }), 'hands[0].moves[3].bone: expected a bone, two whole numbers like [6, 3], found "6-4"'],
    ['a play without its bone', (r: ReturnType<typeof partner>) => (r.hands[0]!.moves[3] = { seat: 3 }), 'hands[0].moves[3].bone: missing (expected a bone, two whole numbers like [6, 3])'],
    ['a seat of 3.5', (r: ReturnType<typeof partner>) => (r.hands[0]!.moves[3] = { seat: 3.5, bone: [6, 4] }), 'hands[0].moves[3].seat: expected a whole number, found 3.5'],
    ['a seat of 4', (r: ReturnType<typeof partner>) => (r.hands[0]!.moves[3] = { seat: 4, bone: [6, 4] }), 'hands[0].moves[3].seat: 4 is out of range (at most 3)'],
    ['options as null', (r: ReturnType<typeof partner>) => (r.options = null), 'options: expected an object { … }, found null'],
    ['a pip number too large to read', (r: ReturnType<typeof partner>) => (r.hands[0]!.moves[3] = { seat: 3, bone: [1e308 * 10, 4] }), 'hands[0].moves[3].bone[0]: expected a number, found a number too large to read'],
  ])('%s', (_, change, message) => {
    const record = partner();
    change(record);
    // 1e400 is what a file holds; JSON.stringify would write Infinity as null.
    const text = JSON.stringify(record).replace('[null,4]', '[1e400,4]');
    const r = checkRecordText(text);
    expect(r.ok ? null : r.error.message).toBe(message);
  });

  it('no message names a zod type (property: any JSON value at a field of a move, a hand or the file)', () => {
    const zodWords = /expected (int|number to be|array to|tuple|record|object|array|string|boolean)\b|Invalid input|received|Too (small|big)/;
    const paths: (string | number)[][] = [
      ['options'], ['options', 'ties'], ['options', 'target'], ['seats'], ['seats', 1], ['hands'], ['hands', 1], ['hands', 1, 'moves'],
      ['hands', 1, 'left'], ['hands', 1, 'left', '2'], ['hands', 1, 'left', '2', 0], ['hands', 2, 'pips'], ['hands', 2, 'pips', '1'],
      ['hands', 0, 'dealt'], ['hands', 0, 'dealt', '3'], ['hands', 0, 'dealt', '3', 1], ['hands', 1, 'redeal'], ['corrections'], ['corrections', 0],
      ['hands', 0, 'moves', 5, 'seat'], ['hands', 0, 'moves', 5, 'bone'], ['hands', 0, 'moves', 5, 'bone', 1], ['hands', 0, 'moves', 5, 'end'],
      ['hands', 0, 'moves', 6, 'pass'], ['hands', 0, 'moves', 6, 'draw'], ['hands', 0, 'moves', 7],
    ];
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 2 }), (path, value) => {
        const record = partner() as unknown as Record<string | number, unknown>;
        let at = record;
        for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string | number, unknown>;
        at[path.at(-1)!] = value;
        const r = checkRecordText(JSON.stringify(record));
        if (!r.ok) expect(r.error.message).not.toMatch(zodWords);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('counts read as words', () => {
  // "Dan was dealt 1 bones" (found by an outside audit): one bone, one move, one hand, one pip.
  it('a deal of one bone', () => {
    const record = example('jamaican-partner') as { hands: { dealt: Record<string, unknown> }[] };
    record.hands[0]!.dealt['3'] = [[1, 2]];
    expect(errorOf(record).message).toBe('Dan was dealt 1 bone; each seat gets 7.');
  });
});

describe('a result written into a record', () => {
  // docs/record-format.md: "The moves are the record: … how each hand ended and the match score
  // are all worked out by replaying them, never stored." A hand-built record that claims a score
  // was told only 'unknown field "score"'.
  it.each([
    ['the match score', (r: Record<string, unknown>) => (r.score = [6, 0]), 'score'],
    ['the winner of a hand', (r: Record<string, unknown>) => ((r.hands as Record<string, unknown>[])[0]!.winner = 0), 'hands[0].winner'],
  ])('%s: refused, saying the score is worked out from the moves', (_, change, field) => {
    const record = example('jamaican-partner') as unknown as Record<string, unknown>;
    change(record);
    const error = errorOf(record);
    expect(error).toMatchObject({ code: 'record/field', field, move: null });
    expect(error.message).toMatch(/: unknown field "\w+": a record holds the moves, and how each hand ended and the score are worked out from them, never written$/);
  });
});
