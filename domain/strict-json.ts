/**
 * Reading JSON that nobody vouches for (a record file, an import), and quoting what it holds in
 * messages without echoing megabytes.
 *
 * `JSON.parse` alone accepts what a record must not: a key given twice silently takes its last
 * value (so two tools reading the same file can disagree), `__proto__` becomes a hidden own
 * property that validators skip (so `"options": { "__proto__": {…} }` reads as the defaults), and
 * any nesting depth is accepted, which recursive code downstream (validators, messages) cannot
 * survive. A reviver sees neither duplicates nor the text. So the text is scanned first, once, in
 * a loop with an explicit stack (never recursion): the grammar of RFC 8259, the depth, and the keys
 * of every object. Only a text that passes is handed to `JSON.parse`.
 *
 * A syntax error anywhere wins over the other problems (the file is not JSON at all, which callers
 * treat differently from a JSON file with a wrong field); among the others the first in the text wins.
 */
import type { Result } from './result.ts';

export type JsonErrorCode = 'json/syntax' | 'json/too-deep' | 'json/duplicate-key' | 'json/reserved-key';

/** A path into a JSON value: object keys and array indexes, from the top. */
export type JsonPath = readonly (string | number)[];

export interface JsonError {
  readonly code: JsonErrorCode;
  /** For people; for syntax errors it starts with the line and column. */
  readonly message: string;
  /** Where in the value, for the errors other than syntax (the key at fault, or the container too deep). */
  readonly path: JsonPath | null;
  /** For syntax errors: the line and column (from 1) where the text stops being JSON. */
  readonly at?: { readonly line: number; readonly column: number };
  /**
   * For the errors other than syntax: the numbers given directly in each object along `path`
   * before the problem (`numbers[k]` in the object that holds `path[k]`), so a reader can name
   * the place as its users do (an event's table by its `table` number) though no value is kept.
   */
  readonly numbers?: readonly (Readonly<Record<string, number>> | null)[];
}

/** Lists and objects inside each other, counting the outermost: a match record needs 6. */
export const MAX_JSON_DEPTH = 32;

/**
 * Keys JavaScript objects give a meaning of their own. No record field has these names; a file
 * that uses them is refused rather than read in a way that depends on the reader.
 */
const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

function reservedMessage(key: string): string {
  return `"${key}" is not a field of a match record, and JavaScript gives this name a meaning of its own, so the record is refused rather than read without it.`;
}

/** How much of a value a message quotes; longer values are cut with "…". */
export const QUOTE_CHARS = 40;

// ---- quoting ---------------------------------------------------------------------------------

/** A text longer than `max` quoted as far as `max` characters, then "…": `"xxxxx…"`. */
export function cutQuote(s: string, max: number): string {
  // Cut on a code point boundary, so a message never holds half a surrogate pair.
  let end = max;
  const code = s.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  return `${JSON.stringify(s.slice(0, end)).slice(0, -1)}…"`;
}

function cutString(s: string, max: number): string {
  if (s.length <= max) return JSON.stringify(s);
  // No parentheses: a value is quoted inside others ("format must be … (not "…")"), and no
  // message nests them.
  return `${cutQuote(s, max)} of ${s.length} characters`;
}

/**
 * A value as JSON text for a message, at most about `max` characters: `"again"`, `[6,3,2]`,
 * `"xxxxx…" of 50000000 characters`, `{"seat":1,"bone":[…`. Never recurses deeper than the text it
 * writes, so any value is safe, however deep or large (a cycle is cut like any long value).
 */
