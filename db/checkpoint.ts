/**
 * Folding the write-ahead log back into the database file while the scorekeeper pauses, instead
 * of in the middle of recording a move.
 *
 * In WAL mode a commit appends to the log; SQLite copies the log into the file (a checkpoint)
 * whenever the log passes 1000 pages, inside whichever commit crossed the line. That commit then
 * waits for the copy and two more syncs, which made one move in a few hundred take tens of
 * milliseconds. A long-lived process (the app, the server) turns the automatic checkpoint off and
 * runs it here after a quiet moment. Short-lived users of the database (tests, the referee) keep
 * SQLite's default. A crash at any point is safe: the log is replayed on the next open.
 */
import type Database from 'better-sqlite3';

type Db = Database.Database;

/** Quiet time after the last write before the log is folded into the file. */
const IDLE_MS = 300;
/** Writes after which the log is folded in at once, quiet or not, so it cannot grow without bound. */
const MAX_WRITES = 2000;

export interface IdleCheckpointer {
  /** Call after every write. */
  wrote(): void;
  /** Stops the timer (before closing the database). */
  stop(): void;
}

export function idleCheckpoints(db: Db): IdleCheckpointer {
  db.pragma('wal_autocheckpoint = 0');
  let timer: NodeJS.Timeout | null = null;
  let writes = 0;
  const run = () => {
    timer = null;
    writes = 0;
    // PASSIVE: never waits for readers or writers of other connections.
    if (db.open) db.pragma('wal_checkpoint(PASSIVE)');
  };
  return {
    wrote() {
      writes += 1;
      if (timer) clearTimeout(timer);
      if (writes >= MAX_WRITES) {
        run();
        return;
      }
      timer = setTimeout(run, IDLE_MS);
      // A pending checkpoint must not keep a process alive that is otherwise done.
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
