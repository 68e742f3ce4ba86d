/**
 * Every new hand shares its starting arrays with every other hand of the same rules (in-play.ts:
 * `InPlay.bySeat`, `byBone`, `bySeatPip`), so starting a hand allocates nothing. That is safe only
 * while no move writes a hand's arrays in place: one that did would corrupt every later hand of
 * the preset. These tests play random hands of every family, with the deal and without it, try
 * refused moves at every step, and check that the shared arrays and the hands before each move
 * are unchanged.
 */
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { applyMove, replayHand, startHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move } from '../../domain/hand.ts';
import { inPlayOf } from '../../domain/in-play.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { HandRules } from '../../domain/rules.ts';
import { pick, playRandomHand, randomDealAndStock, rng } from '../support/random.ts';

const NAMES = ['Ann', 'Ben', 'Cat', 'Dan'];

/** Every array-valued field of a hand, copied. */
function arraysOf(hand: Hand): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [key, value] of Object.entries(hand)) {
    if (Array.isArray(value) || ArrayBuffer.isView(value)) out[key] = Array.from(value as ArrayLike<unknown>, (v) => (Array.isArray(v) ? [...(v as unknown[])] : v));
  }
  return out;
}

function sharedOf(rules: HandRules): unknown[][] {
  const inPlay = inPlayOf(rules);
  return [[...inPlay.bySeat], [...inPlay.byBone], [...inPlay.bySeatPip], [...inPlay.byId]];
}

/** Moves to try at any point, most of them refused: other seats, bones down or unheld, passes, draws. */
function probes(hand: Hand, random: () => number, bones: readonly Bone[]): Move[] {
  const seats = hand.setup.rules.seats;
  const out: Move[] = [];
  for (let i = 0; i < 6; i++) {
    const seat = Math.floor(random() * seats);
    const bone = pick(bones, random);
    out.push({ seat, bone, end: random() < 0.5 ? 'left' : 'right' }, { seat, bone }, { seat, pass: true }, { seat, draw: 1 }, { seat, draw: [bone] });
  }
  return out;
}

describe('the arrays a new hand shares are never written in place (in-play.ts)', () => {
  for (const id of RULE_FAMILIES) {
    const family = FAMILIES[id];
    for (const seats of family.seatCounts) {
      it(`${id}, ${seats} seats: random hands with and without the deal, refused moves at every step`, () => {
        const options = family.options.parse({});
        const rules = family.handRules(options, seats);
        const pose = family.start(options, rules).pose;
        const shared = sharedOf(rules);
        const random = rng(seats * 7919 + id.length);
        for (let round = 0; round < 6; round++) {
          const { dealt, stock } = randomDealAndStock(rules, random);
          const setup: HandSetup = { rules, pose, seatNames: NAMES.slice(0, seats), dealt };
          let played: ReturnType<typeof playRandomHand>;
          try {
            played = playRandomHand(setup, random, false, stock);
          } catch {
            continue; // the pose's bone is in the boneyard or sleeping: no hand to play
          }
          const bones = [...dealt.flat(), ...stock];
          // The same moves with the deal and without it: each state checked before and after its probes.
          for (const withDeal of [true, false]) {
            const start = startHand(withDeal ? setup : { rules, pose, seatNames: setup.seatNames });
            if (!start.ok) throw new Error(start.error.message);
            let hand = start.value;
            for (const move of played.moves) {
              const before = arraysOf(hand);
              for (const probe of probes(hand, random, bones)) applyMove(hand, probe);
              const next = applyMove(hand, move);
              if (!next.ok) throw new Error(next.error.message);
              expect(arraysOf(hand), `hand ${round}, ${JSON.stringify(move)}`).toEqual(before);
              hand = next.value;
            }
            const replayed = replayHand(withDeal ? setup : { rules, pose, seatNames: setup.seatNames }, played.moves);
            expect(replayed.ok).toBe(true);
          }
        }
        expect(sharedOf(rules)).toEqual(shared);
      });
    }
  }

  it('a new hand does share them (so the test above guards something)', () => {
    const family = FAMILIES['jamaican-partner'];
    const options = family.options.parse({});
    const rules = family.handRules(options, 4);
    const hand = startHand({ rules, pose: family.start(options, rules).pose, seatNames: NAMES });
    if (!hand.ok) throw new Error(hand.error.message);
    expect(hand.value.played).toBe(inPlayOf(rules).bySeat);
    expect(hand.value.playedAt).toBe(inPlayOf(rules).byBone);
  });
});
