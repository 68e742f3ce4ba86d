/**
 * The referee command as a function of its arguments, so tests run it in-process as well as
 * through `node cli/referee.ts` (docs/referee.md): `check` a match record, and for an event file
 * (docs/event-format.md) its `standings` and its `next-round`.
 *
 * Exit status: 0 valid, 1 invalid record or event (or a draw refused), 2 unreadable file or bad
 * arguments. The rules live in domain/record.ts and domain/events/, the wording in cli/report.ts
 * and cli/event-report.ts, the file reading in cli/read-file.ts; this file only puts them together.
 */
import { parseArgs } from 'node:util';
import { checkRecord, parseRecord } from '../domain/record.ts';
import type { MatchReport, RecordError } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { showValue } from '../domain/strict-json.ts';
import { readRecordFile } from './read-file.ts';
import { explainError } from '../domain/pose-why.ts';
import { errorJson, formatError, formatReport, jsonText, toJson } from './report.ts';
import { checkEventText, MAX_EVENT_BYTES } from '../domain/events/format.ts';
import { computeStandings } from '../domain/events/standings.ts';
import { drawNextRound, drawWarnings } from '../domain/events/pairing.ts';
import { eventErrorJson, formatEventError, formatNextRound, formatStandings, nextRoundJson, standingsJson } from './event-report.ts';

export const USAGE = `Usage: npm run --silent referee -- check FILE [--json]
       npm run --silent referee -- standings FILE [--json]
       npm run --silent referee -- next-round FILE [--json]

Checks a recorded match (docs/record-format.md) against its rules and prints, hand by hand,
how each hand ended and why, and the match score after it. For an event file
(docs/event-format.md), replays every game's record and prints the standings, or the next
round as the event's pairing method draws it.

  check FILE        the match record to check (a regular file of at most 16 MB)
  standings FILE    the event file's standings (a regular file of at most 64 MB)
  next-round FILE   the event file's next round
  --json            print the verdict as JSON instead (docs/referee.md)
  -h, --help        show this help

A match exported mid-hand is checked as far as it goes: its last hand is reported as in play.
An event's standings count complete tables only; the others are listed as pending.

Exit status: 0 the file is valid (and the round drawn), 1 it is not (or the draw is refused),
2 the file cannot be read or the arguments are wrong.
`;

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNUSABLE = 2;

/** Where the command writes; process.stdout and process.stderr in real use. */
export interface Output {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
}

/**
 * Parses and checks the text; an error about a move or a hand says why the rule applied there.
 * The last hand may stop short, or wait for the bones left: the app's Export writes a match still
 * being played that way (docs/record-format.md), and the referee reports every hand before it and
 * that hand as in play. A hand that stops short before another hand is still an error.
 */
export function verdict(text: string): Result<MatchReport, RecordError> {
  const parsed = parseRecord(text);
  if (!parsed.ok) return parsed;
  const checked = checkRecord(parsed.value, { inProgress: true });
  return checked.ok ? checked : { ok: false, error: explainError(parsed.value, checked.error) };
}

/** The options the command knows (parseArgs below). */
const FLAGS: readonly string[] = ['--json', '--help', '-h'];

export function main(argv: readonly string[], out: Output): number {
  const usageError = (message: string): number => {
    out.stderr(`referee: ${message}\n\n${USAGE}`);
    return EXIT_UNUSABLE;
  };
  // Options said in the referee's words (node's parseArgs says "Unknown option '--x'. To specify a
  // positional argument starting with a '-', place it …", its quotes unbalanced).
  for (const arg of argv) {
    if (arg === '--') break;
    if (!arg.startsWith('-') || arg === '-' || FLAGS.includes(arg)) continue;
    const flag = FLAGS.find((f) => f.startsWith('--') && arg.startsWith(`${f}=`));
    if (flag) return usageError(`${flag} takes no value (${showValue(arg)})`);
    // The hint under the command given (a user of `standings` told to type `check` would check a record).
    const command = argv.find((a) => COMMANDS.includes(a)) ?? 'check';
    return usageError(`unknown option ${showValue(arg)}; a FILE whose name begins with "-" goes after "--" (${command} -- ${showValue(arg)})`);
  }
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
    out.stdout(USAGE);
    return EXIT_VALID;
  }
  const [command, file, ...extra] = positionals;
  if (command === undefined) return usageError('no command given');
  if (!COMMANDS.includes(command)) {
    // `referee match.json` is what a new user types first: say how, not only that it is wrong.
    const fileLike = /[./\\]/.test(command) && file === undefined;
    return usageError(`unknown command ${showValue(command)}${fileLike ? `: to check a file, say check first (check ${showValue(command)})` : ''}`);
  }
  if (file === undefined) return usageError(`${command} needs a FILE`);
  if (extra.length > 0) return usageError(`unexpected argument ${showValue(extra[0])}`);

  const read = readRecordFile(file, command === 'check' ? undefined : MAX_EVENT_BYTES);
  if (!read.ok) {
    out.stderr(`referee: ${read.problem}\n`);
    return EXIT_UNUSABLE;
  }
  if (command === 'check') return respond(read.text, file, values.json === true, out);
  return respondEvent(command as EventCommand, read.text, file, values.json === true, out);
}

const COMMANDS: readonly string[] = ['check', 'standings', 'next-round'];
export type EventCommand = 'standings' | 'next-round';

/**
 * What `standings` or `next-round` prints for the text of an event FILE, and its exit status
 * (issue 17): the file checked as a whole, every record replayed, then the standings from the
 * complete tables, or the next round drawn from them.
 */
export function respondEvent(command: EventCommand, text: string, file: string, json: boolean, out: Output): number {
  const checked = checkEventText(text);
  if (!checked.ok && checked.error.code === 'event/not-json') {
    // Not JSON at all is not an event with a mistake in it, as for a record.
    out.stderr(`referee: ${file}: ${checked.error.message}\n`);
    return EXIT_UNUSABLE;
  }
  if (!checked.ok) {
    out.stdout(json ? jsonText(eventErrorJson(checked.error)) : formatEventError(checked.error));
    return EXIT_INVALID;
  }
  const { summary } = checked.value;
  const standings = computeStandings(summary);
  if (command === 'standings') {
    out.stdout(json ? jsonText(standingsJson(checked.value, standings)) : formatStandings(summary, checked.value, standings));
    return EXIT_VALID;
  }
  const drawn = drawNextRound(summary, standings);
  if (!drawn.ok) {
    out.stdout(json ? jsonText(eventErrorJson(drawn.error)) : formatEventError(drawn.error, 'Not drawn'));
    return EXIT_INVALID;
  }
  out.stdout(json ? jsonText(nextRoundJson(drawn.value)) : formatNextRound(summary, drawn.value, drawWarnings(summary, drawn.value)));
  return EXIT_VALID;
}

/** What the command prints for the text of FILE, and its exit status. */
export function respond(text: string, file: string, json: boolean, out: Output): number {
  const checked = verdict(text);
  if (!checked.ok && checked.error.code === 'record/not-json') {
    // Not JSON at all is not a record with a mistake in it: nothing could be checked.
    out.stderr(`referee: ${file}: ${checked.error.message}\n`);
    return EXIT_UNUSABLE;
  }
  if (json) {
    out.stdout(jsonText(checked.ok ? toJson(checked.value) : errorJson(checked.error)));
  } else {
    out.stdout(checked.ok ? formatReport(checked.value) : formatError(checked.error));
  }
  return checked.ok ? EXIT_VALID : EXIT_INVALID;
}
