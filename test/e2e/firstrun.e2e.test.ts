/**
 * A new user's first run, found from outside (issue 5: "Focus is never lost"; "look at them as a
 * scorekeeper would, at 1280×800 and at a small laptop size"): each defect met on the screens of the
 * families other than the Jamaican partner game, reproduced here in real Chromium through browser
 * mode, by keyboard and by click, in English and Spanish.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import { example, firstHands, settleHoldings, text } from './play.ts';
import { axeProblems, focused, moveCount, recordMove, root, waitFocus } from './scorekeeper.ts';

describeInChromium("a new user's first run: the screens of every family", () => {
  const app = useE2eApp('firstrun');

  // Sudan (docs/examples/sudan.json): the second hand's block takes Ann & Cat past 100. Once the
  // holdings dialog closed on the match won, the focus fell to the page's body: Enter and Ctrl+Z
  // (the documented way to take back a hand's end entered by mistake) went nowhere. The same after
  // opening a won match. The match won's scoreboard link takes the focus now.
  it('the match won keeps the focus: Enter opens the scoreboard, Ctrl+Z takes the last move back', async () => {
    const server = await app.startServer('won-focus');
    const { id } = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('sudan', 1) });
    const watched = await app.openPage(new URL(`/#/match/${id}`, server.url).href);
    const { page } = watched;
    const { record } = example('sudan');
    const hand = record.hands[1]!;
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    for (const [m, move] of hand.moves.entries()) await recordMove(page, record.seats, move, m);
    await poll(() => focused(page)).toMatch(/^left-\d$/);
    // Every animation at a fiftieth of its speed, as on a loaded machine: the holdings dialog is
    // still fading out when the match won takes the focus, and axe must wait for it to be gone
    // (axeProblems: once, in a run of the whole suite, its half-faded title failed color-contrast).
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Animation.enable');
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 0.02 });
    await settleHoldings(page, hand);
    await poll(() => text(page, 'match-won')).toContain('Ann & Cat win the match');
    await waitFocus(page, 'won-scoreboard');
    // Caught half-way: each animation still running (the dialog leaving) put at its middle.
    await page.evaluate(() => {
      for (const a of document.getAnimations()) a.currentTime = Number(a.effect?.getComputedTiming().duration ?? 0) / 2;
    });
    const problems = { 'match won': await axeProblems(page) };
    await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 });
    // Ctrl+Z from there takes back the last move (with the block it made): the hand is in play again.
    await page.keyboard.press('Control+z');
    await waitFocus(page, 'entry');
    expect(await page.getByTestId('match-won').count()).toBe(0);
    await poll(() => moveCount(page)).toBe(hand.moves.length - 1);
    await recordMove(page, record.seats, hand.moves.at(-1)!, hand.moves.length - 1);
    await poll(() => focused(page)).toMatch(/^left-\d$/);
    await settleHoldings(page, hand);
    await waitFocus(page, 'won-scoreboard');
    // Opened again (a reload), a won match gives its link the focus too; Enter follows it.
    await page.reload();
    await waitFocus(page, 'won-scoreboard');
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toContain(`/match/${id}/scoreboard`);
    await poll(() => text(page, 'finish')).toContain('Ann & Cat');
    expect(problems).toEqual({ 'match won': [] });
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 180_000);

  // At a small laptop's 1024×640 the matches list broke "116–103" after its dash (Quinientos) and a
  // four-player score ("35–19–18–55", Jamaican French) the same way: read as two numbers on two
  // lines. Every score the screens show as a number stays on one line, in both languages.
  it('no score breaks across lines: the matches list and the scoreboard at 1024×640, en and es', async () => {
    const server = await app.startServer('scores-whole');
    const ids: number[] = [];
    for (const [name, hands] of [['quinientos', 4], ['jamaican-french', 2], ['jamaican-cut-throat', 4], ['haitian-individual', 4]] as const) {
      ids.push((await api<{ id: number }>(server.url, 'importRecord', { text: firstHands(name, hands) })).id);
    }
    const watched = await app.openPage(server.url, { size: { width: 1024, height: 640 } });
    const { page } = watched;
    /** The scores (cells of class num) whose text takes more than one line. */
    const broken = () =>
      page.locator('td.num').evaluateAll((cells) =>
        cells
          .filter((cell) => {
            const range = document.createRange();
            range.selectNodeContents(cell);
            return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1;
          })
          .map((cell) => cell.textContent!.trim()),
      );
    const seen: Record<string, string[]> = {};
    for (const lang of ['en', 'es'] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.goto(new URL('/#/', server.url).href);
      await poll(() => page.locator('[data-testid=matches] td.num').count()).toBe(ids.length);
      seen[`matches ${lang}`] = await broken();
      await page.goto(new URL(`/#/match/${ids[1]}/scoreboard`, server.url).href);
      await poll(() => page.locator('[data-testid=history] td.num').count()).toBe(2);
      seen[`scoreboard ${lang}`] = await broken();
    }
    expect(seen).toEqual({ 'matches en': [], 'scoreboard en': [], 'matches es': [], 'scoreboard es': [] });
    expect(watched.errors).toEqual([]);
  }, 120_000);

  // The New match form in Spanish: a seat left empty met the browser's own bubble in the browser's
  // language ("Please fill out this field."), a name of spaces the api's words for programmers
  // ("createMatch: seats[1]: a seat needs a name."), two seats of one name an English sentence.
  // The form says each in the chosen language, on the page, and puts the focus on the seat to fix.
  it('the New match form says in the chosen language which seat needs a name, and focuses it', async () => {
    const server = await app.startServer('seat-names');
    const watched = await app.openPage(new URL('/#/new', server.url).href, { size: { width: 1024, height: 640 } });
    const { page } = watched;
    await page.getByTestId('language').selectOption('es');
    await page.getByTestId('family-cuban').check();
    const cases = [
      { names: ['Ann', '', 'Cat', 'Dan'], seat: 'seat-1', es: 'El asiento 2 no tiene nombre', en: 'Seat 2 has no name' },
      { names: ['Ann', 'Ben', '   ', 'Dan'], seat: 'seat-2', es: 'El asiento 3 no tiene nombre', en: 'Seat 3 has no name' },
      { names: ['Ann', 'Ben', 'Cat', 'Ann'], seat: 'seat-3', es: 'Los asientos 1 y 4 se llaman los dos Ann', en: 'Seats 1 and 4 are both named Ann' },
      // Pasted names the record refuses went to the api and came back in its English: the form
      // asks the record's own rules (domain/record.ts seatNamesProblem).
      { names: ['Ann', '\u200b', 'Cat', 'Dan'], seat: 'seat-1', es: 'El asiento 2 no tiene nombre', en: 'Seat 2 has no name' },
      { names: ['Ann', 'Ben', 'Ca\u202et', 'Dan'], seat: 'seat-2', es: 'El nombre del asiento 3 lleva un carácter', en: "Seat 3's name holds a character" },
      { names: ['Ann', 'Ben', 'Cat', 'An\u00adn'], seat: 'seat-3', es: 'Los asientos 1 y 4 se llaman «Ann» y', en: 'Seats 1 and 4 are named “Ann” and' },
      // Names heard alike (an outside red-team: "Ann" and "ann", full-width "Ａnn") are one name at
      // the table; the form shows both as typed (docs/record-format.md, "seats").
      { names: ['Ann', 'Ben', 'Cat', 'ann'], seat: 'seat-3', es: 'Los asientos 1 y 4 se llaman «Ann» y «ann», que se leen como un mismo nombre', en: 'Seats 1 and 4 are named “Ann” and “ann”, which read as one name' },
      { names: ['Ann', 'Ben', '\uff21nn', 'Dan'], seat: 'seat-2', es: 'Los asientos 1 y 3 se llaman «Ann» y «\uff21nn»', en: 'Seats 1 and 3 are named “Ann” and “\uff21nn”' },
      { names: ['José', 'Ben', 'Cat', 'JOSE'], seat: 'seat-3', es: 'Los asientos 1 y 4 se llaman «José» y «JOSE»', en: 'Seats 1 and 4 are named “José” and “JOSE”' },
    ];
    for (const c of cases) {
      for (const [i, name] of c.names.entries()) await page.getByTestId(`seat-${i}`).fill(name);
      await page.getByTestId('seat-0').focus();
      await page.keyboard.press('Enter');
      await poll(() => text(page, 'new-match-problem')).toContain(c.es);
      await waitFocus(page, c.seat);
      // No bubble of the browser's: the field is not left invalid in the browser's own words.
      expect(await page.getByTestId(c.seat).evaluate((el: HTMLInputElement) => el.validationMessage)).toBe('');
      expect(await page.getByTestId(c.seat).getAttribute('aria-invalid')).toBe('true');
      await page.getByTestId('language').selectOption('en');
      await poll(() => text(page, 'new-match-problem')).toContain(c.en);
      await page.getByTestId('language').selectOption('es');
    }
    expect(await axeProblems(page)).toEqual([]);
    // Corrected, the match starts: nothing was created before.
    await page.getByTestId('seat-3').fill('Dan');
    expect(await page.getByTestId('new-match-problem').count()).toBe(0);
    await page.getByTestId('seat-3').press('Enter');
    await waitFocus(page, 'start-hand');
    expect((await api<{ id: number }[]>(server.url, 'listMatches', {})).length).toBe(1);
    expect(watched.errors).toEqual([]);
  }, 120_000);

  // Refusals that are not the rules' came in English on the Spanish table: Ctrl+Z before any move
  // ("No move has been recorded in this match yet …"), a move the server did not answer ("The
  // scorekeeper server is not answering …"). Each now carries its facts and has its Spanish.
  it('an undo with nothing to undo and a server that does not answer are said in Spanish', async () => {
    const server = await app.startServer('outside-es');
    const created = await api<{ id: number }>(server.url, 'createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    await api(server.url, 'startHand', { matchId: created.id });
    const watched = await app.openPage(new URL(`/#/match/${created.id}`, server.url).href, { size: { width: 1024, height: 640 } });
    const { page } = watched;
    await page.getByTestId('language').selectOption('es');
    await page.getByTestId('entry').focus();
    await page.keyboard.press('Control+z');
    await poll(() => text(page, 'refusal')).toContain('Todavía no se ha anotado ninguna jugada en esta partida: no hay nada que deshacer.');
    expect(await page.getByTestId('refusal').locator('strong').textContent()).toBe('No se deshizo nada:');
    await waitFocus(page, 'entry');
    await page.route('**/api/recordMove', (route) => route.abort());
    await page.keyboard.type('66');
    await page.keyboard.press('Enter');
    // Unanswered, the move is checked with the server (issue 18 item 2, table-traps.e2e): it
    // answers that it has no such move, and the screen says so in Spanish.
    await poll(() => text(page, 'refusal')).toContain('El servidor responde de nuevo: lo que estaba «sin confirmar» no se guardó.');
    expect(await moveCount(page)).toBe(0);
    expect(await axeProblems(page)).toEqual([]);
  }, 120_000);

  // Chiva in Spanish at 1024×640: before the pose the bar offers Paso, Robar, Repartir de nuevo and
  // Deshacer on one row, each squeezed to a quarter: "Repartir de nuevo" ran out of its button
  // over its neighbours. Every button's words stay inside it, at both sizes, in both languages.
  it('the buttons beside the entry keep their words inside them, in every family, en and es, at both sizes', async () => {
    const server = await app.startServer('buttons-fit');
    const families = [
      { rules: 'chiva', seats: ['Ann', 'Ben', 'Cat'] },
      { rules: 'cuban-draw', seats: ['Ann', 'Ben', 'Cat'] },
      { rules: 'latin-partnership', seats: ['Ann', 'Ben', 'Cat', 'Dan'], options: { redeal: 'four' } },
    ];
    /** The visible buttons whose label is wider than the button. */
    const cut = (page: Page) =>
      page.locator('button').evaluateAll((buttons) =>
        buttons
          .filter((b) => b.getClientRects().length > 0)
          .filter((b) => {
            const label = b.querySelector('span') ?? b;
            const [inner, outer] = [label.getBoundingClientRect(), b.getBoundingClientRect()];
            return inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5;
          })
          .map((b) => b.textContent!.trim()),
      );
    const seen: Record<string, string[]> = {};
    for (const f of families) {
      const { id } = await api<{ id: number }>(server.url, 'createMatch', f);
      const watched = await app.openPage(new URL(`/#/match/${id}`, server.url).href, { size: { width: 1024, height: 640 } });
      const { page } = watched;
      await waitFocus(page, 'start-hand');
      await page.keyboard.press('Enter');
      await waitFocus(page, 'entry');
      for (const lang of ['en', 'es'] as const) {
        await page.getByTestId('language').selectOption(lang);
        await page.getByTestId('entry').focus();
        for (const size of [{ width: 1280, height: 800 }, { width: 1024, height: 640 }]) {
          await page.setViewportSize(size);
          await poll(() => page.locator('.entry__buttons button').count()).toBeGreaterThan(2);
          seen[`${f.rules} ${lang} ${size.width}`] = await cut(page);
        }
      }
      expect(watched.errors).toEqual([]);
    }
    expect(Object.entries(seen).filter(([, labels]) => labels.length > 0)).toEqual([]);
  }, 180_000);

  // Chiva's first hand was thrown in (docs/examples/chiva.json). Its replay, opened from the
  // scoreboard by keyboard, left the focus on the page's body (no slider to focus) and said it twice:
  // "Cat throws the hand in: it is dealt again. This hand was thrown in before its pose and dealt
  // again: it has no moves." The focus goes back to the scoreboard link, and it is said once.
  it('the replay of a hand thrown in says so once and keeps the focus, en and es', async () => {
    const server = await app.startServer('replay-redeal');
    const { id } = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('chiva', 2) });
    const watched = await app.openPage(new URL(`/#/match/${id}/scoreboard`, server.url).href);
    const { page } = watched;
    await page.getByRole('link', { name: /Replay 1$/ }).focus();
    await page.keyboard.press('Enter');
    await waitFocus(page, 'replay-back');
    await poll(() => text(page, 'replay-redeal')).toBe('Cat throws the hand in: it is dealt again. Nobody scores, and it has no moves to replay.');
    await page.getByTestId('language').selectOption('es');
    await poll(() => text(page, 'replay-redeal')).toBe('Cat pide que se reparta de nuevo: la mano se vuelve a repartir. Nadie anota, y no tiene jugadas que reproducir.');
    await page.getByTestId('replay-back').focus();
    await page.keyboard.press('Enter');
    await poll(() => page.url()).toContain(`/match/${id}/scoreboard`);
    expect(await axeProblems(page)).toEqual([]);
    expect(watched.errors).toEqual([]);
  }, 120_000);

  // The scoreboard, opened from the table by keyboard (Haitian, two hands), left the focus on the
  // page's body: Enter did nothing and Tab started again from the menu. Its link back to the table
  // takes the focus, so Enter, Enter goes to the scoreboard and back to the next hand's start.
  it('the scoreboard keeps the focus: Enter on its link goes back to the table, ready to start', async () => {
    const server = await app.startServer('board-focus');
    const { id } = await api<{ id: number }>(server.url, 'importRecord', { text: firstHands('haitian', 2) });
    const watched = await app.openPage(new URL(`/#/match/${id}`, server.url).href, { size: { width: 1024, height: 640 } });
    const { page } = watched;
    await waitFocus(page, 'start-hand');
    await page.getByTestId('to-scoreboard').focus();
    await page.keyboard.press('Enter');
    await waitFocus(page, 'to-table');
    expect(await text(page, 'next-hand')).toContain('Hand 3');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'start-hand');
    expect(watched.errors).toEqual([]);
  }, 120_000);

  // test/fixtures/bad-move.json: the referee says "Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is
  // already down …". The matches list said only the explanation, with no hand or move, and in
  // Spanish without the headline ("Dan jugó el 6-3 en la jugada 4.": what of it?). issue 5: "Bad
  // input gets a clear error that says what was wrong and where (hand, move, field)".
  it('a file refused on import says where, as the referee does, and what, en and es', async () => {
    const server = await app.startServer('import-where');
    const { page } = await app.openPage(server.url);
    for (const [lang, place, what] of [
      ['en', 'Hand 2, move 8 (hands[1].moves[7].bone):', 'already down'],
      ['es', 'Mano 2, jugada 8 (hands[1].moves[7].bone):', 'Esa ficha ya está en la mesa: Dan jugó el 6-3 en la jugada 4.'],
    ] as const) {
      await page.getByTestId('language').selectOption(lang);
      await page.getByTestId('import-file').setInputFiles(resolve(root, 'test/fixtures/bad-move.json'));
      await poll(() => text(page, 'matches-problem')).toContain(place);
      expect(await text(page, 'matches-problem')).toContain(what);
    }
    expect(await page.locator('[data-testid=matches] tbody tr').count()).toBe(0);
  });

  // The Cut Throat and Haitian-individual forms showed the two-player deal ("Two players: 14 bones
  // each …") with three or four players chosen, where it means nothing (found by the first-run audit).
  it('the New match form offers the two-player deal only when two play', async () => {
    const server = await app.startServer('two-players');
    const { page } = await app.openPage(new URL('/#/new', server.url).href);
    for (const family of ['jamaican-cut-throat', 'haitian-individual']) {
      await page.getByTestId(`family-${family}`).check();
      for (const [n, shown] of [[4, 0], [3, 0], [2, 1]] as const) {
        if ((await page.getByTestId(`seat-count-${n}`).count()) === 0) continue;
        await page.getByTestId(`seat-count-${n}`).check();
        await poll(() => page.locator('[data-option=twoPlayers]').count()).toBe(shown);
      }
    }
    // Four at a Cut Throat table start as before, the two-player deal left at its default.
    await page.getByTestId('family-jamaican-cut-throat').check();
    await page.getByTestId('seat-count-4').check();
    for (const [i, name] of ['Ann', 'Ben', 'Cat', 'Dan'].entries()) await page.getByTestId(`seat-${i}`).fill(name);
    await page.getByTestId('seat-0').focus();
    await page.keyboard.press('Enter');
    await waitFocus(page, 'start-hand');
  });
});
