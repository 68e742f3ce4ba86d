/**
 * The list of matches deletes and renames (issue 18 item 9), in Chromium against the real server,
 * by mouse in English and by keyboard in Spanish: a match is deleted only after a confirmation and
 * only recoverably (it shows among the deleted matches, and Restore puts it back), a seat's player
 * is renamed as a correction the exported record carries, a name the record could not tell apart
 * is refused in the dialog and changes nothing, and a game of an event offers neither. A deleted
 * match opened by its address says it is deleted, with the list's Restore (the review of issue 18:
 * it showed as if it were any other match), and takes no entry until it is restored.
 */
import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { MatchSummary, MatchView } from '../../api/contract.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { focused, screenshots, waitFocus } from './scorekeeper.ts';

type Server = Awaited<ReturnType<ReturnType<typeof useE2eApp>['startServer']>>;

async function newMatch(server: Server, seats: readonly string[]): Promise<number> {
  return value<MatchView>(await server.service.call('createMatch', { rules: 'jamaican-partner', seats })).id;
}

async function listed(server: Server, method: 'listMatches' | 'listDeletedMatches'): Promise<number[]> {
  return value<MatchSummary[]>(await server.service.call(method, {})).map((m) => m.id);
}

const rowText = (page: Page, id: number) => page.locator(`tr[data-match="${id}"]`).first().textContent();

/** Tab until `testId` has the focus (a dialog's buttons: its close button comes first). */
async function tabTo(page: Page, testId: string): Promise<void> {
  for (let i = 0; i < 8 && (await focused(page)) !== testId; i++) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(testId);
}

