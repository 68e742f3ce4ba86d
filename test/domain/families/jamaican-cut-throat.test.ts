/**
 * Jamaican Cut Throat. CJHPR is caribbean-jamaican-haitian-puerto-rican.txt ("Cut Throat
 * Dominoes"), JCTPF jamaican-cut-throat-partner-french.txt ("The Cut Throat Domino Game"); both
 * say "The play is the same as in the partner game. Each player keeps a score of games won and
 * the first player to achieve 6 wins is the overall winner, provided that another player has
 * zero. If everyone wins a hand before anyone reaches 6, the score returns to zero points each."
 */
import { describe, expect, it } from 'vitest';
import { bonesInPlay, replayHand, startHand, applyMove } from '../../../domain/hand.ts';
import { checkRecord, parseRecord } from '../../../domain/record.ts';
import { settleHand } from '../../../domain/settle.ts';
import { NAMES, after, draw, p, pass, play, replayUnder, result } from '../../support/families.ts';
import { FAMILIES } from '../../../domain/families/index.ts';

const ID = 'jamaican-cut-throat';
const rulesFor = (seats: number, options: Record<string, unknown> = {}) => FAMILIES[ID].handRules(FAMILIES[ID].options.parse(options), seats);
const win = (seat: number, keyBone = false) => result({ winner: seat, seats: [seat], bonuses: keyBone ? ['key-bone'] : [] });
const tie = result({ winner: null, outcome: 'tied', seats: [0, 1] });
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;

describe('the deal (CJHPR and JCTPF, "the size of the hand varies with the number of players")', () => {
  it('"2 players get 14 bones each": all 28 dealt, nothing left over', () => {
    const rules = rulesFor(2);
    expect([rules.seats, rules.handSize, bonesInPlay(rules)]).toEqual([2, 14, 28]);
    expect(rules.teamOf).toEqual([0, 1]);
  });

  it('"It may be stipulated before the start of the game that 7 bones are used and the rest stay in the boneyard" (twoPlayers "draw")', () => {
    const rules = rulesFor(2, { twoPlayers: 'draw' });
    expect([rules.handSize, rules.rest]).toEqual([7, 'boneyard']);
    const hand = startHand({ rules, pose: HOLDER_66, seatNames: ['Ann', 'Ben'] });
    expect(hand.ok && hand.value.stock).toBe(14);
  });

  it('"3 players get 9 bones each (double blank is taken out)": 27 bones, and the 0-0 cannot be played', () => {
    const rules = rulesFor(3);
    expect([rules.seats, rules.handSize, bonesInPlay(rules)]).toEqual([3, 9, 27]);
    const r = replayHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES.slice(0, 3) }, [p(0, 0, 0)]);
    expect(r.ok || r.error).toMatchObject({ code: 'bone/not-in-set', message: '0-0 is taken out of the set in this game.', move: 0 });
  });

  it('"4 players get 7 bones each", each for himself: four sides', () => {
    const rules = rulesFor(4);
    expect([rules.seats, rules.handSize, bonesInPlay(rules)]).toEqual([4, 7, 28]);
    expect(rules.teamOf).toEqual([0, 1, 2, 3]);
  });
});