export function showValue(value: unknown, max = QUOTE_CHARS): string {
  if (typeof value === 'string') return cutString(value, max);
  let out = '';
  const put = (s: string) => {
    out += s;
    return out.length <= max;
  };
  const write = (v: unknown): boolean => {
    if (typeof v === 'string') return put(JSON.stringify(v.length > max ? v.slice(0, max) : v));
    if (typeof v === 'number') return put(Number.isFinite(v) ? String(v) : 'null');
    if (typeof v === 'boolean' || v === null) return put(String(v));
    if (Array.isArray(v)) {
      if (!put('[')) return false;
      for (let i = 0; i < v.length; i++) {
        if ((i > 0 && !put(',')) || !write(v[i])) return false;
      }
      return put(']');
    }
    if (typeof v === 'object') {
      if (!put('{')) return false;
      let first = true;
      for (const [k, x] of Object.entries(v)) {
        if (x === undefined) continue;
        if ((!first && !put(',')) || !put(`${JSON.stringify(k.length > max ? k.slice(0, max) : k)}:`) || !write(x)) return false;
        first = false;
      }
      return put('}');
    }
    return put(String(v));
  };
  return write(value) ? out : `${out.slice(0, max)}…`;
}

/** A key a path can show bare after a dot: letters, digits, '_', '$' and '-' (seat keys "0" … "3" too). */
const BARE_KEY = /^[\p{L}\p{N}_$-]+$/u;

/**
 * A key as it appears in a path, cut like a value when it is long. Any other key (a line break, a
 * quote, a dot, a space) is shown as JSON in brackets, `moves[0]["\nd"]`, so a path, and the
 * one-line message that starts with it, never carries a raw control character or reads as another path.
 */
function showKey(key: string, first: boolean): string {
  const cut = key.length <= QUOTE_CHARS ? key : `${key.slice(0, QUOTE_CHARS)}…`;
  if (BARE_KEY.test(key)) return first ? cut : `.${cut}`;
  return `[${JSON.stringify(cut)}]`;
}

/** Longer paths (only a file nested far too deep has them) end in "…". */
const PATH_CHARS = 120;

/** `hands[1].moves[7].bone`: the path as the record format's messages write it. */
export function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    out += typeof key === 'number' ? `[${key}]` : showKey(String(key), out === '');
    if (out.length > PATH_CHARS) return `${out.slice(0, PATH_CHARS)}…`;
  }
  return out;
}

// ---- scanning --------------------------------------------------------------------------------

const OPEN_OBJECT = 0x7b; // {
const CLOSE_OBJECT = 0x7d; // }
const OPEN_ARRAY = 0x5b; // [
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;

const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
const isHex = (c: number) => isDigit(c) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66);
const isSpace = (c: number) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;

/** One open list or object, while paths are being kept (within the depth limit, before any problem). */
interface Frame {
  readonly object: boolean;
  /** The index of the current item, or the current key. */
  at: string | number;
  readonly keys: Set<string> | null;
  /** Objects: the numbers given directly in it so far, by key. */
  readonly numbers: Map<string, number> | null;
}

/** Thrown inside `scan` only, to leave its loops at the first syntax error; never escapes it. */
class SyntaxProblem {
  readonly at: number;
  readonly what: string;
  constructor(at: number, what: string) {
    this.at = at;
    this.what = what;
  }
}

function where(text: string, at: number): { line: number; column: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, column: at - start + 1 };
}

function showChar(text: string, at: number): string {
  if (at >= text.length) return 'the end of the text';
  const c = text.codePointAt(at)!;
  if (c < 0x20 || c === 0x7f) return `the control character U+${c.toString(16).toUpperCase().padStart(4, '0')}`;
  return JSON.stringify(String.fromCodePoint(c));
}

/**
 * Checks the text and returns its first problem, or null when `JSON.parse` will read it as it is
 * meant: valid JSON, no key twice in one object, no reserved key, no deeper than `maxDepth`.
 */
