// Tag "categories": announcement categories, stored by the service (DESIGN.md corrects the original's sample data).
// Reads are public; writes are for the network administrator.
import type { AppContext } from '../context.js';
import { requireNetworkAdmin } from '../plugins/auth.js';
import { conflict, inUse, notFound } from '../plugins/errors.js';
import type { CategoryRecord } from '../repositories/categories.js';
import type { Names } from '../repositories/names.js';
import { CATEGORY_NAME_TAKEN } from '../domain/uniqueness.js';
import type { RouteHandlers } from './index.js';
import { sectorNames } from './sectors.js';
import { bodyOf, paramsOf } from './types.js';

export function categoryRoutes(ctx: AppContext): RouteHandlers {
  const { categories } = ctx.repositories;

  async function find(id: number): Promise<CategoryRecord> {
    const category = await categories.find(id);
    if (!category) throw notFound('Catégorie non trouvée');
    return category;
  }

  async function assertFree(names: Names, exceptId?: number) {
    if (await categories.namesTaken(names, exceptId)) throw conflict(CATEGORY_NAME_TAKEN);
  }

  return {
    async listCategories() {
      return categories.list();
    },
    async getCategory(request) {
      return find(paramsOf(request, 'getCategory').id);
    },
    async createCategory(request, reply) {
      requireNetworkAdmin(request);
      // same rules as the sector form (admin §5: both names required, trimmed)
      const names = sectorNames(bodyOf(request, 'createCategory'));
      await assertFree(names);
      return reply.code(201).send(await ctx.transaction((tx) => tx.categories.create(names)));
    },
    async updateCategory(request) {
      requireNetworkAdmin(request);
      const { id } = paramsOf(request, 'updateCategory');
      await find(id);
      const names = sectorNames(bodyOf(request, 'updateCategory'));
      await assertFree(names, id);
      return ctx.transaction((tx) => tx.categories.update(id, names));
    },
    async deleteCategory(request, reply) {
      requireNetworkAdmin(request);
      const { id } = paramsOf(request, 'deleteCategory');
      await find(id);
      if (await categories.inUse(id)) throw inUse('Cette catégorie compte encore des annonces : déplacez-les d’abord.');
      await ctx.transaction((tx) => tx.categories.delete(id));
      return reply.code(204).send();
    },
  };
}
