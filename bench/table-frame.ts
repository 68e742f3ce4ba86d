/**
 * Entry to painted frame on the table screen, in Chromium through browser mode (issue 5,
 * "Speed"): from the Enter that records a bone to the first frame painted with it in the move
 * list. The page checks the move itself (the same engine and view building as the server,
 * renderer/src/stores/localMatch.ts) and draws it at once, marked not saved; the second figure is
 * to the frame that shows it saved: the keyboard handler, the HTTP request, the server's check,
 * the durable commit, the answer and Vue's update. Medians over 50 entries of the same move (each
 * taken back with Ctrl+Z, not timed, and followed by a pause as a scorekeeper's, in which the page
 * checks the match again; its Enter after a pause as well, BEFORE_ENTER_MS).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'electron-vite';
import { chromium } from 'playwright-core';
import { startServer } from '../server/start.ts';
import { figure, note } from './report.ts';
import { rng } from '../test/support/random.ts';

const root = resolve(import.meta.dirname, '..');
const ENTRIES = 50;
/** After each undo, before the next entry: a scorekeeper's pause, in which the page checks the match again. */
const PAUSE_MS = 150;
/**
 * Between the bone's two numbers and its Enter, a scorekeeper's pause too: from 100 to 200 ms,
 * drawn from a seeded random source. Without it the Enter came 1 to 2 ms after the "5" (each key
 * waits only for the page to take the one before), so it always met the display's 60 Hz clock at
 * the same point, 4 to 8 ms after the frame that drew the "5": the next frame was then always 9
 * to 12 ms away, whatever the page did (a trace of 20 entries, November 2026), and the figure
 * measured that phase, not the page. A person's Enter meets the clock at any point.
 */
const BEFORE_ENTER_MS = [100, 200] as const;

/**
 * What the page last told (through a binding, so the bench never polls the page while it draws):
 * moves in the list, whether one is marked not saved, and how many saved frames it has timed.
 */
interface Seen {
  moves: number;
  unsaved: boolean;
  saved: number;
}

function watchPage(): {
  seen: (moves: number, unsaved: boolean, saved: number) => void;
  now: () => Seen;
  until: (ok: (s: Seen) => boolean) => Promise<void>;
} {
  let now: Seen = { moves: 0, unsaved: false, saved: 0 };
  let waiting: { ok: (s: Seen) => boolean; done: () => void } | null = null;
  return {
    now: () => now,
    seen(moves, unsaved, saved) {
      now = { moves, unsaved, saved };
      if (waiting?.ok(now)) {
        waiting.done();
        waiting = null;
      }
    },
    until(ok) {
      if (ok(now)) return Promise.resolve();
      return new Promise((done) => {
        waiting = { ok, done };
      });
    },
  };
}

/**
 * Runs in the page (a string: this file is typed for Node, not the DOM): keeps the Enter's time
 * stamp, and when the move list grows, the time of the frame painted with it. rAF runs just
 * before a frame is painted; a message posted from it is handled just after. Beside it, when the
 * answer to recordMove had come in (Resource Timing's responseEnd): what is left is the page's.
 */
const IN_PAGE = `
  window.__frames = [];
  window.__saved = [];
  window.__answers = [];
  let enter = 0;
  let saving = 0;
  let last = 0;
  const afterFrame = (done) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done(performance.now());
    channel.port2.postMessage(null);
  });
  // What the page tells the bench goes after the next frame, never between an Enter and its
  // frame: a binding's call is answered by an evaluation in the page, a task that landed there.
  const report = () => {
    const unsaved = document.querySelector('[data-testid=moves] .moves__item--unsaved') !== null;
    window.__benchSeen(last, unsaved, window.__saved.length);
  };
  let telling = false;
  const tell = () => {
    if (telling) return;
    telling = true;
    requestAnimationFrame(() => {
      telling = false; // a change from here on is told after the frame after
      const channel = new MessageChannel();
      channel.port1.onmessage = report;
      channel.port2.postMessage(null);
    });
  };
  window.addEventListener('keydown', (e) => { if (e.key === 'Enter') enter = e.timeStamp; }, true);
  new MutationObserver(() => {
    const n = document.querySelectorAll('[data-testid=moves] li').length;
    if (n > last && enter > 0) {
      const t0 = enter;
      enter = 0;
      saving = t0;
      afterFrame((t) => window.__frames.push(t - t0));
    }
    last = n;
    const unsaved = document.querySelector('[data-testid=moves] .moves__item--unsaved') !== null;
    if (saving > 0 && !unsaved) {
      const t0 = saving;
      saving = 0;
      afterFrame((t) => {
        window.__saved.push(t - t0);
        const sent = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/api/recordMove'));
        window.__answers.push(sent.length > 0 ? sent[sent.length - 1].responseEnd - t0 : NaN);
        performance.clearResourceTimings();
        report();
      });
    }
    tell();
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
`;

