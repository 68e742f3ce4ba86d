import { readdirSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Every module a source file names: imports, re-exports, import(), require() and /// references. */
export function importedSpecifiers(source: string): string[] {
  const info = ts.preProcessFile(source, true, true);
  return [
    ...info.importedFiles.map((f) => f.fileName),
    ...info.referencedFiles.map((f) => f.fileName),
    ...info.typeReferenceDirectives.map((f) => f.fileName),
  ];
}

const FORBIDDEN_PACKAGES = ['electron', 'better-sqlite3', 'vue', '@vue', 'pinia'];

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * Why `specifier`, imported from `file`, would break domain/'s purity, or null if it is fine.
 * domain/ must run unchanged in Node, the sandboxed renderer and the CLI (STYLE.md, "The shape
 * of the app"), so it may import other domain/ files and plain npm libraries, nothing else.
 */
export function purityViolation(file: string, specifier: string, domainRoot: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    const target = resolve(dirname(file), specifier);
    const rel = relative(domainRoot, target);
    if (rel === '' || rel.startsWith('..') || rel.startsWith(sep)) {
      return `imports ${specifier}, which is outside domain/`;
    }
    return null;
  }
  if (specifier === 'node' || specifier.startsWith('node:') || isBuiltin(specifier)) {
    return `imports the Node built-in ${specifier}`;
  }
  const name = packageName(specifier);
  if (FORBIDDEN_PACKAGES.includes(name) || FORBIDDEN_PACKAGES.includes(name.split('/')[0] ?? '')) {
    return `imports ${specifier}`;
  }
  return null;
}

/** All .ts files under `dir`, recursively. */
export function tsFilesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}
