/**
 * The referee's language (cli/lang.ts): `--lang es|en`, else the environment as command-line tools
 * read it (LC_ALL, then LC_MESSAGES, then LANG; the first set and not empty decides), else English;
 * an unknown --lang is a usage error naming the choices. And the screens' locale words read without
 * vue-i18n say exactly what vue-i18n says, so the referee and the app cannot word a refusal apart.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { langFromEnv, localeWords } from '../../cli/lang.ts';
import type { Lang } from '../../cli/lang.ts';
import { EXIT_UNUSABLE } from '../../cli/main.ts';
import { FAMILIES } from '../../domain/families/index.ts';
import type { RuleFamily } from '../../domain/rules.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { respondTo, root, runReferee, runRefereeIn, spawnRefereeIn } from '../support/referee.ts';
import { placeholders } from '../support/templates.ts';

const EXAMPLE = `${root}/docs/examples/jamaican-partner.json`;
const dir = mkdtempSync(join(tmpdir(), 'referee-lang-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const ENGLISH = 'Valid: Jamaican Partner match, 3 hands.';
const SPANISH = 'Válida: partida de Dominó jamaicano en parejas, 3 manos.';

/** The language a run spoke, from its first line. */
function spoke(run: { stdout: string }): Lang | null {
  const first = run.stdout.split('\n')[0];
  return first === ENGLISH ? 'en' : first === SPANISH ? 'es' : null;
}

