/**
 * Hostile files, each found by fuzzing the referee (issue 6, "Hostile files") and each once
 * crashing, hanging or misreading it: now every one ends in a clear error, exit 1 or 2, with the
 * documented output (docs/referee.md, "What the referee reads"; docs/record-format.md, "Reading a file").
 *
 * In-process through cli/main.ts for all of them; the ones that were about the process itself
 * (a stack trace, an abort, a hang) also as a real process.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_RECORD_BYTES } from '../../cli/read-file.ts';
import { respondTo, root, runReferee, spawnReferee } from '../support/referee.ts';

const dir = mkdtempSync(join(tmpdir(), 'referee-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
function file(content: string | Buffer): string {
  const path = join(dir, `f${count++}.json`);
  writeFileSync(path, content);
  return path;
}

const shortMatch = readFileSync(resolve(root, 'test/fixtures/short-match.json'), 'utf8');
const record = (extra = '') => `{ "format": "dominoes-match/1", "rules": "jamaican-partner", ${extra} "seats": ["Ann", "Ben", "Cat", "Dan"], "hands": [] }`;

/** Runs `check FILE --json`; for exit 1, the error object. */
function checkJson(path: string) {
  const r = runReferee('check', path, '--json');
  return { ...r, error: r.status === 1 ? (JSON.parse(r.stdout) as { error: Record<string, unknown> }).error : null };
}

const PROCESS_TIMEOUT = 60_000;
const posix = process.platform !== 'win32';

describe('records no reader should guess at: exit 1, with the field', () => {
  it('JSON nested five thousand deep (was: a stack trace from JSON.stringify in the message, exit 1)', () => {
    const r = checkJson(file(record().replace('"hands": []', `"hands": ${'['.repeat(5000)}${']'.repeat(5000)}`)));
    expect(r.status).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.error).toMatchObject({ code: 'record/too-deep', hand: 0, move: null });
    expect(String(r.error!.field)).toMatch(/^hands\[0\]\[0\]/);
  });

  it.each([
    ['options', record('"options": { "__proto__": { "ties": "replay" } },'), 'options.__proto__'],
    ['dealt', shortMatch.replace('"dealt": {', '"dealt": { "__proto__": [],'), 'hands[0].dealt.__proto__'],
    ['left', shortMatch.replace('"left": {', '"left": { "__proto__": [[6, 6]],'), 'hands[1].left.__proto__'],
    ['pips', shortMatch.replace('"left": {', '"pips": { "__proto__": 3 }, "left": {'), 'hands[1].pips.__proto__'],
  ])('a __proto__ key in %s (was: dropped silently, so the options read as the defaults)', (_, text, field) => {
    const r = checkJson(file(text));
    expect(r.status).toBe(1);
    expect(r.error).toMatchObject({ code: 'record/reserved-key', field });
  });

  it('a key given twice (was: the last one silently counted)', () => {
    const top = checkJson(file(record('"options": { "ties": "replay", "ties": "no-score" },')));
    expect(top.error).toMatchObject({ code: 'record/duplicate-key', field: 'options.ties', hand: null });
    const inHand = checkJson(file(shortMatch.replace('"left": {', '"left": { "3": [],')));
    expect(inHand.error).toMatchObject({ code: 'record/duplicate-key', field: 'hands[1].left.3', hand: 1 });
    expect(runReferee('check', file(record('"rules": "x",'))).stdout).toBe(
      'Invalid: rules: this field is given twice in the same object; readers differ on which one counts, so a record gives each field once. [record/duplicate-key]\n',
    );
  });

  it('a 50 MB string in "format" (was: echoed into a 52 MB message)', () => {
    // Over the size limit as a file, so exit 2 at once; the same text given to the check itself
    // (as the app's import does) and a 15 MB one in a file are quoted short.
    expect(runReferee('check', file(`{ "format": "${'x'.repeat(50_000_000)}" }`)).status).toBe(2);
    const r = respondTo(`{ "format": "${'x'.repeat(50_000_000)}" }`);
    expect(r.status).toBe(1);
    expect(r.stdout.length).toBeLessThan(400);
    expect(JSON.parse(r.stdout).error).toMatchObject({
      code: 'record/format',
      field: 'format',
      message: `format must be "dominoes-match/1" (not "${'x'.repeat(40)}…" of 50000000 characters).`,
    });
    const inFile = checkJson(file(`{ "format": "${'x'.repeat(15_000_000)}" }`));
    expect(inFile.status).toBe(1);
    expect(inFile.stdout.length).toBeLessThan(400);
  });

  it('long values anywhere else are cut short too: a key, a name, a rules id, an option', () => {
    const long = 'y'.repeat(1_000_000);
    for (const text of [
      record(`"${long}": 1,`),
      record(`"options": { "${long}": 1 },`),
      record(`"options": { "ties": "${long}" },`),
      record().replace('"jamaican-partner"', `"${long}"`),
      record().replace('"Ann"', `"${long}"`),
    ]) {
      const r = runReferee('check', file(text), '--json');
      expect(r.status).toBe(1);
      expect(r.stdout.length).toBeLessThan(600);
    }
  });
});

