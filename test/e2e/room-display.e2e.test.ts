/**
 * The display for the room (issue 24), in Chromium at 1920×1080 as a projector shows it: joined
 * with the event's display code on the room's address (127.0.0.2 stands for the club's network),
 * following the evening live without a reload (moves from a table's device and from the
 * organizer, the clock counting and time called, a featured table bone by bone), paging 40 pairs'
 * standings by itself, "find your table" once the next round is drawn, in Spanish; and the same
 * picture in the organizer's window at #/event/N/display. Screenshots:
 * test-results/display-*.png, looked at for what a room reads from its back row.
 */
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { EventView, MatchView, RoomStatus } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { RoomDevice, openEvening, organizer } from '../support/room.ts';
import { describeInChromium, poll, useE2eApp } from './app.ts';
import type { E2eApp } from './app.ts';
import { axeProblems, root, settled } from './scorekeeper.ts';
import type { Watched } from './scorekeeper.ts';

const SCREEN = { width: 1920, height: 1080 };
/** The pages turn every 3 s here (10 s unless said) so a test sees them turn. */
const EVERY = 3;

/** The worked example's first hand (docs/examples/jamaican-partner.json): 27 moves, won by Cat's domino. */
const HAND = (JSON.parse(readFileSync(resolve(root, 'docs/examples/jamaican-partner.json'), 'utf8')) as { hands: { moves: unknown[] }[] }).hands[0]!.moves as (
  | { seat: number; bone: [number, number]; end?: string }
  | { seat: number; pass: true }
)[];

const plain = (code: string) => code.replace('-', '');

/** A page's text with its white space folded, as a person reads it. */
async function said(page: Page, testId: string): Promise<string> {
  const locator = page.getByTestId(testId);
  return (await locator.count()) === 0 ? '' : (await locator.first().innerText()).replace(/\s+/g, ' ').trim();
}

/** Which panel and page the display shows now: "tables 1 de 2", "find", "standings 2 of 2". */
async function showing(page: Page): Promise<string> {
  const panel = (await page.locator('[data-testid^=display-panel-]').getAttribute('data-testid'))?.replace('display-panel-', '') ?? '';
  return `${panel} ${await said(page, 'display-page')}`.trim();
}

async function shot(page: Page, name: string): Promise<void> {
  await mkdir(resolve(root, 'test-results'), { recursive: true });
  await settled(page);
  await page.screenshot({ path: resolve(root, `test-results/display-${name}.png`) });
}

/**
 * What a person at the back of the room cannot read, or a projector cannot show: names in type
 * below 32 px on the 1920×1080 design screen (the stage is then scaled whole to the screen: the
 * type's own size is its size at 1920×1080), and anything past the screen's edges (nobody
 * scrolls a projector).
 */
function unreadable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.card__name, .seat__name, .find__name, .standings__name, .side__name')) {
      if (el.tagName === 'TH') continue;
      const px = parseFloat(getComputedStyle(el).fontSize);
      if (px < 32) found.push(`${el.className} "${el.textContent?.trim()}" at ${px}px`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid=display] *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && (box.right > window.innerWidth + 1 || box.bottom > window.innerHeight + 1)) found.push(`${el.className || el.tagName} past the edge`);
    }
    if (document.scrollingElement && document.scrollingElement.scrollHeight > window.innerHeight) found.push('the page scrolls');
    return found;
  });
}

/** Console errors but those the browser logs for a refused credential (401), which the page words itself. */
function realErrors(watched: Watched): string[] {
  return watched.errors.filter((e) => !/401|text\/event-stream/.test(e));
}

/** Browser mode with its room on 127.0.0.2, closed after the test's pages. */
async function roomServer(app: E2eApp, name: string): Promise<RunningServer> {
  return startServer({ port: 0, dbFile: app.dbFile(name), rendererDir: app.rendererDir, room: { address: '127.0.0.2', port: 0 }, logBug: () => {} });
}

/** The room's page at #/display (with `query`), the display then joined with `code` as the join page does, and shown again. */
async function joinedDisplay(app: E2eApp, server: RunningServer, code: string, query = ''): Promise<Watched> {
  const watched = await app.openPage(`${server.room!.url}#/display?every=${EVERY}${query}`, { size: SCREEN });
  const { page } = watched;
  // Not joined yet: the display says so and how to join.
  await poll(() => said(page, 'display-notice')).toMatch(/has not joined|no se ha unido/);
  expect(await page.getByTestId('display-join').count()).toBe(1);
  const status = await page.evaluate(async (c) => (await fetch('/room/join', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code: c }) })).status, code);
  expect(status).toBe(204);
  await page.reload();
  await poll(() => said(page, 'display-event')).toBe('Club night');
  return watched;
}

