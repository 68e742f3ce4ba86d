/**
 * Browser mode's HTTP side: the same contract as the desktop app's IPC, as JSON over HTTP
 * (POST /api/<method>, the input as the body, an ApiResult as the answer), and the built renderer
 * as static files. Routing, body limits and static files come from hono; this file only says
 * what the app allows.
 *
 * It listens on 127.0.0.1 only (start.ts) and trusts nothing else about a request:
 * - the Host header must name this server (127.0.0.1 or localhost and its port), which defeats DNS
 *   rebinding: a page on another site cannot reach it under its own name;
 * - an API call must be JSON and come from this origin: a page elsewhere can only send a "simple"
 *   cross-site request (form, text/plain), which is refused, and no CORS header ever lets its
 *   script read an answer;
 * - a page that says which database file it was shown (SHOWN_DATABASE_HEADER) is refused when the
 *   server now keeps another one: its match ids are that file's (started again with another --db);
 * - bodies are limited (MAX_BODY_BYTES; an imported record file, MAX_IMPORT_BODY_BYTES; an
 *   imported event file, MAX_EVENT_IMPORT_BODY_BYTES), and imports (records and events) are read
 *   one at a time, so that a flood of them never holds up a move;
 * - every answer carries the app's Content-Security-Policy (electron/security.ts).
 */
import { Hono } from 'hono';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { serveStatic } from '@hono/node-server/serve-static';
import { API_ERROR_CODES, MAX_BODY_BYTES, MAX_EVENT_IMPORT_BODY_BYTES, MAX_IMPORT_BODY_BYTES, isApiMethod, strictRefusal } from '../api/contract.ts';
import { SHOWN_DATABASE_HEADER, apiPath } from '../api/methods.ts';
import { readInputText } from '../domain/record.ts';
import type { RecordError } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { cutQuote } from '../domain/strict-json.ts';
import type { ApiError } from '../api/contract.ts';
import type { Service } from '../api/service.ts';
import { CONTENT_SECURITY_POLICY } from '../electron/security.ts';
import { organizerLive } from './live.ts';

export interface AppOptions {
  /** The port the server listens on, asked when a request arrives (it may be chosen by the OS). */
  readonly port: () => number;
  /** The built renderer (out/renderer), or null to serve the API alone. */
  readonly rendererDir: string | null;
  /**
   * The database file the service was opened on (what databaseInfo says). A page that was shown
   * another one sends its name (SHOWN_DATABASE_HEADER) and is refused: the server was started
   * again on another file while the page was open, and the match ids it holds are another file's.
   */
  readonly database?: string;
}

/** A refusal answered by the transport itself, as the contract's error (the room's listener answers so too). */
export function refuse(c: Context, status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429, code: string, message: string, params?: ApiError['params']) {
  const error: ApiError = { code, message, ...(params && { params }) };
  return c.json({ ok: false, error }, status);
}

function tooLarge(c: Context, limit: number) {
  const mb = Math.round(limit / 1024 / 1024);
  return refuse(c, 413, API_ERROR_CODES.tooLarge, `The request is larger than ${mb} MB: nothing was done.`, { mb });
}

/**
 * Bodies over the limit are refused before they are read: MAX_BODY_BYTES, or for an import
 * MAX_IMPORT_BODY_BYTES (MAX_EVENT_IMPORT_BODY_BYTES for an event file), so that Import takes
 * every record (16 MB) and every event file (64 MB) the referee reads. A body that
 * declares its length (what browsers and Node's fetch send for a JSON string) is judged by that
 * header: Node's parser never reads past it. Only a body without one (chunked) goes through hono's
 * `bodyLimit`, which counts the bytes as they stream in.
 *
 * Why not `bodyLimit` for every request: it looks at `c.req.raw.body`, which makes
 * @hono/node-server build a full web Request with a stream over the socket, and the body is then
 * read through that stream instead of straight from Node's buffer: a few tenths of a millisecond
 * on every move recorded (issue 5, "Speed"; docs/architecture.md).
 */
/** The methods that take a whole file as their body: a record, an event file. */
const IMPORT_PATHS: ReadonlySet<string> = new Set([apiPath('importRecord'), apiPath('importEvent'), apiPath('importTableGame')]);

function sizeLimit(): MiddlewareHandler {
  const limited = (limit: number) => ({ limit, streamed: bodyLimit({ maxSize: limit, onError: (c) => tooLarge(c, limit) }) });
  const usual = limited(MAX_BODY_BYTES);
  // The imports take a whole file: a record (16 MB), an event file (64 MB, issue 17).
  const imports = new Map([
    [apiPath('importRecord'), limited(MAX_IMPORT_BODY_BYTES)],
    [apiPath('importTableGame'), limited(MAX_IMPORT_BODY_BYTES)],
    [apiPath('importEvent'), limited(MAX_EVENT_IMPORT_BODY_BYTES)],
  ]);
  return async (c, next) => {
    const { limit, streamed } = imports.get(c.req.path) ?? usual;
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined || !/^\d+$/.test(length)) return streamed(c, next);
    if (Number(length) > limit) return tooLarge(c, limit);
    await next();
    return undefined;
  };
}

/**
 * Imports one at a time, each body read only when its turn comes (issue 18 item 16: a flood of
 * 2 to 18 MB imports, 12 a second, was read and parsed all at once, and a move of another table
 * waited seconds, longer the longer the flood). A waiting import's body stays in its socket (Node
 * stops reading a request nobody reads), and after each import the requests that came meanwhile
 * (the other tables' moves) are answered before the next import starts: setImmediate runs after
 * the I/O already waiting.
 */
