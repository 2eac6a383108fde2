import { configDefaults, defineConfig } from 'vitest/config';

const browserTests = 'test/browser/**/*.browser.test.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    globalSetup: ['test/temporary-folder.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: [...configDefaults.exclude, browserTests],
        },
      },
      {
        // Real Chromium against built sites: one file at a time, each with its own browser.
        extends: true,
        test: {
          name: 'browser',
          include: [browserTests],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
