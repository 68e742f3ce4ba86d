/**
 * Settling a finished hand: who won it and why. A domino settles itself; a blocked hand needs
 * what each seat still holds (`left`) or its pip total (`pips`), unless the deal is known.
 */
import { boneId, isInSet, showBone } from './bones.ts';
import type { Bone, Pip } from './bones.ts';
import { unseenCaps, unseenFact, unseenInfeasible, unseenTotals } from './unseen.ts';
import { armPassAt, drawnFaceUpAt, held, heldBySeat, holding, inSetInPlay, isDraw, isPass, isPlay, knownHolder, passedOn, posedWithoutDouble, shownVoid, teamOf, whyKnown } from './hand.ts';
import { inPlayOf, seatOut } from './in-play.ts';
import { fittingArmBits } from './arms.ts';
import { endsAtMove, fittingEnds } from './layout.ts';
import type { Bonus, Hand, PlayMove, Seat } from './hand.ts';
import { canShareWithin, possibleTotalsWithin, seatFacts, seatTotals } from './holdings.ts';
import type { SearchBudget, SeatFacts } from './holdings.ts';
import { sayReason } from './reasons.ts';
import type { CanHoldReason, PipsReason, RenegeReason, ShownReason, TotalsReason, UnsettledReason } from './reasons.ts';
import { err, joinAnd, ok, plural } from './result.ts';
import type { DominoError, Result } from './result.ts';
import { pipValue } from './rules.ts';
import type { HandRules } from './rules.ts';

/**
 * What the seats held when the hand ended: bones by seat, or pip totals by seat. A seat whose
 * holdings the scoring does not read may be null (not given: `seatsNeeded`); what is given is
 * checked all the same.
 */
export interface Holdings {
  readonly left?: readonly (readonly Bone[] | null)[];
  readonly pips?: readonly (number | null)[];
}

export interface HandResult {
  /**
   * 'tied': a blocked hand with seats tied for fewest pips that give no winner (see `blockWinner`).
   * 'redeal': a hand thrown in; 'ruling': a hand ended by a referee's ruling (domain/record.ts
   * makes both; settling never does).
   */
  readonly outcome: 'domino' | 'blocked' | 'tied' | 'redeal' | 'ruling';
  /** The winning side (team, or seat in a game each for oneself), or null for a tied hand. */
  readonly winner: number | null;
  /** The seat that posed the hand. */
  readonly poser: Seat;
  /** A tie in pips settled by a rule (the team that posed, the team with more bones): how. */
  readonly tieBroken: 'poser-team' | 'more-bones' | 'last-team' | 'last-team-loses' | 'lower-seat' | null;
  /** The seat that dominoed, or the seats with the fewest pips in a block. */
  readonly seats: readonly Seat[];
  readonly bonuses: readonly Bonus[];
  /** Pip totals by seat, when known (0 for a seat in `notGiven`). */
  readonly pips: readonly number[] | null;
  /**
   * Seats whose holdings were not given because the scoring does not read them (the Cuban winner's
   * partner after a domino: `seatsNeeded`); their `pips` say 0 and mean nothing. Absent: none.
   */
  readonly notGiven?: readonly Seat[];
  /** The last bone played (the domino, or the bone that blocked the game). */
  readonly lastBone: Bone | null;
  /** The open ends when the hand ended (absent in a result built by hand, or a hand thrown in). */
  readonly ends?: readonly [Pip, Pip] | null;
  /** Plays the next seat passed on, in order (absent: none known). See `passRuns`. */
  readonly passRuns?: readonly PassRun[];
  /** The bones each seat held at the end, by seat, when known (`left` or the deal). */
  readonly held?: readonly (readonly Bone[])[] | null;
  /**
   * Each seat's own turns passed in a row, one run each (`passStreaks`): given with `held`, where
   * the game reads them (the French game's pass penalty).
   */
  readonly passStreaks?: readonly PassStreak[];
  /**
   * A domino whose last bone no other seat in the hand could have answered: none of the bones they
   * held fits the layout it left (`dominoUnanswered`). Given with `held`, where the game reads it.
   */
  readonly dominoUnanswered?: boolean;
}

/** A play followed by passes: who played it and how many seats passed in a row after it. */
export interface PassRun {
  readonly seat: Seat;
  readonly passes: number;
}

/** A seat that passed at its own turns, `passes` of them in a row (no play of its own between). */
export interface PassStreak {
  readonly seat: Seat;
  readonly passes: number;
}

/**
 * Every run of a seat's own turns passed in a row, in the order the runs ended. A block ends the
 * hand at once with every bone dealt, so the turns not played after it are not passes here.
 */
function passStreaks(hand: Hand): PassStreak[] {
  const running = new Map<Seat, number>();
  const out: PassStreak[] = [];
  const end = (seat: Seat) => {
    const passes = running.get(seat) ?? 0;
    if (passes > 0) out.push({ seat, passes });
    running.delete(seat);
  };
  for (const m of hand.moves) {
    if (isPass(m)) running.set(m.seat, (running.get(m.seat) ?? 0) + 1);
    else end(m.seat);
  }
  for (const seat of [...running.keys()]) end(seat);
  return out;
}

/**
 * Whether a hand won by a domino ended on a bone no other seat in the hand could have answered:
 * none of the bones `held` by the others fits the layout that bone left (an arm of the cross, or
 * an end of the line).
 */
