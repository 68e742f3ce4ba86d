/**
 * The referee's exact check where a seat drew unseen after a pass or a draw (without the deal).
 *
 * What a pass or a draw proves holds for the bones the seat held at that moment (issue 20): a bone
 * drawn unseen later is outside that proof, but the bones held then are not. Hall's test in
 * feasible.ts knows a seat by what it holds now and what it showed since its last unseen draw, so
 * it alone would accept a seat that drew on 4, drew 1 bone unseen, then played 4-2 and 4-5 (only
 * one bone can have come since). Here each seat's bones are batches by when they arrived (the
 * deal, then each unseen draw), each proof a limit on the batches that had arrived before it, and
 * each bone (played, or still out) is matched to a batch it can have come in, or to the stock:
 * a small bipartite matching with capacities (at most 55 bones, a few batches a seat), run only
 * where some seat drew unseen.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { boneId, LO_BITS, showBone } from './bones.ts';
import type { Bone, BoneId } from './bones.ts';
import { isDraw, isPass, isPlay, seatName } from './hand-types.ts';
import type { Hand, PlayMove, Seat } from './hand-types.ts';
import { inPlayOf } from './in-play.ts';
import { held } from './knowledge.ts';
import { poseProof, poseShown } from './pose.ts';
import { pipValue } from './rules.ts';
import { endOfPlay, placeOnEnds } from './layout.ts';
import type { CameReason, PoseShownReason, ShownByMovesReason, UnseenDrewReason, UnseenReason } from './reasons.ts';

/**
 * A seat's batches and proofs, from the moves. Batch 0 is the deal; batch k (k ≥ 1) the k-th
 * unseen draw. `segPips[k]` (k ≥ 1): the numbers the seat showed it lacked at its passes and draws
 * after batch k - 1 arrived, up to and with the draw that brought batch k (a draw shows the bones
 * held before it). `curPips`: the same since the last batch. (A draw before the pose shows only
 * that the seat had no double, which Hall's test does not read either: not counted here.)
 */
interface SeatLog {
  readonly arrived: number[];
  readonly cap: number[];
  readonly segPips: number[];
  curPips: number;
  /** The passes and draws of the seat: move index and the numbers it showed (bits). */
  readonly proofs: { readonly at: number; readonly pips: number }[];
  /**
   * What the pose proved this seat lacked (bones as bits by id, `pose.ts` `poseProof`), for its
   * batches 0..`poseUpTo` (-1: nothing): the deal's under HendyDom's start, else those held at the pose.
   */
  poseLo: number;
  poseHi: number;
  poseUpTo: number;
}

/** Whether a fact is a pass or a draw (not the pose). */
function isMoveShown(f: ShownByMovesReason | PoseShownReason): f is ShownByMovesReason {
  return !f.kind.startsWith('by-pose');
}

/** Whether the pose proved that `log`'s seat lacked bone `id` in its batches up to `poseUpTo`. */
function posedOut(log: SeatLog, id: BoneId): boolean {
  return log.poseUpTo >= 0 && (id < LO_BITS ? (log.poseLo >>> id) & 1 : (log.poseHi >>> (id - LO_BITS)) & 1) === 1;
}

/** A bone of the matching: played (by `seat` at `at`, its batches up to `upTo`), or still out. */
interface Item {
  readonly id: BoneId;
  readonly seat: Seat;
  readonly at: number;
  readonly upTo: number;
}

/**
 * Why the bones played and still out cannot have come where the moves say, counting when each of
 * a seat's bones arrived; null when they can, when no seat drew unseen, or with the deal (exact
 * already). `left`: the bones listed for each seat at the end (null: not given), held to that seat.
 */
