/**
 * Issue 17's screen gaps, end to end in Chromium by keyboard: New event with its entrants from a
 * CSV (a bad file refused naming row and column, nothing created; a good one makes the event and
 * its entrants in one step); the seating editor saying what a change breaks while the director
 * edits, and adding and removing a table; an entrant renamed from the list, refused with
 * event/names-recorded when a recorded game carries the players' names; and a won event game's
 * clear way back to its round. Screenshots: test-results/events-more-*.png.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { EventListItem, EventView, RoundAnswer } from '../../api/contract.ts';
import { MAX_TEXT_CHARS } from '../../domain/events/format.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { text } from './play.ts';
import { axeProblems, fileChooserQueue, root, screenshots, tabTo, waitFocus } from './scorekeeper.ts';

/** The arrows on the focused select until it holds `value` (a closed select takes them on Linux). */
async function arrowsTo(page: Page, testId: string, value: string): Promise<void> {
  const select = page.getByTestId(testId);
  const values = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  const by = values.indexOf(value) - values.indexOf(await select.inputValue());
  for (let i = 0; i < Math.abs(by); i++) await page.keyboard.press(by > 0 ? 'ArrowDown' : 'ArrowUp');
  expect(await select.inputValue()).toBe(value);
}

/**
 * The documented club night (docs/examples/event-club-night.json) after its round 1 — Ana & Carla
 * against Gloria & Hugo recorded bone by bone at table 1, Beto & Dario against Elena & Fidel on
 * paper at table 2 — with round 2 drawn.
 */
async function clubNightRound2(url: string): Promise<EventView> {
  const file = JSON.parse(await readFile(resolve(root, 'docs/examples/event-club-night.json'), 'utf8')) as { rounds: unknown[] };
  const event = await api<EventView>(url, 'importEvent', { text: JSON.stringify({ ...file, rounds: file.rounds.slice(0, 1) }) });
  return (await api<RoundAnswer>(url, 'drawRound', { eventId: event.id })).event;
}

const TABLE_2_REMATCH = 'Table 2: Beto & Dario and Elena & Fidel have met before (a rematch).';

