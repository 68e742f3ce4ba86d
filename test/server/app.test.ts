/**
 * The HTTP side without a socket (hono's app.request): the page carries the app's CSP, a bug
 * reaches the browser as 'internal' without its details, and only this server's own names are
 * answered.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { invoke } from '../../api/contract.ts';
import type { ApiHandlers } from '../../api/contract.ts';
import type { Service } from '../../api/service.ts';
import { CONTENT_SECURITY_POLICY } from '../../electron/security.ts';
import { SHOWN_DATABASE_HEADER } from '../../api/methods.ts';
import { createApp } from '../../server/app.ts';
import { startServer } from '../../server/start.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-app-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Dominoes</title>');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PORT = 5999;
const secret = 'SqliteError: disk I/O error at /home/ann/.config/secret/matches.sqlite';
const bugged: Pick<Service, 'handlers' | 'call' | 'close'> = {
  handlers: {} as ApiHandlers,
  call: (method, raw) =>
    invoke({ listMatches: () => { throw new Error(secret); } } as unknown as ApiHandlers, method, raw),
  close: () => {},
};
const app = createApp(bugged, { port: () => PORT, rendererDir: dir });
const own = { host: `127.0.0.1:${PORT}` };

describe('the HTTP app', () => {
  it('serves the page with the app’s Content-Security-Policy', async () => {
    const page = await app.request('/', { headers: own });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Dominoes</title>');
    expect(page.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers the api with the same headers and no-store, a refusal too', async () => {
    const post = (headers: Record<string, string>) => app.request('/api/listMatches', { method: 'POST', headers: { ...own, ...headers }, body: '{}' });
    // An answer (here the 'internal' one), and a refusal made before the method runs (not JSON).
    for (const answer of [await post({ 'content-type': 'application/json' }), await post({ 'content-type': 'text/plain' })]) {
      expect(answer.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('answers as localhost too, but not under another name or port', async () => {
    expect((await app.request('/', { headers: { host: `localhost:${PORT}` } })).status).toBe(200);
    expect((await app.request('/', { headers: { host: `127.0.0.1:${PORT + 1}` } })).status).toBe(403);
    expect((await app.request('/', { headers: { host: 'dominoes.example' } })).status).toBe(403);
  });

  it('turns a bug into an internal error without its details', async () => {
    const answer = await app.request('/api/listMatches', { method: 'POST', headers: { ...own, 'content-type': 'application/json' }, body: '{}' });
    const body = (await answer.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body.ok).toBe(false);
    expect(body.error.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(JSON.stringify(body)).not.toContain('Sqlite');
  });

  it('serves nothing outside the built renderer', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/index.html/../../package.json']) {
      const answer = await app.request(path, { headers: own });
      expect(answer.status).toBe(404);
    }
    // Commands are POST only.
    const get = await app.request('/api/listMatches', { headers: own });
    expect(get.status).toBeGreaterThanOrEqual(400);
  });
});

// A page left open while the server was started again on another file holds that file's match ids:
// it says which file it was shown (SHOWN_DATABASE_HEADER), and another file refuses it, untouched.
describe('a page shown another database file', () => {
  const file = '/home/ann/dominó/club.sqlite';
  const calls: string[] = [];
  const counting: Pick<Service, 'handlers' | 'call' | 'close'> = { handlers: {} as ApiHandlers, call: async (method) => (calls.push(method), { ok: true, value: [] }), close: () => {} };
  const served = createApp(counting, { port: () => PORT, rendererDir: null, database: file });
  const post = (shown?: string) =>
    served.request('/api/listMatches', {
      method: 'POST',
      headers: { ...own, 'content-type': 'application/json', ...(shown !== undefined && { [SHOWN_DATABASE_HEADER]: shown }) },
      body: '{}',
    });

  it('is refused with both files named, and nothing runs', async () => {
    for (const shown of [encodeURIComponent('/home/ann/other.sqlite'), '%E0%A4%A', encodeURIComponent(`${file} `)]) {
      const answer = await post(shown);
      expect(answer.status).toBe(409);
      const body = (await answer.json()) as { ok: boolean; error: { code: string; params: Record<string, string> } };
      expect(body.error.code).toBe('http/database-changed');
      expect(body.error.params['file']).toBe(file);
    }
    expect(calls).toEqual([]);
  });

  it('the file it was shown, or none said (a script, the first call), is answered', async () => {
    expect((await post(encodeURIComponent(file))).status).toBe(200);
    expect((await post()).status).toBe(200);
    expect(calls).toEqual(['listMatches', 'listMatches']);
  });
});

describe('startServer', () => {
  it('refuses to start without a built renderer, saying to run the build', async () => {
    await expect(startServer({ port: 0, dbFile: join(dir, 'm.sqlite'), rendererDir: join(dir, 'not-built') })).rejects.toThrow(
      /npm run build/,
    );
  });
});
