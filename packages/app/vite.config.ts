import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './runtime.config';
import { noParserAlias, precompileMessages } from './src/i18n/precompile';

// The Latin faces of the typeface start downloading with the HTML, not once the stylesheet has been parsed: the
// text then renders in Source Sans 3 from the first paint instead of swapping fonts under the reader (layout shift).
function preloadFonts(): Plugin {
  return {
    name: 'annuaire:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) =>
        Object.keys(bundle ?? {})
          .filter((file) => /source-sans-3-latin-(400|600|700)-normal-[^/]*\.woff2$/.test(file))
          .sort()
          .map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' }, injectTo: 'head' as const })),
    },
  };
}

// The app builds into packages/app/dist, which the directory service serves with an SPA fallback.
// @annuaire/ui and @annuaire/api are consumed from source through their package exports (workspace links).
// The catalogues ship as react-intl ASTs (precompile.ts); the production build then drops the ICU parser.
export default defineConfig(({ command }) => ({
  plugins: [precompileMessages(), react(), vanillaExtractPlugin(), preloadFonts()],
  resolve: { alias: command === 'build' ? [...preactAliases, noParserAlias()] : preactAliases },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each lazy route needs (tools/bench/bundle.mjs reports per route).
    manifest: true,
    // One stylesheet for the whole app (about 12 KB gzip): vanilla-extract writes a small CSS file per chunk, and a
    // dozen render-blocking requests in a row cost more on a phone than the member area's few rules.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk: a phone then fetches the public pages' code in
        // two requests instead of twenty small shared chunks (each one more round trip at the start).
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
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
