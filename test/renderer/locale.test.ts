import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseStrictJson } from '../../domain/strict-json.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { initialLocale } from '../../renderer/src/locale.ts';
import { routeToRestore } from '../../renderer/src/resume.ts';

/** Every key path of a messages object, with the placeholders its message uses. */
function keys(messages: unknown, prefix = ''): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [k, v] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(path, [...new Set([...v.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort());
    else for (const [kk, vv] of keys(v, path)) out.set(kk, vv);
  }
  return out;
}

function* strings(messages: unknown, prefix = ''): Generator<[string, string]> {
  for (const [k, v] of Object.entries(messages as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') yield [path, v];
    else yield* strings(v, path);
  }
}

describe('the screens in English and Spanish', () => {
  // A key given twice in a locale file keeps only its last value (JSON.parse): two branches that
  // each added a template for one code left the other's words unsaid (issue 24's merges). The
  // strict reading the record files get (domain/strict-json.ts) refuses a key given twice.
  it.each(['en', 'es'])('%s.json gives every key once', (locale) => {
    const text = readFileSync(resolve(import.meta.dirname, `../../renderer/src/locales/${locale}.json`), 'utf8');
    const read = parseStrictJson(text);
    expect(read.ok ? null : read.error).toBeNull();
  });

  it('Spanish has every English message, with the same placeholders', () => {
    const english = keys(en);
    const spanish = keys(es);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, names] of english) expect({ key, names: spanish.get(key) }).toEqual({ key, names });
  });

  // Issue 25 item 12: "in Spanish, the short heads never reuse an English head with another
  // meaning (MP)": the Spanish MP (manos perdidas) read as the English MP (match points), and P
  // (perdidas) as the English P (played).
  it('no Spanish short head of the standings is an English head of another column', () => {
    const short = (messages: typeof en) => messages.print.standings.short as Record<string, string>;
    const clashes = Object.entries(short(es)).flatMap(([column, head]) =>
      Object.entries(short(en))
        .filter(([other, english]) => other !== column && english === head)
        .map(([other]) => `${column}: ${head} is the English head of ${other}`),
    );
    expect(clashes).toEqual([]);
  });

  it('no message is empty or left untranslated as a key', () => {
    for (const messages of [en, es]) {
      const blank = [...strings(messages)].filter(([key, text]) => text.trim() === '' || text === key);
      expect(blank).toEqual([]);
    }
  });

  it('Spanish calls a match "partida" everywhere, as its screens do ("Partidas", "Nueva partida"), never "partido"; partners a "pareja"', () => {
    // The refusals from outside the rules said "este partido", "el partido va por la mano …" beside
    // a list headed "Partidas": a match of dominoes is a partida.
    const partido = [...strings(es)].filter(([, text]) => /\bpartidos?\b/i.test(text)).map(([key]) => key);
    expect(partido).toEqual([]);
    // A side of two partners is a "pareja" in every other Spanish message: never an "equipo".
    expect([...strings(es)].filter(([, text]) => /\bequipos?\b/i.test(text)).map(([key]) => key)).toEqual([]);
    expect([...strings(es)].filter(([, text]) => /\bpartidas?\b/i.test(text)).length).toBeGreaterThan(20);
  });

  it('starts in the language chosen before, else the browser\'s, else English', () => {
    expect(initialLocale('es', ['en-US'])).toBe('es');
    expect(initialLocale(null, ['es-MX', 'en'])).toBe('es');
    expect(initialLocale('fr', ['fr-FR', 'de'])).toBe('en');
    expect(initialLocale(null, [])).toBe('en');
  });
});

describe('opening where the scorekeeper left off', () => {
  // Issue 5, "Resume": "closing, crashing or killing the app mid-hand and opening it again
  // returns to the same match, hand and move."
  it('a window opened without a route goes to the last screen shown', () => {
    expect(routeToRestore('', '/match/3', false)).toBe('/match/3');
    expect(routeToRestore('#/', '/match/3/scoreboard', false)).toBe('/match/3/scoreboard');
  });

  it('a route in the address wins, and it happens once per session', () => {
    expect(routeToRestore('#/match/1', '/match/3', false)).toBeNull();
    expect(routeToRestore('', '/match/3', true)).toBeNull();
    expect(routeToRestore('', null, false)).toBeNull();
    expect(routeToRestore('', '/', false)).toBeNull();
  });
});
