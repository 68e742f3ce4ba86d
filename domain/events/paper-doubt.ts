/**
 * A paper score the game's rules cannot leave (issue 25 item 4: "A score the family cannot reach
 * (far above its target: 60–0 in a game to 6; a loser's score the rules cannot leave) asks for
 * confirmation, in both languages, saying why"). Pure: the family's limits
 * (domain/families/score-limits.ts) against the score, the first thing found wrong as facts a
 * screen words. The organizer may still keep the score (a table's own rule, a game stopped early):
 * the store asks for it to be confirmed, it does not refuse it.
 *
 * A paper score may be a game's final score or where a game stopped by the clock stood (issue 17:
 * "the leader wins"), so a winner below the target is never questioned; what is questioned holds
 * at every point of a game.
 */
import { scoreLimits } from '../families/score-limits.ts';
import type { ScoreLimits } from '../families/score-limits.ts';
import type { RuleFamily } from '../rules.ts';

/** What is wrong with a paper score; sides count from 0 in the record's side order. */
export type PaperDoubt =
  /** `side`'s `score` is past `most`, the most a game to `target` ends at when a hand adds `hand` at most. */
  | { readonly reason: 'past-reach'; readonly side: number; readonly score: number; readonly target: number; readonly hand: number; readonly most: number }
  /** The same where two sides level past the target play one deal more (`ScoreLimits.after`). */
  | { readonly reason: 'past-reach-decider'; readonly side: number; readonly score: number; readonly target: number; readonly hand: number; readonly most: number }
  /** Reached only after `ties` tied hands in a row, each making the next hand worth one more. */
  | { readonly reason: 'past-reach-ties'; readonly side: number; readonly score: number; readonly target: number; readonly hand: number; readonly ties: number }
  /** A second side at or past the target, where only a hand's winners score and the first there wins. */
  | { readonly reason: 'two-at-target'; readonly side: number; readonly score: number; readonly target: number }
  /** Two sides with points, where a won hand puts the others back to 0. */
  | { readonly reason: 'both-have-points'; readonly side: number; readonly score: number; readonly other: number; readonly otherScore: number }
  /** Every player with points, where everyone back to 0 follows. */
  | { readonly reason: 'nobody-at-zero' };

export type PaperDoubtReason = PaperDoubt['reason'];

/** The first thing the limits say cannot be of `score`; null when nothing. */
export function doubtOf(limits: ScoreLimits, score: readonly number[]): PaperDoubt | null {
  const { target, handMost, perTie, after } = limits;
  // A hand begins below the target (the game would have ended) and adds at most `handMost`; where
  // two sides may end it level past the target, one more deal does too.
  const most = target - 1 + handMost * (1 + after);
  for (const [side, points] of score.entries()) {
    if (points <= most) continue;
    if (perTie > 0) return { reason: 'past-reach-ties', side, score: points, target, hand: handMost, ties: Math.ceil((points - most) / perTie) };
    return { reason: after > 0 ? 'past-reach-decider' : 'past-reach', side, score: points, target, hand: handMost, most };
  }
  if (limits.othersBelow) {
    const reached = score.flatMap((points, side) => (points >= target ? [side] : []));
    // The one named is the lower: the other is the side that would have won.
    const second = reached.sort((a, b) => score[a]! - score[b]! || b - a)[0];
    if (reached.length > 1 && second !== undefined) return { reason: 'two-at-target', side: second, score: score[second]!, target };
  }
  const having = score.flatMap((points, side) => (points > 0 ? [side] : []));
  if (limits.zero === 'all' && having.length > 1) {
    // The 1-1 of a play-off is the one score where both sides have points.
    const playoff = limits.playoff && score.length === 2 && score[0] === 1 && score[1] === 1;
    const [other, side] = [...having].sort((a, b) => score[b]! - score[a]! || a - b);
    if (!playoff && side !== undefined && other !== undefined) return { reason: 'both-have-points', side, score: score[side]!, other, otherScore: score[other]! };
  }
  if (limits.zero === 'one' && having.length === score.length) return { reason: 'nobody-at-zero' };
  return null;
}

/**
 * What cannot be of a paper score for a game of `family` with the event's options, `seats` seats
 * and one number a side; null when nothing can be said (no limits for the family).
 */
export function paperScoreDoubt(family: RuleFamily, options: Readonly<Record<string, unknown>>, seats: number, score: readonly number[]): PaperDoubt | null {
  const limits = scoreLimits(family, options, seats);
  return limits === null ? null : doubtOf(limits, score);
}

/** The doubt in the api's words (English; the screens say it from its facts), `names` the sides' names. */
export function doubtMessage(doubt: PaperDoubt, names: readonly string[]): string {
  const name = (side: number) => names[side] ?? `side ${side + 1}`;
  const most = (d: { readonly target: number; readonly hand: number }) => `In a game to ${d.target} one hand adds at most ${d.hand} to a side's score`;
  switch (doubt.reason) {
    case 'past-reach':
      return `${most(doubt)}, so a game ends at ${doubt.most} at most: ${name(doubt.side)} has ${doubt.score}.`;
    case 'past-reach-decider':
      return `${most(doubt)}, and when two sides pass ${doubt.target} level one more deal decides, so a game ends at ${doubt.most} at most: ${name(doubt.side)} has ${doubt.score}.`;
    case 'past-reach-ties':
      return `${most(doubt)}, and one more for each tied hand in a row before it: ${name(doubt.side)}'s ${doubt.score} needs ${doubt.ties} or more tied hands in a row before the last.`;
    case 'two-at-target':
      return `Only the winners of a hand score, and the first side to reach ${doubt.target} wins: ${name(doubt.side)} cannot have reached it as well (${doubt.score}).`;
    case 'both-have-points':
      return `A won hand puts the losers back to 0, so one side at most has points: ${name(doubt.other)} has ${doubt.otherScore} and ${name(doubt.side)} has ${doubt.score}.`;
    case 'nobody-at-zero':
      return 'When every player has a point, all go back to 0, so one player at least has 0.';
  }
}
