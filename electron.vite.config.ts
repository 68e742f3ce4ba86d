import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { META_CONTENT_SECURITY_POLICY, devContentSecurityPolicy } from './electron/security.ts';

const here = import.meta.dirname;

/**
 * `electron-vite dev` serves component styles as injected <style> elements, which the strict
 * policy in renderer/index.html blocks; relax style-src for the dev server only.
 */
function devCspPlugin(): Plugin {
  return {
    name: 'dominoes:dev-csp',
    apply: 'serve',
    transformIndexHtml(html) {
      const strict = `content="${META_CONTENT_SECURITY_POLICY}"`;
      if (!html.includes(strict)) {
        throw new Error('renderer/index.html no longer carries META_CONTENT_SECURITY_POLICY from electron/security.ts');
      }
      return html.replace(strict, `content="${devContentSecurityPolicy(META_CONTENT_SECURITY_POLICY)}"`);
    },
  };
}

// Output: out/main/main.js (ESM, package.json "main"), out/preload/preload.cjs,
// out/renderer/index.html.
export default defineConfig({
  main: {
    build: {
      rolldownOptions: {
        input: { main: resolve(here, 'electron/main.ts') },
      },
    },
  },
  preload: {
    build: {
      // A sandboxed preload cannot load ES modules or require anything but 'electron' (and a few
      // built-ins), so it must be one self-contained CommonJS file: bundle every dependency.
      externalizeDeps: false,
      rolldownOptions: {
        input: { preload: resolve(here, 'electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(here, 'renderer'),
    plugins: [vue(), devCspPlugin()],
    build: {
      rolldownOptions: {
        input: resolve(here, 'renderer/index.html'),
      },
    },
  },
});
