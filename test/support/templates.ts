/** Reading the locale files' templates in tests (renderer/src/locales/*.json). */

/** The template at `key` ("refusalDetail.play_no-match") in a locale's messages, or undefined. */
export function template(messages: unknown, key: string): string | undefined {
  const [section, name] = key.split('.') as [string, string];
  return (messages as Record<string, Record<string, string>>)[section]?.[name];
}

/** The facts a template names: "{seat} passed on {pips}" → ["seat", "pips"]. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** A refusal as a sweep meets it: its code, message and facts (api/contract.ts ApiError). */
interface Met {
  readonly code: string;
  readonly message: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/**
 * What is missing in the refusals `met` (by a name for each): facts not carried, or a locale of
 * `locales` with no template at `keyOf(e)`, or one naming a fact the refusal does not carry.
 * Empty when each is complete.
 */
export function templateGaps<E extends Met>(met: ReadonlyMap<string, E>, keyOf: (e: E) => string, locales: Readonly<Record<string, unknown>>): string[] {
  const gaps: string[] = [];
  for (const [what, e] of met) {
    if (e.params === undefined) {
      gaps.push(`${what}: no params`);
      continue;
    }
    for (const [locale, messages] of Object.entries(locales)) {
      const text = template(messages, keyOf(e));
      if (text === undefined) gaps.push(`${what}: no ${locale} template ${keyOf(e)}`);
      else for (const name of placeholders(text).filter((n) => !(n in e.params!))) gaps.push(`${what}: ${locale} names {${name}}, not a fact it carries`);
    }
  }
  return gaps;
}

/** Each refusal of `met` said by `say` that is still its English message, or leaves out one of its facts. */
export function untranslated<E extends Met>(met: ReadonlyMap<string, E>, say: (e: E) => string): string[] {
  const gaps: string[] = [];
  for (const [what, e] of met) {
    const words = say(e);
    if (words === e.message) gaps.push(`${what}: the English message`);
    for (const fact of Object.values(e.params ?? {}).flatMap(shownFacts)) if (!words.includes(fact)) gaps.push(`${what}: leaves out ${fact}`);
  }
  return gaps;
}

/** What a fact shows in any language: itself, or a reason's own facts ({ kind: 'rows', count: 1 } shows 1). */
function shownFacts(fact: unknown): string[] {
  if (fact !== null && typeof fact === 'object' && !Array.isArray(fact)) {
    return Object.entries(fact).flatMap(([name, f]) => (name === 'kind' ? [] : shownFacts(f)));
  }
  return [String(fact)];
}
