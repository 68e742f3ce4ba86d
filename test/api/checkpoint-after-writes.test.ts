/**
 * The log is folded into the file after the scorekeeper's writes (db/checkpoint.ts): only a write
 * that changed the file counts. A refused move, a stale screen's move, a bad input wrote nothing,
 * so they neither schedule the fold nor bring the forced one (every 2,000 writes) nearer.
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openService } from '../../api/service.ts';
import { useTempDir } from '../db/support.ts';

const wrote = vi.fn();
vi.mock('../../db/checkpoint.ts', () => ({ idleCheckpoints: () => ({ wrote, stop: () => undefined }) }));

const temp = useTempDir();

describe('the fold of the log counts only writes that were made', () => {
  afterEach(() => wrote.mockClear());

  it('a saved move counts; a refused, a stale and a malformed one do not', async () => {
    const service = openService(join(temp.dir, 'c.sqlite'), { appVersion: 'test' });
    const call = (method: string, input: unknown) => service.call(method as never, input) as Promise<{ ok: boolean }>;
    const created = (await call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] })) as { ok: true; value: { id: number } };
    expect(created.ok).toBe(true);
    const matchId = created.value.id;
    expect((await call('startHand', { matchId })).ok).toBe(true);
    expect(wrote).toHaveBeenCalledTimes(2);

    expect((await call('recordMove', { matchId, hand: 0, move: { seat: 0, bone: [6, 6] } })).ok).toBe(true);
    expect(wrote).toHaveBeenCalledTimes(3);
    // The 6-6 again (already down), a move for hand 5 (stale), a seat of 9 (malformed).
    expect((await call('recordMove', { matchId, hand: 0, move: { seat: 1, bone: [6, 6] } })).ok).toBe(false);
    expect((await call('recordMove', { matchId, hand: 5, move: { seat: 1, bone: [6, 5] } })).ok).toBe(false);
    expect((await call('recordMove', { matchId, hand: 0, move: { seat: 9, bone: [6, 5] } })).ok).toBe(false);
    expect((await call('startHand', { matchId })).ok).toBe(false);
    expect(wrote).toHaveBeenCalledTimes(3);
    service.close();
  });
});
