/**
 * Where a write comes from (issue 24: "every write records where it came from (the organizer's
 * screen, table N's device, an import) and when"). The rows a write makes carry it (`origin`
 * columns, migration 12) and so does the event's history of changes (db/changes.ts).
 *
 * The origin is set around one call by whoever knows the caller (api/access.ts for a device, the
 * service for an import) and read by the insert that needs it, rather than passed through every
 * query function: a write is synchronous from its start to its commit (better-sqlite3), so the
 * value set around it is the one every insert inside it sees, and no other call can run between.
 */
import type Database from 'better-sqlite3';

type Db = Database.Database;

/**
 * `organizer`: the organizer's own screens on this machine (the default); `import`: a file
 * imported; `device:N`: a table's device (room_devices row N, which names its event, round and table).
 */
export type Origin = 'organizer' | 'import' | `device:${number}`;

export const ORGANIZER: Origin = 'organizer';

const current = new WeakMap<Db, Origin>();

/** `fn` with every write it makes on `db` marked as coming from `origin`; the one before restored after. */
export function withOrigin<T>(db: Db, origin: Origin, fn: () => T): T {
  const before = current.get(db);
  current.set(db, origin);
  try {
    return fn();
  } finally {
    if (before === undefined) current.delete(db);
    else current.set(db, before);
  }
}

/** Where the write now running on `db` comes from: the organizer's screens unless set around it. */
export function originOf(db: Db): Origin {
  return current.get(db) ?? ORGANIZER;
}

/** The device id of a `device:N` origin, else null. */
export function deviceOf(origin: string | null): number | null {
  const m = origin === null ? null : /^device:(\d+)$/.exec(origin);
  return m ? Number(m[1]) : null;
}

/** The time as the database writes it (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')): an ISO instant to the millisecond. */
export function nowText(): string {
  return new Date().toISOString();
}

const kept = new WeakMap<Db, boolean>();

/**
 * Whether the rows of this connection's file carry their origin (migration 12). Always so for a
 * file the app opened (openDatabase migrates it first); the migration tests write today's rows
 * into files of older versions, which have no such columns. Asked once per connection.
 */
export function keepsOrigins(db: Db): boolean {
  let known = kept.get(db);
  if (known === undefined) {
    known = (db.pragma('user_version', { simple: true }) as number) >= 12;
    kept.set(db, known);
  }
  return known;
}
