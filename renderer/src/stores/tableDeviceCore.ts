/**
 * A table's device (issue 24): its table and the match in play there, recorded by touch and kept
 * through a network that drops. Free of the browser (the calls, the storage and the waiting are
 * given), so Node tests drive it against the real service; stores/tableDevice.ts gives it the
 * page's api and localStorage as a Pinia store.
 *
 * A command (a move, a new hand, a block's holdings, an undo) is checked in the page by the same
 * engine as the server's (stores/tableDeviceOutbox.ts), drawn at once, kept in the outbox and in
 * the browser's storage, and sent in order, one at a time, by one worker. With no answer the
 * commands stay and are sent again after a pause growing to MAX_RETRY_MS (or at once when the
 * network is said to be back), each recognised by the server if it arrived before. A refusal that
 * is not the transport's (another move stored at its place, a match changed elsewhere) drops the
 * outbox: the match is read again and shown as stored, with the reason.
 *
 * The same shape as the desktop's match store where the table's entry reads it (`view`, `hand`,
 * `refusal`, `busy`, `unsaved`, `record`, `undo`, `clearRefusal`), so the touch table takes its
 * entry from the same composable (composables/useTableEntry.ts) as the keyboard's.
 */
import { computed, ref, shallowRef } from 'vue';
import type { ApiError, ApiMethod, ApiOutputs, ApiResult, Bone, MatchUpdate, MatchView, MoveInput, TableState } from '../../../api/contract.ts';
import { movedOn, viewAfterUpdate } from '../matchAnswer.ts';
import { localMatch, sameMatch } from './localMatch.ts';
import type { LocalMatch } from './localMatch.ts';
import { applyCommand, loadOutbox, reconcile, saveOutbox, undoCommand } from './tableDeviceOutbox.ts';
import type { Drawn, OutboxCommand, OutboxPlace, OutboxStorage } from './tableDeviceOutbox.ts';

/** The first pause before a command with no answer is sent again, and the longest. */
export const FIRST_RETRY_MS = 500;
export const MAX_RETRY_MS = 8_000;

/** How many times the match is read again when its view and its record were read across a write. */
const READ_TRIES = 3;

/**
 * No answer, or none the device can read (a server starting again answers 503 without a result;
 * the database file locked a moment): the command may or may not have arrived; it is sent again.
 */
const NO_ANSWER = /^(?:http\/unreachable|http\/not-json|db\/in-use)$/;

/** The device's credential reaches nothing now: cut off, its round over, the room off, or none. */
export const DEVICE_ENDED = new Set(['room/disconnected', 'room/ended', 'room/off', 'room/no-credential']);

export type DeviceCall = <M extends ApiMethod>(method: M, input: unknown) => Promise<ApiResult<ApiOutputs[M]>>;

export interface DeviceDeps {
  /** One method of the contract, as this device (its table filled in by the room: api/access.ts). */
  readonly call: DeviceCall;
  /** Where the outbox is kept across reloads (localStorage); null keeps it in the page only. */
  readonly storage: OutboxStorage | null;
  /** Resolves after `ms` (the pause before a command is sent again). */
  readonly sleep: (ms: number) => Promise<void>;
}

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };
const DONE: Outcome = { ok: true };

type Step = 'ok' | 'no-answer' | 'stop';

