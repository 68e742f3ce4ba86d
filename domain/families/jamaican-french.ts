/**
 * Jamaican French: four players each for himself on a four-arm layout round the 0-0, the pips
 * left in hand added to one's own score, and the first to reach 100 loses.
 *
 * Source: jamaican-cut-throat-partner-french.txt, "The French Domino Game" (JCTPF): "Four players
 * play this game, each playing for himself (cut throat). The players draw from the boneyard 7
 * tiles each and the holder of the double zero plays it first. … Scoring: At the end of each hand
 * the numbers on the tiles in each person's hand are added to his running score. If a double tile
 * is in an individual's hand then his score for that hand is doubled. The game ends when an
 * individual reaches one hundred and declared the loser. The player with the lowest score at that
 * point is the winner." The layout is domain/arms.ts; docs/rules.md has the readings chosen.
 */
import { z } from 'zod';
import { isDouble } from '../bones.ts';
import type { Pose } from '../hand.ts';
import { ok } from '../result.ts';
import { inPlayOf } from '../in-play.ts';
import { pipValue } from '../rules.ts';
import type { HandRules, SeatOut } from '../rules.ts';
import type { HandResult } from '../settle.ts';
import type { Family, MatchState, ScoreNote } from './types.ts';
import { freshMatch, matchOver } from './types.ts';

export const frenchOptions = z
  .object({
    /** "The game ends when an individual reaches one hundred": the score that loses, reached or passed. */
    target: z.number().int().min(1).default(100),
    /**
     * A player goes out with a double as his last bone: what the others add for the hand is as it
     * is ('plain', the text), twice it ('double') or four times it ('quadruple'), as YaadDominoes
     * plays it (issue 19 item 7).
     */
    wentOutOnDouble: z.enum(['plain', 'double', 'quadruple']).default('plain'),
    /**
     * A block with two or more players tied for the fewest pips: every player adds what he holds
     * ('held', as at any hand's end: the text gives no block rule), or nobody adds anything
     * ('nothing', YaadDominoes; issue 19 item 7).
     */
    tiedBlock: z.enum(['held', 'nothing']).default('held'),
    /**
     * Penalties for passing: none ('none', the text), or YaadDominoes' ('passers-ten', issue 19
     * item 7 as issue 25 item 14 describes it): a player's own third pass in a row costs him 10,
     * and a bone that leaves every other player without an answer costs each of them 10, even when
     * it ends the hand; the penalties count in a tied hand too.
     */
    passPenalty: z.enum(['none', 'passers-ten']).default('none'),
    /**
     * After a tied block: the next hand as any ('none', the text), or a replay worth a flat 2 to
     * the player who wins it, nobody else adding anything for it, however many ties came before
     * ('two', YaadDominoes; issue 19 item 7 as issue 25 item 13 describes it). What the tie itself
     * adds is `tiedBlock`'s (YaadDominoes: nothing), so the two are independent.
     */
    tieReplay: z.enum(['none', 'two']).default('none'),
    /**
     * Who poses the hands after the first: the holder of the 0-0 with the 0-0 ('zero-zero', the
     * text), or the last hand's winner with any double he holds, the centre of the cross
     * ('winner-double', YaadDominoes; issue 19 item 7). The first hand is the 0-0's either way.
     */
    laterPose: z.enum(['zero-zero', 'winner-double']).default('zero-zero'),
    /**
     * After the hand in which a player reaches the target: the match ends (false, the text), or he
     * is out, having lost, and the others play on, hand after hand, until one alone is left below
     * the target, who wins (true, YaadDominoes: "the others play out"; issue 19 item 7).
     */
    playOut: z.boolean().default(false),
  })
  .strict();

/**
 * The options with the pair that cannot be played together refused: a hand of three players has
 * no 0-0 ("3 players get 9 tiles each (double blank is removed)", JCTPF), so a match played out
 * needs its later hands posed by the last winner with any double (`laterPose: "winner-double"`).
 * The reason is for a screen to say in its own language (domain/record-words.ts says its English).
 */
const frenchMatchOptions = frenchOptions.refine((o) => !(o.playOut && o.laterPose !== 'winner-double'), {
  message: '"playOut" is played only with { "laterPose": "winner-double" }',
  path: ['playOut'],
  params: { reason: { kind: 'option-needs', option: '"playOut"', needs: '{ "laterPose": "winner-double" }' } },
});

