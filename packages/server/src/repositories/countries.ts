// The countries of the network (name and flag emoji), read-only.
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { countries } from '../db/schema.js';

export interface CountryRecord {
  id: number;
  name: string;
  icon: string;
}

const columns = { id: countries.id, name: countries.name, icon: countries.icon };

export function createCountryRepository({ db }: Executor) {
  return {
    async find(id: number): Promise<CountryRecord | undefined> {
      const [country] = await db.select(columns).from(countries).where(eq(countries.id, id));
      return country;
    },

    async list(): Promise<CountryRecord[]> {
      return db.select(columns).from(countries).orderBy(asc(countries.name), asc(countries.id));
    },
  };
}

export type CountryRepository = ReturnType<typeof createCountryRepository>;
