/**
 * The desktop transport's names: the key under which the preload exposes the contract
 * (`window.dominoes`) and the IPC channel of each method. The contract itself (inputs, outputs,
 * ApiResult) is api/contract.ts.
 */
import type { ApiMethod, ApiResult, DominoesApi } from './contract.ts';
import { API_METHODS, ipcChannel } from './methods.ts';

export type { ApiError, ApiResult } from './contract.ts';

/**
 * What the preload exposes. Today's preload offers `appVersion` only; once it carries every
 * method this becomes `DominoesApi` itself (the renderer already types `window.dominoes` so).
 */
export interface DominoesBridge {
  /** The app's version from package.json. */
  appVersion(): Promise<ApiResult<string>>;
  /** Desktop only (absent in browser mode, which prints with the print dialog): see SAVE_PDF_CHANNEL. */
  savePdf?(input: SavePdfInput): Promise<ApiResult<SavedPdf | null>>;
  /**
   * Desktop only: follows an event's live changes (issue 24; browser mode has /live over
   * server-sent events): each message as server/live.ts says it. The function returned stops.
   */
  followEvent?(eventId: number, listener: (message: { readonly event: string; readonly data: unknown }) => void): () => void;
  /** Desktop only: the room's display of an event in a second window (electron/display-window.ts; browser mode opens a tab). */
  openDisplay?(input: { readonly eventId: number }): Promise<ApiResult<null>>;
}

/** The desktop's second window for the room's display (electron/display-window.ts). */
export const DISPLAY_WINDOW_CHANNEL = 'window:display';

/** The desktop's live changes (LIVE_FOLLOW_CHANNEL to start, LIVE_EVENT_CHANNEL for each message, LIVE_UNFOLLOW_CHANNEL to stop). */
export const LIVE_FOLLOW_CHANNEL = 'live:follow';
export const LIVE_UNFOLLOW_CHANNEL = 'live:unfollow';
export const LIVE_EVENT_CHANNEL = 'live:event';

/**
 * The desktop's Save as PDF of a printed sheet (issue 17, "Printing"): the main process prints the
 * window that asks (webContents.printToPDF, the same engine as the print dialog and print.css)
 * into a file chosen in the save dialog. Not a contract method: it is the window's, not the
 * database's, and browser mode has the browser's own print dialog for it. electron/print-pdf.ts
 * checks the sender and the input as registerApi does for the contract.
 */
export const SAVE_PDF_CHANNEL = 'print:savePdf';

export interface SavePdfInput {
  /** The suggested file name, without ".pdf" (the event's date, name and sheet). */
  readonly fileName: string;
  /** The paper the sheet is laid out for (renderer/src/print/paper.ts). */
  readonly paper: 'a4' | 'letter';
}

/** Where the PDF was written; Save as PDF answers null when the save dialog was cancelled. */
export interface SavedPdf {
  readonly path: string;
}

/**
 * The address (the part after '#') of a printed sheet (renderer/src/print/routes.ts): the only
 * pages Save as PDF prints, so that no other screen of the app is written to a file by a call
 * from the page.
 */
export const PRINT_ROUTE = /^#\/event\/\d+\/print\//;

/** The full bridge: one named method per contract method. */
export type FullBridge = DominoesApi;

/** The name under which the preload exposes the bridge: `window.dominoes`. */
export const BRIDGE_KEY = 'dominoes';

/** IPC channel per contract method: 'api:<method>' (electron/main.ts handles, preload invokes). */
export const IPC_CHANNELS = Object.fromEntries(API_METHODS.map((m) => [m, ipcChannel(m)])) as {
  readonly [M in ApiMethod]: string;
};
