/**
 * Every family's records mutated as an outside checker mutates a hand-built file, through both
 * doors a record comes in by: the referee command (cli/main.ts `respond`, docs/referee.md) and the
 * app's Import (api importRecord). For any file:
 * - the referee answers exit 0 or 1 with the documented JSON (a JSON file is always checked),
 *   never a crash;
 * - a refusal names where: a hand's error points into that hand (`field` under `hands[h]`), a
 *   move's into that move (`hands[h].moves[m]`), an error outside the hands has a field;
 * - Import takes exactly the files the referee takes, with the same score, and refuses the others
 *   with the referee's code, message, hand, move and field (docs/record-format.md: "The app reads
 *   and writes it, the referee command checks it").
 *
 * test/cli/fuzz.test.ts fuzzes the referee alone on Jamaican Partner records, character by
 * character too. This one covers the fourteen families and their options, with the mutations of
 * an outsider's fuzzer: two moves swapped, a bone, seat or end changed, a hand dropped, repeated or
 * thrown in, a deal's bones traded between seats, pips nudged, an option changed, numbers turned
 * into strings, negatives or huge ones, names in other scripts, fields missing or added, a list
 * made long, the last hand cut short (a match exported mid-hand). 20,000 runs were made locally
 * (red-team helper, no disagreement found); a few hundred run here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, MatchView } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { respondTo } from '../support/referee.ts';
import { randomFamilyRecord } from '../support/random.ts';

/** Each family's defaults, and options its rule text names (docs/rules.md), a low target so matches end. */
const OPTIONS: Record<RuleFamily, readonly Record<string, unknown>[]> = {
  'jamaican-partner': [{}, { pose: 'sporting', ties: 'replay', playoffAtOneOne: true, target: 3 }, { onOpponentWin: 'winner-scores', ties: 'replay', leadersLoseReplay: 'reset-both', partnersTiedForFewest: 'tie', target: 2 }],
  'jamaican-cut-throat': [{}, { pose: 'sporting', keyBone: false, target: 2, twoPlayers: 'draw' }],
  haitian: [{}, { dekabesAfterTie: 3, target: 2 }],
  cuban: [{}, { starter: 'winner', firstPose: 'highest-double', target: 40 }, { set: 'double-six', firstPose: 'highest-double', target: 30 }],
  'latin-partnership': [
    {},
    { blockScore: 'both', passBonus: true, mustStartDouble: true, redeal: 'four', target: 60 },
    { blockTie: 'last-team-loses', starter: 'winning-team', roundDown10: true },
    { blockTie: 'deal-again', scoring: 'all', divideBy10: true, target: 5 },
    { starter: 'double-six', blockTie: 'more-bones' },
  ],
  'puerto-rican-shutout': [{}, { ties: 'replay', playoffAtOneOne: true, target: 2 }],
  chiva: [{}, { pose: 'sporting', target: 2, keyBone: false }],
  'haitian-individual': [{}, { twoPlayers: 'block', target: 2 }, { twoPlayers: 'fourteen-each', dekabesAfterTie: 3 }],
  milo: [{}, { target: 2 }],
  sudan: [{}, { doubleBlank50: true, target: 60 }],
  doscientos: [{}, { block: 'last-or-right', blockTie: 'first-team', redeal: 'five', passBonus: true, target: 60 }],
  quinientos: [{}, { chuchazo: 'any', passBonus: true, blockTie: 'last-team', target: 150 }, { chuchazo: 'one-blank-end', roundDown10: true }],
  'cuban-draw': [{}, { target: 30 }],
  'jamaican-french': [{}, { target: 40 }],
};

/** Values an outsider's fuzzer puts anywhere. */
const ODD: readonly unknown[] = [
  -1, 0, 1, 2, 3, 4, 6, 7, 9, 10, 1.5, 1e308, -0, 2 ** 53, 1e21, '6', '0', 'left', 'right', 'north', true, false, null, [], {},
  [6, 6], [9, 9], [7, 0], [6], [6, 6, 6], ['6', 6], [-1, 2], [0.5, 1],
  { seat: 0, pass: true }, { seat: 1, bone: [6, 6] }, { seat: 0, draw: 1 }, { seat: 0, draw: [[1, 1]] }, { seat: 1, redeal: true }, { redeal: { seat: 0 } }, { seat: 0 },
  { '0': [], '1': [], '2': [], '3': [] }, { '0': 0, '1': 0, '2': 0, '3': 0 },
  'Ánn', 'A\u200bB', 'e\u0301', '\ud800', 'x'.repeat(41), '🂡🂢', 'Ａnn', 'José',
];
const OPTION_NAMES = ['target', 'pose', 'ties', 'starter', 'blockTie', 'twoPlayers', 'redeal', 'set', 'keyBone', 'chuchazo'];

