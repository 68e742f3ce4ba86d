/**
 * What the moves prove when bones drawn face known are in a seat's hand (issue 6: "A draw from the
 * boneyard … `{ "seat": 1, "draw": [[2, 5], [6, 6]] }` (bones known); the checks adapt to what is
 * unknown"). Cuban draw game, four players, without the deal (cuban.txt, Lankford: "4 with 4 tiles
 * each, the remainder forming a boneyard").
 *
 * The engine first places every known bone in its place and tests Hall's condition on the bones
 * left (domain/hand.ts, `knownFits`), falling back to the test over every bone only to name the
 * group that fails. Compared here, for every candidate move of random hands, with an independent
 * bipartite matching of the bones still out onto the seats' room and the boneyard: a play or a
 * pass is refused as impossible exactly when no such matching exists after it, and a draw exactly
 * when none exists once the seat has shown it holds nothing on the ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneId, boneSet } from '../../../domain/bones.ts';
import type { Bone } from '../../../domain/bones.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { applyMove, held, isDraw, isPass, isPlay, knownHolder, passedOn, startHand } from '../../../domain/hand.ts';
import type { Hand, Move } from '../../../domain/hand.ts';
import { NAMES } from '../../support/families.ts';
import { everyBonePlaced } from '../../support/matching.ts';

const RULES = FAMILIES['cuban-draw'].handRules(FAMILIES['cuban-draw'].options.parse({}), 4);
const BONES = boneSet(6).bones;
const idOf = (b: Bone) => boneId(b[0], b[1]);
const shows = (b: Bone, pip: number) => b[0] === pip || b[1] === pip;

/** The places bones out can be, as the moves left them: room by seat (then the boneyard) and who may hold each bone. */
interface Places {
  readonly out: number[];
  readonly room: number[];
  /** Whether bone `id` may be at place `p` (a seat, or `room.length - 1` for the boneyard). */
  readonly may: (id: number, p: number) => boolean;
}

/** The places after `hand`, changed by one hypothetical move (`play`: a bone leaves `seat`; `shown`: `seat` holds none of those pips). */
function placesOf(hand: Hand, change: { readonly play?: { seat: number; id: number }; readonly shown?: { seat: number; pips: readonly number[] } } = {}): Places {
  const seats = RULES.seats;
  const out = BONES.map((_, id) => id).filter((id) => hand.playedAt[id]! < 0 && id !== change.play?.id);
  const room = [...Array.from({ length: seats }, (_, s) => held(hand, s) - (change.play?.seat === s ? 1 : 0)), hand.stock];
  const may = (id: number, p: number): boolean => {
    const known = knownHolder(hand, id);
    if (known >= 0) return known === p;
    if (p === seats) return true;
    if (passedOn(hand, p, id)) return false;
    return !(change.shown?.seat === p && change.shown.pips.some((pip) => shows(BONES[id]!, pip)));
  };
  return { out, room, may };
}

/** Whether every bone out has a place with room for it: Kuhn's augmenting paths over the slots. */
function fits({ out, room, may }: Places): boolean {
  if (room.some((r) => r < 0)) return false;
  const slots = room.flatMap((r, p) => Array.from({ length: r }, () => p));
  return everyBonePlaced(out, slots.length, (id, j) => may(id, slots[j]!));
}

/** A refusal for what the moves prove about where the bones are (Hall's condition), not a renege or a known bone elsewhere. */
const HALL_KINDS = new Set(['must-hold', 'no-room', 'must-hold-pose', 'no-room-pose']);
function refusedByHall(error: { readonly code: string; readonly params?: Readonly<Record<string, unknown>> }): boolean {
  const reason = error.params?.reason as { readonly kind?: string } | undefined;
  return ['play/impossible', 'pass/contradicts', 'draw/contradicts'].includes(error.code) && HALL_KINDS.has(reason?.kind ?? '');
}

describe('what the moves prove with bones drawn face known (Cuban draw game, four players, no deal)', () => {
  it('a play, pass or draw is refused as impossible exactly when no sharing of the bones out explains it', () => {
    const seen: Record<string, number> = { accepted: 0 };
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 1 << 16 }), { maxLength: 200 }), fc.nat({ max: 6 }), fc.nat({ max: 3 }), (choices, high, poser) => {
        const started = startHand({ rules: RULES, pose: { by: 'anyone' }, seatNames: NAMES });
        if (!started.ok) throw new Error(started.error.message);
        const first = applyMove(started.value, { seat: poser, bone: [high, high] });
        if (!first.ok) throw new Error(first.error.message);
        let h: Hand = first.value;
        let k = 0;
        while (h.status === 'playing' && h.moves.length < 200) {
          const seat = h.turn!;
          const ends = h.ends!;
          const out = BONES.map((b, id) => ({ b, id })).filter(({ id }) => h.playedAt[id]! < 0);
          const candidates: Move[] = out
            .filter(({ b }) => shows(b, ends[0]) || shows(b, ends[1]))
            .flatMap(({ b }): Move[] => (['left', 'right'] as const).filter((e) => shows(b, ends[e === 'left' ? 0 : 1])).map((end) => ({ seat, bone: b, end })));
          candidates.push({ seat, pass: true });
          if (h.stock > 0) {
            candidates.push({ seat, draw: 1 });
            for (const { b } of out) candidates.push({ seat, draw: [b] });
          }
          const accepted: Hand[] = [];
          for (const m of candidates) {
            const r = applyMove(h, m);
            const change = isPlay(m) ? { play: { seat, id: idOf(m.bone) } } : { shown: { seat, pips: [ends[0], ends[1]] } };
            const explained = fits(placesOf(h, change));
            const what = `${JSON.stringify(h.moves)} + ${JSON.stringify(m)}: ${r.ok ? 'accepted' : `${r.error.code} ${r.error.message}`}`;
            if (r.ok) {
              expect(explained, what).toBe(true);
              // A play or pass leaves a hand some sharing explains (a draw adds what it shows: below).
              if (!isDraw(m)) expect(fits(placesOf(r.value)), what).toBe(true);
              accepted.push(r.value);
              seen.accepted!++;
            } else {
              if (refusedByHall(r.error)) expect(explained, what).toBe(false);
              // No sharing explains it: refused, for this or for a reason found before it.
              seen[r.error.code] = (seen[r.error.code] ?? 0) + 1;
            }
            if (!explained) expect(r.ok, what).toBe(false);
          }
          if (accepted.length === 0) break;
          // Passes and unseen draws are favoured, so that seats run out of numbers; known draws make bones known.
          const c = choices[k++] ?? 0;
          const prefer = accepted.findIndex((x) => {
            const m = x.moves[x.moves.length - 1]!;
            return c % 3 === 0 ? isDraw(m) && typeof m.draw !== 'number' : c % 3 === 1 ? isPass(m) || (isDraw(m) && typeof m.draw === 'number') : false;
          });
          h = accepted[prefer >= 0 ? prefer : c % accepted.length]!;
        }
      }),
      { numRuns: 40 },
    );
    // Not vacuous: moves refused by what the moves prove, and moves accepted.
    expect((seen['play/impossible'] ?? 0) + (seen['pass/contradicts'] ?? 0) + (seen['draw/contradicts'] ?? 0)).toBeGreaterThan(0);
    expect(seen.accepted).toBeGreaterThan(0);
  });
});
