/**
 * The organizer's refusals on the screen in the screen's language (issue 17, "Bad input gets a
 * clear refusal" and "Screens ... EN/ES"): an entrants CSV with a bad row, refused on the round
 * screen, says its row, column and what is wrong in English and in Spanish. Codes that had no
 * template (event/entrant-name among them) showed the api's English on the Spanish screen; every
 * code's words are held to its facts in test/renderer/event-refusal-words.test.ts.
 */
import { expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
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
    const file = { name: 'late.csv', mimeType: 'text/csv', buffer: Buffer.from('name\nEve\n""\n') };
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
});
