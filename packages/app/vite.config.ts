import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { preactAliases } from './runtime.config';
import { noParserAlias, precompileMessages } from './src/i18n/precompile';

// The app builds into packages/app/dist, which the directory service serves with an SPA fallback.
// @annuaire/ui and @annuaire/api are consumed from source through their package exports (workspace links).
// The catalogues ship as react-intl ASTs (precompile.ts); the production build then drops the ICU parser.
export default defineConfig(({ command }) => ({
  plugins: [precompileMessages(), react(), vanillaExtractPlugin()],
  resolve: { alias: command === 'build' ? [...preactAliases, noParserAlias()] : preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each lazy route needs (tools/bench/bundle.mjs reports per route).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // The kit's and the client's modules only declare things; their .css.ts modules and the kit's fonts entry do
        // have effects (they add CSS). Declaring the rest side-effect free lets a screen used only by a lazy route
        // (member details, member space, admin) leave the initial chunk of the public routes (DESIGN.md budgets).
        moduleSideEffects: (id: string) => !/\/packages\/(ui|api)\/src\/.*\.(tsx?|js)$/.test(id) || /\.css\.ts$|\/ui\/src\/fonts\.ts$/.test(id),
      },
    },
  },
  server: {
    // `npx vite` next to a running server (PORT 8080 by default) calls the real service.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/repertoire_amchams': 'http://127.0.0.1:8080',
    },
  },
  optimizeDeps: {
    include: ['preact/compat', 'preact/compat/client', 'preact/jsx-runtime', '@vanilla-extract/css'],
  },
}));
