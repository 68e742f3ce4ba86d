/**
 * The checked state of each open match, kept in memory per connection, so that recording a move
 * costs the same in hand 60 as in hand 1 (domain/advance.ts applies one move to it).
 *
 * A match is read and replayed once (`checkRecord` in progress mode), the first time it is used;
 * after that every write on this connection hands the cache the state it checked. What another
 * connection commits is noticed through `PRAGMA data_version`, which changes for a connection
 * only when someone else changed the file: then every entry is dropped and re-read.
 *
 * Entries are only ever replaced after their write committed (see matches.ts), so the cache
 * never holds a state the file does not.
 */
import type Database from 'better-sqlite3';
import type { MatchReport } from '../domain/record.ts';

type Db = Database.Database;

export interface LiveMatch {
  /** What `checkRecord(report.record, { inProgress: true })` gives for the stored record. */
  readonly report: MatchReport;
  /** Row ids of the hands, by hand index. */
  readonly handIds: readonly number[];
}

/** Matches kept per connection; the least recently used goes first past this many. */
const MAX_ENTRIES = 64;

interface Cache {
  dataVersion: number;
  readonly matches: Map<number, LiveMatch>;
  /**
   * The states each match was in before its last writes, newest last (at most UNDO_DEPTH), so an
   * undo steps back to one instead of replaying the match.
   */
  readonly before: Map<number, LiveMatch[]>;
}

/** States kept per match for undo; an undo further back replays the match once. */
const UNDO_DEPTH = 16;

const caches = new WeakMap<Db, Cache>();

// Asked on every read and write: db.pragma() prepares its statement afresh each time, so the
// prepared statement is kept per connection (it answers the same number).
const versionQueries = new WeakMap<Db, Database.Statement>();

function dataVersion(db: Db): number {
  let query = versionQueries.get(db);
  if (!query) {
    query = db.prepare('PRAGMA data_version').pluck();
    versionQueries.set(db, query);
  }
  return query.get() as number;
}

/**
 * This connection's entries, emptied first if another connection has committed since they were
 * made. Call it inside the transaction that uses the entry, so nothing commits in between.
 */
function cacheOf(db: Db): Cache {
  const version = dataVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = { dataVersion: version, matches: new Map(), before: new Map() };
    caches.set(db, cache);
  } else if (cache.dataVersion !== version) {
    cache.matches.clear();
    cache.before.clear();
    cache.dataVersion = version;
  }
  return cache;
}

/**
 * The match's checked state if it is cached and still current, else undefined; with the file's
 * data version seen now, to give back to `rememberMatch` after the write.
 */
export function cachedMatch(db: Db, matchId: number): { live: LiveMatch | undefined; version: number } {
  const cache = cacheOf(db);
  const live = cache.matches.get(matchId);
  if (live) {
    // Most recently used last.
    cache.matches.delete(matchId);
    cache.matches.set(matchId, live);
  }
  return { live, version: cache.dataVersion };
}

/**
 * Keeps the state a committed write left the match in. `version` is the data version seen inside
 * that write's transaction: if another connection committed since, the state may be behind the
 * file, so it is not kept.
 */
export function rememberMatch(db: Db, matchId: number, live: LiveMatch, version: number, previous?: LiveMatch): void {
  const { matches, before, dataVersion: now } = cacheOf(db);
  if (now !== version) return;
  matches.delete(matchId);
  matches.set(matchId, live);
  if (previous !== undefined && previous !== live) {
    const stack = before.get(matchId) ?? [];
    stack.push(previous);
    if (stack.length > UNDO_DEPTH) stack.shift();
    before.set(matchId, stack);
  }
  if (matches.size > MAX_ENTRIES) {
    const oldest = matches.keys().next().value!;
    matches.delete(oldest);
    before.delete(oldest);
  }
}

/**
 * For an undo: the kept state, from before the match's recent writes, that `isIt` recognises as
 * the match after the undo (newest first; the states passed over go). Undefined when none is kept.
 * The match's records only ever grow or shrink at their end, so a kept state with the same shape
 * as the record after an undo is that record.
 */
export function stepBack(db: Db, matchId: number, isIt: (live: LiveMatch) => boolean): LiveMatch | undefined {
  const stack = cacheOf(db).before.get(matchId);
  while (stack && stack.length > 0) {
    const candidate = stack.pop()!;
    if (isIt(candidate)) return candidate;
  }
  return undefined;
}

/** Drops a match's state: the next use reads and replays it from the file. */
export function forgetMatch(db: Db, matchId: number): void {
  const cache = caches.get(db);
  cache?.matches.delete(matchId);
  cache?.before.delete(matchId);
}