type Json = Record<string | number, unknown>;
type Path = (string | number)[];

function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...at, i], out));
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) paths(v, [...at, k], out);
  return out;
}
const parentOf = (root: unknown, path: Path): Json => path.slice(0, -1).reduce<Json>((v, k) => v[k] as Json, root as Json);
const isObject = (v: unknown): v is Json => v !== null && typeof v === 'object';

const KINDS = ['replace', 'delete', 'repeat', 'swap', 'swap-moves', 'bone', 'seat', 'end', 'option', 'add-field', 'long', 'cut-short', 'trade-dealt', 'nudge-pips', 'redeal'] as const;
interface Mutation {
  readonly kind: (typeof KINDS)[number];
  readonly a: number;
  readonly b: number;
  readonly value: unknown;
}

/** One change to a record in place; a change that does not apply to this record changes nothing. */
function mutate(record: Json, { kind, a, b, value }: Mutation): void {
  const all = paths(record).filter((p) => p.length > 0);
  const path = all[a % all.length]!;
  const parent = parentOf(record, path);
  const key = path[path.length - 1]!;
  const hands = Array.isArray(record.hands) ? (record.hands as unknown[]).filter(isObject) : [];
  const moves = hands.flatMap((h) => (Array.isArray(h.moves) ? [h.moves as unknown[]] : []));
  const someMove = (): Json | undefined => {
    const list = moves.filter((m) => m.length > 0)[a % Math.max(1, moves.length)];
    const move = list?.[b % list.length];
    return isObject(move) ? move : undefined;
  };
  switch (kind) {
    case 'replace':
      parent[key] = structuredClone(value);
      break;
    case 'delete':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete parent[key];
      break;
    case 'repeat':
      if (Array.isArray(parent)) parent.splice(key as number, 0, structuredClone(parent[key as number]));
      break;
    case 'swap':
      if (Array.isArray(parent)) {
        const j = b % parent.length;
        [parent[key as number], parent[j]] = [parent[j], parent[key as number]];
      }
      break;
    case 'swap-moves': {
      const list = moves[a % Math.max(1, moves.length)];
      const i = list ? b % list.length : 0;
      if (list && i + 1 < list.length) [list[i], list[i + 1]] = [list[i + 1], list[i]];
      break;
    }
    case 'bone': {
      const move = someMove();
      if (move && 'bone' in move) move.bone = [b % 10, (b >> 4) % 10];
      break;
    }
    case 'seat': {
      const move = someMove();
      if (move) move.seat = b % 5;
      break;
    }
    case 'end': {
      const move = someMove();
      if (move && 'bone' in move) move.end = ['left', 'right', 'north', 'up'][b % 4];
      break;
    }
    case 'option':
      record.options = { ...(isObject(record.options) ? record.options : {}), [OPTION_NAMES[b % OPTION_NAMES.length]!]: structuredClone(value) };
      break;
    case 'add-field':
      if (isObject(parent) && !Array.isArray(parent)) parent[`extra${b % 3}`] = structuredClone(value);
      break;
    case 'long':
      if (Array.isArray(parent) && parent.length > 0) for (let i = 0; i < b % 60; i++) parent.push(structuredClone(parent[parent.length - 1]));
      break;
    case 'cut-short': {
      const last = hands[hands.length - 1];
      if (last && Array.isArray(last.moves) && last.moves.length > 0) {
        last.moves = last.moves.slice(0, b % last.moves.length);
        if (a % 2 === 0) {
          delete last.left;
          delete last.pips;
        }
      }
      break;
    }
    case 'trade-dealt': {
      const dealt = hands.filter((h) => isObject(h.dealt)).map((h) => h.dealt as Record<string, unknown[]>)[a % Math.max(1, hands.length)];
      if (!dealt) break;
      const seats = Object.keys(dealt);
      const x = dealt[seats[b % seats.length]!];
      const y = dealt[seats[(b >> 2) % seats.length]!];
      if (Array.isArray(x) && Array.isArray(y) && x.length > 0 && y.length > 0) [x[a % x.length], y[b % y.length]] = [y[b % y.length], x[a % x.length]];
      break;
    }
    case 'nudge-pips': {
      const pips = hands.filter((h) => isObject(h.pips)).map((h) => h.pips as Record<string, number>)[a % Math.max(1, hands.length)];
      if (!pips) break;
      const seat = Object.keys(pips)[b % Object.keys(pips).length]!;
      pips[seat] = pips[seat]! + (a % 5) - 2;
      break;
    }
    case 'redeal':
      if (hands.length > 0) (record.hands as unknown[])[a % hands.length] = { redeal: { seat: b % 4 } };
      break;
  }
}

