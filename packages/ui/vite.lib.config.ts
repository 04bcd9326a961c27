import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const manifest = JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
/** Dependencies stay imports in the output: the consumer installs them once, its bundler dedupes them. */
// Fonts included: lib mode would inline the woff2 files into style.css as base64; as imports, the consumer's
// bundler emits them as files fetched only when a weight is used.
const externals = [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The kit as a library: ESM with one module per source file (so a bundler keeps only the components used),
 * class names compiled by vanilla-extract and all CSS extracted to dist/style.css; `dist/fonts.js` imports the
 * @fontsource files; `dist/mail/index.js` is the mails' entry for Node (no CSS in its graph); types by tsc.
 */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      entry: { index: path.join(dirname, 'src/index.ts'), fonts: path.join(dirname, 'src/fonts.ts'), mail: path.join(dirname, 'src/mail/index.ts') },
      formats: ['es'],
      cssFileName: 'style',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: path.join(dirname, 'src'),
        entryFileNames: '[name].js',
      },
    },
  },
});
