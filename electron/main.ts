import { app, BrowserWindow, ipcMain, session } from 'electron';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { IPC_CHANNELS } from '../api/bridge.ts';
import { handleInvoke } from './ipc.ts';
import {
  CONTENT_SECURITY_POLICY,
  RENDERER_URL_ENV,
  devContentSecurityPolicy,
  hardenedWebPreferences,
  isAllowedNavigation,
  isPermissionGranted,
} from './security.ts';

// Built layout (electron.vite.config.ts): out/main/main.js, out/preload/preload.cjs,
// out/renderer/index.html.
const preloadPath = join(import.meta.dirname, '../preload/preload.cjs');
const rendererFile = join(import.meta.dirname, '../renderer/index.html');

const devServerUrl = app.isPackaged ? undefined : process.env[RENDERER_URL_ENV];
const appUrl = devServerUrl ?? pathToFileURL(rendererFile).href;
const policy = devServerUrl === undefined ? CONTENT_SECURITY_POLICY : devContentSecurityPolicy(CONTENT_SECURITY_POLICY);

// Every renderer, not just our window, runs sandboxed.
app.enableSandbox();

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

function registerIpc(): void {
  ipcMain.handle(IPC_CHANNELS.appVersion, (event) =>
    handleInvoke(event.senderFrame?.url, appUrl, () => app.getVersion()),
  );
}

function createWindow(): void {
  const win = new BrowserWindow({
    width: 1100,
    height: 760,
    show: false,
    title: 'Dominoes scorekeeper',
    webPreferences: hardenedWebPreferences(preloadPath),
  });
  win.once('ready-to-show', () => win.show());
  if (devServerUrl === undefined) {
    void win.loadFile(rendererFile);
  } else {
    void win.loadURL(devServerUrl);
  }
}

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

void app.whenReady().then(() => {
  hardenSession();
  registerIpc();
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});
