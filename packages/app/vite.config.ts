import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { flagImages } from '@annuaire/ui/flag-images';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { buildIdentity } from './buildIdentity.ts';
import { APP_MODULE, EMBED_MANIFEST, emitRouteManifest, entryInputs, shellCode } from './routeManifest.ts';
import { chamberThemeValues } from '../ui/src/theme/themes/chamberValues.ts';
import { MEMBER_CACHE, PAGES_CACHE, PUBLIC_API_CACHE } from './src/app/pwa/caches.ts';
import { noParserAlias, precompileMessages } from './src/i18n/precompile.ts';

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
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          })),
    },
  };
}

// index.html's script, boot.ts, names the app it starts (main.tsx's chunk, then the chunks it imports) in its tag's
// data-app: boot.ts asks for them itself (a dynamic import() would bring Vite's preload helper into the first script,
// and the chunk the helper lives in would import boot.ts's). index.html is never cached for long, unlike the chunks.
function nameTheApp(): Plugin {
  return {
    name: 'annuaire:name-the-app',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, { bundle }) => {
        const chunks = Object.values(bundle ?? {}).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith(APP_MODULE));
        if (!app) throw new Error(`${APP_MODULE} is not an entry of the build`);
        const files = new Set([app.fileName]);
        for (const file of files) for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) files.add(imported);
        const boot = /<script type="module" crossorigin src="[^"]+"/.exec(html);
        if (!boot) throw new Error('index.html has no module script');
        const names = [...files].map((file) => `/${file}`).join(' ');
        return html.replace(boot[0], `${boot[0]} data-app="${names}"`);
      },
    },
  };
}