function dominoUnanswered(hand: Hand, held: readonly (readonly Bone[])[], winner: Seat): boolean {
  const fits = (b: Bone) => (hand.arms ? fittingArmBits(hand.arms, b) !== 0 : hand.ends !== null && fittingEnds(hand, b).length > 0);
  return held.every((bones, seat) => seat === winner || !bones.some(fits));
}

/**
 * Every play the next seat passed on, with the passes in a row after it. A block known at once
 * (every bone dealt, so no passes are recorded after it) counts as a pass by every other seat
 * after the last play: latin-partnership.txt "if there are three passes, as in a blocked game".
 */
export function passRuns(hand: Hand): PassRun[] {
  const { moves } = hand;
  const out: PassRun[] = [];
  // One pass over the log, each move's kind read once (this runs for every hand settled): the seat
  // of the last play (-1 once a draw has broken its run) and the passes in a row after it.
  let seat = -1;
  let passes = 0;
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    if (isPlay(m)) {
      if (passes > 0) out.push({ seat, passes });
      seat = m.seat;
      passes = 0;
    } else if (seat >= 0 && isPass(m)) {
      passes++;
    } else {
      if (passes > 0) out.push({ seat, passes });
      seat = -1;
      passes = 0;
    }
  }
  const last = moves.length - 1;
  // Every other seat still in (not those sitting the hand out, HandRules.out) passed on the last play.
  if (last >= 0 && hand.status === 'blocked' && isPlay(moves[last]!)) passes = hand.setup.rules.seats - (hand.setup.rules.out?.length ?? 0) - 1;
  if (passes > 0) out.push({ seat, passes });
  return out;
}

export type SettleErrorCode =
  | 'hand/unfinished'
  | 'block/unsettled'
  | 'domino/unsettled'
  | 'left/wrong-seats'
  | 'left/not-in-set'
  | 'left/already-played'
  | 'left/duplicate'
  | 'left/wrong-count'
  | 'left/not-dealt'
  | 'left/renege'
  | 'left/sporting-holder'
  | 'left/missing'
  | 'pips/wrong-seats'
  | 'pips/impossible'
  | 'pips/wrong-total'
  | 'pips/mismatch';

export type SettleError = DominoError<SettleErrorCode>;
const fail = err<SettleErrorCode>;

/** A finished hand that needs what each seat holds, with the reason as a fact (a screen says it in its own language). */
function unsettled(code: 'domino/unsettled' | 'block/unsettled', reason: UnsettledReason) {
  return fail(code, sayReason(reason), { reason });
}

function name(hand: Hand, seat: Seat): string {
  return hand.setup.seatNames[seat] ?? `seat ${seat}`;
}

/**
 * What the moves proved `seat` lacked that `left` contradicts by listing bone `id` for it, or null.
 * A pass or a draw proves the seat held no bone showing an end's number at that moment
 * (caribbean-jamaican-haitian-puerto-rican.txt: "If a player cannot play then he passes his
 * turn"; cuban.txt, Lankford: "drawing extra tiles if necessary until they find one that can be
 * played"), so it covers only the bones the seat held then: a bone it drew face up after it is
 * outside it (issue 20), with the deal as without it. The same for an arm's pass (the four-arm
 * layout: a pass while an arm waited for its double proves only that double lacking) and the pose
 * (`posedWithoutDouble`, the first move; `withPose`). `voidAt` keeps the first move that
 * showed a number: a later one while the seat held a bone it had drawn is refused at that move, so
 * at the end the first is the one to compare with the draw.
 */
function leftRenege(hand: Hand, seat: Seat, id: number, bone: Bone, withPose: boolean): RenegeReason | null {
  const who = name(hand, seat);
  const row = seat * (hand.set.maxPip + 1);
  // The lower number first, as `shownVoid` lists them.
  const low = bone[0] < bone[1] ? bone[0] : bone[1];
  const high = bone[0] < bone[1] ? bone[1] : bone[0];
  const atLow = hand.voidAt[row + low]!;
  const atHigh = hand.voidAt[row + high]!;
  // An arm's pass, or else (no pass took the bone) the pose that showed the seat held no double.
  const armAt = hand.arms !== null && atLow < 0 && atHigh < 0 && passedOn(hand, seat, id) ? armPassAt(hand, seat, id) : hand.moves.length;
  const arm = armAt < hand.moves.length;
  const posed = withPose && atLow < 0 && atHigh < 0 && !arm ? posedWithoutDouble(hand, seat, id) : null;
  // Nothing proved: the common case, settled without walking the moves.
  if (atLow < 0 && atHigh < 0 && !arm && !posed) return null;
  const drawn = drawnFaceUpAt(hand, seat, id);
  if (atLow > drawn) return { kind: 'showed-no', seat: who, move: atLow + 1, pip: low };
  if (atHigh > drawn) return { kind: 'showed-no', seat: who, move: atHigh + 1, pip: high };
  if (arm) return armAt > drawn ? { kind: 'passed-arm-at', seat: who, move: armAt + 1 } : null;
  return posed && drawn < 0 ? posed : null;
}

