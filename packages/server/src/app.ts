// The directory service as a Fastify instance, composed of the plugins of src/wiring, each naming the ones it needs
// (fastify-plugin's `dependencies`: registering one before them fails the start). They register in this order, which
// is the order of the start; they close in the reverse order (Fastify runs onClose hooks last registered first), so
// the database closes after everything that uses it.
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config.js';
import { sendError } from './plugins/errors.js';
import { requestIdOf } from './plugins/requestId.js';
import { apiPlugin } from './wiring/api.js';
import { authPlugin } from './wiring/auth.js';
import { cachesPlugin } from './wiring/caches.js';
import { contextPlugin } from './wiring/context.js';
import { dataPlugin } from './wiring/data.js';
import { databasePlugin } from './wiring/database.js';
import { httpPlugin } from './wiring/http.js';
import { jobsPlugin } from './wiring/jobs.js';
import { mailPlugin } from './wiring/mail.js';
import type { BuildAppOptions } from './wiring/options.js';
import { MAX_PARAM_LENGTH, pagesPlugin } from './wiring/pages.js';
import { platformPlugin } from './wiring/platform.js';
import { requestsPlugin } from './wiring/requests.js';

export type { BuildAppOptions } from './wiring/options.js';

/**
 * The start, in order: each request's basics; the database (and replica, metrics); what processes share (files,
 * limits, the change signal); the repositories; the mail outbox; the caches of the public reads; accounts; the timed
 * jobs; the route modules' context; HTTP around every route; the contract's operations, the docs and the sitemap;
 * the web app's files and pages.
 */
const PLUGINS = [
  requestsPlugin,
  databasePlugin,
  platformPlugin,
  dataPlugin,
  mailPlugin,
  cachesPlugin,
  authPlugin,
  jobsPlugin,
  contextPlugin,
  httpPlugin,
  apiPlugin,
  pagesPlugin,
] as const;

/** How long one plugin of the service may take to start before the start fails. */
export const PLUGIN_START_TIMEOUT_MS = 120_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
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
    // A start is not a race: the pages plugin imports the server-rendering bundle, which on a busy machine (a worker
    // restarted while the others serve, a test run beside browsers) took longer than Fastify's default 10 s, and a
    // plugin timeout aborts the whole start. Readiness (/api/health/ready) tells a load balancer when it is up.
    pluginTimeout: PLUGIN_START_TIMEOUT_MS,
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
  for (const plugin of PLUGINS) await app.register(plugin, options);

  // the changes of other processes are heard before the first request is served (bounded: the caches' time to live
  // still applies when LISTEN cannot be used)
  await Promise.race([app.platform.changes.ready(), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  return app;
}

/** TRUST_PROXY as Fastify takes it: a hop count trusts the nearest `hops` proxies (hop 0 is the socket's peer). */
function trustProxyOption(trust: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}
