// @ts-check
import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import pluginVue from 'eslint-plugin-vue';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Bare Node built-ins ('fs', 'fs/promises', 'path', …); 'node:*' is caught by a pattern. */
const nodeBuiltins = builtinModules.filter((name) => !name.startsWith('_'));

const noNode = {
  group: ['node:*'],
  message: 'Node built-ins are not available here.',
};

/**
 * domain/ is the pure rules engine (shared/STYLE.md, "The shape of the app"): it runs unchanged in Node,
 * the renderer and the CLI, so it may import nothing that ties it to one of them. This rule
 * catches the obvious cases while typing; test/architecture/purity.test.ts resolves every
 * relative import exactly and is the final word.
 */
const domainPurity = {
  paths: [
    ...['electron', 'better-sqlite3', 'vue', 'pinia'].map((name) => ({
      name,
      message: 'domain/ is pure TypeScript: no Electron, SQLite, Vue or Pinia.',
    })),
    ...nodeBuiltins.map((name) => ({ name, message: 'domain/ is pure TypeScript: no Node built-ins.' })),
  ],
  patterns: [
    noNode,
    { group: ['electron/*', '@vue/*', 'pinia/*'], message: 'domain/ is pure TypeScript.' },
    {
      regex: '^(\\.\\./)+(db|api|electron|renderer|server|cli|bench|test)(/|$)',
      message: 'domain/ may not import from the layers above it.',
    },
  ],
};

/** The renderer reaches the app only through renderer/src/api.ts. */
const rendererBoundary = {
  paths: [
    ...['electron', 'better-sqlite3'].map((name) => ({
      name,
      message: 'The renderer is sandboxed: use renderer/src/api.ts.',
    })),
    ...nodeBuiltins.map((name) => ({ name, message: 'The renderer is sandboxed: no Node built-ins.' })),
  ],
  patterns: [
    noNode,
    { group: ['electron/*'], message: 'The renderer is sandboxed: use renderer/src/api.ts.' },
    {
      regex: '^(\\.\\./)+(db|electron|server|cli|bench)(/|$)',
      message: 'The renderer may not import main-process code; go through renderer/src/api.ts.',
    },
  ],
};

export default defineConfig([
  globalIgnores(['out/', 'dist/', 'node_modules/', 'coverage/', 'test-results/']),
  tseslint.configs.recommended,
  pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Importing 'electron' under plain Node tries to download the binary, so only the two
    // process entries may; everything else must stay loadable by tests.
    ignores: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: ['electron'], patterns: ['electron/*'] },
      ],
    },
  },
  {
    files: ['renderer/**'],
    languageOptions: { globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-restricted-imports': ['error', rendererBoundary] },
  },
  {
    files: ['domain/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', domainPurity] },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]);
