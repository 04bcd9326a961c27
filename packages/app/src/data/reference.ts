import { countriesOf, type Country, type Sector, sectorsOf } from '@annuaire/api';
import { pageApi } from './pageData';

/** Reference lists shared by the home, members and profile screens (countries and sectors). */
export const referenceApi = pageApi.injectEndpoints({
  endpoints: (build) => ({
    countries: build.query<Country[], void>({ query: () => (api) => countriesOf(api).list() }),
    sectors: build.query<Sector[], void>({ query: () => (api) => sectorsOf(api).listAll() }),
  }),
});

export const { useCountriesQuery, useSectorsQuery } = referenceApi;

/** A sector's name in the interface language (spec public §2.3: sector labels are translated). */
export function sectorLabel(sector: Pick<Sector, 'nameFr' | 'nameEn'>, language: 'fr' | 'en'): string {
  return language === 'en' ? sector.nameEn : sector.nameFr;
}
