import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, LIVE_EVENT_CHANNEL } from '../api/bridge.ts';
import { createBridge } from './preload-bridge.ts';

// One named method per contract method (electron/preload-bridge.ts); ipcRenderer itself never
// reaches the page. This file runs sandboxed, so it is bundled into a single CommonJS file that
// requires only 'electron'.
contextBridge.exposeInMainWorld(
  BRIDGE_KEY,
  createBridge(
    (channel, input) => ipcRenderer.invoke(channel, input),
    (listener) => {
      const handler = (_event: unknown, message: unknown) => listener(message);
      ipcRenderer.on(LIVE_EVENT_CHANNEL, handler);
      return () => ipcRenderer.removeListener(LIVE_EVENT_CHANNEL, handler);
    },
  ),
);
