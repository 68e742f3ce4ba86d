/**
 * The table for the rule pieces of issue 6, in real Chromium through browser mode: the French
 * game's four arms (an arm named by the arrows, the open arms in the side panel, the bones each
 * player holds at the end), Lankford's Cuban draw game (the poser drawing before his double
 * pose, draws typed as counts, the hand thrown in when the boneyard holds no double), the Latin `mustStartDouble` pose by the partner, and Cuban's highest-double pose. Each
 * hand is typed by keyboard; the score on screen equals the referee's verdict on the exported
 * file; axe and the CSP are checked, and screenshots saved into test-results/.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { Move } from '../../domain/hand.ts';
import { checkRecordText } from '../../domain/record.ts';
import type { HandRecord } from '../../domain/record.ts';
import { api, describeInChromium, useE2eApp } from './app.ts';
import { example, openMatch, playExample, settleHoldings } from './play.ts';
import { axeProblems, focused, recordMove, screenshots, waitFocus } from './scorekeeper.ts';

/** A class of the open-ends panel's arm box, to see which arms are offered. */
function armClass(page: Page, arm: string): Promise<string | null> {
  return page.getByTestId(`arm-${arm}`).getAttribute('class');
}

/** A Latin hand under mustStartDouble: Ben, due to pose, holds no double; Dan, his partner, poses. */
const LATIN_PARTNER_POSE: readonly Move[] = [
  { seat: 3, bone: [6, 6] },
  { seat: 0, pass: true },
  { seat: 1, pass: true },
  { seat: 2, bone: [6, 1], end: 'right' },
  { seat: 3, bone: [6, 5], end: 'left' },
  { seat: 0, bone: [3, 1], end: 'right' },
  { seat: 1, bone: [5, 1], end: 'left' },
  { seat: 2, bone: [5, 3], end: 'right' },
  { seat: 3, bone: [5, 5], end: 'right' },
  { seat: 0, bone: [2, 1], end: 'left' },
  { seat: 1, bone: [5, 0], end: 'right' },
  { seat: 2, bone: [6, 0], end: 'right' },
  { seat: 3, bone: [6, 4], end: 'right' },
  { seat: 0, bone: [2, 0], end: 'left' },
  { seat: 1, bone: [4, 3], end: 'right' },
  { seat: 2, bone: [3, 3], end: 'right' },
  { seat: 3, bone: [6, 3], end: 'right' },
  { seat: 0, bone: [3, 0], end: 'left' },
  { seat: 1, bone: [3, 2], end: 'left' },
  { seat: 2, bone: [5, 2], end: 'left' },
  { seat: 3, bone: [6, 2], end: 'right' },
  { seat: 0, pass: true },
  { seat: 1, bone: [4, 2], end: 'right' },
  { seat: 2, bone: [5, 4], end: 'left' },
  { seat: 3, bone: [4, 4], end: 'right' },
];

/** What Ann, Ben and Cat still hold when Dan dominoes in that hand. */
const LATIN_LEFT = { 0: [[0, 0], [1, 1], [1, 0]], 1: [[4, 0], [4, 1]], 2: [[2, 2]], 3: [] };

/** The record's bones left (by seat, as keys) as the api's array. */
const leftOf = (hr: HandRecord, seats: number): number[][][] => Array.from({ length: seats }, (_, s) => (hr.left?.[s] ?? []).map((b) => [b[0], b[1]]));

