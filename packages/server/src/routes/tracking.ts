// Tag "statistics" (writes): the events that feed the statistics. Bots are not counted; no IP address or user
// agent is stored (DESIGN.md), only what was viewed, contacted or clicked, and when. A visitor counts once a day
// for the same profile, contact channel, banner or page, and an address a bounded number of times a day (issue 15,
// defect 7: 120 of 125 views from one client in a minute were counted); the call still answers 204.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { isBot } from '../services/tracking.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf } from './types.js';

/** Per-client limit on each recording call: a person browsing never reaches it, a script flooding does. */
export const TRACKING_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** What one address may have counted a day, per kind of event: more than a person browsing a day does. */
const VISITOR_LIMITS = { view: 300, contact: 100, adClick: 100, visit: 300 } as const;

export function trackingRoutes(ctx: AppContext): RouteHandlers {
  const { companies, ads, statistics } = ctx.repositories;
  const visitors = {
    view: ctx.shared.visitors('view', { perAddress: VISITOR_LIMITS.view }),
    contact: ctx.shared.visitors('contact', { perAddress: VISITOR_LIMITS.contact }),
    adClick: ctx.shared.visitors('adClick', { perAddress: VISITOR_LIMITS.adClick }),
    visit: ctx.shared.visitors('visit', { perAddress: VISITOR_LIMITS.visit }),
  };
  /** Not a bot, and the first time today this visitor records this item (in any process of the service). */
  const counted = async (request: FastifyRequest, kind: keyof typeof visitors, item: string) =>
    !isBot(request.headers['user-agent']) && (await visitors[kind].admit({ address: request.ip, userAgent: request.headers['user-agent'] }, item));

  async function assertActiveCompany(id: number) {
    if ((await companies.activeName(id)) === undefined) throw notFound('Entreprise non trouvée');
  }

  return {
    recordCompanyView: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyView');
        await assertActiveCompany(id);
        if (await counted(request, 'view', String(id))) {
          await statistics.recordView(id);
          // the page's viewCount moved
          ctx.search.forgetCompany(id);
        }
        return reply.code(204).send();
      },
    },
    recordCompanyContact: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyContact');
        const { channel } = bodyOf(request, 'recordCompanyContact');
        await assertActiveCompany(id);
        if (await counted(request, 'contact', `${id}:${channel}`)) await statistics.recordContact(id, channel);
        return reply.code(204).send();
      },
    },
    recordAdClick: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordAdClick');
        if (!(await ads.exists(id))) throw notFound('Bannière non trouvée');
        if (await counted(request, 'adClick', String(id))) await statistics.recordAdClick(id);
        return reply.code(204).send();
      },
    },
    recordVisit: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        // the contract keeps the route only: no query string or fragment
        const path = bodyOf(request, 'recordVisit').path.split(/[?#]/)[0] || '/';
        if (await counted(request, 'visit', path.slice(0, 300))) await statistics.recordVisit(path.slice(0, 300));
        return reply.code(204).send();
      },
    },
  };
}
