/**
 * The match record format (docs/record-format.md): bad input gets an error that says what is
 * wrong and where (hand, move, field); a good record is written back unchanged.
 */
import { describe, expect, it } from 'vitest';
import { checkRecord, checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { blockedHand, keyBoneHand, partnersTiedHand, sportingHand, tiedHand } from '../support/hands.ts';

/** The example from the issue, completed: Ann poses 6-6 and the first hand is the key-bone hand. */
function record(extra: Record<string, unknown> = {}, hands: unknown[] = [{ moves: keyBoneHand().moves }]) {
  return { format: 'dominoes-match/1', rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands, ...extra };
}

function errorOf(value: unknown) {
  const r = parseRecord(JSON.stringify(value));
  if (r.ok) {
    const c = checkRecord(r.value);
    if (c.ok) throw new Error('expected an error');
    return c.error;
  }
  return r.error;
}

describe('parsing', () => {
  it('a valid record checks, and the key-bone hand scores 2', () => {
    const r = checkRecordText(JSON.stringify(record()));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.match.score).toEqual([2, 0]);
  });

  it('text that is not JSON', () => {
    const r = parseRecord('{ "format": "dominoes-match/1", ');
    expect(!r.ok && r.error).toMatchObject({ code: 'record/not-json', hand: null, move: null });
  });

  it('a file of another format or version', () => {
    expect(errorOf({ ...record(), format: 'dominoes-match/2' })).toMatchObject({
      code: 'record/format',
      message: 'format must be "dominoes-match/1" (not "dominoes-match/2").',
    });
  });

  it('unknown rules', () => {
    expect(errorOf(record({ rules: 'texas-42' }))).toMatchObject({ code: 'record/rules', field: 'rules' });
  });

  it('an unknown option value is an error, naming the option (issue 2: "Unknown option values are errors")', () => {
    expect(errorOf(record({ options: { ties: 'sometimes' } }))).toEqual({
      code: 'record/option',
      message: 'options.ties: expected "no-score" or "replay", found "sometimes".',
      hand: null,
      move: null,
      field: 'options.ties',
      // The facts, for a screen to say it in its own language (renderer/src/refusal.ts).
      params: { field: 'options.ties', reason: { kind: 'field-value', either: ['"no-score"', '"replay"'], found: '"sometimes"' } },
    });
    expect(errorOf(record({ options: { tie: 'replay' } }))).toMatchObject({
      code: 'record/option',
      message: 'options: unknown option "tie" for jamaican-partner.',
    });
    expect(errorOf(record({ options: { target: 0 } }))).toMatchObject({ code: 'record/option', field: 'options.target' });
  });

  it('seats: four different names', () => {
    expect(errorOf(record({ seats: ['Ann', 'Ben', 'Cat'] }))).toMatchObject({
      code: 'record/seats',
      field: 'seats',
      message: 'Jamaican Partner is played by 4 players; 3 seats are given.',
    });
    expect(errorOf(record({ seats: ['Ann'] }))).toMatchObject({ code: 'record/field', field: 'seats' });
    expect(errorOf(record({ seats: ['Ann', 'Ben', 'Ann', 'Dan'] }))).toMatchObject({ code: 'record/seats', field: 'seats[2]' });
  });

  it('a malformed move names its hand, move and field', () => {
    const moves = [...keyBoneHand().moves];
    moves[3] = { seat: 1, bone: [4] } as never;
    expect(errorOf(record({}, [{ moves }]))).toMatchObject({ code: 'record/field', hand: 0, move: 3, field: 'hands[0].moves[3].bone' });
    moves[3] = { seat: 1, bone: [4, 0], end: 'middle' } as never;
    expect(errorOf(record({}, [{ moves }]))).toMatchObject({ hand: 0, move: 3, field: 'hands[0].moves[3].end' });
    moves[3] = { seat: 1, bone: [4, 0], pass: true } as never;
    expect(errorOf(record({}, [{ moves }]))).toMatchObject({ hand: 0, move: 3, field: 'hands[0].moves[3].bone', message: 'hands[0].moves[3].bone: unknown field "bone"' });
    moves[3] = { seat: '1', bone: [4, 0] } as never;
    expect(errorOf(record({}, [{ moves }]))).toMatchObject({ message: 'hands[0].moves[3].seat: expected a number, found "1"' });
    moves[3] = { seat: 4, pass: true } as never;
    expect(errorOf(record({}, [{ moves }]))).toMatchObject({ hand: 0, move: 3, field: 'hands[0].moves[3].seat' });
  });

  it('an unknown field in a hand is an error, not silently dropped', () => {
    expect(errorOf(record({}, [{ moves: [], notes: 'x' }]))).toMatchObject({ code: 'record/field', hand: 0, move: null });
  });

  it('an illegal move is reported at its hand and move, with the engine\'s code', () => {
    const moves = [...keyBoneHand().moves];
    moves[5] = { seat: 3, bone: [6, 6] };
    expect(errorOf(record({}, [{ moves }]))).toEqual({
      code: 'bone/already-played',
      message: '6-6 is already down: Cat played it at move 1.',
      hand: 0,
      move: 5,
      field: 'hands[0].moves[5].bone',
      params: { bone: '6-6', by: 'Cat', move: 1 },
    });
  });

  it('bones left by seat may leave out a seat the scoring does not read (issue 18 item 7): a domino in the partner game reads none', () => {
    const r = parseRecord(JSON.stringify(record({}, [{ moves: keyBoneHand().moves, left: { '0': [[2, 2]], '1': [[3, 3]], '2': [] } }])));
    expect(r.ok && checkRecord(r.value).ok).toBe(true);
  });

  it('bones left by seat name no seat the game has not', () => {
    const err = errorOf(record({}, [{ moves: keyBoneHand().moves, left: { '0': [[2, 2]], '4': [[3, 3]] } }]));
    expect(err).toMatchObject({ code: 'record/field', hand: 0, move: null, field: 'hands[0].left.4' });
  });

  it('an unfinished hand is an error at that hand', () => {
    expect(errorOf(record({}, [{ moves: keyBoneHand().moves.slice(0, 4) }]))).toMatchObject({ code: 'hand/unfinished', hand: 0, move: null });
  });

  it('a hand after the match was won is an error', () => {
    const six = Array.from({ length: 7 }, () => ({ moves: keyBoneHand().moves }));
    // Cat (team 0) wins every hand with the key bone: 2, 4, 6 → won after the third hand. The next
    // hand would have to be posed by Ann or Cat anyway, and Cat poses: fine, but the match is over.
    expect(errorOf(record({}, six))).toMatchObject({ code: 'match/over', hand: 3, move: null });
  });
});

