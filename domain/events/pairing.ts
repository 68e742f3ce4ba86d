/**
 * Drawing the next round (issue 17, "Drawing the next round"; docs/pairings.md): the event's
 * pairing method, one file each (pairing-round-robin, -swiss, -rotating, -cut-throat) over one
 * shared matching step (pairing-matching.ts) and one reading of the event's history
 * (pairing-shared.ts); and what a hand-made round breaks (pairing-check.ts). Pure and
 * deterministic: the same event and standings always give the same draw.
 */
import type { Result } from '../result.ts';
import { drawCutThroat } from './pairing-cut-throat.ts';
import { drawRoundRobin } from './pairing-round-robin.ts';
import { drawRotating } from './pairing-rotating.ts';
import { drawError, rankPositions } from './pairing-shared.ts';
import { drawSwiss } from './pairing-swiss.ts';
import type { DrawnRound, Entry, EventError, EventSummary, Pairing, Standings } from './types.ts';

export { checkDrawnRound, drawWarnings, sayWarning } from './pairing-check.ts';

/** The entry each method draws (issue 17, "The model"). */
const METHOD_ENTRY: Readonly<Record<Exclude<Pairing, 'manual'>, Entry>> = {
  'round-robin': 'pairs',
  swiss: 'pairs',
  rotating: 'individuals',
  'cut-throat': 'cut-throat',
};

/**
 * The next round by the event's pairing method: round number = rounds so far + 1, tables
 * numbered 1..k, table 1 the best-ranked. `standings` are the event's (computeStandings): their
 * rows give the ranking, their `pending` the tables not complete.
 */
export function drawNextRound(summary: EventSummary, standings: Standings): Result<DrawnRound, EventError> {
  const last = summary.rounds.length;
  if (summary.pairing === 'manual') {
    return drawError('event/manual', 'This event is paired by hand: there is no draw to make; set the tables of the next round yourself.', {
      round: last + 1,
    });
  }
  // Issue 17: "Only when every table of the last round is complete."
  const pending = standings.pending.find((p) => p.round === last);
  if (pending !== undefined) {
    return drawError(
      'event/round-incomplete',
      `Table ${pending.table} of round ${last} is not complete: draw round ${last + 1} once every table of round ${last} is.`,
      { round: pending.round, table: pending.table },
    );
  }
  const method = summary.pairing;
  if (METHOD_ENTRY[method] !== summary.entry) {
    return drawError(
      'event/pairing-entry',
      `The ${method} draw is for ${METHOD_ENTRY[method]}, and this event's entry is ${summary.entry}.`,
      { round: last + 1, field: 'pairing' },
      { pairing: method, entry: summary.entry },
    );
  }
  const rank = rankPositions(summary, standings);
  switch (method) {
    case 'round-robin':
      return drawRoundRobin(summary, rank);
    case 'swiss':
      return drawSwiss(summary, standings, rank);
    case 'rotating':
      return drawRotating(summary, rank);
    case 'cut-throat':
      return drawCutThroat(summary, rank);
  }
}
