/**
 * The Haitian partner game: Dekabès, 4 points, tied blocked rounds worth 2.
 *
 * Source: caribbean-jamaican-haitian-puerto-rican.txt, the section on Haiti ("This section is
 * based on information from Steve Fleurant"). docs/rules.md has every option and the readings.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, HandScore, MatchState } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, withSide } from './types.ts';

export const haitianOptions = z
  .object({
    /** "If the round after a tied blocked round is won with Dekabès … four points"; "Some play … only 3 points". */
    dekabesAfterTie: z.union([z.literal(4), z.literal(3)]).default(4),
    /** "The first team that achieves a cumulative score of 4 or more points wins the game." */
    target: z.number().int().min(1).default(4),
    /**
     * A block where two opponents tie for the fewest pips: 'no-score' ("there is no score for the
     * tied round"), or 'lower-seat', won for the tied seat with the lower seat number (LeoDomino's
     * Haitian game; issue 19 item 10).
     */
    blockTie: z.enum(['no-score', 'lower-seat']).default('no-score'),
  })
  .strict();

export type HaitianOptions = z.output<typeof haitianOptions>;

/** "four players in fixed partnerships using a 6:6 set of 28 dominoes … each player takes 7". */
export const HAITIAN_HAND: HandRules = {
  maxPip: 6,
  seats: 4,
  handSize: 7,
  teamOf: [0, 1, 0, 1],
  removed: [],
  rest: 'sleeping', // every bone is dealt
  bonuses: ['dekabes'],
  // "If the game is blocked, the individual player with the fewest spots on their unplayed
  // dominoes wins … If the game is blocked and two opponents tie for least points, there is no
  // score for the tied round."
  block: 'fewest-pips-seat',
  blockTie: 'tie',
  holdingsNeeded: 'block',
};

/** The same hands where two opponents tied for the fewest give the hand to the lower seat (issue 19 item 10). */
const HAITIAN_HAND_LOWER_SEAT: HandRules = { ...HAITIAN_HAND, blockTie: 'lower-seat' };

export const haitian: Family = {
  id: 'haitian',
  name: 'Haitian',
  seatCounts: [4],
  options: haitianOptions,
  // "Any player who draws five or more doubles is entitled to demand a reshuffle."
  redeal: () => true,
  // Checked against the deal when the record gives it (domain/record.ts): five doubles, unless the
  // hand could not begin.
  redealDoubles: () => 5,
  handRules: (options) => ((options as HaitianOptions).blockTie === 'lower-seat' ? HAITIAN_HAND_LOWER_SEAT : HAITIAN_HAND),
  start: (options, rules) =>
    // "In the first round the holder of the 6:6 starts by playing it."
    freshMatch(options, rules, HOLDER_66),
  score(state, result) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as HaitianOptions;
    const base = { ...state, hands: state.hands + 1 };
    if (result.winner === null) {
      // "The next round is started by the same team that started the tied round, and scores two
      // points instead of one … If there are two or more consecutive tied blocked rounds, the score
      // for the next round with a winner is not further increased: it is still two points."
      const pose: Pose = { by: 'team', team: result.poser % 2, why: 'tie-same-team' };
      const next: MatchState = { ...base, pose, nextValue: 2, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    const dekabes = result.bonuses.includes('dekabes');
    // "If a player manages to play all their dominoes, they win and their team normally scores
    // one point. Dekabès … the winning team scores two points." After a tie: 2, and "If the round
    // after a tied blocked round is won with Dekabès … four points" (or 3, `dekabesAfterTie`).
    const value = state.nextValue > 1 ? (dekabes ? o.dekabesAfterTie : state.nextValue) : dekabes ? 2 : 1;
    // "At the end of each round the winning team adds their points to their score and the losing
    // team's score is reset to zero."
    const lost = state.score[1 - w]! > 0;
    const score = withSide([0, 0], w, state.score[w]! + value);
    // "Subsequent rounds are started by a member of the team that won the previous round."
    const pose: Pose = { by: 'team', team: w };
    const winner = score[w]! >= o.target ? w : null;
    const hand: HandScore = { points: value, bruk: false, playoffNext: false, ...(lost && { notes: ['losers-to-zero'] as const }) };
    return ok({ state: { ...base, score, pose, winner, nextValue: 1, tiesInRow: 0 }, hand });
  },
};
