/**
 * A whole round recorded by 16 devices at once through real HTTP while the server is killed
 * (issue 24, "Security, reliability and speed, tested": "16 simulated devices record a whole round
 * at once (a move every 1 to 3 s, some offline for 30 s then back, some sending every move twice)
 * while the server is killed (kill -9) and restarted twice: every acknowledged move is stored
 * exactly once, every game's record passes `referee check`, and the standings equal `referee
 * standings` of the exported file").
 *
 * The real server process (`npm run serve`'s code) with its room on 127.0.0.2; each device from a
 * loopback address of its own, with its cookie, as a phone keeps it. Each device plays a random
 * legal match at its table as a scorekeeper would: every move goes into its outbox and is sent in
 * order with its place in the hand (recordMove's `at`), and resent when the answer did not come.
 * The times are the issue's, scaled down (`SCALE`: 1 s is 5 ms here), so the run takes seconds:
 * what is tested is the order of events (moves made while offline, sent twice, in flight at a
 * kill), which the scale does not change.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApiResult, EventView, ExportedFile, ExportedRecord, RoomStatus, StandingsView } from '../../api/contract.ts';
import { parseRecord } from '../../domain/record.ts';
import { randomMatchRecord, rng } from '../support/random.ts';
import { runReferee } from '../support/referee.ts';
import { RoomDevice, freePort, recordingOps } from '../support/room.ts';
import { startUrlProcess } from '../support/server-process.ts';

const dir = mkdtempSync(join(tmpdir(), 'dominoes-room-chaos-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Milliseconds here for one second of the issue's. */
const SCALE = 5;
const DEVICES = 16;
const KILLS = 2;


const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Answers that say only "not now": the server away, starting, or its room not on again yet. */
function notNow(answer: { status: number; json: unknown } | null): boolean {
  if (answer === null) return true;
  if (answer.status === 503) return true;
  const code = (answer.json as ApiResult<unknown> | null)?.ok === false ? (answer.json as { error: { code: string } }).error.code : null;
  return code === 'room/off';
}

interface Server {
  url: string;
  kill(): Promise<void>;
}

