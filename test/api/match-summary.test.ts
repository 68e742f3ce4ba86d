/**
 * What the Matches list is told about a match (MatchSummary): the hand in play, and the hands
 * played to their end (a hand thrown in is not played), beside the hands started.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult, MatchSummary, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';

let dir = '';
let service: Service;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-summary-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3' });
});
afterEach(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

async function summary(id: number): Promise<Pick<MatchSummary, 'hands' | 'handInPlay' | 'handsPlayed'>> {
  const all = value<MatchSummary[]>(await service.call('listMatches', {}));
  const m = all.find((s) => s.id === id)!;
  return { hands: m.hands, handInPlay: m.handInPlay, handsPlayed: m.handsPlayed };
}

describe('the Matches list: hand in play and hands played', () => {
  it('counts from the hands as the table numbers them; a hand thrown in is started, not played', async () => {
    // Cuban (cuban.txt "the tiles must be thrown in and mixed again"): a redeal before the pose.
    const { id } = value<MatchView>(await service.call('createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    expect(await summary(id)).toEqual({ hands: 0, handInPlay: null, handsPlayed: 0 });
    value(await service.call('startHand', { matchId: id }));
    expect(await summary(id)).toEqual({ hands: 1, handInPlay: 0, handsPlayed: 0 });
    value(await service.call('recordMove', { matchId: id, hand: 0, move: { seat: 2, redeal: true } }));
    // Between hands: the thrown-in hand is over, none in play, none played.
    expect(await summary(id)).toEqual({ hands: 1, handInPlay: null, handsPlayed: 0 });
    value(await service.call('startHand', { matchId: id }));
    value(await service.call('recordMove', { matchId: id, hand: 1, move: { seat: 0, bone: [9, 9] } }));
    expect(await summary(id)).toEqual({ hands: 2, handInPlay: 1, handsPlayed: 0 });
  });

  it('a match won: every hand played counted, none in play', async () => {
    const text = readFileSync(join(import.meta.dirname, '../../docs/examples/cuban-draw.json'), 'utf8');
    const hands = (JSON.parse(text) as { hands: unknown[] }).hands.length;
    const imported = value<MatchView>(await service.call('importRecord', { text }));
    expect(imported.status).toBe('won');
    expect(await summary(imported.id)).toEqual({ hands, handInPlay: null, handsPlayed: hands });
  });
});
