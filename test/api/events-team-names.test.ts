/**
 * A pair's team name beside its two players (issue 25 item 2: "A pair has a team name and its two
 * players (`Los Primos: Ann & Cat`), in the late-entry box and in Rename as in the CSV; correcting
 * a player's spelling keeps the team name"), through the service: renameEntrant with the players
 * alone keeps a team name of its own, and a name that was only the players' follows them.
 */
import { describe, expect, it } from 'vitest';
import type { EventView } from '../../api/contract.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-team-names');

async function night(): Promise<EventView> {
  return value<EventView>(
    await t.service.call('createEvent', {
      ...{ name: 'Night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'swiss' },
      entrants: [
        { id: 'p1', name: 'Los Primos', players: ['Ann', 'Kat'] },
        { id: 'p2', name: 'Ben & Dan', players: ['Ben', 'Dan'] },
      ],
    }),
  );
}
const entrant = (event: EventView, id: string) => event.entrants.find((e) => e.id === id);

describe('renaming a pair', () => {
  it("a player's spelling corrected keeps the team name", async () => {
    const { id: eventId } = await night();
    const after = value<EventView>(await t.service.call('renameEntrant', { eventId, entrant: 'p1', players: ['Ann', 'Cat'] }));
    expect(entrant(after, 'p1')).toMatchObject({ name: 'Los Primos', players: ['Ann', 'Cat'] });
  });

  it('a pair named by its players (never given a name apart) is named by the new ones', async () => {
    const { id: eventId } = await night();
    const after = value<EventView>(await t.service.call('renameEntrant', { eventId, entrant: 'p2', players: ['Ben', 'Dani'] }));
    expect(entrant(after, 'p2')).toMatchObject({ name: 'Ben & Dani', players: ['Ben', 'Dani'] });
  });

  it('a name given with the players is the name, team or not; a name alone keeps the players', async () => {
    const { id: eventId } = await night();
    const named = value<EventView>(await t.service.call('renameEntrant', { eventId, entrant: 'p2', name: 'La Tres', players: ['Ben', 'Dan'] }));
    expect(entrant(named, 'p2')).toMatchObject({ name: 'La Tres', players: ['Ben', 'Dan'] });
    const renamed = value<EventView>(await t.service.call('renameEntrant', { eventId, entrant: 'p1', name: 'Los Primos de Kingston' }));
    expect(entrant(renamed, 'p1')).toMatchObject({ name: 'Los Primos de Kingston', players: ['Ann', 'Kat'] });
  });

  it('a late entry takes its team name as the CSV gives one', async () => {
    const { id: eventId } = await night();
    const after = value<EventView>(await t.service.call('addEntrant', { eventId, name: 'Las Primas', players: ['Eve', 'Fay'] }));
    expect(after.entrants.at(-1)).toMatchObject({ name: 'Las Primas', players: ['Eve', 'Fay'] });
  });
});
