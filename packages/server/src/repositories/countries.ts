// The countries of the network (name and flag emoji), read-only, each with its chamber when it has one.
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { countries } from '../db/schema.js';

export interface CountryRecord {
  id: number;
  name: string;
  icon: string;
  /** The country's chamber (one per country); null while it has none. */
  countryAmchamId: number | null;
}

const columns = {
  id: countries.id,
  name: countries.name,
  icon: countries.icon,
  // written out: drizzle leaves the columns of a one-table query unqualified, and `id` would be the chamber's
  countryAmchamId: sql<number | null>`(SELECT min(a.id) FROM country_amchams a WHERE a.country_id = countries.id)`,
};
/** Alphabetical, accents and case ignored ('États-Unis' among the E's: the database's collation is byte order). */
const byName = [asc(sql`public.f_unaccent(lower(${countries.name}))`), asc(countries.id)];

export function createCountryRepository({ db }: Executor) {
  return {
    async find(id: number): Promise<CountryRecord | undefined> {
      const [country] = await db.select(columns).from(countries).where(eq(countries.id, id));
      return country;
    },

    async list(): Promise<CountryRecord[]> {
      return db
        .select(columns)
        .from(countries)
        .orderBy(...byName);
    },
  };
}
