/**
 * The referee command accepts every preset (issue 6, "The referee command accepts every preset"):
 * the examples in docs/examples, per-seat scores and a seat index as winner in a game each for
 * oneself, and a broken record refused at its move.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatFamilyReport } from '../../cli/family-report.ts';
import { checkRecord, writeRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { respondTo, root } from '../support/referee.ts';

const example = (id: string) => readFileSync(resolve(root, 'docs/examples', `${id}.json`), 'utf8');

describe('referee check on the other families', () => {
  it.each(['jamaican-cut-throat', 'haitian', 'cuban', 'latin-partnership', 'puerto-rican-shutout', 'chiva', 'haitian-individual', 'milo', 'sudan', 'doscientos', 'quinientos', 'cuban-draw'])('%s: the example is valid (exit 0), in words and in JSON', (id) => {
    const text = respondTo(example(id), false);
    expect(text.status).toBe(0);
    expect(text.stdout).toMatch(/^Valid: .* match, \d+ hands\.\n/);
    const json = respondTo(example(id), true);
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: true });
  });

  it('names the options in the words of the new-match form, set ones first, never option ids (issue 6, "Options in plain words")', () => {
    const cuban = respondTo(example('cuban'), false).stdout.split('\n')[2];
    expect(cuban).toBe('Options, all the defaults: Points to win: 100; Who starts the next hand: The winning team; The set: Double-nine; Who begins the first hand: Anyone.');
    const sudan = respondTo(example('sudan'), false).stdout.split('\n')[2];
    expect(sudan).toBe('Options set in the file: The 0-0 counts 50: Yes. Default options for the rest: Points to win: 101.');
    for (const id of ['starter', 'winning-team', 'double-nine', 'target 100']) expect(cuban).not.toContain(id);
  });

  it('the Latin variants (latin-partnership.txt): pass bonuses to both teams, rounding down, a redeal on four doubles, a pose that must be a double, in words', () => {
    const text = respondTo(example('latin-variants'), false);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain('Options set in the file: Start with a double: Yes; Redeal for doubles: Four doubles; Pass bonuses: Yes; Round scores down to tens: Yes.');
    expect(text.stdout).toContain(
      'Ben & Dan win 10 points (the pips Ann and Cat held, 14, rounded down to a multiple of 10). Pass bonuses, 10 for each opponent who passed after a bone (the first pass caused in the match counts 20): Ann & Cat 10, Ben & Dan 20. Score 10-30.',
    );
    expect(text.stdout).toContain('Next hand: Ann poses, with a double if the team holds one (the partner poses it if only the partner has one).');
    expect(text.stdout).toContain("Hand 2: thrown in at Ann's demand; the bones are dealt again.");
    // The JSON's points are the hand's value; the score has the pass bonuses of both teams too.
    expect(JSON.parse(respondTo(example('latin-variants'), true).stdout)).toMatchObject({ hands: [{ points: 10, score: [10, 30] }, { outcome: 'redeal', score: [10, 30] }] });
  });

  it('issue 18 item 19: with divideBy10 the pass bonuses are divided with the pips, and the words say so', () => {
    const record = JSON.parse(example('latin-variants')) as { options: Record<string, unknown>; hands: unknown[] };
    const { roundDown10: _, ...options } = record.options;
    const text = respondTo(JSON.stringify({ ...record, options: { ...options, divideBy10: true, target: 10 }, hands: record.hands.slice(0, 1) }), false);
    expect(text.status).toBe(0);
    expect(text.stdout).toContain(
      'Ben & Dan win 1 point (the pips Ann and Cat held, 14, divided by 10). Pass bonuses, 10 for each opponent who passed after a bone (the first pass caused in the match counts 20), divided by 10 as every score is: Ann & Cat 1, Ben & Dan 2. Score 1-3.',
    );
  });

  it('words every outcome of the Latin variants where it happens in random matches: the last team losing a tie, a tie dealt again, both teams scoring a block, a deciding hand, the chuchazo', () => {
    const seen = new Set<string>();
    const presets = [
      { rules: 'latin-partnership', options: { blockTie: 'last-team-loses', roundDown10: true, passBonus: true } },
      { rules: 'latin-partnership', options: { blockTie: 'deal-again', scoring: 'all', blockScore: 'both', target: 60 } },
      { rules: 'quinientos', options: { chuchazo: 'any' } },
    ] as const;
    for (const preset of presets) {
      for (let seed = 0; seed < 120; seed++) {
        const checked = checkRecord(randomFamilyRecord(seed >> 1, 40, { ...preset, withDeal: seed % 2 === 0, vary: true }));
        if (!checked.ok) throw new Error(checked.error.message);
        const words = formatFamilyReport(checked.value);
        for (const h of checked.value.hands) {
          const notes = h.score.notes ?? [];
          if (h.result.tieBroken === 'last-team-loses') {
            seen.add('last');
            expect(words).toMatch(/A tie: the team that played the last bone loses, so (Ann & Cat|Ben & Dan) win it\./);
          }
          if (notes.includes('deal-again')) {
            seen.add('again');
            expect(words).toContain('The tie is not counted: the bones are shuffled and dealt again, and the same player poses.');
          }
          if (notes.includes('both-score')) {
            seen.add('both');
            expect(words).toMatch(/In a block both teams score the pips they hold: Ann & Cat \d+, Ben & Dan \d+\./);
          }
          if (notes.includes('decider')) {
            seen.add('decider');
            expect(words).toContain('Both teams had reached the target with equal totals, so this hand decided the match.');
          }
          if (h.score.chuchazo) {
            seen.add('chuchazo');
            expect(words).toContain('+100 for the chuchazo: out with the 0-0');
          }
        }
      }
    }
    expect([...seen].sort()).toEqual(['again', 'both', 'chuchazo', 'decider', 'last']);
  });

  it('Cut Throat for three: one score a seat, in seat order, and the winner is a seat index', () => {
    const out = JSON.parse(respondTo(example('jamaican-cut-throat')).stdout) as { hands: { score: number[]; winner: number | null }[]; score: number[] };
    expect(out.score).toHaveLength(3);
    for (const h of out.hands) expect(h.score).toHaveLength(3);
    // Hand 5: Cat (seat 2) wins a block when everyone already has a point: all back to 0.
    expect(out.hands[4]).toEqual({ outcome: 'blocked', winner: 2, bonuses: [], points: 0, score: [0, 0, 0] });
    const words = respondTo(example('jamaican-cut-throat'), false).stdout;
    expect(words).toContain('Players: Ann, Ben and Cat, each for oneself; scores are in that order.');
    expect(words).toContain('Cat wins the hand, but every player had a point, so the score goes back to 0 for all. Score 0-0-0.');
  });

  it('a finished Cut Throat match names its winner seat', () => {
    const record = randomFamilyRecord(7, 200, { rules: 'jamaican-cut-throat', seats: 4, options: { target: 2 } });
    const out = JSON.parse(respondTo(writeRecord(record)).stdout) as { winner: number; score: number[] };
    expect(out.score).toHaveLength(4);
    expect(out.score[out.winner]).toBeGreaterThanOrEqual(2);
    expect(out.score.some((p, seat) => seat !== out.winner && p === 0)).toBe(true);
  });

  it('a hand thrown in is reported as "redeal", winner null, points 0', () => {
    const record = { ...JSON.parse(example('haitian')), hands: [{ redeal: { seat: 1 } }, ...JSON.parse(example('haitian')).hands] };
    const out = JSON.parse(respondTo(JSON.stringify(record)).stdout) as { hands: object[] };
    expect(out.hands[0]).toEqual({ outcome: 'redeal', winner: null, bonuses: [], points: 0, score: [0, 0] });
    expect(respondTo(JSON.stringify(record), false).stdout).toContain("Hand 1: thrown in at Ben's demand; the bones are dealt again.");
  });

  // cuban.txt (Lankford) "drawing tiles if necessary until a double is obtained"; our reading
  // when none is (docs/rules.md): the hand is thrown in, the draws kept in the record.
  it("Lankford: a hand thrown in after the first player drew the whole boneyard is a redeal, and the report says why", () => {
    const game = JSON.parse(example('cuban-draw'));
    const record = { ...game, hands: [{ moves: [{ seat: 2, draw: 10 }, { seat: 2, draw: 3 }], redeal: { seat: 2 } }, ...game.hands] };
    const out = JSON.parse(respondTo(JSON.stringify(record)).stdout) as { valid: boolean; hands: object[] };
    expect(out.hands[0]).toEqual({ outcome: 'redeal', winner: null, bonuses: [], points: 0, score: [0, 0, 0] });
    expect(respondTo(JSON.stringify(record), false).stdout).toContain(
      "Hand 1: thrown in at Cat's demand; Cat drew the whole boneyard (13 bones) without finding a double; the bones are dealt again.",
    );
    // With a bone left in the boneyard it is refused, at the redeal.
    const early = { ...record, hands: [{ moves: [{ seat: 2, draw: 12 }], redeal: { seat: 2 } }, ...game.hands] };
    expect(JSON.parse(respondTo(JSON.stringify(early)).stdout)).toMatchObject({ valid: false, error: { code: 'hand/redeal', hand: 0, field: 'hands[0].redeal' } });
  });

  it('Cuban: the report names whose pips were scored; a block by four passes says so', () => {
    const words = respondTo(example('cuban'), false).stdout;
    expect(words).toContain('Ann & Cat win 36 points (the pips Ben and Dan held). Score 36-0.');
    expect(words).toContain('Blocked: all 4 players passed in turn (the ends are 7 and 6).');
  });

  it('Puerto Rican Shutout: the block by team totals, its lower player poses next, and the partner game\'s bruk', () => {
    const words = respondTo(example('puerto-rican-shutout'), false).stdout;
    expect(words).toContain('Team totals: Ann & Cat 23, Ben & Dan 19.\n  Ben & Dan win 1 point. Score 0-1.\n  Next hand: Ben poses, with any bone.');
    expect(words).toContain('Ann & Cat win the hand, but the other side had points: bruk, the score goes back to 0-0. Score 0-0.');
  });

  it('a broken record of another family is refused at its move (exit 1)', () => {
    const record = JSON.parse(example('latin-partnership'));
    record.hands[1].moves[3] = { ...record.hands[1].moves[3], seat: (record.hands[1].moves[3].seat + 1) % 4 };
    const out = respondTo(JSON.stringify(record));
    expect(out.status).toBe(1);
    expect(JSON.parse(out.stdout)).toMatchObject({ valid: false, error: { hand: 1, move: 3, code: 'turn/out-of-turn' } });
  });

  it('seats the family does not allow are refused: Haitian with three', () => {
    const record = { ...JSON.parse(example('haitian')), seats: ['Ann', 'Ben', 'Cat'] };
    const out = JSON.parse(respondTo(JSON.stringify(record)).stdout);
    expect(out).toMatchObject({ valid: false, error: { code: 'record/seats', field: 'seats', message: 'Haitian is played by 4 players; 3 seats are given.' } });
  });

  it('Lankford\'s Cuban draw game: the draws before the pose, the winner\'s own pips taken off, and who poses next (cuban.txt)', () => {
    const words = respondTo(example('cuban-draw'), false).stdout;
    expect(words).toContain('Hand 2: Cat drew 1 bone and posed 1-1; 30 moves.');
    expect(words).toContain("Ben wins 30 points (the pips Ann and Cat held, 36, less Ben's own 6). Score 0-30-30.");
    expect(words).toContain('Next hand: Ben poses a double, drawing until he has one.');
    const out = JSON.parse(respondTo(example('cuban-draw')).stdout) as { winner: number; score: number[] };
    expect(out).toMatchObject({ winner: 2, score: [0, 30, 167] });
  });

  it('Cuban highest-double start: the option in words, and a hand thrown in keeps the start for the next', () => {
    const record = { format: 'dominoes-match/1', rules: 'cuban', options: { firstPose: 'highest-double' }, seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ redeal: { seat: 1 } }] };
    const words = respondTo(JSON.stringify(record), false).stdout;
    expect(words).toContain('Options set in the file: Who begins the first hand: The highest double.');
    expect(words).toContain('Next hand: the holder of the highest double dealt poses it.');
  });
});
