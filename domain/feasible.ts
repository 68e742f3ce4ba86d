/**
 * Whether the bones still out can be shared among the seats (and the boneyard) so that every fact
 * the moves established holds: Hall's condition, run after every move, allocating nothing.
 *
 * Part of the hand engine (see hand.ts); rule texts are cited by file name in ../shared/rules/.
 */
import { isDouble, LO_BITS, showBone } from './bones.ts';
import { isDraw, seatName } from './hand-types.ts';
import type { Hand, Seat } from './hand-types.ts';
import { inPlayOf, seatOut } from './in-play.ts';
import { armPassAt, held, passedOn, whyKnown } from './knowledge.ts';
import { poseShown, poseShowsLack } from './pose.ts';
import { unseenInfeasible } from './unseen.ts';
import type { InfeasibleReason, KnownShownReason, PoseShownReason, ShownByMovesReason, ShownByReason, UnseenReason } from './reasons.ts';

/**
 * Whether the bones still out can be where the moves say, without the deal: each seat holds as
 * many as it was dealt and drew less what it played, none showing a number it passed on (among
 * bones whose origin is unknown), bones known to be in a hand are there, and the rest sleep or
 * lie in the boneyard. With the deal known the stricter checks already apply.
 *
 * By Hall's theorem, the bones out can be placed iff for every group of places (seats, and the
 * stock of bones out of play or in the boneyard), the bones that only that group can take are no
 * more than the group has room for. With four seats and the stock that is 32 groups, over bitsets
 * of bones (two words of `LO_BITS` bits, so double-nine's 55 bones cost what 28 do), so it runs after every move.
 *
 * Returns why not, or null.
 */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}

/** Reused by `infeasible`, which runs after every move and so allocates nothing. */
const holdLo = new Int32Array(8);
const holdHi = new Int32Array(8);
/** By place: how many bones it has room for (a seat: what it holds; the stock: its size). */
const roomAt = new Int32Array(8);
/** By place: the bones still out known to be there (see `knownHolder`). */
const knownLo = new Int32Array(8);
const knownHi = new Int32Array(8);
const reachLo = new Int32Array(1 << 8);
const reachHi = new Int32Array(1 << 8);
const roomOf = new Int32Array(1 << 8);

/**
 * By groups g among the places of `among` (bits; each seat, then the stock as place `seats`): what
 * g can hold between them (reach, from `holdLo`/`holdHi`) and how much room g has (from `roomAt`).
 */
function fillGroups(among: number): void {
  reachLo[0] = 0;
  reachHi[0] = 0;
  roomOf[0] = 0;
  // Every non-empty g within `among`, in increasing order, so `rest` is always filled before g.
  for (let g = -among & among; g !== 0; g = (g - among) & among) {
    const low = 31 - Math.clz32(g & -g);
    const rest = g & (g - 1);
    reachLo[g] = reachLo[rest]! | holdLo[low]!;
    reachHi[g] = reachHi[rest]! | holdHi[low]!;
    roomOf[g] = roomOf[rest]! + roomAt[low]!;
  }
}

/**
 * `which`: the groups to test. The hand before the move passed the test, so after a play only the
 * groups holding the mover can fail (their room shrank), and after a pass only those without it
 * (what the mover can hold shrank); 'all' when bones became known.
 */
export function infeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): InfeasibleReason | UnseenReason | null {
  // Hall's test knows each seat by what it showed since its last unseen draw; where a seat drew
  // unseen after showing a lack, the exact check by batches follows (domain/unseen.ts).
  const reason = hallInfeasible(hand, mover, which);
  return reason !== null || hand.unseenDrawn === 0 ? reason : unseenInfeasible(hand);
}

function hallInfeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): InfeasibleReason | null {
  slack = 0;
  if (hand.dealtTo) return null;
  const { seats, sizes } = inPlayOf(hand.setup.rules);
  if (hand.known === null && plainlyFits(hand, seats, sizes, mover, which)) return null;
  let anyVoid = hand.known !== null ? 1 : 0;
  // voidLo/voidHi: a pose under `Pose.double` shows bones a seat lacks without a void number.
  for (let s = 0; s < seats; s++) anyVoid |= hand.voidPips[s]! | hand.voidLo[s]! | hand.voidHi[s]!;
  if (anyVoid === 0) return null;
  const { outLo, outHi } = hand;
  // The places bones out can be: each seat, and the stock (sleeping or in the boneyard) when any.
  const places = hand.stock > 0 ? seats + 1 : seats;
  fillHolds(hand);
  if (places > seats && hand.known === null) return stockInfeasible(hand, mover, which);
  if (places > seats) {
    holdLo[seats] = outLo;
    holdHi[seats] = outHi;
  }
  if (hand.known) {
    // A bone known to be in a seat's hand is there and nowhere else, whatever that seat passed on.
    // Only bones still out matter (the others are played): walk their bits.
    const known = hand.known;
    for (let q = 0; q < places; q++) {
      knownLo[q] = 0;
      knownHi[q] = 0;
    }
    let anyLo = 0;
    let anyHi = 0;
    for (let bits = outLo; bits !== 0; bits &= bits - 1) {
      const id = 31 - Math.clz32(bits & -bits);
      const k = known[id]!;
      if (k < 0) continue;
      anyLo |= 1 << id;
      knownLo[k] = knownLo[k]! | (1 << id);
    }
    for (let bits = outHi; bits !== 0; bits &= bits - 1) {
      const bit = 31 - Math.clz32(bits & -bits);
      const k = known[bit + LO_BITS]!;
      if (k < 0) continue;
      anyHi |= 1 << bit;
      knownHi[k] = knownHi[k]! | (1 << bit);
    }
    const fits = knownFits(places, seats, mover, which, outLo & ~anyLo, outHi & ~anyHi, anyLo, anyHi);
    if (fits) return null;
    slack = 0;
    // Some group fails: the same test over every bone out names it, as when nothing is known.
    fillHolds(hand);
    if (places > seats) {
      holdLo[seats] = outLo;
      holdHi[seats] = outHi;
    }
    for (let q = 0; q < places; q++) {
      holdLo[q] = (holdLo[q]! & ~anyLo) | knownLo[q]!;
      holdHi[q] = (holdHi[q]! & ~anyHi) | knownHi[q]!;
    }
  }
  return hallFails(hand, places, mover, which, false);
}

/**
 * With no bone known to be in a hand, whether `hallGroup` would find no group failing before it
 * builds its tables: the same first test (each place in the groups' complements can alone hold as
 * many bones as all of those places have room for), in one pass over the seats and with nothing
 * written. The stock (any bone out can sleep) is in every group, so never in a complement. Nearly
 * every move ends here (about 49 in 50 in the Cuban game), so the rest of `infeasible` runs only
 * where it has work to do; a false sends it there, which then answers as before.
 */
function plainlyFits(hand: Hand, seats: number, sizes: readonly number[], mover: Seat, which: 'with' | 'without' | 'all'): boolean {
  const { outLo, outHi, voidLo, voidHi, drawn, played } = hand;
  // Over every seat that cannot hold every bone out, and over those other than the mover.
  let least = MANY;
  let roomAll = 0;
  let leastOthers = MANY;
  let roomOthers = 0;
  let moverIn = false;
  for (let s = 0; s < seats; s++) {
    const room = sizes[s]! + drawn[s]! - played[s]!;
    const lo = room === 0 ? 0 : outLo & ~voidLo[s]!;
    const hi = room === 0 ? 0 : outHi & ~voidHi[s]!;
    // A place that can hold every bone out is in no complement that can fail (`hallGroup`'s `always`).
    if (lo === outLo && hi === outHi) continue;
    const can = popcount(lo) + popcount(hi);
    if (can < least) least = can;
    roomAll += room;
    if (s === mover) {
      moverIn = true;
      continue;
    }
    if (can < leastOthers) leastOthers = can;
    roomOthers += room;
  }
  // How far the test over every seat is from failing: what the next play may carry (`measuredSlack`).
  slack = least - roomAll;
  // 'with': the mover is in every group tested, so in no complement.
  if (which === 'with') return leastOthers >= roomOthers;
  // 'without' and the mover can hold every bone out: no group without it can fail.
  if (which === 'without' && !moverIn) return true;
  return least >= roomAll;
}

