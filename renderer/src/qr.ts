/**
 * A QR code as one SVG path (issue 24: the room's address, a table's join link and the display's,
 * on the event's page and on the printed score cards and seating). @paulmillr/qr encodes the text
 * to its modules (a maintained library with no dependencies, which also decodes: the tests read
 * the codes back from screenshots and PDFs); the screens draw them as one path in the template,
 * with no inline style, script or image the app's CSP would refuse. Pure, so it is tested in Node.
 */
import encodeQR from '@paulmillr/qr';

/** Modules of white round the code on every side: the quiet zone the QR standard asks for (ISO/IEC 18004, 4 modules). */
export const QUIET_ZONE = 4;

export interface QrDrawing {
  /** Modules a side, the quiet zone included: the SVG's viewBox is `0 0 size size`. */
  readonly size: number;
  /** The dark modules, one rectangle per run along a row, in the viewBox's units. */
  readonly path: string;
}

/**
 * The code of `text`. Error correction 'medium' (15%), the library's default: a card printed on
 * a club's laser printer, or a screen seen at an angle, still reads.
 */
export function qrDrawing(text: string): QrDrawing {
  const modules = encodeQR(text, 'raw', { border: 0, ecc: 'medium' });
  const parts: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + QUIET_ZONE} ${y + QUIET_ZONE}h${x - start}v1h-${x - start}z`);
    }
  });
  return { size: modules.length + 2 * QUIET_ZONE, path: parts.join('') };
}
