/**
 * Reading the record file the referee is given, whatever it turns out to be.
 *
 * A path can name a named pipe (reading waits for a writer forever), a device (/dev/zero never
 * ends), or a file of hundreds of megabytes (reading it whole takes the process down). So: open
 * without blocking, ask the opened file itself what it is (fstat on the descriptor, so nothing can
 * be swapped in between), read only regular files, and stop at a size limit.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { Stats } from 'node:fs';

import { MAX_RECORD_BYTES } from '../domain/record.ts';

/** The most the referee reads: 16 MiB, about a hundred times a long match (docs/referee.md); Import takes as much. */
export { MAX_RECORD_BYTES };

/** Why a file cannot be read, as data: cli/words.ts says each in the referee's language. */
export type ReadProblem =
  | 'missing'
  | 'not-directory'
  | 'denied'
  | 'directory'
  | 'loop'
  | 'name-too-long'
  | 'socket-or-device'
  | 'fifo'
  | 'device'
  | 'socket'
  | 'not-regular'
  | 'not-utf8';

export type ReadWhy =
  | { readonly kind: ReadProblem }
  /** Larger than the limit, by its size (`bytes`) or as it grew while read (`bytes` null). */
  | { readonly kind: 'too-big'; readonly bytes: number | null; readonly limit: number }
  /** An error of the system's with no words of ours: its own message. */
  | { readonly kind: 'system'; readonly message: string };

export type ReadResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly why: ReadWhy };

function kind(stats: Stats): ReadProblem {
  if (stats.isDirectory()) return 'directory';
  if (stats.isFIFO()) return 'fifo';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'device';
  if (stats.isSocket()) return 'socket';
  return 'not-regular';
}

/** "16 MB": sizes as the referee says them. */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const OPEN_ERRORS: Readonly<Record<string, ReadProblem>> = {
  ENOENT: 'missing',
  ENOTDIR: 'not-directory',
  EACCES: 'denied',
  EPERM: 'denied',
  EISDIR: 'directory',
  ELOOP: 'loop',
  ENAMETOOLONG: 'name-too-long',
  // open() on a Unix socket.
  ENXIO: 'socket-or-device',
};

function systemError(e: unknown): ReadWhy {
  const code = OPEN_ERRORS[(e as NodeJS.ErrnoException).code ?? ''];
  return code ? { kind: code } : { kind: 'system', message: (e as Error).message };
}

/** The text of a regular file of at most `limit` bytes, in UTF-8; otherwise why not. */
export function readRecordFile(file: string, limit = MAX_RECORD_BYTES): ReadResult {
  const cannot = (why: ReadWhy): ReadResult => ({ ok: false, why });
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. It changes nothing
    // for a regular file. (Windows has no FIFOs and no such flag.)
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return cannot(systemError(e));
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return cannot({ kind: kind(stats) });
    const tooBig = cannot({ kind: 'too-big', bytes: null, limit });
    if (stats.size > limit) return cannot({ kind: 'too-big', bytes: stats.size, limit });
    // The size can change while we read (a file being written, or one whose size the system does
    // not report, as in /proc): read in chunks and stop one byte past the limit.
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(1 << 20, limit + 1 - total));
      const got = readSync(fd, chunk, 0, chunk.length, null);
      if (got === 0) break;
      chunks.push(chunk.subarray(0, got));
      total += got;
      if (total > limit) return tooBig;
    }
    try {
      // fatal: a file in another encoding is refused, not read with its letters replaced.
      // The decoder drops a leading byte-order mark, which some Windows editors write.
      return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks, total)) };
    } catch {
      return cannot({ kind: 'not-utf8' });
    }
  } catch (e) {
    return cannot(systemError(e));
  } finally {
    closeSync(fd);
  }
}
