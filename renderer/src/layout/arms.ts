/**
 * Where each bone of the French layout is drawn (jamaican-cut-throat-partner-french.txt, "The
 * French Domino Game": "Four tiles with a blank must be played against the four sides of the
 * [0-0] … This creates a layout with four arms").
 *
 * The 0-0 lies across the middle and each arm goes straight out from one of its sides: north up,
 * east right, south down, west left. An arm that would run past the edge of the box turns a
 * corner clockwise, as players turn it at the edge of the table, so that the four arms make a
 * pinwheel: north turns east along the top, east turns south down the right, south turns west
 * along the bottom, west turns north up the left. At the next edge it turns clockwise again,
 * spiralling inward. Each arm keeps to its own quarter of the table (north: above the east arm's
 * doubles and right of the west arm's quarter, and so on round), so arms never meet.
 *
 * Doubles lie across their arm ("Doubles are traditionally played at right angles across the
 * line", Partner section; in the French game "The next tile played on each of the arms must be the
 * appropriate double"): one unit along the arm, two across, centred on its line, the arm going on
 * from its middle.
 *
 * Geometry only, as snake.ts for the two-ended line, in the same units (half-bones: a bone is
 * 2 × 1), with the same corner (the turning bone lies across the end of the row, its inner half
 * against the row's last bone, and the arm goes on from its outer half) and the same doubles
 * (`liesAcross`: along when it turns the corner itself or comes right after one).
 */
import { boundsOf, liesAcross, unitFor } from './snake.ts';
import type { Bounds, PlacedRect } from './snake.ts';

/** One bone of an arm, from the 0-0 outwards: `inner` touches the bone before it. */
export interface ArmBone {
  readonly inner: number;
  readonly outer: number;
}

/** A drawn bone of the four-arm layout. */
export interface ArmRect extends Omit<PlacedRect, 'index'> {
  /** 0 north, 1 east, 2 south, 3 west; null for the 0-0. */
  readonly arm: number | null;
  /** Its place in its arm from the 0-0 outwards (0 for the 0-0 itself). */
  readonly index: number;
}

export interface ArmsLayout {
  /** The 0-0 first, then each arm (north, east, south, west) from the 0-0 outwards. */
  readonly rects: readonly ArmRect[];
  readonly bounds: Bounds;
  /** How many corners the arms turn: 0 when every arm is straight. */
  readonly corners: number;
}

/**
 * How far from the middle of the 0-0 (half-bones) each arm may reach before it turns: north
 * turns at `top`, east at `right`, south at `bottom`, west at `left`; an arm that has turned runs
 * along the edge up to the next wall (north's up to `right`, and so on round).
 */
export interface Walls {
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
  readonly left: number;
}

/** Walls no arm reaches: every arm straight, as the layout was first drawn. */
export const NO_WALLS: Walls = { top: Infinity, right: Infinity, bottom: Infinity, left: Infinity };