/** More than any set has bones: `plainlyFits` with no seat constrained (a small integer, unlike 2^31 - 1). */
const MANY = 64;

/** What the last `infeasible` measured (see `measuredSlack`). */
let slack = 0;

/**
 * How far the hand of the last `infeasible` call was from failing Hall's test in its one-pass
 * form, over every seat (`plainlyFits`: the fewest bones out a seat that cannot hold them all can
 * hold, less the room of all such seats), or 0 when that call did not measure it (the deal known).
 * With bones known to be in a hand, the same over the bones not known and each place's room less
 * its known bones (`knownFits`), and no more than the least room a seat has left for bones not
 * known. 1 or more: the test over every group passes, and after a play of a bone not known (one
 * bone fewer out, one less room for the seat) it still does, at least one nearer (hand.ts
 * `fitSlack`); after a play of a bone the seat is known to hold, the same question, as far.
 */
export function measuredSlack(): number {
  return slack;
}

/**
 * Each seat's room (what it holds) and the bones out it can hold (none it showed it lacks), into
 * `roomAt`, `holdLo` and `holdHi`; the stock's room after the seats'.
 */
function fillHolds(hand: Hand): void {
  const { seats, sizes } = inPlayOf(hand.setup.rules);
  const { outLo, outHi } = hand;
  for (let s = 0; s < seats; s++) {
    const room = sizes[s]! + hand.drawn[s]! - hand.played[s]!;
    roomAt[s] = room;
    if (room === 0) {
      holdLo[s] = 0;
      holdHi[s] = 0;
      continue;
    }
    holdLo[s] = outLo & ~hand.voidLo[s]!;
    holdHi[s] = outHi & ~hand.voidHi[s]!;
  }
  roomAt[seats] = hand.stock;
}

/**
 * Whether the bones out fit, when some are known to be in one place (`knownLo`/`knownHi` by
 * place, `anyLo`/`anyHi` all of them; `holdLo`/`holdHi`/`roomAt` as `fillHolds` left them): a known
 * bone can only be in its place, so it takes one of that place's room, and the bones left
 * (`restLo`/`restHi`) must fit the room left. The same question as Hall's condition over every
 * bone out, asked over fewer bones and with the stock (which then can take any of them) out of
 * the groups tested.
 *
 * Group by group it is the same test: a group's room here is its room less its known bones, and
 * the bones only it can take are those of the full test less the same known bones, so a group
 * fails here exactly when it fails there. Hence only the groups `which` names are tested, as
 * `hallFails` tests them after a no: a yes here means none of those fails there either, whatever
 * the hand before was (test/domain/hall-shortcuts.test.ts compares the two). Overwrites the tables;
 * false when some group fails (or a place holds more known bones than it has room).
 */
function knownFits(
  places: number,
  seats: number,
  mover: Seat,
  which: 'with' | 'without' | 'all',
  restLo: number,
  restHi: number,
  anyLo: number,
  anyHi: number,
): boolean {
  // Also measured, as `plainlyFits` does over every place (`measuredSlack`): the fewest bones left
  // a place that cannot hold them all can hold, less the room of all such places; and no more than
  // the least room a seat has left for bones not known (a play of one it is not known to hold
  // takes one of it, and it must not go below none).
  let least = MANY;
  let roomAll = 0;
  let fewestRoom = MANY;
  for (let q = 0; q < places; q++) {
    const room = roomAt[q]! - popcount(knownLo[q]!) - popcount(knownHi[q]!);
    if (room < 0) return false;
    roomAt[q] = room;
    const lo = holdLo[q]! & ~anyLo;
    const hi = holdHi[q]! & ~anyHi;
    holdLo[q] = lo;
    holdHi[q] = hi;
    if (q < seats && room < fewestRoom) fewestRoom = room;
    if (lo === restLo && hi === restHi) continue;
    const can = popcount(lo) + popcount(hi);
    if (can < least) least = can;
    roomAll += room;
  }
  slack = Math.min(least - roomAll, fewestRoom);
  return hallGroup(restLo, restHi, places, mover, which, 0) < 0;
}

