import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DbError } from '../../db/errors.ts';
import {
  appendMove,
  createMatch,
  importRecord,
  listCorrections,
  loadRecord,
  settleHand,
  startHand,
  undoLastMove,
} from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { checkSoFar } from '../../db/progress.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { parseRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { randomMatchRecord } from '../support/random.ts';
import { cutRecord, dump } from './support.ts';

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => {
  db.close();
});

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

function value<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

/** Records a match the way the app does: create, then hand by hand and bone by bone. */
function recordMoveByMove(record: MatchRecord): number {
  const id = value(createMatch(db, { rules: record.rules, options: record.options, seats: record.seats }));
  record.hands.forEach((hand, h) => {
    expect(value(startHand(db, id, hand.dealt ? { dealt: hand.dealt } : {})).hand).toBe(h);
    hand.moves.forEach((move, m) => {
      const saved = value(appendMove(db, id, h, move));
      expect(saved.move).toBe(m);
      // Until its last move a hand is in play; the last one ends it (a block without the deal
      // still waits for the bones left).
      if (m < hand.moves.length - 1) expect(saved.progress).toBe('playing');
      else expect(saved.progress).not.toBe('playing');
    });
    if (hand.left || hand.pips) {
      const settled = value(settleHand(db, id, h, { ...(hand.left && { left: hand.left }), ...(hand.pips && { pips: hand.pips }) }));
      expect(settled.progress).toBe('settled');
    }
  });
  return id;
}

// Seeds × the two ways of recording (with the deal, or bones left for blocks) × option presets.
const CASES: [seed: number, withDeal: boolean, options?: MatchRecord['options']][] = [
  [1, false],
  [2, true],
  [3, false, { pose: 'sporting', ties: 'replay' }],
  [4, true, { onOpponentWin: 'winner-scores', playoffAtOneOne: true }],
  [5, false, { target: 3 }],
  [6, true, { pose: 'sporting', target: 2 }],
];

describe('importRecord and loadRecord', () => {
  it.each(CASES)('seed %i (deal %s, options %j): a record reads back exactly as written', (seed, withDeal, options) => {
    const record = randomMatchRecord(seed, 8, { withDeal, ...(options && { options }) });
    const id = value(importRecord(db, record));
    const back = loadRecord(db, id);
    expect(back).toEqual(record);
    // And in the shape parseRecord gives, so the two are interchangeable.
    expect(back).toEqual(value(parseRecord(JSON.parse(JSON.stringify(record)))));
  });

  it('keeps bones as typed, ends only where given, and no options when none were given', () => {
    const record: MatchRecord = {
      format: 'dominoes-match/1',
      rules: 'jamaican-partner',
      seats: SEATS,
      hands: [{ moves: [{ seat: 2, bone: [6, 6] }, { seat: 3, bone: [4, 6], end: 'left' }, { seat: 0, pass: true }] }],
    };
    const back = loadRecord(db, value(importRecord(db, record)));
    expect(back).toStrictEqual(record);
  });

  it('imports a record saved mid-hand, and refuses an invalid one whole', () => {
    const record = randomMatchRecord(7, 3);
    const id = value(importRecord(db, cutRecord(record, 1, 5)));
    expect(loadRecord(db, id)).toEqual(cutRecord(record, 1, 5));

    const before = dump(db);
    const bad = structuredClone(record) as unknown as { hands: { moves: unknown[] }[] };
    bad.hands[2]!.moves[3] = bad.hands[2]!.moves[1];
    const result = importRecord(db, bad);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ hand: 2, move: 3 });
    expect(dump(db)).toEqual(before);
  });

  it('throws a DbError for a match that is not there', () => {
    expect(() => loadRecord(db, 42)).toThrow(DbError);
  });
});

describe('recording move by move', () => {
  it.each(CASES)('seed %i (deal %s, options %j): the moves recorded one by one make the record', (seed, withDeal, options) => {
    const record = randomMatchRecord(seed, 6, { withDeal, ...(options && { options }) });
    expect(loadRecord(db, recordMoveByMove(record))).toEqual(record);
  });

  it('refuses a bone already down with the domain error, and writes nothing', () => {
    const id = value(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }));
    value(startHand(db, id));
    value(appendMove(db, id, 0, { seat: 1, bone: [6, 6] }));
    value(appendMove(db, id, 0, { seat: 2, bone: [6, 3] }));
    const before = db.serialize();
    const result = appendMove(db, id, 0, { seat: 3, bone: [6, 6] });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'bone/already-played',
        message: '6-6 is already down: Ben played it at move 1.',
        hand: 0,
        move: 2,
        field: 'hands[0].moves[2].bone',
        params: { bone: '6-6', by: 'Ben', move: 1 },
      },
    });
    expect(db.serialize().equals(before)).toBe(true);
  });

  it('answers a move of the wrong shape with the field at fault', () => {
    const id = value(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }));
    value(startHand(db, id));
    const before = db.serialize();
    const result = appendMove(db, id, 0, { seat: 1, bone: [6, 6], end: 'middle' } as never);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: 'record/field', hand: 0, move: 0, field: 'hands[0].moves[0].end' });
    expect(db.serialize().equals(before)).toBe(true);
  });

  it('refuses unknown matches and hands with a clear error', () => {
    expect(appendMove(db, 9, 0, { seat: 0, pass: true })).toMatchObject({ ok: false, error: { code: 'db/no-such-match' } });
    const id = value(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }));
    expect(appendMove(db, id, 0, { seat: 0, pass: true })).toMatchObject({
      ok: false,
      error: { code: 'db/no-such-hand', message: 'This match has no hands yet; there is no hand 1.' },
    });
  });

  it('checks a new match as a record: two seats with one name are refused', () => {
    const result = createMatch(db, { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Ann', 'Dan'] });
    expect(result).toMatchObject({ ok: false, error: { code: 'record/seats' } });
    const options = createMatch(db, { rules: 'jamaican-partner', options: { target: 0 }, seats: SEATS });
    expect(options).toMatchObject({ ok: false, error: { code: 'record/option' } });
    expect(db.prepare('SELECT count(*) FROM matches').pluck().get()).toBe(0);
  });

  it('will not start a hand while the last one is in play, nor after the match is won', () => {
    const record = randomMatchRecord(11, 40, { options: { target: 2 } });
    const id = value(importRecord(db, cutRecord(record, 0, 3)));
    expect(startHand(db, id)).toMatchObject({ ok: false, error: { code: 'hand/unfinished', hand: 0 } });

    const won = value(importRecord(db, record));
    expect(startHand(db, won)).toMatchObject({ ok: false, error: { code: 'match/over' } });
  });
});

