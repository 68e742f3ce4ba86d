/**
 * A record file refused on import, on the Matches screen in Spanish (issue 5: "the scorekeeper's
 * screens complete in English and Spanish"; "Bad input gets a clear error that says what was wrong
 * and where"). A file with a field of the wrong type was said in English on the Spanish screen:
 * only the rules' refusals carried the facts a template needs (renderer/src/refusal.ts).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { describeInChromium, poll, useE2eApp } from './app.ts';
import { text } from './play.ts';
import { root, screenshots } from './scorekeeper.ts';

describeInChromium('a record file refused on import', () => {
  const app = useE2eApp('import-refused');

  it('a field of the wrong type is said where and what, in Spanish on the Spanish screen', async () => {
    const server = await app.startServer('import-field');
    const { page } = await app.openPage(server.url);
    // docs/examples' partner match, its fourth move's seat written as a name.
    const record = JSON.parse(readFileSync(resolve(root, 'docs/examples/jamaican-partner.json'), 'utf8')) as { hands: { moves: unknown[] }[] };
    record.hands[0]!.moves[3] = { seat: 'Dan', bone: [6, 4] };
    const file = { name: 'wrong-seat.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record)) };
    for (const [lang, said] of [
      // The field once, as the referee says it ("Hand 1, move 4: hands[0].moves[3].seat: …").
      ['en', 'Hand 1, move 4: hands[0].moves[3].seat: expected a number, found "Dan"'],
      ['es', 'Mano 1, jugada 4: hands[0].moves[3].seat: se esperaba un número y hay "Dan"'],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-file').setInputFiles(file);
      await poll(() => text(page, 'matches-problem')).toContain(said);
    }
    expect(await text(page, 'matches-problem')).not.toContain('expected');
    expect(await page.locator('[data-testid=matches] tbody tr').count()).toBe(0);
  }, 120_000);

  it('a file that is not UTF-8 (Latin-1 "José") is refused as the referee refuses it, not imported with "Jos\uFFFD"', async () => {
    // docs/record-format.md, "Reading a file": "UTF-8 text"; the referee: exit 2, "it is not UTF-8 text".
    const server = await app.startServer('import-latin1');
    const { page } = await app.openPage(server.url);
    const record = JSON.parse(readFileSync(resolve(root, 'docs/examples/jamaican-partner.json'), 'utf8')) as { seats: string[] };
    record.seats[0] = 'José';
    const file = { name: 'latin1.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(record), 'latin1') };
    for (const [lang, said] of [
      ['en', 'The file is not UTF-8 text: save it as UTF-8 and import it again. Nothing was imported.'],
      ['es', 'El archivo no es texto UTF-8: guárdelo como UTF-8 e impórtelo de nuevo. No se ha importado nada.'],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-file').setInputFiles(file);
      await poll(() => text(page, 'matches-problem')).toContain(said);
    }
    await screenshots(page, 'import-not-utf8');
    expect(await page.locator('[data-testid=matches] tbody tr').count()).toBe(0);
  }, 120_000);
});
