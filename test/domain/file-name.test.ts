/**
 * The one file-name cleaner (domain/file-name.ts), which the record's export, the event file and
 * its CSV (api/) and the desktop's Save as PDF (electron/print-pdf.ts) all use: last session's
 * review found two copies that kept different characters ("Noticed and not done": "each clean
 * file names their own way"). The cases the review asked for: accents, slashes, Windows' reserved
 * names, empty, very long.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NAME_BYTES, safeFileName } from '../../domain/file-name.ts';
import { exportFileName } from '../../api/service.ts';
import { pdfFileName } from '../../electron/print-pdf.ts';

const bytes = (text: string) => new TextEncoder().encode(text).length;

describe('a file name every system accepts', () => {
  it.each([
    ['keeps accents and any script', 'Peña & Müller, Ñandú 北京', 'Peña & Müller, Ñandú 北京.json'],
    ['composes an accent typed as two code points', 'Pen\u0303a', 'Peña.json'],
    ['a slash (a path on every system) reads as a dash', 'Copa A/B\\C', 'Copa A-B-C.json'],
    ['each run of what Windows refuses becomes one dash', 'Copa "A/B": 1*2?', 'Copa -A-B- 1-2-.json'],
    ['a control or invisible format character goes (a right-to-left override hides an extension)', 'bill\u202Efdp.exe\u0007', 'bill-fdp.exe-.json'],
    ['tabs and line breaks are one space', 'Club\t\tnight\r\nfinal', 'Club night final.json'],
    ['leading dots would hide it; trailing dots and spaces Windows drops', ' ..hidden. . ', 'hidden.json'],
    ['empty: the fallback', '', 'file.json'],
    ['only spaces and dots: the fallback', ' . .. ', 'file.json'],
    ['only refused characters: a dash, not nothing', '???', '-.json'],
  ])('%s', (_, words, expected) => {
    expect(safeFileName(words, 'json')).toBe(expected);
  });

  it.each([['CON'], ['con'], ['Nul'], ['PRN'], ['AUX'], ['COM1'], ['lpt9'], ['COM¹']])('Windows’ device name %s gets "_" after it, alone or before a dot', (device) => {
    expect(safeFileName(device, 'csv')).toBe(`${device}_.csv`);
    expect(safeFileName(`${device}.backup`, 'csv')).toBe(`${device}_.backup.csv`);
    expect(safeFileName(`${device} .x`, 'csv')).toBe(`${device}_ .x.csv`);
    // Only the whole name: a word that begins like one is left alone.
    expect(safeFileName(`${device}sole`, 'csv')).toBe(`${device}sole.csv`);
  });

  it('a very long name is cut to MAX_NAME_BYTES of UTF-8, never inside a letter', () => {
    expect(safeFileName('x'.repeat(500), 'pdf')).toBe(`${'x'.repeat(MAX_NAME_BYTES)}.pdf`);
    // "é" as e + combining acute (after NFC: one code point of 2 bytes): 100 fit, not 100.5.
    expect(safeFileName('é'.repeat(300), 'pdf')).toBe(`${'é'.repeat(100)}.pdf`);
    // An emoji with a skin tone is one letter of 8 bytes: 25 fit in 200, none is split.
    const waved = '👋🏽'.repeat(40);
    expect(safeFileName(waved, 'pdf')).toBe(`${'👋🏽'.repeat(25)}.pdf`);
    // Cut, the end is trimmed again: no trailing space or dot is left by the cut.
    expect(safeFileName(`${'a'.repeat(MAX_NAME_BYTES - 1)} b`, 'pdf')).toBe(`${'a'.repeat(MAX_NAME_BYTES - 1)}.pdf`);
  });

  it('is never a path, hidden, empty, reserved or too long, whatever it is given (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('CON', 'aux.txt', ' . ', '/..')), (words) => {
        const file = safeFileName(words, 'json');
        const stem = file.slice(0, -'.json'.length);
        expect(file.endsWith('.json')).toBe(true);
        expect(stem).not.toBe('');
        expect(stem).not.toMatch(/[\\/:*?"<>|\p{Cc}\p{Cf}]/u);
        expect(stem).not.toMatch(/^[.\s]|[.\s]$/u);
        expect(stem.split('.')[0]!.trimEnd()).not.toMatch(/^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/iu);
        expect(bytes(stem)).toBeLessThanOrEqual(MAX_NAME_BYTES);
        // A name already clean is kept as it is.
        expect(safeFileName(stem, 'json')).toBe(file);
      }),
    );
  });
});

describe('every file the app names goes through it', () => {
  it('an exported record: its date and its players', () => {
    expect(exportFileName(['Ann', 'Ben/Bo', 'Cé', 'CON'], '2026-11-27T01:02:03.000Z')).toBe('2026-11-27 Ann Ben-Bo Cé CON.json');
  });
  it('a printed sheet: the name the page suggests', () => {
    expect(pdfFileName('2026-11-26 Club night: Standings')).toBe('2026-11-26 Club night- Standings.pdf');
    expect(pdfFileName('  ')).toBe('sheet.pdf');
  });
});
