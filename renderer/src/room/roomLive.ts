/**
 * The room page following its live stream (issue 24): `GET /room/live` on the room's listener,
 * server-sent events for this device or display, its credential (the cookie) saying whose
 * (server/room.ts). Each event is small and names what changed; the page reads what it shows
 * again. The renderer's organizer-side twin is renderer/src/live.ts.
 *
 * Besides the room's own events, two that the browser tells: `lost` (the connection dropped; the
 * browser opens it again by itself, and `hello` says when it is back) and `refused` (the stream
 * could not open at all, as when the credential reaches nothing any more: read something to learn
 * why, the room's refusal says it). After `ended` the stream is closed here, or the browser would
 * open it again and again.
 */
import { listenTo } from '../live.ts';
import type { LiveMessage } from '../live.ts';

/** What the room sends (server/room.ts): `changed` is the display's, `table` a device's. */
export const ROOM_LIVE_EVENTS = ['hello', 'table', 'event', 'clock', 'changed', 'ended', 'ping'] as const;

export type RoomLiveEvent = (typeof ROOM_LIVE_EVENTS)[number] | 'lost' | 'refused';

/** Follows the room's stream for this page's credential; the function returned stops. */
export function followRoom(listener: (message: LiveMessage & { readonly event: RoomLiveEvent }) => void): () => void {
  const source = new EventSource('/room/live');
  listenTo(source, ROOM_LIVE_EVENTS, (message) => {
    if (message.event === 'ended') source.close();
    listener(message);
  });
  source.addEventListener('error', () => {
    // CLOSED: the answer was not a stream (401 without a credential that reaches anything);
    // CONNECTING: the connection dropped and the browser is opening it again.
    listener({ event: source.readyState === EventSource.CLOSED ? 'refused' : 'lost', data: null });
  });
  return () => source.close();
}

/** The reason an `ended` event gives (a code such as room/ended), or null. */
export function endedReason(data: unknown): string | null {
  const reason = typeof data === 'object' && data !== null ? (data as { reason?: unknown }).reason : undefined;
  return typeof reason === 'string' ? reason : null;
}
