/**
 * Issue 25's event items on the screens, end to end in Chromium, mostly by keyboard: New event
 * with its rounds in all and the Jamaican clubs' setting in one tick, its entrants from a
 * spreadsheet saved with ";" (items 1, 3, 10); the event's page naming its options and rounds
 * (item 10); the round saying "Round 1 of 2", a table's status with its games and the game in
 * play, the focus staying at a table until it has played its round (item 7); the final standings,
 * on the screen and the printed sheet, and a round past the last asked first (item 1); a pair's
 * team name in the late-entry box and in Rename, refusals beside their box (item 2); an event
 * file refused on Import naming its place (item 5). Screenshots: test-results/event-rounds-*.png.
 */
import { expect, it } from 'vitest';
import type { EventListItem, EventView } from '../../api/contract.ts';
import { clubNight, copy, put } from '../support/event-files.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { text } from './play.ts';
import { axeProblems, fileChooserQueue, screenshots, tabTo, typePaperScore, waitFocus } from './scorekeeper.ts';

const PAIRS = ['Ann & Cat', 'Ben & Dan', 'Eve & Fay', 'Gus & Hal'];

describeInChromium("issue 25: an event's rounds, options, team names and refusals on the screens", () => {
  const app = useE2eApp('event-rounds');

  it('a Swiss of two rounds with the club setting, its entrants from a ";" spreadsheet: "Round 1 of 2", the focus at a table until it is played, the final standings, a round past the last asked first', async () => {
    const server = await app.startServer('swiss');
    const { page, errors } = await app.openPage(new URL('/#/events/new', server.url).href);
    const chooseFile = fileChooserQueue(page);
    await waitFocus(page, 'event-name');
    await page.keyboard.type('Two-round Swiss');
    // Entrants from a spreadsheet saved by Excel in Spanish: ";" between cells, blank rows of separators.
    await tabTo(page, 'csv-choose');
    await chooseFile('inscritos.csv', 'name;player1;player2\r\nLos Primos;Ann;Cat\r\n;;\r\nBen & Dan;Ben;Dan\r\n;;\r\n;;\r\nEve & Fay;Eve;Fay\r\nGus & Hal;Gus;Hal\r\n');
    await poll(() => text(page, 'csv-chosen')).toContain('inscritos.csv');
    // The club setting, one tick: tied hands replayed and the play-off at 1-1, the options below following.
    await tabTo(page, 'event-preset-club');
    await page.keyboard.press('Space');
    await poll(() => page.getByTestId('event-option-ties').inputValue()).toBe('replay');
    expect(await page.getByTestId('event-option-playoffAtOneOne').inputValue()).toBe('true');
    // Two games a table, Swiss, two rounds in all.
    await page.getByTestId('event-round-n').locator('input').fill('2');
    await tabTo(page, 'pairing-round-robin');
    await page.keyboard.press('ArrowDown');
    await waitFocus(page, 'pairing-swiss');
    // A round robin knows its rounds; Swiss asks them.
    await page.getByTestId('event-rounds-planned').waitFor();
    await tabTo(page, 'event-rounds-planned');
    await page.keyboard.type('2');
    await screenshots(page, 'event-rounds-new');
    expect(await axeProblems(page)).toEqual([]);
    await tabTo(page, 'create-event');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'draw-round');
    const [made] = await api<EventListItem[]>(server.url, 'listEvents', {});
    const eventId = made!.id;
    const created = await api<EventView>(server.url, 'getEvent', { eventId });
    expect(created).toMatchObject({ pairing: 'swiss', round: { games: 2 }, roundsPlanned: 2, options: { ties: 'replay', playoffAtOneOne: true } });
    expect(created.entrants.map((e) => e.name)).toEqual(['Los Primos', 'Ben & Dan', 'Eve & Fay', 'Gus & Hal']);
    // The event's page: its rounds in all and every option of its game, the club setting named.
    expect(await text(page, 'event-rounds-in-all')).toBe('2 rounds');
    await poll(() => text(page, 'event-options-said')).toBe('As many clubs play: tied hands replayed, and a play-off at 1–1');
    // Every option opens below it.
    await page.getByTestId('event-options').locator('summary').click();
    await poll(() => page.getByTestId('event-options').locator('li').first().isVisible()).toBe(true);
    const lines = await page.getByTestId('event-options').locator('li').allTextContents();
    expect(lines.map((l) => l.trim())).toEqual(expect.arrayContaining(['A tied hand: Replayed for more', 'Play-off at 1-1: Yes', 'Points to win: 6']));
    await screenshots(page, 'event-rounds-options');
    await page.getByTestId('event-options').locator('summary').click();
    await page.getByTestId('draw-round').focus();

    await page.keyboard.press('Enter');
    await waitFocus(page, 'table-1-open');
    expect(await text(page, 'round-title')).toBe('Round 1 of 2');
    // Game 1 of 2 on paper: the table is in play, its games said, and the focus stays there for game 2.
    await typePaperScore(page, 1, [6, 0]);
    await poll(() => text(page, 'table-1-status')).toBe('In play: 1–0 in games');
    await waitFocus(page, 'table-1-paper');
    await screenshots(page, 'event-rounds-game-1-of-2');
    await typePaperScore(page, 1, [6, 0]);
    await poll(() => text(page, 'table-1-status')).toBe('Complete: 2–0 in games');
    // Played, on to the next table.
    await waitFocus(page, 'table-2-paper');
    await typePaperScore(page, 2, [0, 6]);
    await typePaperScore(page, 2, [6, 0]);
    await poll(() => text(page, 'table-2-status')).toBe('Complete: 1–1 in games');
    await waitFocus(page, 'draw-round');

    // Round 2, the last: drawn without a question; played, the standings are final.
    await page.keyboard.press('Enter');
    await waitFocus(page, 'table-1-open');
    expect(await text(page, 'round-title')).toBe('Round 2 of 2');
    for (const table of [1, 2]) for (let g = 0; g < 2; g++) await typePaperScore(page, table, [6, 0]);
    await waitFocus(page, 'draw-round');
    await page.getByTestId('tab-standings').click();
    await poll(() => text(page, 'standings-title')).toBe('Final standings after round 2');
    await screenshots(page, 'event-rounds-final');
    const sheet = await app.openPage(new URL(`/#/event/${eventId}/print/standings`, server.url).href);
    await sheet.page.locator('[data-print-ready="true"]').waitFor();
    expect(await text(sheet.page, 'print-title')).toBe('Final standings after round 2');
    await page.locator('header select').selectOption('es');
    await poll(() => text(page, 'standings-title')).toBe('Clasificación final tras la ronda 2');
    await page.locator('header select').selectOption('en');

    // A round past the last asks first; Enter there is Cancel, and nothing is drawn.
    await page.getByTestId('tab-round').click();
    await waitFocus(page, 'draw-round');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'past-last-cancel');
    expect(await text(page, 'past-last-dialog')).toContain('This event has 2 rounds, and round 2 was its last');
    await screenshots(page, 'event-rounds-past-last');
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByTestId('past-last-dialog').waitFor({ state: 'hidden' });
    expect((await api<EventView>(server.url, 'getEvent', { eventId })).rounds).toHaveLength(2);
    // Asked again and drawn: round 3, past the plan, the focus on its first table.
    await waitFocus(page, 'draw-round');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'past-last-cancel');
    await tabTo(page, 'past-last-save');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'table-1-open');
    expect(await text(page, 'round-title')).toBe('Round 3, past the 2 planned');
    expect((await api<EventView>(server.url, 'getEvent', { eventId })).rounds).toHaveLength(3);
    expect(errors).toEqual([]);
  }, 240_000);

  it("a pair's team name in the late-entry box and in Rename; a refusal said beside its box, as a sentence", async () => {
    const server = await app.startServer('team-names');
    const event = await api<EventView>(server.url, 'createEvent', {
      ...{ name: 'Team night', date: '2026-11-27', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss' },
      entrants: PAIRS.map((name) => ({ name, players: name.split(' & ') as [string, string] })),
    });
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href);
    await waitFocus(page, 'draw-round');
    // A late pair without its second player: refused under the box, a sentence with a capital.
    await tabTo(page, 'add-entrant');
    await page.keyboard.type('Los Primos: Ivy');
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'add-entrant-problem')).toBe('A pair is its two players joined by “&”, its team name before them if it has one: Los Primos: Ann & Cat.');
    expect(await page.getByTestId('add-entrant').getAttribute('aria-describedby')).toBe('add-entrant-problem');
    // A name the event has: the api's refusal, beside the box too, its first word a capital.
    await page.getByTestId('add-entrant').fill('Los Primos: Ann & Jon');
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'add-entrant-problem')).toMatch(/^Ann reads the same as the name of an entrant of the event/);
    await screenshots(page, 'event-rounds-late-refused');
    await page.getByTestId('add-entrant').fill('Los Primos: Ivy & Jon');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('add-entrant-problem').count()).toBe(0);
    const added = (await api<EventView>(server.url, 'getEvent', { eventId: event.id })).entrants.at(-1)!;
    expect(added).toMatchObject({ name: 'Los Primos', players: ['Ivy', 'Jon'] });

    // Rename shows the team name before its players; a player's spelling corrected keeps it.
    await tabTo(page, `rename-${added.id}`);
    await page.keyboard.press('Enter');
    await waitFocus(page, `rename-input-${added.id}`);
    expect(await page.getByTestId(`rename-input-${added.id}`).inputValue()).toBe('Los Primos: Ivy & Jon');
    await page.keyboard.type('Ivy & Jonn');
    await page.keyboard.press('Enter');
    await waitFocus(page, `rename-${added.id}`);
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).entrants.at(-1)).toMatchObject({ name: 'Los Primos', players: ['Ivy', 'Jonn'] });
    // A pair named by its players is named by the new ones; a refusal is said under its Rename.
    await tabTo(page, 'rename-E2');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-input-E2');
    expect(await page.getByTestId('rename-input-E2').inputValue()).toBe('Ben & Dan');
    await page.keyboard.type('Ben');
    await page.keyboard.press('Enter');
    await poll(() => text(page, 'rename-problem')).toBe('A pair is its two players joined by “&”, its team name before them if it has one: Los Primos: Ann & Cat.');
    await screenshots(page, 'event-rounds-rename-refused');
    expect(await axeProblems(page)).toEqual([]);
    await page.getByTestId('rename-input-E2').fill('Ben & Dani');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'rename-E2');
    expect((await api<EventView>(server.url, 'getEvent', { eventId: event.id })).entrants[1]).toMatchObject({ name: 'Ben & Dani', players: ['Ben', 'Dani'] });
    expect(errors).toEqual([]);
  }, 120_000);

  it('an event file refused on Import names its round, table, game, hand and move, in English and Spanish', async () => {
    const server = await app.startServer('import-places');
    const { page, errors } = await app.openPage(new URL('/#/events', server.url).href);
    const night = copy(clubNight());
    put(night, 'rounds[0].tables[0].games[0].record.hands[0].moves[1].seat', 3);
    const file = { name: 'night.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(night)) };
    for (const [lang, place] of [
      ['en', 'Round 1, table 1, game 1, hand 1, move 2: '],
      ['es', 'Ronda 1, mesa 1, partida 1, mano 1, jugada 2: '],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-event-file').setInputFiles(file);
      await poll(() => text(page, 'events-problem')).toContain(place);
    }
    await screenshots(page, 'event-rounds-import-place-es');
    // A closed round's table with no result: its round and table.
    const noResult = copy(clubNight());
    put(noResult, 'rounds[0].tables[1].games', []);
    (noResult['rounds'] as unknown[]).push({ tables: [{ table: 1, seats: ['p1', 'p3'], games: [] }] });
    await page.getByTestId('language').selectOption('en');
    await page.getByTestId('import-event-file').setInputFiles({ ...file, buffer: Buffer.from(JSON.stringify(noResult)) });
    await poll(() => text(page, 'events-problem')).toContain('Round 1, table 2: Table 2 of round 1 has no result (no game and no forfeit), but round 2 follows it');
    expect(await api<unknown[]>(server.url, 'listEvents', {})).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);
});
