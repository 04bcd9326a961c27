// Tag "health": liveness with the database status (503 when the database does not answer), and readiness for a load
// balancer (503 in the error shape while the database does not answer, within a bound), with the read replica's
// state and lag when there is one.
import type { AppContext } from '../context.js';
import { sendError } from '../plugins/errors.js';
import type { RouteHandlers } from './index.js';
import type { Schemas } from './types.js';

/** A probe answers within this: a database that does not answer in time (a lost network) counts as down. */
const READINESS_TIMEOUT_MS = 2000;

async function answersWithin(ping: () => Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([ping(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(ctx: AppContext): RouteHandlers {
  return {
    async getHealth(_request, reply) {
      const ok = await ctx.database.ping();
      const body: Schemas['Health'] = { status: ok ? 'ok' : 'error', database: ok ? 'ok' : 'error' };
      return reply
        .code(ok ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
    async getReadiness(_request, reply) {
      reply.header('cache-control', 'no-store');
      if (!(await answersWithin(() => ctx.database.ping(), READINESS_TIMEOUT_MS))) {
        return sendError(reply, 503, 'Service indisponible : la base de données ne répond pas');
      }
      // ready without the replica: the public reads go to the primary meanwhile (db/replicated.ts)
      const [replica, store] = await Promise.all([ctx.replica?.check(), ctx.files.check()]);
      // ready without the file store too: pages, search and profiles need only the database, so a store outage must
      // not take every process out of the load balancer; uploads and images answer 503 meanwhile
      const body: Schemas['Health'] = {
        status: store ? 'ok' : 'degraded',
        database: 'ok',
        store: store ? 'ok' : 'down',
        ...(replica ? { replica: replica.state, replicaLagMs: replica.lagMs } : {}),
      };
      return reply.code(200).send(body);
    },
  };
}