describeInChromium('the list of matches: delete and rename', () => {
  const app = useE2eApp('match-list');

  it('by mouse: rename as a correction, a look-alike refused, delete after a confirmation, restore', async () => {
    const server = await app.startServer('mouse');
    const id = await newMatch(server, ['Ann', 'Bne', 'Cat', 'Dan']);
    const other = await newMatch(server, ['Eve', 'Fay', 'Gus', 'Hal']);
    // A game of an event: the event holds it and its names.
    const event = value<{ id: number }>(
      await server.service.call('createEvent', { name: 'Club night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'manual' }),
    );
    for (const [name, players] of [['Ivy & Jo', ['Ivy', 'Jo']], ['Kim & Lu', ['Kim', 'Lu']]] as const) {
      value(await server.service.call('addEntrant', { eventId: event.id, name, players }));
    }
    const entrants = value<{ entrants: { id: string }[] }>(await server.service.call('getEvent', { eventId: event.id })).entrants.map((e) => e.id);
    value(await server.service.call('saveRound', { eventId: event.id, round: 1, tables: [{ table: 1, seats: entrants }], byes: [] }));
    const game = value<{ matchId: number }>(await server.service.call('startGame', { eventId: event.id, round: 1, table: 1 })).matchId;

    const { page, errors } = await app.openPage(server.url);
    await page.getByTestId(`rename-${id}`).waitFor();
    expect(await page.getByTestId(`delete-${game}`).count()).toBe(0);
    expect(await page.getByTestId(`rename-${game}`).count()).toBe(0);
    await page.getByTestId(`event-held-${game}`).waitFor();

    // Rename seat 1, "Bne", to "Ben".
    await page.getByTestId(`rename-${id}`).click();
    await page.getByTestId('rename-seat').selectOption({ label: 'Bne' });
    await poll(() => page.getByTestId('rename-name').inputValue()).toBe('Bne');
    await page.getByTestId('rename-name').fill('Ben');
    await screenshots(page, 'match-list-rename');
    await page.getByTestId('rename-save').click();
    await poll(() => rowText(page, id)).toContain('Ann & Cat vs Ben & Dan');
    const exported = value<{ text: string }>(await server.service.call('exportRecord', { matchId: id }));
    expect(JSON.parse(exported.text).corrections).toEqual([{ at: expect.any(String), seat: 1, renamed: { from: 'Bne', to: 'Ben' } }]);

    // "ANN" reads as seat 0's "Ann": refused in the dialog, nothing changed.
    await page.getByTestId(`rename-${id}`).click();
    await page.getByTestId('rename-seat').selectOption({ label: 'Cat' });
    await page.getByTestId('rename-name').fill('ANN');
    await page.getByTestId('rename-save').click();
    await poll(() => page.getByTestId('change-problem').textContent()).toMatch(/^Not changed: .*ANN/);
    await screenshots(page, 'match-list-rename-refused');
    await page.getByTestId('rename-cancel').click();
    expect(value<MatchView>(await server.service.call('getMatch', { matchId: id })).seats).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);

    // Delete: the dialog asks first; Cancel keeps it.
    await page.getByTestId(`delete-${other}`).click();
    await page.getByTestId('delete-confirm').waitFor();
    await poll(() => page.getByTestId('delete-dialog').textContent()).toContain('Eve & Gus vs Fay & Hal');
    await screenshots(page, 'match-list-delete');
    await page.getByTestId('delete-cancel').click();
    expect(await listed(server, 'listMatches')).toContain(other);
    await page.getByTestId(`delete-${other}`).click();
    await page.getByTestId('delete-confirm').click();
    await poll(() => page.locator(`tr[data-match="${other}"]`).count()).toBe(0);
    expect(await listed(server, 'listDeletedMatches')).toEqual([other]);

    // Among the deleted matches, and restored from there.
    await page.getByTestId('show-deleted').click();
    await page.getByTestId(`restore-${other}`).waitFor();
    await screenshots(page, 'match-list-deleted');
    await page.getByTestId(`restore-${other}`).click();
    await poll(() => page.locator(`tr[data-match="${other}"]`).count()).toBe(1);
    expect(await listed(server, 'listDeletedMatches')).toEqual([]);

    // Restored in another window meanwhile: the stale Restore is refused in words, and the lists
    // are read again.
    await page.getByTestId(`delete-${id}`).click();
    await page.getByTestId('delete-confirm').click();
    await page.getByTestId(`restore-${id}`).waitFor();
    value(await server.service.call('restoreMatch', { matchId: id }));
    await page.getByTestId(`restore-${id}`).click();
    await poll(() => page.getByTestId('restore-problem').textContent()).toContain(`Match ${id} is not deleted: there is nothing to restore.`);
    await poll(() => page.locator(`tr[data-match="${id}"]`).count()).toBe(1);
    expect(errors).toEqual([]);
  }, 180_000);

  it('by keyboard, in Spanish: rename with the seat chosen by arrow keys, delete confirmed with Enter, restore', async () => {
    const server = await app.startServer('keyboard');
    const id = await newMatch(server, ['Ana', 'Beto', 'Carla', 'Dani']);
    const { page } = await app.openPage(server.url);
    await page.getByTestId(`rename-${id}`).waitFor();
    await page.getByTestId('language').selectOption('es');

    await page.getByTestId(`rename-${id}`).focus();
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-name');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('rename-seat');
    await page.keyboard.press('ArrowDown');
    await poll(() => page.getByTestId('rename-name').inputValue()).toBe('Beto');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Alberto');
    await page.keyboard.press('Enter');
    await poll(() => rowText(page, id)).toContain('Ana & Carla contra Alberto & Dani');

    // Enter on Cancel is Cancel: in the command dialogs Enter anywhere else submits, but a
    // delete has nothing to fill, and its Cancel must never mean yes.
    await page.getByTestId(`delete-${id}`).focus();
    await page.keyboard.press('Enter');
    // With nothing to fill, the dialog opens with the focus on Cancel (not on the dialog itself).
    await waitFocus(page, 'delete-cancel');
    await page.keyboard.press('Enter');
    await page.getByTestId('delete-confirm').waitFor({ state: 'hidden' });
    expect(await listed(server, 'listDeletedMatches')).toEqual([]);

    await page.getByTestId(`delete-${id}`).focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('delete-confirm').waitFor();
    await poll(() => page.getByTestId('delete-dialog').textContent()).toContain('Pasa a las partidas borradas');
    // Opened, the dialog puts the focus on Cancel; the yes is one Tab further.
    await waitFocus(page, 'delete-cancel');
    await tabTo(page, 'delete-confirm');
    await screenshots(page, 'match-list-delete-es');
    await page.keyboard.press('Enter');
    await poll(() => listed(server, 'listDeletedMatches')).toEqual([id]);

    await page.getByTestId('show-deleted').focus();
    await page.keyboard.press('Enter');
    await page.getByTestId(`restore-${id}`).waitFor();
    await screenshots(page, 'match-list-deleted-es');
    await tabTo(page, `restore-${id}`);
    await page.keyboard.press('Enter');
    await poll(() => listed(server, 'listMatches')).toEqual([id]);
  }, 180_000);

  it('a deleted match opened by its address says so on the table, the scoreboard and a replay, in English and Spanish; Restore puts it back', async () => {
    const server = await app.startServer('deleted');
    const id = await newMatch(server, ['Ann', 'Ben', 'Cat', 'Dan']);
    value(await server.service.call('startHand', { matchId: id }));
    value(await server.service.call('recordMove', { matchId: id, hand: 0, move: { seat: 0, bone: [6, 6] } }));
    value(await server.service.call('deleteMatch', { matchId: id }));

    const { page, errors } = await app.openPage(new URL(`/#/match/${id}`, server.url).href);
    await poll(() => page.getByTestId('match-deleted').textContent()).toContain('This match is deleted.');
    expect(await page.getByTestId('match-restore').textContent()).toContain('Restore');
    await screenshots(page, 'match-deleted-table');
    // Nothing can be entered until it is restored, by keyboard or click (it took moves for the
    // server to refuse, db/match-deleted): no entry, the palette's bones disabled, Ctrl+Z does
    // nothing, and the focus is on Restore.
    const moves = async () => value<MatchView>(await server.service.call('getMatch', { matchId: id })).current?.moves.length;
    expect(await page.getByTestId('entry').count()).toBe(0);
    expect(await page.locator('[data-testid=palette] [data-bone="65"]').isDisabled()).toBe(true);
    await waitFocus(page, 'match-restore');
    await page.keyboard.press('Control+z');
    await page.waitForTimeout(300);
    expect(await moves()).toBe(1);
    expect(await page.getByTestId('refusal').count()).toBe(0);
    // Enter on Restore: the entry is back, with the focus. Deleted again for the other screens.
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    expect(await page.getByTestId('match-deleted').count()).toBe(0);
    value(await server.service.call('deleteMatch', { matchId: id }));
    await page.goto(new URL(`/#/match/${id}/scoreboard`, server.url).href);
    await poll(() => page.getByTestId('match-deleted').textContent()).toContain('nothing can be recorded in it until it is restored');
    await page.getByTestId('language').selectOption('es');
    await page.goto(new URL(`/#/match/${id}/hand/1`, server.url).href);
    await poll(() => page.getByTestId('match-deleted').textContent()).toContain('Esta partida está borrada.');
    await screenshots(page, 'match-deleted-replay-es');

    await page.getByTestId('match-restore').click();
    await poll(() => page.getByTestId('match-deleted').count()).toBe(0);
    // Restored on the replay; on the table the entry is back, with the focus.
    await page.goto(new URL(`/#/match/${id}`, server.url).href);
    await waitFocus(page, 'entry');
    expect(await page.locator('[data-testid=palette] [data-bone="65"]').isDisabled()).toBe(false);
    expect(await listed(server, 'listMatches')).toEqual([id]);
    expect(await listed(server, 'listDeletedMatches')).toEqual([]);
    // A match in the list shows no notice.
    await page.getByTestId('language').selectOption('en');
    await page.goto(new URL(`/#/match/${id}`, server.url).href);
    await page.getByTestId('seat-0').waitFor();
    expect(await page.getByTestId('match-deleted').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('/api/'))).toEqual([]);
  }, 180_000);
});
