/**
 * The four-arm layout of the French game (jamaican-cut-throat-partner-french.txt, "The French
 * Domino Game", JCTPF): "the holder of the double zero plays it first … Four tiles with a blank
 * must be played against the four sides of the [0-0] before any other tiles can be played. This
 * creates a layout with four arms. The next tile played on each of the arms must be the
 * appropriate double, and as soon as the double is in place the arm can be continued using normal
 * matching rules (it is not necessary to wait for all four doubles to be played."
 *
 * Pure layout logic over plain values: which arms a bone fits, the arms after a play, which bones
 * the arms accept now (a pass proves the seat holds none of them; none left means a block). The
 * hand engine (hand.ts) calls these where the line game uses its two ends; nothing here runs for
 * a line game.
 *
 * The centre is the double posed: the 0-0 in the text, any double d-d where later hands are posed
 * by the last winner with any double (`laterPose: "winner-double"`, YaadDominoes' French game,
 * issue 19 item 7): the cross is then the 0-0 layout with d in place of the blank. Every arm
 * carries its centre, so nothing here assumes the 0-0 or four players.
 */
import { boneId, LO_BITS } from './bones.ts';
import type { Bone, BoneSet, Pip } from './bones.ts';
import type { Fact } from './result.ts';

/** The arms as named in a record's `end` (docs/record-format.md): as drawn round the centre. */
export const ARM_NAMES = ['north', 'east', 'south', 'west'] as const;
export type ArmName = (typeof ARM_NAMES)[number];

export interface Arm {
  /** The number of the double in the centre (0 for the 0-0): an empty arm takes a bone showing it. */
  readonly centre: Pip;
  /** The number the arm shows at its open end; null while no bone is on it yet. */
  readonly open: Pip | null;
  /** Its first bone (showing the centre) is down and its double not yet: it takes only `open`-`open`. */
  readonly needsDouble: boolean;
}

export type Arms = readonly Arm[];

/** Right after the pose of `centre`-`centre`: four empty arms round it. */
export function emptyArms(centre: Pip): Arms {
  return ARM_NAMES.map(() => ({ centre, open: null, needsDouble: false }));
}

/** The number of the double the arms grow from. */
function centreOf(arms: Arms): Pip {
  return arms[0]!.centre;
}

export function isArmName(end: unknown): end is ArmName {
  return armIndex(end) >= 0;
}

/** The index of an arm's name in `ARM_NAMES`, or -1 (compared one by one: this runs for every play). */
export function armIndex(end: unknown): number {
  if (end === 'north') return 0;
  if (end === 'east') return 1;
  if (end === 'south') return 2;
  if (end === 'west') return 3;
  return -1;
}

/** "Four tiles with a blank must be played … before any other tiles can be played". */
function filling(arms: Arms): boolean {
  // A loop, not `some`: this runs several times a move (the bench's slowest preset).
  for (let i = 0; i < arms.length; i++) if (arms[i]!.open === null) return true;
  return false;
}

/**
 * Whether `arm` takes `bone` now, given whether the arms are still being filled with blanks. An
 * open arm takes any bone showing its number, doubles included ("normal matching rules"), so an
 * arm waiting for x-x stays closed if the x-x goes on another arm (our reading, docs/rules.md).
 */
function accepts(arm: Arm, bone: Bone, stillFilling: boolean): boolean {
  if (stillFilling) return arm.open === null && (bone[0] === arm.centre || bone[1] === arm.centre);
  if (arm.needsDouble) return bone[0] === arm.open && bone[1] === arm.open;
  return bone[0] === arm.open || bone[1] === arm.open;
}

/** The arms (indices) `bone` fits now. */
export function fittingArms(arms: Arms, bone: Bone): number[] {
  const bits = fittingArmBits(arms, bone);
  const out: number[] = [];
  for (let i = 0; i < arms.length; i++) if ((bits & (1 << i)) !== 0) out.push(i);
  return out;
}

/** `fittingArms` as bits (1 << arm index), which the engine checks every play against without allocating. */
export function fittingArmBits(arms: Arms, bone: Bone): number {
  const stillFilling = filling(arms);
  let bits = 0;
  for (let i = 0; i < arms.length; i++) if (accepts(arms[i]!, bone, stillFilling)) bits |= 1 << i;
  return bits;
}

