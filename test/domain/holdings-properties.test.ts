/**
 * What a blocked hand's `left` and `pips` may say, against an independent model of what the moves
 * prove (issue 6, "Pip totals that cannot be" and "`left` against the sporting pose"):
 * - a pass shows the seat holds no bone with either end number (CJHPR "If a player cannot play
 *   then he passes his turn");
 * - under a sporting pose, whoever poses another bone holds the 6-6 (CJHPR "the holder of the 6-6
 *   is allowed to announce that he is 'sporting' and begin with a different bone");
 * - each seat holds 7 bones less those it played, and every unplayed bone is in some hand.
 * "CJHPR" is caribbean-jamaican-haitian-puerto-rican.txt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneSet, pipCount } from '../../domain/bones.ts';
import type { Bone, Pip } from '../../domain/bones.ts';
import { holding, isPass, isPlay, replayHand } from '../../domain/hand.ts';
import type { Move, Pose } from '../../domain/hand.ts';
import { canShare, possibleTotals } from '../../domain/holdings.ts';
import type { SeatFacts } from '../../domain/holdings.ts';
import { settleHand } from '../../domain/settle.ts';
import { ALL_BONES, handCaseArb, idOf, modelEnds, playHand, setupOf, shows } from '../support/arbitraries.ts';

/** What the moves prove, worked out here from the record alone: bones by seat it may hold. */
function modelFacts(moves: readonly Move[], pose: Pose): { out: number[]; count: number[]; may: (seat: number, id: number) => boolean } {
  const ends = modelEnds(moves);
  const voids: Set<Pip>[] = [new Set(), new Set(), new Set(), new Set()];
  const played = new Set<number>();
  const count = [7, 7, 7, 7];
  moves.forEach((m, i) => {
    if (isPass(m)) {
      voids[m.seat]!.add(ends[i]![0]).add(ends[i]![1]);
    } else if (isPlay(m)) {
      played.add(idOf(m.bone));
      count[m.seat]!--;
    }
  });
  const first = moves[0];
  const sixSix = idOf([6, 6]);
  const sportingPoser =
    pose.by === 'holder' && !pose.forced && first && isPlay(first) && idOf(first.bone) !== sixSix ? first.seat : null;
  const out = ALL_BONES.map((_, id) => id).filter((id) => !played.has(id));
  const may = (seat: number, id: number) => {
    const b = ALL_BONES[id]!;
    if (voids[seat]!.has(b[0]) || voids[seat]!.has(b[1])) return false;
    return !(id === sixSix && sportingPoser !== null && seat !== sportingPoser);
  };
  return { out, count, may };
}

/** All k-element subsets of `items`, as arrays. */
function* subsets<T>(items: readonly T[], k: number, from = 0): Generator<T[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - k; i++) for (const rest of subsets(items, k - 1, i + 1)) yield [items[i]!, ...rest];
}

/** Brute force, seat by seat: some hand for each seat with its count, allowed bones and total. */
function someSharing(out: readonly number[], count: readonly number[], may: (s: number, id: number) => boolean, totals: readonly (number | null)[], seat = 0): boolean {
  if (seat === count.length) return out.length === 0;
  const mine = out.filter((id) => may(seat, id));
  for (const hand of subsets(mine, count[seat]!)) {
    if (totals[seat] !== null && hand.reduce((a, id) => a + pipCount(ALL_BONES[id]!), 0) !== totals[seat]) continue;
    if (someSharing(out.filter((id) => !hand.includes(id)), count, may, totals, seat + 1)) return true;
  }
  return false;
}

/** Random finished hands without the deal in the record, under every pose. */
const finishedArb = handCaseArb
  .map((c) => ({ c, ...playHand(c) }))
  .filter(({ hand }) => hand.status !== 'playing');

