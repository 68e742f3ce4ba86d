/**
 * A hand thrown in, with the deal recorded: the seat must have been dealt what the family's text
 * asks. Found by the red-team helper: only the Latin games' `redeal` option was checked, so a
 * Haitian or Cuban redeal by a seat dealt four doubles was accepted, and the Latin refusal said
 * nothing at all on a Spanish screen (its facts had no reason for the template "{reason}").
 *
 * - Haitian (caribbean…txt, Haiti): "Any player who draws five or more doubles is entitled to
 *   demand a reshuffle"; the individual games the same, and also "when the 6-6 is not dealt (draw
 *   and block games)" (docs/rules.md, Haitian each for oneself).
 * - Cuban (cuban.txt): "Any player who draws 5 or more doubles can show them … the tiles must be
 *   thrown in"; "If nobody holds a double, players turn in their hands and it is redealt" under
 *   the highest-double start.
 */
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import { boneSet } from '../../domain/bones.ts';
import type { Bone } from '../../domain/bones.ts';
import { checkRecordText } from '../../domain/record.ts';
import { refusalDetail } from '../../renderer/src/refusal.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { randomFamilyRecord } from '../support/random.ts';

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

/** A deal of `size` bones to each of `seats` seats, seat 0 first given `doubles` doubles (highest first), unless `without`. */
function deal(maxPip: 6 | 9, seats: number, size: number, doubles: number, without: readonly Bone[] = []): Record<string, Bone[]> {
  const all = boneSet(maxPip).bones.map((b): Bone => [b[0], b[1]]).filter((b) => !without.some((w) => w[0] === b[0] && w[1] === b[1]));
  const d = all.filter((b) => b[0] === b[1]).sort((x, y) => y[0] - x[0]);
  const plain = all.filter((b) => b[0] !== b[1]);
  const first = [...d.slice(0, doubles), ...plain.slice(0, size - doubles)];
  const rest = [...plain.slice(size - doubles), ...d.slice(doubles)].filter((b) => !first.includes(b));
  return Object.fromEntries(Array.from({ length: seats }, (_, s) => [String(s), s === 0 ? first : rest.slice((s - 1) * size, s * size)]));
}

function redeal(rules: string, dealt: Record<string, Bone[]>, options: Record<string, unknown> = {}) {
  const seats = SEATS.slice(0, Object.keys(dealt).length);
  return checkRecordText(JSON.stringify({ format: 'dominoes-match/1', rules, options, seats, hands: [{ redeal: { seat: 0 }, dealt }] }));
}

describe('a redeal with the deal recorded', () => {
  it('Haitian: five doubles or more (caribbean…txt "five or more doubles"); four are refused at the seat', () => {
    expect(redeal('haitian', deal(6, 4, 7, 5)).ok).toBe(true);
    expect(redeal('haitian', deal(6, 4, 7, 4))).toMatchObject({
      ok: false,
      error: { code: 'hand/redeal', hand: 0, field: 'hands[0].redeal.seat', message: 'Ann was dealt 4 doubles; a redeal needs 5 or more.' },
    });
  });

  it('Cuban, double-nine: five doubles or more (cuban.txt "5 or more doubles"); under the highest-double start, also when nobody was dealt a double', () => {
    expect(redeal('cuban', deal(9, 4, 10, 5)).ok).toBe(true);
    expect(redeal('cuban', deal(9, 4, 10, 4))).toMatchObject({ ok: false, error: { code: 'hand/redeal', message: 'Ann was dealt 4 doubles; a redeal needs 5 or more.' } });
    const noDouble = deal(9, 4, 10, 0);
    expect(Object.values(noDouble).flat().some((b) => b[0] === b[1])).toBe(false);
    expect(redeal('cuban', noDouble, { firstPose: 'highest-double' }).ok).toBe(true);
    expect(redeal('cuban', noDouble)).toMatchObject({ ok: false, error: { message: 'Ann was dealt 0 doubles; a redeal needs 5 or more.' } });
  });

  it('Haitian each for oneself, two in the draw game: the 6-6 in the boneyard is reason enough; dealt to a player, five doubles are needed', () => {
    const boneyardHolds66 = deal(6, 2, 7, 2, [[6, 6]]);
    expect(redeal('haitian-individual', boneyardHolds66, { twoPlayers: 'draw' }).ok).toBe(true);
    const dealt66 = deal(6, 2, 7, 2);
    expect(redeal('haitian-individual', dealt66, { twoPlayers: 'draw' })).toMatchObject({ ok: false, error: { message: 'Ann was dealt 2 doubles; a redeal needs 5 or more.' } });
  });

  it('the refusal is said in Spanish on a Spanish screen (it was empty), and in English as the message', () => {
    const refused = redeal('doscientos', deal(6, 4, 7, 4), { redeal: 'five' });
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } });
    const { t, te } = i18n.global;
    const say = (locale: 'en' | 'es') => refusalDetail(refused.error, locale, (k, l) => te(k, l as 'en' | 'es'), (k, p, n) => t(k, p, n === undefined ? { locale } : { locale, plural: n }));
    expect(say('es')).toBe('A Ann le repartieron 4 dobles; para repartir de nuevo hacen falta 5 o más.');
    expect(say('en')).toBe(refused.error.message);
  });
});

