/**
 * Lankford's Cuban draw game: a double-six draw game for 2, 3 or 4 players each for oneself; every
 * hand opens with a double, the winner scores his opponents' pips less his own, first to 100.
 *
 * Source: cuban.txt, the paragraph on Mary D. Lankford's "Dominoes around the World": "Lankford's
 * Cuban Dominoes is a draw game with a double six set played by 2, 3 or 4 players as individuals.
 * 2 players begin with 7 tiles each, 3 with 5 tiles each and 4 with 4 tiles each, the remainder
 * forming a boneyard from which players unable to play draw new tiles during the game. The first
 * player must begin with a double, drawing tiles if necessary until a double is obtained. …
 * A blocked round is won by the player with the lowest pip total remaining. The winner scores the
 * total pip count of their opponents' unplayed tiles less the pip count of their own tiles if any.
 * The first player to achieve a cumulative score of 100 or more wins the game."
 * docs/rules.md has the readings chosen where the text is silent.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, HandScore, MatchState } from './types.ts';
import { freshMatch, matchOver, pipsOfOthers, withSide } from './types.ts';

export const cubanDrawOptions = z
  .object({
    /** "The first player to achieve a cumulative score of 100 or more wins the game." */
    target: z.number().int().min(1).default(100),
  })
  .strict();

export type CubanDrawOptions = z.output<typeof cubanDrawOptions>;

/** "2 players begin with 7 tiles each, 3 with 5 tiles each and 4 with 4 tiles each". */
const HAND_SIZE: Readonly<Record<number, number>> = { 2: 7, 3: 5, 4: 4 };

function cubanDrawHand(seats: number): HandRules {
  return {
    maxPip: 6, // "a draw game with a double six set"
    seats,
    handSize: HAND_SIZE[seats]!,
    teamOf: Array.from({ length: seats }, (_, s) => s), // "played by 2, 3 or 4 players as individuals"
    removed: [],
    // "the remainder forming a boneyard from which players unable to play draw new tiles … When the
    // boneyard is empty play continues without drawing: players who cannot play must then pass."
    rest: 'boneyard',
    bonuses: [],
    // "A blocked round is won by the player with the lowest pip total remaining." Two or more tied
    // for lowest: our reading, as the partnership game's "tied blocked round … no points are scored".
    block: 'fewest-pips-seat',
    blockTie: 'tie',
    // "The winner scores the total pip count of their opponents' unplayed tiles": after a domino too.
    holdingsNeeded: 'always',
    // Each for himself: the others are every seat but the one that went out.
    dominoCounts: 'others',
    // "The first player must begin with a double, drawing tiles if necessary until a double is obtained."
    openWithDouble: true,
  };
}

const HANDS = new Map<number, HandRules>([2, 3, 4].map((seats) => [seats, cubanDrawHand(seats)] as const));

export const cubanDraw: Family = {
  id: 'cuban-draw',
  name: "Lankford's Cuban draw game",
  seatCounts: [2, 3, 4],
  options: cubanDrawOptions,
  // Our reading: a first player who draws the whole boneyard without a double cannot begin, and the
  // hand is thrown in (the same page: "If nobody holds a double, players turn in their hands and it
  // is redealt"); the engine refuses his pass and says so, and domain/throw-in.ts says when the
  // hand may be thrown in after his draws (docs/rules.md has the other reading).
  redeal: () => true,
  handRules: (_options, seats) => HANDS.get(seats)!,
  start: (options, rules) =>
    // "The first player must begin with a double": who he is the text does not say, so it was
    // settled at the table and any seat may pose the first hand (as in the partnership game).
    freshMatch(options, rules, { by: 'anyone' }),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as CubanDrawOptions;
    const base = { ...state, hands: state.hands + 1 };
    if (result.winner === null) {
      // A block tied for the lowest pips: nobody scores, and one of the tied players who did not
      // pose the tied hand poses the next (our reading of the partnership game's "the next round is
      // started by the tied player on the team that did not start the tied round", each player
      // being his own team here).
      const others = result.seats.filter((s) => s !== result.poser);
      const pose: Pose = { by: 'seats', seats: others };
      const next: MatchState = { ...base, pose, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    // Settling made sure the pips are known (holdingsNeeded 'always'). "The winner scores the total
    // pip count of their opponents' unplayed tiles less the pip count of their own tiles if any":
    // never below 1, since a block's winner holds fewer pips than each opponent.
    const pips = result.pips ?? [];
    const own = pips[w] ?? 0;
    const points = pipsOfOthers(rules, pips, w) - own;
    const score = withSide(state.score, w, state.score[w]! + points);
    // Our reading: the winner of a round poses the next (the partnership game's "some play that the
    // winner of each round starts the next"), with any double.
    const pose: Pose = { by: 'seats', seats: [w] };
    const winner = score[w]! >= o.target ? w : null;
    const hand: HandScore = { points, bruk: false, playoffNext: false, ...(own > 0 && { notes: ['less-own-pips'] as const }) };
    return ok({ state: { ...base, score, pose, winner, tiesInRow: 0 }, hand });
  },
};
