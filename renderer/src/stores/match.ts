import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { ApiError, ApiResult, Bone, HandView, MatchCorrection, MatchUpdate, MatchView, MoveInput } from '../../../api/contract.ts';
import { mergeMatchUpdate, undoShown } from '../../../api/update.ts';
import { api } from '../api.ts';
import { movedOn, viewAfterUpdate } from '../matchAnswer.ts';
import { useAppStore } from './app.ts';
import { advanceLocal, localMatch, sameMatch, stepBack } from './localMatch.ts';
import type { LocalMatch } from './localMatch.ts';
import type { MatchReport } from '../../../domain/record.ts';

/** Moves drawn ahead of the server at most: past this many, a move waits for its save. */
const MAX_UNSAVED = 8;

/** The page's checked states kept for undo (see `kept`). */
const KEPT_STATES = 16;

/** How often the match is read again while a save that got no answer is being checked. */
const CHECK_AGAIN_MS = 1000;

/** The transport's "no answer" (api.ts): the request may or may not have reached the database. */
const NO_ANSWER = 'http/unreachable';

/** How long a page that draws no frames (hidden, minimised) holds a move before sending it. */
const HIDDEN_PAGE_WAIT_MS = 50;

/**
 * Resolves once the frame after this task has been drawn: a task posted from the frame's
 * animation callback runs after its style, layout and paint. A hidden page draws no frames, so
 * it resolves after HIDDEN_PAGE_WAIT_MS at most.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((done) => {
    const timer = setTimeout(done, HIDDEN_PAGE_WAIT_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        done();
      }, 0),
    );
  });
}

type Outcome = { ok: true } | { ok: false; error: ApiError };

/**
 * The open match, as the engine sees it (MatchView from the api: ends, turn, legal plays, counts,
 * results). The screens hold no rules: every answer replaces the whole view, but for a move
 * recorded or taken back, whose answer leaves out the earlier hands' summaries (MatchUpdate): those
 * are kept from the view held, the same objects, and a view that cannot take the answer (another
 * window changed the match) is fetched whole, never mixed.
 *
 * Commands run one after another: a scorekeeper typing fast may press Enter again before the
 * last move is saved, and the next move must be sent against the hand the last one left.
 */
