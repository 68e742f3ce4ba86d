/**
 * The native parts of the window as plain data, without Electron, so tests can read them: the
 * application menu (electron/main.ts passes it to Menu.buildFromTemplate; its roles are
 * Electron's own items, copy, paste, undo, reload, zoom …, translated by the system) and the
 * open-database dialog.
 */

/** The few Electron menu roles this menu uses. */
export type MenuRole = 'appMenu' | 'editMenu' | 'viewMenu' | 'windowMenu' | 'quit';

export interface MenuItemSpec {
  readonly label?: string;
  readonly role?: MenuRole;
  readonly type?: 'separator';
  readonly accelerator?: string;
  readonly submenu?: MenuItemSpec[];
  readonly click?: () => void;
}

export interface MenuActions {
  /** The save dialog, then a new empty database (electron/desktop-api.ts newDatabase). */
  newDatabase(): void;
  /** The open dialog, then the chosen database (electron/desktop-api.ts chooseDatabase). */
  openDatabase(): void;
  /** The open database file in the system's file manager. */
  showDatabaseFile(): void;
}

export interface NativeLabels {
  readonly file: string;
  readonly newDatabase: string;
  readonly newDialogTitle: string;
  readonly openDatabase: string;
  readonly showDatabaseFile: string;
  readonly dialogTitle: string;
  readonly databaseFiles: string;
  readonly allFiles: string;
  readonly notOpened: string;
}

/** The screens speak English and Spanish (vue-i18n); the menu follows the system's language. */
const LABELS: Record<'en' | 'es', NativeLabels> = {
  en: {
    file: 'File',
    newDatabase: 'New Database…',
    newDialogTitle: 'Create a new scorekeeper database',
    openDatabase: 'Open Database…',
    showDatabaseFile: 'Show Database File',
    dialogTitle: 'Open a scorekeeper database',
    databaseFiles: 'Scorekeeper databases',
    allFiles: 'All files',
    notOpened: 'The database was not opened',
  },
  es: {
    file: 'Archivo',
    newDatabase: 'Nueva base de datos…',
    newDialogTitle: 'Crear una base de datos nueva del anotador',
    openDatabase: 'Abrir base de datos…',
    showDatabaseFile: 'Mostrar el archivo de la base de datos',
    dialogTitle: 'Abrir una base de datos del anotador',
    databaseFiles: 'Bases de datos del anotador',
    allFiles: 'Todos los archivos',
    notOpened: 'No se abrió la base de datos',
  },
};

export function nativeLabels(locale: string): NativeLabels {
  return locale.toLowerCase().startsWith('es') ? LABELS.es : LABELS.en;
}

/**
 * Options for dialog.showOpenDialog: one existing file (the app never creates a database where a
 * scorekeeper merely browsed), SQLite files first.
 */
export function openDatabaseDialog(labels: NativeLabels, defaultPath: string) {
  return {
    title: labels.dialogTitle,
    defaultPath,
    properties: ['openFile' as const],
    filters: [
      { name: labels.databaseFiles, extensions: ['sqlite', 'sqlite3', 'db'] },
      { name: labels.allFiles, extensions: ['*'] },
    ],
  };
}

/**
 * Options for dialog.showSaveDialog: a new file, named dominoes.sqlite unless the scorekeeper types
 * another name. The desktop session refuses a name that already exists (never overwrites).
 */
export function newDatabaseDialog(labels: NativeLabels, defaultPath: string) {
  return {
    title: labels.newDialogTitle,
    defaultPath,
    properties: ['createDirectory' as const, 'showOverwriteConfirmation' as const],
    filters: [{ name: labels.databaseFiles, extensions: ['sqlite'] }],
  };
}

export function appMenuTemplate(actions: MenuActions, platform: NodeJS.Platform, labels: NativeLabels): MenuItemSpec[] {
  const mac = platform === 'darwin';
  const file: MenuItemSpec = {
    label: labels.file,
    submenu: [
      { label: labels.newDatabase, click: () => actions.newDatabase() },
      { label: labels.openDatabase, accelerator: 'CmdOrCtrl+O', click: () => actions.openDatabase() },
      { label: labels.showDatabaseFile, click: () => actions.showDatabaseFile() },
      // On macOS Quit lives in the app menu.
      ...(mac ? [] : [{ type: 'separator' } as const, { role: 'quit' } as const]),
    ],
  };
  return [...(mac ? [{ role: 'appMenu' } as const] : []), file, { role: 'editMenu' }, { role: 'viewMenu' }, { role: 'windowMenu' }];
}
