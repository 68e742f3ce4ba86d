/**
 * The schema, as numbered migrations keyed on `PRAGMA user_version` (Signal Desktop's ts/sql).
 *
 * Migration N takes a database at version N-1 to version N. All pending migrations run in one
 * transaction together with the new user_version, so a file is always at exactly one known
 * version: a failure anywhere leaves it as it was. A file whose version is newer than the last
 * migration here was written by a later app and is refused untouched. docs/database.md has the
 * policy for adding a migration.
 */
import type Database from 'better-sqlite3';
import { seatNamesAsRead } from '../domain/record.ts';
import { plural } from '../domain/result.ts';
import { DbError } from './errors.ts';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly up: (db: Database.Database) => void;
}

/**
 * Version 1: matches recorded move by move, mirroring the record format (docs/record-format.md),
 * so the move log stays the source of truth. Nothing derived (score, layout, whose turn) is
 * stored: everything else is a replay of these rows, so nothing can disagree with it.
 *
 * The CHECKs are a second net under the domain's validation, which runs before every write: they
 * keep out what would make a row unreadable as a record, not every rule of the game.
 */
const V1_MATCHES = `
CREATE TABLE matches (
  id         INTEGER PRIMARY KEY,
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- The record's "rules". Not a CHECK list of families: the domain knows them, and a new family
  -- should not need a table rebuild.
  rules      TEXT NOT NULL CHECK (rules <> ''),
  -- The record's "options" exactly as given, defaults not filled in, so a record read back is the
  -- record written. NULL when the record has none. Must be a JSON object to be read back at all.
  options    TEXT CHECK (options IS NULL OR (json_valid(options) AND json_type(options) = 'object')),
  -- The record's "seats", in order of play. Four: Jamaican Partner is the one family, and the
  -- record format has four seats ("0" to "3"). A blank name could not be told apart in messages.
  seat_0     TEXT NOT NULL CHECK (trim(seat_0) <> ''),
  seat_1     TEXT NOT NULL CHECK (trim(seat_1) <> ''),
  seat_2     TEXT NOT NULL CHECK (trim(seat_2) <> ''),
  seat_3     TEXT NOT NULL CHECK (trim(seat_3) <> '')
) STRICT;

CREATE TABLE hands (
  id         INTEGER PRIMARY KEY,
  match_id   INTEGER NOT NULL REFERENCES matches (id),
  -- Position in the record's "hands", from 0. UNIQUE: a match has one hand 3, and hands load in
  -- this order (the unique index serves that query).
  idx        INTEGER NOT NULL CHECK (idx >= 0),
  -- The record's "dealt", "left" and "pips" of this hand (by seat "0" to "3"), as JSON text: they
  -- are read and written whole, only ever by the domain. NULL when the record leaves them out.
  dealt      TEXT CHECK (dealt IS NULL OR (json_valid(dealt) AND json_type(dealt) = 'object')),
  bones_left TEXT CHECK (bones_left IS NULL OR (json_valid(bones_left) AND json_type(bones_left) = 'object')),
  pips       TEXT CHECK (pips IS NULL OR (json_valid(pips) AND json_type(pips) = 'object')),
  UNIQUE (match_id, idx)
) STRICT;

-- One row per bone played or pass, in order: the move log.
CREATE TABLE moves (
  id       INTEGER PRIMARY KEY,
  hand_id  INTEGER NOT NULL REFERENCES hands (id),
  -- Position in the hand's "moves", from 0. UNIQUE: two moves cannot both be move 5.
  idx      INTEGER NOT NULL CHECK (idx >= 0),
  -- Seats "0" to "3" of the record format.
  seat     INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  -- The bone as typed, orientation kept ([3, 6] stays [3, 6]); both NULL for a pass. 0 to 9:
  -- the pips of the largest set the domain knows (double-nine, bones.ts SET_SIZES).
  pip_a    INTEGER CHECK (pip_a BETWEEN 0 AND 9),
  pip_b    INTEGER CHECK (pip_b BETWEEN 0 AND 9),
  -- The record's "end", only where it was given.
  end_side TEXT CHECK (end_side IN ('left', 'right')),
  -- A move is a play (two pips) or a pass (no bone and no end): never half a bone.
  CHECK ((pip_a IS NULL) = (pip_b IS NULL) AND (pip_a IS NOT NULL OR end_side IS NULL)),
  UNIQUE (hand_id, idx)
) STRICT;

-- Every move taken back by an undo, so a referee sees each correction: the move log only grows
-- or shrinks at its end, and whatever left it is written here first.
CREATE TABLE corrections (
  id           INTEGER PRIMARY KEY,
  match_id     INTEGER NOT NULL REFERENCES matches (id),
  corrected_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Where the move was. By position, not by row: the move row is gone.
  hand_idx     INTEGER NOT NULL CHECK (hand_idx >= 0),
  move_idx     INTEGER NOT NULL CHECK (move_idx >= 0),
  -- The move removed, with the same rules as in moves.
  seat         INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  pip_a        INTEGER CHECK (pip_a BETWEEN 0 AND 9),
  pip_b        INTEGER CHECK (pip_b BETWEEN 0 AND 9),
  end_side     TEXT CHECK (end_side IN ('left', 'right')),
  -- The hand's "left" and "pips", cleared with the move: they described the hand it ended.
  cleared_left TEXT CHECK (cleared_left IS NULL OR json_valid(cleared_left)),
  cleared_pips TEXT CHECK (cleared_pips IS NULL OR json_valid(cleared_pips)),
  -- The next hand, dropped with the move because it had no moves yet: '{}', or its "dealt".
  dropped_hand TEXT CHECK (dropped_hand IS NULL OR json_valid(dropped_hand)),
  CHECK ((pip_a IS NULL) = (pip_b IS NULL) AND (pip_a IS NOT NULL OR end_side IS NULL))
) STRICT;

CREATE INDEX corrections_by_match ON corrections (match_id);
`;

