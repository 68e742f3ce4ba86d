/**
 * Events for the tests and the bench (issue 17): settings with the defaults filled in, pairs with
 * their players, rounds drawn by the circle method, records renamed to a table's players, and a
 * record played into a stored match write by write (as the table screen records it).
 */
import type Database from 'better-sqlite3';
import { appendMove, redealHand, settleHand, startHand } from '../../db/matches.ts';
import type { EventSettings } from '../../db/events.ts';
import { DEFAULT_POINTS, DEFAULT_RANKING } from '../../domain/events/types.ts';
import type { DrawnRound, Entrant } from '../../domain/events/types.ts';
import type { MatchRecord } from '../../domain/record.ts';

/** A pairs event of Jamaican Partner to `target` (small targets make short games), one game a round. */
export function pairsSettings(overrides: Partial<EventSettings> = {}): EventSettings {
  return {
    name: 'Club night',
    date: '2026-11-27',
    rules: 'jamaican-partner',
    options: { target: 2 },
    entry: 'pairs',
    tableSize: 4,
    round: { games: 1 },
    pairing: 'round-robin',
    points: DEFAULT_POINTS,
    byeScore: [2, 1],
    forfeitScore: [2, 0],
    ranking: DEFAULT_RANKING,
    seed: 0,
    firstRound: 'order',
    ...overrides,
  };
}

/** Pairs P1 … Pn, "Pair n", players "An" and "Bn". */
export function pairEntrants(n: number): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `P${i + 1}`, name: `Pair ${i + 1}`, players: [`A${i + 1}`, `B${i + 1}`] as const }));
}

/** Individuals I1 … In named "Player n". */
export function individualEntrants(n: number): Entrant[] {
  return Array.from({ length: n }, (_, i) => ({ id: `I${i + 1}`, name: `Player ${i + 1}` }));
}

/**
 * Round `round` (from 1) of a round robin of these ids by the circle method: the first stays, the
 * others turn one place a round; an odd count gives the last of the circle a bye.
 */
export function circleRound(ids: readonly string[], round: number): DrawnRound {
  const list = ids.length % 2 === 0 ? [...ids] : [...ids, ''];
  const [fixed, ...rest] = list;
  const turn = (round - 1) % rest.length;
  const circle = [fixed!, ...rest.slice(rest.length - turn), ...rest.slice(0, rest.length - turn)];
  const half = circle.length / 2;
  const tables: { table: number; seats: string[] }[] = [];
  const byes: string[] = [];
  for (let i = 0; i < half; i++) {
    const a = circle[i]!;
    const b = circle[circle.length - 1 - i]!;
    if (a === '' || b === '') byes.push(a || b);
    else tables.push({ table: tables.length + 1, seats: [a, b] });
  }
  return { round, tables, byes };
}

/** The record with its seats renamed to a pairs table's players: X's at seats 0 and 2, Y's at 1 and 3. */
export function atPairsTable(record: MatchRecord, x: Entrant, y: Entrant): MatchRecord {
  return { ...record, seats: [x.players![0], y.players![0], x.players![1], y.players![1]] };
}

/**
 * Plays `record`'s hands into the stored match `matchId` the way the table screen does: a hand
 * started (with its deal, when the record has it), each move appended, a redeal, the settlement.
 * Stops after `writes` writes when given. Throws on a refusal: the record is legal.
 */
export function playInto(db: Database.Database, matchId: number, record: MatchRecord, writes = Infinity): number {
  let done = 0;
  const step = (result: { ok: boolean; error?: { message: string } }) => {
    if (!result.ok) throw new Error(result.error?.message);
    done++;
    return done >= writes;
  };
  for (const [h, hand] of record.hands.entries()) {
    if (step(startHand(db, matchId, hand.dealt !== undefined ? { dealt: hand.dealt } : {}))) return done;
    for (const move of hand.moves) if (step(appendMove(db, matchId, h, move))) return done;
    if (hand.redeal && step(redealHand(db, matchId, h, hand.redeal.seat))) return done;
    if ((hand.left !== undefined || hand.pips !== undefined) && step(settleHand(db, matchId, h, { ...(hand.left && { left: hand.left }), ...(hand.pips && { pips: hand.pips }) }))) {
      return done;
    }
  }
  return done;
}
