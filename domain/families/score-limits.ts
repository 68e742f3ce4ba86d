/**
 * What a game's score can be, family by family (issue 25 item 4: "A score the family cannot reach
 * (far above its target: 60–0 in a game to 6; a loser's score the rules cannot leave) asks for
 * confirmation … saying why"): the most one hand can add to a side, whether the other sides stay
 * below the target, and whether the rules keep them at 0. domain/events/paper-doubt.ts holds a
 * paper score to them.
 *
 * Bounds, not exact figures: each is a figure the rules never pass (the pips of the heaviest bones
 * a side can hold, a bonus on every play), taken from the sentence of the rule text that the
 * family's own scoring quotes (docs/rules.md has each), so a score past one cannot be a game's. A
 * score inside them may still be one no deal gives: a paper score is the organizer's, and only
 * what cannot be is questioned.
 */
import { pipValue } from '../rules.ts';
import type { HandRules, JamaicanPartnerOptions, RuleFamily } from '../rules.ts';
import { boneSet } from '../bones.ts';
import { bonesInPlay } from '../in-play.ts';
import { FAMILIES } from './index.ts';
import type { FamilyOptions } from './types.ts';
import type { CutThroatOptions } from './jamaican-cut-throat.ts';
import type { DoscientosOptions } from './doscientos.ts';
import type { HaitianOptions } from './haitian.ts';
import type { LatinOptions } from './latin-partnership.ts';
import { dividedBy10 } from './latin-partnership.ts';
import { FIRST_PASS_BONUS, PASS_BONUS } from './latin-variants.ts';
import { CHUCHAZO, GAME_BONUSES } from './quinientos.ts';
import type { QuinientosOptions } from './quinientos.ts';

export interface ScoreLimits {
  readonly target: number;
  /** The most one hand adds to one side's score. */
  readonly handMost: number;
  /** What a hand may add more for each tied hand in a row before it (replays worth one more a tie); 0 where ties raise nothing. */
  readonly perTie: number;
  /**
   * Hands a game may go on after a side reached the target: 0 where the first to reach it wins at
   * once; 1 where one hand can take two sides past it level, and "another deal is played".
   */
  readonly after: 0 | 1;
  /** Only a hand's winners score, and the first side at the target wins: no other side reaches it. */
  readonly othersBelow: boolean;
  /**
   * 'all': a won hand puts every other side back to 0, so one side at most has points; 'one': when
   * every player has a point all go back to 0, so one player at least is at 0; null: neither.
   */
  readonly zero: 'all' | 'one' | null;
  /** The one score where two sides have points under `zero: 'all'`: the 1-1 before a play-off. */
  readonly playoff: boolean;
}

type Limits = Omit<ScoreLimits, 'target'>;

/** The pips of the `n` heaviest bones in play: more than any `n` bones a side holds can count. */
function heaviest(rules: HandRules, n: number): number {
  const removed = new Set(rules.removed.map(([a, b]) => `${a}-${b}`));
  const pips = boneSet(rules.maxPip)
    .bones.filter(([a, b]) => !removed.has(`${a}-${b}`))
    .map((bone) => pipValue(rules, bone))
    .sort((x, y) => y - x);
  return pips.slice(0, n).reduce((t, p) => t + p, 0);
}

/** Every bone in play: what all the hands together hold at most. */
const allPips = (rules: HandRules) => heaviest(rules, bonesInPlay(rules));
/** The two hands of a partnership: what the losing team holds at most. */
const teamPips = (rules: HandRules) => heaviest(rules, 2 * rules.handSize);

/**
 * Games won hand by hand: "the winning team normally scores one point" (CJHPR, the partner game;
 * Chiva and Cut Throat "the same as in the partner game"; Milo "a game is five points"), one more
 * for a bonus the hands count ("A player who wins by playing the key bone as his last bone scores
 * an extra point", CJHPR; Milo's two for a Milo).
 */
