/**
 * Property tests over random legal matches of the partnership presets with the variants of
 * latin-partnership.txt ("Partnership Dominoes") turned on: every hand's score follows an
 * independent reading of the text (below), the pass bonuses sum as the text says, and poses are
 * doubles where they must be. properties.test.ts runs the same presets through its checks for
 * every preset (valid matches, a record broken at one move refused there, poses).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boneId, isDouble } from '../../../domain/bones.ts';
import { isPass, isPlay } from '../../../domain/hand.ts';
import { checkRecord } from '../../../domain/record.ts';
import type { HandReport, MatchRecord, MatchReport } from '../../../domain/record.ts';
import { LATIN_VARIANT_PRESETS } from '../../support/families.ts';
import type { VariantPreset as Preset } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';

const name = (p: Preset) => `${p.rules} ${JSON.stringify(p.options)}`;
const caseArb = fc.record({ seed: fc.integer(), withDeal: fc.boolean() });

function generate(p: Preset, seed: number, withDeal: boolean, hands = 20): MatchRecord {
  return randomFamilyRecord(seed, hands, { ...p, withDeal, vary: true, redealOneIn: 8, explicitEnds: seed % 3 === 0 });
}

function checked(record: MatchRecord): MatchReport {
  const r = checkRecord(record);
  if (!r.ok) throw new Error(`${r.error.code} at hand ${r.error.hand}, move ${r.error.move}: ${r.error.message}`);
  return r.value;
}

/**
 * The pass bonuses of a hand by team, read from its moves: latin-partnership.txt "a bonus of 20
 * points to the team of the first player in a match who plays a tile that causes the next player
 * to pass … each subsequent occasion … 10 points … if there are two passes in succession, it is
 * only the first of them that scores, but if there are three passes, as in a blocked game, the
 * player of the last tile scores 20 points, 10 for each opponent who passed". A block with every
 * bone dealt is three passes after the last tile.
 */
function modelPassBonus(h: HandReport, firstDone: boolean): { bonus: number[]; occasions: number[]; opponents: number[]; firstDone: boolean } {
  const moves = h.hand.moves;
  const bonus = [0, 0];
  const occasions = [0, 0];
  const opponents = [0, 0];
  moves.forEach((m, i) => {
    if (!isPlay(m)) return;
    let passes = 0;
    while (i + 1 + passes < moves.length && isPass(moves[i + 1 + passes]!)) passes++;
    if (i === moves.length - 1 && h.hand.status === 'blocked') passes = 3;
    if (passes === 0) return;
    const team = m.seat % 2;
    const opp = passes >= 3 ? 2 : 1;
    bonus[team]! += 10 * opp + (firstDone ? 0 : 10);
    occasions[team]! += 1;
    opponents[team]! += opp;
    firstDone = true;
  });
  return { bonus, occasions, opponents, firstDone };
}

/** What each team adds in a hand, by an independent reading of the texts. */
function modelAdded(report: MatchReport, h: HandReport, firstDone: boolean): { added: number[]; firstDone: boolean; lowerWins: boolean } {
  const o = report.options as Record<string, unknown>;
  const r = h.result;
  const pips = r.pips ?? [];
  const team = (t: number) => pips.reduce((a, p, s) => (s % 2 === t ? a + p : a), 0);
  const all = team(0) + team(1);
  const count = (x: number) => (o.roundDown10 === true ? x - (x % 10) : x);
  const added = [0, 0];
  let lowerWins = false;
  const dealAgain = r.winner === null && o.blockTie === 'deal-again';
  if (report.family.id === 'latin-partnership' || report.family.id === 'sudan') {
    if (o.blockScore === 'both' && r.outcome !== 'domino' && !dealAgain) {
      // "Some play that in a blocked game both teams score their unplayed tiles."
      added[0] = count(team(0));
      added[1] = count(team(1));
      lowerWins = true;
    } else if (r.winner !== null) {
      // Sudan: "the winners score the total of all unplayed tiles".
      const everyPip = o.scoring === 'all' || report.family.id === 'sudan';
      added[r.winner] = count(everyPip ? all : team(1 - r.winner));
    }
  } else if (r.winner !== null) {
    // Doscientos: "the winning team scores the total points of all four players".
    let points = count(all);
    if (report.family.id === 'quinientos' && r.outcome === 'domino') {
      points += [100, 75, 50, 25][h.before.hands] ?? 0;
      const chucha = r.lastBone !== null && boneId(r.lastBone[0], r.lastBone[1]) === 0;
      const bothBlank = h.hand.ends![0] === 0 && h.hand.ends![1] === 0;
      if (chucha && (o.chuchazo === 'any' || (o.chuchazo === 'one-blank-end' && !bothBlank))) points += 100;
    }
    added[r.winner] = points;
  }
  if (o.passBonus === true) {
    const pass = modelPassBonus(h, firstDone);
    pass.bonus.forEach((b, t) => (added[t]! += b));
    firstDone = pass.firstDone;
  }
  return { added, firstDone, lowerWins };
}

