import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // builds the migrated, seeded template once; each test file clones it (src/testing/harness.ts)
    globalSetup: ['src/testing/globalSetup.ts'],
    // A ceiling, not a speed check: two files at once on a busy 2-core machine (below) stretch a slow test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The test files share one module graph per worker instead of re-importing the app (Fastify, the contract and
    // its compiled Ajv validators) for each file: 229 s -> 107 s for the suite alone on this 2-core machine. Each
    // file still gets its own app and its own database clone (src/testing/harness.ts); no test mocks a module.
    isolate: false,
    // Both cores: vitest's default on a 2-core machine is one worker (cores - 1), which left one core idle through
    // the three passes of `npm test` (PGlite, PostgreSQL, S3). Test files never share a database, a port or a folder
    // (each clones the template into its own database, listens on port 0, writes under mkdtemp), so two at once see
    // nothing of each other. VITEST_MAX_WORKERS=1 gives the old behaviour (to compare, or on a machine already busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
