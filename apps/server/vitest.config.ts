import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // A cheap password hash cost in every test file (decision 0041).
    setupFiles: ['test/password-cost.ts'],
    // A worker runs its files in one module graph: loading the app (Fastify, Drizzle, PGlite, every module and
    // schema) cost seconds of processor time per file, a large share of the suite. Files still share no state that
    // matters: each opens its own database and app (helpers.ts), and the caches of the app live in its instance
    // (decision 0041).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
