import { defineStore } from 'pinia';
import type { ApiResult } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { createTableDevice } from './tableDeviceCore.ts';
import type { DeviceCall } from './tableDeviceCore.ts';
import type { OutboxStorage } from './tableDeviceOutbox.ts';

/**
 * A table's device in the room's page (issue 24): the device's logic (stores/tableDeviceCore.ts)
 * over the page's api (its calls go through the room's listener, as this device), the browser's
 * localStorage for the outbox, and the room's live stream (/room/live, server/room.ts): the table
 * read again when someone else changed it, the event or the clock; the device ended when the
 * organizer cuts it off, its round closes or the room goes off.
 */

/** How long after the live stream failed for good (a credential refused, the server gone) it is opened again. */
const FOLLOW_AGAIN_MS = 5_000;

const call: DeviceCall = (method, input) => (api[method] as (input: unknown) => Promise<ApiResult<never>>)(input);

/** localStorage, or nothing where the browser refuses it (the outbox then lives in the page only). */
function browserStorage(): OutboxStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function dataOf(event: Event): Record<string, unknown> {
  try {
    const data = JSON.parse((event as MessageEvent<string>).data) as unknown;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export const useTableDeviceStore = defineStore('tableDevice', () => {
  const device = createTableDevice({ call, storage: browserStorage(), sleep: (ms) => new Promise((done) => setTimeout(done, ms)) });
  let source: EventSource | null = null;
  let again: ReturnType<typeof setTimeout> | null = null;
  /** The stream has said hello before: a hello now is a reconnection, after which the table is read again. */
  let heard = false;

  /** Follows the room's live stream for this device until `stop`. */
  function follow(): void {
    if (source || device.ended.value !== null) return;
    const live = new EventSource('/room/live');
    source = live;
    live.addEventListener('hello', () => {
      // Back after a drop: whatever changed meanwhile is read, and what waits is sent now.
      if (heard && device.table.value !== null) void device.load();
      heard = true;
      device.retryNow();
    });
    live.addEventListener('table', (event) => {
      if (dataOf(event)['origin'] !== 'self') void device.load();
    });
    live.addEventListener('event', () => void device.readTable());
    live.addEventListener('clock', () => void device.readTable());
    live.addEventListener('ended', (event) => {
      const reason = dataOf(event)['reason'];
      device.end(typeof reason === 'string' ? reason : 'room/ended');
      stop();
    });
    // Closed for good (the stream refused, or the server gone a while): the table read says why,
    // and the stream is opened again unless the device has ended. A drop alone the browser retries.
    live.onerror = () => {
      if (live.readyState !== EventSource.CLOSED) return;
      source = null;
      void device.readTable().then(() => {
        if (device.ended.value === null) again = setTimeout(follow, FOLLOW_AGAIN_MS);
      });
    };
  }

  function stop(): void {
    source?.close();
    source = null;
    if (again !== null) clearTimeout(again);
    again = null;
  }

  return { ...device, follow, stop };
});
