/**
 * What changed, pushed to whoever follows it (issue 24: "The round screen follows every table as
 * it changes, pushed from the server (server-sent events or a WebSocket, not polling)"). The
 * service publishes one small change after each write it answers (api/service.ts); the transports
 * carry it to the pages that follow the event (server/live.ts over server-sent events, the desktop
 * window over IPC), each of which reads what it shows of that table or event again.
 *
 * A change names what changed, not its new value: each follower has its own view of it (the
 * organizer's round screen, a device's table, the display), and reads just that. In this process
 * only: a second app on the same file is not heard (its writes are seen on the next read).
 */

export type LiveChange =
  /** Something at a table: a move, a game started or scored, a confirmation, a call, a device. */
  | { readonly kind: 'table'; readonly eventId: number; readonly round: number; readonly table: number; readonly origin: string }
  /** Something of the whole event: a round drawn, an entrant, the room turned on or off, the featured table. */
  | { readonly kind: 'event'; readonly eventId: number; readonly origin: string }
  /** The round's clock. */
  | { readonly kind: 'clock'; readonly eventId: number; readonly origin: string }
  /** A device cut off by the organizer: its pages say so at once. */
  | { readonly kind: 'device'; readonly eventId: number; readonly deviceId: number; readonly origin: string }
  /** The room's own state: a join attempt logged, a device's stream closed long enough to count as gone. */
  | { readonly kind: 'room'; readonly eventId: number; readonly origin: string };

export type LiveListener = (change: LiveChange) => void;

export class LiveBus {
  private readonly listeners = new Set<LiveListener>();

  /** Follows every change from now on; the function returned stops. */
  subscribe(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  publish(change: LiveChange): void {
    // A follower's fault (a closed stream) is its own: it does not stop the others, nor the write.
    for (const listener of [...this.listeners]) {
      try {
        listener(change);
      } catch {
        this.listeners.delete(listener);
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }
}
