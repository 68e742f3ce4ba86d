/**
 * Jamaican French `laterPose: "winner-double"` (issue 19 item 7): YaadDominoes' French game poses
 * "later hands … with any double as the centre of the cross by the last winner". The first hand is
 * the 0-0's as the text says (JCTPF, jamaican-cut-throat-partner-french.txt: "the holder of the
 * double zero plays it first … Four tiles with a blank must be played against the four sides of
 * the [0-0] before any other tiles can be played … The next tile played on each of the arms must
 * be the appropriate double"); a later hand's double d-d is the centre, with d in place of the
 * blank. Our readings (docs/rules.md): the last winner went out, or had the fewest pips in a block;
 * one who holds no double leaves the pose to the next player in order of play who holds one. After
 * a tied block, YaadDominoes poses the 0-0 again, by its holder (issue 25 item 13).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedBits, armsWords, emptyArms, placeOnArm, voidPipBits } from '../../../domain/arms.ts';
import { boneSet, isDouble } from '../../../domain/bones.ts';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { FRENCH_HAND, frenchHandScores, HOLDER_00 } from '../../../domain/families/jamaican-french.ts';
import { isPlay, layoutArms, replayHand } from '../../../domain/hand.ts';
import type { Move, Pose } from '../../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import type { MatchRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { possibleHoldings } from '../../../domain/view.ts';
import type { HandRules } from '../../../domain/rules.ts';
import { after, NAMES, p, pass, replayUnder, result } from '../../support/families.ts';
import { playRandomHand, randomDeal, randomFamilyRecord, rng } from '../../support/random.ts';

const FR = 'jamaican-french';
const WD = { laterPose: 'winner-double' } as const;

/** docs/examples/jamaican-french.json: its first hand, which Ben (seat 1) wins by going out. */
function firstHand(): MatchRecord['hands'][number] {
  const parsed = parseRecord(readFileSync(resolve(import.meta.dirname, '../../../docs/examples/jamaican-french.json'), 'utf8'));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value.hands[0]!;
}

/** Hand 2 of a match whose first hand Ben won, with these moves (and deal); still being played. */
function match(moves: readonly Move[], dealt?: Bone[][], options: Record<string, unknown> = WD): MatchRecord {
  const second = { moves, ...(dealt && { dealt: Object.fromEntries(dealt.map((bones, s) => [String(s), bones])) }) };
  return { format: 'dominoes-match/1', rules: FR, options: { target: 50, ...options }, seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [firstHand(), second] };
}

function refusal(record: MatchRecord) {
  const r = checkRecord(record, { inProgress: true });
  if (r.ok) throw new Error('expected a refusal');
  return r.error;
}

