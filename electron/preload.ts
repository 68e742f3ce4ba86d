import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_KEY, IPC_CHANNELS, type DominoesBridge } from '../api/bridge.ts';

// One named method per command; ipcRenderer itself never reaches the page. This file runs
// sandboxed, so it is bundled into a single CommonJS file that requires only 'electron'.
const bridge: DominoesBridge = {
  appVersion: () => ipcRenderer.invoke(IPC_CHANNELS.appVersion),
};

contextBridge.exposeInMainWorld(BRIDGE_KEY, bridge);
