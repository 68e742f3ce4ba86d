/**
 * `npm start` without internet (issue 18 item 11): Electron's download fails with only
 * "TypeError: fetch failed" and a stack trace. electron/install.ts says what happened and the two
 * ways on, ELECTRON_MIRROR or browser mode. The download is stood in for by a Node one-liner that
 * fails as @electron/get does here.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstProblem, installAdvice, runInstall } from '../../electron/install.ts';

/** What install-electron printed on this machine without internet. */
const FETCH_FAILED = `TypeError: fetch failed
    at node:internal/deps/undici/undici:15270:13
    at async FetchDownloader.download (file:///node_modules/@electron/get/dist/FetchDownloader.js:46:30)`;

const failing = ['-e', `process.stderr.write(${JSON.stringify(FETCH_FAILED)}); process.exit(1)`];

describe('npm start when Electron cannot be downloaded', () => {
  it('says what happened and the two ways on: ELECTRON_MIRROR, or browser mode', () => {
    const { code, advice } = runInstall(process.execPath, failing, { PATH: process.env['PATH'] });
    expect(code).toBe(1);
    expect(advice).toContain("Electron's program could not be downloaded (TypeError: fetch failed)");
    expect(advice).toContain('ELECTRON_MIRROR=');
    expect(advice).toContain('npm run serve -- --db');
    expect(advice).not.toContain('at node:internal');
  });

  it('names the mirror that was tried', () => {
    expect(installAdvice('TypeError: fetch failed', 'http://mirror.example/electron/')).toContain('from ELECTRON_MIRROR (http://mirror.example/electron/)');
    expect(firstProblem(FETCH_FAILED)).toBe('TypeError: fetch failed');
  });

  it('says nothing more when the download succeeds', () => {
    expect(runInstall(process.execPath, ['-e', 'process.exit(0)'])).toEqual({ code: 0, advice: null });
  });

  it('a command that cannot be run at all gets the same advice', () => {
    const { code, advice } = runInstall('no-such-install-electron-command', [], { PATH: '' });
    expect(code).toBe(1);
    expect(advice).toContain('Two ways on');
  });

  it('run as a script (npm start), exits 1 with the advice on standard error', () => {
    // PATH holds only a stand-in install-electron that fails as the real one does without internet.
    const run = spawnSync(process.execPath, [resolve(import.meta.dirname, '../../electron/install.ts')], {
      encoding: 'utf8',
      env: { PATH: resolve(import.meta.dirname, '../fixtures/no-internet-bin') },
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('ELECTRON_MIRROR');
    expect(run.stderr).toContain('npm run serve');
  });
});
