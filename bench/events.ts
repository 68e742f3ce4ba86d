/**
 * The event figures of `npm run bench` (issue 17, "Storage and speed"): a 256-pair event of ten
 * rounds in a temporary database, then
 * - the standings read from the database after one result changes (aim < 50 ms): the paper score
 *   entered, the summary read from the stored outcomes, the standings computed;
 * - the full replay-and-verify (aim < 2 s): every stored record replayed, its outcome compared with
 *   the stored one (db/events.ts `verifyOutcomes`);
 * - `referee standings` on the event's exported file (aim < 3 s), in a process of its own;
 * - importing that file through the service, and the old way (the previous code path, kept in
 *   bench/event-import-old.ts) in the same run (event-import, its ratio to the old way);
 * - the events list of 50 such events (bench/events-list.ts: events-list, its ratio to the old way);
 * - 1,000 entrants from CSV, added to an event and given to New event (bench/entrants-csv.ts:
 *   entrants-csv-import, its ratio to the creation).
 * Each aim is printed beside its figure, as the figure over the aim (`-vs-aim`, below 1 is within it).
 *
 * The event is generated before any timing: rounds drawn by the circle method, one game in four
 * recorded bone by bone (random legal Latin partnership games to 100, the generator the property
 * tests use), the rest on paper, and imported whole (`importEvent`). `node bench/events.ts` runs
 * this section alone, as does `npm run bench -- --only events`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eventHandlersOver } from '../api/event-service.ts';
import { importEvent, readEvent, readEventSummary, setPaperScore, verifyOutcomes } from '../db/events.ts';
import { openDatabase } from '../db/open.ts';
import { writeEvent } from '../domain/events/format.ts';
import { computeStandings } from '../domain/events/standings.ts';
import { EVENT_FORMAT } from '../domain/events/types.ts';
import type { EventFile, EventRound, Game } from '../domain/events/types.ts';
import { atPairsTable, circleRound, pairEntrants, pairsSettings } from '../test/support/stored-events.ts';
import { randomFamilyRecord, rng } from '../test/support/random.ts';
import { importEventOldWay, openVersion10 } from './event-import-old.ts';
import { entrantsCsvFigures } from './entrants-csv.ts';
import { eventListFigures } from './events-list.ts';
import { figure, note } from './report.ts';

const root = resolve(import.meta.dirname, '..');
const PAIRS = 256;
const ROUNDS = 10;
const GAMES_A_ROUND = 2;
/** One game in this many is recorded bone by bone. */
const RECORDED_ONE_IN = 4;
const AIMS = { standingsMs: 50, verifyMs: 2000, refereeMs: 3000 } as const;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function wallMs(fn: () => void): number {
  const start = performance.now();
  fn();
  return performance.now() - start;
}

/** A figure and, beside it, the figure over its aim. */
function withAim(name: string, ms: number, aimMs: number): void {
  note(`aim: ${name} < ${aimMs} ms`);
  figure(name, ms, 'ms');
  figure(`${name}-vs-aim`, ms / aimMs, 'x');
}

/**
 * The event: every table's games in, each recorded game a finished match between the table's
 * players; one game in `recordedOneIn` recorded (a file of about 8.8 MB at 4, 10 MB at 3.5).
 */
