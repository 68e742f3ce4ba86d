/**
 * The organizer's live stream in browser mode (issue 24, "The organizer's round, live"):
 * `GET /live?event=N` on the organizer's own listener (127.0.0.1, server/app.ts: the same Host
 * and Origin checks), answered as server-sent events. Each event is small and names what changed:
 *
 * - `table` `{ round, table, live }`: one table as the round screen shows it (RoomTableLive), sent
 *   as soon as a write at it is answered (a device's move, a paper score, a confirmation, a call,
 *   a device joining or leaving);
 * - `event` `{}`: something of the whole event (a round drawn, an entrant, the room on or off):
 *   the screen reads the event again;
 * - `clock` `{}`: the round's clock changed;
 * - `room` `{}`: the room's own state (a join attempt logged): the room panel reads it again.
 *
 * The desktop window gets the same events over IPC (electron/main.ts), from the same function.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { LiveChange } from '../api/live.ts';
import type { Service } from '../api/service.ts';

const KEEPALIVE_MS = 20_000;

/** One change as the organizer's screens hear it: its name and its data, or null when it is not this event's. */
export function organizerEvent(service: Pick<Service, 'roomAccess'>, eventId: number, change: LiveChange): { event: string; data: unknown } | null {
  if (change.eventId !== eventId) return null;
  switch (change.kind) {
    case 'table': {
      const live = service.roomAccess.tableLive(eventId, change.round, change.table);
      return { event: 'table', data: { round: change.round, table: change.table, live: live.ok ? live.value : null } };
    }
    case 'clock':
      return { event: 'clock', data: {} };
    case 'room':
      return { event: 'room', data: {} };
    case 'device':
    case 'event':
      return { event: 'event', data: {} };
  }
}

/**
 * Follows event `eventId` for the organizer's screens: `send` gets each change as organizerEvent
 * says it, read after the write's answer has gone (setImmediate) and once for several changes to
 * one table meanwhile: the device that moved hears "saved" first, and a burst costs one read.
 * The function returned stops. Browser mode's stream and the desktop's IPC (electron/live-ipc.ts)
 * both follow so.
 */
export function followOrganizer(service: Pick<Service, 'bus' | 'roomAccess'>, eventId: number, send: (event: string, data: unknown) => void): () => void {
  const due = new Set<string>();
  return service.bus.subscribe((change) => {
    if (change.eventId !== eventId) return;
    const key = change.kind === 'table' ? `table:${change.round}:${change.table}` : change.kind;
    if (due.has(key)) return;
    due.add(key);
    setImmediate(() => {
      due.delete(key);
      const said = organizerEvent(service, eventId, change);
      if (said) send(said.event, said.data);
    });
  });
}

/** The stream for `GET /live?event=N`. */
export function organizerLive(c: Context, service: Pick<Service, 'bus' | 'roomAccess'>): Response {
  const eventId = Number(c.req.query('event'));
  return streamSSE(c, async (stream) => {
    if (!Number.isSafeInteger(eventId) || eventId < 1) {
      await stream.writeSSE({ event: 'error', data: JSON.stringify({ code: 'input/invalid', message: 'Say which event to follow: /live?event=N.' }) });
      return;
    }
    let pending: Promise<void> = Promise.resolve();
    const send = (event: string, data: unknown) => {
      pending = pending.then(() => stream.writeSSE({ event, data: JSON.stringify(data) })).catch(() => undefined);
    };
    const unsubscribe = followOrganizer(service, eventId, send);
    send('hello', { eventId });
    const keepalive = setInterval(() => send('ping', {}), KEEPALIVE_MS);
    await new Promise<void>((closed) => stream.onAbort(() => closed()));
    clearInterval(keepalive);
    unsubscribe();
  });
}
