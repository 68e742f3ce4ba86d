/**
 * The record's rename correction (issue 18 item 9: "rename a seat's player (kept as a
 * correction)"; docs/record-format.md, "corrections"): read and written back unchanged among the
 * moves taken back, refused with the field named where its seat or names are not what the format
 * says, and printed by the referee.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { correctionLines } from '../../cli/corrections.ts';
import { RECORD_FORMAT, parseRecord, writeRecord } from '../../domain/record.ts';
import type { MatchCorrection, MatchRecord } from '../../domain/record.ts';

const BASE: MatchRecord = { format: RECORD_FORMAT, rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [] };
const RENAME = { at: '2026-11-27T00:51:02.480Z', seat: 1, renamed: { from: 'Bne', to: 'Ben' } };

function parsedWith(corrections: readonly unknown[]) {
  return parseRecord(JSON.stringify({ ...BASE, corrections }));
}

describe('a rename among the corrections', () => {
  it('is read beside a move taken back, in the order given, and written back the same', () => {
    const move = { at: '2026-11-27T00:50:00.000Z', hand: 0, move: 0, removed: { seat: 0, bone: [6, 6] } };
    const parsed = parsedWith([move, RENAME]);
    expect(parsed.ok && parsed.value.corrections).toEqual([move, RENAME]);
    if (parsed.ok) expect(parseRecord(writeRecord(parsed.value))).toEqual(parsed);
  });

  it.each([
    ['a seat the game has not', { ...RENAME, seat: 3 }, 'corrections[0].seat', 2],
    ['a blank new name', { ...RENAME, renamed: { from: 'Bne', to: '  ' } }, 'corrections[0].renamed.to', 4],
    ['a name past 40 characters', { ...RENAME, renamed: { from: 'x'.repeat(41), to: 'Ben' } }, 'corrections[0].renamed.from', 4],
    ['a field the format does not have', { ...RENAME, by: 'Ann' }, 'corrections[0].by', 4],
    ['no time', { seat: 1, renamed: { from: 'Bne', to: 'Ben' } }, 'corrections[0].at', 4],
  ])('is refused with its field named: %s', (_why, rename, field, seats) => {
    const parsed = parseRecord(JSON.stringify({ ...BASE, seats: BASE.seats.slice(0, seats), rules: seats === 2 ? 'jamaican-cut-throat' : BASE.rules, corrections: [rename] }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.field).toBe(field);
  });

  it('property: any renames of seats the game has, with names the format takes, survive a write and a read', () => {
    const name = fc.string({ minLength: 1, maxLength: 40 }).filter((n) => n.trim() !== '' && n === n.trim());
    const rename = fc.record({
      at: fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString()),
      seat: fc.integer({ min: 0, max: 3 }),
      renamed: fc.record({ from: name, to: name }),
    });
    fc.assert(
      fc.property(fc.array(rename, { maxLength: 5 }), (renames) => {
        const record: MatchRecord = { ...BASE, corrections: renames as MatchCorrection[] };
        const parsed = parseRecord(writeRecord(record));
        expect(parsed.ok && parsed.value.corrections).toEqual(renames);
      }),
      { numRuns: 100 },
    );
  });

  it('is printed by the referee by seat and both names', () => {
    expect(correctionLines({ ...BASE, corrections: [RENAME] })).toEqual([
      '',
      'Corrections: 1 entry was changed by the scorekeeper (oldest first).',
      '  2026-11-27 00:51:02 UTC, seat 1: the player "Bne" renamed "Ben".',
    ]);
  });
});
