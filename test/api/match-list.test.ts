/**
 * The api's commands for the list of matches (issue 18 item 9): deleteMatch, listDeletedMatches,
 * restoreMatch and renameSeat, over the service as every transport calls it. A deleted match
 * leaves listMatches for listDeletedMatches and comes back as it was; a rename is a correction the
 * exported record carries and the referee's report prints ("kept as a correction the record and
 * the referee's report show"); bad input is refused naming the field, and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import type { MatchSummary, MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import { checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { formatReport } from '../../cli/report.ts';
import { randomMatchRecord } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('match-list');

async function call<T = MatchView>(method: Parameters<Service['call']>[0], input?: unknown): Promise<T> {
  return value<T>(await temp.service.call(method, input));
}

const ids = (list: readonly MatchSummary[]) => list.map((m) => m.id);

describe('deleting a match (issue 18 item 9)', () => {
  it('moves it from listMatches to listDeletedMatches with when it was deleted; restoreMatch brings it back as it was', async () => {
    const match = await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    await call('startHand', { matchId: match.id });
    const played = await call('recordMove', { matchId: match.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
    const exported = await call<{ text: string }>('exportRecord', { matchId: match.id });

    expect(await call('deleteMatch', { matchId: match.id })).toBeNull();
    expect(ids(await call<MatchSummary[]>('listMatches'))).not.toContain(match.id);
    const deleted = await call<MatchSummary[]>('listDeletedMatches');
    expect(deleted.find((m) => m.id === match.id)).toMatchObject({ seats: ['Ann', 'Ben', 'Cat', 'Dan'], deletedAt: expect.stringMatching(/Z$/) });
    // A deleted match is not played on (restore it first), and says so.
    expect(await temp.service.call('recordMove', { matchId: match.id, hand: 0, move: { seat: 1, pass: true } })).toMatchObject({
      ok: false,
      error: { code: 'db/match-deleted', params: { match: match.id } },
    });

    // Opened by its address, it says it is deleted and when (the review of issue 18: it showed as
    // if it were any other match); restored, it no longer does.
    expect((await call('getMatch', { matchId: match.id })).deletedAt).toBe(deleted.find((m) => m.id === match.id)!.deletedAt);
    expect(played.deletedAt).toBeUndefined();

    const restored = await call('restoreMatch', { matchId: match.id });
    expect(restored.deletedAt).toBeUndefined();
    expect(restored.hands).toEqual(played.hands);
    expect(ids(await call<MatchSummary[]>('listMatches'))).toContain(match.id);
    expect((await call<MatchSummary[]>('listMatches')).find((m) => m.id === match.id)!.deletedAt).toBeUndefined();
    expect(ids(await call<MatchSummary[]>('listDeletedMatches'))).not.toContain(match.id);
    expect((await call<{ text: string }>('exportRecord', { matchId: match.id })).text).toBe(exported.text);
  });

  it('refuses an event game, naming the event, round and table', async () => {
    const { id: eventId } = await call<{ id: number }>('createEvent', { name: 'Club night', date: '2026-11-26', rules: 'jamaican-partner', entry: 'pairs', round: { games: 1 }, pairing: 'manual' });
    for (const [name, players] of [['Ann & Ben', ['Ann', 'Ben']], ['Cat & Dan', ['Cat', 'Dan']]] as const) {
      await call('addEntrant', { eventId, name, players });
    }
    const event = await call<{ entrants: readonly { id: string }[] }>('getEvent', { eventId });
    const [a, b] = event.entrants.map((e) => e.id);
    await call('saveRound', { eventId, round: 1, tables: [{ table: 1, seats: [a, b] }], byes: [] });
    const game = await call<{ matchId: number }>('startGame', { eventId, round: 1, table: 1 });
    expect(await temp.service.call('deleteMatch', { matchId: game.matchId })).toMatchObject({
      ok: false,
      error: { code: 'db/event-holds-match', params: { event: 'Club night', round: 1, table: 1 } },
    });
    expect(await temp.service.call('renameSeat', { matchId: game.matchId, seat: 0, name: 'Zoe' })).toMatchObject({
      ok: false,
      error: { code: 'db/event-owns-names', params: { event: 'Club night' } },
    });
    expect(ids(await call<MatchSummary[]>('listMatches'))).toContain(game.matchId);
  });
});

describe("renaming a seat's player (issue 18 item 9)", () => {
  it('shows the new name, and the record and the referee show the rename as a correction', async () => {
    const match = await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Bne', 'Cat', 'Dan'] });
    const renamed = await call('renameSeat', { matchId: match.id, seat: 1, name: 'Ben' });
    expect(renamed.seats).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    const { text } = await call<{ text: string }>('exportRecord', { matchId: match.id });
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(parsed.value.seats).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(parsed.value.corrections).toEqual([{ at: expect.stringMatching(/Z$/), seat: 1, renamed: { from: 'Bne', to: 'Ben' } }]);
    // The import keeps it, so an export again gives the same file.
    const again = await call('importRecord', { text });
    expect((await call<{ text: string }>('exportRecord', { matchId: again.id })).text).toBe(text);

    // The referee (which wants whole hands) prints it among the corrections.
    const whole = checkRecordText(writeRecord({ ...randomMatchRecord(5, 2), corrections: parsed.value.corrections! }));
    if (!whole.ok) throw new Error(whole.error.message);
    expect(formatReport(whole.value)).toMatch(
      /Corrections: 1 entry was changed by the scorekeeper \(oldest first\)\.\n {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC, seat 1: the player "Bne" renamed "Ben"\.\n$/,
    );
  });

  it('refuses a look-alike of another seat, a missing seat or name, naming the field; and changes nothing', async () => {
    const match = await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] });
    expect(await temp.service.call('renameSeat', { matchId: match.id, seat: 2, name: 'ANN' })).toMatchObject({
      ok: false,
      error: { code: 'record/seats', field: 'seats[2]' },
    });
    expect(await temp.service.call('renameSeat', { matchId: match.id, seat: 5, name: 'Eve' })).toMatchObject({ ok: false, error: { field: 'seat' } });
    expect(await temp.service.call('renameSeat', { matchId: match.id, seat: 1 })).toMatchObject({ ok: false, error: { field: 'name' } });
    expect((await call('getMatch', { matchId: match.id })).seats).toEqual(['Ann', 'Ben', 'Cat', 'Dan']);
    expect(JSON.parse((await call<{ text: string }>('exportRecord', { matchId: match.id })).text).corrections).toBeUndefined();
  });
});
