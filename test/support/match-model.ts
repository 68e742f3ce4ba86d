/**
 * A reference model of the Jamaican Partner match score, written straight from the rule texts and
 * issue 2's option list, independent of domain/match.ts. Used by the match-model and record
 * property tests.
 */
import type { Pose } from '../../domain/hand.ts';
import type { JamaicanPartnerOptions } from '../../domain/rules.ts';
import type { HandResult } from '../../domain/settle.ts';

/** A hand as the match sees it: who won (null: a tied block) and whether by the key bone. */
export interface Outcome {
  readonly winner: 0 | 1 | null;
  readonly keyBone: boolean;
}

export interface Model {
  score: [number, number];
  /** Tied hands in a row just before the next hand (ties: 'replay'). */
  ties: number;
  playoff: boolean;
  pose: Pose;
  winner: number | null;
}

export interface ModelHand {
  points: number;
  bruk: boolean;
  playoffNext: boolean;
}

/**
 * One hand of Jamaican Partner, from the texts:
 * - CJHPR "At the end of the play, the winning team normally scores one point"; the key bone
 *   "scores an extra point for his team - so 2 points rather than 1".
 * - CJHPR "So long as one side keeps winning, they add points to their total. If the other side
 *   wins a hand, the score returns to 0 - 0, and the next hand is begun by the holder of the
 *   double six" (onOpponentWin 'reset-both'); SECOND "When the opposing team scores your score is
 *   reset to 0" (onOpponentWin 'winner-scores': the winners keep what they won).
 * - CJHPR "the team that won the previous hand plays first … may begin with any bone".
 * - CJHPR "If there is a tie neither team scores and the holder of the 6-6 begins the next hand"
 *   (ties 'no-score'). CJHPR/JCTPF replay (ties 'replay'): "If the score was 0 - 0, the holder of
 *   the 6-6 starts the replay … If one team already has a score, that team starts … (one for the
 *   current deal and one for each tied deal that preceded it), but if the leading team loses the
 *   score is simply reset to 0 - 0". Issue 2: "A key bone adds one point to whatever the hand is
 *   worth". Losing a replay under winner-scores follows onOpponentWin (docs/rules.md).
 * - CJHPR "when the game reaches 1 - 1, instead of starting over, there is a play-off hand. The
 *   team that wins the play-off hand then has a score of 2 - 0 and starts the next hand"; issue 2:
 *   "when a side with 1 point loses a 1-point hand, the next hand is a play-off posed by the 6-6
 *   holder; its winner has 2-0 (a key bone does not change that)". A tied play-off is played again
 *   as the play-off (docs/rules.md).
 * - CJHPR "In tournament play, the first player must begin by posing the 6-6 … 'sporting'" (the
 *   first hand, after a bruk, the play-off); after a tied hand the 6-6 itself, whatever `pose`.
 * - CJHPR "The aim is to win 6 points while the opponents win none" (target).
 */
export function modelHand(m: Model, o: Outcome, opts: JamaicanPartnerOptions): ModelHand | 'over' {
  if (m.winner !== null) return 'over';
  const sixSix: Pose = { by: 'holder', bone: [6, 6], forced: opts.pose === 'tournament' };
  // CJHPR "If the previous hand was tied, the holder of the 6-6 poses it": sporting or not.
  const afterTie: Pose = { by: 'holder', bone: [6, 6], forced: true };
  const hasPoints = (t: number) => m.score[t]! > 0;

  if (o.winner === null) {
    if (m.playoff) {
      m.pose = afterTie;
      return { points: 0, bruk: false, playoffNext: true };
    }
    if (opts.ties === 'no-score') {
      m.ties = 0;
      m.pose = afterTie;
    } else {
      m.ties += 1;
      const withPoints = [0, 1].filter(hasPoints);
      m.pose = withPoints.length === 0 ? afterTie : { by: 'team', team: withPoints[0]!, why: 'replay-leader' };
    }
    return { points: 0, bruk: false, playoffNext: false };
  }

  const w = o.winner;
  const l = 1 - w;
  const worth = 1 + m.ties + (o.keyBone ? 1 : 0);
  let hand: ModelHand;
  if (m.playoff) {
    hand = { points: 2 - m.score[w]!, bruk: false, playoffNext: false };
    m.score = w === 0 ? [2, 0] : [0, 2];
    m.pose = { by: 'team', team: w };
  } else if (!hasPoints(l)) {
    // The winners were at 0-0 or leading: they add the hand's worth and pose.
    m.score[w] += worth;
    m.pose = { by: 'team', team: w };
    hand = { points: worth, bruk: false, playoffNext: false };
  } else if (opts.playoffAtOneOne && m.score[l] === 1 && worth === 1) {
    // 1-0 and the other side wins a 1-point hand: "the game reaches 1 - 1".
    m.score = [1, 1];
    m.pose = sixSix;
    hand = { points: 1, bruk: false, playoffNext: true };
  } else if (opts.onOpponentWin === 'reset-both' || (m.ties > 0 && opts.leadersLoseReplay === 'reset-both')) {
    // leadersLoseReplay 'reset-both': CJHPR/JCTPF "If the leading team loses the replay, the
    // score is reset to 0 - 0", whatever onOpponentWin says.
    m.score = [0, 0];
    m.pose = sixSix;
    hand = { points: 0, bruk: true, playoffNext: false };
  } else {
    m.score = w === 0 ? [worth, 0] : [0, worth];
    m.pose = { by: 'team', team: w };
    hand = { points: worth, bruk: false, playoffNext: false };
  }
  m.ties = 0;
  m.playoff = hand.playoffNext;
  if (m.score[w]! >= opts.target && m.score[l] === 0) m.winner = w;
  return hand;
}

export function resultOf(o: Outcome): HandResult {
  return o.winner === null
    ? { outcome: 'tied', winner: null, poser: 0, tieBroken: null, seats: [0, 1], bonuses: [], pips: [4, 4, 9, 9], lastBone: null }
    : { outcome: 'domino', winner: o.winner, poser: 0, tieBroken: null, seats: [o.winner], bonuses: o.keyBone ? ['key-bone'] : [], pips: null, lastBone: null };
}

/** The model before the first hand. */
export function startModel(opts: JamaicanPartnerOptions): Model {
  return { score: [0, 0], ties: 0, playoff: false, pose: { by: 'holder', bone: [6, 6], forced: opts.pose === 'tournament' }, winner: null };
}
