/**
 * The event import as it was before migration 11 (at e8de692), kept here only as the baseline of
 * `event-import` in the same run: a database at version 10, whose hand and move triggers touch the
 * match on every row; each record stored in a savepoint of its own (the former importCheckedRecord's write),
 * one named-parameter INSERT per move; each record's JSON walked again after the file's; and the
 * answer's view making a map of every entrant for each table. The file check and the view are the
 * app's own (unchanged but for that walk and that map, done here as they were); the rows are
 * written by a copy of the previous statements, in the previous order.
 */
import Database from 'better-sqlite3';
import { eventView } from '../api/event-service.ts';
import { readStoredEvent } from '../db/events.ts';
import { MIGRATIONS, migrate } from '../db/migrations.ts';
import { sql, write } from '../db/sql.ts';
import { paperOutcome } from '../domain/events/outcome.ts';
import { checkEventText } from '../domain/events/format.ts';
import { checkJsonValue } from '../domain/strict-json.ts';
import type { CheckedEvent } from '../domain/events/format.ts';
import type { Move } from '../domain/hand.ts';
import type { HandRecord, MatchRecord } from '../domain/record.ts';

type Db = Database.Database;

/** The previous schema, with the pragmas db/open.ts sets (synchronous FULL, foreign keys, WAL). */
export function openVersion10(file: string): Db {
  const db = new Database(file);
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  migrate(db, MIGRATIONS.slice(0, 10));
  db.pragma('journal_mode = WAL');
  return db;
}

function json(value: unknown): string | null {
  return value === undefined ? null : JSON.stringify(value);
}

function insertHand(db: Db, matchId: number, index: number, hand: HandRecord): number {
  const id = sql(db, 'INSERT INTO hands (match_id, idx, dealt, bones_left, pips, redeal_seat) VALUES (?, ?, ?, ?, ?, ?) RETURNING id')
    .pluck()
    .get(matchId, index, json(hand.dealt), json(hand.left), json(hand.pips), hand.redeal?.seat ?? null) as number;
  if (hand.ruling) sql(db, 'UPDATE hands SET ruling = ? WHERE id = ?').run(json(hand.ruling), id);
  return id;
}

/** The move's columns as db/matches.ts gives them, for the plays, passes and draws of the bench's records (no arms). */
function insertMove(db: Db, handId: number, index: number, move: Move): void {
  const bone = 'bone' in move ? move.bone : null;
  const draw = 'draw' in move ? move.draw : null;
  sql(
    db,
    `INSERT INTO moves (hand_id, idx, seat, pip_a, pip_b, end_side, draw_count, drawn, arm)
     VALUES (@hand_id, @idx, @seat, @pip_a, @pip_b, @end_side, @draw_count, @drawn, @arm)`,
  ).run({
    hand_id: handId,
    idx: index,
    ...{
      seat: move.seat,
      pip_a: bone?.[0] ?? null,
      pip_b: bone?.[1] ?? null,
      end_side: 'end' in move ? (move.end ?? null) : null,
      draw_count: typeof draw === 'number' ? draw : null,
      drawn: Array.isArray(draw) ? JSON.stringify(draw) : null,
      arm: null,
    },
  });
}

/** The former importCheckedRecord (db/matches.ts): a savepoint of its own inside the event's transaction. */
function importCheckedRecord(db: Db, record: MatchRecord): number {
  if (record.corrections?.length) throw new Error("the bench's records have no corrections; this copy does not store them");
  return write(db, () => {
    const matchId = sql(db, 'INSERT INTO matches (rules, options) VALUES (?, ?) RETURNING id').pluck().get(record.rules, json(record.options)) as number;
    record.seats.forEach((name, idx) => sql(db, 'INSERT INTO match_seats (match_id, idx, name) VALUES (?, ?, ?)').run(matchId, idx, name));
    record.hands.forEach((hand, h) => {
      const handId = insertHand(db, matchId, h, hand);
      hand.moves.forEach((move, m) => insertMove(db, handId, m, move));
    });
    return matchId;
  });
}

