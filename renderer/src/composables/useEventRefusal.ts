/** The event screens' (and event sheets') way to say a refusal in the screens' language. */
import { useI18n } from 'vue-i18n';
import { eventRefusalText, inBox, sentence } from '../eventWords.ts';
import type { Refusal } from '../refusal.ts';

/**
 * An event command's refusal in the screens' language. The organizer's codes (`event/...`) have
 * their templates in the locale's one "event" block (event.refusal.<code>, over the refusal's
 * facts) in English as in Spanish, so the tournament words stay together and both languages say
 * the same thing; every other code (a record's, the database's, one the screens do not know) is
 * said as the match screens say it, which ends in the api's own message. `placed`: led by where
 * it is ("Round 2, table 3, game 1: "), as an event file's refusal on Import (issue 25 item 5);
 * `inBox`: said beside the one box it came from, a sentence of its own (item 2, eventWords.ts inBox).
 */
export function useEventRefusal(options: { readonly placed?: boolean; readonly inBox?: boolean } = {}): (refusal: Refusal | null | undefined) => string {
  const { t, te, locale } = useI18n();
  return (refusal) => {
    if (!refusal) return '';
    const said = options.inBox ? inBox(refusal) : refusal;
    const text = eventRefusalText(said, locale.value, (key) => te(key), (key, params, plural) => (plural === undefined ? t(key, params) : t(key, params, plural)), options.placed);
    return options.inBox ? sentence(text, locale.value) : text;
  };
}
