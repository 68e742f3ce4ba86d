/**
 * What a scorekeeper's first evening at a real table hit, run from outside in real Chromium
 * through browser mode, by keyboard: each test here failed before its fix. The mistakes are a
 * table's own: a bone typed with its end and then the next one, the pose given to the wrong seat,
 * a second window on the match, a mis-counted block or a bone dealt twice, a player who leaves
 * part-way, and the matches list in Spanish on a laptop's screen.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { MIN_WINDOW } from '../../electron/settings.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import type { E2eApp } from './app.ts';
import { example, firstHands } from './play.ts';
import { focused, moveCount, unsavedCount, waitFocus } from './scorekeeper.ts';

/** A new match with its first hand started, the page open at its table with the entry focused. */
async function table(app: E2eApp, name: string, rules: string, seats: readonly string[]): Promise<{ page: Page; url: string; matchId: number; errors: string[] }> {
  const server = await app.startServer(name);
  const { id } = await api<MatchView>(server.url, 'createMatch', { rules, seats });
  await api(server.url, 'startHand', { matchId: id });
  const watched = await app.openPage(`${server.url}#/match/${id}`);
  await waitFocus(watched.page, 'entry');
  return { page: watched.page, url: server.url, matchId: id, errors: watched.errors };
}

/** Types keys one after another, as fast as a scorekeeper who knows the keys. */
async function keys(page: Page, ...typed: string[]): Promise<void> {
  for (const k of typed) {
    if (k.length === 1) await page.keyboard.type(k);
    else await page.keyboard.press(k);
  }
}

/** The hand in play's moves as the server saved them, in words. */
async function savedMoves(url: string, matchId: number): Promise<string[]> {
  const now = await api<MatchView>(url, 'getMatch', { matchId });
  return now.current!.moves.map((m) => m.text);
}