function byHands(rules: HandRules): number {
  return rules.bonuses.length > 0 ? 2 : 1;
}

/**
 * Latin pass bonuses (latin-variants.ts `passBonuses`): "the team that played the tile scores 10
 * points" for each opponent who passed after it, "a bonus of 20 points to the team of the first
 * player in a match". At most every play of the hand followed by two opponents' passes, and the
 * first bonus of the match: a hand has no more plays than bones in play.
 */
function passBonusMost(rules: HandRules): number {
  return bonesInPlay(rules) * 2 * PASS_BONUS + (FIRST_PASS_BONUS - PASS_BONUS);
}

/** The partner game (domain/match.ts) and Puerto Rican Shutout, which scores by it. */
function partnerGame(o: Pick<JamaicanPartnerOptions, 'ties' | 'onOpponentWin' | 'playoffAtOneOne'> & Partial<JamaicanPartnerOptions>, rules: HandRules): Limits {
  const replay = o.ties === 'replay';
  // CJHPR "the replay is worth 2 points … the third replay is for 4 points, and so on": one more a
  // tie in a row; YaadDominoes' flat 2 (`replayValue: "two"`), with the key bone's point on it or
  // not (`replayKeyBone`). The play-off: "a score of 2 - 0", from 1: one point.
  const flat = replay && o.replayValue === 'two';
  const handMost = flat ? 2 + (o.replayKeyBone === 'nothing' ? 0 : rules.bonuses.length > 0 ? 1 : 0) : byHands(rules);
  return {
    handMost,
    perTie: replay && !flat ? 1 : 0,
    after: 0,
    // "The aim is to win 6 points while the opponents win none"; a race: "the first side to
    // `target` wins"; only the hand's winners score either way.
    othersBelow: true,
    // "If the other side wins a hand, the score returns to 0 - 0" (reset-both); "When the opposing
    // team scores your score is reset to 0" (SECOND, winner-scores). A race resets nothing.
    zero: o.onOpponentWin === 'race' ? null : 'all',
    // "when the game reaches 1 - 1, instead of starting over, there is a play-off hand".
    playoff: o.playoffAtOneOne,
  };
}

/** Cut Throat and Chiva by hands won (jamaican-cut-throat.ts `shutoutScoring`). */
function shutout(rules: HandRules): Limits {
  // "the first player to achieve 6 wins is the overall winner, provided that another player has
  // zero. If everyone wins a hand before anyone reaches 6, the score returns to zero points each."
  return { handMost: byHands(rules), perTie: 0, after: 0, othersBelow: true, zero: 'one', playoff: false };
}

/** The Haitian games: "the losing team's score is reset to zero"; Dekabès after a tie "four points" (or 3). */
function haitianGame(o: Pick<HaitianOptions, 'dekabesAfterTie'>): Limits {
  return { handMost: Math.max(2, o.dekabesAfterTie), perTie: 0, after: 0, othersBelow: true, zero: 'all', playoff: false };
}

/**
 * A race where only the hand's winners score: "The first team that achieves a cumulative score of
 * 100 points or more wins" (LATIN, CUBAN), Milo's "a game is five points".
 */
function race(handMost: number): Limits {
  return { handMost, perTie: 0, after: 0, othersBelow: true, zero: null, playoff: false };
}

/**
 * Games where pass bonuses or a block scored by both teams can add to more than the hand's
 * winners, so two sides may pass the target in one hand, and level, "another deal is played"
 * (latin-variants.ts `matchWinner`): one hand more.
 */
function manyScore(handMost: number): Limits {
  return { handMost, perTie: 0, after: 1, othersBelow: false, zero: null, playoff: false };
}

