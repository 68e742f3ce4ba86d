/**
 * A place shared by many, on the Standings tab and the printed sheet (issue 25 item 18): counted
 * and its first few named, "shared by 7: A, B, C and 4 others", in English and Spanish, and on the
 * sheet, where every entrant is named once, counted ("shared by 7"); each row
 * listed every entrant sharing its place, which before round 1 grew with the square of the
 * entrants. Screenshots in test-results/ (standings-shared-*.png) to be looked at.
 */
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { axeProblems, root, screenshots } from './scorekeeper.ts';

const NAMES = ['Ann & Cat', 'Ben & Dan', 'Eve & Fay', 'Gus & Hal', 'Ivy & Jon', 'Kim & Lou', 'Max & Ned'];

describeInChromium('a shared place on the standings screen and sheet', () => {
  const app = useE2eApp('standings-shared');

  it('before round 1 every row says "shared by 7: Ann & Cat, Ben & Dan, Eve & Fay and 4 others" on the screen, in both languages, and "shared by 7" on the sheet', async () => {
    const server = await app.startServer('shared');
    const entrants = NAMES.map((name) => ({ name, players: name.split(' & ') }));
    const event = await api<EventView>(server.url, 'createEvent', { name: 'Open night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrants });
    const { page } = await app.openPage(new URL(`/#/event/${event.id}/standings`, server.url).href);
    const decided = page.locator('[data-testid=standings] td[data-column=decided]');
    await poll(() => decided.count()).toBe(7);
    const english = 'shared by 7: Ann & Cat, Ben & Dan, Eve & Fay and 4 others';
    await poll(() => decided.allTextContents()).toEqual(NAMES.map(() => english));
    expect(await axeProblems(page)).toEqual([]);
    await screenshots(page, 'standings-shared');
    await page.getByTestId('language').selectOption('es');
    await poll(() => decided.first().textContent()).toContain('compartido por 7: Ann & Cat, Ben & Dan, Eve & Fay y 4 más');

    const sheet = await app.openPage(new URL(`/#/event/${event.id}/print/standings`, server.url).href, { initScript: "localStorage.setItem('dominoes.locale', 'en');" });
    await sheet.page.locator('[data-print-ready="true"]').waitFor();
    const cells = await sheet.page.locator('.standings-sheet__decided').allTextContents();
    // Each entrant is named on the sheet once (issue 17, "Printing"): the sheet counts them.
    expect(cells.map((c) => c.trim())).toEqual(NAMES.map(() => 'shared by 7'));
    await sheet.page.screenshot({ path: resolve(root, 'test-results/standings-shared-sheet.png') });
  });
});
