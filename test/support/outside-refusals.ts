/**
 * The refusals a screen meets that do not come from the rules (test/renderer/refusal-outside.test.ts
 * meets each and holds its templates to it): the service's and the store's, the server's, and those
 * the page makes itself: two when the server does not answer as it should (renderer/src/api.ts),
 * one for a file to import that is not UTF-8 (renderer/src/recordFile.ts).
 */
export const SERVICE_REFUSALS = [
  ...['db/nothing-to-undo', 'db/no-such-match', 'db/no-such-hand', 'match/stale-hand', 'match/changed', 'hand/not-blocked', 'match/over', 'http/too-large', 'record/too-large', 'http/database-changed'],
  // The server's own, met by requests no page of ours sends (server/app.ts).
  ...['http/forbidden-host', 'http/forbidden-origin', 'http/content-type', 'http/body-not-json', 'api/unknown-method', 'http/not-found'],
  // A move for a screen's hand when the match has none (taken back in another window), and a new
  // hand asked for while the last is played, was just started (a race lost), or waits to be settled.
  ...['match/no-hand', 'match/hand-in-play', 'match/hand-started', 'match/hand-unsettled'],
  // The list of matches: delete, restore, rename (issue 18 item 9).
  ...['db/same-name', 'db/no-such-seat', 'db/not-deleted', 'db/match-deleted', 'db/event-holds-match', 'db/event-owns-names'],
  // A hand ended by a referee's ruling (issue 18 item 8): a move after it, a second ruling.
  ...['ruling/moves-after', 'db/already-ruled'],
  // A file whose check would need more memory than an import may use (issue 25 item 23).
  'api/import-memory',
] as const;
// The store's own, about a save that got no answer (renderer/src/stores/match.ts, issue 18 item 2;
// test/e2e/table-traps.e2e.test.ts meets both), and a move refused because another window moved
// the match on (test/e2e/first-table.e2e.test.ts).
export const PAGE_REFUSALS = ['http/unreachable', 'http/not-json', 'record/not-utf8', 'match/unconfirmed', 'match/not-saved', 'match/moved-on'] as const;
/**
 * The database's refusals (test/renderer/refusal-database.test.ts meets each): a file the app
 * cannot use at start or when switching, a new database where a file is, browser mode's "no other
 * file", the app's own migrations out of order, rows damaged outside the app, and a bug (a call that threw: 'internal'). Two
 * have a template of their own for a particular fact (renderer/src/refusal.ts refusalDetailKeys):
 * what SQLite's check found, and rows left pointing at nothing.
 */
export const DATABASE_REFUSALS = ['db/too-new', 'db/damaged', 'db/cannot-open', 'db/cannot-back-up', 'db/not-ours', 'db/read-only', 'db/in-use', 'db/exists', 'db/migrations', 'db/corrupt', 'api/unsupported', 'internal'] as const;
export const DATABASE_PARTICULAR_TEMPLATES = ['refusalDetail.db_damaged-check', 'refusalDetail.db_migrations-rows'] as const;
/**
 * The room's refusals the organizer meets on the event's page and the round screen (issue 24;
 * test/renderer/refusal-room.test.ts meets each): no room here, the address or port refused,
 * another event's room on another address, a device or a call not there, the clock without a
 * round or a length, a result settled before its game is over. One has a template of its own for
 * a particular fact: the address typed (renderer/src/refusal.ts refusalDetailKeys).
 */
export const ROOM_ORGANIZER_REFUSALS = [
  ...['room/unavailable', 'room/address', 'room/cannot-listen', 'room/address-in-use'],
  ...['room/no-such-device', 'room/no-call', 'room/no-round', 'room/no-clock', 'room/not-finished'],
] as const;
export const ROOM_PARTICULAR_TEMPLATES = ['refusalDetail.room_address-address'] as const;
/**
 * The refusals a table's device meets (issue 24; test/renderer/device-words.test.ts meets each
 * through the room's listener): a code wrong, ended or slowed, the room off, a credential none,
 * cut off or aimed at another table, a result not finished or its PIN needed or wrong, a move
 * sent again that another took the place of, or that comes before the ones it follows.
 */
export const ROOM_DEVICE_REFUSALS = [
  ...['room/wrong-code', 'room/ended', 'room/off', 'room/slowed', 'room/no-credential', 'room/disconnected', 'room/other-table'],
  ...['room/not-finished', 'room/pin-needed', 'room/wrong-pin', 'room/pin-slowed', 'match/move-taken', 'match/move-gap'],
] as const;
