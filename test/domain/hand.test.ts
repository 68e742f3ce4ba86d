/**
 * The hand engine, rule by rule. Each test names the rule text (../shared/rules/) it comes from;
 * "CJHPR" is caribbean-jamaican-haitian-puerto-rican.txt, "Partner Dominoes".
 */
import { describe, expect, it } from 'vitest';
import { boneId, boneSet, setSize } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { applyMove, bonesPlayedBy, holding, legalPlays, line, replayHand, shownVoid, startHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import { blockedHand, fixedDeal, keyBoneHand } from '../support/hands.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];
const TOURNAMENT: Pose = { by: 'holder', bone: [6, 6], forced: true };
const SPORTING: Pose = { by: 'holder', bone: [6, 6], forced: false };

function setup(pose: Pose = TOURNAMENT, dealt?: Bone[][]): HandSetup {
  return { rules: JAMAICAN_PARTNER_HAND, pose, seatNames: NAMES, ...(dealt && { dealt }) };
}

function replay(moves: Move[], s: HandSetup = setup()): Hand {
  const r = replayHand(s, moves);
  if (!r.ok) throw new Error(`move ${r.error.move}: ${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** Replays all but the last move, then expects the last one to be refused with `code`. */
function refused(moves: Move[], code: string, s: HandSetup = setup()) {
  const before = replay(moves.slice(0, -1), s);
  const r = applyMove(before, moves[moves.length - 1]!);
  expect(r.ok, `expected ${code}`).toBe(false);
  if (r.ok) throw new Error('unreachable');
  expect(r.error.code).toBe(code);
  // A refused move changes nothing: the hand before is the same value, untouched.
  expect(before.moves).toHaveLength(moves.length - 1);
  return r.error.message;
}

const p = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
const pass = (seat: number): Move => ({ seat, pass: true });

describe('bones and sets', () => {
  it('a double-six set has 28 bones and a double-nine set 55 (CJHPR "a double six domino set of 28 tiles"; cuban.txt "double nine set of 55 tiles")', () => {
    expect(setSize(6)).toBe(28);
    expect(boneSet(6).bones).toHaveLength(28);
    expect(setSize(9)).toBe(55);
    expect(new Set(boneSet(9).bones.map((b) => boneId(b[0], b[1]))).size).toBe(55);
  });

  it('each number shows on 7 bones of a double-six, 8 appearances counting the double twice (CJHPR "eight occurrences of each number")', () => {
    for (let pip = 0; pip <= 6; pip++) {
      const bones = boneSet(6).withPip[pip]!.map((id) => boneSet(6).bones[id]!);
      expect(bones).toHaveLength(7);
      expect(bones.reduce((n, b) => n + (b[0] === pip ? 1 : 0) + (b[1] === pip ? 1 : 0), 0)).toBe(8);
    }
  });

  it('a bone is the same bone either way round', () => {
    expect(boneId(6, 3)).toBe(boneId(3, 6));
    expect(boneId(6, 6)).toBe(27);
  });
});

describe('the pose', () => {
  it('the first bone [a, b] is laid with a on the left', () => {
    expect(replay([p(0, 6, 6)]).ends).toEqual([6, 6]);
    expect(replay([p(1, 5, 2)], setup({ by: 'anyone' })).ends).toEqual([5, 2]);
    expect(replay([p(1, 2, 5)], setup({ by: 'anyone' })).ends).toEqual([2, 5]);
  });

  it('in tournament play the 6-6 must be posed (CJHPR "In tournament play, the first player must begin by posing the 6-6")', () => {
    const message = refused([p(0, 6, 5)], 'pose/wrong-bone');
    expect(message).toContain('6-6');
  });

  it('sporting: the 6-6 holder may pose another bone (CJHPR "the holder of the 6-6 is allowed to announce that he is \'sporting\'")', () => {
    const dealt = fixedDeal(); // Ann holds 6-6 … 6-0
    expect(replay([p(0, 6, 3)], setup(SPORTING, dealt)).ends).toEqual([6, 3]);
    // … but only the holder: Ben does not hold the 6-6.
    const message = refused([p(1, 6, 2)], 'pose/not-holder', setup(SPORTING, dealt));
    expect(message).toBe('The holder of the 6-6 poses this hand: Ann, not Ben.');
  });

  it('after a won hand, either partner of the winning team poses with any bone (CJHPR "the team that won the previous hand plays first")', () => {
    const team1: Pose = { by: 'team', team: 1 };
    expect(replay([p(3, 2, 2)], setup(team1)).turn).toBe(0);
    expect(replay([p(1, 4, 0)], setup(team1)).turn).toBe(2);
    expect(refused([p(2, 4, 0)], 'pose/wrong-team', setup(team1))).toBe('Ben and Dan won the last hand, so Ben or Dan poses; Cat cannot.');
  });

  it('a hand cannot start with a pass', () => {
    refused([pass(0)], 'pose/pass');
  });
});

describe('turns and matching', () => {
  it('play goes round the seats in order (CJHPR "Play continues anti-clockwise")', () => {
    const hand = replay([p(0, 6, 6), p(1, 6, 5)]);
    expect(hand.turn).toBe(2);
    expect(refused([p(0, 6, 6), p(1, 6, 5), p(3, 5, 5)], 'turn/out-of-turn')).toBe("It is Cat's turn, not Dan's.");
  });

  it('a bone must match an open end (CJHPR "the touching ends of adjacent dominoes must match")', () => {
    expect(refused([p(0, 6, 6), p(1, 6, 4), p(2, 5, 2)], 'play/no-match')).toBe('5-2 does not match either end: the ends are 6 and 4.');
    expect(refused([p(0, 6, 6), p(1, 5, 2)], 'play/no-match')).toBe('5-2 does not match either end: both ends are 6.');
  });

  it('a bone not in the set is refused', () => {
    expect(refused([p(0, 6, 6), p(1, 7, 6)], 'bone/not-in-set')).toBe('7-6 is not a bone of the double-6 set.');
  });

  it('a bone already down is refused, naming who played it', () => {
    expect(refused([p(0, 6, 6), p(1, 6, 3), p(2, 3, 6)], 'bone/already-played')).toBe('3-6 is already down: Ben played it at move 2.');
  });

  it('the end may be given; a bone that does not fit the end named is refused', () => {
    const hand = replay([p(0, 6, 6), p(1, 6, 4), p(2, 6, 1, 'left')]);
    expect(hand.ends).toEqual([1, 4]);
    expect(refused([p(0, 6, 6), p(1, 6, 4), p(2, 4, 2, 'left')], 'play/wrong-end')).toBe(
      '4-2 does not fit the left end (6); it fits the right end (4).',
    );
  });

  it('a bone that fits both ends, when they differ, needs its end', () => {
    // 6-6, then 6-2 on the left and 6-4 on the right: the ends are 2|4, and 4-2 fits both.
    const m = [p(0, 6, 6), p(1, 6, 2, 'left'), p(2, 6, 4), p(3, 4, 2)];
    expect(refused(m, 'play/end-required')).toBe('4-2 fits both ends (left 2, right 4): say which end.');
    expect(replay([...m.slice(0, 3), p(3, 4, 2, 'left')]).ends).toEqual([4, 4]);
    expect(replay([...m.slice(0, 3), p(3, 4, 2, 'right')]).ends).toEqual([2, 2]);
  });

  it('when both ends show the same number a bone goes on the right unless told otherwise', () => {
    const hand = replay([p(0, 6, 6), p(1, 6, 1)]);
    expect(hand.ends).toEqual([6, 1]);
    expect(replay([p(0, 6, 6), p(1, 6, 1, 'left')]).ends).toEqual([1, 6]);
  });

  it('replay tells the bones each seat has played, in order', () => {
    const hand = replay([p(0, 6, 6), p(1, 6, 4), pass(2), p(3, 4, 4), p(0, 6, 1, 'left')]);
    expect(bonesPlayedBy(hand, 0)).toEqual([[6, 6], [6, 1]]);
    expect(bonesPlayedBy(hand, 2)).toEqual([]);
    expect(hand.played).toEqual([2, 1, 0, 1]);
  });

  it('the line reads left to right with touching ends matching', () => {
    const hand = replay([p(0, 6, 6), p(1, 6, 4), p(2, 1, 6, 'left'), p(3, 4, 4)]);
    expect(line(hand).map((b) => b.bone)).toEqual([[1, 6], [6, 6], [6, 4], [4, 4]]);
  });
});

describe('passes', () => {
  it('a pass shows the seat held neither end number; a later play of that number is a renege (CJHPR "If a player cannot play then he passes his turn")', () => {
    // Ann poses 6-6, Ben 6-5 → ends 6|5. Cat passes: she has no 6 and no 5.
    const moves = [p(0, 6, 6), p(1, 6, 5), pass(2)];
    const hand = replay(moves);
    expect(shownVoid(hand, 2)).toEqual([5, 6]);
    // Dan 5-3 → 6|3, Ann 3-3, Ben 6-2 on the left → 2|3. Cat now plays 5-2 on the 2: but she passed on 5.
    const message = refused([...moves, p(3, 5, 3), p(0, 3, 3), p(1, 6, 2, 'left'), p(2, 5, 2)], 'play/renege');
    expect(message).toBe(
      'Cat passed at move 3 when the ends were 6 and 5, so held no 5; playing 5-2 now shows that pass was false (a renege).',
    );
  });

  it('a pass that the earlier passes make impossible is refused: every bone still out must be in someone\'s hand', () => {
    // Ann poses 6-6; Ben, Cat and Dan all pass on 6, so the other six 6s are all Ann's. Ann plays
    // 6-5 (ends 6|5). Ben and Cat pass on 6 and 5. Dan passing too would leave the six 5s
    // (5-5 … 5-0) with Ann alone, whose 5 bones left are already her five 6s.
    const moves = [p(0, 6, 6), pass(1), pass(2), pass(3), p(0, 6, 5), pass(1), pass(2), pass(3)];
    const message = refused(moves, 'pass/contradicts');
    expect(message).toContain('Dan cannot pass on 6 and 5');
    expect(message).toContain('only Ann can hold them');
  });

  it('four passes in a row cannot happen while a bone is still out: the last pass is refused', () => {
    // After 6-6 and three passes, all six 6s are Ann's: she cannot pass.
    const message = refused([p(0, 6, 6), pass(1), pass(2), pass(3), pass(0)], 'pass/contradicts');
    expect(message).toBe(
      'Ann cannot pass on 6: 6-5, 6-4, 6-3, 6-2, 6-1 and 6-0 are still out and Ben, Cat and Dan cannot hold them (the others have passed on their numbers), so Ann must hold them.',
    );
  });

  it('a play that leaves a seat too few bones for what only it can hold is refused', () => {
    // 6-6; Ben 6-5 (6|5); Cat and Dan pass on 6 and 5; Ann 5-4 (6|4); Ben passes on 6 and 4.
    // Now nobody but Ann can hold 6-4, 6-3, 6-2, 6-1, 6-0: five bones, and Ann has five left.
    // Cat 4-3 (6|3), Dan 3-3. Ann playing 3-2 would leave her four bones for those five.
    const moves = [p(0, 6, 6), p(1, 6, 5), pass(2), pass(3), p(0, 5, 4), pass(1), p(2, 4, 3), p(3, 3, 3), p(0, 3, 2)];
    const message = refused(moves, 'play/impossible');
    expect(message).toContain('Ann cannot have played 3-2');
    expect(message).toContain('6-4, 6-3, 6-2, 6-1 and 6-0 are still out');
  });
});

describe('the hand ends', () => {
  it('by domino when a seat plays its last bone (CJHPR "The play ends when an individual manages to play all his bones")', () => {
    const { hand } = keyBoneHand();
    expect(hand.status).toBe('domino');
    expect(hand.played[2]).toBe(7);
    expect(refused([...keyBoneHand().moves, p(3, 4, 4)], 'hand/over', setup(TOURNAMENT, keyBoneHand().dealt))).toBe(
      'The hand is over: Cat played the last bone at move 29 (domino).',
    );
  });

  it('a seat cannot play more bones than it was dealt: its seventh bone ends the hand (CJHPR "Each player receives 7 bones")', () => {
    const { moves, dealt } = keyBoneHand();
    // Cat has played all 7; an eighth bone from her, in turn or not, is refused as after the hand.
    const message = refused([...moves, p(2, 4, 4)], 'hand/over');
    expect(message).toContain('Cat played the last bone');
    expect(refused([...moves, p(2, 4, 4)], 'hand/over', setup(TOURNAMENT, dealt))).toBe(message);
  });

  it('by block as soon as no unplayed bone matches either end, with all 28 bones dealt, without waiting for passes (CJHPR "the game becomes blocked so that no one is able to play a bone")', () => {
    const { moves } = blockedHand();
    const hand = replay(moves);
    expect(hand.status).toBe('blocked');
    expect(hand.ends).toEqual([0, 0]);
    for (const id of boneSet(6).withPip[0]!) expect(hand.playedAt[id]).toBeGreaterThanOrEqual(0);
    // One move earlier it was not blocked yet: Dan's 4-0 closed it.
    expect(replay(moves.slice(0, -1)).status).toBe('playing');
  });
});

describe('with the deal known', () => {
  it('a bone the seat was not dealt is refused', () => {
    const dealt = fixedDeal();
    expect(refused([p(0, 6, 6), p(1, 6, 5)], 'bone/not-dealt', setup(TOURNAMENT, dealt))).toBe('Ben was not dealt 6-5 (Ann was).');
  });

  it('a pass by a seat that could play is refused', () => {
    const dealt = fixedDeal();
    // Ann holds every 6, so after her 6-6 the others truly cannot play.
    const hand = replay([p(0, 6, 6)], setup(TOURNAMENT, dealt));
    expect(legalPlays(hand, 1)).toEqual([]);
    const after = replay([p(0, 6, 6), pass(1), pass(2), pass(3)], setup(TOURNAMENT, dealt));
    expect(holding(after, 0)).toHaveLength(6);
    expect(refused([p(0, 6, 6), pass(1), pass(2), pass(3), pass(0)], 'pass/could-play', setup(TOURNAMENT, dealt))).toBe(
      'Ann cannot pass on 6: Ann holds 6-5, which fits the right end.',
    );
  });

  it('a deal must give each seat 7 different bones of the set', () => {
    const dealt = fixedDeal();
    dealt[1]![0] = [6, 6];
    const r = startHand(setup(TOURNAMENT, dealt));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toEqual({ code: 'dealt/duplicate', message: '6-6 is dealt to both Ann and Ben.', params: { bone: '6-6' } });
    const short = startHand(setup(TOURNAMENT, [fixedDeal()[0]!.slice(1), ...fixedDeal().slice(1)]));
    expect(!short.ok && short.error.code).toBe('dealt/wrong-count');
  });
});