/** "passed at move 7 when the ends were 4 and 1, so held no 4", or drew: a `showed-no` in the message's words. */
function showedNoWords(hand: Hand, reason: { readonly move: number; readonly pip: number }): string {
  const how = isDraw(hand.moves[reason.move - 1]!) ? 'drew' : 'passed';
  // The four-arm layout has no line ends to name (its arms are told by the arm refusals).
  const when = hand.arms ? '' : ` when ${endsAtMove(hand, reason.move - 1)}`;
  return `${how} at move ${reason.move}${when}, so held no ${reason.pip}`;
}

/** Checks `left` against everything the moves showed; returns the pip totals (null: a seat not given). */
function checkLeft(hand: Hand, left: readonly (readonly Bone[] | null)[]): Result<(number | null)[], SettleError> {
  const { rules } = hand.setup;
  if (left.length !== rules.seats) {
    return fail('left/wrong-seats', `The bones left are given for ${plural(left.length, 'seat', 'seats')}; this game has ${rules.seats}.`);
  }
  // Where seats draw, a bone listed may have come after what a seat showed (`leftRenege`): said so.
  const drawGame = inPlayOf(rules).boneyard;
  // By bone id: the seat it is listed for, or -1 (a typed array: this runs for every blocked hand).
  const seen = new Int8Array(hand.set.bones.length).fill(-1);
  const pips: (number | null)[] = [];
  for (let seat = 0; seat < rules.seats; seat++) {
    const bones = left[seat]!;
    if (bones === null) {
      pips.push(null);
      continue;
    }
    const who = name(hand, seat);
    const expected = held(hand, seat);
    if (bones.length !== expected) {
      const drew = hand.drawn[seat]!;
      const size = inPlayOf(rules).sizes[seat]!;
      const had = drew > 0 ? `${size} bones and drew ${drew}` : `${size} bones`;
      return fail(
        'left/wrong-count',
        `${who} played ${hand.played[seat]} of ${had}, so ${expected} should be left; ${bones.length} ${bones.length === 1 ? 'is' : 'are'} listed.`,
        { seat: who, expected, listed: bones.length },
      );
    }
    let total = 0;
    for (const bone of bones) {
      if (!inSetInPlay(rules, bone)) {
        const why = isInSet(bone, rules.maxPip) ? 'which is taken out of the set in this game' : `which is not a double-${rules.maxPip} bone`;
        return fail('left/not-in-set', `${who}'s bones left include ${showBone(bone)}, ${why}.`, { seat: who, bone: showBone(bone) });
      }
      const id = boneId(bone[0], bone[1]);
      const at = hand.playedAt[id]!;
      if (at >= 0) {
        const by = (hand.moves[at] as PlayMove).seat;
        return fail('left/already-played', `${who}'s bones left include ${showBone(bone)}, but ${name(hand, by)} played it at move ${at + 1}.`, {
          seat: who,
          bone: showBone(bone),
          by: name(hand, by),
          move: at + 1,
        });
      }
      const other = seen[id]!;
      if (other >= 0) {
        const where = other === seat ? `twice for ${who}` : `for both ${name(hand, other)} and ${who}`;
        return fail('left/duplicate', `${showBone(bone)} is listed ${where}.`, { bone: showBone(bone) });
      }
      seen[id] = seat;
      if (hand.dealtTo && hand.dealtTo[id] !== seat) {
        return fail('left/not-dealt', `${who} is listed holding ${showBone(bone)}, which was not dealt to ${who}.`, { seat: who, bone: showBone(bone) });
      }
      // A bone the seat is known to hold without the deal (drawn face up, the sporting 6-6) is
      // there whatever its passes proved.
      const known = knownHolder(hand, id);
      // A bone known to be elsewhere is `left/sporting-holder` below, unless a pass contradicts it first.
      const renege = known === seat ? null : leftRenege(hand, seat, id, bone, known < 0);
      if (renege) {
        const but =
          renege.kind === 'showed-no'
            ? `${showedNoWords(hand, renege)}${drawGame ? `, and did not draw ${showBone(bone)} since` : ''}`
            : renege.kind === 'passed-arm-at'
              ? 'passed earlier when it would have fitted an arm'
              : sayReason(renege);
        return fail('left/renege', `${who} is listed holding ${showBone(bone)}, but ${but}.`, { seat: who, bone: showBone(bone), reason: renege });
      }
      if (known >= 0 && known !== seat) {
        const reason = { kind: 'listed', seat: who, bone: showBone(bone), why: whyKnown(hand, id) } as const;
        return fail('left/sporting-holder', sayReason(reason), { seat: who, bone: showBone(bone), reason });
      }
      total += pipValue(rules, bone);
    }
    pips.push(total);
  }
  // With every bone in a hand, `left/missing` below says it; with bones out of play, only this fact
  // does. A bone known to sleep (`knownHolder` is the stock, `rules.seats`) is rightly not listed.
  for (let id = 0; hand.known && id < hand.known.length; id++) {
    const k = hand.known[id]!;
    // A seat not given may hold it: only a seat whose bones are listed is held to it.
    if (k >= 0 && k < rules.seats && left[k] !== null && hand.playedAt[id]! < 0 && seen[id]! < 0 && hand.stock > 0) {
      const reason = { kind: 'unlisted', bone: showBone(hand.set.bones[id]!), why: whyKnown(hand, id) } as const;
      return fail('left/sporting-holder', sayReason(reason), { bone: reason.bone, reason });
    }
  }
  // What a pass or a draw proved holds for the bones held then, also after an unseen draw: the
  // bones listed must have come in draws since (domain/unseen.ts), as a play would.
  const exact = hand.unseenDrawn === 0 ? null : unseenInfeasible(hand, left);
  if (exact) {
    const seat = exact.kind === 'unseen-no-room' ? (exact.since[0]?.seat ?? '') : exact.seat;
    const held = exact.kind === 'unseen-no-room' ? undefined : exact.came.find((c) => c.kind === 'came-held')?.bone;
    const bone = held ?? (exact.kind === 'unseen-no-room' ? exact.bones[0]! : exact.came[0]!.bone);
    return fail('left/renege', `${seat} cannot hold ${bone}: ${sayReason(exact)}.`, { seat, bone, reason: exact });
  }
  // Only where every bone in play is in a hand (none sleeping, the boneyard empty), and every seat's
  // are given, must all be listed.
  if (hand.stock === 0 && !left.includes(null)) {
    // Listed in full only when some bone is missing (every blocked hand passes here).
    let anyMissing = false;
    for (let id = 0; id < seen.length && !anyMissing; id++) anyMissing = hand.playedAt[id]! < 0 && hand.inPlay[id] === 1 && seen[id]! < 0;
    const missing = anyMissing ? hand.set.bones.filter((bone, id) => hand.playedAt[id]! < 0 && hand.inPlay[id] === 1 && seen[id]! < 0).reverse() : [];
    if (missing.length > 0) {
      return fail('left/missing', `${joinAnd(missing.map(showBone))} ${missing.length === 1 ? 'is' : 'are'} neither played nor listed as held by anyone.`);
    }
  }
  return ok(pips);
}

