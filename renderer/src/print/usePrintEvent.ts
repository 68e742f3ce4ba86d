/**
 * The event (and, for the standings sheet, its standings) that a printed sheet shows, read once
 * through the api seam (renderer/src/api.ts): a sheet is a picture of the event when it was
 * opened, not a live screen, so that what is printed is what was looked at.
 */
import { ref } from 'vue';
import type { ApiError, EventView, StandingsView } from '../../../api/contract.ts';
import { api } from '../api.ts';

export function usePrintEvent(eventId: number, withStandings: boolean) {
  const event = ref<EventView | null>(null);
  const standings = ref<StandingsView | null>(null);
  const error = ref<ApiError | null>(null);

  async function load(): Promise<void> {
    const [read, ranked] = await Promise.all([
      api.getEvent({ eventId }),
      withStandings ? api.getStandings({ eventId }) : Promise.resolve(null),
    ]);
    if (!read.ok) {
      error.value = read.error;
      return;
    }
    if (ranked !== null && !ranked.ok) {
      error.value = ranked.error;
      return;
    }
    standings.value = ranked?.value ?? null;
    event.value = read.value;
  }

  return { event, standings, error, load };
}
