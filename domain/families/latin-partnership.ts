/**
 * Latin partnership dominoes: double-six, partners, 7 each, the winners score the pips the
 * losing team holds, first to 100.
 *
 * Source: latin-partnership.txt ("Partnership Dominoes"). docs/rules.md has every option and the
 * readings chosen.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { HandResult } from '../settle.ts';
import { REDEAL_DOUBLES, addPassBonuses, inDecider, matchWinner, roundedDown10 } from './latin-variants.ts';
import type { Family, HandScore, MatchState, ScoreNote } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, pipsOfOthers, sideCount } from './types.ts';

export const latinOptions = z
  .object({
    /** "The first team that achieves a cumulative score of 100 points or more wins the match." */
    target: z.number().int().min(1).default(100),
    /**
     * Who starts a hand after the first: 'rotate' ("the turn to start passes to the right"),
     * 'winning-team' ("Some play that … play is started by a member of the team that won the
     * previous deal"), 'double-six' ("Some play that every deal is started by the holder of the
     * double six, who must begin with this tile"), 'winner' (LeoDomino's Dominican game: the
     * player who went out, not his partner; issue 25 item 15).
     */
    starter: z.enum(['rotate', 'winning-team', 'double-six', 'winner']).default('rotate'),
    /** 'losers': "the pip total of the losing team's unplayed tiles"; 'all': "the total pips on all unplayed tiles". */
    scoring: z.enum(['losers', 'all']).default('losers'),
    /**
     * Equal pip totals in a block: no score; "the side that played first wins"; "the side … with
     * more unplayed tiles wins"; "the team that played the last tile loses"; "do not count the
     * score and repeat the shuffle and deal" ('deal-again': the same seat poses again).
     */
    blockTie: z.enum(['no-score', 'first-team', 'more-bones', 'last-team-loses', 'deal-again']).default('no-score'),
    /** "Some players divide all scores by 10, rounding down, but with scores less than 10 counting as 1 point." */
    divideBy10: z.boolean().default(false),
    /**
     * "Some play that in a blocked game both teams score their unplayed tiles" ('both'); or the
     * block's winners score the difference of the teams' pips ('difference', LeoDomino's
     * Dominican game; issue 19 item 8).
     */
    blockScore: z.enum(['winners', 'both', 'difference']).default('winners'),
    /**
     * After a block won by the team of the player who blocked it, that player starts the next hand
     * (LeoDomino's Dominican game; issue 19 item 8); otherwise `starter` decides as after any hand.
     */
    blockerStarts: z.boolean().default(false),
    /**
     * The first hand: 'double-six', "the player with the [6-6] begins and must lead this tile", or
     * 'any', any seat with any bone (open_spiel's Latin team game; issue 19 item 11).
     */
    firstPose: z.enum(['double-six', 'any']).default('double-six'),
    /** "Some play that every deal must be started with a double, unless neither member of the team that is due to start has a double." */
    mustStartDouble: z.boolean().default(false),
    /**
     * "the turn to start passes to the right" after a hand whose double a partner posed in place of
     * the seat due (`mustStartDouble`): from the seat that posed ('poser'), or from the seat whose
     * turn it was ('seat-due'). The text says neither (issue 18 item 22).
     */
    rotateFrom: z.enum(['poser', 'seat-due']).default('poser'),
    /** "a player who has five or more doubles can show them … Some players allow a redeal to be demanded with only four doubles; most do not allow any redeals." */
    redeal: z.enum(['none', 'five', 'four']).default('none'),
    /** "Some award a bonus of 20 points to the team of the first player in a match who plays a tile that causes the next player to pass …" */
    passBonus: z.boolean().default(false),
    /** "In this version it is usual to keep score with poker chips, and to round all scores down to a multiple of 10 points." */
    roundDown10: z.boolean().default(false),
  })
  .strict()
  // Two ways of making scores round: one or the other.
  // The reason, for a screen to say it in its own language (domain/record-words.ts says its English).
  .refine((o) => !(o.divideBy10 && o.roundDown10), {
    message: 'choose either "divideBy10" or "roundDown10", not both',
    path: ['roundDown10'],
    params: { reason: { kind: 'option-not-both', either: ['"divideBy10"', '"roundDown10"'] } },
  });

