/**
 * Entrants from a CSV are checked against the event once, however many rows it has (issue 25
 * item 19: each row was added on its own, and each addition checked the whole event as its file
 * reads, `checkEventText`: 125 rows took 2.8 s, 1,000 rows 70 s, with the server held meanwhile).
 * The check is counted here through the service, as the screens import a file; the bench's
 * entrants-csv-import times it beside creating an event from the same rows. The refusals are
 * those of test/api/events-csv.test.ts, unchanged: all rows or none.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EntrantsImported, EventView } from '../../api/contract.ts';
import { checkEventText } from '../../domain/events/format.ts';
import { useTempService, value } from '../support/service.ts';

vi.mock('../../domain/events/format.ts', async (original) => {
  const real = await original<typeof import('../../domain/events/format.ts')>();
  return { ...real, checkEventText: vi.fn(real.checkEventText) };
});

const t = useTempService('events-csv-once');
const checks = vi.mocked(checkEventText);

const csv = (rows: number, from = 0): string => ['name,player1,player2', ...Array.from({ length: rows }, (_, i) => `Pair ${from + i},Ann ${from + i},Ben ${from + i}`)].join('\n');

async function eventWith(text: string): Promise<EventView> {
  return value<EventView>(await t.service.call('createEvent', { name: 'Open', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrantsCsv: text }));
}

describe('a CSV of entrants is checked against the event once', () => {
  it('500 rows added to an event of 500: the event file checked once, as for one row', async () => {
    const { id: eventId } = await eventWith(csv(500));
    checks.mockClear();
    const one = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId, text: csv(1, 500) }));
    expect(one.added).toHaveLength(1);
    const forOne = checks.mock.calls.length;
    checks.mockClear();
    const many = value<EntrantsImported>(await t.service.call('importEntrantsCsv', { eventId, text: csv(500, 501) }));
    expect(many.added).toHaveLength(500);
    expect(many.event.entrants).toHaveLength(1_001);
    expect(checks.mock.calls.length).toBe(forOne);
  });

  it('a row the event refuses (a name it has) adds none of the rows before it', async () => {
    const { id: eventId } = await eventWith(csv(3));
    const answer = await t.service.call('importEntrantsCsv', { eventId, text: `${csv(5, 3)}\nPair 1,Cal,Dee` });
    expect(answer.ok).toBe(false);
    expect(value<EventView>(await t.service.call('getEvent', { eventId })).entrants).toHaveLength(3);
  });
});
