/**
 * Issue 19 items 8-11 and issue 25 item 15: rules the Latin games are played by elsewhere (LeoDomino's Dominican,
 * Puerto Rican and Haitian games, open_spiel's Latin team game), each an option off by default
 * (docs/rules.md has each with "played by" beside the texts' "written in"). Each case is the
 * issue's scenario as hand results (pips by seat, who blocked) and the other project's expected
 * score and next pose. Properties: random matches with the options on are valid and score as the
 * option says, and every option left at its default plays every match exactly as before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../../domain/families/index.ts';
import type { RuleFamily } from '../../../domain/rules.ts';
import { checkRecord } from '../../../domain/record.ts';
import type { MatchReport } from '../../../domain/record.ts';
import { formatReport } from '../../../cli/report.ts';
import { after, play, result } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';

/** A block won by `winner`, blocked by seat `blocker` (three passes after its last play), posed by `poser`. */
const block = (winner: number | null, pips: number[], blocker: number, poser = 0) =>
  result({ winner, outcome: winner === null ? 'tied' : 'blocked', seats: winner === null ? [0, 1] : [winner], pips, poser, passRuns: [{ seat: blocker, passes: 3 }] });
const domino = (seat: number, pips: number[], poser = 0) => result({ winner: seat % 2, outcome: 'domino', seats: [seat], pips, poser });

describe('issue 19 item 8: the Dominican game (LeoDomino) as Latin Partnership options', () => {
  // Ann & Cat hold 10 + 5 = 15, Ben & Dan 3 + 20 = 23: Ann & Cat win the block.
  const pips = [10, 3, 5, 20];
  it('a block scored by the difference of the teams\' pips (blockScore "difference"): 23 - 15 = 8, not the losers\' 23', () => {
    expect(play('latin-partnership', {}, [block(0, pips, 2)]).hands[0]).toMatchObject({ points: 23 });
    expect(play('latin-partnership', { blockScore: 'difference' }, [block(0, pips, 2)]).hands[0]).toMatchObject({ points: 8, notes: ['difference'] });
    expect(after('latin-partnership', { blockScore: 'difference' }, [block(0, pips, 2)]).score).toEqual([8, 0]);
  });
  it('the referee says a block scored by the difference as such', () => {
    const seed = [...Array(200).keys()].find((n) => {
      const r = checkRecord(randomFamilyRecord(n, 6, { rules: 'latin-partnership', options: { blockScore: 'difference' } }));
      return r.ok && r.value.hands.some((h) => h.score.notes?.includes('difference'));
    })!;
    const r = checkRecord(randomFamilyRecord(seed, 6, { rules: 'latin-partnership', options: { blockScore: 'difference' } }));
    if (!r.ok) throw new Error(r.error.message);
    expect(formatReport(r.value)).toMatch(/win \d+ points? \(the difference of the teams' pips, \d+ less \d+\)/);
  });
  it('a domino is scored as ever under "difference"', () => {
    expect(play('latin-partnership', { blockScore: 'difference' }, [domino(1, [10, 0, 5, 20])]).hands[0]).toMatchObject({ points: 15 });
  });
  it('after a block, the player who blocked starts the next hand when his team won it (blockerStarts)', () => {
    // Cat (seat 2) blocked and Ann & Cat won: Cat starts, not Ben (the seat after the poser, by rotation).
    expect(after('latin-partnership', {}, [block(0, pips, 2)]).pose).toEqual({ by: 'seats', seats: [1] });
    expect(after('latin-partnership', { blockerStarts: true }, [block(0, pips, 2)]).pose).toEqual({ by: 'seats', seats: [2] });
    // Dan (seat 3) blocked but Ann & Cat won: the rotation as usual.
    expect(after('latin-partnership', { blockerStarts: true }, [block(0, pips, 3)]).pose).toEqual({ by: 'seats', seats: [1] });
    // Under "winning-team" too the blocker, not either partner.
    expect(after('latin-partnership', { blockerStarts: true, starter: 'winning-team' }, [block(0, pips, 2)]).pose).toEqual({ by: 'seats', seats: [2] });
  });
});

describe('issue 25 item 15: the player who went out opens the next hand (starter "winner", LeoDomino\'s Dominican game)', () => {
  // LeoDomino, src/game/rules/dominicanStart.js: "Later rounds after a win: previous round winner
  // opens freely"; issue 25 item 15: "the player who went out opens the next hand, not his partner".
  const pips = [10, 3, 5, 20];
  it('Cat goes out: by the text either of Ann and Cat starts ("a member of the team that won"), under "winner" Cat alone, any bone', () => {
    expect(after('latin-partnership', { starter: 'winning-team' }, [domino(2, pips)]).pose).toEqual({ by: 'team', team: 0 });
    expect(after('latin-partnership', { starter: 'winner' }, [domino(2, pips)]).pose).toEqual({ by: 'seats', seats: [2] });
    expect(after('latin-partnership', { starter: 'winner' }, [domino(3, pips)]).pose).toEqual({ by: 'seats', seats: [3] });
  });
  it('with a double to start, the player who went out poses a double (or his partner, or any bone, as the rule says)', () => {
    expect(after('latin-partnership', { starter: 'winner', mustStartDouble: true }, [domino(1, pips)]).pose).toEqual({ by: 'seats', seats: [1], double: true });
  });
  it('a block is won by a team: either partner starts, or the player who blocked under blockerStarts (LeoDomino: "prefer block causer if on winning team"); a tie, the 6-6 holder', () => {
    expect(after('latin-partnership', { starter: 'winner' }, [block(0, pips, 3)]).pose).toEqual({ by: 'team', team: 0 });
    expect(after('latin-partnership', { starter: 'winner', blockerStarts: true }, [block(0, pips, 2)]).pose).toEqual({ by: 'seats', seats: [2] });
    expect(after('latin-partnership', { starter: 'winner' }, [block(null, [10, 10, 5, 5], 3)]).pose).toEqual({ by: 'holder', bone: [6, 6], forced: true });
    // LeoDomino's tied block, started again by the same player: blockTie "deal-again".
    expect(after('latin-partnership', { starter: 'winner', blockTie: 'deal-again' }, [domino(2, pips), block(null, [10, 10, 5, 5], 3, 2)]).pose).toEqual({ by: 'seats', seats: [2] });
  });
  it('random matches under "winner": every hand after a domino is posed by the player who went out', () => {
    let met = 0;
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = checked('latin-partnership', { starter: 'winner', blockerStarts: seed % 2 === 0 }, seed);
        r.hands.forEach((h, i) => {
          const next = r.record.hands[i + 1];
          if (h.result.outcome !== 'domino' || !next) return;
          met++;
          expect(next.moves[0]!.seat).toBe(h.result.seats[0]);
        });
      }),
      { numRuns: 25 },
    );
    expect(met).toBeGreaterThan(0);
  });
});

