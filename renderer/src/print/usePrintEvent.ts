/**
 * What a printed sheet shows, read once through the api seam (renderer/src/api.ts): a sheet is a
 * picture of the event when it was opened, not a live screen, so that what is printed is what was
 * looked at.
 */
import { computed, onMounted, ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { ApiError, EventListItem, EventView, RoomCodeView, StandingsView } from '../../../api/contract.ts';
import { api } from '../api.ts';

/** The whole event: the seating and score cards need its rounds and entrants. */
export function usePrintEvent(eventId: number) {
  const event = ref<EventView | null>(null);
  const error = ref<ApiError | null>(null);

  async function load(): Promise<void> {
    const read = await api.getEvent({ eventId });
    if (read.ok) event.value = read.value;
    else error.value = read.error;
  }

  return { event, error, load };
}

/** The sheet's error for a round the event does not have (a stale address, a round redone). */
export function useNoRound(): (round: number) => ApiError {
  const { t } = useI18n();
  return (round) => ({ code: 'print/no-round', message: t('print.noRound', { n: round }), params: {} });
}

/**
 * A sheet of one drawn round (the seating, find your table), read as the sheet opens: the event,
 * the round (null until read, or when the event has no such round), and PrintSheet's props but
 * the title (`sheet`: the page header's event and round, portrait, ready once the round is read,
 * the error the api's or the round's absence).
 */
export function usePrintRound(eventId: number, round: number) {
  const noRound = useNoRound();
  const { event, error, load } = usePrintEvent(eventId);
  onMounted(() => void load());
  const drawn = computed(() => event.value?.rounds[round - 1] ?? null);
  const sheet = computed(() => ({
    event: event.value,
    round,
    orientation: 'portrait' as const,
    ready: drawn.value !== null,
    error: error.value ?? (event.value !== null && drawn.value === null ? noRound(round) : null),
  }));
  return { event, drawn, sheet };
}

/**
 * The standings and, for the page header, the event's line in the list (name, date, venue,
 * rounds): not the whole event, whose every table and game a 256-pair, 10-round event sends as
 * several megabytes, most of the time of the standings PDF (bench/standings-pdf.ts).
 */
export function usePrintStandings(eventId: number) {
  const event = ref<EventListItem | null>(null);
  const standings = ref<StandingsView | null>(null);
  const error = ref<ApiError | null>(null);

  async function load(): Promise<void> {
    const [listed, ranked] = await Promise.all([api.listEvents({}), api.getStandings({ eventId })]);
    if (!ranked.ok) {
      error.value = ranked.error;
      return;
    }
    if (!listed.ok) {
      error.value = listed.error;
      return;
    }
    const found = listed.value.find((e) => e.id === eventId);
    // getStandings answered for this id, so the list has it; a race with a deletion is all this
    // could be, and the standings say which event they are without the header.
    if (found === undefined) {
      error.value = { code: 'event/no-such-event', message: `There is no event ${eventId}.`, params: { event: eventId } };
      return;
    }
    standings.value = ranked.value;
    event.value = found;
  }

  return { event, standings, error, load };
}

/**
 * The join codes of a round's tables while the event's room is on (issue 24: "printed with its
 * QR code on the table's score card and on the seating sheet"), by table, each with the link its
 * QR code holds, and the room's address for a device that types its code; none when the room is
 * off or the round is not the one being played (its codes have ended), or the room's state could
 * not be read: the sheet is then the sheet it always was. `read`: asked and answered.
 */
export function usePrintJoin(eventId: number, round: number | null) {
  const codes = ref<ReadonlyMap<number, RoomCodeView & { readonly joinUrl: string }>>(new Map());
  const url = ref<string | null>(null);
  const read = ref(round === null);
  onMounted(async () => {
    if (round === null) return;
    const status = await api.roomStatus({ eventId });
    if (status.ok && status.value.open && status.value.round === round && status.value.url !== null) {
      url.value = status.value.url;
      codes.value = new Map(status.value.codes.flatMap((c) => (c.joinUrl === null ? [] : [[c.table, { ...c, joinUrl: c.joinUrl }] as const])));
    }
    read.value = true;
  });
  return { codes, url, read };
}
