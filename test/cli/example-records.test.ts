/**
 * The referee on the worked examples of issue 19's options, as a referee or club reads them: a
 * Jamaican French match played out (docs/examples/jamaican-french-played-out.json, `laterPose:
 * "winner-double"` and `playOut`) and a two-player Cut Throat draw game begun by the highest bone
 * (docs/examples/jamaican-cut-throat-highest-bone.json, `noDouble: "highest-bone"`). The files were
 * made by the project's random match builder (test/support/random.ts `randomFamilyRecord`: French
 * seed 346 with target 50; Cut Throat seed 4529 with target 2, two seats, the deal recorded) and
 * chosen for their shape; these tests pin what the report says about them, in words and in JSON.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boneId, isDouble } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { parseRecord, writeRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { matchExampleFiles } from '../support/examples.ts';
import { respondTo, root } from '../support/referee.ts';

const FRENCH = 'jamaican-french-played-out.json';
const CUT_THROAT = 'jamaican-cut-throat-highest-bone.json';

function example(name: string): { text: string; record: MatchRecord } {
  const text = readFileSync(resolve(root, 'docs/examples', name), 'utf8');
  const parsed = parseRecord(text);
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.message}`);
  return { text, record: parsed.value };
}

/** The referee's words and JSON on a record's text; an example it refuses fails every test here. */
function refereeOn(text: string): { words: string; json: Record<string, unknown> } {
  const words = respondTo(text, false);
  const json = respondTo(text, true);
  if (words.status !== 0 || json.status !== 0) throw new Error(`the referee refused the example: ${json.stdout}`);
  return { words: words.stdout, json: JSON.parse(json.stdout) as Record<string, unknown> };
}

it('both examples are listed with the others (test/support/examples.ts reads them for every example test)', () => {
  expect(matchExampleFiles()).toEqual(expect.arrayContaining([FRENCH, CUT_THROAT]));
});

describe(`docs/examples/${FRENCH}: Jamaican French played out (issue 19 item 7, YaadDominoes)`, () => {
  const { text, record } = example(FRENCH);
  const { words, json } = refereeOn(text);

  it('sets the two options it shows, and a target of 50 to keep it short', () => {
    expect(record.options).toEqual({ target: 50, laterPose: 'winner-double', playOut: true });
  });

  it('says who is out since which hand, in the hand they went out and after', () => {
    // "play going on after one player passes 100 (the others play out)": Cat, then Ben, then Ann.
    expect(words).toContain('Score 22-20-51-0. Cat (51) reaches 50 and is out; the others play on.');
    // 50 reached exactly is out: "reaches one hundred".
    expect(words).toContain('Score 44-50-51-18. Ben (50) reaches 50 and is out; the others play on.');
    expect(words).toContain('Ann (64) reaches 50 and is out; Dan, the last player in, wins.');
    expect(words).toContain('Cat out (since hand 2)');
    expect(words).toContain('Ben out (since hand 3), Cat out (since hand 2)');
  });

  it('deals the smaller tables as Cut Throat does: three of 9 bones, then two of 14', () => {
    // JCTPF's Cut Throat: "3 players get 9 tiles each (double blank is removed)", "2 players get 14 tiles each".
    expect(words).toContain('Hand 3, 3 players of 9 bones (Cat out): Dan posed 2-2;');
    expect(words).toContain('Hand 4, 2 players of 14 bones (Cat and Ben out): Ann posed 3-3;');
    // The 0-0 is out of a table of three, so the arm showing 0 never opens.
    expect(words).toContain('north wants the 0-0');
  });

  it('later hands are posed by the last winner with any double: Dan after his domino, Ann after the block', () => {
    expect(words).toContain('Hand 1: Ben posed 0-0;');
    expect(words).toContain('Hand 2: Dan posed 5-5;');
    expect(words).toMatch(/Blocked after Ann played 5-1[^]*Next hand: Ann poses any double/);
  });

  it('gives the ranking, the last player in first and the first out last', () => {
    expect(words).toContain('Result: Dan wins the match, the last player in; ranking 1. Dan, 2. Ann, 3. Ben, 4. Cat; final score 64-50-51-18.');
  });

  it('in JSON: each hand\'s wentOut, then out and ranking', () => {
    expect((json.hands as { wentOut?: number[] }[]).map((h) => h.wentOut ?? null)).toEqual([null, [2], [1], [0]]);
    expect(json.out).toEqual([{ seat: 2, hand: 2 }, { seat: 1, hand: 3 }, { seat: 0, hand: 4 }]);
    expect(json.ranking).toEqual([3, 0, 1, 2]);
    expect([json.winner, json.score]).toEqual([3, [64, 50, 51, 18]]);
  });

  it('a move by Cat after she is out is refused, naming the hand she went out in', () => {
    const hands = record.hands.map((h, i) => (i === 2 ? { ...h, moves: [h.moves[0]!, { seat: 2, pass: true as const }, ...h.moves.slice(1)] } : h));
    const run = respondTo(writeRecord({ ...record, hands }), true);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).error).toMatchObject({ hand: 2, move: 1, code: 'turn/seat-out', field: 'hands[2].moves[1].seat' });
  });
});

