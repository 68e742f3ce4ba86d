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
 * doubles and right of the west arm's quarter, and so on round), so arms never meet; rows that lie
 * side by side, an arm's own or a neighbour's, are half a bone apart (ROW_GAP).
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
 * Half a bone of table between rows that lie side by side: an arm's row coming back past its own
 * earlier row, or past a neighbour arm's row, is not laid flush against it (flush rows read as one
 * block at the table).
 */
export const ROW_GAP = 0.5;

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
 * would have no room past it. With `turns` (the places in the arm, from 0, of the bones that turn
 * its first corners, at most two), those bones turn and no other does until both have: after them
 * a bone turns only where its own rows leave it no room, as a wall would make it.
 */
function layArm(
  arm: number,
  bones: readonly ArmBone[],
  start: { fx: number; fy: number; d: Dir },
  box: Box,
  entry: Box,
  turns: readonly number[] | null = null,
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
    // A turn asked for comes where a wall could make it: not at a double that would lie across
    // (as long along the arm as the corner, it fits wherever the corner does).
    const turnHere = turns !== null && k === turns[corners];
    if (turnHere && across) return null;
    if (!turnHere && fits(straight)) {
      rect = straight;
      along = across ? s : d;
      if (across) wide = 1;
      afterCorner = false;
      fx += length * d[0];
      fy += length * d[1];
    } else if ((turns === null || turnHere || corners >= 2) && fits(corner)) {
      rect = corner;
      along = s;
      corners++;
      // The row just finished is behind the arm now: later rows keep to its far side, half a bone off.
      if (s[0] > 0) room.x0 = Math.max(room.x0, fx + wide + ROW_GAP);
      if (s[0] < 0) room.x1 = Math.min(room.x1, fx - wide - ROW_GAP);
      if (s[1] > 0) room.y0 = Math.max(room.y0, fy + wide + ROW_GAP);
      if (s[1] < 0) room.y1 = Math.min(room.y1, fy - wide - ROW_GAP);
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
 * and where its first bone may lie too. The quarters are each wide enough for a double across its
 * arm (1 either side of the line) and half a bone (ROW_GAP) apart where they meet, so that a row
 * coming back past a neighbour's first row is not flush against it: north x ≥ -1, y ≤ -1.5; east
 * x ≥ 1.5, y ≥ -1; south x ≤ 1, y ≥ 1.5; west x ≤ -1.5, y ≤ 1. Each arm's first bone may also
 * reach back to the 0-0 (north's and south's across the band x -1 to 1 that no quarter holds, so
 * those two never turn at their first bone: its outer half would lie in the next quarter).
 */
function quarter(arm: number, walls: Walls): { start: { fx: number; fy: number; d: Dir }; box: Box; entry: Box } {
  const { top, right, bottom, left } = walls;
  switch (arm) {
    case 0: {
      const box = { x0: -1, x1: right, y0: -top, y1: -1 - ROW_GAP };
      return { start: { fx: 0, fy: -0.5, d: [0, -1] }, box, entry: { ...box, x1: Math.min(right, 1), y1: -0.5 } };
    }
    case 1: {
      const box = { x0: 1 + ROW_GAP, x1: right, y0: -1, y1: bottom };
      return { start: { fx: 1, fy: 0, d: [1, 0] }, box, entry: { ...box, x0: 1 } };
    }
    case 2: {
      const box = { x0: -left, x1: 1, y0: 1 + ROW_GAP, y1: bottom };
      return { start: { fx: 0, fy: 0.5, d: [0, 1] }, box, entry: { ...box, x0: Math.max(-left, -1), y0: 0.5 } };
    }
    default: {
      const box = { x0: -left, x1: -1 - ROW_GAP, y0: -top, y1: 1 };
      return { start: { fx: -1, fy: 0, d: [-1, 0] }, box, entry: { ...box, x1: -1 } };
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

/**
 * How the fit lays one arm: the places in the arm (from 0, the bone against the 0-0) of the bones
 * that turn its first corners, at most two (none: straight); later corners come where its own rows
 * leave no room. `laid` is how many bones the arm had when the way was chosen: the bones before it
 * lie where they did as long as the turns before it stay the same.
 */
export interface ArmWay {
  readonly turns: readonly number[];
  readonly laid: number;
}

/**
 * One way to lay an arm: its turns, its corners, how far it reaches every way, and `deadEnd` 1
 * where it leaves no room for one more bone (the next bone on the arm would move it), else 0.
 */
interface ArmChoice {
  readonly turns: readonly number[];
  readonly corners: number;
  readonly reach: Box;
  readonly deadEnd: number;
}

/**
 * How much smaller than the best a layout may be drawn to keep the bones already drawn where they
 * were: a tenth. A new bone that leaves the previous ways at 90% of the best size or more keeps
 * them (the drawing shrinks a little, nothing jumps); below that, the arms are laid afresh.
 */
export const KEEP_TOLERANCE = 0.1;

/** Arm `k` of `bones` laid with `turns` in a box without walls, as a choice; null where it cannot. */
function choiceOf(k: number, bones: readonly ArmBone[], turns: readonly number[]): ArmChoice | null {
  const { start, box, entry } = quarter(k, NO_WALLS);
  const laid = layArm(k, bones, start, box, entry, turns, false);
  if (!laid) return null;
  const more = layArm(k, [...bones, { inner: 0, outer: 1 }], start, box, entry, turns, false);
  return { turns, corners: laid.corners, reach: laid.reach, deadEnd: more ? 0 : 1 };
}

/** The choices no other reaches less far every way with no more corners and dead ends than. */
function undominated(ways: readonly ArmChoice[]): ArmChoice[] {
  const covers = (p: ArmChoice, q: ArmChoice) =>
    p.corners <= q.corners && p.deadEnd <= q.deadEnd && p.reach.x0 >= q.reach.x0 && p.reach.x1 <= q.reach.x1 && p.reach.y0 >= q.reach.y0 && p.reach.y1 <= q.reach.y1;
  // Of two that cover each other (alike), the first is kept.
  return ways.filter((q, i) => !ways.some((p, j) => j !== i && covers(p, q) && (j < i || !covers(q, p))));
}

/** Bones standing for an arm's: where they go depends only on which are doubles. */
const standIns = (doubles: string): ArmBone[] => [...doubles].map((c) => ({ inner: 0, outer: c === 'd' ? 0 : 1 }));
const doublesOf = (laid: readonly ArmBone[]): string => laid.map((b) => (b.inner === b.outer ? 'd' : '-')).join('');

/** The ways of laying each arm by which of its bones are doubles: they depend on nothing else. */
const choicesMade = new Map<string, readonly ArmChoice[]>();

/** Forgets the ways worked out so far: the bench times fits that meet only new runs of doubles. */
export function forgetArmChoices(): void {
  choicesMade.clear();
}

/**
 * Every way worth trying to lay arm `k` of `laid` bones: straight, turning once at each bone that
 * can, and turning at each pair of bones (the rest of its corners then come where its rows leave no
 * room); a way that reaches no less far every way, turns no fewer corners and is no less a dead end
 * than another is left out. An arm of n bones has about n²/2 ways, each laid once, and each arm and run of doubles is
 * worked out once.
 */
function armChoices(k: number, laid: readonly ArmBone[]): readonly ArmChoice[] {
  const doubles = doublesOf(laid);
  const known = choicesMade.get(`${k},${doubles}`);
  if (known) return known;
  const bones = standIns(doubles);
  // One of each reach, number of corners and dead end (many turns lay an arm alike).
  const seen = new Map<string, ArmChoice>();
  const add = (turns: readonly number[]): boolean => {
    const way = choiceOf(k, bones, turns);
    if (!way) return false;
    const { x0, x1, y0, y1 } = way.reach;
    const key = `${x0},${x1},${y0},${y1},${way.corners},${way.deadEnd}`;
    if (!seen.has(key)) seen.set(key, way);
    return true;
  };
  add([]);
  // A first turn that cannot be laid running on without end cannot be laid with a second either.
  for (let i = 0; i < bones.length; i++) if (add([i])) for (let j = i + 1; j < bones.length; j++) add([i, j]);
  const choices = undominated([...seen.values()]);
  choicesMade.set(`${k},${doubles}`, choices);
  return choices;
}

/**
 * The ways of laying arm `k` of `laid` bones that leave the bones it had under `previous` where
 * they were: its turns among those bones the same, any turn it had not yet used free among the
 * bones laid since.
 */
function keptChoices(k: number, laid: readonly ArmBone[], previous: ArmWay): ArmChoice[] {
  const bones = standIns(doublesOf(laid));
  const held = Math.min(previous.laid, bones.length);
  const base = previous.turns.filter((i) => i < held);
  const ways: number[][] = [base];
  if (base.length < 2) {
    for (let i = held; i < bones.length; i++) {
      ways.push([...base, i]);
      if (base.length === 0) for (let j = i + 1; j < bones.length; j++) ways.push([i, j]);
    }
  }
  return undominated(ways.flatMap((turns) => choiceOf(k, bones, turns) ?? []));
}

/** The box round the 0-0 and the arms laid in `picks`. */
function reachOf(from: Box, picks: readonly ArmChoice[]): Box {
  return picks.reduce(
    (b, { reach: r }) => ({ x0: Math.min(b.x0, r.x0), x1: Math.max(b.x1, r.x1), y0: Math.min(b.y0, r.y0), y1: Math.max(b.y1, r.y1) }),
    from,
  );
}

/** What a fit picks: a way for each arm, the size it draws, and what else it is judged by. */
interface Pick {
  readonly picks: readonly ArmChoice[];
  readonly unit: number;
  /** Arms laid as before, their bones where they were. */
  readonly kept: number;
  /** Arms laid a way the next bone on them would have to change. */
  readonly deadEnds: number;
  readonly corners: number;
}

/**
 * The order fits are judged in, best first. Fresh (`keeping` false): the largest, then the fewest
 * dead ends, then the fewest corners. Keeping: the most arms kept, then the fewest dead ends (a
 * drawing about to change is not worth keeping for a slightly larger size), then the largest,
 * then the fewest corners. Negative when `p` is better than `q`.
 */
function judge(p: Omit<Pick, 'picks'>, q: Omit<Pick, 'picks'>, keeping: boolean): number {
  const size = Math.abs(p.unit - q.unit) > EPS ? q.unit - p.unit : 0;
  const order = keeping ? [q.kept - p.kept, p.deadEnds - q.deadEnds, size] : [size, p.deadEnds - q.deadEnds];
  return order.find((d) => d !== 0) ?? p.corners - q.corners;
}

/**
 * The best four ways (`judge`), one from each arm's `choices` or `kept` (a way in `kept[k]` keeps
 * arm k), drawn no smaller than `floor` pixels a half-bone; null when none is as large. Arm by arm,
 * every way with every way of the arms before it: adding an arm only widens the whole and adds
 * dead ends and corners, so a part that cannot beat the best so far, even were every arm after it
 * kept, is not finished.
 */
function search(
  choices: readonly (readonly ArmChoice[])[],
  kept: readonly (readonly ArmChoice[])[],
  posed: Box,
  size: (reach: Box) => number,
  floor: number,
  keeping: boolean,
): Pick | null {
  let best: Pick | null = null;
  const picks: ArmChoice[] = [];
  const go = (k: number, reach: Box, deadEnds: number, corners: number, keeps: number): void => {
    const unit = size(reach);
    if (unit < floor - EPS) return;
    if (best && judge({ unit, kept: keeps + 4 - k, deadEnds, corners }, best, keeping) >= 0) return;
    if (k === 4) {
      best = { picks: [...picks], unit, kept: keeps, deadEnds, corners };
      return;
    }
    for (const [keeps1, ways] of [
      [1, kept[k]!],
      [0, choices[k]!],
    ] as const) {
      for (const way of ways) {
        picks.push(way);
        go(k + 1, reachOf(reach, [way]), deadEnds + way.deadEnd, corners + way.corners, keeps + keeps1);
        picks.pop();
      }
    }
  };
  go(0, posed, 0, 0, 0);
  return best;
}

/** The layout of the 0-0 and the four `arms`, each laid its way in `ways`; null where one cannot be. */
export function layoutWays(arms: readonly (readonly ArmBone[])[], pose: ArmBone, ways: readonly ArmWay[]): ArmsLayout | null {
  if (arms.length !== 4 || ways.length !== 4) throw new RangeError(`the French layout has four arms, not ${arms.length}`);
  const rects: ArmRect[] = [poseRect(pose)];
  let corners = 0;
  for (const [k, bones] of arms.entries()) {
    const { start, box, entry } = quarter(k, NO_WALLS);
    const laid = layArm(k, bones, start, box, entry, ways[k]!.turns);
    if (!laid) return null;
    rects.push(...laid.rects);
    corners += laid.corners;
  }
  return { rects, bounds: boundsOf(rects), corners };
}

/**
 * The layout drawn inside a box of `width` × `height` pixels, never larger than `maxUnit` pixels a
 * half-bone, with `margin` half-bones of room round it (fitSnake's size rule), and the way each arm
 * is laid (pass them back as `previous` for the next move).
 *
 * Without `previous`, each arm is laid the way that, with the others, draws the whole largest;
 * among those, the fewest dead ends (ways with no room for the arm's next bone), then the fewest
 * corners, so arms that fit stay straight. Arms keep to their own
 * quarters, so any four ways go together. The arms all straight are among the ways tried: turning
 * never draws the layout smaller.
 *
 * With `previous` (the ways of the move before), the drawing stays as it was where it can: the
 * ways that keep the most arms' bones where they were, as long as the whole is drawn no smaller
 * than KEEP_TOLERANCE below the best size (nor smaller than straight); among those, the fewest
 * dead ends, then the largest (`judge`).
 * One new bone then moves nothing already drawn unless keeping it would shrink the drawing past
 * the tolerance.
 */
export function fitArms(
  arms: readonly (readonly ArmBone[])[],
  pose: ArmBone,
  width: number,
  height: number,
  maxUnit: number,
  margin = 0,
  previous: readonly ArmWay[] | null = null,
): { layout: ArmsLayout; unit: number; ways: readonly ArmWay[] } {
  if (arms.length !== 4) throw new RangeError(`the French layout has four arms, not ${arms.length}`);
  const choices = arms.map((bones, k) => armChoices(k, bones));
  const posed = poseRect(pose);
  const from: Box = { x0: posed.x, x1: posed.x + posed.w, y0: posed.y, y1: posed.y + posed.h };
  const size = (r: Box) => unitFor({ x: r.x0, y: r.y0, w: r.x1 - r.x0, h: r.y1 - r.y0 }, width, height, maxUnit, margin);
  const none = arms.map(() => []);
  let best = search(choices, none, from, size, 0, false)!;
  if (previous && previous.length === 4) {
    const straight = size(reachOf(from, arms.map((bones, k) => choiceOf(k, standIns(doublesOf(bones)), [])!)));
    const floor = Math.max((1 - KEEP_TOLERANCE) * best.unit, straight);
    const kept = arms.map((bones, k) => keptChoices(k, bones, previous[k]!));
    best = search(choices, kept, from, size, floor, true) ?? best;
  }
  const rects = [posed];
  for (const [k, pick] of best.picks.entries()) {
    const { start, box, entry } = quarter(k, NO_WALLS);
    rects.push(...layArm(k, arms[k]!, start, box, entry, pick.turns)!.rects);
  }
  const ways = best.picks.map((p, k) => ({ turns: p.turns, laid: arms[k]!.length }));
  return { layout: { rects, bounds: boundsOf(rects), corners: best.corners }, unit: best.unit, ways };
}
