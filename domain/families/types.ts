/**
 * One interface for every rule family: the record checker (domain/record.ts) calls only this.
 * A family is data (its options and the `HandRules` of its hands) plus, where its scoring
 * differs, its own scoring function; nothing outside domain/families/ asks which family it is.
 */
import { z } from 'zod';
import type { Pose } from '../hand.ts';
import { allBonesDealt } from '../in-play.ts';
import type { DominoError, Result } from '../result.ts';
import type { HandRules, RuleFamily, SeatOut } from '../rules.ts';
import type { HandResult } from '../settle.ts';

/** A family's match options, after defaults: every family has a target. */
export interface FamilyOptions {
  readonly target: number;
  readonly [option: string]: unknown;
}

/** The match between hands, the same shape for every family. */
export interface MatchState {
  readonly options: FamilyOptions;
  /** Points by side: by team (team 0 first) or, each for oneself, by seat. */
  readonly score: readonly number[];
  /** What the next hand is worth before bonuses: 1, or more after tied hands where a family says so. */
  readonly nextValue: number;
  /** The next hand is a play-off (Jamaican Partner's 1-1 play-off). */
  readonly playoff: boolean;
  /** Tied hands in a row just before the next hand. */
  readonly tiesInRow: number;
  /** Who must pose the next hand, and with what. */
  readonly pose: Pose;
  /** The side that won the match, once one has. */
  readonly winner: number | null;
  /**
   * Hands played so far: hands thrown in and hands a ruling ended with no score are not counted
   * (they change nothing), so this is not a hand's number in the record (`Family.score`'s `hand`).
   */
  readonly hands: number;
  /** Latin pass bonuses: the first of the match (worth 20) has been scored. Absent: not yet. */
  readonly passBonusPaid?: boolean;
  /**
   * Seats that have gone out, in the order they went (Jamaican French `playOut`: a player who
   * reaches the target has lost and sits out the hands after; issue 19 item 7), each with the hand
   * in which it did, numbered as the record's hands are (from 1, hands thrown in or ruled
   * included). Absent or empty: every seat plays the next hand.
   */
  readonly out?: readonly SeatOut[];
}

/**
 * Why a hand scored what it did, where a referee would ask; the referee command words them.
 * 'reset-all': every player had a point, so all went back to 0 (Cut Throat).
 * 'losers-to-zero': the losers' points went back to 0 (Haitian).
 * 'pollona' / 'viajera': Cuban names for reaching the target while the others have none (in one hand).
 * 'divided': the points were divided by 10 (Latin `divideBy10`).
 * 'deal-again': a tied block is not counted and the same seat poses again (Latin `blockTie`).
 * 'both-score': in a block each team scored its own pips (Latin `blockScore`).
 * 'rounded': the pips were rounded down to a multiple of 10 (Latin `roundDown10`).
 * 'decider': both teams had reached the target with equal totals, so this hand's winner wins.
 * 'less-own-pips': the winner's own pips were taken off the opponents' (Lankford's Cuban draw game).
 * 'lowest-tied': a player reached the target but two or more tie for the lowest score, so the
 * match goes on (Jamaican French, our reading).
 */
export type ScoreNote =
  | 'reset-all'
  | 'losers-to-zero'
  | 'pollona'
  | 'viajera'
  | 'divided'
  | 'deal-again'
  | 'both-score'
  | 'rounded'
  | 'decider'
  | 'less-own-pips'
  | 'lowest-tied'
  // Issue 19: a block scored by the teams' difference (Latin blockScore "difference"); Jamaican
  // French's others adding twice or four times as much after a going out on a double, and a tied
  // block adding nothing (wentOutOnDouble, tiedBlock).
  | 'difference'
  | 'doubled-out'
  | 'quadrupled-out'
  | 'tied-block-nothing'
  // Issue 19 item 7, issue 25 item 14: Jamaican French's pass penalties (passPenalty): 10 for a
  // player's own third pass in a row, 10 to each of the others for a bone none of them could
  // answer; included in `heldScores`.
  | 'pass-penalty'
  // Issue 19 item 7, issue 25 item 13: Jamaican French's hand after a tied block, replayed for 2
  // (tieReplay): its winner added 2 and nobody else anything for it.
  | 'replay-two';