export function benchEvent(recordedOneIn: number = RECORDED_ONE_IN): { event: EventFile; recorded: number; hands: number } {
  const random = rng(17);
  const entrants = pairEntrants(PAIRS);
  const byId = new Map(entrants.map((e) => [e.id, e]));
  let recorded = 0;
  let hands = 0;
  const rounds: EventRound[] = [];
  for (let r = 1; r <= ROUNDS; r++) {
    const drawn = circleRound(
      entrants.map((e) => e.id),
      r,
    );
    rounds.push({
      tables: drawn.tables.map((t) => {
        const games: Game[] = [];
        for (let g = 0; g < GAMES_A_ROUND; g++) {
          if (random() < 1 / recordedOneIn) {
            const record = randomFamilyRecord(Math.floor(random() * 1e9), 500, { rules: 'latin-partnership' });
            games.push({ record: atPairsTable(record, byId.get(t.seats[0]!)!, byId.get(t.seats[1]!)!) });
            recorded++;
            hands += record.hands.length;
          } else {
            const winner = Math.floor(random() * 2);
            const loser = Math.floor(random() * 100);
            games.push({ score: winner === 0 ? [100 + Math.floor(random() * 30), loser] : [loser, 100 + Math.floor(random() * 30)] });
          }
        }
        return { table: t.table, seats: t.seats, games };
      }),
      byes: drawn.byes,
      penalties: r === 3 ? [{ entrant: 'P7', points: 25, reason: 'late to the table' }] : [],
    });
  }
  const event: EventFile = {
    format: EVENT_FORMAT,
    ...pairsSettings({ name: 'Bench open', rules: 'latin-partnership', options: {}, round: { games: GAMES_A_ROUND }, byeScore: [100, 50], forfeitScore: [100, 0] }),
    entrants,
    rounds,
  };
  return { event, recorded, hands };
}

