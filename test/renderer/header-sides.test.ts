/**
 * The device's header names each side as the table does (renderer/src/room/headerSides.ts): a
 * pair's team name ("Los Primos: Ann & Cat", issue 25 item 2) while its game is in play, not its
 * players' names joined (seen on a phone in a club night tried by hand: the round screen said
 * "Los Primos", the phone "Ann & Cat").
 */
import { describe, expect, it } from 'vitest';
import type { ApiResult, EventView, MatchView, TableState } from '../../api/contract.ts';
import { openService } from '../../api/service.ts';
import { headerSides } from '../../renderer/src/room/headerSides.ts';

describe("the device's header", () => {
  it("names the sides as the table does while a game is in play, and counts the games won between games", async () => {
    const service = openService(':memory:', { appVersion: 'test' });
    const value = async <T>(method: string, input: unknown): Promise<T> => {
      const r = (await service.call(method as never, input)) as ApiResult<T>;
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    const entrants = [
      { name: 'Los Primos', players: ['Ann', 'Cat'] },
      { name: 'Ben & Dan', players: ['Ben', 'Dan'] },
    ];
    const event = await value<EventView>('createEvent', { name: 'N', date: '2026-12-06', rules: 'jamaican-partner', entry: 'pairs', round: { games: 2 }, pairing: 'round-robin', entrants });
    await value('drawRound', { eventId: event.id });
    const where = { eventId: event.id, round: 1, table: 1 };
    const before = await value<TableState>('tableState', where);
    expect(headerSides(null, before)).toEqual([
      { name: 'Los Primos', score: 0 },
      { name: 'Ben & Dan', score: 0 },
    ]);
    const { matchId } = await value<{ matchId: number }>('startGame', where);
    await value('startHand', { matchId });
    const match = await value<MatchView>('recordMove', { matchId, hand: 0, move: { seat: 0, bone: [6, 6] } }).then(() => value<MatchView>('getMatch', { matchId }));
    const state = await value<TableState>('tableState', where);
    expect(headerSides(match, state).map((s) => s.name)).toEqual(['Los Primos', 'Ben & Dan']);
    // Before the table is read, the players' names stand in.
    expect(headerSides(match, null).map((s) => s.name)).toEqual(['Ann & Cat', 'Ben & Dan']);
    service.close();
  });
});
