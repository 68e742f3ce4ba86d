/** Reading the locale files' templates in tests (renderer/src/locales/*.json). */

/** The template at `key` ("refusalDetail.play_no-match") in a locale's messages, or undefined. */
export function template(messages: unknown, key: string): string | undefined {
  const [section, name] = key.split('.') as [string, string];
  return (messages as Record<string, Record<string, string>>)[section]?.[name];
}

/** The facts a template names: "{seat} passed on {pips}" → ["seat", "pips"]. */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
