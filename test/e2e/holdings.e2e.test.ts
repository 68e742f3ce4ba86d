/**
 * Issue 18 item 7 in real Chromium, by keyboard: "After a Cuban domino, the dialog refuses to close
 * without the winner's partner's bones, though only the opponents' pips score (cuban.txt)". The
 * partner's row says optional; the scorekeeper types the opponents' bones, Tabs past the partner
 * and presses Enter, and the hand is scored. Screenshots are saved into test-results/.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { cubanDomino } from '../support/cuban-domino.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { focused, screenshots } from './scorekeeper.ts';

describeInChromium('the holdings dialog asks only what the scoring needs (issue 18 item 7)', () => {
  const app = useE2eApp('holdings');

  it('after a Cuban domino it closes without the partner\'s bones, marked optional, by keyboard', async () => {
    const game = cubanDomino();
    const server = await app.startServer('cuban-domino');
    const created = await api<MatchView>(server.url, 'createMatch', { rules: 'cuban', seats: [...game.record.seats] });
    await api(server.url, 'startHand', { matchId: created.id });
    for (const move of game.record.hands[0]!.moves) await api(server.url, 'recordMove', { matchId: created.id, hand: 0, move });
    const { page, errors } = await app.openPage(`${server.url}#/match/${created.id}`);
    await poll(() => focused(page)).toMatch(/^left-\d$/);
    // The dialog fills in the seats whose bones are known as it opens: let it finish first.
    await page.waitForTimeout(300);
    const partner = game.record.seats[game.partner]!;
    expect(await page.getByTestId('block-optional').innerText()).toContain(partner);
    expect(await page.getByTestId('block-dialog').innerText()).toMatch(new RegExp(`${partner} \\(\\d+ bones?\\), optional`));
    // Every seat but the one that went out has a row, in seat order: the partner's left empty.
    for (let seat = 0; seat < 4; seat++) {
      if (seat === game.out) continue;
      expect(await focused(page)).toBe(`left-${seat}`);
      await page.keyboard.press('Control+A');
      if (seat === game.partner) await page.keyboard.press('Delete');
      else await page.keyboard.type(game.left[seat]!.map((b) => `${b[0]}${b[1]}`).join(' '));
      if (seat !== [0, 1, 2, 3].filter((s) => s !== game.out).at(-1)) await page.keyboard.press('Tab');
    }
    await screenshots(page, 'holdings-cuban-partner-optional');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    await screenshots(page, 'holdings-cuban-settled');
    const now = await api<MatchView>(server.url, 'getMatch', { matchId: created.id });
    expect(now.status).toBe('needs-hand');
    expect(now.score[game.out % 2]).toBe(game.points);
    // The result names no total for the partner: his holdings were not given.
    expect(await page.getByTestId('hand-result').innerText()).not.toContain(`${partner} 0`);
    expect(errors).toEqual([]);
  });
});
