/**
 * A pairs event run on paper through the api, for the printing tests and the PDF bench: `pairs`
 * pairs (Team 01 …, each with two players), swiss pairing, one game a round, every table's
 * result entered as a paper score, `rounds` rounds drawn and played. Quick (no records to
 * replay), and through whatever carries the api (HTTP in the e2e tests and the bench), so the
 * sheets are printed from what the app stored.
 */
import type { EventView, RoundAnswer } from '../../api/contract.ts';

/** One api call; a refusal throws (test/e2e/app.ts `api` does this over HTTP). */
export type CallApi = <T>(method: string, input: unknown) => Promise<T>;

export interface PaperEventOptions {
  readonly pairs: number;
  readonly rounds: number;
  readonly name?: string;
}

/** "Team 07": zero-padded, so that no pair's name is the start of another's ("Team 1" / "Team 10"). */
export function teamName(i: number, pairs: number): string {
  return `Team ${String(i + 1).padStart(String(pairs).length, '0')}`;
}

/** The two players of team `i`: "Ann 07" and "Cat 07". */
export function teamPlayers(i: number, pairs: number): [string, string] {
  const n = String(i + 1).padStart(String(pairs).length, '0');
  return [`Ann ${n}`, `Cat ${n}`];
}

/**
 * Makes the event and plays it: each round drawn by the event's pairing, each table given a
 * paper score of 200 to a number that varies with round and table (so places, efectividad and
 * what decided them vary), the winner alternating between the sides.
 */
export async function playPaperEvent(call: CallApi, options: PaperEventOptions): Promise<EventView> {
  const entrants = Array.from({ length: options.pairs }, (_, i) => ({
    id: `t${i + 1}`,
    name: teamName(i, options.pairs),
    players: teamPlayers(i, options.pairs),
  }));
  let event = await call<EventView>('createEvent', {
    name: options.name ?? 'Club night',
    date: '2026-11-26',
    venue: 'Club Los Amigos',
    rules: 'latin-partnership',
    entry: 'pairs',
    round: { games: 1 },
    pairing: 'swiss',
    entrants,
  });
  for (let r = 1; r <= options.rounds; r++) {
    event = (await call<RoundAnswer>('drawRound', { eventId: event.id })).event;
    const drawn = event.rounds[r - 1]!;
    for (const table of drawn.tables) {
      const loser = (table.table * 37 + r * 11) % 190;
      const score = (table.table + r) % 2 === 0 ? [200, loser] : [loser, 200];
      event = await call<EventView>('enterPaperScore', { eventId: event.id, round: r, table: table.table, score });
    }
  }
  return event;
}
