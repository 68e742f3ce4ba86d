/**
 * Record files refused on import (docs/record-format.md), through the real `parseRecord` and
 * `checkRecord`: every way the file's shapes, format, rules, options and seats are refused, for
 * the refusal sweep (test/renderer/refusal.test.ts) to hold each to its templates in English and
 * Spanish. A hand-made list of bad files, and each field of three worked examples (docs/examples)
 * deleted or given a wrong value.
 */
import { readFileSync } from 'node:fs';
import { checkRecord, parseRecord, RECORD_FORMAT } from '../../domain/record.ts';
import type { DominoError } from '../../domain/result.ts';
import { root } from './referee.ts';

type Json = Record<string, unknown>;

const example = (name: string): Json => JSON.parse(readFileSync(`${root}/docs/examples/${name}.json`, 'utf8')) as Json;

/** The refusal of a file (text, or a value built in code), or null when it is accepted. */
export function refusalOf(file: string | unknown): DominoError | null {
  const parsed = parseRecord(file);
  if (!parsed.ok) return parsed.error;
  const checked = checkRecord(parsed.value, { inProgress: true });
  return checked.ok ? null : checked.error;
}

const AT = '2026-11-23T20:14:03.120Z';

/** A deal of the double-six where Ann (seat 0) holds four doubles, 6-6 to 3-3. */
const FOUR_DOUBLES_TO_ANN = ((): Record<string, number[][]> => {
  const bones: number[][] = [];
  for (let a = 6; a >= 0; a--) for (let b = a; b >= 0; b--) bones.push([a, b]);
  const doubles = bones.filter(([a, b]) => a === b);
  const ann = [...doubles.slice(0, 4), ...bones.filter(([a, b]) => a !== b).slice(0, 3)];
  const rest = bones.filter((b) => !ann.includes(b));
  return { '0': ann, '1': rest.slice(0, 7), '2': rest.slice(7, 14), '3': rest.slice(14, 21) };
})();

/** A file for the partner game with one change. */
function partner(change: (r: Json & { hands: Json[]; seats: string[] }) => void): string {
  const r = example('jamaican-partner') as Json & { hands: Json[]; seats: string[] };
  change(r);
  return JSON.stringify(r);
}

