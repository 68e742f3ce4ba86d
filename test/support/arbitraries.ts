/**
 * fast-check arbitraries for the property tests: deals, poses and whole hands driven by lists of
 * choices, so that a failing case shrinks (towards the set-order deal and the first legal move)
 * and replays from the seed fast-check prints.
 *
 * Also small independent models the properties compare the engine with: the layout's ends, pip
 * appearances, and whether the moves of a hand can come from any deal at all.
 */
import fc from 'fast-check';
import { boneId, boneSet } from '../../domain/bones.ts';
import type { Bone, Pip } from '../../domain/bones.ts';
import { applyMove, isPass, isPlay, legalPlays, startHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import type { JamaicanPartnerOptionsInput } from '../../domain/rules.ts';
import { randomMatchRecord } from './random.ts';
import { everyBonePlaced } from './matching.ts';

export const RULES = JAMAICAN_PARTNER_HAND;
export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];
export const SET = boneSet(6);
/** The 28 bones of the double-six, by id. */
export const ALL_BONES: readonly Bone[] = SET.bones;

export const HOLDER_FORCED: Pose = { by: 'holder', bone: [6, 6], forced: true };
export const HOLDER_SPORTING: Pose = { by: 'holder', bone: [6, 6], forced: false };
export const POSES: readonly Pose[] = [HOLDER_FORCED, HOLDER_SPORTING, { by: 'team', team: 0 }, { by: 'team', team: 1 }, { by: 'anyone' }];

export const idOf = (b: Bone): number => boneId(b[0], b[1]);
export const shows = (b: Bone, pip: Pip): boolean => b[0] === pip || b[1] === pip;
export const fits = (b: Bone, ends: readonly [Pip, Pip]): boolean => shows(b, ends[0]) || shows(b, ends[1]);

/**
 * A deal: a permutation of the 28 bones (as a Lehmer code, so it shrinks towards set order) with
 * each bone turned round or not, seven to a seat.
 */
export const dealArb: fc.Arbitrary<Bone[][]> = fc
  .tuple(
    fc.array(fc.nat({ max: 27 }), { minLength: 28, maxLength: 28 }),
    fc.array(fc.boolean(), { minLength: 28, maxLength: 28 }),
  )
  .map(([code, flips]) => {
    const pool = [...ALL_BONES];
    const order: Bone[] = code.map((k, i) => {
      const b = pool.splice(k % (28 - i), 1)[0]!;
      return flips[i] ? [b[1], b[0]] : [b[0], b[1]];
    });
    return [0, 1, 2, 3].map((s) => order.slice(s * 7, s * 7 + 7));
  });

/** Which legal move to take at each step (index modulo the number of choices; missing → 0). */
export const choicesArb = fc.array(fc.nat({ max: 1 << 16 }), { maxLength: 120 });

export interface HandCase {
  readonly dealt: Bone[][];
  readonly pose: Pose;
  readonly choices: number[];
  readonly explicitEnds: boolean;
}

export const handCaseArb: fc.Arbitrary<HandCase> = fc.record({
  dealt: dealArb,
  pose: fc.constantFrom(...POSES),
  choices: choicesArb,
  explicitEnds: fc.boolean(),
});

export function setupOf(pose: Pose, dealt?: Bone[][]): HandSetup {
  return { rules: RULES, pose, seatNames: NAMES, ...(dealt && { dealt }) };
}

/** The end a play must name in a record: when it fits both ends and they differ, or goes left on equal ends. */
export function needsEnd(ends: readonly [Pip, Pip] | null, bone: Bone, end: 'left' | 'right'): boolean {
  if (!ends) return false;
  if (ends[0] === ends[1]) return end === 'left';
  return shows(bone, ends[0]) && shows(bone, ends[1]);
}

/** Hard limit on moves in a generated hand: 28 plays and at most 3 passes before each. */
export const MAX_MOVES = 28 * 4;

/**
 * Plays a hand with the deal known, taking at each step the legal move the next choice points
 * at (a pass when there is none). Stops at the end of the hand or after MAX_MOVES moves.
 */
export function playHand(c: HandCase): { hand: Hand; moves: Move[] } {
  const started = startHand(setupOf(c.pose, c.dealt));
  if (!started.ok) throw new Error(started.error.message);
  let hand = started.value;
  const moves: Move[] = [];
  let k = 0;
  const next = () => c.choices[k++] ?? 0;
  while (hand.status === 'playing' && moves.length < MAX_MOVES) {
    let seat: number;
    if (hand.turn !== null) seat = hand.turn;
    else if (c.pose.by === 'team') seat = [0, 1, 2, 3].filter((s) => RULES.teamOf[s] === (c.pose as { team: number }).team)[next() % 2]!;
    else seat = next() % 4;
    const plays = legalPlays(hand, seat);
    let move: Move;
    if (plays.length === 0) move = { seat, pass: true };
    else {
      const p = plays[next() % plays.length]!;
      move = c.explicitEnds || needsEnd(hand.ends, p.bone, p.end as 'left' | 'right') ? { seat, bone: p.bone, end: p.end } : { seat, bone: p.bone };
    }
    const r = applyMove(hand, move);
    if (!r.ok) throw new Error(`the engine refused its own legal move ${JSON.stringify(move)}: ${r.error.code} ${r.error.message}`);
    hand = r.value;
    moves.push(move);
  }
  return { hand, moves };
}

/** Every state of a replay, the start included; throws if a move is refused. */
export function states(setup: HandSetup, moves: readonly Move[]): Hand[] {
  const started = startHand(setup);
  if (!started.ok) throw new Error(started.error.message);
  const out = [started.value];
  for (const m of moves) {
    const r = applyMove(out[out.length - 1]!, m);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    out.push(r.value);
  }
  return out;
}

