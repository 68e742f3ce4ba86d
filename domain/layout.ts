/**
 * The layout and its ends: where a bone fits, the ends after a play, the line of play as it lies.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { acceptedBits, armLines, replayArms } from './arms.ts';
import type { Arms } from './arms.ts';
import type { Bone, Pip } from './bones.ts';
import { isPlay } from './hand-types.ts';
import type { End, Hand, PlayMove, Seat } from './hand-types.ts';

export function fittingEnds(hand: Hand, bone: Bone): End[] {
  if (!hand.ends) return ['right'];
  const [l, r] = hand.ends;
  const fitsL = bone[0] === l || bone[1] === l;
  const fitsR = bone[0] === r || bone[1] === r;
  if (fitsL && fitsR) return l === r ? ['right', 'left'] : ['left', 'right'];
  if (fitsL) return ['left'];
  if (fitsR) return ['right'];
  return [];
}

/** "the ends were 3 and 5" at the time of move `index`, replayed from the log (errors only). */
export function endsAtMove(hand: Hand, index: number): string {
  let ends: [Pip, Pip] | null = null;
  for (let i = 0; i < index; i++) {
    const m = hand.moves[i]!;
    if (isPlay(m)) ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
  }
  if (!ends) return 'nothing was down';
  return ends[0] === ends[1] ? `both ends were ${ends[0]}` : `the ends were ${ends[0]} and ${ends[1]}`;
}

/** The end a recorded, already validated play went on. */
function endOfPlay(ends: readonly [Pip, Pip] | null, move: PlayMove): End {
  // Only line games come here; their plays name a line end or none.
  if (move.end) return move.end as End;
  if (!ends) return 'right';
  const fitsL = move.bone[0] === ends[0] || move.bone[1] === ends[0];
  const fitsR = move.bone[0] === ends[1] || move.bone[1] === ends[1];
  return fitsR || !fitsL ? 'right' : 'left';
}

/** The new ends after laying `bone` on `end`. The pose [a, b] is laid with a on the left. */
export function placeOnEnds(ends: readonly [Pip, Pip] | null, bone: Bone, end: End): [Pip, Pip] {
  if (!ends) return [bone[0], bone[1]];
  if (end === 'left') {
    const outer = bone[0] === ends[0] ? bone[1] : bone[0];
    return [outer, ends[1]];
  }
  const outer = bone[0] === ends[1] ? bone[1] : bone[0];
  return [ends[0], outer];
}

export function endsWords(ends: readonly [Pip, Pip]): string {
  return ends[0] === ends[1] ? `${ends[0]}` : `${ends[0]} and ${ends[1]}`;
}

/**
 * The game is blocked when nobody can play. It is known at once when no bone of the set in play
 * still unplayed fits either end, sleeping ones included (caribbean-jamaican-haitian-puerto-rican.txt:
 * "the game becomes blocked so that no one is able to play a bone"); with every bone dealt that
 * is exactly when nobody can play, so no passes are recorded after it.
 */
export function noBoneFits(hand: Hand): boolean {
  const [l, r] = hand.ends!;
  const { pipBoneLo, pipBoneHi } = hand.set;
  return (hand.outLo & (pipBoneLo[l]! | pipBoneLo[r]!)) === 0 && (hand.outHi & (pipBoneHi[l]! | pipBoneHi[r]!)) === 0;
}

/** The same for the four-arm layout: no unplayed bone is one the arms take now. */
export function noBoneFitsArms(hand: Hand, arms: Arms): boolean {
  const [lo, hi] = acceptedBits(arms, hand.set);
  return (hand.outLo & lo) === 0 && (hand.outHi & hi) === 0;
}

/** One bone on the layout, oriented left to right as it lies. */
export interface PlacedBone {
  readonly bone: Bone;
  readonly seat: Seat;
  readonly move: number;
}

/**
 * The line from left to right, each bone oriented so touching ends match. In the four-arm layout,
 * the line through the centre double from the west arm's end to the east arm's (`layoutArms` has all four).
 */
export function line(hand: Hand): PlacedBone[] {
  if (hand.setup.rules.layout === 'four-arm') return crossLine(hand);
  const out: PlacedBone[] = [];
  let ends: [Pip, Pip] | null = null;
  hand.moves.forEach((m, move) => {
    if (!isPlay(m)) return;
    const end = endOfPlay(ends, m);
    const [a, b] = m.bone;
    if (!ends) out.push({ bone: [a, b], seat: m.seat, move });
    else if (end === 'left') out.unshift({ bone: b === ends[0] ? [a, b] : [b, a], seat: m.seat, move });
    else out.push({ bone: a === ends[1] ? [a, b] : [b, a], seat: m.seat, move });
    ends = placeOnEnds(ends, m.bone, end);
  });
  return out;
}

/** Each arm's bones from the centre double outwards, oriented (four-arm layout); [] for a line game. */
export function layoutArms(hand: Hand): PlacedBone[][] {
  if (hand.setup.rules.layout !== 'four-arm') return [];
  const { arm } = replayArms(hand.moves.map((m) => (isPlay(m) ? m : null)));
  const plays = hand.moves.flatMap((m, move) => (isPlay(m) && arm[move]! >= 0 ? [{ bone: m.bone, seat: m.seat, move, arm: arm[move]! }] : []));
  // The pose is the centre: the 0-0, or the double the last winner posed (`laterPose`).
  const pose = hand.moves.find(isPlay);
  return armLines(plays, pose ? pose.bone[0] : 0);
}

function crossLine(hand: Hand): PlacedBone[] {
  const pose = hand.moves.findIndex(isPlay);
  if (pose < 0) return [];
  const arms = layoutArms(hand);
  const west = arms[3]!.map((p) => ({ ...p, bone: [p.bone[1], p.bone[0]] as Bone })).reverse();
  const first = hand.moves[pose] as PlayMove;
  return [...west, { bone: first.bone, seat: first.seat, move: pose }, ...arms[1]!];
}
