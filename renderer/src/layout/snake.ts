/**
 * Where each bone of the line is drawn: the layout as it lies on a real table.
 *
 * The pose sits in the middle; the line grows outward on both sides. When an arm reaches the
 * edge of the table it turns a corner (one bone laid lengthwise across the turn) and comes back on
 * the next row: the right arm turns downward, the left arm upward, as players do so that the line
 * stays on the table. Doubles lie across the line, as at the table.
 *
 * Geometry only: which bone goes where is given (the line from the engine, left to right, each
 * bone oriented so touching ends match). Units are half-bones: a bone is 2 × 1.
 */

/** One bone of the line, left to right, with `a` on the left (the engine's orientation). */
export interface LineBone {
  readonly a: number;
  readonly b: number;
}

/** A drawn bone: its rectangle and the pips in drawing order (left then right, or top then bottom). */
export interface PlacedRect {
  /** Index in the line, left to right. */
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly vertical: boolean;
  /** Pips of the left half (horizontal) or top half (vertical). */
  readonly first: number;
  /** Pips of the right half (horizontal) or bottom half (vertical). */
  readonly second: number;
}

export interface Bounds {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface SnakeLayout {
  readonly rects: readonly PlacedRect[];
  readonly bounds: Bounds;
  /** Half the width of a row, in half-bones, that this layout was made for. */
  readonly half: number;
}

/** The narrowest row we lay out: the pose, one bone each side and the corners. */
export const MIN_HALF = 4;

interface Arm {
  /** The open face of the arm's last bone. */
  x: number;
  /** Centre line of the arm's current row. */
  y: number;
  /** Horizontal direction of travel: +1 right, -1 left. */
  dx: 1 | -1;
  /** Which way the arm turns at an edge: +1 down (right arm), -1 up (left arm). */
  readonly dy: 1 | -1;
  /** The last bone laid was a corner: the next one lies along the line even if it is a double. */
  afterCorner: boolean;
}

/**
 * Whether a bone lies across the line rather than along it: a double does, as at the table,
 * except just after a corner, where across would overlap the turning bone (the French arms too).
 */
export const liesAcross = (inner: number, outer: number, afterCorner: boolean): boolean => inner === outer && !afterCorner;

/** Lays one bone outward from `arm`, `inner` being the pip touching the line already. */
function lay(arm: Arm, half: number, index: number, inner: number, outer: number): PlacedRect {
  const across = liesAcross(inner, outer, arm.afterCorner);
  const length = across ? 1 : 2;
  const fits = arm.dx > 0 ? arm.x + length <= half : arm.x - length >= -half;
  if (!fits) {
    // Corner: the bone turns, lying lengthwise toward the next row; its inner half touches the
    // row's last bone and the next row starts under (or over) its outer half.
    const x = arm.dx > 0 ? arm.x : arm.x - 1;
    const y = arm.dy > 0 ? arm.y - 0.5 : arm.y - 1.5;
    const rect: PlacedRect = {
      index,
      x,
      y,
      w: 1,
      h: 2,
      vertical: true,
      first: arm.dy > 0 ? inner : outer,
      second: arm.dy > 0 ? outer : inner,
    };
    arm.x = arm.dx > 0 ? arm.x + 1 : arm.x - 1;
    arm.y += 2 * arm.dy;
    arm.dx = arm.dx > 0 ? -1 : 1;
    arm.afterCorner = true;
    return rect;
  }
  const x = arm.dx > 0 ? arm.x : arm.x - length;
  arm.x += arm.dx * length;
  arm.afterCorner = false;
  if (across) return { index, x, y: arm.y - 1, w: 1, h: 2, vertical: true, first: inner, second: outer };
  return {
    index,
    x,
    y: arm.y - 0.5,
    w: 2,
    h: 1,
    vertical: false,
    first: arm.dx > 0 ? inner : outer,
    second: arm.dx > 0 ? outer : inner,
  };
}

/**
 * Lays out `line` (left to right) around the bone at `pose` with rows `2 * half` half-bones wide.
 * An empty line gives an empty layout.
 */
export function layoutSnake(line: readonly LineBone[], pose: number, half: number): SnakeLayout {
  if (line.length === 0) return { rects: [], bounds: { x: 0, y: 0, w: 0, h: 0 }, half };
  if (!Number.isInteger(pose) || pose < 0 || pose >= line.length) {
    throw new RangeError(`pose ${pose} is not a bone of a line of ${line.length}`);
  }
  const h = Math.max(MIN_HALF, half);
  const rects: PlacedRect[] = [];
  const posed = line[pose]!;
  const poseDouble = posed.a === posed.b;
  rects.push(
    poseDouble
      ? { index: pose, x: -0.5, y: -1, w: 1, h: 2, vertical: true, first: posed.a, second: posed.b }
      : { index: pose, x: -1, y: -0.5, w: 2, h: 1, vertical: false, first: posed.a, second: posed.b },
  );
  const face = poseDouble ? 0.5 : 1;
  const right: Arm = { x: face, y: 0, dx: 1, dy: 1, afterCorner: false };
  for (let i = pose + 1; i < line.length; i++) rects.push(lay(right, h, i, line[i]!.a, line[i]!.b));
  const left: Arm = { x: -face, y: 0, dx: -1, dy: -1, afterCorner: false };
  for (let i = pose - 1; i >= 0; i--) rects.push(lay(left, h, i, line[i]!.b, line[i]!.a));
  rects.sort((p, q) => p.index - q.index);
  return { rects, bounds: boundsOf(rects), half: h };
}

/** The smallest box round `rects` (half-bone units). */
export function boundsOf(rects: readonly Pick<PlacedRect, 'x' | 'y' | 'w' | 'h'>[]): Bounds {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const r of rects) {
    x0 = Math.min(x0, r.x);
    y0 = Math.min(y0, r.y);
    x1 = Math.max(x1, r.x + r.w);
    y1 = Math.max(y1, r.y + r.h);
  }
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/**
 * The row width that draws the line largest inside a box of `width` × `height` pixels, never
 * larger than `maxUnit` pixels per half-bone, with `margin` half-bones of room round it (the
 * drawing's, useLayoutBox.ts MARGIN: fitted without it, a line the box's height limits was drawn
 * taller than the box by half a bone, cut off at the bottom). Among widths that reach the cap, the
 * widest wins (fewest turns), so a short line stays straight.
 */
export function fitSnake(
  line: readonly LineBone[],
  pose: number,
  width: number,
  height: number,
  maxUnit: number,
  margin = 0,
): { layout: SnakeLayout; unit: number } {
  let best: { layout: SnakeLayout; unit: number } | null = null;
  const widest = Math.max(MIN_HALF, Math.ceil(line.length * 2) + 2);
  for (let half = widest; half >= MIN_HALF; half--) {
    const layout = layoutSnake(line, pose, half);
    const unit = unitFor(layout.bounds, width, height, maxUnit, margin);
    if (best === null || unit > best.unit + 1e-9) best = { layout, unit };
  }
  return best!;
}

/**
 * Pixels per half-bone that draw `bounds` with `margin` half-bones round them inside `width` ×
 * `height` pixels, never more than `maxUnit`.
 */
export function unitFor(bounds: Bounds, width: number, height: number, maxUnit: number, margin = 0): number {
  return Math.min(maxUnit, width / (bounds.w + 2 * margin), height / (bounds.h + 2 * margin));
}
