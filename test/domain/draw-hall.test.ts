/**
 * Drawing from the boneyard with the bones named (face up): the bones drawn come from the
 * boneyard, so the hand after the draw must still be explainable (Hall's condition, domain/
 * feasible.ts). A bone some seat must hold, or one the boneyard has no room left for, cannot be
 * drawn.
 *
 * The draw rules quoted: cuban.txt (Lankford's Cuban draw game, `cuban-draw`): "the remainder
 * forming a boneyard from which players unable to play draw new tiles during the game … Subsequent
 * players must match one end of the layout, drawing extra tiles if necessary until they find one
 * that can be played"; caribbean-jamaican-haitian-puerto-rican.txt (Two-Player Game, here
 * `haitian-individual` for two): "A player who has no domino to play at their turn must draw
 * dominoes one at a time from the boneyard until they obtain a playable domino and then play it".
 */
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/families/index.ts';
import { replayHand } from '../../domain/hand.ts';
import type { Move } from '../../domain/hand.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { NAMES, draw, p, pass } from '../support/families.ts';

function replay(id: RuleFamily, seats: number, moves: readonly Move[]) {
  const family = FAMILIES[id];
  const rules = family.handRules(family.options.parse({}), seats);
  return replayHand({ rules, pose: { by: 'anyone' }, seatNames: NAMES.slice(0, seats) }, moves);
}

