/**
 * The desktop's Save as PDF (electron/print-pdf.ts; issue 17, "Printing": "PDF from the desktop
 * window (printToPDF)"), without the Electron binary, as test/electron/ipc.test.ts tests the
 * contract's handlers: the sender checked (Electron's security checklist, item 17) and only a
 * printed sheet printed, the input parsed strictly, the dialog, printing and writing, and what
 * the page is told when one of them fails. The channel is reached through the preload bridge.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVE_PDF_CHANNEL } from '../../api/bridge.ts';
import type { ApiResult, SavedPdf } from '../../api/bridge.ts';
import { UNTRUSTED_SENDER } from '../../electron/ipc.ts';
import { createBridge } from '../../electron/preload-bridge.ts';
import { MAX_NAME_BYTES } from '../../domain/file-name.ts';
import { handleSavePdf, pdfFileName, registerSavePdf } from '../../electron/print-pdf.ts';
import type { PdfHost, PdfInvokeEvent } from '../../electron/print-pdf.ts';

const appUrl = 'file:///app/out/renderer/index.html';
const sheet = `${appUrl}#/event/3/print/standings?paper=letter`;
const PDF = new TextEncoder().encode('%PDF-1.7 a sheet');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A host whose dialog answers `chosen`, recording what it was asked; writes go to the real disk. */
function host(chosen: string | null, overrides: Partial<PdfHost> = {}) {
  const asked: { dialog: string[]; printed: unknown[]; bugs: unknown[] } = { dialog: [], printed: [], bugs: [] };
  const h: PdfHost = {
    chooseFile: (name) => {
      asked.dialog.push(name);
      return Promise.resolve(chosen);
    },
    print: (options) => {
      asked.printed.push(options);
      return Promise.resolve(PDF);
    },
    write: (path, data) => writeFile(path, data),
    logBug: (cause) => asked.bugs.push(cause),
    ...overrides,
  };
  return { host: h, asked };
}

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'dominoes-pdf-'));
  dirs.push(dir);
  return dir;
}

describe('Save as PDF', () => {
  it('prints the sheet with its own paper size and margin boxes, into the file chosen in the dialog', async () => {
    const file = join(tempDir(), 'standings.pdf');
    const { host: h, asked } = host(file);
    const answer = await handleSavePdf(sheet, appUrl, { fileName: '2026-11-26 Club night - Standings', paper: 'letter' }, h);
    expect(answer).toEqual({ ok: true, value: { path: file } });
    expect(readFileSync(file)).toEqual(Buffer.from(PDF));
    expect(asked.dialog).toEqual(['2026-11-26 Club night - Standings.pdf']);
    // preferCSSPageSize: print.css's named page decides (landscape standings); no Chromium header or footer.
    expect(asked.printed).toEqual([{ preferCSSPageSize: true, printBackground: true, displayHeaderFooter: false, pageSize: 'Letter' }]);
  });

  it('does nothing when the dialog is cancelled: no printing, no file', async () => {
    const { host: h, asked } = host(null);
    expect(await handleSavePdf(sheet, appUrl, { fileName: 'x', paper: 'a4' }, h)).toEqual({ ok: true, value: null });
    expect(asked.printed).toEqual([]);
  });

  it.each([
    ['another site', 'https://evil.example/#/event/3/print/standings'],
    ['another file', 'file:///tmp/evil.html#/event/3/print/standings'],
    ['no frame (gone)', undefined],
  ])('refuses a sender that is not the app’s own page (%s), before any dialog', async (_, url) => {
    const { host: h, asked } = host('/tmp/never.pdf');
    expect(await handleSavePdf(url, appUrl, { fileName: 'x', paper: 'a4' }, h)).toEqual({ ok: false, error: UNTRUSTED_SENDER });
    expect(asked.dialog).toEqual([]);
  });

  it.each([`${appUrl}#/`, `${appUrl}#/match/3`, `${appUrl}#/event/3`, `${appUrl}#/event/x/print/standings`, appUrl])(
    'prints only a printed sheet: not %s',
    async (url) => {
      const { host: h, asked } = host('/tmp/never.pdf');
      const answer = await handleSavePdf(url, appUrl, { fileName: 'x', paper: 'a4' }, h);
      expect(answer).toMatchObject({ ok: false, error: { code: 'print/not-a-sheet' } });
      expect(asked.dialog).toEqual([]);
    },
  );

  it.each([
    [null, ''],
    [{ fileName: 'x' }, 'paper'],
    [{ fileName: 'x', paper: 'a3' }, 'paper'],
    [{ fileName: 'x'.repeat(201), paper: 'a4' }, 'fileName'],
    [{ fileName: 'x', paper: 'a4', path: '/etc/passwd' }, ''],
  ])('refuses input that is not {fileName, paper}, naming the field: %j', async (input, field) => {
    const { host: h, asked } = host('/tmp/never.pdf');
    const answer = await handleSavePdf(sheet, appUrl, input, h);
    expect(answer).toMatchObject({ ok: false, error: { code: 'input/invalid', params: { field } } });
    expect(asked.dialog).toEqual([]);
  });

  it('says which file could not be written, and why', async () => {
    const file = join(tempDir(), 'no-such-folder', 'standings.pdf');
    const answer = await handleSavePdf(sheet, appUrl, { fileName: 'x', paper: 'a4' }, host(file).host);
    expect(answer).toMatchObject({ ok: false, error: { code: 'print/not-written', params: { file } } });
    if (!answer.ok) expect(answer.error.message).toContain(file);
  });

  it('turns a failure to print into print/failed for the page, the details into the log', async () => {
    const broken = new Error('render process gone');
    const { host: h, asked } = host('/tmp/x.pdf', { print: () => Promise.reject(broken) });
    expect(await handleSavePdf(sheet, appUrl, { fileName: 'x', paper: 'a4' }, h)).toMatchObject({ ok: false, error: { code: 'print/failed' } });
    expect(asked.bugs).toEqual([broken]);
  });
});

