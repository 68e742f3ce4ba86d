import { describe, expect, it } from 'vitest';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { RULE_FAMILY_VIEWS } from '../../api/options.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { firstKey, optionWordKeys, WORDS_ALIKE } from '../../renderer/src/optionWords.ts';
import type { OptionField } from '../../renderer/src/optionWords.ts';

type Messages = Readonly<Record<string, unknown>>;

/** The message at a dotted key, as vue-i18n's `t` finds it (strings only). */
function at(messages: Messages, key: string): string | undefined {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Messages | undefined)?.[k], messages);
  return typeof value === 'string' ? value : undefined;
}

/** The word the new-match form shows for one field of an option, in one language. */
function word(messages: Messages, family: string, option: string, field: OptionField, choice?: string | boolean): string | undefined {
  const key = firstKey(optionWordKeys(family, option, field, choice), (k) => at(messages, k) !== undefined);
  return key === null ? undefined : at(messages, key);
}

/** Every field of every option of every family the api offers: [family, option, field, choice?, the api's English]. */
const FIELDS = RULE_FAMILY_VIEWS.flatMap((family) =>
  family.options.flatMap((o) => [
    [family.id, o.id, 'label', undefined, o.label] as const,
    [family.id, o.id, 'help', undefined, o.help] as const,
    ...(o.choices ?? []).flatMap((c) => [
      [family.id, o.id, 'label', c.value, c.label] as const,
      [family.id, o.id, 'help', c.value, c.help] as const,
    ]),
  ]),
);

describe('the new-match form speaks the words of docs/rules.md, for every family', () => {
  it('looks a word up by family, then by a family that reads the same, then the shared word', () => {
    expect(optionWordKeys('jamaican-partner', 'target', 'label')).toEqual(['familyOptionWords.jamaican-partner.target.label', 'optionWords.target.label']);
    expect(optionWordKeys('quinientos', 'blockTie', 'help', 'last-team')).toEqual([
      'familyOptionWords.quinientos.blockTie.choices.last-team.help',
      'familyOptionWords.doscientos.blockTie.choices.last-team.help',
      'optionWords.blockTie.choices.last-team.help',
    ]);
    expect(optionWordKeys('sudan', 'doubleBlank50', 'label', false)).toContain('familyOptionWords.sudan.doubleBlank50.choices.false.label');
    expect(firstKey(['a', 'b', 'c'], (k) => k !== 'a')).toBe('b');
    expect(firstKey(['a'], () => false)).toBeNull();
  });

  it('the same option id means different things: "target" reads per family', () => {
    expect(word(en, 'jamaican-partner', 'target', 'help')).toContain('six-love');
    expect(word(en, 'cuban', 'target', 'help')).toBe('The first team to reach this many points or more wins the match.');
    expect(word(en, 'chiva', 'target', 'label')).toBe('Hands to win');
    expect(word(es, 'chiva', 'target', 'label')).toBe('Manos para ganar');
    // Cut Throat's target is hands won or, in the game to 100 (issue 19 item 12), pips.
    expect(word(en, 'jamaican-cut-throat', 'target', 'label')).toBe('Points to win');
    expect(word(es, 'jamaican-cut-throat', 'target', 'label')).toBe('Puntos para ganar');
  });

  it('Jamaican French\'s laterPose (issue 19 item 7) on the form, in English and Spanish', () => {
    expect(word(en, 'jamaican-french', 'laterPose', 'label')).toBe('Who poses after the first hand');
    expect(word(es, 'jamaican-french', 'laterPose', 'label')).toBe('Quién sale después de la primera mano');
    expect(word(en, 'jamaican-french', 'laterPose', 'label', 'zero-zero')).toBe('The 0-0, every hand');
    expect(word(es, 'jamaican-french', 'laterPose', 'label', 'zero-zero')).toBe('El 0-0, cada mano');
    expect(word(en, 'jamaican-french', 'laterPose', 'label', 'winner-double')).toBe('The last winner, any double');
    expect(word(es, 'jamaican-french', 'laterPose', 'label', 'winner-double')).toBe('El último ganador, cualquier doble');
    const offered = RULE_FAMILY_VIEWS.find((f) => f.id === 'jamaican-french')!.options.find((o) => o.id === 'laterPose')!;
    expect([offered.default, offered.choices!.map((c) => c.value)]).toEqual(['zero-zero', ['zero-zero', 'winner-double']]);
  });

  it('Jamaican French\'s playOut (issue 19 item 7) on the form, in English and Spanish', () => {
    expect(word(en, 'jamaican-french', 'playOut', 'label')).toBe('When a player reaches the losing score');
    expect(word(es, 'jamaican-french', 'playOut', 'label')).toBe('Cuando un jugador llega al tanteo que pierde');
    expect(word(en, 'jamaican-french', 'playOut', 'label', false)).toBe('The match ends');
    expect(word(es, 'jamaican-french', 'playOut', 'label', false)).toBe('Termina la partida');
    expect(word(en, 'jamaican-french', 'playOut', 'label', true)).toBe('The others play on');
    expect(word(es, 'jamaican-french', 'playOut', 'label', true)).toBe('Los demás siguen');
    expect(word(es, 'jamaican-french', 'playOut', 'help', true)).toContain('9 fichas cada uno entre tres');
    const offered = RULE_FAMILY_VIEWS.find((f) => f.id === 'jamaican-french')!.options.find((o) => o.id === 'playOut')!;
    expect([offered.default, offered.kind, offered.choices!.map((c) => c.value)]).toEqual([false, 'boolean', [false, true]]);
  });

  it('the English word of every option and choice of every family is exactly the api\'s', () => {
    const wrong = FIELDS.filter(([family, option, field, choice, api]) => word(en, family, option, field, choice) !== api);
    expect(wrong).toEqual([]);
  });

  it('Spanish has a word for every option and choice of every family, and it is not the English one', () => {
    const missing = FIELDS.filter(([family, option, field, choice]) => word(es, family, option, field, choice) === undefined);
    expect(missing).toEqual([]);
    // "No" and numbers read the same in both languages; anything longer is translated.
    const untranslated = FIELDS.filter(([family, option, field, choice, api]) => api.length > 3 && word(es, family, option, field, choice) === api);
    expect(untranslated).toEqual([]);
  });

  it('every family has its name and what it is, in English (the api\'s) and in Spanish', () => {
    for (const family of RULE_FAMILY_VIEWS) {
      expect(at(en, `families.${family.id}`)).toBe(family.label);
      expect(at(en, `familyHelp.${family.id}`)).toBe(family.help);
      expect(at(es, `families.${family.id}`)).toBeTypeOf('string');
      expect(at(es, `familyHelp.${family.id}`)).not.toBe(family.help);
    }
  });

  it('no family word is kept that no family option uses, and a family read as another exists', () => {
    const used = new Set(FIELDS.map(([family, option, field, choice]) => firstKey(optionWordKeys(family, option, field, choice), (k) => at(en, k) !== undefined)));
    const kept: string[] = [];
    const walk = (node: unknown, path: string): void => {
      if (typeof node === 'string') kept.push(path);
      else for (const [k, v] of Object.entries(node as Messages)) walk(v, `${path}.${k}`);
    };
    walk(en.familyOptionWords, 'familyOptionWords');
    expect(kept.filter((key) => !used.has(key))).toEqual([]);
    for (const [family, alike] of Object.entries(WORDS_ALIKE)) {
      expect(RULE_FAMILY_VIEWS.map((f) => f.id)).toContain(family);
      expect(RULE_FAMILY_VIEWS.map((f) => f.id)).toContain(alike);
    }
  });
});