export type LatinOptions = z.output<typeof latinOptions>;

const BLOCK_TIE = {
  'no-score': 'tie',
  'first-team': 'poser-team',
  'more-bones': 'more-bones',
  'last-team-loses': 'last-team-loses',
  'deal-again': 'tie',
} as const;

/** "There are four players in fixed partnerships … A double six set of 28 tiles … seven tiles each." */
function latinHand(blockTie: LatinOptions['blockTie'], scoring: LatinOptions['scoring']): HandRules {
  return {
    maxPip: 6,
    seats: 4,
    handSize: 7,
    teamOf: [0, 1, 0, 1],
    removed: [],
    rest: 'sleeping', // every bone is dealt
    bonuses: [],
    // "A blocked game … is won by the team whose unplayed tiles have the lower pip total."
    block: 'fewest-pips-team',
    blockTie: BLOCK_TIE[blockTie],
    holdingsNeeded: 'always',
    // After a domino, "the pip total of the losing team's unplayed tiles" reads only the losers'
    // (the winner's partner's are optional); "the total pips on all unplayed tiles" reads all.
    dominoCounts: scoring === 'losers' ? 'others' : 'all',
  };
}

const TIES = ['no-score', 'first-team', 'more-bones', 'last-team-loses'] as const;
/** One `HandRules` per block tie and scoring ('deal-again' plays the hands of 'no-score'). */
const HANDS = new Map<string, HandRules>(
  TIES.flatMap((tie) => (['losers', 'all'] as const).map((scoring) => [`${tie}/${scoring}`, latinHand(tie, scoring)] as const)),
);


/**
 * "39 points are scored as 3 and all scores from 1 to 19 count as 1": divided by 10, rounded
 * down, 1 to 19 counting 1, 0 staying 0.
 */
export function dividedBy10(points: number): number {
  if (points === 0) return 0;
  return points < 20 ? 1 : Math.floor(points / 10);
}

/** Who poses the next hand. */
function nextPose(o: LatinOptions, state: MatchState, result: HandResult, rules: HandRules, dealAgain: boolean): Pose {
  // "Some do not count the score and repeat the shuffle and deal": as after a redeal, the same
  // seat (or team, or holder) poses again.
  if (dealAgain) return state.pose;
  const w = result.winner;
  // The block's last play is the last pass run's (a block counts as passes after it, settle.ts).
  const blocker = result.outcome === 'blocked' ? result.passRuns?.at(-1)?.seat : undefined;
  if (o.blockerStarts && blocker !== undefined && rules.teamOf[blocker] === w) return { by: 'seats', seats: [blocker] };
  // "Some play that every deal must be started with a double, unless neither member of the team
  // that is due to start has a double" (the 6-6 pose is a double already).
  const double = o.mustStartDouble ? { double: true } : {};
  // "In subsequent deals, the turn to start passes to the right, and the player may start with
  // any tile they choose": the seat after the last hand's poser, tied hands included.
  if (o.starter === 'rotate') {
    const due = o.rotateFrom === 'seat-due' && state.pose.by === 'seats' ? state.pose.seats[0]! : result.poser;
    return { by: 'seats', seats: [(due + 1) % rules.seats], ...double };
  }
  // Our reading: after a hand nobody won, as at the start of a session.
  if (o.starter === 'double-six' || w === null) return HOLDER_66;
  // LeoDomino's Dominican game: "the player who went out opens the next hand, not his partner"
  // (issue 25 item 15; its dominicanStart.js: "Later rounds after a win: previous round winner
  // opens freely"). A block is won by a team, so either partner starts, as under 'winning-team'
  // (our reading; LeoDomino gives it to the player who blocked when his team won it, which is
  // `blockerStarts`, else to its own lowest seat number, a fallback of its engine).
  if (o.starter === 'winner' && result.outcome === 'domino') return { by: 'seats', seats: [result.seats[0]!], ...double };
  return { by: 'team', team: w, ...double };
}

