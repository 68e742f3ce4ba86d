/**
 * The referee on Jamaican French (JCTPF, jamaican-cut-throat-partner-french.txt, "The French
 * Domino Game"): the example in docs/examples, each hand's four arms and what every player added
 * ("the numbers on the tiles in each person's hand are added to his running score … doubled"), the
 * loser and the winner ("reaches one hundred and declared the loser. The player with the lowest
 * score at that point is the winner"), and a broken arm refused at its move.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRecord, writeRecord } from '../../domain/record.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { respondTo, root } from '../support/referee.ts';

const text = readFileSync(resolve(root, 'docs/examples/jamaican-french.json'), 'utf8');

describe('referee check on Jamaican French', () => {
  it('the example is valid: one score a seat, what each added, the lowest score the winner', () => {
    const run = respondTo(text, true);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      valid: true,
      hands: [
        { outcome: 'domino', winner: 1, bonuses: [], points: 0, score: [16, 0, 8, 3], added: [16, 0, 8, 3] },
        { outcome: 'blocked', winner: 2, bonuses: [], points: 0, score: [35, 19, 18, 55], added: [19, 19, 10, 52] },
      ],
      score: [35, 19, 18, 55],
      winner: 2,
    });
  });

  it('in words: the four arms, the doubled scores, who reached the target and who won', () => {
    const words = respondTo(text, false).stdout;
    expect(words).toContain('Options set in the file: Losing score: 50.');
    expect(words).toContain('Layout from the 0-0 out: north 0-1 1-1 1-2');
    expect(words).toContain('Added: Ann 16 (doubled: holds 3-3), Ben 0 (went out), Cat 8, Dan 3. Score 16-0-8-3.');
    expect(words).toContain('no bone left fits an arm (north 1, east 1, south 3, west 3)');
    expect(words).toContain('Dan (55) reaches 50 and loses; Cat wins with the lowest score, 18.');
    expect(words).toContain('Next hand: the holder of the 0-0 poses it.');
  });

  it('laterPose "winner-double" (issue 19 item 7): the later hand\'s layout from its double out, and who poses next', () => {
    // The first seed whose second hand is posed with another double than the 0-0.
    const seed = Array.from({ length: 50 }, (_, k) => k + 1).find((k) => {
      const pose = randomFamilyRecord(k, 2, { rules: 'jamaican-french', options: { laterPose: 'winner-double', target: 500 } }).hands[1]!.moves[0];
      return pose !== undefined && 'bone' in pose && pose.bone[0] !== 0;
    })!;
    const record = randomFamilyRecord(seed, 2, { rules: 'jamaican-french', options: { laterPose: 'winner-double', target: 500 } });
    const centre = (record.hands[1]!.moves[0] as { bone: readonly [number, number] }).bone;
    const words = respondTo(writeRecord(record), false).stdout;
    expect(words).toContain(`Layout from the ${centre[0]}-${centre[1]} out: north ${centre[0]}-`);
    expect(words).toMatch(/Next hand: (Ann|Ben|Cat|Dan) poses any double he holds \(without one, the next player who holds one\)\./);
  });

  it('a play naming a line end is refused at its move, field "end"', () => {
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const record = parsed.value;
    const moves = record.hands[1]!.moves.map((m, i) => (i === 5 && 'bone' in m ? { ...m, end: 'left' as const } : m));
    const run = respondTo(writeRecord({ ...record, hands: [record.hands[0]!, { ...record.hands[1]!, moves }] }), true);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 1, move: 5, code: 'play/wrong-arm', field: 'hands[1].moves[5].end' });
  });
});

describe('referee check on Jamaican French played out (playOut, issue 19 item 7)', () => {
  // A random match played out (seed 3: Cat out in hand 1, Ben in hand 2, Dan in hand 4; Ann wins).
  const record = randomFamilyRecord(3, 60, { rules: 'jamaican-french', options: { target: 30, playOut: true, laterPose: 'winner-double' } });
  const played = writeRecord(record);

  it('the JSON says who went out in which hand, and the ranking, the last out best', () => {
    const run = respondTo(played, true);
    expect(run.status).toBe(0);
    const json = JSON.parse(run.stdout) as { hands: { wentOut?: number[] }[]; out: unknown; ranking: unknown; winner: number };
    expect(json.hands.map((h) => h.wentOut ?? [])).toEqual([[2], [1], [], [3]]);
    expect(json.out).toEqual([{ seat: 2, hand: 1 }, { seat: 1, hand: 2 }, { seat: 3, hand: 4 }]);
    expect([json.winner, json.ranking]).toEqual([0, [0, 3, 1, 2]]);
  });

  it('in words: the smaller tables, the players out adding nothing, who is out, and the ranking', () => {
    const words = respondTo(played, false).stdout;
    expect(words).toContain('When a player reaches the losing score: The others play on');
    expect(words).toContain('Cat (36) reaches 30 and is out; the others play on.');
    expect(words).toContain('Hand 2, 3 players of 9 bones (Cat out): ');
    expect(words).toContain('Hand 3, 2 players of 14 bones (Cat and Ben out): ');
    expect(words).toContain('Cat out (since hand 1)');
    expect(words).toContain('Dan (54) reaches 30 and is out; Ann, the last player in, wins.');
    expect(words).toContain('Result: Ann wins the match, the last player in; ranking 1. Ann, 2. Dan, 3. Ben, 4. Cat; final score 8-50-36-54.');
    expect(words).not.toMatch(/Pips left: [^\n]*Cat 0/);
  });

  it('a move by a player who is out is refused at its field, naming him and the hand he went out in', () => {
    const hands = record.hands.map((h, i) => (i === 1 ? { ...h, moves: [h.moves[0]!, { seat: 2, pass: true as const }, ...h.moves.slice(2)] } : h));
    const run = respondTo(writeRecord({ ...record, hands }), true);
    expect(run.status).not.toBe(0);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 1, move: 1, code: 'turn/seat-out', field: 'hands[1].moves[1].seat', message: 'Cat is out since hand 1: he reached the losing score.' });
  });
});
