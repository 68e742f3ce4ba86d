/**
 * The draw games' `noDouble: 'highest-bone'` (issue 19 item 12, second half: "in the two-player
 * draw games, the highest bone (6-5 and down) starting when nobody holds a double, instead of a
 * redeal", played by HendyDom): the holder of the highest double dealt poses it, and when nobody
 * was dealt a double the holder of the highest bone (6-5, then 6-4 … 6-0, 5-4 …). With the deal the
 * pose is checked against it; without it, what the pose proves (those bones lay in the boneyard)
 * is checked against the plays that follow, a later draw being free to bring them in.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneId, boneSet } from '../../../domain/bones.ts';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { HIGHEST_START } from '../../../domain/families/types.ts';
import { applyMove, isDraw, isPlay, replayHand, startHand } from '../../../domain/hand.ts';
import type { Hand, Move } from '../../../domain/hand.ts';
import { holding } from '../../../domain/knowledge.ts';
import { highestPoseProves } from '../../../domain/pose.ts';
import { unseenInfeasible } from '../../../domain/unseen.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import type { MatchRecord, RecordError } from '../../../domain/record.ts';
import type { RuleFamily } from '../../../domain/rules.ts';
import { draw, p, result } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';
import { UNSEEN_POSED } from '../../support/unseen.ts';

const CUT = 'jamaican-cut-throat';
const DRAW_GAME = { twoPlayers: 'draw', noDouble: 'highest-bone' } as const;

// A deal with no double: Ann's best is the 6-4, Ben's the 6-5, so Ben poses the 6-5. The boneyard
// holds the seven doubles and 6-3, 6-0, 5-2, 5-1, 4-1, 3-0, 1-0.
const ANN: Bone[] = [[6, 4], [5, 3], [4, 2], [3, 1], [2, 0], [6, 2], [5, 0]];
const BEN: Bone[] = [[6, 5], [5, 4], [4, 3], [3, 2], [2, 1], [6, 1], [4, 0]];

/** The hand as played from that deal (the boneyard drawn in the order 1-0, 6-6, 3-0, 5-5, 4-1, 4-4, 5-1 …). */
const MOVES: Move[] = [
  p(1, 6, 5), // Ben holds the highest bone dealt: 6|5
  p(0, 5, 0), // 6|0
  p(1, 4, 0), // 6|4
  p(0, 4, 2), // 6|2
  p(1, 2, 1), // 6|1
  p(0, 3, 1), // 6|3
  p(1, 3, 2), // 6|2
  p(0, 2, 0), // 6|0
  p(1, 6, 1), // 1|0
  draw(0, [[1, 0]]), // move 10: Ann holds 6-4, 5-3, 6-2: nothing fits 1 or 0; she draws 1-0, which fits
  p(0, 1, 0, 'right'), // 1|1
  draw(1, [[6, 6], [3, 0], [5, 5], [4, 1]]), // move 12: Ben holds 5-4, 4-3; he draws the 6-6 among others, up to 4-1
  p(1, 4, 1), // 1|4
  p(0, 6, 4), // 1|6
  p(1, 6, 6), // move 15: the 6-6, drawn at move 12: 1|6
  p(0, 6, 2), // 1|2
  draw(1, [[4, 4], [5, 1]]),
  p(1, 5, 1), // 5|2
  p(0, 5, 3), // Ann goes out: domino
];

function record(hands: MatchRecord['hands'], options: Record<string, unknown> = DRAW_GAME): MatchRecord {
  return { format: 'dominoes-match/1', rules: CUT, options, seats: ['Ann', 'Ben'], hands };
}

const DEALT = { 0: ANN, 1: BEN };

function refusal(r: ReturnType<typeof checkRecord>): RecordError {
  if (r.ok) throw new Error('accepted');
  return r.error;
}

/** Accepted, or the refusal's words (so a failing test says why). */
function accepted(r: ReturnType<typeof checkRecord>): true | string {
  return r.ok || `${r.error.code} at ${r.error.field}: ${r.error.message}`;
}

