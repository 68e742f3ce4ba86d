import { useI18n } from 'vue-i18n';
import type { Refusal } from '../refusal.ts';
import { useRefusal } from './useRefusal.ts';

/**
 * An event command's refusal in the screens' language. The organizer's codes (`event/...`) have
 * their templates in the locale's one "event" block (event.refusal.<code>, over the refusal's
 * facts), so the tournament words stay together; every other code (a record's, the database's)
 * is said as the match screens say it, and English is the api's own message.
 */
export function useEventRefusal(): (refusal: Refusal | null | undefined) => string {
  const { t, te, locale } = useI18n();
  const matchWords = useRefusal();
  return (refusal) => {
    if (!refusal) return '';
    const key = `event.refusal.${refusal.code.replace('/', '_')}`;
    if (locale.value === 'en' || !te(key)) return matchWords(refusal);
    const facts: Record<string, string | number> = {};
    for (const [name, fact] of Object.entries(refusal.params ?? {})) {
      if (typeof fact === 'string' || typeof fact === 'number') facts[name] = fact;
    }
    return t(key, facts);
  };
}