export interface HandScore {
  /** What the hand added to the winners' score (0 for a tie, a bruk or a reset). */
  readonly points: number;
  /** The score went back to 0 for everyone (a bruk, or Cut Throat's reset). */
  readonly bruk: boolean;
  /** The hand led to a play-off (Jamaican Partner at 1-1). */
  readonly playoffNext: boolean;
  readonly notes?: readonly ScoreNote[];
  /** Before dividing by 10 (Latin `divideBy10`), the pips the hand was worth. */
  readonly pips?: number;
  /** Quinientos: the bonus for winning one of the first four games, included in `points`. */
  readonly gameBonus?: number;
  /** Quinientos: the chuchazo (going out with the 0-0), included in `points`. */
  readonly chuchazo?: number;
  /**
   * Latin variants: what each side added to its score, where it is not just `points` to the
   * winners: pass bonuses (scored by whoever caused the passes), or a block where both teams score
   * their own pips.
   */
  readonly added?: readonly number[];
  /**
   * Jamaican French, where every player scores against himself each hand: what each seat's bones
   * held at the end added to his own score (their pips, doubled when he held a double; 0 for the
   * one who went out; in the replay of a tie, 2 to its winner and nothing to the others), and any
   * pass penalty (`passPenalty`, note 'pass-penalty').
   */
  readonly heldScores?: readonly number[];
  /** Latin pass bonuses scored in the hand, by side (included in `added`). */
  readonly passBonus?: readonly number[];
  /** Jamaican French `playOut`: the seats that went out with this hand (they reached the target). */
  readonly wentOut?: readonly number[];
}

/**
 * An option value played by fewer seat counts than the family allows: Cut Throat's game to 100
 * (`scoring: "points"`) by four only. The record names it when its seats do not fit.
 */
export interface OptionSeats {
  readonly option: string;
  readonly value: string;
  readonly seats: readonly number[];
}

export type MatchErrorCode = 'match/over';
export type MatchError = DominoError<MatchErrorCode>;

/**
 * Options that clubs play together, offered as one choice (issue 25 item 10: "the common Jamaican
 * club setting (replayed ties and the 1-1 play-off) in one choice, as the texts' "many play""):
 * an id, which the screens' words are keyed by, and the values it sets (the others stay as
 * chosen). Each names its source in docs/rules.md.
 */
export interface FamilyPreset {
  readonly id: string;
  readonly options: Readonly<Record<string, string | number | boolean>>;
}

export interface Family {
  readonly id: RuleFamily;
  /** As people call the game: "Jamaican Cut Throat". */
  readonly name: string;
  /** How many seats the game allows. */
  readonly seatCounts: readonly number[];
  /** The options, strict, with their defaults (docs/rules.md). */
  readonly options: z.ZodType<FamilyOptions>;
  /** A hand may be thrown in and dealt again (five doubles): `{ "redeal": { "seat": n } }`. */
  redeal(options: FamilyOptions): boolean;
  /**
   * The doubles a seat must hold to demand a redeal, checked when the record gives the deal of a
   * hand thrown in (but a hand that could not begin, its holder's bone or every double undealt,
   * is thrown in whoever asks). Absent: not checked.
   */
  redealDoubles?(options: FamilyOptions): number;
  /**
   * A hand is thrown in only when it cannot begin: the bone its holder must pose lies in the
   * boneyard (the draw games: Chiva, Cut Throat's two-player draw game). A hand posed by the last
   * winner, with any bone, or one whose deal shows that bone dealt, is not.
   */
  readonly redealOnlyIfUndealt?: boolean;
  /**
   * Points count against the side that takes them (Jamaican French: the first to reach the target
   * loses): a referee's ruling there can only end a hand with no score (domain/ruling.ts).
   */
  readonly pointsAgainst?: boolean;
  /**
   * These options make the target a plain race where the family's own game is not one: the first
   * side to reach it wins, whatever the others have (the partner game's `onOpponentWin: "race"`,
   * Cut Throat's game to 100 by pips). The screens word the target by it, so that no screen needs
   * to know which option names make a race. Absent: no option changes what the target means.
   */
  race?(options: FamilyOptions): boolean;
  /** Settings clubs play, each a few option values set in one choice (`FamilyPreset`). Absent: none. */
  readonly presets?: readonly FamilyPreset[];
  /** The option value, if any, that allows fewer seat counts than `seatCounts`. Absent: none. */
  optionSeats?(options: FamilyOptions): OptionSeats | null;
  /**
   * The hands of a match with these options and this many seats; with `out`, a hand that those
   * seats sit out (`MatchState.out`: only a family whose score puts seats out is asked).
   */
  handRules(options: FamilyOptions, seats: number, out?: readonly SeatOut[]): HandRules;
  start(options: FamilyOptions, rules: HandRules): MatchState;
  /**
   * Folds one settled hand into the match. `hand` is its place in the record, counted from 0 with
   * the hands thrown in or ended by a ruling before it, which `state` does not count: where the
   * match names a hand (a seat out "since hand 3"), it names it as the record numbers it.
   */
  score(state: MatchState, result: HandResult, rules: HandRules, hand: number): Result<{ readonly state: MatchState; readonly hand: HandScore }, MatchError>;
}