/**
 * Version 2: when each match last changed, for the list of matches ("last change"). Kept by
 * triggers on every table a write touches, so no writer can forget it and it commits (or rolls
 * back) with the write itself. A match created before version 2 starts from its creation time
 * or its last correction, whichever is later: the best the rows know.
 */
const V2_UPDATED_AT = `
ALTER TABLE matches ADD COLUMN updated_at TEXT;
UPDATE matches SET updated_at = max(created_at, coalesce((SELECT max(corrected_at) FROM corrections c WHERE c.match_id = matches.id), ''));

CREATE TRIGGER matches_touch_on_insert AFTER INSERT ON matches WHEN NEW.updated_at IS NULL BEGIN
  UPDATE matches SET updated_at = NEW.created_at WHERE id = NEW.id;
END;
CREATE TRIGGER matches_touch_on_hand_insert AFTER INSERT ON hands BEGIN
  UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.match_id;
END;
CREATE TRIGGER matches_touch_on_hand_update AFTER UPDATE ON hands BEGIN
  UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.match_id;
END;
CREATE TRIGGER matches_touch_on_move_insert AFTER INSERT ON moves BEGIN
  UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE id = (SELECT match_id FROM hands WHERE id = NEW.hand_id);
END;
CREATE TRIGGER matches_touch_on_correction AFTER INSERT ON corrections BEGIN
  UPDATE matches SET updated_at = NEW.corrected_at WHERE id = NEW.match_id;
END;
`;

/**
 * Version 3: every rule family (issue 6). Seats move to their own table, 2 to 4 per match (the
 * four NOT NULL seat_N columns could not hold a game of two or three); moves can be draws from
 * the boneyard; a hand can be thrown in (a redeal); a correction can undo either. Existing rows keep
 * their meaning: every match of version 2 had four seats, which become rows 0 to 3. SQLite drops a
 * column that only its own CHECK mentions, so no table is rebuilt and no reference dangles.
 */
const V3_FAMILIES = `
-- The record's "seats", in order of play: 2, 3 or 4 rows per match (the domain checks the count
-- the family allows). A blank name could not be told apart in messages; two equal names neither.
CREATE TABLE match_seats (
  match_id INTEGER NOT NULL REFERENCES matches (id),
  idx      INTEGER NOT NULL CHECK (idx BETWEEN 0 AND 3),
  name     TEXT NOT NULL CHECK (trim(name) <> ''),
  PRIMARY KEY (match_id, idx),
  UNIQUE (match_id, name)
) STRICT;

INSERT INTO match_seats (match_id, idx, name)
  SELECT id, 0, seat_0 FROM matches UNION ALL
  SELECT id, 1, seat_1 FROM matches UNION ALL
  SELECT id, 2, seat_2 FROM matches UNION ALL
  SELECT id, 3, seat_3 FROM matches;

ALTER TABLE matches DROP COLUMN seat_0;
ALTER TABLE matches DROP COLUMN seat_1;
ALTER TABLE matches DROP COLUMN seat_2;
ALTER TABLE matches DROP COLUMN seat_3;

-- A draw from the boneyard: how many bones (unseen) or which (a JSON list of bones, in the order
-- drawn); never with a bone played, never both.
ALTER TABLE moves ADD COLUMN draw_count INTEGER CHECK (draw_count IS NULL OR (draw_count BETWEEN 1 AND 55 AND pip_a IS NULL));
ALTER TABLE moves ADD COLUMN drawn TEXT
  CHECK (drawn IS NULL OR (json_valid(drawn) AND json_type(drawn) = 'array' AND pip_a IS NULL AND draw_count IS NULL));

-- The record's "redeal": the hand was thrown in at this seat's demand (it then has no moves,
-- which the domain checks before every write).
ALTER TABLE hands ADD COLUMN redeal_seat INTEGER CHECK (redeal_seat IS NULL OR redeal_seat BETWEEN 0 AND 3);

-- What an undo took back may be a draw, or a redeal (then seat is the seat that asked for it).
ALTER TABLE corrections ADD COLUMN draw_count INTEGER CHECK (draw_count IS NULL OR (draw_count BETWEEN 1 AND 55 AND pip_a IS NULL));
ALTER TABLE corrections ADD COLUMN drawn TEXT
  CHECK (drawn IS NULL OR (json_valid(drawn) AND json_type(drawn) = 'array' AND pip_a IS NULL AND draw_count IS NULL));
ALTER TABLE corrections ADD COLUMN redeal INTEGER NOT NULL DEFAULT 0
  CHECK (redeal IN (0, 1) AND (redeal = 0 OR (pip_a IS NULL AND draw_count IS NULL AND drawn IS NULL)));
`;