function current(record: MatchRecord) {
  const r = checkRecord(record, { inProgress: true });
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.field}: ${r.error.message}`);
  return r.value.current!.hand;
}

/** Hand 2's deal: Ben holds the 5-5 (and the 6-6, the 0-0); Ann holds no 5. */
const DEAL: Bone[][] = [
  [[0, 1], [0, 2], [1, 1], [1, 3], [2, 3], [2, 4], [2, 6]],
  [[0, 0], [0, 3], [0, 4], [1, 6], [5, 5], [5, 6], [6, 6]],
  [[0, 6], [1, 4], [1, 5], [2, 2], [3, 6], [4, 4], [4, 5]],
  [[0, 5], [1, 2], [2, 5], [3, 3], [3, 4], [3, 5], [4, 6]],
];

/** The same with Ben's three doubles swapped for three of Cat's bones: Ben holds none. */
const BEN_NO_DOUBLE: Bone[][] = [
  DEAL[0]!,
  [[0, 6], [0, 3], [0, 4], [1, 6], [1, 5], [5, 6], [3, 6]],
  [[0, 0], [1, 4], [5, 5], [2, 2], [6, 6], [4, 4], [4, 5]],
  DEAL[3]!,
];

/** Ben poses the 5-5; four bones showing 5 go round it (Ann passes: she has none); Dan, Ann, Ben and Cat then play doubles. */
const HAND2: Move[] = [
  p(1, 5, 5),
  p(2, 5, 1),
  p(3, 5, 2),
  pass(0),
  p(1, 5, 6),
  p(2, 5, 4),
  pass(3),
  p(0, 1, 1),
  p(1, 6, 6),
  p(2, 2, 2),
];

describe('issue 19 item 7: later French hands posed by the last winner with any double (laterPose "winner-double")', () => {
  it('hand 2 is posed by hand 1\'s winner, Ben, with the 5-5: four bones showing 5 round it, then each arm its double', () => {
    const hand = current(match(HAND2, DEAL));
    expect(hand.setup.pose).toEqual({ by: 'any-double', seat: 1 });
    expect(hand.arms!.map((a) => [a.centre, a.open, a.needsDouble])).toEqual([
      [5, 1, false],
      [5, 2, false],
      [5, 6, false],
      [5, 4, true],
    ]);
    // Each arm from the 5-5 outwards, its first bone showing 5 against the centre.
    expect(layoutArms(hand).map((arm) => arm.map((b) => b.bone.join('-')))).toEqual([['5-1', '1-1'], ['5-2', '2-2'], ['5-6', '6-6'], ['5-4']]);
  });

  it('by the text (the default) hand 2 is the 0-0\'s, as every hand', () => {
    expect(refusal(match(HAND2, DEAL, {}))).toMatchObject({ code: 'pose/wrong-bone', hand: 1, move: 0 });
    expect(after(FR, {}, [result({ winner: 1 })]).pose).toEqual(HOLDER_00);
  });

  it('the pose must be a double: Ben\'s 5-6 is refused at its bone', () => {
    const e = refusal(match([p(1, 5, 6)], DEAL));
    expect(e).toMatchObject({ code: 'pose/not-double', hand: 1, move: 0, field: 'hands[1].moves[0].bone' });
    expect(e.message).toBe('This hand must be posed with a double; Ben posed 5-6.');
  });

  it('by the winner: Cat may not pose her 4-4 while Ben holds a double (refused at the seat)', () => {
    const e = refusal(match([p(2, 4, 4)], DEAL));
    expect(e).toMatchObject({ code: 'pose/wrong-seat', hand: 1, move: 0, field: 'hands[1].moves[0].seat' });
    expect(e.message).toBe('Ben poses this hand, with any double he holds, not Cat.');
  });

  it('round the 5-5 an empty arm takes a bone showing 5, not a blank: Cat\'s 6-0 fits no arm', () => {
    const e = refusal(match([p(1, 5, 5), p(2, 6, 0)], DEAL));
    expect(e).toMatchObject({ code: 'play/no-arm', hand: 1, move: 1, field: 'hands[1].moves[1].bone' });
    expect(e.message).toBe('6-0 fits no arm: north wants a bone showing 5, east wants a bone showing 5, south wants a bone showing 5, west wants a bone showing 5.');
    expect(e.params?.['arms']).toContainEqual({ kind: 'arm-north', takes: { kind: 'arm-empty-on', pip: 5 } });
  });

  it('an arm whose bone shows x takes only the x-x: Dan\'s 2-1 fits no arm, his 1-1 not the east arm (it wants the 2-2)', () => {
    const e = refusal(match([...HAND2.slice(0, 6), p(3, 2, 1)]));
    expect(e).toMatchObject({ code: 'play/no-arm', hand: 1, move: 6, field: 'hands[1].moves[6].bone' });
    expect(e.message).toBe('2-1 fits no arm: north wants the 1-1, east wants the 2-2, south wants the 6-6, west wants the 4-4.');
    const wrong = refusal(match([...HAND2.slice(0, 6), { seat: 3, bone: [1, 1], end: 'east' }]));
    expect(wrong).toMatchObject({ code: 'play/wrong-arm', hand: 1, move: 6, field: 'hands[1].moves[6].end' });
    expect(wrong.message).toBe('1-1 does not fit the east arm (the east arm wants the 2-2); it fits the north arm.');
  });

  it('a pass while the arms round the 5-5 are filled proves no 5: Ann\'s later 5-3 is a renege', () => {
    // Without the deal. Ann passes at move 4; Cat and Dan pass too; Ann then plays 5-3.
    const moves = [p(1, 5, 5), p(2, 5, 1), p(3, 5, 2), pass(0), p(1, 5, 6), pass(2), pass(3)];
    const hand = current(match(moves));
    expect(possibleHoldings(hand, 0).filter((b) => b.includes(5))).toEqual([]);
    const e = refusal(match([...moves, p(0, 5, 3)]));
    expect(e).toMatchObject({ code: 'play/renege', hand: 1, move: 7, field: 'hands[1].moves[7].bone' });
    expect(e.params?.['reason']).toEqual({ kind: 'passed-arm-at', seat: 'Ann', move: 4 });
    // With the deal, the pass itself is refused where Ann holds a 5.
    const dealt = DEAL.map((b) => [...b]);
    [dealt[0]![0], dealt[3]![0]] = [dealt[3]![0]!, dealt[0]![0]!];
    expect(refusal(match(moves, dealt))).toMatchObject({ code: 'pass/could-play', hand: 1, move: 3 });
  });

  it('the arms after the pose of d-d: bones showing d while filling, a pass proves no d, the arm then wants x-x', () => {
    const set = boneSet(6);
    const arms = emptyArms(5);
    const [lo, hi] = acceptedBits(arms, set);
    expect([lo, hi]).toEqual([set.pipBoneLo[5], set.pipBoneHi[5]]);
    expect(voidPipBits(arms)).toBe(1 << 5);
    expect(placeOnArm(arms, [3, 5], 2)[2]).toEqual({ centre: 5, open: 3, needsDouble: true });
    expect(armsWords(placeOnArm(arms, [3, 5], 2))).toBe('north wants a bone showing 5, east wants a bone showing 5, south wants the 3-3, west wants a bone showing 5');
  });
});

describe('issue 19 item 7: who poses when the winner holds no double (our reading: the next player in order who holds one)', () => {
  it('with the deal: Ben holds none, so Cat poses (any of her doubles); Dan is refused, naming why', () => {
    expect(current(match([p(2, 5, 5)], BEN_NO_DOUBLE)).turn).toBe(3);
    // Cat's 0-0 is a double too: the cross is then the text's, round the 0-0.
    expect(current(match([p(2, 0, 0)], BEN_NO_DOUBLE)).arms![0]!.centre).toBe(0);
    const e = refusal(match([p(3, 3, 3)], BEN_NO_DOUBLE));
    expect(e).toMatchObject({ code: 'pose/wrong-seat', hand: 1, move: 0, field: 'hands[1].moves[0].seat' });
    expect(e.message).toBe('Ben holds no double, so the pose passes to the next player in order of play who holds one: Cat, not Dan.');
    expect(e.params).toMatchObject({ seat: 'Dan', due: 'Cat', lacking: ['Ben'] });
    // Ben himself: his turn passed on.
    expect(refusal(match([p(1, 5, 6)], BEN_NO_DOUBLE))).toMatchObject({ code: 'pose/wrong-seat', params: { due: 'Cat' } });
  });

  it('without the deal: Cat\'s pose of the 5-5 proves Ben holds no double; his 6-6 later is a renege, and so is "left" giving it him', () => {
    const moves = [p(2, 5, 5), p(3, 5, 2), p(0, 5, 1), p(1, 5, 6), p(2, 5, 4), pass(3), p(0, 1, 1)];
    const hand = current(match(moves));
    expect(possibleHoldings(hand, 1).filter(isDouble)).toEqual([]);
    const e = refusal(match([...moves, p(1, 6, 6)]));
    expect(e).toMatchObject({ code: 'play/renege', hand: 1, move: 7, field: 'hands[1].moves[7].bone' });
    expect(e.message).toBe('Ben was to pose with any double; Cat posed 5-5 in turn after him, so Ben held no double; playing 6-6 now shows that was false (a renege).');
    const left: Bone[][] = [
      [[0, 0], [1, 2], [1, 3], [1, 4], [1, 6]],
      [[6, 6], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5]],
      [[2, 2], [3, 3], [4, 4], [2, 3], [2, 4]],
      [[0, 6], [2, 6], [3, 4], [3, 5], [3, 6], [4, 6]],
    ];
    const settled = settleHand({ ...hand, status: 'blocked' }, { left });
    expect(!settled.ok && settled.error).toMatchObject({ code: 'left/renege', params: { reason: { kind: 'posed-passed-on', due: 'Ben', poser: 'Cat', seat: 'Ben' } } });
  });

  it('a pose by the winner himself proves nothing: Dan may still hold any double', () => {
    const hand = current(match([p(1, 5, 5)]));
    expect(possibleHoldings(hand, 3).filter(isDouble).length).toBe(6);
  });
});

describe('issue 19 item 7: the last winner (our readings)', () => {
  const pose = (r: Parameters<typeof result>[0]): Pose => after(FR, WD, [result(r)]).pose;
  it('the player who went out; the fewest pips in a block', () => {
    expect(pose({ winner: 2, poser: 0 })).toEqual({ by: 'any-double', seat: 2 });
    expect(pose({ winner: 3, poser: 0, outcome: 'blocked', seats: [3] })).toEqual({ by: 'any-double', seat: 3 });
  });
  it('after a tied block, "the 0-0 is posed again by its holder" (YaadDominoes, issue 25 item 13; before, our reading gave it to the poser of the tied hand, any double)', () => {
    expect(pose({ winner: null, poser: 1, outcome: 'tied', seats: [0, 2] })).toEqual(HOLDER_00);
  });
  it('the first hand is the 0-0 holder\'s either way', () => {
    const family = FAMILIES[FR];
    const o = family.options.parse(WD);
    expect(family.start(o, family.handRules(o, 4)).pose).toEqual(HOLDER_00);
  });
});

describe('issue 19 item 7: random French matches under laterPose "winner-double"', () => {
  it('check, round-trip, and every later hand is posed with a double by the seat the rule names, its centre', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, withDeal) => {
        const record = randomFamilyRecord(seed, 8, { rules: FR, options: WD, withDeal });
        const text = writeRecord(record);
        const parsed = parseRecord(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(writeRecord(parsed.value)).toBe(text);
        const r = checkRecord(parsed.value);
        if (!r.ok) throw new Error(`${r.error.code} at ${r.error.field}: ${r.error.message}`);
        r.value.hands.forEach((h, i) => {
          const first = h.hand.moves.find(isPlay)!;
          expect(isDouble(first.bone)).toBe(true);
          expect(h.hand.arms === null || h.hand.arms.every((a) => a.centre === first.bone[0])).toBe(true);
          if (i === 0) return expect(first.bone).toEqual([0, 0]);
          const last = r.value.hands[i - 1]!.result;
          // After a tied block the 0-0, by its holder (issue 25 item 13).
          if (last.winner === null) {
            expect(h.hand.setup.pose).toEqual(HOLDER_00);
            return expect(first.bone).toEqual([0, 0]);
          }
          const due = last.seats[0]!;
          // The seats passed over hold no double: with the deal, exactly the next holder poses.
          expect(h.hand.setup.pose).toEqual({ by: 'any-double', seat: due });
          if (!withDeal) return;
          const dealt = parsed.value.hands[i]!.dealt!;
          let s = due;
          while (!dealt[String(s)]!.some(isDouble)) s = (s + 1) % 4;
          expect(first.seat).toBe(s);
        });
      }),
      { numRuns: 25 },
    );
  });

  it('left at its default ("zero-zero"), written or not, random French matches score and pose every hand the same', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const record = randomFamilyRecord(seed, 8, { rules: FR, withDeal: seed % 2 === 0 });
        const before = checkRecord(record);
        const written = checkRecord({ ...record, options: { laterPose: 'zero-zero' } });
        if (!before.ok || !written.ok) throw new Error('a random record was refused');
        expect(written.value.hands.map((h) => [h.score, h.after, h.hand.setup.pose])).toEqual(before.value.hands.map((h) => [h.score, h.after, h.hand.setup.pose]));
        expect(before.value.hands.every((h) => JSON.stringify(h.hand.setup.pose) === JSON.stringify(HOLDER_00))).toBe(true);
      }),
      { numRuns: 25 },
    );
  });
});

describe('a hand checked alone under the any-double pose', () => {
  it('Dan is due and holds no double by the deal: Ann, next in order, poses her 1-1, the centre', () => {
    const dealt = DEAL.map((b) => [...b]);
    // Dan's 3-3 for Ann's 1-3.
    dealt[0] = dealt[0]!.map((b): Bone => (b[0] === 1 && b[1] === 3 ? [3, 3] : b));
    dealt[3] = dealt[3]!.map((b): Bone => (b[0] === 3 && b[1] === 3 ? [1, 3] : b));
    const hand = replayUnder(FR, WD, { by: 'any-double', seat: 3 }, [p(0, 1, 1), p(1, 1, 6)], dealt);
    expect(hand.arms!.map((a) => [a.centre, a.open])).toEqual([[1, 6], [1, null], [1, null], [1, null]]);
  });
});

describe('the any-double pose and the cross round it with fewer players (as Cut Throat deals: 3 with the 0-0 out, 2 with 14 each)', () => {
  const THREE: HandRules = { ...FRENCH_HAND, seats: 3, handSize: 9, teamOf: [0, 1, 2], removed: [[0, 0]] };
  const TWO: HandRules = { ...FRENCH_HAND, seats: 2, handSize: 14, teamOf: [0, 1] };
  it('random hands with the deal: the first seat from the one due holding a double poses one, the arms grow round it, every hand ends', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(THREE, TWO), fc.nat(), (seed, rules, due) => {
        const random = rng(seed);
        const dealt = randomDeal(rules, random);
        const pose: Pose = { by: 'any-double', seat: due % rules.seats };
        const { hand, moves } = playRandomHand({ rules, pose, seatNames: NAMES.slice(0, rules.seats), dealt }, random);
        expect(hand.status).not.toBe('playing');
        const first = moves[0] as { seat: number; bone: Bone };
        let s = pose.seat;
        while (!dealt[s]!.some(isDouble)) s = (s + 1) % rules.seats;
        expect([first.seat, isDouble(first.bone)]).toEqual([s, true]);
        expect(layoutArms(hand).every((arm) => arm.length === 0 || arm[0]!.bone[0] === first.bone[0])).toBe(true);
        // The same hand without the deal checks too.
        expect(replayHand({ rules, pose, seatNames: NAMES.slice(0, rules.seats) }, moves).ok).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('readings a referee asks about (docs/rules.md, Jamaican French)', () => {
  const THREE: HandRules = { ...FRENCH_HAND, seats: 3, handSize: 9, teamOf: [0, 1, 2], removed: [[0, 0]] };

  it('"The 0-0 is not in a hand of three": an arm whose bone shows 0 waits for it and never opens', () => {
    // JCTPF's Cut Throat deal, "double blank is removed"; the arm's double must come next.
    let met = 0;
    fc.assert(
      fc.property(fc.integer(), fc.nat(), (seed, due) => {
        const random = rng(seed);
        const pose: Pose = { by: 'any-double', seat: due % 3 };
        const { hand } = playRandomHand({ rules: THREE, pose, seatNames: NAMES.slice(0, 3), dealt: randomDeal(THREE, random) }, random);
        for (const arm of layoutArms(hand)) {
          if (arm[0]?.bone[1] !== 0) continue;
          met++;
          expect(arm).toHaveLength(1);
        }
      }),
      { numRuns: 60 },
    );
    // The arms are read from the centre out: some arm showing 0 was met, so the test can fail.
    expect(met).toBeGreaterThan(0);
  });

  it('"Doubles in hand": under laterPose the 0-0 may be left in a hand, and doubles what its holder adds', () => {
    // "If a double tile is in an individual's hand then his score for that hand is doubled".
    expect(frenchHandScores(FRENCH_HAND, [[[0, 0], [5, 3]], [[5, 3]], [], [[6, 6]]])).toEqual([16, 8, 0, 24]);
  });
});