/** The bones only the group `hallGroup` found can hold. */
let onlyFoundLo = 0;
let onlyFoundHi = 0;

/**
 * Tests Hall's condition on the groups `which` asks for, `holdLo`/`holdHi` and `roomAt` filled
 * for the first `places` places; `withStock`: every group also holds the stock (place `places`),
 * which can take any bone (see `stockInfeasible`). The first group that fails, in increasing
 * order of its bits, is the one explained.
 *
 * Only groups that can fail are visited: a group whose complement has a place that can hold every
 * bone still out (a seat that has shown no void, usually) leaves no bone to it alone, so the
 * groups tested are those holding every such place, plus any of the others (`among`); and only
 * the mover or only the others, as `which` says.
 */
function hallFails(hand: Hand, places: number, mover: Seat, which: 'with' | 'without' | 'all', withStock: boolean): InfeasibleReason | null {
  const group = hallGroup(hand.outLo, hand.outHi, places, mover, which, withStock ? hand.stock : 0);
  if (group < 0) return null;
  const stockBit = withStock ? 1 << places : 0;
  return explainInfeasible(hand, group | stockBit, onlyFoundLo, onlyFoundHi, mover, withStock || places > hand.setup.rules.seats);
}

/**
 * `hallFails` over the bones `outLo`/`outHi`, `stockRoom` the room of a stock in every group (0
 * when none): the first group that fails (without the stock's bit), its bones in `onlyFoundLo`/
 * `onlyFoundHi`; or -1 when none does.
 */
function hallGroup(outLo: number, outHi: number, places: number, mover: Seat, which: 'with' | 'without' | 'all', stockRoom: number): number {
  const full = (1 << places) - 1;
  const moverBit = 1 << mover;
  let always = 0;
  let alwaysRoom = 0;
  for (let q = 0; q < places; q++) {
    if (holdLo[q] === outLo && holdHi[q] === outHi) {
      always |= 1 << q;
      alwaysRoom += roomAt[q]!;
    }
  }
  let among = full & ~always;
  // The mover, when not always in: in every group ('with'), in every complement ('without').
  const moverFree = which !== 'all' && (among & moverBit) !== 0;
  if (which === 'without' && !moverFree) return -1;
  if (moverFree) among &= ~moverBit;
  const withMover = moverFree && which === 'with';
  const withoutMover = moverFree && which === 'without';
  const base = always | (withMover ? moverBit : 0);
  const baseRoom = alwaysRoom + (withMover ? roomAt[mover]! : 0) + stockRoom;
  const outsideLo = withoutMover ? holdLo[mover]! : 0;
  const outsideHi = withoutMover ? holdHi[mover]! : 0;
  // The rooms of all places add up to the bones out, so a group fails exactly when its
  // complement has more room than bones it can hold between them. Every complement tested lies
  // within `among` (and the mover, 'without'): when each of those places alone can hold as many
  // bones as all of them have room for, none fails, and the tables are not needed.
  let least = withoutMover ? popcount(outsideLo) + popcount(outsideHi) : 0x7fffffff;
  let roomAll = withoutMover ? roomAt[mover]! : 0;
  for (let bits = among; bits !== 0; bits &= bits - 1) {
    const q = 31 - Math.clz32(bits & -bits);
    least = Math.min(least, popcount(holdLo[q]!) + popcount(holdHi[q]!));
    roomAll += roomAt[q]!;
  }
  if (least >= roomAll) return -1;
  fillGroups(among);
  // Every part `sub` of `among`, in increasing order (g = base | sub increases with it).
  for (let sub = 0; ; sub = (sub - among) & among) {
    const rest = among & ~sub;
    // The whole table (an empty complement) is no test.
    if (rest !== 0 || withoutMover) {
      const onlyLo = outLo & ~(reachLo[rest]! | outsideLo);
      const onlyHi = outHi & ~(reachHi[rest]! | outsideHi);
      if ((onlyLo | onlyHi) !== 0 && popcount(onlyLo) + popcount(onlyHi) > baseRoom + roomOf[sub]!) {
        onlyFoundLo = onlyLo;
        onlyFoundHi = onlyHi;
        return base | sub;
      }
    }
    if (sub === among) return -1;
  }
}

