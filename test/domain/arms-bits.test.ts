/**
 * The four-arm layout's bit forms (domain/arms.ts), which the engine uses on every play instead of
 * lists, agree with the rule as JCTPF states it (jamaican-cut-throat-partner-french.txt, "The
 * French Domino Game": "Four tiles with a blank must be played against the four sides of the
 * [0-0] before any other tiles can be played … The next tile played on each of the arms must be
 * the appropriate double … the arm can be continued using normal matching rules"), written here
 * over lists, on random arms and bones; round any centre double, as YaadDominoes poses later
 * hands with any double (issue 19 item 7, `laterPose: "winner-double"`).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARM_NAMES, armIndex, defaultArm, defaultArmOf, fittingArmBits, fittingArms, isArmName } from '../../domain/arms.ts';
import type { Arm } from '../../domain/arms.ts';
import type { Bone } from '../../domain/bones.ts';

const pip = fc.integer({ min: 0, max: 6 });
const armArb = (centre: number): fc.Arbitrary<Arm> =>
  fc.oneof(fc.constant({ centre, open: null, needsDouble: false }), fc.record({ centre: fc.constant(centre), open: pip, needsDouble: fc.boolean() }));
const armsArb = pip.chain((centre) => fc.array(armArb(centre), { minLength: 4, maxLength: 4 }));
const boneArb = fc.tuple(pip, pip).map((b): Bone => b);

/** The arms `bone` fits, from the rule text, as a list. */
function fitsByText(arms: readonly Arm[], bone: Bone): number[] {
  const filling = arms.some((a) => a.open === null);
  return arms.flatMap((a, i) => {
    const fits = filling
      ? a.open === null && bone.includes(a.centre)
      : a.needsDouble
        ? bone[0] === a.open && bone[1] === a.open
        : bone.includes(a.open!);
    return fits ? [i] : [];
  });
}

describe('four-arm layout bits (JCTPF)', () => {
  it('fittingArmBits has exactly the arms the text allows, and fittingArms lists them in order', () => {
    fc.assert(
      fc.property(armsArb, boneArb, (arms, bone) => {
        const expected = fitsByText(arms, bone);
        expect(fittingArms(arms, bone)).toEqual(expected);
        expect(fittingArmBits(arms, bone)).toBe(expected.reduce((bits, i) => bits | (1 << i), 0));
      }),
      { numRuns: 2000 },
    );
  });

  it('defaultArmOf picks the first arm only when every arm the bone fits is alike, as defaultArm does', () => {
    fc.assert(
      fc.property(armsArb, boneArb, (arms, bone) => {
        const fits = fitsByText(arms, bone);
        const alike = fits.length > 0 && fits.every((i) => arms[i]!.open === arms[fits[0]!]!.open && arms[i]!.needsDouble === arms[fits[0]!]!.needsDouble);
        const expected = alike ? fits[0]! : null;
        expect(defaultArm(arms, fits)).toBe(expected);
        expect(defaultArmOf(arms, fittingArmBits(arms, bone))).toBe(expected ?? -1);
      }),
      { numRuns: 2000 },
    );
  });

  it('armIndex is the index in ARM_NAMES, -1 for anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom<unknown>(...ARM_NAMES, 'left', 'right', 'North', '', null, 0), fc.string()), (end) => {
        const expected = typeof end === 'string' ? (ARM_NAMES as readonly string[]).indexOf(end) : -1;
        expect(armIndex(end)).toBe(expected);
        expect(isArmName(end)).toBe(expected >= 0);
      }),
    );
  });
});
