/**
 * Issue 25 item 12, "Small words", each in Chromium where the screen shows it: "worth 2 points
 * after the tied hand" after a single tie; the won play-off says what the referee says (2 points);
 * the hidden file inputs are not announced as a second button; the forfeit tick boxes show a focus
 * ring; "No entrants yet" is not shown while a CSV is chosen. (The Spanish short heads are
 * test/renderer/locale.test.ts's.) Screenshots: test-results/small-words-*.png.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { EventView, MatchView } from '../../api/contract.ts';
import { checkRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { pairsEvent } from './event-setup.ts';
import { firstHands, text } from './play.ts';
import { screenshots, waitFocus } from './scorekeeper.ts';

/** A random partner game with the 1-1 play-off, cut just after its first play-off won, as a record file's text. */
function playoffWon(): string {
  for (let seed = 0; seed < 200; seed++) {
    const record = randomFamilyRecord(seed, 40, { rules: 'jamaican-partner', options: { playoffAtOneOne: true } });
    const checked = checkRecord(record);
    if (!checked.ok) throw new Error(checked.error.message);
    const won = checked.value.hands.findIndex((h) => h.before.playoff && h.result.winner !== null && h.after.winner === null);
    if (won >= 0) return JSON.stringify({ ...record, hands: record.hands.slice(0, won + 1) });
  }
  throw new Error('no random match won a play-off');
}

/** The outline the focused element is drawn with: its style and width. */
function outline(page: Page): Promise<{ style: string; width: string; testId: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: style.outlineWidth, testId: el.getAttribute('data-testid') };
  });
}

describeInChromium('small words (issue 25 item 12)', () => {
  const app = useE2eApp('small-words');

  it('after one tied hand: "Worth 2 points after the tied hand"; a won play-off: "… win the play-off and have 2 points"', async () => {
    const server = await app.startServer('words');
    // docs/examples/jamaican-partner.json ends on its one tied hand (ties replayed).
    const tied = await api<MatchView>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 3) });
    const { page, errors } = await app.openPage(new URL(`/#/match/${tied.id}`, server.url).href);
    await waitFocus(page, 'start-hand');
    await poll(() => page.locator('.next').textContent()).toContain('Worth 2 points after the tied hand.');
    await screenshots(page, 'small-words-tied');

    const playoff = await api<MatchView>(server.url, 'importRecord', { text: playoffWon() });
    await page.goto(new URL(`/#/match/${playoff.id}`, server.url).href);
    await waitFocus(page, 'start-hand');
    await poll(() => text(page, 'hand-result')).toMatch(/ win the play-off and have 2 points\./);
    await page.locator('header select').selectOption('es');
    await poll(() => text(page, 'hand-result')).toMatch(/ ganan el desempate y tienen 2 puntos\./);
    expect(errors).toEqual([]);
  });

  it('a file button is one button to a screen reader: the hidden file input is not a second', async () => {
    const server = await app.startServer('files');
    const created = await api<EventView>(server.url, 'createEvent', { name: 'Files', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin' });
    const { page } = await app.openPage(new URL('/#/', server.url).href);
    await poll(() => page.getByRole('button', { name: 'Import a record file…' }).count()).toBe(1);
    await page.goto(new URL('/#/events', server.url).href);
    await poll(() => page.getByRole('button', { name: 'Import an event file…' }).count()).toBe(1);
    await page.goto(new URL(`/#/event/${created.id}`, server.url).href);
    await poll(() => page.getByRole('button', { name: 'Import entrants from CSV…' }).count()).toBe(1);
    await page.goto(new URL('/#/events/new', server.url).href);
    await poll(() => page.getByRole('button', { name: 'Import entrants from CSV…' }).count()).toBe(1);
    // The file is still taken: the input is there for the button (and for the tests to hand it their file).
    await page.getByTestId('csv-file').setInputFiles({ name: 'club.csv', mimeType: 'text/csv', buffer: Buffer.from('name,player1,player2\nBen & Dan,Ben,Dan\n') });
    await poll(() => text(page, 'csv-chosen')).toBe('Entrants from the file club.csv, after those typed.');
    // Nothing typed but a file chosen: "No entrants yet" is not said (the file has them).
    expect(await page.getByTestId('entrants-count').count()).toBe(0);
    await screenshots(page, 'small-words-csv-chosen');
    await page.getByTestId('csv-remove').click();
    await poll(() => text(page, 'entrants-count')).toBe('No entrants yet');
  });

  it('the forfeit’s tick boxes show where the focus is', async () => {
    const server = await app.startServer('forfeit');
    const event = await pairsEvent(server.url, ['Ann & Abe', 'Bea & Bob']);
    const seats = event.rounds[0]!.tables[0]!.seats;
    const { page } = await app.openPage(new URL(`/#/event/${event.id}/round/1`, server.url).href);
    await waitFocus(page, 'table-1-open');
    // Opened by a click, the dialog puts the focus in the first box: the box shows it, though no
    // key was pressed yet (Chromium draws :focus-visible only after a key), as it does once Tab
    // moves on.
    await page.getByTestId('table-1-forfeit').click();
    await waitFocus(page, `forfeit-${seats[0]!.entrant}`);
    expect(await outline(page)).toMatchObject({ style: 'solid', width: '3px', testId: `forfeit-${seats[0]!.entrant}` });
    await screenshots(page, 'small-words-forfeit-focus');
    await page.keyboard.press('Tab');
    await waitFocus(page, `forfeit-${seats[1]!.entrant}`);
    expect(await outline(page)).toMatchObject({ style: 'solid', width: '3px' });
  });
});
