/**
 * A hand's replay lists the players renamed beside the moves taken back, in the order they were
 * made, in English and Spanish (the review of issue 18: the replay listed the moves taken back but
 * not the renames, which the export and the referee's report show). A rename belongs to no hand:
 * every hand is shown with the names as they stand, so each replay lists them all.
 */
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { matchRenamedAroundAnUndo } from '../support/renames.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { screenshots } from './scorekeeper.ts';

describeInChromium('the replay lists the renames', () => {
  const app = useE2eApp('replay-renames');

  it('a rename before and one after a move taken back, in order, in both languages; a hand without take-backs lists the renames alone', async () => {
    const server = await app.startServer('replay-renames');
    const call = async <T>(method: Parameters<typeof server.service.call>[0], input: unknown) => value<T>(await server.service.call(method, input));
    const match = await matchRenamedAroundAnUndo(call);

    const { page, errors } = await app.openPage(new URL(`/#/match/${match.id}/hand/1`, server.url).href);
    const items = () => page.getByTestId('replay-corrections').locator('li').allTextContents();
    await poll(() => page.getByTestId('replay-corrections').locator('h2').textContent()).toBe('Taken back in this hand, and players renamed (3)');
    const english = await items();
    expect(english).toHaveLength(3);
    expect(english[0]).toMatch(/: the player “Bne” renamed “Ben”$/);
    expect(english[1]).toMatch(/move 2: Ben 6-3.* — taken back$/);
    expect(english[2]).toMatch(/: the player “Dan” renamed “Dee”$/);
    await screenshots(page, 'replay-renames');

    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('replay-corrections').locator('h2').textContent()).toBe('Deshecho en esta mano y jugadores renombrados (3)');
    const spanish = await items();
    expect(spanish[0]).toMatch(/: «Bne» pasó a llamarse «Ben»$/);
    expect(spanish[1]).toMatch(/jugada 2: .* — se deshizo$/);
    expect(spanish[2]).toMatch(/: «Dan» pasó a llamarse «Dee»$/);

    // A match renamed with nothing taken back: its hand lists the rename alone, under its own title.
    const other = await call<MatchView>('createMatch', { rules: 'jamaican-partner', seats: ['Eve', 'Fay', 'Gus', 'Hal'] });
    await call('startHand', { matchId: other.id });
    await call('recordMove', { matchId: other.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
    await call('renameSeat', { matchId: other.id, seat: 0, name: 'Eva' });
    await page.goto(new URL(`/#/match/${other.id}/hand/1`, server.url).href);
    await poll(() => page.getByTestId('replay-corrections').locator('h2').textContent()).toBe('Jugadores renombrados (1)');
    expect(await items()).toEqual([expect.stringMatching(/: «Eve» pasó a llamarse «Eva»$/)]);
    await page.getByTestId('language').selectOption('en');
    await poll(() => page.getByTestId('replay-corrections').locator('h2').textContent()).toBe('Players renamed (1)');
    expect(errors).toEqual([]);
  }, 180_000);
});
