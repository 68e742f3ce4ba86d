/**
 * Entry to painted frame on the table screen, in Chromium through browser mode (issue 5,
 * "Speed"): from the Enter that records a bone to the first frame painted with it in the move
 * list. Each entry goes the whole way: the keyboard handler, the HTTP request, the engine's check,
 * the durable commit, the answer and Vue's update. Median over 50 entries of the same move (each
 * taken back with Ctrl+Z, not timed).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'electron-vite';
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import { startServer } from '../server/start.ts';

const root = resolve(import.meta.dirname, '..');
const ENTRIES = 50;

type Report = (name: string, value: number, unit: string) => void;

const moveCount = (page: Page) => page.locator('[data-testid=moves] li').count();

/** Waits until the move list shows exactly `n` moves (locators: the page's CSP forbids eval). */
async function waitMoves(page: Page, n: number): Promise<void> {
  const items = page.locator('[data-testid=moves] li');
  await items.nth(n - 1).waitFor();
  await items.nth(n).waitFor({ state: 'detached' });
}

/**
 * Runs in the page (a string: this file is typed for Node, not the DOM): keeps the Enter's time
 * stamp, and when the move list grows, the time of the frame painted with it. rAF runs just
 * before a frame is painted; a message posted from it is handled just after. Beside it, when the
 * answer to recordMove had come in (Resource Timing's responseEnd): what is left is the page's.
 */
const IN_PAGE = `
  window.__frames = [];
  window.__answers = [];
  let enter = 0;
  let last = 0;
  window.addEventListener('keydown', (e) => { if (e.key === 'Enter') enter = e.timeStamp; }, true);
  new MutationObserver(() => {
    const n = document.querySelectorAll('[data-testid=moves] li').length;
    if (n > last && enter > 0) {
      const t0 = enter;
      enter = 0;
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          window.__frames.push(performance.now() - t0);
          const sent = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('/api/recordMove'));
          window.__answers.push(sent.length > 0 ? sent[sent.length - 1].responseEnd - t0 : NaN);
          performance.clearResourceTimings();
        };
        channel.port2.postMessage(null);
      });
    }
    last = n;
  }).observe(document, { childList: true, subtree: true });
`;

export async function benchTableFrame(figure: Report, note: (text: string) => void): Promise<void> {
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
      await page.addInitScript(IN_PAGE);
      await page.goto(`${server.url}#/match/${matchId}`);
      await page.locator('[data-testid=entry]:focus').waitFor();
      await page.keyboard.type('66');
      await page.keyboard.press('Enter');
      await waitMoves(page, 1);
      for (let i = 0; i < ENTRIES + 5; i++) {
        await page.keyboard.type('65');
        await page.keyboard.press('Enter');
        await waitMoves(page, 2);
        await page.keyboard.press('Control+z');
        await waitMoves(page, 1);
      }
      if ((await moveCount(page)) !== 1) throw new Error('the bench hand did not come back to its pose');
      const got = await page.evaluate(() => {
        const seen = globalThis as unknown as { __frames: number[]; __answers: number[] };
        return { frames: seen.__frames, answers: seen.__answers };
      });
      const frames = got.frames.slice(-ENTRIES);
      const sorted = [...frames].sort((a, b) => a - b);
      const answers = got.answers.slice(-ENTRIES).sort((a, b) => a - b);
      note(
        `table-entry-to-frame: Chromium at 1280x800, browser mode (HTTP to 127.0.0.1, SQLite synchronous=FULL); ` +
          `Enter on "65" to the first frame painted with it in the move list; median of the last ${ENTRIES} of ${ENTRIES + 5}`,
      );
      figure('table-entry-to-frame', sorted[sorted.length >> 1]!, 'ms');
      figure('table-entry-to-frame-p90', sorted[Math.floor(sorted.length * 0.9)]!, 'ms');
      note('the same entries, from the Enter to the whole answer of recordMove in the page (the request, the server, the response): the rest of the figure above is the page drawing it');
      figure('table-entry-to-answer', answers[answers.length >> 1]!, 'ms');
    } finally {
      await browser.close();
      await server.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
