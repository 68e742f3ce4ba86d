/**
 * Lankford's Cuban draw game through the contract (cuban.txt: "The first player must begin with a
 * double, drawing tiles if necessary until a double is obtained"). Our reading when none is
 * obtained (docs/rules.md): the hand is thrown in after the draws. The view says when the screen
 * may offer it (`canRedeal`), recordMove takes it, the export keeps the draws and the referee
 * says what happened.
 */
import { describe, expect, it } from 'vitest';
import type { ExportedRecord, MatchView } from '../../api/contract.ts';
import { formatFamilyReport } from '../../cli/family-report.ts';
import { checkRecordText } from '../../domain/record.ts';
import { useTempService, value } from '../support/service.ts';

const ctx = useTempService('api');

async function started(rules: string, seats: string[]): Promise<MatchView> {
  const created = value<MatchView>(await ctx.service.call('createMatch', { rules, seats }));
  return value<MatchView>(await ctx.service.call('startHand', { matchId: created.id }));
}

const move = async (matchId: number, m: unknown) => ctx.service.call('recordMove', { matchId, hand: 0, move: m });

describe("a hand thrown in after the first player's draws (cuban-draw)", () => {
  it('is offered only once he has drawn the whole boneyard, then taken, kept in the export, and worded by the referee', async () => {
    const view = await started('cuban-draw', ['Ann', 'Ben', 'Cat']);
    // The family allows a redeal, but not at the start of a hand: the first player draws first.
    expect([view.table.redeal, view.current!.canRedeal]).toEqual([true, false]);
    // Thrown in before any draw, at the table: refused, nothing saved (a file may still say so,
    // written before the draws could be kept: checkRecord reads it).
    const first = await move(view.id, { seat: 1, redeal: true });
    expect(first).toMatchObject({ ok: false, error: { code: 'hand/redeal', hand: 0, field: 'redeal', params: { reason: { kind: 'boneyard-left', seat: 'Ben', count: 13 } } } });
    expect(value<MatchView>(await ctx.service.call('getMatch', { matchId: view.id })).current).toMatchObject({ status: 'waiting-pose', redeal: null });
    const some = value<MatchView>(await move(view.id, { seat: 1, draw: 4 }));
    expect([some.current!.canRedeal, some.current!.stock, some.current!.turn]).toEqual([false, 9, 1]);
    const early = await move(view.id, { seat: 1, redeal: true });
    expect(early).toMatchObject({ ok: false, error: { code: 'hand/redeal', params: { reason: { kind: 'boneyard-left', seat: 'Ben', count: 9 } } } });
    const all = value<MatchView>(await move(view.id, { seat: 1, draw: 9 }));
    expect([all.current!.canRedeal, all.current!.canDraw, all.current!.canPass]).toEqual([true, false, false]);
    const thrown = value<MatchView>(await move(view.id, { seat: 1, redeal: true }));
    expect(thrown.status).toBe('needs-hand');
    expect(thrown.current).toMatchObject({ status: 'redeal', redeal: { seat: 1 }, canRedeal: false, drawnBy: [0, 13, 0] });
    expect(thrown.current!.result).toMatchObject({ outcome: 'redeal', winner: null, points: 0 });
    expect(thrown.score).toEqual([0, 0, 0]);
    // Nothing else changes: anyone may still pose the next hand.
    expect(thrown.nextHand).toMatchObject({ index: 1, pose: { who: 'anyone' } });

    const file = value<ExportedRecord>(await ctx.service.call('exportRecord', { matchId: view.id }));
    expect(JSON.parse(file.text).hands).toEqual([{ moves: [{ seat: 1, draw: 4 }, { seat: 1, draw: 9 }], redeal: { seat: 1 } }]);
    const checked = checkRecordText(file.text);
    if (!checked.ok) throw new Error(checked.error.message);
    expect(formatFamilyReport(checked.value)).toContain(
      "Hand 1: thrown in at Ben's demand; Ben drew the whole boneyard (13 bones) without finding a double; the bones are dealt again.",
    );
  });

  it('another seat cannot throw it in for him; once posed nobody can', async () => {
    const view = await started('cuban-draw', ['Ann', 'Ben']);
    value(await move(view.id, { seat: 0, draw: 14 }));
    expect(await move(view.id, { seat: 1, redeal: true })).toMatchObject({ ok: false, error: { code: 'turn/out-of-turn' } });
    const other = await started('cuban-draw', ['Ann', 'Ben']);
    value(await move(other.id, { seat: 0, draw: 2 }));
    const posed = value<MatchView>(await move(other.id, { seat: 0, bone: [2, 2] }));
    expect(posed.current!.canRedeal).toBe(false);
    expect(await move(other.id, { seat: 0, redeal: true })).toMatchObject({ ok: false, error: { code: 'hand/redeal', params: { reason: { kind: 'posed' } } } });
  });

  it('elsewhere the view offers a redeal before the pose only, where the family has one', async () => {
    const cuban = await started('cuban', ['Ann', 'Ben', 'Cat', 'Dan']);
    expect(cuban.current!.canRedeal).toBe(true);
    const posed = value<MatchView>(await move(cuban.id, { seat: 0, bone: [9, 9] }));
    expect(posed.current!.canRedeal).toBe(false);
    const partner = await started('jamaican-partner', ['Ann', 'Ben', 'Cat', 'Dan']);
    expect(partner.current!.canRedeal).toBe(false);
  });
});