describe('writing', () => {
  it('writes a record back unchanged: parse(write(r)) = r and write(parse(text)) = text', () => {
    const value = record({ options: { ties: 'replay', target: 6 } }, [
      { moves: keyBoneHand().moves, left: { '0': [[2, 2]], '1': [[3, 3]], '2': [], '3': [[4, 4]] } },
    ]);
    const parsed = parseRecord(value);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value).toEqual(value);
    const text = writeRecord(parsed.value);
    expect(JSON.parse(text)).toEqual(value);
    const again = parseRecord(text);
    expect(again.ok && writeRecord(again.value)).toBe(text);
  });

  it('keeps bones as typed and leaves out what was not given', () => {
    const text = writeRecord({ format: 'dominoes-match/1', rules: 'jamaican-partner', seats: ['A', 'B', 'C', 'D'], hands: [{ moves: [{ seat: 0, bone: [6, 6] }, { seat: 1, bone: [3, 6] }, { seat: 2, pass: true }] }] });
    expect(text).toContain('{ "seat": 1, "bone": [3, 6] }');
    expect(text).not.toContain('options');
    expect(text).not.toContain('"end"');
  });
});

describe('a record still being written', () => {
  it('its last hand may be unfinished: valid so far, with the hand being played', () => {
    const value = record({}, [{ moves: keyBoneHand().moves }, { moves: [{ seat: 0, bone: [5, 5] }] }]);
    const parsed = parseRecord(value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(!checkRecord(parsed.value).ok).toBe(true);
    const r = checkRecord(parsed.value, { inProgress: true });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.hands).toHaveLength(1);
    expect(r.value.current?.state).toBe('playing');
    expect(r.value.current?.hand.ends).toEqual([5, 5]);
  });

  it('an earlier unfinished hand is still an error', () => {
    const value = record({}, [{ moves: keyBoneHand().moves.slice(0, 3) }, { moves: [] }]);
    const parsed = parseRecord(value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(checkRecord(parsed.value, { inProgress: true })).toMatchObject({ ok: false, error: { code: 'hand/unfinished', hand: 0 } });
  });

  it('bones left on a hand still being played are an error, not a settlement', () => {
    const value = record({}, [{ moves: keyBoneHand().moves.slice(0, 3), left: { '0': [], '1': [], '2': [], '3': [] } }]);
    const parsed = parseRecord(value);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(checkRecord(parsed.value, { inProgress: true })).toMatchObject({
      ok: false,
      error: { code: 'hand/unfinished', hand: 0, move: null, field: 'hands[0].left' },
    });
  });

  it('a blocked last hand waiting for the bones left is valid so far', () => {
    const parsed = parseRecord(record({}, [{ moves: blockedHand().moves }]));
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(checkRecord(parsed.value)).toMatchObject({ ok: false, error: { code: 'block/unsettled', hand: 0 } });
    const r = checkRecord(parsed.value, { inProgress: true });
    expect(r.ok && r.value.current?.state).toBe('unsettled');
  });
});

describe('who poses, hand after hand', () => {
  const bySeat = <T,>(values: readonly T[]) => Object.fromEntries(values.map((v, s) => [String(s), v]));
  const tied = () => ({ moves: tiedHand().moves, left: bySeat(tiedHand().left) });

  it('sporting: after a tied hand the 6-6 holder must pose the 6-6 itself (CJHPR "If the previous hand was tied, the holder of the 6-6 poses it")', () => {
    // Hand 1 is a tied block; in hand 2 Ann, holding the 6-6, poses 6-4 as if sporting.
    const error = errorOf(record({ options: { pose: 'sporting' } }, [tied(), { moves: sportingHand() }]));
    expect(error).toEqual({
      code: 'pose/wrong-bone',
      message: 'This hand must be posed with the 6-6 by its holder; Ann posed 6-4.',
      hand: 1,
      move: 0,
      field: 'hands[1].moves[0].bone',
      params: { pose: '6-6', seat: 'Ann', bone: '6-4' },
    });
  });

  it('sporting: the first hand may be posed with another bone by the 6-6 holder (CJHPR "begin with a different bone")', () => {
    const r = checkRecordText(JSON.stringify(record({ options: { pose: 'sporting' } }, [{ moves: sportingHand() }])));
    expect(r.ok && r.value.match.score).toEqual([0, 1]);
  });
});

describe('options that change how a hand is settled', () => {
  it('partnersTiedForFewest "tie": Ben and Dan tied for fewest make a tied hand (SECOND "If two players tie for the least number of spots the round ends in a tie")', () => {
    const { moves, left } = partnersTiedHand();
    const hands = [{ moves, left: Object.fromEntries(left.map((b, s) => [String(s), b])) }];
    const byDefault = checkRecordText(JSON.stringify(record({}, hands)));
    expect(byDefault.ok && byDefault.value.hands[0]!.result).toMatchObject({ outcome: 'blocked', winner: 1 });
    const tied = checkRecordText(JSON.stringify(record({ options: { partnersTiedForFewest: 'tie' } }, hands)));
    expect(tied.ok && tied.value.hands[0]!.result).toMatchObject({ outcome: 'tied', winner: null, seats: [1, 3] });
    expect(tied.ok && tied.value.match.pose).toEqual({ by: 'holder', bone: [6, 6], forced: true });
  });
});
