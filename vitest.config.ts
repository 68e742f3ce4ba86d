import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          // Property tests and the referee's processes take a few seconds each on a busy 2-core
          // machine; the 5-second default failed them there without anything being wrong.
          testTimeout: 30_000,
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/e2e/**'],
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // Builds the app once with electron-vite (build.global.ts), then drives real Chromium.
          globalSetup: ['test/e2e/build.global.ts'],
          // After the unit project, not beside it: the build and Chromium take both cores, and the
          // unit tests' 5-second timeouts (the referee's processes) should not pay for that.
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A screen answers within a second on an idle machine; on a loaded one (CI's, or several
          // runs at once) a 1-second poll gave up on screens that were merely slow to come.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
