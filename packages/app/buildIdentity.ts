import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

// Build-time only (vite.config.ts): the identity of the app's build, a hash of every module the browser's bundle is
// made of (its path in the repository and its code). The same sources give the same id; any change of code, texts or
// dependencies gives another. The app carries it as import.meta.env.APP_BUILD (its client compares it with the build
// the directory service names in its answers: @annuaire/api middleware/build.ts); dist/routes.json carries it for the
// service, which names it in the X-App-Build header of every /api answer (packages/server src/web/appBuild.ts).
//
// The modules are only all known once the bundle is made: the code carries a placeholder, which each chunk gets
// replaced with the id before the chunks' names are hashed from their content.

/** Where the portal's build leaves its id for the route manifest, which the entries' build writes after it. */
export const BUILD_ID_FILE = '.vite/build-id';

/** What import.meta.env.APP_BUILD is until the chunks are rendered. */
const PLACEHOLDER = 'annuaire-build-id-placeholder';
const ID_LENGTH = 16;

/** The build's id once the bundle is made (`buildIdentity().id()`), for the route manifest. */
export interface BuildIdentity {
  plugin: Plugin;
  id(): string;
}

export function buildIdentity(): BuildIdentity {
  let root = '';
  let id = '';
  const plugin: Plugin = {
    name: 'annuaire:build-identity',
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.APP_BUILD': JSON.stringify(PLACEHOLDER) } }),
    configResolved(config) {
      // the repository's paths, not the machine's: two checkouts of the same sources build the same id
      root = config.root;
    },
    renderStart() {
      const hash = createHash('sha256');
      const modules = [...this.getModuleIds()].map((module) => [relative(root, module), module] as const);
      for (const [path, module] of modules.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        hash.update(path).update('\0');
        hash.update(this.getModuleInfo(module)?.code ?? '').update('\0');
      }
      id = hash.digest('hex').slice(0, ID_LENGTH);
    },
    renderChunk(code) {
      return code.includes(PLACEHOLDER) ? { code: code.replaceAll(PLACEHOLDER, id), map: null } : null;
    },
    writeBundle(output) {
      const file = join(output.dir ?? 'dist', BUILD_ID_FILE);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${id}\n`);
    },
  };
  return {
    plugin,
    id: () => {
      if (!id) throw new Error('The build has no id yet: the bundle is not made');
      return id;
    },
  };
}
