import type { DominoesBridge } from '../../api/bridge.ts';

declare global {
  interface Window {
    /** Present in the desktop app (electron/preload.ts); absent in browser mode. */
    readonly dominoes?: DominoesBridge;
  }
}
