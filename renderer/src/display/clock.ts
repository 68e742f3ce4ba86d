/**
 * The round's clock as the room's display draws it (issue 24, "The display for the room": "the
 * round's clock (the organizer sets its length, starts, pauses and calls time)"). The server
 * answers a ClockView: what was left (`leftMs`) when it last started (`startedAt`, null while
 * stopped), and its own time when it answered (`serverNow`). A screen whose own clock is off (a
 * TV's browser set by hand, a phone a minute fast) would count from the wrong moment, so the
 * time since `startedAt` is reckoned on the server's clock: the difference between the server's
 * time and this screen's, taken when the answer came, is added to this screen's time. Pure, so
 * it is tested without a browser.
 */
import type { ClockView } from '../../../api/contract.ts';

/**
 * - `ready`: set, never started (full); `running`; `paused`: stopped with time left;
 * - `time`: the organizer called time, or it ran out: the round's last game is the one in play.
 */
export type ClockState = 'ready' | 'running' | 'paused' | 'time';

export interface ClockReading {
  readonly state: ClockState;
  /** Milliseconds left, never below 0. */
  readonly leftMs: number;
}

/** The server's time less this screen's, as seen when `view` was answered at `receivedAt` (this screen's time). */
export function serverOffset(view: Pick<ClockView, 'serverNow'>, receivedAt: number): number {
  const server = Date.parse(view.serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** The clock at `now` (this screen's time), `offset` being serverOffset's. */
export function readClock(view: ClockView, offset: number, now: number): ClockReading {
  if (view.calledAt !== null) return { state: 'time', leftMs: Math.max(0, view.leftMs) };
  if (view.startedAt === null) {
    const left = Math.max(0, view.leftMs);
    if (left === 0) return { state: 'time', leftMs: 0 };
    return { state: left >= view.lengthMs ? 'ready' : 'paused', leftMs: left };
  }
  const started = Date.parse(view.startedAt);
  const running = Number.isFinite(started) ? Math.max(0, now + offset - started) : 0;
  const left = Math.max(0, view.leftMs - running);
  return left === 0 ? { state: 'time', leftMs: 0 } : { state: 'running', leftMs: left };
}

/**
 * The time left as a clock face shows it: mm:ss, or h:mm:ss from an hour. Whole seconds rounded
 * up, as a countdown reads: 00:00 only once nothing is left, never while a half second remains.
 */
export function clockText(leftMs: number): string {
  const total = Math.ceil(Math.max(0, leftMs) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  const mm = String(minutes).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}
