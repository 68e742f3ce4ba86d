/**
 * A refused pose says why, in the referee's report and in the app's import alike (found by an
 * earlier session: the import's refusal lacked the referee's explanation). The explanation is one
 * function (domain/pose-why.ts `explainError`), its words the engine's English in the message and
 * facts (`why`) that a screen says in its own language (renderer/src/refusal.ts): the Matches
 * screen's import refusal in Spanish is Spanish, explanation included.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import type { ApiError } from '../../api/contract.ts';
import { sayReason } from '../../domain/reasons.ts';
import type { Reason } from '../../domain/reasons.ts';
import { reasonIn, refusalDetail } from '../../renderer/src/refusal.ts';
import { respondTo, root } from '../support/referee.ts';
import { useTempService } from '../support/service.ts';

type Hand = { moves: { seat: number }[]; left?: Record<string, unknown>; pips?: Record<string, unknown>; dealt?: Record<string, unknown> };
const read = (path: string) => JSON.parse(readFileSync(resolve(root, path), 'utf8')) as { hands: Hand[]; options?: object };

/** The same hand, every seat moved `k` places on (a rotated hand is the same hand dealt one seat on). */
function turned(hand: Hand, k: number): Hand {
  const by = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([s, v]) => [String((Number(s) + k) % 4), v]));
  return { ...hand, moves: hand.moves.map((m) => ({ ...m, seat: (m.seat + k) % 4 })), ...(hand.left && { left: by(hand.left) }), ...(hand.pips && { pips: by(hand.pips) }) };
}

const partner = read('docs/examples/jamaican-partner.json');
const [keyBone, block, tie] = partner.hands as [Hand, Hand, Hand];
const short = read('test/fixtures/short-match.json');
const sixLove = read('test/fixtures/six-love.json');
const redeal = { redeal: { seat: 1 } } as unknown as Hand;
const match = (rules: string, hands: Hand[], options?: object) => ({ format: 'dominoes-match/1', rules, ...(options && { options }), seats: ['Ann', 'Ben', 'Cat', 'Dan'], hands });

/** Records refused at a pose, each with the reason kinds its explanation gives. */
const CASES: [string, object, string[]][] = [
  ['the first hand (CJHPR: "The first hand begins with the individual who has the double six bone")', match('jamaican-partner', [block]), ['pose-first']],
  ['the first hand played, after one thrown in', match('haitian', [redeal, block]), ['pose-first-played']],
  ['after a bruk (CJHPR: "the score returns to 0 - 0, and the next hand is begun by the holder of the double six")', { ...short, hands: [...short.hands, sixLove.hands[1]!] }, ['pose-after-bruk']],
  ['after a tied hand (CJHPR: "If the previous hand was tied, the holder of the 6-6 poses it")', { ...partner, options: {}, hands: [...partner.hands, sixLove.hands[1]!] }, ['pose-after-tie']],
  ['after a won hand and a hand thrown in', match('haitian', [keyBone, redeal, turned(block, 1)]), ['thrown-in-since']],
  ['after a tied hand and two hands thrown in', match('haitian-individual', [tie, redeal, redeal, block]), ['thrown-in-since']],
];

describe('the import and the referee explain a refused pose alike', () => {
  const temp = useTempService('import-explain');
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } }).global;
  const say = (k: string, p: Record<string, string | number>, n?: number) => (n === undefined ? i18n.t(k, p) : i18n.t(k, p, n));
  const spanish = (e: ApiError) => refusalDetail(e, 'es', (k, l) => i18n.te(k, l as 'en' | 'es'), say);
  const englishScreen = createI18n({ legacy: false, locale: 'en', messages: { en } }).global;

  it.each(CASES)('%s', async (_, record, kinds) => {
    const text = JSON.stringify(record);
    const referee = JSON.parse(respondTo(text).stdout) as { valid: boolean; error: { code: string; message: string; hand: number; move: number } };
    expect(referee.valid).toBe(false);
    const imported = await temp.service.call('importRecord', { text });
    expect(imported.ok).toBe(false);
    if (imported.ok) return;
    const error = imported.error;
    // The same words, the same place.
    const { code, message, hand, move } = referee.error;
    expect({ code: error.code, message: error.message, hand: error.hand, move: error.move }).toEqual({ code, message, hand, move });
    const why = error.params?.['why'] as unknown as Reason[];
    expect(why.map((r) => r.kind)).toEqual(kinds);
    // The explanation is in the message, in the engine's words, and the English templates say the same.
    for (const r of why) {
      const words = sayReason(r);
      expect(error.message).toContain(`${words[0]!.toUpperCase()}${words.slice(1)}.`);
      expect(reasonIn(r, 'en-GB', (k) => englishScreen.te(k), (k, p, n) => (n === undefined ? englishScreen.t(k, p) : englishScreen.t(k, p, n)))).toBe(words);
    }
    // The Spanish screen says it all in Spanish: the explanation too, with no English sentence in it.
    const es = spanish(error);
    expect(es).not.toBe(error.message);
    expect(es).not.toMatch(/[{}]|thrown in|holder|first hand|last hand|changes nothing/);
    for (const r of why) expect(es).toContain(reasonIn(r, 'es', (k, l) => i18n.te(k, l as 'es'), say)!.slice(1));
  });
});

describe('each reason a refused pose gives, in the engine\'s English and the screens\' templates', () => {
  const english = createI18n({ legacy: false, locale: 'en', messages: { en } }).global;
  const spanish = createI18n({ legacy: false, locale: 'es', messages: { es } }).global;
  const reasons = (count: number): Reason[] => [
    { kind: 'pose-first', bone: '6-6' },
    { kind: 'pose-first-played', bone: '6-6', count: Math.max(count, 1) },
    { kind: 'pose-playoff', bone: '6-6' },
    { kind: 'pose-after-bruk', bone: '6-6', winners: ['Ben', 'Dan'], losers: ['Ann', 'Cat'], had: { kind: 'points', count: Math.max(count, 1) }, count },
    { kind: 'pose-after-tie', bone: '6-6', count },
    { kind: 'thrown-in-since', count: Math.max(count, 1) },
  ];

  it.each([0, 1, 2])('with %i hands thrown in, the English templates say the engine\'s words, and Spanish has its own', (count) => {
    for (const r of reasons(count)) {
      expect(reasonIn(r, 'en-GB', (k) => english.te(k), (k, p, n) => (n === undefined ? english.t(k, p) : english.t(k, p, n)))).toBe(sayReason(r));
      const es = reasonIn(r, 'es', (k) => spanish.te(k), (k, p, n) => (n === undefined ? spanish.t(k, p) : spanish.t(k, p, n)));
      expect(es).not.toMatch(/[{}]|thrown in|holder|hand/);
    }
  });

  it('the play-off at 1-1 and a bruk over 1 point', () => {
    expect(sayReason({ kind: 'pose-playoff', bone: '6-6' })).toBe('this hand is the play-off at 1-1, which the holder of the 6-6 begins');
    expect(sayReason({ kind: 'pose-after-bruk', bone: '6-6', winners: ['Ben', 'Dan'], losers: ['Ann', 'Cat'], had: { kind: 'points', count: 1 }, count: 2 })).toBe(
      'the last hand played was a bruk (Ben and Dan won it while Ann and Cat had 1 point, so the score went back to 0-0) (those since were thrown in, which changes nothing), and after a bruk the holder of the 6-6 begins the next hand',
    );
  });
});
