/**
 * The organizer's side of the room (issue 24), in Chromium through browser mode started with a
 * room on 127.0.0.2 (`--room`, as docs/room.md sets up a club night): Tables on the network
 * turned on from the event's page, its address and QR code (read back from a screenshot, as a
 * phone's camera would), each table's join code on the round screen; devices at the tables
 * (test/support/room.ts, from loopback addresses of their own) joining, recording, calling the
 * referee and entering a result, which the round screen and the standings show as it happens,
 * without a reload (the live stream); the organizer clearing a call, settling a result,
 * disconnecting a device, running the round's clock, importing a game recorded elsewhere into its
 * table (and a wrong one refused with its reason); the score cards and seating printed with each
 * table's join code and QR code. Screenshots: test-results/room-*.png.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { EventView, RoomStatus, RoundAnswer, TableState } from '../../api/contract.ts';
import type { RunningServer } from '../../server/start.ts';
import { playedRecord } from '../support/event-files.ts';
import { RoomDevice } from '../support/room.ts';
import { api, describeInChromium, poll, useE2eApp } from './app.ts';
import type { E2eApp } from './app.ts';
import { text } from './play.ts';
import { readPrintedQr, readShownQr, wordBoxes } from './qr.ts';
import { axeProblems, root } from './scorekeeper.ts';

const results = resolve(root, 'test-results');
/** The window sizes the organizer's laptop has (issue 24's screenshots). */
const WIDE = { width: 1366, height: 768 };
const NARROW = { width: 1024, height: 768 };
const PAIRS = ['Ann & Abe', 'Bea & Bob', 'Cat & Cal', 'Dee & Dan', 'Eve & Eli', 'Fay & Fin'];

/** An evening of `pairs` pairs, one game a round, round 1 drawn; the room not yet on. */
async function evening(server: RunningServer, pairs = 6, round: { games: number } = { games: 1 }): Promise<EventView> {
  const event = await api<EventView>(server.url, 'createEvent', {
    name: 'Club night',
    date: '2026-12-06',
    rules: 'jamaican-partner',
    entry: 'pairs',
    round,
    pairing: 'round-robin',
    entrants: PAIRS.slice(0, pairs).map((name) => ({ name, players: name.split(' & ') })),
  });
  return (await api<RoundAnswer>(server.url, 'drawRound', { eventId: event.id })).event;
}

/** The server's room, for a device to reach. */
function roomOf(server: RunningServer): { address: string; port: number } {
  if (!server.room) throw new Error('the server was started without a room');
  return { address: server.room.address, port: server.room.port };
}

/** A device at `table`, joined with its code as typed on the score card, its live stream open (it is then "connected"). */
async function seat(server: RunningServer, status: RoomStatus, table: number, from: string): Promise<{ device: RoomDevice; live: ReturnType<RoomDevice['live']> }> {
  const device = new RoomDevice(roomOf(server), from);
  const code = status.codes.find((c) => c.table === table)!.code;
  const joined = await device.join(code);
  if (joined.status !== 204) throw new Error(`table ${table} could not join: ${joined.text}`);
  const live = device.live();
  await live.ready;
  return { device, live };
}

/** The window at both sizes, scrolled to `at` (the page scrolls inside its frame, so a full-page shot would not show it). */
async function shots(page: Page, name: string, at?: string): Promise<void> {
  await mkdir(results, { recursive: true });
  for (const size of [WIDE, NARROW]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // the layout re-fitted to the new size
    if (at !== undefined) await page.getByTestId(at).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: resolve(results, `room-${name}-${size.width}x${size.height}.png`) });
  }
  await page.setViewportSize(WIDE);
}

