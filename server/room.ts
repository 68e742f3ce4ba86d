/**
 * The room's listener (issue 24): a second HTTP server, on the address of the club's network the
 * organizer chose, that serves the devices at the tables and the room's display, and nothing else.
 * The organizer's API is not here at all (it stays on 127.0.0.1, server/app.ts): simpler to trust
 * than a check on every route.
 *
 * What it answers:
 * - `GET /` (and the page's assets): the devices' and the display's page (out/renderer/room.html).
 * - `POST /room/join` `{"code": "…"}`: 204 with the credential in an HttpOnly, SameSite=Strict
 *   cookie; 401 for a wrong or ended code (or a room turned off); 429 with Retry-After while the
 *   address is slowed down (domain/room/limiter.ts). Every attempt looked at is logged for the
 *   organizer (db/room.ts).
 * - `POST /room/leave`: the cookie cleared (the device joins another table).
 * - `POST /room/api/<method>`: a method of the contract, as the credential's caller (api/access.ts
 *   holds it to its table or event; everything else is refused there).
 * - `GET /room/live`: the caller's changes as server-sent events (its table, the clock, being cut
 *   off), so a device and the display follow without polling.
 *
 * Host and Origin are checked as strictly as on the organizer's listener: the Host must name this
 * listener's address and port (DNS rebinding), a call must come from its own page (Origin, or the
 * browser's Sec-Fetch-Site), and be JSON; bodies are limited; every answer carries the app's CSP.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { streamSSE } from 'hono/streaming';
import { API_ERROR_CODES, MAX_BODY_BYTES, isApiMethod, strictRefusal } from '../api/contract.ts';
import type { Caller } from '../api/access.ts';
import type { LiveChange } from '../api/live.ts';
import type { Service } from '../api/service.ts';
import { STREAM_GRACE_MS } from '../api/room-service.ts';
import { readInputText } from '../domain/record.ts';
import { CONTENT_SECURITY_POLICY } from '../electron/security.ts';
import { quoted, refuse } from './app.ts';

/** The credential's cookie: HttpOnly (no script reads it), SameSite=Strict (no other site sends it), on /room only. */
export const ROOM_COOKIE = 'dominoes_room';
/** A credential outlives any evening; the round closing ends it long before (db/room.ts). */
const COOKIE_SECONDS = 24 * 60 * 60;
/** A join's body is a code: a few bytes. */
const MAX_JOIN_BYTES = 1024;
/** How often a live stream says it is still there (proxies and phones drop a silent connection). */
const KEEPALIVE_MS = 20_000;

export interface RoomAppOptions {
  /** The Host header the listener answers to: ADDRESS:PORT, an IPv6 address in brackets. */
  readonly host: () => string;
  /** The built renderer (out/renderer), or null to serve the calls alone (tests). */
  readonly rendererDir: string | null;
  /** Where a request comes from (the socket's address); tests may give their own. */
  readonly remoteAddress?: (c: Context) => string;
}


/** The socket's address, as the limiter and the log count it. */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The body, refused over `limit` bytes: by its Content-Length, or as it streams in. */
async function bodyText(c: Context, limit: number): Promise<string | null> {
  const length = c.req.header('content-length');
  if (length !== undefined && /^\d+$/.test(length) && Number(length) > limit) return null;
  const text = await c.req.text();
  return Buffer.byteLength(text, 'utf8') > limit ? null : text;
}

