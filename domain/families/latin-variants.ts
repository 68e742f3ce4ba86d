/**
 * What the variants of latin-partnership.txt ("Partnership Dominoes") add to the partnership
 * presets that offer them (latin-partnership.ts, doscientos.ts, quinientos.ts): the pass
 * bonuses, the rounding down to a multiple of 10, redeals, and who wins a match when both teams
 * reach the target in the same hand. docs/rules.md has the readings.
 */
import type { HandRules } from '../rules.ts';
import type { HandResult } from '../settle.ts';
import type { HandScore, MatchState } from './types.ts';
import { sideCount } from './types.ts';

/**
 * "Some players allow a redeal to be demanded with only four doubles; most do not allow any
 * redeals": 'none', 'five' ("a player who has five or more doubles can show them before play
 * begins and ask for a new deal"), 'four'.
 */
export const REDEAL_DOUBLES = { none: null, five: 5, four: 4 } as const;
export type RedealOption = keyof typeof REDEAL_DOUBLES;

/** "the first player in a match who plays a tile that causes the next player to pass". */
export const FIRST_PASS_BONUS = 20;
/** "On each subsequent occasion … the team that played the tile scores 10 points". */
export const PASS_BONUS = 10;

/**
 * The pass bonuses of one hand, by side, and whether the first of the match has now been scored.
 *
 * latin-partnership.txt: "Some award a bonus of 20 points to the team of the first player in a
 * match who plays a tile that causes the next player to pass. On each subsequent occasion when a
 * tile is played that causes the following player to pass, the team that played the tile scores
 * 10 points. Note that if there are two passes in succession, it is only the first of them that
 * scores, but if there are three passes, as in a blocked game, the player of the last tile scores
 * 20 points, 10 for each opponent who passed."
 *
 * Our reading: 10 for each opponent who passed in a row after the tile (one or two passes: 10,
 * three: 20), and the first occasion in the match 10 more (so 20, or 30 with three passes). A
 * block known at once counts as three passes after the last tile (`passRuns`, settle.ts).
 */
export function passBonuses(result: HandResult, rules: HandRules, paidBefore: boolean): { bySide: number[]; paid: boolean } {
  const bySide = new Array<number>(sideCount(rules)).fill(0);
  let paid = paidBefore;
  for (const run of result.passRuns ?? []) {
    const side = rules.teamOf[run.seat]!;
    let opponents = 0;
    for (let k = 1; k <= Math.min(run.passes, rules.seats - 1); k++) if (rules.teamOf[(run.seat + k) % rules.seats] !== side) opponents++;
    if (opponents === 0) continue;
    bySide[side]! += PASS_BONUS * opponents + (paid ? 0 : FIRST_PASS_BONUS - PASS_BONUS);
    paid = true;
  }
  return { bySide, paid };
}

/**
 * With the option on, adds a hand's pass bonuses to `added` (by side, changed in place) and says
 * what the hand's score and the match state record of them; nothing when it is off. `counted`
 * turns a bonus into what it scores where the hand's points are changed too: latin-partnership.txt
 * "Some players divide all scores by 10" (`divideBy10`) divides the bonuses with the pips, or a
 * 20 bonus would weigh what 200 pips do (issue 18 item 19).
 */
export function addPassBonuses(
  on: boolean,
  state: MatchState,
  result: HandResult,
  rules: HandRules,
  added: number[],
  counted: (points: number) => number = (points) => points,
): { readonly score: Pick<HandScore, 'passBonus'>; readonly state: Pick<MatchState, 'passBonusPaid'> } {
  if (!on) return { score: {}, state: {} };
  const bonus = passBonuses(result, rules, state.passBonusPaid ?? false);
  const scored = bonus.bySide.map(counted);
  scored.forEach((b, side) => (added[side]! += b));
  return { score: { passBonus: scored }, state: { passBonusPaid: bonus.paid } };
}

/** "to round all scores down to a multiple of 10 points": 37 → 30, 9 → 0. */
export function roundedDown10(points: number): number {
  return Math.floor(points / 10) * 10;
}

/**
 * Who has won the match after a hand, when bonuses or a block scored by both teams can take both
 * over the target at once. One side at or over `target`: it wins ("The first team that achieves a
 * cumulative score of 100 points or more wins the match"). Both: the higher total, or the lower
 * where `lowerWins` ("both teams can reach 100 or more points as a result of a blocked game; the
 * winner is then the team with fewer points in total"); equal totals: "another deal is played",
 * and its winner wins the match (`decider`: the match was already in that state before the hand).
 */
export function matchWinner(
  score: readonly number[],
  target: number,
  o: { readonly handWinner: number | null; readonly lowerWins: boolean; readonly decider: boolean },
): number | null {
  if (o.decider) return o.handWinner;
  const reached = score.flatMap((p, side) => (p >= target ? [side] : []));
  if (reached.length <= 1) return reached[0] ?? null;
  const best = o.lowerWins ? Math.min(...score) : Math.max(...score);
  const leaders = score.flatMap((p, side) => (p === best ? [side] : []));
  return leaders.length === 1 ? leaders[0]! : null;
}

/** The match is waiting for a deciding deal: a side is at or over the target, and nobody has won. */
export function inDecider(score: readonly number[], target: number, winner: number | null): boolean {
  return winner === null && score.some((p) => p >= target);
}
