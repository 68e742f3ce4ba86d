/**
 * The invariant behind fast standings (issue 17, "Entering a table's result updates the standings
 * without replaying the event"): after any sequence of writes and undos on the matches linked to an
 * event's games, every stored outcome equals what a replay of its record gives. And once the round
 * is closed, no write to those matches goes through, and nothing changes.
 */
import fc from 'fast-check';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import {
  addEntrant,
  addPenalty,
  addRound,
  createEvent,
  readEvent,
  readEventSummary,
  redoRound,
  removeGame,
  removePenalty,
  setForfeit,
  setGameEnded,
  setPaperScore,
  setWithdrawn,
  startGame,
  updateEntrant,
  verifyOutcomes,
} from '../../db/events.ts';
import { checkEvent } from '../../domain/events/format.ts';
import { appendMove, loadRecord, redealHand, settleHand, startHand, undoLastMove } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { recordOutcome } from '../../domain/events/outcome.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { randomMatchRecord, rng } from '../support/random.ts';
import { dump } from './support.ts';

/**
 * The write that takes the stored match one step further towards `target` (the record it is being
 * played from): the next move, the redeal, the settlement, or the next hand; null at its end. The
 * stored record is always a prefix of the target, undos included, since an undo only takes off the end.
 */
function nextWrite(db: Database.Database, matchId: number, target: MatchRecord): (() => Result<unknown, { message: string }>) | null {
  const stored = loadRecord(db, matchId);
  const h = stored.hands.length - 1;
  const hand = stored.hands[h];
  const goal = target.hands[h];
  if (hand && goal) {
    if (hand.moves.length < goal.moves.length) return () => appendMove(db, matchId, h, goal.moves[hand.moves.length]);
    if (goal.redeal && !hand.redeal) return () => redealHand(db, matchId, h, goal.redeal!.seat);
    if ((goal.left || goal.pips) && !hand.left && !hand.pips) {
      return () => settleHand(db, matchId, h, { ...(goal.left && { left: goal.left }), ...(goal.pips && { pips: goal.pips }) });
    }
  }
  const next = target.hands[h + 1];
  if (!next) return null;
  return () => startHand(db, matchId, next.dealt !== undefined ? { dealt: next.dealt } : {});
}

const step = fc.oneof(
  fc.record({ kind: fc.constant('write' as const), table: fc.nat({ max: 1 }), count: fc.integer({ min: 1, max: 40 }) }),
  // Past 16 undos in a row the match layer keeps no earlier state (db/live.ts UNDO_DEPTH): the undo is then replayed.
  fc.record({ kind: fc.constant('undo' as const), table: fc.nat({ max: 1 }), count: fc.integer({ min: 1, max: 24 }) }),
);

