/**
 * A record broken at one move is rejected at exactly that move (issue 2, "Property tests"; the
 * referee reports "0-based indexes of the first bad move (or hand)"). A valid random record is
 * broken at hand h, move m with a move that is certainly illegal, of one kind per test; the
 * check must fail with hand h, move m and that kind's code. Each kind cites the rule it breaks.
 *
 * (h, m) starts where fast-check says and moves on to the first place in the record where the
 * kind applies (e.g. a renege needs a seat that has passed), so every run breaks something.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { holding, isPlay, knownHolder, shownVoid } from '../../domain/hand.ts';
import type { Hand, Move, PlayMove } from '../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../domain/record.ts';
import type { HandRecord, MatchRecord, MatchReport } from '../../domain/record.ts';
import { randomMatchRecord } from '../support/random.ts';
import { ALL_BONES, bySeatArray, bySeatMap, fits, idOf, recordCaseArb, recordOf, setupOf, shows, states } from '../support/arbitraries.ts';

interface Ctx {
  readonly record: MatchRecord;
  readonly report: MatchReport;
}

/** The hand h of a record just before its move m (replayed under the pose the match gave it). */
function before(ctx: Ctx, h: number, m: number): Hand {
  const hr = ctx.record.hands[h]!;
  const dealt = hr.dealt ? bySeatArray(hr.dealt).map((b) => [...b]) : undefined;
  return states(setupOf(ctx.report.hands[h]!.before.pose, dealt), hr.moves.slice(0, m))[m]!;
}

function withMove(record: MatchRecord, h: number, m: number, move: Move): MatchRecord {
  const hands = record.hands.map((hr, i): HandRecord => {
    if (i !== h) return hr;
    const moves = [...hr.moves];
    moves[m] = move;
    return { ...hr, moves };
  });
  return { ...record, hands };
}

const nth = <T,>(items: readonly T[], pick: number): T | undefined => (items.length ? items[pick % items.length] : undefined);
const unplayed = (hand: Hand): Bone[] => ALL_BONES.filter((_, id) => hand.playedAt[id]! < 0);
const endFor = (hand: Hand, bone: Bone): 'left' | 'right' => (hand.ends && shows(bone, hand.ends[0]) ? 'left' : 'right');

/** A way of breaking the move at (h, m): the bad move and the code expected, or null where it does not apply. */
type Breaker = (ctx: Ctx, h: number, m: number, pick: number) => { move: Move; code: string } | null;

interface Kind {
  readonly name: string;
  /** Whether the record carries the deal: needed, excluded, or either. */
  readonly deal: boolean | 'either';
  /** Breaks the move after the last one (a move after the hand is over). */
  readonly append?: boolean;
  /** The codes this kind must produce, each at least once. */
  readonly codes: readonly string[];
  readonly breaker: Breaker;
}

