/**
 * Which seats' holdings settling a hand needs, family by family, from each rule text (issue 18
 * item 7: "Ask only what the scoring needs … Where a family scores only the losers, the others'
 * holdings are optional (used for checking when given)"), and the record format that leaves the
 * others out: scored the same, and a seat needed but missing refused at its place.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../../domain/families/index.ts';
import { checkRecord } from '../../domain/record.ts';
import type { HandRecord, MatchRecord } from '../../domain/record.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { seatsNeeded, seatsNeededBy } from '../../domain/settle.ts';
import { cubanDomino, withSeats } from '../support/cuban-domino.ts';
import { randomFamilyRecord } from '../support/random.ts';

interface Case {
  readonly rules: RuleFamily;
  readonly options?: Record<string, unknown>;
  readonly seats?: number;
  /** The seats needed after seat 0 dominoes (seats 0 and 2 are partners where there are teams). */
  readonly domino: readonly number[];
  /** Where the text says it. */
  readonly text: string;
}

const CASES: readonly Case[] = [
  { rules: 'jamaican-partner', domino: [], text: 'CJHPR: a hand won is worth 1 point (2 with the key bone); pips count only in a block' },
  { rules: 'jamaican-cut-throat', seats: 3, domino: [], text: 'JCTPF Cut Throat: the winner scores 1 point; pips only settle a block' },
  { rules: 'haitian', domino: [], text: 'CJHPR Haitian: games won, not pips; pips only settle a block' },
  { rules: 'puerto-rican-shutout', domino: [], text: 'CJHPR Puerto Rican: the partner game\'s points; pips only settle a block' },
  { rules: 'chiva', seats: 3, domino: [], text: 'cuban.txt Chiva: hands won; pips only settle a block' },
  { rules: 'haitian-individual', seats: 3, domino: [], text: 'CJHPR: games won; pips only settle a block' },
  { rules: 'milo', domino: [], text: 'CJHPR Milo: hands won; pips only settle a block' },
  { rules: 'cuban', domino: [1, 3], text: 'cuban.txt: "The winner\'s team scores the total number of spots on the remaining tiles held by their opponents"' },
  { rules: 'cuban', options: { set: 'double-six' }, domino: [1, 3], text: 'cuban.txt: the same scoring with the double-six set' },
  { rules: 'cuban-draw', seats: 4, domino: [1, 2, 3], text: 'cuban.txt, Lankford: "played by 2, 3 or 4 players as individuals … the total pip count of their opponents\' unplayed tiles"' },
  { rules: 'cuban-draw', seats: 2, domino: [1], text: 'cuban.txt, Lankford: two players, the opponent\'s tiles' },
  { rules: 'latin-partnership', domino: [1, 3], text: 'latin-partnership.txt: "the pip total of the losing team\'s unplayed tiles"' },
  { rules: 'latin-partnership', options: { scoring: 'all' }, domino: [1, 2, 3], text: 'latin-partnership.txt: "the total pips on all unplayed tiles, including those of the partner of the player who went out"' },
  { rules: 'sudan', domino: [1, 2, 3], text: 'latin-partnership.txt: "In Sudan … the winners score the total of all unplayed tiles"' },
  { rules: 'doscientos', domino: [1, 2, 3], text: 'latin-partnership.txt: "In all cases the winning team scores the total points of all four players"' },
  { rules: 'doscientos', options: { scoring: 'opponents' }, domino: [1, 3], text: 'issue 19 item 9: LeoDomino\'s Puerto Rican game scores only the losing team\'s pips' },
  { rules: 'quinientos', domino: [1, 2, 3], text: 'latin-partnership.txt: Doscientos\'s scoring, "the total points of all four players"' },
  { rules: 'quinientos', options: { scoring: 'opponents' }, domino: [1, 3], text: 'issue 19 item 9: Doscientos\'s option, the losing team\'s pips only' },
  { rules: 'jamaican-french', domino: [1, 2, 3], text: 'JCTPF French: every player scores what he holds, doubled "If a double tile is in an individual\'s hand"' },
];

