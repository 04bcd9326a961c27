import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_ID_FILE } from './buildIdentity.ts';
import { groupLayouts, pageModule, routeTable, type Access, type AppEntry } from './src/app/routeTable.ts';

// Build-time only (vite.config.ts): what each route of the route table needs, written to dist/routes.json. The
// directory service reads it for a page's hints (modulepreload), `npm run bench` for each route's JavaScript: neither
// knows the app's file layout. Three layers: index.html's scripts (boot.ts, a few hundred bytes), the app that boot.ts
// imports (main.tsx and what it imports statically, one chunk), and each route's own chunks. A route that is an entry
// of its own (the route table's `entry`: embed.html) has its HTML's scripts and their static imports instead of all
// three.

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

interface BuiltRoute {
  path: string;
  access: string;
  /** The directory service renders it: its HTML names none of the app's code (boot.ts asks for it after the paint). */
  serverRendered: boolean;
  /**
   * JavaScript the route needs beyond the entry and the app (its page, its group's frame, the French texts of its
   * area); for a route of another entry, that entry's initial JavaScript (`entry` and `app` do not apply).
   */
  js: string[];
  /** The route is an entry of its own (its HTML, `<entry>.html`, instead of index.html). */
  entry?: AppEntry;
}

interface RouteManifest {
  /** The build's id (buildIdentity.ts): the directory service names it in its answers' X-App-Build header. */
  build: string;
  /** The scripts index.html loads (boot.ts and what it imports statically): every page asks for them first. */
  entry: string[];
  /** The app boot.ts imports (main.tsx and its static imports): every route needs it, beyond the entry. */
  app: string[];
  routes: BuiltRoute[];
}

/** The app's module, a second entry of the build (vite.config.ts) that boot.ts imports. */
export const APP_MODULE = 'src/main.tsx';

/** The build manifest of the route table's other entries (vite.config.ts's entries build), beside the portal's. */
export const EMBED_MANIFEST = '.vite/entries-manifest.json';

/** The route table's other entries (`entry`), each an input of the entries build: its HTML, `<entry>.html`. */
const appEntries = [...new Set(routeTable.flatMap((route) => (route.entry ? [route.entry] : [])))];
const entryHtml = (entry: AppEntry) => `${entry}.html`;

/** The entries build's inputs (vite.config.ts). */
export function entryInputs(): Record<string, string> {
  return Object.fromEntries(appEntries.map((entry) => [entry, entryHtml(entry)]));
}

/** The files of a chunk and of what it imports statically. */
function closure(manifest: Record<string, ManifestChunk>, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into);
  return into;
}

/**
 * The code every page of the portal starts with (vite.config.ts: what the service worker precaches): index.html's
 * scripts and the app they start (main.tsx), with what they import statically. The page that installs the worker has
 * just loaded all of it: the worker's copies come from the browser's cache, not from the service.
 */
export function shellCode(manifest: Record<string, ManifestChunk>, html: string): Set<string> {
  if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not a chunk of the build`);
  return closure(manifest, APP_MODULE, htmlScripts(manifest, html, 'index.html'));
}

/** The scripts index.html loads: boot.ts and its static imports (its modulepreload links). */
function entryScripts(html: string): string[] {
  return [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/?([^"]+\.js)"/g)].map((match) => match[1] ?? '');
}

/** An HTML page's initial JavaScript: its scripts and their static imports. */
function htmlScripts(manifest: Record<string, ManifestChunk>, html: string, name: string): Set<string> {
  const scripts = entryScripts(html);
  if (scripts.length === 0) throw new Error(`${name} loads no script`);
  const files = new Set<string>();
  for (const script of scripts) {
    const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === script);
    if (key) closure(manifest, key, files);
    else files.add(script);
  }
  return files;
}

function routeManifest(
  manifest: Record<string, ManifestChunk>,
  html: string,
  entriesManifest: Record<string, ManifestChunk>,
  entryHtmls: ReadonlyMap<AppEntry, string>,
  build: string,
): RouteManifest {
  const entry = new Set(entryScripts(html));
  if (entry.size === 0) throw new Error('index.html loads no script');
  if (!manifest[APP_MODULE]) throw new Error(`${APP_MODULE} is not a chunk of the build`);
  const app = [...closure(manifest, APP_MODULE, new Set())].filter((file) => !entry.has(file));
  const pageKey = (page: string, access: Access) => `src/app/${pageModule(page, access)}`;
  const textsOf = (area: string | undefined) => (area ? Object.keys(manifest).filter((key) => key.endsWith(`/i18n/${area}/fr.json`)) : []);
  const routes = routeTable.map((route): BuiltRoute => {
    if (route.entry) {
      const page = entryHtmls.get(route.entry);
      if (page === undefined) throw new Error(`${route.path}: ${entryHtml(route.entry)} was not built`);
      return {
        path: route.path,
        access: route.access,
        serverRendered: route.serverRendered === true,
        entry: route.entry,
        js: [...htmlScripts(entriesManifest, page, entryHtml(route.entry))],
      };
    }
    const files = new Set<string>();
    const layout = groupLayouts[route.access];
    const keys = [
      ...(route.eager || route.redirect ? [] : [pageKey(route.page, route.access)]),
      ...(layout ? [pageKey(layout.page, route.access)] : []),
      ...textsOf(route.messages),
      ...textsOf(layout?.messages),
    ];
    for (const key of keys) {
      if (!manifest[key]) throw new Error(`${route.path}: ${key} is not a chunk of the build`);
      closure(manifest, key, files);
    }
    return {
      path: route.path,
      access: route.access,
      serverRendered: route.serverRendered === true,
      js: [...files].filter((file) => !entry.has(file) && !app.includes(file)),
    };
  });
  return { build, entry: [...entry], app, routes };
}

/**
 * Vite plugin of the last browser build (the entries'): dist/routes.json from the route table, both build manifests
 * and the portal build's id (buildIdentity.ts wrote it beside its manifest).
 */
export function emitRouteManifest(): Plugin {
  let outDir = 'dist';
  return {
    name: 'annuaire:route-manifest',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const read = (file: string) => readFileSync(join(outDir, file), 'utf8');
      const manifest = JSON.parse(read('.vite/manifest.json')) as Record<string, ManifestChunk>;
      const entriesManifest = JSON.parse(read(EMBED_MANIFEST)) as Record<string, ManifestChunk>;
      const entryHtmls = new Map(appEntries.map((entry) => [entry, read(entryHtml(entry))]));
      const build = read(BUILD_ID_FILE).trim();
      writeFileSync(
        join(outDir, 'routes.json'),
        `${JSON.stringify(routeManifest(manifest, read('index.html'), entriesManifest, entryHtmls, build), null, 2)}\n`,
      );
    },
  };
}