describe('issue 19 item 9: Doscientos as LeoDomino plays the Puerto Rican 200', () => {
  it('the winners score only the opponents\' pips (scoring "opponents"): Ben dominoes, Ann 10 + Cat 5 = 15, not all 22', () => {
    expect(play('doscientos', {}, [domino(1, [10, 0, 5, 7])]).hands[0]).toMatchObject({ points: 22 });
    expect(play('doscientos', { scoring: 'opponents' }, [domino(1, [10, 0, 5, 7])]).hands[0]).toMatchObject({ points: 15 });
  });
  it('after a tied block the same player poses again, any bone, and nothing is scored (blockTie "deal-again")', () => {
    const tied = block(null, [6, 6, 9, 9], 2, 3);
    expect(after('doscientos', {}, [tied]).pose).toEqual({ by: 'holder', bone: [6, 6], forced: true });
    const { states, hands } = play('doscientos', { blockTie: 'deal-again' }, [tied]);
    expect(states[1]).toMatchObject({ score: [0, 0], pose: { by: 'seats', seats: [3] } });
    expect(hands[0]).toMatchObject({ points: 0, notes: ['deal-again'] });
  });
  it('Quinientos, scored as Doscientos, takes the same options', () => {
    // Quinientos adds its game bonus to both; "opponents" leaves out Dan's 7.
    const all = play('quinientos', {}, [domino(1, [10, 0, 5, 7])]).hands[0]!.points;
    expect(play('quinientos', { scoring: 'opponents' }, [domino(1, [10, 0, 5, 7])]).hands[0]!.points).toBe(all - 7);
  });
});

describe('issue 19 item 10: the Haitian blocked tie decided for the lower seat (LeoDomino)', () => {
  // Found by the random generator, checked by hand: hand 8 blocks on 3s with Ann (1-1 5-1) and Dan
  // (6-2) tied at 8 pips, Ben 16, Cat 40.
  const record = randomFamilyRecord(46, 10, { rules: 'haitian', options: { blockTie: 'lower-seat' } });
  const eight = { ...record, hands: record.hands.slice(0, 8) };
  it('Ann (seat 0) and Dan (seat 3) tie for the fewest: no score by the text; Ann\'s team wins it under blockTie "lower-seat"', () => {
    const lower = checkRecord(eight);
    if (!lower.ok) throw new Error(lower.error.message);
    const h = lower.value.hands[7]!;
    expect(h.result).toMatchObject({ outcome: 'blocked', winner: 0, seats: [0, 3], tieBroken: 'lower-seat', pips: [8, 16, 40, 8] });
    expect(h.score.points).toBeGreaterThanOrEqual(1);
    expect(h.after.pose).toEqual({ by: 'team', team: 0 });
    const text = checkRecord({ ...eight, options: {} });
    if (!text.ok) throw new Error(text.error.message);
    expect(text.value.hands[7]!.result).toMatchObject({ outcome: 'tied', winner: null });
    expect(text.value.hands[7]!.score.points).toBe(0);
  });
  it('the settled hand names the tie and its winner in the referee\'s report', () => {
    const lower = checkRecord(eight);
    if (!lower.ok) throw new Error(lower.error.message);
    expect(formatReport(lower.value)).toContain('A tie: Ann, seated first of the tied players, wins it for Ann & Cat.');
  });
});

