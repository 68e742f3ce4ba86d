/**
 * `npm run bench`: how fast the rules engine, the referee command and recording a move are, one
 * figure a line as `name: value unit`. Lines starting with # say how each figure was measured.
 *
 * All games are generated before any timing starts, by the same random legal-game generator the
 * property tests use, so only validation and settling are timed. Everything runs in this one
 * thread (one core), except the referee command, which is its own process by design.
 *
 * `npm run bench -- --only presets` runs only the presets' figures (hands-validated-and-settled-
 * slowest-preset and the lines before it), each preset with its CPU time too: on a shared machine
 * the CPU time of this process says more about a change than the wall time. `--only recording`
 * runs recording a move through the HTTP API; `--only frame` the table screen in Chromium
 * (bench/table-frame.ts, also `node bench/table-frame.ts`); `--only events` a 256-pair event's
 * standings, verify, referee and import, the list of 50 such events, and entrants from CSV
 * (bench/events.ts, bench/events-list.ts and bench/entrants-csv.ts, also `node bench/events.ts`); `--only pdf` the
 * standings PDF of a 256-pair, 10-round event in Chromium (bench/standings-pdf.ts, also
 * `node bench/standings-pdf.ts`); `--only room` 16 devices recording at once through the room's
 * listener, against the HTTP+commit floor, and a move's commit to the organizer's live round screen
 * (bench/room.ts, also `node bench/room.ts`); `--only import` a move's time while 10 MB event files
 * are imported once a second (bench/import-load.ts, also `node bench/import-load.ts`).
 */
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { applyMove, replayMoves, startHand } from '../domain/hand.ts';
import { checkRecordText, writeRecord } from '../domain/record.ts';
import { settleHand } from '../domain/settle.ts';
import { randomFamilyRecord, randomMatchRecord, rng } from '../test/support/random.ts';
import { eventFigures } from './events.ts';
import { roomFigures } from './room.ts';
import { postJson } from './http.ts';
import { unseenWorstFigure } from './unseen-worst.ts';
import { BENCH_PRESETS, handInputs } from './presets.ts';
import { figure, note, percentile } from './report.ts';
import type { HandInput } from './presets.ts';
import Database from 'better-sqlite3';
import { startServerProcess, startUrlProcess, stopServerProcess } from '../test/support/server-process.ts';

const root = resolve(import.meta.dirname, '..');
const HANDS = 5_000;
const PRESET_HANDS = 2_000;
const MIN_MS = 400;
const WARM_MS = 500;
const ROUNDS = 5;
/** `--only presets`, `recording`, `frame`, `events`, `pdf`, `room` or `import`: that section alone (see the top of this file). */
const ONLY = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const SECTIONS = ['presets', 'recording', 'frame', 'events', 'pdf', 'room', 'import'] as const;
if (ONLY !== undefined && !(SECTIONS as readonly string[]).includes(ONLY)) {
  throw new Error(`--only ${ONLY}: the sections that run alone are ${SECTIONS.map((section) => `"${section}"`).join(', ')}`);
}
/** What the slowest preset should reach (issue 6, "Checks"): what the partner game did then. */
const AIM_HANDS_PER_SECOND = 50_000;

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/**
 * Replays and settles every hand, over and over until at least MIN_MS have passed. The moves are
 * replayed as checkRecord does (`replayMoves`), or with `moveByMove` one `applyMove` at a time,
 * each hand a new value (what recording a move does, domain/advance.ts).
 */
/** Hands per second of this process's CPU time (user + system) over the last `handsPerSecond`'s timed rounds. */
let lastCpuRate = 0;

