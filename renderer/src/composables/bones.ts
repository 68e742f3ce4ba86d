/**
 * Reading bones typed as text, for the deal and the bones left: "63 52 41", "6-3, 5-2" or
 * "635241" all mean 6-3, 5-2, 4-1. Only the shape is checked here (pairs of numbers in the set);
 * whether they may be held is the engine's answer.
 */
export type ParsedBones =
  | { readonly ok: true; readonly bones: readonly (readonly [number, number])[] }
  | { readonly ok: false; readonly problem: 'odd' | 'pip'; readonly pip?: number };

export function parseBones(text: string, maxPip = 6): ParsedBones {
  const digits = text.replace(/[^0-9]/g, '');
  if (digits.length % 2 === 1) return { ok: false, problem: 'odd' };
  const bones: [number, number][] = [];
  for (let i = 0; i < digits.length; i += 2) {
    const a = Number(digits[i]);
    const b = Number(digits[i + 1]);
    if (a > maxPip) return { ok: false, problem: 'pip', pip: a };
    if (b > maxPip) return { ok: false, problem: 'pip', pip: b };
    bones.push([a, b]);
  }
  return { ok: true, bones };
}

/** Bones written back as the scorekeeper types them: "63 52 41". */
export function writeBones(bones: readonly (readonly [number, number])[]): string {
  return bones.map((b) => `${b[0]}${b[1]}`).join(' ');
}

/** The same bone whichever way round it is written. */
export function boneKey(bone: readonly [number, number]): string {
  return bone[0] >= bone[1] ? `${bone[0]}${bone[1]}` : `${bone[1]}${bone[0]}`;
}

/** Every bone of a double-`maxPip` set, grouped by its higher number, highest first: 6-6 … 0-0. */
export function setByHighPip(maxPip = 6): (readonly [number, number])[][] {
  const groups: (readonly [number, number])[][] = [];
  for (let hi = maxPip; hi >= 0; hi--) {
    const group: (readonly [number, number])[] = [];
    for (let lo = hi; lo >= 0; lo--) group.push([hi, lo]);
    groups.push(group);
  }
  return groups;
}

/** Bones in a palette row: a double-six set's 28, which fits a small laptop's screen. */
export const PALETTE_ROW = 28;

/**
 * The palette's rows: the set by higher number, without the bones taken out of it (keys of
 * `removed`), whole groups per row and at most PALETTE_ROW bones in each. A double-six set is
 * one row; a double-nine set (55 bones) two: 9-9 to 7-0, then 6-6 to 0-0.
 */
export function paletteRows(maxPip: number, removed: ReadonlySet<string> = new Set()): (readonly [number, number])[][][] {
  const groups = setByHighPip(maxPip)
    .map((group) => group.filter((bone) => !removed.has(boneKey(bone))))
    .filter((group) => group.length > 0);
  const rows: (readonly [number, number])[][][] = [[]];
  let inRow = 0;
  for (const group of groups) {
    if (inRow > 0 && inRow + group.length > PALETTE_ROW) {
      rows.push([]);
      inRow = 0;
    }
    rows[rows.length - 1]!.push(group);
    inRow += group.length;
  }
  return rows;
}
