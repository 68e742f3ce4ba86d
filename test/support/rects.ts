/**
 * Checks on drawn bones (2 × 1 rectangles in half-bone units with their pips in drawing order),
 * shared by the tests of the line that turns (snake.ts) and of the French arms (arms.ts).
 */

import type { PlacedRect } from '../../renderer/src/layout/snake.ts';

/** A drawn bone: its rectangle, and its pips left then right, or top then bottom. */
export type DrawnRect = Omit<PlacedRect, 'index'>;

type Box = Pick<DrawnRect, 'x' | 'y' | 'w' | 'h'>;

/** The two share some area (touching along an edge is not overlapping). */
export const overlaps = (p: Box, q: Box): boolean =>
  p.x < q.x + q.w - 1e-9 && q.x < p.x + p.w - 1e-9 && p.y < q.y + q.h - 1e-9 && q.y < p.y + p.h - 1e-9;

/** The pip a drawn bone shows on the side facing `other`, when the two share an edge. */
export function facing(r: DrawnRect, other: Box): number | null {
  const touch = (a0: number, a1: number, b0: number, b1: number) => a0 < b1 - 1e-9 && b0 < a1 - 1e-9;
  if (Math.abs(r.x + r.w - other.x) < 1e-9 && touch(r.y, r.y + r.h, other.y, other.y + other.h)) {
    return r.vertical ? (other.y + other.h / 2 < r.y + 1 ? r.first : r.second) : r.second;
  }
  if (Math.abs(other.x + other.w - r.x) < 1e-9 && touch(r.y, r.y + r.h, other.y, other.y + other.h)) {
    return r.vertical ? (other.y + other.h / 2 < r.y + 1 ? r.first : r.second) : r.first;
  }
  if (Math.abs(r.y + r.h - other.y) < 1e-9 && touch(r.x, r.x + r.w, other.x, other.x + other.w)) {
    return r.vertical ? r.second : other.x + other.w / 2 < r.x + 1 ? r.first : r.second;
  }
  if (Math.abs(other.y + other.h - r.y) < 1e-9 && touch(r.x, r.x + r.w, other.x, other.x + other.w)) {
    return r.vertical ? r.first : other.x + other.w / 2 < r.x + 1 ? r.first : r.second;
  }
  return null;
}
