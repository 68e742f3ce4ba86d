/**
 * The desktop's Save as PDF (issue 17, "Printing"), without Electron, so tests reach it in plain
 * Node as they reach electron/ipc.ts: the one IPC channel outside the contract (api/bridge.ts,
 * SAVE_PDF_CHANNEL) gets the same checks as every contract method: the sender must be the app's
 * own page (Electron's security checklist, item 17), and here also one of the printed sheets
 * (PRINT_ROUTE), the input is parsed with a strict schema, and a throw never crosses IPC.
 *
 * What it prints is the window that asks, as it is: the sheet on screen, laid out by print.css
 * for paper (the toolbar hidden, the page size from the sheet's named page, the header and page
 * numbers in the margin boxes). electron/main.ts supplies printToPDF, the save dialog and the
 * file write.
 */
import { z } from 'zod';
import { PRINT_ROUTE, SAVE_PDF_CHANNEL } from '../api/bridge.ts';
import type { ApiResult, SavedPdf, SavePdfInput } from '../api/bridge.ts';
import { safeFileName } from '../domain/file-name.ts';
import { UNTRUSTED_SENDER } from './ipc.ts';
import { isAllowedNavigation } from './security.ts';

export const savePdfInputShape = z.strictObject({
  fileName: z.string().max(200),
  paper: z.enum(['a4', 'letter']),
});

export const PRINT_PDF_CODES = {
  notASheet: 'print/not-a-sheet',
  invalid: 'input/invalid',
  notWritten: 'print/not-written',
  failed: 'print/failed',
} as const;

/**
 * Electron's printToPDF options: the paper from the sheet's CSS (@page size by named page), the
 * grey header cells kept, no Chromium header and footer (the sheet's own margin boxes say the
 * event and the page). `pageSize` is only what Chromium falls back on.
 */
export function pdfOptions(input: SavePdfInput) {
  return {
    preferCSSPageSize: true,
    printBackground: true,
    displayHeaderFooter: false,
    pageSize: input.paper === 'a4' ? 'A4' : 'Letter',
  } as const;
}

/** The sheet's suggested name as a file name any system takes (domain/file-name.ts), ending in .pdf. */
export function pdfFileName(suggested: string): string {
  return safeFileName(suggested, 'pdf', 'sheet');
}

/** What the handler needs of the window and the system: supplied by electron/main.ts, or by tests. */
export interface PdfHost {
  /** The save dialog, starting on `fileName`: the chosen path, or null when cancelled. */
  chooseFile(fileName: string): Promise<string | null>;
  /** webContents.printToPDF of the window that asked. */
  print(options: ReturnType<typeof pdfOptions>): Promise<Uint8Array>;
  write(path: string, data: Uint8Array): Promise<void>;
  /** Where a bug's details go: the page gets 'print/failed' only. */
  logBug(cause: unknown): void;
}

function refuse(code: string, message: string, params: Record<string, string> = {}): ApiResult<never> {
  return { ok: false, error: { code, message, params } };
}

/** The body of the Save as PDF handler: checks, the dialog, printing, writing. */
export async function handleSavePdf(senderUrl: string | undefined, appUrl: string, raw: unknown, host: PdfHost): Promise<ApiResult<SavedPdf | null>> {
  if (!isAllowedNavigation(senderUrl, appUrl)) return { ok: false, error: UNTRUSTED_SENDER };
  if (!PRINT_ROUTE.test(new URL(senderUrl!).hash)) {
    return refuse(PRINT_PDF_CODES.notASheet, 'Save as PDF prints a printed sheet (standings, seating, score cards); open one first.');
  }
  const input = savePdfInputShape.safeParse(raw);
  if (!input.success) {
    const issue = input.error.issues[0];
    const field = issue?.path.join('.') ?? '';
    return { ok: false, error: { code: PRINT_PDF_CODES.invalid, message: `Save as PDF: ${field || 'the input'}: ${issue?.message ?? 'not valid'}.`, params: { field } } };
  }
  let path: string | null;
  let data: Uint8Array;
  try {
    path = await host.chooseFile(pdfFileName(input.data.fileName));
    if (path === null) return { ok: true, value: null };
    data = await host.print(pdfOptions(input.data));
  } catch (cause) {
    host.logBug(cause);
    return refuse(PRINT_PDF_CODES.failed, 'The sheet could not be printed to PDF.');
  }
  try {
    await host.write(path, data);
  } catch (cause) {
    // A full disk, a read-only folder, a file open in a reader on Windows: the person can act on it.
    const reason = cause instanceof Error ? cause.message : String(cause);
    return refuse(PRINT_PDF_CODES.notWritten, `${path} could not be written: ${reason}`, { file: path, reason });
  }
  return { ok: true, value: { path } };
}

/** The part of the IPC event the handler looks at: the frame that sent it and its window's contents. */
export interface PdfInvokeEvent<Sender> {
  readonly senderFrame?: { readonly url: string } | null;
  readonly sender: Sender;
}

/** What registerSavePdf needs of ipcMain. */
export interface PdfIpcMain<Sender> {
  handle(channel: string, listener: (event: PdfInvokeEvent<Sender>, ...args: unknown[]) => Promise<ApiResult<SavedPdf | null>>): void;
}

/** The one Save as PDF handler, on its own channel; `hostFor` gives the window that asked. */
export function registerSavePdf<Sender>(ipc: PdfIpcMain<Sender>, appUrl: string, hostFor: (sender: Sender) => PdfHost): void {
  ipc.handle(SAVE_PDF_CHANNEL, (event, raw) => handleSavePdf(event.senderFrame?.url, appUrl, raw, hostFor(event.sender)));
}