// Issue 25 item 10: "New event offers the common Jamaican club setting (replayed ties and the 1-1
// play-off) in one choice, as the texts' "many play"".
describe('the settings clubs play, one choice each', () => {
  it('the Jamaican partner game offers the club setting: tied hands replayed and the 1-1 play-off', () => {
    const partner = RULE_FAMILY_VIEWS.find((f) => f.id === 'jamaican-partner')!;
    expect(partner.presets).toEqual([expect.objectContaining({ id: 'club', options: { ties: 'replay', playoffAtOneOne: true } })]);
  });

  it('each sets options its family has to values the family takes, and is worded in English (the api\'s) and Spanish', () => {
    for (const family of RULE_FAMILY_VIEWS) {
      for (const p of family.presets) {
        expect(FAMILIES[family.id].options.safeParse(p.options).success, `${family.id}.${p.id}`).toBe(true);
        for (const [id, value] of Object.entries(p.options)) {
          const option = family.options.find((o) => o.id === id);
          expect(option, `${family.id}.${p.id}: ${id}`).toBeDefined();
          expect(option!.default, `${family.id}.${p.id}: ${id} is set to its default`).not.toBe(value);
        }
        for (const field of ['label', 'help'] as const) {
          expect(at(en, `familyPresets.${family.id}.${p.id}.${field}`)).toBe(p[field]);
          const spanish = at(es, `familyPresets.${family.id}.${p.id}.${field}`);
          expect(spanish).toBeTypeOf('string');
          expect(spanish).not.toBe(p[field]);
        }
      }
    }
  });
});
