/**
 * One move changed in a valid record of any family (property). The fuzzing of issue 6
 * (test/cli/fuzz.test.ts) mutates partner-game records and checks the shape of the answer; this
 * checks where a refusal points, in every family's worked example (docs/examples): docs/referee.md,
 * "`hand` and `move` are 0-based indexes of the first bad hand and move … `field` is the path into
 * the file", and the issues: "Bad input gets a clear error that says what was wrong and where
 * (hand, move, field)".
 *
 * A changed record is either accepted, and then reads the same written back (writeRecord →
 * parseRecord → checkRecord gives the same verdict), or refused at a hand and move that exist in
 * the file, with a field inside that hand (inside that move when the move is named), in one line.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchExampleFiles } from '../support/examples.ts';
import { toJson } from '../../cli/report.ts';
import { verdict } from '../../cli/main.ts';
import { parseRecord, writeRecord } from '../../domain/record.ts';
import { root } from '../support/referee.ts';

type Move = Record<string, unknown> & { seat: number };
type Record_ = { seats: string[]; hands: { moves?: Move[] }[] };

const examples = matchExampleFiles()
  .map((f) => ({ name: f, record: JSON.parse(readFileSync(`${root}/docs/examples/${f}`, 'utf8')) as Record_ }));

const ARMS = ['left', 'right', 'north', 'east', 'south', 'west'];

/** One change to the move at `m` of hand `h`, as a scorekeeper's slip or a forger would make it. */
const change = fc.oneof(
  fc.constant({ kind: 'delete' as const }),
  fc.constant({ kind: 'duplicate' as const }),
  fc.constant({ kind: 'swap' as const }),
  fc.record({ kind: fc.constant('seat' as const), seat: fc.nat(3) }),
  fc.record({ kind: fc.constant('bone' as const), bone: fc.tuple(fc.nat(9), fc.nat(9)) }),
  fc.record({ kind: fc.constant('end' as const), end: fc.constantFrom(...ARMS, null) }),
  fc.constant({ kind: 'pass' as const }),
  fc.record({ kind: fc.constant('draw' as const), draw: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { minLength: 1, maxLength: 2 })) }),
);

type Change = typeof change extends fc.Arbitrary<infer C> ? C : never;

function mutate(record: Record_, h: number, m: number, c: Change): void {
  const moves = record.hands[h]!.moves!;
  const move = moves[m]!;
  switch (c.kind) {
    case 'delete':
      moves.splice(m, 1);
      break;
    case 'duplicate':
      moves.splice(m, 0, structuredClone(move));
      break;
    case 'swap':
      if (m + 1 < moves.length) [moves[m], moves[m + 1]] = [moves[m + 1]!, move];
      break;
    case 'seat':
      move.seat = c.seat % record.seats.length;
      break;
    case 'bone':
      moves[m] = { seat: move.seat, bone: c.bone };
      break;
    case 'end':
      if (c.end === null) delete move.end;
      else move.end = c.end;
      break;
    case 'pass':
      moves[m] = { seat: move.seat, pass: true };
      break;
    case 'draw':
      moves[m] = { seat: move.seat, draw: c.draw };
      break;
  }
}

describe('one move changed in a worked example of every family (property)', () => {
  it('is accepted and reads the same written back, or refused at a hand and move the file has, in one line', () => {
    const played = examples.flatMap(({ name, record }) =>
      record.hands.flatMap((hand, h) => (hand.moves ?? []).map((_, m) => ({ name, h, m }))),
    );
    let refused = 0;
    fc.assert(
      fc.property(fc.constantFrom(...played), change, ({ name, h, m }, c) => {
        const record = structuredClone(examples.find((e) => e.name === name)!.record);
        mutate(record, h, m, c);
        const text = JSON.stringify(record);
        const checked = verdict(text);
        if (checked.ok) {
          const parsed = parseRecord(text);
          expect(parsed.ok).toBe(true);
          const again = verdict(writeRecord(parsed.ok ? parsed.value : (null as never)));
          expect(again.ok && toJson(again.value)).toEqual(toJson(checked.value));
          return;
        }
        refused += 1;
        const e = checked.error;
        expect(e.message, e.code).not.toContain('\n');
        if (e.hand === null) return;
        expect(e.hand).toBeLessThan(record.hands.length);
        expect(e.field?.startsWith(`hands[${e.hand}]`), `${e.code} at ${String(e.field)}`).toBe(true);
        if (e.move === null) return;
        expect(e.move).toBeLessThan(record.hands[e.hand]!.moves!.length);
        expect(e.field?.startsWith(`hands[${e.hand}].moves[${e.move}]`), `${e.code} at ${String(e.field)}`).toBe(true);
      }),
      { numRuns: 1500 },
    );
    // Most single changes break a real hand: the property is about refusals, so it must meet them.
    expect(refused).toBeGreaterThan(500);
  });
});
