import { describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '../../api/bridge.ts';
import type { ApiHandlers, ApiInputs, ApiResult } from '../../api/contract.ts';
import { MAX_RECORD_CHARS } from '../../api/contract.ts';
import { API_METHODS, type ApiMethod } from '../../api/methods.ts';
import { handleInvoke, registerApi, UNTRUSTED_SENDER, type IpcMainLike, type InvokeEvent } from '../../electron/ipc.ts';
import { createBridge } from '../../electron/preload-bridge.ts';

const appUrl = 'file:///app/out/renderer/index.html';
const trusted: InvokeEvent = { senderFrame: { url: `${appUrl}#/matches` } };

/**
 * One valid input per method. Typed by the contract, so a method added to it fails the typecheck
 * here until this table (and so every test below) covers it.
 */
const VALID_INPUTS: { readonly [M in ApiMethod]: ApiInputs[M] } = {
  appVersion: {},
  databaseInfo: {},
  chooseDatabase: {},
  newDatabase: {},
  listOptions: {},
  listMatches: {},
  createMatch: { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] },
  getMatch: { matchId: 1 },
  startHand: { matchId: 1 },
  recordMove: { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 6] } },
  undoMove: { matchId: 1 },
  settleBlock: { matchId: 1, hand: 0, pips: [3, 10, 12, 14] },
  ruleHand: { matchId: 1, hand: 0, ruling: { side: 0, points: 1, reason: 'Renege' } },
  importRecord: { text: '{}' },
  exportRecord: { matchId: 1 },
  viewHand: { matchId: 1, hand: 0 },
  listCorrections: { matchId: 1 },
  deleteMatch: { matchId: 1 },
  restoreMatch: { matchId: 1 },
  listDeletedMatches: {},
  renameSeat: { matchId: 1, seat: 1, name: 'Bob' },
  listEvents: {},
  createEvent: { name: 'Club night', date: '2026-11-26', rules: 'latin-partnership', entry: 'pairs', round: { games: 2 }, pairing: 'round-robin' },
  getEvent: { eventId: 1 },
  addEntrant: { eventId: 1, name: 'Ann & Ben', players: ['Ann', 'Ben'] },
  renameEntrant: { eventId: 1, entrant: 'p1', name: 'Ann & Bob' },
  withdrawEntrant: { eventId: 1, entrant: 'p1' },
  importEntrantsCsv: { eventId: 1, text: 'name\nAnn\n' },
  exportEntrantsCsv: { eventId: 1 },
  drawRound: { eventId: 1 },
  saveRound: { eventId: 1, round: 1, tables: [{ table: 1, seats: ['p1', 'p2'] }], byes: [] },
  checkRound: { eventId: 1, round: 1, tables: [{ table: 1, seats: ['p1', 'p2'] }], byes: [] },
  redoRound: { eventId: 1, round: 1 },
  startGame: { eventId: 1, round: 1, table: 1 },
  enterPaperScore: { eventId: 1, round: 1, table: 1, score: [200, 150] },
  setForfeit: { eventId: 1, round: 1, table: 1, forfeit: ['p2'] },
  addPenalty: { eventId: 1, round: 1, entrant: 'p1', points: 25, reason: 'late' },
  removePenalty: { eventId: 1, penalty: 1 },
  removeGame: { eventId: 1, round: 1, table: 1, game: 1 },
  setGameEnded: { eventId: 1, round: 1, table: 1, game: 1, ended: 'time' },
  getStandings: { eventId: 1 },
  exportEvent: { eventId: 1 },
  importEvent: { text: '{}' },
  verifyEvent: { eventId: 1 },
  listEventChanges: { eventId: 1 },
  tableState: { eventId: 1, round: 1, table: 1 },
  tableStartGame: { eventId: 1, round: 1, table: 1 },
  confirmResult: { eventId: 1, round: 1, table: 1, game: 1, side: 0 },
  callReferee: { eventId: 1, round: 1, table: 1 },
  tablePaperScore: { eventId: 1, round: 1, table: 1, score: [6, 2] },
  tableWaiting: { eventId: 1, round: 1, table: 1, waiting: 2 },
  displayState: { eventId: 1 },
  roomStatus: { eventId: 1 },
  setRoom: { eventId: 1, open: false },
  disconnectDevice: { eventId: 1, device: 1 },
  clearCall: { eventId: 1, round: 1, table: 1 },
  setClock: { eventId: 1, action: 'set', minutes: 30 },
  featureTable: { eventId: 1, table: 2 },
  settleResult: { eventId: 1, round: 1, table: 1, game: 1 },
  newDisplayCode: { eventId: 1 },
  importTableGame: { eventId: 1, round: 1, table: 1, text: '{}' },
  roomTables: { eventId: 1, round: 1 },
};

