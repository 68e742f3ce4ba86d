/**
 * Paper scores that cannot be, and corrections kept (issue 25 item 4): "A score the family cannot
 * reach … asks for confirmation, in both languages, saying why. Any game of a table can be
 * corrected, not only the last, and every correction of a paper score is kept and shown in
 * History (old score, new score, when)". Through the service, as the round screen calls it.
 */
import { describe, expect, it } from 'vitest';
import type { EventChangeView, EventView, RoundAnswer } from '../../api/contract.ts';
import { CLUB_NIGHT_INPUT } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('paper-corrections');

/** Jamaican Partner to 6, two games a table, four pairs: round 1 drawn. */
async function twoGamesATable(): Promise<{ event: EventView; table: number }> {
  const created = value<EventView>(await t.service.call('createEvent', { ...CLUB_NIGHT_INPUT, round: { games: 2 } }));
  const event = value<RoundAnswer>(await t.service.call('drawRound', { eventId: created.id })).event;
  return { event, table: event.rounds[0]!.tables[0]!.table };
}

const changes = async (eventId: number) => value<EventChangeView[]>(await t.service.call('listEventChanges', { eventId }));

describe('a paper score the rules cannot leave', () => {
  it('is refused with why (the issue’s 60–0 in a game to 6), nothing kept; confirmed, it is kept', async () => {
    const { event, table } = await twoGamesATable();
    const at = { eventId: event.id, round: 1, table };
    const asked = await t.service.call('enterPaperScore', { ...at, score: [60, 0] });
    expect(asked).toMatchObject({
      ok: false,
      error: { code: 'event/score-unreachable', round: 1, table, game: 1, params: { reason: 'past-reach', target: 6, hand: 2, most: 7, score: 60 } },
    });
    if (!asked.ok) expect(asked.error.message).toMatch(/^In a game to 6 one hand adds at most 2 to a side's score, so a game ends at 7 at most: .+ has 60\.$/);
    expect(value<EventView>(await t.service.call('getEvent', { eventId: event.id })).rounds[0]!.tables[0]!.games).toEqual([]);
    expect(await changes(event.id)).toEqual([]);

    const kept = value<EventView>(await t.service.call('enterPaperScore', { ...at, score: [60, 0], confirmed: true }));
    expect(kept.rounds[0]!.tables[0]!.games.map((g) => g.score)).toEqual([[60, 0]]);
    // A score the rules can leave is kept at once, confirmed or not.
    value(await t.service.call('enterPaperScore', { ...at, score: [0, 6] }));
  });

  it('a correction is asked too: the score it would become is the one held to the rules', async () => {
    const { event, table } = await twoGamesATable();
    const at = { eventId: event.id, round: 1, table };
    value(await t.service.call('enterPaperScore', { ...at, score: [6, 0] }));
    const asked = await t.service.call('enterPaperScore', { ...at, game: 1, score: [6, 2] });
    expect(asked).toMatchObject({ ok: false, error: { code: 'event/score-unreachable', game: 1, params: { reason: 'both-have-points', score: 2, otherScore: 6 } } });
  });
});

describe('corrections of paper scores', () => {
  it('any game of a table is corrected, not only the last; each score entered, corrected or taken back is a line of the history, oldest first', async () => {
    const { event, table } = await twoGamesATable();
    const at = { eventId: event.id, round: 1, table };
    value(await t.service.call('enterPaperScore', { ...at, score: [6, 0] }));
    value(await t.service.call('enterPaperScore', { ...at, score: [0, 6] }));
    // Game 1 of two, corrected.
    const corrected = value<EventView>(await t.service.call('enterPaperScore', { ...at, game: 1, score: [0, 7] }));
    expect(corrected.rounds[0]!.tables[0]!.games.map((g) => g.score)).toEqual([
      [0, 7],
      [0, 6],
    ]);
    value(await t.service.call('removeGame', { ...at, game: 2 }));

    const lines = await changes(event.id);
    expect(lines.map(({ kind, round, table: tb, game, before, after, origin }) => ({ kind, round, table: tb, game, before, after, origin }))).toEqual([
      { kind: 'paper-score', round: 1, table, game: 1, before: null, after: [6, 0], origin: 'organizer' },
      { kind: 'paper-score', round: 1, table, game: 2, before: null, after: [0, 6], origin: 'organizer' },
      { kind: 'paper-score', round: 1, table, game: 1, before: [6, 0], after: [0, 7], origin: 'organizer' },
      { kind: 'game-removed', round: 1, table, game: 2, before: [0, 6], after: null, origin: 'organizer' },
    ]);
    // When, to the millisecond, in order.
    for (const line of lines) expect(line.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect([...lines.map((l) => l.at)].sort()).toEqual(lines.map((l) => l.at));
  });

  it('a refused correction writes no line; an event that is not there is named', async () => {
    const { event, table } = await twoGamesATable();
    const at = { eventId: event.id, round: 1, table };
    value(await t.service.call('enterPaperScore', { ...at, score: [6, 0] }));
    expect((await t.service.call('enterPaperScore', { ...at, game: 1, score: [6, 0, 1] })).ok).toBe(false);
    expect((await changes(event.id)).length).toBe(1);
    expect(await t.service.call('listEventChanges', { eventId: 999 })).toMatchObject({ ok: false, error: { code: 'event/no-such-event' } });
  });
});
