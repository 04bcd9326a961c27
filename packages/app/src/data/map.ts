import { mapOf, type CompanyLocations, type MapTiles, type MemberSearchFilters } from '@annuaire/api';
import { pageApi } from './pageData';

/**
 * The maps' calls: the tile server the service is configured with (TILE_URL, read once, cached for the
 * session), and the located members of a search (the filters of /membres, not only its loaded page).
 */
const mapApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    mapTiles: build.query<MapTiles, void>({ query: () => (api) => mapOf(api).tiles() }),
    memberLocations: build.query<CompanyLocations, MemberSearchFilters>({
      query: (filters) => (api) => mapOf(api).locations(filters),
      providesTags: ['Company'],
    }),
  }),
});

export const { useMapTilesQuery, useMemberLocationsQuery } = mapApi;