describeInChromium("the organizer's screens: issue 17's gaps", () => {
  const app = useE2eApp('events-more');

  it('New event takes its entrants from a CSV: a bad row refused by row and column with nothing created, then the event and every entrant in one step', async () => {
    const server = await app.startServer('csv');
    const { page, errors } = await app.openPage(new URL('/#/events/new', server.url).href);
    const chooseCsv = fileChooserQueue(page);
    await waitFocus(page, 'event-name');
    await page.keyboard.type('Thursday pairs');
    await tabTo(page, 'event-entrants');
    await page.keyboard.type('Ann & Cat');
    await tabTo(page, 'csv-choose');
    // Row 3 has no second player.
    await chooseCsv('bad.csv', 'name,player1,player2\nBen & Dan,Ben,Dan\nEve & Gus,Eve,\n');
    await waitFocus(page, 'csv-remove');
    expect(await text(page, 'csv-chosen')).toBe('Entrants from the file bad.csv, after those typed.');
    await tabTo(page, 'create-event');
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'new-event-problem')).toContain('Row 3, column player2');
    expect(await api<EventListItem[]>(server.url, 'listEvents', {})).toEqual([]);
    await screenshots(page, 'events-more-csv-refused');
    expect(await axeProblems(page)).toEqual([]);

    // The file left out and another chosen: the event is made with the typed pair and the file's.
    await tabTo(page, 'csv-remove', true);
    await page.keyboard.press('Enter');
    await waitFocus(page, 'csv-choose');
    await chooseCsv('club.csv', 'name,player1,player2\nBen & Dan,Ben,Dan\nEve & Gus,Eve,Gus\nFay & Hal,Fay,Hal\n');
    await waitFocus(page, 'csv-remove');
    await tabTo(page, 'create-event');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'draw-round');
    const [made] = await api<EventListItem[]>(server.url, 'listEvents', {});
    const event = await api<EventView>(server.url, 'getEvent', { eventId: made!.id });
    expect(event.entrants.map((e) => e.name)).toEqual(['Ann & Cat', 'Ben & Dan', 'Eve & Gus', 'Fay & Hal']);
    expect(errors).toEqual([]);
  });

  it('the seating editor says what a change breaks as it is made, adds and removes a table, and keeps the seating with Enter', async () => {
    const server = await app.startServer('seating');
    const event = await clubNightRound2(server.url);
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}/round/2`, server.url).href);
    await poll(() => page.getByTestId('table-1').count()).toBe(1);
    await tabTo(page, 'edit-round');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'edit-1-0');
    await poll(() => text(page, 'edit-check')).toBe('Nothing to warn about.');
    // p1 and p4 met in round 1: seated together again, half done, p4 is seated twice (refused) …
    await arrowsTo(page, 'edit-1-0', 'p1');
    await page.keyboard.press('Tab');
    await arrowsTo(page, 'edit-1-1', 'p4');
    const seats2 = event.rounds[1]!.tables[1]!.seats.map((s) => s.entrant);
    if (seats2.includes('p4')) {
      await poll(() => text(page, 'edit-check')).toContain('This seating cannot be kept:');
      await poll(() => text(page, 'edit-check')).toContain('is seated twice');
    }
    // … then table 2 seats the other two: a rematch at each table, said before anything is kept.
    await tabTo(page, 'edit-2-0');
    await arrowsTo(page, 'edit-2-0', 'p2');
    await page.keyboard.press('Tab');
    await arrowsTo(page, 'edit-2-1', 'p3');
    await poll(() => text(page, 'edit-warnings')).toContain('Table 1: Ana & Carla and Gloria & Hugo have met before (a rematch).');
    expect(await text(page, 'edit-warnings')).toContain(TABLE_2_REMATCH);
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).rounds[1]).toEqual(event.rounds[1]);
    await screenshots(page, 'events-more-seating-warnings');
    expect(await axeProblems(page)).toEqual([]);

    // A table added has seats to choose (nobody has a bye to fill it); taken away again, the check is back.
    await tabTo(page, 'edit-add-table');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'edit-3-0');
    await poll(() => text(page, 'edit-check')).toBe('Table 3 has a seat to choose.');
    await tabTo(page, 'edit-remove-3');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('edit-3-0').count()).toBe(0);
    await poll(() => text(page, 'edit-warnings')).toContain(TABLE_2_REMATCH);
    // Table 2 taken away: its pairs get byes until they are seated again.
    await tabTo(page, 'edit-remove-2', true);
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('edit-2-0').count()).toBe(0);
    await poll(() => page.getByTestId('edit-bye-p2').isChecked()).toBe(true);
    // Added back, the new table takes the pairs given those byes.
    await tabTo(page, 'edit-add-table');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'edit-2-0');
    expect([await page.getByTestId('edit-2-0').inputValue(), await page.getByTestId('edit-2-1').inputValue()]).toEqual(['p2', 'p3']);
    await poll(() => text(page, 'edit-warnings')).toContain(TABLE_2_REMATCH);

    // Enter on a seat keeps the seating; the round's warnings stay on screen.
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('edit-dialog').isVisible()).toBe(false);
    await poll(() => text(page, 'round-warnings')).toContain('have met before');
    const kept = (await api<EventView>(server.url, 'getEvent', { eventId: event.id })).rounds[1]!;
    expect(kept.tables.map((tb) => tb.seats.map((s) => s.entrant))).toEqual([
      ['p1', 'p4'],
      ['p2', 'p3'],
    ]);
    expect(errors).toEqual([]);
  });

  it("renames an entrant from the list by keyboard; a pair whose players a recorded game carries is refused (event/names-recorded)", async () => {
    const server = await app.startServer('rename');
    const event = await clubNightRound2(server.url);
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}/round/2`, server.url).href);
    await poll(() => page.getByTestId('table-1').count()).toBe(1);
    // A round robin of four pairs knows its rounds (issue 25 item 1).
    expect(await text(page, 'round-title')).toBe('Round 2 of 3');
    // Ana & Carla played table 1 bone by bone in round 1: the record keeps their names.
    await tabTo(page, 'rename-p1');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-input-p1');
    // The inputs take a name as long as the api takes (polish: they stopped at 120 of its 200).
    expect(await page.getByTestId('rename-input-p1').getAttribute('maxlength')).toBe(String(MAX_TEXT_CHARS));
    expect(await page.getByTestId('add-entrant').getAttribute('maxlength')).toBe(String(MAX_TEXT_CHARS));
    await page.keyboard.type('Ana & Karla');
    await page.keyboard.press('Enter');
    // Said under the name's box (issue 25 item 2), as a sentence.
    await poll(() => text(page, 'rename-problem')).toMatch(/^Ana & Carla has games recorded bone by bone/);
    await screenshots(page, 'events-more-rename-refused');
    expect(await axeProblems(page)).toEqual([]);
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).entrants[0]).toMatchObject({ name: 'Ana & Carla', players: ['Ana', 'Carla'] });
    // Escape leaves the name as it was, the focus back on its Rename.
    await page.keyboard.press('Escape');
    await waitFocus(page, 'rename-p1');
    // Beto & Dario played on paper only: renamed, everywhere the event shows them.
    await tabTo(page, 'rename-p2');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-input-p2');
    await page.keyboard.type('Beto & Dani');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-p2');
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).entrants[1]).toMatchObject({ name: 'Beto & Dani', players: ['Beto', 'Dani'] });
    await poll(() => page.getByTestId('event-round').textContent()).toContain('Beto & Dani');
    expect(errors).toEqual([]);
  });

  it('a won event game has a clear way back to its round, with the focus on it', async () => {
    const server = await app.startServer('won');
    const event = await clubNightRound2(server.url);
    const matchId = event.rounds[0]!.tables[0]!.games[0]!.matchId!;
    const { page, errors } = await app.openPage(new URL(`/#/match/${matchId}`, server.url).href);
    await waitFocus(page, 'won-round');
    expect(await text(page, 'won-round')).toBe('Back to round 1');
    await screenshots(page, 'events-more-won');
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toContain(`/event/${event.id}/round/1`);
    await poll(() => text(page, 'table-1-status')).toContain('Complete');
    expect(errors).toEqual([]);
  });
});