/** Bad files made by hand: each refusal of the file's top, its counts, its corrections and seats. */
export function badFiles(): (string | unknown)[] {
  const two = { format: RECORD_FORMAT, rules: 'jamaican-cut-throat', seats: ['Ann', 'Ben'] };
  return [
    '{"format": "dominoes-match/1",\n  "rules": nope}',
    JSON.stringify({ rules: 'jamaican-partner' }),
    JSON.stringify({ format: 'dominoes-match/2' }),
    // Values past QUOTE_CHARS, quoted cut short with their length: inside the format's parentheses
    // too (the rule: no message nests parentheses).
    JSON.stringify({ format: `dominoes-match/${'1'.repeat(60)}` }),
    partner((r) => (r.options = { ['k'.repeat(60)]: 'v'.repeat(60) })),
    partner((r) => (r.options = { ties: 'v'.repeat(60) })),
    partner((r) => (r.rules = 'dominoes-of-mars')),
    partner((r) => (r.rules = 'x'.repeat(60))),
    partner((r) => (r.options = { tie: 'replay' })),
    partner((r) => (r.options = { target: 101 })),
    partner((r) => (r.options = { ties: 'again' })),
    partner((r) => ((r.rules = 'haitian'), (r.options = { dekabesAfterTie: 5 }))),
    partner((r) => ((r.rules = 'latin-partnership'), (r.options = { divideBy10: true, roundDown10: true }))),
    // Cut Throat's game to 100 (issue 19 item 12): four players only, and no key bone.
    partner((r) => ((r.rules = 'jamaican-cut-throat'), (r.options = { scoring: 'points' }), (r.seats = r.seats.slice(0, 3)), (r.hands = []))),
    partner((r) => ((r.rules = 'jamaican-cut-throat'), (r.options = { scoring: 'points', keyBone: true }))),
    partner((r) => ((r.rules = 'jamaican-french'), (r.options = { playOut: true }))),
    partner((r) => (r.seats = r.seats.slice(0, 3))),
    partner((r) => (r.seats = ['Ann', 'Ben', 'Ann', 'Dan'])),
    partner((r) => (r.seats = ['José', 'Jose\u0301', 'Cat', 'Dan'])),
    partner((r) => (r.seats = ['Ann'])),
    partner((r) => (r.seats[0] = ' ')),
    partner((r) => (r.seats[0] = '\u200b')),
    partner((r) => (r.seats[0] = 'A\u0007nn')),
    partner((r) => (r.seats[0] = 'x'.repeat(41))),
    partner((r) => (r.winner = 0)),
    partner((r) => Object.assign(r, { venue: 'Kingston', a: 1, b: 2, c: 3 })),
    partner((r) => (r.hands[0]!['y'.repeat(60)] = 1)),
    partner((r) => ((r.hands[0]!.moves as Json[])[0] = { seat: 0, pass: false })),
    partner((r) => ((r.hands[0]!.moves as Json[])[1] = { seat: 1, bone: [6, 5], end: 'up' })),
    partner((r) => ((r.hands[0]!.moves as Json[])[0] = { seat: 0, draw: [] })),
    partner((r) => ((r.hands[0]!.moves as Json[])[0] = { seat: 0, draw: {} })),
    partner((r) => ((r.hands[0]!.moves as Json[])[0] = { seat: 0, bone: [6, 6, 6] })),
    partner((r) => (r.hands[0]!.moves = Array.from({ length: 1001 }, () => ({ seat: 0, pass: true })))),
    partner((r) => (r.hands[0] = { dealt: r.hands[0]!.dealt })),
    partner((r) => (r.hands = Array.from({ length: 10_001 }, () => ({ moves: [] })))),
    partner((r) => (r.corrections = Array.from({ length: 100_001 }, () => 0))),
    partner((r) => (r.corrections = [{ at: 'yesterday', hand: 0, move: 0, removed: { seat: 0, pass: true } }])),
    partner((r) => (r.corrections = [{ at: AT, hand: 0, move: 0, removed: { seat: 0, redeal: false } }])),
    partner((r) => (r.corrections = [{ at: AT, hand: 0, move: 0, removed: { seat: 0, bone: [10, 2] } }])),
    partner((r) => (r.corrections = [{ at: AT, hand: 99, move: 0, removed: { seat: 0, pass: true } }])),
    partner((r) => ((r.hands = r.hands.slice(0, 1)), (r.corrections = [{ at: AT, hand: 9, move: 0, removed: { seat: 0, pass: true } }]))),
    partner((r) => delete (r.hands[0]!.dealt as Json)['2']),
    // 1e400 is what a file holds; JSON.stringify would write Infinity as null.
    partner((r) => (r.hands[0]!.dealt as Json)['1'] = [[6, 6]]).replace('[[6,6]]', '[[1e400,6]]'),
    JSON.stringify({ ...two, corrections: [{ at: AT, hand: 0, move: 0, removed: { seat: 3, pass: true } }], hands: [] }),
    JSON.stringify({ ...two, hands: [{ moves: [], pips: { 0: 1, 1: 2, 3: 4 } }] }),
    JSON.stringify({ ...two, hands: [{ redeal: { seat: 3 } }] }),
    JSON.stringify({ ...two, rules: 'latin-partnership', options: { redeal: 'five' }, seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ redeal: { seat: 0 }, left: {} }] }),
    JSON.stringify({ ...two, rules: 'latin-partnership', options: { redeal: 'five' }, seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ redeal: { seat: 0 }, moves: [] }] }),
    // A redeal by a seat the deal shows with four doubles (caribbean…txt, Haiti: "five or more").
    JSON.stringify({ ...two, rules: 'haitian', seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands: [{ redeal: { seat: 0 }, dealt: FOUR_DOUBLES_TO_ANN }] }),
    // Chiva throws a hand in only when the 6-6 lies in the boneyard: not one the last winner poses,
    // nor one whose deal gives the 6-6 to Ann.
    (() => {
      const chiva = example('chiva') as Json & { hands: Json[] };
      return JSON.stringify({ ...chiva, hands: [chiva.hands[1], { redeal: { seat: 0 } }] });
    })(),
    JSON.stringify({ ...two, rules: 'chiva', hands: [{ redeal: { seat: 1 }, dealt: { '0': FOUR_DOUBLES_TO_ANN['0'], '1': FOUR_DOUBLES_TO_ANN['1'] } }] }),
    // Lankford's Cuban game thrown in with no draws, the deal recorded: Ben, dealt no double, would
    // draw the 2-2 from the boneyard; Ann was dealt the 6-6 (domain/throw-in.ts, undrawnThrowInError).
    JSON.stringify({ ...two, rules: 'cuban-draw', hands: [{ redeal: { seat: 1 }, dealt: { '0': FOUR_DOUBLES_TO_ANN['0'], '1': FOUR_DOUBLES_TO_ANN['1'] } }] }),
    JSON.stringify({ ...two, rules: 'cuban-draw', hands: [{ redeal: { seat: 0 }, dealt: { '0': FOUR_DOUBLES_TO_ANN['0'], '1': FOUR_DOUBLES_TO_ANN['1'] } }] }),
    partner((r) => (r.options = { playoffAtOneOne: 'yes' })),
    // A hand ended by a referee's ruling (issue 18 item 8, domain/ruling.ts): a side the game has
    // not, a side where points count against, points with no score, a hand already over, a ruled
    // hand also thrown in or settled, a reason on two lines, a bad ruling taken back.
    JSON.stringify({ ...two, seats: ['Ann', 'Ben', 'Cat', 'Dan'], rules: 'jamaican-partner', hands: [{ moves: [], ruling: { side: 2, points: 1, reason: 'Renege' } }] }),
    JSON.stringify({ ...two, seats: ['Ann', 'Ben', 'Cat', 'Dan'], rules: 'jamaican-french', hands: [{ moves: [], ruling: { side: 0, points: 1, reason: 'Renege' } }] }),
    JSON.stringify({ ...two, hands: [{ moves: [], ruling: { side: null, points: 3, reason: 'Misdeal' } }] }),
    partner((r) => (r.hands = [{ ...r.hands[0]!, ruling: { side: 0, points: 1, reason: 'Renege' } }])),
    JSON.stringify({ ...two, hands: [{ redeal: { seat: 0 }, ruling: { side: 0, points: 1, reason: 'Renege' } }] }),
    JSON.stringify({ ...two, hands: [{ moves: [], ruling: { side: 0, points: 1, reason: 'Renege' }, pips: { 0: 1, 1: 2 } }] }),
    JSON.stringify({ ...two, hands: [{ moves: [], ruling: { side: 0, points: 1, reason: 'Renege\nby Ann' } }] }),
    JSON.stringify({ ...two, hands: [], corrections: [{ at: AT, hand: 0, move: 0, removed: { ruling: { side: 0, points: -1, reason: 'x' } } }] }),
    // A hand after the match was won (Milo's example is won by its last hand).
    JSON.stringify(((r) => ({ ...r, hands: [...(r.hands as unknown[]), { moves: [] }] }))(example('milo'))),
    JSON.stringify({ format: RECORD_FORMAT, options: { a: JSON.parse(`${'['.repeat(40)}${']'.repeat(40)}`) as unknown } }),
    '{"format": "dominoes-match/1", "format": "dominoes-match/1"}',
    '{"format": "dominoes-match/1", "options": {"__proto__": {}}}',
    // A value built in code that is a list, not an object: the file as a whole is refused.
    Object.assign([], { format: RECORD_FORMAT }),
  ];
}