describeInChromium("the organizer's room", () => {
  const app: E2eApp = useE2eApp('room');
  const startRoom = (name: string) => app.startServer(name, { room: { address: '127.0.0.2', port: 0 } });

  it("turned on from the event's page: the room's address and its QR code, each table's join code; a device's join, moves, call and result followed live; a call cleared, a result settled, a device disconnected, every attempt logged", async () => {
    const server = await startRoom('live');
    const event = await evening(server);
    const { page, errors, cspViolations } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href, { size: WIDE });

    // Off: the switch, and where the room will listen (browser mode's --room).
    await page.getByTestId('event-room').waitFor();
    expect(await page.getByTestId('room-qr').count()).toBe(0);
    await page.getByTestId('room-switch').click();
    await poll(() => text(page, 'room-url')).toBe(server.room!.url);
    expect(await readShownQr(app.browser, page.getByTestId('room-qr'))).toBe(server.room!.url);
    const status = await api<RoomStatus>(server.url, 'roomStatus', { eventId: event.id });
    expect(status.open).toBe(true);
    expect(await readShownQr(app.browser, page.getByTestId('room-display-qr'))).toBe(status.displayUrl);
    expect(await text(page, 'room-display-code')).toBe(status.displayCode);
    expect(await page.getByTestId('room-open-display').getAttribute('href')).toBe(`#/event/${event.id}/display`);
    for (const c of status.codes) expect(await text(page, `table-${c.table}-join`)).toBe(c.code);
    await poll(() => text(page, 'table-1-device')).toBe('No device connected');

    // A wrong code, logged; then table 1's device joins: connected, without a reload.
    const stranger = new RoomDevice(roomOf(server), '127.0.0.9');
    expect((await stranger.join('AAAA-AAAA')).status).toBe(401);
    const one = await seat(server, status, 1, '127.0.0.3');
    await poll(() => text(page, 'table-1-device')).toBe('Device connected');

    // Its game, bone by bone: the hand and the last move's time on the round screen.
    const { matchId } = await one.device.ok<{ matchId: number }>('tableStartGame');
    await one.device.ok('startHand', { matchId, hand: 0 });
    await one.device.ok('recordMove', { matchId, hand: 0, at: 0, move: { seat: 0, bone: [6, 6] } });
    await poll(() => text(page, 'table-1-hand')).toBe('Hand 1');
    await poll(() => text(page, 'table-1-status')).toBe('In play: 0–0 in games · game 1: 0–0');
    // That status wraps inside its card, not out of it (seen by hand: it ran past a card's edge).
    const card = (await page.getByTestId('table-1').boundingBox())!;
    const tag = (await page.getByTestId('table-1-status').boundingBox())!;
    expect(tag.x + tag.width).toBeLessThanOrEqual(card.x + card.width);
    expect(await text(page, 'table-1-last-move')).toMatch(/^Last move at \d{1,2}:\d{2}/);
    // Moves kept on the device while its network was down.
    await one.device.ok('tableWaiting', { waiting: 3 });
    await poll(() => text(page, 'table-1-waiting')).toBe('3 moves waiting on the device');
    await one.device.ok('tableWaiting', { waiting: 0 });
    await page.getByTestId('table-1-waiting').waitFor({ state: 'detached' });

    // The referee called, with the time, until the organizer clears it.
    await one.device.ok<TableState>('callReferee');
    await poll(() => text(page, 'table-1-call')).toMatch(/^Referee called at \d{1,2}:\d{2}.*Clear$/);
    await shots(page, 'event-page');
    await shots(page, 'round-live', 'round-clock');
    await page.getByTestId('table-1-clear-call').click();
    await page.getByTestId('table-1-call').waitFor({ state: 'detached' });
    expect((await one.device.ok<TableState>('tableState')).call).toBeNull();

    // Table 2's device enters its paper score: complete at once, awaiting the sides' confirmation.
    const two = await seat(server, status, 2, '127.0.0.4');
    await two.device.ok<TableState>('tablePaperScore', { score: [6, 2], confirmed: true });
    await poll(() => text(page, 'table-2-status')).toBe('Complete: 1–0 in games');
    await poll(() => text(page, 'table-2-awaiting-1')).toMatch(/^Game 1: awaiting confirmation\s*Settle$/);
    await two.device.ok<TableState>('confirmResult', { game: 1, side: 0 });
    // One side is not both: still awaiting; the organizer settles it.
    expect(await page.getByTestId('table-2-awaiting-1').count()).toBe(1);
    await page.getByTestId('table-2-settle-1').click();
    await page.getByTestId('table-2-awaiting-1').waitFor({ state: 'detached' });
    const settled = await two.device.ok<TableState>('tableState');
    expect(settled.games[0]!.awaiting).toBe(false);
    expect(settled.games[0]!.confirmed.map((c) => c.by)).toContain('organizer');

    // The standings follow as a table completes.
    await page.getByTestId('tab-standings').click();
    await poll(() => text(page, 'standings-pending')).toContain('round 1 table 3');
    const three = await seat(server, status, 3, '127.0.0.5');
    await three.device.ok<TableState>('tablePaperScore', { score: [6, 1], confirmed: true });
    // Table 1 still plays its game: only it is left out now.
    await poll(() => text(page, 'standings-pending')).toMatch(/Not counted yet: round 1 table 1\.$/);
    const table3 = event.rounds[0]!.tables.find((t) => t.table === 3)!;
    const winner = table3.seats[0]!.name;
    await poll(() => page.locator('[data-testid=standings] tbody tr').first().textContent()).toContain(winner);

    // The devices and the log; one device cut off at once.
    await page.getByTestId('room-devices').locator('summary').click();
    await poll(() => text(page, 'room-devices')).toContain('Devices: 3 connected of 3');
    const devices = (await api<RoomStatus>(server.url, 'roomStatus', { eventId: event.id })).devices;
    const first = devices.find((d) => d.table === 1)!;
    const cells = async (row: string) => (await page.getByTestId(row).locator('td').allTextContents()).map((c) => c.trim());
    expect(await cells(`room-device-${first.id}`)).toEqual(['Table 1, round 1', '127.0.0.3', expect.stringMatching(/^\d{1,2}:\d{2}/), 'Connected', 'Disconnect']);
    await page.getByTestId('room-log').locator('summary').click();
    await poll(() => text(page, 'room-log')).toContain('Join attempts: 4');
    // Newest first, each with its time, address, outcome and table.
    const log = await Promise.all([0, 1, 2, 3].map(async (i) => (await cells(`room-attempt-${i}`)).slice(1)));
    expect(log).toEqual([
      ['127.0.0.5', 'joined', 'Table 3, round 1'],
      ['127.0.0.4', 'joined', 'Table 2, round 1'],
      ['127.0.0.3', 'joined', 'Table 1, round 1'],
      ['127.0.0.9', 'wrong code', ''],
    ]);
    expect((await cells('room-attempt-3'))[0]).toMatch(/^\d{1,2}:\d{2}:\d{2}/);
    await shots(page, 'devices');
    await page.getByTestId(`room-device-${first.id}-disconnect`).click();
    await poll(() => text(page, `room-device-${first.id}-state`)).toMatch(/^Disconnected at \d{1,2}:\d{2}/);
    await poll(() => one.live.events.find((e) => e.event === 'ended')?.data).toEqual({ reason: 'room/disconnected' });
    expect(await one.device.call('tableState')).toMatchObject({ ok: false, error: { code: 'room/disconnected' } });
    await page.getByTestId('tab-round').click();
    await poll(() => text(page, 'table-1-device')).toMatch(/^No device connected/);

    for (const d of [one, two, three]) d.live.stop();
    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    expect(await axeProblems(page)).toEqual([]);
  });

  it("the round's clock: its length set, started, paused, time called (on the devices too), taken off", async () => {
    const server = await startRoom('clock');
    const event = await evening(server, 4);
    const status = await api<RoomStatus>(server.url, 'setRoom', { eventId: event.id, open: true });
    const phone = await seat(server, status, 1, '127.0.0.3');
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href, { size: WIDE });
    await poll(() => text(page, 'clock-state')).toBe('No clock for this round: set its length in minutes.');
    // Nothing typed: said, nothing sent.
    await page.getByTestId('clock-set').click();
    await poll(() => text(page, 'clock-minutes-problem')).toBe('Say how many minutes the round lasts: a whole number from 1 to 1440.');
    await page.getByTestId('clock-minutes').fill('25');
    await page.getByTestId('clock-minutes').press('Enter');
    await poll(() => text(page, 'clock-time')).toBe('25:00');
    expect(await text(page, 'clock-state')).toBe('Stopped');
    await page.getByTestId('clock-start').click();
    await poll(() => text(page, 'clock-state')).toBe('Running');
    // Counted down in the page from the server's answer.
    await poll(() => text(page, 'clock-time')).toMatch(/^24:[0-5]\d$/);
    await shots(page, 'clock', 'round-clock');
    await page.getByTestId('clock-pause').click();
    await poll(() => text(page, 'clock-state')).toBe('Stopped');
    const paused = (await api<RoomStatus>(server.url, 'roomStatus', { eventId: event.id })).clock!;
    expect(paused.startedAt).toBeNull();
    expect(paused.leftMs).toBeLessThan(25 * 60_000);
    await page.getByTestId('clock-call').click();
    await poll(() => text(page, 'clock-state')).toMatch(/^Time called at \d{1,2}:\d{2}/);
    // Time called shows on every table's device: its stream said so, and its table says when.
    await poll(() => phone.live.events.some((e) => e.event === 'clock')).toBe(true);
    expect((await phone.device.ok<TableState>('tableState')).clock?.calledAt).not.toBeNull();
    await page.getByTestId('clock-reset').click();
    await poll(() => text(page, 'clock-state')).toBe('No clock for this round: set its length in minutes.');
    phone.live.stop();
    expect(errors).toEqual([]);
  });

  it('a game recorded in another copy of the app imported into its table; one of another table refused with its reason, in English and Spanish', async () => {
    const server = await startRoom('import');
    const event = await evening(server, 4);
    const [first, second] = event.rounds[0]!.tables;
    const record = JSON.stringify(playedRecord(11, first!.recordSeats));
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href, { size: NARROW });
    // Table 1's game into table 2, whose seats are other players: refused, nothing changed.
    await page.getByTestId(`table-${second!.table}-import-file`).setInputFiles({ name: 'table-1.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await poll(() => text(page, `table-${second!.table}-problem`)).toMatch(/^Not done: .+/);
    const english = await text(page, `table-${second!.table}-problem`);
    // Its first seat named as the score card prints it, from 1.
    expect(english).toContain(`Seat 1 of the game is "${first!.recordSeats[0]!}"`);
    expect(await text(page, `table-${second!.table}-status`)).toBe('Not started');
    await writeFile(resolve(results, 'room-import-refused.txt'), english);
    await page.evaluate(() => localStorage.setItem('dominoes.locale', 'es'));
    await page.reload();
    await page.getByTestId(`table-${second!.table}-import-file`).setInputFiles({ name: 'table-1.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await poll(() => text(page, `table-${second!.table}-problem`)).toMatch(/^No se hizo: .+/);
    const spanish = await text(page, `table-${second!.table}-problem`);
    expect(spanish).toContain(first!.recordSeats[0]!);
    expect(spanish.replace(/^No se hizo: /, '')).not.toBe(english.replace(/^Not done: /, ''));
    await page.evaluate(() => localStorage.setItem('dominoes.locale', 'en'));
    await page.reload();

    // Into its own table: the game counts, the table is complete.
    await page.getByTestId(`table-${first!.table}-import-file`).setInputFiles({ name: 'table-1.json', mimeType: 'application/json', buffer: Buffer.from(record) });
    await poll(() => text(page, `table-${first!.table}-imported`)).toBe('Game 1 imported.');
    await poll(() => text(page, `table-${first!.table}-status`)).toMatch(/^Complete: (1–0|0–1) in games$/);
    const after = await api<EventView>(server.url, 'getEvent', { eventId: event.id });
    expect(after.rounds[0]!.tables[0]!.games).toHaveLength(1);
    await shots(page, 'import', 'event-round');
    expect(errors).toEqual([]);
  });

  it("the score cards and the seating carry each table's join code and its QR code while the room is on", async () => {
    const server = await startRoom('print');
    const event = await evening(server);
    const status = await api<RoomStatus>(server.url, 'setRoom', { eventId: event.id, open: true });
    await mkdir(results, { recursive: true });

    const cards = await app.openPage(new URL(`/#/event/${event.id}/print/round/1/cards?paper=a4`, server.url).href);
    await cards.page.locator('[data-print-ready="true"]').waitFor();
    const cardsPdf = resolve(results, 'room-cards.pdf');
    await writeFile(cardsPdf, await cards.page.pdf({ preferCSSPageSize: true, printBackground: true }));
    // One page a table, still; each with its own code, whose QR code is its join link.
    for (const [i, table] of event.rounds[0]!.tables.entries()) {
      const code = status.codes.find((c) => c.table === table.table)!;
      // The QR code stands left of the code in large type, under the sides: read there alone.
      const at = wordBoxes(cardsPdf, i + 1).find((w) => w.word === code.code)!.box;
      expect(readPrintedQr(cardsPdf, i + 1, { x: 0, y: at.y - 25, width: at.x - 3, height: 110 })).toBe(code.joinUrl);
      expect(await cards.page.getByTestId(`print-card-join-${table.table}`).textContent()).toContain(`open ${status.url} and type ${code.code}`);
    }
    expect(execFileSync('pdfinfo', [cardsPdf]).toString()).toMatch(new RegExp(`Pages:\\s+${event.rounds[0]!.tables.length}\\n`));

    const seating = await app.openPage(new URL(`/#/event/${event.id}/print/round/1/seating?paper=a4`, server.url).href);
    await seating.page.locator('[data-print-ready="true"]').waitFor();
    const seatingPdf = resolve(results, 'room-seating.pdf');
    await writeFile(seatingPdf, await seating.page.pdf({ preferCSSPageSize: true, printBackground: true }));
    const words = wordBoxes(seatingPdf, 1);
    for (const code of status.codes) {
      // The QR code stands left of its code, in the table's row: read there alone.
      const at = words.find((w) => w.word === code.code)!.box;
      const middle = at.y + at.height / 2;
      expect(readPrintedQr(seatingPdf, 1, { x: at.x - 66, y: middle - 32, width: 64, height: 64 })).toBe(code.joinUrl);
    }
    expect([...cards.errors, ...seating.errors, ...(await cards.cspViolations()), ...(await seating.cspViolations())]).toEqual([]);

    // Four games a card: three abreast on its first sheet with the code, the fourth on a second (issue 25 item 9: room for a long game).
    const long = await evening(server, 4, { games: 4 });
    await api<RoomStatus>(server.url, 'setRoom', { eventId: long.id, open: true });
    const longCards = await app.openPage(new URL(`/#/event/${long.id}/print/round/1/cards?paper=letter`, server.url).href);
    await longCards.page.locator('[data-print-ready="true"]').waitFor();
    expect(await longCards.page.locator('[data-testid^=print-card-join]').count()).toBe(2);
    const longPdf = resolve(results, 'room-cards-4-games.pdf');
    await writeFile(longPdf, await longCards.page.pdf({ preferCSSPageSize: true, printBackground: true }));
    expect(execFileSync('pdfinfo', [longPdf]).toString()).toMatch(/Pages:\s+4\n/);

    // Off: the sheets are as before, no code on them.
    await api(server.url, 'setRoom', { eventId: event.id, open: false });
    const plain = await app.openPage(new URL(`/#/event/${event.id}/print/round/1/cards?paper=a4`, server.url).href);
    await plain.page.locator('[data-print-ready="true"]').waitFor();
    expect(await plain.page.locator('[data-testid^=print-card-join]').count()).toBe(0);
  });

  it('browser mode started without --room says how to start it, and shows no switch', async () => {
    const server = await app.startServer('bare');
    const event = await evening(server, 4);
    const { page } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href, { size: NARROW });
    await poll(() => text(page, 'room-unavailable')).toContain('npm run serve -- --room ADDRESS:PORT');
    expect(await page.getByTestId('room-switch').count()).toBe(0);
    expect(await page.getByTestId('table-1-join').count()).toBe(0);
  });

  it("in the desktop app the organizer picks this computer's address and a port before turning the room on", async () => {
    const server = await startRoom('desktop');
    const event = await evening(server, 4);
    // The desktop window's bridge, stood in: the contract over HTTP, but the room as the desktop
    // answers it (addressing 'choose', this machine's interfaces), and each setRoom kept.
    const bridge = `
      window.__setRoom = [];
      const over = (method, input) => fetch('/api/' + method, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? {}) }).then((r) => r.json());
      // As chosenRoomHost (server/room-host.ts) refuses a port in use (test/renderer/refusal-room.test.ts meets the real one).
      const inUse = { ok: false, error: { code: 'room/cannot-listen', message: 'The room cannot open on 127.0.0.2: port 5000 is in use: pick another, or leave it empty.', params: { address: '127.0.0.2', reason: 'EADDRINUSE' } } };
      const asDesktop = (answer) => answer.ok ? { ok: true, value: { ...answer.value, addressing: 'choose', addresses: [
        { name: 'wlan0', address: '192.168.1.20', family: 'IPv4', internal: false },
        { name: 'lo', address: '127.0.0.2', family: 'IPv4', internal: true },
      ] } } : answer;
      Object.defineProperty(window, 'dominoes', { value: new Proxy({}, { get: (_, method) =>
        method === 'followEvent' || method === 'then' ? undefined
        : method === 'setRoom' ? (input) => { window.__setRoom.push(input); return input.port === 5000 ? Promise.resolve(inUse) : over('setRoom', { eventId: input.eventId, open: input.open }).then(asDesktop); }
        : method === 'roomStatus' ? (input) => over('roomStatus', input).then(asDesktop)
        : (input) => over(String(method), input) }) });`;
    const { page, errors } = await app.openPage(new URL(`/#/event/${event.id}`, server.url).href, { size: WIDE, initScript: bridge });
    await page.getByTestId('room-address').waitFor();
    expect(await page.getByTestId('room-address').locator('option').allTextContents()).toEqual(['192.168.1.20 (wlan0)', '127.0.0.2 (lo: this computer only)']);
    await page.getByTestId('room-address').selectOption('127.0.0.2');
    // A port in use: said under the switch, the room still off.
    await page.getByTestId('room-port').fill('5000');
    await page.getByTestId('room-switch').click();
    await poll(() => text(page, 'room-problem')).toBe('Not done: The room cannot open on 127.0.0.2: port 5000 is in use: pick another, or leave it empty.');
    await shots(page, 'desktop-refused');
    await page.getByTestId('room-port').fill('8090');
    await page.getByTestId('room-switch').click();
    await poll(() => page.evaluate(() => (window as unknown as { __setRoom: unknown[] }).__setRoom)).toEqual([
      { eventId: event.id, open: true, address: '127.0.0.2', port: 5000 },
      { eventId: event.id, open: true, address: '127.0.0.2', port: 8090 },
    ]);
    await page.getByTestId('room-problem').waitFor({ state: 'detached' });
    await page.getByTestId('room-url').waitFor();
    expect(await page.getByTestId('room-address').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
