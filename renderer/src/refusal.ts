/**
 * The words of a refusal in the scorekeeper's language (issue 5: every string through vue-i18n).
 * The engine explains a refused entry in English and names the facts it used in `params` (seat,
 * bone, ends, move …); the locale files hold, per code, a template over those facts. English is
 * the engine's own language and its message is the fuller one, so English keeps it; another
 * language uses its template when the code has one and the facts came with the refusal, else the
 * engine's message (better English than nothing). Pure, so it is tested without a browser.
 */

/** What a refusal carries: the api's error value (api/contract.ts ApiError) has this shape. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** The engine's language: its messages need no template. */
export const ENGINE_LOCALE = 'en';

/** The message key of a code's template: 'play/no-match' → 'refusalDetail.play_no-match'. */
export function refusalDetailKey(code: string): string {
  return `refusalDetail.${code.replace('/', '_')}`;
}

/**
 * The refusal's explanation in `locale`. `has` and `say` are vue-i18n's `te` and `t` (passed in
 * so this stays pure).
 */
export function refusalDetail(
  refusal: Refusal,
  locale: string,
  has: (key: string, locale: string) => boolean,
  say: (key: string, params: Record<string, string | number>) => string,
): string {
  if (locale === ENGINE_LOCALE || !refusal.params) return refusal.message;
  const key = refusalDetailKey(refusal.code);
  return has(key, locale) ? say(key, { ...refusal.params }) : refusal.message;
}
