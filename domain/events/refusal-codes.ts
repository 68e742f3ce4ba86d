/**
 * Every code the tournament layer can refuse with (issue 17, "Bad input gets a clear refusal"):
 * the event file's own (event-words.ts EVENT_CODES), and those of the organizer's commands, met
 * in the store (db/events.ts, db/event-games.ts), the draw and a hand-made round's check
 * (pairing*.ts) and the api's entrants and CSV (api/entrants.ts, api/event-service.ts). One list,
 * so a screen has words for each: the helpers that make these refusals take an
 * `EventRefusalCode`, so a new code is a typecheck error until it is listed here, and the test of
 * the screens' words (test/renderer/event-refusal-words.test.ts) then asks its templates.
 */
import type { EventCode } from './event-words.ts';

/** The refusals of the organizer's commands that an event file cannot give. */
export type CommandCode =
  // The store: what a command names that is not there.
  | 'event/no-such-event'
  | 'event/no-such-round'
  | 'event/no-such-table'
  | 'event/no-such-game'
  | 'event/no-such-penalty'
  | 'event/no-such-entrant'
  // The store: a result that cannot be entered, changed or removed now.
  | 'event/round-closed'
  | 'event/round-has-results'
  | 'event/table-forfeited'
  | 'event/table-complete'
  | 'event/game-in-play'
  | 'event/game-recorded'
  | 'event/game-ended'
  | 'event/later-games'
  | 'event/not-last-game'
  | 'event/paper-game'
  | 'event/score'
  // Issue 25 item 4: a paper score the game's rules cannot leave, kept once the organizer confirms it.
  | 'event/score-unreachable'
  | 'event/penalty-points'
  | 'event/penalty-reason'
  | 'event/names-recorded'
  // The draw, and a round set by hand.
  | 'event/manual'
  | 'event/round-incomplete'
  | 'event/round-number'
  | 'event/too-few-entrants'
  | 'event/too-many-to-draw'
  | 'event/points-too-far-apart'
  | 'event/late-entry'
  | 'event/schedule-over'
  | 'event/table-number'
  | 'event/withdrawn-entrant'
  | 'event/left-out'
  // The api's entrants, typed or read from a CSV.
  | 'event/too-many-entrants'
  | 'event/entrant-name'
  | 'event/entrant-id'
  | 'event/entrant-players'
  | 'event/entrant-id-twice'
  | 'event/entrant-name-twice'
  | 'event/csv'
  | 'event/csv-column';

export type EventRefusalCode = EventCode | CommandCode;

/**
 * Every code, each once (the type makes a code added to either list be listed here), with where
 * a test meets it: true by an event file's check, 'command' by the service.
 */
const CODES: Readonly<Record<EventRefusalCode, true>> = {
  ...{ 'event/not-json': true, 'event/too-large': true, 'event/too-deep': true, 'event/duplicate-key': true, 'event/reserved-key': true },
  ...{ 'event/format': true, 'event/field': true, 'event/rules': true, 'event/option': true, 'event/rules-not-offered': true },
  ...{ 'event/entry-rules': true, 'event/pairing-entry': true, 'event/table-size': true, 'event/players': true, 'event/ranking-twice': true },
  ...{ 'event/entrant-twice': true, 'event/name-twice': true, 'event/unknown-entrant': true, 'event/seated-twice': true },
  ...{ 'event/seated-and-bye': true, 'event/bye-twice': true, 'event/seat-count': true, 'event/table-twice': true, 'event/forfeit-sides': true },
  ...{ 'event/forfeit-not-seated': true, 'event/forfeit-twice': true, 'event/forfeit-with-games': true, 'event/game-rules': true },
  ...{ 'event/game-options': true, 'event/game-seats': true, 'event/ended-time': true, 'event/paper-score': true, 'event/game-unfinished': true },
  ...{ 'event/game-after-complete': true, 'event/rounds-planned': true, 'event/table-no-result': true },
  ...{ 'event/no-such-event': true, 'event/no-such-round': true, 'event/no-such-table': true, 'event/no-such-game': true },
  ...{ 'event/no-such-penalty': true, 'event/no-such-entrant': true, 'event/round-closed': true, 'event/round-has-results': true },
  ...{ 'event/table-forfeited': true, 'event/table-complete': true, 'event/game-in-play': true, 'event/game-recorded': true },
  ...{ 'event/game-ended': true, 'event/later-games': true, 'event/not-last-game': true, 'event/paper-game': true, 'event/score': true },
  ...{ 'event/score-unreachable': true },
  ...{ 'event/penalty-points': true, 'event/penalty-reason': true, 'event/names-recorded': true, 'event/manual': true },
  ...{ 'event/round-incomplete': true, 'event/round-number': true, 'event/too-few-entrants': true, 'event/late-entry': true },
  ...{ 'event/too-many-to-draw': true, 'event/points-too-far-apart': true },
  ...{ 'event/schedule-over': true, 'event/table-number': true, 'event/withdrawn-entrant': true, 'event/left-out': true },
  ...{ 'event/too-many-entrants': true, 'event/entrant-name': true, 'event/entrant-id': true, 'event/entrant-players': true },
  ...{ 'event/entrant-id-twice': true, 'event/entrant-name-twice': true, 'event/csv': true, 'event/csv-column': true },
};

/** Every code the tournament layer answers with. */
export const EVENT_REFUSAL_CODES: readonly EventRefusalCode[] = Object.keys(CODES) as EventRefusalCode[];

/** Whether `code` is one of the tournament layer's (a record's or the database's is not). */
export function isEventRefusalCode(code: string): code is EventRefusalCode {
  return Object.hasOwn(CODES, code);
}
