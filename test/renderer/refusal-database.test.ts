/**
 * The database's refusals, in the scorekeeper's language: a file from a newer app, a damaged file
 * (not a database at all, or one SQLite's check finds hurt), a path where no database can be
 * opened or made, a new database asked for where a file already is, a backup that cannot be made
 * before a migration, the app's own migrations out of order, and a bug (a call that threw). The full-page refusal at start
 * and the window's New database… and Open another database… said their English under a Spanish
 * headline. Each is met here through the real desktop session, service or database layer, and
 * must carry the facts it names (SQLite's own words among them, kept as they are) and be said in
 * English and Spanish from templates over those facts alone.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from 'vue-i18n';
import type { ApiError, ApiResult } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import { createMatch } from '../../db/matches.ts';
import { DbError } from '../../db/errors.ts';
import { APPLICATION_ID, LATEST_VERSION, MIGRATIONS, migrate } from '../../db/migrations.ts';
import { backupName, openDatabase, partialName } from '../../db/open.ts';
import { DEFAULT_DATABASE_NAME, DesktopSession } from '../../electron/desktop-api.ts';
import { reasonIn, refusalDetail, refusalDetailKeys } from '../../renderer/src/refusal.ts';
import en from '../../renderer/src/locales/en.json' with { type: 'json' };
import es from '../../renderer/src/locales/es.json' with { type: 'json' };
import { DATABASE_PARTICULAR_TEMPLATES, DATABASE_REFUSALS } from '../support/outside-refusals.ts';
import { holdLocked, makeReadOnly } from '../support/file-locks.ts';
import { templateGaps, untranslated } from '../support/templates.ts';

let dir = '';
/** Each refusal met, under a name for what was done (one code may be met in several ways). */
const met = new Map<string, ApiError>();

function refused(what: string, result: ApiResult<unknown>): void {
  if (result.ok) throw new Error(`${what} was accepted`);
  met.set(what, result.error);
}
/** What the database layer threw, as the service hands a DbError on (anything else: 'not a DbError'). */
function thrown(what: string, run: () => unknown): void {
  try {
    run();
  } catch (e) {
    const code = e instanceof DbError ? e.code : 'not a DbError';
    met.set(what, { code, message: (e as Error).message, ...(e instanceof DbError && e.params && { params: e.params }) });
    return;
  }
  throw new Error(`${what} was accepted`);
}

