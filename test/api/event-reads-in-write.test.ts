/**
 * Every event command that reads the event to decide what it writes reads it inside its own write
 * transaction (issue 25 item 20): with two processes on one file, the draw read the results
 * outside its write, so a late result the other process had acknowledged was closed into a round
 * drawn without it (3 of 4 raced draws differed from `referee next-round` on the export).
 *
 * "The other process" is a second connection to the same file, asked to write at the worst moment:
 * right after the command's first reading of the event. Inside the command's IMMEDIATE transaction
 * it cannot (the write lock is held), which is the point; read outside it, it could, and the
 * command then wrote from what it had read before.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventView, RoundAnswer } from '../../api/contract.ts';
import { readEventSummary, readStoredEvent, setPaperScore } from '../../db/events.ts';
import { openDatabase } from '../../db/open.ts';
import { drawNextRound } from '../../domain/events/pairing.ts';
import { computeStandings } from '../../domain/events/standings.ts';
import { useTempService, value } from '../support/service.ts';

/** Runs once, right after the next reading of an event by the service, when set. */
let afterRead: (() => void) | null = null;

vi.mock('../../db/events.ts', async (original) => {
  const real = await original<typeof import('../../db/events.ts')>();
  return {
    ...real,
    readStoredEvent: vi.fn((...args: Parameters<typeof real.readStoredEvent>) => {
      const read = real.readStoredEvent(...args);
      const hook = afterRead;
      afterRead = null;
      hook?.();
      return read;
    }),
  };
});

const t = useTempService('event-reads-in-write');
/** The other process's connection: it does not wait for a lock (busy_timeout 0). */
let other: Database.Database;
beforeEach(() => {
  other = openDatabase(join(t.dir, 'm.sqlite'));
  other.pragma('busy_timeout = 0');
});
afterEach(() => other.close());

/** Whether the other connection could take the write lock now (it lets go at once). */
function otherCouldWrite(): boolean {
  try {
    other.exec('BEGIN IMMEDIATE');
  } catch (e) {
    if ((e as { code?: string }).code === 'SQLITE_BUSY') return false;
    throw e;
  }
  other.exec('ROLLBACK');
  return true;
}

const PAIRS = ['Ann & Cat', 'Ben & Dan', 'Eve & Fay', 'Gus & Hal'].map((name, i) => ({ id: `p${i + 1}`, name, players: name.split(' & ') as [string, string] }));

/** A Swiss event of four pairs whose round 1 is drawn and complete: table 1's first seat won it, table 2's too. */
async function roundOnePlayed(): Promise<EventView> {
  const made = value<EventView>(
    await t.service.call('createEvent', { name: 'Night', date: '2026-11-26', rules: 'jamaican-partner', options: { target: 6 }, entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrants: PAIRS }),
  );
  const drawn = value<RoundAnswer>(await t.service.call('drawRound', { eventId: made.id }));
  for (const table of drawn.event.rounds[0]!.tables) {
    value(await t.service.call('enterPaperScore', { eventId: made.id, round: 1, table: table.table, score: [6, 2], confirmed: true }));
  }
  return value<EventView>(await t.service.call('getEvent', { eventId: made.id }));
}

describe('the draw reads the results inside its write (issue 25 item 20)', () => {
  it('a result the other process corrects while the draw reads is either in the round drawn or refused, never acknowledged and left out', async () => {
    const event = await roundOnePlayed();
    const table1 = event.rounds[0]!.tables[0]!.table;
    // Table 1's result turned round (its second seat won): round 2 pairs other winners.
    let acknowledged = false;
    afterRead = () => {
      try {
        other.exec('BEGIN IMMEDIATE');
        other.exec('ROLLBACK');
      } catch {
        return; // the draw holds the write lock: the correction waits for it, and is refused here
      }
      acknowledged = setPaperScore(other, event.id, 1, table1, 1, [2, 6]).ok;
    };
    const drawn = value<RoundAnswer>(await t.service.call('drawRound', { eventId: event.id }));
    expect(afterRead).toBeNull();
    // What the referee draws from the file as it now is (round 2 left out): the same tables.
    const now = readEventSummary(other, event.id)!;
    const before = { ...now, rounds: now.rounds.slice(0, 1) };
    const fresh = drawNextRound(before, computeStandings(before));
    if (!fresh.ok) throw new Error(fresh.error.message);
    expect(drawn.event.rounds[1]!.tables.map((tb) => tb.seats.map((s) => s.entrant))).toEqual(fresh.value.tables.map((tb) => tb.seats));
    expect(acknowledged).toBe(false);
  });

  it('every command that reads the event before it writes reads it with the write lock held', async () => {
    const event = await roundOnePlayed();
    const eventId = event.id;
    const seen: Record<string, boolean> = {};
    const probe = async (name: string, method: string, input: unknown): Promise<void> => {
      afterRead = () => {
        seen[name] = otherCouldWrite();
      };
      await t.service.call(method as never, input);
      expect(afterRead, `${name} read the event`).toBeNull();
    };
    await probe('addEntrant', 'addEntrant', { eventId, name: 'Ivy & Jon', players: ['Ivy', 'Jon'] });
    await probe('renameEntrant', 'renameEntrant', { eventId, entrant: 'p1', name: 'Ann & Cathy' });
    await probe('importEntrantsCsv', 'importEntrantsCsv', { eventId, text: 'name,player1,player2\nKim & Lou,Kim,Lou\n' });
    await probe('drawRound', 'drawRound', { eventId });
    await probe('startGame', 'startGame', { eventId, round: 2, table: 1 });
    const view = value<EventView>(await t.service.call('getEvent', { eventId }));
    const tables = view.rounds[1]!.tables.map((tb) => ({ table: tb.table, seats: tb.seats.map((s) => s.entrant) }));
    await probe('saveRound', 'saveRound', { eventId, round: 3, tables, byes: [] });
    await probe('redoRound', 'redoRound', { eventId, round: 3 });
    expect(seen).toEqual({
      addEntrant: false,
      renameEntrant: false,
      importEntrantsCsv: false,
      drawRound: false,
      startGame: false,
      saveRound: false,
      redoRound: false,
    });
    // The probe itself can tell: read outside any write, the other connection takes the lock.
    afterRead = () => {
      seen['getEvent'] = otherCouldWrite();
    };
    value(await t.service.call('getEvent', { eventId }));
    expect(seen['getEvent']).toBe(true);
    expect(vi.mocked(readStoredEvent)).toHaveBeenCalled();
  });
});
