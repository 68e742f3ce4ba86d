import type { DominoesBridge } from '../../api/bridge.ts';

/**
 * The one seam between the UI and the app's commands. Components and stores import `api` from
 * here and never look at window.dominoes themselves, so the same UI runs in Electron and in a
 * plain browser.
 */

/** Browser mode, until the HTTP client arrives: answers locally. */
export const browserApi: DominoesBridge = {
  appVersion: () => Promise.resolve({ ok: true, value: 'browser' }),
};

/** The preload bridge when there is one, otherwise the browser implementation. */
export function selectApi(bridge: DominoesBridge | undefined): DominoesBridge {
  return bridge ?? browserApi;
}

export const api: DominoesBridge = selectApi(window.dominoes);
