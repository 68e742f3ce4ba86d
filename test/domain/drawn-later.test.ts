/**
 * Issue 20: a bone drawn face up after a pass-proof is not a renege. What a pass or a draw proves
 * about a seat (it held nothing on the ends) holds for the bones it held at that moment; a bone
 * that reaches the seat later, drawn face up or drawn unseen and then listed in `left`, is outside
 * that proof. The draw rules: caribbean-jamaican-haitian-puerto-rican.txt ("Puerto Rico", Chiva:
 * "A player who cannot play draws tiles from the boneyard until able to play or until the
 * boneyard is empty"; Two-Player Game: "must draw dominoes one at a time from the boneyard until
 * they obtain a playable domino"), cuban.txt (Lankford: "drawing extra tiles if necessary until
 * they find one that can be played").
 *
 * Before the fix a legal record giving both `dealt` and `left` was refused as `left/renege` when a
 * seat held at the end a bone showing a number it had drawn on earlier, drawn face up since; the
 * same record with only `left`, only `dealt` or `pips` was accepted. Here: the three minimal
 * records the issue names, the same hands written every other way, random legal hands of every
 * draw game (two to four seats, draws face up and unseen), and broken `left` lists still refused
 * at their own place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { drawnFaceUpAt, holding, isDraw, knownHolder, shownVoid } from '../../domain/hand.ts';
import type { Hand, Move } from '../../domain/hand.ts';
import { checkRecord } from '../../domain/record.ts';
import type { BySeat, HandRecord, MatchRecord } from '../../domain/record.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { bySeatMap, idOf, shows } from '../support/arbitraries.ts';
import { bones, CHIVA, HAITIAN, LANKFORD } from '../support/drawn-later.ts';
import type { Pair } from '../support/drawn-later.ts';
import { randomFamilyRecord } from '../support/random.ts';

/** The record with each hand changed by `f`. */
function mapHands(record: MatchRecord, f: (hand: HandRecord, h: number) => HandRecord): MatchRecord {
  return { ...record, hands: record.hands.map(f) };
}

/** The hand record without the fields named. */
function without(hand: HandRecord, ...keys: ('dealt' | 'left' | 'pips')[]): HandRecord {
  const out: Record<string, unknown> = { ...hand };
  for (const k of keys) delete out[k];
  return out as unknown as HandRecord;
}

const pipsOf = (left: BySeat<readonly Bone[]>): BySeat<number> => Object.fromEntries(Object.entries(left).map(([s, b]) => [s, b.reduce((t, x) => t + x[0] + x[1], 0)]));

/** The record's match score: what every way of writing the same hands must agree on. */
function scoreOf(record: MatchRecord): unknown {
  const r = checkRecord(record);
  if (!r.ok) return { code: r.error.code, message: r.error.message, field: r.error.field };
  return { match: r.value.match, results: r.value.hands.map((h) => h.result.outcome) };
}

