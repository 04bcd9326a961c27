import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // builds the migrated, seeded template once; each test file clones it (src/testing/harness.ts)
    globalSetup: ['src/testing/globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
