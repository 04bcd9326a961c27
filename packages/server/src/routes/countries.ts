// Tag "countries": the countries of the network (name and flag emoji), read-only.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { countries } from '../db/schema.js';
import { notFound } from '../plugins/errors.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, type Schemas } from './types.js';

export function countryRoutes(ctx: AppContext): RouteHandlers {
  return {
    async listCountries() {
      const rows: Schemas['Country'][] = await ctx.db
        .select({ id: countries.id, name: countries.name, icon: countries.icon })
        .from(countries)
        .orderBy(asc(countries.name), asc(countries.id));
      return rows;
    },
    async getCountry(request) {
      const { id } = paramsOf(request, 'getCountry');
      const [country] = await ctx.db
        .select({ id: countries.id, name: countries.name, icon: countries.icon })
        .from(countries)
        .where(eq(countries.id, id));
      if (!country) throw notFound('Pays non trouvé');
      const body: Schemas['Country'] = country;
      return body;
    },
  };
}
