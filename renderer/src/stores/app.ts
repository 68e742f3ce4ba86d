import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { ApiError } from '../../../api/bridge.ts';
import { api } from '../api.ts';

/** App-wide facts the shell shows: for now, the version. */
export const useAppStore = defineStore('app', () => {
  const version = ref<string | null>(null);
  const error = ref<ApiError | null>(null);
  const loading = ref(false);

  async function loadVersion(): Promise<void> {
    loading.value = true;
    const result = await api.appVersion();
    loading.value = false;
    if (result.ok) {
      version.value = result.value;
      error.value = null;
    } else {
      error.value = result.error;
    }
  }

  return { version, error, loading, loadVersion };
});
