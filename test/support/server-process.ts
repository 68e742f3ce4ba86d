import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/**
 * The real browser-mode server (`npm run serve`'s code, commands only) in its own process on a
 * free port, as a scorekeeper runs it: the crash test kills it, the bench times requests to it
 * without the server's work and the client's sharing one process (and one garbage collector).
 */
export function startServerProcess(file: string): Promise<{ child: ChildProcess; url: string }> {
  return startUrlProcess(['server/main.ts', '--port', '0', '--db', file, '--api-only']);
}

/** Any Node script (from the project's folder) that prints its 127.0.0.1 address when it is ready. */
export function startUrlProcess(args: readonly string[]): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((ready, failed) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /http:\/\/127\.0\.0\.1:\d+\//.exec(out)?.[0];
      if (url) ready({ child, url });
    });
    child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('exit', (code) => failed(new Error(`server exited (${code}) before it was ready: ${err}`)));
  });
}

/** Stops it with SIGTERM (the server closes its database) and waits for the process to end. */
export function stopServerProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
