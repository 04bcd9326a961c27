// Activity sectors: a French and an English name. Companies' search documents carry them (migration 0002).
import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, sectors } from '../db/schema.js';
import { offsetOf, type PageRequest } from '../domain/paging.js';
import type { RepositoryEvents } from './changes.js';
import { insertNames, namesColumns, namesTaken, updateNames, type Names } from './names.js';
import { anyRow, containsFolded } from './sql.js';

export interface SectorRecord extends Names {
  id: number;
}

const columns = namesColumns(sectors);

export function createSectorRepository({ db }: Executor, events: RepositoryEvents) {
  return {
    async find(id: number): Promise<SectorRecord | undefined> {
      const [sector] = await db.select(columns).from(sectors).where(eq(sectors.id, id));
      return sector;
    },

    /** A page by id; each name filter is a part of that name, accents and case ignored. */
    async page(filter: { nameFr?: string; nameEn?: string }, request: PageRequest): Promise<{ content: SectorRecord[]; total: number }> {
      const where = and(
        filter.nameFr ? containsFolded(sectors.nameFr, filter.nameFr) : undefined,
        filter.nameEn ? containsFolded(sectors.nameEn, filter.nameEn) : undefined,
      );
      const [total] = await db.select({ n: count() }).from(sectors).where(where);
      const content = await db.select(columns).from(sectors).where(where).orderBy(asc(sectors.id)).limit(request.size).offset(offsetOf(request));
      return { content, total: total?.n ?? 0 };
    },

    /**
     * Sectors whose French or English name contains the text (all of them for ''), by French name, accents and case
     * ignored ('Énergie' among the E's: the database's collation is byte order). English screens sort by their own
     * names (the app's mappers).
     */
    async search(text: string): Promise<SectorRecord[]> {
      const where = text === '' ? undefined : or(containsFolded(sectors.nameFr, text), containsFolded(sectors.nameEn, text));
      return db
        .select(columns)
        .from(sectors)
        .where(where)
        .orderBy(asc(sql`public.f_unaccent(lower(${sectors.nameFr}))`), asc(sectors.id));
    },

    async count(): Promise<number> {
      return db.$count(sectors);
    },

    namesTaken: (names: Names, exceptId?: number) => namesTaken(db, sectors, names, exceptId),

    /** Companies still belong to the sector. */
    async inUse(id: number): Promise<boolean> {
      return anyRow(db, companies, eq(companies.sectorId, id));
    },

    async create(names: Names): Promise<SectorRecord> {
      const sector = await insertNames(db, sectors, names);
      // the search panels of the rendered pages list the sectors
      events.directoryChanged();
      return sector;
    },

    async update(id: number, names: Names): Promise<SectorRecord> {
      const sector = await updateNames(db, sectors, id, names);
      events.directoryChanged();
      return sector;
    },

    async delete(id: number): Promise<void> {
      await db.delete(sectors).where(eq(sectors.id, id));
      events.directoryChanged();
    },
  };
}
