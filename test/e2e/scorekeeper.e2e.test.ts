/**
 * The scorekeeper's screens in real Chromium, through browser mode (the same server as
 * `npm run serve`), as issue 5's "Checks" ask: a whole Jamaican Partner match to six-love by
 * keyboard only, refusals with the engine's messages, Spanish, resuming after the server is
 * killed, click entry, accessibility (axe) on every screen, no CSP violation.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { applyMove, startHand } from '../../domain/hand.ts';
import type { Hand } from '../../domain/hand.ts';
import { checkRecordText } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { MatchView } from '../../api/contract.ts';
import { APPLICATION_ID } from '../../db/migrations.ts';
import { api, describeInChromium, useE2eApp } from './app.ts';
import { axeProblems, createMatchByKeyboard, focused, moveCount, recordMove, root, screenshots, waitFocus } from './scorekeeper.ts';

const fixture = readFileSync(resolve(root, 'test/fixtures/e2e-six-love.json'), 'utf8');
const checked = checkRecordText(fixture);
if (!checked.ok) throw new Error(`test/fixtures/e2e-six-love.json: ${checked.error.message}`);
const report = checked.value;
const record: MatchRecord = report.record;
const SEATS = record.seats;
const bySeat = <T>(map: Readonly<Record<string, T>>): T[] => SEATS.map((_, s) => map[String(s)]!);

/** The hand's state before move `m`, replayed by the engine here in the test. */
function handBefore(h: number, m: number): Hand {
  const started = startHand(report.hands[h]!.hand.setup);
  if (!started.ok) throw new Error(started.error.message);
  let hand = started.value;
  for (const move of record.hands[h]!.moves.slice(0, m)) {
    const next = applyMove(hand, move);
    if (!next.ok) throw new Error(next.error.message);
    hand = next.value;
  }
  return hand;
}

interface Illegal {
  readonly hand: number;
  readonly move: number;
  readonly bone: Bone;
  readonly code: string;
  readonly message: string;
}

/** The first place in the match where the seat to play can type a bone the engine refuses with `code`. */
function findIllegal(code: string, from = 0): Illegal {
  for (let h = from; h < record.hands.length; h++) {
    const moves = record.hands[h]!.moves;
    for (let m = 1; m < moves.length; m++) {
      const hand = handBefore(h, m);
      if (hand.turn === null) continue;
      for (const bone of boneSet(6).bones) {
        const r = applyMove(hand, { seat: hand.turn, bone: [bone[0], bone[1]] });
        if (!r.ok && r.error.code === code) return { hand: h, move: m, bone, code, message: r.error.message };
      }
    }
  }
  throw new Error(`no ${code} in the fixture`);
}

