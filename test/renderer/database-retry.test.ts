/**
 * The full-page refusal of a file in use by another program, or that does not allow writing
 * (issue 18 items 13 and 14): each has its own words, and it offers "Try again", which asks for the
 * database again (the service then opens the file again, api/service.ts) and leaves the refusal
 * once the file opens. Other refusals (damaged, too new, another program's file) offer no retry:
 * nothing will change by asking.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../api/contract.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };

let database: ApiResult<unknown> = { ok: false, error: { code: 'db/in-use', message: 'in use', params: { file: '/club.sqlite', sqlite: 'database is locked' } } };
vi.mock('../../renderer/src/api.ts', () => ({
  api: {
    appVersion: () => Promise.resolve({ ok: true, value: '1.0.0' }),
    databaseInfo: () => Promise.resolve(database),
  },
}));

const { PASSING_REFUSALS, REFUSED_DATABASE, useAppStore } = await import('../../renderer/src/stores/app.ts');

describe('a database refused for a reason that passes', () => {
  beforeEach(() => setActivePinia(createPinia()));

  it('is refused with its own words, and shown the database once asked again after it passed', async () => {
    const app = useAppStore();
    await app.load();
    expect(app.refused?.code).toBe('db/in-use');
    database = { ok: true, value: { path: '/club.sqlite', version: 7 } };
    // What the refusal's "Try again" does (App.vue tryAgain).
    await app.load();
    expect(app.refused).toBeNull();
    expect(app.database).toEqual({ path: '/club.sqlite', version: 7 });
  });

  it('offers Try again only where asking again can change the answer', () => {
    expect([...PASSING_REFUSALS].sort()).toEqual(['db/in-use', 'db/read-only']);
    for (const code of ['db/not-ours', 'db/read-only', 'db/in-use']) expect(Object.hasOwn(REFUSED_DATABASE, code)).toBe(true);
  });

  it('has its words in English and Spanish', () => {
    for (const key of ['notOurs', 'readOnly', 'inUse', 'retry'] as const) {
      expect(en.app.refused[key]).toBeTruthy();
      expect(es.app.refused[key]).toBeTruthy();
      expect(es.app.refused[key]).not.toBe(en.app.refused[key]);
    }
    // Never the damaged file's advice (restore a backup), which could replace a good file.
    expect(en.app.refused.inUse).not.toMatch(/restore|backup/i);
    expect(en.app.refused.inUse).toContain('It is not damaged');
  });
});