/** Latin Partnership and Sudan (whose options leave every variant off: "the winners score the total of all unplayed tiles"). */
function latinGame(o: Partial<LatinOptions>, rules: HandRules): Limits {
  // "the pip total of the losing team's unplayed tiles", or "the total pips on all unplayed tiles";
  // a block scored by both teams or by the difference gives a team at most its own two hands.
  const pips = o.scoring === 'all' || o.scoring === undefined ? allPips(rules) : teamPips(rules);
  const counted = (points: number) => (o.divideBy10 ? dividedBy10(points) : points);
  const bonus = o.passBonus ? counted(passBonusMost(rules)) : 0;
  const most = counted(pips) + bonus;
  return o.passBonus || o.blockScore === 'both' ? manyScore(most) : race(most);
}

/** Doscientos: "the winning team scores the total points of all four players" (or the opponents'). */
function doscientosMost(o: DoscientosOptions, rules: HandRules): number {
  return (o.scoring === 'opponents' ? teamPips(rules) : allPips(rules)) + (o.passBonus ? passBonusMost(rules) : 0);
}

const BY_FAMILY: { readonly [F in RuleFamily]: ((options: FamilyOptions, rules: HandRules) => Limits) | null } = {
  'jamaican-partner': (o, rules) => partnerGame(o as unknown as JamaicanPartnerOptions, rules),
  // "similar to the Jamaican partner game", its replays rising (it has no `replayValue`).
  'puerto-rican-shutout': (o, rules) => partnerGame(o as unknown as JamaicanPartnerOptions, rules),
  'jamaican-cut-throat': (o, rules) =>
    // The game to 100 (our reading, after LATIN): "the pips the three others still hold".
    (o as unknown as CutThroatOptions).scoring === 'points' ? race(heaviest(rules, (rules.seats - 1) * rules.handSize)) : shutout(rules),
  chiva: (_o, rules) => shutout(rules),
  haitian: (o) => haitianGame(o as unknown as HaitianOptions),
  'haitian-individual': (o) => haitianGame(o as unknown as HaitianOptions),
  // "The winner's team scores the total number of spots on the remaining tiles held by their opponents".
  cuban: (_o, rules) => race(teamPips(rules)),
  // LANKFORD "the total pip count of their opponents' unplayed tiles less … their own": the
  // others may have drawn the whole boneyard.
  'cuban-draw': (_o, rules) => race(allPips(rules)),
  // "A game is five points": one a hand, two for a Milo.
  milo: (_o, rules) => race(byHands(rules)),
  'latin-partnership': (o, rules) => latinGame(o as unknown as LatinOptions, rules),
  // "the winners score the total of all unplayed tiles" (the 0-0 counting 50 in the variation: pipValue).
  sudan: (_o, rules) => latinGame({}, rules),
  doscientos: (o, rules) => {
    const d = o as unknown as DoscientosOptions;
    const most = doscientosMost(d, rules);
    return d.passBonus ? manyScore(most) : race(most);
  },
  quinientos: (o, rules) => {
    const q = o as unknown as QuinientosOptions;
    // "a bonus of 100 points for the winners of the first game of a match" and "100 points for chuchazo".
    const most = doscientosMost(q, rules) + GAME_BONUSES[0] + (q.chuchazo === 'none' ? 0 : CHUCHAZO);
    return q.passBonus ? manyScore(most) : race(most);
  },
  // Not offered in an event ("it ranks the other way", issue 17), and not bounded: players tied
  // for the lowest score play on past the target (our reading), so the top score has no limit.
  'jamaican-french': null,
};

/**
 * The limits of a game of `family` with these options (as given: the family's defaults filled in
 * here) and seats; null where the family has none to give, or the options are not the family's.
 */
export function scoreLimits(family: RuleFamily, options: Readonly<Record<string, unknown>>, seats: number): ScoreLimits | null {
  const of = BY_FAMILY[family];
  const parsed = FAMILIES[family].options.safeParse(options);
  if (of === null || !parsed.success) return null;
  const rules = FAMILIES[family].handRules(parsed.data, seats);
  return { target: parsed.data.target, ...of(parsed.data, rules) };
}
