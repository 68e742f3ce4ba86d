/**
 * Paper scores on the round screen (issue 25 item 4), by keyboard in Chromium: a score the rules
 * cannot leave (the 60–0 in a game to 6) is asked about, saying why, and kept only when
 * confirmed; any game of a table is corrected, not only the last, its score filled in; and History
 * shows each score entered and corrected, old and new, with who and when. Screenshots:
 * test-results/paper-*.png.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { pairsEvent } from './event-setup.ts';
import { text } from './play.ts';
import { axeProblems, screenshots, tabTo, typeAcross, waitFocus } from './scorekeeper.ts';

const PAIRS = ['Ann & Abe', 'Bea & Bob', 'Cat & Cal', 'Dee & Dan'];

/** Paper score… on the table by keyboard: one number a side, Tab between, Enter. */
async function paperScore(page: Page, table: number, scores: readonly string[]): Promise<void> {
  await tabTo(page, `table-${table}-paper`);
  await page.keyboard.press('Enter');
  await waitFocus(page, 'paper-0');
  await typeAcross(page, scores);
  await page.keyboard.press('Enter');
}

describeInChromium('paper scores that cannot be, and corrections kept', () => {
  const app = useE2eApp('paper');

  it('60–0 in a game to 6 is asked about and kept once confirmed; game 1 of two corrected; History shows both with who and when', async () => {
    const server = await app.startServer('paper');
    const event = await pairsEvent(server.url, PAIRS, { round: { games: 2 } });
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}/round/1`, server.url).href);
    await waitFocus(page, 'table-1-open');

    await paperScore(page, 1, ['60', '0']);
    // Asked, saying why; nothing kept yet; the dialog's button now keeps it.
    await poll(() => text(page, 'paper-dialog')).toContain('In a game to 6 one hand adds at most 2 to a side’s score, so a game ends at 7 at most');
    expect(await text(page, 'paper-save')).toBe('Keep this score anyway');
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).rounds[0]!.tables[0]!.games).toEqual([]);
    await screenshots(page, 'paper-asked');
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'table-1-games')).toContain('Game 1: 60–0');
    await page.getByTestId('paper-dialog').waitFor({ state: 'hidden' });

    // The second game, then game 1 corrected: its dialog opens with its score, the one asked is the new one.
    await paperScore(page, 1, ['0', '6']);
    await poll(() => text(page, 'table-1-games')).toContain('Game 2: 0–6');
    await page.getByTestId('paper-dialog').waitFor({ state: 'hidden' });
    await tabTo(page, 'table-1-correct-1', true);
    await page.keyboard.press('Enter');
    await waitFocus(page, 'paper-0');
    expect(await text(page, 'paper-dialog')).toContain('Table 1: the score of game 1');
    expect([await page.getByTestId('paper-0').inputValue(), await page.getByTestId('paper-1').inputValue()]).toEqual(['60', '0']);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('6');
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'table-1-games')).toMatch(/Game 1: 6–0.*Game 2: 0–6/);
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).rounds[0]!.tables[0]!.games.map((g) => g.score)).toEqual([
      [6, 0],
      [0, 6],
    ]);

    // History: newest first, the old score and the new, by whom and when.
    await page.getByTestId('tab-history').click();
    await poll(() => page.getByTestId('history-change').count()).toBe(3);
    const lines = await page.getByTestId('history-change').allTextContents();
    expect(lines[0]).toMatch(/^Round 1, table 1, game 1: paper score 60–0 corrected to 6–0 \(by the organizer, .*\d\d:\d\d.*\)$/);
    expect(lines[1]).toMatch(/^Round 1, table 1, game 2: paper score 0–6 entered \(by the organizer, /);
    expect(lines[2]).toMatch(/^Round 1, table 1, game 1: paper score 60–0 entered \(by the organizer, /);
    await screenshots(page, 'paper-history');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('history-change').first().textContent()).toMatch(/^Ronda 1, mesa 1, partida 1: tanteo en papel 60–0 corregido a 6–0 \(por el organizador, /);
    expect(errors).toEqual([]);
  });
});
