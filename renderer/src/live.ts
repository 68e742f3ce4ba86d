/**
 * The organizer's screens following an event as it changes (issue 24, "The organizer's round,
 * live"): pushed from the app, never polled. One seam, as api.ts is for the calls: in browser mode
 * server-sent events from /live?event=N (server/live.ts); in the desktop window the preload's
 * `followEvent` over IPC (electron/main.ts), carrying the same messages.
 *
 * Each message names what changed (server/live.ts): `table` with the table's live state, `event`
 * (read the event again), `clock`, `room` (the room's own state); `hello` once the stream is open.
 */
export interface LiveMessage {
  readonly event: string;
  readonly data: unknown;
}

export const LIVE_EVENTS = ['hello', 'table', 'event', 'clock', 'room'] as const;

/** Follows event `eventId`; the function returned stops. */
export function followEvent(eventId: number, listener: (message: LiveMessage) => void): () => void {
  const bridge = window.dominoes;
  if (bridge?.followEvent) return bridge.followEvent(eventId, listener);
  const source = new EventSource(`/live?event=${eventId}`);
  listenTo(source, LIVE_EVENTS, listener);
  return () => source.close();
}

/** Each of the `names` events of a server-sent stream to `listener`, its data parsed (null when it is not JSON). */
export function listenTo<E extends string>(source: EventSource, names: readonly E[], listener: (message: LiveMessage & { readonly event: E }) => void): void {
  for (const name of names) {
    source.addEventListener(name, (e) => {
      let data: unknown = null;
      try {
        data = JSON.parse((e as MessageEvent<string>).data);
      } catch {
        data = null;
      }
      listener({ event: name, data });
    });
  }
}
