/**
 * `npm run serve -- --port N --db FILE`: the scorekeeper in any browser on this computer.
 * Serves the built renderer (run `npm run build` first) and the app's commands on 127.0.0.1.
 * `--room ADDRESS:PORT` (issue 24) also opens the room's listener on that address of this machine,
 * for the devices at the tables and the room's display, answering only the events whose room the
 * organizer turns on (docs/room.md).
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { isIP } from 'node:net';
import { NotBuiltError, startServer } from './start.ts';

const USAGE = 'Usage: npm run serve -- --port 5180 --db matches.sqlite [--room ADDRESS:PORT]';
/** The room's port when --room gives only an address. */
const ROOM_PORT = 5181;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let values: { port?: string; db?: string; 'api-only'?: boolean; room?: string };
try {
  // --api-only: the commands without the screens (the crash test runs the real process so).
  ({ values } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' }, 'api-only': { type: 'boolean' }, room: { type: 'string' } }, strict: true }));
} catch (e) {
  fail(`${(e as Error).message}\n${USAGE}`);
}
if (values.db === undefined) fail(`--db is required: the database file to keep the matches in.\n${USAGE}`);
const port = Number(values.port ?? '5180');
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535, not "${values.port}".\n${USAGE}`);

/** `--room`'s ADDRESS:PORT ([IPv6]:PORT), or ADDRESS alone for the room's usual port. */
function roomAt(text: string): { address: string; port: number } {
  const m = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s]+))(?::(\d+))?$/.exec(text) ?? /^([0-9a-fA-F:]+)$/.exec(text);
  const address = m?.[1] ?? m?.[2];
  const roomPort = m?.[3] === undefined ? ROOM_PORT : Number(m[3]);
  if (!m || address === undefined || !isIP(address) || roomPort > 65535) fail(`--room must be an address of this computer and a port, like 192.168.1.20:5181, not "${text}".\n${USAGE}`);
  if (address === '0.0.0.0' || address === '::') fail(`--room takes one address of this computer, not ${address} (every address): the room answers on the club's network only.\n${USAGE}`);
  return { address, port: roomPort };
}
const room = values.room === undefined ? undefined : roomAt(values.room);

try {
  const server = await startServer({ port, dbFile: resolve(values.db), ...(values['api-only'] && { rendererDir: null }), ...(room && { room }) });
  const info = await server.service.call('databaseInfo', {});
  if (!info.ok) process.stderr.write(`Warning: ${info.error.message}\n`);
  process.stdout.write(`Dominoes scorekeeper: ${server.url} (database ${resolve(values.db)})\n`);
  if (server.room) process.stdout.write(`Tables on the network: ${server.room.url} (answers an event once you turn its room on, on the event's page)\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  if (e instanceof NotBuiltError) fail(e.message);
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(room && (e as NodeJS.ErrnoException & { port?: number }).port === room.port ? `The room's port ${room.port} is already in use: pick another in --room.` : `Port ${port} is already in use: pick another with --port.`);
  if (code === 'EADDRNOTAVAIL') fail(`${room?.address ?? 'That address'} is not an address of this computer: --room takes one of its own.`);
  throw e;
}
