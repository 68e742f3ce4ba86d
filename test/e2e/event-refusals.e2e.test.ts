/**
 * The organizer's refusals on the screen in the screen's language (issue 17, "Bad input gets a
 * clear refusal" and "Screens ... EN/ES"): an entrants CSV with a bad row, refused on the round
 * screen, says its row, column and what is wrong in English and in Spanish. Codes that had no
 * template (event/entrant-name among them) showed the api's English on the Spanish screen; every
 * code's words are held to its facts in test/renderer/event-refusal-words.test.ts. And the English
 * screen says the template's words as the Spanish one does, not the api's own message (the review
 * of issue 17).
 */
import { expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { clubNight } from '../support/event-files.ts';
import { text } from './play.ts';
import { screenshots } from './scorekeeper.ts';

describeInChromium('event refusals in the screen language', () => {
  const app = useE2eApp('event-refusals');

  it('an entrants CSV with an empty name is refused naming its row and column, in English and Spanish; nothing is added', async () => {
    const server = await app.startServer('event-refusals');
    const created = await api<EventView>(server.url, 'createEvent', {
      ...{ name: 'Club night', date: '2026-11-27', rules: 'jamaican-partner', entry: 'individuals', round: { games: 1 }, pairing: 'rotating' },
      entrants: ['Ann', 'Ben', 'Cat', 'Dan'].map((name) => ({ name })),
    });
    const { page } = await app.openPage(new URL(`/#/event/${created.id}`, server.url).href);
    const file = { name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from('id,name\nE5,Eve\nE6,""\n') };
    for (const [lang, said] of [
      ['en', 'Row 3, column name: the name is empty.'],
      ['es', 'Fila 3, columna name: el nombre está vacío.'],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-entrants-file').setInputFiles(file);
      await poll(() => text(page, 'entrants-problem')).toContain(said);
    }
    await screenshots(page, 'event-refusal-csv-es');
    expect((await api<EventView>(server.url, 'getEvent', { eventId: created.id })).entrants).toHaveLength(4);
  }, 120_000);

  it('an event file refused on import is said from the template in English as in Spanish, not the api message', async () => {
    const server = await app.startServer('event-refusals-import');
    const { page } = await app.openPage(new URL('/#/events', server.url).href);
    const file = { name: 'night.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ ...clubNight(), pairing: 'rotating' })) };
    for (const [lang, said] of [
      // The api's message: 'Pairing "rotating" does not draw pairs: rotating partners draws individuals.'
      ['en', 'The pairing Rotating partners does not draw the entry Pairs.'],
      ['es', 'El emparejamiento Parejas rotativas no sirve para la modalidad Parejas.'],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-event-file').setInputFiles(file);
      await poll(() => text(page, 'events-problem')).toContain(said);
    }
    await page.getByTestId('language').selectOption('en');
    await screenshots(page, 'event-refusal-import-en');
    expect(await api<unknown[]>(server.url, 'listEvents', {})).toEqual([]);
  }, 120_000);
});
