/**
 * Where the window's screens come from (issue 18 item 18; Electron's security checklist, items 18
 * and 19): the dev server's URL (ELECTRON_RENDERER_URL) only under `npm run dev` (electron-vite
 * dev, which marks its Electron with NODE_ENV_ELECTRON_VITE=development) and only on this machine;
 * otherwise the built screens through the app's own scheme, never file://, with no path out of the
 * renderer's folder; and the fuses a packaged app must have flipped. Without the Electron binary, as
 * the other test/electron tests: main.ts is read, the rules are plain functions.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, APP_URL, PACKAGED_FUSES, devRendererUrl, isAllowedNavigation, rendererFileFor } from '../../electron/security.ts';

const root = resolve(import.meta.dirname, '../..');
const DEV = { ELECTRON_RENDERER_URL: 'http://localhost:5173', NODE_ENV_ELECTRON_VITE: 'development' };

describe('devRendererUrl', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://[::1]:5173', 'https://localhost:5173'])('follows %s under npm run dev', (url) => {
    expect(devRendererUrl({ ...DEV, ELECTRON_RENDERER_URL: url }, false)).toBe(url);
  });

  it.each([
    ['npm start (electron-vite preview) with the variable left in the shell', { ELECTRON_RENDERER_URL: 'http://localhost:5173', NODE_ENV_ELECTRON_VITE: 'production' }, false],
    ['electron run by hand with the variable set', { ELECTRON_RENDERER_URL: 'http://localhost:5173' }, false],
    ['a packaged app, even in a dev shell', DEV, true],
    ['another machine', { ...DEV, ELECTRON_RENDERER_URL: 'http://evil.example:5173' }, false],
    ['a name that only starts like this machine', { ...DEV, ELECTRON_RENDERER_URL: 'http://localhost.evil.example:5173' }, false],
    ['a LAN address', { ...DEV, ELECTRON_RENDERER_URL: 'http://192.168.1.20:5173' }, false],
    ['a file', { ...DEV, ELECTRON_RENDERER_URL: 'file:///tmp/evil.html' }, false],
    ['not a URL', { ...DEV, ELECTRON_RENDERER_URL: 'nonsense' }, false],
  ] as const)('ignores it: %s', (_what, env, packaged) => {
    expect(devRendererUrl(env, packaged)).toBeUndefined();
  });
});

describe("the app's own scheme", () => {
  const dir = '/opt/Dominoes/resources/app.asar/out/renderer';

  it('serves the files of the renderer folder, index.html for the root', () => {
    expect(APP_URL).toBe(`${APP_ORIGIN}/index.html`);
    expect(rendererFileFor(`${APP_ORIGIN}/`, dir)).toBe(join(dir, 'index.html'));
    expect(rendererFileFor(APP_URL, dir)).toBe(join(dir, 'index.html'));
    expect(rendererFileFor(`${APP_ORIGIN}/assets/index-abc.js?v=1#x`, dir)).toBe(join(dir, 'assets/index-abc.js'));
    expect(rendererFileFor(`${APP_ORIGIN}/assets/a%20b.css`, dir)).toBe(join(dir, 'assets/a b.css'));
  });

  it.each([`${APP_ORIGIN}/../../../../etc/passwd`, `${APP_ORIGIN}/assets/%2e%2e/%2e%2e/main/main.js`, `${APP_ORIGIN}/..%2f..%2fmain/main.js`, `${APP_ORIGIN}/a/..%5c..%5cmain.js`])(
    'leads nowhere out of the folder: %s',
    (url) => {
      const file = rendererFileFor(url, dir);
      expect(file === null || file.startsWith(`${dir}/`)).toBe(true);
    },
  );

  it.each([
    `${APP_ORIGIN}/%00`,
    `${APP_ORIGIN}/..%2f..%2fmain/main.js`,
    'app://other-host/index.html',
    'file:///opt/Dominoes/resources/app.asar/out/renderer/index.html',
    'not a url',
  ])('serves nothing outside it: %s', (url) => {
    expect(rendererFileFor(url, dir)).toBeNull();
  });

  it('is the app for navigation and IPC, any page and route of it, and nothing else', () => {
    expect(isAllowedNavigation(`${APP_URL}#/match/3`, APP_URL)).toBe(true);
    expect(isAllowedNavigation(`${APP_ORIGIN}/other.html`, APP_URL)).toBe(true);
    expect(isAllowedNavigation('app://evil/index.html', APP_URL)).toBe(false);
    expect(isAllowedNavigation('file:///opt/Dominoes/resources/app.asar/out/renderer/index.html', APP_URL)).toBe(false);
  });
});

describe('electron/main.ts', () => {
  const main = readFileSync(join(root, 'electron/main.ts'), 'utf8');

  it('loads no file:// page and reads the dev URL only through devRendererUrl', () => {
    expect(main).not.toMatch(/loadFile\(|pathToFileURL\(rendererFile\)/);
    expect(main).toContain('devRendererUrl(process.env, app.isPackaged)');
    expect(main).not.toMatch(/process\.env\[RENDERER_URL_ENV\]/);
  });

  it('registers the scheme as privileged before the app is ready and serves it through rendererFileFor', () => {
    expect(main).toMatch(/protocol\.registerSchemesAsPrivileged\(/);
    expect(main).toMatch(/protocol\.handle\(APP_SCHEME/);
    expect(main).toContain('rendererFileFor(');
  });
});

describe('the fuses of a packaged app (checklist item 19)', () => {
  it('turns off running as Node, NODE_OPTIONS, the inspector and file:// privileges; checks the asar', () => {
    expect(PACKAGED_FUSES).toEqual({
      RunAsNode: false,
      EnableCookieEncryption: true,
      EnableNodeOptionsEnvironmentVariable: false,
      EnableNodeCliInspectArguments: false,
      EnableEmbeddedAsarIntegrityValidation: true,
      OnlyLoadAppFromAsar: true,
      GrantFileProtocolExtraPrivileges: false,
    });
  });
});