/**
 * Version 4: the French game's four-arm layout (issue 6). A play there names its arm ("north",
 * "east", "south", "west") where the line games name an end; `end_side`'s CHECK allows only
 * "left" and "right", and SQLite cannot change a CHECK without rebuilding the table, so the arm
 * has its own column. Existing rows keep their meaning (no arm).
 */
const V4_ARMS = `
ALTER TABLE moves ADD COLUMN arm TEXT
  CHECK (arm IS NULL OR (arm IN ('north', 'east', 'south', 'west') AND pip_a IS NOT NULL AND end_side IS NULL));
ALTER TABLE corrections ADD COLUMN arm TEXT
  CHECK (arm IS NULL OR (arm IN ('north', 'east', 'south', 'west') AND pip_a IS NOT NULL AND end_side IS NULL));
`;

/**
 * Version 5: seat names as today's record rules read them. The eighth session's audit made the
 * record refuse a name holding a control character (a tab, a line break, an escape sequence), a
 * direction mark or half a character, and two names that read alike ("Ann" and "Ann" with a
 * zero-width space). A database made before could hold such a match; every write re-checks the
 * whole record, so that match could no longer start a hand, and its export could not be read back.
 * Each such name is changed as little as it must be (`seatNamesAsRead`: a space for what it cannot
 * hold, "Ann 2" for a look-alike); every other name, and every other row, stays as it was. The
 * file is copied beside itself first, as before any migration (db/open.ts).
 */
function v5SeatNames(db: Database.Database): void {
  seatNamesAsTodayRead(db);
}

/**
 * Version 6: seat names told apart as they are heard. An outside red-team found "Ann" and "ann",
 * and "Ann" and full-width "Ａnn", accepted as two players; the record now takes names that differ
 * only in capitals, letter width (NFKC), accents on a Latin letter or spaces between words as one
 * name (docs/record-format.md, "seats"). A match stored at version 5 could hold two such names and
 * then could not start a hand nor be imported from its export: the later one is numbered as version
 * 5 numbers a look-alike ("ann 2"); every other name and row stays as it was. (Migration 5 calls
 * the same `seatNamesAsRead`, so a file older than version 5 is mended by it at once, and this one
 * then finds nothing to change.)
 */
function v6SeatNamesHeard(db: Database.Database): void {
  seatNamesAsTodayRead(db);
}

/**
 * Each stored match's seat names made to follow today's record rules (`seatNamesAsRead`), changing
 * only the names those rules refuse, as little as they must.
 */
function seatNamesAsTodayRead(db: Database.Database): void {
  const rows = db.prepare('SELECT match_id, idx, name FROM match_seats ORDER BY match_id, idx').all() as { match_id: number; idx: number; name: string }[];
  const byMatch = Map.groupBy(rows, (row) => row.match_id);
  const remove = db.prepare('DELETE FROM match_seats WHERE match_id = ? AND idx = ?');
  const insert = db.prepare('INSERT INTO match_seats (match_id, idx, name) VALUES (?, ?, ?)');
  // Every changed row out, then in with its new name: a new name may be another seat's old one
  // (UNIQUE (match_id, name)), and no stand-in name can meet a stored one. Nothing refers to a
  // seat's row.
  const changes: { matchId: number; idx: number; name: string }[] = [];
  for (const [matchId, seats] of byMatch) {
    const names = seatNamesAsRead(seats.map((s) => s.name));
    seats.forEach((s, i) => {
      if (names[i] !== s.name) changes.push({ matchId, idx: s.idx, name: names[i]! });
    });
  }
  for (const c of changes) remove.run(c.matchId, c.idx);
  for (const c of changes) insert.run(c.matchId, c.idx, c.name);
}

/**
 * Version 7: events (issue 17, "Storage and speed"): an event's settings, its entrants, its rounds,
 * each round's tables with their seats, the games played there (a link to a match recorded bone by
 * bone, or a paper score), byes and penalties: everything `dominoes-event/1` holds
 * (domain/events/types.ts), so the event file is a read of these rows.
 *
 * One derived value is stored, against the rule of version 1: each game's `GameOutcome` (its final
 * score, winner and hands won by side), so the standings of a 256-pair event are read from a few
 * thousand small rows instead of a replay of every record. It is written in the same transaction
 * as whatever changes it (a paper score here, a move on the linked match in db/matches.ts's hook),
 * and Verify replays every record to compare (db/events.ts `verifyOutcomes`).
 *
 * What the CHECKs keep is what would make a row unreadable as the event file's value; the rules of
 * the event (an entrant seated once a round, seat counts, a closed round) are checked in code
 * before every write.
 */
