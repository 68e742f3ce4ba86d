/**
 * The desktop transport's names: the key under which the preload exposes the contract
 * (`window.dominoes`) and the IPC channel of each method. The contract itself (inputs, outputs,
 * ApiResult) is api/contract.ts.
 */
import type { ApiMethod, ApiResult, DominoesApi } from './contract.ts';
import { API_METHODS, ipcChannel } from './methods.ts';

export type { ApiError, ApiResult } from './contract.ts';

/**
 * What the preload exposes. Today's preload offers `appVersion` only; once it carries every
 * method this becomes `DominoesApi` itself (the renderer already types `window.dominoes` so).
 */
export interface DominoesBridge {
  /** The app's version from package.json. */
  appVersion(): Promise<ApiResult<string>>;
}

/** The full bridge: one named method per contract method. */
export type FullBridge = DominoesApi;

/** The name under which the preload exposes the bridge: `window.dominoes`. */
export const BRIDGE_KEY = 'dominoes';

/** IPC channel per contract method: 'api:<method>' (electron/main.ts handles, preload invokes). */
export const IPC_CHANNELS = Object.fromEntries(API_METHODS.map((m) => [m, ipcChannel(m)])) as {
  readonly [M in ApiMethod]: string;
};
