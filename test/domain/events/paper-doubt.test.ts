/**
 * A paper score the rules cannot leave (issue 25 item 4: "A score the family cannot reach (far
 * above its target: 60–0 in a game to 6; a loser's score the rules cannot leave) asks for
 * confirmation … saying why"): table-driven cases, each from the rule text its limit comes from
 * (docs/rules.md; the texts in ../shared/rules/), and random legal matches of every family an event
 * plays, whose score after every hand is never questioned.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paperScoreDoubt } from '../../../domain/events/paper-doubt.ts';
import { scoreLimits } from '../../../domain/families/score-limits.ts';
import { checkRecord } from '../../../domain/record.ts';
import { RULE_FAMILIES } from '../../../domain/rules.ts';
import type { RuleFamily } from '../../../domain/rules.ts';
import { LATIN_VARIANT_PRESETS } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';

interface Case {
  readonly why: string;
  readonly rules: RuleFamily;
  readonly options?: Record<string, unknown>;
  readonly seats?: number;
  readonly score: readonly number[];
  readonly doubt: Record<string, unknown> | null;
}

const REPLAY = { ties: 'replay', playoffAtOneOne: true } as const;

const CASES: readonly Case[] = [
  // CJHPR "At the end of the play, the winning team normally scores one point … an extra point" for
  // the key bone: a hand adds 2 at most, so a game to 6 ends at 7 at most.
  { why: 'the issue’s 60–0 in a game to 6', rules: 'jamaican-partner', score: [60, 0], doubt: { reason: 'past-reach', side: 0, score: 60, target: 6, hand: 2, most: 7 } },
  { why: 'six-love, the key bone on 5–0', rules: 'jamaican-partner', score: [0, 7], doubt: null },
  // "The aim is to win 6 points while the opponents win none": the losers are at 0.
  { why: 'a loser’s points the reset leaves nobody', rules: 'jamaican-partner', score: [6, 2], doubt: { reason: 'both-have-points', side: 1, score: 2, other: 0, otherScore: 6 } },
  { why: '1–1 without a play-off', rules: 'jamaican-partner', score: [1, 1], doubt: { reason: 'both-have-points', side: 1, score: 1, other: 0, otherScore: 1 } },
  // "when the game reaches 1 - 1, instead of starting over, there is a play-off hand".
  { why: '1–1 before the play-off, stopped by the clock', rules: 'jamaican-partner', options: REPLAY, score: [1, 1], doubt: null },
  { why: 'a game stopped by the clock below the target', rules: 'jamaican-partner', score: [0, 4], doubt: null },
  // JCTPF "the replay is worth 2 points … the third replay is for 4 points, and so on": 60 from 5
  // with the key bone takes a hand worth 54 after 53 ties.
  { why: '60–0 with replays rising', rules: 'jamaican-partner', options: REPLAY, score: [60, 0], doubt: { reason: 'past-reach-ties', side: 0, score: 60, target: 6, hand: 2, ties: 53 } },
  { why: '8–0 needs one tied hand before the last', rules: 'jamaican-partner', options: REPLAY, score: [8, 0], doubt: { reason: 'past-reach-ties', ties: 1 } },
  // YaadDominoes (issue 19 item 1): "every replay 2", the key bone adding its point: 5 + 3.
  { why: 'a flat 2 a replay', rules: 'jamaican-partner', options: { ties: 'replay', replayValue: 'two' }, score: [8, 0], doubt: null },
  { why: 'a flat 2 a replay, 9', rules: 'jamaican-partner', options: { ties: 'replay', replayValue: 'two' }, score: [9, 0], doubt: { reason: 'past-reach', most: 8 } },
  // A race: "the first side to `target` wins whatever the other has"; only the winners score.
  { why: 'a race lost at 5', rules: 'jamaican-partner', options: { onOpponentWin: 'race' }, score: [5, 6], doubt: null },
  { why: 'a race with both at the target', rules: 'jamaican-partner', options: { onOpponentWin: 'race' }, score: [7, 6], doubt: { reason: 'two-at-target', side: 1, score: 6, target: 6 } },
  // CJHPR Cut Throat: "If everyone wins a hand before anyone reaches 6, the score returns to zero points each."
  { why: 'cut-throat, every player with a point', rules: 'jamaican-cut-throat', seats: 3, score: [6, 2, 1], doubt: { reason: 'nobody-at-zero' } },
  { why: 'cut-throat, one player at 0', rules: 'jamaican-cut-throat', seats: 3, score: [6, 0, 3], doubt: null },
  { why: 'cut-throat, two at the target', rules: 'jamaican-cut-throat', seats: 4, score: [6, 0, 6, 1], doubt: { reason: 'two-at-target', side: 2 } },
  // CJHPR Haiti: "the losing team's score is reset to zero"; Dekabès after a tie "four points".
  { why: 'Haitian, Dekabès after a tie from 3', rules: 'haitian', score: [7, 0], doubt: null },
  { why: 'Haitian, past it', rules: 'haitian', score: [8, 0], doubt: { reason: 'past-reach', most: 7 } },
  // LATIN "The winners score the pip total of the losing team's unplayed tiles": the losers' 14
  // bones hold 118 pips at most, from 99.
  { why: 'Latin, a typo of a zero', rules: 'latin-partnership', score: [1040, 60], doubt: { reason: 'past-reach', side: 0, target: 100, hand: 118, most: 217 } },
  { why: 'Latin, a big last hand', rules: 'latin-partnership', score: [190, 60], doubt: null },
  { why: 'Latin, both at 100', rules: 'latin-partnership', score: [120, 100], doubt: { reason: 'two-at-target', side: 1, score: 100 } },
  // "Some play that in a blocked game both teams score their unplayed tiles … the winner is then the
  // team with fewer points in total": both past the target, and one more deal when level.
  { why: 'Latin, both teams scoring a block', rules: 'latin-partnership', options: { blockScore: 'both' }, score: [120, 110], doubt: null },
  { why: 'Latin, both teams scoring, past a decider', rules: 'latin-partnership', options: { blockScore: 'both' }, score: [400, 110], doubt: { reason: 'past-reach-decider', most: 99 + 2 * 118 } },
  // CUBAN: double-nine, 10 each, "the total number of spots on the remaining tiles held by their
  // opponents": their 20 bones hold 270 pips at most (9-9, 9-8, 9-7 and 8-8 … down to the 11s).
  { why: 'Cuban, 1000 in a game to 100', rules: 'cuban', score: [1000, 30], doubt: { reason: 'past-reach', hand: 270, most: 369 } },
  { why: 'Cuban, a viajera', rules: 'cuban', score: [150, 0], doubt: null },
  // LATIN Quinientos: "a bonus of 100 points for the winners of the first game", "100 points for chuchazo".
  { why: 'Quinientos with the chuchazo', rules: 'quinientos', options: { chuchazo: 'any' }, score: [867, 0], doubt: null },
  { why: 'Quinientos past it', rules: 'quinientos', options: { chuchazo: 'any' }, score: [868, 0], doubt: { reason: 'past-reach', most: 867 } },
  // LATIN Sudan: "the double blank counts 50 points instead of zero, and the target score is then 101".
  { why: 'Sudan with the double blank at 50', rules: 'sudan', options: { doubleBlank50: true }, score: [318, 0], doubt: null },
  // Milo: "A game is five points", one a hand, two for a Milo.
  { why: 'Milo', rules: 'milo', score: [7, 3], doubt: { reason: 'past-reach', most: 6 } },
];

describe('a paper score the rules cannot leave', () => {
  it.each(CASES)('$rules: $why', ({ rules, options, seats, score, doubt }) => {
    const found = paperScoreDoubt(rules, options ?? {}, seats ?? 4, score);
    if (doubt === null) expect(found).toBeNull();
    else expect(found).toMatchObject(doubt);
  });

  it('Jamaican French gives no limits: not offered in an event, and its players tied for the lowest play on past the target', () => {
    expect(scoreLimits('jamaican-french', {}, 4)).toBeNull();
    expect(paperScoreDoubt('jamaican-french', {}, 4, [999, 0, 0, 0])).toBeNull();
  });

  it('options that are not the family’s give nothing to hold a score to', () => {
    expect(paperScoreDoubt('jamaican-partner', { target: 'six' }, 4, [60, 0])).toBeNull();
  });
});

/** Every family an event plays (Jamaican French is not offered), at its seat counts, with options that move the limits. */
const PRESETS: readonly { readonly rules: RuleFamily; readonly options?: Record<string, unknown>; readonly seats?: number }[] = [
  ...RULE_FAMILIES.filter((f) => f !== 'jamaican-french').map((rules) => ({ rules })),
  { rules: 'jamaican-partner', options: { ties: 'replay', playoffAtOneOne: true, target: 3 } },
  { rules: 'jamaican-partner', options: { ties: 'replay', replayValue: 'two', onOpponentWin: 'winner-scores' } },
  { rules: 'jamaican-partner', options: { onOpponentWin: 'race', ties: 'replay', target: 3 } },
  { rules: 'puerto-rican-shutout', options: { ties: 'replay', keyBone: false, playoffAtOneOne: true } },
  { rules: 'jamaican-cut-throat', seats: 2, options: { target: 3 } },
  { rules: 'jamaican-cut-throat', seats: 3 },
  { rules: 'jamaican-cut-throat', seats: 4, options: { scoring: 'points', target: 60 } },
  { rules: 'chiva', seats: 3, options: { keyBone: true, target: 3 } },
  { rules: 'haitian-individual', seats: 3, options: { target: 3 } },
  { rules: 'haitian', options: { dekabesAfterTie: 3, target: 3 } },
  { rules: 'cuban', options: { set: 'double-six', target: 60 } },
  { rules: 'cuban-draw', seats: 2, options: { target: 60 } },
  { rules: 'latin-partnership', options: { divideBy10: true, passBonus: true, target: 10 } },
  { rules: 'latin-partnership', options: { target: 40 } },
  { rules: 'sudan', options: { doubleBlank50: true } },
  ...LATIN_VARIANT_PRESETS,
];

describe.each(PRESETS)('$rules $options: random legal matches', ({ rules, options, seats }) => {
  it('the score after every hand is one the limits allow; one that needs tied hands in a row came after at least as many', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const record = randomFamilyRecord(seed, 40, { rules, ...(options && { options }), ...(seats && { seats }), redealOneIn: 8 });
        const checked = checkRecord(record);
        if (!checked.ok) throw new Error(checked.error.message);
        for (const h of checked.value.hands) {
          const doubt = paperScoreDoubt(rules, options ?? {}, record.seats.length, h.after.score);
          // Replays rising: a score past the target by more than a hand is worth is reached, and
          // said to need so many tied hands in a row before the last, only after them.
          if (doubt?.reason === 'past-reach-ties') expect(h.before.tiesInRow).toBeGreaterThanOrEqual(doubt.ties);
          else expect({ score: h.after.score, doubt }).toEqual({ score: h.after.score, doubt: null });
        }
      }),
      { numRuns: 30 },
    );
  });
});
