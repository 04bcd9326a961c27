import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    setupFiles: ['src/testing/setup.ts'],
    // Screens render whole pages on a shared 2-core machine: generous limits (no test asserts speed).
    testTimeout: 30_000,
  },
});
