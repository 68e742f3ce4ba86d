/**
 * What a line of an event's history can say happened (db/changes.ts keeps the lines; migration 12,
 * `event_changes`): the vocabulary alone, here so that the contract and the screens name the same
 * kinds as the store without reaching into db/.
 */

/** What a line of the history says happened. */
export const CHANGE_KINDS = [
  /** A paper score entered (before null) or corrected (before the old score). */
  'paper-score',
  /** A game taken back: before is its score, after null. */
  'game-removed',
  /** The forfeit of a table set or taken back: the entrants before and after. */
  'forfeit',
  /** A game stopped by the clock, or the mark taken off. */
  'game-ended',
  /** A side confirmed a game's result (after: { side, score }); the organizer settling it too. */
  'result-confirmed',
  /** A record imported into a table's game (issue 24, "A table recorded elsewhere"). */
  'game-imported',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

/**
 * A line of the history as read back (db/changes.ts `listChanges`) and as the api answers it
 * (`listEventChanges`): what a write replaced (`before`, `after`: what the kind keeps, a paper
 * score's score by side, a game taken back its score), where it came from and when.
 */
export interface ChangeLine {
  readonly id: number;
  /** ISO 8601 UTC, to the millisecond. */
  readonly at: string;
  /** `organizer`, `import`, or `device:N`: a table's device (the room's device N); db/origin.ts. */
  readonly origin: string;
  readonly round: number | null;
  readonly table: number | null;
  readonly game: number | null;
  readonly kind: ChangeKind;
  readonly before: unknown;
  readonly after: unknown;
}
