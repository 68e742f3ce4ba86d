/**
 * Migration 11 (bench: event-import; the note "the move-row trigger fires per move row and
 * dominates the import"): the hand and move triggers of version 2 stand aside while `bulk_load`
 * holds its row, which only an import's own transaction writes and removes.
 *
 * What must hold, each a test below: a version-10 file upgrades with every row kept; every ordinary
 * write (the app's, or any writer's INSERT) still touches its match; an import touches each of its
 * matches once and reads back the same; a refused import or one that crashes midway leaves nothing,
 * the mark included, and the next ordinary move is touched; the mark cannot be committed at all.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addRound, createEvent, importEvent, startGame } from '../../db/events.ts';
import { appendMove, bulkLoad, createMatch, importRecord, loadRecord, startHand } from '../../db/matches.ts';
import { LATEST_VERSION, MIGRATIONS, migrate, userVersion } from '../../db/migrations.ts';
import { openDatabase } from '../../db/open.ts';
import { write } from '../../db/sql.ts';
import { parseEvent } from '../../domain/events/format.ts';
import type { EventFile } from '../../domain/events/types.ts';
import { parseRecord, writeRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { clubNight, copy, put } from '../support/event-files.ts';
import { randomMatchRecord } from '../support/random.ts';
import { circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { asBefore, dump, useTempDir } from './support.ts';

const temp = useTempDir();
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];
/** A "last change" long before any test runs: a touch replaces it with now. */
const LONG_AGO = '2000-01-01T00:00:00.000Z';

function ok<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function updatedAt(db: Database.Database, matchId: number): string | null {
  return db.prepare('SELECT updated_at FROM matches WHERE id = ?').pluck().get(matchId) as string | null;
}

function pinLongAgo(db: Database.Database, matchId: number): void {
  db.prepare('UPDATE matches SET updated_at = ? WHERE id = ?').run(LONG_AGO, matchId);
}

function marks(db: Database.Database): number {
  return db.prepare('SELECT count(*) FROM bulk_load').pluck().get() as number;
}

/** A match with its first hand started, its "last change" pinned long ago: ready for one ordinary move. */
function matchAwaitingMove(db: Database.Database): number {
  const id = ok(createMatch(db, { rules: 'jamaican-partner', seats: SEATS }));
  ok(startHand(db, id));
  pinLongAgo(db, id);
  return id;
}

/** An ordinary first move of `matchAwaitingMove`'s match moves its "last change" off the pinned one. */
function expectMoveTouches(db: Database.Database, matchId: number): void {
  ok(appendMove(db, matchId, 0, { seat: 0, bone: [6, 6] }));
  expect(updatedAt(db, matchId)! > LONG_AGO).toBe(true);
}

/** `act` beside a match awaiting a move leaves every row as it was, the mark included, and that move is then touched. */
function expectLeavesNothing(act: (db: Database.Database, matchId: number) => void): void {
  const db = openDatabase(':memory:');
  const id = matchAwaitingMove(db);
  const before = dump(db);
  act(db, id);
  expect(dump(db)).toEqual(before);
  expectMoveTouches(db, id);
  db.close();
}

