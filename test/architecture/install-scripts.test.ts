/**
 * Dependencies' install scripts (issue 25 item 17). npm 12 runs one only where package.json's
 * `allowScripts` allows it, and npm 11 warns of every one it does not name. None is needed here,
 * so each dependency that has one is named there, denied: better-sqlite3 13 ships a prebuilt
 * binary for every platform the app is built for (its install script is npm's implicit
 * `node-gyp rebuild`, which its binding.gyp makes do nothing where a prebuild exists), and esbuild
 * (@intlify/bundle-utils's) runs from the platform package npm installs as an optional dependency
 * (its postinstall only checks that package and links its binary). .ci/run installs with
 * `--strict-allow-scripts`, so a dependency added later with an install script stops CI until it
 * is named here, reviewed.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { readonly hasInstallScript?: boolean }>;
};

interface Manifest {
  readonly name: string;
  readonly scripts?: Record<string, string>;
}

/**
 * The packages of the lockfile npm would run an install script for: one the lockfile marks, one
 * whose manifest has a preinstall, install or postinstall script, or one with a binding.gyp and
 * no install or preinstall script (npm then runs `node-gyp rebuild`, as npm 11 reports for
 * better-sqlite3, whose lockfile entry says nothing of it). Packages of other platforms, not
 * installed here, are judged by the lockfile's mark.
 */
function withInstallScripts(): string[] {
  const names = new Set<string>();
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '') continue;
    const dir = join(root, path);
    const manifestFile = join(dir, 'package.json');
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (!existsSync(manifestFile)) {
      if (entry.hasInstallScript) names.add(name);
      continue;
    }
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
    const scripts = manifest.scripts ?? {};
    const gyp = existsSync(join(dir, 'binding.gyp')) && scripts['install'] === undefined && scripts['preinstall'] === undefined;
    if (entry.hasInstallScript || gyp || ['preinstall', 'install', 'postinstall'].some((s) => scripts[s] !== undefined)) names.add(manifest.name);
  }
  return [...names].sort();
}

describe('install scripts (issue 25 item 17)', () => {
  it('every dependency with an install script is named in allowScripts, and no other', () => {
    expect(withInstallScripts()).toEqual(Object.keys(pkg.allowScripts ?? {}).sort());
    expect(withInstallScripts()).toEqual(['better-sqlite3', 'esbuild']);
  });

  it('none is allowed to run: each works without it', () => {
    expect(Object.values(pkg.allowScripts ?? {}).every((allowed) => allowed === false)).toBe(true);
  });

  it('better-sqlite3 loads its prebuilt binary, one for each platform the app is built for, no compiling', () => {
    const dir = join(root, 'node_modules/better-sqlite3/prebuilds');
    const built = readdirSync(dir).sort();
    for (const platform of ['darwin-arm64', 'darwin-x64', 'linux-arm64', 'linux-x64', 'win32-arm64', 'win32-x64']) expect(built).toContain(`${platform}.node`);
    // The package's own entry for this platform loads the prebuild alone (never build/Release).
    const require = createRequire(join(root, 'package.json'));
    const Database = require(`better-sqlite3/${process.platform}-${process.arch}`) as new (file: string) => { prepare(sql: string): { get(): unknown } };
    expect(new Database(':memory:').prepare('select 1 + 1 as two').get()).toEqual({ two: 2 });
  });

  it('esbuild runs from the platform package npm installs beside it, which its postinstall only checks', () => {
    const fromUtils = createRequire(join(root, 'node_modules/@intlify/bundle-utils/package.json'));
    const fromEsbuild = createRequire(fromUtils.resolve('esbuild'));
    expect(() => fromEsbuild.resolve(`@esbuild/${process.platform}-${process.arch}/package.json`)).not.toThrow();
    const esbuild = fromUtils('esbuild') as { transformSync(code: string, options: { loader: string }): { code: string } };
    expect(esbuild.transformSync('const n: number = 1', { loader: 'ts' }).code).toBe('const n = 1;\n');
  });

  it('.ci/run installs with the strict setting, refusing an npm that does not know it', () => {
    const ci = readFileSync(join(root, '.ci/run'), 'utf8');
    expect(ci).toMatch(/^npm ci --strict-allow-scripts /m);
    expect(ci).toContain('npm config get strict-allow-scripts');
  });
});