describe('issue 20: the three minimal records (a bone drawn face up after the seat drew on its number)', () => {
  const cases: [string, MatchRecord, string, number][] = [
    ['Chiva for three', CHIVA, '6-2', 11],
    ['the Haitian game for two', HAITIAN, '5-4', 6],
    ["Lankford's Cuban draw game", LANKFORD, '3-0', 2],
  ];
  for (const [name, record, bone, shownAt] of cases) {
    it(`${name}: accepted with both \`dealt\` and \`left\`, as with only one of them or with pips`, () => {
      const full = scoreOf(record);
      // Refused before the fix: "Ann is listed holding 5-4, but passed earlier on 5, showing no 5. [left/renege]".
      expect(full).toHaveProperty('match');
      expect(scoreOf(mapHands(record, (h) => without(h, 'left')))).toEqual(full);
      expect(scoreOf(mapHands(record, (h) => without(h, 'dealt')))).toEqual(full);
      expect(scoreOf(mapHands(record, (h) => ({ ...without(h, 'dealt', 'left'), pips: pipsOf(h.left!) })))).toEqual(full);
      expect(scoreOf(mapHands(record, (h) => ({ ...h, pips: pipsOf(h.left!) })))).toEqual(full);
      // Without the deal the draws may be written unseen (a count): the bone then shown in `left`
      // came with a draw nobody saw, after the proof all the same.
      const unseen = (h: HandRecord): HandRecord => ({ ...without(h, 'dealt'), moves: someUnseen(h.moves, -1) });
      expect(scoreOf(mapHands(record, unseen))).toEqual(full);
      // The engine's own account: the seat showed the number before the draw that brought the bone.
      const checked = checkRecord(record);
      if (!checked.ok) return;
      const hand = checked.value.hands[0]!.hand;
      const id = idOf(bone.split('-').map(Number) as Pair);
      const seat = hand.dealtTo![id]!;
      const pip = shownVoid(hand, seat).find((p) => shows(hand.set.bones[id]!, p))!;
      expect(hand.voidAt[seat * (hand.set.maxPip + 1) + pip]).toBe(shownAt - 1);
      expect(drawnFaceUpAt(hand, seat, id)).toBeGreaterThan(shownAt - 1);
    });
  }

  it('a bone the seat held when it drew on its number is still a renege in `left`, and the refusal names that draw', () => {
    // Chiva: Ben's 3-3 and Cat's 2-2 traded in `left`. Without the deal Ben is then listed holding
    // 2-2, a 2 he showed he lacked at move 11 and did not draw since; with the deal, 2-2 is Cat's.
    const traded = mapHands(CHIVA, (h) => ({ ...h, left: { ...h.left!, '1': bones([1, 0], [1, 1], [2, 2], [4, 3], [6, 1], [6, 2]), '2': bones([3, 3], [4, 1]) } }));
    const r = checkRecord(mapHands(traded, (h) => without(h, 'dealt')));
    expect(!r.ok && r.error).toMatchObject({
      code: 'left/renege',
      hand: 0,
      move: null,
      field: 'hands[0].left.1[2]',
      message: 'Ben is listed holding 2-2, but drew at move 11 when the ends were 2 and 5, so held no 2, and did not draw 2-2 since.',
      params: { seat: 'Ben', bone: '2-2', reason: { kind: 'showed-no', seat: 'Ben', move: 11, pip: 2 } },
    });
    const dealt = checkRecord(traded);
    expect(!dealt.ok && dealt.error).toMatchObject({ code: 'left/not-dealt', field: 'hands[0].left.1[2]' });
  });
});

describe('issue 20: a number shown by a draw is said to be drawn on, not passed on ("Ann never passed")', () => {
  it('a pip total refused without the deal names the draws that showed the seat lacks its numbers', () => {
    // Chiva: Ben never passed; he drew on 2|5 at move 11. His 6 bones left (6-1 and 6-2 drawn face
    // up among them) cannot total 1 pip.
    const h = CHIVA.hands[0]!;
    const r = checkRecord({ ...CHIVA, hands: [{ moves: h.moves, pips: { '0': 0, '1': 1, '2': 0 } }] });
    expect(!r.ok && r.error).toMatchObject({
      code: 'pips/impossible',
      field: 'hands[0].pips.1',
      message: 'Ben has 6 bones left, whose pips cannot total 1: the fewest pips Ben can hold is 18. Ben drew on 2 and 5.',
      params: { reason: { kind: 'pips-hold', facts: [{ kind: 'drew-on', seat: 'Ben', pips: [2, 5] }] } },
    });
  });
});

/** The draw games, each seat count with a boneyard (docs/rules.md). */
const DRAW_GAMES: readonly { rules: RuleFamily; options?: Record<string, unknown>; seats: number }[] = [
  { rules: 'chiva', seats: 2 },
  { rules: 'chiva', seats: 3 },
  { rules: 'chiva', options: { pose: 'sporting', target: 2 }, seats: 3 },
  { rules: 'cuban-draw', seats: 2 },
  { rules: 'cuban-draw', seats: 3 },
  { rules: 'cuban-draw', seats: 4 },
  { rules: 'haitian-individual', seats: 2 },
  { rules: 'jamaican-cut-throat', options: { twoPlayers: 'draw' }, seats: 2 },
  { rules: 'jamaican-cut-throat', options: { twoPlayers: 'draw', pose: 'sporting', target: 2 }, seats: 2 },
];

