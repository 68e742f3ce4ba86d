/**
 * The keyboard entry of a move, as a pure state machine: the scorekeeper types the two numbers of
 * a bone (`63`), an end when the bone fits both (`←`/`→` or `l`/`r`; in the four-arm layout an arm:
 * `↑ → ↓ ←` or `n e s w`), or `p`/Space for a pass,
 * `d` for each bone drawn from the boneyard (`ddd`: three unseen bones), `d` and a number for that
 * many unseen (`d3`, `d12`), `d` then Space for bones seen (`d 63 52`: 6-3 and 5-2), `n` for a hand
 * thrown in (a redeal), and Enter sends it. Nothing here knows the rules: whether a bone may be played, and at which
 * end, is the engine's answer (the legal plays the api sends, and its refusals).
 */

/** A line's end, or an arm of the four-arm layout round the 0-0 (Jamaican French). */
export type EntryEnd = 'left' | 'right' | 'north' | 'east' | 'south' | 'west';

/**
 * The arm each key names in the four-arm layout: the arrows point the way the arm runs on the
 * screen (north up), and the initials say it.
 */
const ARM_KEYS: Readonly<Record<string, EntryEnd>> = {
  ArrowUp: 'north',
  ArrowRight: 'east',
  ArrowDown: 'south',
  ArrowLeft: 'west',
  n: 'north',
  N: 'north',
  e: 'east',
  E: 'east',
  s: 'south',
  S: 'south',
  w: 'west',
  W: 'west',
};

/** What has been typed so far. */
export interface EntryState {
  /** Up to two digits: the numbers of a bone, as typed. */
  readonly digits: string;
  readonly end: EntryEnd | null;
  readonly pass: boolean;
  /**
   * A draw from the boneyard: one item per bone drawn, '' when unseen, else its digits as typed
   * ('6', '63'). Absent when the entry is not a draw.
   */
  readonly draw?: readonly string[];
  /**
   * A draw's count typed as a number after `d` (`d3`, `d12`: bones drawn unseen), its digits;
   * absent when the draw is typed as one `d` per bone or lists bones seen.
   */
  readonly drawCount?: string;
  /** `d` then Space: the numbers that follow are the bones seen as they are drawn (`d 63 52`). */
  readonly drawSeen?: true;
  /** The hand is thrown in (a redeal), before its pose. */
  readonly redeal?: true;
}

export const EMPTY_ENTRY: EntryState = { digits: '', end: null, pass: false };

/** What a key asks for beyond changing the typed state. */
export type EntryCommand =
  | { readonly kind: 'play'; readonly bone: readonly [number, number]; readonly end: EntryEnd | null }
  | { readonly kind: 'pass' }
  /** How many bones were drawn unseen, or which (in the order drawn). */
  | { readonly kind: 'draw'; readonly draw: number | readonly (readonly [number, number])[] }
  | { readonly kind: 'redeal' }
  | { readonly kind: 'undo' }
  /**
   * Enter with nothing complete to send: `missing` says what is lacking (a bone's two numbers, in
   * a play or among the bones drawn; or the end a bone fitting both goes on).
   */
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
  /**
   * A number typed that the set does not have (a 7 in double-six): not typed, and said, rather
   * than dropped in silence (issue 18 item 4).
   */
  readonly outside?: number;
}

/** Tells, for a typed bone, whether the scorekeeper must still say which end. */
export type NeedsEnd = (bone: readonly [number, number]) => boolean;

const unhandled = (state: EntryState): EntryStep => ({ state, command: null, handled: false });
const typed = (state: EntryState): EntryStep => ({ state, command: null, handled: true });

/** What this table takes beyond plays and passes (the family's table rules): draws, redeals. */
export interface EntryModes {
  /** The highest pip a digit may name: 6 (double-six) or 9 (double-nine). */
  readonly maxPip?: number;
  /** The game has a boneyard: `d` starts a draw. */
  readonly draw?: boolean;
  /** The hand may be thrown in before its pose: `n`. */
  readonly redeal?: boolean;
  /** The layout has four arms (Jamaican French): ↑ → ↓ ← and n/e/s/w name the arm, not ← → an end. */
  readonly arms?: boolean;
}

