import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app builds into packages/app/dist, which the directory service serves with an SPA fallback.
// @annuaire/ui and @annuaire/api are consumed from source through their package exports (workspace links).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npx vite` next to a running server (PORT 8080 by default) calls the real service.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/repertoire_amchams': 'http://127.0.0.1:8080',
    },
  },
  optimizeDeps: {
    include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', '@vanilla-extract/css'],
  },
});
