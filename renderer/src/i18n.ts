import { createI18n } from 'vue-i18n';
import en from './locales/en.json';
import es from './locales/es.json';
import { initialLocale, isLocale, LOCALE_KEY } from './locale.ts';
import type { Locale } from './locale.ts';

/**
 * vue-i18n with messages compiled at build time (@intlify/unplugin-vue-i18n): no message compiler
 * at run time, so the window's CSP needs no 'unsafe-eval'. English is the source; Spanish has every
 * key (test/renderer/locales.test.ts).
 */
export type MessageSchema = typeof en;

const SHORT_DATE = { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' } as const;

function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(LOCALE_KEY);
  } catch {
    // Storage can be refused (privacy settings); the app still works, it just forgets.
    return null;
  }
}

export const i18n = createI18n<[MessageSchema], Locale, false>({
  legacy: false,
  locale: initialLocale(storedLocale(), navigator.languages),
  fallbackLocale: 'en',
  messages: { en, es },
  datetimeFormats: {
    en: { short: SHORT_DATE },
    es: { short: SHORT_DATE },
  },
});

/**
 * Shows the screens in `locale` without remembering it: a printed sheet's own language (issue 25
 * item 9: "The print's language is the print's own and does not switch the app's").
 */
export function showLocale(locale: Locale): void {
  i18n.global.locale.value = locale;
  document.documentElement.lang = locale;
}

/** The app's own language: the one chosen and remembered, else the browser's (what it starts in). */
export function appLocale(): Locale {
  return initialLocale(storedLocale(), navigator.languages);
}

/** Switches the language and remembers it for the next start. */
export function setLocale(locale: Locale): void {
  showLocale(locale);
  try {
    window.localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // See storedLocale.
  }
}

/**
 * A language chosen in another window of the app (the same storage: another tab in browser mode)
 * is followed here: a window left speaking the other language said a refusal in one language and
 * the screen around it in the other, until it was reloaded.
 */
export function followOtherWindows(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== LOCALE_KEY || !isLocale(event.newValue) || event.newValue === i18n.global.locale.value) return;
    i18n.global.locale.value = event.newValue;
    document.documentElement.lang = event.newValue;
  });
}
