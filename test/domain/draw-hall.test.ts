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
import { NAMES, draw, p } from '../support/families.ts';

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
    expect(r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 5, params: { seat: 'Ann', bone: '0-0', reason: { kind: 'no-room' } } });
    expect(r.error.message).toBe(
      '0-0 is not in the boneyard: 6-6, 6-5, 6-3, 6-2, 6-1, 6-0, 5-4, 5-2, 5-1, 4-4, 4-3, 4-2, 4-0, 3-2, 3-1, 2-2, 2-0 and 1-0 are still out and only Ben and the boneyard can hold them (the others have passed on their numbers), but Ben and the boneyard have only 17 bones left.',
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
      '0-0 is not in the boneyard: 5-2, 4-2, 3-2, 2-1 and 2-0 are still out and only the boneyard can hold them (the others have passed on their numbers), but the boneyard has only 4 bones left.',
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
      '2-2 is not in the boneyard: 6-4, 6-3, 6-2, 5-5, 5-4, 5-2, 5-1, 4-1, 4-0, 3-1, 2-1, 2-0, 1-1 and 0-0 are still out and only Ben and the boneyard can hold them (the others have passed on their numbers), but Ben and the boneyard have only 13 bones left.',
    );
  });

  it('a bone another seat drew face up is refused as held (as before the fix), and so is one drawn twice in one draw', () => {
    const r = replay('cuban-draw', 3, [p(1, 2, 2), draw(2, [[4, 3]]), draw(2, [[6, 2]]), p(2, 6, 2, 'right'), draw(0, [[4, 3]])]);
    expect(r.ok ? null : r.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 4, params: { bone: '4-3', reason: { kind: 'held', seat: 'Cat' } } });
    const twice = replay('cuban-draw', 3, [p(1, 2, 2), draw(2, [[4, 3], [4, 3]])]);
    expect(twice.ok ? null : twice.error).toMatchObject({ code: 'draw/not-in-boneyard', move: 1, params: { bone: '4-3', reason: { kind: 'drew-before' } } });
  });
});
