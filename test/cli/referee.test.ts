/**
 * The referee command end to end: `check FILE [--json]` on the fixtures in test/fixtures/, with its
 * exit codes (0 valid, 1 invalid, 2 unreadable or bad arguments). Most cases run the command in
 * this process (cli/main.ts); a few run `node cli/referee.ts` as a user does, since the machine's
 * two cores are shared and a process per case is slow.
 *
 * test/fixtures/short-match.json was written by hand, move by move; the script below is that
 * match with the reason each move is legal, and the first test holds the file to it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Bone } from '../../domain/bones.ts';
import type { Move } from '../../domain/hand.ts';
import { parseRecord } from '../../domain/record.ts';
import { root, runReferee, spawnReferee } from '../support/referee.ts';

const fixture = (name: string) => resolve(root, 'test/fixtures', name);
const referee = async (...args: string[]) => runReferee(...args);
/** A process start can take seconds on a loaded machine; this is a limit, not a measurement. */
const PROCESS_TIMEOUT = 60_000;

const p = (seat: number, a: number, b: number, end?: 'left' | 'right'): Move => ({ seat, bone: [a, b], ...(end && { end }) });
const pass = (seat: number): Move => ({ seat, pass: true });

/**
 * Hand 1, dealt in full so every move is also checked against the deal.
 * Ann 6-6 6-4 3-3 2-0 5-1 1-1 0-0 · Ben 6-5 4-4 3-1 2-2 5-0 1-0 5-5 ·
 * Cat 4-3 6-3 4-2 3-0 5-2 6-1 2-1 · Dan 6-2 4-1 5-4 3-2 5-3 6-0 4-0.
 * Ends are written [left|right] after each move.
 */
const HAND_1_DEALT: Bone[][] = [
  [[6, 6], [6, 4], [3, 3], [2, 0], [5, 1], [1, 1], [0, 0]],
  [[6, 5], [4, 4], [3, 1], [2, 2], [5, 0], [1, 0], [5, 5]],
  [[4, 3], [6, 3], [4, 2], [3, 0], [5, 2], [6, 1], [2, 1]],
  [[6, 2], [4, 1], [5, 4], [3, 2], [5, 3], [6, 0], [4, 0]],
];
const HAND_1: Move[] = [
  p(0, 6, 6), // first hand, tournament: Ann holds the 6-6 and must pose it. [6|6]
  p(1, 6, 5), // both ends show 6, so with no end given it goes on the right. [6|5]
  p(2, 6, 3, 'left'), // only the left end is a 6; the end may always be given. [3|5]
  p(3, 5, 4), // on the 5, the only end it fits. [3|4]
  p(0, 3, 3), // on the 3. [3|4]
  p(1, 4, 4), // on the 4. [3|4]
  p(2, 4, 2), // on the 4; Cat keeps her 4-3 back. [3|2]
  p(3, 5, 3), // on the 3. [5|2]
  p(0, 2, 0), // on the 2. [5|0]
  p(1, 5, 5), // on the 5. [5|0]
  p(2, 3, 0), // on the 0. [5|3]
  p(3, 3, 2), // on the 3. [5|2]
  p(0, 5, 1), // on the 5. [1|2]
  p(1, 3, 1), // on the 1. [3|2]
  p(2, 4, 3), // on the 3. [4|2]
  p(3, 6, 2), // on the 2. [4|6]
  p(0, 6, 4, 'left'), // fits both ends, 4 and 6, which differ: the end is required. On the 4. [6|6]
  pass(1), // both ends 6: Ben holds 2-2 5-0 1-0, no 6. A true pass.
  p(2, 6, 1), // both ends show 6: on the right. [6|1]
  p(3, 6, 0), // on the 6. [0|1]
  p(0, 1, 1), // on the 1. [0|1]
  p(1, 5, 0), // on the 0. [5|1]
  p(2, 2, 1), // on the 1. [5|2]
  pass(3), // ends 5 and 2: Dan holds 4-1 4-0. A true pass.
  pass(0), // ends 5 and 2: Ann holds only 0-0. A true pass.
  p(1, 2, 2), // on the 2. [5|2]
  // Cat's last bone. Every other 5 (6-5 5-4 5-3 5-5 5-1 5-0) and every other 2 (4-2 2-0 3-2 6-2
  // 2-1 2-2) is down: both ends are hard and 5-2 is the key bone (CJHPR). It fits both ends,
  // so the end is required. Ann & Cat win 1 + 1 = 2.
  p(2, 5, 2, 'left'),
];

