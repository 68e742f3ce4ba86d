import { describe, expect, it } from 'vitest';
import { appMenuTemplate, nativeLabels, newDatabaseDialog, openDatabaseDialog, type MenuItemSpec } from '../../electron/menu.ts';

function recordingActions() {
  const called: string[] = [];
  return {
    called,
    actions: {
      newDatabase: () => called.push('newDatabase'),
      openDatabase: () => called.push('openDatabase'),
      showDatabaseFile: () => called.push('showDatabaseFile'),
    },
  };
}

function fileMenu(menu: MenuItemSpec[]): MenuItemSpec[] {
  const file = menu.find((item) => item.submenu !== undefined && item.role === undefined);
  if (file?.submenu === undefined) throw new Error('no File menu');
  return file.submenu;
}

describe('the application menu', () => {
  it('File → Open Database… (Ctrl/Cmd+O) opens the dialog; Show Database File reveals the file', () => {
    const { actions, called } = recordingActions();
    const items = fileMenu(appMenuTemplate(actions, 'linux', nativeLabels('en-US')));
    const open = items.find((item) => item.label === 'Open Database…');
    const show = items.find((item) => item.label === 'Show Database File');
    const create = items.find((item) => item.label === 'New Database…');
    expect(open?.accelerator).toBe('CmdOrCtrl+O');
    open?.click?.();
    show?.click?.();
    create?.click?.();
    expect(called).toEqual(['openDatabase', 'showDatabaseFile', 'newDatabase']);
  });

  it('keeps Electron’s own Edit, View and Window menus, with Quit under File outside macOS', () => {
    const { actions } = recordingActions();
    const linux = appMenuTemplate(actions, 'linux', nativeLabels('en'));
    expect(linux.map((item) => item.role ?? item.label)).toEqual(['File', 'editMenu', 'viewMenu', 'windowMenu']);
    expect(fileMenu(linux).at(-1)).toEqual({ role: 'quit' });

    const mac = appMenuTemplate(actions, 'darwin', nativeLabels('en'));
    expect(mac.map((item) => item.role ?? item.label)).toEqual(['appMenu', 'File', 'editMenu', 'viewMenu', 'windowMenu']);
    expect(fileMenu(mac).some((item) => item.role === 'quit')).toBe(false);
  });

  it.each([
    ['es', 'Abrir base de datos…'],
    ['es-419', 'Abrir base de datos…'],
    ['es-MX', 'Abrir base de datos…'],
    ['en-GB', 'Open Database…'],
    ['fr', 'Open Database…'],
  ])('speaks the system’s language when the screens do (%s)', (locale, label) => {
    const { actions } = recordingActions();
    expect(fileMenu(appMenuTemplate(actions, 'win32', nativeLabels(locale)))[1]?.label).toBe(label);
  });
});

describe('the open-database dialog', () => {
  it('picks one existing file, SQLite files first, and never offers to create one', () => {
    const options = openDatabaseDialog(nativeLabels('en'), '/home/ann/Documents');
    expect(options.properties).toEqual(['openFile']);
    expect(options.defaultPath).toBe('/home/ann/Documents');
    expect(options.filters[0]?.extensions).toContain('sqlite');
    expect(options.filters.at(-1)?.extensions).toEqual(['*']);
  });
});

describe('the new-database dialog', () => {
  it('saves a new .sqlite file, proposed as dominoes.sqlite in the folder given, in the system’s language', () => {
    const en = newDatabaseDialog(nativeLabels('en'), '/home/ann/Documents/dominoes.sqlite');
    expect(en.defaultPath).toBe('/home/ann/Documents/dominoes.sqlite');
    expect(en.filters).toEqual([{ name: 'Scorekeeper databases', extensions: ['sqlite'] }]);
    expect(en.title).toBe('Create a new scorekeeper database');
    expect(newDatabaseDialog(nativeLabels('es-MX'), '/x').title).toBe('Crear una base de datos nueva del anotador');
  });
});
