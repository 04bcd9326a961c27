// Tag "map": the located members of a search, for the map of /membres, and the tile server the maps use.
import type { AppContext } from '../context.js';
import { criteriaFrom } from '../services/searchPlanning.js';
import type { RouteHandlers } from './index.js';
import { queryOf, type Schemas } from './types.js';

export function mapRoutes(ctx: AppContext): RouteHandlers {
  return {
    async searchCompanyLocations(request) {
      // the criteria of searchCompanies, read the same way; not recorded as a search (the list's call is)
      const body: Schemas['CompanyLocations'] = await ctx.search.locations(criteriaFrom(queryOf(request, 'searchCompanyLocations')));
      return body;
    },

    async getMapTiles(_request, reply) {
      const body: Schemas['MapTiles'] = ctx.config.tiles;
      // configuration changes with a restart only
      return reply.header('cache-control', 'public, max-age=3600').send(body);
    },
  };
}
