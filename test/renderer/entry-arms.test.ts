import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_ENTRY, entryKey, showEntry } from '../../renderer/src/composables/entry.ts';
import type { EntryCommand, EntryModes, EntryState, NeedsEnd } from '../../renderer/src/composables/entry.ts';

const ARMS: EntryModes = { arms: true };

function type(keys: readonly string[], needsEnd: NeedsEnd = () => false, modes: EntryModes = ARMS): { state: EntryState; commands: EntryCommand[] } {
  let state = EMPTY_ENTRY;
  const commands: EntryCommand[] = [];
  for (const key of keys) {
    const step = entryKey(state, { key }, needsEnd, modes);
    state = step.state;
    if (step.command) commands.push(step.command);
  }
  return { state, commands };
}

// jamaican-cut-throat-partner-french.txt, "The French Domino Game": "Four tiles with a blank must be
// played against the four sides of the [0-0] … This creates a layout with four arms". A bone that
// fits arms that differ is refused without its arm (play/arm-required): the keys name it.
describe('keyboard entry of an arm in the four-arm layout', () => {
  it('↑ → ↓ ← name north, east, south and west, as the arms run on the screen', () => {
    const needsEnd: NeedsEnd = () => true;
    expect(type(['5', '2', 'ArrowUp'], needsEnd).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'north' }]);
    expect(type(['5', '2', 'ArrowRight'], needsEnd).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'east' }]);
    expect(type(['5', '2', 'ArrowDown'], needsEnd).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'south' }]);
    expect(type(['5', '2', 'ArrowLeft'], needsEnd).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'west' }]);
  });

  it('n, e, s, w name the arms too; l and r (a line\'s ends) are not arms', () => {
    expect(type(['5', '2', 'n']).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'north' }]);
    expect(type(['5', '2', 'w']).commands).toEqual([{ kind: 'play', bone: [5, 2], end: 'west' }]);
    expect(type(['5', '2', 'l']).state.end).toBeNull();
  });

  // As on a line (test/renderer/entry.test.ts): the arm key is the bone's Enter, also for a bone
  // that fits one arm only; kept for an Enter, the bone was replaced by the next one typed.
  it('a bone typed with its arm is sent at once, never dropped by the next bone typed', () => {
    expect(type(['6', '0', 'ArrowDown', '5', '0', 'Enter']).commands).toEqual([
      { kind: 'play', bone: [6, 0], end: 'south' },
      { kind: 'play', bone: [5, 0], end: null },
    ]);
    // Refused on east (kept), then south said: sent again there.
    expect(type(['5', '2', 'e', 's']).commands).toEqual([
      { kind: 'play', bone: [5, 2], end: 'east' },
      { kind: 'play', bone: [5, 2], end: 'south' },
    ]);
  });

  it('an arm before the bone is whole names nothing; the entry shows the arm as an arrow', () => {
    expect(type(['5', 'ArrowUp']).state).toEqual({ digits: '5', end: null, pass: false });
    expect(showEntry(type(['5', '2', 'ArrowDown']).state, 'pass')).toBe('5-2 ↓');
  });

  it('a bone that fits differing arms is not sent until its arm is said', () => {
    expect(type(['5', '2', 'Enter'], () => true).commands).toEqual([{ kind: 'incomplete', missing: 'end' }]);
  });

  it('at a line table the arrows stay ends: ← is left, ↑ does nothing', () => {
    expect(type(['6', '3', 'ArrowLeft'], () => false, {}).commands).toEqual([{ kind: 'play', bone: [6, 3], end: 'left' }]);
    expect(type(['6', '3', 'ArrowUp'], () => false, {}).state.end).toBeNull();
  });

  it('any key sequence at a four-arm table sends plays with an arm or none, never a line end', () => {
    const keys = fc.constantFrom('0', '2', '5', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'n', 'e', 's', 'w', 'l', 'r', 'p', 'Backspace', 'Enter');
    fc.assert(
      fc.property(fc.array(keys, { maxLength: 30 }), (ks) => {
        for (const c of type(ks, () => true).commands) {
          if (c.kind === 'play') expect(['north', 'east', 'south', 'west']).toContain(c.end);
        }
      }),
    );
  });
});
