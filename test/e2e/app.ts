/**
 * The end-to-end tests' one fixture: Chromium launched once per file, a temporary folder for the
 * databases, the built renderer, servers on a new database each and pages that record their
 * console errors and CSP violations. Everything opened inside a test is closed after it, and
 * everything opened before the tests (a suite's shared server or page) after the last of them.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject } from 'vitest';
import type { ApiResult } from '../../api/contract.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { CHROMIUM_ARGS, chromiumPath, openPage } from './scorekeeper.ts';
import type { OpenOptions, Watched } from './scorekeeper.ts';

const hasChromium = existsSync(chromiumPath);
const inCi = Boolean(process.env['CI']);

/** A describe that runs where Chromium is, is skipped locally without it, and fails in CI without it. */
export function describeInChromium(name: string, body: () => void): void {
  describe.skipIf(!hasChromium && !inCi)(name, body);
}

export interface E2eApp {
  readonly browser: Browser;
  /** The temporary folder of this file's databases. */
  readonly dir: string;
  /** The renderer built once for the whole run by build.global.ts. */
  readonly rendererDir: string;
  /** The built app (main/, preload/, renderer/). */
  readonly outDir: string;
  /** The database file `name`.sqlite in the temporary folder. */
  dbFile(name: string): string;
  /**
   * Browser mode's server on the database `name`.sqlite, as `npm run serve` runs it; with `room`,
   * as `--room ADDRESS:PORT` starts it (issue 24: a loopback address such as 127.0.0.2 in tests).
   */
  startServer(name: string, options?: { readonly room?: { readonly address: string; readonly port: number } }): Promise<RunningServer>;
  /** A page at `url` that records console errors and CSP violations. */
  openPage(url: string, options?: OpenOptions): Promise<Watched>;
}

/**
 * Registers the hooks (beforeAll/afterAll, beforeEach/afterEach) of a file's suite and returns
 * the fixture; call it at the top of the describe. `name` names the temporary folder.
 */
export function useE2eApp(name: string): E2eApp {
  const outDir = inject('outDir');
  let browser: Browser | undefined;
  let dir = '';
  let inTest = false;
  // Closed in reverse order of opening: pages before their server.
  const suiteOpen: (() => Promise<void>)[] = [];
  const testOpen: (() => Promise<void>)[] = [];
  const keep = (close: () => Promise<void>) => (inTest ? testOpen : suiteOpen).push(close);
  const closeAll = async (open: (() => Promise<void>)[]) => {
    for (const close of open.splice(0).reverse()) await close();
  };

  beforeAll(async () => {
    if (!hasChromium) throw new Error(`Chromium is not at ${chromiumPath}; install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
    dir = await mkdtemp(join(tmpdir(), `dominoes-e2e-${name}-`));
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(testOpen);
  });
  afterAll(async () => {
    await closeAll(suiteOpen);
    await browser?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const app: E2eApp = {
    get browser() {
      if (!browser) throw new Error('Chromium is not launched yet: use the fixture inside a test or a hook');
      return browser;
    },
    get dir() {
      return dir;
    },
    rendererDir: join(outDir, 'renderer'),
    outDir,
    dbFile: (db) => join(dir, `${db}.sqlite`),
    async startServer(db, options = {}) {
      const server = await startServer({ port: 0, dbFile: app.dbFile(db), rendererDir: app.rendererDir, ...(options.room && { room: options.room }) });
      keep(() => server.close());
      return server;
    },
    async openPage(url, options) {
      const watched = await openPage(app.browser, url, options);
      keep(() => watched.page.close());
      return watched;
    },
  };
  return app;
}

/** expect.poll with room for a machine shared by many runs (the project's default is 10 s). */
export function poll<T>(read: () => Promise<T> | T): ReturnType<typeof expect.poll<T>> {
  return expect.poll(read, { timeout: 20_000 });
}

/** An api answer's value; a refusal throws with its code and message. */
export function value<T>(result: ApiResult<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.value as T;
}

/** Calls the api over HTTP as the screens do; a refusal throws, naming the method. */
export async function api<T = unknown>(url: string, method: string, input: unknown): Promise<T> {
  const r = await fetch(new URL(`/api/${method}`, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) });
  const body = (await r.json()) as { ok: boolean; value?: unknown; error?: { message: string } };
  if (!body.ok) throw new Error(`${method}: ${body.error?.message}`);
  return body.value as T;
}

/**
 * A stand-in preload bridge (the desktop window's `window.dominoes`) as a page's init script:
 * `setup` is script run first (its `let`s are the bridge's state), `answers` an object expression
 * of the methods it answers; any other method answers an empty list.
 */
export function standInBridge(answers: string, setup = ''): string {
  return `(() => {
    ${setup}
    const answer = ${answers};
    Object.defineProperty(window, 'dominoes', { value: new Proxy({}, { get: (_, m) => () => Promise.resolve(answer[m] ? answer[m]() : { ok: true, value: [] }) }) });
  })();`;
}
