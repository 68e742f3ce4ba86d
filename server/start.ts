/**
 * Starting browser mode's server: in-process for tests (`startServer`), or from the command line
 * (main.ts, `npm run serve`). Listens on 127.0.0.1 only.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { openService } from '../api/service.ts';
import type { Service } from '../api/service.ts';
import { createApp } from './app.ts';
import { bindRoomListener } from './room.ts';
import type { RoomListener } from './room.ts';
import { fixedRoomHost } from './room-host.ts';

const root = resolve(import.meta.dirname, '..');

/** Where `npm run build` puts the renderer. */
export const BUILT_RENDERER = join(root, 'out/renderer');

export interface ServerOptions {
  /** 0 lets the system choose a free port. */
  readonly port: number;
  readonly dbFile: string;
  /** The built renderer to serve; null for the API alone. Defaults to out/renderer. */
  readonly rendererDir?: string | null;
  /** Where a bug's details are written (the browser only sees 'internal'). */
  readonly logBug?: (line: string) => void;
  /**
   * The room's listener (issue 24, `--room ADDRESS:PORT`): opened at start on that address of this
   * machine, answering the devices of the events whose room the organizer turns on. Left out,
   * no room (the default: nothing listens beyond 127.0.0.1).
   */
  readonly room?: { readonly address: string; readonly port: number };
  /** The service's clock (tests). */
  readonly now?: () => number;
}

export interface RunningServer {
  /** "http://127.0.0.1:PORT/" */
  readonly url: string;
  readonly port: number;
  readonly service: Service;
  /** The room's listener, when started with one. */
  readonly room: RoomListener | null;
  close(): Promise<void>;
}

export function appVersion(): string {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
}

export class NotBuiltError extends Error {
  constructor(dir: string) {
    super(`The app is not built: ${join(dir, 'index.html')} is missing. Run \`npm run build\` first, then \`npm run serve\` again.`);
    this.name = 'NotBuiltError';
  }
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const rendererDir = options.rendererDir === undefined ? BUILT_RENDERER : options.rendererDir;
  if (rendererDir !== null && !existsSync(join(rendererDir, 'index.html'))) throw new NotBuiltError(rendererDir);
  const log = options.logBug ?? ((line: string) => process.stderr.write(`${line}\n`));
  // The port is taken before the database file is opened: a port in use (another server, a second
  // `npm run serve`) is refused with nothing created, not even an empty file (issue 18 item 11).
  // Requests are answered only once the file is open; none can come before (no await between).
  let app: ReturnType<typeof createApp> | null = null;
  const server = await new Promise<ReturnType<typeof serve>>((listening, failed) => {
    const s = serve(
      { fetch: (request, env) => (app ? app.fetch(request, env) : new Response('starting', { status: 503 })), port: options.port, hostname: '127.0.0.1' },
      () => listening(s),
    );
    s.once('error', failed);
  });
  // The room's address is taken now too (issue 24, `--room`): one in use, or not this machine's, is
  // refused before the database file is made.
  let roomBound: Awaited<ReturnType<typeof bindRoomListener>> | null = null;
  if (options.room) {
    try {
      roomBound = await bindRoomListener(options.room.address, options.room.port);
    } catch (e) {
      await new Promise((closed) => server.close(closed));
      throw e;
    }
  }
  const room = roomBound?.listener ?? null;
  let service: Service;
  try {
    service = openService(options.dbFile, {
      appVersion: appVersion(),
      logBug: (method, cause) => log(`Bug in ${method}: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`),
      ...(room && { roomHost: fixedRoomHost(room) }),
      ...(options.now && { now: options.now }),
    });
  } catch (e) {
    await room?.close();
    await new Promise((closed) => server.close(closed));
    throw e;
  }
  roomBound?.attach(service, rendererDir);
  const port = (server.address() as AddressInfo).port;
  app = createApp(service, { port: () => port, rendererDir, database: options.dbFile });
  return {
    url: `http://127.0.0.1:${port}/`,
    port,
    service,
    room,
    close: async () => {
      await room?.close();
      return new Promise<void>((closed, failed) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close((error) => {
          service.close();
          if (error) failed(error);
          else closed();
        });
      });
    },
  };
}
