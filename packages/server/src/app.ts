// The directory service as a Fastify instance: requests validated from openapi/directory.yaml by
// fastify-openapi-glue (Ajv 2020 for OpenAPI 3.1), handlers keyed by operationId from src/routes, the error shape
// everywhere, bearer auth, security headers, compression, ETags, uploads, the API reference and the built app.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import etag from '@fastify/etag';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import helmet from 'helmet';
import { appIsBuilt, type Config } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { readingOnPrimary, replicated } from './db/replicated.js';
import { listOperations, loadOpenApiDocument, withOperations, type OpenApiDocument, type OperationInfo } from './openapi.js';
import { authenticate, registerAuth } from './plugins/auth.js';
import { auditedTransactions, registerAudit } from './plugins/audit.js';
import { registerDocs } from './plugins/docs.js';
import { refuseControlCharacters } from './plugins/controlCharacters.js';
import { badRequest, registerErrorHandling, sendError, unsupportedMediaType } from './plugins/errors.js';
import { prepareFormRoute } from './plugins/forms.js';
import { registerMetrics, serveMetrics } from './plugins/metrics.js';
import { requestIdOf } from './plugins/requestId.js';
import { registerRequestLog } from './plugins/requestLog.js';
import { createPageHints } from './plugins/pageHints.js';
import { securityHeadersFor } from './plugins/security.js';
import { createRepositories, type RepositoryEvents } from './repositories/index.js';
import { collectHandlers, routeModules as defaultRouteModules, type OperationHandler, type RouteModule } from './routes/index.js';
import { recordRenderedPage } from './routes/tracking.js';
import { AuthService, resolveJwtSecret, type SignInLimits } from './services/auth.js';
import { BackgroundWork } from './services/background.js';
import { fileStorageFor } from './services/fileStorage.js';
import { FileStore, MAX_UPLOAD_BYTES } from './services/files.js';
import { createMailer, type Mailer } from './services/mailer.js';
import { MailOutbox } from './services/mailOutbox.js';
import { charsetOf, decodeCsv } from './services/memberCsv.js';
import { SEARCHES_PER_ADDRESS, searchServiceFor } from './services/search.js';
import { createDirectoryChanges } from './services/directoryChanges.js';
import { replicaAware } from './services/readReplica.js';
import { SearchRetention } from './services/retention.js';
import { WeeklyDigest } from './services/weeklyDigest.js';
import { SimilarMembers } from './services/similarMembers.js';
import { createSharedState } from './services/sharedState.js';
import { compileValidator } from './validation.js';
import { createServerRenderer, type ServerRenderer } from './web/serverRender.js';
import { registerSitemap } from './web/sitemap.js';

/** Until when (epoch ms) a browser that wrote reads from the primary rather than the replica. */
const PRIMARY_UNTIL_COOKIE = 'annuaire_primary_until';

/** Longer than any id or file name the service makes. */
const MAX_PARAM_LENGTH = 300;

