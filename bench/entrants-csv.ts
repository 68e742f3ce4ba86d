/**
 * Entrants from a CSV file, the two ways the screens take one (issue 25 item 19): added to an
 * event (`importEntrantsCsv`, entrants-csv-import) and given to New event (`createEvent` with
 * `entrantsCsv`, entrants-csv-create-event), the same 1,000 rows each way, measured in the same
 * run and interleaved. The aim: the import at most 5 times the creation. Adding the rows one by
 * one checked the whole event for each: 70 s for 1,000 rows, against under 0.5 s to create.
 *
 * Part of `npm run bench -- --only events`; `node bench/entrants-csv.ts` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiResult } from '../api/contract.ts';
import { eventHandlersOver } from '../api/event-service.ts';
import { openDatabase } from '../db/open.ts';
import { figure, median, note } from './report.ts';

const ROWS = 1_000;
const RUNS = 5;
const AIM_RATIO = 5;

const SETTINGS = { name: 'Open', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss' } as const;

/** The rows of a club's spreadsheet of pairs: a header, then one pair a row. */
function csvOf(rows: number): string {
  return ['name,player1,player2', ...Array.from({ length: rows }, (_, i) => `Pair ${i},Ann ${i},Ben ${i}`)].join('\r\n');
}

function answered<T>(answer: ApiResult<T> | Promise<ApiResult<T>>): T {
  if (answer instanceof Promise || !answer.ok) throw new Error(`the bench's entrants were refused: ${JSON.stringify(answer)}`);
  return answer.value;
}

export function entrantsCsvFigures(): void {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-csv-'));
  const db = openDatabase(join(dir, 'csv.sqlite'));
  try {
    const handlers = eventHandlersOver(db);
    const text = csvOf(ROWS);
    const create: number[] = [];
    const add: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      let start = performance.now();
      answered(handlers.createEvent({ ...SETTINGS, entrantsCsv: text }));
      create.push(performance.now() - start);
      // The event the rows go to, made untimed: no entrants yet.
      const { id } = answered(handlers.createEvent({ ...SETTINGS }));
      start = performance.now();
      const { added } = answered(handlers.importEntrantsCsv({ eventId: id, text }));
      add.push(performance.now() - start);
      if (added.length !== ROWS) throw new Error(`${added.length} of ${ROWS} rows were added`);
    }
    note(
      `entrants-csv-import: importEntrantsCsv of ${ROWS} pairs (${(text.length / 1024).toFixed(0)} KB of CSV) into an event with none, the event answered; ` +
        `entrants-csv-create-event: createEvent given the same CSV; median of ${RUNS} each, interleaved, wall time (aim: the import at most ${AIM_RATIO} times the creation)`,
    );
    figure('entrants-csv-import', median(add), 'ms');
    figure('entrants-csv-create-event', median(create), 'ms');
    figure('entrants-csv-import-vs-create-event', median(add) / median(create), 'x');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) entrantsCsvFigures();
