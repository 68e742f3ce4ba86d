/**
 * Every family's records mutated as an outside checker mutates a hand-built file, through both
 * doors a record comes in by: the referee command (cli/main.ts `respond`, docs/referee.md) and the
 * app's Import (api importRecord). For any file:
 * - the referee answers exit 0 or 1 with the documented JSON (a JSON file is always checked),
 *   never a crash;
 * - a refusal names where: a hand's error points into that hand (`field` under `hands[h]`), a
 *   move's into that move (`hands[h].moves[m]`), an error outside the hands has a field;
 * - Import takes exactly the files the referee takes, with the same score, and refuses the others
 *   with the referee's code, message, hand, move and field (docs/record-format.md: "The app reads
 *   and writes it, the referee command checks it").
 *
 * test/cli/fuzz.test.ts fuzzes the referee alone on Jamaican Partner records, character by
 * character too. This one covers the fourteen families and their options, with the mutations of
 * an outsider's fuzzer: two moves swapped, a bone, seat or end changed, a hand dropped, repeated or
 * thrown in, a deal's bones traded between seats, pips nudged, an option changed, numbers turned
 * into strings, negatives or huge ones, names in other scripts, fields missing or added, a list
 * made long, the last hand cut short (a match exported mid-hand). 20,000 runs were made locally
 * (red-team helper, no disagreement found); a few hundred run here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import { respondTo } from '../support/referee.ts';
import { caseArb, textOf } from '../support/fuzz-records.ts';

interface Refusal {
  readonly hand: number | null;
  readonly move: number | null;
  readonly code: string;
  readonly message: string;
  readonly field: string | null;
}

let dir = '';
let service: Service;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-fuzz-families-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3', logBug: (method, cause) => { throw new Error(`bug in ${method}: ${String(cause)}`); } });
});
afterAll(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every family, mutated: the referee and Import agree (property)', () => {
  it('the referee answers 0 or 1 with the place named; Import takes what it takes and refuses what it refuses, in the same words', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const text = textOf(c);
        const run = respondTo(text);
        expect(run.stderr, text.slice(0, 300)).toBe('');
        expect([0, 1], text.slice(0, 300)).toContain(run.status);
        const out = JSON.parse(run.stdout) as { valid: boolean; score?: number[]; winner?: number | null; error?: Refusal };
        const answer = await service.call('importRecord', { text });
        if (out.valid) {
          expect(answer.ok ? null : (answer.error as ApiError), text.slice(0, 300)).toBeNull();
          const view = (answer as { value: MatchView }).value;
          expect(view.score).toEqual(out.score);
          expect(view.winner).toEqual(out.winner);
          return;
        }
        const e = out.error!;
        // The place: an error in a hand points into it, one in a move into that move.
        if (e.hand !== null) expect(e.field ?? '', e.message).toMatch(new RegExp(`^hands\\[${e.hand}\\]`));
        if (e.move !== null) expect(e.field ?? '', e.message).toContain(`hands[${e.hand}].moves[${e.move}]`);
        if (e.hand === null) expect(e.field, e.message).not.toBeNull();
        expect(e.message).not.toMatch(/\n|\bat .*\.ts:\d+/);
        expect(answer.ok, `${e.code}: ${e.message}`).toBe(false);
        if (answer.ok) return;
        expect({ code: answer.error.code, message: answer.error.message, hand: answer.error.hand ?? null, move: answer.error.move ?? null, field: answer.error.field ?? null }).toEqual({
          code: e.code,
          message: e.message,
          hand: e.hand,
          move: e.move,
          field: e.field,
        });
      }),
      // FUZZ_RUNS=20000 to hunt locally.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });
});