async function organizer<T>(server: Server, method: string, input: unknown): Promise<T> {
  const response = await fetch(`${server.url}api/${method}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(input) });
  const answer = (await response.json()) as ApiResult<T>;
  if (!answer.ok) throw new Error(`${method}: ${answer.error.code}: ${answer.error.message}`);
  return answer.value;
}

describe('a round recorded by 16 devices while the server is killed twice', () => {
  it('stores every acknowledged move exactly once; every record passes the referee, and so do the standings', async () => {
    const file = join(dir, 'club.sqlite');
    const roomPort = await freePort('127.0.0.2');
    const start = async (): Promise<Server> => {
      const { child, url } = await startUrlProcess(['server/main.ts', '--port', '0', '--db', file, '--api-only', '--room', `127.0.0.2:${roomPort}`]);
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      return {
        url,
        kill: async () => {
          child.kill('SIGKILL');
          await exited;
        },
      };
    };
    let server = await start();
    const entrants = Array.from({ length: DEVICES * 2 }, (_, i) => ({ id: `p${i + 1}`, name: `Pair ${i + 1}`, players: [`A${i + 1}`, `B${i + 1}`] }));
    const event = await organizer<EventView>(server, 'createEvent', {
      name: 'Chaos night',
      date: '2026-12-06',
      rules: 'jamaican-partner',
      // Games to 3 rather than 6: whole games at every table, in half the moves.
      options: { target: 3 },
      entry: 'pairs',
      round: { games: 1 },
      pairing: 'swiss',
      entrants,
    });
    await organizer(server, 'drawRound', { eventId: event.id });
    const status = await organizer<RoomStatus>(server, 'setRoom', { eventId: event.id, open: true });
    expect(status.codes).toHaveLength(DEVICES);

    const random = rng(2024);
    const devices = status.codes.map((code, i) => {
      const record = randomMatchRecord(500 + i, 1000, { options: { target: 3 } });
      return {
        table: code.table,
        code: code.code.replace('-', ''),
        phone: new RoomDevice({ address: '127.0.0.2', port: roomPort }, `127.0.0.${3 + i}`),
        record,
        ops: recordingOps(record),
        /** Every other device sends each command twice, as a phone that never heard the answer. */
        twice: i % 2 === 1,
        /** A quarter of them go offline for "30 s" once, part-way. */
        offlineAt: i % 4 === 0 ? Math.floor(random() * 40) + 5 : -1,
        matchId: 0,
        entered: 0,
        acknowledged: 0,
        repeats: 0,
      };
    });
    const total = devices.reduce((n, d) => n + d.ops.length, 0);
    let acknowledged = 0;

    /** One request, or null when no answer came (the server killed or starting). */
    const attempt = async (device: (typeof devices)[number], method: string, input: unknown) => {
      try {
        return await device.phone.send('POST', `/room/api/${method}`, JSON.stringify(input));
      } catch {
        return null;
      }
    };

    const run = async (device: (typeof devices)[number]) => {
      for (;;) {
        const joined = await device.phone.join(device.code).catch(() => null);
        if (joined?.status === 204) break;
        await sleep(50);
      }
      for (;;) {
        const started = await attempt(device, 'tableStartGame', {});
        const answer = started?.json as ApiResult<{ matchId: number }> | null;
        if (answer?.ok) {
          device.matchId = answer.value.matchId;
          break;
        }
        if (!notNow(started)) throw new Error(`table ${device.table}: ${JSON.stringify(answer)}`);
        await sleep(50);
      }
      let nextEntry = 0;
      let offlineUntil = 0;
      while (device.acknowledged < device.ops.length) {
        const now = Date.now();
        // The scorekeeper enters the next move every 1 to 3 "seconds", online or not.
        if (device.entered < device.ops.length && now >= nextEntry) {
          device.entered += 1;
          nextEntry = now + (1 + 2 * random()) * SCALE;
          if (device.entered === device.offlineAt) offlineUntil = now + 30 * SCALE;
        }
        if (now < offlineUntil || device.acknowledged >= device.entered) {
          await sleep(SCALE / 2);
          continue;
        }
        // The outbox, oldest first: what was entered and not yet acknowledged.
        const op = device.ops[device.acknowledged]!;
        const input = { matchId: device.matchId, ...op.input };
        const answer = await attempt(device, op.method, input);
        if (notNow(answer)) {
          await sleep(20);
          continue;
        }
        const result = answer!.json as ApiResult<unknown>;
        if (!result.ok) throw new Error(`table ${device.table}, command ${device.acknowledged} (${op.method} ${JSON.stringify(op.input)}): ${result.error.code}: ${result.error.message}`);
        if (device.twice) {
          const again = await attempt(device, op.method, input);
          if (again && !notNow(again)) {
            expect((again.json as ApiResult<unknown>).ok, `the repeat of table ${device.table}'s command ${device.acknowledged}`).toBe(true);
            device.repeats += 1;
          }
        }
        device.acknowledged += 1;
        acknowledged += 1;
      }
    };

    // The kills: at a third and two thirds of the round, the server is killed and started again,
    // and the organizer turns the room on again (it is off until turned on, in every run).
    const chaos = (async () => {
      for (let k = 1; k <= KILLS; k++) {
        while (acknowledged < (total * k) / (KILLS + 1)) await sleep(10);
        await server.kill();
        await sleep(30 * SCALE);
        server = await start();
        await organizer(server, 'setRoom', { eventId: event.id, open: true });
      }
    })();
    await Promise.all([...devices.map(run), chaos]);
    expect(acknowledged).toBe(total);
    // Every game was played to its end: the round is whole.
    expect(devices.every((d) => d.record.hands.length > 0)).toBe(true);
    expect(devices.reduce((n, d) => n + d.repeats, 0)).toBeGreaterThan(0);

    // Every acknowledged command is stored exactly once: each table's record is the one played.
    for (const device of devices) {
      const exported = await organizer<ExportedRecord>(server, 'exportRecord', { matchId: device.matchId });
      const stored = parseRecord(exported.text);
      if (!stored.ok) throw new Error(stored.error.message);
      expect(stored.value.hands, `table ${device.table}`).toEqual(device.record.hands);
      const path = join(dir, `table-${device.table}.json`);
      writeFileSync(path, exported.text);
      const checked = runReferee('check', path, '--json');
      expect(checked.status, `referee check of table ${device.table}: ${checked.stderr}`).toBe(0);
    }
    // The standings equal the referee's of the exported event file.
    const standings = await organizer<StandingsView>(server, 'getStandings', { eventId: event.id });
    const exported = await organizer<ExportedFile>(server, 'exportEvent', { eventId: event.id });
    const eventFile = join(dir, 'event.json');
    writeFileSync(eventFile, exported.text);
    const referee = runReferee('standings', eventFile, '--json');
    expect(referee.status, referee.stderr).toBe(0);
    const rows = (JSON.parse(referee.stdout) as { standings: { entrant: string; place: number; matchPoints: number; pointsFor: number; pointsAgainst: number }[] }).standings;
    expect(rows.map((r) => [r.entrant, r.place, r.matchPoints, r.pointsFor, r.pointsAgainst])).toEqual(
      standings.rows.map((r) => [r.entrant, r.place, r.matchPoints, r.pointsFor, r.pointsAgainst]),
    );
    await server.kill();
  }, 300_000);
});
