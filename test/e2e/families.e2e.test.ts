/**
 * The table screen at every kind of table, in real Chromium through browser mode (issue 5, the
 * table for all rule families): three seats each for oneself (Jamaican Cut Throat), a double-nine
 * game scored by pips with sleeping bones (Cuban: a domino and a block by passes, both settled
 * with the bones left), and a draw game with a redeal (Chiva: draws unseen and seen, a pass after
 * the boneyard is empty, a block settled by pip totals). Each match is the worked example in
 * docs/examples/, recorded by keyboard; the score on screen equals the referee's verdict on the
 * exported file. Axe and the CSP are checked on each new state, and screenshots are saved.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeInChromium, useE2eApp } from './app.ts';
import { example, openMatch, playExample } from './play.ts';
import { axeProblems, focused, moveCount, recordMove, screenshots, SIZES } from './scorekeeper.ts';

/** Nothing scrolls and nothing is cut off: the page fits the window, the palette is all in view. */
async function fitsWindow(page: Page): Promise<{ size: string; scrolls: boolean; paletteCut: boolean; layoutCut: boolean }[]> {
  const out = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    out.push(
      await page.evaluate((name) => {
        const within = (inner: Element | null, outer: Element | null) => {
          if (!inner || !outer) return true;
          const a = inner.getBoundingClientRect();
          const b = outer.getBoundingClientRect();
          return a.left >= b.left - 1 && a.right <= b.right + 1 && a.top >= b.top - 1 && a.bottom <= b.bottom + 1;
        };
        const palette = document.querySelector('[data-testid=palette]');
        const bones = [...(palette?.querySelectorAll('[data-bone]') ?? [])];
        return {
          size: name,
          scrolls: document.documentElement.scrollHeight > window.innerHeight || document.documentElement.scrollWidth > window.innerWidth,
          paletteCut: bones.some((b) => !within(b, document.documentElement) || !within(b, palette)),
          layoutCut: !within(document.querySelector('[data-testid=layout]'), document.querySelector('.felt__layout')),
        };
      }, `${size.width}x${size.height}`),
    );
  }
  await page.setViewportSize(SIZES[0]);
  return out;
}

