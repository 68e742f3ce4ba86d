/**
 * Jamaican French `playOut` (issue 19 item 7, YaadDominoes' French game: "play going on after one
 * player passes 100 (the others play out)"): a player who reaches the target is out, having lost;
 * the others play on, dealt as the same source's Cut Throat game deals (JCTPF, "The Cut Throat
 * Game": "3 players get 9 tiles each (double blank is removed)", "2 players get 14 tiles each"),
 * until one alone is left below the target, who wins. Seats out keep their number, are dealt
 * nothing, are skipped in the order of play and add nothing (docs/rules.md, Jamaican French).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES, rankingOut } from '../../../domain/families/index.ts';
import { frenchHandOut, HOLDER_00, passPenalties } from '../../../domain/families/jamaican-french.ts';
import { allBonesDealt, applyMove, bonesInPlay, held, replayHand, startHand } from '../../../domain/hand.ts';
import type { Move } from '../../../domain/hand.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import { blockWinner, seatsNeededBy } from '../../../domain/settle.ts';
import { NAMES, p, pass, play, result } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';

const FR = 'jamaican-french';

describe('the hands after players go out: dealt as JCTPF\'s Cut Throat game deals', () => {
  it('"3 players get 9 tiles each (double blank is removed)": 27 bones, all dealt, the seat out gets none', () => {
    const rules = frenchHandOut([{ seat: 1, since: 3 }]);
    expect(rules).toMatchObject({ seats: 4, handSize: 9, removed: [[0, 0]] });
    expect(bonesInPlay(rules)).toBe(27);
    expect(allBonesDealt(rules)).toBe(true);
  });

  it('"2 players get 14 tiles each": all 28 dealt', () => {
    const rules = frenchHandOut([{ seat: 1, since: 3 }, { seat: 3, since: 4 }]);
    expect(rules).toMatchObject({ seats: 4, handSize: 14, removed: [] });
    expect(allBonesDealt(rules)).toBe(true);
  });

  it('the same seats out give the same rules object (the engine keeps its facts per rules object)', () => {
    expect(frenchHandOut([{ seat: 2, since: 5 }])).toBe(frenchHandOut([{ seat: 2, since: 5 }]));
    expect(frenchHandOut([])).toBe(FAMILIES[FR].handRules(FAMILIES[FR].options.parse({}), 4));
  });
});

describe('a hand with seats out: Ben (out in hand 3) and Dan (out in hand 4) sit it out, Ann and Cat play 14 bones each', () => {
  const rules = frenchHandOut([{ seat: 1, since: 3 }, { seat: 3, since: 4 }]);
  // Ann holds the 0-0 and the other blanks but 0-6; Cat the rest but 6-6 … as dealt below.
  const ann: Bone[] = [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4], [0, 5], [1, 1], [2, 2], [3, 3], [4, 4], [1, 2], [1, 3], [1, 4], [1, 5]];
  const cat: Bone[] = [[0, 6], [5, 5], [6, 6], [1, 6], [2, 3], [2, 4], [2, 5], [2, 6], [3, 4], [3, 5], [3, 6], [4, 5], [4, 6], [5, 6]];
  const dealt: Bone[][] = [ann, [], cat, []];
  const setup = { rules, pose: HOLDER_00, seatNames: NAMES, dealt };

  it('the turn goes from Ann to Cat and back, past the seats out', () => {
    const hand = replayHand(setup, [p(0, 0, 0), p(2, 0, 6)]);
    if (!hand.ok) throw new Error(hand.error.message);
    expect(hand.value.turn).toBe(0);
    const first = replayHand(setup, [p(0, 0, 0)]);
    expect(first.ok && first.value.turn).toBe(2);
    expect([0, 1, 2, 3].map((s) => held(hand.value, s))).toEqual([13, 0, 13, 0]);
  });

  it('a move by a seat that is out is refused, naming him and the hand he went out in (turn/seat-out), and changes nothing', () => {
    const started = replayHand(setup, [p(0, 0, 0)]);
    if (!started.ok) throw new Error(started.error.message);
    for (const move of [pass(1), p(3, 0, 6), { seat: 3, draw: 1 }] as Move[]) {
      const r = applyMove(started.value, move);
      expect(!r.ok && r.error).toMatchObject({ code: 'turn/seat-out', params: { seat: NAMES[move.seat], hand: move.seat === 1 ? 3 : 4 } });
      expect(!r.ok && r.error.message).toContain(`${NAMES[move.seat]} is out since hand ${move.seat === 1 ? 3 : 4}`);
    }
    expect(started.value.moves).toHaveLength(1);
  });

  it('a deal giving a seat that is out any bone is refused: he gets none', () => {
    const r = startHand({ ...setup, dealt: [ann, [[6, 6]], cat.filter((b) => b[0] !== b[1] || b[0] !== 6), []] });
    expect(!r.ok && r.error).toMatchObject({ code: 'dealt/wrong-count', params: { seat: 'Ben', size: 0 } });
    expect(!r.ok && r.error.message).toContain('Ben sits this hand out and gets none');
  });

  it('a pass is a full round: one pass after a play is a play nobody can answer (passPenalty), and two passes a block', () => {
    const hand = replayHand(setup, [p(0, 0, 0), p(2, 0, 6), p(0, 0, 1)]);
    expect(hand.ok && hand.value.status).toBe('playing');
    expect(passPenalties(rules, result({ winner: 0, passRuns: [{ seat: 0, passes: 1 }] }))).toEqual([0, 0, 10, 0]);
    expect(passPenalties(frenchHandOut([{ seat: 1, since: 3 }]), result({ winner: 0, passRuns: [{ seat: 3, passes: 2 }] }))).toEqual([10, 0, 10, 0]);
  });

  it('without the deal, what a pass proves names only the players still in (Ben and Dan hold nothing)', () => {
    const r = replayHand({ rules, pose: HOLDER_00, seatNames: NAMES }, [p(0, 0, 0), pass(2), { seat: 0, bone: [0, 1] }, pass(2), pass(0)]);
    expect(!r.ok && r.error).toMatchObject({ code: 'pass/contradicts', params: { reason: { kind: 'must-hold', others: ['Cat'], seat: 'Ann' } } });
    expect(!r.ok && r.error.message).toContain('Cat cannot hold them (Cat passed on 0 at move 2), so Ann must hold them');
  });

  it('the seats out are not in a block (they hold no pips) and their bones are never asked for', () => {
    expect(blockWinner(rules, [12, 0, 9, 0])).toEqual({ winner: 2, seats: [2] });
    expect(seatsNeededBy(rules, 'blocked')).toEqual([true, false, true, false]);
    expect(seatsNeededBy(rules, { domino: 0 })).toEqual([false, false, true, false]);
  });
});

describe('the match plays out (scoring): the order players go out in is the ranking, last out best', () => {
  const o = { playOut: true, laterPose: 'winner-double' };
  // Hand 1: Ann goes out; Ben holds 6-6 6-5 5-5 6-4 (43, a double: 86).
  const h1 = result({ winner: 0, held: [[], [[6, 6], [6, 5], [5, 5], [6, 4]], [[1, 0]], [[2, 0]]] });
  // Hand 2: Cat goes out; Ben holds 6-3 (9): 95.
  const h2 = result({ winner: 2, held: [[[3, 0]], [[6, 3]], [], [[4, 0]]] });
  // Hand 3: Ann goes out; Ben holds 5-0: 100, he reaches the target and is out.
  const h3 = result({ winner: 0, held: [[], [[5, 0]], [[2, 1]], [[3, 1]]] });
  // Hand 4, three players (9 bones each): Cat goes out; Dan holds 6-6 6-5 6-4 5-5 5-4 (52, doubled
  // 104): 114, out.
  const h4 = result({ winner: 2, held: [[[1, 0]], [], [], [[6, 6], [6, 5], [6, 4], [5, 5], [5, 4]]] });
  // Hand 5, two players (14 bones each): Ann goes out; Cat holds 60 pips with doubles: 124, out.
  const h5 = result({ winner: 0, held: [[], [], [[6, 6], [5, 5], [4, 4], [6, 5], [6, 4], [5, 4]], []] });

  it('Ben passes 100 in hand 3: out, the three others play on; Dan in hand 4; Cat in hand 5 leaves Ann alone below, who wins', () => {
    const { states, hands } = play(FR, o, [h1, h2, h3, h4, h5]);
    expect(states.map((s) => s.score)).toEqual([
      [0, 0, 0, 0],
      [0, 86, 1, 2],
      [3, 95, 1, 6],
      [3, 100, 4, 10],
      [4, 100, 4, 114],
      [4, 100, 124, 114],
    ]);
    expect(states[3]).toMatchObject({ winner: null, out: [{ seat: 1, since: 3 }] });
    expect(hands[2]!.wentOut).toEqual([1]);
    expect(states[4]).toMatchObject({ winner: null, out: [{ seat: 1, since: 3 }, { seat: 3, since: 4 }] });
    expect(states[5]).toMatchObject({ winner: 0 });
    expect(hands[4]!.wentOut).toEqual([2]);
    expect(rankingOut(states[5]!)).toEqual([0, 2, 3, 1]);
    expect(rankingOut(states[4]!)).toBeNull();
    // The seats out add nothing.
    expect(hands[3]!.heldScores).toEqual([1, 0, 0, 104]);
    expect(FAMILIES[FR].score(states[5]!, h1, frenchHandOut([]), 5).ok).toBe(false);
  });

  it('after a tied block the 0-0 is posed by its holder (YaadDominoes, issue 25 item 13); a hand of three has none, so the poser of the tie poses again, any double (our reading)', () => {
    // Ann and Cat tie for the fewest; nobody reaches the target.
    const tie = (poser: number, held: [number, number][][]) => result({ winner: null, outcome: 'tied', seats: [0, 2], poser, held });
    expect(play(FR, o, [h1, tie(3, [[[1, 0]], [[2, 1]], [[1, 0]], [[3, 0]]])]).states[2]!.pose).toEqual(HOLDER_00);
    // After Ben is out (hand 3) a tie among Ann, Cat and Dan, posed by Dan: the next hand is of three.
    const three = play(FR, o, [h1, h2, h3, tie(3, [[[1, 0]], [], [[1, 0]], [[3, 0]]])]).states[4]!;
    expect(three).toMatchObject({ out: [{ seat: 1, since: 3 }], pose: { by: 'any-double', seat: 3 } });
  });

  it('without playOut the same hands end the match at hand 3 with the lowest score winning (the text)', () => {
    const { states } = play(FR, {}, [h1, h2, h3]);
    expect(states[3]).toMatchObject({ winner: 0, score: [3, 100, 4, 10] });
    expect(states[3]!.out).toBeUndefined();
    expect(rankingOut(states[3]!)).toBeNull();
  });

  it('the last two still in both reach the target in one hand: the lower score wins, the other is out (our reading)', () => {
    // After hand 4 Ann (4) and Cat (4) are in; both pass 100, Ann with the lower score.
    const both = result({ winner: null, outcome: 'tied', seats: [0, 2], held: [[[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]], [], [[6, 6], [6, 5], [5, 5], [6, 4], [5, 4]], []] });
    const { states, hands } = play(FR, o, [h1, h2, h3, h4, both]);
    expect(states[5]!.score).toEqual([4 + 102, 100, 4 + 104, 114]);
    expect(states[5]!.winner).toBe(0);
    expect(hands[4]!.wentOut).toEqual([2]);
    expect(rankingOut(states[5]!)).toEqual([0, 2, 3, 1]);
  });

  it('the last two reach it tied for the lowest: they play on, as lowest-tied (our reading), until one alone is lowest', () => {
    const tie = result({ winner: null, outcome: 'tied', seats: [0, 2], held: [[[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]], [], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]], []] });
    const { states, hands } = play(FR, o, [h1, h2, h3, h4, tie]);
    expect(states[5]).toMatchObject({ winner: null, score: [106, 100, 106, 114] });
    expect(hands[5 - 1]!.notes).toContain('lowest-tied');
    expect(hands[4]!.wentOut).toBeUndefined();
    // The next hand Cat goes out and Ann adds 1: Cat alone has the lowest score, and wins.
    const next = result({ winner: 2, held: [[[1, 0]], [], [], []] });
    const { states: end } = play(FR, o, [h1, h2, h3, h4, tie, next]);
    expect(end[6]).toMatchObject({ winner: 2, score: [107, 100, 106, 114] });
    expect(rankingOut(end[6]!)).toEqual([2, 0, 3, 1]);
  });

  it('a last winner who has just gone out poses no more: the next player still in after him poses, with any double (our reading)', () => {
    const opts = { ...o, target: 20, passPenalty: 'passers-ten' };
    // Hand 1: Ben goes out; Ann holds 6-4 (10).
    const first = result({ winner: 1, held: [[[6, 4]], [], [[1, 0]], [[2, 0]]] });
    // Hand 2: Ann goes out, but passed on Dan's play that nobody answered: 10 more, 20, the target.
    const second = result({ winner: 0, held: [[], [[1, 0]], [[2, 0]], [[3, 0]]], passRuns: [{ seat: 3, passes: 3 }] });
    const { states, hands } = play(FR, opts, [first, second]);
    expect(states[2]!.score).toEqual([20, 11, 13, 5]);
    expect(hands[1]!.wentOut).toEqual([0]);
    expect(states[2]).toMatchObject({ winner: null, out: [{ seat: 0, since: 2 }], pose: { by: 'any-double', seat: 1 } });
    // Without playOut the match is over; without it being over, Ann (the winner) would pose.
    expect(play(FR, { ...opts, playOut: false }, [first, second]).states[2]!.winner).toBe(3);
    expect(play(FR, { ...opts, playOut: false, target: 100 }, [first, second]).states[2]!.pose).toEqual({ by: 'any-double', seat: 0 });
  });

  it('two players reach it in one hand with two others still below: both out, the higher score first (the worse)', () => {
    const two = result({ winner: 0, held: [[], [[6, 6], [6, 5], [5, 5], [6, 4]], [[1, 0]], [[6, 6], [6, 5], [5, 5], [6, 4], [4, 4]]] });
    const { states, hands } = play(FR, { ...o, target: 80 }, [two]);
    expect(states[1]!.score).toEqual([0, 86, 1, 102]);
    expect(states[1]).toMatchObject({ winner: null, out: [{ seat: 3, since: 1 }, { seat: 1, since: 1 }] });
    expect(hands[0]!.wentOut).toEqual([3, 1]);
  });
});

describe('records of matches played out (random legal matches, checked by the referee)', () => {
  const PLAY_OUT = { playOut: true, laterPose: 'winner-double' } as const;
  const caseArb = fc.record({ seed: fc.integer(), withDeal: fc.boolean(), target: fc.constantFrom(30, 50, 100) });
  const generate = (seed: number, withDeal: boolean, target: number) => randomFamilyRecord(seed, 60, { rules: FR, options: { ...PLAY_OUT, target }, withDeal });

  it('check, and write → parse → write is the identity; seats out are dealt nothing, never move, add nothing; one player is left, the winner', () => {
    const seen = new Set<number>();
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal, target }) => {
        const record = generate(seed, withDeal, target);
        const text = writeRecord(record);
        const parsed = parseRecord(text);
        if (!parsed.ok) throw new Error(parsed.error.message);
        expect(writeRecord(parsed.value)).toBe(text);
        const r = checkRecord(parsed.value);
        if (!r.ok) throw new Error(`${r.error.code} at hand ${r.error.hand}, move ${r.error.move}: ${r.error.message}`);
        const report = r.value;
        for (const h of report.hands) {
          const out = (h.before.out ?? []).map((o) => o.seat);
          const playing = 4 - out.length;
          seen.add(playing);
          // JCTPF: 7 each for four, "3 players get 9 tiles each (double blank is removed)", "2 players get 14 tiles each".
          expect(h.hand.setup.rules.handSize).toBe({ 4: 7, 3: 9, 2: 14 }[playing]);
          for (const seat of out) {
            expect(h.hand.moves.some((m) => m.seat === seat)).toBe(false);
            expect(h.score.heldScores![seat]).toBe(0);
            expect(h.after.score[seat]).toBe(h.before.score[seat]);
            if (h.hand.setup.dealt) expect(h.hand.setup.dealt[seat]).toEqual([]);
          }
          // Every seat out reached the target; the seats out only grow, in order.
          expect((h.after.out ?? []).slice(0, out.length).map((o) => o.seat)).toEqual(out);
          for (const o of h.after.out ?? []) expect(h.after.score[o.seat]).toBeGreaterThanOrEqual(target);
        }
        const { match } = report;
        if (match.winner === null) return;
        const out = (match.out ?? []).map((o) => o.seat);
        expect(out).toHaveLength(3);
        expect(out).not.toContain(match.winner);
        expect(rankingOut(match)).toEqual([match.winner, ...[...out].reverse()]);
        // Alone below the target, or the lowest of the last players, who all reached it.
        const last = match.out!.filter((o) => o.since === match.hands).map((o) => o.seat);
        if (match.score[match.winner]! >= target) for (const seat of last) expect(match.score[seat]).toBeGreaterThan(match.score[match.winner]!);
      }),
      { numRuns: 30 },
    );
    // The generated matches went down to three players and to two.
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('a move by a seat that is out is refused at its move and field, naming him and the hand he went out in', () => {
    let tried = 0;
    fc.assert(
      fc.property(caseArb, fc.nat(), ({ seed, withDeal, target }, k) => {
        const record = generate(seed, withDeal, target);
        const r = checkRecord(record);
        if (!r.ok) throw new Error(r.error.message);
        const h = r.value.hands.findIndex((x) => (x.before.out ?? []).length > 0);
        if (h < 0) return;
        const hand = r.value.hands[h]!;
        const gone = hand.before.out![k % hand.before.out!.length]!;
        const moves = record.hands[h]!.moves;
        const m = 1 + (k % (moves.length - 1));
        const bad: Move = { ...moves[m]!, seat: gone.seat } as Move;
        const hands = record.hands.map((x, i) => (i === h ? { ...x, moves: moves.map((y, j) => (j === m ? bad : y)) } : x));
        const refused = checkRecord({ ...record, hands });
        expect(refused.ok || refused.error).toMatchObject({ code: 'turn/seat-out', hand: h, move: m, field: `hands[${h}].moves[${m}].seat`, params: { seat: NAMES[gone.seat], hand: gone.since } });
        tried++;
      }),
      { numRuns: 20 },
    );
    expect(tried).toBeGreaterThan(0);
  });

  it('"playOut" without { "laterPose": "winner-double" } is refused at the option, saying why (a hand of three has no 0-0)', () => {
    const record = generate(1, false, 100);
    for (const options of [{ playOut: true }, { playOut: true, laterPose: 'zero-zero' }]) {
      const parsed = parseRecord(writeRecord({ ...record, options }));
      expect(!parsed.ok && parsed.error).toMatchObject({
        code: 'record/option',
        field: 'options.playOut',
        params: { reason: { kind: 'option-needs', option: '"playOut"', needs: '{ "laterPose": "winner-double" }' } },
      });
      expect(!parsed.ok && parsed.error.message).toContain('"playOut" is played only with { "laterPose": "winner-double" }');
    }
    expect(FAMILIES[FR].options.safeParse({ playOut: false }).success).toBe(true);
  });
});

describe('playOut left at its default changes nothing', () => {
  const others = fc.record({
    wentOutOnDouble: fc.constantFrom('plain', 'double', 'quadruple'),
    tiedBlock: fc.constantFrom('held', 'nothing'),
    passPenalty: fc.constantFrom('none', 'passers-ten'),
    tieReplay: fc.constantFrom('none', 'two'),
    laterPose: fc.constantFrom('zero-zero', 'winner-double'),
    target: fc.constantFrom(40, 100),
  });
  it('random French matches under any other options score, pose and end every hand the same with { "playOut": false } written', () => {
    fc.assert(
      fc.property(others, fc.integer(), (options, seed) => {
        const record = randomFamilyRecord(seed, 30, { rules: FR, options, withDeal: seed % 2 === 0 });
        const before = checkRecord(record);
        const written = checkRecord({ ...record, options: { ...options, playOut: false } });
        if (!before.ok || !written.ok) throw new Error('a random record was refused');
        const facts = (r: typeof before.value) => r.hands.map((h) => [h.score, h.after.score, h.after.pose, h.after.winner, h.after.out, h.hand.setup.rules]);
        expect(facts(written.value)).toEqual(facts(before.value));
        expect(written.value.match.out).toBeUndefined();
      }),
      { numRuns: 30 },
    );
  });
});