/** "8 to 20 pips", "2, 3 or 10 pips", "no total at all". */
function showTotals(totals: readonly number[]): TotalsReason {
  if (totals.length === 0) return { kind: 'no-total' };
  const lo = totals[0]!;
  const hi = totals[totals.length - 1]!;
  if (totals.length === hi - lo + 1) return lo === hi ? { kind: 'only', pips: lo, count: lo } : { kind: 'range', lo, hi };
  if (totals.length <= 4) return { kind: 'one-of', either: totals };
  return { kind: 'range-gaps', lo, hi };
}

/** "the fewest pips Ann can hold is 20", "Ann can hold 8 to 20 pips". */
function canHold(who: string, p: number, possible: readonly number[]): CanHoldReason {
  const lowest = possible[0];
  return lowest !== undefined && p < lowest ? { kind: 'fewest', seat: who, fewest: lowest } : { kind: 'can-hold', seat: who, totals: showTotals(possible) };
}

/**
 * The steps the joint sharing of `pips` may take (domain/holdings.ts `SearchBudget`), and those its
 * explanation may take. A legal hand takes a few thousand at most (the hostile 4-seat blocks after
 * unseen draws of test/support/unseen-worst.ts up to 35,000, some 40 ms); past them the check falls
 * back to each seat's own totals (never refusing a legal record) and a refusal to the plain words.
 */
const JOINT_STEPS = 10_000;
const EXPLAIN_STEPS = 10_000;

/**
 * Why no sharing of the unplayed bones gives these totals, naming a seat: the first seat whose
 * total it cannot hold whatever the others hold; failing that, the first seat whose total cannot
 * be had given the totals of the seats before it. With the totals the seat could have. Only "no
 * sharing gives them" where that takes more than `EXPLAIN_STEPS`.
 */
function explainTotals(hand: Hand, facts: SeatFacts, pips: readonly (number | null)[]): PipsReason {
  const seats = hand.setup.rules.seats;
  const budget: SearchBudget = { steps: EXPLAIN_STEPS };
  const refused = (totals: (number | null)[]) => canShareWithin(facts, totals, budget) === false;
  const alone = (seat: Seat) => pips[seat] !== null && refused(pips.map((p, s) => (s === seat ? p : null)));
  let seat = 0;
  while (seat < seats && !alone(seat)) seat++;
  const before: Seat[] = [];
  if (seat === seats) {
    // A seat not given adds nothing to a prefix, so the first prefix refused ends at a seat given.
    for (seat = 0; seat < seats; seat++) {
      if (refused(pips.map((p, s) => (s <= seat ? p : null)))) break;
      if (pips[seat] !== null) before.push(seat);
    }
  }
  // Unreachable when the totals cannot be shared out and the steps sufficed: the last prefix is all of them.
  if (seat === seats) return { kind: 'no-sharing' };
  const possible = possibleTotalsWithin(facts, pips, seat, before, budget);
  if (possible === null || budget.steps < 0) return { kind: 'no-sharing' };
  const who = name(hand, seat);
  const p = pips[seat] ?? 0;
  const own = canHold(who, p, possible);
  const can: CanHoldReason =
    before.length === 0 ? own : { kind: 'as-given', given: before.map((s) => ({ kind: 'seat-pips', seat: name(hand, s), pips: pips[s] ?? 0 })), then: own };
  const shown = voidFacts(hand, seat);
  for (let id = 0; hand.known && id < hand.known.length; id++) {
    if (hand.known[id]! >= 0 && hand.playedAt[id]! < 0) shown.push(whyKnown(hand, id));
  }
  return { kind: 'pips-hold', seat: who, count: facts.count[seat]!, pips: p, can, facts: shown };
}

/**
 * The numbers `seat` showed it lacks, as facts beside a refused total: those a pass showed first
 * ("Ann passed on 5"), then those a draw showed first ("Ann drew on 2"; in the draw games a seat
 * may never have passed, issue 20).
 */
