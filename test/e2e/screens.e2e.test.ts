/**
 * The screens other than the table, for every rule family, in real Chromium through browser mode
 * (issue 5): a new match of each family created on the New match screen (seat counts, sides as
 * they sit, the options in each family's words), short matches of Cut Throat for three, Cuban
 * (double-nine, scored by pips) and Haitian played through the api from docs/examples/, and their
 * scoreboards, the matches list and the replay (draws and a redeal, from Chiva) checked against
 * the referee's verdict on the exported record. Axe and the CSP on every new state; screenshots
 * in test-results/ at 1280×800 and 1024×600.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { ExportedRecord, MatchUpdate, MatchView, RuleFamilyView } from '../../api/contract.ts';
import { checkRecordText } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { RunningServer } from '../../server/start.ts';
import { describeInChromium, poll, useE2eApp, value } from './app.ts';
import { example as exampleReport } from './play.ts';
import { axeProblems, focused, root, screenshots, waitFocus } from './scorekeeper.ts';
import type { Watched } from './scorekeeper.ts';

/** A test's time limit: one creates 19 matches on screen, on a 2-core machine shared by many runs. */
const SLOW = 300_000;

const example = (family: string): MatchRecord => exampleReport(family).record;

const bySeat = <T>(map: Readonly<Record<string, T>>): T[] =>
  Object.keys(map)
    .sort()
    .map((k) => map[k]!);

/** Plays a record's hands into match `matchId` through the api, as the table screen would send them. */
async function playThroughApi(server: RunningServer, matchId: number, record: MatchRecord): Promise<MatchView> {
  const call = async <T>(method: Parameters<RunningServer['service']['call']>[0], input: unknown) => value<T>(await server.service.call(method, input));
  // A move's answer carries only the hand summaries it can change (MatchUpdate); the status is whole.
  let view: Pick<MatchView, 'status'>;
  for (const [h, hand] of record.hands.entries()) {
    view = await call<MatchView>('startHand', { matchId, ...(hand.dealt && { dealt: bySeat(hand.dealt) }) });
    if (hand.redeal) {
      await call<MatchUpdate>('recordMove', { matchId, hand: h, move: { seat: hand.redeal.seat, redeal: true } });
      continue;
    }
    for (const move of hand.moves) view = await call<MatchUpdate>('recordMove', { matchId, hand: h, move });
    if (view.status === 'needs-holdings') {
      view = await call<MatchView>('settleBlock', {
        matchId,
        hand: h,
        ...(hand.left && { left: bySeat(hand.left) }),
        ...(hand.pips && { pips: bySeat(hand.pips) }),
      });
    }
  }
  return call<MatchView>('getMatch', { matchId });
}

/** The referee's score for the match as exported. */
async function refereeScore(server: RunningServer, matchId: number): Promise<readonly number[]> {
  const file = value<ExportedRecord>(await server.service.call('exportRecord', { matchId }));
  const verdict = checkRecordText(file.text);
  if (!verdict.ok) throw new Error(verdict.error.message);
  return verdict.value.match.score;
}

async function scoresOnScreen(page: Page, sides: number): Promise<number[]> {
  const out: number[] = [];
  for (let s = 0; s < sides; s++) out.push(Number(await page.getByTestId(`points-${s}`).textContent()));
  return out;
}

/** The id of the match the table screen shows (#/match/ID). */
function matchIdOf(page: Page): number {
  const found = /#\/match\/(\d+)/.exec(page.url());
  if (!found) throw new Error(`not on a match: ${page.url()}`);
  return Number(found[1]);
}