describe(`docs/examples/${CUT_THROAT}: the two-player draw game begun by the highest bone (issue 19 item 12, HendyDom)`, () => {
  const { text, record } = example(CUT_THROAT);
  const { words, json } = refereeOn(text);
  const first = record.hands[0]!;
  const dealt: Bone[] = Object.values(first.dealt ?? {}).flat();

  it('is the draw game with the highest-bone start, and its first deal holds no double', () => {
    expect(record.options).toMatchObject({ twoPlayers: 'draw', noDouble: 'highest-bone' });
    expect(record.seats).toHaveLength(2);
    expect(dealt).toHaveLength(14);
    expect(dealt.filter(isDouble)).toEqual([]);
  });

  it('the 6-5 is the highest bone dealt, and Ben, who holds it, poses it', () => {
    const highest = dealt.reduce((a, b) => (boneId(b[0], b[1]) > boneId(a[0], a[1]) ? b : a));
    expect(boneId(highest[0], highest[1])).toBe(boneId(6, 5));
    expect(first.dealt?.['1']?.some((b) => boneId(b[0], b[1]) === boneId(6, 5))).toBe(true);
    expect(first.moves[0]).toEqual({ seat: 1, bone: [6, 5] });
  });

  it('the report says who posed the highest bone and why', () => {
    // HendyDom: "the highest bone (6-5 and down) starting when nobody holds a double, instead of a redeal".
    expect(words).toContain('When nobody was dealt the 6-6: The highest double begins, else the highest bone.');
    expect(words).toContain('Hand 1: Ben posed 6-5, the highest bone dealt, as nobody was dealt a double; 15 moves.');
    // Later hands are the winner's, with any bone: no such words, though Ann happens to pose the 6-5.
    expect(words).toContain('Next hand: Ann poses, with any bone.');
    expect(words).toContain('Hand 2: Ann posed 6-5; 15 moves.');
    expect(words).toContain('Result: Ann wins the match, final score 2-0.');
  });

  it('without the deal the pose is what it proves, and the report says so in the same words', () => {
    const unseen = { ...record, hands: record.hands.map(({ dealt: _, ...h }) => h) };
    const run = respondTo(writeRecord(unseen), false);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Hand 1: Ben posed 6-5, the highest bone dealt, as nobody was dealt a double; 15 moves.');
  });

  it('in JSON: a seat index for each hand\'s winner, Ann winning 2-0', () => {
    expect((json.hands as { winner: number; score: number[] }[]).map((h) => [h.winner, h.score])).toEqual([[0, [1, 0]], [0, [2, 0]]]);
    expect(json.winner).toBe(0);
  });

  it('Ann posing instead of Ben is refused, naming the holder of the 6-5 (the deal checks the pose)', () => {
    const moves = first.moves.map((m, i) => (i === 0 ? { seat: 0, bone: [6, 4] as Bone } : m));
    const run = respondTo(writeRecord({ ...record, hands: [{ ...first, moves }, ...record.hands.slice(1)] }), true);
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).error).toMatchObject({
      hand: 0,
      move: 0,
      code: 'pose/not-holder',
      message: 'The holder of the highest bone dealt (nobody was dealt a double), the 6-5, poses this hand: Ben, not Ann.',
    });
  });
});
