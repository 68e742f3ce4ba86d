/**
 * A match's standing in the Matches list, in the scorekeeper's words: not started; the hand in
 * play (numbered as the table numbers it); the hand to start next; or won, in how many hands
 * played (hands thrown in are not played). Pure, so it is tested without a browser.
 */
import type { MatchSummary } from '../../api/contract.ts';

/** vue-i18n's `t`: with `plural`, the form of the message for that count. */
type Say = (key: string, params?: Record<string, string | number>, plural?: number) => string;

export function matchStatusText(m: MatchSummary, winners: string, say: Say): string {
  if (m.status === 'won' && m.winner !== null) return say('lankford.matchWonIn', { team: winners, n: m.handsPlayed }, m.handsPlayed);
  if (m.handInPlay !== null) return say('matches.inProgress', { hands: m.handInPlay + 1 });
  // Between hands: the next one, as the table's "Start hand N" says it.
  return m.hands === 0 ? say('matches.notStarted') : say('lankford.matchHandNext', { n: m.hands + 1 });
}
