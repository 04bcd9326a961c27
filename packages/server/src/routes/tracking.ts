// Tag "statistics" (writes): the events that feed the statistics. Bots are not counted; no IP address or user
// agent is stored (DESIGN.md), only what was viewed, contacted or clicked, and when. A visitor counts once a day
// for the same profile, contact channel, banner or page, and an address a bounded number of times a day (otherwise
// one client could inflate the counts at will); the call still answers 204.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import { isBot } from '../services/tracking.js';
import type { RouteHandlers } from './index.js';
import { bodyOf, paramsOf, queryOf } from './types.js';

/** Per-client limit on each recording call: a person browsing never reaches it, a script flooding does. */
const TRACKING_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

/** What one address may have counted a day, per kind of event: more than a person browsing a day does. */
const VISITOR_LIMITS = { view: 300, contact: 100, adClick: 100, visit: 300 } as const;

function createGates(ctx: AppContext) {
  return {
    view: ctx.shared.visitors('view', { perAddress: VISITOR_LIMITS.view }),
    contact: ctx.shared.visitors('contact', { perAddress: VISITOR_LIMITS.contact }),
    adClick: ctx.shared.visitors('adClick', { perAddress: VISITOR_LIMITS.adClick }),
    visit: ctx.shared.visitors('visit', { perAddress: VISITOR_LIMITS.visit }),
  };
}
type Gates = ReturnType<typeof createGates>;

// One set of once-a-day gates per context: the routes and the server's pages (recordRenderedPage) must share them,
// and on the embedded database a gate's memory is its own object's.
const gatesByContext = new WeakMap<AppContext, Gates>();
function gatesOf(ctx: AppContext): Gates {
  let gates = gatesByContext.get(ctx);
  if (!gates) {
    gates = createGates(ctx);
    gatesByContext.set(ctx, gates);
  }
  return gates;
}

/** Who a recording is for: the address and user agent of the request. */
export interface TrackedVisitor {
  address: string;
  userAgent: string | undefined;
}

/** Not a bot, and the first time today this visitor records this item (in any process of the service). */
async function isCounted(ctx: AppContext, visitor: TrackedVisitor, kind: keyof Gates, item: string): Promise<boolean> {
  return !isBot(visitor.userAgent) && (await gatesOf(ctx)[kind].admit(visitor, item));
}

/** The route path a visit counts under: no query string or fragment, at most 300 characters. */
const visitPath = (path: string) => (path.split(/[?#]/)[0] || '/').slice(0, 300);

/**
 * A public page the service rendered for a visitor counts as the app's calls on that page would count it (the
 * visit RootLayout records, and a member page's view), once a day per visitor, bots not: a reader without
 * JavaScript, or who leaves before the app has started (it starts after the page's largest paint), is counted too,
 * and the app's own calls then find this visitor already counted today.
 */
export async function recordRenderedPage(ctx: AppContext, visitor: TrackedVisitor, path: string): Promise<void> {
  const page = visitPath(path);
  // a member's page, /membre/{id} (the app's route; the sitemap lists the same addresses)
  const member = /^\/membre\/([1-9]\d{0,8})$/.exec(page)?.[1];
  const memberId = member === undefined ? null : Number(member);
  if (await isCounted(ctx, visitor, 'visit', page)) await ctx.repositories.statistics.recordVisit(page);
  if (memberId !== null && (await isCounted(ctx, visitor, 'view', String(memberId)))) {
    await ctx.repositories.statistics.recordView(memberId);
    ctx.search.forgetCompany(memberId);
  }
}

export function trackingRoutes(ctx: AppContext): RouteHandlers {
  const { companies, ads, statistics } = ctx.repositories;
  const counted = (request: FastifyRequest, kind: keyof Gates, item: string) =>
    isCounted(ctx, { address: request.ip, userAgent: request.headers['user-agent'] }, kind, item);

  async function assertActiveCompany(id: number) {
    if ((await companies.activeName(id)) === undefined) throw notFound('Entreprise non trouvée');
  }

  return {
    recordCompanyView: {
      config: { rateLimit: TRACKING_RATE_LIMIT },
      async handler(request, reply) {
        const { id } = paramsOf(request, 'recordCompanyView');
        const source = queryOf(request, 'recordCompanyView').source ?? 'portal';
        await assertActiveCompany(id);
        // a view from the embed counts apart from the portal's (its own once-a-day gate item)
        if (await counted(request, 'view', source === 'portal' ? String(id) : `${id}:${source}`)) {
          await statistics.recordView(id, source);
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
        const source = queryOf(request, 'recordCompanyContact').source ?? 'portal';
        await assertActiveCompany(id);
        if (await counted(request, 'contact', source === 'portal' ? `${id}:${channel}` : `${id}:${channel}:${source}`))
          await statistics.recordContact(id, channel, source);
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
        const path = visitPath(bodyOf(request, 'recordVisit').path);
        if (await counted(request, 'visit', path)) await statistics.recordVisit(path);
        return reply.code(204).send();
      },
    },
  };
}
