/**
 * What the seats can still hold at the end of a hand, from the moves alone: how many bones each
 * has left, which unplayed bones each can hold (not a number it passed on; under a sporting pose
 * the 6-6 only by the seat that posed another bone), and whether pip totals can come from
 * sharing the unplayed bones out that way.
 *
 * Used by settle.ts to check `pips` without the deal: "Ben: 3" is refused when no sharing of the
 * bones still out gives Ben 3 pips with his bones left and the other seats their totals.
 */
import type { BoneId } from './bones.ts';
import { held, knownHolder, passedOn } from './hand.ts';
import type { Hand, Seat } from './hand.ts';
import { pipValue } from './rules.ts';

/** What the moves prove about the seats' hands at the end. */
export interface SeatFacts {
  /** Unplayed bones, highest pip count first. */
  readonly bones: readonly BoneId[];
  /** Their pip counts, in the same order. */
  readonly pips: readonly number[];
  /** By seat, by position in `bones`: whether the seat can hold that bone. */
  readonly canHold: readonly (readonly boolean[])[];
  /** By seat: how many bones it has left. */
  readonly count: readonly number[];
  /**
   * Bones not in any seat's hand (out of play) among `bones`: 0 when every bone is dealt. They
   * are shared out like a seat with no total and no restriction (sleeping, or in the boneyard).
   */
  readonly outOfPlay: number;
  /**
   * By seat (absent, or null: none): limits on how many of some bones it holds, `member` by
   * position in `bones`, at most `most` of them (domain/unseen.ts `unseenCaps`: what a seat showed
   * before an unseen draw still holds for the bones it held then).
   */
  readonly caps?: readonly (readonly SeatCap[] | null)[];
}

/** At most `most` of the bones `member` marks (by position in `SeatFacts.bones`). */
export interface SeatCap {
  readonly member: readonly boolean[];
  readonly most: number;
}

/** Whether `seat` can hold `id` by everything the moves showed (the deal aside). */
export function mayHold(hand: Hand, seat: Seat, id: BoneId): boolean {
  if (hand.playedAt[id]! >= 0 || hand.inPlay[id] === 0) return false;
  // A bone known to be in a hand (the sporting 6-6, a bone drawn face up) is there, whatever that
  // seat passed on before drawing it.
  const known = knownHolder(hand, id);
  if (known >= 0) return known === seat;
  const [a, b] = hand.set.bones[id]!;
  const width = hand.set.maxPip + 1;
  if (hand.voidAt[seat * width + a]! >= 0 || hand.voidAt[seat * width + b]! >= 0) return false;
  // Bones shown absent one by one: in the four-arm layout a pass may prove only that a double is
  // lacking, and a pose that had to be a double (latin-partnership.txt) proves doubles absent.
  return !passedOn(hand, seat, id);
}

export function seatFacts(hand: Hand): SeatFacts {
  const bones: BoneId[] = [];
  for (let id = 0; id < hand.playedAt.length; id++) if (hand.playedAt[id]! < 0 && hand.inPlay[id] === 1) bones.push(id);
  // Highest first: the bounds below then read the largest bones from the front.
  const { rules } = hand.setup;
  bones.sort((x, y) => pipValue(rules, hand.set.bones[y]!) - pipValue(rules, hand.set.bones[x]!));
  const count = hand.played.map((_, seat) => held(hand, seat));
  return {
    bones,
    pips: bones.map((id) => pipValue(rules, hand.set.bones[id]!)),
    canHold: count.map((_, seat) => bones.map((id) => mayHold(hand, seat, id))),
    count,
    // Sleeping, or in the boneyard: shared out like a seat with no total and no restriction.
    outOfPlay: hand.stock,
  };
}

/**
 * The search behind `canShare` and `possibleTotals`: the unplayed bones, highest first, are given
 * out one by one to seats that can hold them. Seats with a total (`fixed`) must reach it exactly;
 * the `tracked` seat (or -1) has no total, and the search collects the totals it can end with.
 *
 * Two prunings keep it small: each seat must still be able to reach its count and its total
 * (between its smallest and largest possible bones left), and each state (the next bone, the
 * counts and totals still to fill) is searched once, its answer remembered. In the partner game a
 * block leaves at most 18 bones unplayed (all 7 of a number and at least 3 others are down).
 */
