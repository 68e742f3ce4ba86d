/**
 * The desktop window's smallest size (electron/settings.ts MIN_WINDOW, 800x560) with seat names of
 * 40 characters: every bone of the palette can be seen and clicked, a score is not broken over two
 * lines, and every name stays whole on the felt and on the scoreboard (no word cut by the felt's
 * edge, the side panel or an ellipsis).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MIN_WINDOW } from '../../electron/settings.ts';
import { api, describeInChromium, useE2eApp } from './app.ts';
import { example } from './play.ts';
import { root, waitFocus } from './scorekeeper.ts';

const LONG = (first: string) => `${first} Maximiliana de la Santísima Trinidad`.slice(0, 40);

/** What the table shows that does not fit: palette places outside the window, a score on two lines, names out of the felt. */
function tableOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const place of Array.from(document.querySelectorAll('[data-testid=palette] .palette__bone, [data-testid=palette] .palette__gone'))) {
      const r = place.getBoundingClientRect();
      if (r.left < 0 || r.right > width) out.push(`palette place ${place.id || place.className} at ${Math.round(r.left)}–${Math.round(r.right)} of ${width}`);
    }
    for (const score of Array.from(document.querySelectorAll('.strip__points'))) {
      const size = parseFloat(getComputedStyle(score).fontSize);
      if (score.getBoundingClientRect().height > 2 * size) out.push(`score "${score.textContent}" on two lines`);
    }
    const felt = document.querySelector('.felt')!.getBoundingClientRect();
    for (const name of Array.from(document.querySelectorAll<HTMLElement>('.seat__name, .seat__pick'))) {
      const r = name.getBoundingClientRect();
      if (r.left < felt.left - 0.5 || r.right > felt.right + 0.5 || name.scrollWidth > name.clientWidth + 1) out.push(`seat "${name.textContent?.trim()}" at ${Math.round(r.left)}–${Math.round(r.right)}, felt ${Math.round(felt.left)}–${Math.round(felt.right)}`);
    }
    return out;
  });
}

/** Names on the scoreboard cut off (an ellipsis on a word that does not fit its box). */
function boardOverflows(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.board__names'))
      .filter((n) => n.scrollWidth > n.clientWidth + 1)
      .map((n) => `"${n.textContent}" ${n.scrollWidth} in ${n.clientWidth}`),
  );
}

describeInChromium('the smallest window with long names', () => {
  const app = useE2eApp('small-window');

  it.each([
    ['jamaican-partner', 4],
    ['jamaican-french', 4],
    ['jamaican-cut-throat', 3],
    ['cuban', 4],
  ] as const)('%s with %i seats: the palette, the score and every name fit', async (rules, count) => {
    const server = await app.startServer(`${rules}-${count}`);
    const seats = ['Ana', 'Bea', 'Cleo', 'Dora'].slice(0, count).map(LONG);
    const { id } = await api<{ id: number }>(server.url, 'createMatch', { rules, seats });
    await api(server.url, 'startHand', { matchId: id });
    const { page } = await app.openPage(`${server.url}#/match/${id}`, { size: MIN_WINDOW });
    await waitFocus(page, 'entry');
    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: resolve(root, `test-results/small-window-${rules}-${count}.png`) });
    expect(await tableOverflows(page)).toEqual([]);
    await page.goto(`${server.url}#/match/${id}/scoreboard`);
    await waitFocus(page, 'to-table');
    await page.screenshot({ path: resolve(root, `test-results/small-window-${rules}-${count}-scoreboard.png`) });
    expect(await boardOverflows(page)).toEqual([]);
  });

  it.each([
    { width: 600, height: 1000 },
    { width: 420, height: 900 },
  ])('a tall narrow window ($width x $height) lays the felt across the window, the entry and the moves below it', async (size) => {
    const server = await app.startServer(`narrow-${size.width}`);
    const seats = ['Ann', 'Ben', 'Cat', 'Dan'];
    const { id } = await api<{ id: number }>(server.url, 'createMatch', { rules: 'jamaican-partner', seats });
    await api(server.url, 'startHand', { matchId: id });
    await api(server.url, 'recordMove', { matchId: id, hand: 0, move: { seat: 0, bone: [6, 6] } });
    const { page } = await app.openPage(`${server.url}#/match/${id}`, { size });
    await waitFocus(page, 'entry');
    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: resolve(root, `test-results/narrow-window-${size.width}x${size.height}.png`) });
    const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    const felt = await box('.felt');
    const entry = await box('[data-testid=entry]');
    expect(felt.width).toBeGreaterThan(0.9 * size.width);
    expect(entry.y).toBeGreaterThanOrEqual(felt.y + felt.height - 1);
    expect(entry.y + entry.height).toBeLessThanOrEqual(size.height);
    expect(await tableOverflows(page)).toEqual([]);
  });

  it('between hands, the window made smaller (1280x800 to 1024x600): Start hand, which has the focus, can still be seen and clicked', async () => {
    const server = await app.startServer('resized');
    const report = example('jamaican-partner');
    const { id } = await api<{ id: number }>(server.url, 'createMatch', { rules: 'jamaican-partner', seats: report.record.seats });
    for (const [h, hr] of report.record.hands.slice(0, 2).entries()) {
      await api(server.url, 'startHand', { matchId: id });
      for (const move of hr.moves) await api(server.url, 'recordMove', { matchId: id, hand: h, move });
      if (hr.left) await api(server.url, 'settleBlock', { matchId: id, hand: h, left: Object.values(hr.left) });
    }
    const { page } = await app.openPage(`${server.url}#/match/${id}`, { size: { width: 1280, height: 800 } });
    await waitFocus(page, 'start-hand');
    await page.setViewportSize({ width: 1024, height: 600 });
    await page.waitForTimeout(300);
    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: resolve(root, 'test-results/resized-between-1024x600.png') });
    // The button's middle is in the window and is the button (not clipped away under the palette).
    const onTop = () =>
      page.getByTestId('start-hand').evaluate((b) => {
        const r = b.getBoundingClientRect();
        return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
    expect(await onTop()).toBe(true);
  });
});
