import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { amchamErrors } from '../errors/amcham';
import type { components } from '../generated/schema';
import { settle } from '../middleware/errors';
import type { CountryAmcham } from '../models';
import type { ApiResult } from '../types';
import { multipart } from './multipart';
import { textFilter } from './rules';

/** A country chamber save (multipart, spec admin §7). */
export interface CountryAmchamForm {
  readonly countryId: number;
  readonly name: string;
  readonly address: string;
  readonly telephone: string;
  readonly email: string;
  readonly website?: string | null;
  readonly logoFile?: Blob | null;
}

function amchamFields(form: CountryAmchamForm) {
  return {
    countryId: form.countryId,
    name: form.name.trim(),
    address: form.address.trim(),
    telephone: form.telephone.trim(),
    email: form.email.trim(),
    website: textFilter(form.website),
    logoFile: form.logoFile,
  };
}

export function createCountryAmchamsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The chambers (the service answers a content array, spec admin §7). */
    list: async (): Promise<ApiResult<CountryAmcham[]>> => {
      const result = await settle(amchamErrors, language, () => http.GET('/api/country-amchams'));
      return result.error ? result : { data: result.data.content };
    },
    /** DESIGN.md: the Amcham search box filters; a blank query lists every chamber. */
    search: async (query: string | null | undefined): Promise<ApiResult<CountryAmcham[]>> => {
      const text = textFilter(query);
      const result = await settle(amchamErrors, language, () =>
        text === undefined ? http.GET('/api/country-amchams') : http.GET('/api/country-amchams/search', { params: { query: { query: text } } }),
      );
      return result.error ? result : { data: result.data.content };
    },
    get: (id: number) => settle(amchamErrors, language, () => http.GET('/api/country-amchams/{id}', { params: { path: { id } } })),
    create: (form: CountryAmchamForm) =>
      settle(amchamErrors, language, () => http.POST('/api/country-amchams/save', multipart<components['schemas']['CountryAmchamForm']>(amchamFields(form)))),
    update: (id: number, form: CountryAmchamForm) =>
      settle(amchamErrors, language, () =>
        http.PUT('/api/country-amchams/{id}', { params: { path: { id } }, ...multipart<components['schemas']['CountryAmchamForm']>(amchamFields(form)) }),
      ),
    remove: (id: number) => settle(amchamErrors, language, () => http.DELETE('/api/country-amchams/{id}', { params: { path: { id } } })),
  };
}

export type CountryAmchamsService = ReturnType<typeof createCountryAmchamsService>;

/** The countryAmchams service of a client core (tree-shakable: see serviceOf). */
export const countryAmchamsOf = /* @__PURE__ */ serviceOf(createCountryAmchamsService);
