// Tag "countries": the countries of the network (name and flag emoji), read-only.
import type { AppContext } from '../context.js';
import { notFound } from '../plugins/errors.js';
import type { RouteHandlers } from './index.js';
import { paramsOf, type Schemas } from './types.js';

export function countryRoutes({ repositories: { countries } }: AppContext): RouteHandlers {
  return {
    async listCountries() {
      const body: Schemas['Country'][] = await countries.list();
      return body;
    },
    async getCountry(request) {
      const country = await countries.find(paramsOf(request, 'getCountry').id);
      if (!country) throw notFound('Pays non trouvé');
      const body: Schemas['Country'] = country;
      return body;
    },
  };
}