const KINDS: readonly Kind[] = [
  {
    // CJHPR "Play continues anti-clockwise": after the pose, only the seat whose turn it is moves.
    name: 'a move by the wrong seat (out of turn)',
    deal: 'either',
    codes: ['turn/out-of-turn'],
    breaker: (ctx, h, m, pick) => {
      if (m === 0) return null;
      const hand = before(ctx, h, m);
      const orig = ctx.record.hands[h]!.moves[m]!;
      const seat = (hand.turn! + 1 + (pick % 3)) % 4;
      return { move: { ...orig, seat }, code: 'turn/out-of-turn' };
    },
  },
  {
    // CJHPR "The first hand begins with the individual who has the double six bone … In
    // tournament play, the first player must begin by posing the 6-6" and "the team that won the
    // previous hand plays first".
    name: 'a pose by the wrong seat (or, without the deal, the wrong bone)',
    deal: 'either',
    codes: ['pose/not-holder', 'pose/wrong-team', 'pose/wrong-bone'],
    breaker: (ctx, h, m, pick) => {
      if (m !== 0) return null;
      const hand = before(ctx, h, 0);
      const orig = ctx.record.hands[h]!.moves[0]! as PlayMove;
      const pose = ctx.report.hands[h]!.before.pose;
      if (pose.by === 'team') {
        // A seat of the other team, posing a bone of its own when the deal is known.
        const seat = 1 - pose.team + 2 * (pick % 2);
        const own = holding(hand, seat);
        return { move: { seat, bone: own ? nth(own, pick)! : orig.bone }, code: 'pose/wrong-team' };
      }
      if (pose.by === 'holder' && hand.turn !== null) {
        return { move: { seat: (hand.turn + 1 + (pick % 3)) % 4, bone: orig.bone }, code: 'pose/not-holder' };
      }
      if (pose.by === 'holder' && pose.forced) {
        // Without the deal anyone may hold the 6-6: the pose error is the wrong bone.
        const other = nth(ALL_BONES.filter((b) => idOf(b) !== idOf(pose.bone)), pick)!;
        return { move: { seat: orig.seat, bone: other }, code: 'pose/wrong-bone' };
      }
      return null; // sporting without the deal: any seat may pose any bone
    },
  },
  {
    // Every bone is in the set once: a bone already on the layout cannot be played again.
    name: 'a bone already played earlier in the hand',
    codes: ['bone/already-played'],
    deal: 'either',
    breaker: (ctx, h, m, pick) => {
      if (m === 0) return null;
      const hand = before(ctx, h, m);
      const down = ALL_BONES.filter((_, id) => hand.playedAt[id]! >= 0);
      const bone = nth(down, pick)!;
      return { move: { seat: hand.turn!, bone, end: pick % 2 ? 'left' : 'right' }, code: 'bone/already-played' };
    },
  },
  {
    // CJHPR "the touching ends of adjacent dominoes must match". With the deal, a bone the seat holds.
    name: 'a bone that fits neither end',
    codes: ['play/no-match'],
    deal: 'either',
    breaker: (ctx, h, m, pick) => {
      if (m === 0) return null;
      const hand = before(ctx, h, m);
      const seat = hand.turn!;
      const pool = holding(hand, seat) ?? unplayed(hand);
      const bone = nth(pool.filter((b) => !fits(b, hand.ends!)), pick);
      return bone ? { move: { seat, bone }, code: 'play/no-match' } : null;
    },
  },
  {
    // Issue 2: "`end` … is required when the bone fits both ends and they differ". A play that
    // needed its end, written without it.
    name: 'a bone that fits both (different) ends, without its end',
    deal: 'either',
    codes: ['play/end-required'],
    breaker: (ctx, h, m) => {
      const orig = ctx.record.hands[h]!.moves[m]!;
      if (m === 0 || !isPlay(orig)) return null;
      const ends = before(ctx, h, m).ends!;
      if (ends[0] === ends[1] || !shows(orig.bone, ends[0]) || !shows(orig.bone, ends[1])) return null;
      return { move: { seat: orig.seat, bone: orig.bone }, code: 'play/end-required' };
    },
  },
  {
    // CJHPR "the touching ends of adjacent dominoes must match": a play named on the end it does not fit.
    name: 'a bone on the end it does not fit',
    deal: 'either',
    codes: ['play/wrong-end'],
    breaker: (ctx, h, m) => {
      const orig = ctx.record.hands[h]!.moves[m]!;
      if (m === 0 || !isPlay(orig)) return null;
      const ends = before(ctx, h, m).ends!;
      const fitsLeft = shows(orig.bone, ends[0]);
      if (fitsLeft === shows(orig.bone, ends[1])) return null;
      return { move: { seat: orig.seat, bone: orig.bone, end: fitsLeft ? 'right' : 'left' }, code: 'play/wrong-end' };
    },
  },
  {
    // Issue 2: "Seats are in order of play; seats 0 … 3": a move by seat 4 is a malformed record,
    // reported by the parser at that hand and move.
    name: 'a move by a seat that does not exist',
    deal: 'either',
    codes: ['record/field'],
    breaker: (ctx, h, m) => ({ move: { ...ctx.record.hands[h]!.moves[m]!, seat: 4 }, code: 'record/field' }),
  },
  {
    // CJHPR "The game uses a double six domino set of 28 tiles".
    name: 'a bone outside the set, such as [7, 1]',
    codes: ['bone/not-in-set'],
    deal: 'either',
    breaker: (ctx, h, m, pick) => {
      const orig = ctx.record.hands[h]!.moves[m]!;
      const bone = nth<Bone>([[7, 1], [1, 7], [7, 7], [0, 10], [-1, 3]], pick)!;
      return { move: { seat: orig.seat, bone }, code: 'bone/not-in-set' };
    },
  },
  {
    // CJHPR "Playing the first bone is known as 'posing'": a hand begins with a bone.
    name: 'a pass as the pose',
    codes: ['pose/pass'],
    deal: 'either',
    breaker: (ctx, h, m) => (m === 0 ? { move: { seat: ctx.record.hands[h]!.moves[0]!.seat, pass: true }, code: 'pose/pass' } : null),
  },
  {
    // CJHPR "The play ends when an individual manages to play all his bones, or when the game
    // becomes blocked": nothing comes after.
    name: 'a move after the hand is over',
    codes: ['hand/over'],
    deal: 'either',
    append: true,
    breaker: (ctx, h, m, pick) => {
      const hand = before(ctx, h, m);
      const seat = pick % 4;
      const bone = nth(unplayed(hand), pick >> 2);
      const move: Move = pick % 3 === 0 || !bone ? { seat, pass: true } : { seat, bone };
      return { move, code: 'hand/over' };
    },
  },
  {
    // CJHPR "If a player cannot play then he passes his turn": a seat that passed on a number held
    // none, so a later bone of that number from it is a renege.
    // (With the deal such a bone is never the seat's own: that is 'bone/not-dealt', below.)
    name: 'a renege: a bone with a number the seat passed on',
    codes: ['play/renege'],
    deal: false,
    breaker: (ctx, h, m, pick) => {
      if (m === 0) return null;
      const hand = before(ctx, h, m);
      const seat = hand.turn!;
      const voids = shownVoid(hand, seat);
      const bone = nth(unplayed(hand).filter((b) => fits(b, hand.ends!) && voids.some((p) => shows(b, p))), pick);
      return bone ? { move: { seat, bone, end: endFor(hand, bone) }, code: 'play/renege' } : null;
    },
  },
  {
    // CJHPR "If a player cannot play then he passes his turn": with the deal known, a seat that
    // holds a bone that fits may not pass. (The original move here was a play, so it could.)
    name: 'with the deal: a pass by a seat that holds a playable bone',
    codes: ['pass/could-play'],
    deal: true,
    breaker: (ctx, h, m) => {
      const orig = ctx.record.hands[h]!.moves[m]!;
      if (m === 0 || !isPlay(orig)) return null;
      return { move: { seat: orig.seat, pass: true }, code: 'pass/could-play' };
    },
  },
  {
    // CJHPR "Each player receives 7 bones": with the deal known, a seat plays only its own bones.
    name: 'with the deal: a bone the seat was not dealt',
    codes: ['bone/not-dealt'],
    deal: true,
    breaker: (ctx, h, m, pick) => {
      const hand = before(ctx, h, m);
      const orig = ctx.record.hands[h]!.moves[m]!;
      const seat = hand.turn ?? orig.seat;
      const bone = nth(unplayed(hand).filter((b) => hand.dealtTo![idOf(b)] !== seat), pick)!;
      return { move: { seat, bone, end: endFor(hand, bone) }, code: 'bone/not-dealt' };
    },
  },
];