const WENT_OUT_ON_DOUBLE = { plain: 1, double: 2, quadruple: 4 } as const;

/** YaadDominoes' penalty for passing (issue 19 item 7, issue 25 item 14). */
const PASS_PENALTY = 10;

/** YaadDominoes' penalty falls on "a player's own third pass in a row" (issue 25 item 14). */
const PASSES_IN_ROW = 3;

/** What the replay of a tied block is worth to its winner under `tieReplay: 'two'` (issue 25 item 13). */
const REPLAY_VALUE = 2;

/**
 * What each seat adds in penalties under `passPenalty: 'passers-ten'` (YaadDominoes, issue 25 item
 * 14). "A bone that leaves every other player without an answer costs each of them 10, even when
 * that bone ends the hand": the others passing on it in turn (`passRuns`; every bone is dealt and
 * nobody draws, so their passes follow it), the bone that blocks the hand (known at once, so
 * counted there as their passes), and a domino none of them held a bone to answer
 * (`dominoUnanswered`). "A player's own third pass in a row costs that player 10": our reading,
 * each third (the sixth, the ninth …) costs 10 again (`passStreaks`).
 */
export function passPenalties(rules: HandRules, result: HandResult): number[] {
  const out = rules.teamOf.map(() => 0);
  // The others are the seats still in (`playOut`): a seat sitting the hand out never passes.
  const { nextSeat, playing } = inPlayOf(rules);
  const others = (seat: number) => {
    for (let k = 1, s = nextSeat[seat]!; k < playing; k++, s = nextSeat[s]!) out[s]! += PASS_PENALTY;
  };
  for (const run of result.passRuns ?? []) if (run.passes >= playing - 1) others(run.seat);
  if (result.outcome === 'domino' && result.dominoUnanswered === true) others(result.seats[0]!);
  for (const streak of result.passStreaks ?? []) out[streak.seat]! += PASS_PENALTY * Math.floor(streak.passes / PASSES_IN_ROW);
  return out;
}

export type FrenchOptions = z.output<typeof frenchOptions>;

export const FRENCH_HAND: HandRules = {
  maxPip: 6,
  // "Four players play this game, each playing for himself (cut throat). The players draw from
  // the boneyard 7 tiles each": 4 × 7 = 28, every bone dealt.
  seats: 4,
  handSize: 7,
  teamOf: [0, 1, 2, 3],
  removed: [],
  rest: 'sleeping', // every bone is dealt
  bonuses: [],
  // The text gives no block rule: a block ends the hand and every player adds what he holds, as
  // at any hand's end. Who "won" it (the fewest pips) is reported, and scores nothing.
  block: 'fewest-pips-seat',
  blockTie: 'tie',
  // "If a double tile is in an individual's hand then his score for that hand is doubled": the
  // bones each seat holds are needed after every hand, not only their pips.
  holdingsNeeded: 'bones',
  layout: 'four-arm',
};

/**
 * A hand that the seats in `out` sit out (`playOut`), dealt to the seats still in as the same
 * source's Cut Throat game deals (JCTPF, "The Cut Throat Game"): "3 players get 9 tiles each (double
 * blank is removed)", "2 players get 14 tiles each". Every bone in play is still dealt, so a block
 * is still known at once. Kept per list of seats out: the engine caches facts per rules object.
 */
const handsOut = new Map<string, HandRules>();
export function frenchHandOut(out: readonly SeatOut[]): HandRules {
  if (out.length === 0) return FRENCH_HAND;
  const key = out.map((o) => `${o.seat}@${o.since}`).join(',');
  let rules = handsOut.get(key);
  if (!rules) {
    const playing = FRENCH_HAND.seats - out.length;
    // The match ends when one player is left (`score`): a hand of fewer is a broken invariant.
    if (playing < 2) throw new Error(`a French hand needs two players still in; ${playing} left`);
    rules = { ...FRENCH_HAND, handSize: playing === 3 ? 9 : 14, removed: playing === 3 ? [[0, 0]] : [], out };
    handsOut.set(key, rules);
  }
  return rules;
}