// The installable app (vite-plugin-pwa over Workbox's generateSW): the install manifest (colours of the chamber theme,
// icons drawn from favicon.svg in public/icons) and sw.js. Every new visitor's browser installs the worker, and the
// service pays for each file the install fetches that the page did not. So it precaches only what the page installing
// it has just loaded (the browser's cache answers) and the shell, index.html, that a page never opened starts from
// offline: the app's first code (routeManifest.ts shellCode), the stylesheet, the Latin faces of the typeface, and the
// install manifest (vite-plugin-pwa adds it). The rest of the code is kept as it is loaded (cache first: a name is its
// content's hash), the chunks the first page loaded before the worker controlled it included (app/pwa/PwaNotices.tsx
// hands their addresses to the worker, which takes them from the browser's cache). Offline, a part of the app never
// loaded on this device says so (shared/ChunkBoundary.tsx). The flags are kept with the images as the pages show
// them, and so are the pages (the server's HTML, network first: online, always the fresh one), the anonymous /api
// reads, a member's own profile reads (a cache the app drops at sign-out) and the uploaded images, each in a cache of
// its own, so the last pages opened read offline (app/pwa shows from when). The install icons are the browser's to
// fetch when it installs the app. Only same-origin requests: the CSP's connect-src applies to the worker's fetches
// too. A new build's worker takes over at once (skipWaiting, clientsClaim): the next navigation is the new build, and
// an open page offers to reload (app/pwa/PwaNotices.tsx). The worker registers from that notices' chunk, which loads
// once the page is idle: nothing in index.html's scripts or the app's first chunk.
function installableApp(): Plugin[] {
  return VitePWA({
    registerType: 'autoUpdate',
    // registered by app/pwa/PwaNotices.tsx, which loads after the page has started
    injectRegister: false,
    filename: 'sw.js',
    manifestFilename: 'manifest.webmanifest',
    includeManifestIcons: false,
    manifest: {
      id: '/',
      name: 'Annuaire des membres',
      short_name: 'Annuaire',
      description: 'Annuaire des membres des chambres de commerce américaines : recherchez une entreprise par nom, pays ou secteur et contactez-la.',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: chamberThemeValues.color.brand,
      background_color: chamberThemeValues.color.surface,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      // the Latin faces the pages preload (preloadFonts), not latin-ext, which '*-latin-*' also matched: the browser
      // loads those when a page's text holds such a letter
      globPatterns: ['index.html', 'assets/*.{js,css}', 'assets/*-latin-[0-9]*-normal-*.woff2'],
      manifestTransforms: [
        (entries) => {
          const built = (file: string) => readFileSync(fileURLToPath(new URL(`dist/${file}`, import.meta.url)), 'utf8');
          const shell = shellCode(JSON.parse(built('.vite/manifest.json')), built('index.html'));
          const kept = entries.filter((entry) => !entry.url.endsWith('.js') || shell.has(entry.url));
          return { manifest: kept, warnings: [] };
        },
      ],
      globIgnores: ['server/**', '.vite/**'],
      // the precached index.html (the app's shell) answers only a navigation that fails with no copy of its own (the
      // pages' route below), never '/' or any page in place of the server's answer
      directoryIndex: null,
      // ECharts' chunk (about 600 KB) is the largest
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      // the pages are the server's (rendered per request): never answered from a precached shell
      navigateFallback: null,
      skipWaiting: true,
      clientsClaim: true,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: 'code', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
        },
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !url.pathname.startsWith('/api/'),
          handler: 'NetworkFirst',
          options: {
            cacheName: PAGES_CACHE,
            networkTimeoutSeconds: 10,
            expiration: { maxEntries: 60 },
            cacheableResponse: { statuses: [200] },
            // offline, a page never opened by address (a member page reached from the sign-in) starts from the shell
            precacheFallback: { fallbackURL: '/index.html' },
          },
        },
        {
          urlPattern: ({ url }) => url.origin === self.location.origin && /^\/(api\/files|repertoire_amchams|flags)\//.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: 'images', expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
        },
        // the reads anyone may make (no Authorization header): one copy per address, shared by every visitor
        {
          urlPattern: ({ request, url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/') && !request.headers.has('authorization'),
          handler: 'NetworkFirst',
          options: { cacheName: PUBLIC_API_CACHE, networkTimeoutSeconds: 10, expiration: { maxEntries: 300 }, cacheableResponse: { statuses: [200] } },
        },
        // a signed-in member's own profile (the user, its company, its opening hours, the lists its form shows): a cache
        // of its own, which the app deletes once no session is open (app/pwa/PwaNotices.tsx)
        {
          urlPattern: ({ request, url }) =>
            url.origin === self.location.origin &&
            request.headers.has('authorization') &&
            /^\/api\/(v1\/user\/me|companies\/\d+(\/schedules)?|countries|sectors\/all)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: { cacheName: MEMBER_CACHE, networkTimeoutSeconds: 10, expiration: { maxEntries: 20 }, cacheableResponse: { statuses: [200] } },
        },
        // every other read made with a session is never kept
        { urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/'), handler: 'NetworkOnly' },
      ],
    },
  });
}

const BROKEN_IMPORTS = new Set(['IMPORT_IS_UNDEFINED', 'MISSING_EXPORT']);

/** index.html's script (boot.ts) and its one import. */
const BOOT_MODULES = /index\.html$|src\/(boot|largestPaint)\.ts$/;

/**
 * `vite build --mode entries` (the build script, after the portal's build, into the same dist): the route table's other
 * entries, each an HTML page of its own (embed.html: the directory a chamber embeds on its site, src/embed/main.tsx).
 * A build of their own, so that their first JavaScript is only what they import (everything they import statically in
 * one chunk, shared with nothing of the portal's: no request of a framed page waits for the portal's shell), the
 * portal's chunks stay as they are, and they carry none of the portal's installed app (manifest, service worker).
 */
const ENTRIES_MODE = 'entries';

