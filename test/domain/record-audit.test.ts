/**
 * Smaller findings of an outside audit of hand-built records (docs/record-format.md), each with the
 * doc line it comes from.
 */
import { readFileSync } from 'node:fs';
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
