/**
 * The event file through the service (issue 17, "The event file and the referee command"):
 * exportEvent writes `dominoes-event/1`, importEvent reads it back to the same event and the same
 * standings, a refused file stores nothing (no event, no match), and Verify replays every stored
 * record and names any figure that differs from what the screens show.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EventView, ExportedFile, MatchView, RoundAnswer, StandingsView, VerifyView } from '../../api/contract.ts';
import { checkEventText } from '../../domain/events/format.ts';
import { computeStandings } from '../../domain/events/standings.ts';
import { clubNight, copy, pairSeats } from '../support/event-files.ts';
import type { Json } from '../support/event-files.ts';
import { useTempService, value } from '../support/service.ts';

const t = useTempService('events-files');

async function importText(text: string): Promise<EventView> {
  return value<EventView>(await t.service.call('importEvent', { text }));
}

async function exported(eventId: number): Promise<ExportedFile> {
  return value<ExportedFile>(await t.service.call('exportEvent', { eventId }));
}

async function standings(eventId: number): Promise<StandingsView> {
  return value<StandingsView>(await t.service.call('getStandings', { eventId }));
}

/** The event's state as the screens show it, but for its id and when it changed. */
function sameEvent(a: EventView, b: EventView): void {
  const strip = (e: EventView) => ({ ...e, id: 0, updatedAt: '', rounds: e.rounds.map((r) => ({ ...r, tables: r.tables.map((x) => ({ ...x, games: x.games.map((g) => ({ ...g, matchId: g.matchId === null ? null : 0 })) })), penalties: r.penalties.map((p) => ({ ...p, id: 0 })) })) });
  expect(strip(b)).toEqual(strip(a));
}

describe('exportEvent and importEvent', () => {
  it('import(export(event)) is the same event with the same standings, and exports the same text again', async () => {
    const first = await importText(JSON.stringify(clubNight()));
    const file = await exported(first.id);
    expect(file.fileName).toBe('2026-11-26 Club night.json');
    // What the referee computes from the file (every record replayed) is what the screens show (stored outcomes).
    const referee = checkEventText(file.text);
    if (!referee.ok) throw new Error(referee.error.message);
    expect(computeStandings(referee.value.summary).rows).toEqual((await standings(first.id)).rows);
    const second = await importText(file.text);
    sameEvent(first, second);
    expect({ ...(await standings(second.id)), eventId: 0 }).toEqual({ ...(await standings(first.id)), eventId: 0 });
    expect((await exported(second.id)).text).toBe(file.text);
  });

  it('carries a game in play: its record as far as it went, the table in play after import', async () => {
    const first = await importText(JSON.stringify(clubNight()));
    const round2 = value<RoundAnswer>(await t.service.call('drawRound', { eventId: first.id })).event.rounds[1]!;
    const { matchId } = value<{ matchId: number }>(await t.service.call('startGame', { eventId: first.id, round: 2, table: round2.tables[0]!.table }));
    const started = value<MatchView>(await t.service.call('startHand', { matchId }));
    const pose = started.current!.legal[0]!;
    value(await t.service.call('recordMove', { matchId, hand: 0, move: { seat: pose.seat, bone: pose.bone } }));
    const shown = value<EventView>(await t.service.call('getEvent', { eventId: first.id }));
    const again = await importText((await exported(first.id)).text);
    sameEvent(shown, again);
    expect(again.rounds[1]!.tables[0]).toMatchObject({ status: 'in-play', games: [{ kind: 'record', finished: false }] });
    const moved = value<MatchView>(await t.service.call('getMatch', { matchId: again.rounds[1]!.tables[0]!.games[0]!.matchId! }));
    expect(moved.current!.moves).toHaveLength(1);
  });

  it('keeps every round played on paper, forfeits, byes and penalties (property: any scores)', async () => {
    // Four pairs, round robin, three rounds; each table's game on paper with any score, or forfeited.
    const tableResult = fc.oneof(fc.tuple(fc.nat(300), fc.nat(300)).map((score) => ({ score })), fc.constant({ forfeit: true as const }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(tableResult, tableResult), { minLength: 1, maxLength: 3 }), fc.nat(40), async (rounds, penalty) => {
        const created = value<EventView>(
          await t.service.call('createEvent', {
            name: 'Property night',
            date: '2026-11-26',
            rules: 'jamaican-partner',
            entry: 'pairs',
            round: { games: 1 },
            pairing: 'round-robin',
            entrants: ['A', 'B', 'C', 'D'].map((x, i) => ({ id: `p${i}`, name: `${x} pair`, players: [`${x}1`, `${x}2`] as [string, string] })),
          }),
        );
        const eventId = created.id;
        for (const [n, results] of rounds.entries()) {
          const round = value<RoundAnswer>(await t.service.call('drawRound', { eventId })).event.rounds[n]!;
          for (const [i, table] of round.tables.entries()) {
            const result = results[i]!;
            const at = { eventId, round: n + 1, table: table.table };
            if ('score' in result) value(await t.service.call('enterPaperScore', { ...at, score: result.score, confirmed: true }));
            else value(await t.service.call('setForfeit', { ...at, forfeit: [table.seats[1]!.entrant] }));
          }
          if (penalty > 0) value(await t.service.call('addPenalty', { eventId, round: n + 1, entrant: 'p0', points: penalty, reason: 'Slow play' }));
        }
        const before = value<EventView>(await t.service.call('getEvent', { eventId }));
        const again = await importText((await exported(eventId)).text);
        sameEvent(before, again);
        expect((await standings(again.id)).rows).toEqual((await standings(eventId)).rows);
      }),
      { numRuns: 12 },
    );
  });

  it('refuses a file that is not an event, or whose record does not fit its table, storing nothing', async () => {
    const wrongSeats = copy(clubNight()) as Json & { rounds: { tables: { games: { record: { seats: string[] } }[] }[] }[] };
    // Table 1 is p1 against p2; the record seats p3's players.
    wrongSeats.rounds[0]!.tables[0]!.games[0]!.record.seats = pairSeats(2, 3);
    const cases: [string, Record<string, unknown>][] = [
      ['{"format": "dominoes-event/1",', { code: 'event/not-json' }],
      [JSON.stringify({ ...clubNight(), format: 'dominoes-event/2' }), { code: 'event/format' }],
      [JSON.stringify(wrongSeats), { code: 'event/game-seats', round: 1, table: 1, game: 1, field: 'rounds[0].tables[0].games[0].record.seats[0]' }],
    ];
    for (const [text, error] of cases) {
      const answer = await t.service.call('importEvent', { text });
      expect(answer.ok).toBe(false);
      if (!answer.ok) expect(answer.error).toMatchObject(error);
    }
    expect(value<unknown[]>(await t.service.call('listEvents', {}))).toEqual([]);
    expect(value<unknown[]>(await t.service.call('listMatches', {}))).toEqual([]);
  });

  it('refuses a file over 64 MB as the referee does (event/too-large)', async () => {
    const text = `${JSON.stringify(clubNight())}${' '.repeat(64 * 1024 * 1024)}`;
    const answer = await t.service.call('importEvent', { text });
    expect(answer.ok ? null : answer.error.code).toBe('event/too-large');
  });
});

