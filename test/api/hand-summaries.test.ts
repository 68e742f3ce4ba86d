/**
 * The hand history's summaries (MatchView.hands) are made from each settled hand's report, not
 * from its whole view (api/views.ts `finishedSummary`, issue 5 "Speed"): they must say exactly
 * what the whole view of the same hand says, the one the replay screen shows (handViewAt).
 */
import { describe, expect, it } from 'vitest';
import { handViewAt, matchView, summaryOf } from '../../api/views.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { checkRecord } from '../../domain/record.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import { randomFamilyRecord } from '../support/random.ts';

const FACTS = { id: 1, updatedAt: '2026-11-23T20:00:00.000Z', corrections: 0 };

describe('the summaries of finished hands', () => {
  for (const rules of RULE_FAMILIES) {
    for (const seats of FAMILIES[rules].seatCounts) {
      it(`${rules}, ${seats} seats: each summary is the one its whole view gives`, () => {
        let compared = 0;
        for (const seed of [1, 2, 3]) {
          // Hands thrown in now and then, where the family allows it, and some draws and
          // settlements written as counts and pips.
          const record = randomFamilyRecord(seed * 97 + seats, 12, { rules, seats, vary: true, redealOneIn: 6 });
          const report = checkRecord(record, { inProgress: true });
          if (!report.ok) throw new Error(report.error.message);
          const view = matchView(report.value, FACTS);
          expect(view.hands).toHaveLength(record.hands.length);
          for (const summary of view.hands) {
            const whole = handViewAt(report.value, summary.index, undefined);
            if (!whole.ok) throw new Error(whole.error.message);
            expect(summary).toEqual(summaryOf(whole.value));
            compared++;
          }
        }
        expect(compared).toBeGreaterThan(3);
      });
    }
  }
});
