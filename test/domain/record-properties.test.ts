/**
 * Property tests of the match record (issue 2, "The match record format" and "Property tests:
 * random legal hands and matches never fail validation"): random legal match records, made by
 * test/support/random.ts from fast-check seeds under random options, with and without the deal,
 * with the end written on every play or only where required.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { holding } from '../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../domain/record.ts';
import type { MatchRecord, MatchReport } from '../../domain/record.ts';
import { jamaicanPartnerOptions } from '../../domain/rules.ts';
import { bySeatArray, bySeatMap, recordCaseArb, recordOf } from '../support/arbitraries.ts';
import { modelHand, startModel } from '../support/match-model.ts';

function check(record: MatchRecord): MatchReport {
  const r = checkRecord(record);
  if (!r.ok) throw new Error(`hand ${r.error.hand} move ${r.error.move}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

const scores = (report: MatchReport) => report.hands.map((h) => ({ result: h.result, score: h.after.score, winner: h.after.winner }));

describe('random legal match records', () => {
  // Issue 2: random legal matches never fail validation; the record "parsed with precise errors
  // and written back unchanged (round-trip tested)"; the report's score is the last hand's.
  it('8. always check, write → parse → write is the identity, and the final score is the last hand\'s', () => {
    fc.assert(
      fc.property(recordCaseArb(), (c) => {
        const record = recordOf(c);
        const report = check(record);
        expect(report.hands.length).toBe(record.hands.length);

        const text = writeRecord(record);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(record)));
        const parsed = parseRecord(text);
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value).toEqual(record);
        expect(writeRecord(parsed.value)).toBe(text);
        expect(scores(check(parsed.value))).toEqual(scores(report));

        // The match state chains hand to hand, and the final one is the last hand's.
        const last = report.hands[report.hands.length - 1]!;
        expect(report.match).toBe(last.after);
        expect(report.match.score).toEqual(last.after.score);
        report.hands.forEach((h, i) => {
          if (i > 0) expect(h.before).toBe(report.hands[i - 1]!.after);
          expect(h.hand.status).not.toBe('playing');
        });

        // Cross-check with the reference match model (test/support/match-model.ts).
        const opts = jamaicanPartnerOptions.parse(record.options ?? {});
        const m = startModel(opts);
        for (const h of report.hands) {
          expect(h.before.pose).toEqual(m.pose);
          expect(h.before.nextValue).toBe(m.playoff ? 1 : 1 + m.ties);
          const step = modelHand(m, { winner: h.result.winner as 0 | 1 | null, keyBone: h.result.bonuses.includes('key-bone') }, opts);
          expect(step).not.toBe('over');
          expect(h.after.score).toEqual(m.score);
          expect(h.after.winner).toBe(m.winner);
        }
        // The generator stops at the match's winner, never after.
        if (report.match.winner === null) expect(record.hands.length).toBe(c.hands);
      }),
      { numRuns: 120 },
    );
  });

  // Issue 2: "`left` (bones still held, by seat) or `pips` (pip totals by seat) settles a blocked
  // hand", and the deal, when given, settles it too. The same match written each way scores the same.
  it('a blocked hand settles the same from the bones left, the pip totals, both, or the deal', () => {
    fc.assert(
      fc.property(recordCaseArb(), fc.constantFrom('pips', 'both', 'left-with-deal'), (c, how) => {
        const record = recordOf({ ...c, withDeal: how === 'left-with-deal' });
        const report = check(record);
        const hands = record.hands.map((hr, i) => {
          const hand = report.hands[i]!.hand;
          if (hand.status !== 'blocked') return hr;
          const left: Bone[][] = how === 'left-with-deal' ? [0, 1, 2, 3].map((s) => holding(hand, s)!) : bySeatArray(hr.left!).map((b) => [...b]);
          const pips = bySeatMap(left.map((bones) => bones.reduce((t, b) => t + b[0] + b[1], 0)));
          if (how === 'pips') return { moves: hr.moves, pips };
          if (how === 'both') return { ...hr, pips };
          return { ...hr, left: bySeatMap(left) };
        });
        const rewritten = { ...record, hands };
        expect(scores(check(rewritten))).toEqual(scores(report));
        const parsed = parseRecord(writeRecord(rewritten));
        expect(parsed.ok && writeRecord(parsed.value)).toBe(writeRecord(rewritten));
      }),
      { numRuns: 60 },
    );
  });
});