export const useMatchStore = defineStore('match', () => {
  const view = shallowRef<MatchView | null>(null);
  /** Opening the match failed (no such match, database refused …). */
  const loadError = ref<ApiError | null>(null);
  /** The engine refused the last command; nothing was saved. */
  const refusal = ref<ApiError | null>(null);
  const busy = ref(false);
  /**
   * Moves drawn from the page's own check (localMatch.ts) whose save the server has not answered
   * yet: the move list marks them as not saved, so a bone shown as saved is on disk.
   */
  const unsaved = ref(0);
  /**
   * A save got no answer: whether its moves are on disk is not known. They stay drawn, marked
   * "not confirmed: checking…", while the match is read again until the server answers (issue 18
   * item 2: never state a falsehood about what is on disk).
   */
  const checking = ref(false);
  const app = useAppStore();
  let queue: Promise<unknown> = Promise.resolve();
  /** The match checked in the page, for the view `local.view`; null while there is none. */
  let local: LocalMatch | null = null;
  /** Counts resets of the page's check: a save sent under an older count is not sent. */
  let epoch = 0;
  /** The view before the first move drawn ahead of its save: shown again if none is saved. */
  let lastSaved: MatchView | null = null;
  /**
   * The page's checked match before each of its last moves drawn, newest last (at most
   * KEPT_STATES): an undo steps back to one instead of reading and checking the whole record
   * again, as the server's cache does (db/live.ts).
   */
  let kept: MatchReport[] = [];

  /** The last hand in full: the one in play, or the one just finished. */
  const hand = computed<HandView | null>(() => view.value?.current ?? null);

  /**
   * Checks the match in the page again whenever the view comes from the server by any other way
   * than a move drawn from that check (an undo, a new hand, opening the match …): first a state
   * kept from before the last moves drawn (after an undo, `stepBack`), else the record read once
   * (exportRecord) and checked here; until then moves wait for the server as before.
   */
  let loads = 0;
  watch(view, (v) => {
    if (local !== null && local.view === v) return;
    local = v && v.status === 'playing' ? stepBack(kept, v) : null;
    if (local !== null || !v || v.status !== 'playing') return;
    const load = ++loads;
    void api.exportRecord({ matchId: v.id }).then((r) => {
      if (load === loads && view.value === v && r.ok) local = localMatch(r.value.text, v);
    });
  });

  // Another database file (Open… or New… on the desktop): nothing held belongs to it, not even a
  // match with the same id, and a move drawn but not sent yet must not go to it (its epoch).
  watch(
    () => app.database?.path,
    (path, before) => {
      // The first answer of databaseInfo is no switch.
      if (before === undefined || path === before) return;
      dropDrawn();
      view.value = null;
      lastSaved = null;
    },
  );

  /** Forgets the page's check and every move drawn from it; a save not sent yet is not sent. */
  function dropDrawn(): void {
    epoch++;
    unsaved.value = 0;
    local = null;
    kept = [];
  }

  /** Commands queued or running: with none, a command starts at once. */
  let queued = 0;

  /**
   * Runs `run` after every command queued before it (`busy` while it runs unless `quiet`). With
   * `afterPaint`, not before the page has drawn the frame it is patched for (see `afterNextPaint`).
   */
  function after<T>(run: () => Promise<T>, quiet = false, afterPaint = false): Promise<T> {
    queued++;
    const start = async () => {
      if (!quiet) busy.value = true;
      try {
        return await run();
      } finally {
        if (!quiet) busy.value = false;
        queued--;
      }
    };
    const next = queued > 1 ? queue.then(start) : afterPaint ? afterNextPaint().then(start) : start();
    queue = next.catch(() => undefined);
    return next;
  }

  function serially<T>(run: () => Promise<T>): Promise<T> {
    return after(run);
  }

  function take(r: ApiResult<MatchView>): Outcome {
    if (r.ok) {
      view.value = r.value;
      refusal.value = null;
      return { ok: true };
    }
    app.notice(r.error);
    refusal.value = r.error;
    return { ok: false, error: r.error };
  }

  /** The answer to recordMove or undoMove, merged into the view held (or the whole view fetched). */
  async function takeUpdate(r: ApiResult<MatchUpdate>): Promise<Outcome> {
    const next = await viewAfterUpdate(view.value, r, (matchId) => api.getMatch({ matchId }));
    if (r.ok && !next.ok) {
      // Saved, but the whole view could not be fetched: neither the old view nor a mix of the
      // two; the screen says why it has none.
      view.value = null;
      loadError.value = next.error;
    }
    return take(next);
  }

  async function open(matchId: number): Promise<void> {
    await serially(async () => {
      if (view.value?.id !== matchId) {
        view.value = null;
        kept = [];
      }
      refusal.value = null;
      const r = await api.getMatch({ matchId });
      if (r.ok) {
        view.value = r.value;
        loadError.value = null;
      } else {
        app.notice(r.error);
        loadError.value = r.error;
      }
    });
  }

  /**
   * After a command refused: when the match has changed elsewhere since this screen drew `held`
   * (another window recorded a move, started the next hand, settled the block, took a move back),
   * the screen shows it as it is now, the refusal kept beside it, instead of a turn long gone, a
   * hand that is over or a dialog for a block already settled. Refused for the screen's own entry,
   * the match is as drawn and nothing is redrawn.
   */
  async function showAsItIs(matchId: number, held: MatchView | null): Promise<void> {
    let fresh = await api.getMatch({ matchId });
    // No answer (the server stopped, the network cut): the command may have been done or not, so
    // the match is read again until the server answers, and then shown as it is (issue 18 item
    // 2); the screen meanwhile says only that the server does not answer.
    while (!fresh.ok && fresh.error.code === NO_ANSWER && view.value === held && refusal.value?.code === NO_ANSWER) {
      await new Promise((done) => setTimeout(done, CHECK_AGAIN_MS));
      fresh = await api.getMatch({ matchId });
    }
    if (!fresh.ok || view.value !== held) return;
    if (refusal.value?.code === NO_ANSWER) refusal.value = null;
    if (held === null || !sameMatch(fresh.value, held)) view.value = fresh.value;
  }

  /**
   * The window is back in front (its focus, its tab shown again): the match as it is now, if it
   * changed elsewhere meanwhile (another window recorded, started, settled or took back), so a
   * screen watched from a second window does not stay on a turn long gone. Not while moves drawn
   * here wait for their save (they are this window's own); quietly (no busy start button).
   */
  function refresh(): Promise<void> {
    return after(async () => {
      const held = view.value;
      if (held && unsaved.value === 0) await showAsItIs(held.id, held);
    }, true);
  }

  function current(): { matchId: number; hand: number } | null {
    const v = view.value;
    const h = v?.current;
    return v && h ? { matchId: v.id, hand: h.index } : null;
  }

  /**
   * `saved` runs in the same tick as the new view is set, so what it changes (the cleared entry)
   * is drawn in the same render of the table, not in a second one (issue 5, "Speed").
   *
   * A move the page's check accepts is drawn at once, marked not saved, and sent after the ones
   * before it; the server's answer (after its durable commit) confirms it. A move it
   * does not save (the server unreachable, the disk full, the match moved on in another window)
   * takes it and every later drawn move off the screen, which shows the server's match and why.
   */
  function record(move: MoveInput, saved?: () => void): Promise<Outcome> {
    const at = current();
    const drawn = at && local !== null && local.view === view.value && unsaved.value < MAX_UNSAVED ? advanceLocal(local, at.hand, move) : null;
    if (!at || !drawn) return recordSaved(move, saved);
    if (unsaved.value === 0) lastSaved = view.value;
    kept.push(local!.report);
    if (kept.length > KEPT_STATES) kept.shift();
    local = drawn;
    view.value = drawn.view;
    refusal.value = null;
    unsaved.value++;
    saved?.();
    const sentIn = epoch;
    // Sent once the page has drawn the move: the request and the server's work do not share the
    // machine with that frame (issue 5, "Speed"). The move shows as not saved until the answer.
    void after(async () => {
      if (sentIn !== epoch) return;
      const r = await api.recordMove({ ...at, move });
      if (sentIn !== epoch) return;
      // The answer carries the hands from this move's on (MatchUpdate): merged into what was drawn.
      const saved = r.ok ? mergeMatchUpdate(drawn.view, r.value) : null;
      if (saved && sameMatch(saved, drawn.view)) {
        // Saved, as drawn: only the mark goes (the view drawn stays, with no second redraw).
        unsaved.value--;
        return;
      }
      if (!r.ok && r.error.code === NO_ANSWER) {
        await checkSaved(at.matchId);
        return;
      }
      // Not saved, or saved otherwise than the page drew it (which the tests say cannot be):
      // the server's match is shown, without this move's successors, and why.
      dropDrawn();
      if (!r.ok) {
        app.notice(r.error);
        refusal.value = movedOn(r.error);
      }
      const fresh = await api.getMatch({ matchId: at.matchId });
      view.value = fresh.ok ? fresh.value : lastSaved;
    }, true, true);
    return Promise.resolve({ ok: true });
  }

  /**
   * A save sent and not answered: the moves drawn stay, marked not confirmed, and nothing later is
   * sent (its epoch); the match is read again until the server answers, then shown as it is on
   * disk. Moves it does not have are taken off then, and only then said not to be saved. Runs in
   * the queue, so a command typed meanwhile waits for the truth and goes against it.
   */
  async function checkSaved(matchId: number): Promise<void> {
    const drawnMoves = unsaved.value;
    epoch++;
    const checkedIn = epoch;
    local = null;
    kept = [];
    checking.value = true;
    refusal.value = {
      code: 'match/unconfirmed',
      message: 'The server did not answer: whether the moves marked "not confirmed" were saved is not known yet. Checking…',
      params: {},
    };
    let fresh = await api.getMatch({ matchId });
    while (!fresh.ok && fresh.error.code === NO_ANSWER && checkedIn === epoch) {
      await new Promise((done) => setTimeout(done, CHECK_AGAIN_MS));
      fresh = await api.getMatch({ matchId });
    }
    // Another database opened meanwhile: its own view is already in place.
    if (checkedIn !== epoch) return;
    checking.value = false;
    unsaved.value = 0;
    if (!fresh.ok) {
      app.notice(fresh.error);
      refusal.value = fresh.error;
      view.value = lastSaved;
      return;
    }
    const missing = drawnMoves - savedOf(fresh.value, drawnMoves);
    view.value = fresh.value;
    refusal.value =
      missing > 0
        ? {
            code: 'match/not-saved',
            message: `The server answers again: ${missing === 1 ? 'the last move shown was not saved' : `the last ${missing} moves shown were not saved`}. The match is shown as it is saved: enter again what is missing.`,
            params: { n: missing },
          }
        : null;
  }

  /**
   * How many of the `drawn` moves after `lastSaved` the server's match has: the moves its hand has
   * beyond those saved before. Another hand there (the match moved on elsewhere): all of them
   * taken as accounted for, since the screen now shows that match as it is.
   */
  function savedOf(fresh: MatchView, drawn: number): number {
    const before = lastSaved?.current;
    const now = fresh.current;
    if (!now || !before || now.index !== before.index) return drawn;
    return Math.min(drawn, Math.max(0, now.moves.length - before.moves.length));
  }

  /** A move the page does not check itself: sent, and drawn once the server has saved it. */
  function recordSaved(move: MoveInput, saved?: () => void): Promise<Outcome> {
    return serially(async () => {
      const at = current();
      if (!at) return { ok: false, error: { code: 'match/no-hand', message: 'No hand has been started in this match yet: start a hand first.', params: {} } };
      const held = view.value;
      const outcome = await takeUpdate(await api.recordMove({ ...at, move }));
      if (outcome.ok) saved?.();
      else {
        await showAsItIs(at.matchId, held);
        // Redrawn, the match had changed elsewhere: the rules refused the move for that match.
        if (view.value !== held && refusal.value?.code === outcome.error.code) refusal.value = movedOn(outcome.error);
      }
      return outcome;
    });
  }

  /**
   * Takes back the last move the screen shows: with what it shows (undoShown), so that a match
   * moved on in another window is not undone blind; refused so, the screen shows where it is now.
   */
  function undo(): Promise<Outcome> {
    return serially(async () => {
      const held = view.value;
      if (!held) return { ok: true };
      const outcome = await takeUpdate(await api.undoMove({ matchId: held.id, shown: undoShown(held) }));
      if (!outcome.ok) await showAsItIs(held.id, held);
      return outcome;
    });
  }

  function startHand(dealt?: readonly (readonly Bone[])[]): Promise<Outcome> {
    return serially(async () => {
      if (!view.value) return { ok: true };
      const held = view.value;
      const input = { matchId: held.id, ...(dealt && { dealt: dealt.map((bones) => bones.map((b): [number, number] => [b[0], b[1]])) }) };
      const outcome = take(await api.startHand(input));
      if (!outcome.ok) await showAsItIs(held.id, held);
      return outcome;
    });
  }

  /** Settles the hand; a seat null is not given (one the scoring does not read, issue 18 item 7). */
  function settle(holdings: { left: readonly (readonly Bone[] | null)[] } | { pips: readonly (number | null)[] }): Promise<Outcome> {
    return serially(async () => {
      const at = current();
      if (!at) return { ok: true };
      const given =
        'left' in holdings
          ? { left: holdings.left.map((bones) => bones && bones.map((b): [number, number] => [b[0], b[1]])) }
          : { pips: [...holdings.pips] };
      const held = view.value;
      const outcome = take(await api.settleBlock({ ...at, ...given }));
      if (!outcome.ok) await showAsItIs(at.matchId, held);
      return outcome;
    });
  }

  /** Ends the hand in play by a referee's ruling (issue 18 item 8): its moves stay. */
  function rule(ruling: { side: number | null; points: number; reason: string }): Promise<Outcome> {
    return serially(async () => {
      const at = current();
      if (!at) return { ok: true };
      const held = view.value;
      const outcome = take(await api.ruleHand({ ...at, ruling }));
      if (!outcome.ok) await showAsItIs(at.matchId, held);
      return outcome;
    });
  }

  /** An earlier hand in full, for the replay (nothing changes). */
  async function viewHand(matchId: number, index: number): Promise<ApiResult<HandView>> {
    const r = await api.viewHand({ matchId, hand: index });
    if (!r.ok) app.notice(r.error);
    return r;
  }

  /** Every correction of the match (moves taken back, players renamed), oldest first: a referee sees each one. */
  async function listCorrections(matchId: number): Promise<ApiResult<readonly MatchCorrection[]>> {
    const r = await api.listCorrections({ matchId });
    if (!r.ok) app.notice(r.error);
    return r;
  }

  function clearRefusal(): void {
    refusal.value = null;
  }

  return { view, hand, loadError, refusal, busy, unsaved, checking, open, refresh, record, undo, startHand, settle, rule, viewHand, listCorrections, clearRefusal };
});
