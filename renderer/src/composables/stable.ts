import { computed } from 'vue';
import type { ComputedRef } from 'vue';

/**
 * Every answer of the api is a new MatchView (the screens hold no rules, so the whole view is
 * replaced), and with it every array and object in it is new even where nothing changed: the
 * seats, the teams, the table rules. A component given one of those re-renders on every move.
 * `stable` keeps the value it gave last while the new one holds the same data, so what did not
 * change does not draw again (issue 5, "Speed": entry to painted frame).
 */

/** The same plain data (what JSON carries: numbers, strings, booleans, null, arrays, objects). */
export function sameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  for (const k of ka) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    if (!sameData((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false;
  }
  return true;
}

/**
 * A computed that keeps its previous value while the new one is the same data: whatever reads it
 * is not told of a change (Vue's computed only triggers when its value is a different object).
 */
export function stable<T>(get: () => T): ComputedRef<T> {
  return computed<T>((previous) => {
    const next = get();
    return previous !== undefined && sameData(previous, next) ? previous : next;
  });
}
