/**
 * The replay's way back (renderer/src/replayFrom.ts `fromEvent`): a replay opened from an event's
 * History carries `?event=N` and goes back there; anything else in the address that is not a
 * positive whole number is ignored, and the way back is the match's scoreboard, as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromEvent } from '../../renderer/src/replayFrom.ts';

describe('the event a replay was opened from', () => {
  it('reads a positive whole number, and nothing else', () => {
    expect(fromEvent('7')).toBe(7);
    expect(fromEvent('120')).toBe(120);
    for (const bad of [undefined, null, '', '0', '-3', '07', '1.5', '1e3', ' 4', '4 ', 'x', ['4'], '12345678901234567']) {
      expect(fromEvent(bad), String(bad)).toBeNull();
    }
  });
  it('any positive id written by the History link reads back as itself', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => fromEvent(String(id)) === (String(id).length <= 16 ? id : null)));
  });
});
