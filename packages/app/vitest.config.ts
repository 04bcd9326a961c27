import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactEntries, preactTestAliases, reactLibraries } from './runtime.config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { alias: preactTestAliases },
  test: {
    name: 'app',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    exclude: ['**/node_modules/**', '**/dist/**', 'e2e/**'],
    // One Preact instance for everything (runtime.config.ts): Preact and the libraries that import React are
    // pre-bundled together, and every other dependency goes through Vite too (inlined), so none reaches React.
    deps: { optimizer: { client: { enabled: true, include: [...preactEntries, ...reactLibraries] } } },
    server: { deps: { inline: true } },
    setupFiles: ['src/testing/setup.ts'],
    // Screens render whole pages on a shared 2-core machine: generous limits (no test asserts speed).
    testTimeout: 30_000,
  },
});
