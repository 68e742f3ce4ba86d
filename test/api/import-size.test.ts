/**
 * The app's Import takes every file the referee takes, whatever its size: docs/record-format.md,
 * "Reading a file": "A record is a file of at most 16 MB (16,777,216 bytes) of UTF-8 text", with
 * "at most 10,000" hands. Found by the red-team helper: a long match (1,200 hands with the deal,
 * 1 MB written compactly, 5 MB indented as a pretty-printer writes it) was valid for the referee
 * and refused by Import ("importRecord: text: too long (at most 1048576 characters)"), and in
 * browser mode by the server ("The request is larger than 2 MB").
 *
 * And what the referee refuses for its size, Import refuses too, saying the same limit.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchView } from '../../api/contract.ts';
import { MAX_RECORD_BYTES } from '../../domain/record.ts';
import { startServer } from '../../server/start.ts';
import type { RunningServer } from '../../server/start.ts';
import { respondTo } from '../support/referee.ts';
import { randomFamilyRecord } from '../support/random.ts';
import { useTempService, value } from '../support/service.ts';

const temp = useTempService('import-size');

/** A long match with every deal written (played to 100 so that it does not end), indented. */
function longMatch(hands: number): string {
  const record = randomFamilyRecord(3, hands, { rules: 'jamaican-partner', options: { target: 100 }, withDeal: true });
  expect(record.hands).toHaveLength(hands);
  return JSON.stringify(record, null, 2);
}

describe('Import reads the files the referee reads (docs/record-format.md, "at most 16 MB")', () => {
  it('a valid match of 300 hands, indented (over 1 MB): the referee and Import both take it', async () => {
    const text = longMatch(300);
    expect(text.length).toBeGreaterThan(1024 * 1024);
    expect(respondTo(text).status).toBe(0);
    const view = value<MatchView>(await temp.service.call('importRecord', { text }));
    expect(view.hands).toHaveLength(300);
  }, 60_000);

  it('a file over 16 MB in UTF-8 is refused, naming the limit, as the referee refuses it (exit 2)', async () => {
    // Under 16 M characters but over 16 MB once written in UTF-8: "é" is two bytes.
    const text = `{"format": "dominoes-match/1", "rules": "jamaican-partner", "seats": ["Ann", "Ben", "Cat", "Dan"], "hands": []${' '.repeat(MAX_RECORD_BYTES / 2)}, "x": "${'é'.repeat(MAX_RECORD_BYTES / 4)}"}`;
    expect(text.length).toBeLessThan(MAX_RECORD_BYTES);
    const answer = await temp.service.call('importRecord', { text });
    expect(answer).toMatchObject({ ok: false, error: { code: 'record/too-large', params: { mb: 16 } } });
    expect(answer.ok || answer.error.message).toMatch(/16 MB/);
    expect(value<unknown[]>(await temp.service.call('listMatches', {}))).toEqual([]);
  });

  // Found by the places helper: a text of more than 16 M characters sent to the api itself (IPC,
  // HTTP; not through the file picker, which judges the file's size first) met the schema's limit
  // and got "importRecord: text: too long (at most 16777216 characters)", not the file's refusal.
  it('a text over 16 M characters sent to the api directly is refused as too large, with its facts', async () => {
    const answer = await temp.service.call('importRecord', { text: ' '.repeat(MAX_RECORD_BYTES + 1) });
    expect(answer).toMatchObject({ ok: false, error: { code: 'record/too-large', params: { mb: 16 } } });
    expect(answer.ok || answer.error.message).toBe('The file is larger than 16 MB, the most a record may be: nothing was imported.');
  });
});

describe('Import in browser mode (the request carries the file)', () => {
  let dir = '';
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dominoes-import-size-'));
    server = await startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: null, logBug: () => {} });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a valid match of 1,200 hands, indented (5 MB): imported through the server', async () => {
    const text = longMatch(1200);
    expect(text.length).toBeGreaterThan(4 * 1024 * 1024);
    expect(respondTo(text).status).toBe(0);
    const res = await fetch(`http://127.0.0.1:${server.port}/api/importRecord`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    const answer = (await res.json()) as { ok: boolean; value?: MatchView; error?: unknown };
    expect(answer.error).toBeUndefined();
    expect(answer.value!.hands).toHaveLength(1200);
  }, 120_000);
});
