/**
 * The checked state kept per open match (db/live.ts) must never differ from a full replay of
 * what is in the file: through moves, undos, new hands, settlements, and writes made by another
 * connection.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendMove, importRecord, loadRecord, readLiveMatch, settleHand, startHand, undoLastMove } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { checkRecord } from '../../domain/record.ts';
import type { Move } from '../../domain/hand.ts';
import { randomMatchRecord, rng } from '../support/random.ts';
import { useTempDir } from './support.ts';
import { join } from 'node:path';
import { matchView } from '../../api/views.ts';

const temp = useTempDir();

function expectOk<T>(result: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

describe('the checked state of an open match', () => {
  it('equals a full replay of the file, and gives the same match view, after every move, undo, new hand and settlement', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, withDeal) => {
        const file = join(temp.dir, `live-${seed}.sqlite`);
        const db = openDatabase(file);
        // Another connection reads the file afresh each time: no cache of its own is used.
        const fresh = () => {
          const other = openDatabase(file);
          try {
            return checkRecord(loadRecord(other, id), { inProgress: true });
          } finally {
            other.close();
          }
        };
        const whole = randomMatchRecord(seed, 2, { withDeal });
        const random = rng(seed);
        const id = expectOk(importRecord(db, { ...whole, hands: [] }));
        const facts = { id, updatedAt: '2026-01-01T00:00:00.000Z', corrections: 0 };
        const same = () => {
          const kept = readLiveMatch(db, id)!.report;
          const replayed = fresh();
          expect({ ok: true, value: kept }).toEqual(replayed);
          // The screen's view too: the kept state reuses the views of finished hands (api/views.ts),
          // the replayed one has new objects, so its view is built from nothing.
          if (replayed.ok) expect(matchView(kept, facts)).toEqual(matchView(replayed.value, facts));
        };
        try {
          whole.hands.forEach((hand, h) => {
            expectOk(startHand(db, id, hand.dealt ? { dealt: hand.dealt } : {}));
            same();
            const before = whole.hands[h - 1];
            if (before && before.moves.length > 0 && !before.redeal && random() < 0.5) {
              // An undo that reaches back into the finished hand: the new hand goes, the finished
              // hand loses its last move (and its settlement); then all is recorded again.
              expectOk(undoLastMove(db, id));
              same();
              expectOk(appendMove(db, id, h - 1, before.moves[before.moves.length - 1]!));
              if (before.left || before.pips) {
                expectOk(settleHand(db, id, h - 1, { ...(before.left && { left: before.left }), ...(before.pips && { pips: before.pips }) }));
              }
              same();
              expectOk(startHand(db, id, hand.dealt ? { dealt: hand.dealt } : {}));
              same();
            }
            hand.moves.forEach((move: Move) => {
              expectOk(appendMove(db, id, h, move));
              if (random() < 0.15) {
                // A correction: take it back (the state steps back), then record it again.
                expectOk(undoLastMove(db, id));
                same();
                expectOk(appendMove(db, id, h, move));
              }
              same();
            });
            if (hand.left || hand.pips) {
              expectOk(settleHand(db, id, h, { ...(hand.left && { left: hand.left }), ...(hand.pips && { pips: hand.pips }) }));
              same();
            }
          });
        } finally {
          db.close();
        }
      }),
      { numRuns: 6 },
    );
  }, 60_000);

  it('steps back on undo to the state it kept before the move, several undos in a row, with no replay', () => {
    const file = join(temp.dir, 'undo.sqlite');
    const whole = randomMatchRecord(11, 2);
    const db = openDatabase(file);
    try {
      const id = expectOk(importRecord(db, { ...whole, hands: [] }));
      expectOk(startHand(db, id));
      const states = [readLiveMatch(db, id)!];
      const moves = whole.hands[0]!.moves.slice(0, 6);
      for (const move of moves) {
        expectOk(appendMove(db, id, 0, move));
        states.push(readLiveMatch(db, id)!);
      }
      // Three undos: each gives back the very state kept before that move (the same object).
      for (let k = 1; k <= 3; k++) {
        expectOk(undoLastMove(db, id));
        expect(readLiveMatch(db, id)).toBe(states[moves.length - k]);
      }
      // A different history from here, then undo again: it steps back to where it branched.
      expectOk(appendMove(db, id, 0, moves[3]!));
      expectOk(undoLastMove(db, id));
      expect(readLiveMatch(db, id)).toBe(states[3]);
      // And what it holds is what a fresh read of the file gives.
      const other = openDatabase(file);
      try {
        expect({ ok: true, value: readLiveMatch(db, id)!.report }).toEqual(checkRecord(loadRecord(other, id), { inProgress: true }));
      } finally {
        other.close();
      }
    } finally {
      db.close();
    }
  });

  it('notices moves another connection recorded, and checks the next move against them', () => {
    const file = join(temp.dir, 'two.sqlite');
    const whole = randomMatchRecord(7, 1);
    const moves = whole.hands[0]!.moves;
    const a = openDatabase(file);
    const b = openDatabase(file);
    try {
      const id = expectOk(importRecord(a, { ...whole, hands: [{ moves: moves.slice(0, 2) }] }));
      expect(readLiveMatch(a, id)!.report.record.hands[0]!.moves).toHaveLength(2);
      // b records the third move; a's cached state is now behind the file.
      expectOk(appendMove(b, id, 0, moves[2]!));
      // a refuses the third move again (already recorded: out of turn or already down) and
      // accepts the fourth: it checked against the file, not its stale state.
      expect(appendMove(a, id, 0, moves[2]!).ok).toBe(false);
      expect(expectOk(appendMove(a, id, 0, moves[3]!)).move).toBe(3);
      expect(loadRecord(b, id).hands[0]!.moves).toEqual(moves.slice(0, 4));
    } finally {
      a.close();
      b.close();
    }
  });
});