function scan(text: string, maxDepth: number): JsonError | null {
  const n = text.length;
  let i = 0;
  // Which containers are open (1 object, 0 list): a byte each, since a hostile text may open
  // millions; grown by doubling. `frames` mirrors it with paths only while they are needed.
  let open = new Uint8Array(64);
  let depth = 0;
  const frames: Frame[] = [];
  let tracking = true;
  let found: JsonError | null = null;

  const path = (): (string | number)[] => frames.map((f) => f.at);
  const note = (code: JsonErrorCode, message: string, at: JsonPath) => {
    if (found === null) found = { code, message, path: at, numbers: frames.map((f) => (f.numbers ? Object.fromEntries(f.numbers) : null)) };
    tracking = false;
  };
  const fail = (what: string, at = i): never => {
    throw new SyntaxProblem(at, what);
  };
  const skipSpace = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };

  /** Reads a string from the opening quote at i; returns its end (after the closing quote). */
  const readString = (): number => {
    const start = i;
    i++;
    for (;;) {
      if (i >= n) fail('a string is not closed (a " is missing)', start);
      const c = text.charCodeAt(i);
      if (c === QUOTE) return ++i;
      if (c === BACKSLASH) {
        const e = text.charCodeAt(i + 1);
        if (e === 0x75) {
          // \uXXXX
          for (let k = 2; k < 6; k++) if (!isHex(text.charCodeAt(i + k))) fail('\\u in a string must be followed by four hex digits');
          i += 6;
        } else if (e === QUOTE || e === BACKSLASH || e === 0x2f || e === 0x62 || e === 0x66 || e === 0x6e || e === 0x72 || e === 0x74) {
          i += 2;
        } else {
          fail(`a string holds a backslash before ${showChar(text, i + 1)}, an escape JSON does not have`);
        }
      } else if (c < 0x20) {
        fail('a string holds a raw control character (a line break or tab must be written \\n or \\t)');
      } else {
        i++;
      }
    }
  };

  const readNumber = () => {
    if (text.charCodeAt(i) === MINUS) i++;
    if (text.charCodeAt(i) === 0x30) i++;
    else if (isDigit(text.charCodeAt(i))) while (isDigit(text.charCodeAt(i))) i++;
    else fail(`a number must have a digit here, found ${showChar(text, i)}`);
    if (text.charCodeAt(i) === DOT) {
      i++;
      if (!isDigit(text.charCodeAt(i))) fail(`a number must have a digit after the point, found ${showChar(text, i)}`);
      while (isDigit(text.charCodeAt(i))) i++;
    }
    const e = text.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      i++;
      const s = text.charCodeAt(i);
      if (s === PLUS || s === MINUS) i++;
      if (!isDigit(text.charCodeAt(i))) fail(`a number's exponent must have a digit, found ${showChar(text, i)}`);
      while (isDigit(text.charCodeAt(i))) i++;
    }
  };

  const push = (object: boolean) => {
    if (depth === open.length) {
      const bigger = new Uint8Array(open.length * 2);
      bigger.set(open);
      open = bigger;
    }
    open[depth++] = object ? 1 : 0;
    if (tracking && depth > maxDepth) {
      note('json/too-deep', `lists and objects are nested more than ${maxDepth} deep here; a match record needs 6 at most.`, path());
    }
    if (tracking) frames.push({ object, at: 0, keys: object ? new Set() : null, numbers: object ? new Map() : null });
  };
  const pop = () => {
    depth--;
    if (tracking) frames.pop();
  };

  /** Reads a key at i (the quote), its colon, and records it. */
  const readKey = () => {
    if (text.charCodeAt(i) !== QUOTE) fail(`expected a field name in double quotes, found ${showChar(text, i)}`);
    const start = i;
    const end = readString();
    if (tracking) {
      const raw = text.slice(start + 1, end - 1);
      const key = raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
      const frame = frames[frames.length - 1]!;
      frame.at = key;
      if (RESERVED_KEYS.has(key)) {
        note('json/reserved-key', reservedMessage(key), path());
      } else if (frame.keys!.has(key)) {
        note('json/duplicate-key', `this field is given twice in the same object; readers differ on which one counts, so a record gives each field once.`, path());
      } else {
        frame.keys!.add(key);
      }
    }
    skipSpace();
    if (text.charCodeAt(i) !== COLON) fail(`expected ":" after the field name, found ${showChar(text, i)}`);
    i++;
    skipSpace();
  };

  try {
    skipSpace();
    if (i >= n) fail('the text is empty');
    for (;;) {
      // A value starts at i.
      const c = text.charCodeAt(i);
      let closed = false;
      if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
        const object = c === OPEN_OBJECT;
        i++;
        push(object);
        skipSpace();
        if (text.charCodeAt(i) === (object ? CLOSE_OBJECT : CLOSE_ARRAY)) {
          i++;
          pop();
          closed = true;
        } else if (object) {
          readKey();
          continue;
        } else {
          continue;
        }
      }
      if (!closed) {
        if (c === QUOTE) readString();
        else if (c === MINUS || isDigit(c)) {
          const start = i;
          readNumber();
          const frame = tracking ? frames[frames.length - 1] : undefined;
          if (frame?.numbers) frame.numbers.set(frame.at as string, Number(text.slice(start, i)));
        }
        else if (text.startsWith('true', i)) i += 4;
        else if (text.startsWith('false', i)) i += 5;
        else if (text.startsWith('null', i)) i += 4;
        else if (i >= n) fail('the text ends where a value should be');
        else fail(`expected a value, found ${showChar(text, i)}`);
      }
      // After a value: a comma and the next item, a closing bracket, or the end.
      for (;;) {
        skipSpace();
        if (depth === 0) {
          if (i < n) fail(`the JSON value ends before ${showChar(text, i)}; a file holds one value`);
          return found;
        }
        const object = open[depth - 1] === 1;
        const d = text.charCodeAt(i);
        if (d === COMMA) {
          i++;
          skipSpace();
          if (object) {
            readKey();
          } else if (tracking) {
            (frames[frames.length - 1]!.at as number)++;
          }
          break;
        }
        if (d === (object ? CLOSE_OBJECT : CLOSE_ARRAY)) {
          i++;
          pop();
          continue;
        }
        if (i >= n) fail(`the text ends inside ${object ? 'an object (a } is missing)' : 'a list (a ] is missing)'}`);
        fail(`expected "," or "${object ? '}' : ']'}" after ${object ? 'a field' : 'an item of a list'}, found ${showChar(text, i)}`);
      }
    }
  } catch (e) {
    if (!(e instanceof SyntaxProblem)) throw e;
    const at = where(text, e.at);
    return { code: 'json/syntax', message: `line ${at.line}, column ${at.column}: ${e.what}.`, path: null, at };
  }
}

