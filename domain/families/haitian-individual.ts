/**
 * The Haitian games each for oneself: two players (a draw game, a block game, or 14 each), three
 * players (the 0-0 taken out, 9 each) and four players (7 each), scored as the partner game.
 *
 * Source: caribbean-jamaican-haitian-puerto-rican.txt, the section on Haiti, "Two-Player Game",
 * "Three-Player Game" and "Four-Player Individual Game". The partner game is haitian.ts;
 * docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, HandScore, MatchState } from './types.ts';
import { freshMatch, matchOver, noDoubleOption, sixSixPose } from './types.ts';

export const haitianIndividualOptions = z
  .object({
    /** "If the round after a tied blocked round is won with Dekabès … four points"; "Some play … only 3 points". */
    dekabesAfterTie: z.union([z.literal(4), z.literal(3)]).default(4),
    /** "A player needs to score 4 or more points consecutively to win". */
    target: z.number().int().min(1).default(4),
    /**
     * Two players: "1. A draw game, in which each player draws 7 dominoes. The remaining 14 dominoes
     * are placed face down in a 'boneyard' … 2. A block game, in which each player draws 7
     * dominoes, the remaining 14 dominoes are out of play … 3. A game in which each player draws 14
     * dominoes".
     */
    twoPlayers: z.enum(['draw', 'block', 'fourteen-each']).default('draw'),
    /**
     * Two players with 7 each: a hand whose 6-6 was not dealt, thrown in (our reading), or
     * HendyDom's highest-bone start (`sixSixPose`).
     */
    noDouble: noDoubleOption,
  })
  .strict();

export type HaitianIndividualOptions = z.output<typeof haitianIndividualOptions>;

const rulesCache = new Map<string, HandRules>();

function handRules(options: HaitianIndividualOptions, seats: number): HandRules {
  const key = `${seats}/${options.twoPlayers}`;
  const cached = rulesCache.get(key);
  if (cached) return cached;
  const two = options.twoPlayers;
  const rules: HandRules = {
    maxPip: 6,
    seats,
    // Three players: "The double blank is removed from the set and each player draws 9 tiles";
    // four: "Each player draws 7 dominoes".
    handSize: seats === 2 ? (two === 'fourteen-each' ? 14 : 7) : seats === 3 ? 9 : 7,
    teamOf: Array.from({ length: seats }, (_, s) => s),
    removed: seats === 3 ? [[0, 0]] : [],
    rest: seats === 2 && two === 'draw' ? 'boneyard' : 'sleeping',
    bonuses: ['dekabes'],
    block: 'fewest-pips-seat',
    blockTie: 'tie',
    holdingsNeeded: 'block',
  };
  rulesCache.set(key, rules);
  return rules;
}

export const haitianIndividual: Family = {
  id: 'haitian-individual',
  name: 'Haitian (each for oneself)',
  seatCounts: [2, 3, 4],
  options: haitianIndividualOptions,
  // "Any player who draws five or more doubles is entitled to demand a reshuffle" (the partner
  // game); and, our reading, a fresh shuffle when the 6-6 the first hand needs is not dealt.
  redeal: () => true,
  // Checked against the deal when the record gives it (domain/record.ts): five doubles, unless the
  // hand could not begin.
  redealDoubles: () => 5,
  handRules: (options, seats) => handRules(options as HaitianIndividualOptions, seats),
  start: (options, rules) =>
    // The partner game: "In the first round the holder of the 6:6 starts by playing it"; with 14
    // each, "begun by the holder of the highest double", which with every bone dealt is the 6-6.
    // `noDouble: 'highest-bone'`: with 7 each, the highest double dealt, else the highest bone.
    freshMatch(options, rules, sixSixPose(options, rules, true)),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as HaitianIndividualOptions;
    const base = { ...state, hands: state.hands + 1 };
    if (result.winner === null) {
      // "After a tied blocked round, if the player that started the round was involved in the
      // tie, the same player starts the next round; if not, the holder of the 6:6 starts the next
      // round by playing the 6:6." The next round scores two points (the partner game).
      const pose: Pose = result.seats.includes(result.poser) ? { by: 'seats', seats: [result.poser] } : sixSixPose(state.options, rules, true);
      const next: MatchState = { ...base, pose, nextValue: 2, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    const dekabes = result.bonuses.includes('dekabes');
    // "The scoring is the same as in the 4-player partner game": 1, Dekabès 2; after a tie 2, and
    // Dekabès 4 (or 3).
    const value = state.nextValue > 1 ? (dekabes ? o.dekabesAfterTie : state.nextValue) : dekabes ? 2 : 1;
    // "A player needs to score 4 or more points consecutively to win: a player who loses a round
    // has their score reset to zero."
    const lost = state.score.some((p, side) => side !== w && p > 0);
    const score = state.score.map((p, side) => (side === w ? p + value : 0));
    const winner = score[w]! >= o.target ? w : null;
    const hand: HandScore = { points: value, bruk: false, playoffNext: false, ...(lost && { notes: ['losers-to-zero'] as const }) };
    // The winner of a round starts the next (the partner game's "team that won the previous round").
    return ok({ state: { ...base, score, pose: { by: 'team', team: w }, winner, nextValue: 1, tiesInRow: 0 }, hand });
  },
};