describe('the PDF’s file name', () => {
  it('keeps the event’s words, takes out what a file system refuses, ends in .pdf', () => {
    expect(pdfFileName('2026-11-26 Club night - Standings after round 3')).toBe('2026-11-26 Club night - Standings after round 3.pdf');
    expect(pdfFileName('Copa "A/B": 1*2?')).toBe('Copa -A-B- 1-2-.pdf');
    expect(pdfFileName('   ')).toBe('sheet.pdf');
    expect(pdfFileName('..')).toBe('sheet.pdf');
  });

  it('is never a path, never hidden or empty, at most 200 bytes before .pdf (property; the cases: test/domain/file-name.test.ts)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (name) => {
        const file = pdfFileName(name);
        expect(file).toMatch(/\.pdf$/);
        expect(file).not.toMatch(/[\\/:*?"<>|\u0000-\u001f]/);
        expect(file.startsWith('.')).toBe(false);
        expect(new TextEncoder().encode(file).length).toBeLessThanOrEqual(MAX_NAME_BYTES + '.pdf'.length);
      }),
    );
  });
});

describe('the Save as PDF channel', () => {
  it('is registered once, and the preload bridge reaches it with the page’s one argument', async () => {
    const listeners = new Map<string, (event: PdfInvokeEvent<string>, ...args: unknown[]) => Promise<ApiResult<SavedPdf | null>>>();
    const senders: string[] = [];
    registerSavePdf<string>({ handle: (channel, listener) => listeners.set(channel, listener) }, appUrl, (sender) => {
      senders.push(sender);
      return host(null).host;
    });
    expect([...listeners.keys()]).toEqual([SAVE_PDF_CHANNEL]);
    const bridge = createBridge((channel, input) => listeners.get(channel)!({ senderFrame: { url: sheet }, sender: 'the main window' }, structuredClone(input)));
    expect(await bridge.savePdf({ fileName: 'x', paper: 'a4' })).toEqual({ ok: true, value: null });
    expect(senders).toEqual(['the main window']);
  });
});
