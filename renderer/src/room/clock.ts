/**
 * The round's clock on a device (issue 24: "the round's clock … time called shows on every table's
 * device too"), from the server's ClockView: what is left is `leftMs` less the time since
 * `startedAt` while it runs. The device's own clock may be off by minutes (a phone set by hand), so
 * the time since is measured from the server's time when it answered (`serverNow`), by the
 * device's clock from when the answer came (`receivedAt`). Pure, so Node tests it.
 */
import type { ClockView } from '../../../api/contract.ts';

/** Milliseconds left at `now` (the device's clock), never below 0. */
export function clockLeft(clock: ClockView, receivedAt: number, now: number): number {
  if (clock.startedAt === null) return clock.leftMs;
  const serverNow = Date.parse(clock.serverNow) + (now - receivedAt);
  return Math.max(0, clock.leftMs - (serverNow - Date.parse(clock.startedAt)));
}

/** "23:41", or "1:05:00" past an hour: minutes and seconds left, rounded up (0:00 only once it is over). */
export function showLeft(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
