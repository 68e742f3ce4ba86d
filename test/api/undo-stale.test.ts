/**
 * An undo from a screen left on an old state (issue 5, "One contract": "undo"; the api's guard
 * against screens out of date, as recordMove and settleBlock have with the hand they name). Two
 * windows on one match: one records a move, the other, which has not seen it, presses Ctrl+Z. The
 * undo took back the move that window never showed. With what the screen shows (`shown`,
 * api/update.ts undoShown), a match changed elsewhere is refused and nothing is taken back.
 */
import { describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { undoShown } from '../../api/update.ts';
import { merged, useTempService, value } from '../support/service.ts';

const temp = useTempService('undo-stale');
const call = (method: string, input: unknown) => temp.service.call(method as never, input);

async function started(): Promise<MatchView> {
  const made = value<MatchView>(await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] }));
  return value<MatchView>(await call('startHand', { matchId: made.id }));
}

describe('undo from a screen out of date', () => {
  it('is refused when another window recorded a move since, and takes nothing back', async () => {
    const first = await started();
    const posed = merged(first, await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 0, bone: [6, 6] } }));
    // Window B records Ben's 6-5; window A still shows the pose alone.
    const b = merged(posed, await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 1, bone: [6, 5], end: 'right' } }));
    const refused = await call('undoMove', { matchId: first.id, shown: undoShown(posed) });
    expect(refused.ok ? null : refused.error.code).toBe('match/changed');
    const now = value<MatchView>(await call('getMatch', { matchId: first.id }));
    expect(now.current?.moves.map((m) => m.text)).toEqual(['Ann poses 6-6', 'Ben plays 6-5 on the right']);
    expect(now.corrections).toBe(0);
    // Window B, which shows the match as it is, undoes its move.
    const undone = merged(b, await call('undoMove', { matchId: first.id, shown: undoShown(b) }));
    expect(undone.current?.moves).toHaveLength(1);
  });

  it('is refused when another window undid a move and recorded another in its place', async () => {
    const first = await started();
    const posed = merged(first, await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 0, bone: [6, 6] } }));
    const a = merged(posed, await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 1, bone: [6, 5], end: 'right' } }));
    // Window B takes Ben's 6-5 back and records a pass: as many moves as window A shows.
    const b = value<MatchView>(await call('getMatch', { matchId: first.id }));
    const back = merged(b, await call('undoMove', { matchId: first.id, shown: undoShown(b) }));
    merged(back, await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 1, pass: true } }));
    const refused = await call('undoMove', { matchId: first.id, shown: undoShown(a) });
    expect(refused.ok ? null : refused.error.code).toBe('match/changed');
    const now = value<MatchView>(await call('getMatch', { matchId: first.id }));
    expect(now.current?.moves.at(-1)?.text).toBe('Ben passes');
  });

  it('is refused when another window started the next hand, or before any was started', async () => {
    const first = await started();
    // Before the hand started: the screen shows no hand; the match has one.
    const made = { ...first, hands: [], current: null };
    const refused = await call('undoMove', { matchId: first.id, shown: undoShown(made) });
    expect(refused.ok ? null : refused.error.code).toBe('match/changed');
    // The screen that shows the hand started undoes it: nothing recorded yet.
    const nothing = await call('undoMove', { matchId: first.id, shown: undoShown(first) });
    expect(nothing.ok ? null : nothing.error.code).toBe('db/nothing-to-undo');
  });

  it('without `shown` (a script, the referee\'s tools) takes back the last move, as before', async () => {
    const first = await started();
    await call('recordMove', { matchId: first.id, hand: 0, move: { seat: 0, bone: [6, 6] } });
    value(await call('undoMove', { matchId: first.id }));
    expect(value<MatchView>(await call('getMatch', { matchId: first.id })).current?.moves).toEqual([]);
  });
});
