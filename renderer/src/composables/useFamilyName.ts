/**
 * A rule family's name by its id, in the chosen language, as the lists of matches and of events
 * show it beside each row: the locale's name, else the api's label (listOptions), else the id
 * itself for a family this version does not know (a newer file's).
 */
import { useRuleFamiliesStore } from '../stores/ruleFamilies.ts';
import { useOptionWords } from '../words.ts';

export function useFamilyName(): (rules: string) => string {
  const families = useRuleFamiliesStore();
  const optionWords = useOptionWords();
  return (rules) => optionWords.familyName(rules, families.families.find((f) => f.id === rules)?.label ?? rules);
}