/** A random legal match of a draw game with the deal, and the hands each seat held at the end (from the deal). */
function dealtMatch(game: (typeof DRAW_GAMES)[number], seed: number): { record: MatchRecord; hands: (Hand | null)[] } {
  const record = randomFamilyRecord(seed, 4, { ...game, withDeal: true });
  const checked = checkRecord(record);
  if (!checked.ok) throw new Error(`the generator's record is refused: ${checked.error.message}`);
  return { record, hands: record.hands.map((_, h) => (record.hands[h]!.redeal ? null : checked.value.hands[h]!.hand)) };
}

/** `left` as the deal says it, for a finished hand. */
function leftOf(hand: Hand): BySeat<readonly Bone[]> {
  return bySeatMap(hand.setup.seatNames.map((_, s) => holding(hand, s)!));
}

/** The hand's moves with the draws chosen by `unseen` (bit i: the i-th draw) written as a count. */
function someUnseen(moves: readonly Move[], unseen: number): Move[] {
  let i = 0;
  return moves.map((m) => (isDraw(m) && typeof m.draw !== 'number' && (unseen >> i++ & 1) === 1 ? { seat: m.seat, draw: m.draw.length } : m));
}

describe('issue 20: random legal draw-game hands are accepted however they are written', () => {
  it('with `dealt` and `left` both given, with `left` or `pips` alone and draws face up or unseen, two to four seats: accepted, the same score', () => {
    let drawsAfterProof = 0;
    fc.assert(
      fc.property(fc.constantFrom(...DRAW_GAMES), fc.integer(), fc.nat(), fc.boolean(), (game, seed, unseen, pipsAlone) => {
        const { record, hands } = dealtMatch(game, seed);
        const expected = scoreOf(record);
        const both = mapHands(record, (h, i) => (hands[i] ? { ...h, left: leftOf(hands[i]) } : h));
        expect(scoreOf(both)).toEqual(expected);
        expect(scoreOf(mapHands(both, (h, i) => (hands[i] ? { ...h, pips: pipsOf(h.left!) } : h)))).toEqual(expected);
        // Without the deal a draw may be written unseen (a count), which the deal does not allow.
        const undealt = mapHands(both, (h, i) => {
          if (!hands[i]) return without(h, 'dealt');
          const moves = someUnseen(h.moves, unseen);
          return pipsAlone ? { ...without(h, 'dealt', 'left'), moves, pips: pipsOf(h.left!) } : { ...without(h, 'dealt'), moves };
        });
        expect(scoreOf(undealt)).toEqual(expected);
        // Not vacuous: count the hands where a seat ends holding a bone drawn after it showed a number of it.
        for (const hand of hands) {
          if (!hand) continue;
          for (let s = 0; s < hand.setup.rules.seats; s++) {
            for (const b of holding(hand, s)!) {
              const at = drawnFaceUpAt(hand, s, idOf(b));
              const width = hand.set.maxPip + 1;
              if (at >= 0 && b.some((pip) => hand.voidAt[s * width + pip]! >= 0 && hand.voidAt[s * width + pip]! < at)) drawsAfterProof++;
            }
          }
        }
      }),
      { numRuns: 120 },
    );
    expect(drawsAfterProof).toBeGreaterThan(20);
  }, 60_000);
});

