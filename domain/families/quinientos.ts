/**
 * Quinientos: the Puerto Rican game of Doscientos played to 500, with bonuses for the first four
 * games.
 *
 * Source: latin-partnership.txt: "In the variation Quinientos (500), played to 500 points, there
 * is a bonus of 100 points for the winners of the first game of a match, 75 for the second, 50 for
 * the third, 25 for the fourth, and no bonus for subsequent games. If any of the first four games
 * is blocked, the corresponding bonus is not scored. Note: winning a trancado (blocked game) never
 * earns a bonus, even if the final tile played (the tranque) is the chucha … Variation: some play
 * that 100 points for chuchazo are scored only when there is a blank at just one end of the line".
 * Everything else is Doscientos (doscientos.ts); docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { HandResult } from '../settle.ts';
import { doscientos, doscientosOptions, scoreDoscientos } from './doscientos.ts';
import type { Family } from './types.ts';

export const quinientosOptions = doscientosOptions
  .extend({
    target: z.number().int().min(1).default(500),
    /**
     * The chuchazo, going out with the 0-0 (the chucha): 'none'; 'any' (100 points); 'one-blank-end'
     * ("some play that 100 points for chuchazo are scored only when there is a blank at just one
     * end of the line, and the other end of the line is not blank").
     */
    chuchazo: z.enum(['none', 'any', 'one-blank-end']).default('none'),
  })
  .strict();

export type QuinientosOptions = z.output<typeof quinientosOptions>;

/** "100 points for the winners of the first game of a match, 75 for the second, 50 for the third, 25 for the fourth". */
export const GAME_BONUSES = [100, 75, 50, 25] as const;

/** "100 points for chuchazo". */
export const CHUCHAZO = 100;

/**
 * The chuchazo a hand earns. Only a domino: "winning a trancado (blocked game) never earns a bonus,
 * even if the final tile played (the tranque) is the chucha". Under 'one-blank-end': "If both ends
 * are blank winning with the chucha is just a dominao and no bonus is scored". The 0-0 goes on a
 * blank end and leaves it blank, so the ends after it show whether the other end was blank too.
 */
export function chuchazo(option: QuinientosOptions['chuchazo'], result: HandResult): number {
  if (option === 'none' || result.outcome !== 'domino') return 0;
  const bone = result.lastBone;
  if (!bone || bone[0] !== 0 || bone[1] !== 0) return 0;
  const ends = result.ends;
  if (option === 'one-blank-end' && ends && ends[0] === 0 && ends[1] === 0) return 0;
  return CHUCHAZO;
}

export const quinientos: Family = {
  id: 'quinientos',
  name: 'Quinientos',
  seatCounts: [4],
  options: quinientosOptions,
  redeal: doscientos.redeal,
  ...(doscientos.redealDoubles && { redealDoubles: doscientos.redealDoubles }),
  handRules: doscientos.handRules,
  start: doscientos.start,
  score: (state, result, rules) =>
    scoreDoscientos(state, result, rules, () => {
      // The game's number is the hands played before it (a redeal is not a game); a tied or
      // blocked game keeps its place in the count but scores no bonus.
      const game = result.outcome === 'domino' ? (GAME_BONUSES[state.hands] ?? 0) : 0;
      const chucha = chuchazo((state.options as QuinientosOptions).chuchazo ?? 'none', result);
      return { extra: game + chucha, ...(game > 0 && { gameBonus: game }), ...(chucha > 0 && { chuchazo: chucha }) };
    }),
};
