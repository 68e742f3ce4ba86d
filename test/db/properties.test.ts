/**
 * Property tests for the write path: bad input never changes the database, and what goes in
 * valid comes back out valid.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendMove, importRecord, listCorrections, loadRecord, settleHand, startHand, undoLastMove } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { checkSoFar } from '../../db/progress.ts';
import { isPass } from '../../domain/hand.ts';
import type { Move } from '../../domain/hand.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';
import { cutRecord, dump, moveCount } from './support.ts';

/** A random valid match, cut at a random point: the state a scorekeeper could be in. */
const position = fc
  .record({ seed: fc.integer({ min: 1, max: 1_000_000 }), withDeal: fc.boolean(), hand: fc.nat(), move: fc.nat() })
  .map(({ seed, withDeal, hand, move }) => {
    const record = randomMatchRecord(seed, 3, { withDeal });
    const h = hand % record.hands.length;
    const full = record.hands[h]!.moves;
    // From 1: the moves below need a bone down (before the pose, a seat may be unknown to the
    // record and so not wrong). Up to the full hand: a move after a hand is over.
    const m = 1 + (move % full.length);
    return { record, h, m, full, cut: cutRecord(record, h, m) };
  });

/** Changes that make the next move wrong, each with the error the domain must give. */
type Corruption =
  | { kind: 'already-down'; pick: number; flip: boolean }
  | { kind: 'out-of-turn'; shift: number }
  | { kind: 'not-in-set'; seat: number; bone: [number, number] }
  | { kind: 'bad-shape'; move: unknown }
  | { kind: 'no-such-hand'; beyond: number };

const corruption: fc.Arbitrary<Corruption> = fc.oneof(
  fc.record({ kind: fc.constant('already-down' as const), pick: fc.nat(), flip: fc.boolean() }),
  fc.record({ kind: fc.constant('out-of-turn' as const), shift: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('not-in-set' as const),
    seat: fc.integer({ min: 0, max: 3 }),
    bone: fc.oneof(
      fc.tuple(fc.integer({ min: 7, max: 12 }), fc.integer({ min: 0, max: 6 })),
      fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -3, max: -1 })),
    ),
  }),
  fc.record({
    kind: fc.constant('bad-shape' as const),
    move: fc.constantFrom<unknown>(
      { seat: 4, pass: true },
      { seat: -1, bone: [6, 6] },
      { seat: 1.5, pass: true },
      { seat: '1', pass: true },
      { seat: 0, bone: [6] },
      { seat: 0, bone: [6, 6, 6] },
      { seat: 0, bone: [6, 2.5] },
      { seat: 0, bone: [6, 6], end: 'middle' },
      { seat: 0, pass: false },
      { seat: 0, pass: true, bone: [6, 6] },
      { seat: 0, bone: [6, 6], note: 'typo' },
      {},
      null,
      'pass',
    ),
  }),
  fc.record({ kind: fc.constant('no-such-hand' as const), beyond: fc.nat(3) }),
);

/** The move the corruption makes, the hand it goes to, and what the error must be. */
function corrupt(p: { h: number; m: number; full: readonly Move[] }, c: Corruption): { hand: number; move: unknown; code: string } {
  const next = p.full[p.m];
  // A move after the hand is over is refused for that first, whatever it is.
  const over = next === undefined;
  switch (c.kind) {
    case 'already-down': {
      const down = p.full.slice(0, p.m).filter((m) => !isPass(m));
      const bone = (down[c.pick % down.length] as { bone: readonly [number, number] }).bone;
      const seat = next ? next.seat : 0;
      return { hand: p.h, move: { seat, bone: c.flip ? [bone[1], bone[0]] : bone }, code: over ? 'hand/over' : 'bone/already-played' };
    }
    case 'out-of-turn': {
      const move = next ?? p.full[0]!;
      return { hand: p.h, move: { ...move, seat: (move.seat + c.shift) % 4 }, code: over ? 'hand/over' : 'turn/out-of-turn' };
    }
    case 'not-in-set':
      return { hand: p.h, move: { seat: c.seat, bone: c.bone }, code: over ? 'hand/over' : 'bone/not-in-set' };
    case 'bad-shape':
      return { hand: p.h, move: c.move, code: 'record/field' };
    case 'no-such-hand':
      return { hand: p.h + 1 + c.beyond, move: next ?? { seat: 0, pass: true }, code: 'db/no-such-hand' };
  }
}

