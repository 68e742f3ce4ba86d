/**
 * Files the database layer must refuse without touching, made as the world makes them (issue 18
 * items 13 and 14): one that does not allow writing, and one another program holds locked.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync } from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Makes `path` (a file or a folder) refuse writing; the function returned undoes it. For root,
 * whom file modes do not stop, the immutable flag (chattr +i, as the issue found it); for anyone
 * else, mode 0444 (0555 for a folder).
 */
export function makeReadOnly(path: string, folder = false): () => void {
  if (process.getuid?.() === 0) {
    execFileSync('chattr', ['+i', path]);
    return () => execFileSync('chattr', ['-i', path]);
  }
  chmodSync(path, folder ? 0o555 : 0o444);
  return () => chmodSync(path, folder ? 0o755 : 0o644);
}

/**
 * Another program with the file open and locked, as a database browser holds it mid-transaction:
 * an exclusive lock that keeps readers out too. The function returned lets go.
 */
export function holdLocked(file: string): () => void {
  const holder = new Database(file);
  holder.pragma('locking_mode = EXCLUSIVE');
  holder.exec('BEGIN EXCLUSIVE');
  return () => {
    holder.exec('COMMIT');
    holder.close();
  };
}

/**
 * Another program writing to the file the app has open, as a second copy of the app mid-write
 * does: the write lock held (readers go on, in WAL mode). The function returned lets go.
 */
export function holdWriting(file: string): () => void {
  const holder = new Database(file);
  holder.exec('BEGIN IMMEDIATE');
  return () => {
    holder.exec('ROLLBACK');
    holder.close();
  };
}
