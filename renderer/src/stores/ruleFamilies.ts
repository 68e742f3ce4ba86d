import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError, RuleFamilyView } from '../../../api/contract.ts';
import { api } from '../api.ts';
import { useAppStore } from './app.ts';

/** The rule families and their options in plain words, for the new-match form. Loaded once. */
export const useRuleFamiliesStore = defineStore('ruleFamilies', () => {
  const families = ref<readonly RuleFamilyView[]>([]);
  const error = ref<ApiError | null>(null);
  const app = useAppStore();

  async function load(): Promise<void> {
    if (families.value.length > 0) return;
    const r = await api.listOptions();
    if (r.ok) {
      families.value = r.value;
      error.value = null;
    } else {
      app.notice(r.error);
      error.value = r.error;
    }
  }

  return { families, error, load };
});
