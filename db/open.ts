/**
 * The open sequence: refuse a file that does not allow writing, another program's file, one it
 * holds locked, a damaged file or one from a newer app, all before anything is written; copy the
 * file aside before a migration, set the pragmas, migrate, and only then switch to WAL. Takes a path (':memory:' for tests) and returns a ready
 * handle; knows nothing of Electron or where the file lives.
 */
import { accessSync, closeSync, constants, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { DbError } from './errors.ts';
import { APPLICATION_ID, LATEST_VERSION, applicationId, migrate, notOurs, tooNew, userVersion } from './migrations.ts';

/** How long a write waits for another connection's lock before failing, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000;
/**
 * How long the opening waits for a lock another program holds before saying the file is in use:
 * the desktop opens files on its main process, whose window would freeze meanwhile, and the
 * screen offers to try again.
 */
const OPEN_WAIT_MS = 1000;

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

/** SQLite's word for "another connection holds the lock" (better-sqlite3's SqliteError code). */
export function isBusy(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return code === 'SQLITE_BUSY' || code === 'SQLITE_BUSY_SNAPSHOT' || code === 'SQLITE_LOCKED';
}

function isReadOnly(e: unknown): boolean {
  const code = (e as { code?: unknown }).code;
  return typeof code === 'string' && code.startsWith('SQLITE_READONLY');
}

/**
 * Another program holds the file (a second copy of the app mid-write, a database browser with a
 * transaction open, a sync tool): not damage, and it may let go, so the screen offers to try again
 * (issue 18 item 14: this was called damaged, with the advice to restore a backup).
 */
export function inUse(file: string, sqlite: string): DbError {
  return new DbError(
    'db/in-use',
    `${file} is in use by another program, which holds it locked (${sqlite}). Nothing was changed. ` +
      'Close the other program, or let it finish, then try again.',
    { file, sqlite },
  );
}

/**
 * The file, or the folder where its write-ahead log must go, does not allow writing (its mode,
 * an immutable flag, a read-only disk): refused at once, rather than opened and every write then
 * failing (issue 18 item 13). `sqlite`: the system's or SQLite's words, kept as they are.
 */
export function readOnly(file: string, sqlite: string): DbError {
  return new DbError(
    'db/read-only',
    `${file} cannot be written to (${sqlite}): the scorekeeper records every move in it, so it is not opened. Nothing was changed and nothing was made beside it. ` +
      'Allow writing to the file and its folder, or open another file.',
    { file, sqlite },
  );
}

/**
 * Before SQLite touches the file: it must allow writing, and so must its folder, where the
 * write-ahead log and its index go (file-wal, file-shm). A file SQLite could only read would be
 * opened read-only without a word, and every move then refused as a bug.
 */
function checkWritable(file: string): void {
  for (const [path, what] of [
    [file, 'the file'],
    [dirname(file), 'its folder'],
  ] as const) {
    try {
      accessSync(path, constants.W_OK);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw readOnly(file, `${what}: ${code}`);
      // Anything else (no such folder) is SQLite's to say when it opens the path.
    }
  }
}

/** What the file's header and schema say about whose it is, read without writing anything. */
interface Found {
  readonly version: number;
  readonly applicationId: number;
  /** Every schema object (table, index, trigger, view): 0 for a new, empty file. */
  readonly objects: number;
  /** Whether the tables of version 1 are there, all of them. */
  readonly ourTables: boolean;
}

const VERSION_1_TABLES = ['matches', 'hands', 'moves', 'corrections'];

function readFound(db: Database.Database): Found {
  const names = new Set(db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table'").pluck().all() as string[]);
  return {
    version: userVersion(db),
    applicationId: applicationId(db),
    objects: db.prepare('SELECT count(*) FROM sqlite_schema').pluck().get() as number,
    ourTables: VERSION_1_TABLES.every((name) => names.has(name)),
  };
}

/**
 * Reads only: is this a scorekeeper database (or an empty file to become one), of a version this app
 * knows, that SQLite can read whole? Ours: marked with APPLICATION_ID, or made before that mark
 * (application id 0, user_version 1 up to this app's, and the tables of version 1). Empty: no
 * schema, version and id 0. Anything else is another program's file, refused (issue 18 item 15:
 * one with user_version 0 had our tables added to it, one with -1 had the last migration run).
 * quick_check reads every page (not the indexes' agreement with their tables, which
 * integrity_check adds) and is fast on files this size.
 */
function checkOurs(db: Database.Database, file: string): number {
  let found: Found;
  try {
    found = readFound(db);
  } catch (e) {
    if (isBusy(e)) throw inUse(file, (e as Error).message);
    throw damaged(file, { sqlite: (e as Error).message });
  }
  const { version, applicationId: id } = found;
  const empty = id === 0 && version === 0 && found.objects === 0;
  const older = id === 0 && version >= 1 && version <= LATEST_VERSION && found.ourTables;
  if (version < 0 || (id !== APPLICATION_ID && !empty && !older)) throw notOurs(file, found);
  if (version > LATEST_VERSION) throw tooNew(version, LATEST_VERSION, file);
  let checked: string[];
  try {
    checked = (db.pragma('quick_check') as { quick_check: string }[]).map((row) => row.quick_check);
  } catch (e) {
    if (isBusy(e)) throw inUse(file, (e as Error).message);
    throw damaged(file, { sqlite: (e as Error).message });
  }
  if (checked.length !== 1 || checked[0] !== 'ok') throw damaged(file, { check: checked.slice(0, 3).join('; ') });
  return version;
}

/**
 * Where a backup is written before it takes its name (`backupName`): it appears under its `.bak`
 * name only once whole (issue 25 item 22).
 */
export function partialName(backup: string): string {
  return `${backup}.partial`;
}

/**
 * "m.sqlite.2026-11-23T05-30-00.bak": sorts by date, and no ':' so Windows accepts it. A name is
 * taken by a backup, or by a copy a killed process left half written (never overwritten either).
 */
export function backupName(file: string, when: Date): string {
  const stamp = when.toISOString().slice(0, 19).replaceAll(':', '-');
  const taken = (name: string) => existsSync(name) || existsSync(partialName(name));
  let name = `${file}.${stamp}.bak`;
  for (let n = 2; taken(name); n++) name = `${file}.${stamp}-${n}.bak`;
  return name;
}

/** Writes what is in the file's cache to the disk: VACUUM INTO does not (it writes with synchronous off). */
function syncFile(path: string): void {
  const fd = openSync(path, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes a rename in `folder` durable where the system allows it (a folder cannot be opened for that on Windows). */
function syncFolder(folder: string): void {
  let fd: number;
  try {
    fd = openSync(folder, 'r');
  } catch {
    return;
  }
  try {
    fsyncSync(fd);
  } catch {
    // Some systems refuse to sync a folder; the rename itself is still atomic.
  } finally {
    closeSync(fd);
  }
}

/**
 * A copy of the whole database (the write-ahead log included) beside it, before a migration
 * changes it: if the new version turns out wrong, the scorekeeper still has the matches as they
 * were. VACUUM INTO writes a consistent copy from a read transaction.
 *
 * The copy is written aside (`partialName`), synced, and only then renamed to its `.bak` name, so
 * a `.bak` file is always whole: a kill during the copy left an empty or half `.bak` (2 of 60 kills,
 * issue 25 item 22), while the damaged-file message sends the user to the `.bak` files. A kill now
 * leaves a `.partial` file, which no message points to and no backup overwrites.
 */
function backUp(db: Database.Database, file: string, now: () => Date): string {
  const backup = backupName(file, now());
  const partial = partialName(backup);
  try {
    db.prepare('VACUUM INTO ?').run(partial);
    syncFile(partial);
    renameSync(partial, backup);
    syncFolder(dirname(backup));
  } catch (e) {
    // Not migrated without its copy: the file stays as it was, for this version or another to open.
    rmSync(partial, { force: true });
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
  const onDisk = !NOT_FILES.has(file);
  let db: Database.Database;
  try {
    if (onDisk && existsSync(file)) checkWritable(file);
    // A new file goes where it was asked for, folders and all (`--db ~/dominoes/club.sqlite`).
    else if (onDisk) mkdirSync(dirname(file), { recursive: true });
    db = new Database(file, { timeout: OPEN_WAIT_MS });
  } catch (e) {
    if (e instanceof DbError) throw e;
    // SQLite reads nothing until it is asked: what fails here is the path, not a file's content.
    throw cannotOpen(file, (e as Error).message);
  }
  try {
    // Only reads until every check has passed: a file from a newer app, another program's, or a
    // damaged one must be left exactly as it was, its journal mode included.
    const found = checkOurs(db, file);

    // Copy before migrating anything that holds matches; a brand-new file has nothing to lose.
    if (found < LATEST_VERSION && file !== ':memory:' && hasTables(db)) backUp(db, file, options.now ?? (() => new Date()));

    // FULL: a commit returns only after the log is synced to disk, so a move shown as saved
    // survives a power cut. SQLite's WAL default (and better-sqlite3's) is NORMAL, which can lose
    // the last commits on power loss, hence set explicitly. (These three belong to the connection,
    // not the file.)
    db.pragma('synchronous = FULL');
    // SQLite leaves foreign keys off unless each connection asks.
    db.pragma('foreign_keys = ON');
    db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);

    migrate(db);
    // WAL only once the file is ours at this version: switching rewrites the file header, and a
    // migration that fails must leave the file as it was. A reader (the scoreboard, an export) then
    // never blocks the scorekeeper's next move, and a commit is one append to the log.
    // ':memory:' stays 'memory', which is fine for tests.
    db.pragma('journal_mode = WAL');
    return db;
  } catch (e) {
    db.close();
    if (e instanceof DbError) throw e;
    const sqlite = (e as Error).message;
    if (isBusy(e)) throw inUse(file, sqlite);
    if (isReadOnly(e)) throw readOnly(file, sqlite);
    // Anything else SQLite refused on the way (a read-only file cannot take the log): no database here.
    throw cannotOpen(file, sqlite);
  }
}