describe('issue 20: broken `left` lists in the draw games are refused at their own place', () => {
  type Breaker = (hand: Hand, left: Bone[][], pick: number) => { left: Bone[][]; code: string } | null;
  const swap = (left: Bone[][], a: number, i: number, b: number, j: number): Bone[][] => {
    const out = left.map((x) => [...x]);
    [out[a]![i], out[b]![j]] = [left[b]![j]!, left[a]![i]!];
    return out;
  };
  /** Whether seat `s` showed it lacks a number of `b` while holding it: not drawn face up since. */
  const shownLacking = (hand: Hand, s: number, b: Bone): boolean => {
    if (knownHolder(hand, idOf(b)) === s) return false;
    const width = hand.set.maxPip + 1;
    const drawn = drawnFaceUpAt(hand, s, idOf(b));
    return b.some((pip) => hand.voidAt[s * width + pip]! > drawn);
  };
  const KINDS: readonly { name: string; deal: boolean; breaker: Breaker }[] = [
    {
      // With the deal the bones left must be the seat's own, dealt or drawn.
      name: 'with the deal: one bone traded between two seats is left/not-dealt',
      deal: true,
      breaker: (_hand, left, pick) => {
        const seats = left.flatMap((b, s) => (b.length > 0 ? [s] : []));
        if (seats.length < 2) return null;
        const a = seats[pick % seats.length]!;
        const rest = seats.filter((s) => s !== a);
        const b = rest[(pick >> 2) % rest.length]!;
        return { left: swap(left, a, pick % left[a]!.length, b, (pick >> 3) % left[b]!.length), code: 'left/not-dealt' };
      },
    },
    {
      // Each seat holds what it was dealt and drew, less what it played.
      name: 'with the deal: one bone dropped is left/wrong-count',
      deal: true,
      breaker: (_hand, left, pick) => {
        const seats = left.flatMap((b, s) => (b.length > 0 ? [s] : []));
        if (seats.length === 0) return null;
        const s = seats[pick % seats.length]!;
        const out = left.map((x) => [...x]);
        out[s]!.splice(pick % out[s]!.length, 1);
        return { left: out, code: 'left/wrong-count' };
      },
    },
    {
      // A pass or a draw proves the seat held nothing on the ends: a bone it held then, moved to
      // it from another seat, is a renege (a bone known elsewhere is its own kind, sporting-holder).
      name: 'without the deal: a bone moved to a seat that showed it lacked its number is left/renege',
      deal: false,
      breaker: (hand, left, pick) => {
        const swaps: [number, number, number, number][] = [];
        for (let a = 0; a < left.length; a++) {
          for (let b = a + 1; b < left.length; b++) {
            left[a]!.forEach((x, i) =>
              left[b]!.forEach((y, j) => {
                const known = knownHolder(hand, idOf(x)) >= 0 || knownHolder(hand, idOf(y)) >= 0;
                if (!known && (shownLacking(hand, b, x) || shownLacking(hand, a, y))) swaps.push([a, i, b, j]);
              }),
            );
          }
        }
        const s = swaps[pick % Math.max(1, swaps.length)];
        return s ? { left: swap(left, ...s), code: 'left/renege' } : null;
      },
    },
  ];

  for (const kind of KINDS) {
    it(kind.name, () => {
      let broken = 0;
      fc.assert(
        fc.property(fc.constantFrom(...DRAW_GAMES), fc.integer(), fc.nat(), (game, seed, pick) => {
          const { record, hands } = dealtMatch(game, seed);
          const base = mapHands(record, (h, i) => {
            if (!hands[i]) return kind.deal ? h : without(h, 'dealt');
            const withLeft = { ...h, left: leftOf(hands[i]) };
            return kind.deal ? withLeft : without(withLeft, 'dealt');
          });
          // The hands as this record's check replays them: without the deal, bones drawn face up are known.
          const checked = checkRecord(base);
          if (!checked.ok) throw new Error(checked.error.message);
          for (let h = 0; h < hands.length; h++) {
            if (!hands[h]) continue;
            const hand = checked.value.hands[h]!.hand;
            const left = hand.setup.seatNames.map((_, s) => [...base.hands[h]!.left![String(s)]!]);
            const bad = kind.breaker(hand, left, pick);
            if (!bad) continue;
            const r = checkRecord(mapHands(base, (hr, i) => (i === h ? { ...hr, left: bySeatMap(bad.left) } : hr)));
            expect(r.ok ? 'accepted' : { hand: r.error.hand, move: r.error.move, code: r.error.code }, r.ok ? '' : r.error.message).toEqual({ hand: h, move: null, code: bad.code });
            broken++;
            return;
          }
        }),
        { numRuns: 60 },
      );
      expect(broken).toBeGreaterThan(20);
    }, 60_000);
  }
});