describe('stored outcomes follow match writes', () => {
  it('after random writes and undos on two linked matches, every stored outcome is a replay of its record', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.boolean(), fc.array(step, { minLength: 1, maxLength: 12 }), (seed, withDeal, steps) => {
        const db = openDatabase(':memory:');
        const eventId = createEvent(db, pairsSettings({ round: { games: 2 } }), pairEntrants(4));
        if (!eventId.ok) throw new Error(eventId.error.message);
        const ids = ['P1', 'P2', 'P3', 'P4'];
        if (!addRound(db, eventId.value, circleRound(ids, 1)).ok) throw new Error('round');
        // A paper game beside the recorded ones: its outcome must not move.
        if (!setPaperScore(db, eventId.value, 1, 2, null, [2, 1]).ok) throw new Error('paper');
        const games = [1, 2].map((table, i) => {
          const started = startGame(db, eventId.value, 1, table);
          if (!started.ok) throw new Error(started.error.message);
          return { matchId: started.value.matchId, target: randomMatchRecord(seed + i, 200, { options: { target: 2 }, withDeal }) };
        });
        for (const s of steps) {
          const { matchId, target } = games[s.table]!;
          for (let n = 0; n < s.count; n++) {
            if (s.kind === 'undo') {
              if (!undoLastMove(db, matchId).ok) break;
              continue;
            }
            const write = nextWrite(db, matchId, target);
            if (!write) break;
            const done = write();
            if (!done.ok) throw new Error(done.error.message);
          }
          expect(verifyOutcomes(db, eventId.value)).toEqual([]);
        }
        const summary = readEventSummary(db, eventId.value)!;
        for (const [i, { matchId }] of games.entries()) {
          const checked = checkRecord(loadRecord(db, matchId), { inProgress: true });
          if (!checked.ok) throw new Error(checked.error.message);
          const table = summary.rounds[0]!.tables[i]!;
          expect(table.games.at(-1)).toEqual(recordOutcome(checked.value));
        }
        db.close();
      }),
      { numRuns: 40 },
    );
  });

  it('once the round is closed, no write to its matches goes through and nothing changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.nat({ max: 3 }), (seed, which) => {
        const db = openDatabase(':memory:');
        const eventId = createEvent(db, pairsSettings(), pairEntrants(2));
        if (!eventId.ok) throw new Error(eventId.error.message);
        if (!addRound(db, eventId.value, circleRound(['P1', 'P2'], 1)).ok) throw new Error('round');
        const started = startGame(db, eventId.value, 1, 1);
        if (!started.ok) throw new Error(started.error.message);
        const { matchId } = started.value;
        const target = randomMatchRecord(seed, 200, { options: { target: 2 } });
        for (let write = nextWrite(db, matchId, target); write; write = nextWrite(db, matchId, target)) write();
        if (!addRound(db, eventId.value, circleRound(['P1', 'P2'], 1 + 1)).ok) throw new Error('round 2');
        const before = dump(db);
        const last = target.hands.length - 1;
        const attempts = [
          () => undoLastMove(db, matchId),
          () => startHand(db, matchId),
          () => appendMove(db, matchId, last, { seat: 0, pass: true }),
          () => settleHand(db, matchId, last, { pips: { 0: 0, 1: 0, 2: 0, 3: 0 } }),
        ];
        const refused = attempts[which]!();
        expect(refused).toMatchObject({ ok: false, error: { code: 'event/round-closed', params: { round: 1, table: 1, game: 1 } } });
        expect(dump(db)).toEqual(before);
        db.close();
      }),
      { numRuns: 20 },
    );
  });

  it('any command on an event goes through whole or changes nothing, and what it leaves is a file the event check passes', () => {
    const ids = ['P1', 'P2', 'P3', 'P4', 'P5'];
    const id = fc.constantFrom(...ids, 'P9');
    // Mostly a round, table, game or penalty that is there; now and then one that is not.
    const n = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 2 }), weight: 4 }, { arbitrary: fc.integer({ min: -1, max: 4 }), weight: 1 });
    const score = fc.oneof({ arbitrary: fc.tuple(fc.nat({ max: 120 }), fc.nat({ max: 120 })), weight: 4 }, { arbitrary: fc.array(fc.integer({ min: -2, max: 120 }), { maxLength: 3 }), weight: 1 });
    const command = fc.oneof(
      fc.record({ kind: fc.constant('paper' as const), round: n, table: n, game: fc.option(n, { freq: 2 }), score }),
      fc.record({ kind: fc.constant('start' as const), round: n, table: n }),
      fc.record({ kind: fc.constant('remove' as const), round: n, table: n, game: n }),
      fc.record({ kind: fc.constant('ended' as const), round: n, table: n, game: n, ended: fc.constantFrom('time' as const, null) }),
      fc.record({
        kind: fc.constant('forfeit' as const),
        round: n,
        table: n,
        // Mostly one entrant of round 1 (seated at one of its two tables), sometimes any list.
        who: fc.oneof({ arbitrary: fc.constantFrom(['P1'], ['P2'], ['P3'], ['P4']), weight: 3 }, { arbitrary: fc.uniqueArray(id, { maxLength: 2 }), weight: 1 }),
      }),
      fc.record({ kind: fc.constant('penalty' as const), round: n, who: id, points: fc.integer({ min: -1, max: 20 }) }),
      fc.record({ kind: fc.constant('unpenalty' as const), penalty: n }),
      fc.record({ kind: fc.constant('withdraw' as const), who: id, withdrawn: fc.boolean() }),
      fc.record({ kind: fc.constant('enter' as const), who: id }),
      // Renames and games played weigh more: together they meet the rule that a record keeps its names.
      { arbitrary: fc.record({ kind: fc.constant('rename' as const), who: id, players: fc.boolean() }), weight: 3 },
      // A round of the entrants still in, in a random order; now and then one seated twice or left out.
      fc.record({ kind: fc.constant('round' as const), redo: fc.boolean(), seed: fc.nat(), tables: fc.integer({ min: 1, max: 3 }), spoil: fc.constantFrom('none', 'none', 'none', 'twice', 'out') }),
      { arbitrary: fc.record({ kind: fc.constant('play' as const), seed: fc.integer({ min: 1, max: 1_000_000 }) }), weight: 3 },
    );
    const wentThrough = new Set<string>();
    fc.assert(
      fc.property(fc.constantFrom({ games: 2 }, { firstTo: 2 }), fc.array(command, { minLength: 1, maxLength: 25 }), (round, commands) => {
        const db = openDatabase(':memory:');
        const made = createEvent(db, pairsSettings({ round, pairing: 'manual' }), pairEntrants(4));
        if (!made.ok) throw new Error(made.error.message);
        const eventId = made.value;
        // Round 1 drawn, so that most commands meet a round and tables that are there.
        if (!addRound(db, eventId, circleRound(['P1', 'P2', 'P3', 'P4'], 1)).ok) throw new Error('round 1');
        for (const c of commands) {
          const before = dump(db);
          const rounds = readEventSummary(db, eventId)!.rounds.length;
          let result: { ok: boolean };
          switch (c.kind) {
            case 'paper':
              result = setPaperScore(db, eventId, c.round, c.table, c.game, c.score);
              break;
            case 'start':
              result = startGame(db, eventId, c.round, c.table);
              break;
            case 'remove':
              result = removeGame(db, eventId, c.round, c.table, c.game);
              break;
            case 'ended':
              result = setGameEnded(db, eventId, c.round, c.table, c.game, c.ended);
              break;
            case 'forfeit':
              result = setForfeit(db, eventId, c.round, c.table, c.who);
              break;
            case 'penalty':
              result = addPenalty(db, eventId, c.round, { entrant: c.who, points: c.points, reason: 'slow play' });
              break;
            case 'unpenalty':
              result = removePenalty(db, eventId, c.penalty);
              break;
            case 'withdraw':
              result = setWithdrawn(db, eventId, c.who, c.withdrawn);
              break;
            case 'rename':
              result = updateEntrant(db, eventId, c.who, c.players ? { players: [`${c.who}x`, `${c.who}y`] } : { name: `Renamed ${c.who}` });
              break;
            case 'enter':
              result = addEntrant(db, eventId, { id: c.who, name: `Pair ${c.who}`, players: [`${c.who}a`, `${c.who}b`] });
              break;
            case 'round': {
              const random = rng(c.seed);
              const order = readEvent(db, eventId)!.entrants.filter((e) => !e.withdrawn).map((e) => e.id).sort(() => random() - 0.5);
              if (c.spoil === 'twice' && order.length > 0) order.push(order[0]!);
              if (c.spoil === 'out') order.pop();
              const count = Math.min(c.tables, order.length >> 1);
              const tables = Array.from({ length: count }, (_, t) => ({ table: t + 1, seats: order.slice(2 * t, 2 * t + 2) }));
              const drawn = { round: c.redo ? rounds : rounds + 1, tables, byes: order.slice(2 * count) };
              result = c.redo ? redoRound(db, eventId, drawn) : addRound(db, eventId, drawn);
              break;
            }
            case 'play': {
              // The last round's first table with a game in play: a few writes to its match.
              const last = readEvent(db, eventId)!.rounds.length;
              const game = last > 0 ? startGame(db, eventId, last, 1) : { ok: false as const };
              result = game;
              if (game.ok) {
                const target = randomMatchRecord(c.seed, 200, { options: { target: 2 } });
                for (let w = 0, write = nextWrite(db, game.value.matchId, target); w < 40 && write; w++, write = nextWrite(db, game.value.matchId, target)) write();
              }
              break;
            }
          }
          if (!result.ok) expect(dump(db)).toEqual(before);
          else wentThrough.add(c.kind);
          expect(verifyOutcomes(db, eventId)).toEqual([]);
          const file = readEvent(db, eventId)!;
          const checked = checkEvent(file);
          expect(checked.ok, JSON.stringify(!checked.ok && checked.error)).toBe(true);
        }
        db.close();
      }),
      { numRuns: 100 },
    );
    // The commands went through in the runs, not only their refusals (those that need a state a few
    // commands build, a penalty to remove or a game to stop or remove, are not counted on).
    expect([...wentThrough.keys()]).toEqual(expect.arrayContaining(['enter', 'forfeit', 'paper', 'penalty', 'play', 'rename', 'round', 'start', 'withdraw']));
  });
});
