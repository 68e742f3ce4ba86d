/**
 * recordMove and undoMove answer only the hand summaries a move can change (MatchUpdate,
 * api/contract.ts; issue 5, "Speed"): merged into the view a screen holds (mergeMatchUpdate), they
 * must give exactly the whole view getMatch gives, and a held view that cannot be merged must be
 * refused rather than mixed with the answer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ApiResult, MatchUpdate, MatchView } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import { mergeMatchUpdate } from '../../api/update.ts';
import { writeRecord } from '../../domain/record.ts';
import type { MatchRecord } from '../../domain/record.ts';
import { bySeatArray } from '../support/arbitraries.ts';
import { randomFamilyRecord } from '../support/random.ts';
import type { FamilyRecordOptions } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('update');

function call<T>(method: Parameters<Service['call']>[0], input: unknown): Promise<ApiResult<T>> {
  return temp.service.call(method, input) as Promise<ApiResult<T>>;
}

const whole = async (matchId: number) => value<MatchView>(await call('getMatch', { matchId }));

/** The command that takes the match one step further along `record`, from where it stands now. */
function nextStep(record: MatchRecord, now: MatchView): { method: 'startHand' | 'recordMove' | 'settleBlock'; input: object } | null {
  if (now.status === 'won') return null;
  if (now.status === 'needs-hand') return now.nextHand!.index < record.hands.length ? { method: 'startHand', input: { matchId: now.id } } : null;
  const h = now.current!.index;
  const hand = record.hands[h]!;
  if (now.status === 'needs-holdings') {
    const given = hand.left ? { left: bySeatArray(hand.left) } : { pips: bySeatArray(hand.pips!) };
    return { method: 'settleBlock', input: { matchId: now.id, hand: h, ...given } };
  }
  const m = now.current!.moves.length;
  const move = m < hand.moves.length ? hand.moves[m]! : { seat: hand.redeal!.seat, redeal: true };
  return { method: 'recordMove', input: { matchId: now.id, hand: h, move } };
}

/**
 * A match whose first `hands` hands of `record` are imported whole, and `moves` moves of the next
 * (none: between hands).
 */
async function importPrefix(record: MatchRecord, hands: number, moves: number): Promise<MatchView> {
  const whole = record.hands.slice(0, Math.min(hands, record.hands.length - 1));
  const next = record.hands[whole.length]!;
  const part = moves > 0 && next.moves.length > moves ? [{ moves: next.moves.slice(0, moves) }] : [];
  return value<MatchView>(await call('importRecord', { text: writeRecord({ ...record, hands: [...whole, ...part] }) }));
}

/** Matches to follow: the partner game (blocks settled by the bones left), and Cuban (settled after every hand, some by pips; hands thrown in). */
const SPECS: readonly FamilyRecordOptions[] = [
  { rules: 'jamaican-partner' },
  { rules: 'cuban', options: { target: 100_000 }, vary: true, redealOneIn: 4 },
];

/** Steps: undo (about one in four) or the next command of the record, by the first window or the second. */
const stepsArb = fc.array(fc.record({ undo: fc.nat(3).map((n) => n === 0), window: fc.nat(1) }), { minLength: 40, maxLength: 160 });

/** The same, the second window acting once in ten steps: its view is often far behind. */
const twoWindowsArb = fc.array(fc.record({ undo: fc.nat(3).map((n) => n === 0), window: fc.nat(9).map((n) => (n === 0 ? 1 : 0)) }), {
  minLength: 40,
  maxLength: 160,
});

