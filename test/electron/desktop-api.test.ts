import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ApiResult, DominoesApi, MatchView, RoomStatus, TableState } from '../../api/contract.ts';
import { RoomDevice } from '../support/room.ts';
import { APPLICATION_ID, LATEST_VERSION } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { DEFAULT_DATABASE_NAME, DesktopSession, SETTINGS_NAME } from '../../electron/desktop-api.ts';
import { registerApi, type IpcMainLike } from '../../electron/ipc.ts';
import { createBridge } from '../../electron/preload-bridge.ts';

/**
 * The desktop session over the real service and database layer, in a temporary "user data"
 * folder: which file is open, switching files, remembering the switch, and the window's calls
 * reaching the database through the preload bridge and the registered handlers.
 */

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
const appUrl = 'file:///app/out/renderer/index.html';

let dataDir = '';
const sessions: DesktopSession[] = [];
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'dominoes-desktop-'));
});
afterEach(async () => {
  await Promise.all(sessions.splice(0).map((session) => session.close()));
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A session whose open dialog answers with `chosen`, one per call (then cancels), and whose save
 * dialog answers with `created` likewise.
 */
function startSession(chosen: (string | null)[] = [], created: (string | null)[] = []): DesktopSession {
  const answers = [...chosen];
  const saves = [...created];
  const session = new DesktopSession({
    appVersion: '1.2.3',
    dataDir,
    chooseFile: () => Promise.resolve(answers.shift() ?? null),
    chooseNewFile: () => Promise.resolve(saves.shift() ?? null),
  });
  sessions.push(session);
  return session;
}

function value<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value;
}

/** A scorekeeper database elsewhere, with one match in it. */
function otherDatabase(name: string): string {
  const file = join(dataDir, name);
  openDatabase(file).close();
  return file;
}

function newerAppFile(name: string): string {
  const file = join(dataDir, name);
  const db = new Database(file);
  db.exec('CREATE TABLE matches (id INTEGER PRIMARY KEY)');
  db.pragma(`user_version = ${LATEST_VERSION + 1}`);
  // A later app of ours marks its files as this one does.
  db.pragma(`application_id = ${APPLICATION_ID}`);
  db.close();
  return file;
}

describe('DesktopSession', () => {
  it('opens dominoes.sqlite in the user’s data folder and says where it is', async () => {
    const session = startSession();
    const file = join(dataDir, DEFAULT_DATABASE_NAME);
    expect(session.file).toBe(file);
    expect(await session.handlers.databaseInfo({})).toEqual({ ok: true, value: { path: file, version: LATEST_VERSION } });
    expect(await session.handlers.appVersion({})).toEqual({ ok: true, value: '1.2.3' });
  });

  it('finds the matches again after the app is closed and started again', async () => {
    const first = startSession();
    const match = value(await first.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));
    first.close();
    sessions.splice(0);

    const again = startSession();
    expect(value(await again.handlers.listMatches({})).map((m) => m.id)).toEqual([match.id]);
  });

  it('changes nothing when the open dialog is cancelled', async () => {
    const session = startSession([null]);
    expect(await session.handlers.chooseDatabase({})).toEqual({ ok: true, value: null });
    expect(session.file).toBe(join(dataDir, DEFAULT_DATABASE_NAME));
    expect(() => readFileSync(join(dataDir, SETTINGS_NAME))).toThrow();
  });

  it('switches to the chosen file and reopens it at the next start', async () => {
    const other = otherDatabase('club.sqlite');
    const session = startSession([other]);
    value(await session.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));

    expect(await session.handlers.chooseDatabase({})).toEqual({ ok: true, value: { path: other, version: LATEST_VERSION } });
    expect(session.file).toBe(other);
    // The other file's matches, not the first file's.
    expect(await session.handlers.listMatches({})).toEqual({ ok: true, value: [] });
    expect(JSON.parse(readFileSync(join(dataDir, SETTINGS_NAME), 'utf8'))).toEqual({ database: other });

    expect(startSession().file).toBe(other);
  });

  it('keeps the open file when the chosen one is refused, leaves that file as it was, and does not remember it', async () => {
    const newer = newerAppFile('newer.sqlite');
    const bytes = readFileSync(newer);
    const session = startSession([newer]);
    const match = value(await session.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));

    const refused = await session.handlers.chooseDatabase({});
    expect(refused).toMatchObject({ ok: false, error: { code: 'db/too-new' } });
    if (!refused.ok) expect(refused.error.message).toContain(newer);
    expect(session.file).toBe(join(dataDir, DEFAULT_DATABASE_NAME));
    expect(value(await session.handlers.listMatches({})).map((m) => m.id)).toEqual([match.id]);
    expect(readFileSync(newer).equals(bytes)).toBe(true);
    expect(() => readFileSync(join(dataDir, SETTINGS_NAME))).toThrow();
  });

  it('answers with the refusal when its own file cannot be used, and recovers by opening another', async () => {
    const file = join(dataDir, DEFAULT_DATABASE_NAME);
    writeFileSync(file, 'this is a shopping list, not a database\n'.repeat(200));
    const bytes = readFileSync(file);
    const good = otherDatabase('good.sqlite');
    const session = startSession([good]);

    for (const result of [await session.handlers.databaseInfo({}), await session.handlers.listMatches({})]) {
      expect(result).toMatchObject({ ok: false, error: { code: 'db/damaged' } });
      if (!result.ok) expect(result.error.message).toContain(file);
    }
    expect(await session.handlers.chooseDatabase({})).toMatchObject({ ok: true, value: { path: good } });
    expect(await session.handlers.listMatches({})).toEqual({ ok: true, value: [] });
    expect(readFileSync(file).equals(bytes)).toBe(true);
  });

  it('does not recreate a remembered file that has gone: it opens the default one', () => {
    writeFileSync(join(dataDir, SETTINGS_NAME), JSON.stringify({ database: join(dataDir, 'moved-away.sqlite') }));
    expect(startSession().file).toBe(join(dataDir, DEFAULT_DATABASE_NAME));
  });

  it.each([['not json'], ['null'], ['{"database": 42}'], ['{"database": "relative.sqlite"}']])(
    'ignores unreadable settings (%s)',
    (text) => {
      writeFileSync(join(dataDir, SETTINGS_NAME), text);
      expect(startSession().file).toBe(join(dataDir, DEFAULT_DATABASE_NAME));
    },
  );
});

