/**
 * The QR codes the organizer's screens and printed sheets draw (renderer/src/qr.ts: one SVG path
 * of the dark modules, issue 24): the path drawn at any scale reads back, through the library's
 * own decoder, as the address it was made from: a table's join link on every kind of address
 * the room may listen on.
 */
import encodeQR from '@paulmillr/qr';
import decodeQR from '@paulmillr/qr/decode.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrDrawing } from '../../renderer/src/qr.ts';

/** The path's rectangles filled into an RGB image at `scale` pixels a module: what a screen shows. */
function rasterize(text: string, scale: number): { width: number; height: number; data: Uint8Array } {
  const { size, path } = qrDrawing(text);
  const width = size * scale;
  const data = new Uint8Array(width * width * 3).fill(255);
  for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-(\d+)z/g)) {
    const [x, y, w, back] = [Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])];
    expect(back).toBe(w);
    for (let py = y * scale; py < (y + 1) * scale; py++) {
      for (let px = x * scale; px < (x + w) * scale; px++) data.fill(0, (py * width + px) * 3, (py * width + px) * 3 + 3);
    }
  }
  return { width, height: width, data };
}

const JOIN_LINKS = [
  'http://127.0.0.2:41234/#/join/ABCDEFGH',
  'http://192.168.1.20:8080/#/join/K7MPQ2RX',
  'http://[fd00::1a2b:3c4d:5e6f:7a8b]:65535/#/join/ZZZZZZZZ',
  'http://10.0.0.5:3000/',
];

describe('a QR code drawn as one path', () => {
  it.each(JOIN_LINKS)('reads back as %s', (link) => {
    expect(decodeQR(rasterize(link, 4))).toBe(link);
  });

  it('keeps the quiet zone white on every side', () => {
    const { size, path } = qrDrawing(JOIN_LINKS[0]!);
    for (const m of path.matchAll(/M(\d+) (\d+)h(\d+)/g)) {
      const [x, y, w] = [Number(m[1]), Number(m[2]), Number(m[3])];
      expect(x).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(y).toBeGreaterThanOrEqual(QUIET_ZONE);
      expect(x + w).toBeLessThanOrEqual(size - QUIET_ZONE);
      expect(y + 1).toBeLessThanOrEqual(size - QUIET_ZONE);
    }
  });

  // Every module drawn as the library made it: the path sampled module by module is exactly its
  // matrix, so a code the library encodes right is drawn right. (Decoding random links with the
  // library's own decoder fails now and then on codes its encoder made right and ZBar reads: the
  // e2e tests read the screens' and sheets' codes with ZBar where it does, test/e2e/qr.ts.)
  it('draws every module of any join link exactly as the library encodes it (property)', () => {
    const address = fc.oneof(fc.ipV4(), fc.ipV6().map((a) => `[${a}]`));
    const code = fc.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/);
    fc.assert(
      fc.property(address, fc.integer({ min: 1, max: 65535 }), code, (host, port, join) => {
        const link = `http://${host}:${port}/#/join/${join}`;
        const matrix = encodeQR(link, 'raw', { border: 0, ecc: 'medium' });
        const image = rasterize(link, 1);
        const drawn = matrix.map((row, y) => row.map((_, x) => image.data[((y + QUIET_ZONE) * image.width + x + QUIET_ZONE) * 3] === 0));
        expect(drawn).toEqual(matrix);
      }),
      { numRuns: 100 },
    );
  });
});
