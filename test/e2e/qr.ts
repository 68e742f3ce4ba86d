/**
 * Reading back the QR codes the organizer's screens and printed sheets show (issue 24: the room's
 * address, each table's join link), as a phone's camera would: from a screenshot of the page, or
 * from a printed PDF turned into pixels by pdftoppm, decoded by @paulmillr/qr's own decoder, and
 * where it cannot read one, by ZBar's (zbarimg, Debian's zbar-tools, which .ci/run installs).
 *
 * Why two: @paulmillr/qr's decoder refuses some codes its own encoder makes right (one link in
 * about 40, "RS.decode: invalid errors number", whatever the scale: ZBar and phones read them), and
 * the room's port is a new one each run, so a test would fail now and then for the decoder's sake.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import decodeQR from '@paulmillr/qr/decode.js';
import type { Browser, Locator } from 'playwright-core';

/** An RGB(A) image's code: @paulmillr/qr's decoder, else ZBar's over the same pixels (a PPM). */
function decoded(image: { width: number; height: number; data: Uint8Array }, channels: 3 | 4): string {
  try {
    return decodeQR(image);
  } catch (first) {
    const dir = mkdtempSync(join(tmpdir(), 'dominoes-qr-'));
    try {
      const rgb = new Uint8Array(image.width * image.height * 3);
      for (let i = 0, j = 0; i < image.data.length; i += channels, j += 3) rgb.set(image.data.subarray(i, i + 3), j);
      const file = join(dir, 'code.ppm');
      writeFileSync(file, Buffer.concat([Buffer.from(`P6\n${image.width} ${image.height}\n255\n`), Buffer.from(rgb)]));
      return execFileSync('zbarimg', ['-q', '--raw', file], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().replace(/\n$/, '');
    } catch {
      throw first;
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
}

/** The text of the QR code shown by `locator`, read from a screenshot of it (a PNG, decoded to pixels by a blank page's canvas). */
export async function readShownQr(browser: Browser, locator: Locator): Promise<string> {
  const png = await locator.screenshot();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const image = await page.evaluate(async (base64) => {
      const img = new Image();
      img.src = `data:image/png;base64,${base64}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const drawn = canvas.getContext('2d')!;
      drawn.drawImage(img, 0, 0);
      const { data } = drawn.getImageData(0, 0, canvas.width, canvas.height);
      return { width: canvas.width, height: canvas.height, data: Array.from(data) };
    }, png.toString('base64'));
    return decoded({ width: image.width, height: image.height, data: Uint8Array.from(image.data) }, 4);
  } finally {
    await context.close();
  }
}

/** A part of a PDF page, in PDF points (1/72 in) from its top left corner. */
export interface PdfBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The text of the QR code on page `page` of the PDF (or in `box` of it), as printed at 200 dpi. */
export function readPrintedQr(file: string, page: number, box?: PdfBox): string {
  const dpi = 200;
  const px = (pt: number) => String(Math.round((pt * dpi) / 72));
  const out = `${file}-qr-${page}`;
  const crop = box ? ['-x', px(box.x), '-y', px(box.y), '-W', px(box.width), '-H', px(box.height)] : [];
  execFileSync('pdftoppm', ['-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', ...crop, file, out]);
  try {
    return decoded(readPpm(readFileSync(`${out}.ppm`)), 3);
  } finally {
    rmSync(`${out}.ppm`, { force: true });
  }
}

/** A binary PPM (P6, what pdftoppm writes by default): its size and RGB pixels. */
function readPpm(bytes: Buffer): { width: number; height: number; data: Uint8Array } {
  const fields: string[] = [];
  let at = 0;
  // Four fields (P6, width, height, the largest value), separated by whitespace, then one whitespace byte.
  while (fields.length < 4) {
    while (/\s/.test(String.fromCharCode(bytes[at]!))) at++;
    let field = '';
    while (!/\s/.test(String.fromCharCode(bytes[at]!))) field += String.fromCharCode(bytes[at++]!);
    fields.push(field);
  }
  if (fields[0] !== 'P6' || fields[3] !== '255') throw new Error(`not an 8-bit binary PPM: ${fields.join(' ')}`);
  const [width, height] = [Number(fields[1]), Number(fields[2])];
  return { width, height, data: new Uint8Array(bytes.subarray(at + 1, at + 1 + width * height * 3)) };
}

/** Where each word of a PDF page stands (pdftotext -bbox), in points from the top left. */
export function wordBoxes(file: string, page: number): { readonly word: string; readonly box: PdfBox }[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', String(page), '-l', String(page), file, '-']).toString();
  return [...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map((m) => {
    const [x, y, x2, y2] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    return { word: m[5]!, box: { x, y, width: x2 - x, height: y2 - y } };
  });
}