export function unseenInfeasible(hand: Hand, left: readonly (readonly Bone[] | null)[] | null = null): UnseenReason | null {
  if (hand.unseenDrawn === 0 || hand.dealtTo !== null || hand.arms !== null) return null;
  const { seats } = inPlayOf(hand.setup.rules);
  const { set } = hand;
  const { logs, played: items0, faceUp } = readBatches(hand);
  // Bones still out, where they may lie: a seat's listed bones only with it; a seat listed has no other.
  const pin = left ? new Int8Array(set.bones.length).fill(-1) : null;
  if (pin) left!.forEach((bones, s) => bones?.forEach((b) => (pin[boneId(b[0], b[1])] = s)));
  let stockCap = hand.stock;
  for (let id = 0; id < set.bones.length; id++) {
    if (hand.inPlay[id] !== 1 || hand.playedAt[id]! >= 0 || faceUp[id] === 1) continue;
    const k = hand.known ? hand.known[id]! : -1;
    // A bone known to be in a hand (the sporting 6-6) or to sleep takes its place's room, outside the matching.
    if (k === seats) stockCap--;
    else if (k >= 0) logs[k]!.cap[0]!--;
    else items0.push({ id, seat: -1, at: -1, upTo: -1 });
  }
  // The room of every place adds up to the bones matched, unless some fact here is read otherwise
  // than the moves were checked: then this check says nothing rather than refuse a legal record.
  let room = stockCap;
  for (const log of logs) for (const c of log.cap) room += c;
  if (room !== items0.length || stockCap < 0 || logs.some((l) => l.cap[0]! < 0)) return null;
  const places = new Places(logs, stockCap);
  // Each bone's places, once: a seat's batches it can have come in are the latest ones, back to the
  // first that a pass or draw since excludes (the proofs only add up going back).
  const adj = items0.map((it) => {
    const to: number[] = [];
    const pips = set.pipBits[it.id]!;
    const pinned = pin ? pin[it.id]! : -1;
    for (let s = 0; s < seats; s++) {
      if (it.seat >= 0 ? it.seat !== s : pinned >= 0 ? pinned !== s : left !== null && left[s] !== null) continue;
      const log = logs[s]!;
      // Played: the batches up to its play, less the proofs after each; out: every batch, less
      // the proofs after each and those since the last.
      const last = it.seat >= 0 ? it.upTo : log.cap.length - 1;
      let shown = it.seat >= 0 ? 0 : log.curPips;
      // The pose rules the bone out of the batches it covers, as a pass does of the earlier ones.
      const posed = posedOut(log, it.id);
      for (let k = last; k >= 0; k--) {
        if (k < last) shown |= log.segPips[k + 1]!;
        if ((shown & pips) !== 0 || (posed && k <= log.poseUpTo)) break;
        to.push(places.base[s]! + k);
      }
    }
    if (it.seat < 0 && pinned < 0) to.push(places.stock);
    return to;
  });
  const order = items0.map((_, i) => i).sort((x, y) => adj[x]!.length - adj[y]!.length);
  const failed = places.match(order.map((i) => adj[i]!));
  return failed === null ? null : explain(hand, logs, places, failed.items.map((i) => items0[order[i]!]!), failed.places);
}

/**
 * Each seat's batches and proofs from the moves, the bones played (but those drawn face up, known
 * where they came from) as items of the matching, and the bones drawn face up.
 */
function readBatches(hand: Hand): { logs: SeatLog[]; played: Item[]; faceUp: Uint8Array } {
  const { seats, handSize } = inPlayOf(hand.setup.rules);
  const { set } = hand;
  const logs: SeatLog[] = [];
  for (let s = 0; s < seats; s++) logs.push({ arrived: [-1], cap: [handSize], segPips: [0], curPips: 0, proofs: [], poseLo: 0, poseHi: 0, poseUpTo: -1 });
  // By bone: drawn face up (known where it came from, so outside the batches), or the seat that
  // played it and when.
  const faceUp = new Uint8Array(set.bones.length);
  const items: Item[] = [];
  let ends: [number, number] | null = null;
  for (let i = 0; i < hand.moves.length; i++) {
    const m = hand.moves[i]!;
    const log = logs[m.seat]!;
    if (isPlay(m)) {
      if (ends === null) posed(hand, logs, m);
      ends = placeOnEnds(ends, m.bone, endOfPlay(ends, m));
      items.push({ id: boneId(m.bone[0], m.bone[1]), seat: m.seat, at: i, upTo: log.cap.length - 1 });
      continue;
    }
    if (ends !== null && (isPass(m) || isDraw(m))) {
      const pips = (1 << ends[0]) | (1 << ends[1]);
      log.proofs.push({ at: i, pips });
      log.curPips |= pips;
    }
    if (!isDraw(m)) continue;
    if (typeof m.draw !== 'number') {
      for (const b of m.draw) faceUp[boneId(b[0], b[1])] = 1;
      continue;
    }
    log.segPips.push(log.curPips);
    log.arrived.push(i);
    log.cap.push(m.draw);
    log.curPips = 0;
  }
  return { logs, played: items.filter((it) => faceUp[it.id] === 0), faceUp };
}

