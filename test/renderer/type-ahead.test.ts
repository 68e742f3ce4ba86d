/**
 * The select's type-ahead the held keys are played with (renderer/src/composables/typeAhead.ts;
 * issue 25 item 8): the first letters typed choose the option as a browser's select does. The
 * keys held and played into each dialog are tested in Chromium (test/e2e/type-ahead.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { typedOption } from '../../renderer/src/composables/typeAhead.ts';

const ENTRANTS = ['Ann & Abe', 'Bea & Bob', 'Cat & Cal', 'Carla & Dan'];

describe("a select's type-ahead", () => {
  it('the first option whose words start with what was typed, in any case', () => {
    expect(typedOption(ENTRANTS, 'c')).toBe(2);
    expect(typedOption(ENTRANTS, 'CAR')).toBe(3);
    expect(typedOption(ENTRANTS, 'bea')).toBe(1);
  });

  it('with nothing that starts so, the last letter alone; else none', () => {
    expect(typedOption(ENTRANTS, 'xb')).toBe(1);
    expect(typedOption(ENTRANTS, 'z')).toBeNull();
  });
});