async function benchTableFrame(): Promise<void> {
  const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    note(`table-entry-to-frame: skipped, no Chromium at ${chromiumPath}`);
    return;
  }
  const dir = await mkdtemp(join(tmpdir(), 'dominoes-bench-ui-'));
  try {
    await build({ root, configFile: join(root, 'electron.vite.config.ts'), build: { outDir: join(dir, 'out'), emptyOutDir: true }, logLevel: 'error' });
    const server = await startServer({ port: 0, dbFile: join(dir, 'bench.sqlite'), rendererDir: join(dir, 'out/renderer') });
    const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
    try {
      const created = await server.service.call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
      if (!created.ok) throw new Error(created.error.message);
      const matchId = (created.value as { id: number }).id;
      const started = await server.service.call('startHand', { matchId });
      if (!started.ok) throw new Error(started.error.message);

      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const watch = watchPage();
      await page.exposeFunction('__benchSeen', watch.seen);
      await page.addInitScript(IN_PAGE);
      await page.goto(`${server.url}#/match/${matchId}`);
      await page.locator('[data-testid=entry]:focus').waitFor();
      await page.keyboard.type('66');
      await page.keyboard.press('Enter');
      await watch.until((s) => s.moves === 1 && !s.unsaved);
      await page.waitForTimeout(PAUSE_MS);
      const random = rng(0xf4a3e);
      for (let i = 0; i < ENTRIES + 5; i++) {
        const timed = watch.now().saved;
        await page.keyboard.type('65');
        await page.waitForTimeout(BEFORE_ENTER_MS[0] + random() * (BEFORE_ENTER_MS[1] - BEFORE_ENTER_MS[0]));
        await page.keyboard.press('Enter');
        // The saved frame timed (the page's last word on this entry), then the undo.
        await watch.until((s) => s.saved > timed);
        await page.keyboard.press('Control+z');
        await watch.until((s) => s.moves === 1 && !s.unsaved);
        await page.waitForTimeout(PAUSE_MS);
      }
      if ((await page.locator('[data-testid=moves] li').count()) !== 1) throw new Error('the bench hand did not come back to its pose');
      const got = await page.evaluate(() => {
        const seen = globalThis as unknown as { __frames: number[]; __saved: number[]; __answers: number[] };
        return { frames: seen.__frames, saved: seen.__saved, answers: seen.__answers };
      });
      const lastSorted = (xs: number[]) => xs.slice(-ENTRIES).sort((a, b) => a - b);
      const frames = lastSorted(got.frames);
      const saved = lastSorted(got.saved);
      const answers = lastSorted(got.answers);
      const at = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
      note(
        `table-entry-to-frame: Chromium at 1280x800, browser mode (HTTP to 127.0.0.1, SQLite synchronous=FULL); ` +
          `Enter on "65" to the first frame painted with it in the move list (checked in the page, marked not saved); ` +
          `median of the last ${ENTRIES} of ${ENTRIES + 5}, each after a ${PAUSE_MS} ms pause, its Enter ${BEFORE_ENTER_MS[0]} to ${BEFORE_ENTER_MS[1]} ms after the "65" (seeded random: a person's Enter meets the 60 Hz frame clock at any point)`,
      );
      figure('table-entry-to-frame', at(frames, 0.5), 'ms');
      figure('table-entry-to-frame-p90', at(frames, 0.9), 'ms');
      note('the same entries, to the first frame that shows the move saved (the server checked it and committed it durably, and the page drew its answer)');
      figure('table-entry-to-saved-frame', at(saved, 0.5), 'ms');
      figure('table-entry-to-saved-frame-p90', at(saved, 0.9), 'ms');
      note('the same entries, from the Enter to the whole answer of recordMove in the page (the request, the server, the response)');
      figure('table-entry-to-answer', at(answers, 0.5), 'ms');
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// `node bench/table-frame.ts`: this section alone (npm run bench runs it so, last).
await benchTableFrame();
