/**
 * The moves after which the engine skips or narrows Hall's test (domain/feasible.ts), checked
 * against an independent bipartite matching of the bones still out onto the places with room for
 * them (test/support/matching.ts), on random hands of every family, seat count and kind of pose,
 * without the deal (what the moves prove is then all the engine knows):
 *
 * - a play of a bone the seat is known to hold (drawn face up, or the 6-6 under a sporting pose)
 *   is not tested: the seat's room and its known bones both drop by one;
 * - a pass that shows no bone missing that the seat had not already shown is not tested;
 * - with bones known to be in a hand, only the groups the move can break are tested (`knownFits`);
 * - a play after a hand measured at least 1 from failing (`fitSlack`, with bones known or not) is
 *   not tested: every hand's `fitSlack` is at most what the one-pass test measures on it afresh.
 *
 * For every candidate move of every hand reached: a move accepted leaves a hand that some sharing
 * explains (and the engine's full test, every group, agrees), and a move refused by Hall's
 * condition is one after which no sharing explains the hand. Hands are built from accepted moves,
 * passes and draws favoured so that seats run out of numbers and bones become known.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptedBits } from '../../domain/arms.ts';
import { boneId, LO_BITS } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { infeasible, measuredSlack } from '../../domain/feasible.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { applyMove, held, isDraw, isPass, isPlay, knownHolder, legalPlays, passedOn, startHand } from '../../domain/hand.ts';
import type { Hand, Move, Pose } from '../../domain/hand.ts';
import type { HandRules, RuleFamily } from '../../domain/rules.ts';
import { NAMES } from '../support/families.ts';
import { everyBonePlaced } from '../support/matching.ts';

const idOf = (b: Bone) => boneId(b[0], b[1]);

/** What a move changes about where the bones out may be, for the matching of the hand it would leave. */
interface Change {
  /** A bone leaves `seat`'s hand. */
  readonly play?: { readonly seat: number; readonly id: number };
  /** `seat` shows it holds none of `lacks` (bones of unknown origin that fit the layout). */
  readonly shown?: { readonly seat: number; readonly lacks: ReadonlySet<number> };
  /** `seat` drew `id` face up from the boneyard. */
  readonly drew?: { readonly seat: number; readonly id: number };
}

/** The bones that fit the layout now: what a pass or a draw shows the seat lacks. */
function fitting(hand: Hand): Set<number> {
  const out = new Set<number>();
  if (hand.arms) {
    const [lo, hi] = acceptedBits(hand.arms, hand.set);
    for (let id = 0; id < hand.set.bones.length; id++) if ((id < LO_BITS ? lo & (1 << id) : hi & (1 << (id - LO_BITS))) !== 0) out.add(id);
    return out;
  }
  const [l, r] = hand.ends!;
  hand.set.bones.forEach((b, id) => {
    if (b[0] === l || b[1] === l || b[0] === r || b[1] === r) out.add(id);
  });
  return out;
}

/**
 * Whether some sharing of the bones still out explains `hand` changed by `change`: every seat
 * holds what it was dealt and drew less what it played, none a bone it showed it lacks (unless
 * known to be there), a known bone only in its place, the rest sleeping or in the boneyard.
 */
function explained(hand: Hand, change: Change = {}): boolean {
  const seats = hand.setup.rules.seats;
  const out = hand.set.bones.map((_, id) => id).filter((id) => hand.inPlay[id] === 1 && hand.playedAt[id]! < 0 && id !== change.play?.id);
  const room = [...Array.from({ length: seats }, (_, s) => held(hand, s) - (change.play?.seat === s ? 1 : 0) + (change.drew?.seat === s ? 1 : 0)), hand.stock - (change.drew ? 1 : 0)];
  if (room.some((r) => r < 0)) return false;
  const may = (id: number, p: number): boolean => {
    if (change.drew?.id === id) return p === change.drew.seat;
    const known = knownHolder(hand, id);
    if (known >= 0) return known === p;
    if (p === seats) return true;
    if (passedOn(hand, p, id)) return false;
    return !(change.shown?.seat === p && change.shown.lacks.has(id));
  };
  const slots = room.flatMap((r, p) => Array.from({ length: r }, () => p));
  return everyBonePlaced(out, slots.length, (id, j) => may(id, slots[j]!));
}

