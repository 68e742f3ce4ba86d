import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { ApiError, DatabaseInfo } from '../../../api/contract.ts';
import { api } from '../api.ts';

/**
 * Codes with which the app refuses a database file (left untouched), each with the message key of
 * what the full-page refusal says: a newer app's, damaged, a path no file can be opened at, an
 * old file whose backup could not be made before migrating it, another program's file, one that
 * does not allow writing, or one another program holds locked (issue 18 items 13 to 15).
 */
export const REFUSED_DATABASE: Readonly<Record<string, string>> = {
  'db/too-new': 'app.refused.tooNew',
  'db/damaged': 'app.refused.damaged',
  'db/cannot-open': 'app.refused.cannotOpen',
  'db/cannot-back-up': 'app.refused.cannotBackUp',
  'db/not-ours': 'app.refused.notOurs',
  'db/read-only': 'app.refused.readOnly',
  'db/in-use': 'app.refused.inUse',
};

/**
 * Refusals that can pass without the file changing (the other program lets go, writing is allowed
 * again): the refusal offers "Try again", which asks the service, which opens the file again.
 */
export const PASSING_REFUSALS: ReadonlySet<string> = new Set(['db/in-use', 'db/read-only']);

/** App-wide facts the shell shows: the version, the database file, and a refused database. */
export const useAppStore = defineStore('app', () => {
  const version = ref<string | null>(null);
  const database = ref<DatabaseInfo | null>(null);
  const versionError = ref<ApiError | null>(null);
  /** The database could not be described (for a reason other than a refusal). */
  const error = ref<ApiError | null>(null);
  /** Set when the database was refused: the screens show only this. */
  const refused = ref<ApiError | null>(null);
  const canChooseDatabase = ref(true);

  /** Any answer may say the database is refused (the server opens it at start). */
  function notice(e: ApiError): void {
    if (Object.hasOwn(REFUSED_DATABASE, e.code)) refused.value = e;
  }

  async function load(): Promise<void> {
    const [v, db] = await Promise.all([api.appVersion(), api.databaseInfo()]);
    if (v.ok) version.value = v.value;
    else versionError.value = v.error;
    if (db.ok) {
      database.value = db.value;
      refused.value = null;
    } else {
      notice(db.error);
      if (!refused.value) error.value = db.error;
    }
  }

  /** Why the last Open another database… did not switch; null once one does. */
  const openDatabaseError = ref<ApiError | null>(null);

  /**
   * Desktop: pick another database file. Browser mode answers 'api/unsupported'. A file refused
   * (newer app, damaged) while another works leaves that one open (electron/desktop-api.ts), so the
   * refusal is said above the screens, not in place of them; with no working file it is the
   * full-page refusal, as at start. True when the app switched to another file (the screens then
   * start again from its matches); false when refused or cancelled.
   */
  async function chooseDatabase(): Promise<boolean> {
    const r = await api.chooseDatabase();
    if (!r.ok) {
      if (r.error.code === 'api/unsupported') {
        canChooseDatabase.value = false;
        return false;
      }
      if (database.value === null || refused.value !== null) notice(r.error);
      if (refused.value === null) openDatabaseError.value = r.error;
      return false;
    }
    openDatabaseError.value = null;
    if (!r.value) return false;
    database.value = r.value;
    refused.value = null;
    return true;
  }

  /** Why the last New database… did not switch (the path already holds a file, say); null once one does. */
  const newDatabaseError = ref<ApiError | null>(null);

  /**
   * Desktop: the save dialog, then a new, empty database at that path, switched to. True when the
   * app switched (the screens then start again from the matches); browser mode answers
   * 'api/unsupported', and the button is not offered there.
   */
  async function newDatabase(): Promise<boolean> {
    const r = await api.newDatabase();
    if (!r.ok) {
      newDatabaseError.value = r.error;
      return false;
    }
    newDatabaseError.value = null;
    if (!r.value) return false;
    openDatabaseError.value = null;
    database.value = r.value;
    refused.value = null;
    return true;
  }

  const fileName = computed(() => database.value?.path.split(/[\\/]/).pop() ?? null);

  return { version, versionError, database, fileName, error, refused, canChooseDatabase, newDatabaseError, openDatabaseError, notice, load, chooseDatabase, newDatabase };
});
