/**
 * Where the pips of a number sit on one half of a bone, as on real dominoes: on a 3 × 3 grid,
 * for a half standing upright (a vertical bone). A lying bone turns the grid a quarter turn, so
 * its 6 shows two rows of three, as on the table.
 */

/** Grid cells (column, row), each 0…2. */
const PATTERNS: readonly (readonly (readonly [number, number])[])[] = [
  [],
  [[1, 1]],
  [[2, 0], [0, 2]],
  [[2, 0], [1, 1], [0, 2]],
  [[0, 0], [2, 0], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
  [[0, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [2, 2]],
  [[0, 0], [1, 0], [2, 0], [0, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
  [[0, 0], [1, 0], [2, 0], [0, 1], [1, 1], [2, 1], [0, 2], [1, 2], [2, 2]],
];

/** Pip centres for `n` on a half of side 1, in [0, 1]²; `lying` turns the grid. */
export function pipCentres(n: number, lying: boolean): (readonly [number, number])[] {
  const cells = PATTERNS[n];
  if (cells === undefined) throw new RangeError(`no pip pattern for ${n}`);
  const at = (c: number) => 0.22 + c * 0.28;
  return cells.map(([c, r]): readonly [number, number] => (lying ? [at(r), at(2 - c)] : [at(c), at(r)]));
}
