/**
 * A table's device in Chromium as a phone (issue 24, "Security, reliability and speed, tested": "In
 * Chromium with a phone's viewport and touch (Playwright's device emulation): a whole hand by
 * touch, the network cut and restored, a disconnected device, a wrong code; … the phone's table
 * looked at as pictures"). The room listens on 127.0.0.2 (a loopback address standing for the
 * club's network, shared/ENVIRONMENT.md); the organizer's side is the service itself. Screenshots:
 * test-results/device-*.png (a Pixel 7, a 360×740 phone, a tablet; English and Spanish).
 */
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { devices } from 'playwright-core';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import type { ApiResult, EventView, MatchView, RoomStatus, RoomTableLive, TableState } from '../../api/contract.ts';
import type { MoveInput } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { describeInChromium, poll, useE2eApp } from './app.ts';
import { axeProblems, root, settled } from './scorekeeper.ts';

/** Hand 1 of docs/examples/jamaican-partner.json: Cat dominoes with the 5-2 (27 moves). */
const HAND: readonly MoveInput[] = [
  { seat: 0, bone: [6, 6] }, { seat: 1, bone: [6, 5] }, { seat: 2, bone: [6, 3], end: 'left' }, { seat: 3, bone: [5, 4] },
  { seat: 0, bone: [3, 3] }, { seat: 1, bone: [4, 4] }, { seat: 2, bone: [4, 2] }, { seat: 3, bone: [5, 3] },
  { seat: 0, bone: [2, 0] }, { seat: 1, bone: [5, 5] }, { seat: 2, bone: [3, 0] }, { seat: 3, bone: [3, 2] },
  { seat: 0, bone: [5, 1] }, { seat: 1, bone: [3, 1] }, { seat: 2, bone: [4, 3] }, { seat: 3, bone: [6, 2] },
  { seat: 0, bone: [6, 4], end: 'left' }, { seat: 1, pass: true }, { seat: 2, bone: [6, 1] }, { seat: 3, bone: [6, 0] },
  { seat: 0, bone: [1, 1] }, { seat: 1, bone: [5, 0] }, { seat: 2, bone: [2, 1] }, { seat: 3, pass: true },
  { seat: 0, pass: true }, { seat: 1, bone: [2, 2] }, { seat: 2, bone: [5, 2], end: 'left' },
];

/** A hand that ends blocked (the first of test/support/random.ts `randomFamilyRecord(1, 1, …)`), and what each seat still held. */
const BLOCKED: readonly MoveInput[] = [
  { seat: 0, bone: [6, 6] }, { seat: 1, bone: [6, 2], end: 'left' }, { seat: 2, bone: [2, 0] }, { seat: 3, bone: [4, 0] },
  { seat: 0, bone: [4, 1] }, { seat: 1, bone: [1, 0] }, { seat: 2, bone: [3, 0] }, { seat: 3, bone: [5, 3] },
  { seat: 0, bone: [6, 1] }, { seat: 1, bone: [5, 0] }, { seat: 2, bone: [1, 1] }, { seat: 3, bone: [2, 1] },
  { seat: 0, bone: [4, 2] }, { seat: 1, bone: [0, 0] }, { seat: 2, pass: true }, { seat: 3, bone: [4, 4] },
  { seat: 0, bone: [6, 0] }, { seat: 1, bone: [4, 3] }, { seat: 2, bone: [6, 3], end: 'right' }, { seat: 3, pass: true },
  { seat: 0, pass: true }, { seat: 1, bone: [6, 4] }, { seat: 2, bone: [6, 5] }, { seat: 3, bone: [5, 4], end: 'left' },
];
const BLOCKED_LEFT: readonly (readonly (readonly [number, number])[])[] = [[[3, 1], [3, 2]], [[3, 3]], [[2, 2], [5, 5]], [[5, 1], [5, 2]]];

/** The smallest a thumb's target may be (issue 24: "bones big enough for a thumb (44 CSS px at least)"). */
const THUMB = 44;