/**
 * The arm a play goes on when the record does not say: the first that fits, when every arm it
 * fits is alike (empty, or showing the same number and waiting for the same thing), so the choice
 * changes nothing; null when they differ and the record must name one.
 */
export function defaultArm(arms: Arms, fits: readonly number[]): number | null {
  let bits = 0;
  for (const i of fits) bits |= 1 << i;
  const i = defaultArmOf(arms, bits);
  return i < 0 ? null : i;
}

/** `defaultArm` over the arms as bits (`fittingArmBits`): the arm, or -1. */
export function defaultArmOf(arms: Arms, fits: number): number {
  if (fits === 0) return -1;
  const first = 31 - Math.clz32(fits & -fits);
  const arm = arms[first]!;
  for (let i = first + 1; i < arms.length; i++) {
    if ((fits & (1 << i)) === 0) continue;
    // The arms share one centre, so an empty arm is like every other empty arm.
    if (arms[i]!.open !== arm.open || arms[i]!.needsDouble !== arm.needsDouble) return -1;
  }
  return first;
}

/** The arms after `bone` is laid on arm `i` (which it fits). */
export function placeOnArm(arms: Arms, bone: Bone, i: number): Arms {
  const arm = arms[i]!;
  let next: Arm;
  // A bone showing the centre on an empty arm (a blank round the 0-0): the arm shows its other
  // number and now wants that double.
  if (arm.open === null) next = { centre: arm.centre, open: bone[0] === arm.centre ? bone[1] : bone[0], needsDouble: true };
  else next = { centre: arm.centre, open: bone[0] === arm.open ? bone[1] : bone[0], needsDouble: false };
  const out = arms.slice();
  out[i] = next;
  return out;
}

/**
 * The bones the arms accept now, as bits (ids 0–29, 30–59: `LO_BITS`): while filling, every bone
 * showing the centre (the blank bones round the 0-0; the centre double itself is down); then each
 * arm's double where it waits for one, and every bone showing its number elsewhere.
 */
export function acceptedBits(arms: Arms, set: BoneSet): readonly [number, number] {
  if (filling(arms)) {
    const centre = centreOf(arms);
    return [set.pipBoneLo[centre]!, set.pipBoneHi[centre]!];
  }
  let lo = 0;
  let hi = 0;
  for (const arm of arms) {
    const open = arm.open!;
    if (arm.needsDouble) {
      const id = boneId(open, open);
      if (id < LO_BITS) lo |= 1 << id;
      else hi |= 1 << (id - LO_BITS);
    } else {
      lo |= set.pipBoneLo[open]!;
      hi |= set.pipBoneHi[open]!;
    }
  }
  return [lo, hi];
}

/**
 * The numbers a pass proves the seat lacks altogether, as bits (1 << pip): the centre's number
 * (the blank round the 0-0) while the arms are filled, then the numbers of the arms that take any
 * bone showing them. An arm waiting for its double proves only that the seat lacks that double
 * (its bit in `acceptedBits`).
 */
export function voidPipBits(arms: Arms): number {
  if (filling(arms)) return 1 << centreOf(arms);
  let bits = 0;
  for (const arm of arms) if (!arm.needsDouble) bits |= 1 << arm.open!;
  return bits;
}

/** What an empty arm wants: "a blank bone" round the 0-0, "a bone showing 5" round the 5-5. */
function emptyWords(arm: Arm): string {
  return arm.centre === 0 ? 'a blank bone' : `a bone showing ${arm.centre}`;
}

/** "north 3, east wants the 5-5, south wants a blank bone, west 2". */
export function armsWords(arms: Arms): string {
  const parts = arms.map((arm, i) => {
    const name = ARM_NAMES[i]!;
    // No parentheses: the arms are named inside them ("cannot pass on the arms (north 3, …)").
    if (arm.open === null) return `${name} wants ${emptyWords(arm)}`;
    if (arm.needsDouble) return `${name} wants the ${arm.open}-${arm.open}`;
    return `${name} ${arm.open}`;
  });
  return parts.join(', ');
}

