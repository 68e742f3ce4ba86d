/**
 * The times the organizer's room shows (issue 24): a device joined, a join attempt, a referee
 * call, the last move, time called; each in the screens' language, as this machine's clock reads.
 */

/** The time of day of `at` (an ISO time the api gives), as this machine's clock and the locale say it: "21:07", "9:07 PM". */
export function timeOfDay(at: string, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' });
}

/** The same with its seconds, for the log of join attempts (several may come in one minute). */
export function timeWithSeconds(at: string, locale: string): string {
  return new Date(at).toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

