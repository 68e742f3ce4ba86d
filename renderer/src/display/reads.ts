/**
 * The display reads its state again whenever the room says something changed (issue 24: the
 * live stream's `changed`, `clock`, `event`). An evening of twenty tables sends many of those a
 * second at its busiest, and each read is the whole event's display state; what a person reads
 * from the back of the room does not need more than a few a second. So asks are folded together:
 * one read at a time, at most one every `gapMs`, and an ask that comes while one is being read
 * (or waits its turn) is answered by the next read, never dropped. Pure of Vue and the DOM, so it is
 * tested with a stand-in clock.
 */

export interface Timers {
  now(): number;
  after(ms: number, run: () => void): unknown;
  cancel(handle: unknown): void;
}

const REAL_TIMERS: Timers = {
  now: () => Date.now(),
  after: (ms, run) => setTimeout(run, ms),
  cancel: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export interface CoalescedReads {
  /** Something changed: read again (now, or as soon as the last read is `gapMs` old). */
  ask(): void;
  /** No more reads (the page is closing). */
  stop(): void;
}

export function coalescedReads(read: () => Promise<unknown>, gapMs: number, timers: Timers = REAL_TIMERS): CoalescedReads {
  let reading = false;
  let again = false;
  let stopped = false;
  let waiting: unknown = null;
  let lastStart = -Infinity;

  const run = () => {
    waiting = null;
    reading = true;
    again = false;
    lastStart = timers.now();
    void read()
      .catch(() => undefined)
      .then(() => {
        reading = false;
        if (again) ask();
      });
  };

  function ask(): void {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    if (waiting !== null) return;
    const wait = lastStart + gapMs - timers.now();
    if (wait <= 0) run();
    else waiting = timers.after(wait, run);
  }

  return {
    ask,
    stop: () => {
      stopped = true;
      if (waiting !== null) timers.cancel(waiting);
      waiting = null;
    },
  };
}