const V7_EVENTS = `
CREATE TABLE events (
  id            INTEGER PRIMARY KEY,
  created_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Set by every write to the event or to a match linked to one of its games (db/events.ts).
  updated_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  name          TEXT NOT NULL CHECK (trim(name) <> ''),
  date          TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  venue         TEXT,
  -- The game, as a match record gives it: not a CHECK list of families (the domain knows them).
  rules         TEXT NOT NULL CHECK (rules <> ''),
  -- The options as given (defaults not filled in), a JSON object: every record game must have them.
  options       TEXT NOT NULL CHECK (json_valid(options) AND json_type(options) = 'object'),
  entry         TEXT NOT NULL CHECK (entry IN ('pairs', 'individuals', 'cut-throat')),
  table_size    INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 4),
  -- The round format: play N games, or first to N games won; exactly one of the two.
  round_games   INTEGER CHECK (round_games >= 1),
  round_first_to INTEGER CHECK (round_first_to >= 1),
  pairing       TEXT NOT NULL CHECK (pairing IN ('round-robin', 'swiss', 'rotating', 'cut-throat', 'manual')),
  -- Match points: REAL, a club may give half points.
  points_win    REAL NOT NULL,
  points_draw   REAL NOT NULL,
  points_loss   REAL NOT NULL,
  points_bye    REAL NOT NULL,
  -- The bye and forfeit credits, game scores [for, against], defaults filled in.
  bye_for       INTEGER NOT NULL,
  bye_against   INTEGER NOT NULL,
  forfeit_for   INTEGER NOT NULL,
  forfeit_against INTEGER NOT NULL,
  -- The ranking keys in order, a JSON list of strings.
  ranking       TEXT NOT NULL CHECK (json_valid(ranking) AND json_type(ranking) = 'array'),
  seed          INTEGER NOT NULL,
  first_round   TEXT NOT NULL CHECK (first_round IN ('order', 'random')),
  CHECK ((round_games IS NULL) <> (round_first_to IS NULL))
) STRICT;

-- The entrants in file order (position): the order that seeds round 1 and lists tied entrants.
CREATE TABLE event_entrants (
  event_id   INTEGER NOT NULL REFERENCES events (id),
  -- The entrant's id in the event file: 1 to 20 letters, digits, '-' or '_'.
  id         TEXT NOT NULL CHECK (length(id) BETWEEN 1 AND 20 AND id NOT GLOB '*[^A-Za-z0-9_-]*'),
  position   INTEGER NOT NULL CHECK (position >= 0),
  name       TEXT NOT NULL CHECK (trim(name) <> ''),
  -- Pairs: the two players, seats 0 and 2 (or 1 and 3) of every record; both or neither.
  player_0   TEXT CHECK (player_0 IS NULL OR trim(player_0) <> ''),
  player_1   TEXT CHECK (player_1 IS NULL OR trim(player_1) <> ''),
  withdrawn  INTEGER NOT NULL DEFAULT 0 CHECK (withdrawn IN (0, 1)),
  CHECK ((player_0 IS NULL) = (player_1 IS NULL)),
  PRIMARY KEY (event_id, id),
  -- Not UNIQUE (event_id, name): a pair's name is free text, two may share it; the players' names,
  -- which sit at the records' seats, are told apart by the event check (domain/events/format.ts).
  UNIQUE (event_id, position)
) STRICT;

-- Rounds counted from 1. A round is closed once the next is drawn: no result may change after.
CREATE TABLE event_rounds (
  id        INTEGER PRIMARY KEY,
  event_id  INTEGER NOT NULL REFERENCES events (id),
  number    INTEGER NOT NULL CHECK (number >= 1),
  closed    INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),
  UNIQUE (event_id, number)
) STRICT;

CREATE TABLE event_tables (
  id        INTEGER PRIMARY KEY,
  round_id  INTEGER NOT NULL REFERENCES event_rounds (id),
  -- The table's number as the organizer names it: once per round.
  number    INTEGER NOT NULL CHECK (number >= 1),
  -- The order the file lists the round's tables in.
  position  INTEGER NOT NULL CHECK (position >= 0),
  UNIQUE (round_id, number),
  UNIQUE (round_id, position)
) STRICT;

-- Each table's seats in seat order, each an entrant of the event (event_id repeats the round's
-- event so the reference to event_entrants can be a foreign key). forfeit: this entrant did not
-- play; its side loses every game of the round.
CREATE TABLE event_seats (
  table_id  INTEGER NOT NULL REFERENCES event_tables (id),
  idx       INTEGER NOT NULL CHECK (idx BETWEEN 0 AND 3),
  event_id  INTEGER NOT NULL,
  entrant   TEXT NOT NULL,
  forfeit   INTEGER NOT NULL DEFAULT 0 CHECK (forfeit IN (0, 1)),
  PRIMARY KEY (table_id, idx),
  FOREIGN KEY (event_id, entrant) REFERENCES event_entrants (event_id, id)
) STRICT;
CREATE INDEX event_seats_by_entrant ON event_seats (event_id, entrant);

-- A table's games in order: a match recorded bone by bone (match_id; ended 'time' when the clock
-- stopped it) or a paper score (one number a side). outcome: the GameOutcome, kept up to date.
CREATE TABLE event_games (
  id        INTEGER PRIMARY KEY,
  table_id  INTEGER NOT NULL REFERENCES event_tables (id),
  idx       INTEGER NOT NULL CHECK (idx >= 0),
  -- UNIQUE: a match is one game of one table (and the index the match writes' hook looks it up by).
  match_id  INTEGER UNIQUE REFERENCES matches (id),
  score     TEXT CHECK (score IS NULL OR (json_valid(score) AND json_type(score) = 'array')),
  ended     TEXT CHECK (ended IS NULL OR (ended = 'time' AND match_id IS NOT NULL)),
  outcome   TEXT NOT NULL CHECK (json_valid(outcome) AND json_type(outcome) = 'object'),
  CHECK ((match_id IS NULL) <> (score IS NULL)),
  UNIQUE (table_id, idx)
) STRICT;

-- The round's byes in the order given.
CREATE TABLE event_byes (
  round_id  INTEGER NOT NULL REFERENCES event_rounds (id),
  idx       INTEGER NOT NULL CHECK (idx >= 0),
  event_id  INTEGER NOT NULL,
  entrant   TEXT NOT NULL,
  PRIMARY KEY (round_id, idx),
  UNIQUE (round_id, entrant),
  FOREIGN KEY (event_id, entrant) REFERENCES event_entrants (event_id, id)
) STRICT;

-- Penalties of the round, in the order given (id): points off efectividad, with the reason.
CREATE TABLE event_penalties (
  id        INTEGER PRIMARY KEY,
  round_id  INTEGER NOT NULL REFERENCES event_rounds (id),
  event_id  INTEGER NOT NULL,
  entrant   TEXT NOT NULL,
  points    REAL NOT NULL,
  reason    TEXT NOT NULL,
  FOREIGN KEY (event_id, entrant) REFERENCES event_entrants (event_id, id)
) STRICT;
CREATE INDEX event_penalties_by_round ON event_penalties (round_id);
`;