function voidFacts(hand: Hand, seat: Seat): ShownReason[] {
  const who = name(hand, seat);
  const row = seat * (hand.set.maxPip + 1);
  const passed: Pip[] = [];
  const drew: Pip[] = [];
  for (const pip of shownVoid(hand, seat)) (isDraw(hand.moves[hand.voidAt[row + pip]!]!) ? drew : passed).push(pip);
  const out: ShownReason[] = [];
  if (passed.length > 0) out.push({ kind: 'passed-on', seat: who, pips: passed });
  if (drew.length > 0) out.push({ kind: 'drew-on', seat: who, pips: drew });
  return out;
}

/** "Ann has 9 bones left and cannot total 1 pip: the fewest pips Ann can hold is 20. Ann passed on 5." */
function explainSeatTotal(hand: Hand, seat: Seat, p: number, possible: readonly number[]): PipsReason {
  const who = name(hand, seat);
  return { kind: 'pips-hold', seat: who, count: held(hand, seat), pips: p, can: canHold(who, p, possible), facts: voidFacts(hand, seat) };
}

/** A `pips/impossible` refusal: its message said from `reason`, which `params` carry too. */
function pipsImpossible(reason: PipsReason): { readonly ok: false; readonly error: SettleError } {
  if (reason.kind === 'no-sharing') return fail('pips/impossible', sayReason(reason), { reason });
  return fail('pips/impossible', sayReason(reason), { seat: reason.seat, pips: reason.pips, reason });
}

function checkPips(hand: Hand, pips: readonly (number | null)[], exact: boolean): Result<(number | null)[], SettleError> {
  const { rules } = hand.setup;
  if (pips.length !== rules.seats) {
    return fail('pips/wrong-seats', `Pip totals are given for ${plural(pips.length, 'seat', 'seats')}; this game has ${rules.seats}.`);
  }
  for (let seat = 0; seat < rules.seats; seat++) {
    const count = held(hand, seat);
    const most = count * Math.max(2 * rules.maxPip, rules.doubleBlankPips ?? 0);
    const p = pips[seat]!;
    if (p === null) continue;
    if (!Number.isInteger(p) || p < 0 || p > most) {
      return pipsImpossible({ kind: 'pips-range', seat: name(hand, seat), count, pips: p, most });
    }
  }
  // The totals add up to the bones not played only when every seat's is given.
  if (hand.stock === 0 && !pips.includes(null)) {
    let out = 0;
    hand.set.bones.forEach((bone, id) => {
      if (hand.playedAt[id]! < 0 && hand.inPlay[id] === 1) out += pipValue(rules, bone);
    });
    const sum = pips.reduce<number>((a, b) => a + (b ?? 0), 0);
    if (sum !== out) {
      return fail('pips/wrong-total', `The pip totals add up to ${sum}, but the bones not played total ${out}.`, { sum, out });
    }
  }
  // Without `left` or the deal (which are checked exactly), the totals must come from some way of
  // sharing out the bones still unplayed that the moves allow: each seat its count of bones, none
  // showing a number it passed on, the sporting poser the 6-6.
  if (!exact) {
    const facts = seatFacts(hand);
    // Every bone in some hand: the totals are shared out jointly, and where a seat drew unseen its
    // batches limit what it holds (domain/unseen.ts `unseenCaps`), so the sharing is exact.
    const caps = hand.stock > 0 || hand.unseenDrawn === 0 ? null : facts.count.map((_, seat) => unseenCaps(hand, seat, facts.bones));
    const joint = caps && caps.some((c) => c !== null) ? { ...facts, caps } : facts;
    const shared = hand.stock > 0 ? null : canShareWithin(joint, pips, { steps: JOINT_STEPS });
    if (shared === false) return pipsImpossible(withUnseenFacts(hand, explainTotals(hand, joint, pips), true));
    // With bones out of every hand (sleeping, or in the boneyard) the totals need not add up, so
    // each seat is checked on its own: a total it could hold (issue 6). Searching a joint sharing
    // of up to 54 bones would not end in time on a hostile file; nor, past `JOINT_STEPS`, one of
    // the bones out after unseen draws: then each seat on its own too, a looser check.
    for (let seat = 0; seat < rules.seats && shared === null; seat++) {
      const p = pips[seat]!;
      if (p === null) continue;
      const possible = seatTotals(facts, seat);
      if (!possible.includes(p)) return pipsImpossible(explainSeatTotal(hand, seat, p, possible));
    }
    // What a seat showed holds for the bones it held then, also after an unseen draw: its total
    // must come from bones that can have come when they did (domain/unseen.ts).
    for (let seat = 0; seat < rules.seats && hand.unseenDrawn > 0; seat++) {
      const p = pips[seat]!;
      const possible = p === null ? null : unseenTotals(hand, seat);
      if (!possible || possible.includes(p!)) continue;
      return pipsImpossible(withUnseenFacts(hand, explainSeatTotal(hand, seat, p!, possible), false));
    }
  }
  return ok([...pips]);
}

/**
 * A refused total's facts, with what its seat showed before its unseen draws (`unseenFact`) when it
 * drew unseen; `joint`: every such seat's, the refused one first (the others' batches limit what
 * is left for it when the bones are shared out jointly).
 */
