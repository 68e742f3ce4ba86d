/**
 * Which seat's field a refusal in the deal or the bones-left dialog is about (the focus goes
 * there): the paths the engine names, as a record file's (domain/record.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatOfField } from '../../renderer/src/composables/seatField.ts';

describe('the seat a refusal in a seat dialog names', () => {
  // Seen at the table: "B played 8 of 10 bones, so 2 should be left; 1 is listed."
  // (hands[0].left.1), "B's bones left include 9-9, but A played it at move 2." (hands[0].left.1[1]),
  // "6-6 is dealt to both A and D." (hands[0].dealt.3[6]), "D was dealt 6 bones" (hands[0].dealt.3).
  it.each([
    ['hands[0].left.1', 1],
    ['hands[0].left.1[1]', 1],
    ['hands[3].pips.2', 2],
    ['hands[0].dealt.3[6]', 3],
    ['hands[0].dealt.3', 3],
  ])('%s is seat %i', (field, seat) => {
    expect(seatOfField(field)).toBe(seat);
  });

  it('names no seat for any other field, or none', () => {
    for (const field of [undefined, '', 'hand', 'hands[0].moves[3].bone', 'hands[0].left', 'options.target', 'seats[1]']) expect(seatOfField(field)).toBeNull();
  });

  it('reads back the seat of every such path', () => {
    fc.assert(
      fc.property(fc.nat(99), fc.constantFrom('left', 'pips', 'dealt'), fc.nat(3), fc.option(fc.nat(54), { nil: undefined }), (hand, kind, seat, bone) => {
        expect(seatOfField(`hands[${hand}].${kind}.${seat}${bone === undefined ? '' : `[${bone}]`}`)).toBe(seat);
      }),
    );
  });
});
