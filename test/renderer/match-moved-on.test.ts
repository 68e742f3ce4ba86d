/**
 * The table's store (renderer/src/stores/match.ts) with the transport replaced: a move the rules
 * refuse because another window moved the match on is said as that (match/moved-on), not as the
 * rules' reason for the match as it now is, which read as the scorekeeper's wrong entry; a move
 * the rules refuse on the match as this window shows it keeps the rules' reason.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult, MatchView } from '../../api/contract.ts';

/** A match in its first hand after `moves` moves: all a store needs to send a move and compare. */
const viewAfter = (moves: number) => ({ id: 1, status: 'playing', current: { index: 0, moves: Array.from({ length: moves }, (_, index) => ({ index })) }, hands: [] }) as unknown as MatchView;
let saved = viewAfter(3);
const NOT_YOUR_TURN = { code: 'turn/not-your-turn', message: "It is Ann's turn, not Dan's.", params: {} };
const answers: Record<string, (input: unknown) => ApiResult<unknown>> = {
  getMatch: () => ({ ok: true, value: saved }),
  recordMove: () => ({ ok: false, error: NOT_YOUR_TURN }),
};

vi.mock('../../renderer/src/api.ts', () => ({
  api: new Proxy(
    {},
    {
      get: (_, method: string) => (input: unknown) =>
        Promise.resolve(answers[method]?.(input) ?? { ok: false, error: { code: 'test/none', message: `${method} is not answered here` } }),
    },
  ),
}));

const { useMatchStore } = await import('../../renderer/src/stores/match.ts');

describe('a move refused by the rules, sent from a screen the server has moved past', () => {
  beforeEach(() => {
    saved = viewAfter(3);
    setActivePinia(createPinia());
  });

  // Two windows at one table: the other recorded Dan's 5-5; this one still showed Dan to play.
  it('is said as the match changed elsewhere when the match read again differs', async () => {
    const match = useMatchStore();
    await match.open(1);
    saved = viewAfter(4);
    await match.record({ seat: 3, bone: [5, 5] });
    expect(match.refusal?.code).toBe('match/moved-on');
    expect(match.view).toBe(saved);
  });

  it('keeps the rules\' reason when the match is as this screen shows it', async () => {
    const match = useMatchStore();
    await match.open(1);
    await match.record({ seat: 3, bone: [5, 5] });
    expect(match.refusal).toEqual(NOT_YOUR_TURN);
  });
});
