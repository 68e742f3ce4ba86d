/**
 * A count and its noun agree: "1 pip", "2 pips", never "1 pips" (found by an earlier session in
 * the refusal "Ann can hold only 1 pips"). Swept over the engine's English for every reason with a
 * number in it, every number set to 0, 1, 2 and 7, and over every message of the screens in
 * English and Spanish, each placeholder filled with 1 and then 2, as vue-i18n says it.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { sayReason } from '../../domain/reasons.ts';
import type { Reason, TotalsReason } from '../../domain/reasons.ts';
import { replayHand, startHand } from '../../domain/hand.ts';
import { settleHand } from '../../domain/settle.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import { blockedHand, NAMES } from '../support/hands.ts';
import { disagreements } from '../support/plurals.ts';

const seat = 'Ann';
const ONLY = (n: number): TotalsReason => ({ kind: 'only', pips: n, count: n });
/** A reason of every kind that has a count in it, built around the number `n`. */
const REASONS = (n: number): Reason[] => [
  ONLY(n),
  { kind: 'pips-range', seat, count: n, pips: n, most: n },
  { kind: 'pips-hold', seat, count: n, pips: n, can: { kind: 'can-hold', seat, totals: ONLY(n) }, facts: [] },
  { kind: 'can-hold', seat, totals: { kind: 'range', lo: 0, hi: n } },
  { kind: 'can-hold', seat, totals: { kind: 'one-of', either: [0, n] } },
  { kind: 'fewest', seat, fewest: n },
  { kind: 'posed', hand: n, count: n },
  { kind: 'boneyard-left', seat, count: n },
  { kind: 'draw-more', seat, drawn: n + 1, stock: n },
  { kind: 'no-room', bones: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-5'].slice(0, Math.max(n, 1)), count: Math.max(n, 1), places: [seat], room: n, by: { kind: 'by-passing' } },
  { kind: 'drew-face-up', seat, bones: ['6-6', '6-5', '6-4', '6-3', '6-2', '6-1', '6-0', '5-5'].slice(0, Math.max(n, 1)), count: Math.max(n, 1), move: n },
  // Why a pose was refused, from the hands before it (domain/pose-why.ts): hands thrown in, points had.
  { kind: 'points', count: n },
  { kind: 'pose-first-played', bone: '6-6', count: Math.max(n, 1) },
  { kind: 'pose-after-bruk', bone: '6-6', winners: ['Ben', 'Dan'], losers: ['Ann', 'Cat'], had: { kind: 'points', count: Math.max(n, 1) }, count: n },
  { kind: 'pose-after-tie', bone: '6-6', count: n },
  { kind: 'thrown-in-since', count: Math.max(n, 1) },
];

describe('a count agrees with its noun', () => {
  it('the check itself: "1 pips" and "2 pip" are caught, "1 pip", "0 to 1 pips" and "the 6-1 bone" are not', () => {
    expect(disagreements('only 1 pips, 2 bone, 1 fichas, 1 rows, 1 filas')).toEqual(['1 pips', '2 bone', '1 rows', '1 filas', '1 fichas']);
    expect(disagreements('only 1 pip, 0 to 1 pips, de 0 a 1 puntos, the 6-1 bone, 0 bones')).toEqual([]);
  });

  it.each([0, 1, 2, 7])('the engine\'s English for every reason with a count, the count %i', (n) => {
    const said = REASONS(n).map((r) => sayReason(r));
    expect(said.flatMap((s) => disagreements(s).map((d) => `${d} in "${s}"`))).toEqual([]);
  });

  it('"only 1 pip" (the reason first seen saying "only 1 pips")', () => {
    expect(sayReason({ kind: 'can-hold', seat: 'Ben', totals: ONLY(1) })).toBe('Ben can hold only 1 pip');
    expect(sayReason({ kind: 'pips-range', seat: 'Ben', count: 0, pips: 1, most: 0 })).toBe('Ben has 0 bones left, whose pips cannot total 1 (0 to 0).');
  });

  it('the engine\'s messages about seats say "1 seat" and "1 name" (a deal, bones left or pips given for one seat)', () => {
    const setup = { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: true } as const, seatNames: NAMES.slice(0, 4) };
    const { dealt, moves } = blockedHand();
    const messages: string[] = [];
    const oneName = startHand({ ...setup, seatNames: NAMES.slice(0, 1) });
    const oneDealt = startHand({ ...setup, dealt: dealt.slice(0, 1) });
    const hand = replayHand(setup, moves);
    if (!hand.ok) throw new Error(hand.error.message);
    const oneLeft = settleHand(hand.value, { left: [[]] });
    const onePips = settleHand(hand.value, { pips: [3] });
    for (const r of [oneName, oneDealt, oneLeft, onePips]) messages.push(r.ok ? '' : r.error.message);
    expect(messages).toEqual([
      'This game has 4 seats but 1 name was given.',
      'The deal lists 1 seat; this game has 4.',
      'The bones left are given for 1 seat; this game has 4.',
      'Pip totals are given for 1 seat; this game has 4.',
    ]);
  });

  /** Every message of a locale, by key. */
  function* messages(tree: unknown, prefix = ''): Generator<[string, string]> {
    for (const [k, v] of Object.entries(tree as Record<string, unknown>)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (typeof v === 'string') yield [key, v];
      else yield* messages(v, key);
    }
  }

  /**
   * Numbers that are never 1 or 0, so their nouns need no singular: a hand size ("double-6 set, 7
   * bones"), a seat count ("2 players") chosen from the family's counts, the sizes a table shows.
   */
  const NEVER_ONE: Record<string, readonly string[]> = {
    'newMatch.table': ['hand'],
    'newMatch.seatCountN': ['n'],
    'refusalDetail.dealt_wrong-count': ['size'],
    // A list of two totals or more: "5 or 7 pips".
    'refusalReason.one-of': ['either'],
    // A record's own limits (MAX_MOVES, MAX_HANDS in domain/record.ts: 1,000 and 10,000).
    'refusalReason.rule-most-moves': ['most'],
    'refusalReason.rule-most-hands': ['most'],
    'refusalReason.rule-most-corrections': ['most'],
    // Lengths: a name's most (MAX_SEAT_NAME_CHARS, 40), an input string's most, and the length of
    // a text quoted cut short, which is cut only past QUOTE_CHARS (domain/strict-json.ts).
    'newMatch.nameLong': ['max'],
    'refusalReason.rule-name-long': ['most'],
    'refusalReason.too-long': ['most'],
    'refusalReason.text-cut': ['count'],
    // A family's seat counts ("2, 3 or 4"), and the seats a file gives, which the shape check has
    // already held to 2 to 4.
    'refusalReason.seats-for-rules': ['either', 'given'],
    // The seat counts an option allows (Cut Throat's game to 100: "4"), and the seats given.
    'refusalReason.option-seats': ['either', 'given'],
    // An event's table seats 2 to 4 ("4", "3 or 4"); an entrant's name has a fixed most (domain/events).
    'event.refusal.event_seat-count': ['either'],
    'event.refusal.event_entrant-name-long': ['most'],
    // What a hand is worth after a tie: at least 2 (the replay's own rule, issue 25 item 12).
    'table.worthNext': ['points'],
  };
  /** Placeholders that name a player (or players), never a count: "{seat} passes". */
  const PLAYERS = ['seat', 'seats', 'team', 'holder', 'poser', 'turn', 'by', 'others', 'winner'];

  it.each(['en', 'es'] as const)('every message of the screens in %s, each placeholder a count of 1 and of 2', (locale) => {
    const i18n = createI18n({ legacy: false, locale, messages: { en, es } }).global;
    const found: string[] = [];
    for (const [key, text] of messages(locale === 'en' ? en : es)) {
      const names = [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
      for (const n of [1, 2]) {
        const params = Object.fromEntries(names.map((name) => [name, PLAYERS.includes(name) ? 'Ann' : NEVER_ONE[key]?.includes(name) ? 7 : n]));
        // A message with forms is said with its count, as the screens say it.
        const said = text.includes('|') ? i18n.t(key, params, n) : i18n.t(key, params);
        found.push(...disagreements(said).map((d) => `${key}: ${d} in "${said}"`));
      }
    }
    expect(found).toEqual([]);
  });
});
