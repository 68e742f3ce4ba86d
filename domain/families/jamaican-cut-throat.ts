/**
 * Jamaican Cut Throat: two, three or four players, each for himself.
 *
 * Sources: caribbean-jamaican-haitian-puerto-rican.txt ("Cut Throat Dominoes", CJHPR) and
 * jamaican-cut-throat-partner-french.txt ("The Cut Throat Domino Game", JCTPF), both: "The play
 * is the same as in the partner game. Each player keeps a score of games won and the first player
 * to achieve 6 wins is the overall winner, provided that another player has zero. If everyone
 * wins a hand before anyone reaches 6, the score returns to zero points each."
 * The game to 100 by pips (`scoring: "points"`, four players) is HendyDom's individual game
 * (issue 19 item 12), scored by our reading: no text gives its scoring.
 * docs/rules.md has every option and the readings chosen.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { Family, FamilyOptions, MatchState, OptionSeats } from './types.ts';
import { freshMatch, matchOver, noDoubleOption, pipsOfOthers, sixSixPose, withSide } from './types.ts';

/**
 * Sporting lets the 6-6 holder pose any bone; HendyDom's start has the highest bone's holder pose
 * that bone, which is what shows a table (and the referee) that no higher bone was dealt. Which
 * bone a sporting holder of the highest bone would pose, and what it would prove, no source says:
 * the two are refused together.
 */
export function notSportingHighest(o: { readonly pose: string; readonly noDouble: string }): boolean {
  return !(o.pose === 'sporting' && o.noDouble === 'highest-bone');
}

export const SPORTING_HIGHEST = {
  message: 'choose either { "pose": "sporting" } or { "noDouble": "highest-bone" }, not both',
  path: ['noDouble'],
  params: { reason: { kind: 'option-not-both', either: ['{ "pose": "sporting" }', '{ "noDouble": "highest-bone" }'] } },
};

/** What `target` and `keyBone` are when a record leaves them out: the texts' game, or the game to 100. */
const DEFAULTS = { wins: { target: 6, keyBone: true }, points: { target: 100, keyBone: false } } as const;

export const cutThroatOptions = z
  .object({
    /** The first hand only: 'tournament', the 6-6 holder poses the 6-6; 'sporting', any bone. */
    pose: z.enum(['tournament', 'sporting']).default('tournament'),
    /**
     * 'wins': one point a hand won, the texts' game. 'points': the winner scores the pips the
     * others hold, first to `target` (HendyDom's individual game to 100; issue 19 item 12).
     */
    scoring: z.enum(['wins', 'points']).default('wins'),
    /**
     * Wins needed while another player has none (6), or points to reach (100). Filled in after
     * parsing, so a record that leaves it out still means 6 in the texts' game.
     */
    target: z.number().int().min(1).optional(),
    /**
     * The key bone scores an extra point, as in the partner game ("The play is the same"). No text
     * gives it a value in pips: not with `scoring: "points"` (off there by default, refused on).
     */
    keyBone: z.boolean().optional(),
    /** Two players: 14 bones each, or 7 each and the rest in a boneyard to draw from. */
    twoPlayers: z.enum(['fourteen-each', 'draw']).default('fourteen-each'),
    /** The draw game's hand whose 6-6 lies in the boneyard: thrown in, or HendyDom's highest-bone start. */
    noDouble: noDoubleOption,
  })
  .strict()
  .refine(notSportingHighest, SPORTING_HIGHEST)
  // The reason, for a screen to say it in its own language (domain/record-words.ts says its English).
  .refine((o) => !(o.scoring === 'points' && o.keyBone === true), {
    message: 'choose either { "scoring": "points" } or "keyBone", not both',
    path: ['keyBone'],
    params: { reason: { kind: 'option-not-both', either: ['{ "scoring": "points" }', '"keyBone"'] } },
  })
  .transform((o) => ({ ...o, target: o.target ?? DEFAULTS[o.scoring].target, keyBone: o.keyBone ?? DEFAULTS[o.scoring].keyBone }));

export type CutThroatOptions = z.output<typeof cutThroatOptions>;

/** "4 players get 7 bones each": the only deal where all 28 go to four, as HendyDom's game to 100 is played. */
function optionSeats(options: FamilyOptions): OptionSeats | null {
  return (options as CutThroatOptions).scoring === 'points' ? { option: 'scoring', value: 'points', seats: [4] } : null;
}


const rulesCache = new Map<string, HandRules>();

function handRules(options: FamilyOptions, seats: number): HandRules {
  const o = options as CutThroatOptions;
  const key = `${seats}/${o.twoPlayers}/${o.keyBone}/${o.scoring}`;
  const cached = rulesCache.get(key);
  if (cached) return cached;
  const draw = seats === 2 && o.twoPlayers === 'draw';
  const rules: HandRules = {
    maxPip: 6,
    seats,
    // "2 players get 14 bones each (It may be stipulated before the start of the game that 7
    // bones are used and the rest stay in the boneyard to be drawn when needed); 3 players get 9
    // bones each (double blank is taken out); 4 players get 7 bones each" (CJHPR).
    handSize: seats === 2 ? (draw ? 7 : 14) : seats === 3 ? 9 : 7,
    teamOf: Array.from({ length: seats }, (_, s) => s),
    removed: seats === 3 ? [[0, 0]] : [],
    rest: draw ? 'boneyard' : 'sleeping',
    bonuses: o.keyBone ? ['key-bone'] : [],
    block: 'fewest-pips-seat',
    blockTie: 'tie',
    // Scored by pips, a domino needs what the others held as well (HendyDom's game, our reading).
    holdingsNeeded: o.scoring === 'points' ? 'always' : 'block',
  };
  rulesCache.set(key, rules);
  return rules;
}

