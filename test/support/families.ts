/**
 * Helpers for the family tests: hand results built by hand, folded through a family's scoring,
 * and hands replayed under a family's rules.
 */
import type { Bone } from '../../domain/bones.ts';
import { FAMILIES, nextHandRules } from '../../domain/families/index.ts';
import type { HandScore, MatchState } from '../../domain/families/index.ts';
import { replayHand } from '../../domain/hand.ts';
import type { Hand, Move, Pose } from '../../domain/hand.ts';
import type { HandRules, RuleFamily } from '../../domain/rules.ts';
import type { HandResult } from '../../domain/settle.ts';

export const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];

/** A settled hand as a family's scoring sees it. */
export function result(r: Partial<HandResult> & { readonly winner: number | null }): HandResult {
  return {
    outcome: r.winner === null ? 'tied' : 'domino',
    poser: 0,
    tieBroken: null,
    seats: r.winner === null ? [0, 1] : [r.winner],
    bonuses: [],
    pips: null,
    lastBone: null,
    ...r,
  };
}

export interface Played {
  readonly rules: HandRules;
  readonly states: MatchState[];
  readonly hands: HandScore[];
}

/** Folds `results` through the family's scoring from the start of a match; throws on an error. */
export function play(id: RuleFamily, options: Record<string, unknown>, results: readonly HandResult[], seats?: number): Played {
  const family = FAMILIES[id];
  const o = family.options.parse(options);
  const rules = family.handRules(o, seats ?? Math.max(...family.seatCounts));
  const states = [family.start(o, rules)];
  const hands: HandScore[] = [];
  for (const [i, r] of results.entries()) {
    // A hand that seats sit out has its own rules (Jamaican French `playOut`).
    const state = states[states.length - 1]!;
    const scored = family.score(state, r, nextHandRules(family, o, rules, state), i);
    if (!scored.ok) throw new Error(scored.error.message);
    states.push(scored.value.state);
    hands.push(scored.value.hand);
  }
  return { rules, states, hands };
}

/** The last state of `play`. */
export function after(id: RuleFamily, options: Record<string, unknown>, results: readonly HandResult[], seats?: number): MatchState {
  const { states } = play(id, options, results, seats);
  return states[states.length - 1]!;
}

/** Replays a hand under a family's rules; throws if a move is refused. */
export function replayUnder(
  id: RuleFamily,
  options: Record<string, unknown>,
  pose: Pose,
  moves: readonly Move[],
  dealt?: Bone[][],
  seats?: number,
): Hand {
  const family = FAMILIES[id];
  const rules = family.handRules(family.options.parse(options), seats ?? Math.max(...family.seatCounts));
  const r = replayHand({ rules, pose, seatNames: NAMES.slice(0, rules.seats), ...(dealt && { dealt }) }, moves);
  if (!r.ok) throw new Error(`move ${r.error.move}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

export const p = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
export const pass = (seat: number): Move => ({ seat, pass: true });
export const draw = (seat: number, what: number | Bone[]): Move => ({ seat, draw: what });

/** A partnership preset with Latin variants turned on (latin-partnership.txt). */
export interface VariantPreset {
  readonly rules: RuleFamily;
  readonly options: Record<string, unknown>;
}

/**
 * Presets with the Latin variants on: run through properties.test.ts's checks for every preset
 * (valid, broken at one move, posed right) and latin-variants-properties.test.ts's score model.
 */
export const LATIN_VARIANT_PRESETS: readonly VariantPreset[] = [
  { rules: 'latin-partnership', options: { blockScore: 'both', passBonus: true, mustStartDouble: true, redeal: 'four' } },
  { rules: 'latin-partnership', options: { blockTie: 'last-team-loses', starter: 'winning-team', mustStartDouble: true, roundDown10: true, passBonus: true } },
  { rules: 'latin-partnership', options: { blockTie: 'deal-again', scoring: 'all', blockScore: 'both', target: 60 } },
  { rules: 'doscientos', options: { passBonus: true, roundDown10: true, redeal: 'five', target: 150 } },
  { rules: 'quinientos', options: { chuchazo: 'any', passBonus: true } },
  { rules: 'quinientos', options: { chuchazo: 'one-blank-end', blockTie: 'last-team', target: 300 } },
];
