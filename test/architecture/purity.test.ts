import { existsSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers, purityViolation, tsFilesUnder } from './imports.ts';

const root = resolve(import.meta.dirname, '../..');
const domainRoot = resolve(root, 'domain');

function violations(file: string, source: string): string[] {
  return importedSpecifiers(source)
    .map((specifier) => purityViolation(file, specifier, domainRoot))
    .filter((v): v is string => v !== null);
}

describe('the purity scanner', () => {
  const file = resolve(domainRoot, 'rules/draw.ts');

  it.each([
    ["import { app } from 'electron';", 'electron'],
    ["import type { IpcMain } from 'electron/main';", 'electron subpath, type-only'],
    ["import Database from 'better-sqlite3';", 'better-sqlite3'],
    ["import { ref } from 'vue';", 'vue'],
    ["import { reactive } from '@vue/reactivity';", '@vue scope'],
    ["import { defineStore } from 'pinia';", 'pinia'],
    ["import { readFileSync } from 'node:fs';", 'node: scheme'],
    ["import { join } from 'path';", 'bare built-in'],
    ["import { readFile } from 'fs/promises';", 'built-in subpath'],
    ["export * from 'node:crypto';", 're-export'],
    ["const fs = await import('fs');", 'dynamic import'],
    ["const fs = require('fs');", 'require'],
    ["import { open } from '../../db/open.ts';", 'relative path into db/'],
    ["import { x } from '../../renderer/src/api.ts';", 'relative path into renderer/'],
    ["import pkg from '../../package.json';", 'relative path to the repo root'],
    ["import { y } from '/abs/elsewhere.ts';", 'absolute path'],
    ['/// <reference types="node" />\nexport const a = 1;', 'Node types reference'],
  ])('flags %s (%s)', (source) => {
    expect(violations(file, source)).toHaveLength(1);
  });

  it.each([
    ["import { play } from './play.ts';", 'sibling'],
    ["import { bones } from '../bones.ts';", 'parent inside domain/'],
    ["import type { Result } from '../result.ts';", 'type-only inside domain/'],
    ["import { z } from 'zod';", 'a plain library'],
    ["export const vue = 'not an import';", 'words in code'],
  ])('accepts %s (%s)', (source) => {
    expect(violations(file, source)).toEqual([]);
  });
});

describe('domain/', () => {
  it('imports nothing from Electron, SQLite, Vue, Pinia, Node or the layers above it', () => {
    expect(existsSync(domainRoot), 'domain/ is missing').toBe(true);
    const files = tsFilesUnder(domainRoot);
    expect(files.length, 'domain/ has no .ts files to check').toBeGreaterThan(0);
    const found = files.flatMap((file) =>
      violations(file, readFileSync(file, 'utf8')).map((v) => `${relative(root, file)} ${v}`),
    );
    expect(found).toEqual([]);
  });
});
