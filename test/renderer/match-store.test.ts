/**
 * The table's store (renderer/src/stores/match.ts) with the transport replaced: after the app
 * switches to another database file, nothing it held is kept, not even a match with the same id
 * (the other file's match 1 is another match); the file's first description is no switch.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { ApiResult, MatchView } from '../../api/contract.ts';

let path = '/club/monday.sqlite';
const viewOf = (id: number) => ({ id, status: 'won', current: null, hands: [] }) as unknown as MatchView;
const answers: Record<string, (input: unknown) => ApiResult<unknown>> = {
  appVersion: () => ({ ok: true, value: '1.0.0' }),
  databaseInfo: () => ({ ok: true, value: { path, version: 1 } }),
  chooseDatabase: () => {
    path = '/club/tuesday.sqlite';
    return { ok: true, value: { path, version: 1 } };
  },
  getMatch: (input) => ({ ok: true, value: viewOf((input as { matchId: number }).matchId) }),
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

const { useAppStore } = await import('../../renderer/src/stores/app.ts');
const { useMatchStore } = await import('../../renderer/src/stores/match.ts');

describe('the open match when the database file changes', () => {
  beforeEach(() => {
    path = '/club/monday.sqlite';
    setActivePinia(createPinia());
  });

  it('keeps the match opened before the file was first described', async () => {
    const match = useMatchStore();
    await match.open(1);
    await useAppStore().load();
    await nextTick();
    expect(match.view?.id).toBe(1);
  });

  it('drops the match held when another file is opened', async () => {
    const app = useAppStore();
    await app.load();
    const match = useMatchStore();
    await match.open(1);
    expect(match.view?.id).toBe(1);
    expect(await app.chooseDatabase()).toBe(true);
    await nextTick();
    expect(app.database?.path).toBe('/club/tuesday.sqlite');
    expect(match.view).toBeNull();
    expect(match.unsaved).toBe(0);
  });
});