describe('issue 19 item 11: a Latin Partnership first hand posed by any seat with any bone (open_spiel)', () => {
  it('firstPose "any": anyone poses the first hand; by default the 6-6 holder poses the 6-6', () => {
    expect(play('latin-partnership', {}, []).states[0]!.pose).toEqual({ by: 'holder', bone: [6, 6], forced: true });
    expect(play('latin-partnership', { firstPose: 'any' }, []).states[0]!.pose).toEqual({ by: 'anyone' });
  });
  it('a record whose first hand is posed with another bone than the 6-6 is read under firstPose "any" and refused by default', () => {
    const seed = [...Array(50).keys()].find((n) => {
      const m = randomFamilyRecord(n, 1, { rules: 'latin-partnership', options: { firstPose: 'any' }, withDeal: true }).hands[0]!.moves[0]!;
      return 'bone' in m && !(m.bone[0] === 6 && m.bone[1] === 6);
    })!;
    const record = randomFamilyRecord(seed, 1, { rules: 'latin-partnership', options: { firstPose: 'any' }, withDeal: true });
    expect(checkRecord(record).ok).toBe(true);
    const refused = checkRecord({ ...record, options: {} });
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.error.code).toMatch(/^pose\//);
  });
});

const checked = (rules: RuleFamily, options: Record<string, unknown>, seed: number): MatchReport => {
  const r = checkRecord(randomFamilyRecord(seed, 12, { rules, options, withDeal: seed % 2 === 0 }));
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
};

describe('issue 19 items 8-11: properties', () => {
  it('random matches with the options on are valid; a block under "difference" scores the teams\' difference, and Doscientos "opponents" the losers\' pips', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const latin = checked('latin-partnership', { blockScore: 'difference', blockerStarts: true, firstPose: 'any' }, seed);
        for (const h of latin.hands) {
          if (h.result.outcome !== 'blocked' || h.result.winner === null) continue;
          const p = h.result.pips!;
          expect(h.score.points).toBe(Math.abs(p[0]! + p[2]! - p[1]! - p[3]!));
        }
        const dos = checked('doscientos', { scoring: 'opponents', blockTie: 'deal-again' }, seed);
        for (const h of dos.hands) {
          if (h.result.winner === null) continue;
          const p = h.result.pips!;
          expect(h.score.points).toBe(p.reduce((a, x, s) => (s % 2 !== h.result.winner ? a + x : a), 0));
        }
        checked('haitian', { blockTie: 'lower-seat' }, seed);
      }),
      { numRuns: 25 },
    );
  });

  const DEFAULTS: readonly [RuleFamily, Record<string, unknown>][] = [
    ['latin-partnership', { blockScore: 'winners', blockerStarts: false, firstPose: 'double-six' }],
    ['doscientos', { scoring: 'all', blockTie: 'no-score' }],
    ['quinientos', { scoring: 'all' }],
    ['haitian', { blockTie: 'no-score' }],
  ];
  it('every option left at its default changes nothing: the same records score and pose every hand the same', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DEFAULTS), fc.integer(), ([rules, defaults], seed) => {
        const record = randomFamilyRecord(seed, 12, { rules, withDeal: seed % 2 === 0 });
        const before = checkRecord(record);
        const written = checkRecord({ ...record, options: defaults as never });
        if (!before.ok || !written.ok) throw new Error('a random record was refused');
        const facts = (r: MatchReport) => r.hands.map((h) => [h.score, h.after.score, h.after.pose, h.after.winner]);
        expect(facts(written.value)).toEqual(facts(before.value));
      }),
      { numRuns: 40 },
    );
  });
});

// The families' schemas know the new options (a file naming them is read, not refused as unknown).
it('the schemas take the new options', () => {
  expect(FAMILIES['latin-partnership'].options.safeParse({ blockScore: 'difference', blockerStarts: true, firstPose: 'any' }).success).toBe(true);
  expect(FAMILIES.doscientos.options.safeParse({ scoring: 'opponents', blockTie: 'deal-again' }).success).toBe(true);
  expect(FAMILIES.haitian.options.safeParse({ blockTie: 'lower-seat' }).success).toBe(true);
});
