/**
 * The evidence a refusal by Hall's test names (domain/feasible.ts `shownBy`, domain/reasons.ts
 * `ShownByReason`) is evidence a referee finds at the table: swept over random hands of the
 * families where each kind arises, every move named is an earlier move of that seat, of that kind
 * (a pass, a draw), with the numbers named at its ends; every draw face up named drew those bones;
 * the pose is named only for seats of the team it concerned, and only where a double is at stake.
 *
 * Rule texts: cuban.txt (Lankford's draw game, `cuban-draw`: "drawing extra tiles if necessary
 * until they find one that can be played"), latin-partnership.txt ("every deal must be started
 * with a double, unless neither member of the team that is due to start has a double"),
 * caribbean-jamaican-haitian-puerto-rican.txt (the sporting pose: "the holder of the 6-6 is
 * allowed to announce that he is 'sporting' and begin with a different bone").
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/families/index.ts';
import { applyMove, isDraw, isPass, isPlay, replayHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import type { InfeasibleReason, KnownShownReason, PoseShownReason, ShownByReason } from '../../domain/reasons.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import type { HandRules } from '../../domain/rules.ts';
import { NAMES } from '../support/families.ts';
import { playRandomHand, randomDealAndStock, rng } from '../support/random.ts';

const LATIN = FAMILIES['latin-partnership'];
const LATIN_RULES = LATIN.handRules(LATIN.options.parse({ mustStartDouble: true }), 4);
const rulesOf = (id: 'cuban-draw' | 'haitian-individual', seats: number): HandRules => FAMILIES[id].handRules(FAMILIES[id].options.parse({}), seats);

/** The families where each kind of evidence arises, and how many random hands of each. */
const SETUPS: { rules: HandRules; pose: Pose; seeds: number }[] = [
  { rules: rulesOf('cuban-draw', 2), pose: { by: 'anyone' }, seeds: 30 },
  { rules: rulesOf('cuban-draw', 4), pose: { by: 'anyone' }, seeds: 30 },
  { rules: rulesOf('haitian-individual', 2), pose: { by: 'anyone' }, seeds: 30 },
  // The pose shows something in few hands: more of them.
  { rules: LATIN_RULES, pose: { by: 'seats', seats: [1], double: true }, seeds: 120 },
  { rules: LATIN_RULES, pose: { by: 'team', team: 0, double: true }, seeds: 120 },
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: false }, seeds: 30 },
];
const HALL = new Set(['must-hold', 'must-hold-pose', 'no-room', 'no-room-pose']);

interface Refused {
  readonly setup: HandSetup;
  /** The moves before the refused one. */
  readonly before: readonly Move[];
  readonly refused: Move;
  readonly reason: InfeasibleReason;
}

/** Every Hall refusal met trying a pass, a draw and every bone for the seat to move, at each point of random hands. */
function refusals(): Refused[] {
  const out: Refused[] = [];
  for (const [i, { rules, pose, seeds }] of SETUPS.entries()) {
    for (let seed = 1; seed <= seeds; seed++) {
      const random = rng(seed * 97 + i);
      const { dealt, stock } = randomDealAndStock(rules, random);
      if (pose.by === 'holder' && !dealt.some((bones) => bones.some((b) => b[0] === 6 && b[1] === 6))) continue;
      const seatNames = NAMES.slice(0, rules.seats);
      const { moves } = playRandomHand({ rules, pose, seatNames, dealt }, random, false, stock);
      const setup: HandSetup = { rules, pose, seatNames };
      for (let m = 1; m <= moves.length; m++) {
        const r = replayHand(setup, moves.slice(0, m));
        if (!r.ok) throw new Error(r.error.message);
        const hand = r.value;
        if (hand.status !== 'playing' || hand.turn === null) continue;
        const seat = hand.turn;
        const tries: Move[] = [{ seat, pass: true }, { seat, draw: 1 }, ...stock.slice(0, 6).map((b): Move => ({ seat, draw: [b] }))];
        for (const bone of hand.set.bones) if (hand.playedAt[hand.set.bones.indexOf(bone)]! < 0) tries.push({ seat, bone: [bone[0], bone[1]] });
        for (const move of tries) {
          const tried = applyMove(hand, move);
          const reason = tried.ok ? undefined : (tried.error.params?.['reason'] as InfeasibleReason | undefined);
          if (reason && HALL.has(reason.kind)) out.push({ setup, before: moves.slice(0, m), refused: move, reason });
        }
      }
    }
  }
  return out;
}