/**
 * Hand 2: Ann & Cat won hand 1, so either of them poses with any bone. No deal this time: the
 * bones still held (`left`) settle the block.
 */
const HAND_2: Move[] = [
  p(0, 5, 2), // Ann poses 5-2, laid 5 on the left. [5|2]
  p(1, 5, 5), // on the 5. [5|2]
  p(2, 6, 5), // on the 5. [6|2]
  p(3, 6, 3), // on the 6. [3|2]
  p(0, 3, 1), // on the 3. [1|2]
  p(1, 2, 1, 'left'), // fits both, 1 and 2: the end is required. On the 1. [2|2]
  p(2, 6, 2), // both ends 2: on the right. [2|6]
  p(3, 4, 2), // on the 2. [4|6]
  p(0, 6, 6), // a double, on the 6. [4|6]
  p(1, 6, 4, 'left'), // fits both, 4 and 6: required. On the 4. [6|6]
  p(2, 6, 1), // both ends 6: on the right. [6|1]
  p(3, 5, 1), // on the 1. [6|5]
  p(0, 6, 0), // on the 6. [0|5]
  p(1, 4, 0), // on the 0. [4|5]
  p(2, 5, 3), // on the 5. [4|3]
  p(3, 5, 4), // on the 4. [5|3]
  pass(0), // ends 5 and 3: Ann holds 0-0 1-1 4-4 (the bones left below), no 5 and no 3.
  p(1, 3, 0), // on the 3. [5|0]
  // Fits both, 5 and 0: required. On the 0, so both ends show 5, and all seven 5s are down:
  // nobody can play, the hand is blocked.
  p(2, 5, 0, 'right'),
];
/** Ann 0+2+8 = 10, Ben 1+2 = 3, Cat 6+7 = 13, Dan 4+5+5 = 14: Ben has the fewest, so Ben & Dan
 * win, and since Ann & Cat had 2 points it is a bruk: 0-0 (CJHPR). */
const HAND_2_LEFT: Record<string, Bone[]> = {
  '0': [[0, 0], [1, 1], [4, 4]],
  '1': [[1, 0], [2, 0]],
  '2': [[3, 3], [4, 3]],
  '3': [[2, 2], [3, 2], [4, 1]],
};

