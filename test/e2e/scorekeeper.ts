/**
 * Driving the scorekeeper's screens like a person at the keyboard, for the end-to-end tests.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Move } from '../../domain/hand.ts';

export const root = resolve(import.meta.dirname, '../..');
export const chromiumPath = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

// Flags from shared/ENVIRONMENT.md. Playwright adds --headless and a fresh --user-data-dir itself.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 600 },
] as const;

export interface Watched {
  readonly page: Page;
  /** Console errors and uncaught errors so far. */
  readonly errors: string[];
  /** CSP violations reported in the page so far. */
  cspViolations(): Promise<string[]>;
}

export interface OpenOptions {
  /** The window's size; the first of SIZES unless given. */
  readonly size?: { width: number; height: number };
  /** A script run in the page before its own (a stand-in preload bridge, say). */
  readonly initScript?: string;
}

/** A new page that records console errors and CSP violations (kept across reloads). */
export async function openPage(browser: Browser, url: string, options: OpenOptions = {}): Promise<Watched> {
  // A context of its own (axe opens a helper page in it); closed with the page.
  const context = await browser.newContext({ viewport: options.size ?? SIZES[0], acceptDownloads: true });
  const page = await context.newPage();
  // The browser may already be closing with the whole run; the context goes with it then.
  page.once('close', () => void context.close().catch(() => undefined));
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
  await page.addInitScript(() => {
    const key = '__cspViolations';
    const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
      sessionStorage.setItem(key, JSON.stringify(seen));
    });
  });
  if (options.initScript !== undefined) await page.addInitScript(options.initScript);
  await page.goto(url);
  return {
    page,
    errors,
    cspViolations: () => page.evaluate(() => JSON.parse(sessionStorage.getItem('__cspViolations') ?? '[]') as string[]),
  };
}

/** The data-testid of the focused element (or its tag): where the next key goes. */
export function focused(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? document.activeElement?.tagName ?? '');
}

/**
 * Waits for the focus on `testId`, allowing for a machine shared by many runs (a first load is
 * slow). A failure says where the page was and what it showed, so a run that fails only on a
 * loaded machine (CI) can be read without reproducing it.
 */
export async function waitFocus(page: Page, testId: string, timeout = 20_000): Promise<void> {
  try {
    await expect.poll(() => focused(page), { timeout }).toBe(testId);
  } catch (error) {
    const present = await page.getByTestId(testId).count();
    const text = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 300);
    throw new Error(`the focus should be on ${testId} but is on ${await focused(page)}; at ${page.url()}, ${present} such element(s) on the page, which reads: ${text}`, { cause: error });
  }
}

