/**
 * The referee fuzzed, as in issue 6: whatever file it is given, it answers with exit 0, 1 or 2 and
 * the documented output (docs/referee.md): for --json, exactly the documented JSON on stdout and
 * nothing on stderr (0 and 1); a one-line message on stderr and nothing on stdout (2). Messages stay
 * short whatever the file holds.
 *
 * The inputs are real records (the fixtures, and random legal matches from test/support/random.ts)
 * mutated field by field and character by character, plus structural attacks (keys twice, reserved
 * keys, deep nesting, long values). Thousands of cases run in this process (cli/main.ts `respond`,
 * which is what the command does with a file's text); a few run through the real command too.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { respondTo, root, spawnReferee } from '../support/referee.ts';
import type { Run } from '../support/referee.ts';
import { randomMatchRecord } from '../support/random.ts';

// ---- the documented output (docs/referee.md, "JSON output") ---------------------------------

const team = z.union([z.literal(0), z.literal(1)]);
const score = z.tuple([z.int().min(0), z.int().min(0)]);
const validJson = z.strictObject({
  valid: z.literal(true),
  hands: z.array(
    z.strictObject({
      outcome: z.enum(['domino', 'blocked', 'tied']),
      winner: team.nullable(),
      bonuses: z.array(z.literal('key-bone')),
      points: z.int().min(0),
      score,
    }),
  ),
  score,
  winner: team.nullable(),
  // A file that stops in its last hand (a match exported mid-hand): that hand, in play or waiting.
  current: z
    .strictObject({
      hand: z.int().min(0),
      state: z.enum(['playing', 'unsettled']),
      moves: z.int().min(0),
      turn: z.int().min(0).max(3).nullable(),
    })
    .optional(),
});
const invalidJson = z.strictObject({
  valid: z.literal(false),
  error: z.strictObject({
    hand: z.int().min(0).nullable(),
    move: z.int().min(0).nullable(),
    code: z.string().regex(/^[a-z]+\/[a-z-]+$/),
    // Short whatever the file holds: values and paths in messages are cut.
    message: z.string().min(1).max(1000),
    field: z.string().min(1).max(200).nullable(),
  }),
});
const KEY_ORDER = {
  valid: ['valid', 'hands', 'score', 'winner'],
  invalid: ['valid', 'error'],
  error: ['hand', 'move', 'code', 'message', 'field'],
};

/** Throws unless the run is one of the three documented answers. */
function expectDocumented(run: Run, input: string): void {
  const where = `for input ${JSON.stringify(input.slice(0, 300))}`;
  expect([0, 1, 2], where).toContain(run.status);
  if (run.status === 2) {
    expect(run.stdout, where).toBe('');
    expect(run.stderr, where).toMatch(/^referee: [^\n]{1,1000}\n$/);
    return;
  }
  expect(run.stderr, where).toBe('');
  const out = JSON.parse(run.stdout) as Record<string, unknown>;
  if (run.status === 0) {
    validJson.parse(out);
    // `current` comes last, only for a file that stops in its last hand.
    expect(Object.keys(out)).toEqual('current' in out ? [...KEY_ORDER.valid, 'current'] : KEY_ORDER.valid);
  } else {
    invalidJson.parse(out);
    expect(Object.keys(out)).toEqual(KEY_ORDER.invalid);
    expect(Object.keys(out.error as object)).toEqual(KEY_ORDER.error);
  }
}

// ---- inputs -----------------------------------------------------------------------------------

const fixtures = ['test/fixtures/short-match.json', 'test/fixtures/six-love.json', 'test/fixtures/bad-move.json', 'docs/examples/jamaican-partner.json'].map(
  (path) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as unknown,
);