describe('keys no path should show raw', () => {
  // Found from outside (issue 17 session): a move with a key "\nd" made `referee check` print its
  // refusal over two lines, the path carrying the raw line break. Every key that is not a plain word
  // is now shown as JSON in brackets, wherever a path names it.
  it.each([
    ['a line break, in a move', '{"seat":0,"bone":[6,6],"\\nd":1}', 'hands[0].moves[0]["\\nd"]'],
    ['a tab and a quote, in options', null, 'options["t\\tx\\""]'],
    ['a dot, which would read as a deeper path', '{"seat":0,"bone":[6,6],"a.b":1}', 'hands[0].moves[0]["a.b"]'],
  ])('%s: one line, the key quoted', (_, move, field) => {
    const text = move === null ? record('"options": { "t\\tx\\"": 1 },') : record().replace('"hands": []', `"hands": [{ "moves": [${move}] }]`);
    const r = runReferee('check', file(text));
    expect(r.status).toBe(1);
    expect(r.stdout.trimEnd().split('\n')).toHaveLength(1);
    expect(r.stdout).toContain(field);
    expect(checkJson(file(text)).error?.['field']).toBe(field);
  });
});

describe('files the referee does not read: exit 2, nothing on stdout', () => {
  it(`a file over ${MAX_RECORD_BYTES / 1024 / 1024} MB is refused from its size, unread (was: exit 134 after 44 s at 200 MB)`, () => {
    const big = file('');
    truncateSync(big, 200 * 1024 * 1024); // sparse: no disk used, nothing written
    const r = runReferee('check', big, '--json');
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(`referee: cannot read ${big}: it is 200 MB; the referee reads at most 16 MB\n`);
    const justOver = file('');
    truncateSync(justOver, MAX_RECORD_BYTES + 1);
    expect(runReferee('check', justOver).status).toBe(2);
  });

  it('a file of exactly the limit is read (and this one is not JSON)', () => {
    const full = file(' '.repeat(MAX_RECORD_BYTES - 2) + '[]');
    const r = runReferee('check', full, '--json');
    expect(r.status).toBe(1);
    expect(JSON.parse(r.stdout).error.code).toBe('record/format');
  });

  it.runIf(posix && existsSync('/dev/zero'))('/dev/zero (was: read without end)', () => {
    const r = runReferee('check', '/dev/zero', '--json');
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe('referee: cannot read /dev/zero: it is a device, not a file\n');
  });

  it.runIf(posix)('a named pipe with no writer (was: waited for ever)', () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const r = runReferee('check', fifo);
    expect([r.status, r.stdout]).toEqual([2, '']);
    expect(r.stderr).toBe(`referee: cannot read ${fifo}: it is a named pipe (FIFO), not a file\n`);
  });

  it('a directory, and a file that is not UTF-8', () => {
    expect(runReferee('check', dir).stderr).toBe(`referee: cannot read ${dir}: it is a directory\n`);
    const latin1 = file(Buffer.from(record().replace('Ann', 'Jos\xe9'), 'latin1'));
    expect(runReferee('check', latin1).stderr).toBe(`referee: cannot read ${latin1}: it is not UTF-8 text\n`);
  });

  it('a byte-order mark before the JSON is allowed', () => {
    expect(runReferee('check', file(`\uFEFF${shortMatch}`)).status).toBe(0);
  });
});

describe('as a real process: the cases that were about the process itself', () => {
  it.runIf(posix)('a FIFO, /dev/zero, a 200 MB file and deep nesting each end at once with exit 2 or 1', { timeout: PROCESS_TIMEOUT }, async () => {
    const fifo = join(dir, 'pipe2');
    execFileSync('mkfifo', [fifo]);
    const big = file('');
    truncateSync(big, 200 * 1024 * 1024);
    const deep = file(`${'['.repeat(5000)}${']'.repeat(5000)}`);
    const [a, b, c, d] = await Promise.all([
      spawnReferee('check', fifo),
      spawnReferee('check', '/dev/zero', '--json'),
      spawnReferee('check', big),
      spawnReferee('check', deep, '--json'),
    ]);
    expect([a.status, a.stdout, a.stderr]).toEqual([2, '', `referee: cannot read ${fifo}: it is a named pipe (FIFO), not a file\n`]);
    expect([b.status, b.stdout]).toEqual([2, '']);
    expect([c.status, c.stdout]).toEqual([2, '']);
    expect(d.status).toBe(1);
    expect(d.stderr).toBe('');
    expect(JSON.parse(d.stdout).error.code).toBe('record/too-deep');
  });
});
