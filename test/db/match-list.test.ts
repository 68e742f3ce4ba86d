/**
 * db/matches.ts's commands for the list of matches (issue 18 item 9: "delete a match (with
 * confirmation, kept recoverable: nothing recorded is ever destroyed by one click), rename a seat's
 * player (kept as a correction)"): a deleted match is only marked, listed among the deleted and
 * restored exactly as it was; a rename keeps the old name as a correction the export carries; a
 * match an event holds is refused both, naming the event, round and table; every refusal changes
 * nothing in the database.
 */
import fc from 'fast-check';
import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addRound, createEvent, startGame } from '../../db/events.ts';
import {
  appendMove,
  createMatch,
  deleteMatch,
  importRecord,
  listMatchStates,
  listRenames,
  loadRecord,
  renameSeat,
  restoreMatch,
  startHand,
} from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { parseRecord, seatNamesProblem, writeRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { randomMatchRecord } from '../support/random.ts';
import { pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { dump } from './support.ts';

let db: Database.Database;
beforeEach(() => {
  db = openDatabase(':memory:');
});
afterEach(() => {
  db.close();
});

function value<T>(result: Result<T, { message: string }>): T {
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
}

function newMatch(seats: readonly string[] = ['Ann', 'Ben', 'Cat', 'Dan']): number {
  return value(createMatch(db, { rules: 'jamaican-partner', seats }));
}

const listed = (which: { deleted?: boolean } = {}) => listMatchStates(db, which).map(({ facts }) => facts.id);

/** A match that is game 1 of table 1, round 1 of "Club night". */
function eventGame(): number {
  const eventId = value(createEvent(db, pairsSettings({ name: 'Club night' }), pairEntrants(2)));
  value(addRound(db, eventId, { round: 1, tables: [{ table: 1, seats: ['P1', 'P2'] }], byes: [] }));
  return value(startGame(db, eventId, 1, 1)).matchId;
}

describe('deleting a match (issue 18 item 9: kept recoverable)', () => {
  it('marks it: it leaves the list, shows among the deleted, and restore puts it back with every row as it was', () => {
    const kept = newMatch();
    const id = newMatch(['Eve', 'Fay', 'Gus', 'Hal']);
    value(startHand(db, id));
    value(appendMove(db, id, 0, { seat: 0, bone: [6, 6] }));
    const before = loadRecord(db, id);

    const { deletedAt } = value(deleteMatch(db, id));
    expect(deletedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(listed()).toEqual([kept]);
    expect(listed({ deleted: true })).toEqual([id]);
    expect(listMatchStates(db, { deleted: true })[0]!.facts.deletedAt).toBe(deletedAt);
    // Nothing recorded was removed: the record reads back whole while deleted.
    expect(loadRecord(db, id)).toEqual(before);

    value(restoreMatch(db, id));
    expect(listed().sort()).toEqual([kept, id].sort());
    expect(listed({ deleted: true })).toEqual([]);
    expect(loadRecord(db, id)).toEqual(before);
  });

  it('property: a delete then a restore leaves every row of the database as it was, whatever the match held', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 4 }), (seed, hands) => {
        const local = openDatabase(':memory:');
        try {
          const id = value(importRecord(local, writeRecord(randomMatchRecord(seed, hands))));
          const before = dump(local);
          value(deleteMatch(local, id));
          value(restoreMatch(local, id));
          expect(dump(local)).toEqual(before);
        } finally {
          local.close();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('refuses to play on a deleted match (it is kept as it was, to be restored as it was), and changes nothing', () => {
    const id = newMatch();
    value(deleteMatch(db, id));
    const before = dump(db);
    expect(startHand(db, id)).toMatchObject({ ok: false, error: { code: 'db/match-deleted', params: { match: id } } });
    expect(renameSeat(db, id, 0, 'Anne')).toMatchObject({ ok: false, error: { code: 'db/match-deleted' } });
    expect(deleteMatch(db, id)).toMatchObject({ ok: false, error: { code: 'db/match-deleted' } });
    expect(dump(db)).toEqual(before);
  });

  it('refuses a match that is not there, and restoring one that is not deleted', () => {
    const id = newMatch();
    const before = dump(db);
    expect(deleteMatch(db, 99)).toMatchObject({ ok: false, error: { code: 'db/no-such-match', params: { match: 99 } } });
    expect(restoreMatch(db, 99)).toMatchObject({ ok: false, error: { code: 'db/no-such-match' } });
    expect(restoreMatch(db, id)).toMatchObject({ ok: false, error: { code: 'db/not-deleted', params: { match: id } } });
    expect(dump(db)).toEqual(before);
  });

  it('refuses a match an event holds, saying which event, round and table (the brief of issue 18 item 9)', () => {
    const id = eventGame();
    const before = dump(db);
    const refused = deleteMatch(db, id);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'db/event-holds-match', params: { match: id, event: 'Club night', round: 1, table: 1, game: 1 } },
    });
    if (!refused.ok) expect(refused.error.message).toContain('round 1 of the event "Club night"');
    expect(dump(db)).toEqual(before);
  });
});

describe("renaming a seat's player (issue 18 item 9: kept as a correction)", () => {
  it('changes the seat and keeps the old name as a correction, which the export carries and an import gives back', () => {
    const id = newMatch(['Ann', 'Bne', 'Cat', 'Dan']);
    value(startHand(db, id));
    value(appendMove(db, id, 0, { seat: 0, bone: [6, 6] }));
    const rename = value(renameSeat(db, id, 1, '  Ben '));
    expect(rename).toMatchObject({ seat: 1, renamed: { from: 'Bne', to: 'Ben' } });
    expect(loadRecord(db, id).seats).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(listRenames(db, id)).toEqual([rename]);
    // The moves recorded before the rename stand: the seat is the same player.
    expect(loadRecord(db, id).hands[0]!.moves).toEqual([{ seat: 0, bone: [6, 6] }]);
    // A move after the rename is checked against the match as renamed (the cache follows it).
    value(appendMove(db, id, 0, { seat: 1, pass: true }));

    const file = writeRecord({ ...loadRecord(db, id), corrections: listRenames(db, id) });
    const parsed = parseRecord(file);
    expect(parsed.ok && parsed.value.corrections).toEqual([rename]);
    const again = value(importRecord(db, file));
    expect(listRenames(db, again)).toEqual([rename]);
  });

  it('refuses a name the record would refuse or could not tell apart from another seat, a seat the match has not, the same name; and changes nothing', () => {
    const id = newMatch();
    const before = dump(db);
    expect(renameSeat(db, id, 1, 'ann')).toMatchObject({ ok: false, error: { code: 'record/seats', field: 'seats[1]' } });
    expect(renameSeat(db, id, 1, '   ')).toMatchObject({ ok: false, error: { code: 'record/field', field: 'seats[1]' } });
    expect(renameSeat(db, id, 1, 'x'.repeat(41))).toMatchObject({ ok: false, error: { field: 'seats[1]' } });
    expect(renameSeat(db, id, 4, 'Eve')).toMatchObject({ ok: false, error: { code: 'db/no-such-seat', params: { seat: 4, last: 3 } } });
    expect(renameSeat(db, id, 1, 'Ben')).toMatchObject({ ok: false, error: { code: 'db/same-name' } });
    expect(renameSeat(db, 99, 1, 'Eve')).toMatchObject({ ok: false, error: { code: 'db/no-such-match' } });
    expect(dump(db)).toEqual(before);
  });

  it("refuses a match an event holds: its players' names are the entrants'", () => {
    const id = eventGame();
    const before = dump(db);
    expect(renameSeat(db, id, 0, 'Someone')).toMatchObject({
      ok: false,
      error: { code: 'db/event-owns-names', params: { event: 'Club night', round: 1, table: 1 } },
    });
    expect(dump(db)).toEqual(before);
  });

  it('property: a rename is taken exactly when the names stay ones seatNamesProblem accepts, and a refused one changes nothing', () => {
    const names = fc.oneof(fc.constantFrom('Ann', 'ANN', 'Ben', 'Béa', 'Bea', ' ', 'Cat', 'Dan', 'Eve', 'x'.repeat(41)), fc.string({ maxLength: 8 }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 }), names, (seat, name) => {
        const local = openDatabase(':memory:');
        try {
          const id = value(createMatch(local, { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
          const seats = ['Ann', 'Ben', 'Cat', 'Dan'];
          const wanted = seats.map((n, i) => (i === seat ? name.trim() : n));
          const before = dump(local);
          const renamed = renameSeat(local, id, seat, name);
          const same = name.trim() === seats[seat];
          expect(renamed.ok).toBe(!same && seatNamesProblem(wanted) === null);
          if (renamed.ok) {
            expect(loadRecord(local, id).seats).toEqual(wanted);
            expect(listRenames(local, id)).toHaveLength(1);
          } else {
            expect(dump(local)).toEqual(before);
          }
        } finally {
          local.close();
        }
      }),
      { numRuns: 150 },
    );
  });
});
