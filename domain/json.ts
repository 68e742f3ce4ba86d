/**
 * JSON laid out for people as well as programs: a value that fits on a line (a move, a seat's
 * bones, a hand's verdict) stays on one line; a longer one gets one item a line. Used for match
 * records and the referee's --json output, so both read the same way.
 */

const WIDTH = 100;

/**
 * The value on one line, or null as soon as that line would pass `room` characters: the layout
 * asks each level whether it fits, and writing a large value (an event file of 8 MB) out whole at
 * every depth took seconds.
 */
function inline(value: unknown, room: number): string | null {
  if (value === null || typeof value !== 'object') {
    const text = JSON.stringify(value);
    return text.length <= room ? text : null;
  }
  const items = Array.isArray(value)
    ? value.map((v) => ['', v] as const)
    : Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [`${JSON.stringify(k)}: `, v] as const);
  if (items.length === 0) return Array.isArray(value) ? '[]' : '{}';
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{ ', ' }'];
  let out = open;
  for (const [i, [key, v]] of items.entries()) {
    out += `${i > 0 ? ', ' : ''}${key}`;
    const item = inline(v, room - out.length - close.length);
    if (item === null) return null;
    out += item;
  }
  out += close;
  return out.length <= room ? out : null;
}

function layout(value: unknown, indent: string): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  const flat = inline(value, WIDTH - indent.length);
  if (flat !== null) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + layout(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layout(v, inner)}`).join(',\n')}\n${indent}}`;
}

/** Standard JSON text, ending with a newline; fields whose value is undefined are left out, as JSON.stringify does. */
export function readableJson(value: unknown): string {
  return `${layout(value, '')}\n`;
}
