import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { ApiHandlers, ApiResult, DatabaseInfo } from '../api/contract.ts';
import type { ApiMethod } from '../api/methods.ts';
import { openService, type Service } from '../api/service.ts';

/**
 * The desktop app's side of the contract, without Electron: the service (api/service.ts) over the
 * database in the user's data folder, or over the file the scorekeeper opened last.
 * electron/main.ts supplies the Electron parts (app.getPath, dialog.showOpenDialog); tests supply
 * plain functions.
 */

/** The database file in the user's data folder, used until the scorekeeper opens another. */
export const DEFAULT_DATABASE_NAME = 'dominoes.sqlite';
/** Beside it: which file was opened last, so the app reopens where the scorekeeper left off. */
export const SETTINGS_NAME = 'settings.json';

export interface DesktopHost {
  readonly appVersion: string;
  /** app.getPath('userData'). */
  readonly dataDir: string;
  /** The native open dialog: the chosen file, or null when cancelled. */
  chooseFile(): Promise<string | null>;
  /** Where a bug's details go; the screen only ever sees 'internal'. */
  logBug?(method: ApiMethod, cause: unknown): void;
}

export class DesktopSession {
  readonly #host: DesktopHost;
  readonly #service: Service;
  #file: string;

  /**
   * The contract as the desktop answers it: the service's handlers, with chooseDatabase going
   * through this session so a switch is remembered.
   */
  readonly handlers: ApiHandlers;

  constructor(host: DesktopHost) {
    this.#host = host;
    this.#file = this.#rememberedFile() ?? join(host.dataDir, DEFAULT_DATABASE_NAME);
    // A file the database layer refuses (newer app, damaged) is left untouched, and every call
    // then answers with the reason, so the screen can say it and offer chooseDatabase.
    this.#service = openService(this.#file, {
      appVersion: host.appVersion,
      chooseDatabaseFile: () => host.chooseFile(),
      ...(host.logBug && { logBug: (method: ApiMethod, cause: unknown) => host.logBug?.(method, cause) }),
    });
    this.handlers = { ...this.#service.handlers, chooseDatabase: () => this.chooseDatabase() };
  }

  /** The file in use (or that could not be opened), for "Show Database File". */
  get file(): string {
    return this.#file;
  }

  /**
   * The open dialog, then the chosen file. Cancelled: null, nothing changes. Refused: the reason,
   * and the file open before stays open. Opened: remembered for the next start.
   */
  async chooseDatabase(): Promise<ApiResult<DatabaseInfo | null>> {
    const result = await this.#service.handlers.chooseDatabase({});
    if (result.ok && result.value !== null) {
      this.#file = result.value.path;
      this.#remember(result.value.path);
    }
    return result;
  }

  /** Closes the open file (on quit), so its write-ahead log is checkpointed into it. */
  close(): void {
    this.#service.close();
  }

  #rememberedFile(): string | null {
    try {
      const settings: unknown = JSON.parse(readFileSync(join(this.#host.dataDir, SETTINGS_NAME), 'utf8'));
      const file = (settings as { database?: unknown } | null)?.database;
      // A remembered file that has gone (moved, deleted, on an unplugged stick) is not recreated
      // empty where it was: the app falls back to the default file instead.
      if (typeof file === 'string' && isAbsolute(file) && existsSync(file)) return file;
    } catch {
      // No settings yet, or unreadable ones: start from the default file.
    }
    return null;
  }

  #remember(file: string): void {
    try {
      writeFileSync(join(this.#host.dataDir, SETTINGS_NAME), `${JSON.stringify({ database: file }, null, 2)}\n`);
    } catch {
      // Not remembering only means the next start opens the default file; the switch stands.
    }
  }
}
