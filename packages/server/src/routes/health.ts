// Tag "health": liveness with the database status (503 when the database does not answer).
import type { AppContext } from '../context.js';
import type { RouteHandlers } from './index.js';
import type { Schemas } from './types.js';

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
  };
}
