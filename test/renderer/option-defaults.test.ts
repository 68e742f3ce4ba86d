/**
 * The new-match form's options as the scorekeeper changes them (renderer/src/optionDefaults.ts),
 * over the api's real option views: Cut Throat's game to 100 (issue 19 item 12) takes 100 to win
 * and no key bone when chosen, and 6 and the key bone back when not; chosen and then hidden by
 * a seat count that does not play it, it goes back to the texts' game. Sudan's target follows its
 * 0-0 at 50 the same way. What the form would send is checked by the family's own schema.
 */
import { describe, expect, it } from 'vitest';
import { RULE_FAMILY_VIEWS } from '../../api/options.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { changedIds, defaultUnder, followDefaults, resetHidden, shownAt } from '../../renderer/src/optionDefaults.ts';
import type { OptionValues } from '../../renderer/src/optionDefaults.ts';

const optionsOf = (id: RuleFamily) => RULE_FAMILY_VIEWS.find((f) => f.id === id)!.options;
/** The form's values for a family, as it fills them in. */
const defaults = (id: RuleFamily): OptionValues => Object.fromEntries(optionsOf(id).map((o) => [o.id, o.default]));

/** The form's change of one option, then what its watch does. */
function choose(id: RuleFamily, values: OptionValues, option: string, value: string | number | boolean): void {
  const before = { ...values };
  values[option] = value;
  followDefaults(optionsOf(id), values, changedIds(values, before));
}

describe('the form follows defaults that follow another option', () => {
  const CT = 'jamaican-cut-throat';
  it('choosing the game to 100 sets 100 to win and the key bone off, and what the form sends is accepted as that game', () => {
    const values = defaults(CT);
    expect(values).toMatchObject({ scoring: 'wins', target: 6, keyBone: true });
    choose(CT, values, 'scoring', 'points');
    expect(values).toMatchObject({ scoring: 'points', target: 100, keyBone: false });
    expect(FAMILIES[CT].options.safeParse(values).success).toBe(true);
    const target = optionsOf(CT).find((o) => o.id === 'target')!;
    expect(defaultUnder(target, values)).toBe(100);
    // A target typed after the choice stays; choosing hands won again sets 6 back.
    choose(CT, values, 'target', 150);
    expect(values['target']).toBe(150);
    choose(CT, values, 'scoring', 'wins');
    expect(values).toMatchObject({ target: 6, keyBone: true });
  });

  it('the option is shown at four seats only; chosen and then hidden at three, the texts\' game is sent', () => {
    const scoring = optionsOf(CT).find((o) => o.id === 'scoring')!;
    expect([2, 3, 4].map((n) => shownAt(scoring, n))).toEqual([false, false, true]);
    const values = defaults(CT);
    choose(CT, values, 'scoring', 'points');
    resetHidden(optionsOf(CT), values, 3);
    expect(values).toMatchObject({ scoring: 'wins', target: 6, keyBone: true });
    // Nothing else moves at a count that shows every option chosen.
    choose(CT, values, 'pose', 'sporting');
    resetHidden(optionsOf(CT), values, 3);
    expect(values['pose']).toBe('sporting');
  });

  it('Sudan\'s target follows the 0-0 at 50: 101, and 51 again', () => {
    const values = defaults('sudan');
    choose('sudan', values, 'doubleBlank50', true);
    expect(values['target']).toBe(101);
    choose('sudan', values, 'doubleBlank50', false);
    expect(values['target']).toBe(51);
  });

  it('a family whose defaults follow nothing is left as chosen', () => {
    const values = defaults('latin-partnership');
    choose('latin-partnership', values, 'divideBy10', true);
    expect(values).toEqual({ ...defaults('latin-partnership'), divideBy10: true });
  });
});
