/**
 * Whatever a screen (or anything else) sends, a command the service refuses changes nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { API_METHODS } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import { randomMatchRecord } from '../support/random.ts';
import { dump } from '../db/support.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-api-props-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('any input to any command', () => {
  it('is answered, and when refused leaves every row as it was', async () => {
    const file = join(dir, 'm.sqlite');
    const service = openService(file, { appVersion: 'test' });
    const record = randomMatchRecord(31, 2);
    const cut = { ...record, hands: [record.hands[0]!, { moves: record.hands[1]!.moves.slice(0, 6) }] };
    expect((await service.call('importRecord', { text: JSON.stringify(cut) })).ok).toBe(true);
    const reader = new Database(file);
    // Near misses as well as noise: the right keys with values of any kind.
    const input = fc.oneof(
      fc.anything(),
      fc.record(
        {
          matchId: fc.oneof(fc.constant(1), fc.integer(), fc.anything()),
          hand: fc.oneof(fc.constant(1), fc.integer({ min: -2, max: 4 }), fc.anything()),
          move: fc.oneof(
            fc.record({ seat: fc.integer({ min: -1, max: 4 }), bone: fc.tuple(fc.integer({ min: -1, max: 9 }), fc.integer({ min: -1, max: 9 })) }),
            fc.record({ seat: fc.integer({ min: 0, max: 3 }), pass: fc.constant(true) }),
            fc.anything(),
          ),
          text: fc.oneof(fc.string(), fc.json()),
          seats: fc.array(fc.string(), { maxLength: 5 }),
          rules: fc.constantFrom('jamaican-partner', 'cuban'),
          pips: fc.array(fc.integer({ min: -1, max: 60 }), { maxLength: 5 }),
        },
        { requiredKeys: [] },
      ),
    );
    let refused = 0;
    try {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...API_METHODS), input, async (method, raw) => {
          const before = dump(reader);
          const result = await service.call(method, raw);
          expect(typeof result.ok).toBe('boolean');
          if (result.ok) return;
          refused += 1;
          expect(result.error.code).not.toBe('internal');
          expect(result.error.message.length).toBeGreaterThan(0);
          expect(dump(reader)).toEqual(before);
        }),
        { numRuns: 400 },
      );
    } finally {
      reader.close();
      service.close();
    }
    expect(refused).toBeGreaterThan(100);
  }, 60_000);
});