/**
 * `infeasible` with bones out of every hand and none known to be in a hand: every unplayed bone
 * can then be in the stock, so only groups holding the stock can fail, and those are the seat
 * groups h plus the stock (16 with four seats, half the work). `holdLo`/`holdHi` are filled.
 */
function stockInfeasible(hand: Hand, mover: Seat, which: 'with' | 'without' | 'all'): InfeasibleReason | null {
  return hallFails(hand, inPlayOf(hand.setup.rules).seats, mover, which, true);
}

function explainInfeasible(hand: Hand, group: number, onlyLo: number, onlyHi: number, mover: Seat, withStock: boolean): InfeasibleReason {
  const { rules } = hand.setup;
  const bones: string[] = [];
  for (let id = hand.playedAt.length - 1; id >= 0; id--) {
    const inOnly = id < LO_BITS ? (onlyLo & (1 << id)) !== 0 : (onlyHi & (1 << (id - LO_BITS))) !== 0;
    if (inOnly) bones.push(showBone(hand.set.bones[id]!));
  }
  if (group === 0) {
    const others: string[] = [];
    // Not a seat sitting the hand out (HandRules.out, French `playOut`): it holds nothing.
    for (let s = 0; s < rules.seats; s++) if (s !== mover && seatOut(rules, s) === null) others.push(seatName(hand, s));
    // The others showed it: the mover's own move is the one refused.
    const { by, pose } = shownBy(hand, 1 << mover, onlyLo, onlyHi);
    const seat = seatName(hand, mover);
    if (pose) return { kind: 'must-hold-pose', bones, count: bones.length, others, seat, by, pose };
    return { kind: 'must-hold', bones, count: bones.length, others, seat, by };
  }
  const members: string[] = [];
  let room = 0;
  for (let s = 0; s < rules.seats; s++) {
    if ((group & (1 << s)) === 0 || seatOut(rules, s) !== null) continue;
    members.push(seatName(hand, s));
    room += held(hand, s);
  }
  const stockIn = withStock && (group & (1 << rules.seats)) !== 0;
  if (stockIn) room += hand.stock;
  const where = rules.rest === 'boneyard' ? ({ kind: 'boneyard' } as const) : ({ kind: 'out-of-play' } as const);
  const { by, pose } = shownBy(hand, group, onlyLo, onlyHi);
  const places = stockIn ? [...members, where] : members;
  if (pose) return { kind: 'no-room-pose', bones, count: bones.length, places, room, by, pose };
  return { kind: 'no-room', bones, count: bones.length, places, room, by };
}

