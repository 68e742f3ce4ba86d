/**
 * Join codes for the room (issue 24): one per table per round, and one per event for its display.
 * A code is what a person reads off a score card or the round screen and types on a phone, so it
 * is short, read aloud without confusion, and hard to guess.
 *
 * - 8 symbols from an alphabet of 32, so 40 bits (the issue: "at least 40 bits each (e.g. 8
 *   characters from an alphabet with no look-alikes)"): the digits 2 to 9 and the capital letters
 *   without I and O, which read as 1 and 0 (themselves left out). Crockford's base32 leaves out
 *   I, L, O and U instead; we keep L and U (no 1 to mistake the L for) to keep every letter a
 *   person might expect.
 * - Made from cryptographic randomness by the caller (the bytes are given, so this stays pure):
 *   each byte's low 5 bits pick a symbol, 32 dividing 256, so every symbol is equally likely.
 * - Typed in any case, with spaces or a hyphen anywhere (printed as ABCD-EFGH); 0 and O, 1 and I
 *   are read as nothing else: a code with them is simply not a code.
 */

export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 8;
/** log2(32) × 8: the guessing space of one code. */
export const CODE_BITS = 40;

/** A code from `CODE_LENGTH` random bytes. */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < CODE_LENGTH) throw new Error(`a code needs ${CODE_LENGTH} random bytes, not ${bytes.length}`);
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[bytes[i]! & 31];
  return code;
}

/** A code as a person typed it, made plain (capitals, no spaces or hyphens); null when it cannot be one. */
export function readCode(typed: string): string | null {
  if (typed.length > 64) return null;
  const plain = typed.replace(/[\s-]/g, '').toUpperCase();
  if (plain.length !== CODE_LENGTH) return null;
  for (const ch of plain) if (!CODE_ALPHABET.includes(ch)) return null;
  return plain;
}

/** As printed and shown: ABCD-EFGH. */
export function showCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
