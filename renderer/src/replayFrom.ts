/**
 * Where a replay was opened from, read from its address: the event whose History links to it
 * carries `?event=N`, and the replay's way back then goes to that History rather than to the
 * match's scoreboard. Pure, so the unit tests read it under Node (the router touches `window`).
 */

/** The event a replay was opened from: a positive whole number in the address, else none. */
export function fromEvent(query: unknown): number | null {
  return typeof query === 'string' && /^[1-9]\d{0,15}$/.test(query) ? Number(query) : null;
}
