/**
 * The printed sheets on paper (issue 17, "Printing": "A test prints a 64-pair event's standings
 * to PDF in Chromium, checks the page count and that every pair appears once (pdftotext), and
 * page 1 is looked at as a picture"), through browser mode: a 64-pair swiss event played on paper
 * through the HTTP api, each sheet opened at its route and printed with page.pdf, the engine of
 * the print dialog and of the desktop's printToPDF, on A4 and Letter, in English and Spanish.
 * Page 1 of each is kept as a PNG in test-results/ (print-*.png) to be looked at.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import type { RunningServer } from '../../server/start.ts';
import { playPaperEvent, teamName, teamPlayers } from '../support/paper-event.ts';
import { api, describeInChromium, useE2eApp } from './app.ts';
import { axeProblems, root } from './scorekeeper.ts';

const PAIRS = 64;
const results = resolve(root, 'test-results');
/** PDF points (1/72 in) of each paper, portrait: what pdfinfo says. */
const SIZES = { a4: [595, 842], letter: [612, 792] } as const;

interface Printed {
  readonly file: string;
  readonly pages: number;
  /** Width and height in points, rounded. */
  readonly size: readonly [number, number];
  /** Each page's text, in reading order. */
  readonly text: readonly string[];
  /** The whole text as laid out: a table's row on one line. */
  readonly layout: string;
}