async function organizer<T>(server: RunningServer, method: string, input: unknown): Promise<T> {
  const r = (await server.service.call(method as never, input)) as ApiResult<T>;
  if (!r.ok) throw new Error(`${method}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const boneKey = (bone: readonly number[]) => (bone[0]! >= bone[1]! ? `${bone[0]}${bone[1]}` : `${bone[1]}${bone[0]}`);

describeInChromium("a table's device by touch", () => {
  const app = useE2eApp('device');
  const servers: RunningServer[] = [];
  const contexts: BrowserContext[] = [];
  afterEach(async () => {
    for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    for (const s of servers.splice(0)) await s.close();
  });

  /**
   * Four pairs at Jamaican Partner, one game a round, a game to 1 point (a hand won ends it, so a
   * whole game is a hand by touch), round 1 drawn, the room on: its status (the codes, the address).
   */
  async function evening(name: string): Promise<{ server: RunningServer; event: EventView; status: RoomStatus }> {
    const server = await startServer({ port: 0, dbFile: app.dbFile(name), rendererDir: app.rendererDir, room: { address: '127.0.0.2', port: 0 }, logBug: () => {} });
    servers.push(server);
    const entrants = ['Ann & Ben', 'Cat & Dan', 'Eve & Fay', 'Gus & Hal'].map((n, i) => ({ id: `p${i + 1}`, name: n, players: n.split(' & ') }));
    const event = await organizer<EventView>(server, 'createEvent', {
      name: 'Club night',
      date: '2026-12-06',
      rules: 'jamaican-partner',
      options: { target: 1 },
      entry: 'pairs',
      round: { games: 1 },
      pairing: 'round-robin',
      entrants,
    });
    await organizer(server, 'drawRound', { eventId: event.id });
    const status = await organizer<RoomStatus>(server, 'setRoom', { eventId: event.id, open: true });
    return { server, event, status };
  }

  /** A phone (or `device`) of its own: its own cookies and storage; console errors kept. */
  async function phone(device = 'Pixel 7', viewport?: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await app.browser.newContext({ ...devices[device]!, ...(viewport && { viewport }) });
    contexts.push(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    return { context, page, errors };
  }

  async function shot(page: Page, name: string): Promise<void> {
    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await settled(page);
    await page.screenshot({ path: resolve(root, `test-results/device-${name}.png`) });
  }

  const screen = (page: Page) => page.getByTestId('DeviceTableView');
  const moves = async (page: Page) => Number(await screen(page).getAttribute('data-moves'));
  const waiting = async (page: Page) => Number(await page.getByTestId('device-connection').getAttribute('data-waiting'));

  /** Joins with the table's link, as the QR code opens it, and waits for the table's screen. */
  async function join(page: Page, joinUrl: string): Promise<void> {
    await page.goto(joinUrl);
    await screen(page).waitFor();
  }

  /** One move by touch: an end first where the record names one, then the bone; or Pass. */
  async function tapMove(page: Page, move: MoveInput): Promise<void> {
    if ('pass' in move) await page.getByTestId('device-pass').tap();
    else if ('bone' in move) {
      if (move.end) await page.getByTestId(`device-end-${move.end}`).tap();
      await page.locator(`[data-testid=device-bones] button[data-bone="${boneKey(move.bone)}"]`).tap();
    }
  }

  /**
   * `list` by touch, each seen drawn before the next (`done` moves are there already); the last
   * is not waited for (it may end the hand, and the table's game with it).
   */
  async function tapMoves(page: Page, list: readonly MoveInput[], done = 0): Promise<void> {
    for (const [i, move] of list.entries()) {
      await tapMove(page, move);
      if (i < list.length - 1) await poll(() => moves(page)).toBe(done + i + 1);
    }
  }

  /** The game started and its first hand, by touch, the poser chosen by a tap on the seat. */
  async function startFirstHand(page: Page): Promise<void> {
    await page.getByTestId('device-start-game').tap();
    await page.getByTestId('start-hand').tap();
    await poll(() => screen(page).getAttribute('data-status')).toBe('playing');
    await page.getByTestId('pick-seat-0').tap();
  }

  /** Every target a thumb taps on the table, measured: none under 44 CSS pixels either way. */
  async function smallTargets(page: Page): Promise<string[]> {
    const selectors = ['[data-testid=device-bones] button', '[data-testid=device-ends] button', '.device__actions button', '[data-testid^=pick-seat-]'];
    const small: string[] = [];
    for (const selector of selectors) {
      for (const target of await page.locator(selector).all()) {
        const box = await target.boundingBox();
        if (box && (box.width < THUMB || box.height < THUMB)) small.push(`${selector} ${await target.getAttribute('data-bone') ?? await target.textContent()}: ${box.width.toFixed(1)}×${box.height.toFixed(1)}`);
      }
    }
    return small;
  }

  it('records a whole hand by touch, the game is won, and each side confirms it (one with a PIN chosen then)', async () => {
    const { server, event, status } = await evening('whole-hand');
    const { page, errors } = await phone();
    await join(page, status.codes[0]!.joinUrl!);
    // The code has left the address bar and the history: back goes to where the phone was before.
    expect(page.url()).toBe(`${server.room!.url}#/table`);
    await page.goBack();
    expect(page.url()).not.toContain(status.codes[0]!.code.replace('-', ''));
    await page.goForward();
    await screen(page).waitFor();
    await shot(page, 'phone-before-game');

    await startFirstHand(page);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'phone-pose');
    await tapMoves(page, HAND.slice(0, 10));
    await poll(() => moves(page)).toBe(10);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'phone-hand');
    expect(await axeProblems(page)).toEqual([]);
    await tapMoves(page, HAND.slice(10), 10);
    // Cat's 5-2 dominoes: the hand's result, the game won (a game to 1), awaiting both sides.
    await page.getByTestId('hand-result').waitFor();
    await page.getByTestId('device-game-1').waitFor();
    await expect.poll(() => page.getByTestId('device-game-1').textContent()).toContain('Awaiting confirmation');
    const table = status.codes[0]!.table;
    const matchId = (await organizer<TableState>(server, 'tableState', { eventId: event.id, round: 1, table })).games[0]!.matchId!;
    const stored = await organizer<MatchView>(server, 'getMatch', { matchId });
    expect(stored.status).toBe('won');
    expect(stored.hands[0]!.moves).toBe(HAND.length);
    const live = () => organizer<RoomTableLive[]>(server, 'roomTables', { eventId: event.id, round: 1 }).then((t) => t.find((x) => x.table === table)!);
    expect((await live()).awaiting).toEqual([1]);
    await shot(page, 'phone-won');

    // One side by a tap; the other chooses a PIN as it confirms.
    await page.getByTestId('confirm-1-0').tap();
    await page.getByTestId('confirmed-1-0').waitFor();
    await page.getByTestId('choose-pin-1-1').tap();
    await page.getByTestId('device-pin').fill('4821');
    await page.getByTestId('device-pin-confirm').tap();
    await page.getByTestId('confirmed-1-1').waitFor();
    expect((await live()).awaiting).toEqual([]);
    await page.getByTestId('device-complete').waitFor();
    await shot(page, 'phone-confirmed');
    expect(await axeProblems(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps moves taken with the network cut, through a reload and the browser closed, and sends each once when it is back', async () => {
    const { server, event, status } = await evening('offline');
    const { context, page, errors } = await phone();
    await join(page, status.codes[0]!.joinUrl!);
    await startFirstHand(page);
    for (const move of HAND.slice(0, 2)) await tapMove(page, move);
    await poll(() => moves(page)).toBe(2);
    await poll(() => waiting(page)).toBe(0);
    const matchId = (await organizer<TableState>(server, 'tableState', { eventId: event.id, round: 1, table: status.codes[0]!.table })).matchId!;

    await context.setOffline(true);
    for (const move of HAND.slice(2, 6)) await tapMove(page, move);
    await poll(() => moves(page)).toBe(6);
    await poll(() => waiting(page)).toBe(4);
    await expect.poll(() => page.getByTestId('device-connection').textContent()).toContain('4 moves waiting to be sent');
    await shot(page, 'phone-offline');
    expect(await axeProblems(page)).toEqual([]);
    expect((await organizer<MatchView>(server, 'getMatch', { matchId })).current!.moves).toHaveLength(2);

    // Reloaded with the network still down: the browser cannot even load the page …
    await expect(page.reload()).rejects.toThrow();
    // … and once it is back, the page opened again has every move taken, and sends them.
    await context.setOffline(false);
    await page.goto(`${server.room!.url}#/table`);
    await poll(() => moves(page)).toBe(6);
    await poll(() => organizer<MatchView>(server, 'getMatch', { matchId }).then((m) => m.current!.moves.length)).toBe(6);
    await poll(() => waiting(page)).toBe(0);

    // Cut again, two more moves, and the browser closed; the code opened again once the network is back.
    await context.setOffline(true);
    for (const move of HAND.slice(6, 8)) await tapMove(page, move);
    await poll(() => moves(page)).toBe(8);
    await page.close();
    await context.setOffline(false);
    const again = await context.newPage();
    again.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
    await join(again, status.codes[0]!.joinUrl!);
    await poll(() => organizer<MatchView>(server, 'getMatch', { matchId }).then((m) => m.current!.moves.length)).toBe(8);
    await poll(() => moves(again)).toBe(8);
    const { text } = await organizer<{ text: string }>(server, 'exportRecord', { matchId });
    expect((JSON.parse(text) as { hands: { moves: unknown[] }[] }).hands[0]!.moves).toEqual(HAND.slice(0, 8));
    expect(errors).toEqual([]);
  });

  it('a blocked hand: what each player holds is tapped in the holdings dialog, and the hand settled', async () => {
    const { server, event, status } = await evening('blocked');
    const { page, errors } = await phone();
    await join(page, status.codes[0]!.joinUrl!);
    await startFirstHand(page);
    await tapMoves(page, BLOCKED);
    const dialog = page.getByTestId('block-dialog');
    await dialog.waitFor();
    // By touch: each seat's bones tapped among those it may hold (a seat with no choice is filled in already).
    for (const [seat, bones] of BLOCKED_LEFT.entries()) {
      const row = page.getByTestId(`left-${seat}-row`);
      for (const chip of await row.locator('.chip').all()) {
        const [a, b] = ((await chip.textContent()) ?? '').trim().split('-').map(Number);
        const wanted = bones.some((bone) => boneKey(bone) === boneKey([a!, b!]));
        if (wanted !== ((await chip.getAttribute('aria-pressed')) === 'true')) await chip.tap();
      }
      const typed = (await page.getByTestId(`left-${seat}`).inputValue()).split(' ').sort();
      expect(typed).toEqual(bones.map((bone) => `${bone[0]}${bone[1]}`).sort());
    }
    const small = [];
    for (const chip of await dialog.locator('.chip, button').all()) {
      const box = await chip.boundingBox();
      if (box && box.height < THUMB) small.push(`${await chip.textContent()}: ${box.height}`);
    }
    expect(small).toEqual([]);
    await shot(page, 'phone-block');
    await page.getByTestId('settle').tap();
    await page.getByTestId('hand-result').waitFor();
    await page.getByTestId('device-game-1').waitFor();
    const table = await organizer<TableState>(server, 'tableState', { eventId: event.id, round: 1, table: status.codes[0]!.table });
    const stored = await organizer<MatchView>(server, 'getMatch', { matchId: table.games[0]!.matchId! });
    expect(stored.hands[0]).toMatchObject({ status: 'blocked', moves: BLOCKED.length });
    await shot(page, 'phone-block-settled');
    expect(errors).toEqual([]);
  });

  it('shows a change made elsewhere at once, and a move stored elsewhere in its place is refused with the reason, the table shown as stored', async () => {
    const { server, event, status } = await evening('elsewhere');
    const { context, page } = await phone();
    await join(page, status.codes[0]!.joinUrl!);
    await startFirstHand(page);
    await tapMove(page, HAND[0]!);
    await poll(() => moves(page)).toBe(1);
    const matchId = (await organizer<TableState>(server, 'tableState', { eventId: event.id, round: 1, table: status.codes[0]!.table })).matchId!;
    // The organizer records the next move at the table from the round screen: the phone follows.
    await organizer(server, 'recordMove', { matchId, hand: 0, move: HAND[1] });
    await poll(() => moves(page)).toBe(2);
    // Cut off, the phone takes a move; meanwhile another is stored in its place.
    await context.setOffline(true);
    await tapMove(page, HAND[2]!);
    await poll(() => moves(page)).toBe(3);
    await organizer(server, 'recordMove', { matchId, hand: 0, move: { seat: 2, pass: true } });
    await context.setOffline(false);
    await page.getByTestId('refusal').waitFor();
    expect(await page.getByTestId('refusal').textContent()).toContain('Move 3 of hand 1 is already recorded, as another move');
    await poll(() => waiting(page)).toBe(0);
    expect(await moves(page)).toBe(3);
    const stored = await organizer<MatchView>(server, 'getMatch', { matchId });
    expect(stored.current!.moves.at(-1)).toMatchObject({ seat: 2, kind: 'pass' });
    expect(await page.locator('[data-testid=device-bones] [data-bone="63"]').getAttribute('data-state')).not.toBe('down');
    await shot(page, 'phone-move-taken');
  });

  it('refuses a wrong code in the page language, and joins with the right one typed in lower case with a space', async () => {
    const { server, event, status } = await evening('codes');
    const { page } = await phone('Pixel 7', { width: 360, height: 740 });
    await page.goto(`${server.room!.url}#/join/ABCDEFGH`);
    await page.getByTestId('join-refusal').waitFor();
    expect(await page.getByTestId('join-refusal').getAttribute('data-code')).toBe('room/wrong-code');
    expect(await page.getByTestId('join-refusal').textContent()).toContain('That is not a code of any table');
    expect(page.url()).toBe(`${server.room!.url}#/join`);
    await shot(page, 'join-wrong-360');
    expect(await axeProblems(page)).toEqual([]);
    // A slip the page can see (an O for a 0 …) costs no guess: it is said, and not sent.
    const attempts = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).attempts.length;
    await page.getByTestId('language-es').tap();
    await page.getByTestId('join-code').fill('abcd efgO');
    await page.getByTestId('join-submit').tap();
    expect(await page.getByTestId('join-problem').textContent()).toContain('no llevan 0, 1, I ni O');
    expect((await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).attempts).toHaveLength(attempts);
    await page.getByTestId('join-code').fill('ABCDEFGH');
    await page.getByTestId('join-submit').tap();
    await expect.poll(() => page.getByTestId('join-refusal').textContent()).toContain('Ese no es el código de ninguna mesa');
    await shot(page, 'join-wrong-es-360');
    const code = status.codes[1]!.code.replace('-', '').toLowerCase();
    await page.getByTestId('join-code').fill(`${code.slice(0, 4)} ${code.slice(4)}`);
    expect(await page.getByTestId('join-code').inputValue()).toBe(status.codes[1]!.code);
    await page.getByTestId('join-submit').tap();
    await screen(page).waitFor();
    expect(page.url()).toBe(`${server.room!.url}#/table`);
    await expect.poll(() => page.locator('.head__where').textContent()).toContain(`Mesa ${status.codes[1]!.table}`);
    // The room's display code opens the display, not a table.
    const display = await phone();
    await display.page.goto(status.displayUrl!);
    await display.page.getByTestId('display').waitFor({ state: 'attached' });
    expect(display.page.url()).toBe(`${server.room!.url}#/display`);
    // Wrong codes again and again from another phone: it is slowed down, and counts the wait down.
    const guesser = await phone();
    await guesser.page.goto(`${server.room!.url}#/join`);
    for (let i = 0; i < 12 && !(await guesser.page.getByTestId('join-slowed').isVisible()); i++) {
      await guesser.page.getByTestId('join-code').fill('ZZZZ-ZZZZ');
      await guesser.page.getByTestId('join-submit').tap();
      await expect.poll(async () => (await guesser.page.getByTestId('join-refusal').isVisible()) || (await guesser.page.getByTestId('join-slowed').isVisible())).toBe(true);
    }
    expect(await guesser.page.getByTestId('join-slowed').textContent()).toMatch(/try again in \d+ seconds?/);
    expect(await guesser.page.getByTestId('join-submit').isDisabled()).toBe(true);
    await shot(guesser.page, 'join-slowed');
    // The smallest phone the table is made for, in Spanish.
    await startFirstHand(page);
    for (const move of HAND.slice(0, 5)) await tapMove(page, move);
    await poll(() => moves(page)).toBe(5);
    expect(await smallTargets(page)).toEqual([]);
    await shot(page, 'phone-360-es');
  });

  it('says so at once when the organizer disconnects it, in its language', async () => {
    const { server, event, status } = await evening('disconnect');
    const { page } = await phone();
    await join(page, status.codes[0]!.joinUrl!);
    await page.getByTestId('language-es').tap();
    await poll(async () => (await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).devices.filter((d) => d.connected)).toHaveLength(1);
    const device = (await organizer<RoomStatus>(server, 'roomStatus', { eventId: event.id })).devices[0]!;
    await organizer(server, 'disconnectDevice', { eventId: event.id, device: device.id });
    await page.getByTestId('device-ended').waitFor();
    expect(await page.getByTestId('device-ended').getAttribute('data-code')).toBe('room/disconnected');
    expect(await page.getByTestId('device-ended').textContent()).toContain('El organizador ha desconectado este dispositivo');
    await shot(page, 'phone-disconnected-es');
    // Opened again later, the table sends it to join, saying why.
    await page.reload();
    await page.getByTestId('join-reason').waitFor();
    expect(await page.getByTestId('join-reason').textContent()).toContain('desconectado');
  });

  it('on a tablet and in Spanish: the clock, time called and the referee called; a paper score confirmed by both sides', async () => {
    const { server, event, status } = await evening('tablet');
    const { page } = await phone('Galaxy Tab S4');
    await join(page, status.codes[1]!.joinUrl!);
    await page.getByTestId('language-es').tap();
    await organizer(server, 'setClock', { eventId: event.id, action: 'set', minutes: 45 });
    await organizer(server, 'setClock', { eventId: event.id, action: 'start' });
    await page.getByTestId('device-clock').waitFor();
    await startFirstHand(page);
    for (const move of HAND.slice(0, 7)) await tapMove(page, move);
    await poll(() => moves(page)).toBe(7);
    expect(await smallTargets(page)).toEqual([]);
    // The ends are 3 and 2: the 3-2 fits both, so the device asks which, and the end tapped takes it.
    await page.locator('[data-testid=device-bones] button[data-bone="32"]').tap();
    await page.getByTestId('device-which-end').waitFor();
    await page.getByTestId('device-end-right').tap();
    await poll(() => moves(page)).toBe(8);
    // Undo asks first: kept, then taken back.
    await page.getByTestId('device-undo').tap();
    await page.getByTestId('device-undo-keep').tap();
    expect(await moves(page)).toBe(8);
    await page.getByTestId('device-undo').tap();
    await page.getByTestId('device-undo-yes').tap();
    await poll(() => moves(page)).toBe(7);
    await page.getByTestId('device-referee').tap();
    await expect.poll(() => page.getByTestId('device-referee').textContent()).toContain('Árbitro llamado a las');
    const tableOf = async (n: number) => (await organizer<RoomTableLive[]>(server, 'roomTables', { eventId: event.id, round: 1 })).find((x) => x.table === n)!;
    expect((await tableOf(status.codes[1]!.table)).call).not.toBeNull();
    await organizer(server, 'setClock', { eventId: event.id, action: 'call' });
    await page.getByTestId('device-time-called').waitFor();
    await shot(page, 'tablet-es');
    await page.setViewportSize({ width: 1138, height: 712 });
    await shot(page, 'tablet-landscape-es');
    // The phone at the other table plays on paper.
    const other = await phone('Pixel 7');
    await join(other.page, status.codes[0]!.joinUrl!);
    await other.page.getByTestId('device-paper').tap();
    // A score the rules cannot leave (issue 25 item 4: this game is to 1, and a hand adds 2 at
    // most) is asked about, why said; another score typed is asked about afresh.
    await other.page.getByTestId('device-paper-0').fill('6');
    await other.page.getByTestId('device-paper-1').fill('2');
    await other.page.getByTestId('device-paper-save').tap();
    await expect.poll(() => other.page.getByTestId('device-paper-dialog').textContent()).toContain('so a game ends at 2 at most: Ann & Ben has 6');
    expect(await other.page.getByTestId('device-paper-save').textContent()).toContain('Keep this score anyway');
    await other.page.getByTestId('device-paper-0').fill('1');
    await other.page.getByTestId('device-paper-1').fill('0');
    expect(await other.page.getByTestId('device-paper-save').textContent()).not.toContain('Keep this score anyway');
    await other.page.getByTestId('device-paper-save').tap();
    await other.page.getByTestId('confirm-1-0').tap();
    await other.page.getByTestId('confirmed-1-0').waitFor();
    await other.page.getByTestId('confirm-1-1').tap();
    await other.page.getByTestId('confirmed-1-1').waitFor();
    const paper = await tableOf(status.codes[0]!.table);
    expect(paper.awaiting).toEqual([]);
    expect(paper.view.games[0]).toMatchObject({ kind: 'paper', score: [1, 0], finished: true });
    await shot(other.page, 'phone-paper-confirmed');
  });
});
