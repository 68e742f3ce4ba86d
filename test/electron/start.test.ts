import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IPC_CHANNELS } from '../../api/bridge.ts';
import { API_METHODS } from '../../api/methods.ts';
import {
  copyProject,
  electronZipName,
  readLaunches,
  standInElectronZip,
  startMirror,
  type Mirror,
} from '../support/electron-standin.ts';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

// Type stripping without a flag arrived in Node 22.18 (22.12 fails on `node cli/referee.ts` with
// ERR_UNKNOWN_FILE_EXTENSION: shared/ENVIRONMENT.md), and the referee and bench commands are .ts.
const NODE_MINIMUM = '22.18';

describe('the Node version', () => {
  it('is the one that runs the .ts commands, the same everywhere it is written', () => {
    expect(pkg.engines.node).toBe(`>=${NODE_MINIMUM}.0`);
    expect(readFileSync(join(root, '.nvmrc'), 'utf8').trim()).toBe(NODE_MINIMUM);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`**Node.js ${NODE_MINIMUM} or newer**`);
    // .ci/run takes its minimum from engines.node rather than repeating it.
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toContain('.engines.node.match(');
  });
});

describe('npm start and npm run dev', () => {
  // electron-vite reads node_modules/electron/path.txt and stops with "Electron uninstall" when it
  // is missing; Electron 45 writes it only once its binary is fetched, by its own `install-electron`
  // (install.js, which does nothing when the binary is already there), run by electron/install.ts,
  // which says what to do when the download fails (issue 18 item 11; test/electron/install.test.ts).
  it.each([
    ['start', 'npm start'],
    ['dev', 'npm run dev'],
  ])('%s: `%s` fetches the Electron binary first when it is missing', (script) => {
    expect(pkg.scripts[script]).toMatch(/^node electron\/install\.ts && electron-vite /);
  });
});

/** Runs `npm run <script>` in `cwd`, resolving with its exit code and everything it printed. */
function npmRun(script: string, cwd: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    // Asynchronous on purpose: the mirror answering the download runs in this process.
    const child = spawn('npm', ['run', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (code) => done({ code, output }));
  });
}

/**
 * The whole start path off-line: a fresh copy of the project (no Electron binary), a mirror on
 * 127.0.0.1 serving a stand-in Electron zip, and `npm start` seen to fetch it, build the app and
 * launch it. The stand-in is a shell script, so not on Windows.
 */
describe.skipIf(process.platform === 'win32')('the start command, against a local Electron mirror', () => {
  const realElectron = join(root, 'node_modules/electron');
  const electronVersion = (JSON.parse(readFileSync(join(realElectron, 'package.json'), 'utf8')) as { version: string })
    .version;
  const realElectronBefore = readdirSync(realElectron).sort();
  const zipName = electronZipName(electronVersion, process.platform, process.arch);

  let dir = '';
  let project = '';
  let log = '';
  let env: NodeJS.ProcessEnv = {};
  let mirror: Mirror;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dominoes-start-'));
    project = join(dir, 'project');
    log = join(dir, 'launches.log');
    copyProject(root, project);
    mirror = await startMirror(electronVersion, { [zipName]: standInElectronZip(electronVersion, process.platform) });
    const emptyNpmrc = join(dir, 'npmrc');
    writeFileSync(emptyNpmrc, '');
    env = {
      // Nothing from the caller's npm, Electron or test-runner settings leaks in: a mirror or
      // cache configured on this machine would make the test prove nothing.
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !/^(npm_|electron_|vitest|node_env$|node_options$|test$)/i.test(name)),
      ),
      ELECTRON_MIRROR: mirror.url,
      electron_use_remote_checksums: '1',
      electron_config_cache: join(dir, 'electron-cache'),
      npm_config_userconfig: emptyNpmrc,
      npm_config_cache: join(dir, 'npm-cache'),
      npm_config_update_notifier: 'false',
      STANDIN_ELECTRON_LOG: log,
    };
  });

  afterAll(async () => {
    await mirror.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('`npm start` downloads the binary through Electron’s installer, builds the app and launches it', async () => {
    const copiedElectron = join(project, 'node_modules/electron');
    expect(existsSync(join(copiedElectron, 'path.txt'))).toBe(false);

    const { code, output } = await npmRun('start', project, env);

    expect(code, output).toBe(0);
    expect(mirror.requests).toEqual([`/v${electronVersion}/${zipName}`, `/v${electronVersion}/SHASUMS256.txt`]);
    expect(readFileSync(join(copiedElectron, 'path.txt'), 'utf8')).toBe(
      process.platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron',
    );
    const launches = readLaunches(log);
    expect(launches).toHaveLength(1);
    const launch = launches[0];
    expect(launch?.get('cwd')).toEqual([project]);
    // electron-vite passes the project folder; Electron then runs package.json "main".
    expect(launch?.get('arg')).toEqual(['.']);
    expect(launch?.get('built')).toEqual(['out/main/main.js', 'out/preload/preload.cjs', 'out/renderer/index.html']);
    // A production start loads the built files, not a dev server.
    expect(launch?.get('renderer-url')).toEqual(['']);
  }, 240_000);

  it('built a preload that, run as the sandbox runs it, exposes exactly the contract’s methods', async () => {
    // A sandboxed preload is one classic script whose require() knows 'electron' (and a few
    // built-ins); this runs the built file so, with a stand-in for contextBridge and ipcRenderer.
    const code = readFileSync(join(project, 'out/preload/preload.cjs'), 'utf8');
    const exposed = new Map<string, unknown>();
    const sent: unknown[][] = [];
    const electron = {
      contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
      ipcRenderer: {
        invoke: (...args: unknown[]) => {
          sent.push(args);
          return Promise.resolve({ ok: true, value: null });
        },
      },
    };
    const required: string[] = [];
    const sandboxRequire = (name: string) => {
      required.push(name);
      if (name !== 'electron') throw new Error(`a sandboxed preload cannot require ${name}`);
      return electron;
    };
    runInNewContext(code, { require: sandboxRequire, module: { exports: {} }, exports: {} });

    expect(required).toEqual(['electron']);
    expect([...exposed.keys()]).toEqual(['dominoes']);
    const bridge = exposed.get('dominoes') as Record<string, (input?: unknown) => Promise<unknown>>;
    // The contract's methods and the desktop's own Save as PDF (api/bridge.ts), nothing else.
    expect(Object.keys(bridge).sort()).toEqual([...API_METHODS, 'savePdf', 'followEvent', 'openDisplay'].sort());
    await bridge.getMatch?.({ matchId: 4 });
    expect(sent).toEqual([[IPC_CHANNELS.getMatch, { matchId: 4 }]]);
  });

  it('`npm run dev` reuses the fetched binary and launches it against the dev server', async () => {
    const downloadsBefore = mirror.requests.length;

    const { code, output } = await npmRun('dev', project, env);

    expect(code, output).toBe(0);
    expect(mirror.requests).toHaveLength(downloadsBefore);
    const launch = readLaunches(log).at(-1);
    expect(launch?.get('arg')).toEqual(['.']);
    expect(launch?.get('renderer-url')?.[0]).toMatch(/^http:\/\/(localhost|127\.0\.0\.1):\d+$/);
    expect(launch?.get('built')).toEqual(expect.arrayContaining(['out/main/main.js', 'out/preload/preload.cjs']));
  }, 240_000);

  it('leaves the real node_modules/electron as it was', () => {
    expect(readdirSync(realElectron).sort()).toEqual(realElectronBefore);
  });
});
