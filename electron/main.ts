/// <reference types="electron-vite/node" />
import { app, BrowserWindow, dialog, ipcMain, Menu, net, protocol, screen, session, shell } from 'electron';
import type { WebContents } from 'electron';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import importWorkerPath from '../api/import-worker.ts?modulePath';
import { DesktopSession } from './desktop-api.ts';
import { registerApi } from './ipc.ts';
import { registerLive } from './live-ipc.ts';
import { registerDisplayWindow } from './display-window.ts';
import { registerSavePdf } from './print-pdf.ts';
import { appMenuTemplate, nativeLabels, newDatabaseDialog, openDatabaseDialog, type NativeLabels } from './menu.ts';
import { MIN_WINDOW, readSettings, updateSettings, windowToOpen } from './settings.ts';
import {
  APP_SCHEME,
  APP_URL,
  CONTENT_SECURITY_POLICY,
  devContentSecurityPolicy,
  devRendererUrl,
  hardenedWebPreferences,
  isAllowedNavigation,
  isPermissionGranted,
  rendererFileFor,
} from './security.ts';

// Built layout (electron.vite.config.ts): out/main/main.js, out/preload/preload.cjs,
// out/renderer/index.html.
const preloadPath = join(import.meta.dirname, '../preload/preload.cjs');
const rendererDir = join(import.meta.dirname, '../renderer');

// The dev server only under `npm run dev`, only on this machine (security.ts devRendererUrl);
// else the built screens from the app's own scheme, never file:// (checklist item 18).
const devServerUrl = devRendererUrl(process.env, app.isPackaged);
const appUrl = devServerUrl ?? APP_URL;
const policy = devServerUrl === undefined ? CONTENT_SECURITY_POLICY : devContentSecurityPolicy(CONTENT_SECURITY_POLICY);

// Every renderer, not just our window, runs sandboxed.
app.enableSandbox();

// Before the app is ready, as Electron requires: standard and secure give app://bundle an origin
// of its own (what the CSP's 'self' means), as a web page's.
protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } }]);

/** app://bundle/… answered from the renderer's folder, and nothing outside it (rendererFileFor). */
function serveRenderer(): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = rendererFileFor(request.url, rendererDir);
    if (file === null) return new Response('Not found', { status: 404 });
    // A file that is not there (a stale link, a typed address) is a 404, not a failed load.
    const found = await net.fetch(pathToFileURL(file).href).catch(() => null);
    if (found === null || !found.ok) return new Response('Not found', { status: 404 });
    // The policy rides on every answer, as webRequest adds it to other schemes' (hardenSession).
    const headers = new Headers(found.headers);
    headers.set('Content-Security-Policy', policy);
    headers.set('X-Content-Type-Options', 'nosniff');
    return new Response(found.body, { status: found.status, headers });
  });
}

function hardenSession(): void {
  const ses = session.defaultSession;
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [policy] },
    });
  });
  ses.setPermissionRequestHandler((_contents, permission, callback) => callback(isPermissionGranted(permission)));
  ses.setPermissionCheckHandler((_contents, permission) => isPermissionGranted(permission));
}

// Applies to every web contents the app ever creates, so a future window cannot forget it.
app.on('web-contents-created', (_event, contents) => {
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, appUrl)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url, appUrl)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

let mainWindow: BrowserWindow | null = null;

/** The app's start page, without any route: after a switch of database the old route may not exist. */
function loadApp(win: BrowserWindow): void {
  void win.loadURL(devServerUrl ?? APP_URL);
}

function createWindow(): void {
  const dataDir = app.getPath('userData');
  const place = windowToOpen(
    readSettings(dataDir).window,
    screen.getAllDisplays().map((d) => d.workArea),
  );
  const win = new BrowserWindow({
    ...place.bounds,
    minWidth: MIN_WINDOW.width,
    minHeight: MIN_WINDOW.height,
    show: false,
    title: 'Dominoes scorekeeper',
    webPreferences: hardenedWebPreferences(preloadPath),
  });
  mainWindow = win;
  win.on('closed', () => {
    if (mainWindow === win) mainWindow = null;
  });
  win.once('ready-to-show', () => {
    if (place.maximized) win.maximize();
    win.show();
  });
  // Remembered as it closes: the normal (unmaximized) bounds, so a maximized window comes back
  // maximized and unmaximizes to where it was.
  win.on('close', () => {
    updateSettings(dataDir, { window: { bounds: win.getNormalBounds(), maximized: win.isMaximized() } });
  });
  loadApp(win);
}

/** The open dialog, attached to the window when there is one. */
async function chooseDatabaseFile(labels: NativeLabels): Promise<string | null> {
  const parent = BrowserWindow.getFocusedWindow() ?? mainWindow;
  const options = openDatabaseDialog(labels, app.getPath('documents'));
  const chosen = parent === null ? await dialog.showOpenDialog(options) : await dialog.showOpenDialog(parent, options);
  return chosen.canceled ? null : (chosen.filePaths[0] ?? null);
}

