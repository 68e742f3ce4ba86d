/**
 * The first step of `npm start` and `npm run dev` (run by Node, not Electron): Electron's own
 * `install-electron`, which downloads Electron's program the first time. Without internet it
 * printed only "TypeError: fetch failed" and a stack trace (issue 18 item 11); this says what
 * happened and the two ways on: a mirror Electron can reach (ELECTRON_MIRROR), or the same app in
 * a browser (browser mode), which needs no Electron at all.
 */
import { spawnSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What a failed download is told, in the scorekeeper's words; `detail` is the tool's own first line. */
export function installAdvice(detail: string, mirror: string | undefined): string {
  const from = mirror ? `from ELECTRON_MIRROR (${mirror})` : 'from github.com (or from ELECTRON_MIRROR when it is set)';
  return [
    `Electron's program could not be downloaded${detail ? ` (${detail})` : ''}.`,
    `\`npm start\` needs it once, ${from}, and this computer could not reach it.`,
    'Two ways on:',
    '  1. A mirror this computer can reach, named in ELECTRON_MIRROR, for example:',
    '       ELECTRON_MIRROR=https://npmmirror.com/mirrors/electron/ npm start',
    '     (a copy on your own network works too; the download is kept, so this is needed once).',
    '  2. Browser mode, which needs no Electron: the same app in any browser on this computer:',
    '       npm run build',
    '       npm run serve -- --db matches.sqlite',
    '     then open the address it prints.',
  ].join('\n');
}

/** The line of the tool's output that says what failed: its first line that is not a stack frame. */
export function firstProblem(output: string): string {
  return (
    output
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '' && !line.startsWith('at ')) ?? ''
  );
}

/**
 * Runs the download command; on failure, its advice (null when it succeeded). What the command
 * prints on its standard output goes through as it is.
 */
export function runInstall(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env): { code: number; advice: string | null } {
  const run = spawnSync(command, args, { env, stdio: ['inherit', 'inherit', 'pipe'], encoding: 'utf8', shell: process.platform === 'win32' });
  if (run.error) return { code: 1, advice: installAdvice(run.error.message, env['ELECTRON_MIRROR']) };
  const code = run.status ?? 1;
  if (code === 0) {
    if (run.stderr) process.stderr.write(run.stderr);
    return { code, advice: null };
  }
  return { code, advice: installAdvice(firstProblem(run.stderr ?? ''), env['ELECTRON_MIRROR']) };
}

if (process.argv[1] !== undefined && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { code, advice } = runInstall('install-electron', []);
  if (advice !== null) process.stderr.write(`${advice}\n`);
  process.exit(code);
}
