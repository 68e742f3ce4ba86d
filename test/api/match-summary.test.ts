/**
 * What the Matches list is told about a match (MatchSummary): the hand in play, and the hands
 * played to their end (a hand thrown in is not played), beside the hands started.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MatchSummary, MatchView } from '../../api/contract.ts';
import { useTempService, value } from '../support/service.ts';

const ctx = useTempService('api');

async function summary(id: number): Promise<Pick<MatchSummary, 'hands' | 'handInPlay' | 'handsPlayed'>> {
  const all = value<MatchSummary[]>(await ctx.service.call('listMatches', {}));
  const m = all.find((s) => s.id === id)!;
  return { hands: m.hands, handInPlay: m.handInPlay, handsPlayed: m.handsPlayed };
}

describe('the Matches list: hand in play and hands played', () => {
  it('counts from the hands as the table numbers them; a hand thrown in is started, not played', async () => {
    // Cuban (cuban.txt "the tiles must be thrown in and mixed again"): a redeal before the pose.
    const { id } = value<MatchView>(await ctx.service.call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    expect(await summary(id)).toEqual({ hands: 0, handInPlay: null, handsPlayed: 0 });
    value(await ctx.service.call('startHand', { matchId: id }));
    expect(await summary(id)).toEqual({ hands: 1, handInPlay: 0, handsPlayed: 0 });
    value(await ctx.service.call('recordMove', { matchId: id, hand: 0, move: { seat: 2, redeal: true } }));
    // Between hands: the thrown-in hand is over, none in play, none played.
    expect(await summary(id)).toEqual({ hands: 1, handInPlay: null, handsPlayed: 0 });
    value(await ctx.service.call('startHand', { matchId: id }));
    value(await ctx.service.call('recordMove', { matchId: id, hand: 1, move: { seat: 0, bone: [9, 9] } }));
    expect(await summary(id)).toEqual({ hands: 2, handInPlay: 1, handsPlayed: 0 });
  });

  it('a match won: every hand played counted, none in play', async () => {
    const text = readFileSync(join(import.meta.dirname, '../../docs/examples/cuban-draw.json'), 'utf8');
    const hands = (JSON.parse(text) as { hands: unknown[] }).hands.length;
    const imported = value<MatchView>(await ctx.service.call('importRecord', { text }));
    expect(imported.status).toBe('won');
    expect(await summary(imported.id)).toEqual({ hands, handInPlay: null, handsPlayed: hands });
  });
});
