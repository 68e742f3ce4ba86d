import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneKey, PALETTE_ROW, paletteRows, parseBones, setByHighPip, writeBones } from '../../renderer/src/composables/bones.ts';

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

// The palette at every table: cuban.txt plays "a double-nine set" (55 bones);
// jamaican-cut-throat-partner-french.txt, three players: "the double blank is removed".
describe('the palette rows', () => {
  const keys = (rows: ReturnType<typeof paletteRows>) => rows.flat(2).map(boneKey);

  it('a double-six set is one row of 28; with the 0-0 taken out, 27 and no 0-0', () => {
    expect(paletteRows(6).map((r) => r.flat().length)).toEqual([28]);
    const three = paletteRows(6, new Set(['00']));
    expect(three.map((r) => r.flat().length)).toEqual([27]);
    expect(keys(three)).not.toContain('00');
  });

  it('a double-nine set is two rows, 9-9 to 7-0 then 6-6 to 0-0, each bone once', () => {
    const rows = paletteRows(9);
    expect(rows.map((r) => r.flat().length)).toEqual([27, 28]);
    expect(rows[0]![0]![0]).toEqual([9, 9]);
    expect(rows[1]![0]![0]).toEqual([6, 6]);
    expect(new Set(keys(rows)).size).toBe(55);
  });

  it('every row holds whole groups of at most a double-six palette, and no bone is lost', () => {
    fc.assert(
      fc.property(fc.constantFrom(6, 9), fc.subarray(setByHighPip(9).flat().map(boneKey)), (maxPip, out) => {
        const removed = new Set(out);
        const rows = paletteRows(maxPip, removed);
        for (const row of rows) expect(row.flat().length).toBeLessThanOrEqual(PALETTE_ROW);
        const want = setByHighPip(maxPip).flat().map(boneKey).filter((k) => !removed.has(k));
        expect(keys(rows)).toEqual(want);
      }),
    );
  });
});
