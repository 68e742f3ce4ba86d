import { describe, expect, it } from 'vitest';
import { API_METHODS, inputSchemas, invoke, parseInput } from '../../api/contract.ts';
import type { ApiHandlers } from '../../api/contract.ts';
import { IPC_CHANNELS } from '../../api/bridge.ts';

describe('the contract', () => {
  it('has one input schema and one IPC channel per method, and no other', () => {
    expect(Object.keys(inputSchemas).sort()).toEqual([...API_METHODS].sort());
    expect(Object.keys(IPC_CHANNELS).sort()).toEqual([...API_METHODS].sort());
    expect(new Set(Object.values(IPC_CHANNELS)).size).toBe(API_METHODS.length);
  });

  it('accepts a well-formed move', () => {
    expect(parseInput('recordMove', { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 6] } })).toEqual({
      ok: true,
      value: { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 6] } },
    });
    expect(parseInput('recordMove', { matchId: 1, hand: 0, move: { seat: 2, pass: true } }).ok).toBe(true);
    expect(parseInput('listMatches', undefined)).toEqual({ ok: true, value: {} });
  });

  it.each([
    ['a string id', 'getMatch', { matchId: '1' }, 'matchId'],
    ['an unknown field', 'getMatch', { matchId: 1, sql: 'DROP TABLE' }, 'sql'],
    ['an unknown field in a move', 'recordMove', { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 6], why: 1 } }, 'move.why'],
    ['a seat out of range', 'recordMove', { matchId: 1, hand: 0, move: { seat: 4, pass: true } }, 'move.seat'],
    ['a fractional hand', 'recordMove', { matchId: 1, hand: 0.5, move: { seat: 0, pass: true } }, 'hand'],
    ['a huge name', 'createMatch', { rules: 'jamaican-partner', seats: ['a'.repeat(10_000), 'b', 'c', 'd'] }, 'seats[0]'],
    ['one seat', 'createMatch', { rules: 'jamaican-partner', seats: ['a'] }, 'seats'],
    ['an input that is not an object', 'undoMove', [1], undefined],
  ] as const)('refuses %s, naming the field', (_what, method, input, field) => {
    const parsed = parseInput(method, input);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.error.code).toBe('input/invalid');
    expect(parsed.error.field).toBe(field);
    expect(parsed.error.message.length).toBeLessThan(300);
  });

  it('leaves the options and the seat count a family takes to the record\'s check (db/matches.ts createMatch)', () => {
    // Said there with the words and facts an import of the same record gets (record/option, record/seats).
    expect(parseInput('createMatch', { rules: 'jamaican-partner', seats: ['a', 'b', 'c'] }).ok).toBe(true);
    expect(parseInput('createMatch', { rules: 'jamaican-partner', options: { speed: 1 }, seats: ['a', 'b', 'c', 'd'] }).ok).toBe(true);
  });

  it('turns a thrown bug into an internal error without its details', async () => {
    const secret = 'SQLITE_CORRUPT at /home/someone/secret/path';
    const handlers = { appVersion: () => { throw new Error(secret); } } as unknown as ApiHandlers;
    const seen: unknown[] = [];
    const result = await invoke(handlers, 'appVersion', {}, (cause) => seen.push(cause));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.code).toBe('internal');
    expect(JSON.stringify(result)).not.toContain('secret');
    expect(seen).toHaveLength(1);
  });
});
