/**
 * Every refusal of a record file names where (docs/record-format.md, "Reading a file": "hand,
 * move and field, a path into the file such as hands[1].moves[7].end"), as precisely as the file
 * allows. Over every refusal the file sweep (test/support/file-refusals.ts), deals and bones left
 * entered wrong at each seat and bone, and the fuzzer's mutated records (test/support/fuzz-records.ts)
 * produce:
 * - the field resolves to a value the file holds, or, for a field the file leaves out, names the
 *   missing key under a parent it holds;
 * - a refusal about one bone of a deal, of the bones left or of a draw points at that bone
 *   (`hands[0].dealt.2[3]`), one about one seat's deal, bones or pips at that seat (`hands[0].dealt.1`).
 * Found by the places helper: every deal error named the whole deal, `hands[h].dealt`.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordError } from '../../domain/record.ts';
import { badFiles, mutatedFiles, refusalOf } from '../support/file-refusals.ts';
import { caseArb, textOf } from '../support/fuzz-records.ts';
import { root } from '../support/referee.ts';

type Json = Record<string, unknown>;
type Bone = [number, number];
type BySeat = Record<string, Bone[]>;
type ExampleHand = { dealt?: BySeat; left?: BySeat; pips?: Record<string, number>; moves?: { bone?: Bone }[] };

const example = (name: string): Json & { seats: string[]; hands: ExampleHand[] } =>
  JSON.parse(readFileSync(`${root}/docs/examples/${name}.json`, 'utf8')) as Json & { seats: string[]; hands: ExampleHand[] };

/** The keys of a field path: `hands[0].dealt.2[3]` → hands, 0, dealt, 2, 3. */
function keysOf(field: string): (string | number)[] {
  return [...field.matchAll(/\[(\d+)\]|\.?([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]!));
}

/** Whether `value` holds `key` as its own. */
function holds(value: unknown, key: string | number): boolean {
  if (Array.isArray(value)) return typeof key === 'number' && key < value.length;
  return value !== null && typeof value === 'object' && Object.hasOwn(value, key);
}

const showBone = (v: unknown): string | null =>
  Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number') ? `${v[0] as number}-${v[1] as number}` : null;

/**
 * Refusals that may name a field the file leaves out, by its key under a parent it holds: the
 * shapes and the format ("format: missing", "hands[0].dealt.2", "corrections[0].removed"), and a
 * finished hand given nothing to settle it ("hands[0].left"), a play that fits both ends without
 * saying which ("hands[0].moves[5].end").
 */
const NAMES_MISSING = new Set(['record/field', 'record/format', 'block/unsettled', 'domino/unsettled', 'play/end-required', 'play/arm-required']);

/** What is wrong with where `error` points in `file`: nothing, when the place is right. */
function placeProblems(file: unknown, error: RecordError): string[] {
  if (error.field === null || error.field.includes('…')) return [];
  const root = typeof file === 'string' ? (JSON.parse(file) as unknown) : file;
  const keys = keysOf(error.field);
  let value: unknown = root;
  for (let i = 0; i < keys.length; i++) {
    if (!holds(value, keys[i]!)) {
      const missing = i === keys.length - 1 && NAMES_MISSING.has(error.code);
      return missing ? [] : [`${error.code} at ${error.field}: the file has no ${keys.slice(0, i + 1).join('.')}`];
    }
    value = (value as Record<string | number, unknown>)[keys[i]!];
  }
  const problems: string[] = [];
  const bone = error.params?.['bone'];
  // A bone's error at a list of bones (a deal, the bones left, a draw) points at the bone in it.
  if (typeof bone === 'string' && Array.isArray(value) && value.some((b) => showBone(b) !== null && [showBone(b), showBone([...(b as Bone)].reverse())].includes(bone))) {
    problems.push(`${error.code} about ${bone} at ${error.field}: the list, not the bone`);
  }
  // A seat's error at a by-seat map points at that seat.
  const seat = error.params?.['seat'];
  const seats = (root as { seats?: unknown }).seats;
  const last = keys.at(-1);
  if (typeof seat === 'string' && Array.isArray(seats) && seats.includes(seat) && (last === 'dealt' || last === 'left' || last === 'pips')) {
    problems.push(`${error.code} about ${seat} at ${error.field}: the whole map, not the seat`);
  }
  return problems;
}

/** A copy of `record` with `change` made to it. */
function changed<T>(record: T, change: (r: T) => void): T {
  const copy = structuredClone(record);
  change(copy);
  return copy;
}

/** Deals entered wrong at each seat and bone of the partner example's first hand (its deal recorded). */
function badDeals(): unknown[] {
  const record = example('jamaican-partner');
  record.hands = record.hands.slice(0, 1);
  const dealt = record.hands[0]!.dealt!;
  const out: unknown[] = [];
  for (let s = 0; s < 4; s++) {
    const other = String((s + 1) % 4);
    for (let i = 0; i < 7; i++) {
      out.push(changed(record, (r) => (r.hands[0]!.dealt![s]![i] = [7, 0])));
      out.push(changed(record, (r) => (r.hands[0]!.dealt![s]![i] = dealt[other]![i]!)));
      out.push(changed(record, (r) => (r.hands[0]!.dealt![s]![i] = [...dealt[s]![(i + 1) % 7]!].reverse() as Bone)));
      out.push(changed(record, (r) => r.hands[0]!.dealt![s]!.splice(i, 1)));
    }
    out.push(changed(record, (r) => r.hands[0]!.dealt![s]!.push([7, 7])));
    out.push(changed(record, (r) => r.hands[0]!.dealt![s]!.push(dealt[other]![0]!)));
  }
  return out;
}

/** Bones left and pips entered wrong at each seat and bone of the examples' settled hands. */
function badSettlements(): unknown[] {
  const out: unknown[] = [];
  for (const name of ['jamaican-partner', 'cuban', 'latin-partnership', 'jamaican-french', 'milo', 'cuban-draw']) {
    const full = example(name);
    for (let h = 0; h < full.hands.length; h++) {
      const record = changed(full, (r) => (r.hands = r.hands.slice(0, h + 1)));
      const hand = record.hands[h]!;
      const played = hand.moves?.find((m) => m.bone)?.bone;
      for (const [s, bones] of Object.entries(hand.left ?? {})) {
        const seats = Object.keys(hand.left!);
        const other = seats[(seats.indexOf(s) + 1) % seats.length]!;
        for (let i = 0; i < bones.length; i++) {
          out.push(changed(record, (r) => (r.hands[h]!.left![s]![i] = [9, 9])));
          out.push(changed(record, (r) => (r.hands[h]!.left![s]![i] = [-1, 2])));
          if (hand.left![other]![0]) out.push(changed(record, (r) => (r.hands[h]!.left![s]![i] = hand.left![other]![0]!)));
          if (played) out.push(changed(record, (r) => (r.hands[h]!.left![s]![i] = played)));
          out.push(changed(record, (r) => r.hands[h]!.left![s]!.splice(i, 1)));
        }
        out.push(changed(record, (r) => r.hands[h]!.left![s]!.push([9, 9])));
        if (played) out.push(changed(record, (r) => r.hands[h]!.left![s]!.push(played)));
        if (hand.left![other]![0]) out.push(changed(record, (r) => r.hands[h]!.left![s]!.push(hand.left![other]![0]!)));
        // Pips given beside the bones, one seat's off by one.
        out.push(changed(record, (r) => (r.hands[h]!.pips = Object.fromEntries(Object.entries(hand.left!).map(([k, b]) => [k, b.reduce((t, [x, y]) => t + x + y, 0) + (k === s ? 1 : 0)])))));
      }
      for (const s of Object.keys(hand.pips ?? {})) {
        for (const d of [-3, -1, 1, 2, 500]) out.push(changed(record, (r) => (r.hands[h]!.pips![s]! += d)));
      }
    }
  }
  return out;
}

/** Draws entered wrong: each bone of each draw of the Cuban draw example replaced by another. */
function badDraws(): unknown[] {
  const record = example('cuban-draw') as Json & { hands: { moves: { draw?: unknown }[] }[] };
  const out: unknown[] = [];
  record.hands.forEach((hand, h) =>
    hand.moves.forEach((move, m) => {
      if (!Array.isArray(move.draw)) return;
      for (let i = 0; i < move.draw.length; i++) {
        for (let a = 0; a <= 6; a++) out.push(changed(record, (r) => ((r.hands[h]!.moves[m]!.draw as Bone[])[i] = [a, a === 6 ? 0 : a + 1])));
      }
    }),
  );
  return out;
}

/** The place problems of every refusal of `files`, and how many refusals there were. */
function sweep(files: readonly unknown[]): { refusals: number; problems: string[] } {
  let refusals = 0;
  const problems: string[] = [];
  for (const file of files) {
    const e = refusalOf(file) as RecordError | null;
    if (!e) continue;
    refusals++;
    problems.push(...placeProblems(file, e));
  }
  return { refusals, problems: [...new Set(problems)] };
}

describe('every refusal of a file names the place in it, as precisely as the file allows', () => {
  it('the check itself: a deal error at the deal is caught, at the bone it is not', () => {
    const file = { seats: ['Ann', 'Ben'], hands: [{ dealt: { '0': [[6, 6]], '1': [[7, 0]] } }] };
    const error = (field: string, params: RecordError['params']): RecordError => ({ code: 'dealt/not-in-set', message: '', hand: 0, move: null, field, params });
    expect(placeProblems(file, error('hands[0].dealt', { seat: 'Ben', bone: '7-0' }))).toHaveLength(1);
    expect(placeProblems(file, error('hands[0].dealt.1', { seat: 'Ben', bone: '7-0' }))).toHaveLength(1);
    expect(placeProblems(file, error('hands[0].dealt.1[0]', { seat: 'Ben', bone: '7-0' }))).toEqual([]);
    expect(placeProblems(file, error('hands[0].left', { seat: 'Ben' }))).toHaveLength(1);
  });

  it.each([
    ['the file sweep: hand-made bad files and each field of three examples deleted or changed', () => [...badFiles(), ...mutatedFiles()], 500],
    ['deals entered wrong at each seat and bone', badDeals, 100],
    ['bones left and pips entered wrong at each seat and bone', badSettlements, 100],
    ['draws entered wrong at each bone', badDraws, 20],
  ] as const)('%s', (_, files, least) => {
    const { refusals, problems } = sweep(files());
    expect(refusals).toBeGreaterThan(least);
    expect(problems).toEqual([]);
  });

  it('every family\'s records mutated by the fuzzer (property)', () => {
    fc.assert(
      fc.property(caseArb, (c) => {
        const text = textOf(c);
        const e = refusalOf(text) as RecordError | null;
        if (e) expect(placeProblems(text, e), `${e.code}: ${e.message}`).toEqual([]);
      }),
      { numRuns: Number(process.env.FUZZ_RUNS ?? 300) },
    );
  }, 120_000);
});
