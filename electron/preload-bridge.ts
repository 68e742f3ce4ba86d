import { DISPLAY_WINDOW_CHANNEL, IPC_CHANNELS, LIVE_FOLLOW_CHANNEL, LIVE_UNFOLLOW_CHANNEL, SAVE_PDF_CHANNEL } from '../api/bridge.ts';
import type { DominoesBridge } from '../api/bridge.ts';
import type { DominoesApi } from '../api/contract.ts';
import { API_METHODS } from '../api/methods.ts';

/** What the bridge needs of ipcRenderer: one request on one channel with one argument. */
export type InvokeChannel = (channel: string, input: unknown) => Promise<unknown>;

/** The bridge: the contract, the desktop's Save as PDF (api/bridge.ts, SAVE_PDF_CHANNEL), and following an event live. */
export type DesktopBridge = DominoesApi & Required<Pick<DominoesBridge, 'savePdf' | 'followEvent' | 'openDisplay'>>;

/** What the bridge needs of ipcRenderer.on for the live changes: a listener for LIVE_EVENT_CHANNEL, and a way to stop it. */
export type OnLive = (listener: (message: unknown) => void) => () => void;

/**
 * The object the preload exposes as `window.dominoes`: one named method per contract method and
 * Save as PDF, each bound to its own channel and passing on exactly one argument. The page gets these
 * functions only, never `invoke` or ipcRenderer (Electron's security checklist, item 17: a page
 * that could name any channel could reach any handler the app ever registers).
 *
 * Kept out of electron/preload.ts, which imports 'electron', so tests can build it in plain Node.
 * It imports api/methods.ts and api/bridge.ts only (no zod), which keeps the sandboxed preload small.
 */
export function createBridge(invoke: InvokeChannel, onLive: OnLive = () => () => {}): DesktopBridge {
  const bridge: Record<string, unknown> = {};
  for (const method of API_METHODS) {
    const channel = IPC_CHANNELS[method];
    bridge[method] = (input?: unknown) => invoke(channel, input);
  }
  bridge['savePdf'] = (input?: unknown) => invoke(SAVE_PDF_CHANNEL, input);
  bridge['openDisplay'] = (input?: unknown) => invoke(DISPLAY_WINDOW_CHANNEL, input);
  // The live changes of one event (issue 24): the main process's follow id picks this page's own.
  bridge['followEvent'] = (eventId: unknown, listener: (message: { event: string; data: unknown }) => void) => {
    let follow: number | null = null;
    let stopped = false;
    const off = onLive((message) => {
      const m = message as { follow?: unknown; event?: unknown; data?: unknown } | null;
      if (follow !== null && m !== null && m.follow === follow && typeof m.event === 'string') listener({ event: m.event, data: m.data });
    });
    void invoke(LIVE_FOLLOW_CHANNEL, eventId).then((id) => {
      if (typeof id !== 'number') return;
      if (stopped) void invoke(LIVE_UNFOLLOW_CHANNEL, id);
      else {
        follow = id;
        listener({ event: 'hello', data: { eventId } });
      }
    });
    return () => {
      stopped = true;
      off();
      if (follow !== null) void invoke(LIVE_UNFOLLOW_CHANNEL, follow);
    };
  };
  return Object.freeze(bridge) as unknown as DesktopBridge;
}