describeInChromium('the table for the four-arm layout, draws before the pose and double poses', () => {
  const app = useE2eApp('more');
  const run = (name: string, hook: Parameters<typeof playExample>[2]) => playExample(app, name, hook);

  // jamaican-cut-throat-partner-french.txt, "The French Domino Game": four arms round the 0-0,
  // "each player's score is the total of the pips left in his hand", "the first to reach 100 loses".
  it('Jamaican French: an arm chosen with the arrows, the arms in the side panel, the bones held at the end', async () => {
    await run('jamaican-french', (page, problems) => async (h, m) => {
      if (h === 0 && m === 1) {
        // Four players each for himself, the French meaning of the score said; the arms panel, not two ends.
        expect(await page.locator('[data-testid^=side-]').count()).toBe(4);
        expect(await page.getByTestId('score-note').textContent()).toContain('50 loses');
        expect(await page.getByTestId('arms').isVisible()).toBe(true);
        expect(await page.getByTestId('ends').count()).toBe(0);
        expect(await page.getByTestId('arm-north').textContent()).toContain('a blank');
      }
      if (h === 0 && m === 21) {
        // 4-1 fits arms that differ: the entry asks which, the panel offers those arms.
        await page.keyboard.type('41');
        await expect.poll(() => page.getByTestId('arm-choice').isVisible()).toBe(true);
        expect(await armClass(page, 'south')).toContain('end--choice');
        await screenshots(page, 'table-french-arm');
        problems['french arm choice'] = await axeProblems(page);
        await page.keyboard.press('Escape');
        await expect.poll(() => page.getByTestId('arm-choice').count()).toBe(0);
      }
      if (h === 0 && m === -1) {
        // The bones each player holds: pip totals alone are refused, so they are not offered.
        expect(await page.getByTestId('block-dialog').textContent()).not.toContain('Pip totals');
        expect(await page.locator('[data-testid^=pips-]').count()).toBe(0);
        await screenshots(page, 'holdings-french');
        problems['french holdings'] = await axeProblems(page);
      }
    });
  }, 300_000);

  it('Jamaican French: a highlighted arm in the side panel can be clicked', async () => {
    const report = example('jamaican-french');
    const server = await app.startServer('french-click');
    const watched = await openMatch(app, server.url, report);
    const { page } = watched;
    const seats = report.record.seats;
    const moves = report.record.hands[0]!.moves;
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    for (const [m, move] of moves.slice(0, 21).entries()) await recordMove(page, seats, move, m);
    const move = moves[21] as Extract<Move, { bone: unknown }>;
    await page.keyboard.type(`${move.bone[0]}${move.bone[1]}`);
    await page.getByTestId(`arm-${move.end}`).click();
    await expect.poll(() => page.locator('[data-testid=moves] li').count()).toBe(22);
    // The layout's words name the arm it went on, from the 0-0 out.
    expect(await page.getByTestId('layout').getAttribute('aria-label')).toMatch(new RegExp(`${move.end}: [^;]*${move.bone[0]}-${move.bone[1]}|${move.end}: [^;]*${move.bone[1]}-${move.bone[0]}`));
    expect(await focused(page)).toBe('entry');
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 120_000);

  // lankford-cuban-draw.txt: the first player draws until he has a double to pose.
  it("Lankford's Cuban draw game: the poser draws before his double pose", async () => {
    await run('cuban-draw', (page, problems) => async (h, m) => {
      if (h === 1 && m === 0) {
        // Before the pose the Draw button is there, and `d` draws for the poser.
        expect(await page.getByTestId('draw').isVisible()).toBe(true);
        expect(await page.getByTestId('draw').isDisabled()).toBe(false);
      }
      if (h === 1 && m === 1) {
        expect(await page.locator('[data-testid=moves] li').last().textContent()).toContain('draws');
        expect(await page.getByTestId('hand-label').isVisible()).toBe(true);
        await screenshots(page, 'table-cuban-draw-pose');
        problems['cuban draw before the pose'] = await axeProblems(page);
      }
    });
  }, 300_000);

  // cuban.txt (Lankford): "The first player must begin with a double, drawing tiles if necessary
  // until a double is obtained". The prompt says so from the family's data (openWithDouble); draws
  // are typed as a scorekeeper counts them (d12, d2); our reading when no double is obtained
  // (docs/rules.md): the hand is thrown in, offered only once the boneyard is drawn.
  it("Lankford's Cuban draw game: a double pose said, draws typed d12 and d2, the hand thrown in once the boneyard is drawn", async () => {
    const server = await app.startServer('lankford-throw-in');
    const created = await api<{ id: number }>(server.url, 'createMatch', { rules: 'cuban-draw', seats: ['Ann', 'Ben'] });
    const watched = await app.openPage(new URL(`/#/match/${created.id}`, server.url).href);
    const { page } = watched;
    const moves = page.locator('[data-testid=moves] li');
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    expect(await page.getByTestId('pose-rule').textContent()).toContain('The pose must be a double');
    expect(await page.getByTestId('redeal').count()).toBe(0);
    // Anyone may pose the first hand; Ann, the first seat, is chosen. Two players: 14 in the boneyard.
    await page.keyboard.type('d12');
    expect(await page.getByTestId('entry').inputValue()).toBe('draws 12');
    await page.keyboard.press('Enter');
    await expect.poll(() => moves.count()).toBe(1);
    expect(await moves.last().textContent()).toContain('Ann draws 12 bones');
    // Still before the pose: the prompt stays, and the hand cannot be thrown in with bones left (n is not taken).
    expect(await page.getByTestId('pose-rule').textContent()).toContain('The pose must be a double');
    await page.keyboard.press('n');
    expect(await page.getByTestId('entry').inputValue()).toBe('');
    expect(await page.getByTestId('redeal').count()).toBe(0);
    await page.keyboard.type('d2');
    await page.keyboard.press('Enter');
    await expect.poll(() => moves.count()).toBe(2);
    await expect.poll(() => page.getByTestId('redeal').count()).toBe(1);
    expect(await page.getByTestId('pose-rule').textContent()).toContain('Ann has drawn the whole boneyard without a double');
    // The help's sentences are separate nodes: each is followed by a space, not run together.
    expect((await page.locator('#entry-help').textContent())?.replace(/\s+/g, ' ')).toContain('(d 63 52). n: the hand is thrown in.');
    await screenshots(page, 'table-cuban-draw-throw-in');
    const problems = { 'lankford throw-in': await axeProblems(page) };
    await page.keyboard.press('n');
    expect(await page.getByTestId('prompt').textContent()).toContain('Ann');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('hand-result').textContent()).toContain('thrown in');
    expect(await page.getByTestId('score').textContent()).toBe('0–0');
    await exportAgreesWithScreen(page);
    expect(problems).toEqual({ 'lankford throw-in': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // Latin partnership, `mustStartDouble`: the pose is a double if the posing team holds one; the
  // partner of the seat due poses it when that seat has none.
  it('Latin mustStartDouble: the prompt says the pose is a double, and the partner poses it', async () => {
    const report = example('latin-partnership');
    const { seats, hands } = report.record;
    const server = await app.startServer('latin');
    const created = await api<{ id: number }>(server.url, 'createMatch', { rules: 'latin-partnership', seats, options: { mustStartDouble: true } });
    const id = created.id;
    // The first hand through the api, as the worked example has it.
    const first = hands[0]!;
    await api(server.url, 'startHand', { matchId: id });
    for (const move of first.moves) await api(server.url, 'recordMove', { matchId: id, hand: 0, move });
    if (first.left) await api(server.url, 'settleBlock', { matchId: id, hand: 0, left: leftOf(first, 4) });
    // The second hand: Ben is due and holds no double, his partner Dan poses the 6-6 (a hand
    // played out from a deal where Ben has none, Dan three; Dan dominoes with the 4-4).
    const moves = LATIN_PARTNER_POSE;
    const watched = await app.openPage(new URL(`/#/match/${id}`, server.url).href);
    const { page } = watched;
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    const rule = await page.getByTestId('pose-rule').textContent();
    expect(rule).toContain('double');
    expect(rule).toContain('Ben');
    expect(rule).toContain('Dan');
    await screenshots(page, 'table-latin-double-pose');
    const problems = { 'latin double pose': await axeProblems(page) };
    for (const [m, move] of moves.entries()) await recordMove(page, seats, move, m);
    expect(await page.locator('[data-testid=moves] li').first().textContent()).toContain('Dan');
    // A domino in a game scored by pips, the deal not entered: the others' bones are asked for.
    await expect.poll(() => page.getByTestId('block-dialog').isVisible()).toBe(true);
    await settleHoldings(page, { moves: [...moves], left: LATIN_LEFT } as unknown as HandRecord);
    await expect.poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    await exportAgreesWithScreen(page);
    expect(problems).toEqual({ 'latin double pose': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 300_000);

  // cuban.txt: "the player with the highest double starts".
  it('Cuban firstPose highest-double: the prompt says the pose is the highest double dealt', async () => {
    const server = await app.startServer('cuban-hd');
    const created = await api<{ id: number }>(server.url, 'createMatch', { rules: 'cuban', seats: ['Ann', 'Ben', 'Cat', 'Dan'], options: { firstPose: 'highest-double' } });
    const watched = await app.openPage(new URL(`/#/match/${created.id}`, server.url).href);
    const { page } = watched;
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    expect(await page.getByTestId('pose-rule').textContent()).toContain('highest double');
    expect(watched.errors).toEqual([]);
  }, 120_000);
});

/** The exported file's score, by the referee's own function, is the one on screen. */
async function exportAgreesWithScreen(page: Page): Promise<void> {
  const onScreen = await page.getByTestId('score').textContent();
  const download = page.waitForEvent('download');
  await page.getByTestId('export').click();
  const verdict = checkRecordText(await readFile((await (await download).path())!, 'utf8'));
  if (!verdict.ok) throw new Error(verdict.error.message);
  expect(onScreen).toBe(verdict.value.match.score.join('–'));
}
