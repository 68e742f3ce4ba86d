/**
 * A fact a refusal names: a seat's name, a bone written "6-3", a number, a list of facts, or a
 * reason (its kind, see reasons.ts, and the facts it names in turn).
 */
export type Fact = string | number | readonly Fact[] | { readonly kind: string; readonly [name: string]: Fact };

/** Expected failures are values, not exceptions: a stable code and a message a scorekeeper understands. */
export interface DominoError<C extends string = string> {
  readonly code: C;
  readonly message: string;
  /**
   * The facts the message names (seat, bone as "6-3", ends, move number, a reason …), so a screen
   * can say the same thing in its own language (issue 5). Absent where the message has nothing to name.
   */
  readonly params?: Readonly<Record<string, Fact>>;
}

export type Result<T, E = DominoError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<C extends string>(
  code: C,
  message: string,
  params?: Readonly<Record<string, Fact>>,
): { readonly ok: false; readonly error: DominoError<C> } {
  return { ok: false, error: params ? { code, message, params } : { code, message } };
}

/** Joins names the way people say them: "Ann", "Ann and Ben", "Ann, Ben and Cat". */
export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}

/** Same, with "or": "3 or 5". */
export function joinOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]!}`;
}

/** A clause as a sentence of its own: "the hand was tied" → "The hand was tied." */
export function asSentence(clause: string): string {
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`;
}

/**
 * Clauses told after a sentence, each a sentence of its own: ["Ann passed on 1", "Ben drew"] →
 * " Ann passed on 1. Ben drew." (nothing for none). The engine's English (reasons.ts, pose-why.ts)
 * and a screen's words in any language (renderer/src/refusal.ts) build them here alike.
 */
export function asSentences(clauses: readonly string[]): string {
  return clauses.map((c) => ` ${asSentence(c)}`).join('');
}

/** A count with its noun: "1 bone", "3 bones", "0 bones". */
export function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
