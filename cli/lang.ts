/**
 * The language the referee speaks: English or Spanish, as the screens do (Latin clubs' referees
 * read Spanish). Chosen by `--lang es|en`, else by the environment as command-line tools read it
 * (POSIX: the first of LC_ALL, LC_MESSAGES, LANG that is set and not empty), else English.
 *
 * The screens' own words (renderer/src/locales/*.json: refusals, families, options, event keys)
 * are said here from the same files with the same templates, so the app and the referee say a
 * refused move or a place in the standings alike; `localeWords` reads them without vue-i18n (the
 * command must not load Vue), the way vue-i18n reads them (test/cli/lang.test.ts holds it to that).
 */
import en from '../renderer/src/locales/en.json' with { type: 'json' };
import es from '../renderer/src/locales/es.json' with { type: 'json' };

export const LANGS = ['en', 'es'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The environment variables that name a language, strongest first (POSIX locale precedence). */
const LANG_VARIABLES = ['LC_ALL', 'LC_MESSAGES', 'LANG'] as const;

/**
 * The language the environment asks for: Spanish when the variable that decides ("es_DO.UTF-8",
 * "es") begins with `es`; English otherwise, "C" and "POSIX" included, as a tool without that
 * language's messages falls back to its own.
 */
export function langFromEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  const decides = LANG_VARIABLES.map((name) => env[name]).find((value) => value !== undefined && value !== '');
  return decides !== undefined && /^es(?:[_.@-]|$)/i.test(decides) ? 'es' : 'en';
}

/** vue-i18n's `te` and `t` over one locale's messages, as renderer/src/refusal.ts takes them. */
export interface LocaleWords {
  readonly has: (key: string) => boolean;
  readonly say: (key: string, named?: Record<string, string | number>, plural?: number) => string;
}

const MESSAGES: Readonly<Record<Lang, unknown>> = { en, es };

function lookup(messages: unknown, key: string): string | undefined {
  let at: unknown = messages;
  for (const part of key.split('.')) {
    if (at === null || typeof at !== 'object' || !Object.hasOwn(at, part)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/**
 * Which plural form vue-i18n picks for `count` (its default rule): of two forms "one | many", the
 * first for 1; of three "none | one | many", by 0, 1 and more.
 */
function pluralForm(count: number, forms: number): number {
  const n = Math.abs(count);
  if (forms === 2) return n === 1 ? 0 : 1;
  return Math.min(n, forms - 1, 2);
}

/**
 * The locale's messages as the screens say them: `{name}` filled from `named` (and, given a
 * count, `{n}` and `{count}` from it where `named` has none, as vue-i18n does), a plural form
 * chosen by the count (the form for 1 without one), a fact not given said as nothing. A key
 * the locale lacks says itself, as vue-i18n does, so a missing word shows rather than vanishes.
 */
export function localeWords(lang: Lang): LocaleWords {
  const messages = MESSAGES[lang];
  return {
    has: (key) => lookup(messages, key) !== undefined,
    say: (key, named = {}, plural) => {
      const text = lookup(messages, key);
      if (text === undefined) return key;
      // The spaces about a "|" part the forms; a message of one form keeps its own.
      const parts = text.split('|');
      const forms = parts.length === 1 ? parts : parts.map((f) => f.trim());
      // Without a count vue-i18n takes the form for 1, and leaves `{n}` to the facts.
      const form = forms.length === 1 ? forms[0]! : forms[pluralForm(plural ?? 1, forms.length)]!;
      const facts: Record<string, string | number> = plural === undefined ? named : { n: plural, count: plural, ...named };
      // `{'{'}` is a literal (how a message writes a brace); `{name}` a fact.
      return form.replace(/\{(?:'([^']*)'|(\w+))\}/g, (_, literal: string | undefined, name: string | undefined) =>
        literal !== undefined ? literal : Object.hasOwn(facts, name!) ? String(facts[name!]) : '',
      );
    },
  };
}