describe('a record broken at one move is rejected at exactly that move', () => {
  for (const kind of KINDS) {
    it(`9. ${kind.name}`, () => {
      let broken = 0;
      const codes = new Set<string>();
      const withDeal = kind.deal === 'either' ? fc.boolean() : fc.constant(kind.deal);
      fc.assert(
        fc.property(recordCaseArb(withDeal, 6), fc.nat(), fc.nat(), (c, start, pick) => {
          const record = recordOf(c);
          const checked = checkRecord(record);
          if (!checked.ok) throw new Error(checked.error.message);
          const ctx: Ctx = { record, report: checked.value };
          const places = record.hands.flatMap((hr, h) =>
            kind.append ? [[h, hr.moves.length] as const] : hr.moves.map((_, m) => [h, m] as const),
          );
          for (let i = 0; i < places.length; i++) {
            const [h, m] = places[(start + i) % places.length]!;
            const bad = kind.breaker(ctx, h, m, pick);
            if (!bad) continue;
            // Through the file format, as the referee reads it.
            const parsed = parseRecord(writeRecord(withMove(record, h, m, bad.move)));
            if (!parsed.ok && !bad.code.startsWith('record/')) throw new Error(parsed.error.message);
            const r = parsed.ok ? checkRecord(parsed.value) : parsed;
            const where = `hands[${h}].moves[${m}] = ${JSON.stringify(bad.move)}`;
            expect(r.ok, where).toBe(false);
            if (r.ok) return;
            expect({ hand: r.error.hand, move: r.error.move, code: r.error.code }, `${where}: ${r.error.message}`).toEqual({ hand: h, move: m, code: bad.code });
            expect(r.error.message.length).toBeGreaterThan(0);
            expect(r.error.field).toMatch(new RegExp(`^hands\\[${h}\\]\\.moves\\[${m}\\]\\.`));
            broken++;
            codes.add(bad.code);
            return;
          }
        }),
        { numRuns: 50 },
      );
      // Not vacuous: most records had a place to break, and every variant of the kind turned up.
      expect(broken).toBeGreaterThan(25);
      expect([...codes].sort()).toEqual([...kind.codes].sort());
    });
  }
});