describe('File → New Database…', () => {
  it('creates an empty database at the chosen path, switches to it and reopens it at the next start', async () => {
    const fresh = join(dataDir, 'club night.sqlite');
    const session = startSession([], [fresh]);
    value(await session.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));

    expect(await session.newDatabase()).toEqual({ ok: true, value: { path: fresh, version: LATEST_VERSION } });
    expect(session.file).toBe(fresh);
    expect(await session.handlers.listMatches({})).toEqual({ ok: true, value: [] });
    expect(startSession().file).toBe(fresh);
  });

  it('changes nothing when the save dialog is cancelled', async () => {
    const session = startSession([], [null]);
    expect(await session.newDatabase()).toEqual({ ok: true, value: null });
    expect(session.file).toBe(join(dataDir, DEFAULT_DATABASE_NAME));
    expect(() => readFileSync(join(dataDir, SETTINGS_NAME))).toThrow();
  });

  it('never replaces a file that is already there, even when the dialog confirmed “replace”', async () => {
    const existing = otherDatabase('club.sqlite');
    const other = startSession([existing]);
    value(await other.chooseDatabase());
    const match = value(await other.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));
    other.close();
    sessions.splice(0);
    const bytes = readFileSync(existing);

    const session = startSession([], [existing]);
    const refused = await session.newDatabase();
    expect(refused).toMatchObject({ ok: false, error: { code: 'db/exists' } });
    if (!refused.ok) expect(refused.error.message).toContain(existing);
    expect(readFileSync(existing).equals(bytes)).toBe(true);
    // Still on the file it had, which is the remembered one.
    expect(session.file).toBe(existing);
    expect(value(await session.handlers.listMatches({})).map((m) => m.id)).toEqual([match.id]);
  });

  it('keeps the window’s remembered place when it remembers a database', async () => {
    writeFileSync(join(dataDir, SETTINGS_NAME), JSON.stringify({ window: { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: true } }));
    const fresh = join(dataDir, 'new.sqlite');
    const session = startSession([], [fresh]);
    value(await session.newDatabase());
    expect(JSON.parse(readFileSync(join(dataDir, SETTINGS_NAME), 'utf8'))).toEqual({
      database: fresh,
      window: { bounds: { x: 10, y: 20, width: 900, height: 700 }, maximized: true },
    });
  });
});

