/**
 * The organizer's live changes in the desktop window (issue 24): what server/live.ts sends browser
 * mode as server-sent events, sent here over IPC. Without Electron, so tests reach it: main.ts
 * gives it ipcMain and each sender's `send`.
 *
 * `live:follow` (the event's id) starts following for the window that asks (its sender checked as
 * every handler's: electron/ipc.ts) and answers a follow id; each change then goes to that window
 * as `live:event` `{ follow, event, data }`; `live:unfollow` (the id) stops, and so does the window
 * going away.
 */
import { LIVE_EVENT_CHANNEL, LIVE_FOLLOW_CHANNEL, LIVE_UNFOLLOW_CHANNEL } from '../api/bridge.ts';
import type { Service } from '../api/service.ts';
import { followOrganizer } from '../server/live.ts';
import { isAllowedNavigation } from './security.ts';

/** What the handlers need of the window that asks. */
export interface LiveSender {
  send(channel: string, message: unknown): void;
  once(event: 'destroyed', listener: () => void): void;
  isDestroyed(): boolean;
}

export interface LiveInvokeEvent {
  readonly senderFrame?: { readonly url: string } | null;
  readonly sender: LiveSender;
}

export interface LiveIpcMain {
  handle(channel: string, listener: (event: LiveInvokeEvent, ...args: unknown[]) => unknown): void;
}

export function registerLive(ipc: LiveIpcMain, appUrl: string, service: () => Pick<Service, 'bus' | 'roomAccess'>): void {
  const follows = new Map<number, () => void>();
  let next = 1;
  ipc.handle(LIVE_FOLLOW_CHANNEL, (event, eventId) => {
    if (!isAllowedNavigation(event.senderFrame?.url, appUrl)) return null;
    if (typeof eventId !== 'number' || !Number.isSafeInteger(eventId) || eventId < 1) return null;
    const follow = next++;
    const { sender } = event;
    const unsubscribe = followOrganizer(service(), eventId, (name, data) => {
      if (!sender.isDestroyed()) sender.send(LIVE_EVENT_CHANNEL, { follow, event: name, data });
    });
    follows.set(follow, unsubscribe);
    sender.once('destroyed', () => {
      follows.get(follow)?.();
      follows.delete(follow);
    });
    return follow;
  });
  ipc.handle(LIVE_UNFOLLOW_CHANNEL, (event, follow) => {
    if (!isAllowedNavigation(event.senderFrame?.url, appUrl)) return null;
    if (typeof follow === 'number') {
      follows.get(follow)?.();
      follows.delete(follow);
    }
    return null;
  });
}
