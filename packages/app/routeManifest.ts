import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { groupLayouts, routeTable } from './src/app/routeTable.ts';

// Build-time only (vite.config.ts): what each route of the route table needs beyond the entry, written to
// dist/routes.json. The directory service reads it for a page's hints (modulepreload), `npm run bench` for each
// route's JavaScript: neither knows the app's file layout.

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

interface BuiltRoute {
  path: string;
  access: string;
  /** JavaScript the route needs beyond the entry's files (its page, its group's frame, the French texts of its area). */
  js: string[];
}

interface RouteManifest {
  /** The entry and what it imports statically: every route needs them (index.html loads them). */
  entry: string[];
  routes: BuiltRoute[];
}

function closure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The scripts index.html loads: the entry and its static imports (grouped into one chunk, see vite.config.ts). */
function entryScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

function routeManifest(manifest: Record<string, ManifestChunk>, html: string): RouteManifest {
  const entry = new Set(entryScripts(html));
  if (entry.size === 0) throw new Error('index.html loads no script');
  const pageKey = (page: string) => `src/app/pages/${page}.tsx`;
  const textsOf = (area: string | undefined) => (area ? Object.keys(manifest).filter((key) => key.endsWith(`/i18n/${area}/fr.json`)) : []);
  const routes = routeTable.map((route) => {
    const files = new Set<string>();
    const layout = groupLayouts[route.access];
    const keys = [
      ...(route.eager || route.redirect ? [] : [pageKey(route.page)]),
      ...(layout ? [pageKey(layout.page)] : []),
      ...textsOf(route.messages),
      ...textsOf(layout?.messages),
    ];
    for (const key of keys) {
      if (!manifest[key]) throw new Error(`${route.path}: ${key} is not a chunk of the build`);
      closure(manifest, key, files);
    }
    return { path: route.path, access: route.access, js: [...files].filter((file) => !entry.has(file)) };
  });
  return { entry: [...entry], routes };
}

/** Vite plugin: dist/routes.json from the route table and the build manifest. */
export function emitRouteManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'annuaire:route-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const html = readFileSync(join(outDir, 'index.html'), 'utf8');
      writeFileSync(join(outDir, 'routes.json'), `${JSON.stringify(routeManifest(manifest, html), null, 2)}\n`);
    },
  };
}