/** The save dialog for a new database, attached to the window when there is one. */
async function chooseNewDatabaseFile(labels: NativeLabels): Promise<string | null> {
  const parent = BrowserWindow.getFocusedWindow() ?? mainWindow;
  const options = newDatabaseDialog(labels, join(app.getPath('documents'), 'dominoes.sqlite'));
  const chosen = parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options);
  return chosen.canceled || chosen.filePath === undefined || chosen.filePath === '' ? null : chosen.filePath;
}

/** The save dialog for a printed sheet's PDF, attached to the window that asked, in Documents. */
async function choosePdfFile(sender: WebContents, fileName: string): Promise<string | null> {
  const parent = BrowserWindow.fromWebContents(sender);
  const options = { defaultPath: join(app.getPath('documents'), fileName), filters: [{ name: 'PDF', extensions: ['pdf'] }] };
  const chosen = parent === null ? await dialog.showSaveDialog(options) : await dialog.showSaveDialog(parent, options);
  return chosen.canceled || chosen.filePath === undefined || chosen.filePath === '' ? null : chosen.filePath;
}

function startApp(): void {
  // app.getLocale() is known once the app is ready.
  const labels = nativeLabels(app.getLocale());
  // The screen gets a plain 'internal' error; the details belong in the log.
  const logBug = (method: string, cause: unknown) => console.error(`[dominoes] ${method} failed:`, cause);
  const desktop = new DesktopSession({
    appVersion: app.getVersion(),
    dataDir: app.getPath('userData'),
    chooseFile: () => chooseDatabaseFile(labels),
    chooseNewFile: () => chooseNewDatabaseFile(labels),
    logBug,
    rendererDir,
    // The import's worker as electron-vite built it beside this file (`?modulePath`); should it be
    // missing, imports are checked in this process, as before.
    importWorker: existsSync(importWorkerPath) ? importWorkerPath : null,
  });
  // The room's listener goes off with the app (issue 24), before the file is closed.
  let closing = false;
  app.on('will-quit', (event) => {
    if (closing) return;
    closing = true;
    event.preventDefault();
    void desktop.close().finally(() => app.quit());
  });

  // One ipcMain.handle per contract method; each checks its sender and its input (electron/ipc.ts).
  registerApi(ipcMain, appUrl, desktop.handlers, logBug);
  // The organizer's screens follow an event live (issue 24, electron/live-ipc.ts).
  registerLive(ipcMain, appUrl, () => desktop.service);
  // The room's display in a second window (issue 24, electron/display-window.ts): one an event.
  const displays = new Map<number, BrowserWindow>();
  registerDisplayWindow(ipcMain, appUrl, {
    show: (eventId, url) => {
      const open = displays.get(eventId);
      if (open && !open.isDestroyed()) return open.focus();
      const win = new BrowserWindow({
        width: 1280,
        height: 720,
        title: 'Dominoes: the display',
        webPreferences: hardenedWebPreferences(preloadPath),
      });
      displays.set(eventId, win);
      win.on('closed', () => displays.delete(eventId));
      void win.loadURL(url);
    },
  });
  // Save as PDF of a printed sheet, with the same sender and input checks (electron/print-pdf.ts).
  registerSavePdf(ipcMain, appUrl, (sender: WebContents) => ({
    chooseFile: (fileName) => choosePdfFile(sender, fileName),
    print: (options) => sender.printToPDF(options),
    write: (path, data) => writeFile(path, data),
    logBug: (cause) => logBug('savePdf', cause),
  }));

  /** After a switch of file: the new file's matches from the start page, or why it was refused. */
  const switched = (result: Awaited<ReturnType<DesktopSession['chooseDatabase']>>) => {
    if (!result.ok) {
      dialog.showErrorBox(labels.notOpened, result.error.message);
    } else if (result.value !== null && mainWindow !== null) {
      loadApp(mainWindow);
    }
  };
  const menu = appMenuTemplate(
    {
      newDatabase: () => {
        desktop.newDatabase().then(switched, (cause: unknown) => logBug('newDatabase', cause));
      },
      openDatabase: () => {
        desktop.chooseDatabase().then(switched, (cause: unknown) => logBug('chooseDatabase', cause));
      },
      showDatabaseFile: () => shell.showItemInFolder(desktop.file),
    },
    process.platform,
    labels,
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(menu));
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

// One app per user: a second start brings the open window forward instead of opening the same
// database file in a second window whose screens would go stale as the first one records moves.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (mainWindow === null) return;
    if (mainWindow.isMinimized()) mainWindow.restore();
    mainWindow.focus();
  });

  void app.whenReady().then(() => {
    hardenSession();
    serveRenderer();
    startApp();
    createWindow();
    app.on('activate', () => {
      if (BrowserWindow.getAllWindows().length === 0) createWindow();
    });
  });
}
