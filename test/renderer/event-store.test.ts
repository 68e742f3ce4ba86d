/**
 * The organizer's store (renderer/src/stores/event.ts) with the transport replaced: a command's
 * answer is the event shown and its standings are read again with it (the screens never show new
 * results beside old standings); a refused command changes nothing held and gives the refusal to
 * say; a draw's warnings stay with their round; another database file drops the event held.
 */
import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import type { ApiResult, EventView, StandingsView } from '../../api/contract.ts';

let path = '/club/monday.sqlite';
let revision = 0;
const calls: string[] = [];
const eventOf = (id: number) => ({ id, revision, rounds: [] }) as unknown as EventView;
const standingsOf = (eventId: number) => ({ eventId, revision, rows: [], pending: [], ranking: [], notes: [] }) as unknown as StandingsView;
const answers: Record<string, (input: unknown) => ApiResult<unknown>> = {
  appVersion: () => ({ ok: true, value: '1.0.0' }),
  databaseInfo: () => ({ ok: true, value: { path, version: 1 } }),
  chooseDatabase: () => {
    path = '/club/tuesday.sqlite';
    return { ok: true, value: { path, version: 1 } };
  },
  getEvent: (input) => ({ ok: true, value: eventOf((input as { eventId: number }).eventId) }),
  getStandings: (input) => ({ ok: true, value: standingsOf((input as { eventId: number }).eventId) }),
  enterPaperScore: (input) => {
    revision++;
    return { ok: true, value: eventOf((input as { eventId: number }).eventId) };
  },
  drawRound: (input) => {
    revision++;
    return { ok: true, value: { event: eventOf((input as { eventId: number }).eventId), round: 2, warnings: [{ kind: 'second-bye', entrant: 'p1' }] } };
  },
  setForfeit: () => ({ ok: false, error: { code: 'event/round-closed', message: 'Round 1 is closed.', params: { round: 1 } } }),
  checkRound: (input) => {
    const { tables } = input as { tables: { seats: string[] }[] };
    return { ok: true, value: { warnings: tables.length > 1 ? [{ kind: 'rematch', entrants: ['p1', 'p2'], table: 1 }] : [] } };
  },
  renameEntrant: () => ({ ok: false, error: { code: 'event/names-recorded', message: 'Recorded.', params: { entrant: 'p1', name: 'Ann & Cat' } } }),
};

vi.mock('../../renderer/src/api.ts', () => ({
  api: new Proxy(
    {},
    {
      get: (_, method: string) => (input: unknown) => {
        calls.push(method);
        return Promise.resolve(answers[method]?.(input) ?? { ok: false, error: { code: 'test/none', message: `${method} is not answered here` } });
      },
    },
  ),
}));

const { useAppStore } = await import('../../renderer/src/stores/app.ts');
const { useEventStore } = await import('../../renderer/src/stores/event.ts');

describe('the event on screen', () => {
  beforeEach(() => {
    path = '/club/monday.sqlite';
    revision = 0;
    calls.length = 0;
    setActivePinia(createPinia());
  });

  it('a result entered shows the new event and the standings read after it', async () => {
    const events = useEventStore();
    await events.open(7);
    calls.length = 0;
    const r = await events.paperScore(1, 2, [100, 64]);
    expect(r.ok).toBe(true);
    expect(calls).toEqual(['enterPaperScore', 'getStandings']);
    expect((events.view as unknown as { revision: number }).revision).toBe(1);
    expect((events.standings as unknown as { revision: number }).revision).toBe(1);
  });

  // issue 17: "Bad input gets a clear refusal and changes nothing".
  it('a refused command keeps what was shown and gives the refusal, with its facts', async () => {
    const events = useEventStore();
    await events.open(7);
    const [view, standings] = [events.view, events.standings];
    const r = await events.forfeit(1, 2, ['p1']);
    expect(r).toEqual({ ok: false, error: { code: 'event/round-closed', message: 'Round 1 is closed.', params: { round: 1 } } });
    expect(events.view).toBe(view);
    expect(events.standings).toBe(standings);
  });

  it("a draw's warnings stay with the round drawn", async () => {
    const events = useEventStore();
    await events.open(7);
    await events.draw();
    expect(events.warnings).toEqual({ round: 2, list: [{ kind: 'second-bye', entrant: 'p1' }] });
    await events.open(8);
    expect(events.warnings).toBeNull();
  });

  it('another database file drops the event held; the first description is no switch', async () => {
    const events = useEventStore();
    const app = useAppStore();
    await events.open(1);
    await app.load();
    await nextTick();
    expect(events.view?.id).toBe(1);
    await app.chooseDatabase();
    await nextTick();
    expect(events.view).toBeNull();
    expect(events.standings).toBeNull();
  });
});

describe('the seating editor and renames (issue 17 Screens gaps)', () => {
  beforeEach(() => {
    revision = 0;
    calls.length = 0;
    setActivePinia(createPinia());
  });

  it('a seating checked live changes nothing held and reads no standings', async () => {
    const events = useEventStore();
    await events.open(7);
    const [view, standings] = [events.view, events.standings];
    calls.length = 0;
    const r = await events.checkRound(2, [{ table: 1, seats: ['p1', 'p2'] }], []);
    expect(r).toEqual({ ok: true, value: { warnings: [] } });
    expect(calls).toEqual(['checkRound']);
    expect([events.view, events.standings, events.warnings]).toEqual([view, standings, null]);
  });

  it('only the latest check is answered: an earlier one overtaken says nothing', async () => {
    const events = useEventStore();
    await events.open(7);
    const first = events.checkRound(2, [{ table: 1, seats: ['p1', 'p2'] }, { table: 2, seats: ['p3', 'p4'] }], []);
    const second = events.checkRound(2, [{ table: 1, seats: ['p1', 'p3'] }], []);
    expect(await first).toBeNull();
    expect(await second).toEqual({ ok: true, value: { warnings: [] } });
  });

  it('a refused rename gives its refusal and keeps the event shown', async () => {
    const events = useEventStore();
    await events.open(7);
    const view = events.view;
    const r = await events.rename('p1', 'Ann & Kat', ['Ann', 'Kat']);
    expect(r.ok ? null : r.error.code).toBe('event/names-recorded');
    expect(events.view).toBe(view);
  });
});

describe('commands given quickly', () => {
  beforeEach(() => {
    revision = 0;
    calls.length = 0;
    setActivePinia(createPinia());
  });

  it('run one after another, none refused while the last is saved', async () => {
    const events = useEventStore();
    await events.open(7);
    calls.length = 0;
    const [a, b] = await Promise.all([events.paperScore(1, 1, [100, 81]), events.paperScore(1, 2, [100, 64])]);
    expect([a.ok, b.ok]).toEqual([true, true]);
    expect(calls).toEqual(['enterPaperScore', 'getStandings', 'enterPaperScore', 'getStandings']);
    expect(events.busy).toBe(false);
  });
});
