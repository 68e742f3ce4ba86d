/**
 * The window's security settings, kept free of Electron imports so tests can check them in
 * plain Node. electron/main.ts applies them; weakening anything here should fail
 * test/electron/security.test.ts.
 *
 * Sources: Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security)
 * and the CSP spec for which directives a <meta> element may carry.
 */
import { isAbsolute, join, relative, resolve } from 'node:path';

/** electron-vite sets this to the dev server's URL under `electron-vite dev`. */
export const RENDERER_URL_ENV = 'ELECTRON_RENDERER_URL';

/** electron-vite's own mark of `electron-vite dev` ('development'), set in the Electron it starts. */
export const ELECTRON_VITE_MODE_ENV = 'NODE_ENV_ELECTRON_VITE';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The dev server's URL the window follows, or undefined for the built screens. Only under `npm run
 * dev` (electron-vite dev marks its Electron so), never in a packaged app, and only to this machine:
 * the variable alone, left set in a shell, made `npm start` load whatever page it named, with the
 * preload's bridge to the database (issue 18 item 18).
 */
export function devRendererUrl(env: Readonly<Record<string, string | undefined>>, isPackaged: boolean): string | undefined {
  if (isPackaged || env[ELECTRON_VITE_MODE_ENV] !== 'development') return undefined;
  const url = parseUrl(env[RENDERER_URL_ENV]);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:') || !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return env[RENDERER_URL_ENV];
}

/**
 * The built screens are served from the app's own scheme, not file:// (checklist item 18): a
 * file:// page may read any file:// URL the sandbox lets through, and its origin is every file's.
 * `standard` and `secure` give it an origin of its own, which 'self' in the CSP then means.
 */
export const APP_SCHEME = 'app';
const APP_HOST = 'bundle';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/** Whether `url` is of the app's own scheme and host (URL.origin is "null" for a scheme Node does not know). */
function isAppUrl(url: URL): boolean {
  return url.protocol === `${APP_SCHEME}:` && url.host === APP_HOST && url.username === '' && url.password === '';
}
export const APP_URL = `${APP_ORIGIN}/index.html`;

/**
 * The file of the renderer's folder `dir` that an app:// request asks for, or null: another host,
 * another scheme, a NUL, or a path that leads out of the folder (`..`, encoded or not).
 */
export function rendererFileFor(url: string, dir: string): string | null {
  const target = parseUrl(url);
  if (target === null || !isAppUrl(target)) return null;
  let path: string;
  try {
    path = decodeURIComponent(target.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const file = resolve(dir, `.${path === '/' ? '/index.html' : path}`);
  const inside = relative(dir, file);
  if (inside === '' || inside.startsWith('..') || isAbsolute(inside)) return null;
  return join(dir, inside);
}

/**
 * The Electron fuses a packaged build must have flipped (checklist item 19), by @electron/fuses'
 * names: no running as plain Node (ELECTRON_RUN_AS_NODE), no NODE_OPTIONS and no --inspect, which
 * would each run any code with the app's access to the database; the app only from its asar,
 * checked against its hash; cookies encrypted; no extra privileges for file://. This repository
 * has no packaging step yet: whichever is added applies these (FuseV1Options) to the binary.
 */
export const PACKAGED_FUSES = {
  RunAsNode: false,
  EnableCookieEncryption: true,
  EnableNodeOptionsEnvironmentVariable: false,
  EnableNodeCliInspectArguments: false,
  EnableEmbeddedAsarIntegrityValidation: true,
  OnlyLoadAppFromAsar: true,
  GrantFileProtocolExtraPrivileges: false,
} as const;

/**
 * webPreferences for every window. Checklist items 2–4 (no Node in the renderer, context
 * isolation, sandbox), 5 (webSecurity), 8 (no insecure content), 9 (no experimental features),
 * 12 (no <webview>). The preload is the only bridge, and it is sandboxed, so it must be one
 * CommonJS file (see electron.vite.config.ts).
 */
export function hardenedWebPreferences(preloadPath: string) {
  return {
    preload: preloadPath,
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
  } as const;
}

const CSP_DIRECTIVES: readonly (readonly [string, string])[] = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  // Vite extracts component styles into a .css file in production, and Vue's :style bindings go
  // through the CSSOM, which CSP does not govern, so no 'unsafe-inline' is needed.
  ['style-src', "'self'"],
  ['img-src', "'self' data:"],
  ['font-src', "'self'"],
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

function serialize(directives: readonly (readonly [string, string])[]): string {
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** The policy sent as a response header for everything the window loads. */
export const CONTENT_SECURITY_POLICY = serialize(CSP_DIRECTIVES);

/**
 * The same policy for renderer/index.html's <meta http-equiv>. frame-ancestors is left out
 * because browsers ignore it in <meta> and log an error for it (CSP3 §6.1.2); the header carries it.
 */
export const META_CONTENT_SECURITY_POLICY = serialize(
  CSP_DIRECTIVES.filter(([name]) => name !== 'frame-ancestors'),
);

/**
 * Under `electron-vite dev` only: Vite's dev server injects component styles as <style>
 * elements, which a strict style-src blocks. Production builds never use this.
 */
export function devContentSecurityPolicy(policy: string): string {
  return policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}

function parseUrl(url: string | undefined): URL | null {
  if (url === undefined) return null;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * Whether `url` is the app itself, for navigation and for IPC sender checks. In production the
 * app is one file:// page, so only that exact file counts (any query or hash); in dev it is the
 * Vite server, so only that origin counts. Everything else (other files, other hosts, data:,
 * javascript:, about:) is foreign.
 */
export function isAllowedNavigation(url: string | undefined, appUrl: string): boolean {
  const target = parseUrl(url);
  const app = parseUrl(appUrl);
  if (target === null || app === null) return false;
  if (app.protocol === `${APP_SCHEME}:`) {
    // Every page of the app's own scheme is a file of the renderer's folder (rendererFileFor).
    return isAppUrl(app) && isAppUrl(target);
  }
  if (app.protocol === 'file:') {
    return target.protocol === 'file:' && target.host === app.host && target.pathname === app.pathname;
  }
  if (app.protocol === 'http:' || app.protocol === 'https:') {
    return target.origin === app.origin;
  }
  return false;
}

/** Every permission (camera, notifications, geolocation, …) is refused: the app needs none. */
export function isPermissionGranted(_permission: string): boolean {
  return false;
}
