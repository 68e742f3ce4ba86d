/**
 * Jamaican French `playOut` in Chromium (issue 19 item 7, YaadDominoes' French game: "the others
 * play out"): the New match form offers it in Spanish and says what it needs; once a player has
 * reached the losing score his seat says he is out and since which hand, in English and Spanish,
 * at the table and on the scoreboard, the deal dialog asks only the others, and the turn never
 * comes to him while the three others play their hand of nine bones each.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { waitFocus } from './scorekeeper.ts';

describeInChromium('a French match played out, at the table', () => {
  const app = useE2eApp('french-playout');

  it('the New match form offers it in Spanish and says, in Spanish, what it needs before creating the match', async () => {
    const server = await app.startServer('e2e');
    const { page, errors } = await app.openPage(`${server.url}#/new`);
    await waitFocus(page, 'seat-0');
    await page.getByTestId('language').selectOption('es');
    await page.getByTestId('family-jamaican-french').click();
    const option = page.locator('[data-option="playOut"]');
    await poll(async () => (await option.locator('legend').textContent())?.trim()).toBe('Cuando un jugador llega al tanteo que pierde');
    for (const [s, name] of ['Ann', 'Ben', 'Cat', 'Dan'].entries()) await page.getByTestId(`seat-${s}`).fill(name);
    await option.getByText('Los demás siguen', { exact: true }).click();
    await page.getByTestId('create').click();
    const problem = page.getByTestId('new-match-problem');
    await poll(async () => (await problem.textContent()) ?? '').toContain('"playOut" solo se juega con { "laterPose": "winner-double" }');
    // With the later hands posed by the last winner, the match is made.
    await page.locator('[data-option="laterPose"]').getByText('El último ganador, cualquier doble', { exact: true }).click();
    await page.getByTestId('create').click();
    await poll(() => page.url()).toMatch(/#\/match\/\d+$/);
    const id = Number(/#\/match\/(\d+)$/.exec(page.url())![1]);
    const view = value<MatchView>(await server.service.call('getMatch', { matchId: id }));
    expect(view.options).toMatchObject({ playOut: true, laterPose: 'winner-double' });
    expect(errors).toEqual([]);
  });

  it('the seat of a player who is out says so and is never to play', async () => {
    const server = await app.startServer('e2e');
    const service = server.service;
    // Seed 3: Cat reaches 30 in hand 1 and is out; hand 2 is played by Ann, Ben and Dan.
    const record = randomFamilyRecord(3, 2, { rules: 'jamaican-french', options: { target: 30, playOut: true, laterPose: 'winner-double' } });
    const second = record.hands[1]!;
    const id = value<MatchView>(await service.call('createMatch', { rules: 'jamaican-french', seats: [...record.seats], options: record.options })).id;
    const first = record.hands[0]!;
    value(await service.call('startHand', { matchId: id }));
    for (const move of first.moves) value(await service.call('recordMove', { matchId: id, hand: 0, move }));
    value(await service.call('settleBlock', { matchId: id, hand: 0, left: record.seats.map((_, s) => first.left![String(s)]!) }));

    // Between the hands: the deal dialog asks the three players still in for 9 bones each, not Cat.
    const { page, errors } = await app.openPage(`${server.url}#/match/${id}`);
    await page.getByTestId('enter-deal').click();
    const dealDialog = page.getByTestId('deal-dialog');
    await poll(() => dealDialog.isVisible()).toBe(true);
    expect(await dealDialog.textContent()).toContain('Enter the 9 bones each player was dealt');
    for (const s of [0, 1, 3]) expect(await page.getByTestId(`deal-${s}`).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('deal-2').count()).toBe(0);
    await page.getByTestId('deal-back').click();
    await poll(() => dealDialog.isVisible()).toBe(false);

    value(await service.call('startHand', { matchId: id }));
    for (const move of second.moves.slice(0, 3)) value(await service.call('recordMove', { matchId: id, hand: 1, move }));
    await page.reload();
    const cat = page.getByTestId('seat-2');
    await poll(() => page.getByTestId('out-2').textContent()).toBe('out since hand 1');
    expect(await page.getByTestId('held-2').count()).toBe(0);
    // The three others hold what they were dealt less what they played: 9 each.
    for (const s of [0, 1, 3]) expect(await page.getByTestId(`held-${s}`).textContent()).toMatch(/^\d bones?$/);
    expect(await cat.getAttribute('class')).toContain('seat--out');
    expect(await cat.getAttribute('class')).not.toContain('seat--turn');
    // Play the hand on through the server, move by move: the turn never comes to Cat.
    for (const [m, move] of second.moves.slice(3, 12).entries()) {
      value(await service.call('recordMove', { matchId: id, hand: 1, move }));
      await page.reload();
      await page.getByTestId('seat-2').waitFor();
      await poll(async () => (await page.locator('.seat--turn').count()) <= 1).toBe(true);
      expect(await page.getByTestId('seat-2').getAttribute('class'), `after move ${m + 4}`).not.toContain('seat--turn');
    }
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('out-2').textContent()).toBe('fuera desde la mano 1');
    // The scoreboard says it under Cat's score too, and hand 1's result says she went out.
    await page.goto(`${server.url}#/match/${id}/scoreboard`);
    await poll(() => page.getByTestId('out-2').textContent()).toBe('fuera desde la mano 1');
    expect(await page.getByTestId('out-0').count()).toBe(0);
    expect(await page.getByTestId('history').textContent()).toContain('Cat llegó al tanteo que pierde: queda fuera de la partida y los demás siguen.');
    expect(errors).toEqual([]);
  });
});