/**
 * `playOut`: who is out after a hand, and who won. YaadDominoes' French game: "play going on after
 * one player passes 100 (the others play out)" (issue 19 item 7), read as: a player who reaches the
 * target is out, having lost (the order players go out in is the ranking, the last out best), and
 * the others play on until one alone is left below it, who wins. Our readings: when the last two
 * or more still in all reach it in the same hand, the lowest score among them wins; players tied
 * for that lowest score play on, as `lowest-tied` (the others of them are out). `since` is the
 * hand's number in the record (counted from 1, hands thrown in or ruled included: issue 25 item
 * 16a), as every hand number the referee and the screens give.
 */
function playedOut(
  state: MatchState,
  score: readonly number[],
  since: number,
): { readonly out: readonly SeatOut[]; readonly wentOut: number[]; readonly winner: number | null; readonly tied: boolean } {
  const before = state.out ?? [];
  const still = score.flatMap((_, seat) => (before.some((o) => o.seat === seat) ? [] : [seat]));
  const below = still.filter((seat) => score[seat]! < state.options.target);
  let stay = below;
  if (below.length === 0) {
    const lowest = Math.min(...still.map((seat) => score[seat]!));
    stay = still.filter((seat) => score[seat] === lowest);
  }
  // Those out in this hand, worst (the higher score) first: `out` read backwards ranks best first.
  const wentOut = still.filter((seat) => !stay.includes(seat)).sort((a, b) => score[b]! - score[a]! || a - b);
  return {
    out: [...before, ...wentOut.map((seat) => ({ seat, since }))],
    wentOut,
    winner: stay.length === 1 ? stay[0]! : null,
    tied: below.length === 0 && stay.length > 1,
  };
}

/**
 * "the holder of the double zero plays it first". Our reading: every hand, since all 28 bones
 * are dealt and the text names no other start (unless `laterPose` says otherwise).
 */
export const HOLDER_00: Pose = { by: 'holder', bone: [0, 0], forced: true };

/**
 * Who poses after `result` under `laterPose: "winner-double"` (YaadDominoes' French game, "later
 * hands posed with any double as the centre of the cross by the last winner"; issue 19 item 7).
 * The last winner is the player who went out or the one with the fewest pips in a block (our
 * reading); one who holds no double leaves the pose to the next player in order of play who holds
 * one (`any-double`). After a tied block, which has no winner, "the 0-0 is posed again by its
 * holder" (YaadDominoes, issue 25 item 13); in a hand of three, which has no 0-0 ("double blank is
 * removed", JCTPF), the player who posed the tied hand poses again, with any double (our reading).
 */
function winnerDoublePose(result: HandResult, next: HandRules): Pose {
  if (result.winner !== null) return { by: 'any-double', seat: result.seats[0]! };
  const noZeroZero = next.removed.some(([a, b]) => a === 0 && b === 0);
  return noZeroZero ? { by: 'any-double', seat: result.poser } : HOLDER_00;
}

/**
 * `playOut`: a last winner who has just gone out (pass penalties, or the fewest pips of a block
 * that still took him to the target) poses no more. Our reading: the pose passes to the next
 * player still in after him in order of play, as it passes from a winner who holds no double.
 */
function stillIn(pose: Pose, out: readonly SeatOut[] | null): Pose {
  if (pose.by !== 'any-double' || !out) return pose;
  const isOut = (seat: number) => out.some((o) => o.seat === seat);
  let seat = pose.seat;
  for (let k = 0; k < FRENCH_HAND.seats && isOut(seat); k++) seat = (seat + 1) % FRENCH_HAND.seats;
  return { ...pose, seat };
}

/**
 * Whether a hand's notes say it added the pips each player held (doubled for a double): not a
 * tied block that adds nothing (`tiedBlock`), nor the replay of a tie, worth 2 to its winner
 * (`tieReplay`). The referee and the screens explain a doubling only where the pips counted.
 */
export function frenchPipsCount(notes: readonly string[]): boolean {
  return !notes.includes('tied-block-nothing') && !notes.includes('replay-two');
}

/** What each seat adds for a hand: its pips, doubled when it holds a double; 0 for the seat that went out. */
export function frenchHandScores(rules: HandRules, held: readonly (readonly (readonly [number, number])[])[]): number[] {
  return held.map((bones) => {
    const pips = bones.reduce((t, b) => t + pipValue(rules, b), 0);
    return bones.some(isDouble) ? 2 * pips : pips;
  });
}

