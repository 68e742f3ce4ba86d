/**
 * The keyboard entry of a move, as a pure state machine: the scorekeeper types the two numbers of
 * a bone (`63`), an end when the bone fits both (`←`/`→` or `l`/`r`), or `p`/Space for a pass,
 * and Enter sends it. Nothing here knows the rules: whether a bone may be played, and at which
 * end, is the engine's answer (the legal plays the api sends, and its refusals).
 */

export type EntryEnd = 'left' | 'right';

/** What has been typed so far. */
export interface EntryState {
  /** Up to two digits: the numbers of a bone, as typed. */
  readonly digits: string;
  readonly end: EntryEnd | null;
  readonly pass: boolean;
}

export const EMPTY_ENTRY: EntryState = { digits: '', end: null, pass: false };

/** What a key asks for beyond changing the typed state. */
export type EntryCommand =
  | { readonly kind: 'play'; readonly bone: readonly [number, number]; readonly end: EntryEnd | null }
  | { readonly kind: 'pass' }
  | { readonly kind: 'undo' }
  /** Enter with nothing complete to send: `missing` says what is lacking. */
  | { readonly kind: 'incomplete'; readonly missing: 'bone' | 'end' };

/** The parts of a KeyboardEvent the entry looks at. */
export interface EntryKey {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export interface EntryStep {
  readonly state: EntryState;
  readonly command: EntryCommand | null;
  /** The key was the entry's: the caller should prevent the browser's default for it. */
  readonly handled: boolean;
}

/** Tells, for a typed bone, whether the scorekeeper must still say which end. */
export type NeedsEnd = (bone: readonly [number, number]) => boolean;

const unhandled = (state: EntryState): EntryStep => ({ state, command: null, handled: false });
const typed = (state: EntryState): EntryStep => ({ state, command: null, handled: true });

/** The highest pip a digit may name; double-six today (a double-nine set would pass 9). */
export function entryKey(state: EntryState, key: EntryKey, needsEnd: NeedsEnd, maxPip = 6): EntryStep {
  if (key.ctrlKey || key.metaKey) {
    if (key.key.toLowerCase() === 'z' && !key.altKey) return { state, command: { kind: 'undo' }, handled: true };
    return unhandled(state);
  }
  if (key.altKey) return unhandled(state);
  const k = key.key;
  if (/^[0-9]$/.test(k)) {
    if (Number(k) > maxPip) return typed(state);
    // A third digit starts a new bone: after a refusal the scorekeeper just types again.
    const digits = state.digits.length >= 2 || state.pass ? k : state.digits + k;
    return typed({ digits, end: null, pass: false });
  }
  switch (k) {
    case 'ArrowLeft':
    case 'l':
    case 'L':
      return state.digits.length === 2 ? typed({ ...state, end: 'left' }) : typed(state);
    case 'ArrowRight':
    case 'r':
    case 'R':
      return state.digits.length === 2 ? typed({ ...state, end: 'right' }) : typed(state);
    case 'p':
    case 'P':
    case ' ':
    case 'Spacebar':
      return typed({ digits: '', end: null, pass: true });
    case 'Backspace':
      if (state.pass) return typed(EMPTY_ENTRY);
      if (state.end !== null) return typed({ ...state, end: null });
      return typed({ ...state, digits: state.digits.slice(0, -1) });
    case 'Escape':
      return typed(EMPTY_ENTRY);
    case 'Enter':
      return { state, command: commandOf(state, needsEnd), handled: true };
    default:
      return unhandled(state);
  }
}

/** What Enter sends for the typed state. */
export function commandOf(state: EntryState, needsEnd: NeedsEnd): EntryCommand {
  if (state.pass) return { kind: 'pass' };
  if (state.digits.length < 2) return { kind: 'incomplete', missing: 'bone' };
  const bone = [Number(state.digits[0]), Number(state.digits[1])] as const;
  if (state.end === null && needsEnd(bone)) return { kind: 'incomplete', missing: 'end' };
  return { kind: 'play', bone, end: state.end };
}

/** The typed state as shown in the entry box: `6-3 ←`, `6-`, `pass`. */
export function showEntry(state: EntryState, passWord: string): string {
  if (state.pass) return passWord;
  const bone = state.digits.length === 2 ? `${state.digits[0]}-${state.digits[1]}` : state.digits.length === 1 ? `${state.digits}-` : '';
  const arrow = state.end === 'left' ? ' ←' : state.end === 'right' ? ' →' : '';
  return bone + arrow;
}

/** The state for a bone picked by click or tap (then Enter, or the end, sends it). */
export function entryOfBone(bone: readonly [number, number], end: EntryEnd | null = null): EntryState {
  return { digits: `${bone[0]}${bone[1]}`, end, pass: false };
}