export function createTableDevice(deps: DeviceDeps) {
  const { call, storage } = deps;
  /** The table as the server last said it. */
  const table = shallowRef<TableState | null>(null);
  /** Why the table could not be read at all (its first read). */
  const tableError = shallowRef<ApiError | null>(null);
  /** Why this device reaches nothing any more (a room/* code), once it does not. */
  const ended = shallowRef<string | null>(null);
  /** The match as the server stores it, checked in the page; null while none is open. */
  const stored = shallowRef<LocalMatch | null>(null);
  /** The outbox: commands drawn and not yet heard stored, oldest first. */
  const drawn = shallowRef<readonly Drawn[]>([]);
  /** Why the last command was not drawn or not stored; the screen says it in its language. */
  const refusal = shallowRef<ApiError | null>(null);
  /** The server answered the last request (false from a request with no answer until one has one). */
  const reachable = ref(true);
  /** The browser's storage keeps the outbox (false: refused, a reload would lose what waits). */
  const kept = ref(true);
  /** A table command (a game started, a result confirmed …) is on its way. */
  const busy = ref(false);

  const view = computed<MatchView | null>(() => drawn.value.at(-1)?.local.view ?? stored.value?.view ?? null);
  const hand = computed(() => view.value?.current ?? null);
  /** Commands drawn and waiting to be sent (or for their answer). */
  const waiting = computed(() => drawn.value.length);
  /** The moves of the hand shown that are drawn and not yet stored (the move list marks them). */
  const unsaved = computed(() => {
    const h = hand.value?.index;
    let n = 0;
    for (const d of drawn.value) {
      if (d.command.kind === 'undo') n = 0;
      else if (d.command.kind === 'move' && d.command.hand === h) n++;
    }
    return n;
  });

  /** The match the device shows (and the outbox is for). */
  let matchId: number | null = null;
  /** The outbox of `matchId` is still to be read from storage (the match's first read). */
  let restore = false;
  let wantRead = false;
  let working = false;
  /** The command on its way now, and those sent at least once (their answer may have been lost). */
  let inFlight: Drawn | null = null;
  const tried = new WeakSet<Drawn>();
  /** Ends the worker's pause at once (the network back). */
  let wake: (() => void) | null = null;
  /** Commands have waited for the network since the outbox was last empty: the organizer is told how many. */
  let backlog = false;
  let reported = 0;
  let reporting = false;

  const place = (): OutboxPlace | null => {
    const t = table.value;
    const v = stored.value?.view;
    return t && v && matchId === v.id ? { eventId: t.eventId, round: t.round, table: t.table, matchId: v.id, seats: v.seats } : null;
  };

  function persist(): void {
    const at = place();
    if (at) kept.value = saveOutbox(storage, at, drawn.value.map((d) => d.command));
  }

  function end(code: string): void {
    ended.value = code;
    wake?.();
  }

  /** A refusal that ends the device, said so; true when it was one. */
  function ending(error: ApiError): boolean {
    if (!DEVICE_ENDED.has(error.code)) return false;
    end(error.code);
    return true;
  }

  // ---- the table ------------------------------------------------------------------------------

  /** Reads the table again; opens the game in play when it is not the one shown. */
  async function readTable(): Promise<Outcome> {
    const r = await call('tableState', {});
    if (!r.ok) {
      if (NO_ANSWER.test(r.error.code)) reachable.value = false;
      else if (!ending(r.error) && table.value === null) tableError.value = r.error;
      return r;
    }
    reachable.value = true;
    tableError.value = null;
    table.value = r.value;
    const inPlay = r.value.matchId;
    if (inPlay !== null && inPlay !== matchId) open(inPlay);
    // The game shown was taken off the table (by the organizer): nothing of it is shown any more.
    else if (inPlay === null && matchId !== null && stored.value?.view.status !== 'won' && !r.value.games.some((g) => g.matchId === matchId)) close();
    return DONE;
  }

  function open(id: number): void {
    matchId = id;
    stored.value = null;
    drawn.value = [];
    restore = true;
    wantRead = true;
    kick();
  }

  function close(): void {
    matchId = null;
    stored.value = null;
    drawn.value = [];
  }

  /**
   * The table and its game in play, as they are now (the page opened, the network back, a change
   * elsewhere). With no answer the table is asked again after a pause growing as the worker's, so
   * a page opened while the network is down shows its table once it is back.
   */
  async function load(): Promise<Outcome> {
    let r = await readTable();
    for (let delay = FIRST_RETRY_MS; !r.ok && NO_ANSWER.test(r.error.code) && ended.value === null; delay = Math.min(delay * 2, MAX_RETRY_MS)) {
      await pause(delay);
      r = await readTable();
    }
    if (r.ok && matchId !== null) {
      wantRead = true;
      kick();
    }
    return r;
  }

  /** A table command that answers the table as it is then. */
  async function tableCommand(method: 'confirmResult' | 'callReferee' | 'tablePaperScore', input: Record<string, unknown>): Promise<Outcome> {
    busy.value = true;
    try {
      const r = await call(method, input);
      if (!r.ok) {
        ending(r.error);
        return r;
      }
      table.value = r.value;
      return DONE;
    } finally {
      busy.value = false;
    }
  }

  /** The table's next game, recorded bone by bone from here. */
  async function startGame(): Promise<Outcome> {
    busy.value = true;
    try {
      const r = await call('tableStartGame', {});
      if (!r.ok) {
        ending(r.error);
        return r;
      }
      open(r.value.matchId);
      await readTable();
      return DONE;
    } finally {
      busy.value = false;
    }
  }

  const confirm = (game: number, side: number, pins: { pin?: string; newPin?: string } = {}) => tableCommand('confirmResult', { game, side, ...pins });
  const callReferee = () => tableCommand('callReferee', {});
  /** `confirmed`: a score the rules cannot leave kept anyway, once the scorekeeper was told why (issue 25 item 4). */
  const paperScore = (score: readonly number[], confirmed = false) => tableCommand('tablePaperScore', { score: [...score], ...(confirmed && { confirmed: true }) });

  // ---- drawing commands -----------------------------------------------------------------------

  /** The match the commands drawn so far leave: what the next one is checked against. */
  const latest = (): LocalMatch | null => drawn.value.at(-1)?.local ?? stored.value;

  /** Checks `command` in the page, draws it and queues it; or says why not, drawing nothing. */
  function draw(command: OutboxCommand, from: LocalMatch): Outcome {
    const next = applyCommand(from, command);
    if (!next.ok) {
      refusal.value = next.error;
      return next;
    }
    drawn.value = [...drawn.value, { command, local: next.value }];
    refusal.value = null;
    persist();
    kick();
    return DONE;
  }

  /** A move of the hand in play, at its place; `saved` runs once it is drawn (the entry cleared). */
  function record(move: MoveInput, saved?: () => void): Promise<Outcome> {
    const from = latest();
    const h = from?.view.current;
    if (!from || !h || ended.value !== null) return Promise.resolve(DONE);
    const at = from.report.record.hands[h.index]?.moves.length ?? 0;
    const drawnNow = draw({ kind: 'move', hand: h.index, at, move }, from);
    if (drawnNow.ok) saved?.();
    return Promise.resolve(drawnNow);
  }

  function startHand(): Promise<Outcome> {
    const from = latest();
    if (!from || ended.value !== null) return Promise.resolve(DONE);
    return Promise.resolve(draw({ kind: 'start', hand: from.report.record.hands.length }, from));
  }

  /** The block's holdings (a seat null: not given, the scoring does not read it). */
  function settle(holdings: { left: readonly (readonly Bone[] | null)[] } | { pips: readonly (number | null)[] }): Promise<Outcome> {
    const from = latest();
    const h = from?.view.current;
    if (!from || !h || ended.value !== null) return Promise.resolve(DONE);
    const given = 'left' in holdings ? { left: holdings.left.map((bones) => bones && bones.map((b): [number, number] => [b[0], b[1]])) } : { pips: [...holdings.pips] };
    return Promise.resolve(draw({ kind: 'settle', hand: h.index, ...given }, from));
  }

  /** Not sent yet, nor on its way: a command the page alone has, which an undo simply drops. */
  const pageOnly = (d: Drawn) => d !== inFlight && !tried.has(d);

  /**
   * Takes back the last move (with what only made sense with it: its block's holdings, the next
   * hand started), as the desktop's undo does. Not sent yet, it is dropped here; stored (or
   * perhaps: sent without an answer), the undo goes in the outbox after the commands before it.
   */
  function undo(): Promise<Outcome> {
    if (ended.value !== null) return Promise.resolve(DONE);
    const list = drawn.value.slice();
    const kind = () => list.at(-1)!.command.kind;
    while (list.length > 0 && pageOnly(list.at(-1)!) && (kind() === 'start' || kind() === 'settle')) list.pop();
    if (list.length > 0 && pageOnly(list.at(-1)!) && kind() === 'move') {
      list.pop();
      drawn.value = list;
      refusal.value = null;
      persist();
      return Promise.resolve(DONE);
    }
    const from = list.at(-1)?.local ?? stored.value;
    if (!from) return Promise.resolve(DONE);
    drawn.value = list;
    return Promise.resolve(draw(undoCommand(from.view), from));
  }

  function clearRefusal(): void {
    refusal.value = null;
  }

  // ---- sending --------------------------------------------------------------------------------

  /** Starts the worker, or ends its pause: there is something to send or read. */
  function kick(): void {
    wake?.();
    if (!working) void work();
  }

  /** The network is back (the browser says so, the live stream opened again): try at once. */
  function retryNow(): void {
    wake?.();
    if (drawn.value.length > 0 || wantRead) kick();
  }

  function pause(ms: number): Promise<void> {
    return new Promise<void>((done) => {
      wake = done;
      void deps.sleep(ms).then(done);
    }).then(() => {
      wake = null;
    });
  }

  async function work(): Promise<void> {
    working = true;
    let delay = FIRST_RETRY_MS;
    try {
      while (ended.value === null) {
        let step: Step;
        if (wantRead) step = await readMatch();
        else if (drawn.value.length > 0 && stored.value) step = await sendHead();
        else break;
        if (step === 'stop') break;
        if (step === 'no-answer') {
          reachable.value = false;
          backlog = true;
          await pause(delay);
          delay = Math.min(delay * 2, MAX_RETRY_MS);
          continue;
        }
        reachable.value = true;
        delay = FIRST_RETRY_MS;
        void reportWaiting();
      }
    } finally {
      working = false;
    }
    void reportWaiting();
  }

  /** The match as stored, read and checked in the page, and the outbox drawn again on it. */
  async function readMatch(): Promise<Step> {
    wantRead = false;
    const id = matchId;
    if (id === null) return 'ok';
    for (let tries = 0; tries < READ_TRIES; tries++) {
      const got = await call('getMatch', { matchId: id });
      const text = got.ok ? await call('exportRecord', { matchId: id }) : null;
      if (id !== matchId) return 'ok';
      const failed = !got.ok ? got.error : text && !text.ok ? text.error : null;
      if (failed || !got.ok || !text?.ok) {
        const error = failed!;
        if (NO_ANSWER.test(error.code)) {
          wantRead = true;
          return 'no-answer';
        }
        if (ending(error)) return 'stop';
        // Not this table's game any more, or gone: nothing of it is shown.
        refusal.value = error;
        close();
        return 'ok';
      }
      const checked = localMatch(text.value.text, got.value);
      // Read across a write (the view and the record differ): read again.
      if (!checked) continue;
      const t = table.value;
      const commands = restore && t ? loadOutbox(storage, { eventId: t.eventId, round: t.round, table: t.table, matchId: id, seats: got.value.seats }) : drawn.value.map((d) => d.command);
      restore = false;
      stored.value = checked;
      const fits = reconcile(checked, commands);
      if (fits.ok) drawn.value = fits.drawn;
      else {
        drawn.value = [];
        refusal.value = fits.error;
      }
      persist();
      if (checked.view.status === 'won' && drawn.value.length === 0) void readTable();
      return 'ok';
    }
    // The page's check does not give the server's view (it always does: test/renderer/local-match.test.ts).
    refusal.value = { code: 'match/moved-on', message: 'The match could not be checked on this device: it is shown as stored.', params: {} };
    return 'stop';
  }

  /** The command's answer: the whole match after it (a move's or an undo's merged into `held`). */
  async function send(id: number, command: OutboxCommand, held: MatchView): Promise<ApiResult<MatchView>> {
    const getMatch = (matchId: number) => call('getMatch', { matchId });
    switch (command.kind) {
      case 'move':
        return viewAfterUpdate(held, (await call('recordMove', { matchId: id, hand: command.hand, at: command.at, move: command.move })) as ApiResult<MatchUpdate>, getMatch);
      case 'undo':
        return viewAfterUpdate(held, (await call('undoMove', { matchId: id, shown: command.shown })) as ApiResult<MatchUpdate>, getMatch);
      case 'start':
        return call('startHand', { matchId: id, hand: command.hand });
      case 'settle':
        return call('settleBlock', { matchId: id, hand: command.hand, ...(command.left && { left: command.left }), ...(command.pips && { pips: command.pips }) });
    }
  }

  async function sendHead(): Promise<Step> {
    const head = drawn.value[0]!;
    const from = stored.value!;
    const sentBefore = tried.has(head);
    tried.add(head);
    inFlight = head;
    const answer = await send(from.view.id, head.command, from.view);
    inFlight = null;
    // Another match opened meanwhile: this answer is not about what is shown.
    if (stored.value !== from || drawn.value[0] !== head) return 'ok';
    if (!answer.ok) {
      if (NO_ANSWER.test(answer.error.code)) return 'no-answer';
      if (ending(answer.error)) return 'stop';
      // An undo sent again after its answer was lost finds the match as it left it: whether it
      // was made is read from the match (reconcile), as for any other command.
      if (!(sentBefore && head.command.kind === 'undo' && answer.error.code === 'match/changed')) {
        drawn.value = [];
        refusal.value = movedOn(answer.error);
        persist();
      }
      wantRead = true;
      return 'ok';
    }
    if (!sameMatch(answer.value, head.local.view)) {
      // Stored, but the match is not what the page drew (changed elsewhere too): read it whole.
      wantRead = true;
      return 'ok';
    }
    stored.value = { view: answer.value, report: head.local.report };
    drawn.value = drawn.value.slice(1);
    persist();
    if (drawn.value.length === 0 && answer.value.status === 'won') void readTable();
    return 'ok';
  }

  /**
   * Tells the server how many commands wait here (the organizer's round screen shows it), once
   * they have waited for the network, and that none do once they are sent: not for a command on
   * its way at once, which would double every move's requests. One report at a time, the latest.
   */
  async function reportWaiting(): Promise<void> {
    const n = drawn.value.length;
    if (n === 0) backlog = false;
    if (reporting || !reachable.value || ended.value !== null || n === reported || (n > 0 && !backlog)) return;
    reporting = true;
    try {
      const r = await call('tableWaiting', { waiting: n });
      if (!r.ok) return;
      reported = n;
    } finally {
      reporting = false;
    }
    if (drawn.value.length !== reported) void reportWaiting();
  }

  /** Waits until the worker has nothing left to do now (tests; the page never needs to). */
  async function settled(): Promise<void> {
    while (working) await deps.sleep(1);
  }

  return {
    table,
    tableError,
    ended,
    stored,
    view,
    hand,
    refusal,
    reachable,
    kept,
    busy,
    waiting,
    unsaved,
    load,
    readTable,
    startGame,
    confirm,
    callReferee,
    paperScore,
    record,
    startHand,
    settle,
    undo,
    clearRefusal,
    retryNow,
    end,
    settled,
  };
}

export type TableDevice = ReturnType<typeof createTableDevice>;
