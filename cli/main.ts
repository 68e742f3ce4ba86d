/**
 * The referee command as a function of its arguments, so tests run it in-process as well as
 * through `node cli/referee.ts` (docs/referee.md): `check` a match record, and for an event file
 * (docs/event-format.md) its `standings` and its `next-round`.
 *
 * Exit status: 0 valid, 1 invalid record or event (or a draw refused), 2 unreadable file or bad
 * arguments. The rules live in domain/record.ts and domain/events/, the wording in cli/report.ts
 * and cli/event-report.ts in the language chosen here (`--lang`, else the environment: cli/lang.ts,
 * cli/voice.ts), the file reading in cli/read-file.ts; this file only puts them together.
 */
import { parseArgs } from 'node:util';
import { checkRecord, parseRecord } from '../domain/record.ts';
import type { MatchReport, RecordError } from '../domain/record.ts';
import type { Result } from '../domain/result.ts';
import { showValue } from '../domain/strict-json.ts';
import { megabytes, readRecordFile } from './read-file.ts';
import type { ReadWhy } from './read-file.ts';
import { isLang, LANGS, langFromEnv } from './lang.ts';
import type { Lang } from './lang.ts';
import { ENGLISH, sayRefusal, voiceOf } from './voice.ts';
import type { Voice } from './voice.ts';
import { EN } from './words.ts';
import { explainError } from '../domain/pose-why.ts';
import { errorJson, formatError, formatReport, jsonText, toJson } from './report.ts';
import { checkEventText, MAX_EVENT_BYTES } from '../domain/events/format.ts';
import { computeStandings } from '../domain/events/standings.ts';
import { drawNextRound, drawWarnings } from '../domain/events/pairing.ts';
import { eventErrorJson, formatEventError, formatNextRound, formatStandings, nextRoundJson, standingsJson } from './event-report.ts';

/** The help, in English (cli/words.ts; the Spanish is cli/words-es.ts). */
export const USAGE = EN.usage;

export const EXIT_VALID = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNUSABLE = 2;
/** A fault in the referee itself (an exception no rule expects): never a verdict on the file. */
export const EXIT_INTERNAL = 3;

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

/** The options the command knows (parseArgs below); `--lang` is taken out before them (`chooseLang`). */
const FLAGS: readonly string[] = ['--json', '--help', '-h'];

/**
 * The language asked for, and the arguments without `--lang` and its value: `--lang es`,
 * `--lang=es`, the last one given winning as with any option; without it, the environment's
 * (cli/lang.ts). A value that is no language is a usage error listing the choices, said in the
 * environment's language (the one asked for is unknown). After "--", "--lang" is a file's name.
 */
function chooseLang(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): { lang: Lang; rest: string[] } | { error: string; lang: Lang } {
  const fallback = langFromEnv(env);
  let lang: Lang = fallback;
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg !== '--lang' && !arg.startsWith('--lang=')) {
      rest.push(arg);
      continue;
    }
    const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
    if (value === undefined || value === '' || (arg === '--lang' && value.startsWith('-'))) return { error: voiceOf(fallback).w.langNeedsValue(LANGS), lang: fallback };
    if (!isLang(value)) return { error: voiceOf(fallback).w.unknownLang(showValue(value), LANGS), lang: fallback };
    lang = value;
  }
  return { lang, rest };
}

/** "cannot read FILE: why", in the voice's language. */
function cannotRead(file: string, why: ReadWhy, voice: Voice): string {
  const { w } = voice;
  if (why.kind === 'system') return w.cannotRead(file, why.message);
  if (why.kind === 'too-big') return w.cannotRead(file, why.bytes === null ? w.grewTooBig(megabytes(why.limit)) : w.tooBig(megabytes(why.bytes), megabytes(why.limit)));
  return w.cannotRead(file, w.readProblem[why.kind]);
}

/**
 * Runs the command. `env` is where the language is found without `--lang` (process.env in real
 * use; tests pass their own, so the machine's locale decides nothing).
 */