/**
 * What the pose `m` proved, into the logs of the seats it concerns: a fact about the bones dealt
 * (batch 0) or held at the pose (every batch come by then), which a later unseen draw leaves true
 * for those batches (the same reading as a pass's, issue 20).
 */
function posed(hand: Hand, logs: SeatLog[], m: PlayMove): void {
  const proof = poseProof(hand, m.seat, m.bone);
  if (proof === null) return;
  for (const s of proof.seats) {
    const log = logs[s]!;
    log.poseLo = proof.lo;
    log.poseHi = proof.hi;
    log.poseUpTo = proof.dealt ? 0 : log.cap.length - 1;
  }
}

/** The bone `id` shows none of what `log` proved in segments `from`..`to` (and since the last batch, `now`). */
function avoids(hand: Hand, id: BoneId, log: SeatLog, from: number, to: number, now: boolean): boolean {
  const pips = hand.set.pipBits[id]!;
  for (let k = from; k <= to; k++) if ((log.segPips[k]! & pips) !== 0) return false;
  return !now || (log.curPips & pips) === 0;
}

/** The places of the matching: each seat's batches, then the stock; and the matching itself. */
class Places {
  readonly seatOf: number[] = [];
  readonly batchOf: number[] = [];
  /** By seat: the index of its batch 0 (its batches follow in order). */
  readonly base: number[] = [];
  readonly cap: number[] = [];
  readonly stock: number;
  constructor(logs: readonly SeatLog[], stockCap: number) {
    logs.forEach((log, s) => {
      this.base.push(this.cap.length);
      log.cap.forEach((c, k) => {
        this.seatOf.push(s);
        this.batchOf.push(k);
        this.cap.push(c);
      });
    });
    this.stock = this.cap.length;
    this.cap.push(stockCap);
    this.seatOf.push(-1);
    this.batchOf.push(-1);
  }

  /**
   * Every item matched to a place it can go, no place over its room (augmenting paths, Kuhn's
   * method with capacities); or the items and places of a group that fails Hall's condition:
   * those items can go only to those places, which have room for fewer.
   */
  match(adj: readonly (readonly number[])[]): { items: number[]; places: number[] } | null {
    const n = this.cap.length;
    const used = new Int32Array(n);
    const at = new Int32Array(adj.length).fill(-1);
    const seen = new Uint8Array(n);
    const tryItem = (i: number): boolean => {
      for (const q of adj[i]!) {
        if (seen[q] === 1) continue;
        seen[q] = 1;
        if (used[q]! < this.cap[q]!) {
          used[q]!++;
          at[i] = q;
          return true;
        }
        for (let j = 0; j < adj.length; j++) {
          if (at[j] !== q || !tryItem(j)) continue;
          at[i] = q;
          return true;
        }
      }
      return false;
    };
    /** A place with room, without moving any item: where nearly every item goes. */
    const free = (i: number): boolean => {
      for (const q of adj[i]!) {
        if (used[q]! >= this.cap[q]!) continue;
        used[q]!++;
        at[i] = q;
        return true;
      }
      return false;
    };
    for (let i = 0; i < adj.length; i++) {
      if (free(i)) continue;
      seen.fill(0);
      if (tryItem(i)) continue;
      // `tryItem` found every place it reached full, and every item in them had nowhere else.
      const group: number[] = [];
      for (let q = 0; q < n; q++) if (seen[q] === 1) group.push(q);
      const stuck = [i];
      for (let j = 0; j < adj.length; j++) if (at[j]! >= 0 && seen[at[j]!] === 1) stuck.push(j);
      return { items: stuck, places: group };
    }
    return null;
  }
}

/**
 * The failing group in words. One seat, its later batches only: the passes and draws that showed
 * it lacked the bones' numbers before those batches came, how many bones came since, and the bones
 * (played since, or held) that show them (`unseen-since`). Otherwise (the stock or other seats
 * share the bones): the bones, the room, and each seat's unseen draws since what it showed
 * (`unseen-no-room`).
 */
