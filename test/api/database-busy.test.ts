/**
 * A write that waits longer than the busy timeout (5 s) for a lock another program holds says
 * so: `db/in-use`, whose screens offer "Try again" (issue 25 item 21: it answered `internal`,
 * "report it", as if the app had a bug). The file opened fine; the other program took its lock
 * afterwards, as a database browser mid-transaction or a second copy of the app mid-write does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openService } from '../../api/service.ts';
import type { Service } from '../../api/service.ts';
import { holdWriting } from '../support/file-locks.ts';

let dir = '';
let service: Service;
const bugs: unknown[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-busy-'));
  service = openService(join(dir, 'club.sqlite'), { appVersion: '1.2.3', logBug: (_method, cause) => bugs.push(cause) });
});
afterEach(() => {
  service.close();
  rmSync(dir, { recursive: true, force: true });
});

const SEATS = ['Ann', 'Ben', 'Cat', 'Dan'];

describe('a lock held by another program past the busy timeout', () => {
  it('a write answers db/in-use naming the file, logs no bug, and goes through once the other program lets go', async () => {
    const file = join(dir, 'club.sqlite');
    expect(await service.call('createMatch', { rules: 'jamaican-partner', seats: SEATS })).toMatchObject({ ok: true });
    const release = holdWriting(file);
    try {
      const refused = await service.call('createMatch', { rules: 'jamaican-partner', seats: SEATS });
      expect(refused).toMatchObject({ ok: false, error: { code: 'db/in-use', params: { file } } });
      // Reading goes on meanwhile (WAL), and so does the screen's view of what is there.
      expect(await service.call('listMatches', {})).toMatchObject({ ok: true, value: [{}] });
      // The log is folded into the file once things are quiet; with the other writer there it waits.
      await new Promise((resolve) => setTimeout(resolve, 400));
    } finally {
      release();
    }
    expect(bugs).toEqual([]);
    expect(await service.call('createMatch', { rules: 'jamaican-partner', seats: SEATS })).toMatchObject({ ok: true });
    expect(await service.call('listMatches', {})).toMatchObject({ ok: true, value: [{}, {}] });
  }, 30_000);
});