describeInChromium('the other screens for every rule family, in Chromium', () => {
  const app = useE2eApp('screens');
  let server: RunningServer | undefined;
  let watched: Watched | undefined;
  const problems: Record<string, string[]> = {};
  /** Match ids by family, as created on the New match screen. */
  const created = new Map<string, number>();
  let families: readonly RuleFamilyView[] = [];

  beforeAll(async () => {
    server = await app.startServer('families');
    watched = await app.openPage(server.url);
    // The matches list drawn: the router's first navigation is over before the tests move the
    // page to #/new (a hash changed while it ran once left the page on #/, under CI's load).
    await watched.page.getByTestId('new-match').waitFor();
    families = value<readonly RuleFamilyView[]>(await server.service.call('listOptions', {}));
  });

  it('creates a match of every family on the New match screen, at every seat count it allows', async () => {
    const { page } = watched!;
    for (const family of families) {
      for (const count of family.seatCounts) {
        await page.goto(`${server!.url}#/new`);
        await waitFocus(page, 'seat-0');
        await page.getByTestId(`family-${family.id}`).click();
        // The family's name and its options in its own words (Cut Throat's target is hands).
        if (family.seatCounts.length > 1) {
          await page.getByTestId(`seat-count-${count}`).click();
        } else {
          expect(await page.getByTestId('seat-counts').count()).toBe(0);
        }
        await poll(() => page.locator('[data-testid^=seat-]:not([data-testid^=seat-count])').count()).toBe(count);
        const table = family.tables.find((t) => t.seats === count)!;
        const partners = (await page.getByTestId('partners').textContent()) ?? '';
        expect(partners).toContain(table.sides === 'each' ? 'Each for themselves' : 'Partners');
        expect(await page.getByTestId('table-facts').textContent()).toContain(`Double-${table.maxPip} set, ${table.handSize} bones each`);
        // Each option in its words; one about other seat counts (the two-player deal) not at all.
        for (const o of family.options) {
          if (o.seats && !o.seats.includes(count)) expect(await page.locator(`[data-option="${o.id}"]`).count()).toBe(0);
          else expect((await page.locator(`[data-option="${o.id}"] legend`).textContent())?.trim()).toBe(o.label);
        }
        const names = ['Ann', 'Ben', 'Cat', 'Dan'].slice(0, count);
        for (const [s, name] of names.entries()) await page.getByTestId(`seat-${s}`).fill(name);
        if (family.id === 'jamaican-cut-throat' && count === 3) {
          await screenshots(page, 'new-match-cut-throat-3');
          problems['new match, Cut Throat for 3'] = await axeProblems(page);
          // The example plays to 3.
          const input = page.getByTestId('option-target').locator('input');
          await input.fill('3');
          await input.press('Tab');
        }
        if (family.id === 'cuban') {
          await screenshots(page, 'new-match-cuban');
          problems['new match, Cuban'] = await axeProblems(page);
        }
        await page.getByTestId('create').click();
        await poll(() => page.url()).toMatch(/#\/match\/\d+$/);
        const id = matchIdOf(page);
        const view = value<MatchView>(await server!.service.call('getMatch', { matchId: id }));
        expect({ rules: view.rules, seats: view.seats, teams: view.teams }).toEqual({ rules: family.id, seats: names, teams: table.teams });
        if (count === (family.id === 'jamaican-cut-throat' ? 3 : family.seats)) created.set(family.id, id);
      }
    }
    expect(created.get('jamaican-cut-throat')).toBeDefined();
    expect(value<MatchView>(await server!.service.call('getMatch', { matchId: created.get('jamaican-cut-throat')! })).options.target).toBe(3);
  }, SLOW);

  it('a seat count is chosen by keyboard, and the names typed stay', async () => {
    const { page } = watched!;
    await page.goto(`${server!.url}#/new`);
    await waitFocus(page, 'seat-0');
    await page.keyboard.type('Ann');
    await page.getByTestId('family-jamaican-cut-throat').click();
    await page.getByTestId('seat-count-4').focus();
    // Arrow keys move through a radio group: 4 → 3 → 2.
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('seat-count-2');
    await poll(() => page.locator('input[id^=seat-]').count()).toBe(2);
    expect(await page.getByTestId('seat-0').inputValue()).toBe('Ann');
    expect(await page.getByTestId('table-facts').textContent()).toContain('14 bones each');
  }, SLOW);

  it('plays Cut Throat for three, Cuban and Haitian: each scoreboard shows the referee\'s score, every side', async () => {
    const { page } = watched!;
    const cases = [
      ['jamaican-cut-throat', 'Hands to win'],
      ['cuban', '100 points'],
      ['haitian', '4 points'],
    ] as const;
    for (const [family, target] of cases) {
      const id = created.get(family)!;
      const view = await playThroughApi(server!, id, example(family));
      const referee = await refereeScore(server!, id);
      expect(view.score).toEqual(referee);
      await page.goto(`${server!.url}#/match/${id}/scoreboard`);
      await poll(() => page.getByTestId('history').locator('tbody tr').count()).toBe(view.hands.length);
      expect(await scoresOnScreen(page, view.teams.length)).toEqual([...referee]);
      expect(await page.getByTestId(`points-${view.teams.length}`).count()).toBe(0);
      expect(await page.getByTestId('target').textContent()).toContain(family === 'jamaican-cut-throat' ? '3 points' : target);
      // Every hand's score after it, as the referee has it.
      const after = await page.getByTestId('history').locator('tbody tr td.num').allTextContents();
      expect(after.map((s) => s.trim())).toEqual(view.hands.map((h) => h.result!.scoreAfter.join('–')));
      if (view.winner !== null) expect(await page.getByTestId('finish').textContent()).toContain(referee.join('–'));
      else expect(await page.getByTestId('next-pose').textContent()).not.toBe('');
      const history = (await page.getByTestId('history').textContent()) ?? '';
      if (family === 'haitian') expect(history).toContain('Dekabès');
      if (family === 'jamaican-cut-throat') expect(history).toMatch(/scores 1 point|all go back to 0/);
      await screenshots(page, `scoreboard-${family}`);
      problems[`scoreboard, ${family}`] = await axeProblems(page);
    }
  }, SLOW);

  it('the matches list shows every family by name, with every side and its score', async () => {
    const { page } = watched!;
    await page.goto(server!.url);
    await poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBeGreaterThanOrEqual(families.length);
    const id = created.get('jamaican-cut-throat')!;
    const row = page.locator(`[data-match="${id}"]`);
    const text = (await row.textContent()) ?? '';
    expect(text).toContain('Jamaican Cut Throat');
    expect(text).toMatch(/Ann\s+vs\s+Ben\s+vs\s+Cat/);
    expect(text).toContain((await refereeScore(server!, id)).join('–'));
    expect(await page.locator(`[data-match="${created.get('cuban')!}"]`).textContent()).toMatch(/Ann & Cat\s+vs\s+Ben & Dan/);
    await screenshots(page, 'matches-families');
    problems['matches, every family'] = await axeProblems(page);
  }, SLOW);

  it('replays a Chiva hand with draws as draws, and shows a hand thrown in as dealt again', async () => {
    const { page } = watched!;
    const imported = value<MatchView>(await server!.service.call('importRecord', { text: readFileSync(resolve(root, 'docs/examples/chiva.json'), 'utf8') }));
    await page.goto(`${server!.url}#/match/${imported.id}/hand/1`);
    await poll(() => page.getByTestId('replay-redeal').textContent()).toContain('dealt again');
    problems['replay, a redeal'] = await axeProblems(page);

    const record = example('chiva');
    const moves = record.hands[1]!.moves;
    await page.goto(`${server!.url}#/match/${imported.id}/hand/2`);
    await waitFocus(page, 'replay-step');
    const total = moves.length;
    await poll(() => page.getByTestId('replay-now').textContent()).toContain(`Move ${total} of ${total}`);
    // Step back by keyboard to the last draw: it reads as a draw, not a pass.
    const lastDraw = moves.findLastIndex((m) => 'draw' in m);
    for (let k = total; k > lastDraw + 1; k--) await page.keyboard.press('ArrowLeft');
    await poll(() => page.getByTestId('replay-now').textContent()).toContain(`Move ${lastDraw + 1} of ${total}`);
    const now = (await page.getByTestId('replay-now').textContent()) ?? '';
    expect(now).toMatch(/Ann draws a bone/);
    expect(now).not.toContain('pass');
    // And by click: Back once more shows the move before.
    await page.getByRole('button', { name: /Back/ }).click();
    await poll(() => page.getByTestId('replay-now').textContent()).toContain(`Move ${lastDraw} of ${total}`);
    await screenshots(page, 'replay-chiva-draw');
    problems['replay, draws'] = await axeProblems(page);

    // The scoreboard marks the redeal and speaks Spanish too.
    await page.goto(`${server!.url}#/match/${imported.id}/scoreboard`);
    await poll(() => page.locator('[data-status=redeal]').count()).toBe(1);
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('target').textContent()).toContain('Gana el primer jugador');
    expect(await page.locator('[data-status=redeal]').textContent()).toContain('repartir');
    await screenshots(page, 'scoreboard-chiva-es');
    problems['scoreboard, Chiva, in Spanish'] = await axeProblems(page);
    await page.goto(`${server!.url}#/new`);
    await page.getByTestId('family-chiva').click();
    await poll(() => page.locator('[data-option="target"] legend').textContent()).toContain('Manos para ganar');
    await screenshots(page, 'new-match-chiva-es');
    problems['new match, Chiva, in Spanish'] = await axeProblems(page);
    // Jamaican French in Spanish: its name, what it is, and its target as the score that loses.
    await page.getByTestId('family-jamaican-french').click();
    await poll(() => page.locator('[data-option="target"] legend').textContent()).toContain('Tanteo que pierde');
    expect(await page.getByTestId('family-help').textContent()).toContain('Quien llega a 100 pierde');
    await screenshots(page, 'new-match-jamaican-french-es');
    problems['new match, Jamaican French, in Spanish'] = await axeProblems(page);
    await page.goto(`${server!.url}#/match/${imported.id}/hand/2`);
    await poll(() => page.getByTestId('replay-now').textContent()).toContain('Jugada');
    await page.getByTestId('language').selectOption('en');
  }, SLOW);

  it('a match that does not exist is said so on the scoreboard and the replay, in the chosen language', async () => {
    const { page } = watched!;
    await page.goto(`${server!.url}#/match/999/scoreboard`);
    await poll(() => page.getByTestId('load-problem').textContent()).toContain('This match cannot be opened');
    expect(await page.getByTestId('load-problem').textContent()).toContain('There is no match 999');
    await page.goto(`${server!.url}#/match/999/hand/1`);
    await poll(() => page.getByTestId('load-problem').textContent()).toContain('This hand cannot be shown');
    problems['replay, no such match'] = await axeProblems(page);
    await page.getByTestId('language').selectOption('es');
    await page.goto(`${server!.url}#/match/999/scoreboard`);
    await poll(() => page.getByTestId('load-problem').textContent()).toContain('Esta partida no se puede abrir');
    await page.getByTestId('language').selectOption('en');
  }, SLOW);

  it('shows every correction of a hand on its replay: when, which move, and what was taken back, in both languages', async () => {
    const { page } = watched!;
    const call = async <T>(method: Parameters<RunningServer['service']['call']>[0], input: unknown) => value<T>(await server!.service.call(method, input));
    const match = await call<MatchView>('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    await call('startHand', { matchId: match.id });
    await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
    await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, bone: [6, 3] } });
    await call('undoMove', { matchId: match.id });
    await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, bone: [6, 5] } });

    await page.goto(`${server!.url}#/match/${match.id}/hand/1`);
    await poll(() => page.getByTestId('replay-corrections').textContent()).toContain('Taken back in this hand (1)');
    const text = (await page.getByTestId('replay-corrections').textContent()) ?? '';
    expect(text).toMatch(/move 2: Ben 6-3.* — taken back/);
    await screenshots(page, 'replay-corrections');
    problems['replay, corrections'] = await axeProblems(page);
    await page.getByTestId('language').selectOption('es');
    await poll(() => page.getByTestId('replay-corrections').textContent()).toContain('Deshecho en esta mano (1)');
    expect(await page.getByTestId('replay-corrections').textContent()).toContain('jugada 2');
    await page.getByTestId('language').selectOption('en');
  }, SLOW);

  it('no serious accessibility problem, no CSP violation, no console error on any of these screens', async () => {
    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
    expect(Object.keys(problems).length).toBeGreaterThanOrEqual(8);
    expect(await watched!.cspViolations()).toEqual([]);
    // The failed loads above answer 'db/no-such-match' as values; the page logs nothing itself.
    expect(watched!.errors.filter((e) => !e.includes('/api/'))).toEqual([]);
  });
});
