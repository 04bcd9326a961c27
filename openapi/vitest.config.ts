import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('..', import.meta.url).pathname,
    include: ['openapi/**/*.test.ts'],
    environment: 'node',
  },
});
