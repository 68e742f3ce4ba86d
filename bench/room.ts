/**
 * The room's speed (issue 24, "`npm run bench`: 16 devices recording at once over HTTP: a move's
 * p99 against the HTTP+commit floor measured in the same run, and from a move's commit to the
 * organizer's round screen showing it (aim: p99 under 250 ms on this machine)").
 *
 * The real server process (`npm run serve --api-only --room 127.0.0.2:PORT`) with an event of 16
 * tables and its room on; 16 devices, each from a loopback address of its own with its cookie,
 * each recording a random legal game at its table (moves with their place, `at`), one move every
 * MOVE_GAP_MS (a scorekeeper's second or so, compressed so that 16 tables give the server more
 * than an evening's load); the organizer's round screen follows the event's live stream
 * (/live?event=N, server-sent events) in this process. Then the same 16 clients at the same pace
 * post the same bodies to bench/floor-server.ts (node:http, one committed row a request, nothing
 * else): the floor under a move over HTTP with a durable commit on this machine, measured in the
 * same run.
 *
 * commit → round screen: each `table` event carries the table's `lastMoveAt`, the time the server
 * stamped on the move it just committed (db/room.ts, moves.at, this machine's clock); the figure is
 * the event's arrival here less that time, per move. The page draws it a frame later.
 *
 * `node bench/room.ts` alone, or `npm run bench -- --only room`.
 */
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomMatchRecord, rng } from '../test/support/random.ts';
import { freePort, recordingOps } from '../test/support/room.ts';
import type { DeviceOp } from '../test/support/room.ts';
import { startUrlProcess, stopServerProcess } from '../test/support/server-process.ts';
import { figure, median, note, percentile } from './report.ts';

const DEVICES = 16;
/** A device's moves timed (its game's first, a whole game to 3 being some 60 to 90). */
const MOVES = 60;
/** Between one move's answer and the next move at a table (a scorekeeper takes one to three seconds). */
const MOVE_GAP_MS = [40, 120] as const;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));


interface Answer {
  readonly status: number;
  readonly text: string;
  readonly cookie: string | null;
}

/** One request over a kept-alive connection of the client's own, from its own loopback address. */
function request(agent: http.Agent, url: string, body: string, headers: Record<string, string>, localAddress?: string): Promise<Answer> {
  return new Promise((answered, failed) => {
    const req = http.request(url, { method: 'POST', agent, ...(localAddress && { localAddress }), headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => {
        const set = res.headers['set-cookie']?.find((c) => c.startsWith('dominoes_room='));
        answered({ status: res.statusCode ?? 0, text, cookie: set ? set.split(';')[0]! : null });
      });
    });
    req.on('error', failed);
    req.end(body);
  });
}

async function organizer<T>(url: string, method: string, input: unknown): Promise<T> {
  const agent = new http.Agent({ keepAlive: false });
  const answer = await request(agent, `${url}api/${method}`, JSON.stringify(input), {});
  const result = JSON.parse(answer.text) as { ok: boolean; value: T; error?: { message: string } };
  if (!result.ok) throw new Error(`${method}: ${result.error!.message}`);
  return result.value;
}

type Op = DeviceOp;

function opsOf(seed: number): Op[] {
  return recordingOps(randomMatchRecord(seed, 1000, { options: { target: 3 } }));
}

/** The organizer's live stream: for every `table` event, its arrival less the committed move's time. */
function follow(url: string, eventId: number): { readonly lags: number[]; stop(): void; ready: Promise<void> } {
  const lags: number[] = [];
  let ready!: () => void;
  const opened = new Promise<void>((r) => (ready = r));
  const seen = new Map<number, string>();
  const req = http.request(`${url}live?event=${eventId}`, { method: 'GET', headers: { accept: 'text/event-stream' } }, (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      const now = Date.now();
      buffer += chunk;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        if (event === 'hello') ready();
        if (event !== 'table') continue;
        const data = JSON.parse(/^data: ?(.*)$/m.exec(block)![1]!) as { table: number; live: { lastMoveAt: string | null } | null };
        const at = data.live?.lastMoveAt ?? null;
        // One figure per move: the first event that shows it (a device joining repeats the last).
        if (at === null || seen.get(data.table) === at) continue;
        seen.set(data.table, at);
        lags.push(now - Date.parse(at));
      }
    });
  });
  req.end();
  return { lags, stop: () => req.destroy(), ready: opened };
}

/** Each client posts its bodies one after another, MOVE_GAP_MS apart; the times of the answers. */
async function paced(clients: readonly { send: (op: Op) => Promise<void>; ops: readonly Op[] }[], seed: number): Promise<number[]> {
  const random = rng(seed);
  const times: number[] = [];
  await Promise.all(
    clients.map(async (client) => {
      await sleep(random() * MOVE_GAP_MS[1]);
      for (const op of client.ops) {
        const start = performance.now();
        await client.send(op);
        if (op.method === 'recordMove') times.push(performance.now() - start);
        await sleep(MOVE_GAP_MS[0] + random() * (MOVE_GAP_MS[1] - MOVE_GAP_MS[0]));
      }
    }),
  );
  return times;
}