function handsPerSecond(inputs: readonly HandInput[], moveByMove = false): number {
  let sink = 0;
  const once = () => {
    for (const input of inputs) {
      const started = startHand(input.setup);
      if (!started.ok) throw new Error(started.error.message);
      let hand = started.value;
      if (moveByMove) {
        for (const move of input.moves) {
          const next = applyMove(hand, move);
          if (!next.ok) throw new Error(next.error.message);
          hand = next.value;
        }
      } else {
        const replayed = replayMoves(hand, input.moves);
        if (!replayed.ok) throw new Error(replayed.error.message);
        hand = replayed.value;
      }
      const settled = settleHand(hand, input.holdings);
      if (!settled.ok) throw new Error(settled.error.message);
      sink += settled.value.winner ?? 2;
    }
  };
  // Warm-up until the JIT has settled (the first passes run unoptimised code), not timed.
  for (const warm = performance.now(); performance.now() - warm < WARM_MS; ) once();
  // Then ROUNDS timed rounds of at least MIN_MS each; the median round is the figure.
  const rates: number[] = [];
  const cpu = process.cpuUsage();
  let timed = 0;
  for (let round = 0; round < ROUNDS; round++) {
    let hands = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < MIN_MS) {
      once();
      hands += inputs.length;
      elapsed = performance.now() - start;
    }
    rates.push((hands / elapsed) * 1000);
    timed += hands;
  }
  const used = process.cpuUsage(cpu);
  lastCpuRate = timed / ((used.user + used.system) / 1e6);
  if (sink < 0) throw new Error('unreachable'); // keeps the work observable
  return median(rates);
}


// ---- recording a move through the HTTP API ---------------------------------------------------

/** Matches recorded per figure: each gives one hand's moves (about 25) as samples. */
const MOVE_MATCHES = 40;
/** The hand whose moves are timed in a long match. */
const LONG_HAND = 60;

/** One connection kept open from request to request, as a browser keeps one to the page's server (bench/http.ts). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** A real POST to the server's hono route, its JSON body parsed; a refusal throws. */
const post = (url: string, method: string, input: unknown) => postJson(agent, url, method, input);

/**
 * Per move, the wall time of one recordMove request, answered (committed) before the next is
 * sent: of hand `hand` (0-based) of MOVE_MATCHES random matches, the hands before it imported.
 * After each, one bare insert (`bare`), so both are measured under the same disk conditions.
 *
 * Every match is generated, imported and its hand started before the first move is timed, and
 * each is opened (getMatch, as the table screen does) before its moves: importing 59 hands is a
 * burst of work and garbage in both processes, and timed right after it, the hand's first moves
 * paid for it (9 or 10 of the 15 slowest moves of a run were a hand's first or second; issue 5,
 * "Speed"). The matches fit in the server's cache of checked states (db/live.ts), as an open one does.
 */
async function moveTimes(url: string, hand: number, seed: number, bare: BareInsert): Promise<number[]> {
  const matches: { id: number; moves: readonly unknown[] }[] = [];
  for (let m = 0; m < MOVE_MATCHES; m++) {
    const record = randomMatchRecord(seed + m, hand + 1, { options: { target: 100 } });
    if (record.hands.length !== hand + 1) throw new Error(`the match ended after ${record.hands.length} hands`);
    const before = { ...record, hands: record.hands.slice(0, hand) };
    const id = (await post(url, 'importRecord', { text: JSON.stringify(before) })).value!.id;
    await post(url, 'startHand', { matchId: id });
    matches.push({ id, moves: record.hands[hand]!.moves });
  }
  const times: number[] = [];
  for (const { id, moves } of matches) {
    await post(url, 'getMatch', { matchId: id });
    for (const move of moves) {
      const start = performance.now();
      await post(url, 'recordMove', { matchId: id, hand, move });
      times.push(performance.now() - start);
      bare.once();
    }
  }
  return times;
}

/**
 * The floors under recordMove's time: one request a body, one at a time over the same connection,
 * each followed by an untimed bare insert as the moves are. `appVersion` with an empty body does
 * nothing (no database, no check): its tail is two processes woken in turn on this machine, which
 * a move pays too. The moves' bodies posted to bench/floor-server.ts are only parsed and committed
 * as one row each: the floor with a commit.
 */
async function requestTimes(url: string, method: string, bodies: readonly unknown[], bare: BareInsert): Promise<number[]> {
  const times: number[] = [];
  for (const body of bodies) {
    const start = performance.now();
    await post(url, method, body);
    times.push(performance.now() - start);
    bare.untimed();
  }
  return times;
}

interface BareInsert {
  /** Inserts one row, committed alone, and keeps its time. */
  once(): void;
  /** The same, its time not kept. */
  untimed(): void;
  readonly times: number[];
  close(): void;
}

