/**
 * Cuban partnership dominoes (Dominó de Parejas): double-nine, 10 bones each, 15 sleeping,
 * the winners score the pips their opponents hold, first to 100.
 *
 * Source: cuban.txt. docs/rules.md has every option and the readings chosen.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, HandScore, MatchState, ScoreNote } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, pipsOfOthers, withSide } from './types.ts';

export const cubanOptions = z
  .object({
    /** "The first team to achieve a cumulative score of 100 points or more wins the game." */
    target: z.number().int().min(1).default(100),
    /** Who starts the next hand: either player of the winning team, or ("some play") the winner. */
    starter: z.enum(['winning-team', 'winner']).default('winning-team'),
    /** "The partnership game is sometimes played with a double-six set of 28 tiles". */
    set: z.enum(['double-nine', 'double-six']).default('double-nine'),
    /**
     * Who poses the first hand: any seat (settled at the table), or "Some play that the holder of
     * the highest double dealt makes the first play of the first round".
     */
    firstPose: z.enum(['any', 'highest-double']).default('any'),
  })
  .strict();

export type CubanOptions = z.output<typeof cubanOptions>;

const common = {
  seats: 4,
  teamOf: [0, 1, 0, 1],
  removed: [],
  bonuses: [],
  // "the round is blocked … the winner is the player with fewest pips on their remaining tiles";
  // "In the event of a tied blocked round, in which two opponents have equally low pip totals,
  // no points are scored".
  block: 'fewest-pips-seat',
  blockTie: 'tie',
  // "The winner's team scores the total number of spots on the remaining tiles held by their
  // opponents": after a domino too, and only the opponents' (the winner's partner's are optional,
  // issue 18 item 7).
  holdingsNeeded: 'always',
  dominoCounts: 'others',
} as const;

/** "Each player in turn then draws ten tiles … The remaining 15 tiles remain face down and are not used during the round." */
export const CUBAN_HAND: HandRules = { ...common, maxPip: 9, handSize: 10, rest: 'sleeping' };
/** "each player draws 7 tiles and all tiles are in play". */
export const CUBAN_DOUBLE_SIX_HAND: HandRules = { ...common, maxPip: 6, handSize: 7, rest: 'sleeping' };

export const cuban: Family = {
  id: 'cuban',
  name: 'Cuban',
  seatCounts: [4],
  options: cubanOptions,
  // "Any player who draws 5 or more doubles can show them before the play begins, in which case
  // the tiles must be thrown in and mixed again"; and, under the highest-double start, "If nobody
  // holds a double, players turn in their hands and it is redealt".
  redeal: () => true,
  // Checked against the deal when the record gives it (domain/record.ts): five doubles, unless the
  // hand could not begin.
  redealDoubles: () => 5,
  handRules: (options) => ((options as CubanOptions).set === 'double-six' ? CUBAN_DOUBLE_SIX_HAND : CUBAN_HAND),
  start(options, rules) {
    const o = options as CubanOptions;
    // "The first player may begin by playing any tile from their hand." Who he is was settled at
    // the table (a tile drawn at random, even or odd …), so any seat may pose the first hand.
    if (o.firstPose === 'any') return freshMatch(options, rules, { by: 'anyone' });
    // "Some play that the holder of the highest double dealt makes the first play of the first
    // round": our reading, with that double (as the partner game's 6-6). With the double-six set
    // "all tiles are in play", so the highest double dealt is the 6-6.
    return freshMatch(options, rules, o.set === 'double-six' ? HOLDER_66 : { by: 'highest-double' });
  },
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as CubanOptions;
    const base = { ...state, hands: state.hands + 1 };
    const posers = result.poser % 2;
    if (result.winner === null) {
      // "the starting player for the next round is a member of the team that did not start the
      // tied round"; with `starter: "winner"`, "the next round is started by the tied player on the
      // team that did not start the tied round" (either, if both tied).
      const other = 1 - posers;
      const pose: Pose =
        o.starter === 'winner' ? { by: 'seats', seats: result.seats.filter((s) => s % 2 === other) } : { by: 'team', team: other, why: 'tie-other-team' };
      const next: MatchState = { ...base, pose, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    // Settling made sure the pips are known (holdingsNeeded 'always').
    const points = pipsOfOthers(rules, result.pips ?? [], w);
    const score = withSide(state.score, w, state.score[w]! + points);
    // "The starting player for the next round is a member of the winning team"; "some play that
    // the winner of each round starts the next" (partners tied for fewest: either).
    const pose: Pose = o.starter === 'winner' ? { by: 'seats', seats: result.seats } : { by: 'team', team: w };
    const winner = score[w]! >= o.target ? w : null;
    const notes: ScoreNote[] = [];
    // "If the winning team reaches 100 before the other team has scored any points at all, this is
    // known as a 'pollona'. Achieving this by scoring 100 or more in a single round is known as a
    // 'viajera'." They score nothing extra.
    if (winner !== null && score[1 - w] === 0) {
      notes.push('pollona');
      if (points >= o.target) notes.push('viajera');
    }
    const hand: HandScore = { points, bruk: false, playoffNext: false, ...(notes.length > 0 && { notes }) };
    return ok({ state: { ...base, score, pose, winner, tiesInRow: 0 }, hand });
  },
};
