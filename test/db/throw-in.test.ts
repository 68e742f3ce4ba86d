/**
 * Lankford's Cuban draw game (cuban.txt: "The first player must begin with a double, drawing tiles
 * if necessary until a double is obtained"): a first player who drew the whole boneyard without a
 * double gets the hand thrown in, the draws kept (our reading, docs/rules.md). The db writes it
 * only when the domain allows it, and an undo takes it back to the draws.
 */
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appendMove, createMatch, importRecord, listCorrections, loadRecord, redealHand, startHand, undoLastMove } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { writeRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { dump } from './support.ts';

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => {
  db.close();
});

function value<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Two players (7 each, 14 in the boneyard), the first hand started, Ann drawing `counts` in turn. */
function drawn(...counts: number[]): number {
  const id = value(createMatch(db, { rules: 'cuban-draw', seats: ['Ann', 'Ben'] }));
  value(startHand(db, id));
  for (const n of counts) value(appendMove(db, id, 0, { seat: 0, draw: n }));
  return id;
}

describe('a hand thrown in after its draws (cuban-draw)', () => {
  it('is written after the draws, which stay; the next hand starts as usual', () => {
    const id = drawn(5, 9);
    const saved = value(redealHand(db, id, 0, 0));
    expect(saved.progress).toBe('settled');
    const record = loadRecord(db, id);
    expect(record.hands[0]).toEqual({ moves: [{ seat: 0, draw: 5 }, { seat: 0, draw: 9 }], redeal: { seat: 0 } });
    expect(value(startHand(db, id)).hand).toBe(1);
    // What the file says is read back the same on import.
    const copy = value(importRecord(db, writeRecord(loadRecord(db, id))));
    expect(loadRecord(db, copy).hands).toEqual(loadRecord(db, id).hands);
  });

  it('an undo takes the redeal back, not a draw: the correction stands after the 2 draws', () => {
    const id = drawn(5, 9);
    value(redealHand(db, id, 0, 0));
    const correction = value(undoLastMove(db, id));
    expect(correction).toMatchObject({ hand: 0, move: 2, removed: { seat: 0, redeal: true } });
    expect(loadRecord(db, id).hands[0]).toEqual({ moves: [{ seat: 0, draw: 5 }, { seat: 0, draw: 9 }] });
    expect(listCorrections(db, id)).toHaveLength(1);
    // The draws are there to go on from: the redeal again is accepted.
    expect(redealHand(db, id, 0, 0).ok).toBe(true);
  });

  it('is refused, nothing written, while the boneyard has bones, at another seat, or twice', () => {
    const id = drawn(13);
    const before = dump(db);
    const left = redealHand(db, id, 0, 0);
    expect(left).toMatchObject({ ok: false, error: { code: 'hand/redeal', hand: 0, params: { reason: { kind: 'boneyard-left', count: 1 } } } });
    expect(dump(db)).toEqual(before);
    value(appendMove(db, id, 0, { seat: 0, draw: 1 }));
    const other = redealHand(db, id, 0, 1);
    expect(other).toMatchObject({ ok: false, error: { code: 'turn/out-of-turn', params: { turn: 'Ann', seat: 'Ben' } } });
    value(redealHand(db, id, 0, 0));
    const after = dump(db);
    expect(redealHand(db, id, 0, 0)).toMatchObject({ ok: false, error: { code: 'hand/redeal', params: { reason: { kind: 'already-redealt' } } } });
    // A hand thrown in takes no more moves.
    expect(appendMove(db, id, 0, { seat: 1, bone: [6, 6] })).toMatchObject({ ok: false, error: { code: 'hand/thrown-in', field: 'hands[0].redeal', params: { hand: 1 } } });
    expect(dump(db)).toEqual(after);
  });

  it('is refused once the hand is posed, as in every family', () => {
    const id = drawn(2);
    // Ann drew unseen bones: she may pose any double now.
    value(appendMove(db, id, 0, { seat: 0, bone: [3, 3] }));
    expect(redealHand(db, id, 0, 0)).toMatchObject({ ok: false, error: { code: 'hand/redeal', params: { reason: { kind: 'posed', hand: 1, count: 2 } } } });
  });
});