/** A hand's pips as they score: divided by 10, rounded down to a multiple of 10, or as they are. */
function counted(o: LatinOptions, pips: number): number {
  if (o.divideBy10) return dividedBy10(pips);
  return o.roundDown10 ? roundedDown10(pips) : pips;
}

export const latinPartnership: Family = {
  id: 'latin-partnership',
  name: 'Latin Partnership',
  seatCounts: [4],
  options: latinOptions,
  // "Some play that a player who has five or more doubles can show them … most do not allow any
  // redeals": the default game has none.
  redeal: (options) => REDEAL_DOUBLES[(options as LatinOptions).redeal ?? 'none'] !== null,
  redealDoubles: (options) => REDEAL_DOUBLES[(options as LatinOptions).redeal ?? 'none'] ?? 5,
  handRules: (options) => {
    const o = options as LatinOptions;
    // The same hands as 'no-score': only the match treats the tie differently.
    return HANDS.get(`${o.blockTie === 'deal-again' ? 'no-score' : o.blockTie}/${o.scoring}`)!;
  },
  start: (options, rules) =>
    // "In the first deal of a new session, the player with the [6-6] begins and must lead this tile."
    freshMatch(options, rules, (options as LatinOptions).firstPose === 'any' ? { by: 'anyone' } : HOLDER_66),
  score(state, result, rules) {
    if (state.winner !== null) return matchOver(state);
    const o = state.options as LatinOptions;
    const w = result.winner;
    const dealAgain = w === null && o.blockTie === 'deal-again';
    // Settling made sure the pips are known (holdingsNeeded 'always').
    const pips = result.pips ?? [];
    const added = new Array<number>(sideCount(rules)).fill(0);
    const notes: ScoreNote[] = [];
    let raw: number | null = null;
    if (o.blockScore === 'both' && result.outcome !== 'domino' && !dealAgain) {
      // "Some play that in a blocked game both teams score their unplayed tiles": each team adds
      // its own pips (our reading: the block's winner, if any, still starts as usual).
      pips.forEach((p, s) => (added[rules.teamOf[s]!]! += p));
      added.forEach((p, side) => (added[side] = counted(o, p)));
      notes.push('both-score');
    } else if (w !== null && o.blockScore === 'difference' && result.outcome === 'blocked') {
      // The difference of the teams' pips (issue 19 item 8).
      const team = (t: number) => pips.reduce((a, p, s) => (rules.teamOf[s] === t ? a + p : a), 0);
      raw = Math.abs(team(0) - team(1));
      added[w] = counted(o, raw);
      notes.push('difference');
    } else if (w !== null) {
      raw = o.scoring === 'all' ? pips.reduce((a, b) => a + b, 0) : pipsOfOthers(rules, pips, w);
      added[w] = counted(o, raw);
    }
    const points = w === null ? 0 : added[w]!;
    if (raw !== null && o.divideBy10) notes.push('divided');
    if (raw !== null && o.roundDown10 && raw !== points) notes.push('rounded');
    if (dealAgain) notes.push('deal-again');
    // "divide all scores by 10": the bonuses too (10 scores 1, 20 scores 2); rounding down to a
    // multiple of 10 leaves them as they are, multiples of 10 already.
    const passes = addPassBonuses(o.passBonus, state, result, rules, added, o.divideBy10 ? dividedBy10 : undefined);
    const score = state.score.map((p, side) => p + added[side]!);
    const decider = inDecider(state.score, o.target, state.winner);
    if (decider) notes.push('decider');
    const lowerWins = notes.includes('both-score');
    const winner = matchWinner(score, o.target, { handWinner: w, lowerWins, decider });
    const hand: HandScore = {
      points,
      bruk: false,
      playoffNext: false,
      ...(notes.length > 0 && { notes }),
      ...(raw !== null && (o.divideBy10 || o.roundDown10) && { pips: raw }),
      ...((o.passBonus || lowerWins) && { added }),
      ...passes.score,
    };
    const next: MatchState = {
      ...state,
      hands: state.hands + 1,
      score,
      pose: nextPose(o, state, result, rules, dealAgain),
      winner,
      tiesInRow: w === null ? state.tiesInRow + 1 : 0,
      ...passes.state,
    };
    return ok({ state: next, hand });
  },
};
