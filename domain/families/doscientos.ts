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
 * total points of all four players." Its variants (redeal, pass bonuses, rounding) are in
 * latin-variants.ts. docs/rules.md has the readings.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import type { Result } from '../result.ts';
import type { HandRules } from '../rules.ts';
import type { HandResult } from '../settle.ts';
import { REDEAL_DOUBLES, addPassBonuses, inDecider, matchWinner, roundedDown10 } from './latin-variants.ts';
import type { Family, HandScore, MatchError, MatchState } from './types.ts';
import { HOLDER_66, freshMatch, matchOver, pipsOfOthers, sideCount } from './types.ts';

export const doscientosOptions = z
  .object({
    /** "it is more popular to play to 200 points"; "Sometimes the game is played to 100 points". */
    target: z.number().int().min(1).default(200),
    /** Who wins a block: 'team' ("the team with fewer points"), 'last-or-right' ("the person who played last or the player to his right, whoever has fewer points"). */
    block: z.enum(['team', 'last-or-right']).default('team'),
    /** A draw in a block: no score; "the team that played first wins"; "the team that played last wins". */
    blockTie: z.enum(['no-score', 'first-team', 'last-team', 'deal-again']).default('no-score'),
    /**
     * What the winners score: 'all', "the total points of all four players" (the text), or
     * 'opponents', only the losing team's pips (LeoDomino's Puerto Rican game; issue 19 item 9).
     */
    scoring: z.enum(['all', 'opponents']).default('all'),
    /** "Some play that a player holding 5 or more doubles can show them and cancel the game. The tiles are shuffled and redealt." */
    redeal: z.enum(['none', 'five']).default('none'),
    /** "Some award a bonus of 20 points to the team of the first player in a match who plays a tile that causes the next player to pass …" */
    passBonus: z.boolean().default(false),
    /** "In this version it is usual to keep score with poker chips, and to round all scores down to a multiple of 10 points." */
    roundDown10: z.boolean().default(false),
  })
  .strict();

export type DoscientosOptions = z.output<typeof doscientosOptions>;

// 'deal-again' hands are 'no-score' hands: only the match treats the tie differently.
const TIE = { 'no-score': 'tie', 'first-team': 'poser-team', 'last-team': 'last-team', 'deal-again': 'tie' } as const;
const hands = new Map<string, HandRules>();

function handRules(o: DoscientosOptions): HandRules {
  const key = `${o.block}/${o.blockTie}/${o.scoring}`;
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
    // After a domino "the winning team scores the total points of all four players": every seat's
    // holdings; with 'opponents', only the losing team's (the winner's partner's are optional).
    dominoCounts: o.scoring === 'opponents' ? 'others' : 'all',
  };
  hands.set(key, rules);
  return rules;
}

/**
 * Doscientos's scoring, with `bonus` more for the winners (Quinientos's game bonuses) and `note`
 * what the bonus was, in the hand's score.
 */
export function scoreDoscientos(
  state: MatchState,
  result: HandResult,
  rules: HandRules,
  bonus: (points: number) => Partial<HandScore> & { readonly extra: number } = () => ({ extra: 0 }),
): Result<{ readonly state: MatchState; readonly hand: HandScore }, MatchError> {
  if (state.winner !== null) return matchOver(state);
  const o = state.options as DoscientosOptions;
  const base = { ...state, hands: state.hands + 1 };
  const w = result.winner;
  const added = new Array<number>(sideCount(rules)).fill(0);
  let hand: HandScore = { points: 0, bruk: false, playoffNext: false };
  let pose: Pose;
  if (w === null && o.blockTie === 'deal-again') {
    // LeoDomino's Puerto Rican game (issue 19 item 9): the tie is not counted, the bones are dealt
    // again and the same player poses, any bone (as Latin Partnership's 'deal-again').
    pose = { by: 'seats', seats: [result.poser] };
    hand = { ...hand, notes: ['deal-again'] };
  } else if (w === null) {
    // "either there is no score and in the next game the holder of the [6-6] starts".
    pose = HOLDER_66;
  } else {
    const pips = result.pips ?? [];
    // "In all cases the winning team scores the total points of all four players"; with
    // `roundDown10`, rounded down to a multiple of 10 (the bonuses are as the text gives them).
    // 'opponents': the losing team's pips only (issue 19 item 9).
    const raw = o.scoring === 'opponents' ? pipsOfOthers(rules, pips, w) : pips.reduce((a, b) => a + b, 0);
    const counted = o.roundDown10 ? roundedDown10(raw) : raw;
    const extra = bonus(counted);
    const points = counted + extra.extra;
    added[w] = points;
    const { extra: _extra, ...named } = extra;
    hand = { ...hand, points, ...named, ...(o.roundDown10 && { pips: raw, ...(raw !== counted && { notes: ['rounded'] as const }) }) };
    // "it is the winner of each game who starts the next": the seat that went out; after a block
    // "the member of that team with fewer points" (both, if equal), "the player who blocked the
    // game" when the last team wins a draw, the winner himself under 'last-or-right'. A draw under
    // 'last-or-right' won by "the team that played first" is a draw like any other: "the member of
    // that team with fewer points starts next" (`result.seats` are then the two tied players, one
    // of each team: issue 18 item 20).
    const byOneSeat = rules.block === 'last-or-next' && result.tieBroken !== 'poser-team';
    let seats: number[];
    if (result.outcome === 'domino' || result.tieBroken === 'last-team' || byOneSeat) seats = [...result.seats];
    else {
      const team = [0, 1, 2, 3].filter((s) => rules.teamOf[s] === w);
      const fewest = Math.min(...team.map((s) => pips[s]!));
      seats = team.filter((s) => pips[s] === fewest);
    }
    pose = { by: 'seats', seats };
  }
  const passes = addPassBonuses(o.passBonus, state, result, rules, added);
  if (o.passBonus) hand = { ...hand, added, ...passes.score };
  const score = state.score.map((p, side) => p + added[side]!);
  const decider = inDecider(state.score, o.target, null);
  if (decider) hand = { ...hand, notes: [...(hand.notes ?? []), 'decider'] };
  const winner = matchWinner(score, o.target, { handWinner: w, lowerWins: false, decider });
  const next: MatchState = { ...base, score, pose, winner, tiesInRow: w === null ? state.tiesInRow + 1 : 0, ...passes.state };
  return ok({ state: next, hand });
}

export const doscientos: Family = {
  id: 'doscientos',
  name: 'Doscientos',
  seatCounts: [4],
  options: doscientosOptions,
  redeal: (options) => REDEAL_DOUBLES[(options as DoscientosOptions).redeal ?? 'none'] !== null,
  redealDoubles: (options) => REDEAL_DOUBLES[(options as DoscientosOptions).redeal ?? 'none'] ?? 5,
  handRules: (options) => handRules(options as DoscientosOptions),
  start: (options, rules) =>
    // The partnership game: "the player with the [6-6] begins and must lead this tile".
    freshMatch(options, rules, HOLDER_66),
  score: (state, result, rules) => scoreDoscientos(state, result, rules),
};
