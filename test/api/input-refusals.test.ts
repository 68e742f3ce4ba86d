/**
 * Every way createMatch is refused (the new-match form sends what the scorekeeper chose and typed),
 * and the other methods' inputs refused by their schemas, through the real service: each names its
 * facts and is said in Spanish on the Spanish screens (issue 5), the English message kept for the
 * referee, the command line and the logs. test/renderer/refusal.test.ts holds them to the same
 * rules as every other refusal (templates complete, plurals, no English left in the Spanish).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { parseInput, type ApiError, type ApiResult } from '../../api/contract.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { refusalDetail } from '../../renderer/src/refusal.ts';
import { BAD_INPUTS, BAD_NEW_MATCHES, inputRefusals } from '../support/input-refusals.ts';

const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } }).global;
const spanish = (e: ApiError) => refusalDetail(e, 'es', (k, l) => i18n.te(k, l as 'en' | 'es'), (k, p, n) => (n === undefined ? i18n.t(k, p) : i18n.t(k, p, n)));

let answers: { what: string; answer: ApiResult<unknown> }[] = [];
beforeAll(async () => {
  answers = await inputRefusals();
}, 60_000);
const refusal = (what: string): ApiError => {
  const found = answers.find((a) => a.what === what)?.answer;
  if (!found || found.ok) throw new Error(`not refused: ${what}`);
  return found.error;
};

describe('inputs refused before the rules, in the scorekeeper\'s language', () => {
  it('each is refused, names its facts, and is said in Spanish from them', () => {
    expect(answers).toHaveLength(BAD_NEW_MATCHES.length + BAD_INPUTS.length);
    const bare = answers.filter(({ answer }) => answer.ok || !answer.error.params).map(({ what }) => what);
    expect(bare).toEqual([]);
    const english = answers.filter(({ answer }) => !answer.ok && spanish(answer.error) === answer.error.message).map(({ what }) => what);
    expect(english).toEqual([]);
  });

  it('createMatch says what is wrong in Spanish: the rules, an option, the seats, a name', () => {
    expect(spanish(refusal('createMatch: an option unknown'))).toBe('options: opción desconocida "tie" para las reglas jamaican-partner.');
    expect(spanish(refusal('createMatch: an option out of range'))).toBe('options.target: 101 está fuera del rango permitido (como máximo 100).');
    expect(spanish(refusal('createMatch: seats the family does not play'))).toBe('Las reglas jamaican-partner son para 4 jugadores; se indican 3 asientos.');
    expect(spanish(refusal('createMatch: a seat name too long'))).toMatch(/^seats\[1\]: /);
    // The English stays the engine's, for the referee and the logs.
    expect(refusal('createMatch: a seat name too long').message).toBe('createMatch: seats[1]: a seat name has at most 40 characters.');
  });

  // The record import says of a bone [1, 2, 3] or [1] "a bone is two whole numbers, like [6, 3]"
  // (domain/record.ts); the api said "too many items (at most 2)" of the same bone in a move, and
  // of one in the bones a seat has left.
  it('a bone of three numbers, or one, is said as the record import says it, in both languages', () => {
    const inputs: [string, unknown][] = [
      ['recordMove', { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 3, 1] } }],
      ['recordMove', { matchId: 1, hand: 0, move: { seat: 0, bone: [6] } }],
      ['settleBlock', { matchId: 1, hand: 0, left: [[[6, 3, 1]]] }],
    ];
    const said = inputs.map(([method, input]) => {
      const r = parseInput(method as 'recordMove', input);
      if (r.ok) throw new Error(`${method} accepted ${JSON.stringify(input)}`);
      return { message: r.error.message, es: spanish(r.error) };
    });
    expect(said).toEqual([
      { message: 'recordMove: move.bone: a bone is two whole numbers, like [6, 3].', es: 'move.bone: una ficha son dos números enteros, como [6, 3].' },
      { message: 'recordMove: move.bone: a bone is two whole numbers, like [6, 3].', es: 'move.bone: una ficha son dos números enteros, como [6, 3].' },
      { message: 'settleBlock: left[0][0]: a bone is two whole numbers, like [6, 3].', es: 'left[0][0]: una ficha son dos números enteros, como [6, 3].' },
    ]);
  });
});
