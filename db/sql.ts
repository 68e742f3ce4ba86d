/**
 * The plumbing every query file shares: statements prepared once per connection, and one
 * transaction wrapper per connection. Matches (matches.ts) and events (events.ts) write through
 * the same wrapper, so an event write that starts a match nests as a savepoint in one transaction.
 */
import type Database from 'better-sqlite3';

type Db = Database.Database;

const prepared = new WeakMap<Db, Map<string, Database.Statement>>();

/** The statement for `text` on this connection, prepared the first time it is asked for. */
export function sql(db: Db, text: string): Database.Statement {
  let cache = prepared.get(db);
  if (!cache) {
    cache = new Map();
    prepared.set(db, cache);
  }
  let statement = cache.get(text);
  if (!statement) {
    statement = db.prepare(text);
    cache.set(text, statement);
  }
  return statement;
}

/**
 * One transaction wrapper per connection, running the function it is given: `db.transaction(fn)`
 * builds five wrappers each time, about 8 KB of garbage on every move recorded (issue 5, "Speed").
 */
const transactions = new WeakMap<Db, Database.Transaction<(fn: () => unknown) => unknown>>();

export function transactionOf(db: Db): Database.Transaction<(fn: () => unknown) => unknown> {
  let tx = transactions.get(db);
  if (!tx) {
    tx = db.transaction((fn: () => unknown) => fn());
    transactions.set(db, tx);
  }
  return tx;
}

/**
 * One write. IMMEDIATE takes the write lock before anything is read, so nothing can change the
 * rows between the check and the write. Inside another write it is a savepoint of that one.
 */
export function write<T>(db: Db, fn: () => T): T {
  return transactionOf(db).immediate(fn) as T;
}

/** One read: every query in `fn` sees the same moment, even with a writer running. */
export function read<T>(db: Db, fn: () => T): T {
  return transactionOf(db)(fn) as T;
}
