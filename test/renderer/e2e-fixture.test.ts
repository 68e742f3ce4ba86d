import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecordText } from '../../domain/record.ts';

// The match the end-to-end test types in (issue 5, "Checks"): "a whole Jamaican Partner match to
// six-love that includes a pass, a blocked hand settled by picking remaining bones, a tied hand,
// and a key-bone domino". Made by test/support/gen-e2e-match.ts; this says it still is that match.
describe('the scripted match of the end-to-end test', () => {
  const text = readFileSync(resolve(import.meta.dirname, '../fixtures/e2e-six-love.json'), 'utf8');
  const report = checkRecordText(text);

  it('is valid and ends six-love', () => {
    expect(report.ok).toBe(true);
    if (!report.ok) return;
    expect(report.value.match.winner).toBe(0);
    expect(report.value.match.score).toEqual([6, 0]);
  });

  it('has a tied hand, a blocked hand won and settled by the bones left, a pass and a key-bone domino', () => {
    if (!report.ok) throw new Error(report.error.message);
    const outcomes = report.value.hands.map((h) => h.result.outcome);
    expect(outcomes).toContain('tied');
    const blocked = report.value.hands.findIndex((h) => h.result.outcome === 'blocked' && h.result.winner !== null);
    expect(blocked).toBeGreaterThanOrEqual(0);
    expect(report.value.record.hands[blocked]!.left).toBeDefined();
    expect(report.value.hands.some((h) => h.result.bonuses.includes('key-bone'))).toBe(true);
    expect(report.value.record.hands.some((h) => h.moves.some((m) => 'pass' in m))).toBe(true);
  });
});
