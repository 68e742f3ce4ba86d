import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_SECURITY_POLICY,
  META_CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
  hardenedWebPreferences,
  isAllowedNavigation,
  isPermissionGranted,
} from '../../electron/security.ts';

const root = resolve(import.meta.dirname, '../..');

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

describe('hardenedWebPreferences', () => {
  // Electron's security checklist: https://www.electronjs.org/docs/latest/tutorial/security
  it('isolates, sandboxes and keeps Node out of the renderer', () => {
    expect(hardenedWebPreferences('/app/out/preload/preload.cjs')).toEqual({
      preload: '/app/out/preload/preload.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
    });
  });
});

describe('Content-Security-Policy', () => {
  const header = directives(CONTENT_SECURITY_POLICY);

  it.each([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'none'"]],
  ])('sets %s to %j', (name, values) => {
    expect(header.get(name)).toEqual(values);
  });

  it('allows no eval, inline code, wildcards or remote schemes', () => {
    for (const [name, values] of header) {
      for (const value of values) {
        expect(value, name).not.toMatch(/unsafe-|^\*$|^https?:|^wss?:|^blob:|\*/);
      }
    }
  });

  it('has the same directives in renderer/index.html, less the header-only frame-ancestors', () => {
    const html = readFileSync(resolve(root, 'renderer/index.html'), 'utf8');
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/.exec(html);
    expect(meta?.[1]).toBe(META_CONTENT_SECURITY_POLICY);
    const expected = new Map(header);
    expected.delete('frame-ancestors');
    expect(directives(META_CONTENT_SECURITY_POLICY)).toEqual(expected);
  });

  it('relaxes only style-src for the dev server, and never allows eval', () => {
    const dev = directives(devContentSecurityPolicy(CONTENT_SECURITY_POLICY));
    expect(dev.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(devContentSecurityPolicy(CONTENT_SECURITY_POLICY)).not.toContain('unsafe-eval');
    const rest = new Map(dev);
    rest.delete('style-src');
    const strictRest = new Map(header);
    strictRest.delete('style-src');
    expect(rest).toEqual(strictRest);
  });
});

describe('isAllowedNavigation', () => {
  const packaged = 'file:///opt/Dominoes/resources/app.asar/out/renderer/index.html';
  const dev = 'http://localhost:5173/';

  it.each([
    [packaged, packaged],
    [`${packaged}#/match/3`, packaged],
    [`${packaged}?tab=standings`, packaged],
    ['http://localhost:5173/', dev],
    ['http://localhost:5173/match/3?x=1#y', dev],
  ])('allows %s for the app at %s', (url, appUrl) => {
    expect(isAllowedNavigation(url, appUrl)).toBe(true);
  });

  it.each([
    ['https://example.com/', packaged],
    ['file:///etc/passwd', packaged],
    ['file:///opt/Dominoes/resources/app.asar/out/renderer/other.html', packaged],
    ['file://evil-host/opt/Dominoes/resources/app.asar/out/renderer/index.html', packaged],
    ['http://localhost:5174/', dev],
    ['https://localhost:5173/', dev],
    ['http://127.0.0.1:5173/', dev],
    ['http://localhost.evil.com:5173/', dev],
    ['http://user@evil.com:5173/', dev],
    ['javascript:alert(1)', packaged],
    ['data:text/html,<script>alert(1)</script>', packaged],
    ['about:blank', packaged],
    ['not a url', packaged],
    ['', dev],
    [undefined, packaged],
    [packaged, 'about:blank'],
  ])('denies %s for the app at %s', (url, appUrl) => {
    expect(isAllowedNavigation(url, appUrl)).toBe(false);
  });
});

describe('isPermissionGranted', () => {
  it.each(['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen'])(
    'refuses %s',
    (permission) => {
      expect(isPermissionGranted(permission)).toBe(false);
    },
  );
});

describe('electron/main.ts', () => {
  // main.ts needs the Electron binary, so it is read rather than run: these are the lines that
  // apply the settings above, and a window created any other way would skip them.
  const main = readFileSync(resolve(root, 'electron/main.ts'), 'utf8');

  it('creates every window with the hardened preferences', () => {
    const windows = main.match(/new BrowserWindow\(/g) ?? [];
    const hardened = main.match(/webPreferences: hardenedWebPreferences\(preloadPath\),/g) ?? [];
    expect(windows.length).toBeGreaterThan(0);
    expect(hardened.length).toBe(windows.length);
  });

  it.each([
    ["contents.setWindowOpenHandler(() => ({ action: 'deny' }))", 'denies window.open'],
    ["contents.on('will-attach-webview', (event) => event.preventDefault())", 'prevents webviews'],
    ['if (!isAllowedNavigation(url, appUrl)) event.preventDefault();', 'guards navigation'],
    ["'Content-Security-Policy': [policy]", 'sends the CSP header'],
    ['setPermissionRequestHandler', 'answers permission requests'],
    ['registerApi(ipcMain, appUrl, desktop.handlers,', 'registers the contract through the sender check'],
    ['registerSavePdf(ipcMain, appUrl,', 'registers Save as PDF through the sender check'],
    ["dataDir: app.getPath('userData'),", 'keeps the database in the user’s data folder'],
  ])('contains %s (%s)', (line) => {
    expect(main).toContain(line);
  });

  it('registers no IPC listener of its own: every channel goes through registerApi', () => {
    // test/electron/ipc.test.ts shows registerApi gives each contract method one handler that
    // checks its sender and its input; a listener added here directly would skip both.
    expect(main).not.toMatch(/ipcMain\.(handle|handleOnce|on|once|addListener)\(/);
  });
});

describe('electron/preload.ts', () => {
  const preload = readFileSync(resolve(root, 'electron/preload.ts'), 'utf8');

  it('exposes one object, the named methods of createBridge, and nothing of ipcRenderer but invoke and the one live channel', () => {
    // test/electron/ipc.test.ts checks createBridge has exactly the contract's methods.
    expect(preload.match(/exposeInMainWorld\(/g)).toHaveLength(1);
    expect(preload).toContain('(channel, input) => ipcRenderer.invoke(channel, input)');
    const code = preload.replace(/^\s*\/\/.*$/gm, '');
    // The import, that one call, and the live changes (issue 24) heard on their one channel and let go.
    expect(code.match(/ipcRenderer/g)).toHaveLength(4);
    expect(code).toContain('ipcRenderer.on(LIVE_EVENT_CHANNEL, handler)');
    expect(code).toContain('ipcRenderer.removeListener(LIVE_EVENT_CHANNEL, handler)');
    expect(code.replace('ipcRenderer.on(LIVE_EVENT_CHANNEL, handler)', '')).not.toMatch(/ipcRenderer\.(send|sendSync|on|once|postMessage)|webFrame|process\./);
  });
});
