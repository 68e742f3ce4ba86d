import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneKey, parseBones, setByHighPip, writeBones } from '../../renderer/src/composables/bones.ts';

describe('bones typed as text (deal and bones left)', () => {
  it('reads pairs of numbers whatever separates them', () => {
    const want = { ok: true, bones: [[6, 3], [5, 2], [4, 1]] };
    expect(parseBones('63 52 41')).toEqual(want);
    expect(parseBones('6-3, 5-2, 4-1')).toEqual(want);
    expect(parseBones('635241')).toEqual(want);
    expect(parseBones('')).toEqual({ ok: true, bones: [] });
  });

  it('says what is wrong: a lone number, or a number outside the set', () => {
    expect(parseBones('63 5')).toEqual({ ok: false, problem: 'odd' });
    expect(parseBones('63 57')).toEqual({ ok: false, problem: 'pip', pip: 7 });
  });

  it('writes back what it reads', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 }))), (bones) => {
        expect(parseBones(writeBones(bones))).toEqual({ ok: true, bones });
      }),
    );
  });

  it('knows a bone either way round, and lists the 28 bones of a double-six once each', () => {
    expect(boneKey([3, 6])).toBe(boneKey([6, 3]));
    const keys = setByHighPip(6).flat().map(boneKey);
    expect(keys).toHaveLength(28);
    expect(new Set(keys).size).toBe(28);
    expect(setByHighPip(6)[0]).toEqual([[6, 6], [6, 5], [6, 4], [6, 3], [6, 2], [6, 1], [6, 0]]);
  });
});