/** The club night (one game recorded bone by bone, one on paper), read as the store takes it. */
function clubNightEvent(change?: (file: ReturnType<typeof clubNight>) => void): EventFile {
  const file = copy(clubNight());
  change?.(file);
  const parsed = parseEvent(file);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

describe('migration 11: bulk_load', () => {
  it('upgrades a version 10 file keeping every row of every table, matches and events alike', () => {
    const file = join(temp.dir, 'v10.sqlite');
    const old = new Database(file);
    migrate(old, MIGRATIONS.slice(0, 10));
    for (const seed of [1, 2, 3]) ok(importRecord(old, writeRecord(randomMatchRecord(seed, 2))));
    // An event as version 10 wrote one (no import: that needs version 11): created, a round drawn,
    // a game started at a table and recorded bone by bone.
    const entrants = pairEntrants(4);
    const eventId = ok(createEvent(old, pairsSettings({ name: 'Old night' }), entrants));
    const round = circleRound(entrants.map((e) => e.id), 1);
    ok(addRound(old, eventId, round));
    const live = ok(startGame(old, eventId, 1, round.tables[0]!.table)).matchId;
    ok(startHand(old, live));
    ok(appendMove(old, live, 0, { seat: 0, bone: [6, 6] }));
    const before = dump(old);
    old.close();

    const db = openDatabase(file);
    expect(userVersion(db)).toBe(LATEST_VERSION);
    const after = dump(db);
    expect(after.bulk_load).toEqual([]);
    expect({ ...asBefore(before, after), user_version: 10, bulk_load: undefined }).toEqual({ ...before, bulk_load: undefined });
    // The upgraded triggers still touch: an ordinary move on the old event's match moves its last change.
    pinLongAgo(db, live);
    ok(appendMove(db, live, 0, { seat: 1, bone: [6, 5], end: 'right' }));
    expect(updatedAt(db, live)! > LONG_AGO).toBe(true);
    db.close();
  });

  it('every ordinary write still touches its match: a move, a hand, and any writer\'s INSERT (the trigger is not skipped outside an import)', () => {
    const db = openDatabase(':memory:');
    const id = matchAwaitingMove(db);
    expectMoveTouches(db, id);

    // The schema's own job, whoever writes: a raw move row and a raw hand row each touch the match.
    pinLongAgo(db, id);
    const handId = db.prepare('SELECT id FROM hands WHERE match_id = ? AND idx = 0').pluck().get(id) as number;
    db.prepare('INSERT INTO moves (hand_id, idx, seat) VALUES (?, 1, 1)').run(handId);
    expect(updatedAt(db, id)! > LONG_AGO).toBe(true);
    pinLongAgo(db, id);
    db.prepare('INSERT INTO hands (match_id, idx) VALUES (?, 1)').run(id);
    expect(updatedAt(db, id)! > LONG_AGO).toBe(true);
    db.close();
  });

  it('an event import touches each of its matches once, leaves no mark, and the next ordinary move is touched', () => {
    const db = openDatabase(':memory:');
    const started = new Date().toISOString();
    const eventId = ok(importEvent(db, clubNightEvent()));
    const imported = db.prepare('SELECT g.match_id FROM event_games g WHERE g.match_id IS NOT NULL').pluck().all() as number[];
    expect(imported).toHaveLength(1);
    for (const id of imported) {
      const row = db.prepare('SELECT created_at, updated_at FROM matches WHERE id = ?').get(id) as { created_at: string; updated_at: string };
      expect(row.updated_at >= row.created_at && row.created_at >= started.slice(0, 23)).toBe(true);
    }
    expect(eventId).toBeGreaterThan(0);
    expect(marks(db)).toBe(0);
    const id = matchAwaitingMove(db);
    expectMoveTouches(db, id);
    db.close();
  });

  it('a refused import writes nothing, and the next ordinary move is touched', () => {
    expectLeavesNothing((db) => {
      // The recorded game seats a stranger: the check refuses the event before anything is written.
      const refused = importEvent(db, clubNightEvent((f) => put(f, 'rounds[0].tables[0].games[0].record.seats[0]', 'Stranger')));
      expect(refused.ok).toBe(false);
    });
  });

  it('an import that fails midway (after its event, rounds, match and hands are written) leaves nothing, its mark included', () => {
    expectLeavesNothing((db, id) => {
      // A failure from inside SQLite on the imported match's tenth move, as a full disk or a crash would stop it.
      db.exec(`CREATE TEMP TRIGGER fail_midway AFTER INSERT ON main.moves WHEN NEW.idx = 9 AND NEW.hand_id <> (SELECT id FROM hands WHERE match_id = ${id})
               BEGIN SELECT RAISE(ABORT, 'stopped midway'); END`);
      expect(() => importEvent(db, clubNightEvent())).toThrow('stopped midway');
      db.exec('DROP TRIGGER temp.fail_midway');
      expect(db.inTransaction).toBe(false);
    });
  });

  it('the mark cannot be committed: SQLite refuses a write that leaves it, and bulkLoad refuses to run outside a write', () => {
    expectLeavesNothing((db) => {
      expect(() => write(db, () => db.prepare('INSERT INTO bulk_load (one) VALUES (1)').run())).toThrow(/FOREIGN KEY/);
      expect(() => bulkLoad(db, () => 0)).toThrow('inside a write');
    });
  });

  it('a record with corrections keeps "last change" at its last correction, as the triggers gave it', () => {
    const db = openDatabase(':memory:');
    const at = '2026-01-02T03:04:05.000Z';
    const record: MatchRecord = { ...randomMatchRecord(4, 1), corrections: [{ at, hand: 0, move: 0, removed: { seat: 0, pass: true } }] };
    const id = write(db, () => bulkLoad(db, (store) => store(record)));
    expect(updatedAt(db, id)).toBe(at);
    db.close();
  });

  it('property: records stored in a bulk load read back as importRecord stores them, and ordinary writes after it are touched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1e6 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: 3 }), (seeds, hands) => {
        const db = openDatabase(':memory:');
        const records = seeds.map((seed) => {
          const parsed = parseRecord(writeRecord(randomMatchRecord(seed, hands)));
          if (!parsed.ok) throw new Error(parsed.error.message);
          return parsed.value;
        });
        const bulk = write(db, () => bulkLoad(db, (store) => records.map(store)));
        const one = records.map((r) => ok(importRecord(db, r)));
        bulk.forEach((id, i) => {
          expect(loadRecord(db, id)).toEqual(loadRecord(db, one[i]!));
          expect(updatedAt(db, id)).not.toBeNull();
        });
        expect(marks(db)).toBe(0);
        const id = matchAwaitingMove(db);
        expectMoveTouches(db, id);
        db.close();
      }),
      { numRuns: 25 },
    );
  });
});