export function main(argv: readonly string[], out: Output, env: Readonly<Record<string, string | undefined>> = process.env): number {
  const chosen = chooseLang(argv, env);
  const voice = voiceOf(chosen.lang);
  const { w } = voice;
  const usageError = (message: string): number => {
    out.stderr(`referee: ${message}\n\n${w.usage}`);
    return EXIT_UNUSABLE;
  };
  if ('error' in chosen) return usageError(chosen.error);
  const args = chosen.rest;
  // Options said in the referee's words (node's parseArgs says "Unknown option '--x'. To specify a
  // positional argument starting with a '-', place it …", its quotes unbalanced).
  for (const arg of args) {
    if (arg === '--') break;
    if (!arg.startsWith('-') || arg === '-' || FLAGS.includes(arg)) continue;
    const flag = FLAGS.find((f) => f.startsWith('--') && arg.startsWith(`${f}=`));
    if (flag) return usageError(w.takesNoValue(flag, showValue(arg)));
    // The hint under the command given (a user of `standings` told to type `check` would check a record).
    const command = args.find((a) => COMMANDS.includes(a)) ?? 'check';
    return usageError(w.unknownOption(showValue(arg), command));
  }
  let parsed;
  try {
    parsed = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: { json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (e) {
    return usageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    out.stdout(w.usage);
    return EXIT_VALID;
  }
  const [command, file, ...extra] = positionals;
  if (command === undefined) return usageError(w.noCommand);
  if (!COMMANDS.includes(command)) {
    // `referee match.json` is what a new user types first: say how, not only that it is wrong.
    return usageError(w.unknownCommand(showValue(command), /[./\\]/.test(command) && file === undefined));
  }
  if (file === undefined) return usageError(w.needsFile(command));
  if (extra.length > 0) return usageError(w.unexpected(showValue(extra[0])));

  const read = readRecordFile(file, command === 'check' ? undefined : MAX_EVENT_BYTES);
  if (!read.ok) {
    out.stderr(`referee: ${cannotRead(file, read.why, voice)}\n`);
    return EXIT_UNUSABLE;
  }
  return guarded(file, out, voice, () =>
    command === 'check'
      ? respond(read.text, file, values.json === true, out, voice)
      : respondEvent(command as EventCommand, read.text, file, values.json === true, out, voice),
  );
}

/**
 * Runs a check, turning an exception into one line on stderr and EXIT_INTERNAL. Expected failures
 * are values (exit 1); an exception is a broken invariant, and a referee reading a stack trace
 * could take it for a ruling on the file. What was already printed on stdout stays (a partial
 * report is still the truth so far).
 */
export function guarded(file: string, out: Output, voice: Voice, check: () => number): number {
  try {
    return check();
  } catch (e) {
    const why = e instanceof Error ? e.message.split('\n')[0] || e.name : String(e);
    out.stderr(`referee: ${voice.w.internalError(file, why)}\n`);
    return EXIT_INTERNAL;
  }
}

const COMMANDS: readonly string[] = ['check', 'standings', 'next-round'];
export type EventCommand = 'standings' | 'next-round';

/**
 * What `standings` or `next-round` prints for the text of an event FILE, and its exit status
 * (issue 17): the file checked as a whole, every record replayed, then the standings from the
 * complete tables, or the next round drawn from them.
 */
export function respondEvent(command: EventCommand, text: string, file: string, json: boolean, out: Output, voice: Voice = ENGLISH): number {
  const checked = checkEventText(text);
  if (!checked.ok && checked.error.code === 'event/not-json') {
    // Not JSON at all is not an event with a mistake in it, as for a record.
    // Said as for a record (the screens' event template adds that nothing was imported).
    out.stderr(`referee: ${file}: ${sayRefusal(voice, { ...checked.error, code: 'record/not-json' })}\n`);
    return EXIT_UNUSABLE;
  }
  if (!checked.ok) {
    out.stdout(json ? jsonText(eventErrorJson(checked.error)) : formatEventError(checked.error, voice));
    return EXIT_INVALID;
  }
  const { summary } = checked.value;
  const standings = computeStandings(summary);
  if (command === 'standings') {
    out.stdout(json ? jsonText(standingsJson(checked.value, standings)) : formatStandings(summary, checked.value, standings, voice));
    return EXIT_VALID;
  }
  const drawn = drawNextRound(summary, standings);
  if (!drawn.ok) {
    out.stdout(json ? jsonText(eventErrorJson(drawn.error)) : formatEventError(drawn.error, voice, true));
    return EXIT_INVALID;
  }
  out.stdout(json ? jsonText(nextRoundJson(drawn.value)) : formatNextRound(summary, drawn.value, drawWarnings(summary, drawn.value), voice));
  return EXIT_VALID;
}

/** What the command prints for the text of FILE, and its exit status. */
export function respond(text: string, file: string, json: boolean, out: Output, voice: Voice = ENGLISH): number {
  const checked = verdict(text);
  if (!checked.ok && checked.error.code === 'record/not-json') {
    // Not JSON at all is not a record with a mistake in it: nothing could be checked.
    out.stderr(`referee: ${file}: ${sayRefusal(voice, checked.error)}\n`);
    return EXIT_UNUSABLE;
  }
  if (json) {
    out.stdout(jsonText(checked.ok ? toJson(checked.value) : errorJson(checked.error)));
  } else {
    out.stdout(checked.ok ? formatReport(checked.value, voice) : formatError(checked.error, voice));
  }
  return checked.ok ? EXIT_VALID : EXIT_INVALID;
}
