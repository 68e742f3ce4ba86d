/**
 * Whether an event's next round can be drawn now, and why not, as its view says it (`EventView.draw`):
 * the pairing's own answer without making the draw (drawRefusal; a Swiss draw of 256 pairs takes
 * about a second, and every command answers the event again). Apart from api/event-service.ts so
 * that an import's worker (api/import-check.ts), which has the event's standings at hand, answers
 * it too, and the thread that answers moves does not work the standings out again for the view.
 */
import { drawRefusal } from '../domain/events/pairing.ts';
import { computeStandings } from '../domain/events/standings.ts';
import type { EventSummary } from '../domain/events/types.ts';
import type { DrawBlock, EventView } from './event-contract.ts';

export function drawState(summary: EventSummary): EventView['draw'] {
  const e = drawRefusal(summary, computeStandings(summary));
  if (e === null) return { possible: true, blocked: null };
  const blocked: DrawBlock = { code: e.code, message: e.message, round: e.round, table: e.table, ...(e.params && { params: e.params }) };
  return { possible: false, blocked };
}
