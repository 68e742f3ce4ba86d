/**
 * The one way the app names a file it offers to save (an exported record, an event file, its
 * entrants' CSV, a printed sheet's PDF): the words the scorekeeper gave (names with their accents,
 * any script) kept, and only what some file system refuses taken out, so the same name works on
 * Windows, macOS and Linux. Pure, so the api, the desktop's Save as PDF and the tests share it.
 */

/** Characters Windows refuses in a name (and "/" everywhere), control and invisible format characters (a right-to-left override can disguise an extension). */
const REFUSED = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu;

/**
 * Names Windows keeps for devices, whatever follows a dot ("CON.json" is the console too):
 * https://learn.microsoft.com/windows/win32/fileio/naming-a-file, "Naming Conventions".
 */
const RESERVED = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/iu;

/**
 * The most a name may take, in UTF-8 bytes, before its extension: ext4 and APFS take 255 bytes,
 * NTFS 255 UTF-16 units (never fewer than the bytes); this leaves room for the extension and for a
 * " (2)" a save dialog may add.
 */
export const MAX_NAME_BYTES = 200;

/**
 * `words` as a file name ending in `.extension`: each run of refused characters becomes one "-"
 * (a "/" in "A/B" reads as "A-B"),
 * runs of spaces one space; dots and spaces at either end go (a hidden file, a name Windows trims);
 * a device name of Windows gets "_" after it; it is cut to `MAX_NAME_BYTES` between whole letters
 * (an accent never parted from its letter); and an empty result is `fallback`.
 */
export function safeFileName(words: string, extension: string, fallback = 'file'): string {
  const cleaned = words.normalize('NFC').replace(/\s+/gu, ' ').replace(REFUSED, '-');
  const cut = trimEnds(cutToBytes(trimEnds(cleaned), MAX_NAME_BYTES));
  const name = cut === '' ? fallback : cut;
  const stem = name.split('.')[0]!.trimEnd();
  return `${RESERVED.test(stem) ? name.replace(stem, `${stem}_`) : name}.${extension}`;
}

function trimEnds(text: string): string {
  return text.replace(/^[.\s]+|[.\s]+$/gu, '');
}

/** The longest run of whole graphemes from the start of `text` that fits in `max` UTF-8 bytes. */
function cutToBytes(text: string, max: number): string {
  const encoder = new TextEncoder();
  if (encoder.encode(text).length <= max) return text;
  let out = '';
  let bytes = 0;
  for (const { segment } of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) {
    const size = encoder.encode(segment).length;
    if (bytes + size > max) break;
    out += segment;
    bytes += size;
  }
  return out;
}
