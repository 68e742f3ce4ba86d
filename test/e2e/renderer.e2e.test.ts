import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../server/start.ts';
import { describeInChromium, useE2eApp } from './app.ts';
import type { Watched } from './scorekeeper.ts';
import { root } from './scorekeeper.ts';

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

describeInChromium('the renderer in Chromium', () => {
  const app = useE2eApp('renderer');
  // Browser mode, as `npm run serve` runs it: the built renderer and the API, with the app's CSP.
  let server: RunningServer;
  beforeAll(async () => {
    server = await app.startServer('e2e');
  });
  /** The app at a window of 1000×640, with a stand-in preload bridge when given. */
  const openApp = (initScript?: string): Promise<Watched> =>
    app.openPage(server.url, { size: { width: 1000, height: 640 }, ...(initScript !== undefined && { initScript }) });

  it('opens on the list of matches with no console errors or CSP violations', async () => {
    const { page, errors, cspViolations } = await openApp();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Matches');
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    // No preload here, so renderer/src/api.ts asks the server over HTTP.
    const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string };
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain(`Version ${version}`);

    await mkdir(resolve(root, 'test-results'), { recursive: true });
    await page.screenshot({ path: resolve(root, 'test-results/renderer.png'), fullPage: true });

    expect(errors).toEqual([]);
    expect(await cspViolations()).toEqual([]);
  });

  it('talks to the preload bridge when there is one', async () => {
    const bridge = fakeBridge(`{ ok: true, value: '9.9.9-bridge' }`);
    const { page, errors } = await openApp(bridge);
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain('Version 9.9.9-bridge');
    await expect.poll(() => page.getByTestId('database-path').textContent()).toContain('matches.sqlite');
    expect(errors).toEqual([]);
  });

  it('shows a bridge error instead of a version', async () => {
    const bridge = fakeBridge(`{ ok: false, error: { code: 'ipc/internal', message: 'no version' } }`);
    const { page } = await openApp(bridge);
    await expect.poll(() => page.getByTestId('app-version').textContent()).toContain('Version unavailable: no version');
  });

  it('runs under a CSP that refuses string code, inline scripts and foreign scripts', async () => {
    const { page, cspViolations } = await openApp();
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
  });

  it('emits package.json "main" and a preload that a sandbox can load', async () => {
    const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { main: string };
    expect(existsSync(join(app.outDir, relative('out', pkg.main)))).toBe(true);

    // A sandboxed preload is run as one classic script with a require() that knows only
    // 'electron' and a few built-ins: no import/export, no other files.
    const preload = await readFile(join(app.outDir, 'preload/preload.cjs'), 'utf8');
    expect(preload).not.toMatch(/^\s*(import|export)\s/m);
    const required = [...preload.matchAll(/require\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]);
    expect(required).toEqual(['electron']);
  });
});