export interface BuildAppOptions {
  database: Database;
  /** A streaming replica of `database` (DATABASE_READ_URL): the public reads and the statistics are served from it. */
  readDatabase?: Database;
  config: Config;
  /** Defaults to SMTP (SMTP_URL) or the log; tests pass one that records the messages. */
  mailer?: Mailer;
  /** false: the mail outbox is delivered only when asked (tests: ctx.mailOutbox.deliverDue()); default true. */
  mailPolling?: boolean;
  signInLimits?: SignInLimits;
  /** Defaults to src/routes/index.ts's registry. */
  routeModules?: readonly RouteModule[];
  logger?: FastifyServerOptions['logger'];
  /** Defaults to openapi/directory.yaml. */
  document?: OpenApiDocument;
  /** Clock for tokens and limits (tests). */
  now?: () => number;
  /** Addresses per sitemap file (50,000, the protocol's limit; tests page with fewer). */
  sitemapPageSize?: number;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { database, config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    // one line per request, written by plugins/requestLog.ts (Fastify's own are two, with the whole address and client)
    logController: new LogController({ disableRequestLogging: true }),
    // behind load balancers (TRUST_PROXY): request.ip is the client their X-Forwarded-For names, for every per-client limit
    trustProxy: trustProxyOption(config.trustProxy),
    // every log line of a request carries its id (reqId): the caller's X-Request-Id (a load balancer's) when it is a
    // short token, a new UUID otherwise; answered in X-Request-Id
    genReqId: requestIdOf,
    bodyLimit: 1024 * 1024,
    // /api/companies/?page=0 and /api/companies/ are the same call
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // a malformed escape in the path (/api/companies/%zz) or a path parameter longer than any id or file name: the
    // client's error, answered in the error shape with a 400 (every operation with a path parameter lists it)
    frameworkErrors: (error, _request, reply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? sendError(reply, 400, 'Données invalides : paramètre trop long')
        : error.code === 'FST_ERR_BAD_URL'
          ? sendError(reply, 400, 'Données invalides : adresse mal encodée')
          : sendError(reply, 500, 'Erreur interne du serveur'),
  });
  app.setValidatorCompiler(compileValidator);
  if (config.workerIdHeader) {
    // which process of the cluster answered (WORKER_ID_HEADER=true: tests and diagnosis only)
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-worker', String(process.pid));
    });
  }
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerRequestLog(app, config.requestLog);
  // the public reads on the replica while it answers and keeps up, else on the primary (db/replicated.ts)
  const replica = options.readDatabase
    ? replicated(database, options.readDatabase, {
        maxLagMs: config.replicaMaxLagMs,
        onChange: (health, previous) =>
          (health.state === 'ok' ? app.log.info.bind(app.log) : app.log.warn.bind(app.log))(
            { replica: health.state, was: previous.state, lagMs: health.lagMs },
            health.state === 'ok' ? 'the public reads are back on the replica' : 'the public reads go to the primary',
          ),
      })
    : undefined;
  if (config.metrics) serveMetrics(app, registerMetrics(app, database, replica), config.metrics);

  const files = new FileStore(fileStorageFor(config), (error) => app.log.warn({ err: error }, 'a replaced file could not be removed'));
  await files.init();
  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log, development: config.development });
  // rate limits and once-a-day counting: in this process (embedded database) or in PostgreSQL, shared by every process
  const shared = createSharedState(database, {
    ...(options.now ? { now: options.now } : {}),
    onError: (error) => app.log.warn({ err: error }, 'purging expired counters failed'),
  });
  const search = searchServiceFor(replica ?? database, {
    recordTo: database,
    ...(config.searchCache ? {} : { cacheEntries: 0 }),
    visitors: shared.visitors('search', { perAddress: SEARCHES_PER_ADDRESS }),
    onRecordError: (error) => app.log.error({ err: error }, 'recording searches failed'),
  });
  // the server-rendered public pages (src/web/serverRender.ts) show the directory: forgotten when it changes
  const pages: { renderer?: ServerRenderer } = {};
  // Every cache of the public reads hangs on this one signal, told by the writes of every process of the service
  // (services/directoryChanges.ts: at once here, by NOTIFY elsewhere on PostgreSQL): subscribe to it.
  const changes = createDirectoryChanges(database, { onError: (error) => app.log.warn({ err: error }, 'directory change notification failed') });
  // with a replica, the caches it fills are dropped again once it has replayed the write (services/readReplica.ts)
  const dropOnChange = (drop: () => void) =>
    changes.subscribe(replica ? replicaAware(database, replica, drop, (error) => app.log.warn({ err: error }, 'waiting for the replica failed')) : drop);
  dropOnChange(() => {
    search.invalidate();
    pages.renderer?.invalidate();
  });
  const events: RepositoryEvents = { directoryChanged: () => changes.publish() };
  const repositories = createRepositories(database, events);
  // a write's transaction; inside an audited call it also writes the call's audit entry (plugins/audit.ts)
  const transaction = auditedTransactions(database, events);
  // mails are rows of the outbox written with their changes; this process delivers them (services/mailOutbox.ts)
  const mailOutbox = new MailOutbox({
    database,
    transport: mailer,
    log: app.log,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailPolling === false ? { poll: false } : {}),
  });
  const auth = new AuthService({
    repositories,
    transaction,
    secret: resolveJwtSecret(config),
    outbox: mailOutbox,
    publicUrl: config.publicUrl,
    sessionMaxAgeMs: config.sessionMaxAgeDays * 24 * 3600 * 1000,
    ...(options.signInLimits ? { signInLimits: options.signInLimits } : {}),
    shared,
    ...(options.now ? { now: options.now } : {}),
  });
  // the public reads and the statistics on the replica; authentication, writes and the back-office on the primary
  const readRepositories = replica ? createRepositories(replica, events) : undefined;
  const similar = new SimilarMembers((readRepositories ?? repositories).companies, config.searchCache ? {} : { cacheEntries: 0 });
  dropOnChange(() => similar.invalidate());
  const background = new BackgroundWork(app.log);
  // recorded searches past SEARCH_RETENTION_DAYS are deleted (they are in the daily counters from the start)
  const searchRetention = new SearchRetention(database, { days: config.searchRetentionDays, ...(options.now ? { now: options.now } : {}) });
  searchRetention.start((error) => app.log.warn({ err: error }, 'deleting old searches failed'));
  // the members who asked for it get their company's past week every Monday, through the outbox
  const weeklyDigest = new WeeklyDigest({ transaction, publicUrl: config.publicUrl, outbox: mailOutbox, ...(options.now ? { now: options.now } : {}) });
  weeklyDigest.start((error) => app.log.warn({ err: error }, 'making the weekly digests failed'));
  const ctx: AppContext = {
    config,
    database,
    repositories,
    transaction,
    search,
    similar,
    auth,
    files,
    mailer,
    mailOutbox,
    shared,
    changes,
    background,
    searchRetention,
    weeklyDigest,
    ...(replica ? { replica } : {}),
    log: app.log,
  };
  const readCtx: AppContext | undefined = readRepositories ? { ...ctx, repositories: readRepositories } : undefined;
  app.decorate('ctx', ctx);

  const appBuilt = appIsBuilt(config);
  const hintsFor = createPageHints(ctx, config.appDist);
  registerErrorHandling(app);

  // Helmet's middleware is built once: @fastify/helmet 13 builds it again for every request (the CSP parsed anew each
  // time, ~40 µs and its garbage on a cached company page that costs ~250 µs in all). Same headers, same hook.
  const securityHeaders = helmet(securityHeadersFor(config));
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // the pages' language cookie and the read-your-writes cookie, read and written by one parser
  await app.register(cookie);
  // ETags are computed on the uncompressed body: etag's onSend runs before compress's
  await app.register(etag);
  // @fastify/compress hooks each route added after it: the pages' route (GET /*, below) included
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
  await app.register(rateLimit, {
    global: false,
    ...(shared.routeLimitStore ? { store: shared.routeLimitStore } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: 'Trop de requêtes, veuillez réessayer plus tard.',
      retryAfter: context.after,
    }),
  });
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 20, fields: 100 } });
  registerAuth(app);
  registerAudit(app);
  // CSV bodies (importChamberMembers) reach the handler as text, read in the encoding the file was saved in
  // (services/memberCsv.ts decodeCsv); the route's bodyLimit bounds them (413 above)
  app.addContentTypeParser('text/csv', { parseAs: 'buffer' }, (request, body, done) =>
    done(null, decodeCsv(body as Buffer, charsetOf(request.headers['content-type']))),
  );

  const document = options.document ?? loadOpenApiDocument();
  const handlers = collectHandlers(ctx, options.routeModules ?? defaultRouteModules);
  const readHandlers = readCtx ? collectHandlers(readCtx, options.routeModules ?? defaultRouteModules) : undefined;
  const operations = listOperations(document);
  const known = new Set(operations.map((o) => o.operationId));
  for (const operationId of handlers.keys()) {
    if (!known.has(operationId)) throw new Error(`A route module handles '${operationId}', which is not in the contract`);
  }
  const byId = new Map(operations.map((o) => [o.operationId, o]));
  /** The handler an operation's route runs: a public read on the replica's context when there is one. */
  const handlerOf = (operationId: string) => {
    const operation = byId.get(operationId);
    const handler = handlers.get(operationId);
    const read = readHandlers && operation && readsOnReplica(operation) ? readHandlers.get(operationId) : undefined;
    return read && handler && replica ? readWithFallback(read, handler, (error) => replica.failed(error), readsOwnWrites) : handler;
  };
  // Read-your-writes: a signed-in caller's successful write sends a cookie that keeps that browser's public reads on the
  // primary for as long as the replica may lag (DATABASE_READ_MAX_LAG_MS; beyond it they go there anyway), whichever
  // process or machine answers them: a member sees their own change at once.
  const writerWindowMs = config.replicaMaxLagMs;
  const readsOwnWrites = (request: FastifyRequest) => {
    const until = request.cookies?.[PRIMARY_UNTIL_COOKIE];
    return until !== undefined && /^\d{1,15}$/.test(until) && Number(until) > Date.now();
  };
  if (replica) {
    app.addHook('onSend', async (request, reply) => {
      if (request.method === 'GET' || request.method === 'HEAD' || !request.user || reply.statusCode >= 400) return;
      const until = Date.now() + writerWindowMs;
      void reply.setCookie(PRIMARY_UNTIL_COOKIE, String(until), { maxAge: Math.ceil(writerWindowMs / 1000), path: '/', httpOnly: true, sameSite: 'lax' });
    });
  }
  // the public pages' renderer calls the same handlers for a member page's reads (src/web/inProcessFetch.ts)
  // and counts a page it serves as the app's calls would (routes/tracking.ts recordRenderedPage)
  if (appBuilt)
    pages.renderer = await createServerRenderer(app, {
      appDist: config.appDist,
      publicUrl: config.publicUrl,
      handlerOf,
      served: (visitor, pathname) => recordRenderedPage(ctx, visitor, pathname),
      cacheBytes: config.pageCacheBytes,
      ...(config.pageRendersPerMinute > 0 ? { renders: shared.limiter('page-render', { max: config.pageRendersPerMinute, windowMs: 60_000 }) } : {}),
    });
  const multipartOperations = new Set(operations.filter((o) => o.multipart).map((o) => o.operationId));

  await app.register(async (api) => {
    api.addHook('onRoute', (route) => {
      const operationId = (route.schema as { operationId?: string } | undefined)?.operationId;
      if (operationId && multipartOperations.has(operationId)) prepareFormRoute(route, operationId);
      // before the forms are read (src/plugins/forms.ts checks their fields) and before the contract's validation
      route.preValidation = [
        refuseControlCharacters,
        ...(Array.isArray(route.preValidation) ? route.preValidation : route.preValidation ? [route.preValidation] : []),
      ];
      const content = (route.schema?.body as { content?: Record<string, unknown> } | undefined)?.content;
      if (content) {
        // Fastify validates a body only against the schema of its own media type: any type the contract does
        // not list for the call (text/plain, form-urlencoded...) would reach the handler unchecked
        const accepted = new Set(Object.keys(content));
        const bodyRequired = (operationId ? byId.get(operationId)?.operation.requestBody : undefined) as { required?: boolean } | undefined;
        const checkMediaType = async (request: FastifyRequest) => {
          const type = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
          if (type && !accepted.has(type)) throw unsupportedMediaType('Type de contenu non supporté');
          // Fastify validates no body at all against nothing: the handler would read a required body that is absent
          if (bodyRequired?.required === true && request.body === undefined) throw badRequest('Données invalides : body must be object');
        };
        route.preValidation = [
          ...(Array.isArray(route.preValidation) ? route.preValidation : route.preValidation ? [route.preValidation] : []),
          checkMediaType,
        ];
      }
    });
    await api.register(openapiGlue, {
      specification: withOperations(document, new Set(handlers.keys())),
      operationResolver: (operationId: string) => {
        const handler = handlerOf(operationId);
        // the document handed to the glue holds only operations with a handler
        if (!handler) throw new Error(`No handler for '${operationId}'`);
        // the glue merges these partial options into the route it builds (method, url and schema come from it)
        return routeOptionsFor(handler, byId.get(operationId)?.auth) as RouteOptions;
      },
    });
  });

  registerDocs(app, document);
  registerSitemap(app, { db: database, publicUrl: config.publicUrl, pageSize: options.sitemapPageSize });

  if (appBuilt) {
    // No directory index: '/' goes to the fallback like every page, which adds that page's hints to index.html.
    await app.register(fastifyStatic, {
      root: config.appDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        // hashed build assets never change; the flags (named by their country, not their content) change with the
        // kit's flag set only, a day is soon enough; index.html must be revalidated to pick up a new build
        const cacheControl = /[\\/]assets[\\/]/.test(path)
          ? 'public, max-age=31536000, immutable'
          : /[\\/]flags[\\/][a-z]{2}\.svg$/.test(path)
            ? 'public, max-age=86400'
            : 'no-cache';
        void res.header('cache-control', cacheControl);
      },
    });
  }

  // DESIGN.md routes: the app owns every path the contract, the docs, the sitemap and the built files do not (a
  // route, not the not-found handler: the pages get the hooks of every route, compression and ETag included)
  app.get('/*', (request, reply) => spaFallback(request, reply, config, appBuilt, hintsFor, pages.renderer));

  // the changes of other processes are heard before the first request is served (bounded: the caches' time to live
  // still applies when LISTEN cannot be used)
  await Promise.race([changes.ready(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  // the mails a previous run left in the outbox go first
  app.addHook('onReady', async () => mailOutbox.start());

  app.addHook('onClose', async () => {
    // what answered requests left to do (a password reset's mail) still uses the database
    await background.idle();
    searchRetention.close();
    weeklyDigest.close();
    // the sends in progress end; a mail not sent yet stays in the outbox for the next start
    await mailOutbox.close();
    shared.close();
    await changes.close();
    files.close();
    await database.close();
    await replica?.close();
  });
  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts the nearest `hops` proxies (hop 0 is the socket's peer). */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

/** Public reads and the statistics (read-only; a moment of replication lag is harmless there) go to the replica. */
function readsOnReplica(operation: OperationInfo): boolean {
  const tags = (operation.operation.tags as string[] | undefined) ?? [];
  return operation.method === 'GET' && (operation.auth === 'none' || tags.includes('statistics'));
}

/**
 * A public read on the replica that, when the replica fails as a server (replicated.failed: it is then marked down),
 * is answered again by the primary's handler: a replica going down costs no request an error.
 */
function readWithFallback(
  read: OperationHandler,
  primary: OperationHandler,
  failed: (error: unknown) => boolean,
  ownWrite: (request: FastifyRequest) => boolean,
): OperationHandler {
  const onReplica = typeof read === 'function' ? read : read.handler;
  const onPrimary = typeof primary === 'function' ? primary : primary.handler;
  const handler = async function (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    // the caller's own recent write: the replica may not have it yet
    if (ownWrite(request)) return readingOnPrimary(() => onReplica.call(this, request, reply));
    try {
      return await onReplica.call(this, request, reply);
    } catch (error) {
      // the server renderer calls handlers without a reply (web/inProcessFetch.ts)
      if ((reply as FastifyReply | undefined)?.sent || !failed(error)) throw error;
      return onPrimary.call(this, request, reply);
    }
  };
  return typeof read === 'function' ? handler : { ...read, handler };
}

/** Operations that take a token read it before anything else (src/plugins/auth.ts); public ones ignore it. */
function routeOptionsFor(handler: OperationHandler, auth: 'required' | 'optional' | 'none' | undefined) {
  const options = typeof handler === 'function' ? { handler } : { ...handler };
  if (auth === 'required' || auth === 'optional') return { ...options, onRequest: authenticate(auth === 'required') };
  return options;
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
