/**
 * JSON laid out for people as well as programs: a value that fits on a line (a move, a seat's
 * bones, a hand's verdict) stays on one line; a longer one gets one item a line. Used for match
 * records and the referee's --json output, so both read the same way.
 */

const WIDTH = 100;

function inline(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inline).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([k, v]) => `${JSON.stringify(k)}: ${inline(v)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

function layout(value: unknown, indent: string): string {
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + layout(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${layout(v, inner)}`).join(',\n')}\n${indent}}`;
}

/** Standard JSON text, ending with a newline; fields whose value is undefined are left out, as JSON.stringify does. */
export function readableJson(value: unknown): string {
  return `${layout(value, '')}\n`;
}