export async function roomFigures(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-bench-room-'));
  try {
    const roomPort = await freePort('127.0.0.2');
    const server = await startUrlProcess(['server/main.ts', '--port', '0', '--db', join(dir, 'club.sqlite'), '--api-only', '--room', `127.0.0.2:${roomPort}`]);
    const room = `http://127.0.0.2:${roomPort}`;
    let moves: number[];
    let lags: number[];
    const bodies: Op[][] = [];
    try {
      const entrants = Array.from({ length: DEVICES * 2 }, (_, i) => ({ id: `p${i + 1}`, name: `Pair ${i + 1}`, players: [`A${i + 1}`, `B${i + 1}`] }));
      const event = await organizer<{ id: number }>(server.url, 'createEvent', { name: 'Bench night', date: '2026-12-06', rules: 'jamaican-partner', options: { target: 3 }, entry: 'pairs', round: { games: 1 }, pairing: 'swiss', entrants });
      await organizer(server.url, 'drawRound', { eventId: event.id });
      const status = await organizer<{ codes: { code: string }[] }>(server.url, 'setRoom', { eventId: event.id, open: true });
      const live = follow(server.url, event.id);
      await live.ready;
      const devices = await Promise.all(
        status.codes.map(async (code, i) => {
          const from = `127.0.0.${3 + i}`;
          const agent = new http.Agent({ keepAlive: true, maxSockets: 1, localAddress: from } as http.AgentOptions);
          const headers: Record<string, string> = { origin: room };
          const joined = await request(agent, `${room}/room/join`, JSON.stringify({ code: code.code }), headers, from);
          if (joined.status !== 204 || joined.cookie === null) throw new Error(`join: ${joined.status} ${joined.text}`);
          headers['cookie'] = joined.cookie;
          const call = async (method: string, input: unknown) => {
            const answer = await request(agent, `${room}/room/api/${method}`, JSON.stringify(input), headers, from);
            const result = JSON.parse(answer.text) as { ok: boolean; value: unknown; error?: { code: string; message: string } };
            if (!result.ok) throw new Error(`${method}: ${result.error!.code}: ${result.error!.message}`);
            return result.value;
          };
          const { matchId } = (await call('tableStartGame', {})) as { matchId: number };
          const ops = opsOf(900 + i);
          const recorded = ops.filter((o) => o.method === 'recordMove');
          const cut = ops.indexOf(recorded[Math.min(MOVES, recorded.length) - 1]!) + 1;
          bodies.push(ops.slice(0, cut).map((o) => ({ method: o.method, input: { matchId, ...o.input } })));
          return { agent, send: async (op: Op) => void (await call(op.method, { matchId, ...op.input })), ops: ops.slice(0, cut) };
        }),
      );
      moves = await paced(devices, 1);
      await sleep(200);
      live.stop();
      lags = live.lags;
      for (const d of devices) d.agent.destroy();
    } finally {
      await stopServerProcess(server.child);
    }

    // The floor: the same clients, the same pace, the same bodies, to a server that only commits.
    const floorServer = await startUrlProcess(['bench/floor-server.ts', join(dir, 'floor.sqlite')]);
    let floor: number[];
    try {
      const clients = bodies.map((ops, i) => {
        const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
        return { agent, ops, send: async (op: Op) => void (await request(agent, `${floorServer.url}room/api/${op.method}`, JSON.stringify(op.input), {}, `127.0.0.${3 + i}`)) };
      });
      floor = await paced(clients, 1);
      for (const c of clients) c.agent.destroy();
    } finally {
      await stopServerProcess(floorServer.child);
    }

    note(
      `${DEVICES} devices recording at once through the room's listener (npm run serve --api-only --room 127.0.0.2:PORT, its own process; each device from its own ` +
        `loopback address with its credential), ${moves.length} recordMove requests with their place (at), each answered after its commit, ${MOVE_GAP_MS[0]}–${MOVE_GAP_MS[1]} ms between a device's moves; ` +
        'the organizer following the event over /live in this process',
    );
    figure('room-16-devices-move-median', median(moves), 'ms');
    figure('room-16-devices-move-p99', percentile(moves, 99), 'ms');
    note(`the floor: the same ${floor.length} bodies from the same ${DEVICES} clients at the same pace, to bench/floor-server.ts (node:http, one committed row a request, WAL, synchronous = FULL)`);
    figure('room-16-devices-floor-median', median(floor), 'ms');
    figure('room-16-devices-floor-p99', percentile(floor, 99), 'ms');
    figure('room-16-devices-move-vs-floor-p99-ratio', percentile(moves, 99) / percentile(floor, 99), 'x');
    note(`commit to the organizer's round screen: each table event's arrival on /live less the time the server stamped on the move it shows (${lags.length} moves; aim: p99 under 250 ms)`);
    figure('room-commit-to-round-screen-median', median(lags), 'ms');
    figure('room-commit-to-round-screen-p99', percentile(lags, 99), 'ms');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await roomFigures();
