/**
 * Where a refusal points and how it names what it found, for files an outsider builds by hand.
 *
 * A finished hand with nothing to settle it: the refusal names the field that is missing, as a
 * missing field is named everywhere else ("hands[0].moves: missing"). docs/record-format.md: "A
 * blocked hand needs `left`, `pips` or `dealt`, or it cannot be settled (`block/unsettled`)";
 * games scored by pips need "`left` or `pips`, every seat … (`domino/unsettled`, like
 * `block/unsettled`)"; and `field` is "the path to the field at fault". Found by the red-team
 * helper: both named `hands[h].moves`, the moves that are all legal, and sent a referee to them.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecordText } from '../../domain/record.ts';
import { respondTo, root } from '../support/referee.ts';

type Rec = { hands: Record<string, unknown>[] };
const example = (name: string): Rec => JSON.parse(readFileSync(resolve(root, 'docs/examples', name), 'utf8')) as Rec;

describe('a finished hand with no left, pips or deal', () => {
  it('a block in the partner game (block/unsettled, CJHPR "the game becomes blocked"): hands[1].left', () => {
    const record = example('jamaican-partner.json');
    delete record.hands[1]!.left;
    const text = JSON.stringify(record);
    expect(checkRecordText(text)).toMatchObject({ ok: false, error: { code: 'block/unsettled', hand: 1, move: null, field: 'hands[1].left' } });
    expect(respondTo(text, false).stdout).toMatch(/^Invalid: Hand 2 \(hands\[1\]\.left\): /);
  });

  it('a domino in the Cuban game, scored by pips (domino/unsettled, cuban.txt "The winner\'s team scores the total number of spots"): hands[0].left', () => {
    const record = example('cuban.json');
    delete record.hands[0]!.left;
    delete record.hands[0]!.pips;
    expect(checkRecordText(JSON.stringify(record))).toMatchObject({ ok: false, error: { code: 'domino/unsettled', hand: 0, move: null, field: 'hands[0].left' } });
  });

  it('given but wrong, the field given is named as before (left, or pips)', () => {
    const record = example('jamaican-partner.json');
    record.hands[2]!.pips = { '0': 19, '1': 6, '2': 6, '3': 12 };
    expect(checkRecordText(JSON.stringify(record))).toMatchObject({ ok: false, error: { hand: 2, field: 'hands[2].pips' } });
  });
});

describe('a bone with a negative number, as a fuzzer writes it', () => {
  // docs/record-format.md: "one that is not in the set at all ([6, 7]) is bone/not-in-set". With a
  // negative number the bone was named "2--1" and "-5--3"; it is written as the file has it.
  it('is named as written in the file, [2, -1], so the message reads (red-team helper)', () => {
    const record = example('jamaican-partner.json');
    (record.hands[0]!.moves as unknown[])[1] = { seat: 1, bone: [2, -1] };
    expect(checkRecordText(JSON.stringify(record))).toMatchObject({ ok: false, error: { code: 'bone/not-in-set', message: '[2, -1] is not a bone of the double-6 set.', field: 'hands[0].moves[1].bone' } });
    (record.hands[0]!.moves as unknown[])[1] = { seat: 1, bone: [-5, -3] };
    expect(checkRecordText(JSON.stringify(record))).toMatchObject({ ok: false, error: { message: '[-5, -3] is not a bone of the double-6 set.' } });
  });
});

describe('a correction holding a bone that is none', () => {
  // docs/record-format.md, corrections: "Checked for shape only (… bones with numbers 0 to 9 …)";
  // `field` is "the path to the field at fault". It named the whole correction, corrections[0].
  const AT = '2026-11-23T20:14:03.120Z';
  const withCorrection = (correction: Record<string, unknown>) => {
    const record = example('jamaican-partner.json') as Rec & { corrections?: unknown[] };
    record.corrections = [{ at: AT, hand: 0, move: 1, ...correction }];
    return checkRecordText(JSON.stringify(record));
  };

  it('names the bone\'s own place: the move taken back, a draw, the bones left cleared, a dropped hand\'s deal', () => {
    expect(withCorrection({ removed: { seat: 1, bone: [-1, 3] } })).toMatchObject({
      ok: false,
      error: { code: 'record/field', field: 'corrections[0].removed.bone', message: 'corrections[0].removed.bone: [-1,3] is not a bone (numbers 0 to 9).' },
    });
    expect(withCorrection({ removed: { seat: 1, draw: [[1, 2], [3, 10]] } })).toMatchObject({ ok: false, error: { field: 'corrections[0].removed.draw[1]' } });
    expect(withCorrection({ removed: { seat: 1, pass: true }, clearedLeft: { '0': [], '1': [], '2': [[1, 1], [12, 0]], '3': [] } })).toMatchObject({ ok: false, error: { field: 'corrections[0].clearedLeft.2[1]' } });
    expect(withCorrection({ removed: { seat: 1, pass: true }, droppedHand: { dealt: { '0': [], '1': [[0, 11]], '2': [], '3': [] } } })).toMatchObject({ ok: false, error: { field: 'corrections[0].droppedHand.dealt.1[0]' } });
  });
});
