// The web app: its built files, its public pages rendered on the server, and every other path that is the app's
// (DESIGN.md routes); a note when the app is not built.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { appIsBuilt, type Config } from '../config.js';
import { sendError } from '../plugins/errors.js';
import { createPageHints } from '../plugins/pageHints.js';
import { recordRenderedPage } from '../routes/tracking.js';
import { acceptsBrotli, acceptsGzip, createAssetStore, type AssetStore } from '../web/assets.js';
import { registerEmbed } from '../web/embed.js';
import { createServerRenderer, type ServerRenderer } from '../web/serverRender.js';
import type { BuildAppOptions } from './options.js';

/** Longer than any id or file name the service makes. */
export const MAX_PARAM_LENGTH = 300;

export const pagesPlugin = fp<BuildAppOptions>(
  async (app, { config }) => {
    const ctx = app.ctx;
    const appBuilt = appIsBuilt(config);
    const hintsFor = createPageHints(ctx, config.appDist);
    const { pages } = app.caches;
    // the public pages' renderer calls the same handlers for a member page's reads (src/web/inProcessFetch.ts)
    // and counts a page it serves as the app's calls would (routes/tracking.ts recordRenderedPage)
    if (appBuilt)
      pages.renderer = await createServerRenderer(app, {
        appDist: config.appDist,
        publicUrl: config.publicUrl,
        handlerOf: app.handlerOf,
        served: (visitor, pathname) => recordRenderedPage(ctx, visitor, pathname),
        cacheBytes: config.pageCacheBytes,
        ...(config.pageRendersPerMinute > 0
          ? { renders: app.platform.shared.limiter('page-render', { max: config.pageRendersPerMinute, windowMs: 60_000 }) }
          : {}),
      });

    if (appBuilt) {
      // the hashed build assets from memory, read and compressed once each (src/web/assets.ts); compress's hook is
      // off for them (the bytes are compressed already)
      const assets = createAssetStore(join(config.appDist, 'assets'));
      app.get('/assets/:name', { compress: false }, (request, reply) =>
        sendAsset(request, reply, assets, (request.params as { name: string }).name, IMMUTABLE),
      );
      // The favicon (the organisation's logo of the pages' JSON-LD; the pages carry the icon itself as a data: address,
      // which spares every first visit a request) and the flags from memory as well: from the disk (@fastify/static:
      // a stat per precompressed copy, then a file stream) each cost several times a built asset's CPU. A flag's name
      // is its country and the favicon's its role, not their content: they change with the kit's flag set or the brand
      // only, a day is soon enough; the bytes read first are this process's build's.
      const rootFiles = createAssetStore(config.appDist);
      app.get('/favicon.svg', { compress: false }, (request, reply) => sendAsset(request, reply, rootFiles, 'favicon.svg', KEPT_A_DAY));
      const flags = createAssetStore(join(config.appDist, 'flags'));
      app.get('/flags/:name', { compress: false }, (request, reply) => {
        const { name } = request.params as { name: string };
        return sendAsset(request, reply, flags, name, /^[a-z]{2}\.svg$/.test(name) ? KEPT_A_DAY : 'no-cache');
      });
      // What installing the service worker asks of every first visit (sw.js, the workbox runtime it imports, the
      // precached index.html and manifest) and every later page load (the worker's update check, sw.js) from memory
      // too, revalidated each time (a browser that kept an old worker would keep serving the old build's pages): a
      // 304 when the ETag matches. These bytes are the build this process serves, as the assets'.
      const workerFiles = readdirSync(config.appDist).filter((name) => WORKER_FILE.test(name));
      for (const name of workerFiles) app.get(`/${name}`, { compress: false }, (request, reply) => sendAsset(request, reply, rootFiles, name, 'no-cache'));
      // No directory index: '/' goes to the fallback like every page, which adds that page's hints to index.html.
      await app.register(fastifyStatic, {
        root: config.appDist,
        wildcard: false,
        // served above
        globIgnore: ['assets/**', 'flags/**', 'favicon.svg', ...workerFiles],
        index: false,
        // the build's .br and .gz beside the other text files (the app's scripts/precompress.mjs), sent as they are
        preCompressed: true,
        // the server-rendering bundle (dist/server) is this process's to import, not a browser's to download
        allowedPath: (pathName) => !pathName.startsWith('/server/'),
        cacheControl: false,
        // the other files at the build's root (the install icons, the embedded directory's page) are revalidated: their
        // names are not their content
        setHeaders(res) {
          void res.header('cache-control', 'no-cache');
        },
      });
    }

    // the directory embedded on a chamber's site: its page (framed by the chamber's hosts only) and its loader
    registerEmbed(app, ctx, { appDist: config.appDist, appBuilt, renderer: () => pages.renderer });

    // DESIGN.md routes: the app owns every path the contract, the docs, the sitemap and the built files do not (a
    // route, not the not-found handler: the pages get the hooks of every route, compression and ETag included)
    app.get('/*', (request, reply) => spaFallback(request, reply, config, appBuilt, hintsFor, pages.renderer));
  },
  { name: 'annuaire-pages', fastify: '5.x', dependencies: ['annuaire-context', 'annuaire-caches', 'annuaire-http', 'annuaire-api'] },
);

