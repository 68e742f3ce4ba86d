/**
 * The writing half of an import (issue 25 item 23), on the service's own connection: the checked
 * file's records written in slices (api/import-check.ts `slicesOf`), each slice one short write,
 * with the requests that came meanwhile answered between two slices; then, in one last write,
 * what makes the import whole: an event's own rows, and its matches listed. A move thus waits at
 * most one slice behind an import (a few milliseconds), where it waited for the whole file: the
 * 8 MB bench event's rows took 0.2 to 0.6 s to write in one transaction.
 *
 * Until that last write the import's matches are marked deleted (db/matches.ts `recordParts`), so
 * no screen lists a match whose hands are still coming; should the import stop halfway (the disk
 * full, the file closed), its matches are taken out again. A process killed halfway leaves them
 * among the deleted matches, whole records that can be restored or left there: never half a
 * match, and never an event without its games.
 */
import type Database from 'better-sqlite3';
import { bulkLoad, recordParts } from '../db/matches.ts';
import { withOrigin } from '../db/origin.ts';
import { write } from '../db/sql.ts';
import type { RecordPart } from './import-check.ts';

type Db = Database.Database;

/** Lets the requests that came meanwhile be answered: setImmediate runs after the I/O already waiting. */
export const between = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * `fn`'s commit not waiting for the disk (synchronous = NORMAL; the connection's own setting
 * again after it). A slice's rows are not the import yet: the last write, synced as every write is
 * (`synchronous = FULL`, db/open.ts), syncs the log with every slice before it, and a power cut
 * before it loses only rows nobody sees. Synced, an 8 MB event file's 265 slices were 265 waits
 * for the disk.
 */
function unsynced<R>(db: Db, fn: () => R): R {
  const before = db.pragma('synchronous', { simple: true }) as number;
  db.pragma('synchronous = NORMAL');
  try {
    return fn();
  } finally {
    db.pragma(`synchronous = ${before}`);
  }
}

/**
 * Writes the slices in order, each one write (and a bulk load: the match triggers stand aside,
 * each match touched once), with other requests answered between two; then `finish` with the new
 * matches' ids, in the order their records came, inside the last write, which lists them. Its
 * answer, or, should a write throw, the matches taken out again and the throw passed on.
 */
export async function writeInSlices<T>(db: Db, slices: readonly string[], finish: (matchIds: readonly number[]) => T): Promise<T> {
  const ids: number[] = [];
  const inWrite = <R>(fn: () => R): R => withOrigin(db, 'import', () => write(db, fn));
  try {
    for (const slice of slices) {
      await between();
      const parts = JSON.parse(slice) as RecordPart[];
      unsynced(db, () =>
        inWrite(() =>
          bulkLoad(db, () => {
            for (const part of parts) {
              if ('start' in part) ids.push(recordParts.start(db, part.start));
              else if ('hands' in part) recordParts.hands(db, ids.at(-1)!, part.hands.from, part.hands.list);
              else recordParts.end(db, ids.at(-1)!, part.end.corrections);
            }
          }),
        ),
      );
    }
    await between();
    return inWrite(() => {
      recordParts.reveal(db, ids);
      return finish(ids);
    });
  } catch (e) {
    if (ids.length > 0 && db.open) {
      try {
        inWrite(() => recordParts.drop(db, ids));
      } catch {
        // Left among the deleted matches (see above); the first failure is the one to report.
      }
    }
    throw e;
  }
}
