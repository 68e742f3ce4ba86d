/**
 * Failures of the store itself, as opposed to a scorekeeper's mistake (those come back as
 * `Result` values with the domain's `RecordError` shape, see matches.ts). A `DbError` is thrown:
 * the app cannot go on with this file, and the message says why.
 */
import type { Fact } from '../domain/result.ts';

export type DbErrorCode =
  /** The file was written by a newer version of the app; it is left as it is. */
  | 'db/too-new'
  /** The file is not a database SQLite can read whole (damaged, or something else); left as it is. */
  | 'db/damaged'
  /** A SQLite file that is not the scorekeeper's (another program's); left as it is. */
  | 'db/not-ours'
  /** The file (or its folder, where the log goes) does not allow writing; left as it is, nothing made beside it. */
  | 'db/read-only'
  /** Another program holds the file locked; nothing was changed, and opening it again may work once it lets go. */
  | 'db/in-use'
  /** No file can be opened or made at the path (a folder there, a file where a folder should be, no permission). */
  | 'db/cannot-open'
  /** Before a migration, the copy of the file beside it could not be made; the file is left as it is. */
  | 'db/cannot-back-up'
  /** The list of migrations is not numbered 1, 2, 3 … (a bug in this app, not in the file). */
  | 'db/migrations'
  /** The rows break an invariant the writers keep (gaps in the move numbers, no such match). */
  | 'db/corrupt'
  | 'db/no-such-match';

export class DbError extends Error {
  readonly code: DbErrorCode;
  /**
   * The facts the message names (the file, a version, SQLite's own words kept as they are), so a
   * screen can say it in its own language (renderer/src/refusal.ts); the message stays for logs.
   */
  readonly params?: Readonly<Record<string, Fact>>;

  constructor(code: DbErrorCode, message: string, params?: Readonly<Record<string, Fact>>) {
    super(message);
    this.name = 'DbError';
    this.code = code;
    if (params) this.params = params;
  }
}
