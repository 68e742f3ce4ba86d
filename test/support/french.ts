/**
 * Random Jamaican French hands as the four-arm layout grows, a bone at a time: for the arms
 * drawing's property tests and its bench (bench/arms.ts). The hands are the random legal ones of
 * the rules engine (random.ts), each play put on its arm as the engine puts it (`replayArms`).
 */
import { isPlay } from '../../domain/hand-types.ts';
import { replayArms } from '../../domain/arms.ts';
import type { ArmBone } from '../../renderer/src/layout/arms.ts';
import { randomFamilyRecord } from './random.ts';

/** The four arms (north, east, south, west; each from the 0-0 outwards) after each play but the pose. */
export type ArmsGrowing = readonly (readonly (readonly ArmBone[])[])[];

/** `handCount` random French hands from `seed`, each as its arms after every play past the 0-0. */
export function frenchHandsGrowing(seed: number, handCount: number): ArmsGrowing[] {
  const record = randomFamilyRecord(seed, handCount, { rules: 'jamaican-french' });
  return record.hands.map((hand) => {
    const plays = hand.moves.map((m) => (isPlay(m) ? m : null));
    const { arm } = replayArms(plays);
    const arms: ArmBone[][] = [[], [], [], []];
    const steps: ArmBone[][][] = [];
    // The centre is the pose's double (the 0-0 unless later hands are posed with any double).
    const centre = plays.find((p) => p !== null)?.bone[0] ?? 0;
    for (const [i, play] of plays.entries()) {
      const a = arm[i]!;
      if (!play || a < 0) continue;
      const open = arms[a]!.at(-1)?.outer ?? centre;
      const [p, q] = play.bone;
      arms[a]!.push(p === open ? { inner: p, outer: q } : { inner: q, outer: p });
      steps.push(arms.map((bones) => [...bones]));
    }
    return steps;
  });
}
