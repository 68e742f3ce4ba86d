/**
 * Settling through the service with only the seats the scoring reads (issue 18 item 7): after a
 * Cuban domino the hand view says the winner's partner is not needed, settleBlock takes null for
 * him and scores the hand as with his bones, and an opponent left out is refused at his place,
 * nothing saved.
 */
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { cubanDomino } from '../support/cuban-domino.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('holdings-needed');

/** A Cuban match with the domino hand played, waiting for the holdings. */
async function playedDomino(): Promise<{ id: number; view: MatchView; game: ReturnType<typeof cubanDomino> }> {
  const game = cubanDomino();
  const id = value<MatchView>(await temp.service.call('createMatch', { rules: 'cuban', seats: [...game.record.seats] })).id;
  let view = value<MatchView>(await temp.service.call('startHand', { matchId: id }));
  for (const move of game.record.hands[0]!.moves) view = value<MatchView>(await temp.service.call('recordMove', { matchId: id, hand: 0, move }));
  return { id, view, game };
}

describe('a Cuban domino settled through the service (issue 18 item 7)', () => {
  it('the view says only the opponents are needed; null for the partner settles it, scored as with his bones', async () => {
    const { id, view, game } = await playedDomino();
    expect(view.status).toBe('needs-holdings');
    expect(view.current!.candidates!.map((c) => c.needed)).toEqual([0, 1, 2, 3].map((s) => s % 2 !== game.out % 2));
    const left = game.left.map((bones, s) => (s === game.partner ? null : bones));
    const settled = value<MatchView>(await temp.service.call('settleBlock', { matchId: id, hand: 0, left }));
    expect(settled.score[game.out % 2]).toBe(game.points);
    const exported = value<{ text: string }>(await temp.service.call('exportRecord', { matchId: id }));
    // The record leaves the partner out: the file says what was given, nothing more.
    expect(Object.keys(JSON.parse(exported.text).hands[0].left).map(Number)).toEqual([0, 1, 2, 3].filter((s) => s !== game.partner));
  });

  it('pip totals with null for the partner settle it too', async () => {
    const { id, game } = await playedDomino();
    const pips = game.left.map((bones, s) => (s === game.partner ? null : bones.reduce((t, b) => t + b[0] + b[1], 0)));
    const settled = value<MatchView>(await temp.service.call('settleBlock', { matchId: id, hand: 0, pips }));
    expect(settled.score[game.out % 2]).toBe(game.points);
  });

  it('an opponent left out is refused at his place, and nothing is saved', async () => {
    const { id, game } = await playedDomino();
    const opponent = (game.out + 1) % 4;
    const left = game.left.map((bones, s) => (s === opponent ? null : bones));
    const refused = await temp.service.call('settleBlock', { matchId: id, hand: 0, left });
    expect(refused).toMatchObject({ ok: false, error: { code: 'domino/unsettled', field: `hands[0].left.${opponent}`, params: { seat: game.record.seats[opponent] } } });
    const again = value<MatchView>(await temp.service.call('getMatch', { matchId: id }));
    expect(again.status).toBe('needs-holdings');
  });
});