/** Parses JSON text with the checks above; the value is plain JSON data. */
export function parseStrictJson(text: string, maxDepth = MAX_JSON_DEPTH): Result<unknown, JsonError> {
  const problem = scan(text, maxDepth);
  if (problem) return { ok: false, error: problem };
  return { ok: true, value: JSON.parse(text) as unknown };
}

/**
 * The same depth and key checks for a value that is already parsed (a caller that holds data, not
 * text: duplicates cannot exist there, but a deep or cyclic value, or a `__proto__` own key, can).
 */
export function checkJsonValue(value: unknown, maxDepth = MAX_JSON_DEPTH): JsonError | null {
  interface Entry {
    readonly v: unknown;
    readonly depth: number;
    readonly parent: Entry | null;
    readonly key: string | number;
  }
  // The path is built only for the error, from parent links: a large value costs no copies.
  const pathOf = (e: Entry): (string | number)[] => {
    const out: (string | number)[] = [];
    for (let at: Entry | null = e; at && at.parent; at = at.parent) out.unshift(at.key);
    return out;
  };
  const stack: Entry[] = [{ v: value, depth: 0, parent: null, key: '' }];
  // A value built in code may share parts; each is checked once (JSON text never shares).
  const seen = new Set<object>();
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const { v, depth } = entry;
    if (v === null || typeof v !== 'object' || seen.has(v)) continue;
    seen.add(v);
    if (depth >= maxDepth) {
      return { code: 'json/too-deep', message: `lists and objects are nested more than ${maxDepth} deep here; a match record needs 6 at most.`, path: pathOf(entry) };
    }
    if (Array.isArray(v)) {
      for (let k = 0; k < v.length; k++) stack.push({ v: v[k], depth: depth + 1, parent: entry, key: k });
      continue;
    }
    for (const key of Object.keys(v)) {
      const child: Entry = { v: (v as Record<string, unknown>)[key], depth: depth + 1, parent: entry, key };
      if (RESERVED_KEYS.has(key)) {
        return { code: 'json/reserved-key', message: reservedMessage(key), path: pathOf(child) };
      }
      stack.push(child);
    }
  }
  return null;
}
