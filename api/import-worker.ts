/**
 * The worker thread an import's text is read and checked in (api/import-check.ts; started by
 * api/import-runner.ts, kept while files come): for each job, a file's text or an import's HTTP
 * body, it answers the check's result.
 * Node runs it as a module of its own (browser mode: this file; the desktop app: its build,
 * electron/main.ts), so it imports nothing that needs the database or Electron.
 */
import { parentPort } from 'node:worker_threads';
import { checkJob } from './import-check.ts';
import type { ImportJob } from './import-check.ts';

parentPort?.on('message', (job: ImportJob) => parentPort!.postMessage(checkJob(job)));
