/**
 * The open sequence: refuse a newer file, set the pragmas, migrate. Takes a path (':memory:' for
 * tests) and returns a ready handle; knows nothing of Electron or where the file lives.
 */
import Database from 'better-sqlite3';
import { LATEST_VERSION, migrate, tooNew, userVersion } from './migrations.ts';

/** How long a write waits for another connection's lock before failing, in milliseconds. */
const BUSY_TIMEOUT_MS = 5000;

export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  try {
    // Before any pragma that writes: switching to WAL rewrites the file header, and a file from a
    // newer app must be left exactly as it was.
    const found = userVersion(db);
    if (found > LATEST_VERSION) throw tooNew(found, LATEST_VERSION);

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
    throw e;
  }
}
