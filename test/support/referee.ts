/**
 * Running the referee command in tests: in-process through cli/main.ts (fast, for most cases) or
 * as its own process, as a user runs it (for what only a process shows: exit codes, streams).
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { main, respond } from '../../cli/main.ts';

export const root = resolve(import.meta.dirname, '../..');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * The command in this process, with its output captured. Its environment names no language, so
 * it speaks English whatever the machine's locale, unless `env` says otherwise (cli/lang.ts).
 */
export function runReferee(...args: string[]): Run {
  return runRefereeIn({}, ...args);
}

/** The command in this process, with `env` as its environment (where it finds LC_ALL, LANG …). */
export function runRefereeIn(env: Readonly<Record<string, string>>, ...args: string[]): Run {
  let stdout = '';
  let stderr = '';
  const status = main(args, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) }, env);
  return { status, stdout, stderr };
}

/** What the command prints for a file holding `text`, without writing the file. */
export function respondTo(text: string, json = true, file = 'record.json'): Run {
  let stdout = '';
  let stderr = '';
  const status = respond(text, file, json, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t) });
  return { status, stdout, stderr };
}

/**
 * `node cli/referee.ts …` as a user runs it; resolves with its exit status and both streams. The
 * machine's locale variables are left out (English), and `locale` set over them.
 */
export function spawnReferee(...args: string[]): Promise<Run> {
  return spawnRefereeIn({}, ...args);
}

export function spawnRefereeIn(locale: Readonly<Record<string, string>>, ...args: string[]): Promise<Run> {
  const env: Record<string, string | undefined> = { ...process.env, LC_ALL: undefined, LC_MESSAGES: undefined, LANG: undefined, ...locale };
  for (const name of Object.keys(env)) if (env[name] === undefined) delete env[name];
  return new Promise((done) => {
    execFile(process.execPath, ['cli/referee.ts', ...args], { cwd: root, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      done({ status: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout, stderr });
    });
  });
}
