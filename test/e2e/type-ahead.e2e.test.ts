/**
 * No keystroke lost when a dialog opens (issue 25 item 8: "Keys typed between the command and the
 * dialog taking the focus go into the dialog's first field (paper score, forfeit, penalty,
 * holdings after a block: measured today, about 0.35 s of typing lost). An e2e test types at once
 * after the key that opens each dialog."). In Chromium by keyboard: each dialog's key, then the
 * entry typed at once, with no wait for the dialog; what was typed is in its fields. Screenshots:
 * test-results/type-ahead-*.png.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { pairsEvent } from './event-setup.ts';
import { example, firstHands } from './play.ts';
import { focused, screenshots, tabTo, typeAcross, typeMove, waitFocus } from './scorekeeper.ts';

const PAIRS = ['Ann & Abe', 'Bea & Bob', 'Cat & Cal', 'Dee & Dan'];

/** The value of each field, once the dialog named has finished opening (its animation over). */
async function fieldsOnceOpen(page: Page, dialog: string, testIds: readonly string[]): Promise<string[]> {
  await poll(() => page.getByTestId(dialog).isVisible()).toBe(true);
  await poll(() => page.getByTestId(dialog).evaluate((el) => el.closest('.el-overlay-dialog')?.parentElement?.getAnimations({ subtree: true }).length ?? 0)).toBe(0);
  return Promise.all(testIds.map((id) => page.getByTestId(id).evaluate((el) => (el instanceof HTMLInputElement && el.type === 'checkbox' ? String(el.checked) : (el as HTMLInputElement).value))));
}

describeInChromium('no keystroke lost when a dialog opens', () => {
  const app = useE2eApp('type-ahead');

  it('paper score, forfeit and penalty on the round: the entry typed at once after the key that opens each', async () => {
    const server = await app.startServer('round');
    const event = await pairsEvent(server.url, PAIRS);
    const two = event.rounds[0]!.tables[1]!;
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}/round/1`, server.url).href);
    await waitFocus(page, 'table-1-open');

    // A paper score: Enter on its button, then "6", Tab, "0" at once.
    await tabTo(page, 'table-1-paper');
    await page.keyboard.press('Enter');
    await typeAcross(page, ['6', '0']);
    expect(await fieldsOnceOpen(page, 'paper-dialog', ['paper-0', 'paper-1'])).toEqual(['6', '0']);
    await screenshots(page, 'type-ahead-paper');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('table-1-games').textContent()).toContain('6–0');
    await page.getByTestId('paper-dialog').waitFor({ state: 'hidden' });

    // A forfeit: Enter on its button, then Space (the first side ticked), Tab, Space at once.
    await tabTo(page, 'table-2-forfeit');
    await page.keyboard.press('Enter');
    await typeAcross(page, [' ', ' ']);
    const ticks = two.seats.map((s) => `forfeit-${s.entrant}`);
    // Both ticked: two ticks played in one go kept only the second (v-model reads the list as last drawn).
    expect(await fieldsOnceOpen(page, 'forfeit-dialog', ticks)).toEqual(['true', 'true']);
    expect(await focused(page)).toBe(ticks[1]);
    await page.keyboard.press('Escape');
    await page.getByTestId('forfeit-dialog').waitFor({ state: 'hidden' });

    // A penalty: Enter on its button, then the entrant's first letters, Tab, the points, Tab, the reason, at once.
    await tabTo(page, 'add-penalty');
    await page.keyboard.press('Enter');
    await typeAcross(page, ['Cat', '3', 'Slow play']);
    const cat = event.entrants.find((e) => e.name === 'Cat & Cal')!.id;
    expect(await fieldsOnceOpen(page, 'penalty-dialog', ['penalty-entrant', 'penalty-points', 'penalty-reason'])).toEqual([cat, '3', 'Slow play']);
    await screenshots(page, 'type-ahead-penalty');
    await page.keyboard.press('Enter');
    await poll(() => page.locator('.penalties li').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('the holdings after a block: the first seat’s bones typed at once after the move that blocks', async () => {
    const server = await app.startServer('block');
    // docs/examples/jamaican-partner.json: its first hand imported, its second (a block) recorded to its last move.
    const imported = await api<MatchView>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 1) });
    await api(server.url, 'startHand', { matchId: imported.id });
    const moves = example('jamaican-partner').record.hands[1]!.moves;
    for (const move of moves.slice(0, -1)) await api(server.url, 'recordMove', { matchId: imported.id, hand: 1, move });
    const watched = await app.openPage(`${server.url}#/match/${imported.id}`);
    const { page } = watched;
    // The page has read the match for its own check: the blocking move is drawn at once.
    await page.waitForResponse((r) => r.url().endsWith('/api/exportRecord'));
    await waitFocus(page, 'entry');
    await typeMove(page, imported.seats, moves.at(-1)!, false);
    await typeAcross(page, ['00 11 44', '10 20']);
    const [first, second] = await fieldsOnceOpen(page, 'block-dialog', ['left-0', 'left-1']);
    expect([first, second]).toEqual(['00 11 44', '10 20']);
    expect(await focused(page)).toBe('left-1');
    await screenshots(page, 'type-ahead-block');
    expect(watched.errors).toEqual([]);
  });
});
