/**
 * The open sequence: refuse a damaged file or one from a newer app, copy the file aside before a
 * migration, set the pragmas, migrate. Takes a path (':memory:' for tests) and returns a ready
 * handle; knows nothing of Electron or where the file lives.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DbError } from './errors.ts';
import { LATEST_VERSION, migrate, tooNew, userVersion } from './migrations.ts';

/** How long a write waits for another connection's lock before failing, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000;

export interface OpenOptions {
  /** The clock for the backup's name (tests fix it). */
  readonly now?: () => Date;
}

/**
 * A file SQLite cannot read (`sqlite`: its own words, a fact kept as it is, not translated), or one
 * its check finds hurt (`check`: what the check found).
 */
function damaged(file: string, why: { readonly sqlite: string } | { readonly check: string }): DbError {
  const words = 'sqlite' in why ? why.sqlite : `SQLite's check found ${why.check}`;
  return new DbError(
    'db/damaged',
    `${file} cannot be used: ${words}. It is not a scorekeeper database, or it is damaged; it has not been changed. ` +
      'Open another file, or restore a backup (the .bak files beside it).',
    { file, ...why },
  );
}

/** No database at `file`: `sqlite` is what SQLite (or the file system) said, kept as it is. */
export function cannotOpen(file: string, sqlite: string): DbError {
  return new DbError('db/cannot-open', `${file} cannot be opened: ${sqlite}. Nothing was changed; choose another file or folder.`, { file, sqlite });
}

/** Names better-sqlite3 takes for a database in memory (a temporary one, for '') rather than a file. */
const NOT_FILES = new Set([':memory:', '']);

/**
 * Reads only: is this a database SQLite can read, whole? quick_check reads every page (not the
 * indexes' agreement with their tables, which integrity_check adds) and is fast on files this size.
 */
function checkReadable(db: Database.Database, file: string): number {
  let version: number;
  try {
    version = userVersion(db);
  } catch (e) {
    throw damaged(file, { sqlite: (e as Error).message });
  }
  if (version > LATEST_VERSION) throw tooNew(version, LATEST_VERSION, file);
  let found: string[];
  try {
    found = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check);
  } catch (e) {
    throw damaged(file, { sqlite: (e as Error).message });
  }
  if (found.length !== 1 || found[0] !== 'ok') throw damaged(file, { check: found.slice(0, 3).join('; ') });
  return version;
}

/** "m.sqlite.2026-11-23T05-30-00.bak": sorts by date, and no ':' so Windows accepts it. */
export function backupName(file: string, when: Date): string {
  const stamp = when.toISOString().slice(0, 19).replaceAll(':', '-');
  let name = `${file}.${stamp}.bak`;
  for (let n = 2; existsSync(name); n++) name = `${file}.${stamp}-${n}.bak`;
  return name;
}

/**
 * A copy of the whole database (the write-ahead log included) beside it, before a migration
 * changes it: if the new version turns out wrong, the scorekeeper still has the matches as they
 * were. VACUUM INTO writes a consistent copy from a read transaction.
 */
function backUp(db: Database.Database, file: string, now: () => Date): string {
  const backup = backupName(file, now());
  try {
    db.prepare('VACUUM INTO ?').run(backup);
  } catch (e) {
    // Not migrated without its copy: the file stays as it was, for this version or another to open.
    const sqlite = (e as Error).message;
    throw new DbError(
      'db/cannot-back-up',
      `${file} was not opened: before it is brought up to this version of the app a copy of it is made, and ${backup} could not be written (${sqlite}). ` +
        'The file has not been changed; make room or allow writing in its folder, or open another file.',
      { file, backup, sqlite },
    );
  }
  return backup;
}

function hasTables(db: Database.Database): boolean {
  return db.prepare("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").pluck().get() !== 0;
}

export function openDatabase(file: string, options: OpenOptions = {}): Database.Database {
  let db: Database.Database;
  try {
    // A new file goes where it was asked for, folders and all (`--db ~/dominoes/club.sqlite`).
    if (!NOT_FILES.has(file) && !existsSync(file)) mkdirSync(dirname(file), { recursive: true });
    db = new Database(file);
  } catch (e) {
    // SQLite reads nothing until it is asked: what fails here is the path, not a file's content.
    throw cannotOpen(file, (e as Error).message);
  }
  try {
    // Before any pragma that writes: switching to WAL rewrites the file header, and a file from a
    // newer app, or a damaged one, must be left exactly as it was.
    const found = checkReadable(db, file);

    // Copy before migrating anything that holds matches; a brand-new file has nothing to lose.
    if (found < LATEST_VERSION && file !== ':memory:' && hasTables(db)) backUp(db, file, options.now ?? (() => new Date()));

    // WAL: a reader (the scoreboard, an export) never blocks the scorekeeper's next move, and a
    // commit is one append to the log. ':memory:' stays 'memory', which is fine for tests.
    db.pragma('journal_mode = WAL');
    // FULL: a commit returns only after the log is synced to disk, so a move shown as saved
    // survives a power cut. SQLite's WAL default (and better-sqlite3's) is NORMAL, which can lose
    // the last commits on power loss, hence set explicitly.
    db.pragma('synchronous = FULL');
    // SQLite leaves foreign keys off unless each connection asks.
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);

    migrate(db);
    return db;
  } catch (e) {
    db.close();
    // Anything else SQLite refused on the way (a read-only file cannot take the log): no database here.
    throw e instanceof DbError ? e : cannotOpen(file, (e as Error).message);
  }
}
