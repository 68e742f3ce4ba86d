/**
 * The round's clock as the organizer's round screen draws it (issue 24, "The display for the
 * room": the organizer sets its length, starts, pauses and calls time). The api answers a
 * `ClockView`: what was left when it last stopped or started, since when it runs, and the
 * server's own time when it answered. The screen counts down between answers by itself (a
 * timer of its own, no request: the clock changes on the server only when the organizer acts,
 * and each change is pushed on the live stream), measuring the time passed on the server from
 * the server's `serverNow`, so a machine whose clock is off draws the same time as the devices.
 * Pure, so it is tested without a browser.
 */
import type { ClockView } from '../../api/contract.ts';

/**
 * What is left on `clock` at `now` (this machine's time), in milliseconds, never below 0:
 * `receivedAt` is this machine's time when the answer came, which stands for the server's
 * `serverNow` (the answer's time on the way is a few milliseconds).
 */
export function clockLeftAt(clock: ClockView, receivedAt: number, now: number): number {
  if (clock.startedAt === null) return Math.max(0, clock.leftMs);
  const serverNow = Date.parse(clock.serverNow) + Math.max(0, now - receivedAt);
  return Math.max(0, clock.leftMs - Math.max(0, serverNow - Date.parse(clock.startedAt)));
}

/**
 * Milliseconds as a clock on the wall says them: "25:00", "0:59", "1:05:00". A second begun is
 * shown whole (a countdown reads 0:01 until it reaches 0:00), as a kitchen timer does.
 */
export function clockText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}

/** Where the clock stands: not set, set and stopped, running, out of time (running, nothing left), or time called. */
export type ClockState = 'none' | 'stopped' | 'running' | 'out' | 'called';

export function clockState(clock: ClockView | null, left: number): ClockState {
  if (clock === null) return 'none';
  if (clock.calledAt !== null) return 'called';
  if (clock.startedAt === null) return 'stopped';
  return left > 0 ? 'running' : 'out';
}

/** What the organizer does to the clock (api/room-contract.ts setClock's actions). */
export type ClockAction = 'set' | 'start' | 'pause' | 'call' | 'reset';

/**
 * The commands the clock offers where it stands: its length set at any time (the clock then
 * stopped, full); started while stopped, or again after time was called by mistake, with time
 * left; paused while it runs; time called unless it is already or there is no clock; taken off
 * unless there is none.
 */
export function clockCommands(state: ClockState, left: number): ClockAction[] {
  return [
    'set' as const,
    ...((state === 'stopped' || state === 'called') && left > 0 ? (['start'] as const) : []),
    ...(state === 'running' || state === 'out' ? (['pause'] as const) : []),
    ...(state === 'stopped' || state === 'running' || state === 'out' ? (['call'] as const) : []),
    ...(state !== 'none' ? (['reset'] as const) : []),
  ];
}
