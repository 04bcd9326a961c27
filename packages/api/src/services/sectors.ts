import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { sectorErrors } from '../errors/sector';
import { settle } from '../middleware/errors';
import { FIRST_PAGE, SECTORS_PAGE_SIZE, textFilter } from './rules';

export interface SectorsPageQuery {
  readonly page?: number;
  readonly size?: number;
  /** Searched in the name of the current language (spec admin §7: nameFr or nameEn). */
  readonly search?: string | null;
}

/** Both names of a sector or a category; trimmed before sending (spec admin §5). */
export interface BilingualName {
  readonly nameFr: string;
  readonly nameEn: string;
}

export function trimmedNames(names: BilingualName): BilingualName {
  return { nameFr: names.nameFr.trim(), nameEn: names.nameEn.trim() };
}

export function createSectorsService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    /** The sectors page, pages of 10 from index 0 (spec admin §9). */
    list: (query: SectorsPageQuery = {}) => {
      const search = textFilter(query.search);
      const byName = language() === 'en' ? { nameEn: search } : { nameFr: search };
      return settle(sectorErrors, language, () =>
        http.GET('/api/sectors', { params: { query: { page: query.page ?? FIRST_PAGE, size: query.size ?? SECTORS_PAGE_SIZE, ...byName } } }),
      );
    },
    listAll: () => settle(sectorErrors, language, () => http.GET('/api/sectors/all')),
    search: (query: string) => settle(sectorErrors, language, () => http.GET('/api/sectors/search', { params: { query: { query: query.trim() } } })),
    get: (id: number) => settle(sectorErrors, language, () => http.GET('/api/sectors/{id}', { params: { path: { id } } })),
    count: () => settle(sectorErrors, language, () => http.GET('/api/sectors/total/kpi')),
    create: (names: BilingualName) => settle(sectorErrors, language, () => http.POST('/api/sectors', { body: trimmedNames(names) })),
    update: (id: number, names: BilingualName) =>
      settle(sectorErrors, language, () => http.PUT('/api/sectors/{id}', { params: { path: { id } }, body: trimmedNames(names) })),
    remove: (id: number) => settle(sectorErrors, language, () => http.DELETE('/api/sectors/{id}', { params: { path: { id } } })),
  };
}

export type SectorsService = ReturnType<typeof createSectorsService>;

/** The sectors service of a client core (tree-shakable: see serviceOf). */
export const sectorsOf = /* @__PURE__ */ serviceOf(createSectorsService);
