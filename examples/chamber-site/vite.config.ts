import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The chamber's theme file is a vanilla-extract stylesheet (src/theme.css.ts): the plugin compiles it to a class
// and its CSS variables; the kit itself comes already compiled (its dist/ and style.css).
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