const rulesOf = (c: Case) => {
  const family = FAMILIES[c.rules];
  return family.handRules(family.options.parse(c.options ?? {}), c.seats ?? Math.max(...family.seatCounts));
};
const seatsWhere = (needed: readonly boolean[]) => needed.flatMap((n, s) => (n ? [s] : []));

describe('the seats whose holdings the scoring reads, by family (issue 18 item 7)', () => {
  it.each(CASES)('$rules $options: after seat 0 dominoes, seats $domino ($text)', (c) => {
    expect(seatsWhere(seatsNeededBy(rulesOf(c), { domino: 0 }))).toEqual(c.domino);
  });

  it.each(CASES)('$rules $options: after a block, every seat (the fewest pips is found only from all of them)', (c) => {
    const rules = rulesOf(c);
    expect(seatsWhere(seatsNeededBy(rules, 'blocked'))).toEqual(Array.from({ length: rules.seats }, (_, s) => s));
  });

  it('every family is in the table', () => {
    expect(new Set(CASES.map((c) => c.rules))).toEqual(new Set(Object.keys(FAMILIES)));
  });
});

/** The record with, in every settled hand, only the seats `keep` says of its `left` and `pips`. */
function keepSeats(record: MatchRecord, keep: (hand: number, seat: number, needed: readonly boolean[]) => boolean): MatchRecord {
  const report = checkRecord(record);
  if (!report.ok) throw new Error(report.error.message);
  const hands = record.hands.map((hr, h): HandRecord => {
    const played = report.value.hands[h]!;
    const needed = seatsNeeded(played.hand);
    const only = <T>(map: Readonly<Record<string, T>> | undefined) =>
      map && Object.fromEntries(Object.entries(map).filter(([s]) => keep(h, Number(s), needed)));
    const left = only(hr.left);
    const pips = only(hr.pips);
    return { ...hr, ...(left && { left }), ...(pips && { pips }) };
  });
  return { ...record, hands };
}

const VARIANTS: readonly { rules: RuleFamily; options?: Record<string, unknown>; seats?: number }[] = [
  ...CASES.map((c) => ({ rules: c.rules, ...(c.options && { options: c.options }), ...(c.seats && { seats: c.seats }) })),
];

