/**
 * The invariant behind fast standings (issue 17, "Entering a table's result updates the standings
 * without replaying the event"): after any sequence of writes and undos on the matches linked to an
 * event's games, every stored outcome equals what a replay of its record gives. And once the round
 * is closed, no write to those matches goes through, and nothing changes.
 */
import fc from 'fast-check';
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { addRound, createEvent, readEventSummary, setPaperScore, startGame, verifyOutcomes } from '../../db/events.ts';
import { appendMove, loadRecord, redealHand, settleHand, startHand, undoLastMove } from '../../db/matches.ts';
import { openDatabase } from '../../db/open.ts';
import { recordOutcome } from '../../domain/events/outcome.ts';
import { checkRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import type { Result } from '../../domain/result.ts';
import { circleRound, pairEntrants, pairsSettings } from '../support/stored-events.ts';
import { randomMatchRecord } from '../support/random.ts';
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
});
