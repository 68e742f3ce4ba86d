/**
 * Importing an event replays each record once (stop note of issue 17: "Importing an event replays
 * every record twice (the file check, then importRecord)"; through the service it was three
 * times, and each record was read twice). The rules check of a record is `checkRecord`, its
 * reading `parseRecord` (domain/record.ts); both are counted here, through the service as the
 * screens import a file, and through the store as the bench does. The check itself is no weaker: the refusals of
 * a bad file are those of test/api/events-files.test.ts and test/db/events.test.ts, unchanged.
 */
import { describe, expect, it, vi } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { importEvent } from '../../db/events.ts';
import { openDatabase } from '../../db/open.ts';
import { parseEvent } from '../../domain/events/format.ts';
import { checkRecord, parseRecord, parseRecordValue } from '../../domain/record.ts';
import { clubNight } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

vi.mock('../../domain/record.ts', async (original) => {
  const real = await original<typeof import('../../domain/record.ts')>();
  return { ...real, checkRecord: vi.fn(real.checkRecord), parseRecord: vi.fn(real.parseRecord), parseRecordValue: vi.fn(real.parseRecordValue) };
});

// Checked in this thread, where the counts are kept (a large file's check runs in a worker, the same code: api/import-check.ts).
const t = useTempService('event-import-once', { importWorker: null });
const replays = vi.mocked(checkRecord);
// A record is read by parseRecord, or by parseRecordValue inside an event file (whose JSON checks
// cover its records); parseRecord's own call of parseRecordValue is inside the module, not counted.
const readsWhole = vi.mocked(parseRecord);
const readsValue = vi.mocked(parseRecordValue);
const reads = {
  mockClear: (): void => {
    readsWhole.mockClear();
    readsValue.mockClear();
  },
  count: (): number => readsWhole.mock.calls.length + readsValue.mock.calls.length,
};

/** The club night's text and how many records it holds (games recorded bone by bone). */
function file(): { text: string; records: number } {
  const event = clubNight() as { rounds: { tables: { games: object[] }[] }[] };
  const records = event.rounds.flatMap((r) => r.tables.flatMap((tb) => tb.games)).filter((g) => 'record' in g).length;
  return { text: JSON.stringify(event), records };
}

describe('importing an event replays each record once', () => {
  it('through the service (importEvent of a file): one replay and one read a record', async () => {
    const { text, records } = file();
    expect(records).toBeGreaterThan(0);
    replays.mockClear();
    reads.mockClear();
    const view = value<EventView>(await t.service.call('importEvent', { text }));
    expect(view.rounds.flatMap((r) => r.tables.flatMap((tb) => tb.games)).filter((g) => g.kind === 'record')).toHaveLength(records);
    expect(replays).toHaveBeenCalledTimes(records);
    expect(reads.count()).toBe(records);
  });

  it('through the store (db importEvent of an event made in code): one replay and one read a record, as importRecord read it', () => {
    const { text, records } = file();
    const parsed = parseEvent(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const db = openDatabase(':memory:');
    replays.mockClear();
    reads.mockClear();
    const imported = importEvent(db, parsed.value);
    expect(imported.ok).toBe(true);
    expect(replays).toHaveBeenCalledTimes(records);
    expect(reads.count()).toBe(records);
    db.close();
  });
});