/**
 * The draw games' only ground: docs/record-format.md, "the draw games (Chiva, Cut Throat's
 * two-player draw game) when the 6-6 lies in the boneyard"; docs/rules.md, Chiva: "when the 6-6
 * lies in the boneyard the hand is shuffled again (redeal)", Cut Throat: "the hand its holder must
 * pose cannot begin, so the bones are shuffled again". A redeal in a hand the last winner poses
 * with any bone, or with the deal showing the 6-6 dealt, was accepted.
 */
describe('a redeal in the draw games (the 6-6 in the boneyard)', () => {
  /** A match for two whose first hand was played and won (a random legal one). */
  const won = (rules: 'chiva' | 'jamaican-cut-throat', options: Record<string, unknown>) => {
    for (let seed = 1; ; seed++) {
      const record = randomFamilyRecord(seed, 1, { rules, options, seats: 2 });
      if (record.hands[0]!.redeal === undefined) return record;
    }
  };

  it('a hand the last winner poses, with any bone, can begin: not thrown in', () => {
    for (const [rules, options] of [['chiva', {}], ['jamaican-cut-throat', { twoPlayers: 'draw' }]] as const) {
      const record = won(rules, options);
      const first = checkRecordText(JSON.stringify(record));
      if (!first.ok) throw new Error(`${rules}: ${first.error.message}`);
      const text = JSON.stringify({ ...record, hands: [...record.hands, { redeal: { seat: 0 } }] });
      expect(checkRecordText(text), rules).toMatchObject({ ok: false, error: { code: 'hand/redeal', hand: 1, field: 'hands[1].redeal', params: { reason: { kind: 'winner-poses', bone: '6-6' } } } });
    }
  });

  it('with the deal: the 6-6 in the boneyard, thrown in; dealt to a player, refused naming him', () => {
    const base = { format: 'dominoes-match/1', rules: 'chiva', seats: ['Ann', 'Ben'] };
    expect(checkRecordText(JSON.stringify({ ...base, hands: [{ redeal: { seat: 1 }, dealt: deal(6, 2, 7, 0, [[6, 6]]) }] })).ok).toBe(true);
    const dealt = deal(6, 2, 7, 1);
    expect(dealt['0']!.some((b) => b[0] === 6 && b[1] === 6)).toBe(true);
    expect(checkRecordText(JSON.stringify({ ...base, hands: [{ redeal: { seat: 1 }, dealt }] }))).toMatchObject({
      ok: false,
      error: { code: 'hand/redeal', field: 'hands[0].redeal', message: 'Ann was dealt the 6-6, so the hand can begin: a hand is thrown in only when the 6-6 lies in the boneyard.' },
    });
  });
});
