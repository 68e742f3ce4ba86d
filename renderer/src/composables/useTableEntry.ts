import { computed, ref, watch } from 'vue';
import type { ApiError, HandView, LegalPlayView } from '../../../api/contract.ts';
import { useMatchStore } from '../stores/match.ts';
import { boneKey } from './bones.ts';
import { EMPTY_ENTRY, entryKey, entryOfBone } from './entry.ts';
import type { EntryCommand, EntryEnd, EntryKey, EntryState } from './entry.ts';

/**
 * The table's entry: keys and clicks become moves sent to the engine. What may be played comes
 * from the hand's `legal` list (the engine's legalPlays); what is refused comes back with the
 * engine's message, and the typed entry stays so it can be corrected.
 */
export function useTableEntry() {
  const match = useMatchStore();
  const entry = ref<EntryState>(EMPTY_ENTRY);
  /** What Enter lacked: the bone, or the end for a bone that fits both. */
  const missing = ref<'bone' | 'end' | null>(null);
  /** The seat chosen as poser before the pose (when more than one may pose). */
  const poser = ref<number | null>(null);
  /** Keys typed while a move was being saved: replayed in order once it is. */
  const pending: EntryKey[] = [];

  const hand = computed<HandView | null>(() => match.hand);
  const inPlay = computed(() => {
    const h = hand.value;
    return h !== null && (h.status === 'playing' || h.status === 'waiting-pose') && match.view?.status === 'playing';
  });

  // A new hand (or a reopened match) starts with the first seat that may pose chosen.
  watch(
    () => [hand.value?.index, hand.value?.status, hand.value?.pose.seats.join()] as const,
    () => {
      const h = hand.value;
      if (h?.status === 'waiting-pose' && (poser.value === null || !h.pose.seats.includes(poser.value))) poser.value = h.pose.seats[0] ?? null;
    },
    { immediate: true },
  );

  /** Whose move is being entered: the seat to play, or the chosen poser. */
  const seat = computed<number | null>(() => {
    const h = hand.value;
    if (!h || !inPlay.value) return null;
    return h.turn ?? poser.value;
  });

  const legal = computed<readonly LegalPlayView[]>(() => (hand.value?.legal ?? []).filter((p) => p.seat === seat.value));
  const fits = computed(() => new Set(legal.value.map((p) => boneKey(p.bone))));
  const down = computed(() => new Set((hand.value?.line ?? []).map((p) => boneKey(p.bone))));

  /** The bone fits both ends and they show different numbers: the scorekeeper must say which. */
  function needsEnd(bone: readonly [number, number]): boolean {
    const ends = hand.value?.ends;
    if (!ends || ends[0] === ends[1]) return false;
    const key = boneKey(bone);
    const at = new Set(legal.value.filter((p) => boneKey(p.bone) === key).map((p) => p.end));
    return at.has('left') && at.has('right');
  }

  const endChoice = computed(() => entry.value.digits.length === 2 && needsEnd([Number(entry.value.digits[0]), Number(entry.value.digits[1])]));

  async function send(command: EntryCommand): Promise<void> {
    if (command.kind === 'incomplete') {
      missing.value = command.missing;
      return;
    }
    missing.value = null;
    if (command.kind === 'undo') {
      await match.undo();
      return;
    }
    const who = seat.value;
    if (who === null) return;
    const move =
      command.kind === 'pass'
        ? { seat: who, pass: true as const }
        : { seat: who, bone: [command.bone[0], command.bone[1]] as [number, number], ...(command.end && { end: command.end }) };
    const typed = entry.value;
    const r = await match.record(move);
    // Saved: clear the entry unless the scorekeeper has typed on since. Refused: keep it.
    if (r.ok && entry.value === typed) entry.value = EMPTY_ENTRY;
  }

  let running = false;
  async function run(key: EntryKey): Promise<boolean> {
    const step = entryKey(entry.value, key, needsEnd);
    if (step.state !== entry.value) {
      entry.value = step.state;
      missing.value = null;
      if (match.refusal) match.clearRefusal();
    }
    if (step.command) {
      running = true;
      try {
        await send(step.command);
      } finally {
        running = false;
      }
      await drain();
    }
    return step.handled;
  }

  async function drain(): Promise<void> {
    while (pending.length > 0 && !running && !match.busy) await run(pending.shift()!);
  }
  watch(
    () => match.busy,
    (busy) => {
      if (!busy) void drain();
    },
  );

  /** The entry box's keydown: ↑/↓ choose the poser before the pose; the rest is the entry's. */
  function onKeydown(event: KeyboardEvent): void {
    const h = hand.value;
    if (h?.status === 'waiting-pose' && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && h.pose.seats.length > 1) {
      event.preventDefault();
      const seats = h.pose.seats;
      const at = Math.max(0, seats.indexOf(poser.value ?? seats[0]!));
      poser.value = seats[(at + (event.key === 'ArrowDown' ? 1 : seats.length - 1)) % seats.length]!;
      return;
    }
    const key: EntryKey = { key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey };
    const probe = entryKey(entry.value, key, needsEnd);
    if (probe.handled) event.preventDefault();
    if (running || match.busy) {
      if (probe.handled) pending.push(key);
      return;
    }
    void run(key);
  }

  /** A bone clicked in the palette: sent at once unless it fits both ends (then ← or → first). */
  function pick(bone: readonly [number, number]): void {
    entry.value = entryOfBone(bone);
    match.clearRefusal();
    if (needsEnd(bone)) {
      missing.value = 'end';
      return;
    }
    void send({ kind: 'play', bone, end: null });
  }

  function chooseEnd(end: EntryEnd): void {
    entry.value = { ...entry.value, end };
    void run({ key: 'Enter' });
  }

  function pass(): void {
    entry.value = { digits: '', end: null, pass: true };
    void send({ kind: 'pass' });
  }

  function undo(): void {
    void send({ kind: 'undo' });
  }

  const refusal = computed<ApiError | null>(() => match.refusal);

  return { entry, missing, poser, seat, legal, fits, down, endChoice, inPlay, refusal, onKeydown, pick, chooseEnd, pass, undo, needsEnd };
}
