/**
 * Jamaican Cut Throat's game to 100 by pips (`scoring: "points"`): HendyDom's individual game,
 * "all 28 bones dealt seven each to four players" (issue 19 item 12). No text gives its scoring;
 * ours (docs/rules.md, Jamaican Cut Throat) is the texts' Cut Throat play ("The play is the same as
 * in the partner game") counted as the Latin games count: the hand's winner scores the pips the
 * three others hold, a block going to the fewest pips, the first to 100 or more winning. Each case
 * names the item of that reading it checks; the properties check that `scoring` left at its
 * default changes nothing, and that under points the scores are exactly the others' pips.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../../api/contract.ts';
import { RULE_FAMILY_VIEWS } from '../../../api/options.ts';
import { checkEventText } from '../../../domain/events/format.ts';
import { FAMILIES } from '../../../domain/families/index.ts';
import { checkRecord, parseRecord, writeRecord } from '../../../domain/record.ts';
import type { MatchRecord, MatchReport } from '../../../domain/record.ts';
import { after, play, result } from '../../support/families.ts';
import { randomFamilyRecord } from '../../support/random.ts';
import { respondTo, root } from '../../support/referee.ts';
import { useTempService, value } from '../../support/service.ts';

const ID = 'jamaican-cut-throat';
const POINTS = { scoring: 'points' } as const;
const HOLDER_66 = { by: 'holder', bone: [6, 6], forced: true } as const;
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
const EXAMPLE = readFileSync(resolve(root, 'docs/examples/jamaican-cut-throat-points.json'), 'utf8');

const domino = (seat: number, pips: number[]) => result({ winner: seat, outcome: 'domino', seats: [seat], pips });
const block = (seat: number, pips: number[]) => result({ winner: seat, outcome: 'blocked', seats: [seat], pips });
const tied = (seats: number[], pips: number[]) => result({ winner: null, outcome: 'tied', seats, pips });

function checked(record: MatchRecord): MatchReport {
  const r = checkRecord(record);
  if (!r.ok) throw new Error(`${r.error.code} at hand ${r.error.hand}, move ${r.error.move}: ${r.error.message}`);
  return r.value;
}

describe('the game to 100 by pips, our reading (issue 19 item 12)', () => {
  it('a domino: Ben goes out, and scores the pips Ann, Cat and Dan still hold (10 + 7 + 5 = 22), where the texts\' game scores 1', () => {
    const { states, hands } = play(ID, POINTS, [domino(1, [10, 0, 7, 5])]);
    expect(hands[0]).toEqual({ points: 22, bruk: false, playoffNext: false });
    expect(states[1]).toMatchObject({ score: [0, 22, 0, 0], winner: null, pose: { by: 'team', team: 1 } });
    expect(after(ID, {}, [domino(1, [10, 0, 7, 5])]).score).toEqual([0, 1, 0, 0]);
  });

  it('a block is won by the player with the fewest pips (as in the texts\' game), who scores what the three others hold, his own counting for nothing', () => {
    const s = after(ID, POINTS, [block(0, [4, 9, 12, 20])]);
    expect(s).toMatchObject({ score: [41, 0, 0, 0], pose: { by: 'team', team: 0 } });
  });

  it('a block tied for the fewest pips scores nothing, and the holder of the 6-6 poses the 6-6 next (as in the texts\' game)', () => {
    const { states, hands } = play(ID, POINTS, [domino(2, [3, 4, 0, 5]), tied([0, 1], [6, 6, 15, 20])]);
    expect(hands[1]!.points).toBe(0);
    expect(states[2]).toMatchObject({ score: [0, 0, 12, 0], pose: HOLDER_66, tiesInRow: 1 });
  });

  it('the first hand is posed as `pose` says; later hands by the last winner, with any bone', () => {
    expect(play(ID, POINTS, []).states[0]!.pose).toEqual(HOLDER_66);
    expect(play(ID, { ...POINTS, pose: 'sporting' }, []).states[0]!.pose).toEqual({ by: 'holder', bone: [6, 6], forced: false });
    expect(after(ID, { ...POINTS, pose: 'sporting' }, [domino(3, [1, 1, 1, 0])]).pose).toEqual({ by: 'team', team: 3 });
  });

  it('no bruk, no six-love, no reset: every player with points keeps them', () => {
    const hands = [0, 1, 2, 3].map((w) => domino(w, [1, 2, 3, 4].map((p, s) => (s === w ? 0 : p))));
    const { states, hands: scored } = play(ID, POINTS, hands);
    expect(states[4]!.score).toEqual([9, 8, 7, 6]);
    expect(scored.every((h) => !h.bruk && h.notes === undefined)).toBe(true);
    // The texts' game: everyone has a point, all go back to 0.
    expect(after(ID, {}, hands).score).toEqual([0, 0, 0, 0]);
  });

  it('the first player to reach 100 or more at the end of a hand wins; a hand after is refused (match/over)', () => {
    const big = (w: number) => domino(w, [30, 30, 30, 30].map((p, s) => (s === w ? 0 : p)));
    const { states } = play(ID, POINTS, [big(1), big(2)]);
    expect(states[2]).toMatchObject({ score: [0, 90, 90, 0], winner: null });
    const won = after(ID, POINTS, [big(1), big(2), domino(1, [5, 0, 3, 2])]);
    expect(won).toMatchObject({ score: [0, 100, 90, 0], winner: 1 });
    const r = FAMILIES[ID].score(won, big(0), FAMILIES[ID].handRules(FAMILIES[ID].options.parse(POINTS), 4), 3);
    expect(r.ok || r.error.code).toBe('match/over');
    // Another target: 50, reached with 90.
    expect(after(ID, { ...POINTS, target: 50 }, [big(1)]).winner).toBe(1);
  });
});

describe('the options: scoring, and the target and key bone that follow it', () => {
  const parse = (o: Record<string, unknown>) => FAMILIES[ID].options.parse(o);
  it('target and keyBone left out: 6 and the key bone by hands won (every record before the option), 100 and no key bone by pips', () => {
    expect(parse({})).toMatchObject({ scoring: 'wins', target: 6, keyBone: true });
    expect(parse(POINTS)).toMatchObject({ scoring: 'points', target: 100, keyBone: false });
    expect(parse({ ...POINTS, target: 150 }).target).toBe(150);
    expect(parse({ target: 3, keyBone: false })).toMatchObject({ target: 3, keyBone: false });
  });

  it('by pips, a domino needs what the others held, as every game scored by pips; by hands won, only a block does', () => {
    expect(FAMILIES[ID].handRules(parse(POINTS), 4)).toMatchObject({ holdingsNeeded: 'always', bonuses: [], handSize: 7 });
    expect(FAMILIES[ID].handRules(parse({}), 4)).toMatchObject({ holdingsNeeded: 'block', bonuses: ['key-bone'] });
  });

  const file = (options: Record<string, unknown>, seats: readonly string[]) => ({ format: 'dominoes-match/1', rules: ID, options, seats, hands: [] });
  it.each([2, 3])('refused for %i players, naming the option and the seats (four only: all 28 dealt seven each)', (n) => {
    const r = parseRecord(file(POINTS, SEATS.slice(0, n)));
    expect(r.ok || r.error).toEqual({
      code: 'record/option',
      message: `options.scoring: { "scoring": "points" } is played by 4 players only; ${n} seats are given.`,
      hand: null,
      move: null,
      field: 'options.scoring',
      params: { field: 'options.scoring', reason: { kind: 'option-seats', option: '{ "scoring": "points" }', either: [4], given: n } },
    });
    expect(parseRecord(file({ scoring: 'wins' }, SEATS.slice(0, n))).ok).toBe(true);
  });

  it('the key bone refused with points (no text gives it a value in pips), and accepted off', () => {
    const r = parseRecord(file({ ...POINTS, keyBone: true }, SEATS));
    expect(r.ok || r.error).toMatchObject({
      code: 'record/option',
      field: 'options.keyBone',
      params: { reason: { kind: 'option-not-both', either: ['{ "scoring": "points" }', '"keyBone"'] } },
    });
    expect(parseRecord(file({ ...POINTS, keyBone: false }, SEATS)).ok).toBe(true);
  });

  it('an event cannot play it: a cut-throat event seats short tables of three, which the game to 100 does not have', () => {
    const event = {
      format: 'dominoes-event/1',
      name: 'x',
      date: '2026-01-31',
      rules: ID,
      entry: 'cut-throat',
      round: { games: 1 },
      pairing: 'cut-throat',
      entrants: SEATS.map((name, i) => ({ id: `c${i + 1}`, name })),
      rounds: [],
    };
    expect(checkEventText(JSON.stringify(event)).ok).toBe(true);
    const r = checkEventText(JSON.stringify({ ...event, options: POINTS }));
    expect(r.ok || r.error).toMatchObject({ code: 'event/entry-rules', field: 'entry', params: { seats: [4, 3] } });
  });

  it('the New match form offers it at four seats, 6 or 100 to win and the key bone following it (api/options.ts)', () => {
    const options = RULE_FAMILY_VIEWS.find((f) => f.id === ID)!.options;
    const byId = (id: string) => options.find((o) => o.id === id)!;
    expect(byId('scoring')).toMatchObject({ default: 'wins', seats: [4], choices: [{ value: 'wins' }, { value: 'points', label: 'Pips, to 100' }] });
    expect(byId('target')).toMatchObject({ default: 6, defaultWhen: [{ option: 'scoring', value: 'wins', default: 6 }, { option: 'scoring', value: 'points', default: 100 }] });
    expect(byId('keyBone').defaultWhen).toEqual([{ option: 'scoring', value: 'wins', default: true }, { option: 'scoring', value: 'points', default: false }]);
  });
});

describe('the example record and the referee (docs/examples/jamaican-cut-throat-points.json)', () => {
  it('is read back byte for byte, and its target left out means 100 (a record under hands won that leaves it out still means 6)', () => {
    const parsed = parseRecord(EXAMPLE);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(writeRecord(parsed.value)).toBe(EXAMPLE);
    expect(parsed.value.options).toEqual(POINTS);
    expect(checked(parsed.value).options).toMatchObject({ target: 100, keyBone: false });
    expect(checked({ ...parsed.value, options: {}, hands: [] }).options).toMatchObject({ target: 6, keyBone: true });
  });

  it('the referee words a tied block, a block won by the fewest pips, dominoes scored by the others\' pips, and the match won on reaching 100', () => {
    const run = respondTo(EXAMPLE, false);
    expect(run.status).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[2]).toBe(
      'Options set in the file: Scoring: Pips, to 100. Default options for the rest: Posing the 6-6 in the first hand: Tournament; Points to win: 100; Key bone: Does not count; Two players: 14 bones each; When nobody was dealt the 6-6: Deal again.',
    );
    for (const line of [
      '  Ann and Ben tie for the fewest pips (9).',
      '  Nobody scores. Score 0-0-0-0.',
      '  Next hand: the holder of the 6-6 poses it.',
      '  Dan has the fewest pips (3).',
      '  Dan wins 29 points (the pips Ann, Ben and Cat held). Score 0-0-0-29.',
      '  Pips left: Ann 4 (0-0 4-0), Ben 9 (6-3), Cat 10 (6-4), Dan 0.',
      '  Dan wins 23 points (the pips Ann, Ben and Cat held). Score 0-0-0-52.',
      '  Dan wins 26 points (the pips Ann, Ben and Cat held). Score 0-0-0-100. Dan wins the match.',
      'Result: Dan wins the match, final score 0-0-0-100.',
    ]) {
      expect(lines).toContain(line);
    }
    const json = JSON.parse(respondTo(EXAMPLE, true).stdout) as { hands: { points: number }[]; score: number[]; winner: number };
    expect(json).toMatchObject({ valid: true, score: [0, 0, 0, 100], winner: 3 });
    expect(json.hands.map((h) => h.points)).toEqual([0, 29, 23, 22, 26]);
  });
});

describe('through the service (createMatch checks as an import does)', () => {
  const temp = useTempService('cut-throat-points');
  it('a match to 100 for four is made with its defaults; for three it is refused at options.scoring and nothing is made', async () => {
    const made = value<MatchView>(await temp.service.call('createMatch', { rules: ID, seats: SEATS, options: POINTS }));
    expect(made.options).toMatchObject({ scoring: 'points', target: 100, keyBone: false });
    const three = await temp.service.call('createMatch', { rules: ID, seats: SEATS.slice(0, 3), options: POINTS });
    expect(three).toMatchObject({ ok: false, error: { code: 'record/option', field: 'options.scoring', params: { reason: { kind: 'option-seats', given: 3 } } } });
    const list = value<{ id: number }[]>(await temp.service.call('listMatches', {}));
    expect(list.map((m) => m.id)).toEqual([made.id]);
  });
});

describe('properties', () => {
  const texts = fc.record({
    seats: fc.constantFrom(2, 3, 4),
    pose: fc.constantFrom('tournament', 'sporting'),
    keyBone: fc.boolean(),
    twoPlayers: fc.constantFrom('fourteen-each', 'draw'),
    target: fc.integer({ min: 1, max: 6 }),
  });
  it('`scoring` at its default changes nothing: random matches of the texts\' game score, pose and end every hand the same with "wins" written, and are written as before', () => {
    fc.assert(
      fc.property(texts, fc.integer(), fc.boolean(), ({ seats, ...options }, seed, withDeal) => {
        const record = randomFamilyRecord(seed, 10, { rules: ID, options, seats, withDeal, vary: true, redealOneIn: 8 });
        const before = checked(record);
        const written = checked({ ...record, options: { ...options, scoring: 'wins' } });
        const facts = (r: MatchReport) => r.hands.map((h) => [h.result, h.score, h.after]);
        expect(facts(written)).toEqual(facts(before));
        expect(written.match).toEqual({ ...before.match, options: { ...before.match.options, scoring: 'wins' } });
        // Nothing is added to a record that left the new option (or the target) out.
        expect(writeRecord(before.record)).toBe(writeRecord(record));
      }),
      { numRuns: 40 },
    );
  });

  it('by pips, every hand scores exactly the pips the others held (nothing for a tie), the total scored is their sum, and the match ends on the first hand that reaches the target', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.integer({ min: 20, max: 150 }), (seed, withDeal, target) => {
        const record = randomFamilyRecord(seed, 12, { rules: ID, options: { ...POINTS, target }, seats: 4, withDeal, vary: true });
        const report = checked(record);
        let others = 0;
        for (const h of report.hands) {
          const w = h.result.winner;
          const pips = h.result.pips!;
          const expected = w === null ? 0 : pips.reduce((t, p, s) => (s === w ? t : t + p), 0);
          expect(h.score.points).toBe(expected);
          others += expected;
          expect(h.after.winner).toBe(w !== null && h.after.score[w]! >= target ? w : null);
          expect(h.before.winner).toBeNull();
        }
        expect(report.match.score.reduce((a, b) => a + b, 0)).toBe(others);
      }),
      { numRuns: 40 },
    );
  });
});
