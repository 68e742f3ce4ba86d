import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError, ExportedRecord, MatchSummary, MatchView } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { useAppStore } from './app.ts';

/** The matches in the database, and importing and exporting record files. */
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

  return { list, loaded, error, load, importRecord, exportRecord };
});