describe('the environment, as command-line tools read it (the brief: "LC_ALL / LC_MESSAGES / LANG starting with es")', () => {
  it.each([
    [{}, 'en'],
    [{ LANG: 'es_DO.UTF-8' }, 'es'],
    [{ LANG: 'es' }, 'es'],
    [{ LANG: 'es@euro' }, 'es'],
    [{ LANG: 'en_US.UTF-8' }, 'en'],
    [{ LANG: 'C.UTF-8' }, 'en'],
    // A language whose name only begins with the letters is not Spanish.
    [{ LANG: 'est_EE' }, 'en'],
    [{ LC_MESSAGES: 'es_PR.UTF-8', LANG: 'en_US.UTF-8' }, 'es'],
    [{ LC_MESSAGES: 'en_US.UTF-8', LANG: 'es_PR.UTF-8' }, 'en'],
    [{ LC_ALL: 'es_CU.UTF-8', LC_MESSAGES: 'en_US', LANG: 'en_US' }, 'es'],
    [{ LC_ALL: 'C', LANG: 'es_ES.UTF-8' }, 'en'],
    // An empty variable is unset (POSIX): the next one decides.
    [{ LC_ALL: '', LANG: 'es_MX.UTF-8' }, 'es'],
  ] as const)('%j speaks %s', (env, lang) => {
    expect(langFromEnv(env)).toBe(lang);
    expect(spoke(runRefereeIn(env, 'check', EXAMPLE))).toBe(lang);
  });

  it('--lang beats LC_ALL, which beats LC_MESSAGES, which beats LANG', () => {
    const all = { LC_ALL: 'es_DO.UTF-8', LC_MESSAGES: 'en_US.UTF-8', LANG: 'en_US.UTF-8' };
    expect(spoke(runRefereeIn(all, 'check', EXAMPLE))).toBe('es');
    expect(spoke(runRefereeIn(all, 'check', EXAMPLE, '--lang', 'en'))).toBe('en');
    expect(spoke(runRefereeIn({ LC_ALL: 'en_US.UTF-8', LANG: 'es_DO.UTF-8' }, 'check', EXAMPLE))).toBe('en');
    expect(spoke(runRefereeIn({ LC_ALL: 'en_US.UTF-8' }, 'check', EXAMPLE, '--lang=es'))).toBe('es');
    // As with any option, the last one given.
    expect(spoke(runReferee('check', '--lang', 'en', EXAMPLE, '--lang', 'es'))).toBe('es');
  });

  it('a property: whatever the environment holds, --lang decides, and without it the first variable set decides', () => {
    const value = fc.constantFrom(undefined, '', 'C', 'POSIX', 'en_US.UTF-8', 'es_DO.UTF-8', 'es', 'fr_FR');
    fc.assert(
      fc.property(value, value, value, fc.constantFrom(undefined, 'en', 'es'), (lcAll, lcMessages, lang, flag) => {
        const env = Object.fromEntries(Object.entries({ LC_ALL: lcAll, LC_MESSAGES: lcMessages, LANG: lang }).filter(([, v]) => v !== undefined)) as Record<string, string>;
        const decides = [lcAll, lcMessages, lang].find((v) => v !== undefined && v !== '');
        const expected = flag ?? (decides?.startsWith('es') ? 'es' : 'en');
        expect(langFromEnv(env) === expected || flag !== undefined).toBe(true);
        expect(spoke(runRefereeIn(env, 'check', EXAMPLE, ...(flag ? ['--lang', flag] : [])))).toBe(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('a property: left to its default (no --lang, no locale), the referee says what it said before Spanish came, as --lang en does', () => {
    const families = Object.keys(FAMILIES) as RuleFamily[];
    fc.assert(
      fc.property(fc.constantFrom(...families), fc.nat({ max: 10_000 }), fc.boolean(), (rules, seed, json) => {
        const text = JSON.stringify(randomFamilyRecord(seed, 5, { rules, redealOneIn: 4 }));
        // respond() without a voice is the English the reports have always printed (test/cli/report.test.ts pins it).
        const before = respondTo(text, json).stdout;
        const path = join(dir, `${rules}-${seed}.json`);
        writeFileSync(path, text);
        const args = ['check', path, ...(json ? ['--json'] : [])];
        expect(runRefereeIn({}, ...args).stdout).toBe(before);
        expect(runRefereeIn({ LANG: 'C.UTF-8' }, ...args).stdout).toBe(before);
        expect(runRefereeIn({ LANG: 'es_DO.UTF-8' }, ...args, '--lang', 'en').stdout).toBe(before);
      }),
      { numRuns: 40 },
    );
  });

  it('the process reads its own environment: LANG=es_DO.UTF-8 node cli/referee.ts … speaks Spanish', async () => {
    expect(spoke(await spawnRefereeIn({ LANG: 'es_DO.UTF-8' }, 'check', EXAMPLE))).toBe('es');
    expect(spoke(await spawnRefereeIn({ LANG: 'es_DO.UTF-8' }, 'check', EXAMPLE, '--lang', 'en'))).toBe('en');
  });
});

describe('--lang on every subcommand, and its mistakes', () => {
  it('check, standings and next-round all take it', () => {
    const event = `${root}/docs/examples/event-club-night.json`;
    expect(runReferee('standings', event, '--lang', 'es').stdout).toMatch(/clasificación tras 2 rondas/);
    expect(runReferee('next-round', '--lang=es', event).stdout).toMatch(/: ronda 3\n\n {2}Mesa 1: /);
    expect(runReferee('--lang', 'es', '--help').stdout).toMatch(/^Uso: npm run --silent referee -- check ARCHIVO/);
  });

  it('an unknown language is a usage error that lists the choices, changing nothing else', () => {
    const r = runReferee('check', EXAMPLE, '--lang', 'fr');
    expect(r.status).toBe(EXIT_UNUSABLE);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^referee: unknown language "fr" for --lang: choose en or es\n\nUsage:/);
    // Said in the environment's language: the one asked for is not known.
    expect(runRefereeIn({ LANG: 'es_ES.UTF-8' }, 'check', EXAMPLE, '--lang=EN').stderr).toMatch(/^referee: idioma desconocido "EN" para --lang: elija en o es\n\nUso:/);
  });

  it('--lang with no language after it says so', () => {
    expect(runReferee('check', EXAMPLE, '--lang').stderr).toMatch(/^referee: --lang needs a language: en or es\n/);
    expect(runReferee('check', '--lang', '--json', EXAMPLE).stderr).toMatch(/^referee: --lang needs a language: en or es\n/);
    expect(runReferee('check', EXAMPLE, '--lang=').status).toBe(EXIT_UNUSABLE);
  });

  it('after "--", --lang is the name of a file', () => {
    expect(runReferee('check', '--', '--lang').stderr).toBe('referee: cannot read --lang: no such file\n');
    expect(runReferee('check', '--lang', 'es', '--', '--lang').stderr).toBe('referee: no se puede leer --lang: no existe ese archivo\n');
  });

  it('usage mistakes and unreadable files are said in Spanish', () => {
    expect(runReferee('--lang', 'es').stderr).toMatch(/^referee: falta la orden\n\nUso:/);
    expect(runReferee('--lang', 'es', 'match.json').stderr).toMatch(/^referee: orden desconocida "match.json": para comprobar un archivo, ponga check delante \(check "match.json"\)/);
    expect(runReferee('--lang', 'es', 'standings').stderr).toMatch(/^referee: standings necesita un ARCHIVO/);
    expect(runReferee('--lang', 'es', 'check', EXAMPLE, '--json=yes').stderr).toMatch(/^referee: --json no lleva valor \("--json=yes"\)/);
    expect(runReferee('--lang', 'es', 'check', EXAMPLE, '--jsn').stderr).toMatch(/^referee: opción desconocida "--jsn"; un ARCHIVO cuyo nombre empieza por "-" va después de "--" \(check -- "--jsn"\)/);
    expect(runReferee('--lang', 'es', 'check', root).stderr).toBe(`referee: no se puede leer ${root}: es una carpeta\n`);
    expect(runReferee('--lang', 'es', 'check', `${root}/test/fixtures/not-json.txt`).stderr).toMatch(/^referee: .*not-json\.txt: El archivo no es JSON: falla en la línea 1, columna \d+\.\n$/);
  });
});

/** Every message of a locale, by its dotted key. */
function messages(tree: unknown, at = ''): [string, string][] {
  return Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => (typeof v === 'string' ? [[`${at}${k}`, v] as [string, string]] : messages(v, `${at}${k}.`)));
}

describe("the screens' words, read without vue-i18n, are vue-i18n's", () => {
  it.each([
    ['en', en],
    ['es', es],
  ] as const)('every message of %s, with its facts, at every plural form', (lang, tree) => {
    const i18n = createI18n({ legacy: false, locale: lang, messages: { [lang]: tree }, missingWarn: false, fallbackWarn: false }).global;
    const ours = localeWords(lang);
    let plurals = 0;
    for (const [key, text] of messages(tree)) {
      const facts = Object.fromEntries(placeholders(text).map((name) => [name, `<${name}>`]));
      expect(ours.has(key)).toBe(true);
      expect(ours.say(key, facts), key).toBe(i18n.t(key, facts));
      if (!text.includes('|')) continue;
      plurals++;
      for (const n of [0, 1, 2, 7]) {
        // `{n}` and `{count}` come from the count when the facts do not give them.
        const counted = Object.fromEntries(Object.entries(facts).filter(([name]) => name !== 'n' && name !== 'count'));
        expect(ours.say(key, counted, n), `${key} ${n}`).toBe(i18n.t(key, counted, n));
      }
    }
    expect(plurals).toBeGreaterThan(20);
  });

  it('a key the locale lacks says itself, as vue-i18n does', () => {
    expect(localeWords('es').has('refusalDetail.nothing_here')).toBe(false);
    expect(localeWords('es').say('refusalDetail.nothing_here')).toBe('refusalDetail.nothing_here');
  });
});
