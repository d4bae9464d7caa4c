import { defineConfig } from 'vitest/config';

// Test tiers as vitest projects: `domain` and `web` are unit tests, `server` is the API suite (Fastify inject on
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set). Browser tests live in e2e/ with their own config.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/server', 'apps/web'],
  },
});
