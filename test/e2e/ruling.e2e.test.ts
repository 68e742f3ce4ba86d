/**
 * Issue 18 item 8 in real Chromium: "A renege or other misplay found during or after a hand cannot
 * be recorded: the app only lets the scorekeeper take moves back." Mid-hand, Alt+R opens the
 * referee's ruling dialog; the referee chooses the side, types the points and the reason, Enter
 * records it: the hand ends, its moves kept, the side scores. Then by mouse, in Spanish, a ruling
 * with no score. Screenshots are saved into test-results/.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { focused, screenshots } from './scorekeeper.ts';

/** The first five moves of test/support/hands.ts's key-bone hand: Cat poses the 6-6. */
const FIVE = [
  { seat: 2, bone: [6, 6] },
  { seat: 3, bone: [6, 4], end: 'left' },
  { seat: 0, bone: [6, 0] },
  { seat: 1, bone: [4, 0], end: 'left' },
  { seat: 2, bone: [0, 0], end: 'left' },
];

describeInChromium("a hand ended by a referee's ruling (issue 18 item 8)", () => {
  const app = useE2eApp('ruling');

  async function midHand(url: string): Promise<number> {
    const created = await api<MatchView>(url, 'createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    await api(url, 'startHand', { matchId: created.id });
    for (const move of FIVE) await api(url, 'recordMove', { matchId: created.id, hand: 0, move });
    return created.id;
  }

  it('by keyboard: Alt+R, the side, the points, the reason, Enter; the hand ends with its moves and the side scores', async () => {
    const server = await app.startServer('ruling-keys');
    const matchId = await midHand(server.url);
    const { page, errors } = await app.openPage(`${server.url}#/match/${matchId}`);
    await poll(() => focused(page)).toBe('entry');
    await page.keyboard.press('Alt+KeyR');
    await poll(() => page.getByTestId('ruling-dialog').isVisible()).toBe(true);
    await poll(() => focused(page)).toBe('ruling-side');
    expect(await page.getByTestId('ruling-dialog').innerText()).toContain('its 5 moves kept');
    await page.keyboard.press('ArrowDown'); // Ann & Cat → Ben & Dan
    await page.keyboard.press('Tab');
    await page.keyboard.type('2');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ann reneged on the 0');
    await screenshots(page, 'ruling-dialog');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    expect(await page.getByTestId('hand-result').innerText()).toContain('The referee rules the hand for Ben & Dan (Ann reneged on the 0).');
    await screenshots(page, 'ruling-recorded');
    const now = await api<MatchView>(server.url, 'getMatch', { matchId });
    expect(now.score).toEqual([0, 2]);
    expect(now.current?.moves).toHaveLength(5);
    // Ctrl+Z takes the ruling back: the hand is in play again, its moves as they were.
    await page.keyboard.press('Control+z');
    await poll(() => focused(page)).toBe('entry');
    const back = await api<MatchView>(server.url, 'getMatch', { matchId });
    expect(back.score).toEqual([0, 0]);
    expect(back.status).toBe('playing');
    expect(back.corrections).toBe(1);
    expect(errors).toEqual([]);
  });

  it('by mouse, in Spanish: a ruling with no score; a reason left out is asked for first', async () => {
    const server = await app.startServer('ruling-mouse');
    const matchId = await midHand(server.url);
    const { page, errors } = await app.openPage(`${server.url}#/match/${matchId}`, { initScript: "localStorage.setItem('dominoes.locale', 'es');" });
    await poll(() => page.getByTestId('ruling-open').isVisible()).toBe(true);
    await page.getByTestId('ruling-open').click();
    await poll(() => page.getByTestId('ruling-dialog').isVisible()).toBe(true);
    await page.getByTestId('ruling-side').selectOption('none');
    await page.getByTestId('ruling-submit').click();
    await poll(() => page.getByTestId('ruling-dialog').innerText()).toContain('Diga el motivo');
    await page.getByTestId('ruling-reason').fill('Fichas vistas en el reparto');
    await screenshots(page, 'ruling-dialog-es');
    await page.getByTestId('ruling-submit').click();
    await poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    expect(await page.getByTestId('hand-result').innerText()).toContain('El árbitro termina la mano sin puntos (Fichas vistas en el reparto).');
    const now = await api<MatchView>(server.url, 'getMatch', { matchId });
    expect(now.score).toEqual([0, 0]);
    expect(errors).toEqual([]);
  });
});