describeInChromium('a first evening at a real table, by keyboard', () => {
  const app = useE2eApp('first-table');

  // "64←" for a bone that fits one end only, then the next player's "55": the 6-4 waited for an
  // Enter, the 5-5 replaced it in the entry without a word and was recorded for the seat that had
  // played the 6-4. An end key is the bone's Enter, whatever the bone fits (docs/scorekeeping.md).
  it('a bone typed with its end, then the next bone: both are recorded, each for its seat', async () => {
    const { page, url, matchId, errors } = await table(app, 'end-then-next', 'jamaican-partner', ['Ann', 'Ben', 'Cat', 'Dan']);
    // Ann poses 6-6, Ben 6-3 (the ends are 6 and 3), then 6-4 on the left for Cat, 4-4 for Dan.
    await keys(page, '6', '6', 'Enter', '6', '3', 'Enter', '6', '4', 'ArrowLeft', '4', '4', 'Enter');
    await poll(() => moveCount(page)).toBe(4);
    await poll(() => unsavedCount(page)).toBe(0);
    expect(await savedMoves(url, matchId)).toEqual(['Ann poses 6-6', 'Ben plays 6-3 on the right', 'Cat plays 6-4 on the left', 'Dan plays 4-4 on the left']);
    // An end the bone does not fit is refused at once, and the bone stays to be corrected.
    await keys(page, '3', '2', 'ArrowLeft');
    await poll(() => page.getByTestId('refusal').textContent()).toContain('3-2 does not fit the left end (4)');
    expect(await page.getByTestId('entry').inputValue()).toBe('3-2 ←');
    await keys(page, 'ArrowRight');
    await poll(() => moveCount(page)).toBe(5);
    // Shown at once, greyed until on disk: read the server only once nothing waits to be saved.
    await poll(() => unsavedCount(page)).toBe(0);
    expect((await savedMoves(url, matchId)).at(-1)).toBe('Ann plays 3-2 on the right');
    expect(errors).toEqual([]);
  });

  // The same round the 0-0 (Jamaican French): an arm key after a bone records it there at once.
  it('round the 0-0, a bone typed with its arm, then the next bone: both are recorded', async () => {
    const { page, url, matchId, errors } = await table(app, 'arm-then-next', 'jamaican-french', ['Ann', 'Ben', 'Cat', 'Dan']);
    await keys(page, '0', '0', 'Enter', '1', '0', 'ArrowUp', '2', '0', 'Enter');
    await poll(() => moveCount(page)).toBe(3);
    await poll(() => unsavedCount(page)).toBe(0);
    const moves = await savedMoves(url, matchId);
    expect(moves).toHaveLength(3);
    expect(moves[1]).toMatch(/^Ben plays 1-0 on the north arm/);
    expect(moves[2]).toMatch(/^Cat plays 2-0/);
    expect(errors).toEqual([]);
  });

  // The pose typed for Ann was Lourdes's: just after it, her initial gives it to her. `l` (and `r`,
  // and round the 0-0 `n` `e` `s` `w`) named no end on an empty entry, and did nothing.
  it.each([
    ['jamaican-partner', ['Ann', 'Lourdes', 'Ramón', 'Noemí'], ['l', 'r'], ['Lourdes poses 6-6', 'Ramón poses 6-6']],
    ['jamaican-french', ['Ann', 'Ben', 'Sam', 'Wes'], ['w', 's'], ['Wes poses 0-0', 'Sam poses 0-0']],
  ] as const)('%s: the pose is given to a seat whose name starts with an end key', async (rules, seats, initials, poses) => {
    const { page, url, matchId, errors } = await table(app, `pose-${rules}`, rules, seats);
    const double = rules === 'jamaican-french' ? '0' : '6';
    await keys(page, double, double, 'Enter');
    await poll(() => unsavedCount(page)).toBe(0);
    for (const [i, initial] of initials.entries()) {
      // A pause first: letters typed close together spell one name.
      await page.waitForTimeout(1100);
      await keys(page, initial);
      await poll(() => savedMoves(url, matchId)).toEqual([poses[i]]);
    }
    expect(errors).toEqual([]);
  });

  // Two windows on one match: the other recorded Dan's 5-5; this one, not brought to the front
  // since, still shows Dan to play and records his 5-5 too. Refused by the server, it said "Not
  // this player's turn: It is Ann's turn, not Dan's.", a wrong entry of this scorekeeper's.
  it('a move refused because another window moved the match on says so, in both languages', async () => {
    const { page, url, matchId, errors } = await table(app, 'two-windows', 'jamaican-partner', ['Ann', 'Ben', 'Cat', 'Dan']);
    await keys(page, '6', '6', 'Enter', '6', '5', 'Enter', 'p');
    await poll(() => moveCount(page)).toBe(3);
    await poll(() => unsavedCount(page)).toBe(0);
    await api(url, 'recordMove', { matchId, hand: 0, move: { seat: 3, bone: [5, 5] } });
    await keys(page, '5', '5', 'Enter');
    await poll(() => page.getByTestId('refusal').textContent()).toContain('another window recorded or took back a move');
    expect(await page.getByTestId('refusal').textContent()).not.toContain('turn');
    // The match as it is now: Dan's 5-5 once, Ann to play.
    await poll(() => page.getByTestId('prompt').textContent()).toBe('Ann to play');
    expect(await moveCount(page)).toBe(4);
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('refusal').textContent()).toContain('La partida ha cambiado en otra ventana');
    expect(errors).toEqual([]);
  });
});

