/**
 * A match's or an event's game options in the chosen language, one line each ("Posing the 6-6:
 * Tournament"), for the scoreboard and the event's page (issue 25 item 10: "The event's page shows
 * its game options"): the api's English lines (`optionsText`) until the family's words are loaded.
 */
import { computed } from 'vue';
import type { ComputedRef } from 'vue';
import { useRuleFamiliesStore } from '../stores/ruleFamilies.ts';
import { useOptionWords } from '../words.ts';

/** What the lines are made from: a MatchView or an EventView. */
interface WithOptions {
  readonly rules: string;
  readonly options: object;
  readonly optionsText: readonly string[];
}

export function useOptionLines(of: () => WithOptions | null): ComputedRef<readonly string[]> {
  const families = useRuleFamiliesStore();
  const optionWords = useOptionWords();
  void families.load();
  return computed(() => {
    const v = of();
    const family = families.families.find((f) => f.id === v?.rules);
    if (!v || !family) return v?.optionsText ?? [];
    return family.options.map((o) => optionWords.line(v.rules, o, (v.options as Readonly<Record<string, unknown>>)[o.id]));
  });
}
