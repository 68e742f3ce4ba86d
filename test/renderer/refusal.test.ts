/**
 * Issue 5: "the scorekeeper's screens complete in English and Spanish". A refused entry names its
 * facts in `params`; every code the move and settle paths give with params has a template in both
 * languages that uses only facts that code always gives.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { applyMove, holding, replayHand } from '../../domain/hand.ts';
import type { Hand, HandSetup, Move, Pose } from '../../domain/hand.ts';
import { JAMAICAN_PARTNER_HAND } from '../../domain/rules.ts';
import type { HandRules } from '../../domain/rules.ts';
import { settleHand } from '../../domain/settle.ts';
import type { DominoError } from '../../domain/result.ts';
import { refusalDetail, refusalDetailKey } from '../../renderer/src/refusal.ts';
import { blockedHand, keyBoneHand, NAMES } from '../support/hands.ts';
import { playRandomHand, randomDealAndStock, rng } from '../support/random.ts';

/** A draw game for two (Chiva's shape): the boneyard codes. */
const DRAW_GAME: HandRules = { ...JAMAICAN_PARTNER_HAND, seats: 2, teamOf: [0, 1], rest: 'boneyard', block: 'fewest-pips-seat', blockTie: 'tie' };

const SETUPS: { rules: HandRules; pose: Pose; withDeal: boolean }[] = [
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: true }, withDeal: true },
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: false }, withDeal: true },
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'holder', bone: [6, 6], forced: true }, withDeal: false },
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'team', team: 1 }, withDeal: false },
  { rules: JAMAICAN_PARTNER_HAND, pose: { by: 'seats', seats: [2] }, withDeal: true },
  { rules: DRAW_GAME, pose: { by: 'seats', seats: [0] }, withDeal: true },
  { rules: DRAW_GAME, pose: { by: 'seats', seats: [1] }, withDeal: false },
];

/** Every refusal a scorekeeper can meet entering moves at each point of some random hands. */
function moveRefusals(): DominoError[] {
  const out: DominoError[] = [];
  for (const [i, { rules, pose, withDeal }] of SETUPS.entries()) {
    for (let seed = 1; seed <= 4; seed++) {
      const random = rng(seed * 31 + i);
      const { dealt, stock } = randomDealAndStock(rules, random);
      const setup: HandSetup = { rules, pose, seatNames: NAMES.slice(0, rules.seats), ...(withDeal && { dealt }) };
      const { moves } = playRandomHand(setup, random, false, stock);
      sweep(setup, moves, stock, out);
    }
  }
  // Scripted hands with passes, without the deal: the moves alone show a renege.
  const pose: Pose = { by: 'holder', bone: [6, 6], forced: true };
  for (const { moves } of [keyBoneHand(), blockedHand()]) sweep({ rules: JAMAICAN_PARTNER_HAND, pose, seatNames: NAMES }, moves, [], out);
  return out;
}

/** Tries every move of every seat at each point of a hand; collects the refusals in `out`. */
function sweep(setup: HandSetup, moves: readonly Move[], stock: readonly Bone[], out: DominoError[]): void {
  const { rules } = setup;
  const bones: Bone[] = [...boneSet(6).bones.map((b): Bone => [b[0], b[1]]), [7, 0]];
  for (let m = 0; m <= moves.length; m++) {
    const before = replayHand(setup, moves.slice(0, m));
    if (!before.ok) throw new Error(before.error.message);
    const hand = before.value;
    const tries: Move[] = [];
    for (let seat = 0; seat < rules.seats; seat++) {
      tries.push({ seat, pass: true }, { seat, draw: 1 });
      for (const b of stock.slice(0, 8)) tries.push({ seat, draw: [b, stock.find((x) => x !== b)!] });
      for (const bone of bones) {
        tries.push({ seat, bone });
        if (seat === hand.turn) tries.push({ seat, bone, end: 'left' }, { seat, bone, end: 'right' });
      }
    }
    for (const move of tries) {
      const r = applyMove(hand, move);
      if (!r.ok) out.push(r.error);
    }
  }
}