describe('bones left that contradict the moves are rejected at that hand, move null', () => {
  type LeftBreaker = (hand: Hand, left: Bone[][], pick: number) => { left: Bone[][]; code: string } | null;
  const swap = (left: Bone[][], a: number, i: number, b: number, j: number): Bone[][] => {
    const out = left.map((bones) => [...bones]);
    [out[a]![i], out[b]![j]] = [left[b]![j]!, left[a]![i]!];
    return out;
  };
  const LEFT_KINDS: readonly { name: string; deal: boolean; breaker: LeftBreaker }[] = [
    {
      // CJHPR "If a player cannot play then he passes his turn": a seat listed holding a bone of
      // a number it passed on.
      name: 'one bone swapped between two seats so that a pass is contradicted',
      deal: false,
      breaker: (hand, left, pick) => {
        const swaps: [number, number, number, number][] = [];
        for (let a = 0; a < 4; a++) {
          for (let b = a + 1; b < 4; b++) {
            left[a]!.forEach((x, i) =>
              left[b]!.forEach((y, j) => {
                const contradicts = shownVoid(hand, b).some((p) => shows(x, p)) || shownVoid(hand, a).some((p) => shows(y, p));
                // Moving the sporting poser's 6-6 is refused as left/sporting-holder (its own kind).
                const known = knownHolder(hand, idOf(x)) >= 0 || knownHolder(hand, idOf(y)) >= 0;
                if (contradicts && !known) swaps.push([a, i, b, j]);
              }),
            );
          }
        }
        const s = nth(swaps, pick);
        return s ? { left: swap(left, ...s), code: 'left/renege' } : null;
      },
    },
    {
      // Each seat holds 7 minus the bones it played.
      name: 'one bone dropped',
      deal: false,
      breaker: (_hand, left, pick) => {
        const seats = [0, 1, 2, 3].filter((s) => left[s]!.length > 0);
        const s = nth(seats, pick)!;
        const out = left.map((bones) => [...bones]);
        out[s]!.splice(pick % out[s]!.length, 1);
        return { left: out, code: 'left/wrong-count' };
      },
    },
    {
      // A bone on the layout cannot also be in a hand.
      name: 'a bone replaced by one already played',
      deal: false,
      breaker: (hand, left, pick) => {
        const seats = [0, 1, 2, 3].filter((s) => left[s]!.length > 0);
        const s = nth(seats, pick)!;
        const out = left.map((bones) => [...bones]);
        out[s]![pick % out[s]!.length] = nth(ALL_BONES.filter((_, id) => hand.playedAt[id]! >= 0), pick)!;
        return { left: out, code: 'left/already-played' };
      },
    },
    {
      // With the deal known, the bones left must be the seat's own.
      name: 'with the deal: one bone swapped between two seats',
      deal: true,
      breaker: (_hand, left, pick) => {
        const seats = [0, 1, 2, 3].filter((s) => left[s]!.length > 0);
        if (seats.length < 2) return null;
        const a = nth(seats, pick)!;
        const b = nth(seats.filter((s) => s !== a), pick >> 2)!;
        return { left: swap(left, a, pick % left[a]!.length, b, (pick >> 3) % left[b]!.length), code: 'left/not-dealt' };
      },
    },
  ];

  for (const kind of LEFT_KINDS) {
    it(`9. ${kind.name}`, () => {
      let broken = 0;
      fc.assert(
        fc.property(recordCaseArb(fc.constant(kind.deal), 10), fc.nat(), fc.nat(), (c, start, pick) => {
          const record = recordOf(c);
          const checked = checkRecord(record);
          if (!checked.ok) throw new Error(checked.error.message);
          const blocked = checked.value.hands.flatMap((hr, h) => (hr.hand.status === 'blocked' ? [h] : []));
          for (let i = 0; i < blocked.length; i++) {
            const h = blocked[(start + i) % blocked.length]!;
            const hand = checked.value.hands[h]!.hand;
            const left = [0, 1, 2, 3].map((s) => holding(hand, s) ?? [...bySeatArray(record.hands[h]!.left!)[s]!]);
            const bad = kind.breaker(hand, left, pick);
            if (!bad) continue;
            const hands = record.hands.map((hr, j): HandRecord => (j === h ? { ...hr, left: bySeatMap(bad.left) } : hr));
            const parsed = parseRecord(writeRecord({ ...record, hands }));
            if (!parsed.ok) throw new Error(parsed.error.message);
            const r = checkRecord(parsed.value);
            expect(r.ok).toBe(false);
            if (r.ok) return;
            expect({ hand: r.error.hand, move: r.error.move, code: r.error.code }, r.error.message).toEqual({ hand: h, move: null, code: bad.code });
            // At the seat or the bone it is about (hands[h].left.2[0]), or the bones left whole.
            expect(r.error.field).toMatch(new RegExp(`^hands\\[${h}\\]\\.left(\\.[0-3](\\[\\d+\\])?)?$`));
            broken++;
            return;
          }
        }),
        { numRuns: 50 },
      );
      expect(broken).toBeGreaterThan(12);
    });
  }
});

describe('a hand after the match is won', () => {
  // CJHPR "The aim is to win 6 points while the opponents win none": the match is over then, and
  // a further hand in the record is an error at that hand (move null).
  it('9. is rejected at that hand with match/over', () => {
    let won = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 2 }), fc.boolean(), fc.nat(), (seed, target, withDeal, pick) => {
        const record = randomMatchRecord(seed, 40, { options: { target }, withDeal });
        const checked = checkRecord(record);
        if (!checked.ok) throw new Error(checked.error.message);
        if (checked.value.match.winner === null) return;
        won++;
        const extra = record.hands[pick % record.hands.length]!;
        const r = checkRecord({ ...record, hands: [...record.hands, extra] });
        expect(r.ok ? 'valid' : { hand: r.error.hand, move: r.error.move, code: r.error.code }).toEqual({
          hand: record.hands.length,
          move: null,
          code: 'match/over',
        });
      }),
      { numRuns: 30 },
    );
    expect(won).toBeGreaterThan(20);
  });
});