describe('the match (CJHPR and JCTPF)', () => {
  it('"the first player to achieve 6 wins is the overall winner, provided that another player has zero": 6-0-0 after six wins', () => {
    const { states, hands } = play(ID, {}, [win(0), win(0), win(0), win(0), win(0), win(0)], 3);
    expect(states.map((s) => s.score)).toEqual([[0, 0, 0], [1, 0, 0], [2, 0, 0], [3, 0, 0], [4, 0, 0], [5, 0, 0], [6, 0, 0]]);
    expect(states[6]!.winner).toBe(0);
    expect(hands.map((h) => h.points)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it('reaching 6 while one other player has points still wins, as long as another has zero: 6-1-0', () => {
    const s = after(ID, {}, [win(1), win(0), win(0), win(0), win(0), win(0), win(0)], 3);
    expect(s.score).toEqual([6, 1, 0]);
    expect(s.winner).toBe(0);
  });

  it('"If everyone wins a hand before anyone reaches 6, the score returns to zero points each": the hand reports 0 points and its winner poses next', () => {
    const { states, hands } = play(ID, {}, [win(0), win(0), win(1), win(2)], 3);
    expect(states[3]!.score).toEqual([2, 1, 0]);
    expect(states[4]!.score).toEqual([0, 0, 0]);
    expect(hands[3]).toEqual({ points: 0, bruk: true, playoffNext: false, notes: ['reset-all'] });
    expect(states[4]!.pose).toEqual({ by: 'team', team: 2 });
    expect(states[4]!.winner).toBeNull();
  });

  it('with two players, the other player scoring means everyone has a point: back to 0-0', () => {
    const s = after(ID, {}, [win(0), win(0), win(0), win(1)], 2);
    expect(s.score).toEqual([0, 0]);
  });

  it('with four players, three players with points is not yet everyone', () => {
    expect(after(ID, {}, [win(0), win(1), win(2)], 4).score).toEqual([1, 1, 1, 0]);
    expect(after(ID, {}, [win(0), win(1), win(2), win(3)], 4).score).toEqual([0, 0, 0, 0]);
  });

  it('"A player who wins by playing the key bone as his last bone scores an extra point" (the partner game, whose play Cut Throat follows); not with keyBone false', () => {
    expect(play(ID, {}, [win(1, true)], 3).hands[0]!.points).toBe(2);
    expect(after(ID, {}, [win(1, true)], 3).score).toEqual([0, 2, 0]);
    expect(after(ID, { keyBone: false }, [win(1, true)], 3).score).toEqual([0, 1, 0]);
    expect(rulesFor(3, { keyBone: false }).bonuses).toEqual([]);
  });

  it('the target is an option: `target` 3 wins at 3 while another has none', () => {
    const s = after(ID, { target: 3 }, [win(2), win(2), win(2)], 4);
    expect(s).toMatchObject({ score: [0, 0, 3, 0], winner: 2 });
  });

  it('who poses: the 6-6 holder the first hand (the 6-6 itself in tournament, any bone sporting), then the last hand\'s winner with any bone', () => {
    expect(play(ID, {}, [], 3).states[0]!.pose).toEqual(HOLDER_66);
    expect(play(ID, { pose: 'sporting' }, [], 3).states[0]!.pose).toEqual({ by: 'holder', bone: [6, 6], forced: false });
    expect(after(ID, { pose: 'sporting' }, [win(1)], 3).pose).toEqual({ by: 'team', team: 1 });
  });

  it('a tied block scores nothing and the 6-6 holder poses the 6-6 next, even when the first hand was sporting', () => {
    const { states, hands } = play(ID, { pose: 'sporting' }, [win(0), tie], 3);
    expect(states[2]!.score).toEqual([1, 0, 0]);
    expect(hands[1]!.points).toBe(0);
    expect(states[2]!.pose).toEqual(HOLDER_66);
  });

  it('a hand after the match is won is refused (match/over)', () => {
    const family = FAMILIES[ID];
    const won = after(ID, { target: 1 }, [win(0)], 3);
    const r = family.score(won, win(1), rulesFor(3), 1);
    expect(r.ok || r.error.code).toBe('match/over');
  });
});

describe('whole hands', () => {
  it('a block in a three-player game needs no passes: all 27 bones are dealt', () => {
    // Ann holds 6-6 and poses it; the hand is blocked once no bone of the 27 fits either end.
    const rules = rulesFor(3);
    const started = startHand({ rules, pose: HOLDER_66, seatNames: NAMES.slice(0, 3) });
    expect(started.ok && started.value.stock).toBe(0);
  });

  // Found by the random generator, checked by hand. Issue 6: "for three players the set in play
  // is the 27 bones without the 0-0, so a 0 end is hard once the other five 0s are down".
  it('three players: 5-0 is the key bone on ends 0 and 5 once the five other 0s are down (no 0-0 in the set)', () => {
    const dealt = [
      [[5, 6], [6, 0], [2, 0], [4, 2], [2, 3], [3, 5], [5, 0], [4, 0], [2, 5]],
      [[2, 2], [1, 4], [1, 3], [5, 5], [1, 1], [4, 3], [0, 3], [6, 6], [5, 4]],
      [[6, 1], [4, 4], [3, 3], [6, 3], [2, 1], [0, 1], [6, 4], [2, 6], [1, 5]],
    ] as [number, number][][];
    const moves = [
      p(0, 4, 2), p(1, 4, 1), p(2, 6, 1), p(0, 3, 2), p(1, 3, 0), p(2, 6, 4), p(0, 2, 0), p(1, 2, 2), p(2, 2, 1),
      p(0, 4, 0), p(1, 3, 1), p(2, 3, 3), p(0, 5, 3), p(1, 5, 4), p(2, 1, 0),
      pass(0), // Ann holds 6-5, 6-0, 5-2, 5-0 … the ends are 1 and 1
      p(1, 1, 1), p(2, 5, 1), p(0, 5, 2), p(1, 4, 3), p(2, 6, 3), p(0, 6, 5), p(1, 5, 5), p(2, 6, 2), p(0, 6, 0),
      pass(1), pass(2), // the ends are 0 and 5: only 5-0 is left of the 0s and 5s, and Ann holds it
      p(0, 5, 0, 'left'),
    ];
    const pose = { by: 'team', team: 0 } as const;
    const before = replayUnder(ID, {}, pose, moves.slice(0, -1), dealt, 3);
    expect(before.ends).toEqual([0, 5]);
    const zerosDown = moves.filter((m) => 'bone' in m && m.bone.includes(0)).length - 1;
    expect(zerosDown).toBe(5);
    const hand = replayUnder(ID, {}, pose, moves, dealt, 3);
    expect(hand.bonuses).toEqual(['key-bone']);
    const s = settleHand(hand);
    expect(s.ok && s.value).toMatchObject({ outcome: 'domino', winner: 0, bonuses: ['key-bone'] });
    // Without the deal the same moves prove the same.
    expect(replayUnder(ID, {}, pose, moves, undefined, 3).bonuses).toEqual(['key-bone']);
  });

  // Found by the random generator (test/support/random.ts), checked by hand: the two-player draw
  // game. "A player who has no domino to play at their turn must draw dominoes one at a time from
  // the boneyard until they obtain a playable domino and then play it" (CJHPR, Haitian
  // two-player game; the same boneyard as Cut Throat's "rest stay in the boneyard").
  const dealt = [
    [[2, 5], [0, 6], [5, 1], [4, 2], [3, 3], [0, 0], [4, 4]],
    [[6, 5], [1, 0], [2, 6], [1, 6], [1, 3], [6, 6], [0, 3]],
  ] as [number, number][][];
  const moves = [
    p(1, 6, 6), p(0, 6, 0, 'left'), p(1, 1, 0), p(0, 5, 1), p(1, 6, 1), p(0, 5, 2), p(1, 6, 2),
    // Ends 6|1: Ann holds 4-2, 3-3, 0-0 and 4-4, none fits. She draws 0-5 (no fit), then 1-1 (fits) and stops.
    draw(0, [[0, 5], [1, 1]]),
    p(0, 1, 1), p(1, 6, 5), p(0, 5, 0), p(1, 3, 0), p(0, 3, 3), p(1, 3, 1, 'left'),
  ];

  it('the draw game: draws of known bones, a domino, and Ann left with 14 pips', () => {
    const hand = replayUnder(ID, { twoPlayers: 'draw' }, HOLDER_66, moves, dealt, 2);
    expect(hand.status).toBe('domino');
    expect(hand.stock).toBe(12);
    const r = settleHand(hand);
    expect(r.ok && r.value).toMatchObject({ outcome: 'domino', winner: 1, pips: [14, 0] });
  });

  it('the same hand without the deal, the draw unseen ("draw": 2), is accepted; with the deal an unseen draw is not', () => {
    const unseen = moves.map((m) => ('draw' in m ? draw(0, 2) : m));
    expect(replayUnder(ID, { twoPlayers: 'draw' }, HOLDER_66, unseen, undefined, 2).status).toBe('domino');
    expect(() => replayUnder(ID, { twoPlayers: 'draw' }, HOLDER_66, unseen, dealt, 2)).toThrow(/draw\/unseen/);
  });

  it('drawing when a bone fits, passing while the boneyard has bones, drawing on after a bone that fits, all refused', () => {
    const family = FAMILIES[ID];
    const rules = family.handRules(family.options.parse({ twoPlayers: 'draw' }), 2);
    const setup = { rules, pose: HOLDER_66, seatNames: ['Ann', 'Ben'], dealt };
    const upTo = (n: number) => {
      const r = replayHand(setup, moves.slice(0, n));
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // After 6-6, Ann holds 6-0: she cannot draw.
    const a = applyMove(upTo(1), draw(0, [[5, 5]]));
    expect(a.ok || a.error).toMatchObject({ code: 'draw/could-play' });
    // At move 8 Ann cannot play but the boneyard is full: no pass.
    const b = applyMove(upTo(7), pass(0));
    expect(b.ok || b.error).toMatchObject({ code: 'pass/must-draw', message: 'Ann cannot pass while the boneyard has 14 bones: a player who cannot play draws.' });
    // The ends are 6 and 1: 1-2 (in the boneyard) fits, so drawing on after it is refused.
    const c = applyMove(upTo(7), draw(0, [[1, 2], [5, 5]]));
    expect(c.ok || c.error).toMatchObject({ code: 'draw/kept-drawing' });
    // A bone Ben was dealt is not in the boneyard.
    const d = applyMove(upTo(7), draw(0, [[1, 3]]));
    expect(d.ok || d.error).toMatchObject({ code: 'draw/not-in-boneyard' });
  });

  it('a record of the draw game checks, with per-seat scores', () => {
    const record = parseRecord({
      format: 'dominoes-match/1',
      rules: ID,
      options: { twoPlayers: 'draw' },
      seats: ['Ann', 'Ben'],
      hands: [{ moves, dealt: { 0: dealt[0], 1: dealt[1] } }],
    });
    if (!record.ok) throw new Error(record.error.message);
    const r = checkRecord(record.value);
    expect(r.ok && r.value.match.score).toEqual([0, 1]);
  });
});
