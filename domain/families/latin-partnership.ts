/**
 * Latin partnership dominoes: double-six, partners, 7 each, the winners score the pips the
 * losing team holds, first to 100.
 *
 * Source: latin-partnership.txt ("Partnership Dominoes"). docs/rules.md has every option and the
 * readings chosen.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, HandScore, MatchState } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, pipsOfOthers, withSide } from './types.ts';

export const latinOptions = z
  .object({
    /** "The first team that achieves a cumulative score of 100 points or more wins the match." */
    target: z.number().int().min(1).default(100),
    /**
     * Who starts a hand after the first: 'rotate' ("the turn to start passes to the right"),
     * 'winning-team' ("Some play that … play is started by a member of the team that won the
     * previous deal"), 'double-six' ("Some play that every deal is started by the holder of the
     * double six, who must begin with this tile").
     */
    starter: z.enum(['rotate', 'winning-team', 'double-six']).default('rotate'),
    /** 'losers': "the pip total of the losing team's unplayed tiles"; 'all': "the total pips on all unplayed tiles". */
    scoring: z.enum(['losers', 'all']).default('losers'),
    /** Equal pip totals in a block: no score; "the side that played first wins"; "the side … with more unplayed tiles wins". */
    blockTie: z.enum(['no-score', 'first-team', 'more-bones']).default('no-score'),
    /** "Some players divide all scores by 10, rounding down, but with scores less than 10 counting as 1 point." */
    divideBy10: z.boolean().default(false),
  })
  .strict();

export type LatinOptions = z.output<typeof latinOptions>;

const BLOCK_TIE = { 'no-score': 'tie', 'first-team': 'poser-team', 'more-bones': 'more-bones' } as const;

/** "There are four players in fixed partnerships … A double six set of 28 tiles … seven tiles each." */
function latinHand(blockTie: LatinOptions['blockTie']): HandRules {
  return {
    maxPip: 6,
    seats: 4,
    handSize: 7,
    teamOf: [0, 1, 0, 1],
    removed: [],
    rest: 'sleeping', // every bone is dealt
    bonuses: [],
    // "A blocked game … is won by the team whose unplayed tiles have the lower pip total."
    block: 'fewest-pips-team',
    blockTie: BLOCK_TIE[blockTie],
    holdingsNeeded: 'always',
  };
}

const HANDS = {
  'no-score': latinHand('no-score'),
  'first-team': latinHand('first-team'),
  'more-bones': latinHand('more-bones'),
};


/**
 * "39 points are scored as 3 and all scores from 1 to 19 count as 1": divided by 10, rounded
 * down, 1 to 19 counting 1, 0 staying 0.
 */
export function dividedBy10(points: number): number {
  if (points === 0) return 0;
  return points < 20 ? 1 : Math.floor(points / 10);
}

export const latinPartnership: Family = {
  id: 'latin-partnership',
  name: 'Latin Partnership',
  seatCounts: [4],
  options: latinOptions,
  // "Some play that a player who has five or more doubles can show them … most do not allow any
  // redeals": the default game has none.
  redeal: () => false,
  handRules: (options) => HANDS[(options as LatinOptions).blockTie],
  start: (options, rules) =>
    // "In the first deal of a new session, the player with the [6-6] begins and must lead this tile."
    freshMatch(options, rules, HOLDER_66),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as LatinOptions;
    const base = { ...state, hands: state.hands + 1 };
    const w = result.winner;
    // "In subsequent deals, the turn to start passes to the right, and the player may start with
    // any tile they choose": the seat after the last hand's poser, tied hands included.
    const pose: Pose =
      o.starter === 'rotate'
        ? { by: 'seats', seats: [(result.poser + 1) % rules.seats] }
        : o.starter === 'double-six' || w === null
          ? HOLDER_66 // our reading: after a hand nobody won, as at the start of a session
          : { by: 'team', team: w };
    if (w === null) {
      // "If the teams have equal pip totals in a blocked game there is no score for that deal."
      const next: MatchState = { ...base, pose, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    // Settling made sure the pips are known (holdingsNeeded 'always').
    const pips = result.pips ?? [];
    const raw = o.scoring === 'all' ? pips.reduce((a, b) => a + b, 0) : pipsOfOthers(rules, pips, w);
    const points = o.divideBy10 ? dividedBy10(raw) : raw;
    const score = withSide(state.score, w, state.score[w]! + points);
    const winner = score[w]! >= o.target ? w : null;
    const hand: HandScore = { points, bruk: false, playoffNext: false, ...(o.divideBy10 && { notes: ['divided'] as const, pips: raw }) };
    return ok({ state: { ...base, score, pose, winner, tiesInRow: 0 }, hand });
  },
};