function withUnseenFacts(hand: Hand, reason: PipsReason, joint: boolean): PipsReason {
  if (reason.kind !== 'pips-hold' || hand.unseenDrawn === 0) return reason;
  const seats = Array.from({ length: hand.setup.rules.seats }, (_, s) => s).filter((s) => joint || name(hand, s) === reason.seat);
  seats.sort((x, y) => Number(name(hand, y) === reason.seat) - Number(name(hand, x) === reason.seat));
  const facts = seats.flatMap((s) => unseenFact(hand, s) ?? []);
  return facts.length === 0 ? reason : { ...reason, facts: [...reason.facts, ...facts] };
}

/** The pip totals by seat when the hand ended, from `left`, `pips` or the known deal (null: a seat not given). */
export function pipTotals(hand: Hand, holdings: Holdings): Result<(number | null)[] | null, SettleError> {
  let fromLeft: (number | null)[] | null = null;
  if (holdings.left) {
    const checked = checkLeft(hand, holdings.left);
    if (!checked.ok) return checked;
    fromLeft = checked.value;
  }
  if (holdings.pips) {
    // Checked exactly (against the bones) only where each total given has its seat's bones listed.
    const listed = fromLeft !== null && holdings.pips.every((p, s) => p === null || fromLeft![s] !== null);
    const checked = checkPips(hand, holdings.pips, listed || hand.dealtTo !== null);
    if (!checked.ok) return checked;
    if (fromLeft) {
      const counted = fromLeft;
      const seat = counted.findIndex((p, s) => p !== null && checked.value[s] !== null && p !== checked.value[s]);
      if (seat >= 0) {
        return fail('pips/mismatch', `${name(hand, seat)}'s bones left total ${plural(counted[seat]!, 'pip', 'pips')}, but the pip total given is ${checked.value[seat]}.`, {
          seat: name(hand, seat),
          counted: counted[seat]!,
          given: checked.value[seat]!,
        });
      }
      fromLeft = counted.map((p, s) => p ?? checked.value[s]!);
    } else {
      fromLeft = checked.value;
    }
  }
  if (hand.dealtTo) {
    const fromDeal: number[] = [];
    for (let seat = 0; seat < hand.setup.rules.seats; seat++) {
      fromDeal.push((holding(hand, seat) ?? []).reduce((a, b) => a + pipValue(hand.setup.rules, b), 0));
    }
    if (fromLeft) {
      const given = fromLeft;
      const seat = given.findIndex((p, s) => p !== null && p !== fromDeal[s]);
      if (seat >= 0) {
        return fail('pips/mismatch', `${name(hand, seat)} holds ${plural(fromDeal[seat]!, 'pip', 'pips')} by the deal, but ${given[seat]} is given.`, {
          seat: name(hand, seat),
          counted: fromDeal[seat]!,
          given: given[seat]!,
        });
      }
    }
    return ok(fromDeal);
  }
  return ok(fromLeft);
}

/**
 * Which seats' holdings settling a hand that ended this way needs, by seat (issue 18 item 7):
 * after a block, every seat's (the fewest pips, by seat or by team, is found only from all of
 * them; the scoring of a block reads them too); after a domino, none where only a block is
 * settled by pips, every seat's bones in the French game (each player scores what he holds), and
 * in a game scored by pips the seats its scoring reads (`HandRules.dominoCounts`). The seat that
 * went out holds nothing: never needed.
 */
export function seatsNeededBy(rules: HandRules, ending: { readonly domino: Seat } | 'blocked'): boolean[] {
  // A seat sitting out (HandRules.out) holds nothing: never needed.
  const seats = Array.from({ length: rules.seats }, (_, s) => s).filter((s) => seatOut(rules, s) === null);
  const needed = seatsNeededIn(rules, seats, ending);
  return Array.from({ length: rules.seats }, (_, s) => needed.has(s));
}

function seatsNeededIn(rules: HandRules, seats: readonly Seat[], ending: { readonly domino: Seat } | 'blocked'): Set<Seat> {
  if (ending === 'blocked') return new Set(seats);
  const out = ending.domino;
  if (rules.holdingsNeeded === 'block') return new Set();
  if (rules.holdingsNeeded === 'always' && rules.dominoCounts === 'others') return new Set(seats.filter((s) => teamOf(rules, s) !== teamOf(rules, out)));
  return new Set(seats.filter((s) => s !== out));
}

/** `seatsNeededBy` for a hand: none while it is played. */
export function seatsNeeded(hand: Hand): boolean[] {
  const { rules } = hand.setup;
  if (hand.status === 'playing') return new Array<boolean>(rules.seats).fill(false);
  if (hand.status === 'blocked') return seatsNeededBy(rules, 'blocked');
  return seatsNeededBy(rules, { domino: (hand.moves[hand.moves.length - 1] as PlayMove).seat });
}

/**
 * The holdings as given, with a seat that holds no bone (the one that went out) filled in where
 * it was left out: its bones and pips are known.
 */
function withEmptySeats(hand: Hand, holdings: Holdings): Holdings {
  const empty = (s: Seat) => held(hand, s) === 0;
  return {
    ...(holdings.left && { left: holdings.left.map((b, s) => b ?? (empty(s) ? [] : null)) }),
    ...(holdings.pips && { pips: holdings.pips.map((p, s) => p ?? (empty(s) ? 0 : null)) }),
  };
}

