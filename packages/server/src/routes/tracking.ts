// Tag "statistics" (writes): the events that feed the statistics. Bots are not counted; no IP address or user
// agent is stored (DESIGN.md), only what was viewed, contacted or clicked, and when.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { isBot } from '../services/tracking.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf } from './types.js';

/** Per-client limit on each recording call: a person browsing never reaches it, a script flooding does. */
export const TRACKING_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

export function trackingRoutes(ctx: AppContext): RouteHandlers {
  const { companies, ads, statistics } = ctx.repositories;
  const counted = (request: FastifyRequest) => !isBot(request.headers['user-agent']);

  async function assertActiveCompany(id: number) {
    if ((await companies.activeName(id)) === undefined) throw notFound('Entreprise non trouvée');
  }

  return {
    recordCompanyView: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyView');
        await assertActiveCompany(id);
        if (counted(request)) await statistics.recordView(id);
        return reply.code(204).send();
      },
    },
    recordCompanyContact: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyContact');
        const { channel } = bodyOf(request, 'recordCompanyContact');
        await assertActiveCompany(id);
        if (counted(request)) await statistics.recordContact(id, channel);
        return reply.code(204).send();
      },
    },
    recordAdClick: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordAdClick');
        if (!(await ads.exists(id))) throw notFound('Bannière non trouvée');
        if (counted(request)) await statistics.recordAdClick(id);
        return reply.code(204).send();
      },
    },
    recordVisit: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        // the contract keeps the route only: no query string or fragment
        const path = bodyOf(request, 'recordVisit').path.split(/[?#]/)[0] || '/';
        if (counted(request)) await statistics.recordVisit(path.slice(0, 300));
        return reply.code(204).send();
      },
    },
  };
}
