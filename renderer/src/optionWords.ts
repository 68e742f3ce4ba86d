/**
 * Where the words of a rule family's option live in the locale files. An option id means a
 * different thing in each family (`target` is six-love in the partner game, 100 pips in the Cuban
 * one, hands in a row in the Shutout), so the words are keyed by family and option; where a
 * family's word is the same as another's, it is written once and looked up from there:
 *
 *   familyOptionWords.<family>.<option>…   the family's own word
 *   familyOptionWords.<alike>.<option>…    a family that reads the same (WORDS_ALIKE)
 *   optionWords.<option>…                  the shared word (the partner game's, docs/rules.md)
 *
 * English must equal the api's own words (api/options.ts); test/renderer/optionWords.test.ts
 * checks that, and that Spanish has a word for every one. Pure: `has` is vue-i18n's `te`.
 */

/** Families whose options read as another family's where both have the option. */
export const WORDS_ALIKE: Readonly<Record<string, string>> = {
  // "The Haitian game each for oneself … scored as the partner game" (docs/rules.md).
  'haitian-individual': 'haitian',
  // "Doscientos played to 500": the same block rules.
  quinientos: 'doscientos',
  // Chiva and Cut Throat share the first pose and the key bone.
  chiva: 'jamaican-cut-throat',
};

export type OptionField = 'label' | 'help';

/** The message keys that may hold a word, most particular first. */
export function optionWordKeys(family: string, option: string, field: OptionField, choice?: string | boolean): string[] {
  const tail = choice === undefined ? `${option}.${field}` : `${option}.choices.${String(choice)}.${field}`;
  const alike = WORDS_ALIKE[family];
  return [`familyOptionWords.${family}.${tail}`, ...(alike ? [`familyOptionWords.${alike}.${tail}`] : []), `optionWords.${tail}`];
}

/** The first of `keys` that has a message, or null. */
export function firstKey(keys: readonly string[], has: (key: string) => boolean): string | null {
  return keys.find((key) => has(key)) ?? null;
}