describe('the hand-written fixture', () => {
  it('is exactly the scripted match above', () => {
    const parsed = parseRecord(readFileSync(fixture('short-match.json'), 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const [hand1, hand2, ...more] = parsed.value.hands;
    expect(more).toEqual([]);
    expect(hand1).toEqual({ moves: HAND_1, dealt: { '0': HAND_1_DEALT[0], '1': HAND_1_DEALT[1], '2': HAND_1_DEALT[2], '3': HAND_1_DEALT[3] } });
    expect(hand2).toEqual({ moves: HAND_2, left: HAND_2_LEFT });
  });
});

describe('as its own process, as a user runs it', () => {
  it('a valid record: the JSON verdict on stdout, nothing on stderr, exit 0', { timeout: PROCESS_TIMEOUT }, async () => {
    const r = await spawnReferee('check', fixture('short-match.json'), '--json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(runReferee('check', fixture('short-match.json'), '--json').stdout);
  });

  it('an invalid record: one line, exit 1', { timeout: PROCESS_TIMEOUT }, async () => {
    const r = await spawnReferee('check', fixture('bad-move.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('Invalid: Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is already down: Dan played it at move 4. [bone/already-played]\n');
  });

  it('a missing file and bad arguments: stderr only, exit 2', { timeout: PROCESS_TIMEOUT }, async () => {
    const missing = await spawnReferee('check', fixture('no-such-file.json'));
    expect([missing.status, missing.stdout]).toEqual([2, '']);
    expect(missing.stderr).toMatch(/cannot read .*no-such-file\.json: no such file/);
    const bad = await spawnReferee('verify');
    expect([bad.status, bad.stdout]).toEqual([2, '']);
    expect(bad.stderr).toContain('unknown command "verify"');
  });
});

describe.concurrent('referee check FILE --json', () => {
  it('a valid match: the key-bone win, then the block won by Ben that bruks the score', async () => {
    const r = await referee('check', fixture('short-match.json'), '--json');
    expect(r.status).toBe(0);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      valid: true,
      hands: [
        { outcome: 'domino', winner: 0, bonuses: ['key-bone'], points: 2, score: [2, 0] },
        { outcome: 'blocked', winner: 1, bonuses: [], points: 0, score: [0, 0] },
      ],
      score: [0, 0],
      winner: null,
    });
  });

  it('a match won six-love names the winner', async () => {
    const r = await referee('check', fixture('six-love.json'), '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      valid: true,
      hands: [
        { outcome: 'domino', winner: 0, bonuses: [], points: 1, score: [1, 0] },
        { outcome: 'domino', winner: 0, bonuses: [], points: 1, score: [2, 0] },
        { outcome: 'domino', winner: 0, bonuses: ['key-bone'], points: 2, score: [4, 0] },
        { outcome: 'domino', winner: 0, bonuses: ['key-bone'], points: 2, score: [6, 0] },
      ],
      score: [6, 0],
      winner: 0,
    });
  });

  it('an invalid match: the first bad move, 0-based, and exit 1', async () => {
    // bad-move.json is short-match.json with hand 2, move 8 changed from Dan's 4-2 to a 6-3, which
    // Dan already played at move 4.
    const r = await referee('check', fixture('bad-move.json'), '--json');
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({
      valid: false,
      error: {
        hand: 1,
        move: 7,
        code: 'bone/already-played',
        message: '6-3 is already down: Dan played it at move 4.',
        field: 'hands[1].moves[7].bone',
      },
    });
  });
});

describe.concurrent('referee check FILE', () => {
  it('prints the hands and the result, exit 0', async () => {
    const r = await referee('check', fixture('six-love.json'));
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('\nHand 3: Ann posed 2-1; 25 moves.\n  Line of play: ');
    expect(r.stdout).toContain('\n  Ann dominoed with 5-1, the key bone');
    expect(r.stdout.endsWith('\nResult: Ann & Cat win six-love, final score 6-0.\n')).toBe(true);
  });

  it('an invalid file: one line saying where and why, exit 1', async () => {
    const r = await referee('check', fixture('bad-move.json'));
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('Invalid: Hand 2, move 8 (hands[1].moves[7].bone): 6-3 is already down: Dan played it at move 4. [bone/already-played]\n');
  });
});

describe.concurrent('files that cannot be checked: exit 2, nothing on stdout', () => {
  it.each([
    ['not JSON', fixture('not-json.txt'), /not-json\.txt: The file is not JSON/],
    ['missing', fixture('no-such-file.json'), /cannot read .*no-such-file\.json: no such file/],
    ['a directory', resolve(root, 'test/fixtures'), /cannot read .*fixtures: it is a directory/],
  ])('%s', async (_, file, message) => {
    for (const flags of [[], ['--json']]) {
      const r = await referee('check', file, ...flags);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr).toMatch(message);
    }
  });
});

describe.concurrent('arguments', () => {
  it('--help prints the usage, exit 0', async () => {
    const r = await referee('--help');
    expect(r.status).toBe(0);
    expect(r.stdout.startsWith('Usage: npm run --silent referee -- check FILE [--json] [--lang en|es]\n')).toBe(true);
    expect(r.stderr).toBe('');
  });

  it.each([
    ['no command', [], 'no command given'],
    ['an unknown command', ['verify', 'x.json'], 'unknown command "verify"'],
    // A new user's first try names the file alone: the usage says how.
    ['a file without the command', ['match.json'], 'unknown command "match.json": to check a file, say check first (check "match.json")'],
    ['a path without the command', ['records/m1'], 'to check a file, say check first (check "records/m1")'],
    ['check without FILE', ['check'], 'check needs a FILE'],
    // In the referee's own words, not node's parseArgs's ("Unknown option '--yaml'. To specify a
    // positional argument … as in '-- "--yaml"", its quotes unbalanced; seen by the red-team helper).
    ['an unknown flag', ['check', fixture('short-match.json'), '--yaml'], 'referee: unknown option "--yaml"; a FILE whose name begins with "-" goes after "--" (check -- "--yaml")\n'],
    ['an unknown short flag', ['check', fixture('short-match.json'), '-x'], 'referee: unknown option "-x";'],
    ['a second FILE', ['check', fixture('short-match.json'), fixture('six-love.json')], 'unexpected argument'],
    ['a value for --json', ['check', fixture('short-match.json'), '--json=yes'], 'referee: --json takes no value ("--json=yes")\n'],
  ])('%s: the usage on stderr, exit 2', async (_, args, message) => {
    const r = await referee(...args);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('Usage: npm run --silent referee -- check FILE [--json] [--lang en|es]');
  });

  it('--json may come before the command', async () => {
    const r = await referee('--json', 'check', fixture('short-match.json'));
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).score).toEqual([0, 0]);
  });
});
