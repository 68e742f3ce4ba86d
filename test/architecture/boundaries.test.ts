import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from './imports.ts';

const root = resolve(import.meta.dirname, '../..');
const SKIP = new Set(['node_modules', 'out', 'dist', 'coverage', 'test-results', '.git']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|vue|js)$/.test(entry.name) ? [path] : [];
  });
}

describe('the Electron boundary', () => {
  it('only electron/main.ts and electron/preload.ts import electron', () => {
    // Importing 'electron' under plain Node downloads the binary (ENVIRONMENT.md), so any other
    // module that did, and every test that loaded it, would break off-line.
    const importers = sourceFiles(root)
      .filter((file) =>
        importedSpecifiers(readFileSync(file, 'utf8')).some((s) => s === 'electron' || s.startsWith('electron/')),
      )
      .map((file) => relative(root, file))
      .sort();
    expect(importers).toEqual(['electron/main.ts', 'electron/preload.ts']);
  });
});

describe('the lint rules that guard the layers', () => {
  const eslint = new ESLint({ cwd: root });

  async function restrictedImports(filePath: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports').length;
  }

  it.each([
    ['domain/probe.ts', "import { app } from 'electron';"],
    ['domain/probe.ts', "import Database from 'better-sqlite3';"],
    ['domain/probe.ts', "import { ref } from 'vue';"],
    ['domain/probe.ts', "import { defineStore } from 'pinia';"],
    ['domain/probe.ts', "import { join } from 'node:path';"],
    ['domain/probe.ts', "import { join } from 'path';"],
    ['domain/probe.ts', "import type { Stats } from 'fs';"],
    ['domain/probe.ts', "import { open } from '../db/open.ts';"],
    ['domain/sub/probe.ts', "import { api } from '../../renderer/src/api.ts';"],
    ['domain/probe.ts', "import { x } from '../electron/security.ts';"],
    ['domain/probe.ts', "import { x } from '../api/bridge.ts';"],
    ['domain/probe.ts', "import { x } from '../cli/referee.ts';"],
    ['renderer/src/probe.ts', "import { ipcRenderer } from 'electron';"],
    ['renderer/src/probe.ts', "import Database from 'better-sqlite3';"],
    ['renderer/src/probe.ts', "import { readFile } from 'node:fs/promises';"],
    ['renderer/src/probe.ts', "import { x } from '../../electron/security.ts';"],
    ['db/probe.ts', "import { app } from 'electron';"],
  ])('%s may not %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(1);
  });

  it.each([
    ['domain/probe.ts', "import { bones } from './bones.ts';"],
    ['domain/sub/probe.ts', "import { bones } from '../bones.ts';"],
    ['renderer/src/probe.ts', "import type { DominoesBridge } from '../../api/bridge.ts';"],
    ['renderer/src/probe.ts', "import { ref } from 'vue';"],
    ['electron/main.ts', "import { app } from 'electron';"],
    ['db/probe.ts', "import { join } from 'node:path';"],
  ])('%s may %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toBe(0);
  });
});