const optionsArb = fc.record(
  {
    pose: fc.constantFrom('tournament', 'sporting'),
    onOpponentWin: fc.constantFrom('reset-both', 'winner-scores'),
    ties: fc.constantFrom('no-score', 'replay'),
    playoffAtOneOne: fc.boolean(),
    target: fc.integer({ min: 1, max: 8 }),
  },
  { requiredKeys: [] },
);

/** A real record: a fixture, or a random legal match (1 to 3 hands, some with the deal). */
const recordArb: fc.Arbitrary<unknown> = fc.oneof(
  // A copy each time: the mutations below change the value in place.
  fc.constantFrom(...fixtures).map((f) => structuredClone(f)),
  fc
    .tuple(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 3 }), optionsArb, fc.boolean())
    .map(([seed, hands, options, withDeal]) => JSON.parse(JSON.stringify(randomMatchRecord(seed, hands, { options, withDeal }))) as unknown),
);

/** Every path to a value inside `value` (the root is []). */
function paths(value: unknown, at: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}

type Container = Record<string | number, unknown>;

function parentOf(root: unknown, path: readonly (string | number)[]): Container {
  let v = root as Container;
  for (const key of path.slice(0, -1)) v = v[key] as Container;
  return v;
}

/** Values a scorekeeper's tool, or an attacker, might put anywhere. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(-1, 0, 1, 3, 4, 6, 7, 9, 1.5, 1e308, -0, 2 ** 53, 'left', 'right', true, false, null, [], {}, [6, 6], [7, 0], [6], [6, 6, 6]),
  fc.constantFrom({ seat: 0, pass: true }, { seat: 1, bone: [6, 6] }, { seat: 5, bone: [1, 1] }, { '0': [], '1': [], '2': [], '3': [] }, { '0': 0, '1': 0, '2': 0, '3': 0 }),
  // Long enough to be cut in a message (test/cli/hostile-files.test.ts has the megabyte ones).
  fc.nat({ max: 2000 }).map((n) => 'z'.repeat(n)),
);

/** One change to a record's value: replace, remove, repeat or swap something at a random place. */
const valueMutation = fc
  .tuple(recordArb, fc.nat(), fc.nat(), fc.constantFrom('replace', 'delete', 'repeat', 'swap'), oddValue)
  .map(([record, a, b, kind, value]) => {
    const all = paths(record).filter((p) => p.length > 0);
    const path = all[a % all.length]!;
    const parent = parentOf(record, path);
    const key = path[path.length - 1]!;
    if (kind === 'replace') parent[key] = value;
    else if (Array.isArray(parent) && kind === 'delete') parent.splice(key as number, 1);
    else if (Array.isArray(parent) && kind === 'repeat') parent.splice(key as number, 0, structuredClone(parent[key as number]));
    else if (Array.isArray(parent) && kind === 'swap') {
      const j = b % parent.length;
      [parent[key as number], parent[j]] = [parent[j], parent[key as number]];
    } else delete parent[key];
    return JSON.stringify(record, null, b % 3 === 0 ? 2 : undefined);
  });

/** One change to a record's text: characters cut, inserted or the text cut off. */
const textMutation = fc
  .tuple(recordArb, fc.nat(), fc.nat({ max: 6 }), fc.string({ maxLength: 4, unit: fc.constantFrom(...'{}[]",:0123456789-.e tfn\\u\n') }))
  .map(([record, at, cut, insert]) => {
    const text = JSON.stringify(record);
    const i = at % (text.length + 1);
    return text.slice(0, i) + insert + text.slice(i + cut);
  });