/** A refusal for what the moves prove about where the bones are (Hall's condition). */
const HALL_KINDS = new Set(['must-hold', 'no-room', 'must-hold-pose', 'no-room-pose']);
function refusedByHall(error: { readonly code: string; readonly params?: Readonly<Record<string, unknown>> }): boolean {
  const reason = error.params?.reason as { readonly kind?: string } | undefined;
  return ['play/impossible', 'pass/contradicts', 'draw/contradicts', 'draw/not-in-boneyard'].includes(error.code) && HALL_KINDS.has(reason?.kind ?? '');
}

/** Every move worth trying by the seat to play: each bone out on each end or arm, a pass, draws. */
function candidates(hand: Hand, seat: number): Move[] {
  const out: Move[] = [];
  const ends = hand.arms ? (['north', 'east', 'south', 'west'] as const) : (['left', 'right'] as const);
  hand.set.bones.forEach((bone, id) => {
    if (hand.inPlay[id] === 0 || hand.playedAt[id]! >= 0) return;
    for (const end of ends) out.push({ seat, bone, end });
  });
  out.push({ seat, pass: true });
  if (hand.setup.rules.rest === 'boneyard' && hand.stock > 0) {
    out.push({ seat, draw: 1 });
    hand.set.bones.forEach((bone, id) => {
      if (hand.inPlay[id] === 1 && hand.playedAt[id]! < 0) out.push({ seat, draw: [bone] });
    });
  }
  return out;
}

interface Seen {
  accepted: number;
  refusedByHall: number;
  knownPlays: number;
  repeatPasses: number;
  slackPlays: number;
  slackKnownPlays: number;
}

/** Plays one random hand from `hand`, checking every candidate move of every hand reached. */
function checkHand(start: Hand, choices: readonly number[], seen: Seen): void {
  let h = start;
  const seats = h.setup.rules.seats;
  let k = 0;
  // The pose: any legal one (what a pose proves is tested elsewhere: test/domain/properties.test.ts).
  while (h.status === 'playing' && h.ends === null && h.arms === null) {
    const seat = h.turn ?? (choices[k] ?? 0) % seats;
    const plays = legalPlays(h, seat);
    const tries: Move[] = plays.length > 0 ? plays.map((p) => ({ seat, bone: p.bone })) : [{ seat, draw: 1 }];
    const next = applyMove(h, tries[(choices[k++] ?? 0) % tries.length]!);
    if (!next.ok) return;
    h = next.value;
  }
  while (h.status === 'playing' && h.moves.length < 150) {
    const seat = h.turn!;
    const lacks = fitting(h);
    const accepted: Hand[] = [];
    for (const m of candidates(h, seat)) {
      const r = applyMove(h, m);
      const what = () => `${JSON.stringify(h.setup.pose)} ${JSON.stringify(h.moves)} + ${JSON.stringify(m)}: ${r.ok ? 'accepted' : `${r.error.code} ${r.error.message}`}`;
      if (r.ok) {
        // Accepted: some sharing explains the hand it leaves, and the engine's test of every group agrees.
        expect(explained(r.value), what()).toBe(true);
        expect(infeasible(r.value, seat, 'all'), what()).toBeNull();
        seen.accepted++;
        if (isPlay(m) && knownHolder(h, idOf(m.bone)) === seat) seen.knownPlays++;
        if (isPass(m) && r.value.voidLo[seat] === h.voidLo[seat] && r.value.voidHi[seat] === h.voidHi[seat]) seen.repeatPasses++;
        if (isPlay(m) && h.fitSlack >= 1) seen[h.known === null ? 'slackPlays' : 'slackKnownPlays']++;
        // A bound carried (1 or more: 0 and less skip nothing) is never more than the hand measured
        // afresh (any mover: 'all').
        if (r.value.status === 'playing' && r.value.fitSlack >= 1) {
          infeasible(r.value, seat, 'all');
          expect(r.value.fitSlack, what()).toBeLessThanOrEqual(measuredSlack());
        }
        accepted.push(r.value);
      } else if (refusedByHall(r.error)) {
        seen.refusedByHall++;
        const change: Change = isPlay(m)
          ? { play: { seat, id: idOf(m.bone) } }
          : isDraw(m) && typeof m.draw !== 'number' && r.error.code === 'draw/not-in-boneyard'
            ? { shown: { seat, lacks }, drew: { seat, id: idOf(m.draw[0]!) } }
            : { shown: { seat, lacks } };
        expect(explained(h, change), what()).toBe(false);
      }
    }
    if (accepted.length === 0) break;
    // Passes and draws favoured one time in two, so that seats run out of numbers.
    const c = choices[k++] ?? 0;
    const prefer = c % 2 === 0 ? accepted.findIndex((x) => !isPlay(x.moves[x.moves.length - 1]!)) : -1;
    h = accepted[prefer >= 0 ? prefer : (c >> 1) % accepted.length]!;
  }
}

