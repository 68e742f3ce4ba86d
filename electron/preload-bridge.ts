import { IPC_CHANNELS, SAVE_PDF_CHANNEL } from '../api/bridge.ts';
import type { DominoesBridge } from '../api/bridge.ts';
import type { DominoesApi } from '../api/contract.ts';
import { API_METHODS } from '../api/methods.ts';

/** What the bridge needs of ipcRenderer: one request on one channel with one argument. */
export type InvokeChannel = (channel: string, input: unknown) => Promise<unknown>;

/** The bridge: the contract, and the desktop's Save as PDF (api/bridge.ts, SAVE_PDF_CHANNEL). */
export type DesktopBridge = DominoesApi & Required<Pick<DominoesBridge, 'savePdf'>>;

/**
 * The object the preload exposes as `window.dominoes`: one named method per contract method and
 * Save as PDF, each bound to its own channel and passing on exactly one argument. The page gets these
 * functions only, never `invoke` or ipcRenderer (Electron's security checklist, item 17: a page
 * that could name any channel could reach any handler the app ever registers).
 *
 * Kept out of electron/preload.ts, which imports 'electron', so tests can build it in plain Node.
 * It imports api/methods.ts and api/bridge.ts only (no zod), which keeps the sandboxed preload small.
 */
export function createBridge(invoke: InvokeChannel): DesktopBridge {
  const bridge: Record<string, (input?: unknown) => Promise<unknown>> = {};
  for (const method of API_METHODS) {
    const channel = IPC_CHANNELS[method];
    bridge[method] = (input?: unknown) => invoke(channel, input);
  }
  bridge['savePdf'] = (input?: unknown) => invoke(SAVE_PDF_CHANNEL, input);
  return Object.freeze(bridge) as unknown as DesktopBridge;
}