/**
 * Version 8: Chiva's key bone kept where it was counted. Chiva's `keyBone` option was on by default
 * until issue 18 item 21 turned it off (the Chiva text counts games and never mentions the key
 * bone), so a stored Chiva match that leaves `keyBone` out was played counting it and would now be
 * re-scored without it. Each such match, and each Chiva event (whose games must have the event's
 * options, domain/events/format.ts), is given `keyBone: true`, which says what its options meant
 * when they were written; a match or event that names `keyBone` either way keeps it. Nothing else
 * changes, and the stored event outcomes stay right: they were replayed with the key bone counted.
 */
const V8_CHIVA_KEY_BONE = `
UPDATE matches SET options = json_set(coalesce(options, '{}'), '$.keyBone', json('true'))
 WHERE rules = 'chiva' AND (options IS NULL OR json_type(options, '$.keyBone') IS NULL);
UPDATE events SET options = json_set(options, '$.keyBone', json('true'))
 WHERE rules = 'chiva' AND json_type(options, '$.keyBone') IS NULL;
`;

/**
 * Version 9: the list of matches deletes and renames without destroying anything (issue 18 item 9).
 * A match deleted is only marked (`deleted_at`, NULL while it is listed): its rows stay, it shows
 * among the deleted matches and can be restored. A seat's player renamed changes `match_seats` and
 * keeps the old name here, a correction the record's export and the referee's report show (the
 * record format's rename, docs/record-format.md); apart from `corrections` so that the undo's count
 * of moves taken back (a screen's `shown`) stays a count of moves.
 */
const V9_DELETE_AND_RENAME = `
ALTER TABLE matches ADD COLUMN deleted_at TEXT;

CREATE TABLE match_renames (
  id         INTEGER PRIMARY KEY,
  match_id   INTEGER NOT NULL REFERENCES matches (id),
  renamed_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  seat       INTEGER NOT NULL CHECK (seat BETWEEN 0 AND 3),
  from_name  TEXT NOT NULL CHECK (trim(from_name) <> ''),
  to_name    TEXT NOT NULL CHECK (trim(to_name) <> '')
) STRICT;
CREATE INDEX match_renames_by_match ON match_renames (match_id);

CREATE TRIGGER matches_touch_on_rename AFTER INSERT ON match_renames BEGIN
  UPDATE matches SET updated_at = NEW.renamed_at WHERE id = NEW.match_id;
END;
`;

/**
 * Version 10: a hand ended by a referee's ruling (issue 18 item 8, domain/ruling.ts). The hand keeps
 * the record's `ruling` as JSON, as it keeps its deal; a correction that took a ruling back keeps
 * it the same way (its `seat` is then 0 and says nothing: a ruling is nobody's move). Rows of
 * earlier versions have none, and read back as before.
 */
