/**
 * The events list of `npm run bench` (stop note of issue 17: "listEvents reads each event whole to
 * count its pending tables"): 50 events of 256 pairs x 10 rounds in a temporary database, the list
 * answered as the screens ask for it (the api's listEvents, one SQL query), beside the old way
 * measured in the same run: the same list, then every event read whole (readStoredEvent) to count
 * its last round's tables not complete. The old way is kept here only, as a copy.
 *
 * The events are on paper (the list reads no record), each last round half complete so the count
 * has something to find. `node bench/events-list.ts` runs this section alone; `npm run bench --
 * --only events` runs it after the event figures.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventListItem } from '../api/event-contract.ts';
import { eventHandlersOver } from '../api/event-service.ts';
import { importEvent, listEvents, readStoredEvent } from '../db/events.ts';
import type { EventId } from '../db/events.ts';
import { openDatabase } from '../db/open.ts';
import { EVENT_FORMAT } from '../domain/events/types.ts';
import type { EventFile } from '../domain/events/types.ts';
import { circleRound, pairEntrants, pairsSettings } from '../test/support/stored-events.ts';
import { figure, median, note } from './report.ts';

const EVENTS = 50;
const PAIRS = 256;
const ROUNDS = 10;

/** An event on paper: two games a table, the last round's odd-numbered tables one game short. */
function paperEvent(n: number): EventFile {
  const entrants = pairEntrants(PAIRS);
  const ids = entrants.map((e) => e.id);
  return {
    format: EVENT_FORMAT,
    ...pairsSettings({ name: `Bench night ${n}`, rules: 'latin-partnership', options: {}, round: { games: 2 }, byeScore: [100, 50], forfeitScore: [100, 0] }),
    entrants,
    rounds: Array.from({ length: ROUNDS }, (_, r) => {
      const drawn = circleRound(ids, r + 1);
      const last = r === ROUNDS - 1;
      return {
        tables: drawn.tables.map((t) => ({ ...t, games: last && t.table % 2 === 1 ? [{ score: [100, 40] }] : [{ score: [100, 40] }, { score: [60, 100] }] })),
        byes: drawn.byes,
        penalties: [],
      };
    }),
  };
}

/** The list as the api answered it before: each event read whole for its pending count. */
function listReadingEachEvent(db: Parameters<typeof listEvents>[0]): { id: EventId; pending: number }[] {
  return listEvents(db).map((e) => {
    const last = readStoredEvent(db, e.id)?.rounds.at(-1);
    return { id: e.id, pending: last ? last.tables.filter((t) => !t.complete).length : 0 };
  });
}

export function eventListFigures(): void {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-events-list-'));
  const db = openDatabase(join(dir, 'events.sqlite'));
  try {
    const start = performance.now();
    for (let n = 1; n <= EVENTS; n++) {
      const made = importEvent(db, paperEvent(n));
      if (!made.ok) throw new Error(`bench event ${n} was refused: ${made.error.message}`);
    }
    note(`${EVENTS} events of ${PAIRS} pairs x ${ROUNDS} rounds on paper, imported in ${Math.round(performance.now() - start)} ms, not timed; in ${dir}`);
    const handlers = eventHandlersOver(db);
    const list = (): readonly EventListItem[] => {
      const answer = handlers.listEvents({});
      // The service's handlers over SQLite answer at once; a promise here would time nothing.
      if (answer instanceof Promise || !answer.ok) throw new Error('listEvents did not answer at once');
      return answer.value;
    };
    // Both ways agree before either is timed.
    const now = new Map(list().map((e) => [e.id, e.pending]));
    for (const e of listReadingEachEvent(db)) {
      if (now.get(e.id) !== e.pending || e.pending !== PAIRS / 4) throw new Error(`event ${e.id}: pending ${now.get(e.id)}, read whole ${e.pending}`);
    }
    const fresh: number[] = [];
    const old: number[] = [];
    // Interleaved, so a busy moment of the shared machine falls on both.
    for (let i = 0; i < 7; i++) {
      let t = performance.now();
      list();
      fresh.push(performance.now() - t);
      t = performance.now();
      listReadingEachEvent(db);
      old.push(performance.now() - t);
    }
    note(`events-list: the api's listEvents (one query, pending counted in SQL) over ${EVENTS} events; the old way read each event whole; median of 7 each, interleaved`);
    figure('events-list', median(fresh), 'ms');
    figure('events-list-old-way', median(old), 'ms');
    figure('events-list-vs-old-way', median(fresh) / median(old), 'x');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) eventListFigures();
