// The country chambers of commerce (table country_amchams; the contract's CountryAmcham), one per country.
import { asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { companies, countries, countryAmchams, users } from '../db/schema.js';
import type { RepositoryEvents } from './changes.js';
import { containsFolded, equalsFolded, likeLiteral, takenByAnother } from './sql.js';

export interface ChamberRecord {
  id: number;
  countryId: number;
  countryName: string;
  countryIcon: string;
  name: string;
  address: string;
  telephone: string;
  email: string;
  website: string | null;
  logo: string | null;
}

export type ChamberValues = Pick<ChamberRecord, 'countryId' | 'name' | 'address' | 'telephone' | 'email' | 'website' | 'logo'>;

const columns = {
  id: countryAmchams.id,
  countryId: countryAmchams.countryId,
  countryName: countries.name,
  countryIcon: countries.icon,
  name: countryAmchams.name,
  address: sql<string>`coalesce(${countryAmchams.address}, '')`,
  telephone: sql<string>`coalesce(${countryAmchams.telephone}, '')`,
  email: sql<string>`coalesce(${countryAmchams.email}, '')`,
  website: countryAmchams.website,
  logo: countryAmchams.logo,
};
const byName = [asc(countryAmchams.name), asc(countryAmchams.id)];

export function createChamberRepository({ db }: Executor, events: RepositoryEvents) {
  const select = (where?: SQL) => db.select(columns).from(countryAmchams).innerJoin(countries, eq(countries.id, countryAmchams.countryId)).where(where);

  return {
    async find(id: number): Promise<ChamberRecord | undefined> {
      const [chamber] = await select(eq(countryAmchams.id, id));
      return chamber;
    },

    /** The chamber's country, or undefined for an unknown chamber. */
    async countryOf(id: number): Promise<number | undefined> {
      const [row] = await db.select({ countryId: countryAmchams.countryId }).from(countryAmchams).where(eq(countryAmchams.id, id));
      return row?.countryId;
    },

    async list(): Promise<ChamberRecord[]> {
      return select().orderBy(...byName);
    },

    /** Chambers whose name or country contains the text (accents and case ignored), or whose e-mail does; all for ''. */
    async search(text: string): Promise<ChamberRecord[]> {
      const where =
        text === ''
          ? undefined
          : or(
              containsFolded(countryAmchams.name, text),
              containsFolded(countries.name, text),
              sql`lower(coalesce(${countryAmchams.email}, '')) LIKE '%' || lower(${likeLiteral(text)}) || '%'`,
            );
      return select(where).orderBy(...byName);
    },

    /** Another chamber has this name (accents and case ignored) or this country (admin §1: one chamber per country). */
    clashes: (name: string, countryId: number, exceptId?: number) =>
      takenByAnother(
        db,
        countryAmchams,
        countryAmchams.id,
        or(equalsFolded(countryAmchams.name, name), eq(countryAmchams.countryId, countryId)) as SQL,
        exceptId,
      ),

    /** Members or users still belong to the chamber. */
    async inUse(id: number): Promise<boolean> {
      const [used] = await db
        .select({ id: companies.id })
        .from(companies)
        .where(eq(companies.countryAmchamId, id))
        .unionAll(db.select({ id: users.id }).from(users).where(eq(users.countryAmchamId, id)))
        .limit(1);
      return used !== undefined;
    },

    async create(values: ChamberValues): Promise<number> {
      const [row] = await db.insert(countryAmchams).values(values).returning({ id: countryAmchams.id });
      // companies in search results carry their chamber's name
      events.directoryChanged();
      return (row as { id: number }).id;
    },

    async update(id: number, values: ChamberValues): Promise<void> {
      await db.update(countryAmchams).set(values).where(eq(countryAmchams.id, id));
      events.directoryChanged();
    },

    async delete(id: number): Promise<void> {
      await db.delete(countryAmchams).where(eq(countryAmchams.id, id));
    },
  };
}

export type ChamberRepository = ReturnType<typeof createChamberRepository>;