/** Attacks on the structure: a key twice, a reserved key, deep nesting, at a random object or value. */
const structuralAttack = fc
  .tuple(recordArb, fc.nat(), fc.constantFrom('duplicate', '__proto__', 'constructor', 'nest'), fc.integer({ min: 1, max: 3000 }))
  .map(([record, at, kind, depth]) => {
    const text = JSON.stringify(record);
    if (kind === 'nest') {
      const all = paths(record).filter((p) => p.length > 0);
      const path = all[at % all.length]!;
      const parent = parentOf(record, path);
      const key = path[path.length - 1]!;
      const marker = '"@@nest@@"';
      parent[key] = '@@nest@@';
      return JSON.stringify(record).replace(marker, `${'['.repeat(depth)}${JSON.stringify(parent[key])}${']'.repeat(depth)}`);
    }
    const opens = [...text.matchAll(/\{/g)].map((m) => m.index);
    const i = opens[at % opens.length]! + 1;
    const next = text.slice(i).match(/^"([^"]*)":/);
    const comma = text[i] === '}' ? '' : ',';
    const inject =
      kind === 'duplicate'
        ? next
          ? `"${next[1]}": 0,`
          : ''
        : `"${kind}": ${depth % 2 === 0 ? '{ "ties": "replay" }' : '[]'}${comma}`;
    return text.slice(0, i) + inject + text.slice(i);
  });

// ---- properties ---------------------------------------------------------------------------------

// Thousands of cases on a machine shared with other work: a generous limit, not a measurement.
const FUZZ_TIMEOUT = 120_000;

describe('the referee on mutated and hostile records (property)', { timeout: FUZZ_TIMEOUT }, () => {
  it('a record changed at one value: exit 0 or 1 with the documented JSON', () => {
    fc.assert(
      fc.property(valueMutation, (text) => {
        const run = respondTo(text);
        expectDocumented(run, text);
        expect(run.status, text.slice(0, 300)).not.toBe(2); // it is JSON, so it was checked
      }),
      { numRuns: 1000 },
    );
  });

  it('a record changed character by character: exit 0, 1 or 2 with the documented output', () => {
    fc.assert(
      fc.property(textMutation, (text) => {
        expectDocumented(respondTo(text), text);
      }),
      { numRuns: 1500 },
    );
  });

  it('structural attacks: a key twice, __proto__ or constructor, nesting up to 3000 deep: refused at their field', () => {
    fc.assert(
      fc.property(structuralAttack, (text) => {
        const run = respondTo(text);
        expectDocumented(run, text);
        if (/"(__proto__|constructor)":/.test(text)) {
          expect(run.status).toBe(1);
          expect(JSON.parse(run.stdout).error.code).toBe('record/reserved-key');
        }
      }),
      { numRuns: 400 },
    );
  });

  it('the text report answers the same way: the same exit status, "Valid:" or "Invalid:" first', () => {
    fc.assert(
      fc.property(fc.oneof(valueMutation, textMutation, structuralAttack), (text) => {
        const json = respondTo(text, true);
        const human = respondTo(text, false);
        expect(human.status).toBe(json.status);
        if (human.status === 2) expect(human.stderr).toBe(json.stderr);
        else expect(human.stdout).toMatch(human.status === 0 ? /^Valid: / : /^Invalid: [^\n]+\n$/);
      }),
      { numRuns: 400 },
    );
  });
});

describe('a few fuzzed files through the real command', () => {
  const dir = mkdtempSync(join(tmpdir(), 'referee-fuzz-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('prints and exits exactly as in this process', { timeout: 120_000 }, async () => {
    const texts = [
      ...fc.sample(valueMutation, { numRuns: 2, seed: 6 }),
      ...fc.sample(textMutation, { numRuns: 2, seed: 6 }),
      ...fc.sample(structuralAttack, { numRuns: 2, seed: 6 }),
    ];
    const files = texts.map((text, i) => {
      const path = join(dir, `case${i}.json`);
      writeFileSync(path, text);
      return path;
    });
    const runs = await Promise.all(files.map((path) => spawnReferee('check', path, '--json')));
    runs.forEach((run, i) => {
      expectDocumented(run, texts[i]!);
      const inProcess = respondTo(texts[i]!, true, files[i]!);
      expect({ status: run.status, stdout: run.stdout, stderr: run.stderr }).toEqual(inProcess);
    });
  });
});
