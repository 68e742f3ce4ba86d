import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { ApiError, ApiResult, Bone, CorrectionRecord, HandView, MatchUpdate, MatchView, MoveInput } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { viewAfterUpdate } from '../matchAnswer.ts';
import { useAppStore } from './app.ts';

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
  const app = useAppStore();
  let queue: Promise<unknown> = Promise.resolve();

  /** The last hand in full: the one in play, or the one just finished. */
  const hand = computed<HandView | null>(() => view.value?.current ?? null);

  function serially<T>(run: () => Promise<T>): Promise<T> {
    const next = queue.then(async () => {
      busy.value = true;
      try {
        return await run();
      } finally {
        busy.value = false;
      }
    });
    queue = next.catch(() => undefined);
    return next;
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
      if (view.value?.id !== matchId) view.value = null;
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

  function current(): { matchId: number; hand: number } | null {
    const v = view.value;
    const h = v?.current;
    return v && h ? { matchId: v.id, hand: h.index } : null;
  }

  /**
   * `saved` runs in the same tick as the new view is set, so what it changes (the cleared entry)
   * is drawn in the same render of the table, not in a second one (issue 5, "Speed").
   */
  function record(move: MoveInput, saved?: () => void): Promise<Outcome> {
    return serially(async () => {
      const at = current();
      if (!at) return { ok: false, error: { code: 'match/no-hand', message: 'No hand is in play.' } };
      const outcome = await takeUpdate(await api.recordMove({ ...at, move }));
      if (outcome.ok) saved?.();
      // Another window moved the match on: show where it is now (the refusal stays on screen).
      if (!outcome.ok && outcome.error.code === 'match/stale-hand') {
        const fresh = await api.getMatch({ matchId: at.matchId });
        if (fresh.ok) view.value = fresh.value;
      }
      return outcome;
    });
  }

  function undo(): Promise<Outcome> {
    return serially(async () => (view.value ? takeUpdate(await api.undoMove({ matchId: view.value.id })) : { ok: true }));
  }

  function startHand(dealt?: readonly (readonly Bone[])[]): Promise<Outcome> {
    return serially(async () => {
      if (!view.value) return { ok: true };
      const input = { matchId: view.value.id, ...(dealt && { dealt: dealt.map((bones) => bones.map((b): [number, number] => [b[0], b[1]])) }) };
      return take(await api.startHand(input));
    });
  }

  function settle(holdings: { left: readonly (readonly Bone[])[] } | { pips: readonly number[] }): Promise<Outcome> {
    return serially(async () => {
      const at = current();
      if (!at) return { ok: true };
      const given =
        'left' in holdings
          ? { left: holdings.left.map((bones) => bones.map((b): [number, number] => [b[0], b[1]])) }
          : { pips: [...holdings.pips] };
      return take(await api.settleBlock({ ...at, ...given }));
    });
  }

  /** An earlier hand in full, for the replay (nothing changes). */
  async function viewHand(matchId: number, index: number): Promise<ApiResult<HandView>> {
    const r = await api.viewHand({ matchId, hand: index });
    if (!r.ok) app.notice(r.error);
    return r;
  }

  /** Every move taken back in the match (undo), oldest first: a referee sees each correction. */
  async function listCorrections(matchId: number): Promise<ApiResult<readonly CorrectionRecord[]>> {
    const r = await api.listCorrections({ matchId });
    if (!r.ok) app.notice(r.error);
    return r;
  }

  function clearRefusal(): void {
    refusal.value = null;
  }

  return { view, hand, loadError, refusal, busy, open, record, undo, startHand, settle, viewHand, listCorrections, clearRefusal };
});