export const jamaicanFrench: Family = {
  id: 'jamaican-french',
  pointsAgainst: true,
  name: 'Jamaican French',
  seatCounts: [4],
  options: frenchMatchOptions,
  redeal: () => false,
  handRules: (_options, _seats, out) => frenchHandOut(out ?? []),
  start: (options, rules) => freshMatch(options, rules, HOLDER_00),
  score(state, result, rules, hand) {
    if (state.winner !== null) return matchOver(state);
    // Settling gave the bones (holdingsNeeded 'bones'); none held for a hand thrown in.
    const o = state.options as FrenchOptions;
    const held = frenchHandScores(rules, result.held ?? rules.teamOf.map(() => []));
    // YaadDominoes' readings (issue 19 item 7): a tied block adds nothing; going out on a double
    // multiplies what the others add (the player who went out adds 0 anyway).
    const onDouble = result.outcome === 'domino' && result.lastBone !== null && isDouble(result.lastBone) ? WENT_OUT_ON_DOUBLE[o.wentOutOnDouble] : 1;
    const nothing = result.outcome === 'tied' && o.tiedBlock === 'nothing';
    // "the hand after a tied block is worth a flat 2 to the player who wins it, and nobody else
    // adds anything" (issue 25 item 13): a replay tied in its turn has no winner, so adds nothing.
    const replaying = state.nextValue > 1;
    const handScores = replaying
      ? held.map((_, seat) => (seat === result.winner ? REPLAY_VALUE : 0))
      : nothing
        ? held.map(() => 0)
        : held.map((p) => p * onDouble);
    // Penalties are added after the multiplying (they are not pips held), and "count in a tied
    // hand too" (issue 25 item 14): in a tie that adds nothing, and in a replay, as in any hand.
    const penalties = o.passPenalty === 'passers-ten' ? passPenalties(rules, result) : held.map(() => 0);
    const heldScores = handScores.map((p, seat) => p + penalties[seat]!);
    const optionNotes: ScoreNote[] = [
      ...(replaying ? (['replay-two'] as const) : nothing ? (['tied-block-nothing'] as const) : onDouble === 2 ? (['doubled-out'] as const) : onDouble === 4 ? (['quadrupled-out'] as const) : []),
      ...(penalties.some((p) => p > 0) ? (['pass-penalty'] as const) : []),
    ];
    // "the numbers on the tiles in each person's hand are added to his running score".
    const score = state.score.map((p, seat) => p + heldScores[seat]!);
    // "The game ends when an individual reaches one hundred and declared the loser. The player
    // with the lowest score at that point is the winner." Reaching means that score or more.
    const reached = score.some((p) => p >= state.options.target);
    const lowest = Math.min(...score);
    const lowestSeats = score.flatMap((p, seat) => (p === lowest ? [seat] : []));
    // Our reading where the text is silent: players tied for the lowest score play on, hand after
    // hand, until one alone is lowest; the match never ends with two winners.
    const ended = o.playOut ? playedOut(state, score, hand + 1) : null;
    const winner = ended ? ended.winner : reached && lowestSeats.length === 1 ? lowestSeats[0]! : null;
    const tied = ended ? ended.tied : reached && winner === null;
    const notes: ScoreNote[] = [...optionNotes, ...(tied ? (['lowest-tied'] as const) : [])];
    // "a tie replayed for a flat 2": the hand after a tied block (a tied replay too) is the replay.
    const replay = o.tieReplay === 'two' && result.outcome === 'tied';
    const out = ended && ended.out.length > 0 ? ended.out : null;
    // The next hand's rules say whether it has the 0-0 (a match won has no next hand).
    const nextRules = winner === null && out ? frenchHandOut(out) : FRENCH_HAND;
    const pose = o.laterPose === 'winner-double' ? stillIn(winnerDoublePose(result, nextRules), out) : HOLDER_00;
    const next: MatchState = {
      ...state,
      score,
      pose,
      winner,
      hands: state.hands + 1,
      tiesInRow: replay ? state.tiesInRow + 1 : 0,
      nextValue: replay ? REPLAY_VALUE : 1,
      ...(out && { out }),
    };
    const wentOut = ended && ended.wentOut.length > 0 ? { wentOut: ended.wentOut } : {};
    return ok({ state: next, hand: { points: 0, bruk: false, playoffNext: false, heldScores, ...(notes.length > 0 && { notes }), ...wentOut } });
  },
};
