/**
 * The draw games' highest-bone start on the New match form (issue 19 item 12, HendyDom: "the
 * highest bone (6-5 and down) starting when nobody holds a double, instead of a redeal"): offered
 * where two play Cut Throat, in English and Spanish, and a match made with it keeps it and says who
 * poses.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { waitFocus } from './scorekeeper.ts';

describeInChromium('the highest-bone start on the New match form', () => {
  const app = useE2eApp('highest-bone');

  it('is offered for two players, in English and Spanish, and the match made with it keeps it', async () => {
    const server = await app.startServer('highest-bone');
    const { page } = await app.openPage(server.url);
    await page.getByTestId('new-match').waitFor();
    await page.goto(new URL('/#/new', server.url).href);
    await waitFocus(page, 'seat-0');
    await page.getByTestId('family-jamaican-cut-throat').check();
    const option = page.locator('[data-option=noDouble]');
    // Three or four players are dealt the 6-6 every hand: nothing to choose.
    await page.getByTestId('seat-count-4').check();
    await poll(() => option.count()).toBe(0);
    await page.getByTestId('seat-count-2').check();
    await poll(() => option.locator('legend').textContent()).toBe('When nobody was dealt the 6-6');
    expect(await option.textContent()).toContain('The highest double begins, else the highest bone');
    await page.getByTestId('language').selectOption('es');
    await poll(() => option.locator('legend').textContent()).toBe('Si nadie recibió el 6-6');
    expect(await option.textContent()).toContain('Sale el doble más alto, o si no hay, la ficha más alta');
    await page.locator('[data-option=twoPlayers] input[value=draw]').check();
    await option.locator('input[value=highest-bone]').check();
    for (const [i, name] of ['Ann', 'Ben'].entries()) await page.getByTestId(`seat-${i}`).fill(name);
    await page.getByTestId('create').click();
    await waitFocus(page, 'start-hand');
    const listed = value<readonly { id: number }[]>(await server.service.call('listMatches', {}));
    const match = value<MatchView>(await server.service.call('getMatch', { matchId: listed[0]!.id }));
    expect(match.options).toMatchObject({ twoPlayers: 'draw', noDouble: 'highest-bone' });
    expect(match.nextHand!.pose).toEqual({ who: 'highest-bone', seats: [0, 1], forced: true });
    // Who poses, in the screen's words.
    await poll(() => page.locator('body').textContent()).toContain('si no se repartió ningún doble, quien tenga la ficha más alta');
  });
});