describeInChromium('the display for the room', () => {
  const app = useE2eApp('display');

  it('follows the evening live: the tables, the clock counting and time called, a featured table bone by bone; the room off and on; a new display code ends it', async () => {
    const server = await roomServer(app, 'live');
    try {
      const { event, status } = await openEvening(server, 8);
      const watched = await joinedDisplay(app, server, plain(status.displayCode));
      const { page } = watched;

      // Round 1 just drawn: who sits where, A to Z.
      await poll(() => said(page, 'display-panel-find')).toContain('Round 1: find your table');
      const rows = await page.getByTestId('display-find-row').allInnerTexts();
      expect(rows).toHaveLength(8);
      expect(rows[0]!.replace(/\s+/g, ' ').trim()).toBe(`Ann & Ben Table ${event.rounds[0]!.tables.find((t) => t.seats.some((s) => s.name === 'Ann & Ben'))!.table}`);
      await shot(page, 'find');
      expect(await unreadable(page)).toEqual([]);

      // The organizer features table 1 and sets the clock: both show at once.
      await organizer(server, 'featureTable', { eventId: event.id, table: 1 });
      await poll(() => said(page, 'display-featured')).toContain('Waiting for the first bone');
      await organizer(server, 'setClock', { eventId: event.id, action: 'set', minutes: 25 });
      await poll(() => said(page, 'display-clock')).toBe('25:00 Ready');
      await organizer(server, 'setClock', { eventId: event.id, action: 'start' });
      await poll(() => said(page, 'display-clock-face')).toMatch(/^24:5\d$/);

      // Table 1's device records the worked hand bone by bone: the featured layout grows with each bone.
      const phone = new RoomDevice(server.room!);
      expect((await phone.join(plain(status.codes.find((c) => c.table === 1)!.code))).status).toBe(204);
      const { matchId } = await phone.ok<{ matchId: number }>('tableStartGame');
      await phone.ok('startHand', { matchId, hand: 0 });
      // A game started: nobody needs to find a table any more; the tables show instead.
      await poll(() => said(page, 'display-panel-tables')).toContain('Round 1: the tables');
      let bones = 0;
      for (const [at, move] of HAND.entries()) {
        await phone.ok('recordMove', { matchId, hand: 0, at, move });
        if ('bone' in move) bones++;
        await poll(() => page.locator('[data-testid=display-featured] [data-testid=layout] svg.bone').count()).toBe(bones);
        if (at === 8) {
          await shot(page, 'featured');
          expect(await axeProblems(page)).toEqual([]);
        }
      }
      const won = await organizer<MatchView>(server, 'getMatch', { matchId });
      expect(won.score[0]).toBeGreaterThan(0);
      await poll(() => said(page, 'display-featured-points-0')).toBe(String(won.score[0]));
      await poll(() => said(page, 'display-table-1-points-0')).toBe(String(won.score[0]));

      // The organizer records at table 2 from the round screen's side: it shows as playing.
      const two = await organizer<{ matchId: number }>(server, 'tableStartGame', { eventId: event.id, round: 1, table: 2 });
      await organizer(server, 'startHand', { matchId: two.matchId });
      await organizer(server, 'recordMove', { matchId: two.matchId, hand: 0, move: { seat: 0, bone: [6, 6] } });
      await poll(() => said(page, 'display-table-2')).toContain('Playing');
      await shot(page, 'tables');
      expect(await unreadable(page)).toEqual([]);
      // Other screens show the same picture scaled: a laptop's 16:10, an old projector's 4:3, a 1366×768 TV.
      for (const size of [
        { width: 1280, height: 800 },
        { width: 1024, height: 768 },
        { width: 1366, height: 768 },
      ]) {
        await page.setViewportSize(size);
        await shot(page, `tables-${size.width}x${size.height}`);
        expect(await unreadable(page), `${size.width}×${size.height}`).toEqual([]);
      }
      await page.setViewportSize(SCREEN);

      // Time called: every screen says so.
      await organizer(server, 'setClock', { eventId: event.id, action: 'call' });
      await poll(() => said(page, 'display-clock')).toBe('Time!');
      await shot(page, 'time');

      // The room off for a while: the display says so, and comes back by itself once it is on again.
      await organizer(server, 'setRoom', { eventId: event.id, open: false });
      await poll(() => said(page, 'display-notice')).toContain('turned the room off');
      await organizer(server, 'setRoom', { eventId: event.id, open: true });
      await poll(() => page.getByTestId('display-panel-tables').count()).toBe(1);

      // A new display code: this display reaches nothing more, and says how to join again.
      await organizer<RoomStatus>(server, 'newDisplayCode', { eventId: event.id });
      await poll(() => said(page, 'display-notice')).toContain('A new display code was made');
      expect(await page.getByTestId('display-join').count()).toBe(1);

      expect(realErrors(watched)).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  it('pages 40 pairs of standings by itself and says who sits where once round 2 is drawn, in Spanish', async () => {
    const server = await roomServer(app, 'forty');
    try {
      const { event, status } = await openEvening(server, 40);
      for (const [i, t] of event.rounds[0]!.tables.entries()) {
        await organizer(server, 'enterPaperScore', { eventId: event.id, round: 1, table: t.table, score: i % 3 === 0 ? [150, 20 + i] : [40 + i, 150], confirmed: true });
      }
      await organizer(server, 'drawRound', { eventId: event.id });
      const watched = await joinedDisplay(app, server, plain(status.displayCode), '&lang=es');
      const { page } = watched;

      // All 40 names on one page, three columns, A to Z down each.
      await poll(() => said(page, 'display-panel-find')).toContain('Ronda 2: busque su mesa');
      expect(await page.getByTestId('display-find-row').count()).toBe(40);
      await shot(page, 'find-es');
      expect(await unreadable(page)).toEqual([]);

      // Then the standings, in two pages that turn by themselves: every pair on one of them.
      const seen = new Set<string>();
      const standingIds = () => page.locator('[data-testid^=display-standing-]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
      await poll(() => showing(page)).toBe('standings 1 de 2');
      for (const id of await standingIds()) seen.add(id);
      await shot(page, 'standings-es');
      expect(await unreadable(page)).toEqual([]);
      await poll(() => showing(page)).toBe('standings 2 de 2');
      for (const id of await standingIds()) seen.add(id);
      expect(seen.size).toBe(40);
      const heads = await page.locator('.standings__column th').allTextContents();
      expect(heads.map((h) => h.trim())).toContain('Puntos');

      // Round 2 under way: its 20 tables in two pages of cards (12 and 8), one finished, one playing.
      const round2 = (await organizer<EventView>(server, 'getEvent', { eventId: event.id })).rounds[1]!.tables;
      await organizer(server, 'enterPaperScore', { eventId: event.id, round: 2, table: round2[0]!.table, score: [150, 90], confirmed: true });
      await organizer(server, 'tableStartGame', { eventId: event.id, round: 2, table: round2[1]!.table });
      const cards = () => page.locator('[data-testid=display-panel-tables] article').count();
      await poll(async () => `${await showing(page)}: ${await cards()}`).toBe('tables 1 de 2: 12');
      expect(await said(page, 'display-panel-tables')).toContain('Ronda 2: las mesas');
      expect(await said(page, `display-table-${round2[0]!.table}`)).toContain('Terminada');
      await shot(page, 'tables-es');
      expect(await unreadable(page)).toEqual([]);
      expect(await axeProblems(page)).toEqual([]);
      await poll(async () => `${await showing(page)}: ${await cards()}`).toBe('tables 2 de 2: 8');

      // English again from the switch at the foot.
      await page.getByTestId('display-language-en').click();
      await poll(() => said(page, 'display-round')).toBe('Round 2 of 39');

      expect(realErrors(watched)).toEqual([]);
      expect(await watched.cspViolations()).toEqual([]);
      await page.close();
    } finally {
      await server.close();
    }
  });

  it("shows the same picture in the organizer's window, opened from the event's page in a tab, and follows it live", async () => {
    const server = await app.startServer('organizer');
    const entrants = ['Ann & Ben', 'Cat & Dan', 'Eve & Fay', 'Gus & Hal'].map((name, i) => ({ id: `p${i + 1}`, name, players: name.split(' & ') }));
    const event = await organizer<EventView>(server, 'createEvent', { name: 'Club night', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants });
    await organizer(server, 'drawRound', { eventId: event.id });

    const eventPage = await app.openPage(`${server.url}#/event/${event.id}`);
    const link = eventPage.page.getByTestId('event-display');
    await poll(() => link.getAttribute('href')).toBe(`#/event/${event.id}/display`);
    expect(await link.getAttribute('target')).toBe('_blank');

    const watched = await app.openPage(`${server.url}#/event/${event.id}/display?every=${EVERY}`, { size: SCREEN });
    const { page } = watched;
    await poll(() => said(page, 'display-panel-find')).toContain('Round 1: find your table');
    // The picture alone: no app bar above it.
    expect(await page.locator('.shell__bar').count()).toBe(0);

    const [first] = (await organizer<EventView>(server, 'getEvent', { eventId: event.id })).rounds[0]!.tables;
    await organizer(server, 'enterPaperScore', { eventId: event.id, round: 1, table: first!.table, score: [150, 60], confirmed: true });
    await poll(() => said(page, `display-table-${first!.table}`)).toContain('Finished');
    expect(await said(page, `display-table-${first!.table}-games-0`)).toBe('1');
    await poll(() => page.getByTestId('display-panel-standings').count()).toBe(1);
    await shot(page, 'organizer');
    expect(await unreadable(page)).toEqual([]);

    await page.getByTestId('display-back').click();
    await poll(() => page.url()).toBe(`${server.url}#/event/${event.id}`);
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  });
});
