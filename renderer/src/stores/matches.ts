import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError, ExportedRecord, MatchSummary, MatchView } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { useAppStore } from './app.ts';

/**
 * The matches in the database, and importing and exporting record files; deleting a match
 * recoverably, restoring it, and renaming a seat's player (issue 18 item 9).
 */
export const useMatchesStore = defineStore('matches', () => {
  const list = ref<readonly MatchSummary[]>([]);
  const loaded = ref(false);
  const error = ref<ApiError | null>(null);
  const app = useAppStore();

  function failed(e: ApiError): void {
    app.notice(e);
    error.value = e;
  }

  async function load(): Promise<void> {
    const r = await api.listMatches();
    loaded.value = true;
    if (r.ok) {
      list.value = r.value;
      error.value = null;
    } else failed(r.error);
  }

  /** Imports a record file's text; the new match, or why the file was refused. */
  async function importRecord(text: string): Promise<{ ok: true; match: MatchView } | { ok: false; error: ApiError }> {
    const r = await api.importRecord({ text });
    if (!r.ok) {
      app.notice(r.error);
      return { ok: false, error: r.error };
    }
    await load();
    return { ok: true, match: r.value };
  }

  async function exportRecord(matchId: number): Promise<{ ok: true; file: ExportedRecord } | { ok: false; error: ApiError }> {
    const r = await api.exportRecord({ matchId });
    if (!r.ok) {
      app.notice(r.error);
      return { ok: false, error: r.error };
    }
    return { ok: true, file: r.value };
  }

  /** The deleted matches, most recently deleted first: read when the scorekeeper asks to see them. */
  const deleted = ref<readonly MatchSummary[]>([]);

  async function loadDeleted(): Promise<void> {
    const r = await api.listDeletedMatches();
    if (r.ok) deleted.value = r.value;
    else failed(r.error);
  }

  /**
   * A change to the list (delete, restore, rename): both lists read again once it is answered, a
   * refusal too, since it may say that another window changed them (a match restored there).
   */
  async function change(r: { ok: true } | { ok: false; error: ApiError }): Promise<{ ok: true } | { ok: false; error: ApiError }> {
    await Promise.all([load(), loadDeleted()]);
    return r.ok ? { ok: true } : { ok: false, error: r.error };
  }

  const deleteMatch = async (matchId: number) => change(await api.deleteMatch({ matchId }));
  const restoreMatch = async (matchId: number) => change(await api.restoreMatch({ matchId }));
  const renameSeat = async (matchId: number, seat: number, name: string) => change(await api.renameSeat({ matchId, seat, name }));

  return { list, loaded, error, load, importRecord, exportRecord, deleted, loadDeleted, deleteMatch, restoreMatch, renameSeat };
});
