import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, isAbsolute, join } from 'node:path';
import { zip } from './zip.ts';

/**
 * A stand-in for Electron's release download, so the start command can be run end to end
 * without the internet: a zip shaped like Electron's (the executable where install.js expects it,
 * and the `version` file it checks), whose executable is a shell script that writes down how it
 * was launched and exits.
 */

/** Where Electron's install.js expects the executable inside the zip (its getPlatformPath). */
export function executablePathInZip(platform: NodeJS.Platform): string {
  return platform === 'darwin' ? 'Electron.app/Contents/MacOS/Electron' : 'electron';
}

/** The release file name @electron/get asks the mirror for (its getArtifactFileName). */
export function electronZipName(version: string, platform: string, arch: string): string {
  return `electron-v${version}-${platform}-${arch}.zip`;
}

/**
 * The stand-in executable: appends one `key=value` line per fact to $STANDIN_ELECTRON_LOG — the
 * working directory, the dev server URL electron-vite passes on, whether each built entry exists
 * at launch time, and every argument — then exits 0 like a window the user closed.
 */
export const STANDIN_SCRIPT = `#!/bin/sh
{
  printf 'cwd=%s\\n' "$PWD"
  printf 'renderer-url=%s\\n' "\${ELECTRON_RENDERER_URL:-}"
  for built in out/main/main.js out/preload/preload.cjs out/renderer/index.html; do
    if [ -f "$built" ]; then printf 'built=%s\\n' "$built"; fi
  done
  for arg in "$@"; do printf 'arg=%s\\n' "$arg"; done
  printf 'exit\\n'
} >> "$STANDIN_ELECTRON_LOG"
`;

export function standInElectronZip(version: string, platform: NodeJS.Platform): Buffer {
  return zip([
    { name: executablePathInZip(platform), data: Buffer.from(STANDIN_SCRIPT), mode: 0o100755 },
    { name: 'version', data: Buffer.from(`v${version}`) },
  ]);
}

export interface Mirror {
  /** For ELECTRON_MIRROR: @electron/get appends `v<version>/<file>`. */
  readonly url: string;
  /** Every path asked for, in order. */
  readonly requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `files` (path → bytes) on 127.0.0.1 like Electron's release host, plus the
 * SHASUMS256.txt that `electron_use_remote_checksums` makes the downloader fetch and check.
 */
export async function startMirror(version: string, files: Record<string, Buffer>): Promise<Mirror> {
  const shasums = Object.entries(files)
    .map(([path, data]) => `${createHash('sha256').update(data).digest('hex')} *${basename(path)}`)
    .join('\n');
  const served = new Map<string, Buffer>(Object.entries(files).map(([path, data]) => [`/v${version}/${path}`, data]));
  served.set(`/v${version}/SHASUMS256.txt`, Buffer.from(`${shasums}\n`));

  const requests: string[] = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    requests.push(path);
    const body = served.get(path);
    if (body === undefined) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': body.length }).end(body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}

const NOT_COPIED = new Set(['node_modules', '.git', 'out', 'dist', 'coverage', 'test-results', 'test', 'tmp', '.scratch']);

/** Packages the start command writes into or resolves Electron from: copied, never linked. */
const COPIED_PACKAGES = new Set(['electron', 'electron-vite']);

/**
 * A throw-away copy of the project at `dest` whose node_modules links every package to the real
 * one except Electron and electron-vite, which are copied. Electron's installer writes into its own
 * package folder (dist/, path.txt), and electron-vite finds that folder from its own real path, so
 * both must live in the copy for the real node_modules to stay untouched. Electron's copy leaves out
 * any binary already fetched, so the copy starts as a fresh `npm install` does.
 */
export function copyProject(root: string, dest: string): void {
  for (const entry of readdirSync(root)) {
    if (NOT_COPIED.has(entry)) continue;
    cpSync(join(root, entry), join(dest, entry), { recursive: true });
  }
  const realModules = join(root, 'node_modules');
  const modules = join(dest, 'node_modules');
  mkdirSync(join(modules, '.bin'), { recursive: true });
  for (const entry of readdirSync(realModules)) {
    // Dot entries are caches (.vite, .cache) and npm's own bookkeeping: the copy gets its own.
    if (entry.startsWith('.')) continue;
    if (COPIED_PACKAGES.has(entry)) {
      const skip = entry === 'electron' ? new Set(['dist', 'path.txt']) : new Set<string>();
      for (const file of readdirSync(join(realModules, entry))) {
        if (skip.has(file)) continue;
        cpSync(join(realModules, entry, file), join(modules, entry, file), { recursive: true });
      }
    } else {
      symlinkSync(join(realModules, entry), join(modules, entry));
    }
  }
  // npm's links are relative (../electron/install.js), so re-made here they point into the copy.
  for (const bin of readdirSync(join(realModules, '.bin'))) {
    const target = readlinkSync(join(realModules, '.bin', bin));
    if (isAbsolute(target)) throw new Error(`node_modules/.bin/${bin} links to an absolute path: ${target}`);
    symlinkSync(target, join(modules, '.bin', bin));
  }
}

/** The `key=value` lines the stand-in wrote, one array per launch. */
export function readLaunches(logFile: string): Map<string, string[]>[] {
  let text: string;
  try {
    text = readFileSync(logFile, 'utf8');
  } catch {
    return [];
  }
  const launches: Map<string, string[]>[] = [];
  let current = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    if (line === 'exit') {
      launches.push(current);
      current = new Map();
      continue;
    }
    const eq = line.indexOf('=');
    if (eq < 0) continue;
    const key = line.slice(0, eq);
    current.set(key, [...(current.get(key) ?? []), line.slice(eq + 1)]);
  }
  return launches;
}
