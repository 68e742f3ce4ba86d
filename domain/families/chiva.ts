/**
 * Chiva, the Puerto Rican game for two or three: a draw game, 7 bones each, 4 wins while another
 * player has none, everyone back to 0 when all have won.
 *
 * Source: caribbean-jamaican-haitian-puerto-rican.txt, "Puerto Rico": "The 2- and 3-player
 * versions of Chiva are played as draw games, each player receiving 7 tiles. A player who cannot
 * play draws tiles from the boneyard until able to play or until the boneyard is empty. In the
 * 3-player game the object is to win 4 games while one of the other players has none. If all three
 * players win a game before anyone has reached 4 wins, all three players' scores are reset to
 * zero." The scoring is Cut Throat's (jamaican-cut-throat.ts); docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { HandRules } from '../rules.ts';
import { notSportingHighest, shutoutScoring, SPORTING_HIGHEST } from './jamaican-cut-throat.ts';
import type { Family } from './types.ts';
import { noDoubleOption } from './types.ts';

export const chivaOptions = z
  .object({
    /** The first hand: the 6-6 holder poses the 6-6 (tournament) or any bone (sporting). */
    pose: z.enum(['tournament', 'sporting']).default('tournament'),
    /** "the object is to win 4 games while one of the other players has none". */
    target: z.number().int().min(1).default(4),
    /**
     * The key bone's extra point, as in the Jamaican partner game, for tables that count it. Off
     * by default: the Chiva text counts games ("win 4 games while one of the other players has
     * none") and never mentions the key bone (issue 18 item 21).
     */
    keyBone: z.boolean().default(false),
    /** A hand whose 6-6 lies in the boneyard: thrown in, or HendyDom's highest-bone start. */
    noDouble: noDoubleOption,
  })
  .strict()
  .refine(notSportingHighest, SPORTING_HIGHEST);

function chivaHand(seats: number, keyBone: boolean): HandRules {
  return {
    maxPip: 6,
    seats,
    handSize: 7, // "each player receiving 7 tiles"
    teamOf: Array.from({ length: seats }, (_, s) => s),
    removed: [],
    rest: 'boneyard', // "played as draw games"
    bonuses: keyBone ? ['key-bone'] : [],
    block: 'fewest-pips-seat',
    blockTie: 'tie',
    holdingsNeeded: 'block',
  };
}

const HANDS = new Map<string, HandRules>([2, 3].flatMap((seats) => [true, false].map((k) => [`${seats}/${k}`, chivaHand(seats, k)] as const)));

export const chiva: Family = {
  id: 'chiva',
  name: 'Chiva',
  seatCounts: [2, 3],
  options: chivaOptions,
  // Our reading, as for Cut Throat's draw game: the 6-6 in the boneyard means a fresh shuffle;
  // under HendyDom's highest-bone start every hand can begin.
  redeal: (options) => options['noDouble'] === 'redeal',
  redealOnlyIfUndealt: true,
  handRules: (options, seats) => HANDS.get(`${seats}/${(options as z.output<typeof chivaOptions>).keyBone}`)!,
  ...shutoutScoring,
};
