import { describe, expect, it } from 'vitest';
import { RULE_FAMILY_VIEWS, optionsText, optionsWithoutWords } from '../../api/options.ts';
import { DEFAULT_JAMAICAN_OPTIONS, jamaicanPartnerOptions } from '../../domain/rules.ts';

describe('the options in plain words (listOptions)', () => {
  const [jamaican] = RULE_FAMILY_VIEWS;

  it('has words for every option of the engine, and offers exactly those', () => {
    expect(optionsWithoutWords()).toEqual([]);
    expect(jamaican!.options.map((o) => o.id).sort()).toEqual(Object.keys(jamaicanPartnerOptions.shape).sort());
  });

  it('shows the engine’s defaults, and every choice is a value the engine accepts', () => {
    for (const option of jamaican!.options) {
      expect(option.default).toEqual(DEFAULT_JAMAICAN_OPTIONS[option.id as keyof typeof DEFAULT_JAMAICAN_OPTIONS]);
      for (const choice of option.choices ?? []) {
        expect(jamaicanPartnerOptions.safeParse({ [option.id]: choice.value }).success).toBe(true);
      }
      if (option.kind === 'number') {
        expect(jamaicanPartnerOptions.safeParse({ [option.id]: option.min }).success).toBe(true);
        expect(jamaicanPartnerOptions.safeParse({ [option.id]: option.max! + 1 }).success).toBe(false);
      }
    }
  });

  it('describes a match’s options one line each', () => {
    expect(optionsText(DEFAULT_JAMAICAN_OPTIONS)).toContain('Posing the 6-6: Tournament');
    expect(optionsText({ ...DEFAULT_JAMAICAN_OPTIONS, target: 4 })).toContain('Points to win: 4');
  });
});