/** Handlers that answer with their own name and the input they got, counting calls. */
function echoHandlers(): { handlers: ApiHandlers; calls: [ApiMethod, unknown][] } {
  const calls: [ApiMethod, unknown][] = [];
  const handlers = Object.fromEntries(
    API_METHODS.map((method) => [
      method,
      (input: unknown) => {
        calls.push([method, input]);
        return { ok: true, value: { method, input } };
      },
    ]),
  ) as unknown as ApiHandlers;
  return { handlers, calls };
}

/** A stand-in for ipcMain that keeps what was registered. */
function fakeIpcMain(): IpcMainLike & { listeners: Map<string, Parameters<IpcMainLike['handle']>[1]> } {
  const listeners = new Map<string, Parameters<IpcMainLike['handle']>[1]>();
  return {
    listeners,
    handle(channel, listener) {
      if (listeners.has(channel)) throw new Error(`second handler for ${channel}`);
      listeners.set(channel, listener);
    },
  };
}

const noBug = (method: ApiMethod, cause: unknown) => {
  throw new Error(`unexpected bug in ${method}: ${String(cause)}`);
};

describe('handleInvoke', () => {
  it('answers the app’s own page with the handler’s result', async () => {
    const { handlers } = echoHandlers();
    expect(await handleInvoke(`${appUrl}#/matches`, appUrl, 'getMatch', { matchId: 7 }, handlers, noBug)).toEqual({
      ok: true,
      value: { method: 'getMatch', input: { matchId: 7 } },
    });
  });

  it.each([['https://example.com/'], ['file:///tmp/other.html'], [undefined]])(
    'refuses a request from %s without running the handler',
    async (sender) => {
      const { handlers, calls } = echoHandlers();
      const result = await handleInvoke(sender, appUrl, 'listMatches', {}, handlers, noBug);
      expect(calls).toEqual([]);
      expect(result).toEqual({ ok: false, error: UNTRUSTED_SENDER });
    },
  );

  it.each([
    ['getMatch', { matchId: 'one' }, 'matchId'],
    ['getMatch', { matchId: 1, extra: true }, 'extra'],
    ['recordMove', { matchId: 1, hand: 0, move: { seat: 9, pass: true } }, 'move'],
    ['createMatch', 'not an object', undefined],
  ] as const)('checks %s’s input against the contract’s schema before running it (%j)', async (method, raw, field) => {
    const { handlers, calls } = echoHandlers();
    const result = await handleInvoke(appUrl, appUrl, method, raw, handlers, noBug);
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ ok: false, error: { code: 'input/invalid' } });
    if (field !== undefined && !result.ok) expect(result.error.field).toContain(field);
  });

  it('refuses an imported text over the limit as the file’s refusal, record/too-large with its facts, before running it', async () => {
    const { handlers, calls } = echoHandlers();
    const result = await handleInvoke(appUrl, appUrl, 'importRecord', { text: 'x'.repeat(MAX_RECORD_CHARS + 1) }, handlers, noBug);
    expect(calls).toEqual([]);
    expect(result).toMatchObject({ ok: false, error: { code: 'record/too-large', params: { mb: 16 } } });
  });

  it('turns a thrown error into the contract’s internal error, without its message or stack', async () => {
    const { handlers } = echoHandlers();
    const bugs: [ApiMethod, unknown][] = [];
    const failing: ApiHandlers = {
      ...handlers,
      listMatches: () => {
        throw new Error('SQLITE_FULL: /home/ann/.config/dominoes.sqlite');
      },
    };
    const result = await handleInvoke(appUrl, appUrl, 'listMatches', {}, failing, (method, cause) =>
      bugs.push([method, cause]),
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(JSON.stringify(result)).not.toMatch(/SQLITE_FULL|dominoes\.sqlite|at .*\.ts/);
    // The cause goes to the main process's log instead.
    expect(bugs).toHaveLength(1);
    expect(bugs[0]?.[0]).toBe('listMatches');
    expect(bugs[0]?.[1]).toBeInstanceOf(Error);
  });
});

