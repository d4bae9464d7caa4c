import { defineConfig } from 'vitest/config';

// Browser tests: vitest runs them, playwright-core drives the system Chromium against one BookOne server that
// support/global-setup.ts starts for the whole run. Not a project of the root config: run with `npm run test:e2e`.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['support/global-setup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
    // One server and a 2-core machine: files run one after another, each with its own browser.
    fileParallelism: false,
    // One module graph for all the files: playwright-core, axe and the helpers load once, not once per file (~1 s of
    // processor time a file). The files share no state: each has its own browser and a context per test, and the
    // helpers keep none (decision 0041).
    isolate: false,
    reporters: process.env.GITHUB_ACTIONS ? ['verbose', 'github-actions'] : ['verbose'],
  },
});
