/**
 * Two windows on one match: what one records, starts or settles, the other learns of when its own
 * command is refused for it, and then shows the match as it is (the refusal beside it), instead of
 * a hand that is over, a dialog for a block settled, or a turn long gone. The "other window" is
 * the api called over HTTP, as a second page's store would. And a dialog's problem with what was
 * typed follows a change of language, as the engine's refusals do.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { HandRecord } from '../../domain/record.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { example, text } from './play.ts';
import { focused, moveCount, screenshots, waitFocus } from './scorekeeper.ts';

const report = example('jamaican-partner');
const { seats } = report.record;
const [hand1, hand2] = report.record.hands as [HandRecord, HandRecord];

/** Hand 2's bones left typed into the holdings dialog, a seat per field. */
async function typeLeft(page: Page): Promise<void> {
  // The dialog fills in the seats whose bones are known as it opens: typed over once it has.
  await page.waitForTimeout(300);
  for (const [i, bones] of Object.values(hand2.left!).entries()) {
    await page.keyboard.press('Control+A');
    await page.keyboard.type(bones.map((b) => `${b[0]}${b[1]}`).join(' '));
    if (i < seats.length - 1) await page.keyboard.press('Tab');
  }
}

describeInChromium('the table through another window, a reload, a change of language', () => {
  const app = useE2eApp('two-windows');

  /** A server, a match with hand 1 played to its end through the api, and a page open on it. */
  async function between(name: string): Promise<{ page: Page; url: string; matchId: number }> {
    const server = await app.startServer(name);
    const { id } = await api<{ id: number }>(server.url, 'createMatch', { rules: 'jamaican-partner', seats });
    await api(server.url, 'startHand', { matchId: id });
    for (const move of hand1.moves) await api(server.url, 'recordMove', { matchId: id, hand: 0, move });
    const { page } = await app.openPage(`${server.url}#/match/${id}`);
    await waitFocus(page, 'start-hand');
    return { page, url: server.url, matchId: id };
  }

  it('Start hand refused because the other window started it: the hand in play is shown, the focus in its entry', async () => {
    const { page, url, matchId } = await between('started');
    await api(url, 'startHand', { matchId });
    await api(url, 'recordMove', { matchId, hand: 1, move: hand2.moves[0] });
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    expect(await moveCount(page)).toBe(1);
    expect(await text(page, 'prompt')).toContain(seats[1]);
  });

  it('a window given the focus again shows what the other window recorded meanwhile, the focus in its entry', async () => {
    const { page, url, matchId } = await between('refocused');
    await api(url, 'startHand', { matchId });
    for (const move of hand2.moves.slice(0, 2)) await api(url, 'recordMove', { matchId, hand: 1, move });
    // The window comes back to the front (the desktop window's focus, a tab shown again).
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await poll(() => moveCount(page)).toBe(2);
    await waitFocus(page, 'entry');
    expect(await text(page, 'prompt')).toContain(seats[2]);
  });

  it('the scoreboard and the matches list given the focus again show what the other window changed meanwhile', async () => {
    const { page, url, matchId } = await between('refocused-lists');
    const front = () => page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.goto(`${url}#/match/${matchId}/scoreboard`);
    await waitFocus(page, 'to-table');
    await api(url, 'startHand', { matchId });
    await front();
    await poll(() => text(page, 'history')).toContain('In play');
    await page.goto(`${url}#/`);
    await poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBe(1);
    await api(url, 'createMatch', { rules: 'jamaican-partner', seats: ['Eve', 'Fay', 'Gil', 'Hal'] });
    await front();
    await poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBe(2);
  });

  it('the replay of the hand in play, given the focus again at its last move, goes on to the moves recorded meanwhile', async () => {
    const { page, url, matchId } = await between('refocused-replay');
    await api(url, 'startHand', { matchId });
    for (const move of hand2.moves.slice(0, 2)) await api(url, 'recordMove', { matchId, hand: 1, move });
    await page.goto(`${url}#/match/${matchId}/hand/2`);
    await waitFocus(page, 'replay-step');
    await poll(() => text(page, 'replay-now')).toContain('Move 2 of 2');
    await api(url, 'recordMove', { matchId, hand: 1, move: hand2.moves[2] });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await poll(() => text(page, 'replay-now')).toContain('Move 3 of 3');
  });

  it('a move refused because the other window played on: the moves it recorded are shown', async () => {
    const { page, url, matchId } = await between('played');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    for (const move of hand2.moves.slice(0, 3)) await api(url, 'recordMove', { matchId, hand: 1, move });
    // A pass for Ann, as this window still thinks she is to pose (the page's own check refuses a
    // pass there and asks the server why): Dan's turn, says the server.
    await page.keyboard.press('p');
    await poll(() => moveCount(page)).toBe(3);
    expect(await text(page, 'prompt')).toContain(seats[3]);
    expect(await focused(page)).toBe('entry');
  });

  it('a block settled in the other window: Settle closes the dialog on the hand as settled, Start hand 3 has the focus', async () => {
    const { page, url, matchId } = await between('settled');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    for (const move of hand2.moves) await api(url, 'recordMove', { matchId, hand: 1, move });
    await page.reload();
    await expect.poll(() => focused(page), { timeout: 20_000 }).toMatch(/^left-\d$/);
    await api(url, 'settleBlock', { matchId, hand: 1, left: Object.values(hand2.left!) });
    await typeLeft(page);
    await page.keyboard.press('Enter');
    await waitFocus(page, 'start-hand');
    await poll(() => page.getByTestId('block-dialog').isVisible()).toBe(false);
    expect(await text(page, 'hand-result')).toContain('Hand 2');
    // The refusal stays beside the hand as it is: this window's settlement was not taken.
    expect(await text(page, 'between-refusal')).toContain('not a hand waiting');
    await screenshots(page, 'two-windows-settled');
  });

  it('a language chosen in another window is followed, down to the problem a dialog shows with what was typed', async () => {
    const { page, url, matchId } = await between('language');
    // The other window: the same browser profile (its localStorage), on the matches list. The
    // language select is under a dialog's overlay here; there it is not.
    const other = await page.context().newPage();
    await other.goto(url);
    const choose = async (lang: string) => {
      await other.getByTestId('language').selectOption(lang);
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
    };
    // The deal dialog: a seat's bones with an odd number of digits.
    await page.keyboard.press('Tab');
    await waitFocus(page, 'enter-deal');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'deal-0');
    await page.keyboard.type('665');
    await page.keyboard.press('Enter');
    const dealDialog = page.getByTestId('deal-dialog');
    await poll(() => dealDialog.textContent()).toContain('Ann: a bone needs two numbers.');
    await choose('es');
    await poll(() => dealDialog.textContent()).toContain('Ann: una ficha necesita dos números.');
    await choose('en');
    await page.keyboard.press('Escape');
    await waitFocus(page, 'start-hand');
    // The holdings dialog: a number not in the set.
    await api(url, 'startHand', { matchId });
    for (const move of hand2.moves) await api(url, 'recordMove', { matchId, hand: 1, move });
    await page.reload();
    await expect.poll(() => focused(page), { timeout: 20_000 }).toMatch(/^left-\d$/);
    await page.keyboard.press('Control+A');
    await page.keyboard.type('79');
    await page.keyboard.press('Enter');
    const blockDialog = page.getByTestId('block-dialog');
    await poll(() => blockDialog.textContent()).toContain('Ann: 7 is not a number of this set.');
    await choose('es');
    await poll(() => blockDialog.textContent()).toContain('Ann: 7 no es un número de este juego.');
    await screenshots(page, 'dialog-problem-es');
    await other.close();
  });
});