/**
 * Settles a finished hand.
 *
 * Block (jamaican-cut-throat-partner-french.txt, "The Partner Domino Game"): "the hand is won by
 * the team of the player whose remaining tiles have the least spots. It does not matter what tiles
 * the winner's partner has … If the game is blocked and two opponents tie for least spots, then
 * the hand is a tie". Partners tied for fewest still win for their team, unless the rules say
 * otherwise (jamaican-partner-second-source.txt: "If two players tie for the least number of spots
 * the round ends in a tie"; see `HandRules.block`).
 */
export function settleHand(hand: Hand, asGiven: Holdings = {}): Result<HandResult, SettleError> {
  if (hand.status === 'playing') {
    // A hand before its pose (no move, or only the first player's draws): "after 0 moves … (the
    // pose)" read as a riddle to a referee (found by an outside audit).
    if (hand.ends === null && hand.arms === null) {
      const stops = hand.moves.length === 0 ? 'The hand has no moves' : `The hand stops after ${hand.moves.length} ${hand.moves.length === 1 ? 'move' : 'moves'}, before anyone posed`;
      return fail('hand/unfinished', `${stops}: every hand of a record is played to a domino or a block.`);
    }
    const turn = hand.turn === null ? 'the pose' : `${name(hand, hand.turn)} to play`;
    const ends = hand.ends ? ` on ${hand.ends[0]}|${hand.ends[1]}` : hand.arms ? ` on ${hand.arms.map((a) => a.open ?? '-').join('|')}` : '';
    const moves = `${hand.moves.length} ${hand.moves.length === 1 ? 'move' : 'moves'}`;
    return fail('hand/unfinished', `The hand stops after ${moves} with no domino and no block (${turn}${ends}).`);
  }
  const holdings = withEmptySeats(hand, asGiven);
  const totals = pipTotals(hand, holdings);
  if (!totals.ok) return totals;
  const given = totals.value;
  const { rules } = hand.setup;
  const code = hand.status === 'domino' ? 'domino/unsettled' : 'block/unsettled';
  // A seat the scoring reads, left out of what was given (nothing given at all is said below).
  const needed = seatsNeeded(hand);
  const { left } = holdings;
  const bonesOnly = rules.holdingsNeeded === 'bones';
  const missing = bonesOnly ? (left ? needed.findIndex((need, s) => need && left[s] === null) : -1) : given ? needed.findIndex((need, s) => need && given[s] === null) : -1;
  if (missing >= 0) {
    const kind = bonesOnly ? 'needs-seat-bones' : hand.status === 'blocked' ? 'needs-seat-block' : 'needs-seat';
    const reason = { kind, seat: name(hand, missing) } as const;
    return fail(code, sayReason(reason), { seat: reason.seat, reason });
  }
  // The seats not given count 0 in `pips`, which the scoring never reads (`seatsNeeded`).
  const notGiven = given ? given.flatMap((p, s) => (p === null ? [s] : [])) : [];
  const pips = given && given.map((p) => p ?? 0);
  const unread = notGiven.length > 0 ? { notGiven } : {};
  let lastBone: Bone | null = null;
  let lastSeat: Seat = 0;
  for (let i = hand.moves.length - 1; i >= 0 && !lastBone; i--) {
    const m = hand.moves[i]!;
    if (isPlay(m)) {
      lastBone = m.bone;
      lastSeat = m.seat;
    }
  }
  const poser = hand.moves[0]!.seat;
  // The bones by seat where every seat's are known (in the French game, the only one that reads
  // them, every seat's are needed: `seatsNeeded`).
  const listed = left?.every((bones): bones is readonly Bone[] => bones !== null) ? left : null;
  const bonesHeld = listed ?? (hand.dealtTo ? hand.setup.seatNames.map((_, s) => holding(hand, s)!) : null);
  // `held` given only where the game needs it, so the other games' results stay as they were (and
  // are built without a spread: this runs for every hand); the French game's pass penalty reads
  // the passes in a row and whether a domino could be answered with it.
  const settled = (result: HandResult) =>
    ok(
      rules.holdingsNeeded === 'bones' && bonesHeld
        ? {
            ...result,
            held: bonesHeld,
            passStreaks: passStreaks(hand),
            ...(result.outcome === 'domino' && { dominoUnanswered: dominoUnanswered(hand, bonesHeld, result.seats[0]!) }),
          }
        : result,
    );
  if (!bonesHeld && rules.holdingsNeeded === 'bones') {
    // JCTPF (French): "If a double tile is in an individual's hand then his score for that hand is
    // doubled": which seat holds a double is known only from its bones.
    return unsettled(code, { kind: 'needs-bones-doubles' });
  }
  if (hand.status === 'domino') {
    if (!pips && rules.holdingsNeeded === 'always') {
      return unsettled('domino/unsettled', { kind: 'needs-holdings-domino' });
    }
    const seat = (hand.moves[hand.moves.length - 1] as PlayMove).seat;
    return settled({
      outcome: 'domino',
      winner: teamOf(rules, seat),
      poser,
      tieBroken: null,
      seats: [seat],
      bonuses: hand.bonuses,
      pips,
      lastBone,
      ends: hand.ends,
      passRuns: passRuns(hand),
      ...unread,
    });
  }
  if (!pips) {
    return unsettled('block/unsettled', { kind: 'needs-holdings-block' });
  }
  // The bones each seat holds settle only a 'more-bones' tie (`blockWinner`): counted only then.
  const holds = rules.blockTie === 'more-bones' ? heldBySeat(hand) : [];
  const { winner, seats, tieBroken } = blockWinner(rules, pips, { poser, holds, last: lastSeat });
  return settled({
    outcome: winner === null ? 'tied' : 'blocked',
    winner,
    poser,
    tieBroken: tieBroken ?? null,
    seats,
    bonuses: [],
    pips,
    lastBone,
    ends: hand.ends,
    passRuns: passRuns(hand),
  });
}