/** Wrong values of every kind, a text longer than a message quotes among them. */
const VALUES: unknown[] = ['x', -1, 1.5, [], {}, [1, 2, 3], true, null, 'x'.repeat(60)];

/** Every place of a value, to the first few items of each list. */
function places(v: unknown, at: (string | number)[], out: (string | number)[][]): void {
  if (at.length > 0) out.push(at);
  if (Array.isArray(v)) v.slice(0, 2).forEach((x, i) => places(x, [...at, i], out));
  else if (v !== null && typeof v === 'object') for (const [k, x] of Object.entries(v)) places(x, [...at, k], out);
}

/** The value with the field at `path` deleted, or replaced by `value`. */
function changed(record: Json, path: readonly (string | number)[], value?: unknown): Json {
  const copy = structuredClone(record);
  let at = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  const key = path.at(-1)!;
  if (value !== undefined) at[key] = value;
  else if (Array.isArray(at)) at.splice(key as number, 1);
  else delete at[key];
  return copy;
}

/** Each field of three worked examples (their first two hands, a correction added) deleted or given each wrong value. */
export function mutatedFiles(): Json[] {
  const out: Json[] = [];
  for (const name of ['jamaican-partner', 'latin-partnership', 'cuban-draw']) {
    const record = example(name) as Json & { hands: unknown[] };
    record.hands = record.hands.slice(0, 2);
    record.corrections = [{ at: AT, hand: 0, move: 0, removed: { seat: 0, pass: true } }];
    const paths: (string | number)[][] = [];
    places(record, [], paths);
    for (const path of paths) {
      out.push(changed(record, path));
      for (const value of VALUES) out.push(changed(record, path, value));
    }
  }
  return out;
}

/**
 * Every refusal of those files that is the file's own (its shapes, format, rules, options, seats, a
 * seat it does not have, a hand after the match, a hand thrown in without the doubles the deal
 * must show): the rules' refusals a changed move also meets are swept move by move in the refusal sweep.
 */
export function fileRefusals(): DominoError[] {
  const out: DominoError[] = [];
  for (const file of [...badFiles(), ...mutatedFiles()]) {
    const e = refusalOf(file);
    if (e && (e.code.startsWith('record/') || e.code === 'seat/unknown' || e.code === 'match/over' || e.code === 'hand/redeal' || e.code.startsWith('ruling/'))) out.push(e);
  }
  return out;
}
