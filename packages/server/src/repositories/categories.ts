// Event categories: a French and an English name (stored, not sample data: DESIGN.md).
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import type { RepositoryEvents } from './changes.js';
import { categories, events } from '../db/schema.js';
import { anyRow } from './sql.js';
import { insertNames, namesColumns, namesTaken, updateNames, type Names } from './names.js';

export interface CategoryRecord extends Names {
  id: number;
}

const columns = namesColumns(categories);

/** `changes`: /actualites names the categories (its server-rendered page is dropped on a write). */
export function createCategoryRepository({ db }: Executor, changes: RepositoryEvents) {
  return {
    async find(id: number): Promise<CategoryRecord | undefined> {
      const [category] = await db.select(columns).from(categories).where(eq(categories.id, id));
      return category;
    },

    async list(): Promise<CategoryRecord[]> {
      return db.select(columns).from(categories).orderBy(asc(categories.id));
    },

    namesTaken: (names: Names, exceptId?: number) => namesTaken(db, categories, names, exceptId),

    /** Events still belong to the category. */
    async inUse(id: number): Promise<boolean> {
      return anyRow(db, events, eq(events.categoryId, id));
    },

    async create(names: Names): Promise<CategoryRecord> {
      const category = await insertNames(db, categories, names);
      changes.directoryChanged();
      return category;
    },

    async update(id: number, names: Names): Promise<CategoryRecord> {
      const category = await updateNames(db, categories, id, names);
      changes.directoryChanged();
      return category;
    },

    async delete(id: number): Promise<void> {
      await db.delete(categories).where(eq(categories.id, id));
      changes.directoryChanged();
    },
  };
}