export function createRoomApp(service: Service, options: RoomAppOptions): Hono {
  const app = new Hono();
  const addressOf = options.remoteAddress ?? socketAddress;
  const origin = () => `http://${options.host()}`;

  app.use('*', async (c, next) => {
    const host = (c.req.header('host') ?? '').toLowerCase();
    if (host !== options.host().toLowerCase()) {
      const shown = quoted(c.req.header('host') ?? '', 60);
      return refuse(c, 403, API_ERROR_CODES.forbiddenHost, `This room answers only as ${options.host()}, not as ${shown}.`, { ip: options.host(), local: options.host(), host: shown });
    }
    c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Frame-Options', 'DENY');
    await next();
    return undefined;
  });

  // Every call: from the room's own page, as JSON.
  app.use('/room/*', async (c, next) => {
    c.header('Cache-Control', 'no-store');
    const from = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    if ((from !== undefined && from !== origin()) || (site !== undefined && site !== 'same-origin' && site !== 'none')) {
      return refuse(c, 403, API_ERROR_CODES.forbiddenOrigin, 'Requests to the room must come from its own page.', {});
    }
    if (c.req.method === 'POST' && !(c.req.header('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      const found = quoted(c.req.header('content-type') ?? '', 60);
      return refuse(c, 415, API_ERROR_CODES.contentType, `Send the input as JSON (Content-Type: application/json), not as ${found}.`, { found });
    }
    await next();
    return undefined;
  });

  app.post('/room/join', async (c) => {
    const text = await bodyText(c, MAX_JOIN_BYTES);
    if (text === null) return refuse(c, 413, API_ERROR_CODES.tooLarge, 'A join is a code: nothing this large.', { mb: 0 });
    const input = readInputText(text);
    const code = input.ok && typeof input.value === 'object' && input.value !== null && !Array.isArray(input.value) ? (input.value as Record<string, unknown>)['code'] : undefined;
    const joined = service.roomAccess.join(code, addressOf(c), (c.req.header('user-agent') ?? '').slice(0, 200));
    if (!joined.ok) {
      if (joined.retryAfterMs !== undefined) c.header('Retry-After', String(Math.ceil(joined.retryAfterMs / 1000)));
      return c.json({ ok: false, error: joined.error }, joined.status);
    }
    setCookie(c, ROOM_COOKIE, joined.token, { httpOnly: true, sameSite: 'Strict', path: '/room', maxAge: COOKIE_SECONDS });
    c.header('X-Dominoes-Joined', joined.kind);
    return c.body(null, 204);
  });

  app.post('/room/leave', (c) => {
    deleteCookie(c, ROOM_COOKIE, { path: '/room' });
    return c.body(null, 204);
  });

  /** The caller the request's credential names, or the refusal to answer with. */
  const callerOf = (c: Context): { caller: Caller } | { refused: Response } => {
    const found = service.roomAccess.caller(getCookie(c, ROOM_COOKIE));
    if (found.ok) return { caller: found.value };
    return { refused: c.json({ ok: false, error: found.error }, 401) };
  };

  app.post('/room/api/:method', async (c) => {
    const method = c.req.param('method');
    const who = callerOf(c);
    if ('refused' in who) return who.refused;
    if (!isApiMethod(method)) {
      const named = quoted(method, 40);
      return refuse(c, 404, API_ERROR_CODES.unknownMethod, `There is no method ${named}.`, { method: named });
    }
    // Nothing a device or the display may call takes a file: the usual limit holds for every call
    // (an import is the organizer's, on 127.0.0.1 only).
    const text = await bodyText(c, MAX_BODY_BYTES);
    if (text === null) return refuse(c, 413, API_ERROR_CODES.tooLarge, `The request is larger than ${Math.round(MAX_BODY_BYTES / 1024 / 1024)} MB: nothing was done.`, { mb: 1 });
    const input = readInputText(text);
    if (!input.ok && input.error.code === 'record/not-json') return refuse(c, 400, API_ERROR_CODES.bodyNotJson, 'The request body is not valid JSON: nothing was done.', {});
    if (!input.ok) return c.json({ ok: false, error: strictRefusal(input.error) });
    return c.json(await service.call(method, input.value, who.caller));
  });

  app.get('/room/live', (c) => {
    const who = callerOf(c);
    if ('refused' in who) return who.refused;
    const { caller } = who;
    return streamSSE(c, async (stream) => {
      const id = randomUUID();
      let pending: Promise<void> = Promise.resolve();
      const send = (event: string, data: unknown) => {
        pending = pending.then(() => stream.writeSSE({ event, data: JSON.stringify(data), id })).catch(() => undefined);
      };
      let ended = false;
      const end = (reason: string) => {
        if (ended) return;
        ended = true;
        send('ended', { reason });
        void pending.then(() => stream.close());
      };
      const deviceId = caller.kind === 'organizer' ? null : caller.deviceId;
      if (deviceId !== null) service.room.streamOpened(deviceId);
      // The organizer's round screen shows the table's device as connected.
      if (caller.kind === 'device') service.bus.publish({ kind: 'table', eventId: caller.eventId, round: caller.round, table: caller.table, origin: 'room' });
      const unsubscribe = service.bus.subscribe((change: LiveChange) => {
        if (ended || caller.kind === 'organizer') return;
        if (change.eventId !== caller.eventId) return;
        if (change.kind === 'device' && change.deviceId === caller.deviceId) return end(API_ERROR_CODES.roomDisconnected);
        // Only a change of the whole event (a round drawn, the room off) can end what it reaches.
        const gone = change.kind === 'event' ? service.roomAccess.recheck(caller) : null;
        if (gone) return end(gone.code);
        if (change.kind === 'clock') return send('clock', {});
        if (caller.kind === 'display') return send('changed', { kind: change.kind });
        if (change.kind === 'table' && change.round === caller.round && change.table === caller.table) {
          // Its own writes it knows already; others' (the organizer's, another device's) it reads again.
          send('table', { origin: change.origin === `device:${caller.deviceId}` ? 'self' : 'other' });
        } else if (change.kind === 'event') send('event', {});
      });
      send('hello', { kind: caller.kind });
      const keepalive = setInterval(() => send('ping', {}), KEEPALIVE_MS);
      await new Promise<void>((closed) => {
        stream.onAbort(() => closed());
        const poll = setInterval(() => {
          if (ended || stream.closed || stream.aborted) {
            clearInterval(poll);
            closed();
          }
        }, 1000);
      });
      clearInterval(keepalive);
      unsubscribe();
      if (deviceId !== null) {
        service.room.streamClosed(deviceId);
        if (caller.kind === 'device') {
          const gone = () => service.bus.publish({ kind: 'table', eventId: caller.eventId, round: caller.round, table: caller.table, origin: 'room' });
          gone();
          // Said again once the grace is over, when the round screen stops counting it as there.
          setTimeout(gone, STREAM_GRACE_MS + 100).unref();
        }
      }
    });
  });

  // The page: room.html for the address itself, its assets beside it; nothing of the organizer's.
  if (options.rendererDir !== null) {
    const page = join(options.rendererDir, 'room.html');
    app.get('/', (c) => (existsSync(page) ? c.html(readFileSync(page, 'utf8')) : refuse(c, 404, API_ERROR_CODES.notFound, 'The room page is not built.', { path: '"/"' })));
    app.get('/assets/*', serveStatic({ root: options.rendererDir }));
    app.get('/favicon.ico', (c) => c.body(null, 204));
  }
  app.notFound((c) => {
    const path = quoted(c.req.path, 80);
    return refuse(c, 404, API_ERROR_CODES.notFound, `Nothing at ${path}.`, { path });
  });
  return app;
}

/** How an address is written in a URL and a Host header: IPv6 in brackets. */
export function hostOf(address: string, port: number): string {
  return `${address.includes(':') ? `[${address}]` : address}:${port}`;
}

export interface RoomListener {
  readonly address: string;
  readonly port: number;
  /** http://ADDRESS:PORT/ */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * Takes the room's address and port (0: the system picks) before anything else is made, so that
 * an address in use or not this machine's is refused with nothing created; requests are answered
 * once `attach` gives the service (before that, 503).
 */
export async function bindRoomListener(address: string, port: number): Promise<{ readonly listener: RoomListener; attach(service: Service, rendererDir: string | null): void }> {
  let app: Hono | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((listening, failed) => {
    const s = serve({ fetch: (request, env) => (app ? app.fetch(request, env) : new Response('starting', { status: 503 })), port, hostname: address }, () => listening(s));
    s.once('error', failed);
  });
  const bound = (server.address() as AddressInfo).port;
  const host = hostOf(address, bound);
  const listener: RoomListener = {
    address,
    port: bound,
    url: `http://${host}/`,
    close: () =>
      new Promise<void>((closed) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => closed());
      }),
  };
  return { listener, attach: (service, rendererDir) => (app = createRoomApp(service, { host: () => host, rendererDir })) };
}

/** Starts the room's listener for `service` on `address` and `port` (0: the system picks). */
export async function startRoomListener(service: Service, address: string, port: number, rendererDir: string | null): Promise<RoomListener> {
  const bound = await bindRoomListener(address, port);
  bound.attach(service, rendererDir);
  return bound.listener;
}
