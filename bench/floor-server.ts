/**
 * The least a server can do for a recorded move, as `npm run bench` measures it beside the real
 * one: Node's own HTTP server (no hono, no checks, no view) in a process of its own, committing
 * one row a request to SQLite (WAL, synchronous = FULL) before it answers. Not the app: a floor
 * under `record-move-http-*` (bench/run.ts), what HTTP between two processes plus a durable
 * commit cost on this machine whatever the server's code.
 *
 * `node bench/floor-server.ts FILE` prints its address, then answers POSTs until SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';

const file = process.argv[2];
if (file === undefined) throw new Error('usage: node bench/floor-server.ts FILE');
const db = new Database(file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS moves (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT');
const insert = db.prepare('INSERT INTO moves (body) VALUES (?)');
const answer = JSON.stringify({ ok: true, value: { saved: true } });

const server = http.createServer((request, response) => {
  let body = '';
  request.setEncoding('utf8');
  request.on('data', (chunk: string) => (body += chunk));
  request.on('end', () => {
    insert.run(JSON.stringify(JSON.parse(body)));
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(answer) });
    response.end(answer);
  });
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}/\n`));
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    db.close();
    process.exit(0);
  });
});
