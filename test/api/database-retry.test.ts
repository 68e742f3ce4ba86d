/**
 * A file refused for a reason that can pass without the file changing (issue 18 item 14: another
 * program holds it locked; item 13: it does not allow writing) is tried again on the next call,
 * which is what the screen's "Try again" sends: it stayed refused until the app was restarted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openService } from '../../api/service.ts';
import { openDatabase } from '../../db/open.ts';
import { holdLocked, makeReadOnly } from '../support/file-locks.ts';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dominoes-retry-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('a database file refused for a reason that passes', () => {
  it.each([
    ['held locked by another program', 'db/in-use', holdLocked],
    ['not allowing writing', 'db/read-only', (file: string) => makeReadOnly(file)],
  ] as const)('%s: every call says so, and the next call after it passes opens it', async (_what, code, block) => {
    const file = join(dir, 'club.sqlite');
    openDatabase(file).close();
    const release = block(file);
    const service = openService(file, { appVersion: '1.2.3' });
    try {
      expect(await service.call('databaseInfo', {})).toMatchObject({ ok: false, error: { code } });
      expect(await service.call('listMatches', {})).toMatchObject({ ok: false, error: { code } });
      release();
      // "Try again": the screen asks for the database again.
      expect(await service.call('databaseInfo', {})).toMatchObject({ ok: true, value: { path: file } });
      expect(await service.call('createMatch', { rules: 'jamaican-partner', seats: ['Ann', 'Ben', 'Cat', 'Dan'] })).toMatchObject({ ok: true });
    } finally {
      service.close();
    }
  });
});
