/**
 * The French game's table in Chromium (jamaican-cut-throat-partner-french.txt, "The French Domino
 * Game": "Four tiles with a blank must be played against the four sides of the [0-0] … This
 * creates a layout with four arms"): a hand recorded through the server is drawn as the 0-0 with
 * an arm out of each side, named for a screen reader, with no console errors.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';

describeInChromium('the French table in Chromium', () => {
  const app = useE2eApp('french');

  it('draws the 0-0 and its four arms, each named with its bones from the middle out', async () => {
    const server = await app.startServer('e2e');
    const service = server.service;
    const { id } = value<MatchView>(await service.call('createMatch', { rules: 'jamaican-french', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
    value(await service.call('startHand', { matchId: id }));
    // The 0-0, a blank on each arm (Ann and Cat have none: they pass), the doubles north and east, north played on.
    const moves = [
      { seat: 0, bone: [0, 0] },
      { seat: 1, bone: [0, 1] },
      { seat: 2, bone: [0, 2] },
      { seat: 3, bone: [0, 3] },
      { seat: 0, pass: true },
      { seat: 1, bone: [0, 4] },
      { seat: 2, pass: true },
      { seat: 3, bone: [1, 1] },
      { seat: 0, bone: [2, 2] },
      { seat: 1, bone: [1, 5] },
      { seat: 2, bone: [5, 2], end: 'north' },
    ];
    for (const move of moves) value(await service.call('recordMove', { matchId: id, hand: 0, move }));
    const expected = 'The layout round the 0-0: north: 0-1, 1-1, 1-5, 5-2; east: 0-2, 2-2; south: 0-3; west: 0-4';

    const { page, errors } = await app.openPage(`${server.url}#/match/${id}`);
    const layout = page.getByTestId('layout');
    await layout.waitFor({ timeout: 30_000 });
    await poll(() => layout.getAttribute('aria-label')).toBe(expected);
    // The 0-0 and every bone of the four arms, one drawn bone each.
    expect(await layout.locator(':scope > svg').count()).toBe(9);

    // The replay draws the arms too, each step without the bones laid later: back 4 moves from
    // the end leaves north 0-1 only (1-1, 1-5 and 5-2 came later) and east without its 2-2.
    await page.goto(`${server.url}#/match/${id}/hand/1`);
    const replayLayout = page.getByTestId('layout');
    await poll(() => replayLayout.getAttribute('aria-label')).toBe(expected);
    await page.getByTestId('replay-step').focus();
    for (let k = 0; k < 4; k++) await page.keyboard.press('ArrowLeft');
    await poll(() => replayLayout.getAttribute('aria-label')).toBe('The layout round the 0-0: north: 0-1; east: 0-2; south: 0-3; west: 0-4');
    expect(errors).toEqual([]);
  });
});
