/**
 * The round's clock on the organizer's round screen (issue 24, "The display for the room": the
 * organizer sets its length, starts, pauses and calls time): counted down in the page between
 * the api's answers (renderer/src/roomClock.ts), it must say what the server says is left
 * (api/room-service.ts clockLeft), whatever this machine's own clock reads.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockLeft, clockView } from '../../api/room-service.ts';
import { clockCommands, clockLeftAt, clockState, clockText } from '../../renderer/src/roomClock.ts';

const T0 = Date.parse('2026-12-06T20:00:00.000Z');

describe("the round's clock counted down in the page", () => {
  it('says what the server says is left at every moment after its answer, however far this machine\'s clock is off', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 60_000, max: 24 * 3_600_000 }),
        fc.integer({ min: 0, max: 24 * 3_600_000 }),
        fc.option(fc.integer({ min: 0, max: 3_600_000 }), { nil: null }),
        fc.integer({ min: -86_400_000, max: 86_400_000 }),
        fc.integer({ min: 0, max: 7_200_000 }),
        (lengthMs, left, runningFor, skew, after) => {
          const leftMs = Math.min(left, lengthMs);
          const row = { round: 1, lengthMs, leftMs, startedAt: runningFor === null ? null : new Date(T0 - runningFor).toISOString(), calledAt: null };
          const view = clockView(row, T0)!;
          // This machine reads T0 + skew when the answer comes, and `after` milliseconds later.
          const received = T0 + skew;
          expect(clockLeftAt(view, received, received + after)).toBe(clockLeft(row, T0 + after));
        },
      ),
    );
  });

  it('stands still while stopped, and never counts below 0 or up', () => {
    const stopped = clockView({ round: 1, lengthMs: 1_500_000, leftMs: 600_000, startedAt: null, calledAt: null }, T0)!;
    expect(clockLeftAt(stopped, 0, 9_999_999)).toBe(600_000);
    const running = clockView({ round: 1, lengthMs: 1_500_000, leftMs: 60_000, startedAt: new Date(T0).toISOString(), calledAt: null }, T0)!;
    expect(clockLeftAt(running, 5, 5 + 30_000)).toBe(30_000);
    expect(clockLeftAt(running, 5, 5 + 90_000)).toBe(0);
    // A page whose own clock went back (the system's time set) does not give time back.
    expect(clockLeftAt(running, 5, 0)).toBe(60_000);
  });

  it('reads as a clock on the wall, a second begun shown whole', () => {
    expect([0, 1, 999, 1000, 59_001, 60_000, 1_500_000, 3_600_000, 3_661_000].map(clockText)).toEqual(['0:00', '0:01', '0:01', '0:01', '1:00', '1:00', '25:00', '1:00:00', '1:01:01']);
  });

  it('says where it stands: none, stopped, running, out of time, time called', () => {
    const base = { round: 1, lengthMs: 60_000, leftMs: 60_000, startedAt: null, calledAt: null, serverNow: new Date(T0).toISOString() };
    expect(clockState(null, 0)).toBe('none');
    expect(clockState(base, 60_000)).toBe('stopped');
    expect(clockState({ ...base, startedAt: base.serverNow }, 1)).toBe('running');
    expect(clockState({ ...base, startedAt: base.serverNow }, 0)).toBe('out');
    expect(clockState({ ...base, calledAt: base.serverNow }, 0)).toBe('called');
  });

  it('offers what can be done where it stands (a command the api would answer with no change, or refuse, is not offered)', () => {
    expect(clockCommands('none', 0)).toEqual(['set']);
    expect(clockCommands('stopped', 60_000)).toEqual(['set', 'start', 'call', 'reset']);
    // Stopped with nothing left (paused as time ran out): starting it again would run nothing.
    expect(clockCommands('stopped', 0)).toEqual(['set', 'call', 'reset']);
    expect(clockCommands('running', 60_000)).toEqual(['set', 'pause', 'call', 'reset']);
    expect(clockCommands('out', 0)).toEqual(['set', 'pause', 'call', 'reset']);
    // Called by mistake: started again from where it stopped.
    expect(clockCommands('called', 60_000)).toEqual(['set', 'start', 'reset']);
    expect(clockCommands('called', 0)).toEqual(['set', 'reset']);
  });
});
