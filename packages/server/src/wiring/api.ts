// The contract's operations: requests validated from openapi/directory.yaml by fastify-openapi-glue (Ajv 2020 for
// OpenAPI 3.1), handlers keyed by operationId from src/routes (public reads on the replica when there is one), then
// the API reference and the sitemap.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import { readingOnPrimary } from '../db/replicated.js';
import { listOperations, loadOpenApiDocument, withOperations, type OperationInfo } from '../openapi.js';
import { authenticate } from '../plugins/auth.js';
import { refuseControlCharacters } from '../plugins/controlCharacters.js';
import { registerDocs } from '../plugins/docs.js';
import { badRequest, unsupportedMediaType } from '../plugins/errors.js';
import { prepareFormRoute } from '../plugins/forms.js';
import { collectHandlers, routeModules as defaultRouteModules, type OperationHandler } from '../routes/index.js';
import { registerSitemap } from '../web/sitemap.js';
import type { BuildAppOptions } from './options.js';

/** Until when (epoch ms) a browser that wrote reads from the primary rather than the replica. */
const PRIMARY_UNTIL_COOKIE = 'annuaire_primary_until';

declare module 'fastify' {
  interface FastifyInstance {
    /** The handler an operation's route runs: a public read on the replica's context when there is one. */
    handlerOf(operationId: string): OperationHandler | undefined;
  }
}

export const apiPlugin = fp<BuildAppOptions>(
  async (app, options) => {
    const { config } = options;
    const { replica } = app.databases;
    const document = options.document ?? loadOpenApiDocument();
    const modules = options.routeModules ?? defaultRouteModules;
    const handlers = collectHandlers(app.ctx, modules);
    const readHandlers = app.readCtx ? collectHandlers(app.readCtx, modules) : undefined;
    const operations = listOperations(document);
    const known = new Set(operations.map((o) => o.operationId));
    for (const operationId of handlers.keys()) {
      if (!known.has(operationId)) throw new Error(`A route module handles '${operationId}', which is not in the contract`);
    }
    const byId = new Map(operations.map((o) => [o.operationId, o]));
    // Read-your-writes: a signed-in caller's successful write sends a cookie that keeps that browser's public reads on the
    // primary for as long as the replica may lag (DATABASE_READ_MAX_LAG_MS; beyond it they go there anyway), whichever
    // process or machine answers them: a member sees their own change at once.
    const writerWindowMs = config.replicaMaxLagMs;
    const readsOwnWrites = (request: FastifyRequest) => {
      const until = request.cookies?.[PRIMARY_UNTIL_COOKIE];
      return until !== undefined && /^\d{1,15}$/.test(until) && Number(until) > Date.now();
    };
    const handlerOf = (operationId: string) => {
      const operation = byId.get(operationId);
      const handler = handlers.get(operationId);
      const read = readHandlers && operation && readsOnReplica(operation) ? readHandlers.get(operationId) : undefined;
      return read && handler && replica ? readWithFallback(read, handler, (error) => replica.failed(error), readsOwnWrites) : handler;
    };
    app.decorate('handlerOf', handlerOf);
    if (replica) {
      app.addHook('onSend', async (request, reply) => {
        if (request.method === 'GET' || request.method === 'HEAD' || !request.user || reply.statusCode >= 400) return;
        const until = Date.now() + writerWindowMs;
        void reply.setCookie(PRIMARY_UNTIL_COOKIE, String(until), { maxAge: Math.ceil(writerWindowMs / 1000), path: '/', httpOnly: true, sameSite: 'lax' });
      });
    }
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
    registerSitemap(app, { db: app.databases.primary, publicUrl: config.publicUrl, pageSize: options.sitemapPageSize });
  },
  { name: 'annuaire-api', fastify: '5.x', dependencies: ['annuaire-database', 'annuaire-context', 'annuaire-http'] },
);

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