/**
 * The rules of the match's next hand: the match's own, or, where seats have gone out
 * (`MatchState.out`), the family's rules for a hand those seats sit out.
 */
export function nextHandRules(family: Family, options: FamilyOptions, rules: HandRules, state: MatchState): HandRules {
  return state.out && state.out.length > 0 ? family.handRules(options, rules.seats, state.out) : rules;
}

/**
 * The players from best to worst: the winner first, then those out, the last out best (within a
 * hand, the lower score better: Jamaican French's `playedOut` lists them worst first). Null while
 * the match is on, and for a match where nobody went out (`MatchState.out`: only Jamaican French
 * `playOut` puts players out; other matches rank by score).
 */
export function rankingOut(state: MatchState): number[] | null {
  if (state.winner === null || !state.out || state.out.length === 0) return null;
  return [state.winner, ...state.out.map((o) => o.seat).reverse()];
}

/** `Family.race` for any family: false where no option makes the target a race. */
export function isRace(family: Family, options: FamilyOptions): boolean {
  return family.race?.(options) ?? false;
}

/** Sides of a game: teams, or seats each for oneself. */
export function sideCount(rules: HandRules): number {
  return Math.max(...rules.teamOf) + 1;
}

/** "The match is already over", the same words for every family. */
export function matchOver(state: MatchState): { readonly ok: false; readonly error: MatchError } {
  return {
    ok: false,
    error: { code: 'match/over', message: `The match is already over: side ${state.winner} won ${state.score.join('-')}.` },
  };
}

/** The pips held by the seats of the sides other than `side`. */
export function pipsOfOthers(rules: HandRules, pips: readonly number[], side: number): number {
  let out = 0;
  pips.forEach((p, s) => {
    if (rules.teamOf[s] !== side) out += p;
  });
  return out;
}

/** A copy of `score` with `side` set to `value`. */
export function withSide(score: readonly number[], side: number, value: number): number[] {
  const out = [...score];
  out[side] = value;
  return out;
}

/** "The player with the [6-6] begins and must lead this tile": how most families open a match. */
export const HOLDER_66: Pose = { by: 'holder', bone: [6, 6], forced: true };

/**
 * `noDouble`, where the 6-6 its holder must pose may be undealt (the two-player draw games):
 * 'redeal', the hand cannot begin and is thrown in (our reading, as before); 'highest-bone', played
 * by HendyDom (issue 19 item 12): the holder of the highest double dealt poses it, and when nobody
 * was dealt a double, the holder of the highest bone (6-5, then 6-4 …).
 */
export const noDoubleOption = z.enum(['redeal', 'highest-bone']).default('redeal');

/** HendyDom's start: the highest double dealt, else the highest bone (`Pose.highestBone`). */
export const HIGHEST_START: Pose = { by: 'highest-double', highestBone: true };

/**
 * Who poses a hand the family gives to the holder of the 6-6 (`forced`: with the 6-6 itself):
 * under `noDouble: 'highest-bone'` HendyDom's start instead, in hands where not every bone is dealt.
 * Where every bone is dealt the 6-6 is, and the highest double is the 6-6: the family's own pose.
 */
export function sixSixPose(options: FamilyOptions, rules: HandRules, forced: boolean): Pose {
  if (options['noDouble'] === 'highest-bone' && !allBonesDealt(rules)) return HIGHEST_START;
  return forced ? HOLDER_66 : { by: 'holder', bone: [6, 6], forced: false };
}

/** A match before its first hand: every side at 0, the next hand worth 1, begun by `pose`. */
export function freshMatch(options: FamilyOptions, rules: HandRules, pose: Pose): MatchState {
  return { options, score: new Array<number>(sideCount(rules)).fill(0), nextValue: 1, playoff: false, tiesInRow: 0, pose, winner: null, hands: 0 };
}
