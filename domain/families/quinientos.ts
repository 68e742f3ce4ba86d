/**
 * Quinientos: the Puerto Rican game of Doscientos played to 500, with bonuses for the first four
 * games.
 *
 * Source: latin-partnership.txt: "In the variation Quinientos (500), played to 500 points, there
 * is a bonus of 100 points for the winners of the first game of a match, 75 for the second, 50 for
 * the third, 25 for the fourth, and no bonus for subsequent games. If any of the first four games
 * is blocked, the corresponding bonus is not scored. Note: winning a trancado (blocked game) never
 * earns a bonus". Everything else is Doscientos (doscientos.ts); docs/rules.md has the readings.
 */
import { z } from 'zod';
import { ok } from '../result.ts';
import { doscientos, doscientosOptions } from './doscientos.ts';
import type { Family } from './types.ts';
import { withSide } from './types.ts';

export const quinientosOptions = doscientosOptions.extend({ target: z.number().int().min(1).default(500) }).strict();

/** "100 points for the winners of the first game of a match, 75 for the second, 50 for the third, 25 for the fourth". */
export const GAME_BONUSES = [100, 75, 50, 25] as const;

export const quinientos: Family = {
  id: 'quinientos',
  name: 'Quinientos',
  seatCounts: [4],
  options: quinientosOptions,
  redeal: () => false,
  handRules: doscientos.handRules,
  start: doscientos.start,
  score(state, result, rules) {
    const scored = doscientos.score(state, result, rules);
    // The game's number is the hands played before it (a redeal is not a game); a tied or blocked
    // game keeps its place in the count but scores no bonus.
    const bonus = GAME_BONUSES[state.hands] ?? 0;
    if (!scored.ok || result.winner === null || result.outcome !== 'domino' || bonus === 0) return scored;
    const { state: next, hand } = scored.value;
    const w = result.winner;
    const score = withSide(next.score, w, next.score[w]! + bonus);
    const winner = score[w]! >= state.options.target ? w : null;
    return ok({ state: { ...next, score, winner }, hand: { ...hand, points: hand.points + bonus, gameBonus: bonus } });
  },
};