describe('appendMove', () => {
  it('refuses a corrupted move with the right error and leaves the database byte for byte as it was', () => {
    fc.assert(
      fc.property(position, corruption, (p, c) => {
        const db = openDatabase(':memory:');
        try {
          const imported = importRecord(db, p.cut);
          if (!imported.ok) throw new Error(`a cut of a valid record was refused: ${imported.error.message}`);
          const bytes = db.serialize();
          const rows = dump(db);
          const { hand, move, code } = corrupt(p, c);
          const result = appendMove(db, imported.value, hand, move as Move);
          expect(result.ok).toBe(false);
          if (result.ok) return;
          expect(result.error.code).toBe(code);
          expect(result.error.message.length).toBeGreaterThan(0);
          if (code !== 'db/no-such-hand') expect(result.error).toMatchObject({ hand, move: p.m });
          expect(dump(db)).toEqual(rows);
          expect(db.serialize().equals(bytes)).toBe(true);
        } finally {
          db.close();
        }
      }),
      { numRuns: 150 },
    );
  });

  it('takes any move it accepts as the next move of a record that is still valid, and otherwise changes nothing', () => {
    // Mostly the seat whose turn it is and bones of the set, so that many moves are accepted; the
    // counts below check that both sides of the property were exercised.
    const anyMove = fc.record({
      onTurn: fc.boolean(),
      seat: fc.integer({ min: -1, max: 4 }),
      pass: fc.boolean(),
      bone: fc.tuple(fc.integer({ min: -1, max: 7 }), fc.integer({ min: -1, max: 7 })),
      end: fc.constantFrom(undefined, 'left' as const, 'right' as const),
    });
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(position, anyMove, (p, a) => {
        const seat = a.onTurn && p.full[p.m] ? p.full[p.m]!.seat : a.seat;
        const move: Move = a.pass ? { seat, pass: true } : { seat, bone: a.bone, ...(a.end && { end: a.end }) };
        const db = openDatabase(':memory:');
        try {
          const id = importRecord(db, p.cut);
          if (!id.ok) throw new Error(id.error.message);
          const bytes = db.serialize();
          const result = appendMove(db, id.value, p.h, move);
          if (!result.ok) {
            refused++;
            expect(db.serialize().equals(bytes)).toBe(true);
            return;
          }
          accepted++;
          const after = loadRecord(db, id.value);
          const hands = p.cut.hands.slice();
          hands[p.h] = { ...hands[p.h]!, moves: [...hands[p.h]!.moves, move] };
          expect(after).toEqual({ ...p.cut, hands });
          expect(checkSoFar(after).ok).toBe(true);
        } finally {
          db.close();
        }
      }),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });
});

describe('undoLastMove', () => {
  it('keeps in its corrections everything needed to put the match back as it was', () => {
    let crossed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.integer({ min: 1, max: 40 }), (seed, withDeal, undos) => {
        const record: MatchRecord = randomMatchRecord(seed, 3, { withDeal });
        const db = openDatabase(':memory:');
        try {
          const id = importRecord(db, record);
          if (!id.ok) throw new Error(id.error.message);
          const k = Math.min(undos, moveCount(record));
          for (let i = 0; i < k; i++) {
            const undone = undoLastMove(db, id.value);
            expect(undone.ok).toBe(true);
            // What is left is always a record that is valid so far.
            expect(checkSoFar(loadRecord(db, id.value)).ok).toBe(true);
          }
          expect(moveCount(loadRecord(db, id.value))).toBe(moveCount(record) - k);
          const corrections = listCorrections(db, id.value);
          expect(corrections).toHaveLength(k);
          if (corrections.some((c) => c.droppedHand)) crossed++;

          // Replaying the corrections backwards through the ordinary commands restores the match.
          for (const c of [...corrections].reverse()) {
            expect(appendMove(db, id.value, c.hand, c.removed).ok).toBe(true);
            if (c.clearedLeft || c.clearedPips) {
              const holdings = { ...(c.clearedLeft && { left: c.clearedLeft }), ...(c.clearedPips && { pips: c.clearedPips }) };
              expect(settleHand(db, id.value, c.hand, holdings).ok).toBe(true);
            }
            if (c.droppedHand) expect(startHand(db, id.value, c.droppedHand).ok).toBe(true);
          }
          expect(loadRecord(db, id.value)).toEqual(record);
        } finally {
          db.close();
        }
      }),
      { numRuns: 40 },
    );
    // Some runs went back past the start of a hand, dropping it and reopening the one before.
    expect(crossed).toBeGreaterThan(0);
  });
});