function oneImportAtATime(): MiddlewareHandler {
  let turn: Promise<void> = Promise.resolve();
  return async (c, next) => {
    if (!IMPORT_PATHS.has(c.req.path)) return next();
    const before = turn;
    let done!: () => void;
    turn = new Promise<void>((resolve) => (done = resolve));
    await before;
    try {
      await next();
    } finally {
      setImmediate(done);
    }
    return undefined;
  };
}

/** Text from a request, quoted and cut short for a message (it comes from outside: any length, any characters). */
export function quoted(text: string, most: number): string {
  return text.length > most ? cutQuote(text, most) : JSON.stringify(text);
}

/** A header's URI-encoded text, or null when it is not (a page of ours always encodes it). */
function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** JSON.parse as the strict reading answers, for the one body not read strictly (an import's). */
function plainJson(text: string): Result<unknown, RecordError> {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: { code: 'record/not-json', message: 'The request body is not valid JSON.', hand: null, move: null, field: null } };
  }
}

export function createApp(service: Pick<Service, 'call' | 'importBody'> & Partial<Pick<Service, 'bus' | 'roomAccess'>>, options: AppOptions): Hono {
  const app = new Hono();
  const shownDatabase = options.database === undefined ? undefined : encodeURIComponent(options.database);
  const origins = () => [`127.0.0.1:${options.port()}`, `localhost:${options.port()}`];

  app.use('*', async (c, next) => {
    const host = c.req.header('host') ?? '';
    if (!origins().includes(host.toLowerCase())) {
      const [ip, local] = origins();
      const shown = quoted(host, 60);
      return refuse(c, 403, API_ERROR_CODES.forbiddenHost, `This server answers only as ${ip} or ${local}, not as ${shown}.`, { ip: ip!, local: local!, host: shown });
    }
    // Set before the answer is made, so that it is made with them. Set after, each would turn
    // @hono/node-server's plain answer into a web Response whose body is then read back through a
    // stream: garbage and a few tenths of a millisecond on every move recorded (issue 5, "Speed").
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    await next();
    return undefined;
  });

  app.use(
    '/api/*',
    async (c, next) => {
      c.header('Cache-Control', 'no-store');
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if ((origin !== undefined && !origins().map((o) => `http://${o}`).includes(origin)) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
        return refuse(c, 403, API_ERROR_CODES.forbiddenOrigin, 'Requests to the scorekeeper must come from its own page.', {});
      }
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
        const found = quoted(c.req.header('content-type') ?? '', 60);
        return refuse(c, 415, API_ERROR_CODES.contentType, `Send the input as JSON (Content-Type: application/json), not as ${found}.`, { found });
      }
      const shown = c.req.header(SHOWN_DATABASE_HEADER);
      // As our page sends it, the file's name encoded once (not decoded on every move).
      if (shown !== undefined && options.database !== undefined && shown !== shownDatabase) {
        const file = decoded(shown);
        if (file !== options.database) {
          return refuse(
            c,
            409,
            API_ERROR_CODES.dbChanged,
            `This page shows the matches of ${file ?? 'another database file'}, but the server now keeps ${options.database}: nothing was done. Reload the page.`,
            { shown: file ?? '', file: options.database },
          );
        }
      }
      await next();
      return undefined;
    },
    sizeLimit(),
    oneImportAtATime(),
  );

  // The organizer's live stream (issue 24; server/live.ts): from this page only, like the calls.
  const { bus, roomAccess } = service;
  if (bus && roomAccess) {
    app.get('/live', (c) => {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      if ((origin !== undefined && !origins().map((o) => `http://${o}`).includes(origin)) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
        return refuse(c, 403, API_ERROR_CODES.forbiddenOrigin, 'Requests to the scorekeeper must come from its own page.', {});
      }
      c.header('Cache-Control', 'no-store');
      return organizerLive(c, { bus, roomAccess });
    });
  }

  app.post('/api/:method', async (c) => {
    const method = c.req.param('method');
    if (!isApiMethod(method)) {
      const named = quoted(method, 40);
      return refuse(c, 404, API_ERROR_CODES.unknownMethod, `There is no method ${named}.`, { method: named });
    }
    // The record file's strict reading (issue 18 item 17): a key given twice is refused, not read
    // as its last value, and so is a key such as "__proto__" (JSON.parse keeps it, as an own key
    // the contract's schema would then drop). An import's body is `{ "text": … }` around a record
    // file, which the import reads strictly itself: scanning the wrapper too would cost as much
    // again (about 0.3 s for 16 MB) while every other table waits; its keys are still checked (invoke).
    // An event file's import (up to 64 MB) is the same: parseEvent reads its text strictly.
    const imports = method === 'importRecord' || method === 'importEvent';
    // An import's body goes as it came to the worker that checks its file (api/import-runner.ts):
    // parsed here, the JSON around a 58 MB file held every other request half a second.
    const body = imports ? new Uint8Array(await c.req.arrayBuffer()) : null;
    const read = imports && body && (await service.importBody?.(method, body));
    if (read) return c.json(read);
    const text = body ? new TextDecoder().decode(body) : await c.req.text();
    const input = imports || method === 'importTableGame' ? plainJson(text) : readInputText(text);
    if (!input.ok && input.error.code === 'record/not-json') {
      return refuse(c, 400, API_ERROR_CODES.bodyNotJson, 'The request body is not valid JSON: nothing was done.', {});
    }
    if (!input.ok) return c.json({ ok: false, error: strictRefusal(input.error) });
    // Expected failures are answers too (200 with ok: false): the transport worked.
    return c.json(await service.call(method, input.value));
  });

  if (options.rendererDir !== null) {
    app.get('*', serveStatic({ root: options.rendererDir }));
  }
  app.notFound((c) => {
    const path = quoted(c.req.path, 80);
    return refuse(c, 404, API_ERROR_CODES.notFound, `Nothing at ${path}.`, { path });
  });
  return app;
}
