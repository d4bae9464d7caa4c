import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A cheap password hash cost in every test file (decision 0041).
    setupFiles: ['test/password-cost.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