/**
 * A tied block (two or more tied for fewest) scores nothing; as in the partner game "If there is a
 * tie neither team scores and the holder of the 6-6 begins the next hand", posing the 6-6 itself
 * (or, under `noDouble: 'highest-bone'`, the highest double or bone dealt). Both scorings.
 */
function tiedBlock(base: MatchState, rules: HandRules) {
  const next: MatchState = { ...base, pose: sixSixPose(base.options, rules, true), tiesInRow: base.tiesInRow + 1 };
  return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false } });
}

/**
 * The scoring of games each for oneself won by reaching the target while another player has none,
 * everyone back to 0 when all have won (Cut Throat, Chiva): `score` and `start` of such a family.
 */
export const shutoutScoring: Pick<Family, 'start' | 'score'> = {
  start: (options, rules) =>
    // "The first hand begins with the individual who has the double six bone … In tournament
    // play, the first player must begin by posing the 6-6" (CJHPR, the partner game, whose play
    // Cut Throat follows). Sporting applies to this first hand only. `noDouble: 'highest-bone'`:
    // the highest double dealt, else the highest bone, wherever the 6-6 may be undealt.
    freshMatch(options, rules, sixSixPose(options, rules, options['pose'] === 'tournament')),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const base = { ...state, hands: state.hands + 1 };
    if (result.winner === null) return tiedBlock(base, rules);
    const w = result.winner;
    // One point a hand; "A player who wins by playing the key bone as his last bone scores an
    // extra point" (CJHPR, partner game), unless `keyBone` is false.
    const keyBone = state.options['keyBone'] === true && result.bonuses.includes('key-bone');
    const value = keyBone ? 2 : 1;
    const score = withSide(state.score, w, state.score[w]! + value);
    const pose: Pose = { by: 'team', team: w };
    // "the first player to achieve 6 wins is the overall winner, provided that another player has zero".
    if (score[w]! >= state.options.target && score.some((p, side) => side !== w && p === 0)) {
      const next: MatchState = { ...base, score, pose, winner: w, tiesInRow: 0 };
      return ok({ state: next, hand: { points: value, bruk: false, playoffNext: false } });
    }
    // "If everyone wins a hand before anyone reaches 6, the score returns to zero points each."
    // Our reading: the hand's winner poses next, as after any won hand.
    if (score.every((p) => p > 0)) {
      const next: MatchState = { ...base, score: score.map(() => 0), pose, tiesInRow: 0 };
      return ok({ state: next, hand: { points: 0, bruk: true, playoffNext: false, notes: ['reset-all'] } });
    }
    return ok({ state: { ...base, score, pose, tiesInRow: 0 }, hand: { points: value, bruk: false, playoffNext: false } });
  },
};

/**
 * HendyDom's individual game to 100 (issue 19 item 12), our reading, as Cut Throat's play with
 * the Latin games' count: "The winners score the pip total of the losing team's unplayed tiles"
 * (latin-partnership.txt), the three others being the losers here. No bruk, no six-love, no reset.
 */
const pointsScoring: Pick<Family, 'score'> = {
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const base = { ...state, hands: state.hands + 1 };
    // A tied block as in the texts' game (both scorings).
    if (result.winner === null) return tiedBlock(base, rules);
    const w = result.winner;
    // Settling made sure the pips are known (holdingsNeeded 'always'); the winner of a domino
    // holds none, the winner of a block his own, which do not count.
    const points = pipsOfOthers(rules, result.pips ?? [], w);
    const score = withSide(state.score, w, state.score[w]! + points);
    // Only the hand's winner scores, so he alone can reach the target: "The first team that
    // achieves a cumulative score of 100 points or more wins the match" (latin-partnership.txt).
    const winner = score[w]! >= state.options.target ? w : null;
    const next: MatchState = { ...base, score, pose: { by: 'team', team: w }, winner, tiesInRow: 0 };
    return ok({ state: next, hand: { points, bruk: false, playoffNext: false } });
  },
};

export const jamaicanCutThroat: Family = {
  id: 'jamaican-cut-throat',
  name: 'Jamaican Cut Throat',
  seatCounts: [2, 3, 4],
  options: cutThroatOptions,
  // Our reading: in the two-player draw game the 6-6 may lie in the boneyard, so the hand the
  // 6-6 holder must pose cannot begin; the bones are shuffled again (a redeal). Under HendyDom's
  // highest-bone start every hand can begin, so none is thrown in.
  redeal: (options) => (options as CutThroatOptions).twoPlayers === 'draw' && (options as CutThroatOptions).noDouble === 'redeal',
  redealOnlyIfUndealt: true,
  // HendyDom's game to 100 by pips: "100 points or more wins", no six-love (pointsScoring).
  race: (options) => (options as CutThroatOptions).scoring === 'points',
  handRules,
  optionSeats,
  start: shutoutScoring.start,
  score: (state, result, rules, hand) =>
    ((state.options as CutThroatOptions).scoring === 'points' ? pointsScoring : shutoutScoring).score(state, result, rules, hand),
};
