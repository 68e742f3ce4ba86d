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
});
