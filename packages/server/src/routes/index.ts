// The registry of route modules. Each src/routes/<tag>.ts exports a RouteModule: a function of the AppContext that
// returns handlers keyed by the contract's operationIds (openapi/directory.yaml). wiring/api.ts hands them to
// fastify-openapi-glue, which validates each request against the document before the handler runs.
// An operation of the document without a handler here is not routed (404), never a stub.
import type { RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import type { AppContext } from '../context.js';
import { accountRoutes } from './accounts.js';
import { adRoutes } from './ads.js';
import { applicationRoutes } from './applications.js';
import { auditRoutes } from './audit.js';
import { categoryRoutes } from './categories.js';
import { chamberMemberRoutes } from './chamberMembers.js';
import { companyRoutes } from './companies.js';
import { countryRoutes } from './countries.js';
import { countryAmchamRoutes } from './countryAmchams.js';
import { embedRoutes } from './embeds.js';
import { eventRoutes } from './events.js';
import { homeRoutes } from './home.js';
import { partnerRoutes } from './partners.js';
import { ratingRoutes } from './ratings.js';
import { sectorRoutes } from './sectors.js';
import { statisticsRoutes } from './statistics.js';
import { trackingRoutes } from './tracking.js';
import { authRoutes } from './auth.js';
import { fileRoutes } from './files.js';
import { healthRoutes } from './health.js';
import { mailRoutes } from './mails.js';
import { mapRoutes } from './map.js';
import { userRoutes } from './users.js';

/** A handler, or route options with a handler (e.g. `{ config: { rateLimit: {...} }, handler }`). */
export type OperationHandler = RouteHandlerMethod | (RouteShorthandOptions & { handler: RouteHandlerMethod });
export type RouteHandlers = Record<string, OperationHandler>;
export type RouteModule = (ctx: AppContext) => RouteHandlers;

/** Add the domain's modules here (companies, ratings, ads, events, ...). */
export const routeModules: readonly RouteModule[] = [
  authRoutes,
  auditRoutes,
  mailRoutes,
  userRoutes,
  accountRoutes,
  fileRoutes,
  healthRoutes,
  companyRoutes,
  chamberMemberRoutes,
  applicationRoutes,
  ratingRoutes,
  adRoutes,
  eventRoutes,
  countryRoutes,
  countryAmchamRoutes,
  embedRoutes,
  sectorRoutes,
  categoryRoutes,
  partnerRoutes,
  homeRoutes,
  statisticsRoutes,
  trackingRoutes,
  mapRoutes,
];

export function collectHandlers(ctx: AppContext, modules: readonly RouteModule[] = routeModules): Map<string, OperationHandler> {
  const handlers = new Map<string, OperationHandler>();
  for (const module of modules) {
    for (const [operationId, handler] of Object.entries(module(ctx))) {
      if (handlers.has(operationId)) throw new Error(`Two route modules handle the operation '${operationId}'`);
      handlers.set(operationId, handler);
    }
  }
  return handlers;
}
