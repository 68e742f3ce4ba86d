import { computed } from 'vue';
import { useI18n } from 'vue-i18n';

/** Enough for every word of the table in both languages; past it the cache starts again. */
const MAX_ENTRIES = 1_000;

/**
 * vue-i18n's `t`, remembering what it said: the table draws the same words at every move ("To
 * play", "3 bones", the palette's "6-5, fits"), and each `t` formats its message again, which
 * was a fifth of the table's update after a move (issue 5, "Speed"). The words depend only on the
 * language, the key, the values and the count (messages are compiled at build time and never
 * change while the app runs), so they are kept per language; changing the language starts afresh.
 */
export function useCachedT(): (key: string, named?: Record<string, unknown>, plural?: number) => string {
  const { t, locale } = useI18n();
  // A new map for each language; reading it makes whatever renders with it follow the language.
  const said = computed(() => {
    void locale.value;
    return new Map<string, string>();
  });
  return (key, named, plural) => {
    const cache = said.value;
    const id = named === undefined && plural === undefined ? key : `${key}\u0000${JSON.stringify(named ?? null)}\u0000${plural ?? ''}`;
    let text = cache.get(id);
    if (text === undefined) {
      text = plural === undefined ? t(key, named ?? {}) : t(key, named ?? {}, plural);
      if (cache.size >= MAX_ENTRIES) cache.clear();
      cache.set(id, text);
    }
    return text;
  };
}