describe('recordMove and undoMove answer what changed (MatchUpdate)', () => {
  it('merged into the view held before, give exactly getMatch’s whole view after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat(1_000), fc.constantFrom(...SPECS), fc.nat(3), stepsArb, async (seed, spec, imported, steps) => {
        const record = randomFamilyRecord(seed, 6, spec);
        // The first hands imported (a long match's history), the rest recorded step by step.
        let held = await importPrefix(record, imported, 0);
        for (const step of steps) {
          const now = await whole(held.id);
          expect(held).toEqual(now);
          const next = step.undo ? null : nextStep(record, now);
          if (next?.method === 'startHand' || next?.method === 'settleBlock') {
            // These answer the whole view.
            held = value<MatchView>(await call(next.method, next.input));
            continue;
          }
          const answer = next ? await call<MatchUpdate>('recordMove', next.input) : await call<MatchUpdate>('undoMove', { matchId: held.id });
          // Only an undo with nothing left to undo is refused here.
          if (!answer.ok) {
            expect(answer.error.code).toBe('db/nothing-to-undo');
            continue;
          }
          const update = answer.value;
          // A move's hand is the one in play; the summaries are those from handsFrom on, in order.
          if (next) expect(update.handsFrom).toBe(now.current!.index);
          expect(update.hands.map((h) => h.index)).toEqual(update.hands.map((_, i) => update.handsFrom + i));
          const merged = mergeMatchUpdate(held, update);
          expect(merged).not.toBeNull();
          // Earlier hands' summaries are kept as they were, the same objects.
          for (let i = 0; i < update.handsFrom; i++) expect(merged!.hands[i]).toBe(held.hands[i]);
          held = merged!;
        }
        expect(held).toEqual(await whole(held.id));
      }),
      { numRuns: 12 },
    );
  }, 120_000);

  it('with two windows on one match, either merge into exactly the whole view or are refused for getMatch, never mixed', async () => {
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(fc.nat(1_000), fc.nat(3), fc.nat(30), twoWindowsArb, async (seed, hands, moves, steps) => {
        const record = randomFamilyRecord(seed, 6, SPECS[0]!);
        const created = await importPrefix(record, hands, moves);
        // What each window shows: updated only by its own commands' answers (the store's way).
        const held: MatchView[] = [created, created];
        for (const step of steps) {
          const w = step.window;
          const now = await whole(created.id);
          const next = step.undo ? null : nextStep(record, now);
          if (next?.method === 'startHand' || next?.method === 'settleBlock') {
            held[w] = value<MatchView>(await call(next.method, next.input));
            continue;
          }
          // The window sends the hand it shows: a stale one is refused (the store then asks getMatch).
          const input = next && held[w]!.current ? { ...next.input, hand: held[w]!.current.index } : next?.input;
          const answer = next ? await call<MatchUpdate>('recordMove', input) : await call<MatchUpdate>('undoMove', { matchId: created.id });
          if (!answer.ok) {
            held[w] = await whole(created.id);
            continue;
          }
          const merged = mergeMatchUpdate(held[w]!, answer.value);
          const after = await whole(created.id);
          if (merged === null) refused++;
          else expect(merged).toEqual(after);
          held[w] = merged ?? after;
        }
      }),
      { numRuns: 10 },
    );
    // The property is not empty: some answers could not be merged into a stale window's view.
    expect(refused).toBeGreaterThan(0);
  }, 120_000);

  it('refuses to merge into no view, another match’s, or a view that missed an undo made elsewhere', async () => {
    const record = randomFamilyRecord(7, 3, SPECS[0]!);
    const a = value<MatchView>(await call('importRecord', { text: JSON.stringify(record) }));
    const b = value<MatchView>(await call('createMatch', { rules: record.rules, seats: record.seats }));
    // The undo takes back the hand just started and the last move of the hand before it.
    const started = value<MatchView>(await call('startHand', { matchId: a.id }));
    const undone = value<MatchUpdate>(await call('undoMove', { matchId: a.id }));
    expect(undone).toMatchObject({ handsFrom: 2, correctionsBefore: 0, corrections: 1 });
    expect(undone.hands.map((h) => [h.index, h.status])).toEqual([[2, 'playing']]);
    expect(mergeMatchUpdate(started, undone)).toEqual(await whole(a.id));
    expect(mergeMatchUpdate(null, undone)).toBeNull();
    expect(mergeMatchUpdate(b, undone)).toBeNull();
    // `a` as held before this undo: one correction fewer than the match has now.
    const again = value<MatchUpdate>(await call('undoMove', { matchId: a.id }));
    expect(mergeMatchUpdate(started, again)).toBeNull();
  });

  it('refuses to merge into a view taken while a hand before handsFrom was still in play', async () => {
    const record = randomFamilyRecord(11, 4, SPECS[0]!);
    const last = record.hands[2]!.moves.length - 1;
    // Window 1 shows hand 3 one move before its end.
    const stale = await importPrefix(record, 2, last);
    expect(stale.hands.map((h) => h.status)).toHaveLength(3);
    expect(stale.hands[2]!.status).toBe('playing');
    // Window 0 ends hand 3, settles it if blocked, starts hand 4 and poses.
    let now = value<MatchView>(await call('recordMove', { matchId: stale.id, hand: 2, move: record.hands[2]!.moves[last] }));
    if (now.status === 'needs-holdings') now = value<MatchView>(await call('settleBlock', { matchId: stale.id, hand: 2, left: bySeatArray(record.hands[2]!.left!) }));
    value(await call('startHand', { matchId: stale.id }));
    value(await call('recordMove', { matchId: stale.id, hand: 3, move: record.hands[3]!.moves[0] }));
    // Window 1 takes the pose back: hand 4's summary comes, but its own hand 3 is still 'playing'.
    const undone = value<MatchUpdate>(await call('undoMove', { matchId: stale.id }));
    expect(undone).toMatchObject({ handsFrom: 3, correctionsBefore: stale.corrections });
    expect(mergeMatchUpdate(stale, undone)).toBeNull();
  });
});
