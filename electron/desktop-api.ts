import { existsSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { ApiHandlers, ApiResult, DatabaseInfo } from '../api/contract.ts';
import type { ApiMethod } from '../api/methods.ts';
import { API_ERROR_CODES } from '../api/contract.ts';
import { openService, type FileService } from '../api/service.ts';
import type { RoomHost } from '../api/room-service.ts';
import { startRoomListener } from '../server/room.ts';
import { chosenRoomHost } from '../server/room-host.ts';
import { readSettings, SETTINGS_NAME, updateSettings } from './settings.ts';

/**
 * The desktop app's side of the contract, without Electron: the service (api/service.ts) over the
 * database in the user's data folder, or over the file the scorekeeper opened last.
 * electron/main.ts supplies the Electron parts (app.getPath, dialog.showOpenDialog); tests supply
 * plain functions.
 */

/** The database file in the user's data folder, used until the scorekeeper opens another. */
export const DEFAULT_DATABASE_NAME = 'dominoes.sqlite';
/** Beside it (electron/settings.ts): which file was opened last, so the app reopens where the scorekeeper left off. */
export { SETTINGS_NAME };

export interface DesktopHost {
  readonly appVersion: string;
  /** app.getPath('userData'). */
  readonly dataDir: string;
  /** The native open dialog: the chosen file, or null when cancelled. */
  chooseFile(): Promise<string | null>;
  /** The native save dialog for a new database: the path, or null when cancelled. */
  chooseNewFile?(): Promise<string | null>;
  /** Where a bug's details go; the screen only ever sees 'internal'. */
  logBug?(method: ApiMethod, cause: unknown): void;
  /** The built renderer, whose room.html the room's listener serves to the devices (issue 24); null: the calls alone. */
  readonly rendererDir?: string | null;
  /**
   * The import worker's module as the build placed it (api/import-runner.ts; electron/main.ts);
   * without one, an import's file is checked in the main process, as before (issue 25 item 23).
   */
  readonly importWorker?: string | null;
}

export class DesktopSession {
  readonly #host: DesktopHost;
  readonly #service: FileService;
  readonly #roomHost: RoomHost;
  #file: string;

  /**
   * The contract as the desktop answers it: the service's handlers, with chooseDatabase and
   * newDatabase going through this session so a switch is remembered.
   */
  readonly handlers: ApiHandlers;

  constructor(host: DesktopHost) {
    this.#host = host;
    this.#file = this.#rememberedFile() ?? join(host.dataDir, DEFAULT_DATABASE_NAME);
    // A file the database layer refuses (newer app, damaged) is left untouched, and every call
    // then answers with the reason, so the screen can say it and offer chooseDatabase.
    // The room (issue 24): nothing listens beyond this machine until the organizer turns a room
    // on, at one of its addresses they pick; off again with the last room, and when the app quits.
    this.#roomHost = chosenRoomHost((address, port) => startRoomListener(this.#service, address, port, host.rendererDir ?? null));
    this.#service = openService(this.#file, {
      appVersion: host.appVersion,
      chooseDatabaseFile: () => host.chooseFile(),
      ...(host.logBug && { logBug: (method: ApiMethod, cause: unknown) => host.logBug?.(method, cause) }),
      roomHost: this.#roomHost,
      importWorker: host.importWorker ?? null,
    });
    this.handlers = { ...this.#service.handlers, chooseDatabase: () => this.chooseDatabase(), newDatabase: () => this.newDatabase() };
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

  /**
   * The save dialog, then a new, empty database at the chosen path, opened and remembered. A path
   * that already holds a file is refused (the save dialog's "replace?" must never wipe a club's
   * matches): that file is opened with Open Database… instead.
   */
  async newDatabase(): Promise<ApiResult<DatabaseInfo | null>> {
    const chosen = (await this.#host.chooseNewFile?.()) ?? null;
    if (chosen === null) return { ok: true, value: null };
    if (existsSync(chosen)) {
      return {
        ok: false,
        error: {
          code: API_ERROR_CODES.dbExists,
          message: `${chosen} already exists. A new database needs a new file name; to use that file, open it with File → Open Database….`,
          params: { file: chosen },
        },
      };
    }
    const result = this.#service.switchDatabase(chosen);
    if (result.ok) {
      this.#file = result.value.path;
      this.#remember(result.value.path);
    }
    return result;
  }

  /** The service itself, for what is not a method: the live changes (electron/live-ipc.ts). */
  get service(): FileService {
    return this.#service;
  }

  /** Closes the room's listener and the open file (on quit), so its write-ahead log is checkpointed into it. */
  async close(): Promise<void> {
    await this.#roomHost.stop();
    this.#service.close();
  }

  #rememberedFile(): string | null {
    const file = readSettings(this.#host.dataDir).database;
    // A remembered file that has gone (moved, deleted, on an unplugged stick) is not recreated
    // empty where it was: the app falls back to the default file instead.
    return file !== undefined && isAbsolute(file) && existsSync(file) ? file : null;
  }

  #remember(file: string): void {
    // Not remembering only means the next start opens the default file; the switch stands.
    updateSettings(this.#host.dataDir, { database: file });
  }
}
