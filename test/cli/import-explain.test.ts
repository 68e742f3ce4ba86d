/**
 * A refused pose says why, in the referee's report and in the app's import alike (found by an
 * earlier session: the import's refusal lacked the referee's explanation). The explanation is one
 * function (domain/pose-why.ts `explainError`), its words the engine's English in the message and
 * facts (`why`) that a screen says in its own language (renderer/src/refusal.ts): the Matches
 * screen's import refusal in Spanish is Spanish, explanation included.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import type { ApiError } from '../../api/contract.ts';
import { sayReason } from '../../domain/reasons.ts';
import type { Reason } from '../../domain/reasons.ts';
import { reasonIn, refusalDetail } from '../../renderer/src/refusal.ts';
import { POSE_WHY_CASES } from '../support/pose-why-refusals.ts';
import { respondTo } from '../support/referee.ts';
import { useTempService } from '../support/service.ts';

describe('the import and the referee explain a refused pose alike', () => {
  const temp = useTempService('import-explain');
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } }).global;
  const say = (k: string, p: Record<string, string | number>, n?: number) => (n === undefined ? i18n.t(k, p) : i18n.t(k, p, n));
  const spanish = (e: ApiError) => refusalDetail(e, 'es', (k, l) => i18n.te(k, l as 'en' | 'es'), say);
  const englishScreen = createI18n({ legacy: false, locale: 'en', messages: { en } }).global;

  it.each(POSE_WHY_CASES)('%s', async (_, record, kinds) => {
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
