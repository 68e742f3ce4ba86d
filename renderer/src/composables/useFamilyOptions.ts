/**
 * A form's rule options, as the new match and the new event both ask them: the values chosen,
 * every option at the family's default when the family changes, a choice that moves another
 * option's default followed (optionDefaults.ts), and each default in the chosen language. How the
 * two forms lay the options out differs (radios and a seat sketch; selects beside the event's
 * settings) and stays in each view.
 */
import { reactive, watch } from 'vue';
import type { Ref } from 'vue';
import type { OptionView, RuleFamilyView } from '../../../api/contract.ts';
import { changedIds, defaultUnder, followDefaults } from '../optionDefaults.ts';
import type { OptionValues } from '../optionDefaults.ts';
import { useOptionWords } from '../words.ts';

export function useFamilyOptions(family: Readonly<Ref<RuleFamilyView | null>>): {
  readonly options: OptionValues;
  readonly fillDefaults: (f: RuleFamilyView | null) => void;
  readonly defaultText: (o: OptionView) => string;
} {
  const options = reactive<OptionValues>({});
  const optionWords = useOptionWords();

  /** Every option at the family's default, nothing left of the family chosen before. */
  function fillDefaults(f: RuleFamilyView | null): void {
    for (const key of Object.keys(options)) delete options[key];
    for (const o of f?.options ?? []) options[o.id] = o.default;
  }

  // A choice that changes another option's default sets it (Cut Throat's scoring: to 6, or to 100;
  // Sudan's 0-0 at 50: to 101), unless that option was changed by hand.
  watch(
    () => ({ ...options }),
    (now, before) => followDefaults(family.value?.options ?? [], options, changedIds(now, before)),
  );

  /** The option's default under the values chosen so far, in words. */
  function defaultText(o: OptionView): string {
    const value = defaultUnder(o, options);
    const c = o.choices?.find((ch) => ch.value === value);
    return c && family.value ? optionWords.choiceLabel(family.value.id, o, c) : String(value);
  }

  return { options, fillDefaults, defaultText };
}
