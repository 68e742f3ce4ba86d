import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/e2e/**'],
          // Property tests replay thousands of random games; on a loaded machine (CI runners, two
          // cores shared) a few take several seconds, which is not a failure.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          // Builds the app with electron-vite, then drives real Chromium.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
