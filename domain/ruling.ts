/**
 * A hand ended by a referee's ruling (issue 18 item 8): a renege or other misplay found during or
 * after the hand. The ruling names the side that wins the hand and its points, or no score (side
 * null), with the reason; the moves before it stay in the record, and none may follow it.
 *
 * How a ruling moves the match is one reading for every family (docs/rules.md, "A referee's
 * ruling"), not each family's scoring: the texts say nothing of rulings, and a referee who awards
 * points means those points, whatever the family would have counted from the pips.
 */
import type { Family, HandScore, MatchState } from './families/types.ts';
import { sideCount, withSide } from './families/types.ts';
import type { DominoError } from './result.ts';
import type { HandRules } from './rules.ts';

export interface Ruling {
  /** The side (team, or seat in a game each for oneself) that wins the hand; null: no score. */
  readonly side: number | null;
  /** What the winning side scores: a whole number, 0 with no score. */
  readonly points: number;
  /** Why, as the referee said it: one line, 1 to MAX_RULING_REASON_CHARS characters. */
  readonly reason: string;
}

/** Far above any hand's points (a Latin hand of all the pips is 168 × 2), yet a bound a file can be held to. */
export const MAX_RULING_POINTS = 10_000;
/** A sentence a referee writes down; the report prints it on one line. */
export const MAX_RULING_REASON_CHARS = 200;

export type RulingErrorCode = 'ruling/side' | 'ruling/points-against' | 'ruling/points' | 'ruling/hand-over' | 'ruling/redeal' | 'ruling/settled' | 'ruling/moves-after';
export type RulingError = DominoError<RulingErrorCode>;

/**
 * What the family refuses in a ruling, before the hand is looked at: a side the game does not
 * have, points with no side, or a side at all where points count against it. Null: none.
 * The field is the key of `ruling` the refusal is about.
 */
export function rulingRefusal(family: Family, rules: HandRules, ruling: Ruling): (RulingError & { readonly field: 'side' | 'points' }) | null {
  const sides = sideCount(rules);
  if (ruling.side !== null && ruling.side >= sides) {
    return { code: 'ruling/side', message: `There is no side ${ruling.side}: sides are 0 to ${sides - 1}.`, field: 'side', params: { side: ruling.side, last: sides - 1 } };
  }
  if (ruling.side !== null && family.pointsAgainst === true) {
    return { code: 'ruling/points-against', message: `In ${family.name} points count against a player: a ruling can only give no score (side null).`, field: 'side', params: { side: ruling.side } };
  }
  if (ruling.side === null && ruling.points !== 0) {
    return { code: 'ruling/points', message: `A ruling with no score (side null) gives 0 points, not ${ruling.points}.`, field: 'points', params: { points: ruling.points } };
  }
  return null;
}

/**
 * The match after a ruled hand (docs/rules.md, "A referee's ruling", our reading): with no score,
 * nothing changes, as after a hand thrown in (the hand is played again, posed as it was). Won by a
 * side: that side adds the points, as a hand won ordinarily; it wins the match on reaching the
 * target ahead of every other side; the next hand is posed by that side and worth 1 (tied hands
 * before it no longer carry). A ruling never bruks, resets nor starts a play-off.
 */
export function ruledMatch(state: MatchState, ruling: Ruling): { readonly state: MatchState; readonly hand: HandScore } {
  const { side, points } = ruling;
  if (side === null) return { state, hand: { points: 0, bruk: false, playoffNext: false } };
  const score = withSide(state.score, side, state.score[side]! + points);
  const ahead = score.every((p, s) => s === side || p < score[side]!);
  const winner = score[side]! >= state.options.target && ahead ? side : null;
  const next: MatchState = { ...state, score, winner, hands: state.hands + 1, nextValue: 1, playoff: false, tiesInRow: 0, pose: { by: 'team', team: side } };
  return { state: next, hand: { points, bruk: false, playoffNext: false } };
}
