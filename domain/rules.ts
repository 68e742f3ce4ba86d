/**
 * Rule families as data (presets). A variant differs from another in these values, not in
 * branches scattered through the engine. docs/rules.md lists every rule and option with its source.
 */
import { z } from 'zod';
import type { Bone, MaxPip } from './bones.ts';
import type { Bonus } from './hand.ts';

/** What the hand engine needs to know about a rule family. */
export interface HandRules {
  readonly maxPip: MaxPip;
  /** Seats in order of play (anti-clockwise round the table): 2, 3 or 4. */
  readonly seats: number;
  /** Bones dealt to each seat. */
  readonly handSize: number;
  /**
   * The side of each seat: a team (partners sit opposite: seats 0 and 2 are side 0) or, in a game
   * each for oneself, the seat itself. Scores and winners are by side.
   */
  readonly teamOf: readonly number[];
  /** Bones taken out of the set before the deal (the 0-0 for three players): not in play at all. */
  readonly removed: readonly Bone[];
  /**
   * The bones of the set in play that are not dealt: 'sleeping' (face down, out of play for the
   * hand) or 'boneyard' (drawn from by a seat that cannot play). Irrelevant when every bone is dealt.
   */
  readonly rest: 'sleeping' | 'boneyard';
  /** Bonuses a domino can earn. */
  readonly bonuses: readonly Bonus[];
  /**
   * How a blocked hand is won. 'fewest-pips-seat': the seat with the fewest pips wins for its side,
   * whatever its partner holds; partners tied for fewest win for their team, seats of different
   * sides tied for fewest is a tie. 'fewest-pips-seat-alone': the same, but any two seats tied for
   * fewest, partners included, make a tie. 'fewest-pips-team': the team with the lower pip total
   * wins; equal totals is a tie. 'last-or-next': the seat that played the last bone or the seat
   * after it, whichever has fewer pips; equal is a tie.
   */
  readonly block: 'fewest-pips-seat' | 'fewest-pips-seat-alone' | 'fewest-pips-team' | 'last-or-next';
  /**
   * How a tie in a block is settled: 'tie' (no winner), 'poser-team' (the team that posed wins),
   * 'more-bones' (the team holding more bones wins; equal counts stay a tie), 'last-team' (the
   * team of the seat that played the last bone wins), 'last-team-loses' (the other team wins).
   * 'lower-seat': the tied seat first in the order of play wins for its side (LeoDomino's Haitian
   * game; issue 19 item 10).
   */
  readonly blockTie: 'tie' | 'poser-team' | 'more-bones' | 'last-team' | 'last-team-loses' | 'lower-seat';
  /**
   * What a hand needs to be settled: 'block' (what the seats held, only for a block) or 'always'
   * (games scored by pips need it after a domino too, unless the deal is given), or 'bones'
   * (every hand, bone by bone: `left` or the deal, as pip totals alone cannot say who holds a
   * double; the French game doubles that player's score).
   */
  readonly holdingsNeeded: 'block' | 'always' | 'bones';
  /**
   * After a domino, in a game scored by pips ('always'), whose holdings the scoring reads:
   * 'others', the seats of the sides that did not go out (cuban.txt "the total number of spots on
   * the remaining tiles held by their opponents": the winner's partner's bones count for nothing,
   * so they are optional, checked when given); 'all' (absent), every seat's. The seat that went
   * out holds nothing and is never asked for. A block needs every seat's in every family: the
   * fewest pips (by seat or by team) can be found only from all of them (issue 18 item 7).
   */
  readonly dominoCounts?: 'others' | 'all';
  /**
   * What the 0-0 counts in pip totals, where a game says it counts more than its spots
   * (latin-partnership.txt, Sudan: "the double blank counts 50 points instead of zero"). 0 when absent.
   */
  readonly doubleBlankPips?: number;
  /**
   * Every hand opens with a double; in a draw game the first player draws before posing until he
   * has one (cuban.txt, Lankford: "The first player must begin with a double, drawing tiles if
   * necessary until a double is obtained"). Absent: the pose is any bone the `Pose` allows.
   */
  readonly openWithDouble?: boolean;
  /**
   * The shape of the layout: a 'line' with two ends (absent means a line), or the French game's
   * 'four-arm' cross round the posed 0-0 (domain/arms.ts).
   */
  readonly layout?: 'line' | 'four-arm';
  /**
   * Seats sitting out this hand, each with the hand (counted from 1) in which it went out: they
   * keep their seat number, are dealt nothing, are skipped in the order of play and hold nothing
   * at the end (Jamaican French `playOut`: a player who reached the target has lost and the others
   * play on; YaadDominoes, issue 19 item 7). Absent or empty: every seat plays.
   */
  readonly out?: readonly SeatOut[];
}

/** A seat sitting out a hand, and the hand (counted from 1) in which it went out. */
export interface SeatOut {
  readonly seat: number;
  readonly since: number;
}