class Sharing {
  private readonly n: number;
  private readonly seats: number;
  readonly count: number[];
  readonly rem: number[];
  readonly fixed: boolean[];
  private readonly free: number[];
  private readonly after: number[];
  private readonly pooled: boolean;
  private readonly memo = new Map<number | string, bigint>();
  private readonly failed = new Set<number | string>();
  private readonly radixC: number;
  private readonly radixR: number;
  private readonly numericKeys: boolean;
  private readonly facts: SeatFacts;
  private readonly tracked: Seat;
  /** By seat: how many of each of its caps' bones it has taken so far (`SeatFacts.caps`). */
  private readonly capUsed: number[][];
  private readonly budget: SearchBudget;
  /** By seat, by cap, by bone i: how many of the cap's bones are at i or later (`key`). */
  private readonly capLeft: number[][][];

  constructor(facts: SeatFacts, totals: readonly (number | null)[], tracked: Seat, budget: SearchBudget) {
    this.facts = facts;
    this.budget = budget;
    this.tracked = tracked;
    const { pips, outOfPlay } = facts;
    this.n = pips.length;
    this.seats = facts.count.length;
    this.count = [...facts.count, outOfPlay];
    this.rem = [...totals.map((t) => t ?? 0), 0];
    this.fixed = [...totals.map((t) => t !== null), false];
    this.free = totals.flatMap((t, s) => (t === null && s !== tracked ? [s] : []));
    const sumAll = pips.reduce((a, b) => a + b, 0);
    if (outOfPlay === 0 && tracked < 0 && this.free.length === 1) {
      // Every bone is in some hand: the one seat without a total holds what the others do not.
      const only = this.free.pop()!;
      this.rem[only] = sumAll - this.rem.reduce((a, b) => a + b, 0);
      this.fixed[only] = true;
    }
    this.after = new Array<number>(this.n + 1).fill(0);
    for (let j = this.n - 1; j >= 0; j--) this.after[j] = this.after[j + 1]! + pips[j]!;
    this.pooled = outOfPlay === 0 && tracked < 0 && this.free.length > 1;
    this.radixC = Math.max(...this.count) + 1;
    this.radixR = Math.max(sumAll, ...this.rem) + 1;
    this.capUsed = this.count.map((_, s) => (facts.caps?.[s] ?? []).map(() => 0));
    this.capLeft = this.count.map((_, s) =>
      (facts.caps?.[s] ?? []).map((cap) => {
        const left = new Array<number>(this.n + 1).fill(0);
        for (let j = this.n - 1; j >= 0; j--) left[j] = left[j + 1]! + (cap.member[j] ? 1 : 0);
        return left;
      }),
    );
    // With caps the key holds their counts too: a string.
    this.numericKeys = facts.caps === undefined && (this.n + 1) * this.radixC ** this.count.length * this.radixR ** this.seats < 2 ** 52;
  }

  /** Whether seat `s` may take bone j under its caps; with `by`, counts it in (1) or out (-1). */
  private capped(s: number, j: number, by: 0 | 1 | -1): boolean {
    const caps = s < this.seats ? this.facts.caps?.[s] : null;
    if (!caps) return true;
    const used = this.capUsed[s]!;
    for (let c = 0; c < caps.length; c++) {
      if (!caps[c]!.member[j]) continue;
      if (by === 0 && used[c]! >= caps[c]!.most) return false;
      used[c]! += by;
    }
    return true;
  }

  private can(s: number, j: number): boolean {
    return s === this.seats || this.facts.canHold[s]![j]!;
  }

  /** Whether seat `s` (or, with s = -1, some seat without a total) can hold bone j. */
  private canAny(s: number, j: number): boolean {
    if (s >= 0) return this.can(s, j);
    for (const f of this.free) if (this.can(f, j)) return true;
    return false;
  }