/**
 * How the seats outside `group` showed they lack the bones only `group` can hold (`onlyLo`/
 * `onlyHi`; for `must-hold`, the seats other than the mover), named so that a referee can check
 * it against the table. Runs only on a refusal, so it may allocate and walk the moves.
 *
 * For each such seat and bone it lacks:
 * - by a number it showed (its voids): the first move that showed each of the bone's two numbers
 *   (`voidAt`) is a pass or a draw (cuban.txt "drawing extra tiles if necessary until they find
 *   one that can be played": a draw shows the seat could not play either end, as a pass does).
 *   Only the first move on a number is kept, so a number shown by a pass and later by a draw
 *   counts as passed: still true. One earlier move that shows every such lack is named
 *   (`by-pass-at`, `by-draw-at`: its seat, number and the numbers it showed that the bones
 *   carry, as the renege names the earlier pass it contradicts); else passes, draws, or both,
 *   without naming them. The move refused is never the one named.
 * - by an arm the seat passed on (four-arm layout, domain/arms.ts): a pass, not named.
 * - by the pose (latin-partnership.txt "every deal must be started with a double, unless neither
 *   member of the team that is due to start has a double", `poseVoids`): a double the seat has
 *   no void number for. Told per seat (`pose`), only for the seats it concerned: a pose under that
 *   rule shows nothing about the other team, nor anything when the seat due posed a double.
 * - because the bone is known to be elsewhere (drawn face up, the 6-6 of a sporting pose, a
 *   double higher than the one posed as the highest dealt), where no pass or draw shows it:
 *   `by-known` names who drew which of those bones face up at which move, or the pose.
 *
 * `by`: the passes and draws, what is known, or both (`by-moves-known`); else the pose alone
 * (then `pose` is null, the pose being `by`). A seat with no bones left lacks them all without
 * showing it; with nothing shown the words say passes, as they did before draws were told apart.
 */
function shownBy(hand: Hand, group: number, onlyLo: number, onlyHi: number): { by: ShownByReason; pose: PoseShownReason | null } {
  const { seats } = hand.setup.rules;
  const width = hand.set.maxPip + 1;
  const { pose: handPose } = hand.setup;
  // HendyDom's start proves bones of every kind absent (`highestPoseProves`); the Latin double pose, doubles.
  const highest = handPose.by === 'highest-double' && handPose.highestBone === true;
  const posed = hand.dealtTo === null && hand.moves.length > 0 && (highest || poseShowsLack(hand));
  // The move refused is the last: it is not named as evidence, and where it shows a lack no earlier
  // move shows, no one move is named.
  const refused = hand.moves.length - 1;
  let everyPassed = true;
  let everyDrew = true;
  let shown = false;
  /** The earlier moves that show every lack shown so far by one (at most a bone's two), or null before any. */
  let common: number[] | null = null;
  /** Lacks a move shows, as [seat, bone id]: the numbers of the one move named. */
  const byMove: [Seat, number][] = [];
  const knownIds = new Set<number>();
  let poseSeats = 0;
  for (let s = 0; s < seats; s++) {
    if ((group & (1 << s)) !== 0) continue;
    for (let id = 0; id < hand.playedAt.length; id++) {
      const only = id < LO_BITS ? (onlyLo & (1 << id)) !== 0 : (onlyHi & (1 << (id - LO_BITS))) !== 0;
      if (!only) continue;
      const bone = hand.set.bones[id]!;
      // The first moves that showed the seat lacks either of the bone's numbers. A bone known to
      // be elsewhere is no void of the seat's (voids are over bones of unknown origin), but a pass
      // on its number shows the lack as well, and is the evidence a referee sees first.
      const at = [...new Set(bone.map((pip) => hand.voidAt[s * width + pip]!))].filter((m) => m >= 0);
      // An arm's bone the seat passed on (`passedOn`, four-arm layout: an arm waiting for its double
      // shows only that the seat lacks that double, no void number): the pass that showed it.
      const armAt = at.length === 0 && hand.arms !== null && passedOn(hand, s, id) ? armPassAt(hand, s, id) : -1;
      if (armAt >= 0 && armAt < hand.moves.length) at.push(armAt);
      const lacks = id < LO_BITS ? (hand.voidLo[s]! & (1 << id)) !== 0 : (hand.voidHi[s]! & (1 << (id - LO_BITS))) !== 0;
      const knownElsewhere = hand.known !== null && hand.known[id]! >= 0 && hand.known[id] !== s;
      if (!lacks && !(knownElsewhere && at.length > 0)) {
        if (knownElsewhere) knownIds.add(id);
        continue;
      }
      if (at.length === 0) {
        if (posed && (highest || isDouble(bone))) {
          poseSeats |= 1 << s;
          continue;
        }
        // Not reached on a replayed hand (every lack comes from a void, an arm's pass or the pose);
        // a pass all the same, not named.
        shown = true;
        everyDrew = false;
        common = [];
        continue;
      }
      shown = true;
      everyPassed &&= at.some((m) => !isDraw(hand.moves[m]!));
      everyDrew &&= at.some((m) => isDraw(hand.moves[m]!));
      const earlier = at.filter((m) => m !== refused);
      common = common === null ? earlier : common.filter((m) => earlier.includes(m));
      byMove.push([s, id]);
    }
  }
  const pose: PoseShownReason | null = poseSeats === 0 ? null : poseShown(hand, poseSeats);
  if (shown) {
    const moves = movesShown(hand, everyPassed, everyDrew, common, byMove);
    // Both: the moves show none of the bones known elsewhere, so the words name both.
    return { by: knownIds.size > 0 ? { kind: 'by-moves-known', shown: [moves, ...knownShown(hand, knownIds)] } : moves, pose };
  }
  if (knownIds.size > 0) return { by: { kind: 'by-known', known: knownShown(hand, knownIds) }, pose };
  if (pose) return { by: pose, pose: null };
  return { by: { kind: 'by-passing' }, pose: null };
}