interface Box {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/** A direction on the screen (y down), and the one a clockwise turn gives. */
type Dir = readonly [number, number];
const clockwise = ([dx, dy]: Dir): Dir => [-dy, dx];

const EPS = 1e-9;

/**
 * The rectangle of the points face + d·a + s·b, a in [a0, a1] along the arm, b in [b0, b1]
 * across it (d and s are perpendicular unit steps along the axes).
 */
function span(fx: number, fy: number, d: Dir, s: Dir, a0: number, a1: number, b0: number, b1: number) {
  const xa = fx + d[0] * a0 + s[0] * b0;
  const xb = fx + d[0] * a1 + s[0] * b1;
  const ya = fy + d[1] * a0 + s[1] * b0;
  const yb = fy + d[1] * a1 + s[1] * b1;
  return { x: Math.min(xa, xb), y: Math.min(ya, yb), w: Math.abs(xb - xa), h: Math.abs(yb - ya) };
}

const inside = (r: { x: number; y: number; w: number; h: number }, box: Box): boolean =>
  r.x >= box.x0 - EPS && r.x + r.w <= box.x1 + EPS && r.y >= box.y0 - EPS && r.y + r.h <= box.y1 + EPS;

/**
 * One arm laid from the face (fx, fy) of the 0-0 in direction `d`, every bone inside `box` (the
 * first may also lie in `entry`, between the 0-0 and the box): a bone goes straight on (a double
 * across) where it fits, else turns the corner; null when neither fits, or when the arm's open end
 * would have no room past it.
 */
function layArm(
  arm: number,
  bones: readonly ArmBone[],
  start: { fx: number; fy: number; d: Dir },
  box: Box,
  entry: Box,
  keep = true,
): { rects: ArmRect[]; corners: number; reach: Box } | null {
  let { fx, fy, d } = start;
  const room = { ...box };
  const rects: ArmRect[] = [];
  // How far the bones reach every way (the face of the 0-0 while there are none).
  const reach: Box = { x0: fx, x1: fx, y0: fy, y1: fy };
  let corners = 0;
  let afterCorner = false;
  // How far the current row reaches either side of its line: further where a double lies across.
  let wide = 0.5;
  for (const [k, bone] of bones.entries()) {
    const s = clockwise(d);
    const fits = (r: { x: number; y: number; w: number; h: number }) => inside(r, room) || (k === 0 && inside(r, entry));
    const across = liesAcross(bone.inner, bone.outer, afterCorner);
    const length = across ? 1 : 2;
    const straight = across ? span(fx, fy, d, s, 0, 1, -1, 1) : span(fx, fy, d, s, 0, 2, -0.5, 0.5);
    // The corner bone lies across the row's end: one unit further on, its outer half a row over.
    const corner = span(fx, fy, d, s, 0, 1, -0.5, 1.5);
    let along: Dir;
    let rect: { x: number; y: number; w: number; h: number };
    if (fits(straight)) {
      rect = straight;
      along = across ? s : d;
      if (across) wide = 1;
      afterCorner = false;
      fx += length * d[0];
      fy += length * d[1];
    } else if (fits(corner)) {
      rect = corner;
      along = s;
      corners++;
      // The row just finished is behind the arm now: later rows keep to its far side.
      if (s[0] > 0) room.x0 = Math.max(room.x0, fx + wide);
      if (s[0] < 0) room.x1 = Math.min(room.x1, fx - wide);
      if (s[1] > 0) room.y0 = Math.max(room.y0, fy + wide);
      if (s[1] < 0) room.y1 = Math.min(room.y1, fy - wide);
      wide = 0.5;
      afterCorner = true;
      fx += 0.5 * d[0] + 1.5 * s[0];
      fy += 0.5 * d[1] + 1.5 * s[1];
      d = s;
    } else {
      return null;
    }
    reach.x0 = Math.min(reach.x0, rect.x);
    reach.x1 = Math.max(reach.x1, rect.x + rect.w);
    reach.y0 = Math.min(reach.y0, rect.y);
    reach.y1 = Math.max(reach.y1, rect.y + rect.h);
    if (!keep) continue;
    // First is the left or top half: the inner one when the bone points right or down (a double
    // across has the same number on both).
    const forward = along[0] > 0 || along[1] > 0;
    rects.push({
      ...rect,
      arm,
      index: k + 1,
      vertical: along[0] === 0,
      first: forward ? bone.inner : bone.outer,
      second: forward ? bone.outer : bone.inner,
    });
  }
  // The open end stays visibly the end: half a bone's room past it is free (inside the room,
  // which no other bone reaches), not flush against another arm or an earlier row.
  if (bones.length > 0 && !inside(span(fx, fy, d, clockwise(d), 0, 0.5, -0.5, 0.5), room)) return null;
  return { rects, corners, reach };
}

/**
 * Each arm's start at the 0-0 (x -1 to 1, y -0.5 to 0.5), the quarter it keeps to within `walls`,
 * and where its first bone may lie too. The quarters meet only along their edges, each wide
 * enough for a double across its arm (1 either side of the line): north x ≥ -1, y ≤ -1; east
 * x ≥ 1, y ≥ -1; south x ≤ 1, y ≥ 1; west x ≤ -1, y ≤ 1. North's and south's first bones reach
 * back across the half bone between their quarter and the 0-0 (x -1 to 1), which no quarter holds;
 * so those two arms never turn at their first bone (its outer half would lie in the next quarter).
 */
function quarter(arm: number, walls: Walls): { start: { fx: number; fy: number; d: Dir }; box: Box; entry: Box } {
  const { top, right, bottom, left } = walls;
  switch (arm) {
    case 0: {
      const box = { x0: -1, x1: right, y0: -top, y1: -1 };
      return { start: { fx: 0, fy: -0.5, d: [0, -1] }, box, entry: { ...box, x1: Math.min(right, 1), y1: -0.5 } };
    }
    case 1: {
      const box = { x0: 1, x1: right, y0: -1, y1: bottom };
      return { start: { fx: 1, fy: 0, d: [1, 0] }, box, entry: box };
    }
    case 2: {
      const box = { x0: -left, x1: 1, y0: 1, y1: bottom };
      return { start: { fx: 0, fy: 0.5, d: [0, 1] }, box, entry: { ...box, x0: Math.max(-left, -1), y0: 0.5 } };
    }
    default: {
      const box = { x0: -left, x1: -1, y0: -top, y1: 1 };
      return { start: { fx: -1, fy: 0, d: [-1, 0] }, box, entry: box };
    }
  }
}

/** The 0-0 lying across the middle. */
function poseRect(pose: ArmBone): ArmRect {
  return { arm: null, index: 0, x: -1, y: -0.5, w: 2, h: 1, vertical: false, first: pose.inner, second: pose.outer };
}

/**
 * Lays out the 0-0 (`pose`) and the four `arms` (north, east, south, west; each from the 0-0
 * outwards) turning at `walls`; null when some arm cannot be laid inside them.
 */
export function layoutArms(arms: readonly (readonly ArmBone[])[], pose: ArmBone, walls: Walls = NO_WALLS): ArmsLayout | null {
  if (arms.length !== 4) throw new RangeError(`the French layout has four arms, not ${arms.length}`);
  const rects: ArmRect[] = [poseRect(pose)];
  let corners = 0;
  for (const [arm, bones] of arms.entries()) {
    const { start, box, entry } = quarter(arm, walls);
    const laid = layArm(arm, bones, start, box, entry);
    if (!laid) return null;
    rects.push(...laid.rects);
    corners += laid.corners;
  }
  return { rects, bounds: boundsOf(rects), corners };
}

/** The wall each arm turns at first, and the one it runs along to after. */
const ARM_WALLS = [
  ['top', 'right'],
  ['right', 'bottom'],
  ['bottom', 'left'],
  ['left', 'top'],
] as const;

/** Which side of an arm's reach its run after the first corner goes to (east, south, west, north). */
const SIDE = ['x1', 'y1', 'x0', 'y0'] as const;

/** One way to lay an arm: the walls it turns at, its corners and how far it reaches every way. */
interface ArmChoice {
  readonly walls: Walls;
  readonly corners: number;
  readonly reach: Box;
}

/** The ways of laying each arm by which of its bones are doubles: they depend on nothing else. */
const choicesMade = new Map<string, readonly ArmChoice[]>();

/**
 * Every way worth trying to lay arm `k` of `laid` bones: turning at each wall it could reach (on
 * the half-bone grid its bones lie on), running along to each other wall, and straight; a way that
 * reaches no less far every way and turns no fewer corners than another is left out. Where bones
 * go depends only on which are doubles, so each arm and run of doubles is worked out once.
 */
function armChoices(k: number, laid: readonly ArmBone[]): readonly ArmChoice[] {
  const doubles = laid.map((b) => (b.inner === b.outer ? 'd' : '-')).join('');
  const known = choicesMade.get(`${k},${doubles}`);
  if (known) return known;
  const bones: ArmBone[] = [...doubles].map((c) => ({ inner: 0, outer: c === 'd' ? 0 : 1 }));
  const [first, then] = ARM_WALLS[k]!;
  // Out to the room past its last bone, straight; across, past the end of one turn's run.
  const reach = (k % 2 === 0 ? 0.5 : 1) + 2 * bones.length + 0.5;
  const across = 2 + 2 * bones.length;
  // One of each reach and number of corners (many walls lay an arm alike).
  const seen = new Map<string, ArmChoice>();
  const add = (walls: Walls): Box | null => {
    const { start, box, entry } = quarter(k, walls);
    const arm = layArm(k, bones, start, box, entry, false);
    if (!arm) return null;
    const { x0, x1, y0, y1 } = arm.reach;
    const key = `${x0},${x1},${y0},${y1},${arm.corners}`;
    if (!seen.has(key)) seen.set(key, { walls, corners: arm.corners, reach: arm.reach });
    return arm.reach;
  };
  add(NO_WALLS);
  for (let f = 0.5; f < reach; f += 0.5) {
    // Turning at f and running on without end: a wall across beyond where that run ends changes
    // nothing, so only nearer ones are tried.
    const free = add({ ...NO_WALLS, [first]: f });
    const ran = free ? Math.abs(free[SIDE[k]!]) + 0.5 : across;
    for (let t = 0.5; t < Math.min(ran, across); t += 0.5) add({ ...NO_WALLS, [first]: f, [then]: t });
  }
  const covers = (p: ArmChoice, q: ArmChoice) =>
    p.corners <= q.corners && p.reach.x0 >= q.reach.x0 && p.reach.x1 <= q.reach.x1 && p.reach.y0 >= q.reach.y0 && p.reach.y1 <= q.reach.y1;
  const ways = [...seen.values()];
  const choices = ways.filter((q) => !ways.some((p) => p !== q && covers(p, q)));
  choicesMade.set(`${k},${doubles}`, choices);
  return choices;
}

/**
 * The layout drawn largest inside a box of `width` × `height` pixels, never larger than `maxUnit`
 * pixels a half-bone, with `margin` half-bones of room round it (fitSnake's size rule): each arm
 * laid the way that, with the others, draws the whole largest; among those, the fewest corners, so
 * arms that fit stay straight. Arms keep to their own quarters, so any four ways go together. The
 * arms all straight are among the ways tried: turning never draws the layout smaller.
 */
export function fitArms(
  arms: readonly (readonly ArmBone[])[],
  pose: ArmBone,
  width: number,
  height: number,
  maxUnit: number,
  margin = 0,
): { layout: ArmsLayout; unit: number } {
  if (arms.length !== 4) throw new RangeError(`the French layout has four arms, not ${arms.length}`);
  const choices = arms.map((bones, k) => armChoices(k, bones));
  const posed = poseRect(pose);
  let best: { picks: ArmChoice[]; unit: number; corners: number } | null = null;
  const picks: ArmChoice[] = [];
  // Arm by arm, every way with every way of the arms before it. Adding an arm only widens the
  // whole and adds corners, so a part already drawn smaller than the best so far (or as large,
  // with no fewer corners) is not worth finishing.
  const search = (k: number, reach: Box, corners: number): void => {
    const unit = unitFor({ x: reach.x0, y: reach.y0, w: reach.x1 - reach.x0, h: reach.y1 - reach.y0 }, width, height, maxUnit, margin);
    if (best && (unit < best.unit - EPS || (unit < best.unit + EPS && corners >= best.corners))) return;
    if (k === 4) {
      best = { picks: [...picks], unit, corners };
      return;
    }
    for (const way of choices[k]!) {
      const r = way.reach;
      picks.push(way);
      search(k + 1, { x0: Math.min(reach.x0, r.x0), x1: Math.max(reach.x1, r.x1), y0: Math.min(reach.y0, r.y0), y1: Math.max(reach.y1, r.y1) }, corners + way.corners);
      picks.pop();
    }
  };
  search(0, { x0: posed.x, x1: posed.x + posed.w, y0: posed.y, y1: posed.y + posed.h }, 0);
  const rects = [posed];
  for (const [k, pick] of best!.picks.entries()) {
    const { start, box, entry } = quarter(k, pick.walls);
    rects.push(...layArm(k, arms[k]!, start, box, entry)!.rects);
  }
  return { layout: { rects, bounds: boundsOf(rects), corners: best!.corners }, unit: best!.unit };
}
