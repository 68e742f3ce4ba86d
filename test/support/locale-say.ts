/**
 * The screens' words over one locale file, as vue-i18n gives them, for unit tests of the renderer's
 * pure word modules (handWords.ts): a missing key or placeholder is a failure here, not a fallback,
 * so a test sees a sentence the screen could not say.
 */
import type { Say } from '../../renderer/src/handWords.ts';

export type Messages = Readonly<Record<string, unknown>>;

/** The message at a dotted key ("target.cuban"), if it is a string. */
export function at(messages: Messages, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Messages | undefined)?.[k], messages);
  return typeof value === 'string' ? value : undefined;
}

/** vue-i18n's `t` over one locale file: a missing key is a failure here, not a fallback. */
export function sayIn(messages: Messages): Say {
  return (key, named = {}, plural) => {
    const message = at(messages, key);
    if (message === undefined) throw new Error(`no message ${key}`);
    const forms = message.split(' | ');
    // As vue-i18n does: without a plural given, a named `count` or `n` chooses the form.
    const implicit = typeof named['count'] === 'number' ? named['count'] : typeof named['n'] === 'number' ? named['n'] : undefined;
    plural ??= implicit;
    const form = plural === undefined || forms.length === 1 ? forms[0]! : forms.length === 2 ? forms[plural === 1 ? 0 : 1]! : forms[Math.min(plural, 2)]!;
    return form.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (!(name in named)) throw new Error(`${key}: no value for {${name}}`);
      return String(named[name]);
    });
  };
}

/** vue-i18n's `te` over one locale file. */
export const hasIn = (messages: Messages) => (key: string): boolean => at(messages, key) !== undefined;
