/**
 * Builds the app once for the whole end-to-end run (vitest globalSetup of the e2e project), into
 * a fresh directory so no test runs against a stale out/. Tests read the directory with
 * `inject('outDir')`.
 */
import { build } from 'electron-vite';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built app: main/, preload/ and renderer/. */
    outDir: string;
  }
}

const root = resolve(import.meta.dirname, '../..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = await mkdtemp(join(tmpdir(), 'dominoes-e2e-'));
  await build({ root, configFile: join(root, 'electron.vite.config.ts'), build: { outDir, emptyOutDir: true }, logLevel: 'warn' });
  project.provide('outDir', outDir);
  return () => rm(outDir, { recursive: true, force: true });
}