/** The passes and draws that showed the lacks: the one move when one shows them all. */
function movesShown(hand: Hand, everyPassed: boolean, everyDrew: boolean, common: number[] | null, byMove: readonly [Seat, number][]): ShownByMovesReason {
  const at = common !== null && common.length > 0 ? Math.min(...common) : -1;
  if (at >= 0) {
    const move = hand.moves[at]!;
    const width = hand.set.maxPip + 1;
    // The numbers that move showed which the bones carry, highest first (bones are "6-3").
    const pips = new Set<number>();
    for (const [s, id] of byMove) {
      const bone = hand.set.bones[id]!;
      for (const pip of bone) if (hand.voidAt[s * width + pip] === at) pips.add(pip);
      // A double an arm waited for at that pass: the pass was on that arm's number (its open end).
      if (hand.arms !== null && isDouble(bone) && !bone.some((pip) => hand.voidAt[s * width + pip]! >= 0) && armPassAt(hand, s, id) === at) pips.add(bone[0]);
    }
    const kind = isDraw(move) ? 'by-draw-at' : 'by-pass-at';
    return { kind, seat: seatName(hand, move.seat), move: at + 1, pips: [...pips].sort((a, b) => b - a) };
  }
  // Passes, when a pass shows every lack; else draws, when a draw does; else both.
  if (everyPassed) return { kind: 'by-passing' };
  return { kind: everyDrew ? 'by-drawing' : 'by-passing-drawing' };
}

/**
 * Why bones are known to be where they are, one fact per draw (its seat, its move, the bones of
 * `ids` it drew face up) or per pose that showed it, in the order of the moves.
 */
function knownShown(hand: Hand, ids: ReadonlySet<number>): KnownShownReason[] {
  const draws = new Map<number, { seat: string; bones: string[] }>();
  const poses: KnownShownReason[] = [];
  for (const id of [...ids].sort((a, b) => b - a)) {
    const why = whyKnown(hand, id);
    if (why.kind !== 'drew') {
      poses.push(why);
      continue;
    }
    const draw = draws.get(why.move) ?? { seat: why.seat, bones: [] };
    draw.bones.push(why.bone);
    draws.set(why.move, draw);
  }
  const drawn = [...draws.entries()].sort(([a], [b]) => a - b);
  return [...poses, ...drawn.map(([move, d]): KnownShownReason => ({ kind: 'drew-face-up', seat: d.seat, bones: d.bones, count: d.bones.length, move }))];
}
