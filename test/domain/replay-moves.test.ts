/**
 * `replayMoves` (the fast path: a hand's moves replayed with its arrays changed in place, what
 * checkRecord and replayHand run) against `applyMove` one move at a time (the reference path, a
 * new value each move): for random legal hands of every family and seat count, with and without
 * the deal, and for the same hands broken at one move, both give exactly the same hand or the same
 * error at the same move, and the hand replayed from is left as it was.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/families/index.ts';
import { applyMove, replayMoves, startHand } from '../../domain/hand.ts';
import type { Hand, HandError, HandSetup, Move } from '../../domain/hand.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { pick, randomFamilyRecord, rng } from '../support/random.ts';

interface Preset {
  readonly rules: RuleFamily;
  readonly seats: number;
  readonly options?: Record<string, unknown>;
}

/** Every family at every seat count it allows, and the options that add draws or known bones. */
const PRESETS: readonly Preset[] = [
  ...RULE_FAMILIES.flatMap((rules) => FAMILIES[rules].seatCounts.map((seats) => ({ rules, seats }))),
  { rules: 'jamaican-cut-throat', seats: 2, options: { twoPlayers: 'draw' } },
  { rules: 'jamaican-cut-throat', seats: 4, options: { pose: 'sporting' } },
  { rules: 'chiva', seats: 3, options: { pose: 'sporting' } },
  { rules: 'haitian-individual', seats: 2, options: { twoPlayers: 'block' } },
  { rules: 'cuban', seats: 4, options: { set: 'double-six' } },
];

/** The reference path: `applyMove` move by move, the error tagged with its move. */
function reference(hand: Hand, moves: readonly Move[]): Result<Hand, HandError & { readonly move: number }> {
  let state = hand;
  for (let i = 0; i < moves.length; i++) {
    const next = applyMove(state, moves[i]!);
    if (!next.ok) return { ok: false, error: { ...next.error, move: i } };
    state = next.value;
  }
  return { ok: true, value: state };
}

/** Each hand of a checked random record as a setup (pose from the match) and its moves. */
function handsOf(record: MatchRecord): { setup: HandSetup; moves: readonly Move[] }[] {
  const report = checkRecord(record);
  if (!report.ok) throw new Error(`generated record is invalid: ${report.error.message}`);
  return report.value.hands.flatMap((h, i) => (h.redeal ? [] : [{ setup: h.hand.setup, moves: record.hands[i]!.moves }]));
}

/** A move a scorekeeper might wrongly type, or one no one would. */
function wrongMove(setup: HandSetup, random: () => number): Move {
  const seats = setup.rules.seats;
  const seat = Math.floor(random() * (seats + 1));
  const top = setup.rules.maxPip + 2;
  const bone: [number, number] = [Math.floor(random() * top), Math.floor(random() * top)];
  const kind = random();
  if (kind < 0.3) return { seat, pass: true };
  if (kind < 0.4) return { seat, draw: 1 + Math.floor(random() * 3) };
  if (kind < 0.5) return { seat, draw: [bone] };
  return random() < 0.5 ? { seat, bone, end: random() < 0.5 ? 'left' : 'right' } : { seat, bone };
}

/** The legal moves, and variants broken at one move: replaced, dropped, swapped with the next, or cut short. */
function variants(setup: HandSetup, moves: readonly Move[], random: () => number): (readonly Move[])[] {
  const out: (readonly Move[])[] = [moves];
  const at = Math.floor(random() * moves.length);
  out.push(moves.map((m, i) => (i === at ? wrongMove(setup, random) : m)));
  out.push(moves.filter((_, i) => i !== at));
  if (at + 1 < moves.length) out.push(moves.map((m, i) => (i === at ? moves[at + 1]! : i === at + 1 ? moves[at]! : m)));
  out.push([...moves, pick(moves, random)]);
  out.push(moves.slice(0, at));
  return out;
}

function snapshot(hand: Hand): unknown {
  return structuredClone({ ...hand, setup: null, set: null });
}

describe('replayMoves, the fast replay, against applyMove move by move', () => {
  it.each(PRESETS.map((p) => [`${p.rules} ${p.seats} seats${p.options ? ` ${JSON.stringify(p.options)}` : ''}`, p] as const))(
    '%s: the same hand or the same error at the same move, and the hand replayed from unchanged',
    (_, preset) => {
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), (seed, withDeal) => {
          const record = randomFamilyRecord(seed, 3, { rules: preset.rules, seats: preset.seats, ...(preset.options && { options: preset.options }), withDeal, vary: true });
          const random = rng(seed ^ 0x7e57);
          // checkRecord's setups carry the deal when the record has it.
          for (const { setup, moves } of handsOf(record)) {
            const started = startHand(setup);
            if (!started.ok) throw new Error(started.error.message);
            for (const candidate of variants(setup, moves, random)) {
              // From the start, and from part-way through (a hand someone else keeps).
              expect(replayMoves(started.value, candidate)).toEqual(reference(started.value, candidate));
              const cut = Math.floor(random() * (candidate.length + 1));
              const middle = reference(started.value, candidate.slice(0, cut));
              if (!middle.ok) continue;
              const before = snapshot(middle.value);
              const rest = candidate.slice(cut);
              const fast = replayMoves(middle.value, rest);
              expect(fast).toEqual(reference(middle.value, rest));
              expect(snapshot(middle.value)).toEqual(before);
              // The state replayed to is a value too: moves applied to it do not change it.
              if (fast.ok && rest.length > 0) {
                const after = snapshot(fast.value);
                applyMove(fast.value, wrongMove(setup, random));
                replayMoves(fast.value, [pick(moves, random)]);
                expect(snapshot(fast.value)).toEqual(after);
              }
            }
          }
        }),
        { numRuns: 12 },
      );
    },
  );
});
