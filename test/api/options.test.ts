import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { RULE_FAMILY_VIEWS, optionsText, optionsWithoutWords } from '../../api/options.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { DEFAULT_JAMAICAN_OPTIONS } from '../../domain/rules.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';

const shape = (id: (typeof RULE_FAMILIES)[number]) => {
  const schema = FAMILIES[id].options as unknown as z.ZodObject | z.ZodPipe<z.ZodObject>;
  return ('shape' in schema ? schema : schema.in).shape;
};

describe('the options in plain words (listOptions)', () => {
  it('offers every family the engine knows', () => {
    expect(RULE_FAMILY_VIEWS.map((f) => f.id)).toEqual([...RULE_FAMILIES]);
  });

  it('has words for every option of every family’s schema, and offers exactly those', () => {
    expect(optionsWithoutWords()).toEqual([]);
    for (const family of RULE_FAMILY_VIEWS) {
      expect(family.options.map((o) => o.id).sort()).toEqual(Object.keys(shape(family.id)).sort());
      for (const option of family.options) {
        expect(option.label.length).toBeGreaterThan(3);
        expect(option.help.length).toBeGreaterThan(10);
      }
    }
  });

  it('shows the engine’s defaults, and every choice and bound is a value the engine accepts', () => {
    for (const family of RULE_FAMILY_VIEWS) {
      const schema = FAMILIES[family.id].options;
      const defaults = schema.parse({}) as Record<string, unknown>;
      for (const option of family.options) {
        expect(option.default).toEqual(defaults[option.id]);
        for (const choice of option.choices ?? []) {
          const alone = schema.safeParse({ [option.id]: choice.value });
          if (alone.success) continue;
          // A value played only with another option's (Jamaican French `playOut` needs `laterPose:
          // "winner-double"`): refused alone saying what it needs, accepted with it.
          const reason = (alone.error.issues[0] as { params?: { reason?: { kind: string; needs: string } } }).params?.reason;
          expect(reason?.kind, `${family.id}.${option.id}: ${String(choice.value)}`).toBe('option-needs');
          expect(schema.safeParse({ [option.id]: choice.value, ...(JSON.parse(reason!.needs) as object) }).success).toBe(true);
        }
        if (option.kind === 'number') {
          expect(schema.safeParse({ [option.id]: option.min }).success).toBe(true);
          expect(schema.safeParse({ [option.id]: option.min! - 1 }).success).toBe(false);
          if (option.max !== undefined) {
            expect(schema.safeParse({ [option.id]: option.max }).success).toBe(true);
            expect(schema.safeParse({ [option.id]: option.max + 1 }).success).toBe(false);
          }
        }
      }
    }
  });

  it('describes the table of every seat count a family allows', () => {
    const cutThroat = RULE_FAMILY_VIEWS.find((f) => f.id === 'jamaican-cut-throat')!;
    expect(cutThroat.seatCounts).toEqual([2, 3, 4]);
    // CJHPR: "2 players get 14 bones each … 3 players get 9 bones each (double blank is taken out)".
    expect(cutThroat.tables.map((t) => [t.seats, t.handSize, t.stock, t.sides])).toEqual([
      [2, 14, 0, 'each'],
      [3, 9, 0, 'each'],
      [4, 7, 0, 'each'],
    ]);
    expect(cutThroat.tables[1]!.removed).toEqual([[0, 0]]);
    const cuban = RULE_FAMILY_VIEWS.find((f) => f.id === 'cuban')!;
    // cuban.txt: "Each player in turn then draws ten tiles … The remaining 15 tiles remain face down".
    expect(cuban.tables[0]).toMatchObject({ seats: 4, maxPip: 9, handSize: 10, stock: 15, rest: 'sleeping', teams: [[0, 2], [1, 3]], holdings: 'always' });
    const chiva = RULE_FAMILY_VIEWS.find((f) => f.id === 'chiva')!;
    expect(chiva.tables.map((t) => [t.seats, t.stock, t.rest])).toEqual([
      [2, 14, 'boneyard'],
      [3, 7, 'boneyard'],
    ]);
    // cuban.txt (Lankford): "2 players begin with 7 tiles each, 3 with 5 tiles each and 4 with 4 tiles
    // each, the remainder forming a boneyard … The first player must begin with a double, drawing".
    const lankford = RULE_FAMILY_VIEWS.find((f) => f.id === 'cuban-draw')!;
    expect(lankford.tables.map((t) => [t.seats, t.handSize, t.stock, t.rest, t.sides, t.openWithDouble])).toEqual([
      [2, 7, 14, 'boneyard', 'each', true],
      [3, 5, 13, 'boneyard', 'each', true],
      [4, 4, 12, 'boneyard', 'each', true],
    ]);
    expect(chiva.tables[0]!.openWithDouble).toBe(false);
  });

  it('describes a match’s options one line each', () => {
    expect(optionsText('jamaican-partner', DEFAULT_JAMAICAN_OPTIONS)).toContain('Posing the 6-6: Tournament');
    expect(optionsText('jamaican-partner', { ...DEFAULT_JAMAICAN_OPTIONS, target: 4 })).toContain('Points to win: 4');
    const latin = FAMILIES['latin-partnership'].options.parse({ divideBy10: true });
    expect(optionsText('latin-partnership', latin)).toContain('Scores divided by 10: Yes');
  });
});