const V10_RULINGS = `
ALTER TABLE hands ADD COLUMN ruling TEXT CHECK (ruling IS NULL OR json_valid(ruling));
ALTER TABLE corrections ADD COLUMN ruling TEXT CHECK (ruling IS NULL OR json_valid(ruling));
`;

/**
 * Version 11: an import's rows written without a touch per row (bench: event-import). The triggers
 * of version 2 set a match's "last change" on every hand and move inserted; an event import writes
 * some 100,000 move rows in one transaction, and each fired its trigger: a look-up of its hand and
 * an UPDATE of its match. The two insert triggers now stand aside while `bulk_load` holds its row,
 * and the import touches each match once after its rows (db/matches.ts `bulkLoad`); every other
 * write fires them as before, so no writer can forget the touch.
 *
 * `bulk_load` holds its one row only inside the import's own transaction: written before the
 * rows, deleted after them, so no other connection ever sees it, and a refusal or a crash rolls it
 * back with the rows. Its `never` column points at a row the CHECK forbids (one = 0), a deferred
 * foreign key: SQLite refuses to commit any transaction that leaves the row behind, so the mark
 * cannot outlive its import and silence the touch of later writes. Existing rows stay as they were.
 */
const V11_BULK_LOAD = `
CREATE TABLE bulk_load (
  one   INTEGER PRIMARY KEY CHECK (one = 1),
  never INTEGER NOT NULL DEFAULT 0 REFERENCES bulk_load (one) DEFERRABLE INITIALLY DEFERRED
) STRICT;

DROP TRIGGER matches_touch_on_hand_insert;
CREATE TRIGGER matches_touch_on_hand_insert AFTER INSERT ON hands WHEN NOT EXISTS (SELECT 1 FROM bulk_load) BEGIN
  UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.match_id;
END;
DROP TRIGGER matches_touch_on_move_insert;
CREATE TRIGGER matches_touch_on_move_insert AFTER INSERT ON moves WHEN NOT EXISTS (SELECT 1 FROM bulk_load) BEGIN
  UPDATE matches SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
   WHERE id = (SELECT match_id FROM hands WHERE id = NEW.hand_id);
END;
`;

/**
 * Version 12: the room (issue 24: devices at the tables, the organizer's round live, a display) and
 * the event's history of changes (issue 24 "every write records where it came from"; issue 25 items
 * 1 and 4).
 *
 * - Where each write came from and when: `origin` on the rows a write makes (a move, a hand
 *   started, a move taken back, an event game), and `at` where the row had no time. An origin is
 *   `organizer` (the organizer's own screens, on this machine), `import` (a file imported) or
 *   `device:N` (room_devices row N: a table's device, whose row names its event, round and table).
 *   Rows of earlier versions have none (NULL): written before origins were kept, all of them on
 *   this machine's screens or by an import.
 * - `event_changes`: what a write to an event replaced (a paper score corrected, a game taken back,
 *   a forfeit, a result confirmed …), with its origin and time, for History. Nothing reads it to
 *   compute a figure: the standings come from the event's rows as before.
 * - `events.rounds_planned`: how many rounds a Swiss, rotating or cut-throat event will have
 *   (NULL: not said; a round robin knows its own).
 * - The room's rows: join codes (one a table a round, one an event for its display), the devices
 *   that joined with them (the hash of each one's credential: the cookie holds the credential
 *   itself), every join attempt, each side's confirmation of a game's result (with the score it
 *   confirmed: a confirmation of a score the game no longer has counts for nothing), the pairs'
 *   PINs (salted hashes), the calls for the referee, the round's clock and the table the display
 *   features. Whether an event's room is open is not here: it is on only while the organizer keeps
 *   it on in this run of the app (issue 24: off until turned on, off when the app quits).
 *
 * The room's rows name a round and table by number, with no foreign key to event_tables: a round
 * drawn again makes new table rows, and a code made for the old seating (its `seats`) reaches
 * nothing at the new one (db/room.ts).
 */
