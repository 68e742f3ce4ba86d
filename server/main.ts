/**
 * `npm run serve -- --port N --db FILE`: the scorekeeper in any browser on this computer.
 * Serves the built renderer (run `npm run build` first) and the app's commands on 127.0.0.1.
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { NotBuiltError, startServer } from './start.ts';

const USAGE = 'Usage: npm run serve -- --port 5180 --db matches.sqlite';

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let values: { port?: string; db?: string; 'api-only'?: boolean };
try {
  // --api-only: the commands without the screens (the crash test runs the real process so).
  ({ values } = parseArgs({ options: { port: { type: 'string' }, db: { type: 'string' }, 'api-only': { type: 'boolean' } }, strict: true }));
} catch (e) {
  fail(`${(e as Error).message}\n${USAGE}`);
}
if (values.db === undefined) fail(`--db is required: the database file to keep the matches in.\n${USAGE}`);
const port = Number(values.port ?? '5180');
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a whole number from 0 to 65535, not "${values.port}".\n${USAGE}`);

try {
  const server = await startServer({ port, dbFile: resolve(values.db), ...(values['api-only'] && { rendererDir: null }) });
  const info = await server.service.call('databaseInfo', {});
  if (!info.ok) process.stderr.write(`Warning: ${info.error.message}\n`);
  process.stdout.write(`Dominoes scorekeeper: ${server.url} (database ${resolve(values.db)})\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (e) {
  if (e instanceof NotBuiltError) fail(e.message);
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') fail(`Port ${port} is already in use: pick another with --port.`);
  throw e;
}
