/**
 * One strict reading for every input that becomes a record (issue 18 item 17): a command's input
 * is held to the import's rules for a record file (domain/strict-json.ts), through the service
 * (both transports) and through the server's reading of a body. Before, createMatch took options
 * `{ "__proto__": {…} }` and stored them as `{}` (zod's copy made the key the object's prototype),
 * where the import refuses `record/reserved-key`; a key given twice took its last value.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { useTempService } from '../support/service.ts';

const temp = useTempService('strict-input');
const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

describe('a command input with a key JavaScript gives a meaning of its own', () => {
  it('createMatch options with __proto__ are refused as the import refuses them, and nothing is stored', async () => {
    const options = JSON.parse('{ "__proto__": { "target": 1 } }') as unknown;
    const answer = await temp.service.call('createMatch', { rules: 'jamaican-partner', seats: SEATS, options });
    expect(answer).toMatchObject({ ok: false, error: { code: 'record/reserved-key', field: 'options.__proto__' } });
    expect(await temp.service.call('listMatches', {})).toEqual({ ok: true, value: [] });
  });

  it('any reserved key anywhere in any write is refused, naming where, and writes nothing (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('__proto__', 'constructor', 'prototype'),
        fc.constantFrom('options', 'options.nested', 'top', 'move'),
        async (key, where) => {
          const bad = JSON.parse(`{ "${key}": 1 }`) as object;
          const input =
            where === 'top'
              ? { rules: 'jamaican-partner', seats: SEATS, ...bad }
              : where === 'move'
                ? { matchId: 1, hand: 0, move: { seat: 0, bone: [6, 6], ...bad } }
                : { rules: 'jamaican-partner', seats: SEATS, options: where === 'options' ? bad : { target: { ...bad } } };
          const answer = await temp.service.call(where === 'move' ? 'recordMove' : 'createMatch', input);
          expect(answer).toMatchObject({ ok: false, error: { code: 'record/reserved-key' } });
          expect((answer as { error: { field: string } }).error.field).toContain(key);
          expect(await temp.service.call('listMatches', {})).toEqual({ ok: true, value: [] });
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe("the server's reading of a body", () => {
  let dir = '';
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dominoes-strict-body-'));
    server = await startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: null });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const post = async (method: string, body: string) => {
    const response = await fetch(`${server.url}api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    return (await response.json()) as { ok: boolean; error?: { code: string; field?: string } };
  };

  it('refuses __proto__ in createMatch options', async () => {
    const answer = await post('createMatch', `{"rules":"jamaican-partner","seats":${JSON.stringify(SEATS)},"options":{"__proto__":{"target":1}}}`);
    expect(answer).toMatchObject({ ok: false, error: { code: 'record/reserved-key', field: 'options.__proto__' } });
  });

  it('refuses a key given twice, as the import does, rather than taking the last', async () => {
    const answer = await post('createMatch', `{"rules":"jamaican-partner","rules":"cuban","seats":${JSON.stringify(SEATS)}}`);
    expect(answer).toMatchObject({ ok: false, error: { code: 'record/duplicate-key', field: 'rules' } });
    expect(await post('listMatches', '{}')).toEqual({ ok: true, value: [] });
  });

  it('still says a body that is not JSON is not JSON', async () => {
    expect(await post('listMatches', '{not json')).toMatchObject({ ok: false, error: { code: 'http/body-not-json' } });
  });
});