/** How often `name` stands in `text` as a whole name ("Team 01" is not in "Team 010"). */
function count(text: string, name: string): number {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}(?![\\w])`, 'g'))?.length ?? 0;
}

describeInChromium('printing: the sheets on paper', () => {
  const app = useE2eApp('print');
  let server: RunningServer;
  let event: EventView;

  beforeAll(async () => {
    await mkdir(results, { recursive: true });
    server = await app.startServer('print');
    event = await playPaperEvent((method, input) => api(server.url, method, input), { pairs: PAIRS, rounds: 2 });
  }, 120_000);

  /** The sheet at `path` (after "#/event/<id>/print/"), in `lang`, once its data is in. */
  async function openSheet(path: string, lang: 'en' | 'es', initScript = ''): Promise<{ page: Page; problems: () => Promise<string[]> }> {
    const watched = await app.openPage(new URL(`/#/event/${event.id}/print/${path}`, server.url).href, {
      initScript: `localStorage.setItem('dominoes.locale', '${lang}');${initScript}`,
    });
    await watched.page.locator('[data-print-ready="true"]').waitFor();
    return { page: watched.page, problems: async () => [...watched.errors, ...(await watched.cspViolations())] };
  }

  /** Prints the page as the print dialog would (the sheet's own paper size), keeps the PDF and its page 1 as a PNG. */
  async function print(page: Page, name: string): Promise<Printed> {
    const file = resolve(results, `print-${name}.pdf`);
    await writeFile(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
    execFileSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', '-singlefile', file, file.replace(/\.pdf$/, '-page1')]);
    const info = execFileSync('pdfinfo', [file]).toString();
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    const [, w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!;
    const text = Array.from({ length: pages }, (_, i) =>
      execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), file, '-']).toString(),
    );
    const layout = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    return { file, pages, size: [Math.round(Number(w)), Math.round(Number(h))], text, layout };
  }

  /** Every page says "Page i of n" (or Spanish) at its foot and the event's header line at its top. */
  function expectPageFurniture(printed: Printed, words: { page: string; of: string }, header: RegExp): void {
    for (const [i, text] of printed.text.entries()) {
      expect(text, `page ${i + 1}`).toContain(`${words.page} ${i + 1} ${words.of} ${printed.pages}`);
      expect(text, `page ${i + 1}`).toMatch(header);
    }
  }

  it.each([
    { paper: 'a4', lang: 'es', words: { page: 'Página', of: 'de' }, heading: 'Delante por', date: '26 de noviembre de 2026' },
    { paper: 'letter', lang: 'en', words: { page: 'Page', of: 'of' }, heading: 'Ahead on', date: 'November 26, 2026' },
  ] as const)('standings on $paper ($lang): landscape, every pair once, the header row and page numbers on every page', async ({ paper, lang, words, heading, date }) => {
    const { page, problems } = await openSheet(`standings?paper=${paper}`, lang);
    const printed = await print(page, `standings-${paper}-${lang}`);
    const [w, h] = SIZES[paper];
    expect(printed.size).toEqual([h, w]);
    // 64 one-line rows: more than a landscape page holds, a few pages at most.
    expect(printed.pages).toBeGreaterThanOrEqual(2);
    expect(printed.pages).toBeLessThanOrEqual(4);
    expectPageFurniture(printed, words, new RegExp(`Club night · ${date} · Club Los Amigos`));
    // thead as table-header-group: the column heads again at the top of every page with rows on it
    // (the abbreviations' legend may go over onto a page of its own).
    for (const text of printed.text.filter((t) => /Team \d/.test(t))) expect(text).toContain(heading);
    const all = printed.text.join('\n');
    for (let i = 0; i < PAIRS; i++) expect({ pair: teamName(i, PAIRS), times: count(all, teamName(i, PAIRS)) }).toEqual({ pair: teamName(i, PAIRS), times: 1 });
    // The bar above the sheet is not on paper.
    expect(all).not.toMatch(/Print…|Imprimir…/);
    // "Ahead on" gives the figures it compared, as the screen does (issue 25 item 9: it gave the key alone).
    const figures = lang === 'en' ? /(match points|efectividad|points for), -?\d+ to -?\d+/ : /(puntos de clasificación|efectividad|puntos a favor), -?\d+ a -?\d+/;
    expect(printed.layout).toMatch(figures);
    expect(await problems()).toEqual([]);
  });

  it('seating by table: every pair once, each table with its seats', async () => {
    const { page, problems } = await openSheet('round/2/seating?paper=a4', 'en');
    const printed = await print(page, 'seating-a4-en');
    expect(printed.size).toEqual(SIZES.a4);
    expectPageFurniture(printed, { page: 'Page', of: 'of' }, /Club night · November 26, 2026 · Club Los Amigos · Round 2/);
    const all = printed.text.join('\n');
    for (let i = 0; i < PAIRS; i++) expect(count(all, teamName(i, PAIRS))).toBe(1);
    // Pairs [X, Y]: X's players at seats 1 and 3 (the record's 0 and 2), Y's at 2 and 4.
    const table1 = event.rounds[1]!.tables.find((t) => t.table === 1)!;
    const x = Number(table1.seats[0]!.entrant.slice(1)) - 1;
    const [first, second] = teamPlayers(x, PAIRS);
    expect(all).toContain(`Seat 1: ${first}`);
    expect(all).toContain(`Seat 3: ${second}`);
    expect(await problems()).toEqual([]);
  });

  it('find your table: every player once, in alphabetical order, with table, seat and partner', async () => {
    const { page, problems } = await openSheet('round/2/names?paper=letter', 'es');
    const printed = await print(page, 'names-letter-es');
    expect(printed.size).toEqual(SIZES.letter);
    expectPageFurniture(printed, { page: 'Página', of: 'de' }, /Ronda 2/);
    const all = printed.text.join('\n');
    const players = Array.from({ length: PAIRS }, (_, i) => teamPlayers(i, PAIRS)).flat();
    // Each player once as the line's name, and once more as the partner's on the partner's line.
    for (const name of players) expect({ name, times: count(all, name) }).toEqual({ name, times: 2 });
    // Each row's first name, in the order printed: alphabetical (numbers as numbers).
    const order = [...printed.layout.matchAll(/^\s*((?:Ann|Cat) \d+)/gm)].map((m) => m[1]);
    expect(order).toEqual([...players].sort());
    expect(await problems()).toEqual([]);
  });

  it('score cards: one page a table, filled with the round’s names; and a blank one', async () => {
    const { page, problems } = await openSheet('round/2/cards?paper=a4', 'en');
    const printed = await print(page, 'cards-a4-en');
    expect(printed.pages).toBe(PAIRS / 2);
    for (const [i, text] of printed.text.entries()) {
      const table = event.rounds[1]!.tables[i]!;
      expect(text).toMatch(new RegExp(`Table\\s+${table.table}\\b`));
      for (const seat of table.seats) expect(text).toContain(seat.name);
      expect(text).toContain('Signature');
      // The game's options, what the table plays by (issue 25 item 9): Latin Partnership to 100.
      expect(text).toContain('Points to win: 100');
    }
    expect(await problems()).toEqual([]);

    const blank = await openSheet('cards?paper=letter', 'es');
    const printedBlank = await print(blank.page, 'blank-card-letter-es');
    expect(printedBlank.pages).toBe(1);
    expect(printedBlank.size).toEqual(SIZES.letter);
    expect(printedBlank.text[0]).toContain('Planilla de anotación');
    expect(printedBlank.text[0]).not.toMatch(/Team \d/);
  });

  it.each([
    { round: { games: 1 }, entry: 'pairs', rules: 'latin-partnership', pairing: 'swiss' },
    { round: { games: 2 }, entry: 'pairs', rules: 'latin-partnership', pairing: 'swiss' },
    { round: { firstTo: 2 }, entry: 'pairs', rules: 'latin-partnership', pairing: 'round-robin' },
    { round: { games: 4 }, entry: 'individuals', rules: 'latin-partnership', pairing: 'rotating' },
    { round: { firstTo: 2 }, entry: 'cut-throat', rules: 'jamaican-cut-throat', pairing: 'cut-throat' },
    { round: { games: 2 }, entry: 'cut-throat', rules: 'jamaican-cut-throat', pairing: 'cut-throat', tableSize: 3 },
  ] as const)('a blank card for $entry, $round: room for a long game in each, a page for a row of games, a second sheet for more', async (settings) => {
    const other = await api<EventView>(server.url, 'createEvent', { name: 'Blank cards', date: '2026-11-27', ...settings });
    // renderer/src/print/model.ts gamesOnCard: N, or k(N − 1) + 1 for first to N with k sides.
    const format: { readonly games?: number; readonly firstTo?: number } = settings.round;
    const given: { readonly tableSize?: number } = settings;
    const sides = settings.entry === 'cut-throat' ? (given.tableSize ?? 4) : 2;
    const games: number = format.games ?? sides * ((format.firstTo ?? 1) - 1) + 1;
    for (const paper of ['a4', 'letter'] as const) {
      const watched = await app.openPage(new URL(`/#/event/${other.id}/print/cards?paper=${paper}`, server.url).href);
      await watched.page.locator('[data-print-ready="true"]').waitFor();
      const printed = await print(watched.page, `blank-card-${settings.entry}-${Object.entries(settings.round)[0]!.join('-')}-${paper}`);
      // Issue 25 item 9: "enough hand rows for a long game (or a second sheet)": up to three
      // games side by side on a page, each with room for 24 hands, the signatures after the last.
      expect({ paper, pages: printed.pages }).toEqual({ paper, pages: Math.ceil(games / 3) });
      expect(printed.text.at(-1)).toContain('Signature');
      for (let g = 1; g <= games; g++) {
        const page = printed.text.find((text) => text.includes(`Game ${g}\n`)) ?? '';
        // renderer/src/print/model.ts HAND_ROWS: rows numbered to 24.
        expect(page, `game ${g}`).toMatch(/\b24\b/);
      }
    }
  });

  // Issue 25 item 9: "The print's language is the print's own and does not switch the app's; the
  // paper size defaults from the locale (A4 for Spanish and most of the world, Letter for en-US)".
  it('the sheet’s language is its own: chosen on its bar it is in the address, and the app is in its own again after; the paper starts from it', async () => {
    const { page } = await openSheet('standings', 'en');
    // Chromium's language here is en-US: an English sheet starts on Letter.
    expect(await page.getByTestId('print-sheet').getAttribute('data-paper')).toBe('letter');
    await page.getByTestId('print-language').selectOption('es');
    await expect.poll(() => page.getByTestId('print-title').textContent()).toBe('Clasificación tras la ronda 2');
    expect(page.url()).toContain('lang=es');
    // A Spanish sheet starts on A4, whatever the browser's English says.
    expect(await page.getByTestId('print-sheet').getAttribute('data-paper')).toBe('a4');
    // Not remembered as the app's: its screens are in English once the sheet is left.
    expect(await page.evaluate(() => localStorage.getItem('dominoes.locale'))).toBe('en');
    await page.goto(new URL('/#/events', server.url).href);
    await page.getByTestId('print-sheet').waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    await expect.poll(() => page.getByTestId('nav-events').textContent()).toBe('Events');
    // Opened again by its address, the sheet keeps its language.
    await page.goBack();
    await page.locator('[data-print-ready="true"]').waitFor();
    expect(await page.getByTestId('print-title').textContent()).toBe('Clasificación tras la ronda 2');
  });

  it('in browser mode, Print… opens the print dialog; there is no Save as PDF (that is the desktop’s); the paper is chosen on the bar', async () => {
    const { page } = await openSheet('standings', 'en', 'window.print = () => { window.__printed = (window.__printed ?? 0) + 1; };');
    expect(await page.getByTestId('print-save-pdf').count()).toBe(0);
    await page.getByTestId('print-paper').selectOption('letter');
    await expect.poll(() => page.getByTestId('print-sheet').getAttribute('data-paper')).toBe('letter');
    expect(page.url()).toContain('paper=letter');
    await page.getByTestId('print-print').click();
    expect(await page.evaluate(() => (window as unknown as { __printed?: number }).__printed)).toBe(1);
    // The sheet on screen, as the organizer sees it before printing: readable by a screen reader too.
    await page.screenshot({ path: resolve(results, 'print-screen-standings.png') });
    expect(await axeProblems(page)).toEqual([]);
  });

  // The desktop window: the preload bridge (a stand-in here, as Electron's window cannot open on
  // this machine) carries the contract to the server and Save as PDF to a stand-in main process,
  // which answers as electron/print-pdf.ts does (test/electron/print-pdf.test.ts tests that side).
  it.each([
    { lang: 'en', answer: '{ ok: true, value: { path: "/home/ann/Documents/standings.pdf" } }', shown: 'Saved as /home/ann/Documents/standings.pdf', testId: 'print-saved' },
    {
      lang: 'es',
      answer: '{ ok: false, error: { code: "print/not-written", message: "x could not be written", params: { file: "/media/usb/standings.pdf", reason: "EROFS: read-only file system" } } }',
      shown: 'No se guardó el PDF. No se pudo escribir /media/usb/standings.pdf: EROFS: read-only file system',
      testId: 'print-save-failed',
    },
  ] as const)('in the desktop window, Save as PDF… sends the sheet’s file name and paper, and says where it went or why not ($lang)', async ({ lang, answer, shown, testId }) => {
    const bridge = `
      window.__savePdf = [];
      Object.defineProperty(window, 'dominoes', { value: new Proxy({}, { get: (_, method) => method === 'savePdf'
        ? (input) => { window.__savePdf.push(input); return Promise.resolve(${answer}); }
        : (input) => fetch('/api/' + String(method), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input ?? {}) }).then((r) => r.json()) }) });`;
    const { page } = await openSheet('standings?paper=letter', lang, bridge);
    await page.getByTestId('print-save-pdf').click();
    await expect.poll(() => page.getByTestId(testId).textContent()).toBe(shown);
    const title = lang === 'en' ? 'Standings after round 2' : 'Clasificación tras la ronda 2';
    expect(await page.evaluate(() => (window as unknown as { __savePdf: unknown[] }).__savePdf)).toEqual([{ fileName: `2026-11-26 Club night - ${title}`, paper: 'letter' }]);
  });

  it('individuals: find your table gives each player the partner the round seats opposite (seats 1 and 3 against 2 and 4); standings read mid-round say they are not final', async () => {
    const players = ['Ana', 'Beto', 'Carla', 'Dario', 'Elsa', 'Fidel', 'Gloria', 'Hugo'];
    let other = await api<EventView>(server.url, 'createEvent', {
      name: 'Rotating night',
      date: '2026-11-28',
      rules: 'latin-partnership',
      entry: 'individuals',
      round: { games: 1 },
      pairing: 'rotating',
      entrants: players.map((name) => ({ name })),
    });
    other = (await api<{ event: EventView }>(server.url, 'drawRound', { eventId: other.id })).event;
    const tables = other.rounds[0]!.tables;
    other = await api<EventView>(server.url, 'enterPaperScore', { eventId: other.id, round: 1, table: tables[0]!.table, score: [100, 60] });

    const sheet = await app.openPage(new URL(`/#/event/${other.id}/print/round/1/names`, server.url).href);
    await sheet.page.locator('[data-print-ready="true"]').waitFor();
    const printed = await print(sheet.page, 'names-individuals');
    for (const table of tables) {
      const [a, b, c, d] = table.seats.map((s) => s.name);
      // A and C partners against B and D (EventTable.seats): each line "name table seat partner against".
      expect(printed.layout).toMatch(new RegExp(`${a}\\s+${table.table}\\s+Seat 1\\s+${c}\\s+${b} & ${d}`));
      expect(printed.layout).toMatch(new RegExp(`${d}\\s+${table.table}\\s+Seat 4\\s+${b}\\s+${a} & ${c}`));
    }
    // Each name four times: its own line, as the partner on the partner's line, and in the pair
    // named on each of the two opponents' lines.
    for (const name of players) expect(count(printed.layout, name)).toBe(4);

    const standings = await app.openPage(new URL(`/#/event/${other.id}/print/standings`, server.url).href);
    await standings.page.locator('[data-print-ready="true"]').waitFor();
    expect(await standings.page.getByTestId('print-pending').textContent()).toContain(`Not final: round 1 table ${tables[1]!.table} is not complete.`);
  });

  it('a printed sheet is not where the app opens again: the screen before it is', async () => {
    const { page } = await openSheet('standings', 'en');
    await page.goto(new URL('/#/new', server.url).href);
    await page.getByTestId('print-sheet').waitFor({ state: 'detached' });
    await page.goto(new URL(`/#/event/${event.id}/print/round/1/seating`, server.url).href);
    await page.locator('[data-print-ready="true"]').waitFor();
    // The app started again (a new window of the same profile: storage kept, a new session) without a route.
    const again = await page.context().newPage();
    await again.goto(server.url);
    await expect.poll(() => new URL(again.url()).hash).toBe('#/new');
    await again.close();
  });

  it('says so when the round asked for is not drawn, and prints nothing', async () => {
    const watched = await app.openPage(new URL(`/#/event/${event.id}/print/round/9/seating`, server.url).href);
    await expect.poll(() => watched.page.getByTestId('print-load-failed').textContent()).toContain('no round 9');
    expect(await watched.page.getByTestId('print-sheet').count()).toBe(0);
  });
});
