import { onUnmounted, watch } from 'vue';
import { useRoomStore } from '../stores/room.ts';

/**
 * The event's page follows its event live while it is shown (issue 24, "The organizer's round,
 * live"): the stream opened for the event in the address, and closed when the page goes or
 * another event is shown; the room's state read as it opens.
 */
export function useEventLive(eventId: () => number): void {
  const room = useRoomStore();
  let stop: (() => void) | null = null;
  watch(
    eventId,
    (id) => {
      stop?.();
      stop = room.follow(id);
      void room.load(id);
    },
    { immediate: true },
  );
  onUnmounted(() => {
    stop?.();
    stop = null;
  });
}