describeInChromium('the table at every kind of table', () => {
  const app = useE2eApp('families');
  const run = (name: string, hook: Parameters<typeof playExample>[2]) => playExample(app, name, hook);

  it('Jamaican Cut Throat with three seats: each seat its own score, no 0-0, a block settled by the bones left', async () => {
    await run('jamaican-cut-throat', (page, problems) => async (h, m) => {
      if (h === 0 && m === 0) {
        // Three seats round the table, three scores in the header, and the 0-0 out of the set.
        expect(await page.locator('[data-testid^=seat-]').count()).toBe(3);
        expect(await page.locator('[data-testid^=score-]').count()).toBe(3);
        expect(await page.locator('[data-testid=palette] [data-bone]').count()).toBe(27);
        expect(await page.locator('[data-testid=palette] [data-bone="00"]').count()).toBe(0);
        expect(await page.getByTestId('held-0').textContent()).toBe('9 bones');
      }
      if (h === 0 && m === 12) {
        await screenshots(page, 'table-cut-throat');
        problems['cut throat table'] = await axeProblems(page);
      }
      if (h === 4 && m === -1) {
        expect(await page.getByTestId('block-dialog').textContent()).toContain('Blocked');
        await screenshots(page, 'block-cut-throat');
        problems['cut throat block'] = await axeProblems(page);
      }
    });
  }, 300_000);

  it('Cuban, double-nine: anyone poses, a domino and a block by passes settled with the bones left', async () => {
    await run('cuban', (page, problems) => async (h, m) => {
      if (h === 0 && m === 0) {
        // The whole double-nine set, in two rows; anyone may pose, chosen with ↑ ↓.
        expect(await page.locator('[data-testid=palette] [data-bone]').count()).toBe(55);
        expect(await page.getByTestId('stock').textContent()).toContain('15');
        await screenshots(page, 'cuban-pose');
        problems['cuban pose'] = await axeProblems(page);
      }
      if (h === 0 && m === 30) {
        // 9-9 and the 9s are typed like any bone.
        expect(await page.locator('[data-testid=palette] [data-bone="99"]').getAttribute('data-state')).toBe('down');
      }
      if (h === 1 && m === 36) {
        // A long double-nine line turns and fits: nothing scrolls, nothing is cut off.
        for (const fit of await fitsWindow(page)) expect(fit).toEqual({ size: fit.size, scrolls: false, paletteCut: false, layoutCut: false });
        await screenshots(page, 'table-cuban-long');
        problems['cuban long hand'] = await axeProblems(page);
      }
      if (h === 0 && m === -1) {
        // A domino in a game scored by pips: the others' bones are asked for; the seat that went out is not.
        expect(await page.getByTestId('block-dialog').textContent()).toContain('Domino');
        expect(await page.getByTestId('left-2').count()).toBe(0);
        await screenshots(page, 'holdings-cuban');
        problems['cuban holdings'] = await axeProblems(page);
      }
      if (h === 1 && m === -1) {
        expect(await page.getByTestId('block-dialog').textContent()).toContain('Blocked');
        // Four seats' bones from a double-nine set: the whole dialog is in the window, Settle included.
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(150);
          const box = await page.getByTestId('settle').boundingBox();
          expect({ size, bottom: Math.min(box!.y + box!.height, size.height) }).toEqual({ size, bottom: box!.y + box!.height });
        }
        await page.setViewportSize(SIZES[0]);
        await screenshots(page, 'block-cuban');
      }
    });
  }, 300_000);

  it('Chiva: a redeal, draws unseen and seen, a pass with the boneyard empty, a block settled by pip totals', async () => {
    await run('chiva', (page, problems) => async (h, m) => {
      if (h === 0) {
        // `n` then Enter throws the hand in, at the chosen seat's demand.
        expect(await page.getByTestId('entry').inputValue()).toBe('redeal');
        expect(await page.getByTestId('prompt').textContent()).toBe('Cat throws the hand in');
        await screenshots(page, 'redeal');
        problems['redeal'] = await axeProblems(page);
      }
      if (h === 1 && m === 8) {
        // The boneyard is there to draw from: the Draw button and `d`.
        expect(await page.getByTestId('draw').isDisabled()).toBe(false);
        expect(await page.getByTestId('stock').textContent()).toBe('Boneyard: 7 bones');
      }
      if (h === 1 && m === 9) {
        // A draw is a draw in the move list, not a pass; it counts in the seat's bones.
        expect(await page.locator('[data-testid=moves] li').last().textContent()).toContain('Ben draws 2 bones');
        expect(await page.getByTestId('held-1').textContent()).toBe('7 bones'); // 7 dealt, 2 played, 2 drawn
        await screenshots(page, 'table-chiva-draw');
        problems['chiva draw'] = await axeProblems(page);
      }
      if (h === 1 && m === 21) {
        expect(await page.locator('[data-testid=moves] li').last().textContent()).toContain('Cat draws 1-1 2-0 2-4');
      }
      if (h === 2 && m === -1) {
        await screenshots(page, 'holdings-chiva');
        problems['chiva holdings'] = await axeProblems(page);
      }
    });
  }, 300_000);

  it('enters a draw and a redeal by click: the Draw and Redeal buttons, a seat on the felt', async () => {
    const report = example('chiva');
    const server = await app.startServer('chiva-click');
    const watched = await openMatch(app, server.url, report);
    const { page } = watched;
    await page.getByTestId('start-hand').click();
    await page.getByTestId('redeal').click();
    await page.getByTestId('seat-1').getByRole('button').click();
    expect(await page.getByTestId('prompt').textContent()).toBe('Ben throws the hand in');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('hand-result').textContent()).toContain('thrown in by Ben');
    await page.getByTestId('start-hand').click();
    const moves = report.record.hands[1]!.moves.slice(0, 9);
    for (const [m, move] of moves.entries()) {
      if ('draw' in move) {
        for (let k = 0; k < (move.draw as number); k++) {
          await page.getByTestId('draw').click();
          await expect.poll(() => moveCount(page)).toBe(m + 1 + k);
        }
      } else await recordMove(page, report.record.seats, move, m);
      expect(await focused(page)).toBe('entry');
    }
    // Two clicks, two draws of one bone each.
    const items = await page.locator('[data-testid=moves] li').allTextContents();
    expect(items.slice(-2)).toEqual(['Ben draws a bone', 'Ben draws a bone']);
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  });
});