describe('registerApi', () => {
  it('registers exactly one handler per contract method, each on its own channel', () => {
    const ipc = fakeIpcMain();
    registerApi(ipc, appUrl, echoHandlers().handlers, noBug);
    expect([...ipc.listeners.keys()].sort()).toEqual(API_METHODS.map((m) => IPC_CHANNELS[m]).sort());
    expect(new Set(Object.values(IPC_CHANNELS)).size).toBe(API_METHODS.length);
  });

  it.each(API_METHODS)('%s: its channel reaches its own handler with the checked input', async (method) => {
    const ipc = fakeIpcMain();
    const { handlers, calls } = echoHandlers();
    registerApi(ipc, appUrl, handlers, noBug);
    const listener = ipc.listeners.get(IPC_CHANNELS[method]);
    const result = await listener?.(trusted, VALID_INPUTS[method]);
    expect(result).toMatchObject({ ok: true, value: { method } });
    expect(calls.map(([called]) => called)).toEqual([method]);
  });

  it.each(API_METHODS)('%s: its channel refuses another page and a frame that is gone', async (method) => {
    const ipc = fakeIpcMain();
    const { handlers, calls } = echoHandlers();
    registerApi(ipc, appUrl, handlers, noBug);
    const listener = ipc.listeners.get(IPC_CHANNELS[method]);
    expect(await listener?.({ senderFrame: { url: 'https://evil.example/' } }, VALID_INPUTS[method])).toEqual({
      ok: false,
      error: UNTRUSTED_SENDER,
    });
    expect(await listener?.({ senderFrame: null }, VALID_INPUTS[method])).toEqual({ ok: false, error: UNTRUSTED_SENDER });
    expect(calls).toEqual([]);
  });
});

describe('the preload bridge', () => {
  it('has exactly one function per contract method, Save as PDF, and nothing else', () => {
    const bridge = createBridge(() => Promise.resolve(null));
    expect(Object.keys(bridge).sort()).toEqual([...API_METHODS, 'savePdf', 'followEvent', 'openDisplay'].sort());
    for (const method of API_METHODS) expect(typeof bridge[method]).toBe('function');
    // Nothing that could reach an arbitrary channel.
    for (const name of ['invoke', 'send', 'on', 'ipcRenderer']) expect(bridge).not.toHaveProperty(name);
    expect(Object.isFrozen(bridge)).toBe(true);
  });

  it.each(API_METHODS)('%s sends its one input on its own channel', async (method) => {
    const sent: unknown[][] = [];
    const bridge = createBridge((...args) => {
      sent.push(args);
      return Promise.resolve({ ok: true, value: null });
    });
    const call = bridge[method] as (input: unknown, extra?: unknown) => Promise<unknown>;
    await call(VALID_INPUTS[method], 'an extra argument the page made up');
    expect(sent).toEqual([[IPC_CHANNELS[method], VALID_INPUTS[method]]]);
  });

  it('reaches the main process’s handlers through the registered channels', async () => {
    const ipc = fakeIpcMain();
    const { handlers } = echoHandlers();
    registerApi(ipc, appUrl, handlers, noBug);
    // What Electron does between ipcRenderer.invoke and ipcMain.handle, for the app's own page.
    const bridge = createBridge(async (channel, input) => {
      const listener = ipc.listeners.get(channel);
      if (listener === undefined) throw new Error(`no handler for ${channel}`);
      return listener(trusted, structuredClone(input));
    });
    const answer: ApiResult<unknown> = await bridge.getMatch({ matchId: 3 });
    expect(answer).toEqual({ ok: true, value: { method: 'getMatch', input: { matchId: 3 } } });
    expect(await bridge.recordMove({ matchId: 3, hand: 0, move: { seat: 5, pass: true } })).toMatchObject({
      ok: false,
      error: { code: 'input/invalid', field: 'move.seat' },
    });
  });
});
