/**
 * A seat's bones or pips in a record are keyed by the seat's number as text, "0" to "3"
 * (docs/record-format.md). The schema's own words for a key out of that range ('seat keys are
 * "0" to "3"') were never said: zod reports a key its enum does not list as an unknown field, so
 * they are gone, and this is what a file with a bad seat key gets instead, at every place a record
 * keys by seat: the field with the key, its hand when it is in one, and the same in Spanish. A key
 * in range for the schema but past the game's seats is the rules' to refuse (seat-extra).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { refusalDetail } from '../../renderer/src/refusal.ts';
import { refusalOf } from '../support/file-refusals.ts';
import { root } from '../support/referee.ts';

type Json = Record<string, unknown> & { hands: Record<string, unknown>[] };
const partner = (): Json => JSON.parse(readFileSync(`${root}/docs/examples/jamaican-partner.json`, 'utf8')) as Json;
const i18n = createI18n({ legacy: false, locale: 'es', messages: { en, es } }).global;
const spanish = (e: Parameters<typeof refusalDetail>[0]) => refusalDetail(e, 'es', (k, l) => i18n.te(k, l as 'es'), (k, p, n) => (n === undefined ? i18n.t(k, p) : i18n.t(k, p, n)));

/** A record with `map` (a seat map with the bad key) put where `place` says. */
const PLACES: readonly [string, (r: Json, map: Record<string, unknown>) => void, number | null][] = [
  ['hands[1].dealt', (r, map) => (r.hands[1]!['dealt'] = map), 1],
  ['hands[1].left', (r, map) => (r.hands[1]!['left'] = map), 1],
  ['hands[1].pips', (r, map) => (r.hands[1]!['pips'] = map), 1],
  ['corrections[0].clearedLeft', (r, map) => (r['corrections'] = [{ at: '2026-11-23T20:14:03.120Z', hand: 0, move: 0, removed: { seat: 0, pass: true }, clearedLeft: map }]), null],
  ['corrections[0].clearedPips', (r, map) => (r['corrections'] = [{ at: '2026-11-23T20:14:03.120Z', hand: 0, move: 0, removed: { seat: 0, pass: true }, clearedPips: map }]), null],
  ['corrections[0].droppedHand.dealt', (r, map) => (r['corrections'] = [{ at: '2026-11-23T20:14:03.120Z', hand: 0, move: 0, removed: { seat: 0, pass: true }, droppedHand: { dealt: map } }]), null],
];

describe('a seat key out of "0" to "3"', () => {
  it.each(PLACES)('at %s: an unknown field, named with its key and where, in English and Spanish', (place, put, hand) => {
    for (const key of ['4', '9', '-1', '01', 'x', '', 'Ann']) {
      const r = partner();
      put(r, { [key]: place.endsWith('ips') ? 3 : [] });
      const e = refusalOf(JSON.stringify(r));
      // A key that is no plain word (here the empty key) is shown as JSON in brackets: `dealt[""]`.
      const at = key === '' ? `${place}[""]` : `${place}.${key}`;
      expect(e).toMatchObject({ code: 'record/field', field: at, hand, params: { reason: { kind: 'field-unknown', keys: [JSON.stringify(key)] } } });
      expect(e!.message).toBe(`${at}: unknown field ${JSON.stringify(key)}`);
      expect(e!.message).not.toContain('seat keys');
      expect(spanish(e!)).toBe(`${at}: campo desconocido ${JSON.stringify(key)}`);
    }
  });

  it('a key the schema takes but the game has no such seat: the rules say so (seat-extra)', () => {
    const r = { format: 'dominoes-match/1', rules: 'jamaican-cut-throat', seats: ['Ann', 'Ben'], hands: [{ moves: [], pips: { 0: 1, 1: 2, 3: 4 } }] };
    const e = refusalOf(JSON.stringify(r));
    expect(e).toMatchObject({ code: 'record/field', params: { reason: { kind: 'seat-extra', key: '3', seats: 2 } } });
  });
});