/** Which bone a draw of bones seen names, as the scorekeeper typed it. */
function drawDigit(state: EntryState, k: string): EntryState {
  const items = [...(state.draw ?? [''])];
  const last = items[items.length - 1] ?? '';
  // A third number starts the next bone drawn: `d 6352` is 6-3 then 5-2.
  if (last.length >= 2) items.push(k);
  else items[items.length - 1] = last + k;
  return { ...EMPTY_ENTRY, draw: items, drawSeen: true };
}

/**
 * A digit of a draw's count. A boneyard holds fewer than 100 bones (double-nine: 55 in all), so a
 * count has at most two digits, and none starts with 0.
 */
function countDigit(state: EntryState, k: string): EntryState {
  const count = state.drawCount ?? '';
  if (count.length >= 2 || (count === '' && k === '0')) return state;
  return { ...EMPTY_ENTRY, draw: [''], drawCount: count + k };
}

export function entryKey(state: EntryState, key: EntryKey, needsEnd: NeedsEnd, modes: EntryModes | number = {}): EntryStep {
  const { maxPip = 6, draw = false, redeal = false, arms = false } = typeof modes === 'number' ? { maxPip: modes } : modes;
  if (key.ctrlKey || key.metaKey) {
    if (key.key.toLowerCase() === 'z' && !key.altKey) return { state, command: { kind: 'undo' }, handled: true };
    return unhandled(state);
  }
  if (key.altKey) return unhandled(state);
  const k = key.key;
  if (/^[0-9]$/.test(k)) {
    // A count is any number; the numbers of a bone stop at the set's highest.
    if (state.draw && !state.drawSeen) return typed(countDigit(state, k));
    if (Number(k) > maxPip) return { state, command: null, handled: true, outside: Number(k) };
    if (state.draw) return typed(drawDigit(state, k));
    // A third digit starts a new bone: after a refusal the scorekeeper just types again.
    const digits = state.digits.length >= 2 || state.pass ? k : state.digits + k;
    return typed({ digits, end: null, pass: false });
  }
  if (arms && !state.draw) {
    const arm = ARM_KEYS[k];
    if (arm !== undefined) return atEnd(state, arm, needsEnd);
    // A line's ends mean nothing round the 0-0: l and r are swallowed, not taken as an arm.
    if (/^[lLrR]$/.test(k)) return typed(state);
  }
  switch (k) {
    case 'd':
    case 'D':
      if (!draw) return unhandled(state);
      // A count typed says how many: a `d` after it adds nothing.
      if (state.drawCount !== undefined) return typed(state);
      // Each `d` is one more bone taken from the boneyard (among bones seen, the next one).
      return typed({ ...EMPTY_ENTRY, draw: [...(state.draw ?? []), ''], ...(state.drawSeen && { drawSeen: true as const }) });
    case 'n':
    case 'N':
      if (!redeal) return unhandled(state);
      return typed({ ...EMPTY_ENTRY, redeal: true });
    case 'ArrowLeft':
    case 'l':
    case 'L':
      return atEnd(state, 'left', needsEnd);
    case 'ArrowRight':
    case 'r':
    case 'R':
      return atEnd(state, 'right', needsEnd);
    case ' ':
    case 'Spacebar':
      // In a draw, Space is no pass: right after the `d` the bones seen follow; between them it
      // only separates (a bone has two numbers).
      if (state.draw) {
        const fresh = !state.drawSeen && state.drawCount === undefined && state.draw.length === 1;
        return typed(fresh ? { ...EMPTY_ENTRY, draw: [''], drawSeen: true } : state);
      }
      return passNow();
    case 'p':
    case 'P':
      return passNow();
    case 'Backspace':
      if (state.pass || state.redeal) return typed(EMPTY_ENTRY);
      if (state.drawCount !== undefined) {
        const count = state.drawCount.slice(0, -1);
        return typed(count === '' ? { ...EMPTY_ENTRY, draw: [''] } : { ...EMPTY_ENTRY, draw: [''], drawCount: count });
      }
      if (state.draw) {
        const items = [...state.draw];
        const last = items.pop() ?? '';
        if (last.length > 0) items.push(last.slice(0, -1));
        return typed(items.length > 0 ? { ...EMPTY_ENTRY, draw: items, ...(state.drawSeen && { drawSeen: true as const }) } : EMPTY_ENTRY);
      }
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

/** `p` or Space: the pass is recorded at once, no Enter (issue 18 item 4, "fewer keys"). */
function passNow(): EntryStep {
  return { state: { digits: '', end: null, pass: true }, command: { kind: 'pass' }, handled: true };
}

/**
 * ← or → (`l`, `r`), or an arm round the 0-0, after a bone's two numbers: the bone is recorded on
 * that end at once, the end being all it lacked (issue 18 item 4). Also when it fits one end only,
 * or none: kept for an Enter, the bone was lost without a word when the scorekeeper typed the next
 * one (`64←55`: the 6-4 never recorded, the 5-5 recorded for the seat that held the 6-4), and an end
 * it does not fit is refused now, where the scorekeeper is looking.
 */
function atEnd(state: EntryState, end: EntryEnd, needsEnd: NeedsEnd): EntryStep {
  if (state.digits.length !== 2 || state.pass) return typed(state);
  const next = { ...state, end };
  return { state: next, command: commandOf(next, needsEnd), handled: true };
}

/** What Enter sends for the typed state. */
export function commandOf(state: EntryState, needsEnd: NeedsEnd): EntryCommand {
  if (state.pass) return { kind: 'pass' };
  if (state.redeal) return { kind: 'redeal' };
  if (state.drawCount !== undefined) return { kind: 'draw', draw: Number(state.drawCount) };
  if (state.draw) {
    const items = state.draw;
    // One `d` per bone unseen; or, after Space, every bone seen named in full.
    if (!state.drawSeen && items.every((d) => d === '')) return { kind: 'draw', draw: items.length };
    if (items.some((d) => d.length < 2)) return { kind: 'incomplete', missing: 'bone' };
    return { kind: 'draw', draw: items.map((d) => [Number(d[0]), Number(d[1])] as const) };
  }
  if (state.digits.length < 2) return { kind: 'incomplete', missing: 'bone' };
  const bone = [Number(state.digits[0]), Number(state.digits[1])] as const;
  if (state.end === null && needsEnd(bone)) return { kind: 'incomplete', missing: 'end' };
  return { kind: 'play', bone, end: state.end };
}

/** The words the entry box shows for a pass, a draw and a redeal, in the screen's language. */
export interface EntryWords {
  readonly pass: string;
  /** "draws 3" (unseen bones), given the count. */
  readonly drawCount: (n: number) => string;
  /** "draws", before the bones seen. */
  readonly draws: string;
  readonly redeal: string;
}

/** The typed state as shown in the entry box: `6-3 ←`, `6-`, `pass`, `draws 2`, `draws 12`, `draws 6-3 5-`. */
export function showEntry(state: EntryState, words: string | EntryWords): string {
  const w: EntryWords = typeof words === 'string' ? { pass: words, drawCount: (n) => `draw ${n}`, draws: 'draw', redeal: 'redeal' } : words;
  if (state.pass) return w.pass;
  if (state.redeal) return w.redeal;
  if (state.drawCount !== undefined) return w.drawCount(Number(state.drawCount));
  if (state.draw) {
    if (state.draw.every((d) => d === '') && !state.drawSeen) return w.drawCount(state.draw.length);
    return `${w.draws} ${state.draw.map((d) => (d === '' ? '?' : d.length === 1 ? `${d}-` : `${d[0]}-${d[1]}`)).join(' ')}`;
  }
  const bone = state.digits.length === 2 ? `${state.digits[0]}-${state.digits[1]}` : state.digits.length === 1 ? `${state.digits}-` : '';
  const arrow = state.end === null ? '' : ` ${END_ARROWS[state.end]}`;
  return bone + arrow;
}

/** How the entry box shows the end or arm typed. */
const END_ARROWS: Readonly<Record<EntryEnd, string>> = { left: '←', right: '→', north: '↑', east: '→', south: '↓', west: '←' };

/** The state for a bone picked by click or tap (then Enter, or the end, sends it). */
export function entryOfBone(bone: readonly [number, number], end: EntryEnd | null = null): EntryState {
  return { digits: `${bone[0]}${bone[1]}`, end, pass: false };
}
