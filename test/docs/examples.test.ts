/**
 * The examples in docs/ are real: every file in docs/examples is a valid record, written exactly
 * as writeRecord writes it, and the example shown in docs/record-format.md is that file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkRecord, checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { formatReport, jsonText, toJson } from '../../cli/report.ts';

const root = resolve(import.meta.dirname, '../..');
const examplesDir = resolve(root, 'docs/examples');
const examples = readdirSync(examplesDir).filter((f) => f.endsWith('.json')).sort();

describe('docs/examples', () => {
  it('has at least the Jamaican Partner example', () => {
    expect(examples).toContain('jamaican-partner.json');
  });

  it.each(examples)('%s is a valid record and parse → write gives it back byte for byte', (name) => {
    const text = readFileSync(resolve(examplesDir, name), 'utf8');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(`${parsed.error.field}: ${parsed.error.message}`);
    const checked = checkRecord(parsed.value);
    if (!checked.ok) throw new Error(`hand ${checked.error.hand}, move ${checked.error.move}: ${checked.error.message}`);
    expect(writeRecord(parsed.value)).toBe(text);
  });

  it('the Jamaican Partner example ends the way docs/record-format.md says', () => {
    const checked = checkRecordText(readFileSync(resolve(examplesDir, 'jamaican-partner.json'), 'utf8'));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(toJson(checked.value)).toEqual({
      valid: true,
      hands: [
        { outcome: 'domino', winner: 0, bonuses: ['key-bone'], points: 2, score: [2, 0] },
        { outcome: 'blocked', winner: 1, bonuses: [], points: 0, score: [0, 0] },
        { outcome: 'tied', winner: null, bonuses: [], points: 0, score: [0, 0] },
      ],
      score: [0, 0],
      winner: null,
    });
    expect(checked.value.match.nextValue).toBe(2);
  });
});

describe('docs/record-format.md', () => {
  const doc = readFileSync(resolve(root, 'docs/record-format.md'), 'utf8');
  const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1]!);

  it('shows docs/examples/jamaican-partner.json in full, unchanged', () => {
    expect(blocks).toContain(readFileSync(resolve(examplesDir, 'jamaican-partner.json'), 'utf8'));
  });

  it('every complete record it shows is valid', () => {
    const records = blocks.filter((b) => b.trimStart().startsWith('{ "format"') || b.trimStart().startsWith('{\n  "format"'));
    expect(records.length).toBeGreaterThan(0);
    for (const text of records) {
      const parsed = parseRecord(text);
      if (!parsed.ok) throw new Error(`${parsed.error.field}: ${parsed.error.message}\n${text}`);
      const checked = checkRecord(parsed.value);
      if (!checked.ok) throw new Error(`${checked.error.field}: ${checked.error.message}\n${text}`);
    }
  });
});

describe('docs/referee.md', () => {
  const doc = readFileSync(resolve(root, 'docs/referee.md'), 'utf8');
  const blocks = [...doc.matchAll(/```\n([\s\S]*?)```/g)].map((m) => m[1]!);
  const example = checkRecordText(readFileSync(resolve(examplesDir, 'jamaican-partner.json'), 'utf8'));
  if (!example.ok) throw new Error(example.error.message);

  it('shows what the referee prints for the example, word for word', () => {
    expect(blocks).toContain(formatReport(example.value));
    expect(blocks).toContain(jsonText(toJson(example.value)));
  });
});