describe('a record giving only the seats needed (issue 18 item 7)', () => {
  it('is accepted and scored the same as with every seat, in every family (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...VARIANTS), fc.boolean(), (seed, v, vary) => {
        const full = randomFamilyRecord(seed, 4, { ...v, vary });
        const before = checkRecord(full);
        if (!before.ok) throw new Error(before.error.message);
        const after = checkRecord(keepSeats(full, (_h, s, needed) => needed[s]!));
        if (!after.ok) throw new Error(after.error.message);
        expect(after.value.match.score).toEqual(before.value.match.score);
        expect(after.value.hands.map((h) => h.score.points)).toEqual(before.value.hands.map((h) => h.score.points));
        expect(after.value.hands.map((h) => h.result.winner)).toEqual(before.value.hands.map((h) => h.result.winner));
      }),
      { numRuns: 150 },
    );
  });

  it('a seat needed but missing is refused at its place, and the others checked when given (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...VARIANTS), fc.nat(), (seed, v, pickSeat) => {
        const full = randomFamilyRecord(seed, 4, v);
        const report = checkRecord(full);
        if (!report.ok) throw new Error(report.error.message);
        // The first settled hand with a seat needed; the seat dropped, one of those needed.
        const h = report.value.hands.findIndex((played, i) => full.hands[i]!.left !== undefined && seatsNeeded(played.hand).some(Boolean));
        fc.pre(h >= 0);
        const needed = seatsWhere(seatsNeeded(report.value.hands[h]!.hand));
        const gone = needed[pickSeat % needed.length]!;
        const cut = keepSeats(full, (hand, s) => hand !== h || s !== gone);
        const refused = checkRecord(cut);
        expect(refused.ok).toBe(false);
        if (refused.ok) return;
        const held = full.hands[h]!.left![String(gone)]!;
        // The seat that went out holds nothing: never needed, so never the one dropped.
        expect(held.length).toBeGreaterThan(0);
        expect(refused.error).toMatchObject({ hand: h, field: `hands[${h}].left.${gone}`, params: { seat: full.seats[gone] } });
        expect(['domino/unsettled', 'block/unsettled']).toContain(refused.error.code);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a seat not needed, given (issue 18 item 7: "used for checking when given")', () => {
  it('is checked all the same: one bone too few is refused at its place, in every family where a seat is optional (property)', () => {
    const optional = VARIANTS.filter((v) => CASES.some((c) => c.rules === v.rules && c.options === v.options && c.domino.length > 0 && c.domino.length < (v.seats ?? 4) - 1));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.constantFrom(...optional), (seed, v) => {
        const full = randomFamilyRecord(seed, 4, v);
        const report = checkRecord(full);
        if (!report.ok) throw new Error(report.error.message);
        // The first domino with its winner's partner holding bones: his list one bone short.
        const h = report.value.hands.findIndex((played, i) => {
          const needed = seatsNeeded(played.hand);
          return played.result.outcome === 'domino' && full.hands[i]!.left !== undefined && needed.some((n, s) => !n && full.hands[i]!.left![String(s)]!.length > 0);
        });
        fc.pre(h >= 0);
        const needed = seatsNeeded(report.value.hands[h]!.hand);
        const left = full.hands[h]!.left!;
        const seat = needed.findIndex((n, s) => !n && left[String(s)]!.length > 0);
        const hands = full.hands.map((hr, i) => (i === h ? { ...hr, left: { ...left, [String(seat)]: left[String(seat)]!.slice(1) } } : hr));
        const refused = checkRecord({ ...full, hands });
        expect(refused.ok ? null : refused.error).toMatchObject({ code: 'left/wrong-count', hand: h, field: `hands[${h}].left.${seat}` });
      }),
      { numRuns: 100 },
    );
  });
});

describe('the Cuban domino (issue 18 item 7: "the dialog refuses to close without the winner\'s partner\'s bones")', () => {
  it('settles without the partner\'s bones, scored the same; a wrong bone listed for the partner is still refused', () => {
    const { record, partner, points } = cubanDomino();
    const settled = checkRecord(withSeats(record, (s) => s !== partner));
    expect(settled.ok && settled.value.hands[0]!.score.points).toBe(points);
    expect(settled.ok && settled.value.hands[0]!.result.notGiven).toEqual([partner]);
    // The partner's bones, given wrong (a bone already played): still checked.
    const played = record.hands[0]!.moves.find((m) => 'bone' in m)!;
    const wrong = { ...record, hands: [{ ...record.hands[0]!, left: { ...record.hands[0]!.left, [String(partner)]: ['bone' in played ? played.bone : [0, 0]] } }] } as MatchRecord;
    const refused = checkRecord(wrong);
    expect(refused.ok ? null : refused.error).toMatchObject({ code: 'left/already-played', field: `hands[0].left.${partner}[0]` });
  });

  it('an opponent\'s bones left out are refused at their place, in words naming the seat', () => {
    const { record, out } = cubanDomino();
    const opponent = (out + 1) % 4;
    const refused = checkRecord(withSeats(record, (s) => s !== opponent));
    expect(refused.ok ? null : refused.error).toMatchObject({
      code: 'domino/unsettled',
      field: `hands[0].left.${opponent}`,
      message: `The score counts what ${record.seats[opponent]} holds: give ${record.seats[opponent]}'s bones ("left") or pip total ("pips").`,
    });
  });
});
