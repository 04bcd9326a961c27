// Sectors and categories are both a pair of names, French and English, each unique in either language.
import { eq, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { categories, sectors } from '../db/schema.js';
import { equalsFolded, takenByAnother } from './sql.js';

export interface Names {
  nameFr: string;
  nameEn: string;
}

export type NamesTable = typeof sectors | typeof categories;

export const namesColumns = (table: NamesTable) => ({ id: table.id, nameFr: table.nameFr, nameEn: table.nameEn });

/** Either name is already another row's name, in either language, accents and case ignored. */
export function namesTaken(db: Db, table: NamesTable, names: Names, exceptId?: number): Promise<boolean> {
  const either = or(...[table.nameFr, table.nameEn].flatMap((column) => [equalsFolded(column, names.nameFr), equalsFolded(column, names.nameEn)]));
  return takenByAnother(db, table, table.id, either as SQL, exceptId);
}

export async function insertNames(db: Db, table: NamesTable, names: Names) {
  const [row] = await db.insert(table).values(names).returning(namesColumns(table));
  return row as Names & { id: number };
}

export async function updateNames(db: Db, table: NamesTable, id: number, names: Names) {
  const [row] = await db.update(table).set(names).where(eq(table.id, id)).returning(namesColumns(table));
  return row as Names & { id: number };
}