/**
 * The pose a family's first hand starts with, and the others its later hands may have, to reach
 * every kind of known bone (sporting) and of void (a pose that must be a double). The highest-double
 * start only where the family uses it (Cuban): it proves the higher doubles asleep, which a game
 * that deals every bone, or draws from the boneyard unseen, cannot have (given such a start
 * anyway, the engine accepts hands no sharing explains, as it did before these shortcuts).
 */
function posesOf(rules: HandRules, first: Pose): Pose[] {
  const out: Pose[] = [first, { by: 'anyone' }];
  if (rules.layout === 'four-arm') return out;
  if (rules.maxPip === 6) out.push({ by: 'holder', bone: [6, 6], forced: false });
  out.push({ by: 'team', team: 0, double: true });
  return out;
}

const CONFIGS = (Object.keys(FAMILIES) as RuleFamily[]).flatMap((id) =>
  FAMILIES[id].seatCounts.map((seats) => {
    const family = FAMILIES[id];
    const options = family.options.parse({});
    const rules = family.handRules(options, seats);
    return { id, seats, rules, poses: posesOf(rules, family.start(options, rules).pose) };
  }),
);

describe('Hall-test shortcuts agree with a matching of the bones out (every family, no deal)', () => {
  const total: Seen = { accepted: 0, refusedByHall: 0, knownPlays: 0, repeatPasses: 0, slackPlays: 0, slackKnownPlays: 0 };
  for (const { id, seats, rules, poses } of CONFIGS) {
    it(`${id}, ${seats} seats: a move is accepted only when some sharing explains the hand after it, and refused by Hall's condition only when none does`, () => {
      const seen: Seen = { accepted: 0, refusedByHall: 0, knownPlays: 0, repeatPasses: 0, slackPlays: 0, slackKnownPlays: 0 };
      fc.assert(
        fc.property(fc.nat({ max: poses.length - 1 }), fc.array(fc.nat({ max: 1 << 16 }), { minLength: 10, maxLength: 150 }), (p, choices) => {
          const started = startHand({ rules, pose: poses[p]!, seatNames: NAMES.slice(0, seats) });
          if (!started.ok) throw new Error(started.error.message);
          checkHand(started.value, choices, seen);
        }),
        { numRuns: 6 },
      );
      expect(seen.accepted).toBeGreaterThan(0);
      for (const key of Object.keys(total) as (keyof Seen)[]) total[key] += seen[key];
    });
  }
  it('not vacuous: over all families, plays of known bones, passes that show nothing new and refusals by Hall were met', () => {
    expect(total.knownPlays).toBeGreaterThan(0);
    expect(total.repeatPasses).toBeGreaterThan(0);
    expect(total.slackPlays).toBeGreaterThan(0);
    expect(total.slackKnownPlays).toBeGreaterThan(0);
    expect(total.refusedByHall).toBeGreaterThan(0);
  });
});