/**
 * Who wins a block, from the pip totals by seat.
 *
 * 'fewest-pips-seat' (caribbean-jamaican-haitian-puerto-rican.txt, cuban.txt): the seat(s) with
 * the fewest pips; their side wins, unless they are of different sides (a tied hand);
 * 'fewest-pips-seat-alone' (jamaican-partner-second-source.txt): the same, but two or more seats
 * tied for fewest, partners included, make a tied hand.
 * 'fewest-pips-team' (latin-partnership.txt "won by the team whose unplayed tiles have the lower
 * pip total"): the team with the lower total; `seats` are then that team's seats.
 * A tie is then settled by `rules.blockTie` (latin-partnership.txt "Some play that the side that
 * played first wins; some play that the side (if any) with more unplayed tiles wins … Some play
 * that the team that played the last tile loses").
 */
export function blockWinner(
  rules: HandRules,
  pips: readonly number[],
  hand: { readonly poser: Seat; readonly holds: readonly number[]; readonly last?: Seat } = { poser: 0, holds: [] },
): { winner: number | null; seats: Seat[]; tieBroken?: 'poser-team' | 'more-bones' | 'last-team' | 'last-team-loses' | 'lower-seat' } {
  let winner: number | null;
  let seats: Seat[];
  const last = hand.last ?? 0;
  if (rules.block === 'last-or-next') {
    // latin-partnership.txt (Puerto Rico): "the winner is either the person who played last or the
    // player to his right, whoever has fewer points".
    const next = (last + 1) % rules.seats;
    seats = pips[last]! === pips[next]! ? [last, next] : pips[last]! < pips[next]! ? [last] : [next];
    winner = seats.length === 1 ? teamOf(rules, seats[0]!) : null;
  } else if (rules.block === 'fewest-pips-team') {
    const totals: number[] = [];
    pips.forEach((p, s) => (totals[teamOf(rules, s)] = (totals[teamOf(rules, s)] ?? 0) + p));
    const fewest = Math.min(...totals);
    const teams = totals.flatMap((t, team) => (t === fewest ? [team] : []));
    winner = teams.length === 1 ? teams[0]! : null;
    seats = pips.flatMap((_, s) => (teams.includes(teamOf(rules, s)) ? [s] : []));
  } else {
    // Loops, not spreads and sets: this settles every blocked hand (the bench's slowest preset).
    // A seat sitting out (HandRules.out) holds nothing and is not in the block.
    const playing = inPlayOf(rules).sizes;
    let fewest = Infinity;
    for (let seat = 0; seat < pips.length; seat++) if (playing[seat] !== 0) fewest = Math.min(fewest, pips[seat]!);
    seats = [];
    for (let seat = 0; seat < pips.length; seat++) if (pips[seat] === fewest && playing[seat] !== 0) seats.push(seat);
    const team = seats.length > 0 ? teamOf(rules, seats[0]!) : null;
    let oneTeam = team !== null;
    for (let k = 1; k < seats.length; k++) if (teamOf(rules, seats[k]!) !== team) oneTeam = false;
    const alone = rules.block === 'fewest-pips-seat' || seats.length === 1;
    winner = oneTeam && alone ? team : null;
  }
  if (winner !== null || rules.blockTie === 'tie') return { winner, seats };
  if (rules.blockTie === 'poser-team') return { winner: teamOf(rules, hand.poser), seats, tieBroken: 'poser-team' };
  // "the team that played last wins and the player who blocked the game starts next": `seats` is the blocker.
  if (rules.blockTie === 'last-team') return { winner: teamOf(rules, last), seats: [last], tieBroken: 'last-team' };
  // latin-partnership.txt "Some play that the team that played the last tile loses": with two
  // teams, the other team wins; `seats` are its seats.
  if (rules.blockTie === 'last-team-loses') {
    const team = teamOf(rules, (last + 1) % rules.seats);
    return { winner: team, seats: pips.flatMap((_, s) => (teamOf(rules, s) === team ? [s] : [])), tieBroken: 'last-team-loses' };
  }
  // LeoDomino's Haitian game (issue 19 item 10): the tied seat with the lower seat number wins
  // (`seats` stay the tied seats, so a report can say who tied; the first of them won).
  if (rules.blockTie === 'lower-seat') return { winner: teamOf(rules, Math.min(...seats)), seats, tieBroken: 'lower-seat' };
  // 'more-bones': the side holding more bones wins; equal counts stay a tie.
  const bones: number[] = [];
  hand.holds.forEach((n, s) => (bones[teamOf(rules, s)] = (bones[teamOf(rules, s)] ?? 0) + n));
  const most = Math.max(...bones);
  const leaders = bones.flatMap((n, side) => (n === most ? [side] : []));
  if (leaders.length !== 1) return { winner: null, seats };
  return { winner: leaders[0]!, seats, tieBroken: 'more-bones' };
}
