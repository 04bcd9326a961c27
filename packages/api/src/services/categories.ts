import { serviceOf } from './serviceOf';
import type { DirectoryCore } from '../core';
import { categoryErrors } from '../errors/sector';
import { settle } from '../middleware/errors';
import { trimmedNames, type BilingualName } from './sectors';

/**
 * News categories, stored by the server (DESIGN.md corrects the original's sample data). The specs give categories
 * no catalogue of their own; they share the sector service's generic texts ('Une ressource avec ce nom existe déjà')
 * except the in-use one.
 */
export function createCategoriesService(core: DirectoryCore) {
  const { http, language } = core;
  return {
    list: () => settle(categoryErrors, language, () => http.GET('/api/categories')),
    get: (id: number) => settle(categoryErrors, language, () => http.GET('/api/categories/{id}', { params: { path: { id } } })),
    create: (names: BilingualName) => settle(categoryErrors, language, () => http.POST('/api/categories', { body: trimmedNames(names) })),
    update: (id: number, names: BilingualName) =>
      settle(categoryErrors, language, () => http.PUT('/api/categories/{id}', { params: { path: { id } }, body: trimmedNames(names) })),
    remove: (id: number) => settle(categoryErrors, language, () => http.DELETE('/api/categories/{id}', { params: { path: { id } } })),
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

/** The categories service of a client core (tree-shakable: see serviceOf). */
export const categoriesOf = /* @__PURE__ */ serviceOf(createCategoriesService);