/** Refusals of a blocked hand's bones left and pip totals, with and without the deal. */
function settleRefusals(): DominoError[] {
  const { dealt, moves } = blockedHand();
  const pose: Pose = { by: 'holder', bone: [6, 6], forced: true };
  const replayed = (withDeal: boolean): Hand => {
    const r = replayHand({ rules: JAMAICAN_PARTNER_HAND, pose, seatNames: NAMES, ...(withDeal && { dealt }) }, moves);
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  const withDeal = replayed(true);
  const left = [0, 1, 2, 3].map((s) => holding(withDeal, s)!);
  const lefts: Bone[][][] = [
    [[[6, 6], ...left[0]!.slice(1)], left[1]!, left[2]!, left[3]!],
    [left[0]!, [...left[1]!, ...left[3]!], left[2]!, []],
    [left[0]!, left[1]!, left[2]!, [...left[3]!.slice(1), left[0]![0]!]],
    [left[0]!, left[1]!, left[2]!, [[7, 0]]],
    [left[1]!, left[0]!, left[2]!, left[3]!],
    [left[3]!, left[1]!, left[2]!, left[0]!],
    [left[0]!, left[1]!, left[2]!, left[3]!.length ? [[6, 6]] : []],
  ];
  // Ben passed on 4 in the key-bone hand: listing the 4-4 as his is refused by the moves alone.
  const key = replayHand({ rules: JAMAICAN_PARTNER_HAND, pose, seatNames: NAMES }, keyBoneHand().moves);
  const renege = key.ok ? settleHand(key.value, { left: [[[2, 2]], [[4, 4]], [], [[3, 3]]] }) : null;
  const out: DominoError[] = renege && !renege.ok ? [renege.error] : [];
  for (const hand of [withDeal, replayed(false)]) {
    for (const l of lefts) {
      const r = settleHand(hand, { left: l });
      if (!r.ok) out.push(r.error);
    }
    const pips = left.map((bones) => bones.reduce((a, b) => a + b[0] + b[1], 0));
    const moved = pips.map((n, s) => (s === 0 ? n + 1 : s === 1 ? n - 1 : n));
    for (const p of [moved, pips.map((n, s) => (s === 3 ? n + 1 : n)), pips.map((n, s) => (s === 0 ? n + 500 : n)), [...pips].reverse(), [0, 0, pips[2]!, pips[3]! + pips[0]! + pips[1]!]]) {
      const r = settleHand(hand, { pips: p });
      if (!r.ok) out.push(r.error);
      const both = settleHand(hand, { left, pips: p });
      if (!both.ok) out.push(both.error);
    }
  }
  return out;
}

function template(messages: unknown, code: string): string | undefined {
  const [section, key] = refusalDetailKey(code).split('.') as [string, string];
  return (messages as Record<string, Record<string, string>>)[section]?.[key];
}

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

describe('refusals in the scorekeeper\'s language', () => {
  const refusals = [...moveRefusals(), ...settleRefusals()];
  /** For each code given with params: the names every one of its refusals gives. */
  const given = new Map<string, Set<string>>();
  for (const e of refusals) {
    if (!e.params) continue;
    const names = new Set(Object.keys(e.params));
    const seen = given.get(e.code);
    given.set(e.code, seen ? new Set([...seen].filter((n) => names.has(n))) : names);
  }

  it('the sweep meets the codes a scorekeeper meets, with their facts', () => {
    for (const code of ['bone/already-played', 'play/no-match', 'play/renege', 'pass/could-play', 'turn/out-of-turn', 'left/renege', 'pips/mismatch']) {
      expect({ code, seen: given.has(code) }).toEqual({ code, seen: true });
    }
  });

  it('every code given with params has a template in English and Spanish, using only the facts it always gives', () => {
    for (const [code, names] of given) {
      for (const messages of [en, es]) {
        const text = template(messages, code);
        expect({ code, text: typeof text }).toEqual({ code, text: 'string' });
        const unknown = placeholders(text!).filter((n) => !names.has(n));
        expect({ code, unknown }).toEqual({ code, unknown: [] });
      }
    }
  });

  it('every template belongs to a code the engine gives with params (none left behind)', () => {
    const codes = Object.keys(en.refusalDetail).map((k) => k.replace('_', '/'));
    expect(codes.filter((c) => !given.has(c))).toEqual([]);
  });

  it('a param never carries English words the template would leak', () => {
    // Names are the scorekeeper's own; every other fact is a number or a bone written "6-3".
    const words = refusals.flatMap((e) =>
      Object.entries(e.params ?? {}).filter(([name, v]) => typeof v === 'string' && !['seat', 'turn', 'by', 'holder'].includes(name) && !/^\d+-\d+$/.test(v)),
    );
    expect(words).toEqual([]);
  });
});

describe('which words a refusal shows', () => {
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } });
  const { t, te } = i18n.global;
  const show = (e: DominoError, locale: string) => refusalDetail(e, locale, (k, l) => te(k, l as 'en' | 'es'), (k, p) => t(k, p));
  const noMatch: DominoError = {
    code: 'play/no-match',
    message: '6-3 does not match either end: the ends are 4 and 5.',
    params: { bone: '6-3', left: 4, right: 5 },
  };

  it('Spanish says the engine\'s facts in Spanish', () => {
    expect(show(noMatch, 'es')).toBe('El 6-3 no encaja en ningún extremo (izquierda 4, derecha 5).');
  });

  it('English keeps the engine\'s own message, the fuller one', () => {
    expect(show(noMatch, 'en')).toBe(noMatch.message);
  });

  it('without params, or for a code without a template, the engine\'s message', () => {
    expect(show({ code: noMatch.code, message: noMatch.message }, 'es')).toBe(noMatch.message);
    expect(show({ code: 'play/impossible', message: 'Ann cannot have played 6-3: …', params: { seat: 'Ann' } }, 'es')).toBe('Ann cannot have played 6-3: …');
  });
});
