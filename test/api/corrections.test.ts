import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import type { CorrectionRecord, MatchCorrection, MatchRecord } from '../../domain/record.ts';
import { checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { formatReport, toJson } from '../../cli/report.ts';
import { randomMatchRecord } from '../support/random.ts';
import { matchRenamedAroundAnUndo } from '../support/renames.ts';
import { useTempService, value } from '../support/service.ts';

/**
 * Corrections (moves taken back by undo) travel with the match: the api lists them, an exported
 * record carries them, an import keeps them, and the referee prints them. The brief: referees
 * "replay any hand bone by bone, see every correction".
 */

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
const temp = useTempService('corrections');

async function call<T = MatchView>(method: Parameters<Service['call']>[0], input?: unknown): Promise<T> {
  return value<T>(await temp.service.call(method, input));
}

/** A match with one hand under way: 6-6 posed, Ben's 6-3 taken back, Ben's 6-5 instead. */
async function matchWithACorrection(): Promise<MatchView> {
  const match = await call('createMatch', { rules: 'jamaican-partner', seats: SEATS });
  await call('startHand', { matchId: match.id });
  await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
  await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, bone: [6, 3] } });
  await call('undoMove', { matchId: match.id });
  return call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, bone: [6, 5] } });
}

describe('corrections', () => {
  it('are listed by the api with where, what and when', async () => {
    const match = await matchWithACorrection();
    const list = await call<CorrectionRecord[]>('listCorrections', { matchId: match.id });
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ hand: 0, move: 1, removed: { seat: 1, bone: [6, 3] } });
    expect(list[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(await temp.service.call('listCorrections', { matchId: 999 })).toMatchObject({ ok: false, error: { code: 'db/no-such-match' } });
  });

  // The review of issue 18: the replay screen listed the moves taken back but not the renames the
  // export and the referee's report show; listCorrections, which the replay reads, now lists both.
  it('list the players renamed among the moves taken back, oldest first, as the export does', async () => {
    const match = await matchRenamedAroundAnUndo(call);
    const list = await call<MatchCorrection[]>('listCorrections', { matchId: match.id });
    expect(list).toMatchObject([{ seat: 1, renamed: { from: 'Bne', to: 'Ben' } }, { hand: 0, move: 1, removed: { seat: 1, bone: [6, 3] } }, { seat: 3, renamed: { from: 'Dan', to: 'Dee' } }]);
    expect(list.map((c) => c.at)).toEqual(list.map((c) => c.at).sort());
    const parsed = parseRecord((await call<{ text: string }>('exportRecord', { matchId: match.id })).text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.corrections).toEqual(list);
  });

  it('travel in the exported record, come back with an import, and the referee prints them', async () => {
    const match = await matchWithACorrection();
    const { text } = await call<{ text: string }>('exportRecord', { matchId: match.id });
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.corrections).toEqual(await call('listCorrections', { matchId: match.id }));

    const again = await call('importRecord', { text });
    expect(await call('listCorrections', { matchId: again.id })).toEqual(parsed.value.corrections);
    expect((await call<{ text: string }>('exportRecord', { matchId: again.id })).text).toBe(text);

    // A finished record with the same corrections, for the referee (which wants whole hands).
    const whole: MatchRecord = { ...randomMatchRecord(5, 2), corrections: parsed.value.corrections! };
    const checked = checkRecordText(writeRecord(whole));
    if (!checked.ok) throw new Error(checked.error.message);
    const report = formatReport(checked.value);
    expect(report).toMatch(/Corrections: 1 entry was taken back by the scorekeeper \(oldest first\)\.\n {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, hand 1, move 2: Ben's 6-3 taken back\.\n$/);
    expect(toJson(checked.value).corrections).toEqual(parsed.value.corrections);
  });

  it('say what went with an undo that reopened a settled hand', async () => {
    const record = randomMatchRecord(7, 1);
    const match = await call('importRecord', { text: writeRecord(record) });
    // Take back the last bone of the finished hand: its settlement (if any) goes with it.
    await call('undoMove', { matchId: match.id });
    const [c] = await call<CorrectionRecord[]>('listCorrections', { matchId: match.id });
    expect(c).toMatchObject({ hand: 0, move: record.hands[0]!.moves.length - 1, removed: record.hands[0]!.moves.at(-1) });
    expect(c!.clearedLeft ?? c!.clearedPips ?? null).toEqual(record.hands[0]!.left ?? record.hands[0]!.pips ?? null);
  });
});

describe('corrections in a record file', () => {
  const base = () => randomMatchRecord(2, 1);
  const withCorrections = (corrections: unknown) => JSON.stringify({ ...base(), corrections });
  const ok: CorrectionRecord = { at: '2026-11-23T20:14:03.120Z', hand: 0, move: 3, removed: { seat: 2, pass: true } };

  it('are read and written back unchanged', () => {
    const parsed = parseRecord(withCorrections([ok, { ...ok, removed: { seat: 1, redeal: true } }]));
    expect(parsed.ok && parsed.value.corrections).toEqual([ok, { ...ok, removed: { seat: 1, redeal: true } }]);
    if (parsed.ok) expect(parseRecord(writeRecord(parsed.value))).toEqual(parsed);
  });

  it.each([
    ['a time that is not ISO 8601', [{ ...ok, at: 'yesterday' }], 'corrections[0].at'],
    ['an unknown field', [{ ...ok, why: 'typo' }], 'corrections[0].why'],
    ['a seat the game does not have', [{ ...ok, removed: { seat: 3, pass: true } }], 'corrections[0].removed.seat'],
    ['a hand long after the last', [{ ...ok, hand: 5 }], 'corrections[0].hand'],
    ['a bone beyond double-nine', [{ ...ok, removed: { seat: 0, bone: [12, 3] } }], 'corrections[0].removed.bone'],
    ['a move of no known shape', [{ ...ok, removed: { seat: 0, knock: true } }], 'corrections[0].removed'],
    ['not a list', { 0: ok }, 'corrections'],
  ])('refuse %s, naming the field', (_name, corrections, field) => {
    const text = corrections === undefined ? '' : withCorrections(corrections);
    const parsed = parseRecord(field === 'corrections[0].removed.seat' ? JSON.stringify({ ...base(), seats: ['A', 'B', 'C'], rules: 'jamaican-cut-throat', corrections }) : text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toMatchObject({ code: 'record/field', field });
  });

  it('never change the verdict or the score of a record (property)', () => {
    const correction = fc.record({
      at: fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString()),
      hand: fc.integer({ min: 0, max: 3 }),
      move: fc.integer({ min: 0, max: 40 }),
      removed: fc.oneof(
        fc.record({ seat: fc.integer({ min: 0, max: 3 }), pass: fc.constant(true as const) }),
        fc.record({ seat: fc.integer({ min: 0, max: 3 }), bone: fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })) }),
      ),
    });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.array(correction, { maxLength: 5 }), (seed, corrections) => {
        const record = randomMatchRecord(seed, 3);
        const plain = checkRecordText(writeRecord(record));
        const corrected = checkRecordText(writeRecord({ ...record, corrections }));
        expect(corrected.ok).toBe(plain.ok);
        if (plain.ok && corrected.ok) expect(toJson(corrected.value)).toEqual({ ...toJson(plain.value), ...(corrections.length > 0 && { corrections }) });
      }),
      { numRuns: 100 },
    );
  });
});