/** A bare single-row insert committed on its own, in WAL mode with synchronous = FULL. */
function bareInsert(file: string): BareInsert {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, hand INTEGER NOT NULL, seat INTEGER NOT NULL, a INTEGER, b INTEGER) STRICT');
  const insert = db.prepare('INSERT INTO t (hand, seat, a, b) VALUES (?, ?, ?, ?)');
  const times: number[] = [];
  return {
    times,
    once() {
      const i = times.length;
      const start = performance.now();
      insert.run(i >> 5, i & 3, 6, i % 7);
      times.push(performance.now() - start);
    },
    untimed: () => void insert.run(0, 0, 6, 0),
    close: () => db.close(),
  };
}

const BOOTSTRAP_ROUNDS = 400;

/**
 * How precise one run's p99 ratio is: the 5th and 95th percentile of the ratio over resamples
 * (with replacement) of both sample sets, from a fixed seed so a run's line can be reproduced.
 * The two figures' tails are a handful of samples each (p99 of ~1000 moves is the tenth worst),
 * so this says whether a ratio a little over or under the aim is a difference at all.
 */
function ratioInterval(slow: readonly number[], bare: readonly number[]): [number, number] {
  const random = rng(0x5eed);
  const resample = (xs: readonly number[]) => Array.from({ length: xs.length }, () => xs[Math.floor(random() * xs.length)]!);
  const ratios = Array.from({ length: BOOTSTRAP_ROUNDS }, () => percentile(resample(slow), 99) / percentile(resample(bare), 99));
  return [percentile(ratios, 5), percentile(ratios, 95)];
}

