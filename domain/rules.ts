/**
 * Rule families as data (presets). A variant differs from another in these values, not in
 * branches scattered through the engine. docs/rules.md lists every rule and option with its source.
 */
import { z } from 'zod';
import type { MaxPip } from './bones.ts';
import type { Bonus } from './hand.ts';

/** What the hand engine needs to know about a rule family. */
export interface HandRules {
  readonly maxPip: MaxPip;
  /** Seats in order of play (anti-clockwise round the table). */
  readonly seats: number;
  /** Bones dealt to each seat. */
  readonly handSize: number;
  /** The team of each seat; partners sit opposite. */
  readonly teamOf: readonly number[];
  /** Bonuses a domino can earn. */
  readonly bonuses: readonly Bonus[];
  /**
   * How a blocked hand is won. 'fewest-pips-seat': the seat with the fewest pips wins for its
   * team, whatever its partner holds; partners tied for fewest win for their team, opponents tied
   * for fewest is a tied hand. 'fewest-pips-seat-alone': the same, but any two seats tied for
   * fewest, partners included, make a tied hand.
   */
  readonly block: 'fewest-pips-seat' | 'fewest-pips-seat-alone';
}

/** Jamaican Partner: caribbean-jamaican-haitian-puerto-rican.txt, "Partner Dominoes". */
export const JAMAICAN_PARTNER_HAND: HandRules = {
  maxPip: 6, // "The game uses a double six domino set of 28 tiles, known as bones."
  seats: 4, // "Only four persons can play … your partner is the person directly in front of you."
  handSize: 7, // "Each player receives 7 bones."
  teamOf: [0, 1, 0, 1],
  bonuses: ['key-bone'],
  // jamaican-cut-throat-partner-french.txt, "The Partner Domino Game": "It does not matter what
  // tiles the winner's partner has … If the game is blocked and two opponents tie for least spots,
  // then the hand is a tie".
  block: 'fewest-pips-seat',
};

/**
 * jamaican-partner-second-source.txt: "If two players tie for the least number of spots the round
 * ends in a tie" (partners included): option `partnersTiedForFewest: "tie"`.
 */
const JAMAICAN_PARTNER_HAND_ANY_TIE: HandRules = { ...JAMAICAN_PARTNER_HAND, block: 'fewest-pips-seat-alone' };

/** Options of the Jamaican Partner match; each names its source in docs/rules.md. */
export const jamaicanPartnerOptions = z
  .object({
    /** 'tournament': the 6-6 holder must pose the 6-6. 'sporting': the holder may pose any bone. */
    pose: z.enum(['tournament', 'sporting']).default('tournament'),
    /** When the side with no points wins: 'reset-both' → 0-0; 'winner-scores' → loser to 0, winners keep their points. */
    onOpponentWin: z.enum(['reset-both', 'winner-scores']).default('reset-both'),
    /** A tied hand: 'no-score', or 'replay' for one point more per consecutive tie. */
    ties: z.enum(['no-score', 'replay']).default('no-score'),
    /** At 1-1, play a play-off hand worth 2-0 instead of starting over. */
    playoffAtOneOne: z.boolean().default(false),
    /** Points to win, while the other side has none (six-love). */
    target: z.number().int().min(1).max(100).default(6),
    /** A block where two partners tie for the fewest pips: 'win' for their team, or a tied hand ('tie'). */
    partnersTiedForFewest: z.enum(['win', 'tie']).default('win'),
    /**
     * The leading side loses a replay (`ties: "replay"`): 'on-opponent-win' does what
     * `onOpponentWin` says; 'reset-both' always goes back to 0-0, as the replay text says.
     */
    leadersLoseReplay: z.enum(['on-opponent-win', 'reset-both']).default('on-opponent-win'),
  })
  .strict();

export type JamaicanPartnerOptions = z.output<typeof jamaicanPartnerOptions>;
export type JamaicanPartnerOptionsInput = z.input<typeof jamaicanPartnerOptions>;

export const RULE_FAMILIES = ['jamaican-partner'] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

export const DEFAULT_JAMAICAN_OPTIONS: JamaicanPartnerOptions = jamaicanPartnerOptions.parse({});

/** The hand rules a Jamaican Partner match plays under: the block rule depends on an option. */
export function jamaicanPartnerHand(options: Pick<JamaicanPartnerOptions, 'partnersTiedForFewest'>): HandRules {
  return options.partnersTiedForFewest === 'tie' ? JAMAICAN_PARTNER_HAND_ANY_TIE : JAMAICAN_PARTNER_HAND;
}
