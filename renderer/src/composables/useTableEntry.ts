import { computed, ref, watch } from 'vue';
import type { ApiError, HandView, LegalPlayView, MatchView, MoveInput } from '../../../api/contract.ts';
import { useMatchStore } from '../stores/match.ts';
import { boneKey } from './bones.ts';
import { EMPTY_ENTRY, entryKey, entryOfBone } from './entry.ts';
import type { EntryCommand, EntryEnd, EntryKey, EntryModes, EntryState } from './entry.ts';

/** A pause longer than this between letters starts a new name (the poser typed by name). */
const NAME_PAUSE_MS = 1000;

/** A name as it is matched while typed: lower case, accents off ("Ángel" is typed "an"). */
function plain(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * What the entry reads of the match and asks of it: the desktop's match store (stores/match.ts),
 * or a table's device (stores/tableDevice.ts), whose commands wait in its outbox for the network.
 */
export interface EntryStore {
  readonly view: MatchView | null;
  readonly hand: HandView | null;
  readonly refusal: ApiError | null;
  readonly busy: boolean;
  /** Moves drawn and not yet saved. */
  readonly unsaved: number;
  record(move: MoveInput, saved?: () => void): Promise<{ readonly ok: boolean }>;
  undo(): Promise<{ readonly ok: boolean }>;
  clearRefusal(): void;
}

/**
 * The table's entry: keys, clicks and taps become moves sent to the engine. What may be played
 * comes from the hand's `legal` list (the engine's legalPlays); what is refused comes back with
 * the engine's message, and the typed entry stays so it can be corrected. The keyboard table and
 * the touch table (issue 24) share it, each over its own store.
 */
export function useTableEntry(match: EntryStore = useMatchStore()) {
  const entry = ref<EntryState>(EMPTY_ENTRY);
  /** What Enter lacked: the bone, the end for a bone that fits both, or the rest of a draw's bones. */
  const missing = ref<'bone' | 'end' | null>(null);
  /** A number just typed that the set does not have (a 7 in double-six): said under the entry. */
  const outside = ref<number | null>(null);
  /** The seat chosen as poser before the pose (when more than one may pose). */
  const poser = ref<number | null>(null);
  /**
   * The seat that throws the hand in, while a redeal is being entered: any seat may ask before the
   * pose; in Lankford's game it is the first player, who drew the whole boneyard (`hand.turn`).
   */
  const redealer = ref<number | null>(null);
  /** Keys typed while a move was being saved: replayed in order once it is. */
  const pending: EntryKey[] = [];

  const hand = computed<HandView | null>(() => match.hand);
  // A deleted match takes no entry until it is restored: every command would be refused
  // (db/match-deleted), so the entry, the palette and the ruling go as between hands.
  const inPlay = computed(() => {
    const h = hand.value;
    return h !== null && (h.status === 'playing' || h.status === 'waiting-pose') && match.view?.status === 'playing' && !match.view.deletedAt;
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

  /**
   * What the table takes besides plays and passes, from the match's table rules: the set's
   * highest number, draws where there is a boneyard, a redeal when the engine says the hand may be
   * thrown in now (`canRedeal`).
   */
  const modes = computed<EntryModes>(() => {
    const table = match.view?.table;
    const h = hand.value;
    return {
      maxPip: table?.maxPip ?? 6,
      draw: table?.rest === 'boneyard',
      redeal: h?.canRedeal === true,
      arms: table?.layout === 'four-arm',
    };
  });

  /** Whose move is being entered: the seat to play, the chosen poser, or the seat throwing the hand in. */
  const seat = computed<number | null>(() => {
    const h = hand.value;
    if (!h || !inPlay.value) return null;
    if (entry.value.redeal) return redealer.value ?? poser.value ?? 0;
    return h.turn ?? poser.value;
  });

  const legal = computed<readonly LegalPlayView[]>(() => (hand.value?.legal ?? []).filter((p) => p.seat === seat.value));
  const fits = computed(() => new Set(legal.value.map((p) => boneKey(p.bone))));
  const down = computed(() => new Set((hand.value?.line ?? []).map((p) => boneKey(p.bone))));

  /** The arms (north … west) a bone may go on now, from the engine's legal plays. */
  function armsFor(bone: readonly [number, number]): readonly EntryEnd[] {
    const key = boneKey(bone);
    return legal.value.filter((p) => boneKey(p.bone) === key && p.end !== 'left' && p.end !== 'right').map((p) => p.end);
  }

  /**
   * The bone fits both ends and they show different numbers: the scorekeeper must say which. In
   * the four-arm layout, it fits arms that differ (their number, or one still awaiting its
   * double): the engine refuses it without an arm (play/arm-required), so the entry asks first.
   */
  function needsEnd(bone: readonly [number, number]): boolean {
    const arms = hand.value?.arms;
    if (arms) {
      const fit = new Set(armsFor(bone));
      const shown = new Set(arms.filter((a) => fit.has(a.name)).map((a) => `${a.open}/${a.needsDouble}`));
      return shown.size > 1;
    }
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
      // What was typed was meant for the seat to play; once a move is taken back another seat is,
      // so the entry is cleared (unless the scorekeeper has typed on since).
      const typed = entry.value;
      const undone = await match.undo();
      if (undone.ok && entry.value === typed) entry.value = EMPTY_ENTRY;
      return;
    }
    const who = seat.value;
    if (who === null) return;
    const move =
      command.kind === 'pass'
        ? { seat: who, pass: true as const }
        : command.kind === 'redeal'
          ? { seat: who, redeal: true as const }
          : command.kind === 'draw'
            ? { seat: who, draw: typeof command.draw === 'number' ? command.draw : command.draw.map((b): [number, number] => [b[0], b[1]]) }
            : { seat: who, bone: [command.bone[0], command.bone[1]] as [number, number], ...(command.end && { end: command.end }) };
    const typed = entry.value;
    // Saved: clear the entry unless the scorekeeper has typed on since. Refused: keep it.
    await match.record(move, () => {
      if (entry.value === typed) entry.value = EMPTY_ENTRY;
    });
  }

  let running = false;
  async function run(key: EntryKey): Promise<boolean> {
    const step = entryKey(entry.value, key, needsEnd, modes.value);
    if (step.handled) outside.value = step.outside ?? null;
    if (step.state !== entry.value) {
      if (step.state.redeal && !entry.value.redeal) redealer.value = firstRedealer();
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

  /**
   * A key typed before the hand is in play (a digit on "Start hand N", which starts it): entered
   * once the command running now is over, so the scorekeeper's first bone is not lost.
   */
  function typeAhead(key: string): void {
    pending.push({ key });
    if (!running && !match.busy) void drain();
  }

  /** The first player has drawn for a double (Lankford): only he may throw the hand in. */
  const drewForDouble = () => (hand.value?.moves.length ?? 0) > 0;

  /** Who throws the hand in unless another seat is chosen: the seat that drew, else the poser. */
  function firstRedealer(): number {
    return (drewForDouble() ? hand.value?.turn : null) ?? poser.value ?? 0;
  }

  /** ↑/↓ while a redeal is typed: which seat throws the hand in (any seat, unless one drew for a double). */
  function cycleRedealer(down: boolean): void {
    if (drewForDouble()) return;
    const count = match.view?.seats.length ?? 4;
    const at = redealer.value ?? poser.value ?? 0;
    redealer.value = (at + (down ? 1 : count - 1)) % count;
  }

  /** The letters of a name typed so far, and when the last came: a pause starts a new name. */
  let nameTyped = '';
  let nameTypedAt = 0;

  /**
   * A letter typed where a seat may be named (before the pose with several posers, or just after
   * the pose, nothing played since): the seat among those allowed to pose whose name begins with
   * the letters typed, or null when none does (the letter is then the entry's: `d`, `n` …). A
   * letter again after a pause starts a new name; a second name with the same initial is reached
   * by typing that initial again (issue 18 item 3: who posed, said by name, not cycled blind).
   */
  function namedPoser(letter: string, current: number | null): number | null {
    const h = hand.value;
    const names = match.view?.seats ?? [];
    if (!h || h.pose.seats.length < 2) return null;
    const now = Date.now();
    const initial = letter.toLowerCase();
    const starting = (typed: string) => h.pose.seats.filter((s) => plain(names[s] ?? '').startsWith(typed));
    nameTyped = now - nameTypedAt < NAME_PAUSE_MS ? nameTyped + initial : initial;
    nameTypedAt = now;
    let found = starting(nameTyped);
    if (found.length === 0) {
      nameTyped = initial;
      found = starting(initial);
    }
    if (found.length === 0) {
      nameTyped = '';
      return null;
    }
    // An initial alone goes round the seats that have it; more letters name the first that fits.
    if (nameTyped.length > 1) return found[0]!;
    return found[(found.indexOf(current ?? -1) + 1) % found.length]!;
  }

  /**
   * The pose given to another seat allowed to pose, while nothing has been played after it: taken
   * back and recorded again under that seat (a correction, as any undo). Refused so, the pose is
   * recorded again as it was: it is never lost.
   */
  async function givePose(seat: number): Promise<void> {
    const first = hand.value?.moves[0];
    if (!first?.bone || first.seat === seat) return;
    const bone: [number, number] = [first.bone[0], first.bone[1]];
    running = true;
    try {
      const undone = await match.undo();
      if (!undone.ok) return;
      const given = await match.record({ seat, bone });
      if (!given.ok) await match.record({ seat: first.seat, bone });
    } finally {
      running = false;
    }
  }

  /**
   * A letter that is a key of the entry now keeps that meaning over a name: before the pose `d`
   * where the poser draws for a double (Lankford), `n` where the hand may be thrown in; after it
   * `p` (a pass) and `d` in a draw game. Not `l` `r`, nor `n` `e` `s` `w` on the four arms: on an
   * empty entry (the only one a name is read from) they name the end of no bone, so they did
   * nothing, and Lourdes, Ramón or Wes could not be given a pose typed for another seat.
   */
  function entryLetter(key: string, beforePose: boolean): boolean {
    const k = key.toLowerCase();
    const m = modes.value;
    if (beforePose) return (k === 'd' && m.draw === true && match.view?.table.openWithDouble === true) || (k === 'n' && m.redeal === true);
    return k === 'p' || (k === 'd' && m.draw === true) || (k === 'n' && m.redeal === true);
  }

  /** The entry box's keydown: ↑/↓ or a name choose the poser before the pose; the rest is the entry's. */
  function onKeydown(event: KeyboardEvent): void {
    const h = hand.value;
    const letter = event.key.length === 1 && /\p{L}/u.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey;
    const emptyEntry = entry.value === EMPTY_ENTRY || (entry.value.digits === '' && !entry.value.pass && !entry.value.draw && !entry.value.redeal && !entry.value.end);
    if (letter && emptyEntry && !running && !match.busy) {
      if (h?.status === 'waiting-pose' && !entryLetter(event.key, true)) {
        const seat = namedPoser(event.key, poser.value);
        if (seat !== null) {
          event.preventDefault();
          poser.value = seat;
          return;
        }
      } else if (h?.status === 'playing' && !entryLetter(event.key, false) && h.moves.length === 1 && h.moves[0]!.kind === 'play' && match.unsaved === 0) {
        const seat = namedPoser(event.key, h.moves[0]!.seat);
        if (seat !== null && h.pose.seats.includes(seat)) {
          event.preventDefault();
          void givePose(seat);
          return;
        }
      }
    }
    if (entry.value.redeal && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      cycleRedealer(event.key === 'ArrowDown');
      return;
    }
    if (h?.status === 'waiting-pose' && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && h.pose.seats.length > 1) {
      event.preventDefault();
      const seats = h.pose.seats;
      const at = Math.max(0, seats.indexOf(poser.value ?? seats[0]!));
      poser.value = seats[(at + (event.key === 'ArrowDown' ? 1 : seats.length - 1)) % seats.length]!;
      return;
    }
    // Backspace or Delete on the whole text selected (Ctrl+A, or the box tabbed into) clears it,
    // as in any text box; otherwise Backspace takes off what was typed last.
    const box = event.target instanceof HTMLInputElement ? event.target : null;
    const wholeSelected = box !== null && box.value.length > 0 && box.selectionStart === 0 && box.selectionEnd === box.value.length;
    const name = wholeSelected && (event.key === 'Backspace' || event.key === 'Delete') ? 'Escape' : event.key;
    const key: EntryKey = { key: name, ctrlKey: event.ctrlKey, metaKey: event.metaKey, altKey: event.altKey };
    const probe = entryKey(entry.value, key, needsEnd, modes.value);
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

  /** The Draw button: one unseen bone taken from the boneyard. */
  function draw(): void {
    entry.value = { ...EMPTY_ENTRY, draw: [''] };
    void send({ kind: 'draw', draw: 1 });
  }

  /** The Redeal button: starts a redeal entry (↑/↓ or a click on a seat says who, Enter sends). */
  function startRedeal(): void {
    entry.value = { ...EMPTY_ENTRY, redeal: true };
    redealer.value = firstRedealer();
    match.clearRefusal();
  }

  function undo(): void {
    if (match.view?.deletedAt) return;
    void send({ kind: 'undo' });
  }

  const refusal = computed<ApiError | null>(() => match.refusal);

  return {
    entry,
    missing,
    outside,
    poser,
    redealer,
    modes,
    seat,
    legal,
    fits,
    down,
    endChoice,
    inPlay,
    refusal,
    onKeydown,
    pick,
    chooseEnd,
    pass,
    draw,
    startRedeal,
    undo,
    typeAhead,
    needsEnd,
    armsFor,
  };
}