async function recordingFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-'));
  try {
    // The server in its own process, as `npm run serve` runs it for a browser: the client's
    // work (and its garbage collector) does not land in the server's times.
    const server = await startServerProcess(join(dir, 'matches.sqlite'));
    const inserts = bareInsert(join(dir, 'bare.sqlite'));
    let first: number[];
    let long: number[];
    let noop: number[];
    try {
      await moveTimes(server.url, 0, 900, inserts); // warm-up, not counted
      inserts.times.length = 0;
      first = await moveTimes(server.url, 0, 1000, inserts);
      long = await moveTimes(server.url, LONG_HAND - 1, 2000, inserts);
      noop = await requestTimes(server.url, 'appVersion', Array.from({ length: long.length }, () => ({})), inserts);
    } finally {
      await stopServerProcess(server.child);
      agent.destroy();
    }
    const floorServer = await startUrlProcess(['bench/floor-server.ts', join(dir, 'floor.sqlite')]);
    let floor: number[];
    try {
      const sample = randomMatchRecord(3000, 1, { options: { target: 100 } }).hands[0]!.moves;
      const bodies = Array.from({ length: long.length }, (_, i) => ({ matchId: 1, hand: LONG_HAND - 1, move: sample[i % sample.length], i }));
      await requestTimes(floorServer.url, 'recordMove', bodies.slice(0, 100), inserts); // warm-up, not counted
      floor = await requestTimes(floorServer.url, 'recordMove', bodies, inserts);
    } finally {
      await stopServerProcess(floorServer.child);
      agent.destroy();
      inserts.close();
    }
    const bare = inserts.times;
    note(
      `recordMove over HTTP to the server in its own process (npm run serve --api-only) on ${tmpdir()}, one request at a time, each answered ` +
        `after its commit (WAL, synchronous = FULL) with the match view; ${first.length} moves of hand 1 and ${long.length} of hand ${LONG_HAND}, ` +
        `from ${MOVE_MATCHES} random matches each (the hands before imported, every match of a figure imported and started ` +
        'before its first move is timed, and opened with getMatch before its moves), over node:http with one kept-alive connection',
    );
    figure('record-move-http-hand-1-median', median(first), 'ms');
    figure('record-move-http-hand-1-p99', percentile(first, 99), 'ms');
    figure(`record-move-http-hand-${LONG_HAND}-median`, median(long), 'ms');
    figure(`record-move-http-hand-${LONG_HAND}-p99`, percentile(long, 99), 'ms');
    note(`a bare better-sqlite3 INSERT of one row committed alone, WAL and synchronous = FULL, same folder, one after each recordMove above (${bare.length})`);
    figure('sqlite-insert-full-sync-median', median(bare), 'ms');
    figure('sqlite-insert-full-sync-p99', percentile(bare, 99), 'ms');
    note(`record-a-move in hand ${LONG_HAND} over the bare insert (aim: p99 ratio under 2)`);
    figure(`record-move-hand-${LONG_HAND}-vs-insert-median-ratio`, median(long) / median(bare), 'x');
    figure(`record-move-hand-${LONG_HAND}-vs-insert-p99-ratio`, percentile(long, 99) / percentile(bare, 99), 'x');
    note(
      `the floor under those: appVersion (no database, no check) over the same connection, ${noop.length} requests one at a time, each followed by an ` +
        'untimed bare insert as the moves are; its p99 over the bare insert is what the p99 ratio above would be if a move cost nothing',
    );
    figure('http-noop-request-median', median(noop), 'ms');
    figure('http-noop-request-p99', percentile(noop, 99), 'ms');
    figure('http-noop-request-vs-insert-p99-ratio', percentile(noop, 99) / percentile(bare, 99), 'x');
    note(
      `the floor with a commit: the same ${floor.length} moves' bodies posted the same way to a server that only parses each and commits it as one row ` +
        '(bench/floor-server.ts: node:http, no hono, no check, no view, WAL and synchronous = FULL, its own process), each followed by an untimed bare insert; ' +
        'its p99 over the bare insert is the least any server here could reach, and the move\'s p99 over it what the app adds',
    );
    figure('http-commit-floor-median', median(floor), 'ms');
    figure('http-commit-floor-p99', percentile(floor, 99), 'ms');
    figure('http-commit-floor-vs-insert-p99-ratio', percentile(floor, 99) / percentile(bare, 99), 'x');
    figure(`record-move-hand-${LONG_HAND}-vs-floor-p99-ratio`, percentile(long, 99) / percentile(floor, 99), 'x');
    const [low, high] = ratioInterval(long, bare);
    note(
      `the p99 ratio's 90% interval from resampling these same samples (bootstrap, ${BOOTSTRAP_ROUNDS} rounds): ${low.toFixed(2)} to ${high.toFixed(2)}; ` +
        'a p99 rests on its tenth-worst move, so one run can tell less than its single figure suggests, and a busy machine moves it further',
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function wallMs(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/**
 * The other families: each preset's random hands, without the deal (what the moves prove is the
 * costly part), played as one long match (targets out of reach); the slowest is the bench's figure.
 */
function presetFigures(): void {
  const rates = BENCH_PRESETS.map(({ label, spec }) => {
    const inputs = handInputs(randomFamilyRecord(4, PRESET_HANDS, spec));
    const rate = handsPerSecond(inputs);
    note(
      `${label}: ${inputs.length} hands, ${(inputs.reduce((n, h) => n + h.moves.length, 0) / inputs.length).toFixed(1)} moves a hand, ${Math.round(rate)} hands/s ` +
        `(${Math.round(lastCpuRate)} per CPU second)`,
    );
    return { label, rate, inputs };
  });
  const slowest = rates.reduce((a, b) => (b.rate < a.rate ? b : a));
  note(`hands-validated-and-settled-slowest-preset: the slowest of the presets above (${slowest.label}), the same measure as hands-validated-and-settled`);
  figure('hands-validated-and-settled-slowest-preset', slowest.rate, 'hands/s');
  note(`the same over the aim of ${AIM_HANDS_PER_SECOND} hands/s (issue 6, "Checks"): 1 or more meets it`);
  figure('hands-validated-and-settled-slowest-preset-vs-aim', slowest.rate / AIM_HANDS_PER_SECOND, 'x');
  note(`the same hands of ${slowest.label} with one applyMove a move, each hand a new value (what recording a move runs)`);
  figure('hands-validated-and-settled-slowest-preset-move-by-move', handsPerSecond(slowest.inputs, true), 'hands/s');
}

async function main(): Promise<void> {
  note(`node ${process.version}, ${process.platform}-${process.arch}`);

  const options = { target: 100 };
  if (ONLY === 'presets') {
    presetFigures();
    return;
  }
  if (ONLY === 'recording') {
    await recordingFigures();
    return;
  }
  if (ONLY === 'events') {
    await eventFigures();
    return;
  }
  if (ONLY === 'room') {
    await roomFigures();
    return;
  }
  if (ONLY === 'frame' || ONLY === 'pdf' || ONLY === 'import') return;
  // ---- hands validated and settled per second ----------------------------------------------
  const genStart = performance.now();
  const movesOnly = randomMatchRecord(1, HANDS, { options });
  const withDeal = randomMatchRecord(2, HANDS, { options, withDeal: true });
  const generated = performance.now() - genStart;
  const plain = handInputs(movesOnly);
  const dealt = handInputs(withDeal);
  const blocked = movesOnly.hands.filter((h) => h.left).length;
  const moves = plain.reduce((n, h) => n + h.moves.length, 0);
  note(`${plain.length} + ${dealt.length} random Jamaican Partner hands (recorded without the deal, then with it) generated in ${Math.round(generated)} ms, not timed`);
  note(
    `hands-validated-and-settled: the moves without the deal (${blocked} blocked hands carry "left"), ` +
      `${(moves / plain.length).toFixed(1)} moves a hand: startHand, replayMoves (as checkRecord), settleHand; ` +
      `${WARM_MS} ms warm-up, then the median of ${ROUNDS} rounds of at least ${MIN_MS} ms`,
  );
  figure('hands-validated-and-settled', handsPerSecond(plain), 'hands/s');
  note('the same with "dealt" given: every move also checked against the deal, blocks settled from it');
  figure('hands-validated-and-settled-with-deal', handsPerSecond(dealt), 'hands/s');

  presetFigures();

  // ---- the referee command on a 100-hand record --------------------------------------------
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-'));
  try {
    const record = randomMatchRecord(3, 100, { options });
    if (record.hands.length !== 100) throw new Error(`the match ended after ${record.hands.length} hands`);
    const text = writeRecord(record);
    const file = join(dir, 'match-100-hands.json');
    writeFileSync(file, text);
    const check = () => {
      execFileSync(process.execPath, ['cli/referee.ts', 'check', file, '--json'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    };
    const help = () => {
      execFileSync(process.execPath, ['cli/referee.ts', '--help'], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    };
    const runs = 5;
    const referee = Array.from({ length: runs }, () => wallMs(check));
    const startup = Array.from({ length: runs }, () => wallMs(help));
    note(`a 100-hand record without the deal (${text.length} bytes) in ${tmpdir()}; each command run ${runs} times, median wall time`);
    figure('referee-check-100-hands', median(referee), 'ms');
    note('the same process doing no checking (referee --help): Node start-up and loading the modules');
    figure('referee-startup', median(startup), 'ms');
    const first = wallMs(() => checkRecordText(text));
    const warm = Array.from({ length: 21 }, () => wallMs(() => checkRecordText(text)));
    note('checkRecordText on the same text in this process: the first call, then the median of 21 more');
    figure('record-check-100-hands-in-process-first', first, 'ms');
    figure('record-check-100-hands-in-process', median(warm), 'ms');
    unseenWorstFigure();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  await eventFigures();

  await recordingFigures();

  await roomFigures();
}

await main();

// ---- entry to painted frame on the table screen, in Chromium (issue 5): bench/table-frame.ts ----
// In a process of its own, as the page's server is one: not after the sections above in this
// process, whose heap of generated games and collector threads would share the two cores with
// Chromium's frame. `npm run bench -- --only frame` runs it alone.
if (ONLY === undefined || ONLY === 'frame') execFileSync(process.execPath, ['bench/table-frame.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

// ---- the standings PDF in Chromium (issue 17): bench/standings-pdf.ts, in a process of its own as the frame's ----
if (ONLY === undefined || ONLY === 'pdf') execFileSync(process.execPath, ['bench/standings-pdf.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });

// ---- a move while 10 MB event files are imported (issue 25 item 23): bench/import-load.ts, in a process of its own ----
if (ONLY === undefined || ONLY === 'import') execFileSync(process.execPath, ['bench/import-load.ts'], { cwd: root, stdio: ['ignore', 'inherit', 'inherit'] });
