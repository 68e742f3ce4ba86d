/**
 * Doscientos: the Puerto Rican partnership game to 200, the winners scoring every unplayed pip.
 *
 * Source: latin-partnership.txt: "Jose Carillo's page describes a number of versions of this game
 * played in Puerto Rico. In these games the winners of each game score the total of all unplayed
 * tiles, and it is the winner of each game who starts the next. Sometimes the game is played to
 * 100 points but it is more popular to play to 200 points - this game is called Doscientos (200).
 * There are several variations in the case of blocked games. Normally a blocked game is won by
 * the team with fewer points, and the member of that team with fewer points starts next. In case
 * of a draw, either there is no score and in the next game the holder of the [6-6] starts, or the
 * team that played first wins and the member of that team with fewer points starts next, or the
 * team that played last wins and the player who blocked the game starts next. Some play that in
 * any blocked game, even if it is not a draw, the winner is either the person who played last or
 * the player to his right, whoever has fewer points. In all cases the winning team scores the
 * total points of all four players." docs/rules.md has the readings.
 */
import { z } from 'zod';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, MatchState } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, withSide } from './types.ts';

export const doscientosOptions = z
  .object({
    /** "it is more popular to play to 200 points"; "Sometimes the game is played to 100 points". */
    target: z.number().int().min(1).default(200),
    /** Who wins a block: 'team' ("the team with fewer points"), 'last-or-right' ("the person who played last or the player to his right, whoever has fewer points"). */
    block: z.enum(['team', 'last-or-right']).default('team'),
    /** A draw in a block: no score; "the team that played first wins"; "the team that played last wins". */
    blockTie: z.enum(['no-score', 'first-team', 'last-team']).default('no-score'),
  })
  .strict();

export type DoscientosOptions = z.output<typeof doscientosOptions>;

const TIE = { 'no-score': 'tie', 'first-team': 'poser-team', 'last-team': 'last-team' } as const;
const hands = new Map<string, HandRules>();

function handRules(o: DoscientosOptions): HandRules {
  const key = `${o.block}/${o.blockTie}`;
  const cached = hands.get(key);
  if (cached) return cached;
  const rules: HandRules = {
    maxPip: 6,
    seats: 4,
    handSize: 7,
    teamOf: [0, 1, 0, 1],
    removed: [],
    rest: 'sleeping', // every bone is dealt
    bonuses: [],
    block: o.block === 'team' ? 'fewest-pips-team' : 'last-or-next',
    blockTie: TIE[o.blockTie],
    holdingsNeeded: 'always',
  };
  hands.set(key, rules);
  return rules;
}

export const doscientos: Family = {
  id: 'doscientos',
  name: 'Doscientos',
  seatCounts: [4],
  options: doscientosOptions,
  redeal: () => false,
  handRules: (options) => handRules(options as DoscientosOptions),
  start: (options, rules) =>
    // The partnership game: "the player with the [6-6] begins and must lead this tile".
    freshMatch(options, rules, HOLDER_66),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const base = { ...state, hands: state.hands + 1 };
    if (result.winner === null) {
      // "either there is no score and in the next game the holder of the [6-6] starts".
      const next: MatchState = { ...base, pose: HOLDER_66, tiesInRow: state.tiesInRow + 1 };
      return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
    }
    const w = result.winner;
    const pips = result.pips ?? [];
    // "In all cases the winning team scores the total points of all four players."
    const points = pips.reduce((a, b) => a + b, 0);
    const score = withSide(state.score, w, state.score[w]! + points);
    // "it is the winner of each game who starts the next": the seat that went out; after a block
    // "the member of that team with fewer points" (both, if equal), "the player who blocked the
    // game" when the last team wins a draw, the winner himself under 'last-or-right'.
    let seats: number[];
    if (result.outcome === 'domino' || result.tieBroken === 'last-team' || rules.block === 'last-or-next') seats = [...result.seats];
    else {
      const team = [0, 1, 2, 3].filter((s) => rules.teamOf[s] === w);
      const fewest = Math.min(...team.map((s) => pips[s]!));
      seats = team.filter((s) => pips[s] === fewest);
    }
    const winner = score[w]! >= state.options.target ? w : null;
    return ok({ state: { ...base, score, pose: { by: 'seats', seats }, winner, tiesInRow: 0 }, hand: { points, bruk: false, playoffNext: false } });
  },
};