function hand(moves: readonly Move[], dealt?: Bone[][]): Hand {
  const rules = FAMILIES[CUT].handRules(FAMILIES[CUT].options.parse(DRAW_GAME), 2);
  let h = startHand({ rules, pose: HIGHEST_START, seatNames: ['Ann', 'Ben'], ...(dealt && { dealt }) });
  for (const m of moves) {
    if (!h.ok) break;
    h = applyMove(h.value, m);
  }
  if (!h.ok) throw new Error(h.error.message);
  return h.value;
}

describe('the scenario of issue 19 item 12: two players, no double dealt, the 6-5 holder poses', () => {
  it('with the deal: Ben, dealt the 6-5, begins with it; the hand is played out and Ann wins it', () => {
    const r = checkRecord(record([{ moves: MOVES, dealt: DEALT }]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.hands[0]!.hand.setup.pose).toEqual(HIGHEST_START);
    expect(r.value.match.score).toEqual([1, 0]);
  });

  it('without the deal, the draws face up or unseen: the same hand is accepted', () => {
    expect(accepted(checkRecord(record([{ moves: MOVES }])))).toBe(true);
    // Ben's draw of the 6-6 unseen: the pose proved it lay in the boneyard, and he drew since.
    const unseen = MOVES.map((m) => ('draw' in m ? draw(m.seat, (m.draw as Bone[]).length) : m));
    expect(accepted(checkRecord(record([{ moves: unseen }])))).toBe(true);
  });

  it('with the deal, Ann posing her 6-4 is refused naming Ben and the 6-5 (hands[0].moves[0])', () => {
    const e = refusal(checkRecord(record([{ moves: [p(0, 6, 4)], dealt: DEALT }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'pose/not-holder', hand: 0, move: 0, field: 'hands[0].moves[0].seat' });
    expect(e.message).toBe('The holder of the highest bone dealt (nobody was dealt a double), the 6-5, poses this hand: Ben, not Ann.');
    expect(e.params).toMatchObject({ pose: '6-5', holder: 'Ben', seat: 'Ann' });
  });

  it('with the deal, Ben posing another bone than the 6-5 is refused (pose/wrong-bone)', () => {
    const e = refusal(checkRecord(record([{ moves: [p(1, 5, 4)], dealt: DEALT }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'pose/wrong-bone', field: 'hands[0].moves[0].bone' });
    expect(e.message).toBe('This hand must be posed with the highest bone dealt (nobody was dealt a double), the 6-5; Ben posed 5-4.');
  });

  it('with a double dealt, its holder poses it, the highest first: the 5-5 when the 6-6 lies in the boneyard', () => {
    const ann: Bone[] = [[5, 5], ...ANN.slice(1)];
    const ben: Bone[] = [[2, 2], ...BEN.slice(1)];
    const e = refusal(checkRecord(record([{ moves: [p(1, 2, 2)], dealt: { 0: ann, 1: ben } }]), { inProgress: true }));
    expect(e.message).toBe('The holder of the highest double dealt, the 5-5, poses this hand: Ann, not Ben.');
    expect(accepted(checkRecord(record([{ moves: [p(0, 5, 5)], dealt: { 0: ann, 1: ben } }]), { inProgress: true }))).toBe(true);
  });

  it('without the deal, Ann posing the 6-4 proves the 6-5 lay in the boneyard: Ben playing it without drawing is refused at that move', () => {
    // 6|4, then Ben plays 6-5 on the 6 (move 2).
    const e = refusal(checkRecord(record([{ moves: [p(0, 6, 4), p(1, 6, 5)] }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'play/impossible', hand: 0, move: 1, field: 'hands[0].moves[1].bone' });
    expect(e.message).toBe(
      'Ben cannot have played 6-5: Ann posed the 6-4 as the highest bone dealt (nobody was dealt a double), so the 6-5 lay in the boneyard, and Ben has drawn nothing since that could have brought it.',
    );
    expect(e.params?.['reason']).toEqual({ kind: 'posed-highest-bone', poser: 'Ann', posed: '6-4', bone: '6-5', seat: 'Ben' });
  });

  it('… and a double too: no double was dealt', () => {
    const e = refusal(checkRecord(record([{ moves: [p(0, 6, 4), p(1, 4, 4)] }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'play/impossible', field: 'hands[0].moves[1].bone', params: { reason: { kind: 'posed-highest-bone', bone: '4-4' } } });
  });

  it('… but Ben may have drawn it: after a draw unseen, or face up, the 6-5 is his to play', () => {
    // 6|4; Ben draws two unseen (nothing he held fitted 6 or 4), then plays 6-5.
    expect(accepted(checkRecord(record([{ moves: [p(0, 6, 4), draw(1, 2), p(1, 6, 5)] }]), { inProgress: true }))).toBe(true);
    // Face up: he drew 1-0, then the 6-5, which fits, and plays it.
    expect(accepted(checkRecord(record([{ moves: [p(0, 6, 4), draw(1, [[1, 0], [6, 5]]), p(1, 6, 5)] }]), { inProgress: true }))).toBe(true);
  });

  it('after an unseen draw the pose still holds for the bones dealt: Ben, who drew 1 bone unseen and played 5-5 from it, cannot play 2-2 too (hands[0].moves[6])', () => {
    // What the pose proved is a fact about the deal (docs/rules.md "What the moves prove, in
    // general"): only Ben's 1 bone drawn unseen can be a double, and the 5-5 was it.
    const moves = UNSEEN_POSED;
    expect(accepted(checkRecord(record([{ moves }]), { inProgress: true }))).toBe(true);
    const e = refusal(checkRecord(record([{ moves: [...moves, p(1, 2, 2)] }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'play/impossible', hand: 0, move: 6, field: 'hands[0].moves[6].bone' });
    expect(e.message).toBe(
      // The 5-5 shows 5, which Ben drew on: the draw rules it out of the dealt bones too.
      'Ben cannot have played 2-2: Ann posed the 6-4 as the highest bone dealt, so no seat was dealt a double or a higher bone and Ben drew on 5 at move 4, and Ben has drawn only 1 bone unseen since, so of the bones ruled out at most 1 can have come to Ben since; yet 5-5 (played at move 5) and 2-2 (played at move 7) did.',
    );
    expect(e.params?.['reason']).toMatchObject({ kind: 'unseen-since-pose', seat: 'Ben', drawn: 1, shown: [{ kind: 'by-pose-highest-bone', poser: 'Ann', posed: '6-4' }, { kind: 'by-draw-at', seat: 'Ben', move: 4, pips: [5] }] });
    // A bone the pose did not rule out (2-1, below the 6-4) may be a dealt one: accepted.
    expect(accepted(checkRecord(record([{ moves: [...moves, p(1, 2, 1)] }]), { inProgress: true }))).toBe(true);
  });

  it('… and at the end: Ben listed holding 3-3 when the 5-5 came in his one unseen bone is refused', () => {
    const h = hand(UNSEEN_POSED.slice(0, 5));
    // Ben holds 6: none showing 6 or 5 (he drew on them) nor ruled out by the pose, but one.
    const dealt: Bone[] = [[2, 1], [1, 0], [3, 0], [4, 1], [2, 0]];
    expect(unseenInfeasible(h, [null, [...dealt, [3, 1]]])).toBeNull();
    expect(unseenInfeasible(h, [null, [...dealt, [3, 3]]])).toMatchObject({
      kind: 'unseen-since-pose',
      seat: 'Ben',
      drawn: 1,
      came: [{ kind: 'came-played', bone: '5-5', move: 5 }, { kind: 'came-held', bone: '3-3' }],
    });
  });

  it('a bone lower than the one posed proves nothing: Ben plays 6-3 on Ann\'s 6-4 without drawing', () => {
    expect(accepted(checkRecord(record([{ moves: [p(0, 6, 4), p(1, 6, 3)] }]), { inProgress: true }))).toBe(true);
  });

  it('a double posed proves only the higher doubles away: after Ann\'s 5-5, Ben\'s 6-5 is accepted, a 6-6 is not', () => {
    // 5|5, Ben's 6-5: 5|6. Neither has drawn: the 6-6 lay in the boneyard.
    const moves = [p(0, 5, 5), p(1, 5, 6)];
    expect(accepted(checkRecord(record([{ moves }]), { inProgress: true }))).toBe(true);
    const e = refusal(checkRecord(record([{ moves: [...moves, p(0, 6, 6)] }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'play/impossible', field: 'hands[0].moves[2].bone' });
    expect(e.message).toBe(
      'Ann cannot have played 6-6: Ann posed the 5-5 as the highest double dealt, so the 6-6 lay in the boneyard, and Ann has drawn nothing since that could have brought it.',
    );
  });

  it('a pose no deal can explain is refused at the pose, naming it: the 2-1 as the highest bone leaves seven bones nobody could hold', () => {
    const e = refusal(checkRecord(record([{ moves: [p(0, 2, 1)] }]), { inProgress: true }));
    expect(e).toMatchObject({ code: 'play/impossible', field: 'hands[0].moves[0].bone' });
    expect(e.message).toContain('Ann posed the 2-1 as the highest bone dealt, so no seat was dealt a double or a higher bone');
  });
});

describe('what the pose proves, as bones (highestPoseProves)', () => {
  const ids = (bone: Bone) => {
    const { lo, hi } = highestPoseProves(bone, 6);
    const out: string[] = [];
    for (let a = 6; a >= 0; a--) for (let b = a; b >= 0; b--) {
      const id = (a * (a + 1)) / 2 + b;
      if ((id < 30 ? lo & (1 << id) : hi & (1 << (id - 30))) !== 0) out.push(`${a}-${b}`);
    }
    return out;
  };
  it('a double: the higher doubles only', () => {
    expect(ids([4, 4])).toEqual(['6-6', '5-5']);
    expect(ids([6, 6])).toEqual([]);
  });
  it('a bone that is not a double: every double, and every bone above it by the higher end, then the lower', () => {
    expect(ids([6, 4])).toEqual(['6-6', '6-5', '5-5', '4-4', '3-3', '2-2', '1-1', '0-0']);
    expect(ids([5, 3])).toEqual(['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-5', '5-4', '4-4', '3-3', '2-2', '1-1', '0-0']);
  });
});

describe('the hand before the pose (the deal given)', () => {
  it('names the poser: the highest double, else the highest bone', () => {
    expect(hand([], [ANN, BEN]).turn).toBe(1);
    expect(hand([], [[[5, 5], ...ANN.slice(1)], BEN]).turn).toBe(0);
    expect(hand([], [ANN, [[0, 0], ...BEN.slice(1)]]).turn).toBe(1);
  });
});

describe('the families and their hands', () => {
  const options = (family: RuleFamily, more: Record<string, unknown>) => FAMILIES[family].options.parse(more);

  it('Cut Throat\'s draw game, Chiva and the Haitian two-player draw and block games pose by the highest bone; where every bone is dealt, by the 6-6 as before', () => {
    const start = (family: RuleFamily, more: Record<string, unknown>, seats: number) => {
      const o = options(family, more);
      return FAMILIES[family].start(o, FAMILIES[family].handRules(o, seats)).pose;
    };
    const holder = { by: 'holder', bone: [6, 6], forced: true };
    expect(start(CUT, DRAW_GAME, 2)).toEqual(HIGHEST_START);
    expect(start(CUT, { noDouble: 'highest-bone' }, 2)).toEqual(holder);
    expect(start(CUT, { ...DRAW_GAME }, 4)).toEqual(holder);
    expect(start('chiva', { noDouble: 'highest-bone' }, 2)).toEqual(HIGHEST_START);
    expect(start('chiva', { noDouble: 'highest-bone' }, 3)).toEqual(HIGHEST_START);
    expect(start('haitian-individual', { noDouble: 'highest-bone' }, 2)).toEqual(HIGHEST_START);
    expect(start('haitian-individual', { noDouble: 'highest-bone', twoPlayers: 'block' }, 2)).toEqual(HIGHEST_START);
    expect(start('haitian-individual', { noDouble: 'highest-bone', twoPlayers: 'fourteen-each' }, 2)).toEqual(holder);
    expect(start('haitian-individual', { noDouble: 'highest-bone' }, 4)).toEqual(holder);
  });

  it('every hand the family gives to the 6-6 holder: after a tied block too (Cut Throat, Chiva; Haitian when the poser was not in the tie)', () => {
    const tied = result({ winner: null, outcome: 'tied', seats: [0, 1], poser: 0 });
    for (const family of [CUT, 'chiva'] as const) {
      const o = options(family, family === CUT ? DRAW_GAME : { noDouble: 'highest-bone' });
      const rules = FAMILIES[family].handRules(o, 2);
      const scored = FAMILIES[family].score(FAMILIES[family].start(o, rules), tied, rules, 0);
      expect(scored.ok && scored.value.state.pose).toEqual(HIGHEST_START);
    }
    const o = options('haitian-individual', { noDouble: 'highest-bone' });
    const rules = FAMILIES['haitian-individual'].handRules(o, 2);
    const start = FAMILIES['haitian-individual'].start(o, rules);
    // The tied players were the poser and another: the poser goes again; else the highest-bone start.
    const again = FAMILIES['haitian-individual'].score(start, tied, rules, 0);
    expect(again.ok && again.value.state.pose).toEqual({ by: 'seats', seats: [0] });
    const other = FAMILIES['haitian-individual'].score(start, result({ winner: null, outcome: 'tied', seats: [1], poser: 0 }), rules, 0);
    expect(other.ok && other.value.state.pose).toEqual(HIGHEST_START);
  });

  it('no redeal where every hand can begin: Cut Throat and Chiva refuse a hand thrown in', () => {
    const e = refusal(checkRecord(record([{ moves: [], redeal: { seat: 0 } }])));
    expect(e).toMatchObject({ code: 'hand/redeal', field: 'hands[0].redeal', params: { reason: { kind: 'no-redeal' } } });
    // Today's rule, the default: the 6-6 in the boneyard throws the hand in.
    expect(accepted(checkRecord(record([{ moves: [], redeal: { seat: 0 } }], { twoPlayers: 'draw' })))).toBe(true);
    const chiva = { ...record([{ moves: [], redeal: { seat: 1 } }], { noDouble: 'highest-bone' }), rules: 'chiva' as const };
    expect(refusal(checkRecord(chiva)).code).toBe('hand/redeal');
  });

  it('Haitian: a redeal still needs five doubles; a deal without a double is played, not thrown in', () => {
    const base = { format: 'dominoes-match/1', rules: 'haitian-individual', seats: ['Ann', 'Ben'] } as const;
    const thrown = (options: Record<string, unknown>) => checkRecord({ ...base, options, hands: [{ moves: [], redeal: { seat: 0 }, dealt: DEALT }] });
    expect(thrown({}).ok).toBe(true);
    const e = refusal(thrown({ noDouble: 'highest-bone' }));
    expect(e).toMatchObject({ code: 'hand/redeal', params: { reason: { kind: 'too-few-doubles', seat: 'Ann', count: 0, needed: 5 } } });
  });

  it('sporting and the highest-bone start are refused together, at noDouble', () => {
    for (const family of [CUT, 'chiva'] as const) {
      const parsed = FAMILIES[family].options.safeParse({ pose: 'sporting', noDouble: 'highest-bone' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({ path: ['noDouble'], params: { reason: { kind: 'option-not-both' } } });
    }
    const r = parseRecord({ ...record([], { ...DRAW_GAME, pose: 'sporting' }) });
    expect(r.ok || r.error).toMatchObject({ code: 'record/option', field: 'options.noDouble' });
  });

  it('the record keeps the option: write → parse → write is the identity, and the hands replay the same', () => {
    const r = record([{ moves: MOVES, dealt: DEALT }, { moves: [p(0, 6, 4)] }]);
    const text = writeRecord(r);
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.options).toEqual(DRAW_GAME);
    expect(writeRecord(parsed.value)).toBe(text);
    expect(accepted(checkRecord(parsed.value, { inProgress: true }))).toBe(true);
  });
});

/** Draw-game tables: each family and seat count where the option takes effect. */
const TABLES = [
  { rules: CUT, seats: 2, options: { twoPlayers: 'draw' } },
  { rules: 'chiva', seats: 2, options: {} },
  { rules: 'chiva', seats: 3, options: {} },
  { rules: 'haitian-individual', seats: 2, options: {} },
  { rules: 'haitian-individual', seats: 2, options: { twoPlayers: 'block' } },
] as const;

const caseArb = fc.record({ seed: fc.integer(), table: fc.constantFrom(...TABLES), withDeal: fc.boolean(), vary: fc.boolean() });

interface Case {
  readonly seed: number;
  readonly table: (typeof TABLES)[number];
  readonly withDeal: boolean;
  readonly vary: boolean;
}

function generate({ seed, table, withDeal, vary }: Case, noDouble?: string): MatchRecord {
  const options = { ...table.options, target: 1000, ...(noDouble && { noDouble }) };
  return randomFamilyRecord(seed, 6, { rules: table.rules, seats: table.seats, options, withDeal, vary: vary && !withDeal, redealOneIn: 3 });
}

describe('properties over random legal draw-game matches', () => {
  it('noDouble left at its default changes nothing: the same record checks the same with "redeal" written', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const plain = generate(c);
        const written = { ...plain, options: { ...plain.options, noDouble: 'redeal' } };
        const a = checkRecord(plain);
        const b = checkRecord(written);
        expect(a.ok).toBe(true);
        expect(b.ok).toBe(true);
        if (!a.ok || !b.ok) return;
        expect(b.value.match).toEqual({ ...a.value.match, options: { ...a.value.match.options, noDouble: 'redeal' } });
        expect(b.value.hands.map((h) => [h.score, h.redeal, h.hand.setup.pose])).toEqual(a.value.hands.map((h) => [h.score, h.redeal, h.hand.setup.pose]));
      }),
      { numRuns: 60 },
    );
  });

  it('under "highest-bone" every legal deal and play is accepted, with the deal and without it (draws face up or unseen)', () => {
    let highest = 0;
    fc.assert(
      fc.property(caseArb, (c) => {
        // The same match written with its deal and without it (the same seed deals the same
        // bones and plays the same moves), and another with some draws unseen and some pips.
        for (const written of [{ ...c, withDeal: true, vary: false }, { ...c, withDeal: false, vary: false }, { ...c, withDeal: false, vary: true }]) {
          const report = checkRecord(generate(written, 'highest-bone'));
          if (!report.ok) throw new Error(`${JSON.stringify(written)}: ${report.error.code} at ${report.error.field}: ${report.error.message}`);
          // Every hand can begin: none is thrown in (Haitian's five doubles aside, thrown in at random here).
          if (c.table.rules !== 'haitian-individual') expect(report.value.hands.every((h) => h.redeal === null)).toBe(true);
          highest += report.value.hands.filter((h) => h.hand.setup.pose.by === 'highest-double').length;
        }
      }),
      { numRuns: 60 },
    );
    expect(highest).toBeGreaterThan(0);
  });

  it('without the deal, a seat that drew unseen listed holding more bones the pose ruled out than it drew unseen is refused', () => {
    // Found by counting, without the engine: the pose ruled `proved` out of every seat's dealt
    // bones, so each such bone a seat played (not drawn face up) or holds came in its unseen
    // draws. Its real bones at the end (from the same hand with the deal) with some swapped for
    // such bones still out, one more than its unseen draws allow, cannot be (docs/rules.md "What
    // the moves prove, in general").
    let tried = 0;
    const key = (b: readonly number[]) => boneId(Math.max(b[0]!, b[1]!), Math.min(b[0]!, b[1]!));
    fc.assert(
      fc.property(caseArb, (c) => {
        const dealt = checkRecord(generate({ ...c, withDeal: true, vary: false }, 'highest-bone'), { inProgress: true });
        const unseen = checkRecord(generate({ ...c, withDeal: false, vary: true }, 'highest-bone'), { inProgress: true });
        if (!dealt.ok || !unseen.ok) throw new Error('a legal record refused');
        const whole = unseen.value.hands[0]!.hand;
        const first = whole.moves[0];
        const { pose } = whole.setup;
        if (!first || !isPlay(first) || pose.by !== 'highest-double' || pose.highestBone !== true) return;
        const { lo, hi } = highestPoseProves(first.bone, 6);
        const proved = (id: number) => (id < 30 ? (lo >>> id) & 1 : (hi >>> (id - 30)) & 1) === 1;
        // At every point of the hand after the pose, the hand so far with and without the deal.
        for (let m = 2; m <= whole.moves.length; m++) {
          const realNow = replayHand(dealt.value.hands[0]!.hand.setup, dealt.value.hands[0]!.hand.moves.slice(0, m));
          const now = replayHand(whole.setup, whole.moves.slice(0, m));
          if (!realNow.ok || !now.ok) throw new Error('a legal hand refused');
          tried += listedRuledOut(realNow.value, now.value, proved, key);
        }
      }),
      // 240 runs: at 120 a full run once met only 6 such listings (the draws are random), and the
      // check below failed for want of cases, not for a wrong refusal.
      { numRuns: 240 },
    );
    // The property must meet such listings, not pass for want of them.
    expect(tried).toBeGreaterThan(10);
  });

  it('with the deal, any seat other than the highest holder posing is refused (pose/not-holder), naming the bone that should have posed', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = generate({ seed, table: TABLES[0], withDeal: true, vary: false }, 'highest-bone');
        const first = r.hands[0]!;
        const poser = (first.moves![0] as { seat: number }).seat;
        const other = 1 - poser;
        const bone = first.dealt![String(other)]![0]!;
        const e = refusal(checkRecord({ ...r, hands: [{ moves: [{ seat: other, bone }], dealt: first.dealt! }] }, { inProgress: true }));
        expect(e).toMatchObject({ code: 'pose/not-holder', field: 'hands[0].moves[0].seat', params: { holder: r.seats[poser], seat: r.seats[other] } });
        expect(e.params?.['pose']).toBe(`${(first.moves![0] as { bone: Bone }).bone.map(String).sort().reverse().join('-')}`);
      }),
      { numRuns: 40 },
    );
  });
});

/**
 * For each seat of `hand` (without the deal) that drew unseen: its real bones (`real`, the same
 * hand with the deal) with some swapped for bones the pose ruled out (`proved`) still out, one more
 * than its unseen draws allow, must be refused by the batches; its real bones accepted. Returns
 * how many such listings were tried.
 */
function listedRuledOut(real: Hand, hand: Hand, proved: (id: number) => boolean, key: (b: readonly number[]) => number): number {
  let tried = 0;
  const faceUp = new Set(hand.moves.flatMap((x) => (isDraw(x) && typeof x.draw !== 'number' ? x.draw.map(key) : [])));
  const gone = new Set([...faceUp, ...hand.moves.flatMap((x) => (isPlay(x) ? [key(x.bone)] : []))]);
  for (let seat = 0; seat < hand.setup.rules.seats; seat++) {
    const drawn = hand.moves.reduce((n, x) => n + (x.seat === seat && isDraw(x) && typeof x.draw === 'number' ? x.draw : 0), 0);
    const held = holding(real, seat)!;
    if (drawn === 0 || held.length === 0) continue;
    const came = hand.moves.filter((x, at) => at > 0 && x.seat === seat && isPlay(x) && proved(key(x.bone)) && !faceUp.has(key(x.bone))).length;
    const heldRuled = held.filter((b) => proved(key(b)) && !faceUp.has(key(b)));
    // Bones ruled out, still out and not its own: swapped in for its other bones.
    const free = boneSet(6).bones.filter((b) => proved(key(b)) && !gone.has(key(b)) && !held.some((x) => key(x) === key(b)));
    const others = held.filter((b) => !proved(key(b)) || faceUp.has(key(b)));
    const swap = drawn - came - heldRuled.length + 1;
    if (swap < 1 || swap > Math.min(free.length, others.length)) continue;
    tried++;
    const listed: Bone[] = [...heldRuled, ...free.slice(0, swap).map((b): Bone => [b[0], b[1]]), ...others.slice(swap)];
    const left = Array.from({ length: hand.setup.rules.seats }, (_, s) => (s === seat ? listed : null));
    expect(unseenInfeasible(hand, left)).not.toBeNull();
    // Its real bones are accepted (the check refuses no legal listing).
    expect(unseenInfeasible(hand, left.map((x) => (x === null ? null : held)))).toBeNull();
    }
  return tried;
}