// The app builds into packages/app/dist, which the directory service serves with an SPA fallback.
// @annuaire/ui and @annuaire/api are consumed from source through their package exports (workspace links).
// The catalogues ship as react-intl ASTs (precompile.ts); the production build then drops the ICU parser.
//
// `vite build --ssr src/entry-server.tsx --outDir dist/server` (the build script, after the browser's build) makes the
// server's render of the public pages: one self-contained module (every dependency bundled, so it runs
// wherever dist is copied), React in its production build, which the directory service imports from its APP_DIST.
//
// The portal's browser build has an id (buildIdentity.ts), which its code carries and dist/routes.json names for the
// directory service; the entries' build and the server's render have none (their clients compare no build).
const build = buildIdentity();

export default defineConfig(({ command, isSsrBuild, mode }) => {
  const entries = command === 'build' && mode === ENTRIES_MODE;
  return {
    plugins: [
      precompileMessages(),
      react(),
      // the short class names in every build (the portal's, the entries' in their own mode, the server's render):
      // a server-rendered page's classes are those of the stylesheet its build wrote
      vanillaExtractPlugin({ identifiers: command === 'build' ? 'short' : 'debug' }),
      // dist/routes.json is written by the last browser build (the entries'), once both builds' files are there
      ...(isSsrBuild ? [] : entries ? [preloadFonts(), emitRouteManifest()] : [build.plugin, preloadFonts(), nameTheApp(), flagImages(), ...installableApp()]),
    ],
    ...(isSsrBuild ? { ssr: { noExternal: true, target: 'node' as const }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    resolve: { alias: command === 'build' ? [noParserAlias()] : [] },
    build: {
      outDir: 'dist',
      // ECharts (the lazy ChartCanvas chunk, the one near this limit) loads only where a chart is drawn (member and
      // admin statistics); every other chunk is far below this.
      chunkSizeWarningLimit: 600,
      // the entries' build adds to the portal's
      emptyOutDir: !entries,
      target: 'es2022',
      sourcemap: false,
      // dist/.vite/manifest.json: which chunks each lazy route needs (tools/bench/bundle.mjs reports per route).
      manifest: isSsrBuild ? false : entries ? EMBED_MANIFEST : true,
      // Every browser the product supports preloads modules natively (modulepreload): no polyfill in the first chunk.
      modulePreload: { polyfill: false },
      // One stylesheet for the whole app (small once compressed): vanilla-extract writes a small CSS file per chunk, and a
      // dozen render-blocking requests in a row cost more on a phone than the member area's few rules.
      cssCodeSplit: false,
      rolldownOptions: {
        // Two entries: index.html's script, boot.ts (a small chunk of its own), and the app it starts, main.tsx (a
        // server-rendered page's code comes after its largest paint: boot.ts). Everything main.tsx imports
        // statically goes in one chunk: a phone then fetches the public pages' code in two requests instead of twenty
        // small shared chunks (each one more round trip at the start).
        ...(isSsrBuild ? {} : { input: entries ? entryInputs() : { index: 'index.html', main: APP_MODULE } }),
        output: isSsrBuild
          ? {}
          : entries
            ? // an entry's page loads its entry chunk and one chunk of everything else it imports statically
              { codeSplitting: { groups: [{ name: (id: string) => (id.endsWith('.html') ? null : 'entryShell'), tags: ['$initial'] }] } }
            : {
                codeSplitting: {
                  groups: [
                    { name: 'boot', test: BOOT_MODULES, priority: 2 },
                    { name: 'shell', tags: ['$initial'], priority: 1, test: (id: string) => !BOOT_MODULES.test(id) },
                  ],
                },
              },
        // A missing export is a bug that ships silently (the import is undefined at run time): fail the build on it.
        onLog(level, log, handler) {
          if (BROKEN_IMPORTS.has(log.code ?? '')) handler('error', log);
          else handler(level, log);
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
      include: ['react', 'react-dom/client', 'react/jsx-dev-runtime', '@vanilla-extract/css'],
    },
  };
});
