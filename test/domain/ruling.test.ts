/**
 * A hand ended by a referee's ruling (issue 18 item 8: "Add a hand ended by a ruling (the side that
 * wins the hand and the points, or no score, with the reason), in the record format … the moves
 * before it are kept"): the record's round trip, the match it makes, and each refusal at its field.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkRecord, checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { MAX_RULING_POINTS, MAX_RULING_REASON_CHARS, ruledMatch } from '../../domain/ruling.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { formatReport } from '../../cli/report.ts';
import { keyBoneHand } from '../support/hands.ts';

const FIVE = keyBoneHand().moves.slice(0, 5);
const RENEGE = { side: 1, points: 2, reason: 'Ann reneged on the 0 at move 3' };

function record(hands: unknown[], rules = 'jamaican-partner', seats = ['Ann', 'Ben', 'Cat', 'Dan']) {
  return { format: 'dominoes-match/1', rules, seats, hands };
}

function errorOf(value: unknown) {
  const r = checkRecordText(JSON.stringify(value));
  if (r.ok) throw new Error('expected an error');
  return r.error;
}

function checked(value: unknown) {
  const r = checkRecordText(JSON.stringify(value));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('a ruled hand in the record', () => {
  it('reads and writes back unchanged, its moves kept (issue 18 item 8: "the moves before it are kept")', () => {
    const file = record([{ moves: FIVE, ruling: RENEGE }, { moves: [], ruling: { side: null, points: 0, reason: 'Tiles exposed at the deal' } }]);
    const parsed = parseRecord(JSON.stringify(file));
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.hands[0]).toEqual({ moves: FIVE, ruling: RENEGE });
    expect(JSON.parse(writeRecord(parsed.value))).toEqual(file);
  });

  it('scores the ruling\'s points for its side, as a hand won by it; no score changes nothing', () => {
    const report = checked(record([{ moves: FIVE, ruling: RENEGE }, { moves: [], ruling: { side: null, points: 0, reason: 'Misdeal' } }]));
    expect(report.hands.map((h) => h.result.outcome)).toEqual(['ruling', 'ruling']);
    expect(report.hands[0]!.hand.moves).toHaveLength(5);
    expect(report.hands[0]!.after.score).toEqual([0, 2]);
    expect(report.hands[0]!.after.pose).toEqual({ by: 'team', team: 1 });
    // No score: the match as it was, as after a hand thrown in.
    expect(report.hands[1]!.after).toBe(report.hands[1]!.before);
    expect(report.match.score).toEqual([0, 2]);
  });

  it('a side reaching the target wins the match, and no hand may follow (docs/rules.md, "A referee\'s ruling")', () => {
    const seats = ['Ann', 'Ben', 'Cat', 'Dan'];
    const won = checked(record([{ moves: [], ruling: { side: 0, points: 200, reason: 'Ben and Dan left the table' } }], 'latin-partnership', seats));
    expect(won.match).toMatchObject({ score: [200, 0], winner: 0 });
    expect(errorOf(record([{ moves: [], ruling: { side: 0, points: 200, reason: 'Left' } }, { moves: [] , ruling: { side: 1, points: 1, reason: 'x' } }], 'latin-partnership', seats))).toMatchObject({
      code: 'match/over',
      field: 'hands[1]',
    });
  });

  it('refuses a ruling on a hand already over: the moves had ended it', () => {
    const all = keyBoneHand().moves;
    expect(errorOf(record([{ moves: all, ruling: RENEGE }]))).toMatchObject({ code: 'ruling/hand-over', hand: 0, field: 'hands[0].ruling' });
  });

  it('refuses an illegal move before the ruling, at the move (the moves are replayed as ever)', () => {
    const bad = [...FIVE.slice(0, 4), { seat: 2, bone: [6, 6] }];
    expect(errorOf(record([{ moves: bad, ruling: RENEGE }]))).toMatchObject({ hand: 0, move: 4, field: 'hands[0].moves[4].bone' });
  });

  it('refuses a side the game does not have, at ruling.side', () => {
    expect(errorOf(record([{ moves: FIVE, ruling: { ...RENEGE, side: 2 } }]))).toMatchObject({ code: 'ruling/side', field: 'hands[0].ruling.side' });
    expect(errorOf(record([{ moves: FIVE, ruling: { ...RENEGE, side: 4 } }]))).toMatchObject({ code: 'record/field', field: 'hands[0].ruling.side' });
  });

  it('refuses a side in Jamaican French, where points count against a player: no score only', () => {
    const french = record([{ moves: [], ruling: { side: 0, points: 5, reason: 'Renege' } }], 'jamaican-french');
    expect(errorOf(french)).toMatchObject({ code: 'ruling/points-against', field: 'hands[0].ruling.side' });
    expect(checked(record([{ moves: [], ruling: { side: null, points: 0, reason: 'Renege' } }], 'jamaican-french')).match.score).toEqual([0, 0, 0, 0]);
  });

  it('refuses negative, fractional or too many points, and points with no score, at ruling.points', () => {
    for (const points of [-1, 1.5, MAX_RULING_POINTS + 1]) {
      expect(errorOf(record([{ moves: FIVE, ruling: { ...RENEGE, points } }]))).toMatchObject({ code: 'record/field', field: 'hands[0].ruling.points' });
    }
    expect(errorOf(record([{ moves: FIVE, ruling: { side: null, points: 3, reason: 'Misdeal' } }]))).toMatchObject({ code: 'ruling/points', field: 'hands[0].ruling.points' });
  });

  it('refuses a reason missing, blank, too long or on two lines, at ruling.reason', () => {
    for (const reason of ['', '   ', 'x'.repeat(MAX_RULING_REASON_CHARS + 1), 'Renege\nby Ann']) {
      expect(errorOf(record([{ moves: FIVE, ruling: { ...RENEGE, reason } }]))).toMatchObject({ code: 'record/field', field: 'hands[0].ruling.reason' });
    }
    expect(errorOf(record([{ moves: FIVE, ruling: { side: 1, points: 2 } }]))).toMatchObject({ code: 'record/field', field: 'hands[0].ruling.reason' });
  });

  it('refuses a ruled hand also thrown in, or settled by the bones left', () => {
    expect(errorOf(record([{ moves: FIVE, ruling: RENEGE, redeal: { seat: 0 } }]))).toMatchObject({ code: 'ruling/redeal', field: 'hands[0].redeal' });
    expect(errorOf(record([{ moves: FIVE, ruling: RENEGE, pips: { 0: 1, 1: 2, 2: 3, 3: 4 } }]))).toMatchObject({ code: 'ruling/settled', field: 'hands[0].pips' });
  });

  it('the referee report says the moves, the reason and the score', () => {
    const text = formatReport(checked(record([{ moves: FIVE, ruling: RENEGE }])));
    expect(text).toContain("Hand 1: 5 moves, then the referee's ruling.\n  Bones played, in order: 6-6 6-4 6-0 4-0 0-0.\n  Ruling: Ann reneged on the 0 at move 3\n  Ben & Dan win the hand: 2 points. Score 0-2.");
    const other = formatReport(checked(record([{ moves: [], ruling: { side: null, points: 0, reason: 'Misdeal' } }], 'cuban')));
    expect(other).toContain("Hand 1: 0 moves, then the referee's ruling.\n  Ruling: Misdeal\n  No score: the hand is dealt again, as if thrown in. Score 0-0.");
  });
});

describe('properties', () => {
  it('any ruling of a side the game has: its side gains exactly its points, the others nothing, and the file round-trips', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1 }), fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 5 }), (side, points, moves) => {
        const file = record([{ moves: FIVE.slice(0, moves), ruling: { side, points, reason: 'Renege' } }], 'latin-partnership');
        const parsed = parseRecord(JSON.stringify(file));
        if (!parsed.ok) return false;
        expect(JSON.parse(writeRecord(parsed.value))).toEqual(file);
        const r = checkRecord(parsed.value);
        if (!r.ok) throw new Error(r.error.message);
        const expected = [0, 0];
        expected[side] = points;
        expect(r.value.match.score).toEqual(expected);
        return true;
      }),
    );
  });
});

describe('the refusals in Spanish', () => {
  it('every ruling refusal has its template in both languages, with the facts it names', async () => {
    const en = (await import('../../renderer/src/locales/en.json')).default.refusalDetail as Record<string, string>;
    const es = (await import('../../renderer/src/locales/es.json')).default.refusalDetail as Record<string, string>;
    const refusals = [
      errorOf(record([{ moves: FIVE, ruling: { ...RENEGE, side: 2 } }])),
      errorOf(record([{ moves: [], ruling: { side: 0, points: 5, reason: 'Renege' } }], 'jamaican-french')),
      errorOf(record([{ moves: FIVE, ruling: { side: null, points: 3, reason: 'Misdeal' } }])),
      errorOf(record([{ moves: keyBoneHand().moves, ruling: RENEGE }])),
      errorOf(record([{ moves: FIVE, ruling: RENEGE, redeal: { seat: 0 } }])),
      errorOf(record([{ moves: FIVE, ruling: RENEGE, left: {} }])),
    ];
    for (const r of refusals) {
      const key = r.code.replace('/', '_');
      for (const words of [en, es]) {
        expect(words[key], key).toBeDefined();
        for (const [, fact] of words[key]!.matchAll(/\{(\w+)\}/g)) expect(r.params, `${key} ${fact}`).toHaveProperty(fact!);
      }
    }
  });
});

describe('every family (docs/rules.md, "A referee\'s ruling": one reading for all)', () => {
  it('a side gains exactly the points, the others nothing; it wins on reaching the target ahead; no score changes nothing', () => {
    const families = Object.values(FAMILIES).filter((f) => f.pointsAgainst !== true);
    fc.assert(
      fc.property(
        fc.constantFrom(...families),
        fc.nat(),
        fc.array(fc.integer({ min: 0, max: 300 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: MAX_RULING_POINTS }),
        fc.nat(),
        (family, seatPick, start, points, sidePick) => {
          const seats = family.seatCounts[seatPick % family.seatCounts.length]!;
          const options = family.options.parse({});
          const rules = family.handRules(options, seats);
          const fresh = family.start(options, rules);
          const before = { ...fresh, score: fresh.score.map((_, s) => Math.min(start[s]!, options.target - 1)) };
          const side = sidePick % before.score.length;
          const { state } = ruledMatch(before, { side, points, reason: 'Renege' });
          expect(state.score.map((p, s) => p - before.score[s]!)).toEqual(before.score.map((_, s) => (s === side ? points : 0)));
          expect(state.winner).toBe(state.score[side]! >= options.target ? side : null);
          expect(state.hands).toBe(before.hands + 1);
          expect(ruledMatch(before, { side: null, points: 0, reason: 'Misdeal' }).state).toBe(before);
        },
      ),
    );
  });
});
