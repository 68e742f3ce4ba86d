/**
 * Which language the screens speak: the scorekeeper's last choice (kept in localStorage), else
 * the browser's language when we have it, else English. Pure, so it is tested without a browser.
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

/** The localStorage key holding the chosen language. */
export const LOCALE_KEY = 'dominoes.locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language to start in, from what was stored and the browser's preferred languages. */
export function initialLocale(stored: string | null, preferred: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'en';
}
