/**
 * Random but legal games, for property tests and the bench. The deal is shuffled from a seed and
 * every move is chosen among the legal ones, so a game generated here must always validate.
 */
import { ARM_NAMES, defaultArm, fittingArms } from '../../domain/arms.ts';
import type { ArmName } from '../../domain/arms.ts';
import { boneId, boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { applyMove, bonesInPlay, holding, inSetInPlay, legalPlays, startHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import { FAMILIES, nextHandRules } from '../../domain/families/index.ts';
import { seatOut } from '../../domain/in-play.ts';
import { RECORD_FORMAT } from '../../domain/record.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import { pipValue } from '../../domain/rules.ts';
import type { HandRules, JamaicanPartnerOptionsInput, RuleFamily } from '../../domain/rules.ts';
import { settleHand } from '../../domain/settle.ts';

/** mulberry32: small, fast, good enough to pick moves. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/** The bones of the set in play, shuffled, each in a random orientation. */
function shuffled(rules: HandRules, random: () => number): Bone[] {
  const bones = boneSet(rules.maxPip)
    .bones.filter((b) => inSetInPlay(rules, b))
    .map((b): Bone => (random() < 0.5 ? [b[0], b[1]] : [b[1], b[0]]));
  for (let i = bones.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bones[i], bones[j]] = [bones[j]!, bones[i]!];
  }
  return bones;
}

/** Shuffles the set and deals `handSize` bones to each seat, each bone in a random orientation. */
export function randomDeal(rules: HandRules, random: () => number): Bone[][] {
  return randomDealAndStock(rules, random).dealt;
}

/** A deal and the bones left over (sleeping, or the boneyard in the order they will be drawn). */
export function randomDealAndStock(rules: HandRules, random: () => number): { dealt: Bone[][]; stock: Bone[] } {
  const bones = shuffled(rules, random);
  // A seat sitting the hand out (HandRules.out, Jamaican French `playOut`) is dealt nothing.
  const dealt: Bone[][] = [];
  let next = 0;
  for (let s = 0; s < rules.seats; s++) {
    const size = seatOut(rules, s) ? 0 : rules.handSize;
    dealt.push(bones.slice(next, next + size));
    next += size;
  }
  return { dealt, stock: bones.slice(next) };
}

/** The seat that poses under `pose`, given the deal. */
export function poser(hand: Hand, pose: Pose, random: () => number): number {
  const { rules } = hand.setup;
  if (hand.turn !== null) return hand.turn;
  if (pose.by === 'team') return pick(rules.teamOf.flatMap((t, s) => (t === pose.team ? [s] : [])), random);
  if (pose.by === 'seats') return pick(pose.seats, random);
  return Math.floor(random() * rules.seats);
}

/**
 * Plays a hand to its end with random legal moves. `explicitEnds` writes the end on every play
 * (it may always be given); otherwise only where the record format requires it.
 */
export function playRandomHand(
  setup: HandSetup,
  random: () => number,
  explicitEnds = false,
  boneyard: readonly Bone[] = [],
): { hand: Hand; moves: Move[]; thrownIn?: true } {
  const started = startHand(setup);
  if (!started.ok) throw new Error(started.error.message);
  let hand = started.value;
  const moves: Move[] = [];
  let drawn = 0;
  while (hand.status === 'playing') {
    let seat = hand.ends === null && hand.arms === null ? poser(hand, setup.pose, random) : hand.turn!;
    let plays = legalPlays(hand, seat);
    if (hand.ends === null && hand.arms === null && plays.length === 0 && 'double' in setup.pose && setup.pose.double === true) {
      // A pose that must be a double (Latin `mustStartDouble`) falls to the partner of a seat that has none.
      const partner = setup.rules.teamOf.findIndex((_, s) => legalPlays(hand, s).length > 0);
      if (partner >= 0) {
        seat = partner;
        plays = legalPlays(hand, seat);
      }
    }
    let move: Move;
    if (plays.length === 0 && setup.rules.rest === 'boneyard' && hand.stock > 0) {
      // "must draw dominoes one at a time from the boneyard until they obtain a playable domino";
      // before the pose (Lankford's Cuban game) "drawing tiles if necessary until a double is obtained".
      const ends = hand.ends;
      const bones: Bone[] = [];
      while (drawn < boneyard.length) {
        const b = boneyard[drawn++]!;
        bones.push(b);
        if (ends === null ? b[0] === b[1] : b[0] === ends[0] || b[1] === ends[0] || b[0] === ends[1] || b[1] === ends[1]) break;
      }
      move = { seat, draw: bones };
    } else if (plays.length === 0 && hand.ends === null && hand.arms === null) {
      // Nobody can pose: no double dealt under the highest-double start, or the first player drew
      // the whole boneyard without one. The hand is thrown in.
      return { hand, moves, thrownIn: true };
    } else if (plays.length === 0) {
      move = { seat, pass: true };
    } else {
      const choice = pick(plays, random);
      const ends = hand.ends;
      const bothDiffer =
        ends !== null &&
        ends[0] !== ends[1] &&
        (choice.bone[0] === ends[0] || choice.bone[1] === ends[0]) &&
        (choice.bone[0] === ends[1] || choice.bone[1] === ends[1]);
      // The four-arm layout: the arm is needed where it is not the one the engine would choose.
      const arms = hand.arms;
      const needsArm = arms !== null && defaultArm(arms, fittingArms(arms, choice.bone)) !== ARM_NAMES.indexOf(choice.end as ArmName);
      const needsEnd = needsArm || bothDiffer || (ends !== null && choice.end === 'left' && ends[0] === ends[1]);
      move = explicitEnds || needsEnd ? { seat, bone: choice.bone, end: choice.end } : { seat, bone: choice.bone };
    }
    const next = applyMove(hand, move);
    if (!next.ok) throw new Error(`generator made an illegal move ${JSON.stringify(move)}: ${next.error.message}`);
    hand = next.value;
    moves.push(move);
  }
  return { hand, moves };
}

/** A random but legal match record: poses follow the match state, blocked hands carry `left`. */
export function randomMatchRecord(
  seed: number,
  handCount: number,
  opts: { options?: JamaicanPartnerOptionsInput; withDeal?: boolean; explicitEnds?: boolean } = {},
): MatchRecord {
  return randomFamilyRecord(seed, handCount, { rules: 'jamaican-partner', ...opts });
}

export interface FamilyRecordOptions {
  readonly rules: RuleFamily;
  readonly options?: Readonly<Record<string, unknown>>;
  /** Seats, where the family allows more than one count (default: its largest). */
  readonly seats?: number;
  /** Record the deal (draws then list their bones); otherwise what settles a hand: `left` or, at random, `pips`. */
  readonly withDeal?: boolean;
  readonly explicitEnds?: boolean;
  /** Without the deal, write some draws as a count (unseen) and some settlements as pips. */
  readonly vary?: boolean;
  /** One hand in this many is thrown in (where the family allows it); 0 for none. */
  readonly redealOneIn?: number;
}

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];

