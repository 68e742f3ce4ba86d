/**
 * A new match refused by the server, on the New match screen in Spanish (issue 5: "every string
 * through vue-i18n"; "Bad input gets a clear error that says what was wrong and where"). createMatch's
 * refusals were said in English on the Spanish screen ("Jamaican Partner has no option …", "… is
 * played by 4 players"). The form offers only what the server listed, so a page out of step with
 * the server (opened before it was updated) sends what it no longer takes: the request is changed
 * on its way, as such a page would send it, and the real server refuses it.
 */
import { expect, it } from 'vitest';
import { describeInChromium, poll, useE2eApp } from './app.ts';
import { text } from './play.ts';
import { screenshots, waitFocus } from './scorekeeper.ts';

describeInChromium('a new match refused', () => {
  const app = useE2eApp('new-match-refused');

  it('an option the rules do not have, and a seat count they are not played by, are said in Spanish', async () => {
    const server = await app.startServer('new-match');
    const { page } = await app.openPage(server.url);
    await page.getByTestId('new-match').waitFor();
    await page.getByTestId('language').selectOption('es');
    let change: (input: Record<string, unknown>) => Record<string, unknown> = (input) => input;
    await page.route('**/api/createMatch', async (route) => {
      const input = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify(change(input)) });
    });
    await page.goto(`${server.url}#/new`);
    await waitFocus(page, 'seat-0');
    for (const [s, name] of ['Ann', 'Ben', 'Cat', 'Dan'].entries()) await page.getByTestId(`seat-${s}`).fill(name);
    for (const [why, said] of [
      [(input: Record<string, unknown>) => ({ ...input, options: { ...(input['options'] as object), tie: 'replay' } }), 'options: opción desconocida "tie" para las reglas jamaican-partner.'],
      [(input: Record<string, unknown>) => ({ ...input, seats: (input['seats'] as string[]).slice(0, 3) }), 'Las reglas jamaican-partner son para 4 jugadores; se indican 3 asientos.'],
      [(input: Record<string, unknown>) => ({ ...input, options: { ...(input['options'] as object), target: 101 } }), 'options.target: 101 está fuera del rango permitido (como máximo 100).'],
    ] as const) {
      change = why;
      await page.getByTestId('create').click();
      await poll(() => text(page, 'new-match-problem')).toBe(said);
    }
    await screenshots(page, 'new-match-refused-es');
    // Nothing was made, and the page stays on the form.
    expect(page.url()).toMatch(/#\/new$/);
    const listed = await server.service.call('listMatches', {});
    expect(listed).toEqual({ ok: true, value: [] });
  }, 120_000);

  it('a match that is not there, opened on the table, is said in Spanish (the table showed the api\'s English)', async () => {
    const server = await app.startServer('no-match');
    const { page } = await app.openPage(server.url);
    await page.getByTestId('new-match').waitFor();
    await page.getByTestId('language').selectOption('es');
    await page.goto(`${server.url}#/match/99`);
    await poll(() => page.locator('.load-error').textContent()).toBe('No existe la partida 99.');
  }, 120_000);
});