describe('a face-up draw must leave the hand explainable (drawing from the boneyard)', () => {
  it('cuban.txt, Lankford ("drawing extra tiles if necessary"): a bone the drawer must already hold is not in the boneyard', () => {
    // Ann drew at move 3 on 1 and 4 and now draws on 2 and 6: the 6 bones she holds, none drawn
    // face up, show no 1, 2, 4 or 6, so they are 0-0, 3-3, 5-5, 3-0, 5-0 and 5-3; the 0-0 is hers.
    const before = [p(0, 1, 1), p(1, 4, 1, 'right'), draw(0, [[2, 1]]), p(0, 2, 1, 'left'), p(1, 6, 4, 'right')];
    expect(replay('cuban-draw', 2, before).ok).toBe(true);
    const r = replay('cuban-draw', 2, [...before, draw(0, [[0, 0]])]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 5, params: { seat: 'Ann', bone: '0-0', reason: { kind: 'no-room', by: { kind: 'by-drawing' } } } });
    // Ann is void on her numbers because she drew on them (nobody passed), so the words say drawn;
    // they name six of the 18 bones out, and the reason keeps every one for a referee's screen.
    expect(r.error.params).toMatchObject({
      reason: { bones: ['6-6', '6-5', '6-3', '6-2', '6-1', '6-0', '5-4', '5-2', '5-1', '4-4', '4-3', '4-2', '4-0', '3-2', '3-1', '2-2', '2-0', '1-0'], count: 18 },
    });
    expect(r.error.message).toBe(
      '0-0 is not in the boneyard: 6-6, 6-5, 6-3, 6-2, 6-1, 6-0 and 12 more bones are still out and only Ben and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 17 of them.',
    );
    // A bone she can lack, drawn the same way, is accepted.
    expect(replay('cuban-draw', 2, [...before, draw(0, [[4, 2]])]).ok).toBe(true);
  });

  it('cuban.txt, Lankford ("the remainder forming a boneyard"): when the bones no seat can hold fill the boneyard, no other bone is drawn from it; the first such bone of a draw is named', () => {
    // Three players, 13 in the boneyard. Ben poses 2-2; Cat draws four bones on 2 and 2, Ann one on
    // 6 and 2, Ben on 0 and 2: nobody holds a 2 among bones not drawn face up, so the five 2s still
    // out (5-2, 4-2, 3-2, 2-1, 2-0) are in the boneyard, and after Ben's first three bones it has 5.
    const before = [p(1, 2, 2), ...[[4, 3], [6, 5], [6, 3], [6, 2]].map((b) => draw(2, [b as [number, number]])), p(2, 6, 2, 'right'), draw(0, [[6, 0]]), p(0, 6, 0, 'right')];
    expect(replay('cuban-draw', 3, [...before, draw(1, [[6, 1], [4, 4], [4, 1]])]).ok).toBe(true);
    const r = replay('cuban-draw', 3, [...before, draw(1, [[6, 1], [4, 4], [4, 1], [0, 0]])]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 8, params: { seat: 'Ben', bone: '0-0', reason: { kind: 'no-room', places: [{ kind: 'boneyard' }], room: 4 } } });
    expect(r.error.message).toBe(
      '0-0 is not in the boneyard: 5-2, 4-2, 3-2, 2-1 and 2-0 are still out and only the boneyard can hold them (the others have drawn on their numbers), but there is room for only 4 of them.',
    );
    // One of the 2s is there to draw.
    expect(replay('cuban-draw', 3, [...before, draw(1, [[6, 1], [4, 4], [4, 1], [2, 1]])]).ok).toBe(true);
  });

  it('caribbean-jamaican-haitian-puerto-rican.txt, Two-Player Game ("must draw dominoes one at a time from the boneyard"): a bone the other player must hold is not in the boneyard', () => {
    // Ann drew on 1 and 0 (3-2 and 3-3 face up, then 1-0, played) and now draws on 6 and 5: the 4
    // bones she holds besides 3-2 and 3-3 show no 0, 1, 5 or 6, so they are 4-4, 4-3, 4-2 and 2-2.
    const before = [p(0, 5, 0, 'right'), p(1, 6, 5, 'left'), p(0, 6, 6, 'left'), p(1, 6, 1, 'left'), draw(0, [[3, 2]]), draw(0, [[3, 3]]), draw(0, [[1, 0]]), p(0, 1, 0, 'left'), p(1, 3, 0, 'right'), p(0, 5, 3, 'right'), p(1, 6, 0, 'left')];
    expect(replay('haitian-individual', 2, before).ok).toBe(true);
    const r = replay('haitian-individual', 2, [...before, draw(0, [[2, 2]])]);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 11, params: { seat: 'Ann', bone: '2-2' } });
    expect(r.error.message).toBe(
      '2-2 is not in the boneyard: 6-4, 6-3, 6-2, 5-5, 5-4, 5-2 and 8 more bones are still out and only Ben and the boneyard can hold them (the others have drawn on their numbers), but there is room for only 13 of them.',
    );
  });

  it('cuban.txt, Lankford ("When the boneyard is empty … players who cannot play must then pass"): in a draw game, voids shown by passes say passed, and the bones drawn face up are named', () => {
    // Four players, 12 in the boneyard: Ben draws it all before the pose, to the 6-6 he poses
    // ("drawing tiles if necessary until a double is obtained"). Then only passes show voids: Cat
    // and Dan on 6, Dan on 6 and 3, Cat on 5 and 3; Dan passing on 5 and 3 too leaves the 6s, 5s
    // and 3s still out to Ann and Ben, more than they hold. Four more bones only they can hold
    // carry no number Cat or Dan passed on: Ben drew them face up at move 1, and the words say so.
    const moves = [
      draw(1, [[6, 1], [4, 6], [0, 4], [2, 1], [2, 6], [5, 0], [0, 1], [4, 1], [2, 5], [6, 3], [4, 3], [6, 6]]),
      p(1, 6, 6),
      pass(2),
      pass(3),
      p(0, 6, 5),
      p(1, 5, 3),
      p(2, 3, 3),
      pass(3),
      p(0, 6, 0),
      p(1, 5, 0),
      pass(2),
    ];
    expect(replay('cuban-draw', 4, moves).ok).toBe(true);
    const r = replay('cuban-draw', 4, [...moves, pass(3)]);
    const known = [{ kind: 'drew-face-up', seat: 'Ben', bones: ['4-1', '4-0', '2-1', '1-0'], count: 4, move: 1 }];
    expect(r.ok ? null : r.error).toMatchObject({
      code: 'pass/contradicts',
      params: { seat: 'Dan', reason: { kind: 'no-room', places: ['Ann', 'Ben'], by: { kind: 'by-moves-known', shown: [{ kind: 'by-passing' }, ...known] } } },
    });
    expect(r.ok ? null : r.error.message).toBe(
      'Dan cannot pass on 5 and 3: 6-4, 6-3, 6-2, 6-1, 5-5, 5-4 and 10 more bones are still out and only Ann and Ben can hold them (the others have passed on their numbers and Ben drew the 4-1, 4-0, 2-1 and 1-0 face up at move 1), but there is room for only 15 of them.',
    );
  });

  it('cuban.txt, Lankford ("drawing extra tiles if necessary", "players who cannot play must then pass"): one seat drew on a number and others passed on it, so passed or drawn', () => {
    // Four players. Cat draws 6-4 and 6-6 before the pose and poses the 6-6; Dan draws the other
    // ten bones of the boneyard on 6, none a 6, and passes; Ann passes on 6. Ben's pass on 6 would
    // leave the six 6s out to Cat, who holds five bones: Dan showed it by drawing, Ann by passing.
    // Six bones, the most the words name, are named whole.
    const moves = [
      draw(2, [[6, 4], [6, 6]]),
      p(2, 6, 6),
      draw(3, [[1, 2], [1, 3], [3, 5], [4, 4], [0, 3], [5, 4], [3, 3], [0, 4], [4, 3], [4, 1]]),
      pass(3),
      pass(0),
    ];
    expect(replay('cuban-draw', 4, moves).ok).toBe(true);
    const r = replay('cuban-draw', 4, [...moves, pass(1)]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'pass/contradicts', params: { seat: 'Ben', reason: { kind: 'no-room', places: ['Cat'], room: 5, by: { kind: 'by-passing-drawing' } } } });
    expect(r.ok ? null : r.error.message).toBe(
      'Ben cannot pass on 6: 6-5, 6-4, 6-3, 6-2, 6-1 and 6-0 are still out and only Cat can hold them (the others have passed or drawn on their numbers), but there is room for only 5 of them.',
    );
  });

  it('cuban.txt, Lankford: a bone every other seat showed it lacks, one by drawing and two by passing, must be the passer\'s', () => {
    // Four players. Ben poses 1-1; Cat draws the whole boneyard on 1, to the 6-1 she plays; Dan
    // plays 5-1 and Ann 6-3; Ben passes on 3 and 5, Cat plays 5-0, Dan passes on 3 and 0. Cat drew
    // on 1, Ben and Dan passed on 3: the 3-1 is Ann's, so she cannot pass on 0 and 3.
    const boneyard: [number, number][] = [[5, 5], [3, 5], [5, 6], [4, 5], [6, 0], [3, 2], [4, 3], [0, 0], [0, 2], [2, 2], [3, 0], [1, 6]];
    const moves = [p(1, 1, 1), draw(2, boneyard), p(2, 6, 1), p(3, 5, 1), p(0, 6, 3), pass(1), p(2, 5, 0), pass(3)];
    expect(replay('cuban-draw', 4, moves).ok).toBe(true);
    const r = replay('cuban-draw', 4, [...moves, pass(0)]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'pass/contradicts', params: { seat: 'Ann', reason: { kind: 'must-hold', by: { kind: 'by-passing-drawing' } } } });
    expect(r.ok ? null : r.error.message).toBe(
      'Ann cannot pass on 0 and 3: 3-1 is still out and Ben, Cat and Dan cannot hold it (the others have passed or drawn on their numbers), so Ann must hold it.',
    );
  });

  it('cuban.txt, Lankford: a bone only a seat can hold because it drew it face up is said as drawn face up, naming the draw, not as passed', () => {
    // Two players. Ann draws 5-5 and 2-2 face up at move 14 and plays the 2-2; with one bone left,
    // the 5-5, she cannot play the 6-1. Nobody passed or drew on a 5: the draw at move 14 shows
    // where it is, and the words name it (seat, bone, move) for the referee to check.
    const moves = [p(0, 0, 0), p(1, 6, 0), p(0, 4, 0), p(1, 4, 3), p(0, 3, 1), p(1, 6, 2), p(0, 3, 2), p(1, 2, 1), p(0, 3, 0)];
    moves.push(draw(1, [[3, 3], [4, 4], [4, 1], [5, 0]]), p(1, 5, 0), p(0, 5, 4), p(1, 4, 4), draw(0, [[5, 5], [2, 2]]), p(0, 2, 2), p(1, 4, 1), p(0, 5, 1), p(1, 6, 5));
    expect(replay('cuban-draw', 2, moves).ok).toBe(true);
    const r = replay('cuban-draw', 2, [...moves, p(0, 6, 1)]);
    const known = [{ kind: 'drew-face-up', seat: 'Ann', bones: ['5-5'], count: 1, move: 14 }];
    expect(r.ok ? null : r.error).toMatchObject({ code: 'play/impossible', params: { reason: { kind: 'no-room', bones: ['5-5'], by: { kind: 'by-known', known } } } });
    expect(r.ok ? null : r.error.message).toBe('Ann cannot have played 6-1: 5-5 is still out and only Ann can hold it (Ann drew the 5-5 face up at move 14), but there is no room for it.');
  });

  it('a bone another seat drew face up is refused as held (as before the fix), and so is one drawn twice in one draw', () => {
    const r = replay('cuban-draw', 3, [p(1, 2, 2), draw(2, [[4, 3]]), draw(2, [[6, 2]]), p(2, 6, 2, 'right'), draw(0, [[4, 3]])]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 4, params: { bone: '4-3', reason: { kind: 'held', seat: 'Cat' } } });
    const twice = replay('cuban-draw', 3, [p(1, 2, 2), draw(2, [[4, 3], [4, 3]])]);
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 1, params: { bone: '4-3', reason: { kind: 'drew-before' } } });
  });
});