/** The hand before move `index` (0-based) of `moves`. */
function handBefore(setup: HandSetup, moves: readonly Move[], index: number): Hand {
  const r = replayHand(setup, moves.slice(0, index));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The seats outside the places that can hold the bones: those the evidence is about. */
function outside(reason: InfeasibleReason, names: readonly string[]): string[] {
  if (reason.kind === 'must-hold' || reason.kind === 'must-hold-pose') return [...reason.others];
  return names.filter((n) => !reason.places.includes(n));
}

const FOUND = new Map<string, number>();
const found = (kind: string) => FOUND.set(kind, (FOUND.get(kind) ?? 0) + 1);

function checkKnown({ setup, before, reason }: Refused, known: KnownShownReason): void {
  found(known.kind);
  if (known.kind !== 'drew-face-up') return;
  // The draw named is an earlier move: that seat drew those bones, and they are the reason's.
  const move = before[known.move - 1]!;
  expect(setup.seatNames[move.seat]).toBe(known.seat);
  expect(isDraw(move) && typeof move.draw !== 'number').toBe(true);
  const drawn = isDraw(move) && typeof move.draw !== 'number' ? move.draw.map((b) => `${Math.max(...b)}-${Math.min(...b)}`) : [];
  expect(known.bones.filter((b) => !drawn.includes(b))).toEqual([]);
  expect(known.bones.filter((b) => !reason.bones.includes(b))).toEqual([]);
  expect(known.count).toBe(known.bones.length);
  // The drawer holds them, so is among the places that can.
  expect(outside(reason, setup.seatNames)).not.toContain(known.seat);
}

/** Whether the seat passed or drew, by the refused move too, when `pip` was at an end. */
function showedNo({ setup, before, refused }: Refused, seat: string, pip: number): boolean {
  const moves = [...before, refused];
  return moves.some((m, i) => setup.seatNames[m.seat] === seat && (isPass(m) || isDraw(m)) && (handBefore(setup, moves, i).ends?.includes(pip) ?? false));
}

function checkPose(refused: Refused, pose: PoseShownReason): void {
  const { setup, before, reason } = refused;
  // The hands swept here are Latin double poses; HendyDom's highest-bone start has its own test.
  if (pose.kind !== 'by-pose') throw new Error(`a Latin pose shown as ${pose.kind}`);
  found('by-pose');
  // latin-partnership.txt: the pose shows only that seats of the team due hold no double, and is
  // named for a seat only where no pass or draw of its shows it lacks a double of the reason.
  const poser = before.find(isPlay)!;
  const team = setup.rules.teamOf.flatMap((t, s) => (t === setup.rules.teamOf[poser.seat] ? [setup.seatNames[s]!] : []));
  expect(pose.seats.filter((s) => !team.includes(s))).toEqual([]);
  expect(pose.seats.filter((s) => !outside(reason, setup.seatNames).includes(s))).toEqual([]);
  const doubles = reason.bones.filter((b) => b[0] === b[2]).map((b) => Number(b[0]));
  expect(pose.seats.filter((s) => !doubles.some((pip) => !showedNo(refused, s, pip)))).toEqual([]);
  expect(pose.count).toBe(pose.seats.length);
}

function checkBy(refused: Refused, by: ShownByReason): void {
  const { setup, before, reason } = refused;
  switch (by.kind) {
    case 'by-pass-at':
    case 'by-draw-at': {
      found(by.kind);
      // An earlier move (never the one refused) of a seat outside the places, of the kind named,
      // when the numbers named were at the ends, each carried by a bone of the reason.
      expect(by.move).toBeLessThanOrEqual(before.length);
      const move = before[by.move - 1]!;
      expect(setup.seatNames[move.seat]).toBe(by.seat);
      expect(outside(reason, setup.seatNames)).toContain(by.seat);
      expect(by.kind === 'by-pass-at' ? isPass(move) : isDraw(move)).toBe(true);
      const ends = handBefore(setup, before, by.move - 1).ends!;
      expect(by.pips.filter((pip) => !ends.includes(pip))).toEqual([]);
      expect(by.pips.filter((pip) => !reason.bones.some((b) => b.split('-').map(Number).includes(pip)))).toEqual([]);
      break;
    }
    case 'by-known':
      found(by.kind);
      expect(by.known.length).toBeGreaterThan(0);
      for (const known of by.known) checkKnown(refused, known);
      break;
    case 'by-moves-known': {
      found(by.kind);
      const [moves, ...known] = by.shown;
      checkBy(refused, moves);
      for (const k of known) checkKnown(refused, k);
      break;
    }
    case 'by-pose':
      checkPose(refused, by);
      break;
    default:
      found(by.kind);
  }
}

describe('a refusal names only evidence found at the table', () => {
  it('every move, draw face up and pose named is one the hand shows, about the seats it concerns', () => {
    const met = refusals();
    for (const refused of met) {
      checkBy(refused, refused.reason.by);
      if (refused.reason.kind === 'must-hold-pose' || refused.reason.kind === 'no-room-pose') checkPose(refused, refused.reason.pose);
    }
    // The sweep meets each kind of evidence it checks.
    expect(['by-pass-at', 'by-draw-at', 'drew-face-up', 'by-pose', 'by-passing', 'by-drawing'].filter((k) => !FOUND.has(k))).toEqual([]);
  }, 120_000);
});
