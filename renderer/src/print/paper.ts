/**
 * The paper a sheet is printed on (issue 17, "Printing": A4 and Letter) and the words the page's
 * margin boxes show. Pure, so it is tested without a browser.
 *
 * Why the margin boxes read custom properties: the page header (the event's name, date, round)
 * and "Page 1 of 3" must be on every page, in the screens' language. The @page margin boxes of
 * print.css do that in Chromium (and Electron's printToPDF, the same engine), but their `content`
 * is CSS; a custom property set on the root element carries the words in as a CSS string, without
 * an inline <style> the window's CSP would refuse.
 */

export const PAPERS = ['a4', 'letter'] as const;
export type Paper = (typeof PAPERS)[number];

export function isPaper(value: unknown): value is Paper {
  return typeof value === 'string' && (PAPERS as readonly string[]).includes(value);
}

/**
 * Where Letter is the usual paper: the United States and Canada, and most of the Americas where
 * the game is played (Mexico, Central America, the Dominican Republic, Puerto Rico, Venezuela,
 * Colombia, Chile, the Philippines). The rest of the world, and the English Caribbean's schools
 * and offices that buy either, start on A4. Only the starting choice: the sheet offers both.
 */
const LETTER_REGIONS = new Set(['US', 'CA', 'MX', 'GT', 'SV', 'HN', 'NI', 'CR', 'PA', 'DO', 'PR', 'VE', 'CO', 'CL', 'PH']);

/**
 * The paper to start on, from the locale the sheet is printed in (issue 25 item 9: "the paper size
 * defaults from the locale (A4 for Spanish and most of the world, Letter for en-US)"): the region
 * of the browser's first preferred language that is the sheet's (en-US, es-MX), A4 when none
 * names one. Another language's region is not the sheet's: a Spanish sheet printed from a browser
 * set to en-US started on Letter.
 */
export function defaultPaper(language: string, preferred: readonly string[]): Paper {
  for (const tag of preferred) {
    const [base, region] = tag.split(/[-_]/);
    if (base?.toLowerCase() !== language.toLowerCase()) continue;
    const upper = region?.toUpperCase();
    if (upper !== undefined && /^[A-Z]{2}$/.test(upper)) return LETTER_REGIONS.has(upper) ? 'letter' : 'a4';
  }
  return 'a4';
}

/**
 * A text as a CSS string literal, for a custom property read by `content`. Backslashes and quotes
 * are escaped, and a line break (which would end the declaration) becomes CSS's own `\A `; the
 * other control characters are dropped: a margin box shows one line.
 */
export function cssString(text: string): string {
  let out = '"';
  for (const ch of text) {
    if (ch === '\\' || ch === '"') out += `\\${ch}`;
    else if (ch === '\n') out += '\\A ';
    else if (/[\u0000-\u001f\u007f]/.test(ch)) continue;
    else out += ch;
  }
  return `${out}"`;
}

/** The custom properties print.css reads in its margin boxes: the header's line and "Page … of …". */
export interface MarginWords {
  /** The event's name, date and venue, and the round when the sheet is of one. */
  readonly header: string;
  /** "Page" in "Page 1 of 3". */
  readonly page: string;
  /** "of" in "Page 1 of 3". */
  readonly of: string;
}

export function marginProperties(words: MarginWords): Record<string, string> {
  return {
    '--print-header': cssString(words.header),
    '--print-page': cssString(words.page),
    '--print-of': cssString(words.of),
  };
}
