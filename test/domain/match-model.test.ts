/**
 * The match score against a reference model written straight from the rule texts and issue 2's
 * option list, for random sequences of hand results under random options.
 *
 * Sources: CJHPR = caribbean-jamaican-haitian-puerto-rican.txt ("Partner Dominoes"); SECOND =
 * jamaican-partner-second-source.txt; JCTPF = jamaican-cut-throat-partner-french.txt; readings
 * where the texts are silent are those of docs/rules.md ("Readings chosen").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreHand, startMatch } from '../../domain/match.ts';
import type { MatchState } from '../../domain/match.ts';
import { jamaicanPartnerOptions } from '../../domain/rules.ts';
import { modelHand, resultOf, startModel } from '../support/match-model.ts';
import type { Model, Outcome } from '../support/match-model.ts';

const optionsArb = fc.record({
  pose: fc.constantFrom('tournament' as const, 'sporting' as const),
  onOpponentWin: fc.constantFrom('reset-both' as const, 'winner-scores' as const),
  ties: fc.constantFrom('no-score' as const, 'replay' as const),
  playoffAtOneOne: fc.boolean(),
  target: fc.oneof(fc.constant(6), fc.integer({ min: 1, max: 8 })),
  partnersTiedForFewest: fc.constantFrom('win' as const, 'tie' as const),
  leadersLoseReplay: fc.constantFrom('on-opponent-win' as const, 'reset-both' as const),
});

/** Results in runs (a team winning several hands in a row), so that six-love happens often. */
const outcomesArb: fc.Arbitrary<Outcome[]> = fc
  .array(
    fc.record({
      winner: fc.constantFrom<0 | 1 | null>(0, 1, null),
      keyBone: fc.boolean(),
      keyBoneOften: fc.boolean(),
      times: fc.oneof({ weight: 3, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.integer({ min: 2, max: 6 }) }),
    }),
    { maxLength: 30 },
  )
  .map((runs) =>
    runs.flatMap((r) =>
      Array.from({ length: r.times }, (_, i): Outcome => ({ winner: r.winner, keyBone: r.winner !== null && r.keyBone && (r.keyBoneOften || i === 0) })),
    ),
  );

describe('Jamaican Partner match scoring against a reference model', () => {
  // Each step: the engine's scoreHand and the model agree on the score, the next hand's value,
  // the play-off flag, who poses (and whether the 6-6 is forced), the match winner, and what the
  // hand added (points, bruk, play-off next). After the winner, scoreHand refuses: 'match/over'.
  it('7. scoreHand agrees with the model hand after hand, under every option', () => {
    const seen = { winners: 0, playoffs: 0, replays: 0, bruks: 0 };
    fc.assert(
      fc.property(optionsArb, outcomesArb, (input, outcomes) => {
        const opts = jamaicanPartnerOptions.parse(input);
        let state: MatchState = startMatch(opts);
        const m: Model = startModel(opts);
        const check = (where: string) => {
          expect(state.score, where).toEqual(m.score);
          expect(state.nextValue, where).toBe(m.playoff ? 1 : 1 + m.ties);
          expect(state.playoff, where).toBe(m.playoff);
          expect(state.pose, where).toEqual(m.pose);
          expect(state.winner, where).toBe(m.winner);
        };
        check('start');
        for (let i = 0; i < outcomes.length; i++) {
          const o = outcomes[i]!;
          const where = `hand ${i} (${JSON.stringify(o)})`;
          const expected = modelHand(m, o, opts);
          const got = scoreHand(state, resultOf(o));
          if (expected === 'over') {
            expect(got.ok, where).toBe(false);
            if (!got.ok) expect(got.error.code).toBe('match/over');
            seen.winners++;
            return;
          }
          expect(got.ok, where).toBe(true);
          if (!got.ok) return;
          if (expected.bruk) seen.bruks++;
          if (state.playoff) seen.playoffs++;
          if (state.nextValue > 1) seen.replays++;
          expect(got.value.hand, where).toEqual(expected);
          expect(got.value.state.hands).toBe(state.hands + 1);
          state = got.value.state;
          check(where);

          // Invariants. Outside a play-off the score is never positive for both sides.
          if (!state.playoff) expect(state.score[0] > 0 && state.score[1] > 0, where).toBe(false);
          else expect(state.score, where).toEqual([1, 1]);
          // The match is won exactly when a side has reached the target with the other at 0.
          const reached = [0, 1].filter((t) => state.score[t]! >= opts.target && state.score[1 - t] === 0);
          expect(state.winner, where).toBe(reached.length === 1 ? reached[0] : null);
        }
      }),
      { numRuns: 1000 },
    );
    expect(seen.winners).toBeGreaterThan(0);
    expect(seen.playoffs).toBeGreaterThan(0);
    expect(seen.replays).toBeGreaterThan(0);
    expect(seen.bruks).toBeGreaterThan(0);
  });
});
