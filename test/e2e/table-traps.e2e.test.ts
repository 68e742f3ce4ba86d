/**
 * The traps a first evening at a real table found (issue 18, "At the table"), in real Chromium
 * through browser mode, by keyboard: each test here failed before its fix. Screenshots are saved
 * into test-results/ to be looked at.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import type { E2eApp } from './app.ts';
import { example, firstHands } from './play.ts';
import { focused, moveCount, screenshots, typeMove, unsavedCount, waitFocus } from './scorekeeper.ts';

/**
 * docs/examples/jamaican-partner.json's first hand imported, its second (a block) recorded through
 * the api: the page opens on the holdings dialog of that block.
 */
async function blockedTable(app: E2eApp, name: string): Promise<{ page: Page; url: string; matchId: number; errors: string[] }> {
  const server = await app.startServer(name);
  const imported = await api<MatchView>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 1) });
  await api(server.url, 'startHand', { matchId: imported.id });
  for (const move of example('jamaican-partner').record.hands[1]!.moves) await api(server.url, 'recordMove', { matchId: imported.id, hand: 1, move });
  const watched = await app.openPage(`${server.url}#/match/${imported.id}`);
  await poll(() => focused(watched.page)).toMatch(/^left-\d$/);
  // The dialog fills in the seats whose bones are known as it opens: let it finish first.
  await watched.page.waitForTimeout(300);
  return { page: watched.page, url: server.url, matchId: imported.id, errors: watched.errors };
}

/** The bones each seat held at the end of that block, as a scorekeeper types them. */
const LEFT = ['00 11 44', '10 20', '33 43', '22 32 41'];

/** Types every seat's bones into the holdings dialog, Tab after each one: the way a form is filled. */
async function typeLeft(page: Page): Promise<void> {
  for (const [seat, bones] of LEFT.entries()) {
    expect(await focused(page)).toBe(`left-${seat}`);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(bones);
    await page.keyboard.press('Tab');
  }
}

describeInChromium('the table, by keyboard: no trap for a scorekeeper in a hurry', () => {
  const app = useE2eApp('traps');

  // Issue 18 item 1: "Typing each player's bones with Tab after each and then Enter lands on Undo:
  // the blocking move is taken back, the dialog's entries are lost and a correction is written."
  it('Tab after the last seat then Enter settles the block: a dialog\'s Enter is its own confirm', async () => {
    const { page, url, matchId, errors } = await blockedTable(app, 'tab-enter');
    await typeLeft(page);
    await screenshots(page, 'traps-block-tabbed');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    const now = await api<MatchView>(url, 'getMatch', { matchId });
    expect(now.corrections).toBe(0);
    expect(now.status).toBe('needs-hand');
    expect(now.score).toEqual(example('jamaican-partner').hands[1]!.after.score);
    expect(errors).toEqual([]);
  });

  // Issue 18 item 1: "an entry a dialog held is never lost". The move taken back on purpose (a
  // click) and played again, the dialog opens with what was typed in it.
  it('the holdings typed are kept when the last move is taken back from the dialog and played again', async () => {
    const { page, url, matchId } = await blockedTable(app, 'kept');
    for (const [seat, bones] of LEFT.slice(0, 2).entries()) {
      await page.getByTestId(`left-${seat}`).fill(bones);
    }
    await page.getByTestId('block-back').click();
    await poll(async () => (await api<MatchView>(url, 'getMatch', { matchId })).corrections).toBe(1);
    await poll(() => page.getByTestId('block-dialog').isVisible()).toBe(false);
    await waitFocus(page, 'entry');
    const { record } = example('jamaican-partner');
    await typeMove(page, record.seats, record.hands[1]!.moves.at(-1)!, false);
    await poll(() => focused(page)).toMatch(/^left-\d$/);
    expect(await page.getByTestId('left-0').inputValue()).toBe(LEFT[0]);
    expect(await page.getByTestId('left-1').inputValue()).toBe(LEFT[1]);
    await screenshots(page, 'traps-block-kept');
    expect(await moveCount(page)).toBe(19);
    expect(await unsavedCount(page)).toBe(0);
  });
});