/** The service worker's files at the build's root: the worker, its workbox runtime, the precached shell and manifest. */
const WORKER_FILE = /^(sw\.js|workbox-[\w-]+\.js|index\.html|manifest\.webmanifest)$/;
/** Hashed build assets never change (a build writes new names). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The favicon (revalidated, it cost each repeat visit a request) and the flags. */
const KEPT_A_DAY = 'public, max-age=86400';

/** A file of an asset store: the build's brotli or gzip copy when the client takes it, with its ETag (304 on a match). */
async function sendAsset(request: FastifyRequest, reply: FastifyReply, store: AssetStore, name: string, cacheControl: string) {
  const asset = await store.get(name);
  if (asset === undefined) return sendError(reply, 404, 'Ressource non trouvée');
  const accepted = request.headers['accept-encoding'];
  const [encoding, bytes] =
    asset.brotli !== undefined && acceptsBrotli(accepted)
      ? ['br', asset.brotli]
      : asset.gzip !== undefined && acceptsGzip(accepted)
        ? ['gzip', asset.gzip]
        : [undefined, asset.body];
  void reply.type(asset.type).header('cache-control', cacheControl).header('etag', asset.etag);
  if (asset.gzip !== undefined || asset.brotli !== undefined) void reply.header('vary', 'accept-encoding');
  if (encoding !== undefined) void reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><title>Annuaire</title></head>
<body><main><h1>Annuaire</h1>
<p>L’application web n’est pas encore construite (packages/app/dist est absent). Le service d’annuaire répond sur
<a href="/api/docs">/api/docs</a>.</p>
<p lang="en">The web app is not built yet (packages/app/dist is missing). The directory service answers at
<a href="/api/docs">/api/docs</a>.</p></main></body></html>
`;

async function spaFallback(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  appBuilt: boolean,
  hintsFor: (path: string) => string,
  pages: ServerRenderer | undefined,
) {
  const path = request.url.split('?')[0] ?? '/';
  const isPage =
    (request.method === 'GET' || request.method === 'HEAD') &&
    !path.startsWith('/api/') &&
    path !== '/api' &&
    !path.startsWith('/repertoire_amchams/') &&
    // a missing asset (/assets/x.js) is a 404, not the page
    !/\.[A-Za-z0-9]+$/.test(path);
  if (!isPage) {
    // the router hands a path parameter longer than it reads to this route rather than raising its own error
    if (path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH)) return sendError(reply, 400, 'Données invalides : paramètre trop long');
    return sendError(reply, 404, 'Ressource non trouvée');
  }
  // DESIGN.md routes: the app owns every other path (unknown ones redirect to / client-side)
  if (!appBuilt) return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE);
  const hints = hintsFor(path);
  // the public pages rendered on the server (src/web/serverRender.ts); the member and admin areas get the shell
  if (pages && (await pages.answer(request, reply, hints))) return reply;
  const page = await readFile(join(config.appDist, 'index.html'), 'utf8');
  const html = hints ? page.replace('</head>', `${hints}</head>`) : page;
  return reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
}
