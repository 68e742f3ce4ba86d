/**
 * A table's code as a person types it on a phone (issue 24): in any case, with spaces or a hyphen,
 * shown as it is printed (ABCD-EFGH) while it is typed. Only a code of the right symbols is sent:
 * the server counts every wrong code against the device's address (domain/room/limiter.ts), so a
 * typing slip the page can see (an O for a 0, a letter short) is said here and costs nothing.
 */
import { CODE_ALPHABET, CODE_LENGTH, readCode } from '../../../domain/room/codes.ts';

/** What the code field shows for `typed`: capitals, symbols and look-alikes kept (to be seen), a hyphen after the fourth. */
export function showTyped(typed: string): string {
  const plain = typed.replace(/[\s-]/g, '').toUpperCase().slice(0, CODE_LENGTH + 4);
  return plain.length > 4 ? `${plain.slice(0, 4)}-${plain.slice(4)}` : plain;
}

/** Why `typed` cannot be a code yet, or null when it can be sent: too short, too long, or a symbol codes never have (0, 1, I, O …). */
export function codeProblem(typed: string): 'short' | 'long' | 'symbol' | null {
  const plain = typed.replace(/[\s-]/g, '').toUpperCase();
  if ([...plain].some((ch) => !CODE_ALPHABET.includes(ch))) return 'symbol';
  if (plain.length < CODE_LENGTH) return 'short';
  if (plain.length > CODE_LENGTH) return 'long';
  return readCode(plain) === null ? 'symbol' : null;
}
