/**
 * Match points and penalties in whole units of the event's smallest decimal (issue 17's figures
 * are sums an organizer makes by hand). The file and the app take decimals ("a club may give half
 * points"), and adding them as binary fractions is not the organizer's sum: three draws at 0.1
 * came to 0.30000000000000004, above a win at 0.3, so entrants on equal match points were split
 * and the referee printed the long number. Scaled by the least power of ten that makes every
 * amount of the event whole, the sums are exact whole numbers (while below 2^53, which a file
 * within its bounds reaches only with millions of tables at millionths), and one division at the
 * end gives the nearest double to the organizer's decimal, the same whichever order it was added
 * in.
 */

/** The finest decimals kept: a millionth, as a club gives halves or at most tenths. */
const FINEST = 1e6;

/** The least power of ten (at most a million) that makes every amount whole. */
export function amountScale(amounts: Iterable<number>): number {
  let scale = 1;
  for (const a of amounts) {
    // A decimal read from text is the double nearest it, so "whole" allows that double's error.
    while (scale < FINEST && Math.abs(a * scale - Math.round(a * scale)) > 1e-9 * Math.max(1, Math.abs(a * scale))) scale *= 10;
  }
  return scale;
}

/** An amount in units of 1/scale. */
export function inUnits(amount: number, scale: number): number {
  return Math.round(amount * scale);
}
