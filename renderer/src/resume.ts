/**
 * Opening where the scorekeeper left off. Pure, so it is tested without a browser.
 */
/** The localStorage key holding the last screen shown (its route). */
export const LAST_ROUTE_KEY = 'dominoes.lastRoute';

/**
 * Where to open: a window opened without a route (the desktop app starting, a bookmark of the
 * bare address) goes back to the last screen shown, so that closing or killing the app mid-hand
 * and opening it again returns to the same match, hand and move. Only once per session, so that
 * choosing the matches list later is not overruled.
 */
export function routeToRestore(hash: string, stored: string | null, restoredThisSession: boolean): string | null {
  if (restoredThisSession || stored === null || !stored.startsWith('/') || stored === '/') return null;
  return hash === '' || hash === '#' || hash === '#/' ? stored : null;
}