/** The pips a bone counts in these rules: its spots, or `doubleBlankPips` for the 0-0. */
export function pipValue(rules: HandRules, bone: Bone): number {
  return bone[0] === 0 && bone[1] === 0 ? (rules.doubleBlankPips ?? 0) : bone[0] + bone[1];
}

/** Jamaican Partner: caribbean-jamaican-haitian-puerto-rican.txt, "Partner Dominoes". */
export const JAMAICAN_PARTNER_HAND: HandRules = {
  maxPip: 6, // "The game uses a double six domino set of 28 tiles, known as bones."
  seats: 4, // "Only four persons can play … your partner is the person directly in front of you."
  handSize: 7, // "Each player receives 7 bones."
  teamOf: [0, 1, 0, 1],
  removed: [],
  rest: 'sleeping', // every bone is dealt
  bonuses: ['key-bone'],
  // jamaican-cut-throat-partner-french.txt, "The Partner Domino Game": "It does not matter what
  // tiles the winner's partner has … If the game is blocked and two opponents tie for least spots,
  // then the hand is a tie".
  block: 'fewest-pips-seat',
  blockTie: 'tie',
  holdingsNeeded: 'block',
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
    /**
     * When the side with no points wins: 'reset-both' → 0-0; 'winner-scores' → loser to 0, winners
     * keep their points; 'race' → nobody goes back, and the first side to `target` wins (a plain
     * race, as YaadDominoes plays it; issue 19 item 4).
     */
    onOpponentWin: z.enum(['reset-both', 'winner-scores', 'race']).default('reset-both'),
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
    /**
     * What a replay is worth (`ties: "replay"`): 'rising', one point more for each tie in a row
     * (the texts), or 'two', a flat 2 however many ties (YaadDominoes; issue 19 item 1).
     */
    replayValue: z.enum(['rising', 'two']).default('rising'),
    /**
     * Who poses a replay (`ties: "replay"`): 'leaders', the side with points (the 6-6 holder at
     * 0-0; the texts), or 'holder', the 6-6 holder with the 6-6 every time (YaadDominoes; item 2).
     */
    replayPose: z.enum(['leaders', 'holder']).default('leaders'),
    /**
     * A key bone on a replay: 'adds' its extra point to the replay's value (the texts' "an extra
     * point"), or 'nothing', the replay's value stands (YaadDominoes; item 3).
     */
    replayKeyBone: z.enum(['adds', 'nothing']).default('adds'),
    /**
     * The hands after the first that the 6-6 holder begins (after a bruk, the play-off):
     * 'as-first', as `pose` says (the texts), or 'tournament' / 'sporting' of their own (item 5).
     * "Tournament first hand, sporting after" is the texts read to the letter: the tournament rule
     * is written of the first hand, and the hand after a bruk is "begun by the holder of the
     * double six" with no bone named. YaadDominoes poses the 6-6 after a bruk (issue 25 item 16).
     */
    laterPose: z.enum(['as-first', 'tournament', 'sporting']).default('as-first'),
  })
  .strict();

/**
 * The partner game's options with the pairs that make no sense together refused: a plain race
 * never stands at 1-1 after a loss, so it has no play-off (issue 19 item 4). The replay options
 * (`replayValue`, `replayPose`, `replayKeyBone`) play no part where tied hands are not replayed and
 * are not refused there, as `leadersLoseReplay` is not: the form shows each choice alone.
 */
export const jamaicanPartnerMatchOptions = jamaicanPartnerOptions
  .refine((o) => !(o.onOpponentWin === 'race' && o.playoffAtOneOne), {
    // The facts are the file's own JSON text, the same in every language.
    message: 'choose either { "onOpponentWin": "race" } or "playoffAtOneOne", not both',
    path: ['playoffAtOneOne'],
    params: { reason: { kind: 'option-not-both', either: ['{ "onOpponentWin": "race" }', '"playoffAtOneOne"'] } },
  });

export type JamaicanPartnerOptions = z.output<typeof jamaicanPartnerOptions>;
export type JamaicanPartnerOptionsInput = z.input<typeof jamaicanPartnerOptions>;

export const RULE_FAMILIES = ['jamaican-partner', 'jamaican-cut-throat', 'haitian', 'cuban', 'latin-partnership', 'puerto-rican-shutout', 'chiva', 'haitian-individual', 'milo', 'sudan', 'doscientos', 'quinientos', 'cuban-draw', 'jamaican-french'] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

export const DEFAULT_JAMAICAN_OPTIONS: JamaicanPartnerOptions = jamaicanPartnerOptions.parse({});

/** The hand rules a Jamaican Partner match plays under: the block rule depends on an option. */
export function jamaicanPartnerHand(options: Pick<JamaicanPartnerOptions, 'partnersTiedForFewest'>): HandRules {
  return options.partnersTiedForFewest === 'tie' ? JAMAICAN_PARTNER_HAND_ANY_TIE : JAMAICAN_PARTNER_HAND;
}
