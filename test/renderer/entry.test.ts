import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, entryKey, showEntry } from '../../renderer/src/composables/entry.ts';
import type { EntryCommand, EntryKey, EntryState, NeedsEnd } from '../../renderer/src/composables/entry.ts';

/** Types `keys` from an empty entry; returns the last state and every command sent. */
function type(keys: readonly (string | EntryKey)[], needsEnd: NeedsEnd = () => false): { state: EntryState; commands: EntryCommand[] } {
  let state = EMPTY_ENTRY;
  const commands: EntryCommand[] = [];
  for (const k of keys) {
    const step = entryKey(state, typeof k === 'string' ? { key: k } : k, needsEnd);
    state = step.state;
    if (step.command) commands.push(step.command);
  }
  return { state, commands };
}

// Key map from issue 5, "The table": "type the two numbers of a bone (`63`), then `←`/`→` (or
// `l`/`r`) when it fits both ends; `p` or Space to pass; Ctrl+Z to undo; Enter confirms."
describe('keyboard entry of a move', () => {
  it('"63" then Enter plays 6-3 with no end', () => {
    expect(type(['6', '3', 'Enter']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: null }]);
  });

  it('an end chosen with the arrows or l/r is sent with the bone', () => {
    expect(type(['6', '3', 'ArrowLeft', 'Enter']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'left' }]);
    expect(type(['6', '3', 'r', 'Enter']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'right' }]);
    expect(type(['6', '3', 'l', 'ArrowRight', 'Enter']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'right' }]);
  });

  it('a bone that fits both ends is not sent until the end is said', () => {
    const needsEnd: NeedsEnd = (b) => b[0] === 6 && b[1] === 3;
    expect(type(['6', '3', 'Enter'], needsEnd).commands).toEqual([{ kind: 'incomplete', missing: 'end' }]);
    expect(type(['6', '3', 'ArrowRight', 'Enter'], needsEnd).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'right' }]);
  });

  it('p and Space pass', () => {
    expect(type(['p', 'Enter']).commands).toEqual([{ kind: 'pass' }]);
    expect(type([' ', 'Enter']).commands).toEqual([{ kind: 'pass' }]);
    expect(type(['6', 'P', 'Enter']).commands).toEqual([{ kind: 'pass' }]);
  });

  it('Ctrl+Z (or Cmd+Z) undoes without touching what is typed', () => {
    const { state, commands } = type(['6', { key: 'z', ctrlKey: true }, { key: 'Z', metaKey: true }]);
    expect(commands).toEqual([{ kind: 'undo' }, { kind: 'undo' }]);
    expect(state.digits).toBe('6');
  });

  it('Enter with one number or nothing asks for the bone', () => {
    expect(type(['Enter']).commands).toEqual([{ kind: 'incomplete', missing: 'bone' }]);
    expect(type(['4', 'Enter']).commands).toEqual([{ kind: 'incomplete', missing: 'bone' }]);
  });

  it('keeps what was typed after Enter, so a refused entry can be corrected', () => {
    const { state } = type(['6', '3', 'l', 'Enter']);
    expect(showEntry(state, 'pass')).toBe('6-3 ←');
  });

  it('a third number starts a new bone; Backspace takes back the end, then a number; Escape clears', () => {
    expect(type(['6', '3', '5', '2']).state.digits).toBe('52');
    expect(type(['6', '3', 'l', 'Backspace']).state).toEqual({ digits: '63', end: null, pass: false });
    expect(type(['6', '3', 'Backspace']).state.digits).toBe('6');
    expect(type(['6', '3', 'Escape']).state).toEqual(EMPTY_ENTRY);
  });

  it('ignores numbers above the set, and an end before the bone', () => {
    expect(type(['7', '9', '6']).state.digits).toBe('6');
    expect(type(['ArrowLeft', '6', '3']).state).toEqual({ digits: '63', end: null, pass: false });
  });

  it('leaves Tab and other keys to the browser, so focus can move', () => {
    for (const key of ['Tab', 'ArrowUp', 'F5', 'a']) expect(entryKey(EMPTY_ENTRY, { key }, () => false).handled).toBe(false);
    expect(entryKey(EMPTY_ENTRY, { key: 'c', ctrlKey: true }, () => false).handled).toBe(false);
  });

  it('any key sequence leaves a well-formed state, and Enter sends only complete moves', () => {
    const keyArb = fc.constantFrom('0', '3', '6', '7', 'l', 'r', 'ArrowLeft', 'ArrowRight', 'p', ' ', 'Backspace', 'Escape', 'Enter', 'x', 'Tab');
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 30 }), fc.boolean(), (keys, both) => {
        const { state, commands } = type(keys, () => both);
        expect(state.digits).toMatch(/^[0-6]{0,2}$/);
        expect(state.pass && state.digits !== '').toBe(false);
        expect(state.end !== null && state.digits.length !== 2).toBe(false);
        for (const c of commands) {
          if (c.kind === 'play') {
            expect(c.bone.every((p) => p >= 0 && p <= 6)).toBe(true);
            if (both) expect(c.end).not.toBeNull();
          }
        }
      }),
    );
  });
});
