/**
 * The scripted hand of the unseen-draw check (domain/unseen.ts): a two-player draw game without the
 * deal where Ben draws on 4|3, draws 1 bone unseen and plays 4-2 from it; a later 4-1 is a renege.
 * Used by test/domain/unseen-draw.test.ts and the refusal words' sweep (test/renderer/refusal.test.ts);
 * with the oracle of the joint `pips` check (`sharedTotals`), which test/domain/unseen-worst.test.ts uses too.
 */
import { boneId } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { isPlay } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move } from '../../domain/hand.ts';
import { mayHold } from '../../domain/holdings.ts';
import { held } from '../../domain/knowledge.ts';
import { endOfPlay, placeOnEnds } from '../../domain/layout.ts';
import { pipValue } from '../../domain/rules.ts';
import { unseenInfeasible } from '../../domain/unseen.ts';

const family = FAMILIES['jamaican-cut-throat'];
const options = family.options.parse({ twoPlayers: 'draw' });
const rules = family.handRules(options, 2);
export const UNSEEN_SETUP: HandSetup = { rules, pose: family.start(options, rules).pose, seatNames: ['Ann', 'Ben'] };

/** Ann poses 6-6; Ben draws on 4|3 at move 6, 1 bone unseen, and plays 4-2 from it (legal so far). */
export const UNSEEN_BEFORE: readonly Move[] = [
  { seat: 0, bone: [6, 6] },
  { seat: 1, bone: [6, 4] },
  { seat: 0, bone: [4, 3], end: 'right' },
  { seat: 1, bone: [6, 5] },
  { seat: 0, bone: [5, 4] }, // ends 4 and 3
  { seat: 1, draw: 1 }, // move 6: Ben holds no 4 and no 3
  { seat: 1, bone: [4, 2] }, // the bone drawn: ends 2 and 3
  { seat: 0, bone: [3, 1] }, // ends 2 and 1
];


/** The hand played on: Ann dominoes at move 14 with 6-2; Ben, who drew 1 bone unseen, holds 2. */
export const UNSEEN_DOMINO: readonly Move[] = [
  ...UNSEEN_BEFORE,
  { seat: 1, bone: [2, 0] }, // ends 0 and 1
  { seat: 0, bone: [1, 1] },
  { seat: 1, bone: [5, 0] }, // ends 5 and 1
  { seat: 0, bone: [5, 5] },
  { seat: 1, bone: [6, 1] }, // ends 5 and 6
  { seat: 0, bone: [6, 2] }, // Ann's seventh bone: domino
];

/**
 * HendyDom's start (`noDouble: 'highest-bone'`) without the deal: Ann poses 6-4 as the highest
 * bone dealt, Ben draws on 6|5 at move 4, 1 bone unseen, and plays 5-5 from it; a later 2-2 (move
 * 7), which the pose ruled out of his dealt bones too, is refused (test/domain/families/highest-bone.test.ts).
 */
export const UNSEEN_POSED_OPTIONS = { twoPlayers: 'draw', noDouble: 'highest-bone' } as const;
export const UNSEEN_POSED: readonly Move[] = [
  { seat: 0, bone: [6, 4] }, // 6|4
  { seat: 1, bone: [4, 3] }, // 6|3
  { seat: 0, bone: [3, 5] }, // 6|5
  { seat: 1, draw: 1 }, // move 4: nothing Ben holds shows 6 or 5
  { seat: 1, bone: [5, 5] }, // the bone drawn
  { seat: 0, bone: [5, 2] }, // 6|2
];

/** The ends before each move of a line game (null before the pose). */
export function endsBefore(moves: readonly Move[]): ([number, number] | null)[] {
  const out: ([number, number] | null)[] = [];
  let ends: [number, number] | null = null;
  for (const m of moves) {
    out.push(ends);
    if (isPlay(m)) ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
  }
  return out;
}

/**
 * Every way of giving the bones out to the seats (each its count, only bones it may hold), kept
 * when each seat's bones fit its batches (`unseenInfeasible` with that listing: the matching, the
 * oracle of the joint `pips` check): the pip totals by seat those give. Null when there are more
 * than `limit` ways to try. With `target`, only the ways that can still give those totals are
 * tried (a seat over its total is dropped at once): whether it has `target` is then the answer.
 */
export function sharedTotals(hand: Hand, limit = 20_000, target: readonly number[] | null = null): Set<string> | null {
  const { rules } = hand.setup;
  const out: Bone[] = hand.set.bones.filter((_, id) => hand.playedAt[id]! < 0 && hand.inPlay[id] === 1);
  const counts = Array.from({ length: rules.seats }, (_, s) => held(hand, s));
  const may = (s: number, b: Bone) => mayHold(hand, s, boneId(b[0], b[1])) || hand.known?.[boneId(b[0], b[1])] === s;
  const seen = new Set<string>();
  const lists: Bone[][] = counts.map(() => []);
  const sums = counts.map(() => 0);
  let tried = 0;
  const give = (i: number): boolean => {
    if (++tried > limit) return false;
    if (i === out.length) {
      if (unseenInfeasible(hand, lists) === null) seen.add(sums.join(','));
      return true;
    }
    for (let s = 0; s < rules.seats; s++) {
      const b = out[i]!;
      if (lists[s]!.length === counts[s] || !may(s, b) || (target !== null && sums[s]! + pipValue(rules, b) > target[s]!)) continue;
      lists[s]!.push(b);
      sums[s]! += pipValue(rules, b);
      const fine = give(i + 1);
      sums[s]! -= pipValue(rules, b);
      lists[s]!.pop();
      if (!fine) return false;
    }
    return true;
  };
  return give(0) ? seen : null;
}
