/**
 * The api's ruleHand (issue 18 item 8: "A renege or other misplay found during or after a hand
 * cannot be recorded: the app only lets the scorekeeper take moves back"): a hand ended by a
 * referee's ruling, its moves kept, the score and the export following it; refusals that change
 * nothing; the undo that takes the ruling back and keeps it among the corrections.
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, ExportedRecord, MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import type { CorrectionRecord } from '../../domain/record.ts';
import { checkRecord, checkRecordText, parseRecord } from '../../domain/record.ts';
import { formatReport } from '../../cli/report.ts';
import { keyBoneHand } from '../support/hands.ts';
import { undoShown } from '../../api/update.ts';
import { merged, useTempService, value } from '../support/service.ts';

const temp = useTempService('rule-hand');
const RENEGE = { side: 1, points: 2, reason: 'Ann reneged on the 0' };

async function call<T = MatchView>(method: Parameters<Service['call']>[0], input?: unknown): Promise<ApiResult<T>> {
  return (await temp.service.call(method, input)) as ApiResult<T>;
}

/** A partner match with hand 1 started and its first `moves` moves recorded. */
async function midHand(moves = 5): Promise<MatchView> {
  let view = value(await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
  view = value(await call('startHand', { matchId: view.id }));
  for (const move of keyBoneHand().moves.slice(0, moves)) view = merged(view, await call('recordMove', { matchId: view.id, hand: 0, move }));
  return view;
}

describe('ruleHand', () => {
  it('ends the hand in play by the ruling: its moves kept, the side scores, the next hand may start', async () => {
    const before = await midHand();
    const view = value(await call('ruleHand', { matchId: before.id, hand: 0, ruling: RENEGE }));
    expect(view.score).toEqual([0, 2]);
    expect(view.status).toBe('needs-hand');
    expect(view.current?.moves).toHaveLength(5);
    expect(view.current?.result).toMatchObject({ outcome: 'ruling', why: 'ruling', winner: 1, points: 2, ruling: RENEGE });
    expect(view.current?.result?.text).toBe('The referee rules (Ann reneged on the 0): Ben and Dan score 2 points.');
    const exported = value<ExportedRecord>(await call('exportRecord', { matchId: view.id }));
    const checked = checkRecordText(exported.text);
    expect(checked.ok && checked.value.record.hands[0]).toEqual({ moves: keyBoneHand().moves.slice(0, 5), ruling: RENEGE });
    expect(value(await call('startHand', { matchId: view.id })).hands).toHaveLength(2);
  });

  it('no move may follow a ruling in its hand: the move is refused and nothing changes', async () => {
    const before = await midHand();
    value(await call('ruleHand', { matchId: before.id, hand: 0, ruling: RENEGE }));
    const next = keyBoneHand().moves[5];
    const refused = await call('recordMove', { matchId: before.id, hand: 0, move: next });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ruling/moves-after', hand: 0, field: 'hands[0].ruling' } });
    const after = value(await call('getMatch', { matchId: before.id }));
    expect(after.current?.moves).toHaveLength(5);
    expect(after.score).toEqual([0, 2]);
  });

  it('refuses a ruling on a hand already over, a side the game lacks, bad points or reason, each at its field, changing nothing', async () => {
    const over = await midHand(keyBoneHand().moves.length);
    expect(await call('ruleHand', { matchId: over.id, hand: 0, ruling: RENEGE })).toMatchObject({ ok: false, error: { code: 'ruling/hand-over' } });
    const view = await midHand();
    expect(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { ...RENEGE, side: 2 } })).toMatchObject({ ok: false, error: { code: 'ruling/side' } });
    expect(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { ...RENEGE, points: -1 } })).toMatchObject({
      ok: false,
      error: { code: 'input/invalid', field: 'ruling.points' },
    });
    expect(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { ...RENEGE, reason: '' } })).toMatchObject({ ok: false, error: { code: 'input/invalid', field: 'ruling.reason' } });
    expect(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { side: null, points: 1, reason: 'Misdeal' } })).toMatchObject({ ok: false, error: { code: 'ruling/points' } });
    expect(await call('ruleHand', { matchId: view.id, hand: 1, ruling: RENEGE })).toMatchObject({ ok: false, error: { code: 'match/stale-hand' } });
    const after = value(await call('getMatch', { matchId: view.id }));
    expect(after).toEqual(view);
  });

  it('refuses a second ruling on the same hand', async () => {
    const view = await midHand();
    value(await call('ruleHand', { matchId: view.id, hand: 0, ruling: RENEGE }));
    expect(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { ...RENEGE, side: 0 } })).toMatchObject({ ok: false, error: { code: 'db/already-ruled' } });
  });

  it('an undo takes the ruling back (the moves stay) and the correction keeps it, in the export and the referee report', async () => {
    const view = await midHand();
    const ruled = value(await call('ruleHand', { matchId: view.id, hand: 0, ruling: RENEGE }));
    const undone = merged(ruled, await call('undoMove', { matchId: view.id }));
    expect(undone.score).toEqual([0, 0]);
    expect(undone.status).toBe('playing');
    expect(undone.current?.moves).toHaveLength(5);
    const corrections = value<CorrectionRecord[]>(await call('listCorrections', { matchId: view.id }));
    expect(corrections).toMatchObject([{ hand: 0, move: 5, removed: { ruling: RENEGE } }]);
    const exported = value<ExportedRecord>(await call('exportRecord', { matchId: view.id }));
    // The hand is in play again: read as a record still being written, as the referee reads one.
    const parsed = parseRecord(exported.text);
    const checked = parsed.ok ? checkRecord(parsed.value, { inProgress: true }) : parsed;
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(formatReport(checked.value)).toMatch(/hand 1: the referee's ruling \("Ann reneged on the 0"\) taken back\./);
    // The hand goes on, as it was.
    merged(undone, await call('recordMove', { matchId: view.id, hand: 0, move: keyBoneHand().moves[5] }));
  });

  it('an undo from a screen that showed the hand before the ruling (another window) is refused: match/changed', async () => {
    const view = await midHand();
    const shown = undoShown(view);
    value(await call('ruleHand', { matchId: view.id, hand: 0, ruling: RENEGE }));
    expect(await call('undoMove', { matchId: view.id, shown })).toMatchObject({ ok: false, error: { code: 'match/changed' } });
    const ruled = value(await call('getMatch', { matchId: view.id }));
    expect(ruled.score).toEqual([0, 2]);
    expect((await call('undoMove', { matchId: view.id, shown: undoShown(ruled) })).ok).toBe(true);
  });

  it('a ruling with no score changes nothing but ends the hand; an import of a ruled record reads back the same', async () => {
    const view = await midHand(0);
    const ruled = value(await call('ruleHand', { matchId: view.id, hand: 0, ruling: { side: null, points: 0, reason: 'Misdeal' } }));
    expect(ruled.score).toEqual([0, 0]);
    expect(ruled.status).toBe('needs-hand');
    expect(ruled.current?.result).toMatchObject({ outcome: 'ruling', winner: null, points: 0 });
    const text = value<ExportedRecord>(await call('exportRecord', { matchId: view.id })).text;
    const imported = value(await call('importRecord', { text }));
    expect(value<ExportedRecord>(await call('exportRecord', { matchId: imported.id })).text).toBe(text);
  });
});