function explain(hand: Hand, logs: readonly SeatLog[], places: Places, chosen: Item[], group: number[]): UnseenReason {
  const seatsIn = [...new Set(group.map((q) => places.seatOf[q]!))];
  const room = group.reduce((sum, q) => sum + places.cap[q]!, 0);
  const facts: UnseenDrewReason[] = [];
  for (const s of seatsIn) {
    if (s < 0) continue;
    const first = Math.min(...group.filter((q) => places.seatOf[q] === s).map((q) => places.batchOf[q]!));
    if (first < 1) continue;
    facts.push(seatFact(hand, logs[s]!, s, first, chosen));
  }
  const seat = seatsIn[0]!;
  if (seatsIn.length === 1 && seat >= 0 && facts.length === 1) {
    const fact = facts[0]!;
    const pips = new Set<number>();
    const moves: ShownByMovesReason[] = [];
    for (const f of fact.shown) if (f.kind === 'by-pass-at' || f.kind === 'by-draw-at') for (const p of f.pips) pips.add(p);
    for (const f of fact.shown) if (isMoveShown(f)) moves.push(f);
    const came: CameReason[] = chosen
      .sort((a, b) => (a.at < 0 ? 1e9 : a.at) - (b.at < 0 ? 1e9 : b.at))
      .map((it) => (it.at >= 0 ? { kind: 'came-played', bone: showBone(hand.set.bones[it.id]!), move: it.at + 1 } : { kind: 'came-held', bone: showBone(hand.set.bones[it.id]!) }));
    // The pose rules bones out, not numbers: the words then say "the bones ruled out".
    if (moves.length < fact.shown.length) return { kind: 'unseen-since-pose', seat: fact.seat, shown: fact.shown, drawn: room, count: room, came };
    return { kind: 'unseen-since', seat: fact.seat, shown: moves, drawn: room, count: room, either: [...pips].sort((a, b) => b - a), came };
  }
  // No seat's later batches in the group: name what each seat in it showed before its unseen draws.
  for (let i = 0; facts.length === 0 && i < seatsIn.length; i++) {
    const fact = seatsIn[i]! >= 0 ? unseenFact(hand, seatsIn[i]!) : null;
    if (fact) facts.push(fact);
  }
  // Highest first, as the other refusals list bones ("6-6, 6-5 …").
  const bones = chosen.map((it) => it.id).sort((a, b) => b - a).map((id) => showBone(hand.set.bones[id]!));
  return { kind: 'unseen-no-room', bones, count: bones.length, room, since: facts };
}

/**
 * What seat `s` showed, before its batch `first` arrived, that the bones `chosen` break: its
 * first pass or draw on each of their numbers after batch `first - 1` came (and before the bone's
 * play), and how many bones it drew unseen since.
 */
function seatFact(hand: Hand, log: SeatLog, s: Seat, first: number, chosen: readonly Item[]): UnseenDrewReason {
  const from = log.arrived[first - 1]!;
  const shownAt = new Map<number, number>();
  for (const it of chosen) {
    const pipsOf = hand.set.pipBits[it.id]!;
    for (const p of log.proofs) {
      if (p.at <= from || (it.at >= 0 && p.at >= it.at) || (p.pips & pipsOf) === 0) continue;
      const prev = shownAt.get(p.at) ?? 0;
      shownAt.set(p.at, prev | (p.pips & pipsOf));
      break;
    }
  }
  const shown: (ShownByMovesReason | PoseShownReason)[] = [...shownAt.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, bits]) => {
      const pips: number[] = [];
      for (let p = hand.set.maxPip; p >= 0; p--) if ((bits & (1 << p)) !== 0) pips.push(p);
      return { kind: isDraw(hand.moves[at]!) ? 'by-draw-at' : 'by-pass-at', seat: seatName(hand, s), move: at + 1, pips };
    });
  // The pose (the first play, so first in the words), where it ruled some of the bones out of
  // the batch before these.
  if (first - 1 <= log.poseUpTo && chosen.some((it) => posedOut(log, it.id))) shown.unshift(poseShown(hand, 1 << s));
  let drawn = 0;
  for (let k = first; k < log.cap.length; k++) drawn += log.cap[k]!;
  return { kind: 'unseen-drew', seat: seatName(hand, s), shown, drawn, count: drawn };
}

