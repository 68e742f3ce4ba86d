/**
 * The Jamaican Partner match: six-love, bruk, tied hands, replays and the 1-1 play-off.
 *
 * A match state is derived by folding hand results over `startMatch`; nothing else is stored.
 * Sources: caribbean-jamaican-haitian-puerto-rican.txt ("Partner Dominoes"),
 * jamaican-cut-throat-partner-french.txt ("The Partner Domino Game"),
 * jamaican-partner-second-source.txt. docs/rules.md has the options and the readings chosen.
 */
import type { Bone } from './bones.ts';
import type { Pose } from './hand.ts';
import { err, ok } from './result.ts';
import type { DominoError, Result } from './result.ts';
import type { JamaicanPartnerOptions } from './rules.ts';
import type { HandResult } from './settle.ts';

export const DOUBLE_SIX: Bone = [6, 6];

export interface MatchState {
  readonly options: JamaicanPartnerOptions;
  /** Points by team. */
  readonly score: readonly [number, number];
  /** What the next hand is worth before bonuses: 1, or more after tied hands replayed. */
  readonly nextValue: number;
  /** The next hand is the 1-1 play-off: its winner has 2-0. */
  readonly playoff: boolean;
  /** Tied hands in a row just before the next hand. */
  readonly tiesInRow: number;
  /** Who must pose the next hand, and whether the 6-6 is forced. */
  readonly pose: Pose;
  /** The team that won the match, once one has. */
  readonly winner: number | null;
  /** Hands played so far. */
  readonly hands: number;
}

export interface HandScore {
  /** What the hand added to the winners' score (0 for a tie or a bruk). */
  readonly points: number;
  /** The score went back to 0-0 (bruk). */
  readonly bruk: boolean;
  /** The hand led to a play-off at 1-1. */
  readonly playoffNext: boolean;
}

export type MatchErrorCode = 'match/over';
export type MatchError = DominoError<MatchErrorCode>;

/**
 * A hand the texts say is *begun by* the 6-6 holder: the first hand, the hand after a bruk, the
 * play-off. "The first hand begins with the individual who has the double six bone … In tournament
 * play, the first player must begin by posing the 6-6. In informal games the holder of the 6-6 is
 * allowed to announce that he is 'sporting' and begin with a different bone."
 * (caribbean-jamaican-haitian-puerto-rican.txt, The Play). So the `pose` option decides.
 */
function holderBegins(options: JamaicanPartnerOptions): Pose {
  return { by: 'holder', bone: DOUBLE_SIX, forced: options.pose === 'tournament' };
}

/**
 * A later hand the 6-6 holder begins (after a bruk, the play-off): as the first unless `laterPose`
 * gives these hands their own setting (issue 19 item 5). "Tournament first hand, free after" reads
 * caribbean-jamaican-haitian-puerto-rican.txt to the letter: "The first hand … In tournament play,
 * the first player must begin by posing the 6-6", while after a bruk "the next hand is begun by
 * the holder of the double six", no bone named (docs/rules.md).
 */
function holderBeginsLater(options: JamaicanPartnerOptions): Pose {
  const pose = options.laterPose === 'as-first' ? options.pose : options.laterPose;
  return { by: 'holder', bone: DOUBLE_SIX, forced: pose === 'tournament' };
}

/**
 * The hand after a tied hand, under every `pose` option: "If the previous hand was tied, the
 * holder of the 6-6 poses it" (caribbean-jamaican-haitian-puerto-rican.txt, The Play);
 * jamaican-partner-second-source.txt: "for any rounds where the previous one ended in a tie, the
 * player holding the double 6 tile starts the game. The double 6 is used to start the layout."
 */
const SIX_SIX_POSED: Pose = { by: 'holder', bone: DOUBLE_SIX, forced: true };

export function startMatch(options: JamaicanPartnerOptions): MatchState {
  return {
    options,
    score: [0, 0],
    nextValue: 1,
    playoff: false,
    tiesInRow: 0,
    pose: holderBegins(options),
    winner: null,
    hands: 0,
  };
}

function withScore(score: readonly [number, number], team: number, value: number): [number, number] {
  const out: [number, number] = [score[0], score[1]];
  out[team] = value;
  return out;
}

