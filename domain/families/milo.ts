/**
 * Milo: partnership dominoes as played in Africa and parts of Indonesia, scored by hands.
 *
 * Source: latin-partnership.txt: "In Africa and parts of Indonesia, the game goes by the name Milo
 * and points are scored differently. The winning partnership gets one point for domino. If the
 * game is blocked, the partnership with the smallest total of pips on their tiles gets one point
 * for the round. If the tile that made domino causes both ends of the train to end in the same
 * suit, then the partnership scores two points. This is called a Milo … A game is five points."
 * The rest is the partnership game of the same text. docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, MatchState } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, withSide } from './types.ts';

export const miloOptions = z
  .object({
    /** "A game is five points." */
    target: z.number().int().min(1).default(5),
  })
  .strict();

/** The partnership game's hands: "four players in fixed partnerships … seven tiles each". */
export const MILO_HAND: HandRules = {
  maxPip: 6,
  seats: 4,
  handSize: 7,
  teamOf: [0, 1, 0, 1],
  removed: [],
  rest: 'sleeping', // every bone is dealt
  bonuses: ['milo'],
  // "the partnership with the smallest total of pips on their tiles gets one point".
  block: 'fewest-pips-team',
  blockTie: 'tie',
  holdingsNeeded: 'block',
};


export const milo: Family = {
  id: 'milo',
  name: 'Milo',
  seatCounts: [4],
  options: miloOptions,
  redeal: () => false,
  handRules: () => MILO_HAND,
  start: (options, rules) =>
    // The partnership game: "In the first deal of a new session, the player with the [6-6] begins
    // and must lead this tile."
    freshMatch(options, rules, HOLDER_66),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const base = { ...state, hands: state.hands + 1 };
    // "In subsequent deals, the turn to start passes to the right" (the partnership game).
    const pose: Pose = { by: 'seats', seats: [(result.poser + 1) % rules.seats] };
    if (result.winner === null) {
      // Our reading: equal team totals in a block score nothing, as in the partnership game.
      const next: MatchState = { ...base, pose, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    const points = result.bonuses.includes('milo') ? 2 : 1;
    const score = withSide(state.score, w, state.score[w]! + points);
    const winner = score[w]! >= state.options.target ? w : null;
    return ok({ state: { ...base, score, pose, winner, tiesInRow: 0 }, hand: { points, bruk: false, playoffNext: false } });
  },
};
