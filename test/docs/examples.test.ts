/**
 * The examples in docs/ are real: every file in docs/examples is a valid record, written exactly
 * as writeRecord writes it, and the example shown in docs/record-format.md is that file.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchExampleFiles } from '../support/examples.ts';
import { checkRecord, checkRecordText, parseRecord, writeRecord } from '../../domain/record.ts';
import { formatError, formatReport, jsonText, toJson } from '../../cli/report.ts';

/** The contents of a Markdown file's fenced blocks; fences start a line, so a closing fence is
 * never taken for an opening one. */
function fencedBlocks(doc: string, lang?: string): string[] {
  return [...doc.matchAll(/^```([a-z]*)\n([\s\S]*?)^```$/gm)].filter((m) => lang === undefined || m[1] === lang).map((m) => m[2]!);
}

const root = resolve(import.meta.dirname, '../..');
const examplesDir = resolve(root, 'docs/examples');
// The event files beside them (event-*.json) are checked in test/docs/event-examples.test.ts.
const examples = matchExampleFiles();

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
  const blocks = fencedBlocks(doc, 'json');

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

/** docs/examples/jamaican-partner.json, checked: what the referee's output is made from. */
function checkedExample() {
  const example = checkRecordText(readFileSync(resolve(examplesDir, 'jamaican-partner.json'), 'utf8'));
  if (!example.ok) throw new Error(example.error.message);
  return example;
}

describe('docs/referee.md', () => {
  const blocks = fencedBlocks(readFileSync(resolve(root, 'docs/referee.md'), 'utf8'));
  const example = checkedExample();

  it('shows what the referee prints for the example, word for word', () => {
    expect(blocks).toContain(formatReport(example.value));
    expect(blocks).toContain(jsonText(toJson(example.value)));
  });

  it('lists every match example in its table, once, and nothing that is not one', () => {
    const doc = readFileSync(resolve(root, 'docs/referee.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## The worked examples'), doc.indexOf('## An event file'));
    const listed = [...section.matchAll(/^\| `([a-z0-9-]+\.json)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual(examples);
  });

  it('quotes the played-out French example\'s last hands and its JSON\'s end as the referee prints them', () => {
    // playOut (issue 19 item 7): the excerpt a referee is shown must be what the command says.
    const played = checkRecordText(readFileSync(resolve(examplesDir, 'jamaican-french-played-out.json'), 'utf8'));
    if (!played.ok) throw new Error(played.error.message);
    const words = blocks.find((b) => b.startsWith('Hand 3, 3 players of 9 bones'));
    const json = blocks.find((b) => b.startsWith('  "score": [64'));
    expect([words, json]).not.toContain(undefined);
    expect(formatReport(played.value)).toContain(words!.trimEnd());
    expect(jsonText(toJson(played.value))).toContain(json!.trimEnd());
  });

  it('quotes the Cut Throat highest-bone example\'s first hand line as the referee prints it', () => {
    const quoted = /`(Hand 1: Ben posed 6-5[^`]*)`/.exec(readFileSync(resolve(root, 'docs/referee.md'), 'utf8'))?.[1];
    const checked = checkRecordText(readFileSync(resolve(examplesDir, 'jamaican-cut-throat-highest-bone.json'), 'utf8'));
    if (!checked.ok) throw new Error(checked.error.message);
    expect(quoted).toBeDefined();
    expect(formatReport(checked.value).split('\n')).toContain(quoted);
  });
});

describe('README.md', () => {
  const blocks = fencedBlocks(readFileSync(resolve(root, 'README.md'), 'utf8'));
  const example = checkedExample();

  it('quotes the referee\'s report of the example as it is printed (an excerpt, line for line)', () => {
    const excerpt = blocks.find((b) => b.startsWith('Hand 1:'));
    expect(excerpt).toBeDefined();
    expect(formatReport(example.value)).toContain(excerpt!.trimEnd());
  });

  it('quotes the referee\'s verdict on the bad-move fixture as it is printed', () => {
    const bad = checkRecordText(readFileSync(resolve(root, 'test/fixtures/bad-move.json'), 'utf8'));
    if (bad.ok) throw new Error('the bad-move fixture passed');
    expect(blocks).toContain(formatError(bad.error));
  });
});
