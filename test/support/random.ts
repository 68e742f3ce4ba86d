/**
 * Random but legal games, for property tests and the bench. The deal is shuffled from a seed and
 * every move is chosen among the legal ones, so a game generated here must always validate.
 */
import { boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { applyMove, holding, legalPlays, startHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import { scoreHand, startMatch } from '../../domain/match.ts';
import { RECORD_FORMAT } from '../../domain/record.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import { jamaicanPartnerHand, jamaicanPartnerOptions } from '../../domain/rules.ts';
import type { HandRules, JamaicanPartnerOptionsInput } from '../../domain/rules.ts';
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

/** Shuffles the set and deals `handSize` bones to each seat, each bone in a random orientation. */
export function randomDeal(rules: HandRules, random: () => number): Bone[][] {
  const bones = boneSet(rules.maxPip).bones.map((b): Bone => (random() < 0.5 ? [b[0], b[1]] : [b[1], b[0]]));
  for (let i = bones.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [bones[i], bones[j]] = [bones[j]!, bones[i]!];
  }
  return Array.from({ length: rules.seats }, (_, s) => bones.slice(s * rules.handSize, (s + 1) * rules.handSize));
}

/** The seat that poses under `pose`, given the deal. */
export function poser(hand: Hand, pose: Pose, random: () => number): number {
  const { rules } = hand.setup;
  if (hand.turn !== null) return hand.turn;
  if (pose.by === 'team') return pick(rules.teamOf.flatMap((t, s) => (t === pose.team ? [s] : [])), random);
  return Math.floor(random() * rules.seats);
}

/**
 * Plays a hand to its end with random legal moves. `explicitEnds` writes the end on every play
 * (it may always be given); otherwise only where the record format requires it.
 */
export function playRandomHand(setup: HandSetup, random: () => number, explicitEnds = false): { hand: Hand; moves: Move[] } {
  const started = startHand(setup);
  if (!started.ok) throw new Error(started.error.message);
  let hand = started.value;
  const moves: Move[] = [];
  while (hand.status === 'playing') {
    const seat = hand.ends === null ? poser(hand, setup.pose, random) : hand.turn!;
    const plays = legalPlays(hand, seat);
    let move: Move;
    if (plays.length === 0) {
      move = { seat, pass: true };
    } else {
      const choice = pick(plays, random);
      const ends = hand.ends;
      const bothDiffer =
        ends !== null &&
        ends[0] !== ends[1] &&
        (choice.bone[0] === ends[0] || choice.bone[1] === ends[0]) &&
        (choice.bone[0] === ends[1] || choice.bone[1] === ends[1]);
      const needsEnd = bothDiffer || (ends !== null && choice.end === 'left' && ends[0] === ends[1]);
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
  const random = rng(seed);
  const options = jamaicanPartnerOptions.parse(opts.options ?? {});
  const seatNames = ['Ann', 'Ben', 'Cat', 'Dan'];
  let match = startMatch(options);
  const hands: HandRecord[] = [];
  const rules = jamaicanPartnerHand(options);
  while (hands.length < handCount && match.winner === null) {
    const dealt = randomDeal(rules, random);
    const { hand, moves } = playRandomHand({ rules, pose: match.pose, seatNames, dealt }, random, opts.explicitEnds);
    const settled = settleHand(hand);
    if (!settled.ok) throw new Error(settled.error.message);
    const scored = scoreHand(match, settled.value);
    if (!scored.ok) throw new Error(scored.error.message);
    match = scored.value.state;
    const bySeat = (f: (s: number) => readonly Bone[]) => Object.fromEntries(seatNames.map((_, s) => [String(s), f(s)]));
    const record: HandRecord =
      opts.withDeal
        ? { moves, dealt: bySeat((s) => dealt[s]!) }
        : hand.status === 'blocked'
          ? { moves, left: bySeat((s) => holding(hand, s)!) }
          : { moves };
    hands.push(record);
  }
  return {
    format: RECORD_FORMAT,
    rules: 'jamaican-partner',
    ...(opts.options && { options: opts.options }),
    seats: seatNames,
    hands,
  };
}
