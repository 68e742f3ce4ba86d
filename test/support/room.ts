/**
 * A device at a table, as the tests drive one (issue 24): HTTP to the room's listener from a
 * loopback address of its own (`localAddress`: 127.0.0.3 and up stand for the phones on the
 * club's network, ENVIRONMENT.md), with its cookie kept as a browser keeps it, the Origin its page
 * sends, and the live stream read as server-sent events. And the organizer's side: an event with
 * a round drawn and its room turned on.
 */
import { request } from 'node:http';
import { createServer } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApiResult, EventView, RoomStatus, RoundAnswer } from '../../api/contract.ts';
import type { RunningServer } from '../../server/start.ts';
import type { MatchRecord } from '../../domain/record.ts';

export interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
  readonly json: unknown;
}

export interface RoomAt {
  readonly address: string;
  readonly port: number;
}

/** ADDRESS:PORT as a Host header says it. */
export function hostHeader(room: RoomAt): string {
  return `${room.address.includes(':') ? `[${room.address}]` : room.address}:${room.port}`;
}

export class RoomDevice {
  cookie: string | null = null;
  readonly room: RoomAt;
  readonly from: string;

  constructor(room: RoomAt, from = '127.0.0.3') {
    this.room = room;
    this.from = from;
  }

  /** One request as the room's page sends it (its Origin, JSON, the cookie); `headers` replace any of these. */
  send(method: string, path: string, body: string | null, headers: Record<string, string> = {}): Promise<Answer> {
    const host = hostHeader(this.room);
    return new Promise((done, failed) => {
      const req = request(
        {
          host: this.room.address,
          port: this.room.port,
          localAddress: this.from,
          path,
          method,
          headers: {
            host,
            origin: `http://${host}`,
            ...(body !== null && { 'content-type': 'application/json' }),
            ...(this.cookie !== null && { cookie: this.cookie }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: unknown = null;
            try {
              json = text === '' ? null : JSON.parse(text);
            } catch {
              json = null;
            }
            const set = res.headers['set-cookie'];
            if (set) for (const line of set) if (line.startsWith('dominoes_room=')) this.cookie = line.split(';')[0]!;
            done({ status: res.statusCode ?? 0, headers: res.headers, text, json });
          });
        },
      );
      req.on('error', failed);
      req.end(body ?? undefined);
    });
  }

  /** POST /room/join with the code as typed. */
  join(code: string): Promise<Answer> {
    return this.send('POST', '/room/join', JSON.stringify({ code }));
  }

  /** A method of the contract through the room, as this device. */
  async call<T = unknown>(method: string, input: unknown = {}): Promise<ApiResult<T> & { status: number }> {
    const answer = await this.send('POST', `/room/api/${method}`, JSON.stringify(input));
    return { ...(answer.json as ApiResult<T>), status: answer.status };
  }

  /** The same, expecting success. */
  async ok<T = unknown>(method: string, input: unknown = {}): Promise<T> {
    const answer = await this.call<T>(method, input);
    if (!answer.ok) throw new Error(`${method}: ${answer.error.code}: ${answer.error.message}`);
    return answer.value;
  }

  /** The live stream: every event as it comes, until `stop`. */
  live(): LiveEvents {
    const host = hostHeader(this.room);
    return liveEvents({ host: this.room.address, port: this.room.port, localAddress: this.from, path: '/room/live', headers: { host, ...(this.cookie !== null && { cookie: this.cookie }) } });
  }
}

/** A stream of server-sent events as read: every event so far, `ready` once `hello` came, `stop`. */
export interface LiveEvents {
  readonly events: { event: string; data: unknown }[];
  readonly ready: Promise<void>;
  stop(): void;
}

/** GET `options.path` as an EventSource would, each event's data parsed as JSON. */
function liveEvents(options: { host: string; port: number; path: string; localAddress?: string; headers?: Record<string, string> }): LiveEvents {
  const events: { event: string; data: unknown }[] = [];
  let readyDone!: () => void;
  const ready = new Promise<void>((r) => (readyDone = r));
  const req = request({ ...options, method: 'GET', headers: { accept: 'text/event-stream', ...options.headers } }, (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
        const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '';
        events.push({ event, data: data === '' ? null : (JSON.parse(data) as unknown) });
        if (event === 'hello') readyDone();
      }
    });
    res.on('end', () => readyDone());
  });
  req.on('error', () => readyDone());
  req.end();
  return { events, ready, stop: () => req.destroy() };
}

/** A method on the organizer's listener (127.0.0.1), expecting success. */
export async function organizer<T = unknown>(server: RunningServer, method: string, input: unknown = {}): Promise<T> {
  const answer = (await server.service.call(method as never, input)) as ApiResult<T>;
  if (!answer.ok) throw new Error(`${method}: ${answer.error.code}: ${answer.error.message}`);
  return answer.value;
}

/** An evening of `pairs` pairs (Jamaican Partner, one game a round), round 1 drawn, its room on. */
export async function openEvening(server: RunningServer, pairs = 8, options: { readonly games?: number } = {}): Promise<{ event: EventView; status: RoomStatus }> {
  const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jon', 'Kim', 'Lou', 'Max', 'Ned', 'Oda', 'Pat'];
  const entrants = Array.from({ length: pairs }, (_, i) => {
    const a = `${names[(2 * i) % names.length]}${i >= 8 ? i : ''}`;
    const b = `${names[(2 * i + 1) % names.length]}${i >= 8 ? i : ''}`;
    return { id: `p${i + 1}`, name: `${a} & ${b}`, players: [a, b] };
  });
  const event = await organizer<EventView>(server, 'createEvent', {
    name: 'Club night',
    date: '2026-12-06',
    rules: 'jamaican-partner',
    entry: 'pairs',
    round: { games: options.games ?? 1 },
    pairing: 'round-robin',
    entrants,
  });
  await organizer<RoundAnswer>(server, 'drawRound', { eventId: event.id });
  const status = await organizer<RoomStatus>(server, 'setRoom', { eventId: event.id, open: true });
  return { event: await organizer<EventView>(server, 'getEvent', { eventId: event.id }), status };
}

/** The organizer's live stream (/live?event=N on 127.0.0.1): every event as it comes, until `stop`. */
export function followLive(server: RunningServer, eventId: number): LiveEvents {
  return liveEvents({ host: '127.0.0.1', port: server.port, path: `/live?event=${eventId}` });
}

/** A port free now on `address` (kept across a server's restarts, as a club's would be). */
export function freePort(address: string): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, address, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** A command a table's device sends, its match left to fill in. */
export interface DeviceOp {
  readonly method: string;
  readonly input: Record<string, unknown>;
}

/** What a scorekeeper enters to record `record`, hand by hand, each command with its place (`at`, `hand`). */
export function recordingOps(record: MatchRecord): DeviceOp[] {
  const ops: DeviceOp[] = [];
  record.hands.forEach((hand, h) => {
    ops.push({ method: 'startHand', input: { hand: h } });
    hand.moves.forEach((move, at) => ops.push({ method: 'recordMove', input: { hand: h, at, move } }));
    // The bones each seat holds, by seat as the contract takes them (the record keeps them by "0" … "3").
    const { left } = hand;
    if (left) ops.push({ method: 'settleBlock', input: { hand: h, left: record.seats.map((_, seat) => left[String(seat)] ?? null) } });
  });
  return ops;
}
