import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { homeErrors } from '../errors/home';
import { settle } from '../middleware/errors';

/** Countries (id, name, flag emoji): lists of the home, members and profile screens. */
export function createCountriesService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    list: () => settle(homeErrors, language, () => http.GET('/api/countries')),
    get: (id: number) => settle(homeErrors, language, () => http.GET('/api/countries/{id}', { params: { path: { id } } })),
  };
}

export type CountriesService = ReturnType<typeof createCountriesService>;

/** The countries service of a client core (tree-shakable: see serviceOf). */
export const countriesOf = /* @__PURE__ */ serviceOf(createCountriesService);
