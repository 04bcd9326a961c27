import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { homeErrors } from '../errors/home';
import { settle } from '../middleware/errors';
import { memberSearchQuery, type MemberSearchFilters } from './companies';

/** The map of a search and the tile server of the maps. */
function createMapService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The located members of the search with these filters (the members page's own), at most 5,000. */
    locations: (filters: MemberSearchFilters = {}) => {
      const { keyword, sectorId, countryId } = memberSearchQuery(filters, 0, 1);
      return settle(homeErrors, language, () => http.GET('/api/companies/search/locations', { params: { query: { keyword, sectorId, countryId } } }));
    },

    /** The tile server the service is configured with (TILE_URL). */
    tiles: () => settle(homeErrors, language, () => http.GET('/api/map/tiles')),
  };
}

/** The map service of a client core (made once per core). */
export const mapOf = /* @__PURE__ */ serviceOf(createMapService);
