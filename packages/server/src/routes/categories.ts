// Tag "categories": announcement categories, stored by the service (DESIGN.md corrects the original's sample data).
import type { AppContext } from '../context.js';
import { requireAdmin } from '../plugins/auth.js';
import { conflict, notFound } from '../plugins/errors.js';
import type { RouteHandlers } from './index.js';
import { sectorNames } from './sectors.js';
import { bodyOf, paramsOf, type Schemas } from './types.js';

type Category = Schemas['Category'];
const COLUMNS = 'id, name_fr AS "nameFr", name_en AS "nameEn"';

export function categoryRoutes(ctx: AppContext): RouteHandlers {
  const { database } = ctx;

  async function find(id: number): Promise<Category> {
    const [category] = await database.query<Category>(`SELECT ${COLUMNS} FROM categories WHERE id = $1`, [id]);
    if (!category) throw notFound('Catégorie non trouvée');
    return category;
  }

  async function assertUnique(names: { nameFr: string; nameEn: string }, exceptId: number | null) {
    const [clash] = await database.query(
      `SELECT 1 FROM categories
       WHERE id <> $3 AND (public.f_unaccent(lower(name_fr)) IN (public.f_unaccent(lower($1)), public.f_unaccent(lower($2)))
                        OR public.f_unaccent(lower(name_en)) IN (public.f_unaccent(lower($1)), public.f_unaccent(lower($2))))`,
      [names.nameFr, names.nameEn, exceptId ?? 0],
    );
    if (clash) throw conflict('Une catégorie avec ce nom existe déjà');
  }

  return {
    async listCategories() {
      return database.query<Category>(`SELECT ${COLUMNS} FROM categories ORDER BY id`);
    },
    async getCategory(request) {
      return find(paramsOf(request, 'getCategory').id);
    },
    async createCategory(request, reply) {
      requireAdmin(request);
      // same rules as the sector form (admin §5: both names required, trimmed)
      const names = sectorNames(bodyOf(request, 'createCategory'));
      await assertUnique(names, null);
      const [created] = await database.query<Category>(
        `INSERT INTO categories (name_fr, name_en) VALUES ($1, $2) RETURNING ${COLUMNS}`,
        [names.nameFr, names.nameEn],
      );
      return reply.code(201).send(created);
    },
    async updateCategory(request) {
      requireAdmin(request);
      const { id } = paramsOf(request, 'updateCategory');
      await find(id);
      const names = sectorNames(bodyOf(request, 'updateCategory'));
      await assertUnique(names, id);
      const [updated] = await database.query<Category>(
        `UPDATE categories SET name_fr = $2, name_en = $3 WHERE id = $1 RETURNING ${COLUMNS}`,
        [id, names.nameFr, names.nameEn],
      );
      return updated;
    },
    async deleteCategory(request, reply) {
      requireAdmin(request);
      const { id } = paramsOf(request, 'deleteCategory');
      await find(id);
      const [used] = await database.query('SELECT 1 FROM events WHERE category_id = $1 LIMIT 1', [id]);
      if (used) throw conflict('Cette catégorie compte encore des annonces : déplacez-les d’abord.');
      await database.query('DELETE FROM categories WHERE id = $1', [id]);
      return reply.code(204).send();
    },
  };
}
