/**
 * Sudan: the partnership game, the winners scoring every unplayed pip, to 51 (or, with the double
 * blank counting 50, to 101).
 *
 * Source: latin-partnership.txt: "In Sudan, according to the Great Lakes Folk Festival site, the
 * winners score the total of all unplayed tiles and the target score to win the game is 51. There
 * is a variation in which the double blank counts 50 points instead of zero, and the target score
 * is then 101." Everything else is the partnership game of the same text, so the scoring is
 * latin-partnership.ts's with `scoring: "all"`; docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { HandRules } from '../rules.ts';
import { latinPartnership } from './latin-partnership.ts';
import type { Family, FamilyOptions } from './types.ts';

export const sudanOptions = z
  .object({
    /** "a variation in which the double blank counts 50 points instead of zero". */
    doubleBlank50: z.boolean().default(false),
    /** "the target score to win the game is 51" ("… is then 101" with the variation). */
    target: z.number().int().min(1).optional(),
  })
  .strict()
  .transform((o) => ({ ...o, target: o.target ?? (o.doubleBlank50 ? 101 : 51) }));

export type SudanOptions = z.output<typeof sudanOptions>;

// Scored on "all unplayed tiles" (`asPartnership`): after a domino every seat's holdings are read.
const base: HandRules = latinPartnership.handRules(latinPartnership.options.parse({ scoring: 'all' }), 4);
/** The partnership game's hands; the double blank counts 50 in the variation. */
export const SUDAN_HAND: HandRules = base;
export const SUDAN_DOUBLE_BLANK_HAND: HandRules = { ...base, doubleBlankPips: 50 };

/** The partnership game's options this game fixes: every unplayed pip, the start passing round. */
function asPartnership(options: FamilyOptions): FamilyOptions {
  return { ...latinPartnership.options.parse({ scoring: 'all' }), ...options, target: options.target };
}

export const sudan: Family = {
  id: 'sudan',
  name: 'Sudan',
  seatCounts: [4],
  options: sudanOptions,
  redeal: () => false,
  handRules: (options) => ((options as SudanOptions).doubleBlank50 ? SUDAN_DOUBLE_BLANK_HAND : SUDAN_HAND),
  start: (options, rules) => latinPartnership.start(asPartnership(options), rules),
  score: (state, result, rules, hand) => latinPartnership.score(state, result, rules, hand),
};
