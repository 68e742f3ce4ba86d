/**
 * Whole matches at the table, typed by keyboard for the end-to-end tests: a worked example of
 * docs/examples/ opened through the api, every hand recorded, and the exported file checked by
 * the referee's own function.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { checkRecordText } from '../../domain/record.ts';
import type { HandRecord, MatchReport } from '../../domain/record.ts';
import { api } from './app.ts';
import type { E2eApp } from './app.ts';
import type { Watched } from './scorekeeper.ts';
import { chooseSeat, focused, recordMove, root, waitFocus } from './scorekeeper.ts';

export function example(name: string): MatchReport {
  const checked = checkRecordText(readFileSync(resolve(root, `docs/examples/${name}.json`), 'utf8'));
  if (!checked.ok) throw new Error(`docs/examples/${name}.json: ${checked.error.message}`);
  return checked.value;
}


/** docs/examples/NAME.json with only its first `hands` hands, as a record file's text. */
export function firstHands(name: string, hands: number): string {
  const record = JSON.parse(readFileSync(resolve(root, `docs/examples/${name}.json`), 'utf8')) as { hands: unknown[] };
  return JSON.stringify({ ...record, hands: record.hands.slice(0, hands) });
}

/** A screen element's text with its white space folded, as a person reads it. */
export const text = async (page: Page, testId: string) => ((await page.getByTestId(testId).textContent()) ?? '').replace(/\s+/g, ' ').trim();

/**
 * A match created through the api (the new-match form is another screen's test), and a page
 * opened at its table: the address names the match, as after a reload.
 */
export async function openMatch(app: E2eApp, url: string, report: MatchReport): Promise<Watched> {
  const { rules, options, seats } = report.record;
  const { id } = await api<{ id: number }>(url, 'createMatch', { rules, seats, ...(options && { options }) });
  return app.openPage(new URL(`/#/match/${id}`, url).href);
}

/**
 * The worked example `name` recorded by keyboard on a server of its own, then exported: the
 * referee agrees with the screen, and no hook found an accessibility problem, nor the page a
 * console error or a CSP violation.
 */
export async function playExample(app: E2eApp, name: string, hook: (page: Page, problems: Record<string, string[]>) => Hook): Promise<void> {
  const report = example(name);
  const server = await app.startServer(name);
  const watched = await openMatch(app, server.url, report);
  const { page } = watched;
  const problems: Record<string, string[]> = {};
  await playMatch(page, report, hook(page, problems));
  await exportAgrees(page, report);
  expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
  expect(watched.errors).toEqual([]);
  expect(await watched.cspViolations()).toEqual([]);
}

/** The bones each seat still holds, or their pip totals, typed into the holdings dialog. */
export async function settleHoldings(page: Page, hr: HandRecord): Promise<void> {
  await expect.poll(() => focused(page), { timeout: 5000 }).toMatch(/^left-\d$/);
  // The dialog fills in the seats whose bones are known as it opens: let it finish before typing
  // over them (on a loaded machine Ctrl+A could otherwise land before the fill).
  await page.waitForTimeout(300);
  if (hr.pips) {
    // From the keyboard: back to the choice "Bones left / Pip totals", → to pip totals.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => focused(page), { timeout: 5000 }).toMatch(/^pips-\d$/);
  }
  const fields = await page.locator('[data-testid=block-dialog] input.bones-input').evaluateAll((inputs) => inputs.map((i) => i.getAttribute('data-testid')!));
  for (const [i, field] of fields.entries()) {
    expect(await focused(page)).toBe(field);
    const seat = field.slice(field.indexOf('-') + 1);
    const text = hr.pips ? String(hr.pips[seat]) : hr.left![seat]!.map((b) => `${b[0]}${b[1]}`).join(' ');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(text);
    if (i < fields.length - 1) await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
}

/** Where the scorekeeper is: a hand, and a move in it (-1: the hand's end). */
export type Hook = (h: number, m: number) => Promise<void>;

/**
 * Records every hand of `report` by keyboard: Enter starts it, `n` throws it in, each move is
 * typed, the holdings dialog is filled; after each hand the score on screen is the referee's.
 */
export async function playMatch(page: Page, report: MatchReport, hook: Hook): Promise<void> {
  const { record } = report;
  const seats = record.seats;
  for (const [h, hr] of record.hands.entries()) {
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    if (hr.redeal) {
      await page.keyboard.press('n');
      await chooseSeat(page, seats[hr.redeal.seat]!);
      await hook(h, 0);
      await page.keyboard.press('Enter');
    }
    for (const [m, move] of hr.moves.entries()) {
      await hook(h, m);
      await recordMove(page, seats, move, m);
    }
    if (hr.left || hr.pips) {
      await expect.poll(() => page.getByTestId('block-dialog').isVisible()).toBe(true);
      // Opened (its animation over): the first field has the focus.
      await expect.poll(() => focused(page), { timeout: 5000 }).toMatch(/^left-\d$/);
      await hook(h, -1);
      await settleHoldings(page, hr);
    }
    await expect.poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('score').textContent()).toBe(report.hands[h]!.after.score.join('–'));
  }
}

/** The exported file, checked by the referee's own function: the same score and outcomes. */
export async function exportAgrees(page: Page, report: MatchReport): Promise<void> {
  const onScreen = await page.getByTestId('score').textContent();
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const text = await readFile((await (await download).path())!, 'utf8');
  const verdict = checkRecordText(text);
  if (!verdict.ok) throw new Error(verdict.error.message);
  expect(onScreen).toBe(verdict.value.match.score.join('–'));
  expect(verdict.value.match.score).toEqual(report.match.score);
  expect(verdict.value.hands.map((x) => x.result.outcome)).toEqual(report.hands.map((x) => x.result.outcome));
}