/**
 * Independent layout model: the open ends after each move, by the record format's rules (the
 * pose [a, b] lies a on the left; a bone goes on the end named, else on the only end it fits,
 * else on the right when both ends show the same number).
 */
export function modelEnds(moves: readonly Move[]): ([Pip, Pip] | null)[] {
  let ends: [Pip, Pip] | null = null;
  const out: ([Pip, Pip] | null)[] = [null];
  for (const m of moves) {
    if (isPlay(m)) {
      const [a, b] = m.bone;
      if (!ends) ends = [a, b];
      else {
        const end = m.end ?? (shows(m.bone, ends[1]) ? 'right' : 'left');
        const i = end === 'left' ? 0 : 1;
        const next: [Pip, Pip] = [ends[0], ends[1]];
        next[i] = a === ends[i] ? b : a;
        ends = next;
      }
    }
    out.push(ends);
  }
  return out;
}

/** How many times each pip shows on the bones of `played` (a double counts twice). */
export function pipAppearances(played: readonly Bone[]): number[] {
  const n = new Array<number>(7).fill(0);
  for (const [a, b] of played) {
    n[a]!++;
    n[b]!++;
  }
  return n;
}

/**
 * Whether some deal of the 28 bones (7 a seat) explains the moves: each seat dealt the bones it
 * played, no seat holding, when it passed, a bone showing either end then, and (for a sporting
 * pose) the poser holding the 6-6. A bipartite matching of the bones still out onto the seats'
 * places left. Independent of the engine's Hall-condition check.
 */
export function someDealExplains(moves: readonly Move[], pose: Pose): boolean {
  const playedBy = new Map<number, number>();
  const count = [0, 0, 0, 0];
  const voids: Set<Pip>[] = [new Set(), new Set(), new Set(), new Set()];
  const ends = modelEnds(moves);
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    if (isPass(m)) {
      const e = ends[i];
      if (!e) return false;
      voids[m.seat]!.add(e[0]).add(e[1]);
    } else if (isPlay(m)) {
      if (playedBy.has(idOf(m.bone))) return false;
      if (voids[m.seat]!.has(m.bone[0]) || voids[m.seat]!.has(m.bone[1])) return false;
      playedBy.set(idOf(m.bone), m.seat);
      count[m.seat]!++;
    }
  }
  if (count.some((c) => c > 7)) return false;
  const poser = moves.length > 0 ? moves[0]!.seat : null;
  // Sporting: whoever poses holds the 6-6, so nobody else can play it.
  const sporting = pose.by === 'holder' && !pose.forced;
  if (sporting && playedBy.has(idOf(pose.bone)) && playedBy.get(idOf(pose.bone)) !== poser) return false;
  const out = ALL_BONES.map((_, id) => id).filter((id) => !playedBy.has(id));
  const allowed = (id: number, s: number) => {
    const b = ALL_BONES[id]!;
    if (voids[s]!.has(b[0]) || voids[s]!.has(b[1])) return false;
    if (sporting && poser !== null && id === idOf(pose.bone)) return s === poser;
    return true;
  };
  // Seats' free places as slots; augmenting paths (Kuhn's algorithm).
  const slots: number[] = [];
  for (let s = 0; s < 4; s++) for (let k = count[s]!; k < 7; k++) slots.push(s);
  return everyBonePlaced(out, slots.length, (id, j) => allowed(id, slots[j]!));
}

/** Match options as a record may give them: any subset of the keys, or none at all. */
export const optionsInputArb: fc.Arbitrary<JamaicanPartnerOptionsInput | undefined> = fc.option(
  fc.record(
    {
      pose: fc.constantFrom('tournament' as const, 'sporting' as const),
      onOpponentWin: fc.constantFrom('reset-both' as const, 'winner-scores' as const),
      ties: fc.constantFrom('no-score' as const, 'replay' as const),
      playoffAtOneOne: fc.boolean(),
      target: fc.integer({ min: 1, max: 6 }),
      partnersTiedForFewest: fc.constantFrom('win' as const, 'tie' as const),
      leadersLoseReplay: fc.constantFrom('on-opponent-win' as const, 'reset-both' as const),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

export interface RecordCase {
  readonly seed: number;
  readonly hands: number;
  readonly options: JamaicanPartnerOptionsInput | undefined;
  readonly withDeal: boolean;
  readonly explicitEnds: boolean;
}

export const recordCaseArb = (withDeal: fc.Arbitrary<boolean> = fc.boolean(), maxHands = 10): fc.Arbitrary<RecordCase> =>
  fc.record({
    seed: fc.integer(),
    hands: fc.integer({ min: 1, max: maxHands }),
    options: optionsInputArb,
    withDeal,
    explicitEnds: fc.boolean(),
  });

/** The legal match record of a case (test/support/random.ts). */
export function recordOf(c: RecordCase): MatchRecord {
  return randomMatchRecord(c.seed, c.hands, {
    ...(c.options && { options: c.options }),
    withDeal: c.withDeal,
    explicitEnds: c.explicitEnds,
  });
}

/** A by-seat map of a record ("0" … "3") as an array by seat. */
export function bySeatArray<T>(map: Readonly<Record<string, T>>): T[] {
  return [0, 1, 2, 3].map((s) => map[String(s)]!);
}

export function bySeatMap<T>(values: readonly T[]): Record<string, T> {
  return Object.fromEntries(values.map((v, s) => [String(s), v]));
}
