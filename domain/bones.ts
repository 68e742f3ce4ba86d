/**
 * Vocabulary: pips, bones and sets.
 *
 * A bone is an unordered pair of pips. Orientation only matters where a bone is laid, so the
 * record keeps bones as the scorekeeper typed them and the engine compares them by id.
 */

/** The largest pip of each set we support: double-six (28 bones) and double-nine (55 bones). */
export const SET_SIZES = [6, 9] as const;
export type MaxPip = (typeof SET_SIZES)[number];

/** A pip value, 0 (blank) up to the set's largest pip. */
export type Pip = number;

/** A bone as written: two pips in the order the scorekeeper gave them. */
export type Bone = readonly [Pip, Pip];

/** A bone's identity within a set: 0 … bones-1, the same for [a, b] and [b, a]. */
export type BoneId = number;

/** Number of bones in a double-N set: (N+1)(N+2)/2. */
export function setSize(maxPip: MaxPip): number {
  return ((maxPip + 1) * (maxPip + 2)) / 2;
}

/**
 * Triangular numbering: [lo, hi] → hi(hi+1)/2 + lo. Stable across set sizes, so 6-6 is 27 in both.
 * For pips of a set (every caller checks them first): the halving as a shift keeps it integer
 * arithmetic in optimised code, where it runs several times a move.
 */
export function boneId(a: Pip, b: Pip): BoneId {
  const hi = a > b ? a : b;
  const lo = a > b ? b : a;
  return ((hi * (hi + 1)) >> 1) + lo;
}

export function isPip(n: unknown, maxPip: MaxPip): n is Pip {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= maxPip;
}

export function isInSet(bone: Bone, maxPip: MaxPip): boolean {
  return isPip(bone[0], maxPip) && isPip(bone[1], maxPip);
}

export function isDouble(bone: Bone): boolean {
  return bone[0] === bone[1];
}

export function pipCount(bone: Bone): number {
  return bone[0] + bone[1];
}

export function sameBone(x: Bone, y: Bone): boolean {
  return boneId(x[0], x[1]) === boneId(y[0], y[1]);
}

/** "6-3", as scorekeepers say it. */
export function showBone(bone: Bone): string {
  // A negative number (a file can hold one) written as the file has it: "2--1" would not read.
  if (bone[0] < 0 || bone[1] < 0) return `[${bone[0]}, ${bone[1]}]`;
  return `${bone[0]}-${bone[1]}`;
}

export interface BoneSet {
  readonly maxPip: MaxPip;
  /** Every bone once, high pip first, indexed by BoneId. */
  readonly bones: readonly Bone[];
  /** For each pip, the ids of the bones that show it (maxPip + 1 of them). */
  readonly withPip: readonly (readonly BoneId[])[];
  /** By pip: the ids of the bones that show it, as bits (1 << id); empty for sets over 31 bones. */
  readonly pipBoneBits: readonly number[];
  /** By bone id: the pips it shows, as bits (1 << pip); what a seat's shown voids are tested against. */
  readonly pipBits: readonly number[];
  /**
   * By pip: the bones that show it as two words of bits, ids 0–29 (`Lo`) and 30–59 (`Hi`, bit
   * id - LO_BITS), so that the 55 bones of a double-nine fit the same bitset code as the 28.
   */
  readonly pipBoneLo: readonly number[];
  readonly pipBoneHi: readonly number[];
}

/**
 * How many bone ids the low word of a bitset of bones holds (ids 0–29; 30–59 in the high word).
 * Not 32: V8 keeps an integer as a small integer (no box) only up to 30 bits and a sign, so words
 * of 32 bits made a double-nine's bitsets boxed numbers and its arrays of them arrays of doubles
 * about half the time, which every move of those games paid for (bench/ab.ts, Cuban).
 */
export const LO_BITS = 30;

/** The bitset words of a bone id: [lo, hi]. */
export function boneBits(id: BoneId): readonly [number, number] {
  return id < LO_BITS ? [1 << id, 0] : [0, 1 << (id - LO_BITS)];
}

const sets = new Map<MaxPip, BoneSet>();

/** The full set, built once per size. */
export function boneSet(maxPip: MaxPip): BoneSet {
  const cached = sets.get(maxPip);
  if (cached) return cached;
  const bones: Bone[] = [];
  for (let hi = 0; hi <= maxPip; hi++) for (let lo = 0; lo <= hi; lo++) bones[boneId(hi, lo)] = [hi, lo];
  const withPip: BoneId[][] = [];
  for (let p = 0; p <= maxPip; p++) {
    withPip.push(bones.map((_, id) => id).filter((id) => bones[id]![0] === p || bones[id]![1] === p));
  }
  const pipBoneBits = bones.length <= 31 ? withPip.map((ids) => ids.reduce((bits, id) => bits | (1 << id), 0)) : [];
  const pipBits = bones.map(([a, b]) => (1 << a) | (1 << b));
  const pipBoneLo = withPip.map((ids) => ids.reduce((bits, id) => (id < LO_BITS ? bits | (1 << id) : bits), 0));
  const pipBoneHi = withPip.map((ids) => ids.reduce((bits, id) => (id >= LO_BITS ? bits | (1 << (id - LO_BITS)) : bits), 0));
  const set: BoneSet = { maxPip, bones, withPip, pipBoneBits, pipBits, pipBoneLo, pipBoneHi };
  sets.set(maxPip, set);
  return set;
}
