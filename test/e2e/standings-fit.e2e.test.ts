/**
 * The standings at 1024×768 (issue 25 item 11: "Standings at 1024×768 fit without cutting the last
 * column (wrap, or hide columns the organizer untick; the print keeps them all)"), in Chromium: a
 * club night of ten pairs with long names after four rounds, in English and Spanish; every column
 * inside the window, none scrolled out of sight. Screenshots: test-results/standings-fit-*.png.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { RoundAnswer } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { pairsEvent } from './event-setup.ts';
import { axeProblems, root } from './scorekeeper.ts';

const PAIRS = [
  'Los Primos del Barrio: Anabel & Catalina',
  'Bea & Bob',
  'Carmen Rodríguez & Calixto Fernández',
  'Dee & Dan',
  'Eve & Eli',
  'Fay & Fin',
  'Gus & Gil',
  'Hal & Hob',
  'Ivy & Ike',
  'Jo & Kim',
];

/** How far the standings' table reaches past its box and past the window, in pixels (0: it fits). */
function overflow(page: Page): Promise<{ box: number; window: number; lastRight: number }> {
  return page.evaluate(() => {
    const table = document.querySelector<HTMLElement>('[data-testid=standings]')!;
    const box = table.parentElement!;
    const last = [...table.querySelectorAll<HTMLElement>('thead th')].at(-1)!;
    return { box: box.scrollWidth - box.clientWidth, window: document.documentElement.scrollWidth - window.innerWidth, lastRight: last.getBoundingClientRect().right - window.innerWidth };
  });
}

describeInChromium('the standings at 1024×768', () => {
  const app = useE2eApp('standings-fit');

  it('every column fits the window, the last ("ahead on", with its figures) too, in English and Spanish', async () => {
    const server = await app.startServer('fit');
    const first = await pairsEvent(server.url, PAIRS, { name: 'Friday club night', rules: 'latin-partnership', pairing: 'swiss' });
    for (let round = 1; round <= 4; round++) {
      const event = round === 1 ? first : (await api<RoundAnswer>(server.url, 'drawRound', { eventId: first.id })).event;
      for (const table of event.rounds[round - 1]!.tables) {
        const score = (table.table + round) % 3 === 0 ? [100, 100 - table.table * 7] : [97 - table.table * 5, 100 + round];
        await api(server.url, 'enterPaperScore', { eventId: first.id, round, table: table.table, score });
      }
    }
    const { page, errors } = await app.openPage(new URL(`/#/event/${first.id}/standings`, server.url).href, { size: { width: 1024, height: 768 } });
    await poll(() => page.locator('[data-testid=standings] tbody tr').count()).toBe(10);
    await page.screenshot({ path: resolve(root, 'test-results/standings-fit-en-1024x768.png'), fullPage: true });
    expect(await overflow(page)).toEqual({ box: 0, window: 0, lastRight: expect.any(Number) as number });
    expect((await overflow(page)).lastRight).toBeLessThanOrEqual(0);
    expect(await axeProblems(page)).toEqual([]);
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('tab-standings').textContent()).toBe('Clasificación');
    await page.screenshot({ path: resolve(root, 'test-results/standings-fit-es-1024x768.png'), fullPage: true });
    expect((await overflow(page)).box).toBe(0);
    expect((await overflow(page)).lastRight).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  });
});