describe.each(LATIN_VARIANT_PRESETS)('the Latin variants: scores', (preset) => {
  it(`${name(preset)}: every hand adds what the text says to each team, and the match is won as the text says`, () => {
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal }) => {
        const report = checked(generate(preset, seed, withDeal, 40));
        const target = report.options.target;
        let firstDone = false;
        for (const h of report.hands) {
          if (h.redeal) {
            expect(h.after).toBe(h.before);
            continue;
          }
          const model = modelAdded(report, h, firstDone);
          firstDone = model.firstDone;
          const score = h.before.score.map((p, t) => p + model.added[t]!);
          expect(h.after.score).toEqual(score);
          // "The first team that achieves a cumulative score of 100 points or more wins the match";
          // both over: the higher total, or the lower after a block both teams scored ("the winner is
          // then the team with fewer points in total"); equal: "another deal is played".
          const decider = h.before.score.some((p) => p >= target);
          const over = score.flatMap((p, t) => (p >= target ? [t] : []));
          let winner: number | null = over.length === 1 ? over[0]! : null;
          if (over.length === 2 && score[0] !== score[1]) winner = (score[0]! < score[1]!) === model.lowerWins ? 0 : 1;
          if (decider) winner = h.result.winner;
          expect(h.after.winner).toBe(winner);
        }
      }),
      { numRuns: 20 },
    );
  });
});

describe('the Latin variants: invariants', () => {
  const withBonus = LATIN_VARIANT_PRESETS.filter((p) => p.options.passBonus === true);

  it.each(withBonus)('$rules: each team\'s pass bonuses total 10 × the opponents who passed after its bones, and 10 more for the team of the first in the match', (preset) => {
    fc.assert(
      fc.property(caseArb, ({ seed, withDeal }) => {
        const report = checked(generate(preset, seed, withDeal, 30));
        const total = [0, 0];
        const opponents = [0, 0];
        let first: number | null = null;
        let firstDone = false;
        for (const h of report.hands) {
          if (h.redeal) continue;
          (h.score.passBonus ?? [0, 0]).forEach((b, t) => (total[t]! += b));
          const pass = modelPassBonus(h, true);
          pass.opponents.forEach((n, t) => (opponents[t]! += n));
          if (!firstDone && pass.occasions.some((n) => n > 0)) {
            // The first play of the hand that made the next player pass.
            const moves = h.hand.moves;
            const at = moves.findIndex((m, i) => isPlay(m) && (isPass(moves[i + 1] ?? m) || (i === moves.length - 1 && h.hand.status === 'blocked')));
            first = moves[at]!.seat % 2;
            firstDone = true;
          }
        }
        expect(total).toEqual(opponents.map((n, t) => 10 * n + (first === t ? 10 : 0)));
      }),
      { numRuns: 20 },
    );
  });

  it.each(LATIN_VARIANT_PRESETS.filter((p) => p.options.mustStartDouble === true))('$rules: every pose is a double unless neither player of the posing team was dealt one (the other case: latin-variants.test.ts)', (preset) => {
    let doubled = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const report = checked(generate(preset, seed, true, 20));
        for (let i = 0; i < report.hands.length; i++) {
          const h = report.hands[i]!;
          if (h.redeal || h.before.pose.by === 'holder') continue;
          const pose = h.hand.moves[0]!;
          if (!isPlay(pose)) throw new Error('a hand begins with a play');
          const dealt = report.record.hands[i]!.dealt!;
          const teamHasDouble = [pose.seat, (pose.seat + 2) % 4].some((s) => dealt[String(s)]!.some(isDouble));
          if (isDouble(pose.bone)) doubled++;
          else expect(teamHasDouble).toBe(false);
        }
      }),
      { numRuns: 15 },
    );
    expect(doubled).toBeGreaterThan(0);
  });
});
