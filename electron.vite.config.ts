import VueI18nPlugin from '@intlify/unplugin-vue-i18n/vite';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'electron-vite';
import { resolve } from 'node:path';
import { ElementPlusResolver } from 'unplugin-vue-components/resolvers';
import Components from 'unplugin-vue-components/vite';
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
// out/renderer/index.html and out/renderer/room.html.
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
    plugins: [
      vue(),
      devCspPlugin(),
      // Element Plus components are resolved where a template uses them (with their CSS files, so
      // no style is injected at run time and style-src 'self' holds). Our own components are
      // imported explicitly, so `dirs` is empty.
      Components({
        dirs: [],
        resolvers: [ElementPlusResolver({ importStyle: 'css' })],
        dts: resolve(here, 'renderer/components.d.ts'),
      }),
      // Messages are compiled at build time: the runtime needs no message compiler and so no
      // 'unsafe-eval' (script-src 'self' holds).
      VueI18nPlugin({
        include: [resolve(here, 'renderer/src/locales/**')],
        runtimeOnly: true,
        compositionOnly: true,
        fullInstall: false,
        strictMessage: true,
        escapeHtml: true,
      }),
    ],
    build: {
      rolldownOptions: {
        // The organizer's window, and the room's page for the devices and the display (issue 24).
        input: { index: resolve(here, 'renderer/index.html'), room: resolve(here, 'renderer/room.html') },
      },
    },
  },
});