/** Folds one settled hand into the match. */
export function scoreHand(
  state: MatchState,
  result: HandResult,
): Result<{ readonly state: MatchState; readonly hand: HandScore }, MatchError> {
  const { options } = state;
  if (state.winner !== null) {
    return err('match/over', `The match is already over: team ${state.winner} won ${state.score[0]}-${state.score[1]}.`);
  }
  const base = { ...state, hands: state.hands + 1 };
  const H = holderBeginsLater(options);

  if (result.winner === null) {
    // A tied hand: whoever poses next, it is the 6-6 by its holder (SIX_SIX_POSED), sporting or not.
    if (state.playoff) {
      // Our reading: a tied play-off is played again as the play-off (docs/rules.md).
      return ok({ state: { ...base, pose: SIX_SIX_POSED }, hand: { points: 0, bruk: false, playoffNext: true } });
    }
    if (options.ties === 'no-score') {
      // "If there is a tie neither team scores and the holder of the 6-6 begins the next hand."
      return ok({
        state: { ...base, pose: SIX_SIX_POSED, nextValue: 1, tiesInRow: 0 },
        hand: { points: 0, bruk: false, playoffNext: false },
      });
    }
    // caribbean-jamaican-haitian-puerto-rican.txt: "Some play that in the case of a tie, the hand
    // is replayed. If the score was 0 - 0, the holder of the 6-6 starts the replay, but the replay
    // is worth 2 points … If one team already has a score, that team starts … the third replay is
    // for 4 points, and so on" (jamaican-cut-throat-partner-french.txt gives it as the rule).
    // YaadDominoes (issue 19 items 1 and 2): a flat 2 (replayValue "two"), posed by the 6-6
    // holder with the 6-6 (replayPose "holder").
    const tiesInRow = state.tiesInRow + 1;
    // In a race both sides may have points: the one ahead poses, as the side with points would.
    const leader = state.score[0] > state.score[1] ? 0 : state.score[1] > state.score[0] ? 1 : null;
    const pose: Pose = leader === null || options.replayPose === 'holder' ? SIX_SIX_POSED : { by: 'team', team: leader, why: 'replay-leader' };
    return ok({
      state: { ...base, pose, tiesInRow, nextValue: options.replayValue === 'two' ? 2 : 1 + tiesInRow },
      hand: { points: 0, bruk: false, playoffNext: false },
    });
  }

  const w = result.winner;
  const o = 1 - w;
  const after = (score: [number, number], pose: Pose, hand: HandScore) => {
    // "The aim is to win 6 points while the opponents win none".
    // A plain race (onOpponentWin "race"): the first to the target, whatever the other side has.
    const winner = score[w]! >= options.target && (score[o] === 0 || options.onOpponentWin === 'race') ? w : null;
    return ok({ state: { ...base, score, pose, winner, playoff: hand.playoffNext, nextValue: 1, tiesInRow: 0 }, hand });
  };

  if (state.playoff) {
    // "The team that wins the play-off hand then has a score of 2 - 0 and starts the next hand."
    // The play-off is worth 2-0 whatever bonus it was won with.
    const score = withScore([0, 0], w, 2);
    return after(score, { by: 'team', team: w }, { points: 2 - state.score[w]!, bruk: false, playoffNext: false });
  }

  // "A player who wins by playing the key bone as his last bone scores an extra point", on top of
  // whatever the hand is worth (a replay after ties).
  // YaadDominoes (replayKeyBone "nothing", issue 19 item 3): on a replay the replay's value stands.
  const replay = state.tiesInRow > 0 && options.ties === 'replay';
  const keyBone = replay && options.replayKeyBone === 'nothing' ? 0 : result.bonuses.filter((b) => b === 'key-bone').length;
  const value = state.nextValue + keyBone;

  if (options.onOpponentWin === 'race') {
    // A plain race: nobody goes back; the winners add the hand and pose next.
    return after(withScore(state.score as [number, number], w, state.score[w]! + value), { by: 'team', team: w }, {
      points: value,
      bruk: false,
      playoffNext: false,
    });
  }

  if (state.score[o]! > 0) {
    // The side with no points wins.
    if (options.playoffAtOneOne && state.score[o] === 1 && state.score[w] === 0 && value === 1) {
      // "when the game reaches 1 - 1, instead of starting over, there is a play-off hand."
      return after([1, 1], H, { points: 1, bruk: false, playoffNext: true });
    }
    // "If the leading team loses the replay, the score is reset to 0 - 0": under winner-scores
    // only when `leadersLoseReplay` says so; otherwise a replay lost is like any hand lost.
    const replayReset = state.tiesInRow > 0 && options.leadersLoseReplay === 'reset-both';
    if (options.onOpponentWin === 'reset-both' || replayReset) {
      // "If the other side wins a hand, the score returns to 0 - 0, and the next hand is begun by
      // the holder of the double six."
      return after([0, 0], H, { points: 0, bruk: true, playoffNext: false });
    }
    // jamaican-partner-second-source.txt: "When the opposing team scores your score is reset to 0."
    return after(withScore([0, 0], w, value), { by: 'team', team: w }, { points: value, bruk: false, playoffNext: false });
  }

  // "So long as one side keeps winning, they add points to their total." The winners pose next.
  return after(withScore(state.score as [number, number], w, state.score[w]! + value), { by: 'team', team: w }, {
    points: value,
    bruk: false,
    playoffNext: false,
  });
}