describe('settling a block', () => {
  /** A seed whose first hand is blocked (recorded without the deal, so it carries "left"). */
  function blockedRecord(): MatchRecord {
    for (let seed = 1; ; seed++) {
      const record = randomMatchRecord(seed, 2);
      if (record.hands[0]!.left && record.hands.length === 2) return record;
    }
  }

  it('waits for the bones left, checks them, and only then lets the next hand start', () => {
    const record = blockedRecord();
    const hand = record.hands[0]!;
    const id = value(importRecord(db, cutRecord(record, 0, hand.moves.length - 1)));
    expect(value(appendMove(db, id, 0, hand.moves.at(-1)!)).progress).toBe('unsettled');
    expect(startHand(db, id)).toMatchObject({ ok: false, error: { code: 'block/unsettled', hand: 0 } });

    // Ann's bones left given to Ben: the counts no longer match what each played.
    const left = hand.left!;
    const wrong = { ...left, '0': [], '1': [...left['1']!, ...left['0']!] };
    const before = db.serialize();
    const refused = settleHand(db, id, 0, { left: wrong });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toMatch(/^left\//);
    expect(db.serialize().equals(before)).toBe(true);

    expect(settleHand(db, id, 0, {})).toMatchObject({ ok: false, error: { code: 'db/nothing-to-settle' } });
    expect(value(settleHand(db, id, 0, { left })).progress).toBe('settled');
    expect(settleHand(db, id, 0, { left })).toMatchObject({ ok: false, error: { code: 'db/already-settled' } });
    expect(value(startHand(db, id)).hand).toBe(1);
    expect(loadRecord(db, id).hands[0]).toEqual(hand);
  });

  it('refuses to settle a hand that is still in play', () => {
    const record = blockedRecord();
    const id = value(importRecord(db, cutRecord(record, 0, 4)));
    const before = db.serialize();
    expect(settleHand(db, id, 0, { left: record.hands[0]!.left! })).toMatchObject({ ok: false, error: { code: 'hand/unfinished' } });
    expect(db.serialize().equals(before)).toBe(true);
  });
});

describe('undoLastMove', () => {
  it('takes back the last move and records the correction', () => {
    const record = randomMatchRecord(21, 2);
    const id = value(importRecord(db, cutRecord(record, 1, 6)));
    const removed = record.hands[1]!.moves[5]!;
    const correction = value(undoLastMove(db, id));
    expect(correction).toMatchObject({ hand: 1, move: 5, removed });
    expect(correction.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(loadRecord(db, id)).toEqual(cutRecord(record, 1, 5));
    expect(listCorrections(db, id)).toEqual([correction]);
  });

  it('reopens a finished hand: its settlement and the empty hand after it go too, and are recorded', () => {
    for (let seed = 1; ; seed++) {
      const record = randomMatchRecord(seed, 2);
      const first = record.hands[0]!;
      if (!first.left) continue;
      const id = value(importRecord(db, { ...record, hands: [first, { moves: [] }] }));
      const correction = value(undoLastMove(db, id));
      expect(correction).toMatchObject({
        hand: 0,
        move: first.moves.length - 1,
        removed: first.moves.at(-1),
        clearedLeft: first.left,
        droppedHand: {},
      });
      expect(loadRecord(db, id)).toEqual(cutRecord(record, 0, first.moves.length - 1));
      expect(checkSoFar(loadRecord(db, id))).toMatchObject({ ok: true, value: { state: 'playing' } });
      return;
    }
  });

  it('has nothing to undo in a match with no moves', () => {
    const id = value(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }));
    expect(undoLastMove(db, id)).toMatchObject({ ok: false, error: { code: 'db/nothing-to-undo' } });
    value(startHand(db, id));
    const before = db.serialize();
    expect(undoLastMove(db, id)).toMatchObject({ ok: false, error: { code: 'db/nothing-to-undo' } });
    expect(db.serialize().equals(before)).toBe(true);
  });
});
