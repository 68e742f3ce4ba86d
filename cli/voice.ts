/**
 * Everything a report needs to speak one language: the referee's own sentences (cli/words.ts,
 * cli/words-es.ts) and the screens' words for what the screens already say (cli/lang.ts): a rule
 * family's name, its options, a refusal. Passed down to every function that makes a line, so one
 * report is all in one language.
 */
import { RULE_FAMILY_VIEWS } from '../api/options.ts';
import type { FamilyOptions } from '../domain/families/index.ts';
import type { RuleFamily } from '../domain/rules.ts';
import { firstKey, optionWordKeys } from '../renderer/src/optionWords.ts';
import { refusalDetail } from '../renderer/src/refusal.ts';
import type { Refusal } from '../renderer/src/refusal.ts';
import type { OptionField } from '../renderer/src/optionWords.ts';
import { localeWords } from './lang.ts';
import type { Lang, LocaleWords } from './lang.ts';
import { EN } from './words.ts';
import type { Words } from './words.ts';
import { ES } from './words-es.ts';

export interface Voice {
  readonly lang: Lang;
  readonly w: Words;
  readonly locale: LocaleWords;
}

const WORDS: Readonly<Record<Lang, Words>> = { en: EN, es: ES };

export function voiceOf(lang: Lang): Voice {
  return { lang, w: WORDS[lang], locale: localeWords(lang) };
}

/** The English voice: what every report spoke before Spanish came, and still does by default. */
export const ENGLISH: Voice = voiceOf('en');

/** A rule family's name as the screens give it ("Cubano de robar (Lankford)"); `english` where none. */
export function familyName(voice: Voice, family: string, english: string): string {
  if (voice.lang === 'en') return english;
  const key = `families.${family}`;
  return voice.locale.has(key) ? voice.locale.say(key) : english;
}

/**
 * A family's options in the new-match form's words, one "label: choice" each (api/options.ts
 * `optionsInWords` in English, renderer/src/words.ts `useOptionWords().line` on the screens):
 * the screens' Spanish where it has a word, the api's English where not.
 */
export function optionsInVoice(voice: Voice, family: RuleFamily, options: FamilyOptions): { readonly id: string; readonly text: string }[] {
  const view = RULE_FAMILY_VIEWS.find((f) => f.id === family)!;
  const word = (id: string, field: OptionField, english: string, choice?: string | boolean): string => {
    const key = voice.lang === 'en' ? null : firstKey(optionWordKeys(family, id, field, choice), voice.locale.has);
    return key === null ? english : voice.locale.say(key);
  };
  return view.options.map((o) => {
    const value = (options as Readonly<Record<string, unknown>>)[o.id];
    const choice = o.choices?.find((c) => c.value === value);
    return { id: o.id, text: `${word(o.id, 'label', o.label)}: ${choice ? word(o.id, 'label', choice.label, choice.value) : String(value)}` };
  });
}

/**
 * What is wrong, in the voice's language: the engine's English message, or the screens' words for
 * the same refusal from its code and facts (renderer/src/refusal.ts, as the Matches screen says an
 * import's refusal), which fall back to the English message only where a fact has no words yet.
 */
export function sayRefusal(voice: Voice, error: Refusal): string {
  if (voice.lang === 'en') return error.message;
  return refusalDetail(error, voice.lang, (key) => voice.locale.has(key), voice.locale.say);
}
