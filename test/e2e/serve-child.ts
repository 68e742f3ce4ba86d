/**
 * Browser mode's server as its own process, for the test that kills it mid-hand:
 * `node test/e2e/serve-child.ts PORT DBFILE RENDERERDIR`. The same startServer as `npm run
 * serve`, which always serves out/renderer; the test serves the build it made instead.
 */
import { startServer } from '../../server/start.ts';

const [port, dbFile, rendererDir] = process.argv.slice(2);
const server = await startServer({ port: Number(port), dbFile: dbFile!, rendererDir: rendererDir! });
process.stdout.write(`listening ${server.url}\n`);
