/**
 * The window's security settings, kept free of Electron imports so tests can check them in
 * plain Node. electron/main.ts applies them; weakening anything here should fail
 * test/electron/security.test.ts.
 *
 * Sources: Electron's security checklist (https://www.electronjs.org/docs/latest/tutorial/security)
 * and the CSP spec for which directives a <meta> element may carry.
 */

/** electron-vite sets this to the dev server's URL under `electron-vite dev`. */
export const RENDERER_URL_ENV = 'ELECTRON_RENDERER_URL';

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
