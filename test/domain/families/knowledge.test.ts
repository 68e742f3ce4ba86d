/**
 * What the moves prove with bones out of play (issue 6: "the inference adapts to what is
 * unknown"). Cuban double-nine without the deal: 10 bones a seat, 15 sleeping. A move is refused
 * as impossible exactly when no deal explains the moves so far: each seat holding the bones it
 * played and its bones left, none showing a number it passed on, and the rest asleep. Compared,
 * for every candidate move of random hands, with an independent bipartite matching of the bones
 * still out onto the seats' places and the sleeping pile (cuban.txt "The remaining 15 tiles remain
 * face down and are not used during the round").
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneId, boneSet } from '../../../domain/bones.ts';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { applyMove, isPass, isPlay, legalPlays, startHand } from '../../../domain/hand.ts';
import type { Hand, Move } from '../../../domain/hand.ts';
import { NAMES } from '../../support/families.ts';
import { everyBonePlaced } from '../../support/matching.ts';

const RULES = FAMILIES.cuban.handRules(FAMILIES.cuban.options.parse({}), 4);
const BONES = boneSet(9).bones;
const idOf = (b: Bone) => boneId(b[0], b[1]);
const shows = (b: Bone, pip: number) => b[0] === pip || b[1] === pip;

/** Whether some deal (10 a seat, 15 asleep) explains the moves: Kuhn's augmenting paths. */
function someDealExplains(moves: readonly Move[]): boolean {
  const voids = [0, 1, 2, 3].map(() => new Set<number>());
  const played = new Map<number, number>();
  let ends: [number, number] | null = null;
  for (const m of moves) {
    if (isPass(m)) {
      if (!ends) return false;
      voids[m.seat]!.add(ends[0]).add(ends[1]);
    } else if (isPlay(m)) {
      const id = idOf(m.bone);
      if (played.has(id) || voids[m.seat]!.has(m.bone[0]) || voids[m.seat]!.has(m.bone[1])) return false;
      played.set(id, m.seat);
      if (!ends) ends = [m.bone[0], m.bone[1]];
      else {
        const end = m.end ?? (shows(m.bone, ends[1]) ? 'right' : 'left');
        const i = end === 'left' ? 0 : 1;
        ends[i] = m.bone[0] === ends[i] ? m.bone[1] : m.bone[0];
      }
    }
  }
  const slots: number[] = [];
  for (let s = 0; s < 4; s++) {
    const left = 10 - [...played.values()].filter((x) => x === s).length;
    if (left < 0) return false;
    for (let k = 0; k < left; k++) slots.push(s);
  }
  for (let k = 0; k < 15; k++) slots.push(-1); // asleep
  const out = BONES.map((_, id) => id).filter((id) => !played.has(id));
  const allowed = (id: number, slot: number) => {
    const s = slots[slot]!;
    return s < 0 || !(voids[s]!.has(BONES[id]![0]) || voids[s]!.has(BONES[id]![1]));
  };
  return everyBonePlaced(out, slots.length, allowed);
}

describe('what the moves prove with 15 bones asleep (Cuban, no deal)', () => {
  it('a move is refused as impossible exactly when no deal explains the moves; legalPlays lists exactly the plays accepted', () => {
    const refused: Record<string, number> = { accepted: 0 };
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1 << 16 }), { maxLength: 200 }), fc.nat({ max: 9 }), (choices, poseHigh) => {
        const started = startHand({ rules: RULES, pose: { by: 'anyone' }, seatNames: NAMES });
        if (!started.ok) throw new Error(started.error.message);
        let h: Hand = started.value;
        const moves: Move[] = [p0(poseHigh)];
        const first = applyMove(h, moves[0]!);
        if (!first.ok) throw new Error(first.error.message);
        h = first.value;
        let k = 0;
        // Passes are favoured, so that seats run out of numbers and the sleeping pile fills.
        while (h.status === 'playing' && moves.length < 400) {
          const seat = h.turn!;
          const ends = h.ends!;
          const down = new Set(moves.flatMap((m) => (isPlay(m) ? [idOf(m.bone)] : [])));
          const candidates: Move[] = BONES.filter((b, id) => !down.has(id) && (shows(b, ends[0]) || shows(b, ends[1]))).flatMap((b): Move[] =>
            (['left', 'right'] as const).filter((e) => shows(b, ends[e === 'left' ? 0 : 1])).map((end) => ({ seat, bone: b, end })),
          );
          candidates.push({ seat, pass: true });
          const accepted: Move[] = [];
          const results: Hand[] = [];
          for (const m of candidates) {
            const r = applyMove(h, m);
            const explained = someDealExplains([...moves, m]);
            expect(r.ok, `${JSON.stringify(moves)} + ${JSON.stringify(m)}: ${r.ok ? 'accepted' : r.error.code}`).toBe(explained);
            if (r.ok) {
              accepted.push(m);
              results.push(r.value);
              refused.accepted!++;
            } else refused[r.error.code] = (refused[r.error.code] ?? 0) + 1;
          }
          const legal = legalPlays(h, seat).map((p) => `${idOf(p.bone)}${p.end}`).sort();
          expect(legal).toEqual(accepted.flatMap((m) => (isPlay(m) ? [`${idOf(m.bone)}${m.end!}`] : [])).sort());
          const c = choices[k++] ?? 0;
          const passIndex = accepted.findIndex((m) => isPass(m));
          const i = passIndex >= 0 && c % 3 !== 0 ? passIndex : c % accepted.length;
          moves.push(accepted[i]!);
          h = results[i]!;
        }
        expect(h.status).not.toBe('playing');
      }),
      { numRuns: 40 },
    );
    // Not vacuous: moves refused by what the passes prove (not only reneges), and moves accepted.
    expect((refused['play/impossible'] ?? 0) + (refused['pass/contradicts'] ?? 0)).toBeGreaterThan(0);
    expect(refused.accepted).toBeGreaterThan(0);
  });
});

/** A pose: the double of `high`, any seat may begin (cuban.txt). */
function p0(high: number): Move {
  return { seat: high % 4, bone: [high, high] };
}
