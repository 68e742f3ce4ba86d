/**
 * The incremental path (advanceReport) against the full replay (parseRecord + checkRecord in
 * progress mode, what db/matches.ts ran for every move before): for every move of random legal
 * matches, and for wrong moves tried at every point, both must give exactly the same verdict —
 * the same error (code, message, hand, move, field) or the same report.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { advanceReport, thrownIn } from '../../domain/advance.ts';
import { legalPlays } from '../../domain/hand.ts';
import type { Move } from '../../domain/hand.ts';
import { checkRecord, parseRecord } from '../../domain/record.ts';
import type { HandRecord, MatchRecord, MatchReport, RecordError } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { optionsInputArb } from '../support/arbitraries.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import { pick, randomFamilyRecord, randomMatchRecord, rng } from '../support/random.ts';

/**
 * The full path: the whole candidate record parsed and replayed. A hand thrown in takes no more
 * moves: appended to it, a move would stand before its redeal in the file (where Lankford's draws
 * before a redeal are written), so the incremental path refuses it as the record's own error.
 */
function full(record: MatchRecord, h: number, raw: unknown): Result<MatchReport, RecordError> {
  if (record.hands[h]!.redeal) {
    const [code, message, params] = thrownIn(h);
    return { ok: false, error: { code, message, hand: h, move: null, field: `hands[${h}].redeal`, params } };
  }
  // As the file is written: a hand thrown in before any move has `redeal` and no `moves`.
  const written = (hand: HandRecord) => (hand.redeal && hand.moves.length === 0 ? (({ moves: _moves, ...rest }) => rest)(hand) : hand);
  const hands = record.hands.map((hand, i) => (i === h ? { ...hand, moves: [...hand.moves, raw] } : written(hand)));
  const parsed = parseRecord({ ...record, hands });
  return parsed.ok ? checkRecord(parsed.value, { inProgress: true }) : parsed;
}

function incremental(report: MatchReport, h: number, raw: unknown): Result<MatchReport, RecordError> {
  const advanced = advanceReport(report, h, raw);
  return advanced.ok ? { ok: true, value: advanced.value.report } : advanced;
}

function checked(record: MatchRecord): MatchReport {
  const report = checkRecord(record, { inProgress: true });
  if (!report.ok) throw new Error(`prefix should be valid: ${report.error.message}`);
  return report.value;
}

/** Wrong (or right) moves a scorekeeper might type at this point, and some no one would. */
function candidates(report: MatchReport, truth: Move, random: () => number): unknown[] {
  const out: unknown[] = [];
  const hand = report.current?.hand;
  const seats = report.rules.seats;
  const top = report.rules.maxPip + 2;
  for (let i = 0; i < 3; i++) {
    const seat = Math.floor(random() * seats);
    const bone = [Math.floor(random() * top), Math.floor(random() * (top - 1))];
    out.push(random() < 0.25 ? { seat, pass: true } : random() < 0.5 ? { seat, bone, end: random() < 0.5 ? 'left' : 'right' } : { seat, bone });
  }
  // Draws, of a count and of bones, right or wrong.
  const drawer = Math.floor(random() * seats);
  out.push({ seat: drawer, draw: 1 + Math.floor(random() * 3) }, { seat: drawer, draw: [[Math.floor(random() * top), Math.floor(random() * top)]] });
  if (hand) {
    // A play the engine accepts, by someone else or on the other end.
    for (let s = 0; s < seats; s++) {
      const plays = legalPlays(hand, s);
      if (plays.length > 0) out.push({ seat: (s + 1) % seats, ...pick(plays, random) });
    }
    out.push({ seat: truth.seat, pass: true });
  }
  out.push(pick<unknown>([{ seat: 9, pass: true }, { seat: 0, bone: [6, 6], x: 1 }, null, 'pass', { seat: 0, bone: [6] }], random));
  return out;
}

/** Replays `whole` hand by hand, comparing the two paths at every move (and wrong ones beside it). */
function compareAlong(whole: MatchRecord, seed: number): number {
  const random = rng(seed ^ 0x5eed);
  let compared = 0;
  for (let h = 0; h < whole.hands.length; h++) {
    const target = whole.hands[h]!;
    const start: HandRecord = { moves: [], ...(target.dealt && { dealt: target.dealt }), ...(target.redeal && { redeal: target.redeal }) };
    let record: MatchRecord = { ...whole, hands: [...whole.hands.slice(0, h), start] };
    let report = checked(record);
    if (target.redeal) {
      // A hand thrown in takes no move.
      const raw = { seat: 0, pass: true };
      expect(incremental(report, h, raw)).toEqual(full(record, h, raw));
      compared++;
      continue;
    }
    for (const move of target.moves) {
      const tries = candidates(report, move, random);
      for (const raw of [pick(tries, random), pick(tries, random)]) {
        expect(incremental(report, h, raw)).toEqual(full(record, h, raw));
        compared++;
      }
      if (h > 0) {
        const earlier = Math.floor(random() * h);
        expect(incremental(report, earlier, move)).toEqual(full(record, earlier, move));
      }
      const next = incremental(report, h, move);
      expect(next).toEqual(full(record, h, move));
      if (!next.ok) throw new Error(next.error.message);
      report = next.value;
      record = report.record;
    }
  }
  return compared;
}

describe('advanceReport', () => {
  it('agrees with a full checkRecord in every family, seat count, with or without the deal, with draws and redeals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(...RULE_FAMILIES),
        fc.nat(),
        fc.boolean(),
        (seed, rules, seatPick, withDeal) => {
          const counts = FAMILIES[rules].seatCounts;
          const seats = counts[seatPick % counts.length]!;
          const whole = randomFamilyRecord(seed, 3, { rules, seats, withDeal, vary: !withDeal, redealOneIn: 4 });
          expect(compareAlong(whole, seed)).toBeGreaterThan(0);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it('gives exactly the verdicts of a full checkRecord, move by move, legal or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        optionsInputArb,
        (seed, withDeal, options) => {
          const whole = randomMatchRecord(seed, 3, { withDeal, ...(options && { options }) });
          const random = rng(seed ^ 0x5eed);
          let compared = 0;
          for (let h = 0; h < whole.hands.length; h++) {
            const target = whole.hands[h]!;
            const start: HandRecord = { moves: [], ...(target.dealt && { dealt: target.dealt }) };
            let record: MatchRecord = { ...whole, hands: [...whole.hands.slice(0, h), start] };
            let report = checked(record);
            for (const move of target.moves) {
              // Two of the candidates at each point keeps the full replays (about 1 ms each) affordable.
              const tries = candidates(report, move, random);
              for (const raw of [pick(tries, random), pick(tries, random)]) {
                expect(incremental(report, h, raw)).toEqual(full(record, h, raw));
                compared++;
              }
              if (h > 0) {
                // A move sent to a hand that is over.
                const earlier = Math.floor(random() * h);
                expect(incremental(report, earlier, move)).toEqual(full(record, earlier, move));
              }
              const next = incremental(report, h, move);
              expect(next).toEqual(full(record, h, move));
              if (!next.ok) throw new Error(next.error.message);
              report = next.value;
              record = report.record;
            }
            // After the hand's last move: any further move is refused the same way.
            const after = { seat: 0, pass: true };
            expect(incremental(report, h, after)).toEqual(full(record, h, after));
          }
          expect(compared).toBeGreaterThan(0);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);
});
