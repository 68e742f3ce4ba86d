/**
 * `npm run serve` on a port already in use (issue 18 item 11): it says so and leaves nothing
 * behind, no empty database file beside the one asked for. The port is taken before the file is
 * opened.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../server/start.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-port-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A port held by another program on 127.0.0.1. */
function holdPort(): Promise<Server> {
  return new Promise((listening) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => listening(s));
  });
}

describe('the server on a port already in use', () => {
  it('is refused with EADDRINUSE and creates no database file', async () => {
    const held = await holdPort();
    try {
      const port = (held.address() as AddressInfo).port;
      const dbFile = join(dir, 'never.sqlite');
      await expect(startServer({ port, dbFile, rendererDir: null })).rejects.toMatchObject({ code: 'EADDRINUSE' });
      expect(existsSync(dbFile)).toBe(false);
      expect(readdirSync(dir)).toEqual([]);
    } finally {
      await new Promise((closed) => held.close(closed));
    }
  });

  it('on a free port opens the file and serves it', async () => {
    const dbFile = join(dir, 'served.sqlite');
    const server = await startServer({ port: 0, dbFile, rendererDir: null });
    try {
      expect(existsSync(dbFile)).toBe(true);
      const r = await fetch(new URL('/api/appVersion', server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(((await r.json()) as { ok: boolean }).ok).toBe(true);
    } finally {
      await server.close();
    }
  });
});
