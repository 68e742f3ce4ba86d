/**
 * A match's or an event's game options in the chosen language, one line each ("Posing the 6-6:
 * Tournament"), for the scoreboard and the event's page (issue 25 item 10: "The event's page shows
 * its game options"): the api's English lines (`optionsText`) until the family's words are loaded.
 * Each line says whether its option is at the family's default, so a page can lead with those
 * that are not.
 */
import { computed } from 'vue';
import type { ComputedRef } from 'vue';
import { defaultUnder } from '../optionDefaults.ts';
import type { OptionValues } from '../optionDefaults.ts';
import { useRuleFamiliesStore } from '../stores/ruleFamilies.ts';
import { useOptionWords } from '../words.ts';

/** What the lines are made from: a MatchView or an EventView. */
interface WithOptions {
  readonly rules: string;
  readonly options: object;
  readonly optionsText: readonly string[];
}

export interface OptionLine {
  /** The option's id; null for the api's lines, before the family's words are loaded. */
  readonly id: string | null;
  readonly text: string;
  /**
   * At the family's own default under the other options (Sudan's target is 101 where the 0-0
   * counts 50: optionDefaults.ts), so a value that followed another is not said as changed
   * (unknown, so true, until the family's words are loaded).
   */
  readonly byDefault: boolean;
}

export function useOptionLines(of: () => WithOptions | null): ComputedRef<readonly OptionLine[]> {
  const families = useRuleFamiliesStore();
  const optionWords = useOptionWords();
  void families.load();
  return computed(() => {
    const v = of();
    const family = families.families.find((f) => f.id === v?.rules);
    if (!v || !family) return (v?.optionsText ?? []).map((text) => ({ id: null, text, byDefault: true }));
    const values = v.options as Readonly<OptionValues>;
    return family.options.map((o) => ({ id: o.id, text: optionWords.line(v.rules, o, values[o.id]), byDefault: values[o.id] === defaultUnder(o, values) }));
  });
}