function newerFile(file: string): void {
  const db = new Database(file);
  db.exec('CREATE TABLE matches (id INTEGER PRIMARY KEY)');
  db.pragma(`user_version = ${LATEST_VERSION + 1}`);
  // A later app of ours marks its files as this one does.
  db.pragma(`application_id = ${APPLICATION_ID}`);
  db.close();
}

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-db-refusals-'));
  // At start: the desktop's own file is from a newer app (the full-page refusal).
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir);
  newerFile(join(dataDir, DEFAULT_DATABASE_NAME));
  const folder = join(dir, 'a folder.sqlite');
  mkdirSync(folder);
  const notes = join(dir, 'notes.sqlite');
  writeFileSync(notes, 'Ann 3, Ben 2 … the scores from last night\n'.repeat(300));
  const newer = join(dir, 'newer.sqlite');
  newerFile(newer);
  const chosen = [newer, notes, folder];
  const session = new DesktopSession({
    appVersion: '1.2.3',
    dataDir,
    chooseFile: () => Promise.resolve(chosen.shift() ?? null),
    chooseNewFile: () => Promise.resolve(notes),
  });
  try {
    refused('start: newer', await session.handlers.databaseInfo({}));
    refused('open: newer', await session.handlers.chooseDatabase({}));
    refused('open: not a database', await session.handlers.chooseDatabase({}));
    refused('open: a folder', await session.handlers.chooseDatabase({}));
    refused('new: exists', await session.handlers.newDatabase({}));
  } finally {
    session.close();
  }

  // A file SQLite's check finds hurt: a page of the matches overwritten.
  const hurt = join(dir, 'hurt.sqlite');
  const db = openDatabase(hurt);
  for (let i = 0; i < 60; i++) createMatch(db, { rules: 'jamaican-partner', seats: SEATS.map((s) => `${s} ${'x'.repeat(30)} ${i}`) });
  db.pragma('journal_mode = DELETE');
  db.close();
  const bytes = readFileSync(hurt);
  const pageSize = bytes.readUInt16BE(16);
  bytes.fill(0xa5, bytes.length - pageSize + 8, bytes.length - 16);
  writeFileSync(hurt, bytes);
  const service = openService(hurt, { appVersion: '1.2.3' });
  try {
    refused('start: hurt', await service.call('databaseInfo', {}));
    // Browser mode: no other file from the screen.
    refused('browser: choose', await service.call('chooseDatabase', {}));
  } finally {
    service.close();
  }
  // Rows damaged outside the app (db/matches.ts, readMatch and liveMatch): a seat, a hand or a move
  // gone, a move the rules refuse. Each file opened again afresh, so that nothing is cached.
  const damaged = async (what: string, damage: string) => {
    const file = join(dir, `${what.replace(/\W+/g, '-')}.sqlite`);
    const writer = openService(file, { appVersion: '1.2.3' });
    const made = await writer.call('createMatch', { rules: 'jamaican-partner', seats: SEATS });
    if (!made.ok) throw new Error(made.error.message);
    const matchId = (made.value as { id: number }).id;
    await writer.call('startHand', { matchId });
    for (const move of [{ seat: 0, bone: [6, 6] }, { seat: 1, bone: [6, 5] }]) {
      const r = await writer.call('recordMove', { matchId, hand: 0, move });
      if (!r.ok) throw new Error(r.error.message);
    }
    writer.close();
    const raw = new Database(file);
    raw.pragma('foreign_keys = OFF');
    raw.exec(damage);
    raw.close();
    const reader = openService(file, { appVersion: '1.2.3' });
    try {
      refused(what, await reader.call('getMatch', { matchId }));
    } finally {
      reader.close();
    }
  };
  await damaged('corrupt: a seat gone', 'DELETE FROM match_seats WHERE idx = 1');
  await damaged('corrupt: a hand gone', 'UPDATE hands SET idx = 1');
  await damaged('corrupt: a move gone', 'DELETE FROM moves WHERE idx = 0');
  await damaged('corrupt: a move the rules refuse', 'UPDATE moves SET pip_a = 1, pip_b = 2 WHERE idx = 1');

  // A bug: a call that throws (here a service whose file was closed under it) is answered plainly.
  const closed = openService(join(dir, 'closed.sqlite'), { appVersion: '1.2.3' });
  closed.close();
  refused('bug: a closed file', await closed.call('listMatches', {}));

  // An old file whose backup cannot be written: the name it is written under is a link into a folder that is not there.
  const old = join(dir, 'old.sqlite');
  const first = new Database(old);
  migrate(first, MIGRATIONS.slice(0, 1));
  first.close();
  const now = new Date('2026-11-23T05:30:00.000Z');
  symlinkSync(join(dir, 'gone', 'copy.bak'), partialName(backupName(old, now)));
  thrown('open: no backup', () => openDatabase(old, { now: () => now }));

  // Issue 18 items 13 to 15: another program's SQLite file; a file that does not allow writing; a
  // file another program holds locked.
  const foreign = join(dir, 'budget.sqlite');
  const other = new Database(foreign);
  other.exec('CREATE TABLE expenses (id INTEGER PRIMARY KEY, amount REAL)');
  other.close();
  thrown('open: another program\'s', () => openDatabase(foreign));
  const club = join(dir, 'club.sqlite');
  openDatabase(club).close();
  const writable = makeReadOnly(club);
  try {
    thrown('open: read-only', () => openDatabase(club));
  } finally {
    writable();
  }
  const release = holdLocked(club);
  try {
    thrown('open: locked', () => openDatabase(club));
  } finally {
    release();
  }

  // The app's own migrations out of order, or leaving rows that point at nothing (bugs, not files).
  thrown('migrations: numbering', () => migrate(new Database(':memory:'), [{ version: 2, name: 'out of order', up: () => {} }]));
  // better-sqlite3 turns foreign keys on; a migration runs where they cannot be (in a transaction).
  const loose = new Database(':memory:');
  loose.pragma('foreign_keys = OFF');
  thrown('migrations: dangling', () =>
    migrate(loose, [
      {
        version: 1,
        name: 'rows pointing at nothing',
        up: (m) => m.exec('CREATE TABLE a (id INTEGER PRIMARY KEY); CREATE TABLE b (a_id INTEGER REFERENCES a (id)); INSERT INTO b VALUES (7);'),
      },
    ]),
  );
}, 60_000);

afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('the database\'s refusals, in the scorekeeper\'s language', () => {
  const i18n = createI18n({ legacy: false, locale: 'es', fallbackLocale: 'en', messages: { en, es } });
  const { t, te } = i18n.global;
  const say = (e: ApiError, locale: 'en' | 'es') => refusalDetail(e, locale, (k, l) => te(k, l as 'en' | 'es'), (k, p) => t(k, p, { locale }));
  /** The template the Spanish screen uses for `e`: its most particular key there. */
  const keyOf = (e: ApiError) => refusalDetailKeys(e).find((k) => te(k, 'es')) ?? refusalDetailKeys(e).at(-1)!;

  it('meets each of them, with the code it should have', () => {
    expect(Object.fromEntries([...met].map(([what, e]) => [what, e.code]))).toEqual({
      'start: newer': 'db/too-new',
      'open: newer': 'db/too-new',
      'open: not a database': 'db/damaged',
      'open: a folder': 'db/cannot-open',
      'new: exists': 'db/exists',
      'start: hurt': 'db/damaged',
      'browser: choose': 'api/unsupported',
      'open: no backup': 'db/cannot-back-up',
      "open: another program's": 'db/not-ours',
      'open: read-only': 'db/read-only',
      'open: locked': 'db/in-use',
      'migrations: numbering': 'db/migrations',
      'migrations: dangling': 'db/migrations',
      'bug: a closed file': 'internal',
      'corrupt: a seat gone': 'db/corrupt',
      'corrupt: a hand gone': 'db/corrupt',
      'corrupt: a move gone': 'db/corrupt',
      'corrupt: a move the rules refuse': 'db/corrupt',
    });
  });

  it('meets every code and template the list of them names (test/support/outside-refusals.ts)', () => {
    const errors = [...met.values()];
    expect(new Set(errors.map((e) => e.code))).toEqual(new Set(DATABASE_REFUSALS));
    const keys = new Set(errors.map(keyOf));
    for (const key of DATABASE_PARTICULAR_TEMPLATES) expect(keys).toContain(key);
  });

  it('each carries its facts, with an English and a Spanish template that use only them', () => {
    expect(templateGaps(met, keyOf, { en, es })).toEqual([]);
  });

  it('the English template says what the message says', () => {
    for (const [what, e] of met) {
      // A counted reason among the facts (a migration's rows) in its English form for its count.
      const facts = Object.fromEntries(
        Object.entries(e.params ?? {}).map(([name, fact]) => [name, typeof fact === 'object' ? reasonIn(fact, 'en', (k, l) => te(k, l as 'en'), (k, p, n) => (n === undefined ? t(k, p, { locale: 'en' }) : t(k, p, { plural: n, locale: 'en' }))) : fact]),
      );
      expect({ what, en: t(keyOf(e), facts as Record<string, string | number>, { locale: 'en' }) }).toEqual({ what, en: e.message });
    }
  });

  // The full-page refusal (renderer/src/App.vue) says that the file was left as it was only through
  // these words, once: each refusal of a database file at start must say it, in both languages.
  it('each refusal of a file at start says the file was not changed, in English and in Spanish', () => {
    const atStart = [...met].filter(([, e]) =>
      ['db/too-new', 'db/damaged', 'db/cannot-open', 'db/cannot-back-up', 'db/not-ours', 'db/read-only', 'db/in-use'].includes(e.code),
    );
    expect(new Set(atStart.map(([, e]) => e.code)).size).toBe(7);
    for (const [what, e] of atStart) {
      expect({ what, en: /has not been changed|Nothing was changed/.test(e.message) }).toEqual({ what, en: true });
      expect({ what, es: /no se ha modificado/i.test(say(e, 'es')) }).toEqual({ what, es: true });
    }
  });

  it('Spanish says each in Spanish, with its facts (SQLite\'s own words kept as they are)', () => {
    expect(untranslated(met, (e) => say(e, 'es'))).toEqual([]);
    // Rows damaged outside the app: what is missing, or the rules' code and place, in Spanish.
    expect(say(met.get('corrupt: a seat gone')!, 'es')).toBe('La partida 1 no se puede leer: falta el asiento 2.');
    expect(met.get('corrupt: a move the rules refuse')!.message).toMatch(/^Match 1 cannot be read back: hand 1 fails the rules check \(\S+ at hands\[0\]\.moves\[1\]\.\w+\)\.$/);
    expect(say(met.get('corrupt: a move the rules refuse')!, 'es')).toMatch(/^La partida 1 no se puede leer: la mano 1 no pasa la comprobación de las reglas \(\S+ en hands\[0\]\.moves\[1\]\.\w+\)\.$/);
    const exists = met.get('new: exists')!;
    expect(say(exists, 'es')).toBe(
      `${join(dir, 'notes.sqlite')} ya existe. Una base de datos nueva necesita un nombre de archivo nuevo; para usar ese archivo, ábralo con Archivo → Abrir base de datos….`,
    );
  });
});
