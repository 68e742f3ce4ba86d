/**
 * domain/json.ts, the layout of records, event files and the referee's --json: standard JSON that
 * reads back as the value, a value that fits in 100 characters on its line, a longer one an item
 * a line. The layout asks each level whether it fits without writing the rest out (an 8 MB event
 * file took seconds), so these hold it to the same text.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readableJson } from '../../domain/json.ts';

/** The layout as it was first written: each level written out whole, then measured. */
function reference(value: unknown, indent = ''): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v !== null && typeof v === 'object') {
      const entries = Object.entries(v).filter(([, x]) => x !== undefined);
      return entries.length === 0 ? '{}' : `{ ${entries.map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }`;
    }
    return JSON.stringify(v);
  };
  const flat = inline(value);
  if (value === null || typeof value !== 'object' || indent.length + flat.length <= 100) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((v) => inner + reference(v, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${reference(v, inner)}`).join(',\n')}\n${indent}}`;
}

describe('readableJson', () => {
  it('is the value as JSON, laid out as the first layout laid it out', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const text = readableJson(value);
        expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(value)));
        expect(text).toBe(`${reference(value)}\n`);
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a value of exactly 100 characters on its line, and breaks one of 101', () => {
    const at = (n: number) => ({ k: 'x'.repeat(n - 11) });
    expect(readableJson(at(100))).toBe(`{ "k": "${'x'.repeat(89)}" }\n`);
    expect(readableJson(at(101)).split('\n')).toHaveLength(4);
  });
});