  /** The k largest or smallest pips from bone i on that seat `s` (-1: the free seats) can hold. */
  private extreme(s: number, i: number, k: number, largest: boolean): number | null {
    const { pips } = this.facts;
    let sum = 0;
    let got = 0;
    const step = largest ? 1 : -1;
    for (let j = largest ? i : this.n - 1; j >= i && j < this.n && got < k; j += step) {
      if (!this.canAny(s, j)) continue;
      sum += pips[j]!;
      got++;
    }
    return got < k ? null : sum;
  }

  private bounded(i: number): boolean {
    const { count, rem, fixed } = this;
    if (this.pooled) {
      // The seats without a total hold together what is left after the others' totals.
      let poolRem = this.after[i]!;
      let k = 0;
      for (let s = 0; s < this.seats; s++) {
        if (fixed[s]) poolRem -= rem[s]!;
        else k += count[s]!;
      }
      const most = this.extreme(-1, i, k, true);
      const least = this.extreme(-1, i, k, false);
      if (most === null || least === null || poolRem < least || poolRem > most) return false;
    }
    for (let s = 0; s <= this.seats; s++) {
      const k = count[s]!;
      if (k === 0) {
        if (fixed[s] && rem[s] !== 0) return false;
        continue;
      }
      const most = this.extreme(s, i, k, true);
      if (most === null) return false;
      if (!fixed[s]) continue;
      const least = this.extreme(s, i, k, false)!;
      if (rem[s]! < least || rem[s]! > most) return false;
    }
    return true;
  }

  private key(i: number): number | string {
    if (!this.numericKeys) return `${i}|${this.count.join(',')}|${this.rem.join(',')}|${this.capKey(i)}`;
    let key = i;
    for (const c of this.count) key = key * this.radixC + c;
    for (let s = 0; s < this.seats; s++) key = key * this.radixR + this.rem[s]!;
    return key;
  }

  /**
   * The caps' counts as the search from bone i on can feel them: a cap the seat can no longer
   * reach (what it took, with as many of the cap's bones from i on as it has room for, within
   * the limit) says nothing more, so its count is left out. States that differ only there share
   * one answer: without this the remembered states grow with every seat's number of binding caps
   * (the longest hostile 4-seat block of test/support/unseen-worst.ts takes about half the steps).
   */
  private capKey(i: number): string {
    let out = '';
    for (let s = 0; s < this.capUsed.length; s++) {
      const used = this.capUsed[s]!;
      const caps = this.facts.caps?.[s];
      for (let c = 0; c < used.length; c++) {
        const reach = used[c]! + Math.min(this.capLeft[s]![c]![i]!, this.count[s]!);
        out += reach <= caps![c]!.most ? '-,' : `${used[c]},`;
      }
      out += ';';
    }
    return out;
  }

  /** Whether the bones from i on can be given out. */
  exists(i: number): boolean {
    // Out of steps: the answer is thrown away (`canShareWithin` says null).
    if (--this.budget.steps < 0) return false;
    if (i === this.n) return true;
    if (!this.bounded(i)) return false;
    const key = this.key(i);
    if (this.failed.has(key)) return false;
    const { count, rem, fixed } = this;
    const p = this.facts.pips[i]!;
    for (let s = 0; s <= this.seats; s++) {
      if (count[s] === 0 || !this.can(s, i) || (fixed[s] && rem[s]! < p) || !this.capped(s, i, 0)) continue;
      // Only seats with a total count down their pips: the key then stays small for the others.
      const take = fixed[s] ? p : 0;
      count[s]!--;
      rem[s]! -= take;
      this.capped(s, i, 1);
      const found = this.exists(i + 1);
      this.capped(s, i, -1);
      count[s]!++;
      rem[s]! += take;
      if (found) return true;
    }
    this.failed.add(key);
    return false;
  }