describe('verifyEvent', () => {
  /** The service's database file, opened beside it: what a damaged or tampered store looks like. */
  function tamper(sqlText: string, ...params: unknown[]): void {
    const db = new Database(join(t.dir, 'm.sqlite'));
    try {
      db.prepare(sqlText).run(...params);
    } finally {
      db.close();
    }
  }

  it('finds nothing wrong with an event as stored', async () => {
    const event = await importText(JSON.stringify(clubNight()));
    expect(value<VerifyView>(await t.service.call('verifyEvent', { eventId: event.id }))).toEqual({ ok: true, differences: [], failures: [] });
  });

  it('names each figure a stored outcome changed: the entrant, the figure, shown and replayed', async () => {
    const event = await importText(JSON.stringify(clubNight()));
    // Table 2's paper score is 6-4 to p3; the stored outcome says 4-6 to p4.
    tamper(
      `UPDATE event_games SET outcome = json_object('finished', json('true'), 'score', json('[4,6]'), 'winner', 1, 'handsWon', json('[0,0]'), 'paper', json('true')) WHERE score IS NOT NULL`,
    );
    const verified = value<VerifyView>(await t.service.call('verifyEvent', { eventId: event.id }));
    expect(verified.ok).toBe(false);
    expect(verified.failures).toEqual([]);
    expect(verified.differences).toEqual(
      expect.arrayContaining([
        { entrant: 'p3', name: 'Eve & Gus', figure: 'won', shown: 0, replayed: 1 },
        { entrant: 'p3', name: 'Eve & Gus', figure: 'pointsFor', shown: 4, replayed: 6 },
        { entrant: 'p4', name: 'Fay & Hal', figure: 'matchPoints', shown: 2, replayed: 0 },
      ]),
    );
  });

  it('names a stored record that no longer passes its check', async () => {
    const event = await importText(JSON.stringify(clubNight()));
    const matchId = event.rounds[0]!.tables[0]!.games[0]!.matchId!;
    // The second move of the first hand made the same bone as the first: played twice.
    tamper(
      `UPDATE moves SET pip_a = (SELECT pip_a FROM moves m JOIN hands h ON h.id = m.hand_id WHERE h.match_id = @m AND h.idx = 0 AND m.idx = 0),
                        pip_b = (SELECT pip_b FROM moves m JOIN hands h ON h.id = m.hand_id WHERE h.match_id = @m AND h.idx = 0 AND m.idx = 0),
                        end_side = NULL
        WHERE idx = 1 AND hand_id = (SELECT id FROM hands WHERE match_id = @m AND idx = 0)`,
      { m: matchId },
    );
    const verified = value<VerifyView>(await t.service.call('verifyEvent', { eventId: event.id }));
    expect(verified.ok).toBe(false);
    expect(verified.failures).toEqual([expect.objectContaining({ round: 1, table: 1, game: 1, matchId, hand: 0, move: 1 })]);
  });
});
