import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['tools/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not a speed check: linting every source file of the repo takes a while on a busy machine.
    testTimeout: 180_000,
  },
});