  /** From bone i on: the pips the tracked seat can still add, as bits (bit v: v more pips). */
  totals(i: number): bigint {
    if (--this.budget.steps < 0) return 0n;
    if (i === this.n) return 1n;
    if (!this.bounded(i)) return 0n;
    const key = this.key(i);
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const { count, rem, fixed } = this;
    const p = this.facts.pips[i]!;
    let out = 0n;
    for (let s = 0; s <= this.seats; s++) {
      if (count[s] === 0 || !this.can(s, i) || (fixed[s] && rem[s]! < p) || !this.capped(s, i, 0)) continue;
      const take = fixed[s] ? p : 0;
      count[s]!--;
      rem[s]! -= take;
      this.capped(s, i, 1);
      const below = this.totals(i + 1);
      this.capped(s, i, -1);
      count[s]!++;
      rem[s]! += take;
      out |= s === this.tracked ? below << BigInt(p) : below;
    }
    this.memo.set(key, out);
    return out;
  }
}

/**
 * A countdown of search steps, shared by the searches it is given to: where a hostile record
 * would make them long (test/support/unseen-worst.ts), the caller takes a looser answer instead.
 */
export interface SearchBudget {
  steps: number;
}

/**
 * Whether the unplayed bones can be shared out so that each seat holds exactly its count, only
 * bones it can hold, and (where `totals[seat]` is not null) exactly that many pips.
 */
export function canShare(facts: SeatFacts, totals: readonly (number | null)[]): boolean {
  return canShareWithin(facts, totals, { steps: Infinity })!;
}

/** `canShare` within `budget`'s steps (counted down); null when they ran out first. */
export function canShareWithin(facts: SeatFacts, totals: readonly (number | null)[], budget: SearchBudget): boolean | null {
  if (facts.count.reduce((a, b) => a + b, facts.outOfPlay) !== facts.pips.length) return false;
  const sharing = new Sharing(facts, totals, -1, budget);
  if (sharing.rem.some((r) => r < 0)) return false;
  const found = sharing.exists(0);
  return budget.steps < 0 ? null : found;
}

/** The totals `seat` could hold, given the totals of the seats in `fixedSeats` (the others free). */
export function possibleTotals(facts: SeatFacts, totals: readonly (number | null)[], seat: Seat, fixedSeats: readonly Seat[]): number[] {
  return possibleTotalsWithin(facts, totals, seat, fixedSeats, { steps: Infinity })!;
}

/** `possibleTotals` within `budget`'s steps (counted down); null when they ran out first. */
export function possibleTotalsWithin(facts: SeatFacts, totals: readonly (number | null)[], seat: Seat, fixedSeats: readonly Seat[], budget: SearchBudget): number[] | null {
  if (facts.count.reduce((a, b) => a + b, facts.outOfPlay) !== facts.pips.length) return [];
  const given = totals.map((t, s) => (fixedSeats.includes(s) && s !== seat ? t : null));
  const bits = new Sharing(facts, given, seat, budget).totals(0);
  if (budget.steps < 0) return null;
  const out: number[] = [];
  for (let v = 0; bits >> BigInt(v) !== 0n; v++) if ((bits >> BigInt(v)) & 1n) out.push(v);
  return out;
}

/**
 * The totals `seat` could hold on its own: its count of bones from those it can hold, the bones it
 * is known to hold among them (a subset-sum by count, at most 55 bones by 10 by 180 pips).
 */
export function seatTotals(facts: SeatFacts, seat: Seat): number[] {
  const k = facts.count[seat]!;
  const can = facts.canHold[seat]!;
  const maxSum = facts.pips.reduce((a, b) => a + b, 0);
  // reach[c][v]: some c of the bones seen so far that the seat can hold total v.
  const width = maxSum + 1;
  let reach = new Uint8Array((k + 1) * width);
  reach[0] = 1;
  facts.pips.forEach((p, j) => {
    if (!can[j]) return;
    const next = reach.slice();
    for (let c = 0; c < k; c++) {
      for (let v = 0; v + p < width; v++) if (reach[c * width + v] === 1) next[(c + 1) * width + v + p] = 1;
    }
    reach = next;
  });
  const out: number[] = [];
  for (let v = 0; v < width; v++) if (reach[k * width + v] === 1) out.push(v);
  return out;
}
