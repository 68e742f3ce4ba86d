/**
 * Small screen fixes, in real Chromium through browser mode: the scoreboard's and the table's
 * words in each family's way of scoring and posing (Lankford's pose is a double; where pips are
 * the score, no "worth 1 point"; Jamaican French is won by the lowest score), in English and
 * Spanish; the new-match sketch showing every seat's whole name. Axe and the CSP are checked, and
 * screenshots saved into test-results/.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api, describeInChromium, poll, standInBridge, useE2eApp } from './app.ts';
import { example, firstHands, text } from './play.ts';
import { axeProblems, recordMove, root, screenshots, waitFocus } from './scorekeeper.ts';

async function language(page: Page, lang: 'en' | 'es'): Promise<void> {
  await page.getByTestId('language').selectOption(lang);
}

describeInChromium('small screen fixes: each family\'s words, the seats sketch', () => {
  const app = useE2eApp('ui');

  // cuban.txt (Lankford): "The first player must begin with a double, drawing tiles if necessary
  // until a double is obtained"; "The winner scores the total pip count of their opponents'
  // unplayed tiles less the pip count of their own tiles".
  it("Lankford's Cuban draw game: the next pose is a double, the next hand scored by pips, not worth 1 point", async () => {
    const server = await app.startServer('lankford-words');
    const match = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('cuban-draw', 1) });
    const watched = await app.openPage(new URL(`/#/match/${match.id}/scoreboard`, server.url).href);
    const { page } = watched;
    // Cat dominoed the first hand, so she poses the second.
    await poll(() => text(page, 'next-pose')).toBe('Cat poses a double, drawing until he has one.');
    expect(await text(page, 'next-worth')).toBe("The winner scores his opponents' pips less his own.");
    expect(await page.getByTestId('next-hand').textContent()).not.toContain('point');
    const problems = { 'lankford scoreboard': await axeProblems(page) };
    await screenshots(page, 'scoreboard-cuban-draw');
    await language(page, 'es');
    await poll(() => text(page, 'next-pose')).toBe('Sale Cat con un doble, robando hasta tener uno.');
    expect(await text(page, 'next-worth')).toBe('El ganador se anota los puntos de sus rivales menos los suyos.');
    // The table between hands says the same of the pose.
    await page.getByTestId('to-table').click();
    await waitFocus(page, 'start-hand');
    expect(await page.locator('.between .next').textContent()).toContain('Sale Cat con un doble, robando hasta tener uno.');
    await language(page, 'en');
    await poll(() => page.locator('.between .next').textContent()).toContain('Cat poses a double, drawing until he has one.');
    expect(problems).toEqual({ 'lankford scoreboard': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // JCTPF, "The French Domino Game": "the numbers on the tiles in each person's hand are added to
  // his running score"; "the first to reach 100 loses" (50 in the example), the lowest wins.
  it('Jamaican French: the next hand adds every player\'s pips; the match is won with the lowest score', async () => {
    const server = await app.startServer('french-words');
    const open = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('jamaican-french', 1) });
    const watched = await app.openPage(new URL(`/#/match/${open.id}/scoreboard`, server.url).href);
    const { page } = watched;
    await poll(() => text(page, 'next-worth')).toBe('Every player adds the pips left in his hand (doubled if he holds a double): the lowest score is best.');
    await language(page, 'es');
    await poll(() => text(page, 'next-worth')).toContain('el tanteo más bajo es el mejor');
    await language(page, 'en');
    const problems: Record<string, string[]> = { 'french scoreboard': await axeProblems(page) };
    // The whole example: Dan reaches 55 of 50, Cat has the lowest score and wins.
    const won = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('jamaican-french', 2) });
    await page.goto(new URL(`/#/match/${won.id}`, server.url).href);
    await poll(() => text(page, 'match-won')).toContain('Cat wins the match with the lowest score');
    expect(await text(page, 'match-won')).toContain('Final score 35–19–18–55.');
    problems['french match won'] = await axeProblems(page);
    await screenshots(page, 'table-french-won');
    await language(page, 'es');
    await poll(() => text(page, 'match-won')).toContain('Cat gana la partida con el tanteo más bajo');
    await language(page, 'en');
    expect(problems).toEqual({ 'french scoreboard': [], 'french match won': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // A family scored by pips whose winners end with the others at 0 is not "six-love" (the partner
  // game's word): Latin partnership to 100.
  it('a pip game won while the others have none shows the final score, not six-love', async () => {
    const server = await app.startServer('latin-won');
    const record = JSON.parse(readFileSync(resolve(root, 'docs/examples/latin-partnership.json'), 'utf8')) as { options?: object; hands: unknown[] };
    // Its first hand scores for one team only; a target that low ends the match there.
    const text1 = JSON.stringify({ ...record, options: { ...record.options, target: 1 }, hands: record.hands.slice(0, 1) });
    const won = await api<{ id: number; score: number[] }>(server.url, 'importRecord', { text: text1 });
    expect(won.score.filter((p) => p === 0)).toHaveLength(1);
    const watched = await app.openPage(new URL(`/#/match/${won.id}`, server.url).href);
    const { page } = watched;
    await poll(() => text(page, 'match-won')).toContain('Final score');
    expect(await text(page, 'match-won')).not.toContain('Six-love');
    expect(watched.errors).toEqual([]);
  }, 120_000);

  // The new-match form's sketch of the table: every seat's name whole, in English and Spanish
  // ("Asiento 2" was cut to "Asie…" beside the table), at 1280×800 and a small laptop's 1024×640.
  it('the table sketch shows every seat\'s whole name, beside the table too, in both languages and sizes', async () => {
    const server = await app.startServer('sketch');
    const watched = await app.openPage(new URL('/#/new', server.url).href);
    const { page } = watched;
    await waitFocus(page, 'seat-0');
    /** Names the sketch cuts: wider or taller than the room it shows them in. */
    const cut = () =>
      page.locator('.table-sketch .sketch-seat').evaluateAll((spans) =>
        spans.filter((s) => s.scrollWidth > s.clientWidth || s.scrollHeight > s.clientHeight).map((s) => s.textContent),
      );
    const problems: Record<string, string[]> = {};
    for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }]) {
      await page.setViewportSize(size);
      for (const lang of ['en', 'es'] as const) {
        await language(page, lang);
        for (const [family, count] of [['jamaican-partner', 4], ['jamaican-cut-throat', 3]] as const) {
          await page.getByTestId(`family-${family}`).click();
          if (count === 3) await page.getByTestId('seat-count-3').click();
          await poll(() => page.locator('.table-sketch .sketch-seat').count()).toBe(count);
          // The seats' default names, then names as typed (a long one breaks onto a second line).
          for (let i = 0; i < count; i++) await page.getByTestId(`seat-${i}`).fill('');
          expect(await cut(), `${family} ${lang} ${size.width}`).toEqual([]);
          for (const [i, name] of ['Ann', 'Maximiliano', 'Cat', 'Bartolomé'].slice(0, count).entries()) await page.getByTestId(`seat-${i}`).fill(name);
          expect(await cut(), `${family} ${lang} ${size.width} names`).toEqual([]);
          for (let i = 0; i < count; i++) await page.getByTestId(`seat-${i}`).fill('');
        }
      }
    }
    await language(page, 'es');
    await page.getByTestId('family-jamaican-partner').click();
    await page.locator('.table-sketch').scrollIntoViewIfNeeded();
    problems['new match es'] = await axeProblems(page);
    await screenshots(page, 'new-match-sketch-es');
    expect(problems).toEqual({ 'new match es': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // The table's move list keeps the newest move in view; when it scrolls, the first row it shows
  // is whole, not cut at the top. Moves typed by keyboard, at both window sizes.
  it('the move list, scrolled to the newest move, shows whole rows at its top and the newest at its bottom', async () => {
    const server = await app.startServer('move-list');
    const report = example('jamaican-partner');
    const moves = report.record.hands[0]!.moves;
    const { id } = await api<{ id: number }>(server.url, 'createMatch', { rules: 'jamaican-partner', seats: report.record.seats });
    await api(server.url, 'startHand', { matchId: id });
    const typed = 4;
    for (const move of moves.slice(0, moves.length - typed)) await api(server.url, 'recordMove', { matchId: id, hand: 0, move });
    const watched = await app.openPage(new URL(`/#/match/${id}`, server.url).href, { size: { width: 1024, height: 600 } });
    const { page } = watched;
    await waitFocus(page, 'entry');
    /** Where the list stands: the row cut at its top (if any) and whether the newest is whole. */
    const listState = () =>
      page.getByTestId('moves').evaluate((ol) => {
        const rows = Array.from(ol.children) as HTMLElement[];
        const top = ol.scrollTop;
        // Offsets are whole pixels, rows fractional: a pixel of overlap is no cut.
        const cutAtTop = rows.find((r) => r.offsetTop < top - 1 && r.offsetTop + r.offsetHeight > top + 1)?.textContent?.trim() ?? null;
        const last = rows.at(-1)!;
        return { scrolls: ol.scrollHeight > ol.clientHeight, cutAtTop, newestShown: last.offsetTop >= top && last.offsetTop + last.offsetHeight <= top + ol.clientHeight + 1 };
      });
    for (const [k, size] of [{ width: 1024, height: 600 }, { width: 1280, height: 800 }, { width: 1024, height: 600 }].entries()) {
      await page.setViewportSize(size);
      const index = moves.length - typed + k;
      await recordMove(page, report.record.seats, moves[index]!, index);
      await poll(() => listState()).toMatchObject({ cutAtTop: null, newestShown: true });
      expect((await listState()).scrolls, `${size.width}×${size.height}`).toBe(true);
    }
    const problems = { 'move list': await axeProblems(page) };
    await screenshots(page, 'table-move-list');
    expect(problems).toEqual({ 'move list': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // New database… beside "Open another database…": in the desktop window (a stand-in preload
  // bridge here, as test/e2e/renderer.e2e.test.ts does), not in browser mode, whose database is
  // the server's --db file.
  it('New database… switches the desktop window to the new file; a path already used is refused on screen; browser mode has no such button', async () => {
    const server = await app.startServer('new-database');
    const browserMode = await app.openPage(server.url);
    await poll(() => browserMode.page.getByTestId('database-path').textContent()).toContain('new-database.sqlite');
    expect(await browserMode.page.getByTestId('new-database').count()).toBe(0);

    // The bridge: the first New database… makes "club night.sqlite", the second finds it there.
    const bridge = standInBridge(
      `{ appVersion: () => ({ ok: true, value: '9.9.9' }), databaseInfo: () => ({ ok: true, value: { path, version: 1 } }),
        newDatabase: () => (made++ === 0
          ? (path = '/home/ann/club night.sqlite', { ok: true, value: { path, version: 1 } })
          : { ok: false, error: { code: 'db/exists', message: '/home/ann/club night.sqlite already exists.' } }),
        chooseDatabase: () => ({ ok: false, error: { code: 'db/too-new', message: '/home/ann/newer.sqlite was written by a newer version of the app.' } }) }`,
      "let path = '/home/ann/dominoes.sqlite'; let made = 0;",
    );
    const watched = await app.openPage(new URL('/#/new', server.url).href, { initScript: bridge });
    const { page } = watched;
    await poll(() => page.getByTestId('database-path').textContent()).toContain('dominoes.sqlite');
    // By keyboard: the button is reached with Tab and pressed with Enter.
    await page.getByTestId('new-database').focus();
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('database-path').textContent()).toContain('club night.sqlite');
    // The screens start again from the new file's (empty) list of matches.
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
    const problems: Record<string, string[]> = { 'new database': await axeProblems(page) };
    // By click, again: refused, and said so.
    await page.getByTestId('new-database').click();
    await poll(() => text(page, 'new-database-problem')).toBe('No new database was made: /home/ann/club night.sqlite already exists.');
    // Open another database… choosing a file a newer app wrote: refused, said above the screens,
    // and the file in use stays open (the desktop keeps it), not the full-page refusal.
    await page.getByTestId('open-database').click();
    await poll(() => text(page, 'open-database-problem')).toBe(
      'That database was not opened; the one in use stays open: /home/ann/newer.sqlite was written by a newer version of the app.',
    );
    expect(await page.getByTestId('database-refused').count()).toBe(0);
    expect(await page.getByTestId('database-path').textContent()).toContain('club night.sqlite');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
    await language(page, 'es');
    expect(await text(page, 'open-database-problem')).toContain('No se abrió esa base de datos');
    expect(await text(page, 'new-database')).toBe('Nueva base de datos…');
    expect(await text(page, 'new-database-problem')).toContain('No se creó la base de datos nueva:');
    problems['new database refused'] = await axeProblems(page);
    await screenshots(page, 'new-database-refused');
    expect(problems).toEqual({ 'new database': [], 'new database refused': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // Open another database… that went through: the button in the window only told the header,
  // and the screen went on showing the old file's matches (the list, or a match's table whose id
  // the new file may give to another match, so that a move typed next would go to it). As with
  // New database…, the screens start again from the new file's list of matches.
  it('Open another database… that opens starts the screens again from the new file\'s matches', async () => {
    const server = await app.startServer('open-database');
    await api(server.url, 'importRecord', { text: firstHands('sudan', 1) });
    const listed = await api<{ id: number }[]>(server.url, 'listMatches', {});
    expect(listed).toHaveLength(1);
    // The bridge: before the switch, "club.sqlite" and no matches; after it, "other.sqlite" and
    // the server's one match (a summary the list can show).
    const bridge = standInBridge(
      `{
        databaseInfo: () => ({ ok: true, value: { path, version: 1 } }),
        chooseDatabase: () => (path = '/home/ann/other.sqlite', { ok: true, value: { path, version: 1 } }),
        listMatches: () => ({ ok: true, value: path.endsWith('other.sqlite') ? ${JSON.stringify(listed)} : [] }) }`,
      "let path = '/home/ann/club.sqlite';",
    );
    for (const start of ['/#/', '/#/new']) {
      const watched = await app.openPage(new URL(start, server.url).href, { initScript: bridge });
      const { page } = watched;
      await poll(() => page.getByTestId('database-path').textContent()).toContain('club.sqlite');
      if (start === '/#/') await poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBe(0);
      await page.getByTestId('open-database').focus();
      await page.keyboard.press('Enter');
      await poll(() => page.getByTestId('database-path').textContent()).toContain('other.sqlite');
      await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
      await poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBe(1);
      expect(watched.errors).toEqual([]);
      await page.close();
    }
  }, 180_000);
});