const V12_ROOM = `
ALTER TABLE moves ADD COLUMN at TEXT;
ALTER TABLE moves ADD COLUMN origin TEXT;
ALTER TABLE hands ADD COLUMN at TEXT;
ALTER TABLE hands ADD COLUMN origin TEXT;
ALTER TABLE corrections ADD COLUMN origin TEXT;
ALTER TABLE event_games ADD COLUMN at TEXT;
ALTER TABLE event_games ADD COLUMN origin TEXT;
ALTER TABLE events ADD COLUMN rounds_planned INTEGER CHECK (rounds_planned IS NULL OR rounds_planned >= 1);

CREATE TABLE event_changes (
  id           INTEGER PRIMARY KEY,
  event_id     INTEGER NOT NULL REFERENCES events (id),
  at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  origin       TEXT NOT NULL CHECK (origin <> ''),
  -- What changed, as organizers count it (NULL where it does not apply).
  round        INTEGER CHECK (round IS NULL OR round >= 1),
  table_number INTEGER CHECK (table_number IS NULL OR table_number >= 1),
  game         INTEGER CHECK (game IS NULL OR game >= 1),
  -- 'paper-score', 'game-removed', 'forfeit', 'result-confirmed' … (db/changes.ts lists them).
  kind         TEXT NOT NULL CHECK (kind <> ''),
  -- The value before and after, as JSON (a score, a list of entrants …); NULL for none.
  before       TEXT CHECK (before IS NULL OR json_valid(before)),
  after        TEXT CHECK (after IS NULL OR json_valid(after))
) STRICT;
CREATE INDEX event_changes_by_event ON event_changes (event_id, id);

CREATE TABLE room_codes (
  id           INTEGER PRIMARY KEY,
  event_id     INTEGER NOT NULL REFERENCES events (id),
  -- A table's code names its round and table; the display's names neither.
  round        INTEGER CHECK (round IS NULL OR round >= 1),
  table_number INTEGER CHECK (table_number IS NULL OR table_number >= 1),
  code         TEXT NOT NULL UNIQUE CHECK (length(code) = 8),
  -- A table's seats when the code was made (entrant ids, a JSON list): a round drawn again seats
  -- others at the table, and the code then reaches nothing (db/room.ts).
  seats        TEXT CHECK (seats IS NULL OR (json_valid(seats) AND json_type(seats) = 'array')),
  created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  -- Set when the round closes or is drawn again (or the display's code is replaced): no more joins.
  ended_at     TEXT,
  CHECK ((round IS NULL) = (table_number IS NULL))
) STRICT;
CREATE UNIQUE INDEX room_codes_live ON room_codes (event_id, coalesce(round, 0), coalesce(table_number, 0)) WHERE ended_at IS NULL;

CREATE TABLE room_devices (
  id              INTEGER PRIMARY KEY,
  code_id         INTEGER NOT NULL REFERENCES room_codes (id),
  -- SHA-256 of the credential, hex: the credential itself is only in the device's cookie.
  token_hash      TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
  joined_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  address         TEXT NOT NULL,
  agent           TEXT NOT NULL DEFAULT '',
  disconnected_at TEXT
) STRICT;
CREATE INDEX room_devices_by_code ON room_devices (code_id);

CREATE TABLE room_attempts (
  id       INTEGER PRIMARY KEY,
  at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  address  TEXT NOT NULL,
  -- The code it named, when it named one of ours (an ended one, or one of a room that is off).
  code_id  INTEGER REFERENCES room_codes (id),
  outcome  TEXT NOT NULL CHECK (outcome IN ('joined', 'wrong', 'ended', 'room-off'))
) STRICT;

CREATE TABLE room_confirmations (
  game_id  INTEGER NOT NULL REFERENCES event_games (id) ON DELETE CASCADE,
  side     INTEGER NOT NULL CHECK (side BETWEEN 0 AND 3),
  -- The score confirmed, by side: a game whose score is no longer this is not confirmed by it.
  score    TEXT NOT NULL CHECK (json_valid(score) AND json_type(score) = 'array'),
  at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  origin   TEXT NOT NULL CHECK (origin <> ''),
  PRIMARY KEY (game_id, side)
) STRICT;

CREATE TABLE room_pins (
  event_id INTEGER NOT NULL,
  entrant  TEXT NOT NULL,
  salt     TEXT NOT NULL,
  hash     TEXT NOT NULL,
  set_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (event_id, entrant),
  FOREIGN KEY (event_id, entrant) REFERENCES event_entrants (event_id, id)
) STRICT;

CREATE TABLE room_calls (
  id           INTEGER PRIMARY KEY,
  event_id     INTEGER NOT NULL REFERENCES events (id),
  round        INTEGER NOT NULL CHECK (round >= 1),
  table_number INTEGER NOT NULL CHECK (table_number >= 1),
  called_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  origin       TEXT NOT NULL CHECK (origin <> ''),
  cleared_at   TEXT
) STRICT;
CREATE INDEX room_calls_by_round ON room_calls (event_id, round);

-- The round's clock: its length; running since started_at with left_ms left then, or paused with
-- left_ms left; time called at called_at.
CREATE TABLE room_clocks (
  event_id   INTEGER NOT NULL REFERENCES events (id),
  round      INTEGER NOT NULL CHECK (round >= 1),
  length_ms  INTEGER NOT NULL CHECK (length_ms > 0),
  left_ms    INTEGER NOT NULL CHECK (left_ms >= 0),
  started_at TEXT,
  called_at  TEXT,
  PRIMARY KEY (event_id, round)
) STRICT;

-- The table the display features, bone by bone (NULL: none).
CREATE TABLE room_displays (
  event_id       INTEGER PRIMARY KEY REFERENCES events (id),
  featured_table INTEGER CHECK (featured_table IS NULL OR featured_table >= 1)
) STRICT;
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'matches recorded move by move', up: (db) => db.exec(V1_MATCHES) },
  { version: 2, name: 'when each match last changed', up: (db) => db.exec(V2_UPDATED_AT) },
  { version: 3, name: 'every rule family: 2 to 4 seats, draws, redeals', up: (db) => db.exec(V3_FAMILIES) },
  { version: 4, name: 'the four-arm layout: a play names its arm', up: (db) => db.exec(V4_ARMS) },
  { version: 5, name: "seat names as today's record rules read them", up: v5SeatNames },
  { version: 6, name: 'seat names told apart as they are heard: capitals, letter width, accents', up: v6SeatNamesHeard },
  { version: 7, name: 'events: entrants, rounds, tables, games (linked matches or paper scores), byes, penalties', up: (db) => db.exec(V7_EVENTS) },
  { version: 8, name: "Chiva's key bone kept where it was counted: keyBone true where options leave it out", up: (db) => db.exec(V8_CHIVA_KEY_BONE) },
  { version: 9, name: 'matches deleted recoverably (a mark), seat players renamed as corrections', up: (db) => db.exec(V9_DELETE_AND_RENAME) },
  { version: 10, name: "a hand ended by a referee's ruling", up: (db) => db.exec(V10_RULINGS) },
  { version: 11, name: 'an import touches each match once, not on every hand and move row', up: (db) => db.exec(V11_BULK_LOAD) },
  { version: 12, name: "where each write came from; the event's changes; the room: codes, devices, confirmations, calls, clock", up: (db) => db.exec(V12_ROOM) },
];

export const LATEST_VERSION = MIGRATIONS.length;

export function userVersion(db: Database.Database): number {
  return db.pragma('user_version', { simple: true }) as number;
}

/**
 * `PRAGMA application_id` of the scorekeeper's files: "Domi" in ASCII, the header's 4 bytes at
 * offset 68, as SQLite's own list of ids suggests (issue 18 item 15). It marks a file as ours, so
 * another program's SQLite file is refused untouched (db/open.ts) rather than adopted. A file of
 * ours made before it (user_version 1 and up, id 0) gets it with its next migration or opening.
 */
export const APPLICATION_ID = 0x446f6d69;

export function applicationId(db: Database.Database): number {
  return db.pragma('application_id', { simple: true }) as number;
}

/**
 * The error for a SQLite file that is not the scorekeeper's (another program's, marked with its own
 * application_id, or holding tables at a version no file of ours has). Thrown before anything is
 * written to it: adopting it would add our tables to another program's file.
 */
export function notOurs(file: string, found: { readonly version: number; readonly applicationId: number }): DbError {
  return new DbError(
    'db/not-ours',
    `${file} is not a scorekeeper database: it is another program's SQLite file (application id ${found.applicationId}, version ${found.version}). ` +
      'It has not been changed. Open another file, or make a new database.',
    { file, version: found.version, applicationId: found.applicationId },
  );
}

