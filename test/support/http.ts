/**
 * A raw HTTP request to a test server, for what fetch would not send: another Host, a length
 * declared longer than the body, a body sent in chunks until the server answers. Shared by the
 * server tests (test/server/).
 */
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly text: string;
}

/**
 * One request to 127.0.0.1:`port`, JSON by default. With `body` null, spaces are sent in 64 KB
 * chunks until the server answers (a server that read them all would never answer). The server
 * may answer a refused body before it is all sent and close the connection: that is not a failure.
 */
export function rawRequest(port: number, path: string, body: string | Buffer | null, headers: Record<string, string> = {}, method = 'POST'): Promise<RawAnswer> {
  return new Promise((done, failed) => {
    let answered = false;
    const req = request({ host: '127.0.0.1', port, path, method, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        done({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
        if (body === null) req.destroy();
      });
    });
    req.on('error', (e) => (answered ? undefined : failed(e)));
    if (body !== null) return void req.end(body);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    const pump = () => {
      while (!answered) if (!req.write(chunk)) return void req.once('drain', pump);
    };
    pump();
  });
}
