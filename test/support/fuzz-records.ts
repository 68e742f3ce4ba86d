/**
 * Every family's records mutated as an outside checker mutates a hand-built file (the mutations of
 * an outsider's fuzzer: test/cli/fuzz-families.test.ts says which), for the fuzz test and for the
 * sweep of the places refusals name (test/domain/record-places.test.ts).
 */
import fc from 'fast-check';
import { FAMILIES } from '../../domain/families/index.ts';
import { RULE_FAMILIES } from '../../domain/rules.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { randomFamilyRecord } from './random.ts';

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
  'jamaican-french': [{}, { target: 40 }, { laterPose: 'winner-double', target: 60 }],
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
export type Path = (string | number)[];

/** Every path into a JSON value, the value itself first (`[]`); the event fuzz mutates at them too. */
export function paths(value: unknown, at: Path = [], out: Path[] = []): Path[] {
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

export const caseArb = fc.record({
  rules: fc.constantFrom(...RULE_FAMILIES),
  option: fc.nat(),
  seats: fc.nat(),
  seed: fc.integer({ min: 1, max: 1_000_000 }),
  hands: fc.integer({ min: 1, max: 4 }),
  withDeal: fc.boolean(),
  mutations: fc.array(fc.record({ kind: fc.constantFrom(...KINDS), a: fc.nat(), b: fc.nat(), value: fc.constantFrom(...ODD) }), { minLength: 1, maxLength: 2 }),
});

export type Case = typeof caseArb extends fc.Arbitrary<infer T> ? T : never;

/** The mutated record's text. */
export function textOf(c: Case): string {
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
