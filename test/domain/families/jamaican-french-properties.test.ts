/**
 * Property tests over random legal Jamaican French matches (issue 6, "Checks"), like the other
 * families' (properties.test.ts): random legal matches are valid, a record broken at one move is
 * refused at exactly that move, and the scores follow the rules, checked against a small
 * independent model written from the text (JCTPF, jamaican-cut-throat-partner-french.txt, "The
 * French Domino Game"), as is the four-arm layout each hand leaves; with later hands posed by
 * the last winner with any double (`laterPose: "winner-double"`, YaadDominoes; issue 19 item 7)
 * too, the cross then built round that double as round the 0-0.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { isPlay, layoutArms, unplayedBones } from '../../../domain/hand.ts';
import type { Move } from '../../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import type { MatchRecord, MatchReport } from '../../../domain/record.ts';
import { randomFamilyRecord } from '../../support/random.ts';

const caseArb = fc.record({ seed: fc.integer(), withDeal: fc.boolean(), target: fc.constantFrom(100, 60, 150), laterPose: fc.constantFrom('zero-zero', 'winner-double') });

function generate(seed: number, withDeal: boolean, target: number, hands = 12, laterPose = 'zero-zero'): MatchRecord {
  return randomFamilyRecord(seed, hands, { rules: 'jamaican-french', options: { target, laterPose }, withDeal, explicitEnds: seed % 3 === 0 });
}

function checked(record: MatchRecord): MatchReport {
  const r = checkRecord(record);
  if (!r.ok) throw new Error(`${r.error.code} at hand ${r.error.hand}, move ${r.error.move}: ${r.error.message}`);
  return r.value;
}

/** What each seat held at the end of hand `h`, from the record: `left`, or the deal less the plays. */
function heldOf(record: MatchRecord, h: number): Bone[][] {
  const hand = record.hands[h]!;
  const key = (b: Bone) => `${Math.min(b[0], b[1])}-${Math.max(b[0], b[1])}`;
  return record.seats.map((_, s) => {
    if (hand.left) return [...hand.left[String(s)]!];
    const played = new Set(hand.moves.filter(isPlay).map((m) => key(m.bone)));
    return hand.dealt![String(s)]!.filter((b) => !played.has(key(b)));
  });
}

