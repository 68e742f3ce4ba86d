/**
 * Cut Throat's game to 100 by pips on the New match form, in English and Spanish (issue 19 item
 * 12: "shown in plain words on the New match form in both languages"): offered at four seats only,
 * choosing it sets 100 to win and the key bone off (the form would otherwise send a match to 6
 * pips), chosen and then hidden by three seats it goes back to the texts' game, and the match
 * made is the game to 100, its target said as a race on the scoreboard. The New event form,
 * whose cut-throat tables may seat three, does not offer it.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { axeProblems, screenshots, waitFocus } from './scorekeeper.ts';

describeInChromium('Cut Throat to 100 on the New match form', () => {
  const app = useE2eApp('cut-throat-points');

  it('offered at four seats in both languages; 100 to win and no key bone when chosen; the match made is the game to 100', async () => {
    const server = await app.startServer('cut-throat-points');
    const { page } = await app.openPage(new URL('/#/new', server.url).href);
    await waitFocus(page, 'seat-0');
    await page.getByTestId('family-jamaican-cut-throat').check();
    const scoring = page.locator('[data-option=scoring]');
    const target = page.getByTestId('option-target').locator('input');
    const checked = (option: string) => page.locator(`[data-option=${option}] input:checked`).getAttribute('value');
    for (const [n, shown] of [[2, 0], [3, 0], [4, 1]] as const) {
      await page.getByTestId(`seat-count-${n}`).check();
      await poll(() => scoring.count()).toBe(shown);
    }
    expect((await scoring.locator('legend').textContent())?.trim()).toBe('Scoring');
    expect(await scoring.textContent()).toContain('Pips, to 100');
    await poll(() => target.inputValue()).toBe('6');

    await scoring.locator('input[value=points]').check();
    await poll(() => target.inputValue()).toBe('100');
    expect(await checked('keyBone')).toBe('false');
    expect(await page.locator('[data-option=target] .default').textContent()).toContain('100');
    await screenshots(page, 'new-match-cut-throat-points');
    expect(await axeProblems(page)).toEqual([]);

    // Three seats hide it: the texts' game again, 6 to win.
    await page.getByTestId('seat-count-3').check();
    await poll(() => target.inputValue()).toBe('6');
    await page.getByTestId('seat-count-4').check();
    expect(await scoring.locator('input:checked').getAttribute('value')).toBe('wins');

    await page.getByTestId('language').selectOption('es');
    await poll(() => scoring.locator('legend').textContent()).toContain('Puntuación');
    expect(await scoring.textContent()).toContain('Puntos, a 100');
    expect((await page.locator('[data-option=target] legend').textContent())?.trim()).toBe('Puntos para ganar');
    await scoring.locator('input[value=points]').check();
    await poll(() => target.inputValue()).toBe('100');
    await screenshots(page, 'new-match-cut-throat-points-es');

    for (const [i, name] of ['Ann', 'Ben', 'Cat', 'Dan'].entries()) await page.getByTestId(`seat-${i}`).fill(name);
    await page.getByTestId('create').click();
    await poll(() => page.url()).toMatch(/#\/match\/\d+$/);
    const id = Number(/#\/match\/(\d+)$/.exec(page.url())![1]);
    const view = value<MatchView>(await server.service.call('getMatch', { matchId: id }));
    expect(view.options).toMatchObject({ scoring: 'points', target: 100, keyBone: false });
    await page.goto(`${server.url}#/match/${id}/scoreboard`);
    await poll(() => page.getByTestId('target').textContent()).toContain('Gana el primer jugador que llega a 100 puntos o más');
  }, 180_000);

  it('the New event form does not offer it (a cut-throat event seats tables of three too), and Sudan\'s target follows its 0-0 at 50 there', async () => {
    const server = await app.startServer('cut-throat-points-event');
    const { page } = await app.openPage(new URL('/#/events/new', server.url).href);
    await page.getByTestId('entry-cut-throat').check();
    await page.getByTestId('event-rules').selectOption('jamaican-cut-throat');
    await poll(() => page.getByTestId('event-option-pose').count()).toBe(1);
    expect(await page.getByTestId('event-option-scoring').count()).toBe(0);
    await page.getByTestId('entry-pairs').check();
    await page.getByTestId('event-rules').selectOption('sudan');
    const target = page.locator('#event-option-target input, input#event-option-target').first();
    await poll(() => target.inputValue()).toBe('51');
    await page.getByTestId('event-option-doubleBlank50').selectOption('true');
    await poll(() => target.inputValue()).toBe('101');
  }, 120_000);
});