describe('left and pips against what the moves prove', () => {
  it('any left or pips taken from a real deal is accepted, and settles as the deal does', () => {
    fc.assert(
      fc.property(finishedArb, ({ c, hand, moves }) => {
        const replayed = replayHand(setupOf(c.pose), moves);
        expect(replayed.ok).toBe(true);
        if (!replayed.ok) return;
        const left = [0, 1, 2, 3].map((s) => holding(hand, s)!);
        const byDeal = settleHand(hand);
        const byLeft = settleHand(replayed.value, { left });
        expect(byLeft).toEqual(byDeal);
        const pips = left.map((bones) => bones.reduce((a, b) => a + pipCount(b), 0));
        expect(settleHand(replayed.value, { pips })).toEqual(byDeal);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('forged pips are refused exactly when no sharing of the unplayed bones explains them', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        finishedArb.filter(({ hand }) => hand.status === 'blocked'),
        fc.array(fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 3 }), fc.integer({ min: 0, max: 12 })), { minLength: 1, maxLength: 3 }),
        ({ c, hand, moves }, shifts) => {
          const replayed = replayHand(setupOf(c.pose), moves);
          if (!replayed.ok) throw new Error(replayed.error.message);
          const pips = [0, 1, 2, 3].map((s) => holding(hand, s)!.reduce((a, b) => a + pipCount(b), 0));
          // Move pips between seats: the sum stays right, so only the sharing can refuse them.
          for (const [from, to, n] of shifts) {
            const d = Math.min(n, pips[from]!);
            pips[from]! -= d;
            pips[to]! += d;
          }
          const model = modelFacts(moves, c.pose);
          const explained = someSharing(model.out, model.count, model.may, pips);
          const r = settleHand(replayed.value, { pips });
          expect(r.ok, JSON.stringify({ pips, error: !r.ok && r.error })).toBe(explained);
          if (!r.ok) expect(r.error.code).toBe('pips/impossible');
          if (r.ok) accepted++;
          else refused++;
        },
      ),
      { numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(10);
    expect(accepted).toBeGreaterThan(10);
  }, 60_000);

  it('forged bones left are refused exactly when a seat holds a bone the moves say it cannot', () => {
    let refused = 0;
    fc.assert(
      fc.property(
        finishedArb.filter(({ hand }) => hand.status === 'blocked'),
        fc.array(fc.nat(), { minLength: 28, maxLength: 28 }),
        ({ c, moves }, order) => {
          const replayed = replayHand(setupOf(c.pose), moves);
          if (!replayed.ok) throw new Error(replayed.error.message);
          // The unplayed bones shuffled and dealt back with each seat's count.
          const model = modelFacts(moves, c.pose);
          const pool = [...model.out];
          const shuffled = order.slice(0, pool.length).map((k, i) => pool.splice(k % (model.out.length - i), 1)[0]!);
          const left: Bone[][] = [];
          let at = 0;
          for (let s = 0; s < 4; s++) {
            left.push(shuffled.slice(at, at + model.count[s]!).map((id) => ALL_BONES[id]!));
            at += model.count[s]!;
          }
          const lawful = left.every((bones, s) => bones.every((b) => model.may(s, idOf(b))));
          const r = settleHand(replayed.value, { left });
          expect(r.ok, JSON.stringify({ left, error: !r.ok && r.error })).toBe(lawful);
          if (!r.ok) {
            refused++;
            expect(['left/renege', 'left/sporting-holder']).toContain(r.error.code);
          }
        },
      ),
      { numRuns: 200 },
    );
    expect(refused).toBeGreaterThan(10);
  }, 60_000);
});

describe('canShare and possibleTotals against brute force', () => {
  /** Random small situations: some bones out, seats lacking some numbers, counts that add up. */
  const situationArb = fc
    .record({
      out: fc.uniqueArray(fc.nat({ max: 27 }), { minLength: 4, maxLength: 11 }),
      voids: fc.array(fc.array(fc.nat({ max: 6 }), { maxLength: 2 }), { minLength: 4, maxLength: 4 }),
      cuts: fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
      totals: fc.array(fc.option(fc.nat({ max: 40 }), { nil: null }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ out, voids, cuts, totals }) => {
      const marks = cuts.map((k) => k % (out.length + 1)).sort((a, b) => a - b);
      const count = [marks[0]!, marks[1]! - marks[0]!, marks[2]! - marks[1]!, out.length - marks[2]!];
      return { out, voids, count, totals };
    });

  const set = boneSet(6);
  const factsOf = (out: readonly number[], voids: readonly number[][], count: readonly number[]): SeatFacts => {
    const bones = [...out].sort((x, y) => pipCount(set.bones[y]!) - pipCount(set.bones[x]!));
    return {
      bones,
      pips: bones.map((id) => pipCount(set.bones[id]!)),
      canHold: count.map((_, s) => bones.map((id) => !voids[s]!.some((pip) => shows(set.bones[id]!, pip)))),
      count,
      outOfPlay: 0,
    };
  };

  it('canShare says yes exactly when some sharing exists', () => {
    fc.assert(
      fc.property(situationArb, ({ out, voids, count, totals }) => {
        const may = (s: number, id: number) => !voids[s]!.some((pip) => shows(set.bones[id]!, pip));
        expect(canShare(factsOf(out, voids, count), totals)).toBe(someSharing(out, count, may, totals));
      }),
      { numRuns: 400 },
    );
  }, 60_000);

  it('possibleTotals lists exactly the totals a seat can have, given the totals of some others', () => {
    fc.assert(
      fc.property(situationArb, fc.nat({ max: 3 }), ({ out, voids, count, totals }, seat) => {
        const may = (s: number, id: number) => !voids[s]!.some((pip) => shows(set.bones[id]!, pip));
        const fixedSeats = [0, 1, 2, 3].filter((s) => s !== seat && totals[s] !== null);
        const given = totals.map((t) => t ?? 0);
        const expected: number[] = [];
        for (let v = 0; v <= 12 * count[seat]!; v++) {
          if (someSharing(out, count, may, given.map((t, s) => (s === seat ? v : fixedSeats.includes(s) ? t : null)))) expected.push(v);
        }
        expect(possibleTotals(factsOf(out, voids, count), given, seat, fixedSeats)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
