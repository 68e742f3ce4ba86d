/**
 * A scorekeeper's move while an organizer imports (issue 25 item 23: importing event files once a
 * second made a legal move wait up to 3.4 s): the server in its own process (`npm run serve
 * --api-only`), moves recorded over one kept-alive connection, one at a time, in phases that
 * alternate between quiet and importing. While importing, a second connection imports a 10 MB
 * event file (the bench event of bench/events.ts with more games recorded bone by bone) once a
 * second, or as soon as the one before is done when it took longer. Figures: `move-p99` (quiet),
 * `move-p99-during-import`, and the second over the first, measured in the same run (aim: at most
 * 5), with the medians and the imports' own times beside them.
 *
 * `npm run bench -- --only import`, or `node bench/import-load.ts`, runs it alone.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEvent } from '../domain/events/format.ts';
import { randomMatchRecord } from '../test/support/random.ts';
import { startServerProcess, stopServerProcess } from '../test/support/server-process.ts';
import { benchEvent } from './events.ts';
import { postJson } from './http.ts';
import { figure, median, note, percentile } from './report.ts';

/** Matches whose first hand's moves are recorded: about 25 moves each. */
const MATCHES = 500;
/** Quiet and importing phases, alternating, each this many. */
const PHASES = 2;
/** Imports each importing phase lasts. */
const IMPORTS_A_PHASE = 4;
const IMPORT_EVERY_MS = 1000;
/**
 * A move starts at most this often, in both kinds of phase: on an idle machine a move takes under
 * a millisecond, and back to back the importing phases used up the moves generated (and a table
 * makes a move every second or so; 16 tables together every 60 ms or so).
 */
const MOVE_EVERY_MS = 3;
const AIM_RATIO = 5;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

export async function importLoadFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-import-'));
  const server = await startServerProcess(join(dir, 'club.sqlite'));
  const movesAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const importAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const post = (method: string, input: unknown) => postJson(movesAgent, server.url, method, input);
    const file = writeEvent(benchEvent(3.5).event);

    // The matches, each imported and its first hand started before anything is timed.
    const queue: { matchId: number; move: unknown }[] = [];
    for (let m = 0; m < MATCHES; m++) {
      const record = randomMatchRecord(5000 + m, 1, { options: { target: 100 } });
      const matchId = (await post('importRecord', { text: JSON.stringify({ ...record, hands: [] }) })).value!.id;
      await post('startHand', { matchId });
      for (const move of record.hands[0]!.moves) queue.push({ matchId, move });
    }
    let next = 0;
    let lastStart = 0;
    const move = async (): Promise<number> => {
      if (next >= queue.length) throw new Error(`the bench ran out of moves: more than ${MATCHES} matches are needed`);
      const { matchId, move: m } = queue[next++]!;
      await wait(lastStart + MOVE_EVERY_MS - performance.now());
      const start = performance.now();
      lastStart = start;
      await post('recordMove', { matchId, hand: 0, move: m });
      return performance.now() - start;
    };
    for (let i = 0; i < 200; i++) await move(); // warm-up, not counted

    const quiet: number[] = [];
    const during: number[] = [];
    const importMs: number[] = [];
    for (let phase = 0; phase < PHASES; phase++) {
      // Importing: moves until the phase's imports are done.
      let imports = 0;
      let importing = true;
      const importer = (async () => {
        while (imports < IMPORTS_A_PHASE) {
          const start = performance.now();
          await postJson(importAgent, server.url, 'importEvent', { text: file });
          importMs.push(performance.now() - start);
          imports += 1;
          await wait(start + IMPORT_EVERY_MS - performance.now());
        }
        importing = false;
      })();
      const before = during.length;
      while (importing) during.push(await move());
      await importer;
      // Quiet: as many moves as the importing phase had.
      for (let i = during.length - before; i > 0; i--) quiet.push(await move());
    }

    note(
      `recordMove over HTTP to the server in its own process (npm run serve --api-only), one at a time over one kept-alive connection, one starting every ${MOVE_EVERY_MS} ms at most, in ${PHASES} ` +
        `importing phases (${IMPORTS_A_PHASE} imports each) and as many quiet ones after them, alternating, ${quiet.length} moves each way; ` +
        `meanwhile a second connection imports a ${(file.length / 1024 / 1024).toFixed(1)} MB event file once a second, or at once when the one before took longer ` +
        `(aim: move-p99-during-import at most ${AIM_RATIO} times move-p99)`,
    );
    figure('move-median', median(quiet), 'ms');
    figure('move-p99', percentile(quiet, 99), 'ms');
    figure('move-median-during-import', median(during), 'ms');
    figure('move-p99-during-import', percentile(during, 99), 'ms');
    figure('move-max-during-import', Math.max(...during), 'ms');
    figure('move-p99-during-import-vs-move-p99', percentile(during, 99) / percentile(quiet, 99), 'x');
    note(`the imports themselves (${importMs.length}): request to answer, the event's view included`);
    figure('event-import-10mb-median', median(importMs), 'ms');
  } finally {
    movesAgent.destroy();
    importAgent.destroy();
    await stopServerProcess(server.child);
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.main) await importLoadFigures();
