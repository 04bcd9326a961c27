import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that run after the others, one at a time (see projects below). Only on the PostgreSQL pass: elsewhere
 * they skip at once, and a project of their own would build the template database a second time for nothing.
 */
const ALONE = process.env.DATABASE_URL ? ['src/db/readReplica.test.ts'] : [];

export default defineConfig({
  test: {
    environment: 'node',
    // builds the migrated, seeded template once; each test file clones it (src/testing/harness.ts)
    globalSetup: ['src/testing/globalSetup.ts'],
    // A ceiling, not a speed check: two files at once on a busy 2-core machine (below) stretch a slow test.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // The test files share one module graph per worker instead of re-importing the app (Fastify, the contract and
    // its compiled Ajv validators) for each file, which is most of a file's set-up time. Each
    // file still gets its own app and its own database clone (src/testing/harness.ts); no test mocks a module.
    isolate: false,
    // Both cores: vitest's default on a 2-core machine is one worker (cores - 1), which left one core idle through
    // the three passes of `npm test` (PGlite, PostgreSQL, S3). Test files never share a database, a port or a folder
    // (each clones the template into its own database, listens on port 0, writes under mkdtemp), so two at once see
    // nothing of each other. VITEST_MAX_WORKERS=1 gives the old behaviour (to compare, or on a machine already busy).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Every pass runs the whole suite on the embedded database; two tags pick what runs again elsewhere.
    tags: [
      {
        name: 'postgres',
        description:
          'a suite whose subject is the SQL, a repository or what the database server does (pool, locks, replica, ' +
          'two processes, backup): the file carries `// @module-tag postgres` and runs again on PostgreSQL (scripts/test-pg.mjs)',
      },
      {
        name: 'uploads',
        description:
          'a test that stores, replaces, serves or refuses uploaded files: runs again with the files in an ' + 'S3-compatible bucket (scripts/test-s3.mjs)',
      },
    ],
    projects: [
      { extends: true, test: { name: 'server', include: ['src/**/*.test.ts'], exclude: [...configDefaults.exclude, ...ALONE], sequence: { groupOrder: 0 } } },
      // After the rest, on its own: the read replica test changes the test server's settings (a longer
      // wal_writer_delay, to widen the window its bug lived in) and pauses a replica's replay of the whole server's
      // WAL (every other file's CREATE DATABASE ... TEMPLATE included) while it waits for it to catch up.
      ...(ALONE.length > 0 ? [{ extends: true as const, test: { name: 'alone', include: ALONE, maxWorkers: 1, sequence: { groupOrder: 1 } } }] : []),
    ],
  },
});
