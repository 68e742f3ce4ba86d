/**
 * The organizer's live changes in the desktop window (issue 24; electron/live-ipc.ts and the
 * preload's followEvent): the messages browser mode gets as server-sent events (server/live.ts),
 * over IPC, to the app's own page only, each window its own follows, stopped on unfollow or when
 * the window goes.
 */
import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_CHANNEL } from '../../api/bridge.ts';
import { LiveBus } from '../../api/live.ts';
import type { Service } from '../../api/service.ts';
import { registerLive } from '../../electron/live-ipc.ts';
import type { LiveInvokeEvent, LiveSender } from '../../electron/live-ipc.ts';
import { createBridge } from '../../electron/preload-bridge.ts';

const appUrl = 'file:///app/out/renderer/index.html';

function fakeSender(): LiveSender & { sent: unknown[]; destroy(): void } {
  const gone: (() => void)[] = [];
  let destroyed = false;
  const sent: unknown[] = [];
  return {
    sent,
    send: (channel, message) => {
      expect(channel).toBe(LIVE_EVENT_CHANNEL);
      sent.push(message);
    },
    once: (_event, listener) => gone.push(listener),
    isDestroyed: () => destroyed,
    destroy: () => {
      destroyed = true;
      for (const g of gone) g();
    },
  };
}

function setUp() {
  const handlers = new Map<string, (event: LiveInvokeEvent, ...args: unknown[]) => unknown>();
  const bus = new LiveBus();
  const service = { bus, roomAccess: { tableLive: (eventId: number, round: number, table: number) => ({ ok: true, value: { eventId, round, table } }) } } as unknown as Pick<Service, 'bus' | 'roomAccess'>;
  registerLive({ handle: (channel, listener) => handlers.set(channel, listener) }, appUrl, () => service);
  return { handlers, bus };
}

describe('live changes over IPC', () => {
  it("sends a followed event's table changes to the window that follows it, as server/live.ts words them, and stops on unfollow", async () => {
    const { handlers, bus } = setUp();
    const sender = fakeSender();
    const event = { senderFrame: { url: `${appUrl}#/event/1` }, sender };
    const heard: unknown[] = [];
    const bridge = createBridge(
      async (channel, input) => handlers.get(channel)!(event, input),
      (listener) => {
        const wrapped = (m: unknown) => listener(m);
        // What ipcRenderer.on does: every message on the channel.
        const sendOriginal = sender.send.bind(sender);
        sender.send = (channel, message) => {
          sendOriginal(channel, message);
          wrapped(message);
        };
        return () => {
          sender.send = sendOriginal;
        };
      },
    );
    const stop = bridge.followEvent(1, (m) => heard.push(m));
    await expect.poll(() => heard).toEqual([{ event: 'hello', data: { eventId: 1 } }]);
    bus.publish({ kind: 'table', eventId: 1, round: 2, table: 3, origin: 'device:4' });
    // A burst at one table is read once.
    bus.publish({ kind: 'table', eventId: 1, round: 2, table: 3, origin: 'device:4' });
    bus.publish({ kind: 'table', eventId: 2, round: 1, table: 1, origin: 'organizer' });
    bus.publish({ kind: 'clock', eventId: 1, origin: 'organizer' });
    await new Promise((r) => setImmediate(r));
    expect(heard.slice(1)).toEqual([
      { event: 'table', data: { round: 2, table: 3, live: { eventId: 1, round: 2, table: 3 } } },
      { event: 'clock', data: {} },
    ]);
    stop();
    await expect.poll(() => bus.size).toBe(0);
  });

  it("refuses a page that is not the app's, and stops following when the window goes", () => {
    const { handlers, bus } = setUp();
    const stranger = fakeSender();
    expect(handlers.get('live:follow')!({ senderFrame: { url: 'https://evil.example/' }, sender: stranger }, 1)).toBeNull();
    expect(bus.size).toBe(0);
    const sender = fakeSender();
    expect(typeof handlers.get('live:follow')!({ senderFrame: { url: appUrl }, sender }, 1)).toBe('number');
    expect(bus.size).toBe(1);
    sender.destroy();
    expect(bus.size).toBe(0);
    expect(handlers.get('live:follow')!({ senderFrame: { url: appUrl }, sender: fakeSender() }, 'one')).toBeNull();
  });
});
