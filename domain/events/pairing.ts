/**
 * Drawing the next round (issue 17, "Drawing the next round"; docs/pairings.md): the event's
 * pairing method, one file each (pairing-round-robin, -swiss, -rotating, -cut-throat) over one
 * shared matching step (pairing-matching.ts) and one reading of the event's history
 * (pairing-shared.ts); and what a hand-made round breaks (pairing-check.ts). Pure and
 * deterministic: the same event and standings always give the same draw.
 */
import { plural } from '../result.ts';
import type { Result } from '../result.ts';
import { eventFacts, sayEventRefusal } from './event-words.ts';
import { tableSizes } from './pairing-check.ts';
import { drawCutThroat } from './pairing-cut-throat.ts';
import { drawRoundRobin, roundRobinRefusal, scheduleLeftAt } from './pairing-round-robin.ts';
import { drawRotating } from './pairing-rotating.ts';
import { activeEntrants, drawError, eventHistory, rankPositions } from './pairing-shared.ts';
import { drawSwiss, swissCosts } from './pairing-swiss.ts';
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
 * The most entrants still in that a draw takes (our reading, docs/pairings.md "Who is drawn"):
 * twice the largest event issue 17 names (256), drawn in about 4 s at most on a loaded machine.
 */
export const MAX_DRAWN = 512;

/**
 * Why the next round cannot be drawn now, or null when it can: everything `drawNextRound`
 * refuses, without making the draw (which takes about a second for 256 players), so a screen can
 * say whether "Draw" is possible on every refresh.
 */
export function drawRefusal(summary: EventSummary, standings: Standings): EventError | null {
  const last = summary.rounds.length;
  if (summary.pairing === 'manual') {
    return drawError('event/manual', 'This event is paired by hand: there is no draw to make; set the tables of the next round yourself.', {
      round: last + 1,
    }).error;
  }
  // Issue 17: "Only when every table of the last round is complete."
  const pending = standings.pending.find((p) => p.round === last);
  if (pending !== undefined) {
    return drawError(
      'event/round-incomplete',
      `Table ${pending.table} of round ${last} is not complete: draw round ${last + 1} once every table of round ${last} is.`,
      { round: pending.round, table: pending.table },
    ).error;
  }
  const method = summary.pairing;
  if (METHOD_ENTRY[method] !== summary.entry) {
    // The event file's own refusal, in its words.
    const facts = { pairing: method, entry: summary.entry };
    return drawError('event/pairing-entry', sayEventRefusal('event/pairing-entry', facts), { round: last + 1, field: 'pairing' }, eventFacts(facts)).error;
  }
  // A round of byes alone would credit wins for no game (our reading: the issue draws tables).
  const active = activeEntrants(summary).length;
  const least = Math.min(...tableSizes(summary));
  if (active < least) {
    return drawError(
      'event/too-few-entrants',
      `${plural(active, 'entrant is', 'entrants are')} still in: a table needs at least ${least}.`,
      { round: last + 1, field: 'entrants' },
      { entrants: active, least },
    ).error;
  }
  if (method === 'round-robin') {
    const refusal = roundRobinRefusal(summary);
    if (refusal !== null || scheduleLeftAt(summary) === null) return refusal;
  }
  // The methods that search (a round robin off its schedule draws by Swiss's matching) are cubic
  // in the entrants: 1,000 pairs of Swiss took from 8 to 52 s, 2,000 over 3 minutes, in the app's
  // main process as in the referee, and a file takes 10,000. Our reading: past MAX_DRAWN the
  // director pairs by hand.
  if (active > MAX_DRAWN) {
    return drawError(
      'event/too-many-to-draw',
      `${plural(active, 'entrant is', 'entrants are')} still in: the app draws at most ${MAX_DRAWN}; set the tables of round ${last + 1} by hand.`,
      { round: last + 1, field: 'entrants' },
      { entrants: active, most: MAX_DRAWN },
    ).error;
  }
  // Swiss adds its levels into one whole number: match points far enough apart pass what the
  // matching compares exactly (pairing-swiss.ts swissCosts), refused here rather than thrown there.
  if (method === 'swiss' && last > 0 && swissCosts(activeEntrants(summary).map((e) => e.id), standings, eventHistory(summary)) === null) {
    return drawError(
      'event/points-too-far-apart',
      `The match points of this event are too far apart for the Swiss draw to compare exactly (a win worth ${summary.points.win}, a draw ${summary.points.draw}): set the tables of round ${last + 1} by hand.`,
      { round: last + 1, field: 'points' },
      { win: summary.points.win, draw: summary.points.draw },
    ).error;
  }
  return null;
}

/**
 * The next round by the event's pairing method: round number = rounds so far + 1, tables
 * numbered 1..k, table 1 the best-ranked. `standings` are the event's (computeStandings): their
 * rows give the ranking, their `pending` the tables not complete.
 */
export function drawNextRound(summary: EventSummary, standings: Standings): Result<DrawnRound, EventError> {
  const refusal = drawRefusal(summary, standings);
  if (refusal !== null) return { ok: false, error: refusal };
  const rank = rankPositions(summary, standings);
  switch (summary.pairing) {
    case 'round-robin':
      return drawRoundRobin(summary, rank);
    case 'swiss':
      return drawSwiss(summary, standings, rank);
    case 'rotating':
      return drawRotating(summary, rank);
    case 'cut-throat':
      return drawCutThroat(summary, rank);
    case 'manual':
      throw new Error('manual pairing has no draw (drawRefusal says so first)');
  }
}
