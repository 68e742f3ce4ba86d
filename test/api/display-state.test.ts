/**
 * The room's display state (issue 24, "The display for the room"): what the display draws, read by
 * the organizer here (the display's own credential fills in the same event, test/server/room.test.ts).
 * Its standings' figures are the ones the standings screen shows for the event's first ranking
 * keys; who sits where is listed once a round is drawn and gone once it starts.
 */
import { describe, expect, it } from 'vitest';
import type { DisplayState, EventView, StandingsView } from '../../api/contract.ts';
import { rankingFigure } from '../../domain/events/standings.ts';
import { RANKING_KEYS } from '../../domain/events/types.ts';
import type { RankingKey } from '../../domain/events/types.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('display-state');

const entrants = ['Ann & Ben', 'Cat & Dan', 'Eve & Fay', 'Gus & Hal'].map((name, i) => ({ id: `p${i + 1}`, name, players: name.split(' & ') }));

async function evening(ranking?: readonly RankingKey[]): Promise<EventView> {
  const { service } = temp;
  const event = value<EventView>(
    await service.call('createEvent', { name: 'Club night', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'round-robin', entrants, ...(ranking && { ranking }) }),
  );
  value(await service.call('drawRound', { eventId: event.id }));
  return value<EventView>(await service.call('getEvent', { eventId: event.id }));
}

describe('the display state', () => {
  it("lists each entrant's first two ranking figures as the standings have them (the default ranking: match points, then efectividad)", async () => {
    const event = await evening();
    const { service } = temp;
    for (const [i, t] of event.rounds[0]!.tables.entries()) {
      value(await service.call('enterPaperScore', { eventId: event.id, round: 1, table: t.table, score: i === 0 ? [150, 40] : [30, 150], confirmed: true }));
    }
    const display = value<DisplayState>(await service.call('displayState', { eventId: event.id }));
    const standings = value<StandingsView>(await service.call('getStandings', { eventId: event.id }));
    expect(display.figureKeys).toEqual(['match-points', 'efectividad']);
    expect(display.standings.map((r) => r.entrant)).toEqual(standings.rows.map((r) => r.entrant));
    expect(display.figures).toEqual(standings.rows.map((r) => [r.matchPoints, r.efectividad]));
    // The winners' match points are there: not a row of zeros.
    expect(display.figures.filter((f) => f[0]! > 0)).toHaveLength(2);
  });

  it('reads every ranking key a figure has; head to head, a comparison within a group, is passed over', async () => {
    const event = await evening([...RANKING_KEYS].reverse());
    const { service } = temp;
    for (const t of event.rounds[0]!.tables) value(await service.call('enterPaperScore', { eventId: event.id, round: 1, table: t.table, score: [150, 62], confirmed: true }));
    const display = value<DisplayState>(await service.call('displayState', { eventId: event.id }));
    const standings = value<StandingsView>(await service.call('getStandings', { eventId: event.id }));
    const keys = [...RANKING_KEYS].reverse().filter((k) => k !== 'head-to-head');
    expect(display.figureKeys).toEqual(keys.slice(0, 2));
    expect(display.figures).toEqual(standings.rows.map((r) => keys.slice(0, 2).map((k) => rankingFigure(r, k))));
  });

  it('says who sits where once a round is drawn, and no more once a game is started', async () => {
    const event = await evening();
    const { service } = temp;
    const before = value<DisplayState>(await service.call('displayState', { eventId: event.id }));
    expect(before.findYourTable?.map((f) => f.name)).toEqual([...entrants.map((e) => e.name)].sort());
    value(await service.call('tableStartGame', { eventId: event.id, round: 1, table: 1 }));
    const after = value<DisplayState>(await service.call('displayState', { eventId: event.id }));
    expect(after.findYourTable).toBeNull();
  });
});
