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
  const { database } = ctx;
  const counted = (request: FastifyRequest) => !isBot(request.headers['user-agent']);

  async function activeCompany(id: number) {
    const [company] = await database.query(`SELECT 1 FROM companies WHERE id = $1 AND status = 'ACTIVE'`, [id]);
    if (!company) throw notFound('Entreprise non trouvée');
  }

  return {
    recordCompanyView: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyView');
        await activeCompany(id);
        if (counted(request)) await database.query('INSERT INTO company_views (company_id) VALUES ($1)', [id]);
        return reply.code(204).send();
      },
    },
    recordCompanyContact: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyContact');
        const { channel } = bodyOf(request, 'recordCompanyContact');
        await activeCompany(id);
        if (counted(request)) {
          await database.query('INSERT INTO company_contacts (company_id, channel) VALUES ($1, $2::contact_channel)', [id, channel]);
        }
        return reply.code(204).send();
      },
    },
    recordAdClick: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordAdClick');
        const [ad] = await database.query('SELECT 1 FROM ads WHERE id = $1', [id]);
        if (!ad) throw notFound('Bannière non trouvée');
        if (counted(request)) await database.query('INSERT INTO ad_clicks (ad_id) VALUES ($1)', [id]);
        return reply.code(204).send();
      },
    },
    recordVisit: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        // the contract keeps the route only: no query string or fragment
        const path = bodyOf(request, 'recordVisit').path.split(/[?#]/)[0] || '/';
        if (counted(request)) await database.query('INSERT INTO site_visits (path) VALUES ($1)', [path.slice(0, 300)]);
        return reply.code(204).send();
      },
    },
  };
}
