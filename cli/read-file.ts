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

export type ReadResult = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly problem: string };

function kind(stats: Stats): string {
  if (stats.isDirectory()) return 'it is a directory';
  if (stats.isFIFO()) return 'it is a named pipe (FIFO), not a file';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'it is a device, not a file';
  if (stats.isSocket()) return 'it is a socket, not a file';
  return 'it is not a regular file';
}

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

const OPEN_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'no such file',
  ENOTDIR: 'no such file (a part of the path is not a directory)',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EISDIR: 'it is a directory',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the name is too long',
  // open() on a Unix socket.
  ENXIO: 'it is a socket or device, not a file',
};

/** The text of a regular file of at most `limit` bytes, in UTF-8; otherwise why not. */
export function readRecordFile(file: string, limit = MAX_RECORD_BYTES): ReadResult {
  const cannot = (why: string): ReadResult => ({ ok: false, problem: `cannot read ${file}: ${why}` });
  let fd: number;
  try {
    // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer. It changes nothing
    // for a regular file. (Windows has no FIFOs and no such flag.)
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return cannot(OPEN_ERRORS[code] ?? (e as Error).message);
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile()) return cannot(kind(stats));
    const tooBig = cannot(`it is larger than ${megabytes(limit)}, the most the referee reads`);
    if (stats.size > limit) return cannot(`it is ${megabytes(stats.size)}; the referee reads at most ${megabytes(limit)}`);
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
      return cannot('it is not UTF-8 text');
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code ?? '';
    return cannot(OPEN_ERRORS[code] ?? (e as Error).message);
  } finally {
    closeSync(fd);
  }
}