/** Presses Tab (Shift+Tab with `back`) until `testId` has the focus, as a person would. */
export async function tabTo(page: Page, testId: string, back = false): Promise<void> {
  // Enough for the longest way there: New event's settings, Tab by Tab.
  for (let i = 0; i < 80; i++) {
    if ((await focused(page)) === testId) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await waitFocus(page, testId, 1000);
}

/**
 * Files to give the page's file choosers, one each, in order. Listening from the page's start:
 * Playwright turns the choosers' interception on with its first listener, asynchronously, and a
 * chooser opened before that (waitForEvent just before the key) was missed now and then.
 */
export function fileChooserQueue(page: Page): (name: string, csv: string) => Promise<void> {
  const files: { name: string; csv: string; done: () => void }[] = [];
  page.on('filechooser', (chooser) => {
    const next = files.shift();
    if (next) void chooser.setFiles({ name: next.name, mimeType: 'text/csv', buffer: Buffer.from(next.csv, 'utf8') }).then(next.done);
  });
  /** Enter on the focused button, its chooser given `csv` as the file `name`. */
  return async (name, csv) => {
    const given = new Promise<void>((done) => files.push({ name, csv, done }));
    await page.keyboard.press('Enter');
    await given;
  };
}

/**
 * A paper score typed at an event table's dialog by keyboard, from the round: Tab to the table's
 * Paper score…, one number a side, Enter; then the dialog gone (a loaded CI machine tabbed inside
 * it while it closed, then it gave the focus back).
 */
export async function typePaperScore(page: Page, table: number, scores: readonly number[]): Promise<void> {
  await tabTo(page, `table-${table}-paper`);
  await page.keyboard.press('Enter');
  await waitFocus(page, 'paper-0');
  for (const [i, score] of scores.entries()) {
    await page.keyboard.type(String(score));
    await page.keyboard.press(i < scores.length - 1 ? 'Tab' : 'Enter');
  }
  await page.getByTestId('paper-dialog').waitFor({ state: 'hidden' });
}

export function moveCount(page: Page): Promise<number> {
  return page.locator('[data-testid=moves] li').count();
}

/** Moves the list shows drawn by the page's own check and not yet saved by the server. */
export function unsavedCount(page: Page): Promise<number> {
  return page.locator('[data-testid=moves] li.moves__item--unsaved').count();
}

/** Serious or critical accessibility problems axe finds on the page as it is now. */
export async function axeProblems(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits until nothing on the page is moving: no CSS animation or transition running (a dialog
 * fading in or out, Element Plus's `dialog-fade`), nor a Vue transition's classes left on. Axe
 * reads colours as drawn, so a dialog caught half-faded has the contrast of its half-drawn text:
 * "color-contrast (serious) … .el-dialog__title" once, in a run of firstrun.e2e on a loaded
 * machine, with the holdings dialog still leaving as the match won took the focus.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running') &&
      document.querySelector('[class*="-enter-active"], [class*="-leave-active"]') === null,
    undefined,
    { timeout: 10_000 },
  );
}

/** Saves a screenshot as test-results/NAME-WxH.png at every size, then restores the first size. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await mkdir(resolve(root, 'test-results'), { recursive: true });
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let the layout re-fit to the new size
    await settled(page);
    await page.screenshot({ path: resolve(root, `test-results/${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(SIZES[0]);
}

/** Types each of `fields` in turn, Tab between them, as a form is filled from the keyboard (a space ticks a box). */
export async function typeAcross(page: Page, fields: readonly string[]): Promise<void> {
  for (const [i, field] of fields.entries()) {
    if (i > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(field);
  }
}

/** Types a new match's four names (the first seat has the focus) and submits with Enter. */
export async function createMatchByKeyboard(page: Page, seats: readonly string[]): Promise<void> {
  await waitFocus(page, 'seat-0');
  for (const [i, name] of seats.entries()) {
    await page.keyboard.type(name);
    if (i < seats.length - 1) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/**
 * Enters one move as a scorekeeper types it: before the pose, ↓ until the poser is chosen; then
 * p / Space for a pass (recorded at once); or the bone's two numbers and its end when the record
 * gives one (a bone that fits both ends goes at once), or a draw (`d` for one unseen bone, `d3`
 * for three, `d 63 52` for bones seen); Enter.
 */
export async function typeMove(page: Page, seats: readonly string[], move: Move, pose: boolean, passKey = 'p'): Promise<void> {
  if (pose) await chooseSeat(page, seats[move.seat]!);
  if ('pass' in move) {
    await page.keyboard.press(passKey);
    return;
  }
  if ('draw' in move) {
    if (typeof move.draw === 'number') await page.keyboard.type(move.draw === 1 ? 'd' : `d${move.draw}`);
    else await page.keyboard.type(`d ${move.draw.map((b) => `${b[0]}${b[1]}`).join(' ')}`);
  } else {
    await page.keyboard.type(`${move.bone[0]}${move.bone[1]}`);
    if (move.end) {
      await page.keyboard.press(END_KEYS[move.end]);
      // A bone that fits both ends went at once with its end (issue 18 item 4): the entry no longer
      // shows it, and an Enter now could land on the next hand's Start button.
      const waiting = await page.evaluate(() => {
        const box = document.querySelector<HTMLInputElement>('[data-testid=entry]');
        return box !== null && document.activeElement === box && /[←→↑↓]$/.test(box.value);
      });
      if (!waiting) return;
    }
  }
  await page.keyboard.press('Enter');
}

/** The key naming each end of a line, and each arm round the 0-0 (the way it runs on the screen). */
const END_KEYS: Readonly<Record<NonNullable<Extract<Move, { bone: unknown }>['end']>, string>> = {
  left: 'ArrowLeft',
  right: 'ArrowRight',
  north: 'ArrowUp',
  east: 'ArrowRight',
  south: 'ArrowDown',
  west: 'ArrowLeft',
};

/** ↓ until the prompt names `name` (the poser, or the seat throwing the hand in). */
export async function chooseSeat(page: Page, name: string): Promise<void> {
  for (let k = 0; k < 4; k++) {
    if ((await page.getByTestId('prompt').textContent())?.includes(name)) return;
    await page.keyboard.press('ArrowDown');
  }
}

/** Types a move and waits until the move list shows it, saved. */
export async function recordMove(page: Page, seats: readonly string[], move: Move, index: number, passKey = 'p'): Promise<void> {
  await typeMove(page, seats, move, index === 0, passKey);
  await expect.poll(() => moveCount(page), { timeout: 5000 }).toBe(index + 1);
  await expect.poll(() => unsavedCount(page), { timeout: 5000 }).toBe(0);
}
