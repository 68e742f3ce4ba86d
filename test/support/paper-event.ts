/**
 * A pairs event run on paper, for the printing tests and the PDF bench: `pairs` pairs (Team 01 …,
 * each with two players), swiss pairing, one game a round, every table's result a paper score,
 * `rounds` rounds. playPaperEvent plays it through the api (drawn and entered as the screens do;
 * HTTP in the e2e tests), paperEventFile writes it as an event file to import at once. Quick (no
 * records to replay), and the sheets are printed from what the app stored.
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
 * paper score (paperScore: so places, efectividad and what decided them vary).
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
      // Kept as they are (`confirmed`): figures to vary the places, a loser's past 100 included.
      event = await call<EventView>('enterPaperScore', { eventId: event.id, round: r, table: table.table, score: paperScore(table.table, r), confirmed: true });
    }
  }
  return event;
}

/** The paper score of a table in a round: 200 to a number that varies, the winner alternating between the sides. */
function paperScore(table: number, round: number): number[] {
  const loser = (table * 37 + round * 11) % 190;
  return (table + round) % 2 === 0 ? [200, loser] : [loser, 200];
}

/**
 * The same kind of event as a `dominoes-event/1` file, for a large event made at once (the PDF
 * bench's 256 pairs × 10 rounds: importEvent takes it in one call where drawing and entering
 * each table took a minute and a half on a loaded machine). `pairs` even; each round's tables by
 * the circle method (the first pair fixed, the others turning), so no two pairs meet twice.
 */
export function paperEventFile(options: PaperEventOptions): string {
  const { pairs } = options;
  if (pairs % 2 !== 0) throw new Error('paperEventFile: an even number of pairs, so that nobody has a bye');
  const ids = Array.from({ length: pairs }, (_, i) => `t${i + 1}`);
  const rounds = Array.from({ length: options.rounds }, (_, r) => {
    const turned = [ids[0]!, ...ids.slice(1).map((_, k) => ids[1 + ((k + r) % (pairs - 1))]!)];
    const tables = Array.from({ length: pairs / 2 }, (_, t) => ({
      table: t + 1,
      seats: [turned[t]!, turned[pairs - 1 - t]!],
      games: [{ score: paperScore(t + 1, r + 1) }],
    }));
    return { tables, byes: [], penalties: [] };
  });
  return JSON.stringify({
    format: 'dominoes-event/1',
    name: options.name ?? 'Club night',
    date: '2026-11-26',
    venue: 'Club Los Amigos',
    rules: 'latin-partnership',
    entry: 'pairs',
    round: { games: 1 },
    pairing: 'swiss',
    entrants: ids.map((id, i) => ({ id, name: teamName(i, pairs), players: teamPlayers(i, pairs) })),
    rounds,
  });
}