describe('Jamaican French: random legal matches', () => {
  it('always check, write → parse → write is the identity, one score a seat', () => {
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal, target, laterPose }) => {
        const record = generate(seed, withDeal, target, 12, laterPose);
        const text = writeRecord(record);
        const parsed = parseRecord(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(writeRecord(parsed.value)).toBe(text);
        const report = checked(parsed.value);
        expect(report.match.score).toHaveLength(4);
      }),
      { numRuns: 25 },
    );
  });

  it('a record broken at one move is refused at exactly that move', () => {
    let broken = 0;
    fc.assert(
      fc.property(caseArb, fc.nat(), fc.nat(), ({ seed, withDeal, target, laterPose }, hi, mi) => {
        const record = generate(seed, withDeal, target, 4, laterPose);
        const h = hi % record.hands.length;
        const moves = record.hands[h]!.moves;
        const plays = moves.flatMap((m, i) => (isPlay(m) ? [i] : []));
        if (plays.length < 2) return;
        // A bone already down, played again.
        const m = plays[1 + (mi % (plays.length - 1))]!;
        const earlier = moves[plays[mi % plays.indexOf(m)]!]! as { bone: Bone };
        const again: Move = { seat: moves[m]!.seat, bone: earlier.bone };
        const hands = record.hands.map((hand, i) => (i === h ? { ...hand, moves: moves.map((x, j) => (j === m ? again : x)) } : hand));
        const r = checkRecord({ ...record, hands });
        expect(r.ok || r.error).toMatchObject({ hand: h, move: m, code: 'bone/already-played', field: `hands[${h}].moves[${m}].bone` });
        // Out of turn: the same move by the next seat.
        const other: Move = { ...(moves[m] as Move), seat: (moves[m]!.seat + 1) % 4 };
        const hands2 = record.hands.map((hand, i) => (i === h ? { ...hand, moves: moves.map((x, j) => (j === m ? other : x)) } : hand));
        const r2 = checkRecord({ ...record, hands: hands2 });
        expect(r2.ok || r2.error).toMatchObject({ hand: h, move: m, code: 'turn/out-of-turn' });
        // A line's end named on the four arms.
        const lineEnd: Move = { ...(moves[m] as Move), end: 'left' } as Move;
        const hands3 = record.hands.map((hand, i) => (i === h ? { ...hand, moves: moves.map((x, j) => (j === m ? lineEnd : x)) } : hand));
        const r3 = checkRecord({ ...record, hands: hands3 });
        expect(r3.ok || r3.error).toMatchObject({ hand: h, move: m, code: 'play/wrong-arm', field: `hands[${h}].moves[${m}].end` });
        broken++;
      }),
      { numRuns: 25 },
    );
    expect(broken).toBeGreaterThan(0);
  });

  it('scores follow the text: pips held added, doubled with a double, 0 for the one who went out; over at the target, the lowest wins', () => {
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal, target, laterPose }) => {
        const record = generate(seed, withDeal, target, 40, laterPose);
        const report = checked(record);
        let score = [0, 0, 0, 0];
        report.hands.forEach((h, i) => {
          // "the numbers on the tiles in each person's hand are added to his running score. If a
          // double tile is in an individual's hand then his score for that hand is doubled."
          const added = heldOf(record, i).map((bones) => {
            const pips = bones.reduce((t, b) => t + b[0] + b[1], 0);
            return bones.some((b) => b[0] === b[1]) ? 2 * pips : pips;
          });
          if (h.result.outcome === 'domino') expect(added[h.result.seats[0]!]).toBe(0);
          score = score.map((p, s) => p + added[s]!);
          expect(h.score.heldScores).toEqual(added);
          expect(h.score.added).toBeUndefined();
          expect(h.after.score).toEqual(score);
          // "The game ends when an individual reaches one hundred … The player with the lowest
          // score at that point is the winner" (tied lowest: play on, our reading).
          const lowest = Math.min(...score);
          const alone = score.filter((p) => p === lowest).length === 1;
          const over = score.some((p) => p >= target) && alone;
          expect(h.after.winner).toBe(over ? score.indexOf(lowest) : null);
          // "the holder of the double zero plays it first", every hand; under laterPose the first
          // hand, and every later one is posed with a double.
          const pose = h.hand.moves[0]!;
          if (laterPose === 'zero-zero' || i === 0) expect(isPlay(pose) && pose.bone).toEqual([0, 0]);
          else expect(isPlay(pose) && pose.bone[0] === pose.bone[1]).toBe(true);
        });
        if (report.hands.length < 40) expect(report.match.winner).not.toBeNull();
      }),
      { numRuns: 25 },
    );
  });

  it('every hand leaves four arms as the text builds them: a blank, its double, then matching bones; a block leaves no bone that fits', () => {
    let blocks = 0;
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal, target, laterPose }) => {
        const report = checked(generate(seed, withDeal, target, 10, laterPose));
        for (const h of report.hands) {
          const arms = layoutArms(h.hand);
          // The centre: the 0-0, or the double posed under laterPose (its number takes the blank's place).
          const pose = h.hand.moves[0]!;
          const c = isPlay(pose) ? pose.bone[0] : 0;
          const blanksDone = Math.max(...arms.map((arm) => arm[0]?.move ?? Infinity));
          for (const arm of arms) {
            arm.forEach((b, k) => {
              // "Four tiles with a blank must be played against the four sides of the [0-0]".
              if (k === 0) expect(b.bone[0]).toBe(c);
              // "The next tile played on each of the arms must be the appropriate double".
              if (k === 1) expect(b.bone[0]).toBe(b.bone[1]);
              // "normal matching rules": touching halves match.
              if (k > 0) expect(b.bone[0]).toBe(arm[k - 1]!.bone[1]);
              // "before any other tiles can be played".
              if (k > 0) expect(b.move).toBeGreaterThan(blanksDone);
            });
          }
          if (h.result.outcome === 'domino') continue;
          blocks++;
          // Blocked: no unplayed bone fits an arm, read from the arms alone.
          const takes = (bone: Bone) =>
            arms.some((arm) => {
              if (arm.length === 0) return bone[0] === c || bone[1] === c;
              const open = arm[arm.length - 1]!.bone[1];
              if (arm.length === 1) return bone[0] === open && bone[1] === open;
              return bone[0] === open || bone[1] === open;
            });
          const filling = arms.some((arm) => arm.length === 0);
          const fits = unplayedBones(h.hand).some((id) => {
            const bone = h.hand.set.bones[id]!;
            return filling ? (bone[0] === c || bone[1] === c) && takes(bone) : takes(bone);
          });
          expect(fits).toBe(false);
          expect(isPlay(h.hand.moves[h.hand.moves.length - 1]!)).toBe(true);
        }
      }),
      { numRuns: 25 },
    );
    expect(blocks).toBeGreaterThan(0);
  });
});
