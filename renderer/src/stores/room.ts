/**
 * The organizer's side of an event's room (issue 24, "Tables on the network" and "The
 * organizer's round, live"): whether the room is on and where, its codes, devices and log of join
 * attempts, the round's clock (`status`, the api's RoomStatus), and each table of the round shown
 * as it is now (`tables`, RoomTableLive: its device, moves waiting, the hand, a call for the
 * referee, games awaiting confirmation).
 *
 * Kept current by the event's live stream (renderer/src/live.ts), never by polling: a `table`
 * message carries the table's new state, which replaces the one held (and the table in the event
 * store, which reads the whole event again when a table starts or completes: the standings follow);
 * `event` reads the event, the room and the round's tables again; `clock` the room.
 */
import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError, ApiResult, RoomStatus, RoomTableLive } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { followEvent } from '../live.ts';
import type { ClockAction } from '../roomClock.ts';
import type { LiveMessage } from '../live.ts';
import { useAppStore } from './app.ts';
import type { Done } from './event.ts';
import { useEventStore } from './event.ts';

/** What the live stream's `table` message carries (server/live.ts): null `live` when the table could not be read. */
interface TableMessage {
  readonly round: number;
  readonly table: number;
  readonly live: RoomTableLive | null;
}

export const useRoomStore = defineStore('room', () => {
  const app = useAppStore();
  const events = useEventStore();

  const status = ref<RoomStatus | null>(null);
  /** This machine's time when `status` came: the clock counts down from it (roomClock.ts). */
  const statusAt = ref(0);
  /** Why the room's state could not be read. */
  const statusError = ref<ApiError | null>(null);
  /** The round whose tables `tables` holds. */
  const tablesOf = ref<{ readonly eventId: number; readonly round: number } | null>(null);
  const tables = ref<Readonly<Record<number, RoomTableLive>>>({});
  /** A command of the room being answered: its switch and buttons wait. */
  const busy = ref(false);

  function keep(eventId: number, r: ApiResult<RoomStatus>): Done<RoomStatus> {
    if (!r.ok) {
      app.notice(r.error);
      return r;
    }
    // An answer for an event left meanwhile is not this page's.
    if (events.view !== null && events.view.id !== eventId) return r;
    status.value = r.value;
    statusAt.value = Date.now();
    statusError.value = null;
    return r;
  }

  /** The room's state read again (the event's page shown, a change heard). */
  async function load(eventId: number): Promise<void> {
    const r = await api.roomStatus({ eventId });
    if (!r.ok && (events.view === null || events.view.id === eventId)) {
      status.value = null;
      statusError.value = r.error;
    }
    keep(eventId, r);
  }

  /** The live state of each table of `round`, read again. */
  async function loadTables(eventId: number, round: number): Promise<void> {
    tablesOf.value = { eventId, round };
    const r = await api.roomTables({ eventId, round });
    const still = tablesOf.value?.eventId === eventId && tablesOf.value.round === round;
    if (!still) return;
    if (!r.ok) {
      // A round redone away, or a database switched: nothing live to show.
      tables.value = {};
      return;
    }
    tables.value = Object.fromEntries(r.value.map((t) => [t.table, t]));
  }

  /** A table of the round shown, as the stream says it is now; the room read again when a device came or went. */
  function tableHeard(eventId: number, message: TableMessage): void {
    const { live } = message;
    if (live === null) {
      void events.refresh(eventId);
      return;
    }
    const shown = tablesOf.value;
    if (shown?.eventId === eventId && shown.round === message.round) {
      const before = tables.value[live.table];
      tables.value = { ...tables.value, [live.table]: live };
      if (before?.devices !== live.devices) void load(eventId);
    }
    void events.liveTable(eventId, message.round, live.view);
  }

  function heard(eventId: number, message: LiveMessage, first: boolean): void {
    switch (message.event) {
      case 'hello':
        // Open again after a drop (the stream reconnects by itself): what changed meanwhile was not heard.
        if (!first) everything(eventId);
        return;
      case 'table':
        tableHeard(eventId, message.data as TableMessage);
        return;
      case 'event':
        everything(eventId);
        return;
      case 'clock':
      case 'room':
        void load(eventId);
        return;
    }
  }

  function everything(eventId: number): void {
    void events.refresh(eventId);
    void load(eventId);
    const shown = tablesOf.value;
    if (shown?.eventId === eventId) void loadTables(eventId, shown.round);
  }

  /** Follows event `eventId` live; the function returned stops. */
  function follow(eventId: number): () => void {
    let first = true;
    return followEvent(eventId, (message) => {
      heard(eventId, message, first);
      if (message.event === 'hello') first = false;
    });
  }

  /** A command of the room: its answer is the room's new state. */
  async function command(eventId: number, run: () => Promise<ApiResult<RoomStatus>>): Promise<Done<RoomStatus>> {
    busy.value = true;
    try {
      return keep(eventId, await run());
    } finally {
      busy.value = false;
    }
  }

  return {
    status,
    statusAt,
    statusError,
    tables,
    tablesOf,
    busy,
    load,
    loadTables,
    follow,
    /** The room on (where the organizer picked, on the desktop) or off. */
    setRoom: (eventId: number, open: boolean, where: { address?: string; port?: number } = {}) => command(eventId, () => api.setRoom({ eventId, open, ...where })),
    disconnect: (eventId: number, device: number) => command(eventId, () => api.disconnectDevice({ eventId, device })),
    newDisplayCode: (eventId: number) => command(eventId, () => api.newDisplayCode({ eventId })),
    clearCall: (eventId: number, round: number, table: number) => command(eventId, () => api.clearCall({ eventId, round, table })),
    setClock: (eventId: number, action: ClockAction, minutes?: number) =>
      command(eventId, () => api.setClock({ eventId, action, ...(minutes === undefined ? {} : { minutes }) })),
    feature: (eventId: number, table: number | null) => command(eventId, () => api.featureTable({ eventId, table })),
    settle: (eventId: number, round: number, table: number, game: number) => command(eventId, () => api.settleResult({ eventId, round, table, game })),
  };
});