/** A random but legal match record of any preset: poses follow the match state. */
export function randomFamilyRecord(seed: number, handCount: number, opts: FamilyRecordOptions): MatchRecord {
  const random = rng(seed);
  const family = FAMILIES[opts.rules];
  const options = family.options.parse(opts.options ?? {});
  const seats = opts.seats ?? Math.max(...family.seatCounts);
  const matchRules = family.handRules(options, seats);
  const seatNames = NAMES.slice(0, seats);
  let match = family.start(options, matchRules);
  const hands: HandRecord[] = [];
  const bySeat = <T>(f: (s: number) => T) => Object.fromEntries(seatNames.map((_, s) => [String(s), f(s)]));
  const redealOneIn = opts.redealOneIn ?? 0;
  while (hands.length < handCount && match.winner === null) {
    const rules = nextHandRules(family, options, matchRules, match);
    const { dealt, stock } = randomDealAndStock(rules, random);
    const pose = match.pose;
    // The bone the holder must pose may be in the boneyard (Cut Throat's draw game): thrown in.
    const holderMissing = pose.by === 'holder' && !dealt.some((bones) => bones.some((b) => boneId(b[0], b[1]) === boneId(pose.bone[0], pose.bone[1])));
    // The draw games throw a hand in only when it cannot begin (Family.redealOnlyIfUndealt).
    // Lankford's Cuban game throws a hand in only after the first player's draws (playRandomHand's thrownIn).
    const drawsFirst = rules.openWithDouble === true && rules.rest === 'boneyard';
    if (family.redeal(options) && (holderMissing || (redealOneIn > 0 && family.redealOnlyIfUndealt !== true && !drawsFirst && random() < 1 / redealOneIn))) {
      hands.push({ moves: [], redeal: { seat: Math.floor(random() * seats) } });
      continue;
    }
    if (holderMissing) continue;
    const { hand, moves, thrownIn } = playRandomHand({ rules, pose, seatNames, dealt }, random, opts.explicitEnds, stock);
    if (thrownIn) {
      // The first player's draws of the whole boneyard stay, before the redeal (docs/record-format.md).
      hands.push({ moves, redeal: { seat: moves[0]?.seat ?? 0 } });
      continue;
    }
    const settled = settleHand(hand);
    if (!settled.ok) throw new Error(settled.error.message);
    const scored = family.score(match, settled.value, rules, hands.length);
    if (!scored.ok) throw new Error(scored.error.message);
    match = scored.value.state;
    if (opts.withDeal) {
      hands.push({ moves, dealt: bySeat((s) => dealt[s]!) });
      continue;
    }
    const recorded = opts.vary ? moves.map((m) => ('draw' in m && typeof m.draw !== 'number' && random() < 0.5 ? { seat: m.seat, draw: m.draw.length } : m)) : moves;
    const needs = hand.status === 'blocked' || rules.holdingsNeeded !== 'block';
    if (!needs) hands.push({ moves: recorded });
    // Pip totals cannot say who holds a double (Jamaican French): the bones.
    else if (rules.holdingsNeeded === 'bones') hands.push({ moves: recorded, left: bySeat((s) => holding(hand, s)!) });
    else if (opts.vary && random() < 0.5) hands.push({ moves: recorded, pips: bySeat((s) => holding(hand, s)!.reduce((t, b) => t + pipValue(rules, b), 0)) });
    else hands.push({ moves: recorded, left: bySeat((s) => holding(hand, s)!) });
  }
  return {
    format: RECORD_FORMAT,
    rules: opts.rules,
    ...(opts.options && { options: opts.options }),
    seats: seatNames,
    hands,
  };
}

/** How many bones of `rules` are out of every hand: sleeping or in the boneyard. */
export function stockSize(rules: HandRules): number {
  return bonesInPlay(rules) - rules.seats * rules.handSize;
}