/** importCheckedEvent as it was, its statements copied. */
function importCheckedEvent(db: Db, checked: CheckedEvent): number {
  const { format: _format, entrants, rounds, ...s } = checked.event;
  return write(db, () => {
    const eventId = sql(
      db,
      `INSERT INTO events (name, date, venue, rules, options, entry, table_size, round_games, round_first_to, pairing,
                           points_win, points_draw, points_loss, points_bye, bye_for, bye_against, forfeit_for, forfeit_against,
                           ranking, seed, first_round)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    )
      .pluck()
      .get(
        s.name.trim(), s.date, s.venue ?? null, s.rules, JSON.stringify(s.options), s.entry, s.tableSize,
        'games' in s.round ? s.round.games : null, 'firstTo' in s.round ? s.round.firstTo : null, s.pairing,
        s.points.win, s.points.draw, s.points.loss, s.points.bye, s.byeScore[0], s.byeScore[1], s.forfeitScore[0], s.forfeitScore[1],
        JSON.stringify(s.ranking), s.seed, s.firstRound,
      ) as number;
    entrants.forEach((e, i) =>
      sql(db, 'INSERT INTO event_entrants (event_id, id, position, name, player_0, player_1, withdrawn) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
        eventId, e.id, i, e.name, e.players?.[0] ?? null, e.players?.[1] ?? null, e.withdrawn ? 1 : 0,
      ),
    );
    for (const [i, r] of rounds.entries()) {
      const roundId = sql(db, 'INSERT INTO event_rounds (event_id, number) VALUES (?, ?) RETURNING id').pluck().get(eventId, i + 1) as number;
      r.tables.forEach((t, position) => {
        const tableId = sql(db, 'INSERT INTO event_tables (round_id, number, position) VALUES (?, ?, ?) RETURNING id').pluck().get(roundId, t.table, position) as number;
        t.seats.forEach((entrant, idx) => sql(db, 'INSERT INTO event_seats (table_id, idx, event_id, entrant) VALUES (?, ?, ?, ?)').run(tableId, idx, eventId, entrant));
      });
      r.byes.forEach((entrant, idx) => sql(db, 'INSERT INTO event_byes (round_id, idx, event_id, entrant) VALUES (?, ?, ?, ?)').run(roundId, idx, eventId, entrant));
      if (i < rounds.length - 1) sql(db, 'UPDATE event_rounds SET closed = 1 WHERE id = ?').run(roundId);
      const tableIds = sql(db, 'SELECT id FROM event_tables WHERE round_id = ? ORDER BY position').pluck().all(roundId) as number[];
      for (const [ti, t] of r.tables.entries()) {
        const tableId = tableIds[ti]!;
        if (t.forfeit?.length) {
          sql(db, 'UPDATE event_seats SET forfeit = 0 WHERE table_id = ?').run(tableId);
          for (const id of t.forfeit) sql(db, 'UPDATE event_seats SET forfeit = 1 WHERE table_id = ? AND entrant = ?').run(tableId, id);
        }
        for (const [gi, g] of t.games.entries()) {
          if ('score' in g) {
            sql(db, 'INSERT INTO event_games (table_id, idx, score, outcome) VALUES (?, ?, ?, ?) RETURNING id')
              .pluck()
              .get(tableId, gi, JSON.stringify(g.score), JSON.stringify(paperOutcome(g.score)));
            continue;
          }
          const matchId = importCheckedRecord(db, g.record);
          sql(db, 'INSERT INTO event_games (table_id, idx, match_id, ended, outcome) VALUES (?, ?, ?, ?, ?) RETURNING id')
            .pluck()
            .get(tableId, gi, matchId, g.ended ?? null, JSON.stringify(checked.summary.rounds[i]!.tables[ti]!.games[gi]!));
        }
      }
      for (const p of r.penalties) {
        sql(db, 'INSERT INTO event_penalties (round_id, event_id, entrant, points, reason) VALUES (?, ?, ?, ?, ?) RETURNING id').pluck().get(roundId, eventId, p.entrant, p.points, p.reason);
      }
    }
    return eventId;
  });
}

/** The service's importEvent as it was: the file checked, stored as above, the view answered. */
export function importEventOldWay(db: Db, text: string): void {
  const checked = checkEventText(text);
  if (!checked.ok) throw new Error(checked.error.message);
  // The previous reading walked each record's JSON again (parseRecord's own checkJsonValue).
  for (const r of checked.value.event.rounds) for (const t of r.tables) for (const g of t.games) if ('record' in g && checkJsonValue(g.record)) throw new Error('a record failed its JSON check');
  const stored = readStoredEvent(db, importCheckedEvent(db, checked.value))!;
  eventView(stored);
  // The view's map of every entrant, made for each table's record seats (api/event-service.ts, before).
  let seated = 0;
  for (const r of stored.rounds) {
    for (const t of r.tables) {
      const byId = new Map(stored.entrants.map((e) => [e.id, e]));
      seated += t.seats.filter((id) => byId.has(id)).length;
    }
  }
  if (seated === 0 && stored.rounds.length > 0) throw new Error('the old view found no entrant seated');
}
