import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, entryKey, showEntry } from '../../renderer/src/composables/entry.ts';
import type { EntryCommand, EntryKey, EntryModes, EntryState, NeedsEnd } from '../../renderer/src/composables/entry.ts';

/** Types `keys` from an empty entry; returns the last state and every command sent. */
function type(
  keys: readonly (string | EntryKey)[],
  needsEnd: NeedsEnd = () => false,
  modes: EntryModes = {},
): { state: EntryState; commands: EntryCommand[] } {
  let state = EMPTY_ENTRY;
  const commands: EntryCommand[] = [];
  for (const k of keys) {
    const step = entryKey(state, typeof k === 'string' ? { key: k } : k, needsEnd, modes);
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

  it('an end chosen with the arrows or l/r sends the bone on that end at once', () => {
    expect(type(['6', '3', 'ArrowLeft']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'left' }]);
    expect(type(['6', '3', 'r']).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'right' }]);
    // Refused on the left (the entry is kept), the other end is said: sent again there.
    expect(type(['6', '3', 'l', 'ArrowRight']).commands).toEqual([
      { kind: 'play', bone: [6, 3], end: 'left' },
      { kind: 'play', bone: [6, 3], end: 'right' },
    ]);
  });

  // A first evening at a real table: "64←" for a bone that fits the left end only, then the next
  // player's "55": the 6-4 waited for an Enter, the 5-5 replaced it without a word, and went to the
  // seat that had played the 6-4. The end key is the bone's Enter, whatever the bone fits.
  it('a bone typed with its end is never dropped by the next bone typed', () => {
    expect(type(['6', '4', 'ArrowLeft', '5', '5', 'Enter']).commands).toEqual([
      { kind: 'play', bone: [6, 4], end: 'left' },
      { kind: 'play', bone: [5, 5], end: null },
    ]);
    const ends = fc.constantFrom('ArrowLeft', 'ArrowRight', 'l', 'r', 'L', 'R');
    const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6');
    fc.assert(
      fc.property(digit, digit, ends, fc.boolean(), (a, b, end, needs) => {
        const { commands } = type([a, b, end], () => needs);
        expect(commands).toEqual([{ kind: 'play', bone: [Number(a), Number(b)], end: /^(ArrowLeft|l|L)$/.test(end) ? 'left' : 'right' }]);
      }),
    );
  });

  it('a bone that fits both ends is not sent until the end is said, and is sent as the end is said', () => {
    const needsEnd: NeedsEnd = (b) => b[0] === 6 && b[1] === 3;
    expect(type(['6', '3', 'Enter'], needsEnd).commands).toEqual([{ kind: 'incomplete', missing: 'end' }]);
    // Issue 18 item 4: "with a bone typed that fits both ends, ← / → records it on that end at
    // once (Enter still works)".
    expect(type(['6', '3', 'ArrowRight'], needsEnd).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'right' }]);
    expect(type(['6', '3', 'l'], needsEnd).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'left' }]);
    expect(type(['6', '3', 'Enter', 'ArrowLeft'], needsEnd).commands).toEqual([
      { kind: 'incomplete', missing: 'end' },
      { kind: 'play', bone: [6, 3], end: 'left' },
    ]);
  });

  // Issue 18 item 4: "`p` (or Space) records the pass at once".
  it('p and Space pass at once, no Enter needed; Enter sends the pass kept again (after a refusal)', () => {
    expect(type(['p']).commands).toEqual([{ kind: 'pass' }]);
    expect(type([' ']).commands).toEqual([{ kind: 'pass' }]);
    expect(type(['6', 'P']).commands).toEqual([{ kind: 'pass' }]);
    expect(type(['p', 'Enter']).commands).toEqual([{ kind: 'pass' }, { kind: 'pass' }]);
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

// Every family (issue 5, the table for all rule families): a double-nine set (cuban.txt: "a
// double-nine set"), draws from the boneyard in draw games (chiva, cut-throat's two-player draw
// game: "must draw dominoes one at a time from the boneyard until they obtain a playable
// domino"), and a hand thrown in before its pose where the family allows it.
describe('keyboard entry at every table', () => {
  const DRAW: EntryModes = { draw: true };
  const words = { pass: 'pass', drawCount: (n: number) => `draws ${n}`, draws: 'draws', redeal: 'redeal' };

  it('a double-nine set takes 9s: "99" is the 9-9, "97" the 9-7', () => {
    expect(type(['9', '9', 'Enter'], () => false, { maxPip: 9 }).commands).toEqual([{ kind: 'play', bone: [9, 9], end: null }]);
    expect(type(['9', '7', 'l'], () => false, { maxPip: 9 }).commands).toEqual([{ kind: 'play', bone: [9, 7], end: 'left' }]);
    // A double-six set still ignores them.
    expect(type(['9', '6', '3']).state.digits).toBe('63');
  });

  it('each d is one unseen bone drawn: "ddd" then Enter draws 3', () => {
    expect(type(['d', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 1 }]);
    const { state, commands } = type(['d', 'd', 'd', 'Enter'], () => false, DRAW);
    expect(commands).toEqual([{ kind: 'draw', draw: 3 }]);
    expect(showEntry(state, words)).toBe('draws 3');
  });

  // Issue 5 asks for every move by keyboard; a scorekeeper types a draw of 3 or 12 bones (a
  // two-player double-six boneyard has 14) as "d3", "d12", not a d per bone.
  it('d and a number is that many bones drawn unseen: "d3", "d12"; the set\'s highest number does not limit it', () => {
    const three = type(['d', '3', 'Enter'], () => false, DRAW);
    expect(three.commands).toEqual([{ kind: 'draw', draw: 3 }]);
    expect(showEntry(three.state, words)).toBe('draws 3');
    const twelve = type(['d', '1', '2', 'Enter'], () => false, DRAW);
    expect(twelve.commands).toEqual([{ kind: 'draw', draw: 12 }]);
    expect(showEntry(twelve.state, words)).toBe('draws 12');
    expect(type(['d', '8', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 8 }]);
    expect(type(['d', '4', '1', 'Enter'], () => false, { draw: true, maxPip: 9 }).commands).toEqual([{ kind: 'draw', draw: 41 }]);
    // The number says how many: d's before it, or one after, change nothing; two digits at most, no leading 0.
    expect(type(['d', 'd', '5', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 5 }]);
    expect(type(['d', '5', 'd', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 5 }]);
    expect(type(['d', '1', '2', '3', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 12 }]);
    expect(type(['d', '0', '2', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 2 }]);
  });

  it('bones seen as they are drawn follow d and Space: "d 63 52" draws 6-3 then 5-2', () => {
    const { state, commands } = type(['d', ' ', '6', '3', ' ', '5', '2', 'Enter'], () => false, DRAW);
    expect(commands).toEqual([{ kind: 'draw', draw: [[6, 3], [5, 2]] }]);
    expect(showEntry(state, words)).toBe('draws 6-3 5-2');
    expect(type(['d', ' ', '6', '3', '5', '2', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: [[6, 3], [5, 2]] }]);
    expect(type(['d', ' ', '6', '3', 'd', '5', '2', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: [[6, 3], [5, 2]] }]);
    // A bone's numbers stop at the set's highest: a 9 is ignored at a double-six table.
    expect(type(['d', ' ', '9', '6', '3', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: [[6, 3]] }]);
  });

  it('a draw of bones seen with half a bone, or none, is not sent', () => {
    expect(type(['d', ' ', '6', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'incomplete', missing: 'bone' }]);
    expect(type(['d', ' ', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'incomplete', missing: 'bone' }]);
    expect(type(['d', ' ', '6', '3', 'd', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'incomplete', missing: 'bone' }]);
  });

  it('Backspace takes back a number, then a bone drawn; Escape clears the draw', () => {
    expect(type(['d', 'd', 'Backspace'], () => false, DRAW).state.draw).toEqual(['']);
    expect(type(['d', ' ', '6', '3', 'Backspace'], () => false, DRAW).state).toMatchObject({ draw: ['6'], drawSeen: true });
    expect(type(['d', '1', '2', 'Backspace'], () => false, DRAW).state).toMatchObject({ draw: [''], drawCount: '1' });
    expect(type(['d', '1', 'Backspace', 'Enter'], () => false, DRAW).commands).toEqual([{ kind: 'draw', draw: 1 }]);
    expect(type(['d', 'Backspace'], () => false, DRAW).state).toEqual(EMPTY_ENTRY);
    expect(type(['d', 'd', 'Escape'], () => false, DRAW).state).toEqual(EMPTY_ENTRY);
    expect(type(['d', '1', '2', 'Escape'], () => false, DRAW).state).toEqual(EMPTY_ENTRY);
  });

  it('d and n are left alone where the table has no boneyard or no redeal', () => {
    expect(entryKey(EMPTY_ENTRY, { key: 'd' }, () => false).handled).toBe(false);
    expect(entryKey(EMPTY_ENTRY, { key: 'n' }, () => false).handled).toBe(false);
  });

  it('n then Enter throws the hand in; a bone typed after it starts over', () => {
    const { state, commands } = type(['n', 'Enter'], () => false, { redeal: true });
    expect(commands).toEqual([{ kind: 'redeal' }]);
    expect(showEntry(state, words)).toBe('redeal');
    expect(type(['n', '6', '6'], () => false, { redeal: true }).state).toEqual({ digits: '66', end: null, pass: false });
  });

  it('any key sequence at a draw table sends only whole draws: a count, or every bone named', () => {
    const keyArb = fc.constantFrom('0', '3', '6', '9', 'd', 'p', ' ', 'Backspace', 'Escape', 'Enter', 'l');
    fc.assert(
      fc.property(fc.array(keyArb, { maxLength: 30 }), (keys) => {
        const { state, commands } = type(keys, () => false, { draw: true, maxPip: 9 });
        for (const item of state.draw ?? []) expect(item).toMatch(/^[0-9]{0,2}$/);
        expect(state.draw !== undefined && (state.pass || state.digits !== '')).toBe(false);
        for (const c of commands) {
          if (c.kind !== 'draw') continue;
          if (typeof c.draw === 'number') expect(c.draw >= 1 && c.draw <= 99).toBe(true);
          else for (const b of c.draw) expect(b.every((pip) => pip >= 0 && pip <= 9)).toBe(true);
        }
      }),
    );
  });
});

// Issue 18 item 4: 'A number outside the set ("7" in double-six) says "there is no 7 in a
// double-six set" instead of vanishing.'
describe('a number outside the set', () => {
  it('is refused with the number, and the entry stays as it was', () => {
    const six = entryKey({ digits: '6', end: null, pass: false }, { key: '7' }, () => false, { maxPip: 6 });
    expect(six).toEqual({ state: { digits: '6', end: null, pass: false }, command: null, handled: true, outside: 7 });
    expect(entryKey(EMPTY_ENTRY, { key: '9' }, () => false, { maxPip: 9 }).outside).toBeUndefined();
    // Among bones drawn and seen too; a draw's count is any number.
    const seen = { ...EMPTY_ENTRY, draw: ['6'], drawSeen: true as const };
    expect(entryKey(seen, { key: '8' }, () => false, { maxPip: 6, draw: true }).outside).toBe(8);
    expect(entryKey({ ...EMPTY_ENTRY, draw: [''] }, { key: '8' }, () => false, { maxPip: 6, draw: true }).outside).toBeUndefined();
  });

  it('every digit is either typed or said to be outside the set, never dropped in silence', () => {
    fc.assert(
      fc.property(fc.constantFrom(6, 9), fc.integer({ min: 0, max: 9 }), (maxPip, digit) => {
        const step = entryKey(EMPTY_ENTRY, { key: String(digit) }, () => false, { maxPip });
        expect(step.handled).toBe(true);
        if (digit > maxPip) expect([step.outside, step.state]).toEqual([digit, EMPTY_ENTRY]);
        else expect([step.outside, step.state.digits]).toEqual([undefined, String(digit)]);
      }),
    );
  });
});

