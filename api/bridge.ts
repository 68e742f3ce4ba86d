/**
 * The contract between the renderer and whatever serves it: the preload bridge in the desktop
 * app, a fallback (later an HTTP client) in browser mode. Both sides import these types, so a
 * method added here must be implemented by electron/preload.ts, electron/main.ts and
 * renderer/src/api.ts before the typecheck passes.
 */

/** An expected failure crossing the bridge: a stable code and a human message. */
export interface ApiError {
  readonly code: string;
  readonly message: string;
}

/**
 * Every call answers with a value, never a throw: Electron keeps only the message of an error
 * thrown in an IPC handler, so the code would be lost.
 */
export type ApiResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: ApiError };

/** What the renderer can ask for. One named method per command; never a generic send/invoke. */
export interface DominoesBridge {
  /** The app's version from package.json. */
  appVersion(): Promise<ApiResult<string>>;
}

/** The name under which the preload exposes the bridge: `window.dominoes`. */
export const BRIDGE_KEY = 'dominoes';

/** IPC channel per bridge method. */
export const IPC_CHANNELS = {
  appVersion: 'app:version',
} as const satisfies Record<keyof DominoesBridge, string>;