/**
 * The pip totals `seat` can hold at the end, counting when its bones came (what it showed holds
 * for the bones held then); null where it drew nothing unseen (Hall's per-seat totals, holdings.ts,
 * say it all) or the deal is known. Only this seat's bones are counted, as the per-seat check of
 * `pips` with bones out of every hand does (settle.ts).
 *
 * Its bones held from batch k can show nothing it showed after batch k came, so each bone out has
 * a level, the first batch it can have come in. The bones played and held must fit the batches
 * (Hall's condition over intervals of batches: the deal and unseen draws in order); the played
 * ones fitted when they were played, so what is left is, for each batch a ≥ 1, that the bones held
 * of level a or later number no more than the room of batches a on, less the bones played that
 * only those batches can have brought. A knapsack over the bones by level, latest first, keeps
 * that count as it goes.
 */
export function unseenTotals(hand: Hand, seat: Seat): number[] | null {
  const levels = seatLevels(hand, seat);
  if (levels === null) return null;
  const { rules } = hand.setup;
  const { n, levelOf, budget, fixedPips, fixedCount } = levels;
  const need = held(hand, seat) - fixedCount;
  if (need < 0) return null;
  const most = need * 2 * rules.maxPip + (rules.doubleBlankPips ?? 0) * need + 1;
  // reach[c][t]: c bones (of the levels seen so far) can total t.
  const reach = Array.from({ length: need + 1 }, () => new Uint8Array(most));
  reach[0]![0] = 1;
  for (let level = n; level >= 0; level--) {
    for (const id of levelOf[level]!) {
      const v = pipValue(rules, hand.set.bones[id]!);
      for (let c = need; c >= 1; c--) {
        const from = reach[c - 1]!;
        const to = reach[c]!;
        for (let t = most - 1 - v; t >= 0; t--) if (from[t] === 1) to[t + v] = 1;
      }
    }
    if (level >= 1) for (let c = Math.max(0, budget[level]! + 1); c <= need; c++) reach[c]!.fill(0);
  }
  const out: number[] = [];
  for (let t = 0; t < most; t++) if (reach[need]![t] === 1) out.push(t + fixedPips);
  return out;
}

/** A seat's bones out by level (the first batch each can have come in) and each level's budget (`unseenTotals`). */
interface SeatLevels {
  /** The seat's last batch. */
  readonly n: number;
  /** By level 0..n: the bones out (ids) of that level; bones of no level cannot be the seat's. */
  readonly levelOf: readonly (readonly BoneId[])[];
  /** By level a ≥ 1: how many bones of level a or later it can hold. */
  readonly budget: readonly number[];
  /** The bones out known to be in its hand (drawn face up, the sporting 6-6): outside the levels. */
  readonly fixedPips: number;
  readonly fixedCount: number;
  readonly fixed: readonly BoneId[];
}

/** `seat`'s levels and budgets, as `unseenTotals` reads them; null where it drew nothing unseen or the deal is known. */
function seatLevels(hand: Hand, seat: Seat): SeatLevels | null {
  if (hand.unseenDrawn === 0 || hand.dealtTo !== null || hand.arms !== null) return null;
  const { rules } = hand.setup;
  const { logs, played, faceUp } = readBatches(hand);
  const log = logs[seat]!;
  const n = log.cap.length - 1;
  if (n === 0) return null;
  // Bones known to be in its hand (drawn face up, the sporting 6-6): their pips are fixed.
  let fixedPips = 0;
  let fixedCount = 0;
  const levelOf: number[][] = log.cap.map(() => []);
  const fixed: BoneId[] = [];
  for (let id = 0; id < hand.set.bones.length; id++) {
    if (hand.inPlay[id] !== 1 || hand.playedAt[id]! >= 0) continue;
    const k = hand.known ? hand.known[id]! : -1;
    if (k === seat) {
      fixedPips += pipValue(rules, hand.set.bones[id]!);
      fixedCount++;
      fixed.push(id);
      if (faceUp[id] === 0) log.cap[0]!--;
      continue;
    }
    if (k >= 0 || faceUp[id] === 1) continue;
    let level = 0;
    while (level <= n && !avoids(hand, id, log, level + 1, n, true)) level++;
    if (posedOut(log, id)) level = Math.max(level, log.poseUpTo + 1);
    if (level <= n) levelOf[level]!.push(id);
  }
  // budget[a]: how many bones of level a or later it can hold.
  const budget: number[] = [];
  for (let a = 0; a <= n; a++) {
    let room = 0;
    for (let k = a; k <= n; k++) room += log.cap[k]!;
    for (const it of played) {
      if (it.seat !== seat) continue;
      let first = 0;
      while (first < it.upTo && !avoids(hand, it.id, log, first + 1, it.upTo, false)) first++;
      if (posedOut(log, it.id)) first = Math.max(first, log.poseUpTo + 1);
      if (first >= a) room--;
    }
    budget.push(room);
  }
  return { n, levelOf, budget, fixedPips, fixedCount, fixed };
}