describeInChromium('a dialog\'s problem with a seat puts the focus in that seat\'s field', () => {
  const app = useE2eApp('first-table-dialogs');

  // After a Cuban domino, each seat's bones typed with Tab after each and Enter: refused for one
  // seat, the focus stayed in the last field typed (or on Undo), and the scorekeeper had to find
  // the seat the dialog had just named by Shift+Tab.
  it('the bones left: a seat miscounted, or typed half a bone, gets the focus', async () => {
    const server = await app.startServer('holdings');
    const seats = ['Esperanza', 'Bartolomé', 'Guadalupe', 'Maximiliano'];
    const { id } = await api<MatchView>(server.url, 'createMatch', { rules: 'cuban', seats });
    await api(server.url, 'startHand', { matchId: id });
    for (const move of example('cuban').record.hands[0]!.moves) await api(server.url, 'recordMove', { matchId: id, hand: 0, move });
    const { page, errors } = await app.openPage(`${server.url}#/match/${id}`);
    await waitFocus(page, 'left-0');
    await page.waitForTimeout(300);
    // Bartolomé holds 0-0 and 3-3; typed once with only the 0-0, once with half a bone.
    for (const [bartolome, said] of [
      ['00', 'Bartolomé played 8 of 10 bones, so 2 should be left; 1 is listed.'],
      ['00 3', 'Bartolomé: a bone needs two numbers.'],
    ] as const) {
      await page.getByTestId('left-0').focus();
      for (const typed of ['73', bartolome, '20 30 77 92']) {
        await page.keyboard.press('Control+A');
        await page.keyboard.type(typed);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await poll(() => page.getByTestId('block-dialog').textContent()).toContain(said);
      await poll(() => focused(page)).toBe('left-1');
    }
    await page.keyboard.press('Control+A');
    await page.keyboard.type('00 33');
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('the deal: a bone dealt twice puts the focus on the later seat, which typed it again', async () => {
    const server = await app.startServer('deal');
    const { id } = await api<MatchView>(server.url, 'createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    const { page, errors } = await app.openPage(`${server.url}#/match/${id}`);
    await waitFocus(page, 'start-hand');
    await page.getByTestId('enter-deal').click();
    await waitFocus(page, 'deal-0');
    for (const bones of ['66 65 64 63 62 61 60', '55 54 53 52 51 50 44', '43 42 41 40 33 32 31', '30 22 21 20 11 10 66']) {
      await page.keyboard.type(bones);
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await poll(() => page.getByTestId('deal-dialog').textContent()).toContain('6-6 is dealt to both Ann and Dan.');
    await poll(() => focused(page)).toBe('deal-3');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('30 22 21 20 11 10 00');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    expect(errors).toEqual([]);
  });
});

describeInChromium('a player changed part-way through a match', () => {
  const app = useE2eApp('first-table-substitute');

  // Ben leaves after hand 1 and Eve takes his seat: the app keeps one player per seat for a whole
  // match, and its only change of name, "Rename a player…", is for a name typed wrong. It said
  // nothing of a substitute, so a rename read as one (and put Eve in the hands Ben played).
  it('the rename dialog says a substitute cannot be recorded, in both languages', async () => {
    const server = await app.startServer('substitute');
    const imported = await api<MatchView>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 1) });
    const { page, errors } = await app.openPage(server.url);
    await page.getByTestId(`rename-${imported.id}`).click();
    const dialog = page.getByTestId('rename-dialog');
    await poll(() => dialog.textContent()).toContain('those played included');
    expect(await dialog.textContent()).toContain('cannot record a change of player');
    await page.getByTestId('language').selectOption('es');
    await poll(() => dialog.textContent()).toContain('no puede anotar un cambio de jugador');
    expect(errors).toEqual([]);
  });
});

describeInChromium('nothing cut off on a laptop\'s screen, in either language', () => {
  const app = useE2eApp('first-table-sizes');

  /** Buttons, links and fields that run past the window's right edge (the page itself never scrolls sideways). */
  function pastTheEdge(page: Page): Promise<string[]> {
    return page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll<HTMLElement>('button, a, input, select'))
        .filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && (r.right > width + 1 || r.left < -1);
        })
        .map((el) => `${el.tagName} "${(el.innerText || el.getAttribute('data-testid') || '').trim()}" at ${Math.round(el.getBoundingClientRect().left)}–${Math.round(el.getBoundingClientRect().right)} of ${width}`);
    });
  }

  // The matches list kept each row's buttons on one line: in Spanish "Cambiar un nombre…" and
  // "Borrar…" ran past the window at 1024×600 (English's at the smallest window, 800×560), behind a
  // sideways scroll of the screen's area. The table, the scoreboard and a replay, checked the same.
  it('the matches list, the table, the scoreboard and a replay at 1024x600 and 800x560', async () => {
    const server = await app.startServer('sizes');
    const imported = await api<MatchView>(server.url, 'importRecord', { text: firstHands('jamaican-partner', 1) });
    const playing = await api<MatchView>(server.url, 'createMatch', { rules: 'cuban', seats: ['Esperanza', 'Bartolomé', 'Guadalupe', 'Maximiliano'] });
    await api(server.url, 'startHand', { matchId: playing.id });
    const { page, errors } = await app.openPage(server.url);
    const screens = ['#/', `#/match/${playing.id}`, `#/match/${imported.id}`, `#/match/${imported.id}/scoreboard`, `#/match/${imported.id}/hand/1`];
    const found: string[] = [];
    for (const language of ['en', 'es']) {
      await page.getByTestId('language').selectOption(language);
      for (const size of [{ width: 1024, height: 600 }, MIN_WINDOW]) {
        await page.setViewportSize(size);
        for (const screen of screens) {
          await page.goto(`${server.url}${screen}`);
          await page.locator(screen === '#/' ? '[data-testid=matches] tbody tr' : 'main, .screen, .page').first().waitFor();
          await page.waitForTimeout(200);
          found.push(...(await pastTheEdge(page)).map((p) => `${language} ${size.width}x${size.height} ${screen}: ${p}`));
        }
      }
    }
    expect(found).toEqual([]);
    expect(errors).toEqual([]);
  });
});