/**
 * The arms as facts for a refusal's `params` (a screen says them in its own language): one reason
 * per arm, `arm-north` … `arm-west`, with what it takes (`arm-shows` a number, `arm-empty` a blank
 * bone first, or `arm-empty-on` a bone showing the centre's number when it is not the 0-0,
 * `arm-wants` its double), as `armsWords` says them.
 */
export function armsFacts(arms: Arms): Fact[] {
  return arms.map((arm, i): Fact => {
    const empty: Fact = arm.centre === 0 ? { kind: 'arm-empty' } : { kind: 'arm-empty-on', pip: arm.centre };
    const takes: Fact = arm.open === null ? empty : arm.needsDouble ? { kind: 'arm-wants', bone: `${arm.open}-${arm.open}` } : { kind: 'arm-shows', pip: arm.open };
    return { kind: `arm-${ARM_NAMES[i]!}`, takes };
  });
}

/** The numbers the arms take (the centre's on an empty arm), as a line's `ends` fact: [1, 3, 6, 2]. */
export function armsEnds(arms: Arms): number[] {
  return [...new Set(arms.map((arm) => arm.open ?? arm.centre))];
}

/** What arm `i` takes now, for a refusal: "the east arm wants the 5-5". */
export function armWords(arms: Arms, i: number): string {
  const arm = arms[i]!;
  const name = `the ${ARM_NAMES[i]!} arm`;
  if (filling(arms)) {
    if (arm.open !== null) return `${name} has its ${arm.centre === 0 ? 'blank bone' : `bone showing ${arm.centre}`}; the others are filled first`;
    return `${name} is empty and takes ${emptyWords(arm)}`;
  }
  if (arm.needsDouble) return `${name} wants the ${arm.open}-${arm.open}`;
  return `${name} shows ${arm.open}`;
}

/** One bone on an arm, oriented from the centre outwards: its first number touches the bone before. */
export interface ArmBone {
  readonly bone: Bone;
  readonly seat: number;
  readonly move: number;
}

/**
 * Each arm's bones from the centre (the double `centre`-`centre`) outwards, from a valid hand's
 * plays in order but the pose, each on its arm (`arm`) as the engine resolved it.
 */
export function armLines(plays: readonly { readonly bone: Bone; readonly seat: number; readonly move: number; readonly arm: number }[], centre: Pip): ArmBone[][] {
  const out: ArmBone[][] = ARM_NAMES.map(() => []);
  const open: (Pip | null)[] = ARM_NAMES.map(() => null);
  for (const p of plays) {
    const touching = open[p.arm] ?? centre;
    const [a, b] = p.bone;
    const bone: Bone = a === touching ? [a, b] : [b, a];
    out[p.arm]!.push({ bone, seat: p.seat, move: p.move });
    open[p.arm] = bone[1];
  }
  return out;
}

/** A play as the arm layout needs it: the bone and the arm named in the record, if any. */
interface ArmPlay {
  readonly bone: Bone;
  readonly end?: string;
}

/**
 * Replays the plays of a valid four-arm hand (`null` for a move that is not a play): by move, the
 * arm it went on (-1 for the pose and for passes) and the arms just before it.
 */
export function replayArms(plays: readonly (ArmPlay | null)[]): { readonly arm: number[]; readonly before: (Arms | null)[] } {
  const arm: number[] = [];
  const before: (Arms | null)[] = [];
  let arms: Arms | null = null;
  for (const p of plays) {
    before.push(arms);
    if (!p) {
      arm.push(-1);
      continue;
    }
    if (!arms) {
      // The pose: its double is the centre.
      arms = emptyArms(p.bone[0]);
      arm.push(-1);
      continue;
    }
    const named = isArmName(p.end) ? ARM_NAMES.indexOf(p.end) : -1;
    const i = named >= 0 ? named : (defaultArm(arms, fittingArms(arms, p.bone)) ?? 0);
    arm.push(i);
    arms = placeOnArm(arms, p.bone, i);
  }
  return { arm, before };
}
