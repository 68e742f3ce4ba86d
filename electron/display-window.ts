/**
 * The room's display in a second window of the desktop app (issue 24: the display "opened by the
 * organizer as a second window"), without Electron, so tests reach it as they reach
 * electron/print-pdf.ts. The one way the app opens a window: the page asks on its own channel
 * (api/bridge.ts DISPLAY_WINDOW_CHANNEL) with an event's id, the sender is checked as every
 * handler's (the app's own page), and the window opened shows that event's display route
 * (renderer/src/router.ts `event-display`) with the same hardened settings as the main window;
 * window.open stays denied (electron/main.ts). One display window an event: asked again, the
 * open one comes forward (and can be dragged to the projector's screen, F11 for full screen).
 */
import { z } from 'zod';
import { DISPLAY_WINDOW_CHANNEL } from '../api/bridge.ts';
import type { ApiResult } from '../api/bridge.ts';
import { UNTRUSTED_SENDER } from './ipc.ts';
import { isAllowedNavigation } from './security.ts';

const displayInput = z.strictObject({ eventId: z.int().min(1).max(Number.MAX_SAFE_INTEGER) });

/** The address of event `eventId`'s display in the app: the app's page with the display's route. */
export function displayUrl(appUrl: string, eventId: number): string {
  const url = new URL(appUrl);
  url.hash = `#/event/${eventId}/display`;
  return url.href;
}

/** What the handler needs of Electron: opening (or bringing forward) the display window of an event. */
export interface DisplayHost {
  show(eventId: number, url: string): void;
}

/** The body of the handler: the sender and the input checked, then the window shown. */
export function handleDisplayWindow(senderUrl: string | undefined, appUrl: string, raw: unknown, host: DisplayHost): ApiResult<null> {
  if (!isAllowedNavigation(senderUrl, appUrl)) return { ok: false, error: UNTRUSTED_SENDER };
  const input = displayInput.safeParse(raw);
  if (!input.success) return { ok: false, error: { code: 'input/invalid', message: 'Open the display: say which event (its id, a whole number from 1).', params: { field: 'eventId' } } };
  host.show(input.data.eventId, displayUrl(appUrl, input.data.eventId));
  return { ok: true, value: null };
}

/** What registerDisplayWindow needs of ipcMain. */
export interface DisplayIpcMain {
  handle(channel: string, listener: (event: { readonly senderFrame?: { readonly url: string } | null }, raw: unknown) => ApiResult<null>): void;
}

/** The channel's one handler, through handleDisplayWindow. */
export function registerDisplayWindow(ipc: DisplayIpcMain, appUrl: string, host: DisplayHost): void {
  ipc.handle(DISPLAY_WINDOW_CHANNEL, (event, raw) => handleDisplayWindow(event.senderFrame?.url, appUrl, raw, host));
}
