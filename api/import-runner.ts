/**
 * Where an import's text is checked (issue 25 item 23): in a worker thread, its heap bounded, one
 * file at a time; so neither the check's time nor its memory lands on the thread that answers the
 * scorekeepers' moves (a 56 MB event file held the server 16 s and 1.38 GB, and event files
 * imported once a second made a move wait up to 3.4 s while memory grew from 160 to 700 MB). The
 * worker is kept while files come and ends once they stop, its heap with it. Small files are
 * checked in this thread, which is quicker than a worker's start.
 *
 * Where no worker can be had (its module missing from a build, or it fails to start), the same
 * check runs in this thread, as before: slower for the moves meanwhile, never wrong.
 */
import { Worker } from 'node:worker_threads';
import { API_ERROR_CODES } from './contract.ts';
import type { ApiError } from './contract.ts';
import { checkJob } from './import-check.ts';
import type { BodyCheck, CheckedImport, IMPORT_METHODS, ImportJob, ImportKind, ImportMethod } from './import-check.ts';

/** The worker's module as browser mode runs it (Node reads this file's TypeScript as it is). */
export const IMPORT_WORKER = new URL('./import-worker.ts', import.meta.url);

/**
 * The most heap a check may use, in MB (V8's old generation). A 58.5 MB event file (nearly the
 * 64 MB the referee reads; 9,200 games recorded bone by bone) was checked within 384 MB and not
 * within 256; this leaves room for files denser in moves. A file that needs more is refused
 * (`api/import-memory`) rather than run the app out of memory.
 */
export const IMPORT_HEAP_MB = 1024;

/** What the check of one file of `kind` answered, or that it needed more memory than it may have. */
export type CheckAnswer<K extends ImportKind = ImportKind> = Extract<CheckedImport, { readonly kind: K }> | { readonly ok: false; readonly kind: 'memory'; readonly heapMb: number };

/** The refusal of a file whose check ran out of its heap: the facts its words need. */
export function memoryRefusal(heapMb: number): { readonly ok: false; readonly error: ApiError } {
  return {
    ok: false,
    error: {
      code: API_ERROR_CODES.importMemory,
      message: `This file would need more than ${heapMb} MB of memory to check, the most an import may use: nothing was imported.`,
      params: { mb: heapMb },
    },
  };
}

/** What a job answered, or that it needed more memory than it may have. */
type JobAnswer = BodyCheck | { readonly ok: false; readonly kind: 'memory'; readonly heapMb: number };

export interface ImportChecker {
  /** Checks one file's text; a second call waits for the first to end. */
  check<K extends ImportKind>(kind: K, text: string): Promise<CheckAnswer<K>>;
  /**
   * An import's HTTP body read and its file checked (api/import-check.ts `checkImportBody`), in the
   * worker; null for a body small enough to read in this thread, as before (server/app.ts).
   */
  checkBody<M extends ImportMethod>(method: M, body: Uint8Array): Promise<Exclude<JobAnswer, CheckedImport> | CheckAnswer<(typeof IMPORT_METHODS)[M]> | null>;
  /** Whether the checks run in a worker thread (false: in this thread). */
  readonly inWorker: boolean;
}

export interface ImportCheckerOptions {
  /** The worker's module (a file URL or path); null to check in this thread. */
  readonly worker?: URL | string | null;
  /** IMPORT_HEAP_MB unless said (tests make it small). */
  readonly heapMb?: number;
}

/**
 * Files up to this many characters (or bytes of a body) are checked in this thread: a few
 * milliseconds, less than a worker takes to start (about 0.3 s here), and what most record files are.
 */
export const IN_THREAD_CHARS = 64 * 1024;

/** How long a worker waits for the next file before it ends, its heap with it. */
const IDLE_MS = 10_000;

/** One worker, kept for the next file while files come, ended once they stop or it runs out of heap. */
function workerPool(module: URL | string, heapMb: number): (job: ImportJob) => Promise<JobAnswer> {
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | null = null;
  const end = (w: Worker) => {
    if (worker === w) worker = null;
    void w.terminate();
  };
  return (job) =>
    new Promise((answered, failed) => {
      if (idle) clearTimeout(idle);
      const w = (worker ??= new Worker(module, { resourceLimits: { maxOldGenerationSizeMb: heapMb } }));
      // Kept only for the next file: it does not keep a process alive that is otherwise done.
      w.ref();
      const settle = () => {
        w.off('message', onMessage);
        w.off('error', onError);
        w.off('exit', onExit);
        w.unref();
      };
      const onMessage = (answer: BodyCheck) => {
        settle();
        idle = setTimeout(() => end(w), IDLE_MS);
        idle.unref();
        answered(answer);
      };
      const onError = (e: Error & { code?: string }) => {
        settle();
        end(w);
        if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') answered({ ok: false, kind: 'memory', heapMb });
        else failed(e);
      };
      const onExit = (code: number) => {
        settle();
        if (worker === w) worker = null;
        failed(new Error(`the import's worker stopped (exit code ${code}) before it answered`));
      };
      w.on('message', onMessage);
      w.on('error', onError);
      w.on('exit', onExit);
      // A body is copied, not moved: the server keeps it for a body the worker leaves unread.
      w.postMessage(job);
    });
}

export function importChecker(options: ImportCheckerOptions = {}): ImportChecker {
  const module = options.worker === undefined ? IMPORT_WORKER : options.worker;
  const inWorker = module === null ? null : workerPool(module, options.heapMb ?? IMPORT_HEAP_MB);
  // One at a time: two large files at once would need twice the memory (the server also reads
  // their bodies one at a time, server/app.ts; the desktop's IPC does not).
  let turn: Promise<unknown> = Promise.resolve();
  const queued = (job: ImportJob, size: number): Promise<JobAnswer> => {
    const here = (): JobAnswer => checkJob(job);
    // A worker that cannot start or stops (its module missing from a build) leaves the check to
    // this thread: slower for the moves meanwhile, never a file refused for it.
    const run = (): Promise<JobAnswer> => (inWorker === null || size <= IN_THREAD_CHARS ? Promise.resolve(here()) : inWorker(job).catch(here));
    const answer = turn.then(run, run);
    turn = answer.catch(() => undefined);
    return answer;
  };
  return {
    inWorker: inWorker !== null,
    // The check of a `kind` file answers for that kind (api/import-check.ts).
    check: <K extends ImportKind>(kind: K, text: string) => queued({ kind, text }, text.length) as Promise<CheckAnswer<K>>,
    checkBody: <M extends ImportMethod>(method: M, body: Uint8Array) =>
      inWorker === null || body.length <= IN_THREAD_CHARS ? Promise.resolve(null) : (queued({ method, body }, body.length) as Promise<Exclude<JobAnswer, CheckedImport> | CheckAnswer<(typeof IMPORT_METHODS)[M]>>),
  };
}