export async function eventFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-events-'));
  const db = openDatabase(join(dir, 'event.sqlite'));
  try {
    const built = performance.now();
    const { event, recorded, hands } = benchEvent();
    const generated = performance.now() - built;
    const imported = importEvent(db, event);
    if (!imported.ok) throw new Error(`the bench event was refused: ${imported.error.code} ${imported.error.message}`);
    const eventId = imported.value;
    const games = (PAIRS / 2) * ROUNDS * GAMES_A_ROUND;
    note(
      `${PAIRS} pairs x ${ROUNDS} rounds, ${games} games (${recorded} recorded bone by bone, ${hands} hands; the rest on paper), ` +
        `generated in ${Math.round(generated)} ms and imported in ${Math.round(performance.now() - built - generated)} ms, not timed; in ${dir}`,
    );

    // ---- standings after one result: a paper score of the last round changed, then read and ranked ----
    const last = event.rounds[ROUNDS - 1]!;
    const paper = last.tables.flatMap((t) => t.games.flatMap((g, i) => ('score' in g ? [{ table: t.table, game: i + 1 }] : [])));
    const runs = 21;
    const parts = { write: [] as number[], read: [] as number[], rank: [] as number[], total: [] as number[], cpu: [] as number[] };
    for (let i = 0; i < runs; i++) {
      const at = paper[i % paper.length]!;
      const score = i % 2 === 0 ? [100, i] : [i, 100];
      const cpu = process.cpuUsage();
      const start = performance.now();
      const entered = setPaperScore(db, eventId, ROUNDS, at.table, at.game, score);
      if (!entered.ok) throw new Error(entered.error.message);
      const written = performance.now();
      const summary = readEventSummary(db, eventId)!;
      const read = performance.now();
      const standings = computeStandings(summary);
      const ranked = performance.now();
      const used = process.cpuUsage(cpu);
      if (standings.rows.length !== PAIRS) throw new Error('the standings lost an entrant');
      parts.write.push(written - start);
      parts.read.push(read - written);
      parts.rank.push(ranked - read);
      parts.total.push(ranked - start);
      parts.cpu.push((used.user + used.system) / 1000);
    }
    note(
      `standings after one result: setPaperScore (one IMMEDIATE transaction, synchronous = FULL), readEventSummary (stored outcomes, no record read), ` +
        `computeStandings; median of ${runs}, wall time, then each part's, then the CPU time of this process (on a shared machine it says more than the wall)`,
    );
    withAim('event-standings-after-one-result', median(parts.total), AIMS.standingsMs);
    figure('event-standings-after-one-result-write', median(parts.write), 'ms');
    figure('event-standings-after-one-result-read-summary', median(parts.read), 'ms');
    figure('event-standings-after-one-result-compute-standings', median(parts.rank), 'ms');
    figure('event-standings-after-one-result-cpu', median(parts.cpu), 'ms');

    // ---- the full replay-and-verify ----------------------------------------------------------
    let mismatches = -1;
    const cpu = process.cpuUsage();
    const verify = wallMs(() => {
      mismatches = verifyOutcomes(db, eventId).length;
    });
    const verifyCpu = process.cpuUsage(cpu);
    if (mismatches !== 0) throw new Error(`verify found ${mismatches} stored outcomes that differ from their replay`);
    note(`replay-and-verify: every one of the ${recorded} stored records loaded and replayed (checkRecord), its outcome compared with the stored one; one run`);
    withAim('event-replay-and-verify', verify, AIMS.verifyMs);
    figure('event-replay-and-verify-cpu', (verifyCpu.user + verifyCpu.system) / 1000, 'ms');

    // ---- the referee on the exported file --------------------------------------------------------
    const file = join(dir, 'event.json');
    const text = writeEvent(readEvent(db, eventId)!);
    writeFileSync(file, text);
    const referee = Array.from({ length: 3 }, () =>
      wallMs(() => {
        execFileSync(process.execPath, ['cli/referee.ts', 'standings', file, '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 1024 * 1024 });
      }),
    );
    note(
      `referee standings --json on the exported file (${(text.length / 1024 / 1024).toFixed(1)} MB): read, parsed, every record replayed, standings; ` +
        'median of 3, its own process, wall time (on a loaded machine its CPU time says more: /usr/bin/time node cli/referee.ts standings FILE --json)',
    );
    withAim('event-referee-standings', median(referee), AIMS.refereeMs);

    // ---- importing the exported file, as the screens do, beside the old way ---------------------
    // Checked in this thread (eventHandlersOver's own checker), so the CPU time counts the check:
    // the service's worker (api/import-runner.ts) moves it off the thread, not off the machine.
    const handlers = eventHandlersOver(db);
    const importNow = async (): Promise<void> => {
      const answer = await handlers.importEvent({ text });
      if (!answer.ok) throw new Error('the exported event was not imported');
    };
    // The old way: the previous code path (bench/event-import-old.ts) on a database at the previous
    // schema beside this one, holding the same event already, so both write into the same sizes.
    const oldDb = openVersion10(join(dir, 'old-way.sqlite'));
    importEventOldWay(oldDb, text);
    const importOld = (): void => importEventOldWay(oldDb, text);
    const imports = { now: [] as number[], old: [] as number[], nowCpu: [] as number[], oldCpu: [] as number[] };
    const timed = async (fn: () => void | Promise<void>, wall: number[], cpu: number[]): Promise<void> => {
      const before = process.cpuUsage();
      const start = performance.now();
      await fn();
      wall.push(performance.now() - start);
      const used = process.cpuUsage(before);
      cpu.push((used.user + used.system) / 1000);
    };
    try {
      for (let i = 0; i < 3; i++) {
        await timed(importNow, imports.now, imports.nowCpu);
        await timed(importOld, imports.old, imports.oldCpu);
      }
    } finally {
      oldDb.close();
    }
    note(
      `event-import: the service's importEvent of the exported file (${(text.length / 1024 / 1024).toFixed(1)} MB): parsed, checked with every record replayed once, stored ` +
        '(its records in slices between other requests, api/staged-import.ts), the view answered; ' +
        'the old way is the previous code (bench/event-import-old.ts: version 10\'s triggers touching the match on every hand and move row, a savepoint a record, ' +
        'a named-parameter INSERT a move, a map of the entrants a table in the view); ' +
        'median of 3 each, interleaved; wall time, then the CPU time of this process (on a shared machine it says more)',
    );
    figure('event-import', median(imports.now), 'ms');
    figure('event-import-old-way', median(imports.old), 'ms');
    figure('event-import-vs-old-way', median(imports.now) / median(imports.old), 'x');
    figure('event-import-cpu', median(imports.nowCpu), 'ms');
    figure('event-import-old-way-cpu', median(imports.oldCpu), 'ms');
    figure('event-import-cpu-vs-old-way', median(imports.nowCpu) / median(imports.oldCpu), 'x');
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
  eventListFigures();
  entrantsCsvFigures();
}

if (import.meta.main) await eventFigures();
