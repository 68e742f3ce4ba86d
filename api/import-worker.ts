/**
 * The worker thread an import's text is read and checked in (api/import-check.ts; started by
 * api/import-runner.ts, kept while files come): for each `{ kind, text }` it answers the check's result.
 * Node runs it as a module of its own (browser mode: this file; the desktop app: its build,
 * electron/main.ts), so it imports nothing that needs the database or Electron.
 */
import { parentPort } from 'node:worker_threads';
import { checkImport } from './import-check.ts';
import type { ImportKind } from './import-check.ts';

parentPort?.on('message', ({ kind, text }: { kind: ImportKind; text: string }) => {
  parentPort!.postMessage(checkImport(kind, text));
});
