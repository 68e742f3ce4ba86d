/**
 * The referee command: checks a recorded match (docs/record-format.md) and says, hand by hand,
 * how each hand ended and the score after it (docs/referee.md).
 *
 *   npm run --silent referee -- check FILE [--json]
 *
 * Exit status: 0 valid, 1 invalid record, 2 unreadable file or bad arguments. The rules live in
 * domain/record.ts and the wording in cli/report.ts; this file only reads the file and the flags.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkRecordText } from '../domain/record.ts';
import { errorJson, formatError, formatReport, jsonText, toJson } from './report.ts';

const USAGE = `Usage: npm run --silent referee -- check FILE [--json]

Checks a recorded match (docs/record-format.md) against its rules and prints, hand by hand,
how each hand ended and why, and the match score after it.

  check FILE   the match record to check
  --json       print the verdict as JSON instead (docs/referee.md)
  -h, --help   show this help

Exit status: 0 the record is valid, 1 it is not, 2 the file cannot be read or the arguments are wrong.
`;

const EXIT_VALID = 0;
const EXIT_INVALID = 1;
const EXIT_UNUSABLE = 2;

function usageError(message: string): number {
  process.stderr.write(`referee: ${message}\n\n${USAGE}`);
  return EXIT_UNUSABLE;
}

function readText(file: string): string | { readonly problem: string } {
  try {
    // A byte-order mark is how some Windows editors start UTF-8; it is not part of the JSON.
    return readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { problem: `cannot read ${file}: no such file` };
    if (code === 'EISDIR') return { problem: `cannot read ${file}: it is a directory` };
    if (code === 'EACCES') return { problem: `cannot read ${file}: permission denied` };
    return { problem: `cannot read ${file}: ${(e as Error).message}` };
  }
}

function main(argv: readonly string[]): number {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    return usageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    process.stdout.write(USAGE);
    return EXIT_VALID;
  }
  const [command, file, ...extra] = positionals;
  if (command === undefined) return usageError('no command given');
  if (command !== 'check') return usageError(`unknown command "${command}"`);
  if (file === undefined) return usageError('check needs a FILE');
  if (extra.length > 0) return usageError(`unexpected argument "${extra[0]}"`);

  const text = readText(file);
  if (typeof text !== 'string') {
    process.stderr.write(`referee: ${text.problem}\n`);
    return EXIT_UNUSABLE;
  }
  const checked = checkRecordText(text);
  if (!checked.ok && checked.error.code === 'record/not-json') {
    // Not JSON at all is not a record with a mistake in it: nothing could be checked.
    process.stderr.write(`referee: ${file}: ${checked.error.message}\n`);
    return EXIT_UNUSABLE;
  }
  if (values.json) {
    process.stdout.write(jsonText(checked.ok ? toJson(checked.value) : errorJson(checked.error)));
  } else {
    process.stdout.write(checked.ok ? formatReport(checked.value) : formatError(checked.error));
  }
  return checked.ok ? EXIT_VALID : EXIT_INVALID;
}

// exitCode rather than exit(): a large report written to a pipe is flushed before Node leaves.
process.exitCode = main(process.argv.slice(2));
