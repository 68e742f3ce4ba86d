/**
 * `passRuns` (settle.ts: one pass over the log, each move's kind read once, as it runs for every
 * hand settled) against the rule as first written, play by play: every play the next seat passed
 * on, with the passes in a row right after it (a draw ends the run), and a block known at once
 * counting as a pass by every other seat after the last play (latin-partnership.txt "if there are
 * three passes, as in a blocked game"). On the finished hands of random matches of every family
 * and seat count, and of the options that add draws, and on random logs of plays, passes and draws
 * cut anywhere.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/families/index.ts';
import { isPass, isPlay } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { checkRecord } from '../../domain/record.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { passRuns } from '../../domain/settle.ts';
import type { PassRun } from '../../domain/settle.ts';
import { randomFamilyRecord } from '../support/random.ts';

/** The rule as first written: for each play, count the passes that follow it. */
function reference(hand: Hand): PassRun[] {
  const { moves } = hand;
  const out: PassRun[] = [];
  for (let i = 0; i < moves.length; i++) {
    const m = moves[i]!;
    if (!isPlay(m)) continue;
    let passes = 0;
    while (i + 1 + passes < moves.length && isPass(moves[i + 1 + passes]!)) passes++;
    if (i === moves.length - 1 && hand.status === 'blocked') passes = hand.setup.rules.seats - 1;
    if (passes > 0) out.push({ seat: m.seat, passes });
  }
  return out;
}

const PRESETS: readonly { readonly rules: RuleFamily; readonly seats: number; readonly options?: Record<string, unknown> }[] = [
  ...RULE_FAMILIES.flatMap((rules) => FAMILIES[rules].seatCounts.map((seats) => ({ rules, seats }))),
  { rules: 'jamaican-cut-throat', seats: 2, options: { twoPlayers: 'draw' } },
  { rules: 'haitian-individual', seats: 2, options: { twoPlayers: 'block' } },
];

describe('passRuns agrees with the play-by-play rule', () => {
  for (const { rules, seats, options } of PRESETS) {
    it(`${rules}, ${seats} seats${options ? ` ${JSON.stringify(options)}` : ''}: the finished hands of a random match`, () => {
      const record = randomFamilyRecord(seats * 7 + rules.length, 40, { rules, seats, options, vary: true });
      const report = checkRecord(record);
      if (!report.ok) throw new Error(report.error.message);
      const hands = report.value.hands.filter((h) => !h.redeal && h.hand.status !== 'playing').map((h) => h.hand);
      expect(hands.length).toBeGreaterThan(0);
      for (const hand of hands) expect(passRuns(hand), JSON.stringify(hand.moves)).toEqual(reference(hand));
    });
  }

  it('any log of plays, passes and draws, cut anywhere, blocked or not', () => {
    const move = fc.oneof(
      fc.record({ seat: fc.nat({ max: 3 }), bone: fc.constant([1, 2] as const) }),
      fc.record({ seat: fc.nat({ max: 3 }), pass: fc.constant(true as const) }),
      fc.record({ seat: fc.nat({ max: 3 }), draw: fc.nat({ max: 3 }) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 30 }), fc.boolean(), (moves, blocked) => {
        const hand = { moves: moves as Move[], status: blocked ? 'blocked' : 'domino', setup: { rules: { seats: 4 } } } as unknown as Hand;
        expect(passRuns(hand)).toEqual(reference(hand));
      }),
      { numRuns: 500 },
    );
  });
});
