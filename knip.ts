import type { KnipConfig } from 'knip';

// Unused files, dependencies and exports of the kit, the client and the app (`npm test` runs it: tools/project.json).
// Entries are what a bundler, a test runner or a tool loads by name; anything they do not reach is dead. Most come
// from the plugins reading the tools' own configs: package.json scripts, Nx project.json commands, vite and vitest
// configs (every *.test.ts(x) they include, their setup files), .storybook/main.ts (stories, preview, addons),
// e2e/playwright.config.ts (the specs). Only what no config names is listed here.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // tools/bench/run.mjs spawns its steps by path.
      entry: ['tools/bench/*.mjs'],
      // Not the *.d.mts next to a script: TypeScript reads them for the .mjs, knip follows the .mjs itself. mdx because
      // the Storybook docs addon makes knip compile MDX here; the docs pages themselves are the kit's (packages/ui).
      project: ['tools/**/*.{ts,mjs}', 'openapi/*.ts', '.storybook/*.{ts,tsx,mdx}'],
      nx: { config: ['nx.json', 'tools/project.json', 'openapi/project.json'] },
      // tools/bench/visit.mjs loads it from the app's installation (createRequire), which has it through @playwright/test
      ignoreDependencies: ['playwright-core'],
    },
    'packages/ui': {
      // The kit's package scripts (package.json, and the root's `chromatic` script) run these by path.
      entry: ['scripts/*.mjs'],
      // Not scripts/*.d.mts: TypeScript reads them for the .mjs next to them, knip follows the .mjs itself.
      project: ['src/**/*.{ts,tsx,mdx}', 'scripts/**/*.mjs', '*.ts'],
    },
    'packages/api': {
      project: ['src/**/*.ts'],
    },
    'packages/server': {
      // src/main.ts is package.json's main; the scripts run by path from package.json and the test passes.
      entry: ['scripts/*.mjs'],
      project: ['src/**/*.ts', 'scripts/**/*.mjs', '*.ts'],
      // config.ts finds swagger-ui-dist's folder by resolving its package.json (served by /api/docs), not by import.
      ignoreDependencies: ['swagger-ui-dist'],
      // PostgreSQL refuses to run as root: the test scripts start it as the postgres user through su (CI runs as root).
      ignoreBinaries: ['su'],
    },
    // Not an npm workspace: a chamber's own app that installs the packed kit (tools/examples/build-example.mjs builds
    // it from the tarball). index.html loads src/main.tsx; vite.config.ts names the plugins.
    'examples/chamber-site': {
      project: ['src/**/*.{ts,tsx}', '*.ts'],
    },
    'packages/app': {
      // The router loads the pages through import.meta.glob (pages/, pages/member/, pages/admin/); the server's bundle
      // starts at src/entry-server.tsx (`vite build --ssr`, issue 13); embed.html's script, src/embed/main.tsx, is the
      // entries build's (`vite build --mode entries`).
      entry: ['src/app/pages/**/*.tsx', 'src/entry-server.tsx', 'src/embed/main.tsx'],
      project: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts', '*.ts'],
    },
  },
};

export default config;
