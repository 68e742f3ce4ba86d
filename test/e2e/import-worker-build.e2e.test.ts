/**
 * The desktop build carries the import's worker (issue 25 item 23): electron/main.ts names it with
 * electron-vite's `?modulePath`, which builds it as a file of its own beside the main process's
 * bundle. It is found where main.js says, and it checks a file as the app's worker does: run here
 * as a Node worker thread (the main process runs it the same way), its packages found beside the
 * build as a packaged app finds them.
 */
import { existsSync, rmSync, symlinkSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, inject, it } from 'vitest';
import type { CheckedImport } from '../../api/import-check.ts';
import { IN_THREAD_CHARS } from '../../api/import-runner.ts';

const root = resolve(import.meta.dirname, '../..');

describe("the desktop build's import worker", () => {
  it('is a file beside main.js, named there, and it checks an event file in a worker thread', async () => {
    const outDir = inject('outDir');
    const main = await readFile(join(outDir, 'main/main.js'), 'utf8');
    const named = /"\.\/(chunks\/import-worker-[\w-]+\.js)"/.exec(main)?.[1];
    expect(named, 'main.js names the worker').toBeDefined();
    const module = join(outDir, 'main', named!);
    expect(existsSync(module)).toBe(true);

    const link = join(outDir, 'node_modules');
    symlinkSync(join(root, 'node_modules'), link);
    try {
      const text = (await readFile(join(root, 'docs/examples/event-club-night.json'), 'utf8')).padEnd(IN_THREAD_CHARS + 1);
      const worker = new Worker(module);
      const answer = await new Promise<CheckedImport>((answered, failed) => {
        worker.once('message', answered);
        worker.once('error', failed);
        worker.postMessage({ kind: 'event', text });
      });
      await worker.terminate();
      expect(answer).toMatchObject({ ok: true, kind: 'event' });
    } finally {
      rmSync(link);
    }
  });
});