/**
 * The limits the batches put on what `seat` holds at the end, over `bones` (the bones out, by
 * position): for each batch a ≥ 1, at most so many of the bones that only batch a or later can
 * have brought (`unseenTotals`' budgets), and none of those no batch can have brought. Given
 * which bones each seat holds, each seat's batches are checked apart (its played bones are its
 * own), so these limits, with every seat's, make the joint sharing of `pips` exact where some
 * seat drew unseen (settle.ts, holdings.ts `canShare`). Null where it drew nothing unseen.
 */
export function unseenCaps(hand: Hand, seat: Seat, bones: readonly BoneId[]): { readonly member: readonly boolean[]; readonly most: number }[] | null {
  const levels = seatLevels(hand, seat);
  if (levels === null) return null;
  const level = new Int8Array(hand.set.bones.length).fill(-1);
  levels.levelOf.forEach((ids, l) => ids.forEach((id) => (level[id] = l)));
  for (const id of levels.fixed) level[id] = 0;
  const caps = [{ member: bones.map((id) => level[id] === -1), most: 0 }];
  // Only the limits that can bind, each once: one it can never reach (its bones left), and one
  // over the same bones as the one before (no bone of the level between), say nothing more.
  const count = held(hand, seat);
  for (let a = 1; a <= levels.n; a++) {
    const most = levels.budget[a]!;
    if (most >= count) continue;
    const member = bones.map((id) => level[id]! >= a);
    const prev = caps.length > 1 ? caps[caps.length - 1]! : null;
    if (prev && prev.member.every((m, i) => m === member[i])) prev.most = Math.min(prev.most, most);
    else caps.push({ member, most });
  }
  return caps;
}

/**
 * What `seat` showed before its last unseen draw, and how many bones it drew unseen since the
 * first of it: the fact beside a total `unseenTotals` refuses. Null where it showed nothing then.
 */
export function unseenFact(hand: Hand, seat: Seat): UnseenDrewReason | null {
  const log = readBatches(hand).logs[seat]!;
  const last = log.arrived[log.arrived.length - 1]!;
  let seen = 0;
  let first = -1;
  const shown: (ShownByMovesReason | PoseShownReason)[] = [];
  for (const p of log.proofs) {
    const bits = p.pips & ~seen;
    if (p.at > last || bits === 0) continue;
    seen |= bits;
    if (first < 0) first = p.at;
    const pips: number[] = [];
    for (let q = hand.set.maxPip; q >= 0; q--) if ((bits & (1 << q)) !== 0) pips.push(q);
    shown.push({ kind: isDraw(hand.moves[p.at]!) ? 'by-draw-at' : 'by-pass-at', seat: seatName(hand, seat), move: p.at + 1, pips });
  }
  // The pose, where batches came after those it covers: its proof holds for the earlier ones.
  const posedThen = log.poseUpTo >= 0 && log.poseUpTo < log.cap.length - 1;
  if (posedThen) shown.unshift(poseShown(hand, 1 << seat));
  if (shown.length === 0) return null;
  let drawn = 0;
  for (let k = 1; k < log.cap.length; k++) if ((first >= 0 && log.arrived[k]! >= first) || (posedThen && k > log.poseUpTo)) drawn += log.cap[k]!;
  return { kind: 'unseen-drew', seat: seatName(hand, seat), shown, drawn, count: drawn };
}
