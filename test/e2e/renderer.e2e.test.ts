import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startServer, type RunningServer } from '../../server/start.ts';
import { CHROMIUM_ARGS, chromiumPath, root } from './scorekeeper.ts';

const hasChromium = existsSync(chromiumPath);
const inCi = Boolean(process.env['CI']);

interface PageProblems {
  readonly consoleErrors: string[];
  readonly cspViolations: () => Promise<string[]>;
}

/** Opens the app and records every console error, uncaught error and CSP violation. */
async function openApp(browser: Browser, url: string, initScript?: string): Promise<{ page: Page } & PageProblems> {
  const page = await browser.newPage({ viewport: { width: 1000, height: 640 } });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  if (initScript !== undefined) await page.addInitScript(initScript);
  await page.goto(url);
  return {
    page,
    consoleErrors,
    cspViolations: () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations),
  };
}

/**
 * A stand-in preload bridge answering every method of the contract: `appVersion` as given, the
 * database and empty lists so the matches screen can open.
 */
function fakeBridge(appVersion: string): string {
  return `Object.defineProperty(window, 'dominoes', {
    value: new Proxy({}, {
      get: (_, method) => () => Promise.resolve(
        method === 'appVersion' ? ${appVersion}
        : method === 'databaseInfo' ? { ok: true, value: { path: '/bridge/matches.sqlite', version: 1 } }
        : { ok: true, value: [] }),
    }),
  });`;
}

describe.skipIf(!hasChromium && !inCi)('the renderer in Chromium', () => {
  // Built once for the whole run by build.global.ts.
  const outDir = inject('outDir');
  let dbDir = '';
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    if (!hasChromium) {
      throw new Error(
        `Chromium is not at ${chromiumPath}. Install it with "apt-get install -y chromium" (.ci/run does) ` +
          'or point CHROMIUM_PATH at one.',
      );
    }
    // Browser mode, as `npm run serve` runs it: the built renderer and the API, with the app's CSP.
    dbDir = await mkdtemp(join(tmpdir(), 'dominoes-e2e-renderer-'));
    server = await startServer({ port: 0, dbFile: join(dbDir, 'e2e.sqlite'), rendererDir: join(outDir, 'renderer') });
    browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (dbDir !== '') await rm(dbDir, { recursive: true, force: true });
  });

  it('opens on the list of matches with no console errors or CSP violations', async () => {
    const { page, consoleErrors, cspViolations } = await openApp(browser!, server!.url);

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // No preload here, so renderer/src/api.ts asks the server over HTTP.
    const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain(`Version ${version}`);

    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: resolve(root, 'test-results/renderer.png'), fullPage: true });

    expect(consoleErrors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await page.close();
  });

  it('talks to the preload bridge when there is one', async () => {
    const bridge = fakeBridge(`{ ok: true, value: '9.9.9-bridge' }`);
    const { page, consoleErrors } = await openApp(browser!, server!.url, bridge);
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain('Version 9.9.9-bridge');
    await expect.poll(() => page.getByTestId('database-path').textContent()).toContain('matches.sqlite');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('shows a bridge error instead of a version', async () => {
    const bridge = fakeBridge(`{ ok: false, error: { code: 'ipc/internal', message: 'no version' } }`);
    const { page } = await openApp(browser!, server!.url, bridge);
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain('Version unavailable: no version');
    await page.close();
  });

  it('runs under a CSP that refuses string code, inline scripts and foreign scripts', async () => {
    const { page, cspViolations } = await openApp(browser!, server!.url);
    // DevTools-protocol evaluation is exempt from CSP, so each probe asks the page itself to
    // run code: a string timer (eval), an inline <script> and a <script> from another origin.
    await page.evaluate(() => {
      setTimeout('document.body.dataset.stringCode = "ran"' as unknown as () => void);
      const inline = document.createElement('script');
      inline.textContent = 'document.body.dataset.inline = "ran"';
      document.head.append(inline);
      const foreign = document.createElement('script');
      foreign.src = 'http://127.0.0.2:9/probe.js';
      document.head.append(foreign);
    });
    // Each probe is reported once per policy in force: the response header and the <meta>.
    const probes = [
      'script-src blocked eval',
      'script-src-elem blocked inline',
      'script-src-elem blocked http://127.0.0.2:9/probe.js',
    ];
    await expect.poll(async () => (await cspViolations()).sort()).toEqual([...probes, ...probes].sort());
    expect(await page.evaluate(() => ({ ...document.body.dataset }))).toEqual({});
    await page.close();
  });

  it('emits package.json "main" and a preload that a sandbox can load', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(existsSync(join(outDir, relative('out', pkg.main)))).toBe(true);

    // A sandboxed preload is run as one classic script with a require() that knows only
    // 'electron' and a few built-ins: no import/export, no other files.
    const preload = await readFile(join(outDir, 'preload/preload.cjs'), 'utf8');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    const required = [...preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
  });
});