describeInChromium('the scorekeeper in Chromium', () => {
  const app = useE2eApp('db');

  it('records a whole match to six-love by keyboard only; the screen agrees with the referee on the exported file', async () => {
    const server = await app.startServer('match');
    const watched = await app.openPage(server.url);
    const { page } = watched;
    const problems: Record<string, string[]> = {};
    const illegal = [findIllegal('bone/already-played'), findIllegal('play/no-match'), findIllegal('play/renege')];
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
    problems['matches (empty)'] = await axeProblems(page);

    await page.goto(`${server.url}#/new`);
    await waitFocus(page, 'seat-0');
    await screenshots(page, 'new-match');
    problems['new match'] = await axeProblems(page);
    await createMatchByKeyboard(page, SEATS);

    for (const [h, hr] of record.hands.entries()) {
      // Between hands: the Start button has the focus, Enter starts the hand.
      await waitFocus(page, 'start-hand');
      const spanish = h === 1;
      if (spanish) await page.getByTestId('language').selectOption('es');
      if (spanish) await page.getByTestId('start-hand').focus();
      await page.keyboard.press('Enter');
      await waitFocus(page, 'entry');
      if (spanish) await expect.poll(() => page.getByTestId('prompt').textContent()).toMatch(/^Sale /);

      for (const [m, move] of hr.moves.entries()) {
        for (const bad of illegal.filter((i) => i.hand === h && i.move === m)) {
          // Refused on the spot with the engine's message; the entry keeps what was typed.
          await page.keyboard.type(`${bad.bone[0]}${bad.bone[1]}`);
          await page.keyboard.press('Enter');
          // In Spanish the screen says it from the refusal's params; the engine's words stay in the title.
          if (!spanish) await expect.poll(() => page.getByTestId('refusal').textContent()).toContain(bad.message);
          else await expect.poll(() => page.getByTestId('refusal').locator('[data-code]').getAttribute('title')).toBe(bad.message);
          expect(await page.getByTestId('refusal').locator('[data-code]').getAttribute('data-code')).toBe(bad.code);
          expect(await page.getByTestId('entry').inputValue()).toBe(`${bad.bone[0]}-${bad.bone[1]}`);
          expect(await moveCount(page)).toBe(m);
          await page.keyboard.press('Escape');
        }
        if (spanish && m === 3) {
          // A refusal in Spanish: our headline, and the engine's facts said in Spanish (issue 5).
          await page.keyboard.type('66');
          await page.keyboard.press('Enter');
          await expect.poll(() => page.getByTestId('refusal').textContent()).toContain('Esa ficha ya está en la mesa');
          const detail = await page.getByTestId('refusal').locator('[data-code]').textContent();
          expect(detail).toMatch(/^\S+ jugó el 6-6 en la jugada \d+\.$/);
          expect(detail).not.toContain('already down');
          await page.keyboard.press('Escape');
          // Reloading mid-hand comes back to the same move, still in Spanish.
          await page.reload();
          await waitFocus(page, 'entry');
          expect(await moveCount(page)).toBe(m);
          await expect.poll(() => page.getByTestId('prompt').textContent()).toMatch(/^Juega /);
        }
        if (spanish && m === 6) await screenshots(page, 'table-spanish');
        if (h === 2 && m === hr.moves.length - 3) {
          await screenshots(page, 'table-mid-hand');
          problems['table'] = await axeProblems(page);
        }
        await recordMove(page, SEATS, move, m, m % 2 === 0 ? 'p' : ' ');
        if (h === 0 && m === 4) {
          // Ctrl+Z takes the move back; it is entered again.
          await page.keyboard.press('Control+z');
          await expect.poll(() => moveCount(page)).toBe(m);
          await recordMove(page, SEATS, move, m);
        }
      }

      const result = report.hands[h]!.result;
      if (hr.left) {
        // Blocked: the dialog asks what each seat holds, its first field ready for typing.
        await waitFocus(page, 'left-0');
        if (spanish) expect(await page.getByTestId('block-dialog').textContent()).toContain('Tranque');
        for (const [s, bones] of bySeat(hr.left).entries()) {
          await page.keyboard.press('Control+A');
          await page.keyboard.type(bones.map((b) => `${b[0]}${b[1]}`).join(' '));
          if (s < SEATS.length - 1) await page.keyboard.press('Tab');
        }
        if (!spanish) {
          await screenshots(page, 'block-dialog');
          problems['block dialog'] = await axeProblems(page);
        }
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => page.getByTestId('hand-result').isVisible()).toBe(true);
      const text = (await page.getByTestId('hand-result').textContent()) ?? '';
      if (result.outcome === 'tied') expect(text).toContain('Nobody scores');
      if (result.bonuses.includes('key-bone')) expect(text).toContain('the key bone');
      if (spanish) {
        expect(text).toContain('Tranque');
        await page.getByTestId('language').selectOption('en');
        if (h < record.hands.length - 1) await page.getByTestId('start-hand').focus();
      }
      if (h === 3) await screenshots(page, 'hand-over');
      const after = report.hands[h]!.after.score;
      await expect.poll(() => page.getByTestId('score').textContent()).toBe(`${after[0]}–${after[1]}`);
    }

    await expect.poll(() => page.getByTestId('match-won').textContent()).toContain('Six-love');
    const onScreen = await page.getByTestId('score').textContent();

    // The exported file, checked by the referee's own function, says the same.
    const download = page.waitForEvent('download');
    await page.getByTestId('export').click();
    const text = await readFile((await (await download).path())!, 'utf8');
    const verdict = checkRecordText(text);
    expect(verdict.ok).toBe(true);
    if (verdict.ok) {
      expect(onScreen).toBe(verdict.value.match.score.join('–'));
      expect(verdict.value.match.winner).toBe(0);
      expect(verdict.value.hands.map((x) => x.result.outcome)).toEqual(report.hands.map((x) => x.result.outcome));
    }

    await page.getByTestId('to-scoreboard').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('finish').textContent()).toContain('Six-love');
    expect(await page.getByTestId('points-0').textContent()).toBe('6');
    expect(await page.getByTestId('points-1').textContent()).toBe('0');
    await screenshots(page, 'final-scoreboard');
    problems['scoreboard'] = await axeProblems(page);

    // Replay an earlier hand bone by bone: the arrow keys step through it.
    await page.goto(`${server.url}#/match/1/hand/3`);
    await waitFocus(page, 'replay-step');
    const total = record.hands[2]!.moves.length;
    await expect.poll(() => page.getByTestId('replay-now').textContent()).toContain(`Move ${total} of ${total}`);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('replay-now').textContent()).toContain(`Move ${total - 2} of ${total}`);
    problems['replay'] = await axeProblems(page);
    await screenshots(page, 'replay');

    await page.goto(server.url);
    await expect.poll(() => page.locator('[data-testid=matches] tbody tr').count()).toBe(1);
    problems['matches'] = await axeProblems(page);
    await screenshots(page, 'matches');

    expect(problems).toEqual(Object.fromEntries(Object.keys(problems).map((k) => [k, []])));
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  }, 240_000);

  it('enters moves by click: palette bones, the end buttons and Pass', async () => {
    const server = await app.startServer('click');
    const watched = await app.openPage(`${server.url}#/new`);
    const { page } = watched;
    await createMatchByKeyboard(page, SEATS);
    await page.getByTestId('start-hand').click();
    const moves = record.hands[0]!.moves.slice(0, 12);
    for (const [m, move] of moves.entries()) {
      if (m === 0) {
        await page.getByTestId(`seat-${move.seat}`).getByRole('button').click();
      }
      if ('pass' in move) await page.getByTestId('pass').click();
      else if ('bone' in move) {
        const [a, b] = move.bone;
        await page.locator(`[data-testid=palette] [data-bone="${Math.max(a, b)}${Math.min(a, b)}"]`).click();
        if (await page.getByTestId('end-choice').isVisible()) {
          await page.getByTestId('end-choice').getByRole('button', { name: move.end === 'left' ? /Left/ : /Right/ }).click();
        }
      }
      await expect.poll(() => moveCount(page)).toBe(m + 1);
      // Focus stays in the entry, ready for the keyboard.
      expect(await focused(page)).toBe('entry');
    }
    // A bone already down is gone from the palette.
    expect(await page.locator('[data-testid=palette] [data-bone="66"]').getAttribute('data-state')).toBe('down');
    expect(watched.errors).toEqual([]);
    expect(await watched.cspViolations()).toEqual([]);
  });

  it('takes the deal before a hand, and then checks exactly: a pass with a playable bone is refused', async () => {
    const server = await app.startServer('deal');
    const watched = await app.openPage(`${server.url}#/new`);
    const { page } = watched;
    // The deal of keyBoneHand() in test/support/hands.ts: Cat holds the 6-6, Dan 6-3 and 6-4.
    const dealt: Bone[][] = [
      [[4, 1], [2, 2], [2, 1], [1, 1], [6, 0], [1, 6], [5, 5]],
      [[3, 0], [6, 2], [1, 0], [4, 3], [6, 5], [4, 0], [3, 3]],
      [[5, 2], [0, 0], [6, 6], [5, 0], [5, 1], [3, 5], [3, 1]],
      [[3, 2], [2, 4], [3, 6], [4, 4], [4, 6], [2, 0], [5, 4]],
    ];
    const moves = [{ seat: 2, bone: [6, 6] as Bone }, { seat: 3, bone: [6, 4] as Bone, end: 'left' as const }];
    await createMatchByKeyboard(page, SEATS);
    await waitFocus(page, 'start-hand');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await waitFocus(page, 'deal-0');
    for (const [s, bones] of dealt.entries()) {
      await page.keyboard.type(bones.map((b) => `${b[0]}${b[1]}`).join(' '));
      if (s < dealt.length - 1) await page.keyboard.press('Tab');
    }
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await waitFocus(page, 'entry');
    // The deal names the 6-6 holder: Cat poses, nobody to choose.
    expect(await page.getByTestId('prompt').textContent()).toContain('Cat');
    await recordMove(page, SEATS, moves[0]!, 0);
    // Dan holds 6-3 and 6-4: his pass is refused.
    await page.keyboard.press('p');
    await expect.poll(() => page.getByTestId('refusal').locator('[data-code]').getAttribute('data-code')).toBe('pass/could-play');
    expect(await moveCount(page)).toBe(1);
    await recordMove(page, SEATS, moves[1]!, 1);
    expect(watched.errors).toEqual([]);
  });

  it('imports a record file from the matches list and opens it where it ended', async () => {
    const server = await app.startServer('import');
    const watched = await app.openPage(server.url);
    const { page } = watched;
    await page.getByTestId('import-file').setInputFiles(resolve(root, 'test/fixtures/e2e-six-love.json'));
    await expect.poll(() => page.getByTestId('match-won').textContent()).toContain('Six-love');
    expect(await page.getByTestId('score').textContent()).toBe('6–0');
    // A file the referee refuses is refused here too, with its reason.
    await page.goto(server.url);
    await page.getByTestId('import-file').setInputFiles(resolve(root, 'test/fixtures/bad-move.json'));
    await expect.poll(() => page.getByTestId('matches-problem').textContent()).toContain('already down');
    expect(await page.locator('[data-testid=matches] tbody tr').count()).toBe(1);
    expect(watched.errors).toEqual([]);
  });

  it('comes back to the same move after the server is killed mid-hand: the page reloaded, and the app opened again with no route', async () => {
    const dbFile = app.dbFile('crash');
    const port = await freePort();
    const launch = () => startChild(port, dbFile, app.rendererDir);
    let child = await launch();
    const watched = await app.openPage(`http://127.0.0.1:${port}/#/new`);
    const { page } = watched;
    try {
      await newMatchInPlay(page);
      const moves = record.hands[0]!.moves;
      for (let m = 0; m < 9; m++) await recordMove(page, SEATS, moves[m]!, m);
      const prompt = await page.getByTestId('prompt').textContent();
      const url = page.url();

      await killed(child);
      child = await launch();
      await page.reload();
      await waitFocus(page, 'entry');
      expect(page.url()).toBe(url);
      expect(await moveCount(page)).toBe(9);
      expect(await page.getByTestId('prompt').textContent()).toBe(prompt);
      // The desktop window starts on index.html with no route (electron/main.ts, loadFile): the
      // app, killed and opened again, finds its way back to the same match and move by itself.
      await killed(child);
      child = await launch();
      // A new tab of the same browser: the same storage, but no session (sessionStorage) yet.
      const reopened = await page.context().newPage();
      await reopened.goto(`http://127.0.0.1:${port}/`);
      await waitFocus(reopened, 'entry');
      expect(reopened.url()).toBe(url);
      expect(await moveCount(reopened)).toBe(9);
      expect(await reopened.getByTestId('prompt').textContent()).toBe(prompt);
      // And play goes on from there.
      await recordMove(reopened, SEATS, moves[9]!, 9);
    } finally {
      child.kill('SIGKILL');
    }
  });

  // A page left open while the server was started again on another file: its match 1 is another
  // match there. A pose typed was saved into that other match; now nothing is done and the page
  // says to reload.
  it('a page left open while the server was started again on another file does nothing there, and says to reload', async () => {
    const port = await freePort();
    const first = app.dbFile('first');
    const second = app.dbFile('second');
    let child = await startChild(port, first, app.rendererDir);
    const watched = await app.openPage(`http://127.0.0.1:${port}/#/new`);
    const { page } = watched;
    try {
      await newMatchInPlay(page);
      await killed(child);
      child = await startChild(port, second, app.rendererDir);
      const url = `http://127.0.0.1:${port}/`;
      const other = await api<MatchView>(url, 'createMatch', { rules: 'jamaican-partner', seats: ['Eve', 'Fay', 'Gus', 'Hal'] });
      await api(url, 'startHand', { matchId: other.id });
      expect(other.id).toBe(1);
      await page.keyboard.type('66');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByTestId('refusal').textContent()).toContain('but the server now keeps');
      expect(await page.getByTestId('refusal').textContent()).toContain('Reload the page');
      expect((await api<MatchView>(url, 'getMatch', { matchId: 1 })).current!.moves).toEqual([]);
      // Reloaded, the page shows the file the server keeps now.
      await page.goto(url);
      await expect.poll(() => page.getByTestId('database-path').textContent()).toContain('second.sqlite');
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('says so on screen when no database file can be opened at the path (a folder there), and makes nothing', async () => {
    const dbFile = app.dbFile('folder');
    mkdirSync(dbFile);
    const server = await app.startServer('folder');
    const watched = await app.openPage(server.url);
    const { page } = watched;
    await expect.poll(() => page.getByTestId('database-refused').isVisible()).toBe(true);
    const said = await page.getByTestId('database-refused').textContent();
    expect(said).toContain('No database file can be opened or made there');
    expect(said).toContain(dbFile);
    expect(said).not.toContain('damaged');
    expect(await axeProblems(page)).toEqual([]);
    await screenshots(page, 'database-cannot-open');
    expect(readdirSync(dbFile)).toEqual([]);
  });

  it('says so on screen when the database is from a newer app, and leaves the file alone', async () => {
    const dbFile = app.dbFile('newer');
    const db = new Database(dbFile);
    // A newer app's file is marked as ours (db/migrations.ts APPLICATION_ID), with a version past ours.
    db.pragma(`application_id = ${APPLICATION_ID}`);
    db.pragma('user_version = 9999');
    db.close();
    const before = await readFile(dbFile);
    const server = await app.startServer('newer');
    const watched = await app.openPage(server.url);
    const { page } = watched;
    await expect.poll(() => page.getByTestId('database-refused').isVisible()).toBe(true);
    expect(await page.getByTestId('database-refused').textContent()).toContain('newer version');
    expect(await axeProblems(page)).toEqual([]);
    expect(await readFile(dbFile)).toEqual(before);
  });
});

/** A new match of SEATS made by keyboard from the New match form, its first hand started. */
async function newMatchInPlay(page: Page): Promise<void> {
  await createMatchByKeyboard(page, SEATS);
  await waitFocus(page, 'start-hand');
  await page.keyboard.press('Enter');
  await waitFocus(page, 'entry');
}

/** The server process killed like a crash, once it has gone. */
async function killed(child: ChildProcess): Promise<void> {
  child.kill('SIGKILL');
  await new Promise((done) => child.once('exit', done));
}

async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((found) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => found(port));
    });
  });
}

/** The real server in its own process, so that it can be killed like a crash. */
function startChild(port: number, dbFile: string, rendererDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'test/e2e/serve-child.ts'), String(port), dbFile, rendererDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ready, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) ready(child);
    });
    child.once('exit', (code) => failed(new Error(`the server exited with ${code}`)));
  });
}