/** The error for the file `file` from a newer app. Thrown before anything is written to it. */
export function tooNew(found: number, known: number, file: string): DbError {
  return new DbError(
    'db/too-new',
    `${file}: This file is at database version ${found}, but this version of the app knows only up to version ${known}: ` +
      'it was written by a newer version. Update the app to open it; the file has not been changed.',
    { file, version: found, known },
  );
}

/**
 * Brings the database up to the last of `migrations` (the app's list unless a test gives one).
 * Returns the versions before and after; throws a `DbError` for a newer file, and rethrows a
 * failing migration after rolling every pending one back.
 */
export function migrate(
  db: Database.Database,
  migrations: readonly Migration[] = MIGRATIONS,
): { readonly from: number; readonly to: number } {
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) {
      throw new DbError('db/migrations', `Migration "${m.name}" is numbered ${m.version}; it should be ${i + 1}.`, {
        migration: m.name,
        numbered: m.version,
        expected: i + 1,
      });
    }
  });
  const latest = migrations.length;
  const seen = userVersion(db);
  // A negative version is no file of ours (migrations.slice(-1) would run the last migration on it).
  if (seen < 0) throw notOurs(db.name, { version: seen, applicationId: applicationId(db) });
  if (seen > latest) throw tooNew(seen, latest, db.name);
  if (seen === latest && applicationId(db) === APPLICATION_ID) return { from: seen, to: seen };

  // IMMEDIATE takes the write lock first, so two app windows opening an old file do not both
  // migrate it; the version is read again under the lock for the same reason.
  const run = db.transaction(() => {
    const from = userVersion(db);
    if (from > latest) throw tooNew(from, latest, db.name);
    for (const m of migrations.slice(from)) m.up(db);
    // foreign_keys cannot be switched off inside a transaction, so a migration that rebuilds a
    // table could leave dangling references; refuse to commit them.
    const dangling = db.pragma('foreign_key_check') as unknown[];
    if (dangling.length > 0) {
      throw new DbError('db/migrations', `Migrating to version ${latest} would leave ${plural(dangling.length, 'row', 'rows')} pointing at nothing.`, {
        version: latest,
        // A counted reason, so that each language says "1 row" and "2 rows" (refusalReason.rows).
        rows: { kind: 'rows', count: dangling.length },
      });
    }
    // user_version and application_id are part of the file header, written in this same
    // transaction: a file is marked ours only with the tables that make it so.
    db.pragma(`user_version = ${latest}`);
    db.pragma(`application_id = ${APPLICATION_ID}`);
    return { from, to: latest };
  });
  return run.immediate();
}