const caseArb = fc.record({
  rules: fc.constantFrom(...RULE_FAMILIES),
  option: fc.nat(),
  seats: fc.nat(),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  hands: fc.integer({ min: 1, max: 4 }),
  withDeal: fc.boolean(),
  mutations: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), a: fc.nat(), b: fc.nat(), value: fc.constantFrom(...ODD) }), { minLength: 1, maxLength: 2 }),
});

type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** The mutated record's text. */
function textOf(c: Case): string {
  const family = FAMILIES[c.rules];
  const options = OPTIONS[c.rules];
  const record = JSON.parse(
    JSON.stringify(
      randomFamilyRecord(c.seed, c.hands, {
        rules: c.rules,
        options: options[c.option % options.length]!,
        seats: family.seatCounts[c.seats % family.seatCounts.length]!,
        withDeal: c.withDeal,
        vary: !c.withDeal,
        redealOneIn: 5,
      }),
    ),
  ) as Json;
  // The generator writes a hand thrown in before any move with "moves": [], which a file writes
  // without (docs/record-format.md): as a file has it, so such records start valid.
  for (const hand of record.hands as Json[]) if (hand.redeal !== undefined && Array.isArray(hand.moves) && hand.moves.length === 0) delete hand.moves;
  for (const m of c.mutations) mutate(record, m);
  return JSON.stringify(record);
}

interface Refusal {
  readonly hand: number | null;
  readonly move: number | null;
  readonly code: string;
  readonly message: string;
  readonly field: string | null;
}

let dir = '';
let service: Service;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-fuzz-families-'));
  service = openService(join(dir, 'm.sqlite'), { appVersion: '1.2.3', logBug: (method, cause) => { throw new Error(`bug in ${method}: ${String(cause)}`); } });
});
afterAll(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every family, mutated: the referee and Import agree (property)', () => {
  it('the referee answers 0 or 1 with the place named; Import takes what it takes and refuses what it refuses, in the same words', { timeout: 240_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const text = textOf(c);
        const run = respondTo(text);
        expect(run.stderr, text.slice(0, 300)).toBe('');
        expect([0, 1], text.slice(0, 300)).toContain(run.status);
        const out = JSON.parse(run.stdout) as { valid: boolean; score?: number[]; winner?: number | null; error?: Refusal };
        const answer = await service.call('importRecord', { text });
        if (out.valid) {
          expect(answer.ok ? null : (answer.error as ApiError), text.slice(0, 300)).toBeNull();
          const view = (answer as { value: MatchView }).value;
          expect(view.score).toEqual(out.score);
          expect(view.winner).toEqual(out.winner);
          return;
        }
        const e = out.error!;
        // The place: an error in a hand points into it, one in a move into that move.
        if (e.hand !== null) expect(e.field ?? '', e.message).toMatch(new RegExp(`^hands\\[${e.hand}\\]`));
        if (e.move !== null) expect(e.field ?? '', e.message).toContain(`hands[${e.hand}].moves[${e.move}]`);
        if (e.hand === null) expect(e.field, e.message).not.toBeNull();
        expect(e.message).not.toMatch(/\n|\bat .*\.ts:\d+/);
        expect(answer.ok, `${e.code}: ${e.message}`).toBe(false);
        if (answer.ok) return;
        expect({ code: answer.error.code, message: answer.error.message, hand: answer.error.hand ?? null, move: answer.error.move ?? null, field: answer.error.field ?? null }).toEqual({
          code: e.code,
          message: e.message,
          hand: e.hand,
          move: e.move,
          field: e.field,
        });
      }),
      // FUZZ_RUNS=20000 to hunt locally.
      { numRuns: Number(process.env.FUZZ_RUNS ?? 400) },
    );
  });
});
