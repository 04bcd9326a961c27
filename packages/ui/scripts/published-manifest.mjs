// The kit's manifest as published: "exports" point at the built dist/ instead of src/, and "sideEffects" names the
// built counterparts of the source modules the workspace manifest lists (tools/side-effects.test.ts checks both).

/**
 * A workspace side-effect pattern as it applies to dist/: `./src/x.ts(x)` becomes `./dist/x.js`; vanilla-extract
 * modules (`*.css.ts`) are dropped, since the library build compiles them to class names and extracts their CSS into
 * dist/style.css (covered by `*.css`); other patterns (such as `*.css`) stay as they are.
 */
export function distSideEffect(pattern) {
  if (pattern === '*.css.ts') return null;
  const source = /^\.\/src\/(.+)\.tsx?$/.exec(pattern);
  return source ? `./dist/${source[1]}.js` : pattern;
}

export function publishedManifest(manifest) {
  const { devDependencies: _development, ...rest } = manifest;
  return {
    ...rest,
    exports: {
      '.': { types: './dist/index.d.ts', import: './dist/index.js', default: './dist/index.js' },
      './fonts': { types: './dist/fonts.d.ts', import: './dist/fonts.js', default: './dist/fonts.js' },
      './mail': { types: './dist/mail/index.d.ts', import: './dist/mail.js', default: './dist/mail.js' },
      './style.css': './dist/style.css',
      './flag-images': { types: './flagImages.d.mts', default: './flagImages.mjs' },
      './package.json': './package.json',
    },
    module: './dist/index.js',
    types: './dist/index.d.ts',
    files: ['dist', '!dist/**/*.map', 'flagImages.mjs', 'flagImages.d.mts'],
    sideEffects: manifest.sideEffects.map(distSideEffect).filter((pattern) => pattern !== null),
  };
}