describe('the window’s calls, end to end without Electron', () => {
  /** The preload bridge wired to the registered handlers as Electron would, for a given page. */
  function windowApi(session: DesktopSession, pageUrl: string): DominoesApi {
    const listeners = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
    registerApi({ handle: (channel, listener) => listeners.set(channel, listener) }, appUrl, session.handlers, () => {});
    // Electron copies the input (structured clone) on its way to the main process.
    return createBridge((channel, input) => listeners.get(channel)!({ senderFrame: { url: pageUrl } }, structuredClone(input)));
  }

  it('records a match in the database from the app’s own page', async () => {
    const session = startSession();
    const api = windowApi(session, `${appUrl}#/matches`);
    let view: MatchView = value(await api.createMatch({ rules: 'jamaican-partner', seats: SEATS }));
    view = value(await api.startHand({ matchId: view.id }));
    view = value(await api.recordMove({ matchId: view.id, hand: 0, move: { seat: 0, bone: [6, 6] } }));
    expect(view.current?.moves).toHaveLength(1);

    // It is in the file: a fresh session on the same folder sees it.
    session.close();
    sessions.splice(0);
    const again = value(await startSession().handlers.getMatch({ matchId: view.id }));
    expect(again.current?.moves).toHaveLength(1);
  });

  it('New database… from the screen: the save dialog, a new empty file switched to and remembered; an existing file refused', async () => {
    const fresh = join(dataDir, 'from the screen.sqlite');
    const session = startSession([], [fresh, fresh, null]);
    const api = windowApi(session, `${appUrl}#/`);
    value(await api.createMatch({ rules: 'jamaican-partner', seats: SEATS }));

    expect(await api.newDatabase()).toEqual({ ok: true, value: { path: fresh, version: LATEST_VERSION } });
    expect(value(await api.databaseInfo())).toEqual({ path: fresh, version: LATEST_VERSION });
    expect(value(await api.listMatches())).toEqual([]);
    // Migrated: the file is the app's own database at the latest version.
    const db = new Database(fresh, { readonly: true });
    expect(db.pragma('user_version', { simple: true })).toBe(LATEST_VERSION);
    db.close();
    expect(JSON.parse(readFileSync(join(dataDir, SETTINGS_NAME), 'utf8'))).toEqual({ database: fresh });
    // The same path again: it holds a file now, so it is refused and nothing changes.
    const again = await api.newDatabase();
    expect(again).toMatchObject({ ok: false, error: { code: 'db/exists' } });
    expect(session.file).toBe(fresh);
    // Cancelled: nothing changes.
    expect(await api.newDatabase()).toEqual({ ok: true, value: null });
    expect(session.file).toBe(fresh);
  });

  it('refuses another page, and bad input with the field named, without touching the database', async () => {
    const session = startSession();
    const match = value(await session.handlers.createMatch({ rules: 'jamaican-partner', seats: SEATS }));
    const foreign = windowApi(session, 'https://evil.example/');
    expect(await foreign.startHand({ matchId: match.id })).toMatchObject({ ok: false, error: { code: 'ipc/untrusted-sender' } });

    const own = windowApi(session, appUrl);
    const bad = await own.startHand({ matchId: String(match.id) } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'input/invalid', field: 'matchId' } });
    expect(value(await own.getMatch({ matchId: match.id })).current).toBeNull();
  });
});

describe("the desktop's room (issue 24): nothing listens until the organizer turns it on, at an address of this machine", () => {
  it('opens the room where the organizer picks, answers a device there, and stops with the last room and on quit', async () => {
    const session = startSession();
    const call = async <T>(method: string, input: unknown): Promise<T> => value((await session.service.call(method as never, input)) as ApiResult<T>);
    const entrants = Array.from({ length: 4 }, (_, i) => ({ id: `p${i + 1}`, name: `T${i + 1}`, players: [`P${i + 1}a`, `P${i + 1}b`] }));
    const event = await call<{ id: number }>('createEvent', { name: 'Desk', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants });
    await call('drawRound', { eventId: event.id });
    const before = await call<RoomStatus>('roomStatus', { eventId: event.id });
    expect(before).toMatchObject({ open: false, url: null, addressing: 'choose' });
    // Not an address of this machine: refused, nothing listens.
    const stranger = await session.service.call('setRoom', { eventId: event.id, open: true, address: '198.51.100.7' });
    expect(stranger).toMatchObject({ ok: false, error: { code: 'room/address' } });
    const status = await call<RoomStatus>('setRoom', { eventId: event.id, open: true, address: '127.0.0.2', port: 0 });
    expect(status.url).toMatch(/^http:\/\/127\.0\.0\.2:\d+\/$/);
    const port = Number(/:(\d+)\//.exec(status.url!)![1]);
    const phone = new RoomDevice({ address: '127.0.0.2', port }, '127.0.0.3');
    expect((await phone.join(status.codes[0]!.code.replace('-', ''))).status).toBe(204);
    expect(await phone.ok<TableState>('tableState')).toMatchObject({ round: 1, table: status.codes[0]!.table });
    await call('setRoom', { eventId: event.id, open: false });
    await expect(phone.join(status.codes[0]!.code.replace('-', ''))).rejects.toThrow(/ECONNREFUSED/);
    await call('setRoom', { eventId: event.id, open: true, address: '127.0.0.2', port });
    expect((await phone.call('tableState')).ok).toBe(true);
    await session.close();
    sessions.splice(sessions.indexOf(session), 1);
    await expect(phone.call('tableState')).rejects.toThrow(/ECONNREFUSED/);
  });
});
